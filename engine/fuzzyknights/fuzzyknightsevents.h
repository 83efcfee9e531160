#pragma once

#include "core/event.h"

#include <algorithm>
#include <array>
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
    GameEnded,        // a = winner mask, b = 0 conquest / 1 day limit / 2 shared victory of an alliance
    // The dice of one side of an exchange, sent just before its Exchange: seat = attacker,
    // a = side (bit 0: 0 attack, 1 defence) | dice shown (bits 1-4, at most ExchangeDiceShown)
    //     | dice not shown (bits 5-17) | (bonus + ExchangeBonusOffset) (bits 18-30);
    // b, c, d = the dice shown, 4 per field, 8 bits each from the low byte (see exchangeDie()).
    ExchangeDice,
    AllianceProposed, // seat = who asks, a = the seat asked
    AllianceRefused,  // seat = who refuses, a = who asked
    AllianceFormed,   // seat = who accepted, a = who asked, b = the alliance's number
    AllianceLeft,     // seat = who left, a = the alliance's number
};

inline constexpr int ExchangeDiceShown = 12;
inline constexpr int ExchangeBonusOffset = 4096;

// The parts of an ExchangeDice event.
struct ExchangeDiceView
{
    int side = 0;    // 0 the attacker's dice, 1 the defender's
    int shown = 0;   // dice in `dice`
    int hidden = 0;  // further dice rolled but not listed (and dice of subtracted terms)
    int bonus = 0;   // the fixed part of the rolls
    std::array<int, ExchangeDiceShown> dice{};
};

constexpr ExchangeDiceView exchangeDice(const GameEvent &event)
{
    ExchangeDiceView view;
    const auto a = static_cast<std::uint32_t>(event.a);
    view.side = int(a & 1U);
    view.shown = std::min(int((a >> 1) & 15U), ExchangeDiceShown);
    view.hidden = int((a >> 5) & 0x1FFFU);
    view.bonus = int((a >> 18) & 0x1FFFU) - ExchangeBonusOffset;
    const std::int32_t fields[3] = {event.b, event.c, event.d};
    for (int i = 0; i < view.shown; ++i)
        view.dice[static_cast<std::size_t>(i)] = int((static_cast<std::uint32_t>(fields[i / 4]) >> (8 * (i % 4))) & 0xFFU);
    return view;
}

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
    case FuzzyEvent::Exchange:
    case FuzzyEvent::ExchangeDice: return EventFlag::Chance;
    case FuzzyEvent::AllianceRefused:
    case FuzzyEvent::AllianceFormed:
    case FuzzyEvent::AllianceLeft: return EventFlag::Notice;
    case FuzzyEvent::Conquered:
    case FuzzyEvent::Eliminated: return EventFlag::Notice;
    case FuzzyEvent::GameEnded: return EventFlag::GameEnd | EventFlag::Notice;
    case FuzzyEvent::Moved: return EventFlag::Restates;
    default: return 0;
    }
}

} // namespace isle::fuzzyknights
