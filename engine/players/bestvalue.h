#pragma once

#include "core/action.h"
#include "core/game.h"
#include "core/rng.h"

#include <cstddef>
#include <cstdint>

namespace isle {

// The index of the highest of `count` one-ply values (count > 0), ties broken uniformly
// by reservoir sampling: how Greedy chooses, and how the searches' greedy playout moves
// and the turn planner's stand-in decisions choose as it does.
inline std::size_t bestValueIndex(const int *values, std::size_t count, Rng &rng)
{
    int best = values[0];
    std::size_t chosen = 0;
    std::uint32_t ties = 1;
    for (std::size_t i = 1; i < count; ++i) {
        const int value = values[i];
        if (value > best) {
            best = value;
            chosen = i;
            ties = 1;
        } else if (value == best && rng.below(++ties) == 0) {
            chosen = i;
        }
    }
    return chosen;
}

// The deciding seat's legal action with the best one-ply value (Game::actionValues), or
// none when there is no decision; `actions` and `values` are the caller's scratch.
inline Action bestValueAction(const Game &game, ActionList &actions, int *values, Rng &rng)
{
    game.legalActions(actions);
    if (actions.isEmpty())
        return {};
    game.actionValues(actions, game.decision().seat, values);
    return actions[bestValueIndex(values, actions.size(), rng)];
}

} // namespace isle
