#pragma once

#include "player.h"

#include <array>
#include <memory>

namespace isle {

// One-ply: takes the action with the best immediate value (Game::actionValues),
// breaking ties at random so it is not predictable.
class GreedyPlayer final : public Player
{
public:
    GreedyPlayer();
    QString name() const override { return QStringLiteral("greedy"); }
    Action choose(const Game &view, Rng &rng) override;
    Reads reads() const override { return Reads::OneMoveValues; }

private:
    // Kept between calls so choosing never allocates.
    std::unique_ptr<ActionList> m_actions;
    std::unique_ptr<std::array<int, ActionList::Capacity>> m_values;
};

} // namespace isle
