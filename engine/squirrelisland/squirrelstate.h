#pragma once

#include "squirrelrules.h"

#include "core/rng.h"

#include <array>
#include <cstdint>
#include <type_traits>

namespace isle::squirrelisland {

// Players and the solo rival share one layout: seats 0..n-1, and in the solo game the
// rival as player 1 (an actor, not a seat).
inline constexpr int MaxActors = MaxPlayers;
// Squirrels one player can have in play; a squirrel cannot be played beyond it.
inline constexpr int MaxTableau = 40;
inline constexpr std::uint8_t NoCard = 0xFF;
inline constexpr std::uint8_t NoPosition = 0xFF;
inline constexpr std::uint8_t NoSeat = 0xFF;

// Action::type values (docs/games/squirrelisland.md, "Decisions").
enum class ActionType : std::uint8_t {
    None,
    Play,
    Sleep,
    Gather,
    Pass,
    Target,
    Stash,
    Done,
    Exhaust,
    Keep,
    Collect,
    Protect,
    Refresh,
};

// Decision::kind values: what the seat to decide is asked.
enum class DecisionKind : std::uint8_t {
    Play,
    Gather,
    ChooseOpponent,
    StashFromHand,
    ExhaustSquirrel,
    KeepCard,
    CollectLoops,
    Protect,
    RefreshSquirrel,
    Count
};
inline constexpr int DecisionKindCount = static_cast<int>(DecisionKind::Count);

// Where the course of play stands between decisions (squirrelflow.cpp).
enum class Stage : std::uint8_t {
    Morning,   // the next morning is due
    TurnStart, // `current` begins a turn
    Resolve,   // the effects of `res.card` resolve
    TurnEnd,   // `current`'s turn is over
    Decide,    // waiting for `decider`'s decision of kind `pending`
    Over,
};

struct TableauEntry
{
    std::uint8_t card = NoCard;
    std::uint8_t refreshed = 0;
    std::uint8_t guard = NoPosition; // position of the guard protecting it
};

struct PlayerState
{
    std::int16_t nuts = 0;
    std::int16_t coins = 0;
    std::uint8_t stamina = 0;
    std::uint8_t awake = 0;
    std::uint8_t goAgain = 0; // Go again! turns still owed this day
    std::uint8_t handCount = 0;
    std::uint8_t stashCount = 0;
    std::uint8_t tableauCount = 0;
    std::uint8_t squirrelsPlayed = 0; // this day (the rival: cards taken this day)
    std::uint8_t padding = 0;
    std::array<std::uint8_t, MaxCardKinds> hand{};  // copies of each card
    std::array<std::uint8_t, MaxCardKinds> stash{}; // copies of each card (hidden from all)
    std::array<TableauEntry, MaxTableau> tableau{};
};

// The card being played and how far its effects have resolved.
struct Resolution
{
    std::uint8_t card = NoCard;
    std::uint8_t actor = NoSeat;
    std::uint8_t slot = 0;      // effect slot being resolved
    std::uint8_t started = 0;   // the slot's effect has been set up
    std::uint8_t remaining = 0; // what the effect may still do (cards, squirrels)
    std::uint8_t target = NoSeat; // the chosen opponent, kept for the card's later effects
    std::uint8_t victim = NoSeat; // each-opponent effects: whose turn to suffer it
    std::uint8_t position = NoPosition; // the played squirrel's tableau position, if any
    std::uint8_t afterSleep = 0;        // a Gather decision right after going to sleep
};

// The whole state of a game: plain data (snapshots, assign and hashing are copies).
// reset() zeroes every byte, padding included.
struct SquirrelState
{
    Rng rng;
    std::uint16_t decisions = 0;
    std::uint8_t day = 0; // from 1
    Stage stage = Stage::Morning;
    std::uint8_t actors = 0; // seats, plus the rival in the solo game
    std::uint8_t seats = 0;
    std::uint8_t solo = 0;
    std::uint8_t firstPlayer = 0;
    std::uint8_t current = 0; // whose turn
    DecisionKind pending = DecisionKind::Play;
    std::uint8_t decider = 0;
    std::uint8_t deckCount = 0;
    std::uint8_t discardCount = 0;
    std::uint8_t lookCount = 0;
    std::uint8_t winnerMask = 0;
    std::uint8_t padding = 0;
    Resolution res;
    std::array<std::uint8_t, MaxIslandSlots> island{};
    std::array<std::uint8_t, MaxLook> look{};
    std::array<std::uint8_t, MaxDeckCards> deck{}; // top = deck[deckCount - 1]
    std::array<std::uint8_t, MaxDeckCards> discard{}; // top = discard[discardCount - 1]
    std::array<PlayerState, MaxActors> players{};
    // Explicit, so the state has no padding: copies (which may skip padding) hash alike.
    std::array<std::uint8_t, 4> reserved{};

    PlayerState &player(int actor) { return players[static_cast<std::size_t>(actor)]; }
    const PlayerState &player(int actor) const { return players[static_cast<std::size_t>(actor)]; }
    int rival() const { return solo ? 1 : -1; }
};
static_assert(std::is_trivially_copyable_v<SquirrelState>);
// Every byte is a field (stateHash() hashes the bytes): resize `reserved` if this fails.
static_assert(std::has_unique_object_representations_v<SquirrelState>);

} // namespace isle::squirrelisland
