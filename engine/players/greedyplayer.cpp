#include "greedyplayer.h"

#include "core/game.h"

namespace isle {

GreedyPlayer::GreedyPlayer()
    : m_actions(std::make_unique<ActionList>())
    , m_values(std::make_unique<std::array<int, ActionList::Capacity>>())
{
}

Action GreedyPlayer::choose(const Game &view, Rng &rng)
{
    view.legalActions(*m_actions);
    if (m_actions->isEmpty())
        return {};
    view.actionValues(*m_actions, view.decision().seat, m_values->data());
    int best = (*m_values)[0];
    std::size_t chosen = 0;
    std::uint32_t ties = 1;
    for (std::size_t i = 1; i < m_actions->size(); ++i) {
        const int value = (*m_values)[i];
        if (value > best) {
            best = value;
            chosen = i;
            ties = 1;
        } else if (value == best && rng.below(++ties) == 0) {
            chosen = i; // reservoir sampling keeps every tied action equally likely
        }
    }
    return (*m_actions)[chosen];
}

} // namespace isle
