#pragma once

#include "core/event.h"

#include <cstdint>

namespace isle::squirrelisland {

// GameEvent::type values, with the meaning of the fields (docs/games/squirrelisland.md,
// "Events"). A card is its index in the ruleset's card table; positions and slots are
// 0-based; the solo rival is seat 1.
enum class SquirrelEvent : std::uint16_t {
    DayStarted = 1, // seat = first player, a = day
    IslandFilled,   // a = slot, b = card
    Reshuffled,     // a = cards in the new deck
    Income,         // seat, a = stamina, b = coins, c = cards
    LoopCollected,  // seat, a = position, b = resource, c = amount
    Overflow,       // seat, a = nuts from stamina over the cap
    CardDrawn,      // seat, a = card; private to seat
    CardsDrawn,     // seat, a = count
    Played,         // seat, a = card, b = slot or -1, c = stamina paid, d = coins paid
    Slept,          // seat
    Gathered,       // seat, a = position, b = nuts, c = coins, d = cards
    Passed,         // seat
    GoAgain,        // seat, a = extra turns still owed after this one
    Gained,         // seat, a = resource, b = amount
    Stashed,        // seat, a = card or -1, b = 0 from hand / 1 from the deck
    Took,           // seat = attacker, a = victim, b = resource, c = amount
    Lost,           // seat = victim, a = resource, b = amount
    Exhausted,      // seat = who, a = victim, b = position
    Raided,         // seat = attacker, a = victim, b = cards
    Blocked,        // seat = attacker, a = victim, b = position or -1 (stash)
    Refreshed,      // seat, a = position
    Protects,       // seat, a = guard position, b = protected position
    Looked,         // seat, a = cards looked at
    Kept,           // seat, a = card; private to seat
    Discarded,      // seat, a = card
    RivalRolled,    // a = roll, b = slot or -1
    DayEnded,       // a = day
    StashRevealed,  // seat, a = card
    FinalScore,     // seat, a = nuts, b = stash value, c = bonus, d = total
    GameEnded,      // a = winner mask
    Fizzled,        // seat, a = card
};

// The game-neutral classification of each event (EventFlag).
constexpr std::uint8_t eventFlags(SquirrelEvent type)
{
    switch (type) {
    case SquirrelEvent::DayStarted: return EventFlag::Chance | EventFlag::Notice;
    case SquirrelEvent::IslandFilled:
    case SquirrelEvent::Reshuffled:
    case SquirrelEvent::CardDrawn:
    case SquirrelEvent::RivalRolled:
    case SquirrelEvent::Looked: return EventFlag::Chance; // the looker sees cards as in a draw
    case SquirrelEvent::Raided: return EventFlag::Chance | EventFlag::Notice;
    case SquirrelEvent::Overflow:
    case SquirrelEvent::GoAgain:
    case SquirrelEvent::Took:
    case SquirrelEvent::Lost:
    case SquirrelEvent::Blocked: return EventFlag::Notice;
    case SquirrelEvent::Played:
    case SquirrelEvent::Slept:
    case SquirrelEvent::Gathered: return EventFlag::Restates;
    case SquirrelEvent::DayEnded: return EventFlag::RoundEnd;
    case SquirrelEvent::StashRevealed: return EventFlag::Reveal;
    case SquirrelEvent::FinalScore: return EventFlag::ScoreDetail;
    case SquirrelEvent::GameEnded: return EventFlag::GameEnd | EventFlag::Reveal;
    default: return 0;
    }
}

} // namespace isle::squirrelisland
