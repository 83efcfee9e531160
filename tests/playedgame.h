#pragma once

// A whole game played with random decisions, and the state hash before the first decision
// and after each: what the determinism suites replay and compare.
#include "core/game.h"

#include <QList>

#include <vector>

namespace isle::test {

struct PlayedGame
{
    QList<Action> decisions;
    std::vector<std::uint64_t> hashes; // hashes[i]: after i decisions
};

// Plays `game` to its end with random decisions drawn from `decisionSeed`.
inline PlayedGame playRandomGame(Game &game, std::uint64_t decisionSeed)
{
    PlayedGame played;
    Rng rng(decisionSeed);
    played.hashes.push_back(game.stateHash());
    while (!game.isOver()) {
        const Action action = game.randomAction(rng);
        game.apply(action);
        played.decisions.append(action);
        played.hashes.push_back(game.stateHash());
    }
    return played;
}

} // namespace isle::test
