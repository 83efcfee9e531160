#pragma once

#include <QStringList>

namespace isle::app {

// The most recently opened or saved game records, newest first, kept in QSettings.
class RecentFiles
{
public:
    static constexpr int Limit = 8;

    static QStringList list();
    static void add(const QString &fileName);
    static void remove(const QString &fileName);
    static void clear();
};

} // namespace isle::app
