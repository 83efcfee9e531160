#include "problem.h"

#include <QCoreApplication>

#include <climits>

namespace isle {

QString Problem::toString() const
{
    const QString level = severity == Severity::Error
        ? QCoreApplication::translate("isle::Problem", "error")
        : QCoreApplication::translate("isle::Problem", "warning");
    const QString where = file.isEmpty() ? path : (path.isEmpty() ? file : file + u':' + path);
    if (where.isEmpty())
        return level + u": " + message;
    return where + u": " + level + u": " + message;
}

void Problems::add(Problem::Severity severity, const QString &path, const QString &message)
{
    if (severity == Problem::Severity::Error)
        ++m_errorCount;
    if (isFull()) {
        ++m_omitted;
        return;
    }
    m_items.append(Problem{severity, m_file, path, message});
}

void Problems::error(const QString &path, const QString &message)
{
    add(Problem::Severity::Error, path, message);
}

void Problems::warning(const QString &path, const QString &message)
{
    add(Problem::Severity::Warning, path, message);
}

void Problems::addNested(const Problems &inner, const QString &path)
{
    for (const Problem &problem : inner.items()) {
        if (isFull()) {
            if (problem.severity == Problem::Severity::Error)
                ++m_errorCount;
            ++m_omitted;
            continue;
        }
        add(problem.severity, path + problem.path.mid(1), problem.message); // "$.x" becomes "<path>.x"
    }
    // The inner document's omitted problems stay omitted; only their errors count here.
    qsizetype keptErrors = 0;
    for (const Problem &problem : inner.items())
        if (problem.severity == Problem::Severity::Error)
            ++keptErrors;
    m_errorCount += inner.m_errorCount - keptErrors;
    m_omitted += inner.m_omitted;
}

QString Problems::firstError() const
{
    for (const Problem &problem : m_items)
        if (problem.severity == Problem::Severity::Error)
            return problem.toString();
    return {};
}

QString Problems::omittedText() const
{
    if (m_omitted == 0)
        return {};
    // %Ln: the count with the locale's digit grouping ("899,950").
    const int count = int(qMin<qsizetype>(m_omitted, INT_MAX));
    return QCoreApplication::translate("isle::Problem", "… and %Ln more problem(s)", nullptr, count);
}

QString Problems::summary() const
{
    QStringList lines;
    for (const Problem &problem : m_items)
        lines.append(problem.toString());
    if (m_omitted > 0)
        lines.append(omittedText());
    return lines.join(u'\n');
}

} // namespace isle
