#include "recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace isle::app {

namespace {
const QString Key = QStringLiteral("recentFiles");
}

QStringList RecentFiles::list()
{
    return QSettings().value(Key).toStringList();
}

void RecentFiles::add(const QString &fileName)
{
    const QString path = QFileInfo(fileName).absoluteFilePath();
    QStringList files = list();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > Limit)
        files.removeLast();
    QSettings().setValue(Key, files);
}

void RecentFiles::remove(const QString &fileName)
{
    QStringList files = list();
    files.removeAll(fileName);
    QSettings().setValue(Key, files);
}

void RecentFiles::clear()
{
    QSettings().remove(Key);
}

} // namespace isle::app
