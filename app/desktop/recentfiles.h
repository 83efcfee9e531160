#pragma once

#include <QStringList>

namespace isle::app {

// The most recently opened or saved files of one kind (game records, rulesets), newest
// first, kept in QSettings.
class RecentFiles
{
public:
    static constexpr int Limit = 8;
    enum Kind { Games, Rulesets };

    static QStringList list(Kind kind = Games);
    static void add(const QString &fileName, Kind kind = Games);
    static void remove(const QString &fileName, Kind kind = Games);
    static void clear(Kind kind = Games);
};

} // namespace isle::app
