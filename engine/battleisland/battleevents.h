#pragma once

#include "core/event.h"

#include <cstdint>

namespace isle::battleisland {

// GameEvent::type values, with the meaning of the fields (docs/games/battleisland.md,
// "Events"). Seats are 0-based; spaces and areas are indices by their fixed strides.
enum class BattleEvent : std::uint16_t {
    RolledOff = 1,    // seat, a = die
    FirstPlayer,      // seat
    TurnStarted,      // seat, a = round
    Captured,         // seat = captor, a = space, b = previous owner, c = kind
    Eliminated,       // seat = eliminated, a = captor
    Income,           // seat, a = coins
    TileDrawn,        // seat, a = tile row index, b = area
    TilePlaced,       // seat, a = tile row, b = area, c = arrow
    Moved,            // seat, a = from, b = to
    Blocked,          // seat, a = from, b = blocked space
    Built,            // seat, a = space, b = kind
    Swapped,          // seat, a = space, b = new kind
    Stacked,          // seat, a = space, b = new size
    Recruited,        // seat, a = space, b = 0 basic / 1 elite
    DiceRolled,       // seat = attacker, a = attacker dice, b = defender dice (3 bits each), c = 0/1/2
    CombatResolved,   // seat = attacker, a, b = totals, c = 0 attacker / 1 defender / 2 tie, d = target
    Advanced,         // seat, a = to
    CountdownStarted, // seat = the opening seat
    CountdownRound,   // a = round
    Stall,            // seat
    FinalScore,       // seat, a = points, b = income, c = coins
    GameEnded,        // a = winner mask, b = 0 elimination / 1 points
    Took,             // seat, a = space (captureNeedsAction)
};

// The game-neutral classification of each event (EventFlag).
constexpr std::uint8_t eventFlags(BattleEvent type)
{
    switch (type) {
    case BattleEvent::RolledOff:
    case BattleEvent::DiceRolled: return EventFlag::Chance;
    case BattleEvent::TileDrawn: return EventFlag::Chance | EventFlag::Reveal;
    case BattleEvent::FirstPlayer:
    case BattleEvent::Captured:
    case BattleEvent::Eliminated:
    case BattleEvent::Blocked:
    case BattleEvent::CombatResolved:
    case BattleEvent::Stall: return EventFlag::Notice;
    case BattleEvent::Moved:
    case BattleEvent::Built:
    case BattleEvent::Swapped:
    case BattleEvent::Stacked:
    case BattleEvent::Recruited:
    case BattleEvent::Took: return EventFlag::Restates;
    case BattleEvent::CountdownStarted: return EventFlag::Notice | EventFlag::RoundEnd;
    case BattleEvent::CountdownRound: return EventFlag::RoundEnd;
    case BattleEvent::FinalScore: return EventFlag::ScoreDetail;
    case BattleEvent::GameEnded: return EventFlag::GameEnd;
    default: return 0;
    }
}

} // namespace isle::battleisland
