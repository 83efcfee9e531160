#pragma once

// For the game suites whose randomAction draws uniformly among the listed legal actions
// (core/listeddraw.h): along a game of random choices, every choice must be the action
// legalActions lists at the drawn place, with the generator left the same.
#include "core/game.h"

#include <QTest>

#include <memory>

namespace isle::test {

// Plays up to `decisions` random choices of `game` with `rng`, checking each.
inline void checkRandomChoicesAreListedPicks(Game &game, Rng &rng, int decisions)
{
    auto listed = std::make_unique<ActionList>();
    for (int decision = 0; !game.isOver() && decision < decisions; ++decision) {
        game.legalActions(*listed);
        QVERIFY(listed->size() > 0);
        Rng listedDraw = rng;
        const Action expected = (*listed)[listedDraw.below(static_cast<std::uint32_t>(listed->size()))];
        const Action chosen = game.randomAction(rng);
        QCOMPARE(chosen, expected);
        QVERIFY(rng == listedDraw);
        game.apply(chosen);
    }
}

} // namespace isle::test
