#pragma once

#include <QList>
#include <QString>

namespace isle {

// One thing wrong with a file: where (file and JSON path) and what was expected.
struct Problem
{
    enum class Severity { Error, Warning };

    Severity severity = Severity::Error;
    QString file;
    QString path; // JSON path such as $.params.characters[3].cost
    QString message;

    QString toString() const;
};

// Collects problems while a loader walks a document; it knows the file being read.
// A hostile file can hold millions of mistakes: only the first MaxKept problems are
// kept, the rest are counted (omittedCount()) so that memory and output stay bounded.
class Problems
{
public:
    static constexpr qsizetype MaxKept = 50;

    explicit Problems(QString file = {}) : m_file(std::move(file)) {}

    void error(const QString &path, const QString &message);
    void warning(const QString &path, const QString &message);

    // Takes over the problems of a nested document (a ruleset embedded in a record),
    // their JSON paths placed under `path` ("$.ruleset"), and counts its omitted ones.
    void addNested(const Problems &inner, const QString &path);

    bool hasErrors() const { return m_errorCount > 0; }
    // The kept problems, at most MaxKept, in the order found.
    const QList<Problem> &items() const { return m_items; }
    // Every problem found, kept or not.
    qsizetype count() const { return m_items.size() + m_omitted; }
    // Problems found past MaxKept: counted, not kept.
    qsizetype omittedCount() const { return m_omitted; }
    // True once MaxKept problems are kept: a loader may stop composing messages (the
    // next error() and warning() only count) or stop looking for more problems.
    bool isFull() const { return m_items.size() >= MaxKept; }
    QString file() const { return m_file; }
    void setFile(const QString &file) { m_file = file; }
    QString firstError() const;
    // Every kept problem, one a line, then "… and N more problems" when some were omitted.
    QString summary() const;
    // "… and N more problems", or an empty string when none was omitted.
    QString omittedText() const;

private:
    void add(Problem::Severity severity, const QString &path, const QString &message);

    QString m_file;
    QList<Problem> m_items;
    qsizetype m_omitted = 0;
    qsizetype m_errorCount = 0; // kept and omitted
};

} // namespace isle
