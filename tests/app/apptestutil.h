#pragma once

#include "gamesession.h"

#include "core/rng.h"

#include <QJsonArray>
#include <QStandardPaths>
#include <QTest>

namespace isle::app::test {

// Before QApplication exists: Qt Quick's software renderer (no GPU on CI) and no modal
// dialogs in the window tests.
inline const bool windowTestSetUp = [] {
    qputenv("QT_QUICK_BACKEND", "software");
    qputenv("ISLE_NO_DIALOGS", "1");
    return true;
}();

// Waits until the person may decide or the game is over; round summaries are read and closed.
inline bool waitForPerson(GameSession &session, int timeoutMilliseconds = 30000)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeoutMilliseconds) {
        if (!session.roundSummary().isEmpty())
            session.dismissRoundSummary();
        if (session.curtain())
            session.dismissCurtain();
        if (session.isOver() || session.isMyTurn())
            return true;
        QTest::qWait(5);
    }
    return false;
}

// Plays the person's seats with random legal decisions until the game ends; `after` runs
// after every change. Returns the number of the person's decisions.
template<typename After>
int playToEnd(GameSession &session, std::uint64_t seed, After &&after)
{
    Rng rng(seed, 99);
    int decisions = 0;
    while (waitForPerson(session) && !session.isOver()) {
        const QJsonArray actions = session.viewerActions();
        if (actions.isEmpty())
            return -1;
        const auto index = qsizetype(rng.below(std::uint32_t(actions.size())));
        if (!session.play(actions.at(index).toObject().toVariantMap()))
            return -1;
        ++decisions;
        after();
    }
    return session.isOver() ? decisions : -1;
}

} // namespace isle::app::test
