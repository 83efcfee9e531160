#include "problem.h"

#include <QCoreApplication>

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

void Problems::error(const QString &path, const QString &message)
{
    m_items.append(Problem{Problem::Severity::Error, m_file, path, message});
}

void Problems::warning(const QString &path, const QString &message)
{
    m_items.append(Problem{Problem::Severity::Warning, m_file, path, message});
}

void Problems::addNested(const Problems &inner, const QString &path)
{
    for (Problem problem : inner.items()) {
        problem.file = m_file;
        problem.path = path + problem.path.mid(1); // "$.x" becomes "<path>.x"
        m_items.append(problem);
    }
}

bool Problems::hasErrors() const
{
    for (const Problem &problem : m_items)
        if (problem.severity == Problem::Severity::Error)
            return true;
    return false;
}

QString Problems::firstError() const
{
    for (const Problem &problem : m_items)
        if (problem.severity == Problem::Severity::Error)
            return problem.toString();
    return {};
}

QString Problems::summary() const
{
    QStringList lines;
    for (const Problem &problem : m_items)
        lines.append(problem.toString());
    return lines.join(u'\n');
}

} // namespace isle
