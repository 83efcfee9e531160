#pragma once

#include "squirrelrules.h"

#include "core/rng.h"

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

// Bit `card` set for every card of which `counts` holds a copy, without a branch per
// card: sixteen counts per step with SSE2, else eight (a byte's high bit is set when any
// of its bits is).
inline std::uint64_t presentCards(const std::array<std::uint8_t, MaxCardKinds> &counts)
{
    static_assert(MaxCardKinds % 16 == 0 && MaxCardKinds <= 64);
    std::uint64_t present = 0;
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    for (std::size_t block = 0; block < MaxCardKinds / 16; ++block) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(counts.data() + 16 * block));
        const auto empty = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, zero)));
        present |= std::uint64_t(~empty & 0xFFFFU) << (16 * block);
    }
#else
    constexpr std::uint64_t Low7 = 0x7F7F7F7F7F7F7F7FULL;
    for (std::size_t word = 0; word < MaxCardKinds / 8; ++word) {
        std::uint64_t bytes;
        std::memcpy(&bytes, counts.data() + 8 * word, sizeof bytes);
        const std::uint64_t high = (((bytes & Low7) + Low7) | bytes) & ~Low7;
        // Byte k's high bit to bit k: the multiplier's partial products never overlap.
        present |= (((high >> 7U) * 0x0102040810204080ULL) >> 56U) << (8 * word);
    }
#endif
    return present;
}

// The sum of `values[card]` over the cards of which `counts` holds a copy, and those
// cards as a bit set (presentCards()) in `present`: sixteen cards per step with SSE2.
inline int sumOverPresent(const std::array<std::uint8_t, MaxCardKinds> &counts,
                          const std::array<std::uint8_t, MaxCardKinds> &values, std::uint64_t &present)
{
#if defined(__SSE2__)
    const __m128i zero = _mm_setzero_si128();
    __m128i sums = zero;
    present = 0;
    for (std::size_t block = 0; block < MaxCardKinds / 16; ++block) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i *>(counts.data() + 16 * block));
        const __m128i value = _mm_loadu_si128(reinterpret_cast<const __m128i *>(values.data() + 16 * block));
        const __m128i empty = _mm_cmpeq_epi8(bytes, zero);
        present |= std::uint64_t(~static_cast<std::uint32_t>(_mm_movemask_epi8(empty)) & 0xFFFFU) << (16 * block);
        // Bytes summed in two halves of eight: at most 16 · 255, no overflow.
        sums = _mm_add_epi64(sums, _mm_sad_epu8(_mm_andnot_si128(empty, value), zero));
    }
    return _mm_cvtsi128_si32(sums) + _mm_cvtsi128_si32(_mm_srli_si128(sums, 8));
#else
    present = presentCards(counts);
    int sum = 0;
    for (std::uint64_t left = present; left != 0; left &= left - 1)
        sum += values[static_cast<std::size_t>(std::countr_zero(left))];
    return sum;
#endif
}

// Bit `slot` set for every island slot holding a card (not NoCard), without a branch
// per slot: a byte of the complement is non-zero exactly when the slot holds a card.
inline std::uint32_t occupiedSlots(const std::array<std::uint8_t, MaxIslandSlots> &island)
{
    static_assert(MaxIslandSlots > 8 && MaxIslandSlots <= 16 && NoCard == 0xFF);
    static_assert(std::endian::native == std::endian::little);
    constexpr std::uint64_t Low7 = 0x7F7F7F7F7F7F7F7FULL;
    const auto nonZeroBytes = [](std::uint64_t bytes) {
        const std::uint64_t high = (((bytes & Low7) + Low7) | bytes) & ~Low7;
        return static_cast<std::uint32_t>(((high >> 7U) * 0x0102040810204080ULL) >> 56U);
    };
    std::uint64_t low = 0;
    std::uint64_t high = ~0ULL; // missing bytes read as empty slots
    std::memcpy(&low, island.data(), 8);
    std::memcpy(&high, island.data() + 8, MaxIslandSlots - 8);
    return nonZeroBytes(~low) | (nonZeroBytes(~high) << 8U);
}

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
