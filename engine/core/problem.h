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
class Problems
{
public:
    explicit Problems(QString file = {}) : m_file(std::move(file)) {}

    void error(const QString &path, const QString &message);
    void warning(const QString &path, const QString &message);

    // Takes over the problems of a nested document (a ruleset embedded in a record),
    // their JSON paths placed under `path` ("$.ruleset").
    void addNested(const Problems &inner, const QString &path);

    bool hasErrors() const;
    const QList<Problem> &items() const { return m_items; }
    QString file() const { return m_file; }
    void setFile(const QString &file) { m_file = file; }
    QString firstError() const;
    QString summary() const; // every problem, one a line

private:
    QString m_file;
    QList<Problem> m_items;
};

} // namespace isle
