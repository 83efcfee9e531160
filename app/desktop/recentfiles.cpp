#include "recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace isle::app {

namespace {
QString key(RecentFiles::Kind kind)
{
    return kind == RecentFiles::Games ? QStringLiteral("recentFiles") : QStringLiteral("recentRulesets");
}
} // namespace

QStringList RecentFiles::list(Kind kind)
{
    return QSettings().value(key(kind)).toStringList();
}

void RecentFiles::add(const QString &fileName, Kind kind)
{
    const QString path = QFileInfo(fileName).absoluteFilePath();
    QStringList files = list(kind);
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > Limit)
        files.removeLast();
    QSettings().setValue(key(kind), files);
}

void RecentFiles::remove(const QString &fileName, Kind kind)
{
    QStringList files = list(kind);
    files.removeAll(fileName);
    QSettings().setValue(key(kind), files);
}

void RecentFiles::clear(Kind kind)
{
    QSettings().remove(key(kind));
}

} // namespace isle::app
