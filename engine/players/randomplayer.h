#pragma once

#include "player.h"

namespace isle {

// Plays a uniformly random legal action: the baseline every other player must beat.
class RandomPlayer final : public Player
{
public:
    QString name() const override { return QStringLiteral("random"); }
    Action choose(const Game &view, Rng &rng) override;
    Reads reads() const override { return Reads::LegalActions; }
};

} // namespace isle
