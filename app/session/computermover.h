#pragma once

#include "core/action.h"
#include "core/game.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <array>
#include <atomic>
#include <memory>

namespace isle {
class Player;
}

namespace isle::app {

// Lets a computer player choose off the UI thread. It works on a clone of the game
// determinized for the seat, exactly as simulation.cpp's playGame() hands a player its
// view, so a computer seat never reads a fact it could not see. A result arrives no
// sooner than `delay` after the start, so moves can be followed by eye; cancel() (or a
// newer start()) makes a pending result be dropped, so a game that changed meanwhile is
// never handed a stale move. Either also stops the search itself, so an abandoned move
// never keeps a core busy; moveNow() stops it but keeps its best move so far.
//
// Each seat keeps its player from move to move (a new one only when the last is still
// searching or another player is named): in a game whose turn is many decisions the upper
// levels plan the turn as a whole and carry the plan under way to the turn's next decision
// (TurnPlanner), as they do in a simulated game.
class ComputerMover : public QObject
{
    Q_OBJECT

public:
    explicit ComputerMover(QObject *parent = nullptr);

    // `seed` makes the choice reproducible: the same position, seat and seed choose alike
    // (and, mid-turn in a game whose turns are planned, the same plan under way).
    void start(const Game &game, int seat, const QString &playerName, quint64 seed, int delayMilliseconds);
    void cancel();
    // The search ends now and its best move so far is played (the person would not wait).
    void moveNow();
    quint64 ticket() const { return m_ticket; }

Q_SIGNALS:
    void chosen(quint64 ticket, const isle::Action &action);
    void failed(const QString &message);

private:
    struct SeatPlayer
    {
        QString name;
        std::shared_ptr<Player> player;
        std::shared_ptr<std::atomic<bool>> searching;
    };
    quint64 m_ticket = 0;
    std::array<SeatPlayer, MaxSeats> m_players;
    std::shared_ptr<std::atomic<bool>> m_stop; // the running search's, shared with its worker
};

} // namespace isle::app
