#pragma once

#include "core/action.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

namespace isle {
class Game;
}

namespace isle::app {

// Lets a computer player choose off the UI thread. It works on a clone of the game
// determinized for the seat, exactly as simulation.cpp's playGame() hands a player its
// view, so a computer seat never reads a fact it could not see. A result arrives no
// sooner than `delay` after the start, so moves can be followed by eye; cancel() (or a
// newer start()) makes a pending result be dropped, so a game that changed meanwhile is
// never handed a stale move.
class ComputerMover : public QObject
{
    Q_OBJECT

public:
    explicit ComputerMover(QObject *parent = nullptr);

    // `seed` makes the choice reproducible: the same position, seat and seed choose alike.
    void start(const Game &game, int seat, const QString &playerName, quint64 seed, int delayMilliseconds);
    void cancel() { ++m_ticket; }
    quint64 ticket() const { return m_ticket; }

Q_SIGNALS:
    void chosen(quint64 ticket, const isle::Action &action);
    void failed(const QString &message);

private:
    quint64 m_ticket = 0;
};

} // namespace isle::app
