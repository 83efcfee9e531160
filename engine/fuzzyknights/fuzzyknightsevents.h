#pragma once

#include "core/event.h"

#include <cstdint>

namespace isle::fuzzyknights {

// GameEvent::type values, with the meaning of the fields (docs/games/fuzzyknights.md,
// "Events"). Seats are 0-based; tiles are indices by the fixed stride.
enum class FuzzyEvent : std::uint16_t {
    Anchor = 1,       // seat
    DayBegan,         // a = day
    Income,           // seat, a = coins
    Upkeep,           // seat, a = coins
    Built,            // seat, a = tile, b = BuildKind, c = new level
    Recruited,        // seat, a = tile, b = 0 hero / 1 mercenary
    TokenAdded,       // seat, a = tile, b = TokenKind
    TurnStarted,      // seat, a = day
    Moved,            // seat, a = hero, b = from, c = to
    MonstersMet,      // seat, a = hero, b = defect, c = bribe, d = fight
    Cache,            // seat, a = tile, b = coins
    ItemFound,        // seat, a = hero, b = item code
    MineCaptured,     // seat, a = tile, b = coins
    Guardians,        // seat, a = tile, b = guardians
    BattleStarted,    // seat = attacker, a = BattleKind, b = tile, c = defender seat or -1
    Exchange,         // seat = attacker, a = attack total, b = defence total, c = 1 defender squad destroyed
    BattleEnded,      // seat = attacker, a = 1 attacker won, b = tile
    HeroDied,         // seat, a = hero, b = tile
    Conquered,        // seat, a = tile, b = previous owner
    Sieged,           // seat, a = tile
    Eliminated,       // seat
    GameEnded,        // a = winner mask, b = 0 conquest / 1 day limit
};

// The game-neutral classification of each event (EventFlag).
constexpr std::uint8_t eventFlags(FuzzyEvent type)
{
    switch (type) {
    case FuzzyEvent::Anchor:
    case FuzzyEvent::Cache:
    case FuzzyEvent::ItemFound:
    case FuzzyEvent::MonstersMet:
    case FuzzyEvent::Guardians:
    case FuzzyEvent::TokenAdded:
    case FuzzyEvent::Exchange: return EventFlag::Chance;
    case FuzzyEvent::Conquered:
    case FuzzyEvent::Eliminated: return EventFlag::Notice;
    case FuzzyEvent::GameEnded: return EventFlag::GameEnd | EventFlag::Notice;
    case FuzzyEvent::Moved: return EventFlag::Restates;
    default: return 0;
    }
}

} // namespace isle::fuzzyknights
