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
};

// "random", "greedy", the difficulty levels ("easy" … "expert", see difficulty.h) and
// "ismcts:N" (N iterations per move); nullptr (with the reason) for an unknown name.
std::unique_ptr<Player> createPlayer(const QString &name, QString *error = nullptr);
QStringList playerNames();

} // namespace isle
