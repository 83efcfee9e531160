#include "greedyplayer.h"

#include "bestvalue.h"
#include "core/game.h"

namespace isle {

GreedyPlayer::GreedyPlayer()
    : m_actions(std::make_unique<ActionList>())
    , m_values(std::make_unique<std::array<int, ActionList::Capacity>>())
{
}

Action GreedyPlayer::choose(const Game &view, Rng &rng)
{
    return bestValueAction(view, *m_actions, m_values->data(), rng);
}

} // namespace isle
