#pragma once

#include "core/action.h"
#include "core/rng.h"

#include <QString>
#include <QStringList>
#include <memory>

namespace isle {

class Game;

// A computer player. It is handed the seat's view of the game: a determinized copy in
// which every fact hidden from the seat has been replaced by a random sample (see
// Game::determinize), so reading any part of it cannot reveal a secret.
class Player
{
public:
    virtual ~Player() = default;
    virtual QString name() const = 0;
    virtual Action choose(const Game &view, Rng &rng) = 0;
    // True for a player that reads nothing of the game but its legal actions (which the
    // deciding seat always knows): a simulation may then hand it the game itself and
    // skip making a view, the most expensive part of a random player's move.
    virtual bool readsOnlyLegalActions() const { return false; }
};

// "random", "greedy", the difficulty levels ("easy" … "expert", see difficulty.h) and
// "ismcts:N" (N iterations per move); nullptr (with the reason) for an unknown name.
std::unique_ptr<Player> createPlayer(const QString &name, QString *error = nullptr);
QStringList playerNames();

// The largest search budget a player named in a file (a game record) may have: the
// strongest difficulty preset's, Expert's. A file is data, and "ismcts:1000000000" in
// one would make the computer think for hours on a single move; a person asking for
// more at the command line (--players ismcts:N) still may.
qint64 maxFileIterations();
// filePlayerProblem(), which applies it to every seat of a record, is declared by the
// core (core/gamerecord.h) and defined with the players (player.cpp).

} // namespace isle
