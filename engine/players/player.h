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
    // What the player reads of the game it is handed, so a simulation makes a view only
    // when the player needs one (making it is most of a simple player's move).
    enum class Reads {
        LegalActions,  // nothing but the legal actions, which the deciding seat always knows
        OneMoveValues, // the legal actions and their actionValues for the deciding seat
        View,          // anything: it must be handed a determinized view
    };
    virtual Reads reads() const { return Reads::View; }
};

// Whether `player` may be handed `game` itself for the decision of `seat`, not a view.
bool mayReadTheGame(const Player &player, const Game &game, int seat);

// "random", "greedy", the difficulty levels ("easy" … "expert", see difficulty.h), a level
// with its own budget ("hard:4000") and "ismcts:N" (N iterations per move); nullptr (with
// the reason) for an unknown name.
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
