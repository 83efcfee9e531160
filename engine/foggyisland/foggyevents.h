#pragma once

#include "core/event.h"

#include <cstdint>

namespace isle::foggy {

// GameEvent::type values of Foggy Island, with the meaning of the event's fields.
enum class FoggyEvent : std::uint16_t {
    RoundStarted = 1, // a = round (from 1), seat = starting seat
    HandPicked,       // seat, a = character; private to seat
    HandDealt,        // seat, a = tokens dealt at random (identities stay private)
    WeatherDrawn,     // seat = chooser, a/b = the two cards; private to seat
    WeatherSet,       // a = weather kind, b = bit mask of covered fog regions
    FogLifted,        // seat = who lifted, a = region
    TokenPlaced,      // seat, a = cell, b = character (-1 when face down), c = face down
    TokenIdentity,    // seat, a = cell, b = character; private to seat (face-down placement)
    TokenDrawn,       // seat, a = character; private to seat
    Passed,           // seat had no token to place
    TokensRevealed,   // a = number of face-down tokens turned up
    LineScored,       // a = side, b = start cell, c = direction, d = points (length: positionJson)
    RoundEnded,       // a = round, b = side 0 points, c = side 1 points
    GameEnded,        // a = winning side or -1 for a draw
    Hired,            // seat, a = mercenary, b = basic character given back, c = cost
    CoinsEarned,      // a = side, b = coins earned this round, c = the side's coins now
    Recoloured,       // seat = the Chameleon's owner, a = its tile, b = the side it now builds
    Swapped,          // seat = whose ability, a and b = the tiles whose tokens changed places
    Exchanged,        // seat = the token's owner, a = tile, b = the new character (-1 when face down)
    AbilityUnused,    // seat = the placer, a = character, b = its tile: nothing there to act on
};

// The game-neutral classification of each event (EventFlag), set wherever one is emitted.
// Every round start is Chance: the round's open fog region and piles come from the generator.
// An exchange sends a token back to a hand (its owner now knows where it went) and takes
// one out, so undoing it would show a seat more than it knew before.
constexpr std::uint8_t eventFlags(FoggyEvent type)
{
    switch (type) {
    case FoggyEvent::RoundStarted:
    case FoggyEvent::HandDealt:
    case FoggyEvent::WeatherDrawn:
    case FoggyEvent::TokenDrawn: return EventFlag::Chance;
    case FoggyEvent::TokensRevealed:
    case FoggyEvent::Exchanged: return EventFlag::Reveal;
    case FoggyEvent::HandPicked:
    case FoggyEvent::TokenPlaced: return EventFlag::Restates;
    case FoggyEvent::LineScored: return EventFlag::ScoreDetail;
    case FoggyEvent::RoundEnded: return EventFlag::RoundEnd;
    case FoggyEvent::GameEnded: return EventFlag::GameEnd;
    case FoggyEvent::AbilityUnused: return EventFlag::Notice;
    default: return 0;
    }
}

// An event of `type` with its flags set; the fields are the caller's.
inline GameEvent foggyEvent(FoggyEvent type)
{
    GameEvent event;
    event.type = static_cast<std::uint16_t>(type);
    event.flags = eventFlags(type);
    return event;
}

} // namespace isle::foggy
