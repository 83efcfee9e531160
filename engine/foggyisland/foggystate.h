#pragma once

#include "cellset.h"
#include "characters.h"
#include "foggyrules.h"

#include "core/bytemask.h"
#include "core/game.h"
#include "core/rng.h"

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <type_traits>


namespace isle::foggy {

// Which line a token builds: side 0 or 1, nobody's (white) or, for a free tile, none.
inline constexpr std::uint8_t SideWhite = 2;
inline constexpr std::uint8_t SideNone = 3;
inline constexpr std::uint8_t EmptyKind = 0xff;

// A token on a tile. Carries owner, face colour (the side whose line it builds),
// face up or down, and character, so every variant's abilities have what they need.
struct Token
{
    static constexpr std::uint8_t FaceDown = 1;
    static constexpr std::uint8_t HippoSecond = 2; // the second tile of a Hippo not yet settled

    std::uint8_t kind = EmptyKind;
    std::uint8_t owner = 0;
    std::uint8_t side = SideNone;
    std::uint8_t flags = 0;

    bool isEmpty() const { return kind == EmptyKind; }
    bool operator==(const Token &) const = default;
    bool isFaceDown() const { return (flags & FaceDown) != 0; }
};

enum class Phase : std::uint8_t {
    PickHand,
    ChooseWeather,
    ChooseGameWeather, // quick game, quickWeather "choose": the one weather of the game, before hiring
    LiftFog,
    Place,
    Hire,
    SwapTarget,    // Mouses, Mole: which adjacent opponent's token
    FoxExchange,   // the Fox's opponent: which adjacent own token, for which hand token
    SnakeTarget,   // the Snake's owner: which opponent's token
    SnakeExchange, // that token's owner: which hand token replaces it
    PrairieSwap,   // the Prairie Dog's owner: which two adjacent tokens, or none
    HippoSettle,   // start of the Hippo owner's turn: which of its two tiles it keeps
    FrogMove,      // start of the Frog owner's turn: where it hops, or not at all
    GameOver,
};

enum class ActionType : std::uint8_t {
    PickHand = 1,
    ChooseWeather,
    LiftFog,
    Place, // cell2: a face-up Hippo's second tile
    Hire,
    EndHiring,
    SwapWith, // cell
    Exchange, // cell: the token taken back into the hand; kind: the hand token put there
    Target,   // cell
    SwapPair, // cell and cell2
    Settle,   // cell: the tile the Hippo keeps
    MoveFrog, // cell to cell2
    Skip,     // decline an optional ability
    ChooseGameWeather, // extra: the Weather of the whole game
};

enum class Variant : std::uint8_t { Basic, Weather, Mercenary, Quick, Team };

using KindCounts = std::array<std::uint8_t, CharacterCount>;

// The complete state of a Foggy Island game, hidden facts included. Plain data, so a
// snapshot is a copy (undo) and a hash of its bytes fingerprints it (determinism).
// Piles are multisets: a draw takes a random token of the pile with the game's Rng,
// which is the same as shuffling and taking the top, and leaves no order to leak.
struct FoggyState
{
    std::array<Token, MaxCells> cells;
    CellSet freeOpen; // free tiles not under fog
    // The same tiles as a list with each tile's place in it, so a random placement is
    // one draw and taking a tile is a swap with the last.
    std::array<std::uint8_t, MaxCells> openList;
    std::array<std::uint8_t, MaxCells> openIndex;
    std::int16_t openCount;
    std::int16_t freeCount;
    std::uint16_t coveredFog; // bit r: fog region r is covered

    std::array<KindCounts, MaxFoggySeats> owned; // each seat's whole set this round
    std::array<KindCounts, MaxFoggySeats> hand;
    std::array<KindCounts, MaxFoggySeats> pile;
    std::array<std::uint8_t, MaxFoggySeats> handCount;
    std::array<std::uint16_t, MaxFoggySeats> handMask; // bit k: the hand holds character k
    std::array<std::uint8_t, MaxFoggySeats> pileCount;
    std::array<std::uint16_t, MaxFoggySeats> pileMask; // bit k: the pile holds character k
    // The pile's tokens in no meaningful order, so a random draw is one index and a swap.
    std::array<std::array<std::uint8_t, MaxSeatTokens>, MaxFoggySeats> pileList;

    std::array<std::array<std::int16_t, MaxRounds>, SideCount> roundPoints;
    std::array<std::int32_t, SideCount> totalPoints;
    std::array<std::int32_t, SideCount> coins;     // mercenary game: a side's purse
    std::array<std::int32_t, SideCount> hiredCost; // mercenary game: what a side's hires cost, the first tie-break
    std::int8_t extraRounds;                        // mercenary game: rounds added to break a tie
    std::int8_t gameWeather;                        // quick and team games: the weather of every round, or -1 until known
    std::int8_t hireStep;                           // how many seats have finished hiring this time

    // Mercenary abilities (foggyabilities.cpp).
    std::int8_t placementsLeft;                     // in this turn; a Turtle adds one
    std::array<std::int8_t, MaxFoggySeats> nextTurnBonus; // extra placements owed to a seat's next turn
    std::int8_t placer;                             // whose placement's ability is being resolved
    std::int16_t abilityCell;                       // the tile of that mercenary
    std::int16_t targetCell;                        // the Snake's chosen token
    bool turnStarting;                              // a turn's start-of-turn abilities are still due
    std::array<std::array<std::int16_t, 2>, MaxFoggySeats> hippo; // a seat's unsettled Hippo tiles, or -1
    std::array<std::uint8_t, MaxFoggySeats> frogsOnBoard;          // face-up Frogs a seat has on the board
    CellSet frogCells;                                        // and where they are, so turn starts need not search

    std::array<std::uint8_t, MaxWeatherCards> deck; // ring buffer, top at deckHead
    std::uint8_t deckHead;
    std::uint8_t deckSize;
    std::array<std::uint8_t, 2> drawnWeather;
    std::uint8_t drawnCount;
    Weather weather;
    bool weatherCardActive; // false when Sunny came from an empty deck or the basic game

    Phase phase;
    std::int8_t seat;         // who decides now
    std::int8_t pendingSeat;  // who places after a fog lift
    std::int8_t roundStarter;
    std::int8_t round;        // 0-based
    std::int8_t picksLeft;
    std::int8_t lastPlacer;
    std::uint16_t decisions;

    Rng rng;
};
static_assert(std::is_trivially_copyable_v<FoggyState>);

inline int sideOfSeat(int seat) { return seat % SideCount; }

inline void addToHand(FoggyState &state, int seat, int kind)
{
    ++state.hand[seat][kind];
    ++state.handCount[seat];
    state.handMask[seat] = static_cast<std::uint16_t>(state.handMask[seat] | (1U << kind));
}

// Removes the pile's token at `index` of pileList and returns its character.
inline int takeFromPile(FoggyState &state, int seat, int index)
{
    auto &list = state.pileList[seat];
    const int kind = list[index];
    list[index] = list[--state.pileCount[seat]];
    const unsigned left = --state.pile[seat][kind]; // as takeFromHand: no branch on a draw
    state.pileMask[seat] = static_cast<std::uint16_t>(state.pileMask[seat] ^ (static_cast<unsigned>(left == 0) << kind));
    return kind;
}

// The first place of a character in a pile list that holds it, many places per step: a
// byte-wise scan's exit would depend on a random draw and be mispredicted every time.
// (Places past the pile's end may hold anything: they come after the first match. In the
// fallback, the lowest byte flagged by the zero-byte test is always a true match.)
inline int firstIndexOf(const std::array<std::uint8_t, MaxSeatTokens> &list, int kind)
{
#if defined(__SSE2__)
    // Thirty-two places per call, and no branch at all.
    static_assert(MaxSeatTokens == 64);
    const auto needle = static_cast<std::uint8_t>(kind);
    const std::uint64_t matches =
        equalBytes32(list.data(), needle) | (std::uint64_t{equalBytes32(list.data() + 32, needle)} << 32U);
    return std::countr_zero(matches);
#else
    static_assert(MaxSeatTokens % 8 == 0);
    constexpr std::uint64_t Ones = 0x0101010101010101ULL;
    const std::uint64_t pattern = Ones * static_cast<std::uint8_t>(kind);
    for (std::size_t base = 0;; base += 8) {
        std::uint64_t word;
        std::memcpy(&word, list.data() + base, sizeof word);
        const std::uint64_t differs = word ^ pattern;
        const std::uint64_t found = (differs - Ones) & ~differs & (Ones << 7U);
        if (found)
            return static_cast<int>(base) + std::countr_zero(found) / 8;
    }
#endif
}

inline int pileIndexOf(const FoggyState &state, int seat, int kind)
{
    return firstIndexOf(state.pileList[seat], kind);
}

// The n-th set bit (from the lowest) of a mask of at most 16 bits, without a loop whose
// length depends on n: random choices would make such a loop's exit unpredictable.
inline constexpr auto NthBitInByte = [] {
    std::array<std::array<std::uint8_t, 8>, 256> table{};
    for (int mask = 0; mask < 256; ++mask) {
        int found = 0;
        for (int bit = 0; bit < 8; ++bit)
            if (mask & (1 << bit))
                table[mask][found++] = static_cast<std::uint8_t>(bit);
    }
    return table;
}();

inline int nthSetBit(unsigned mask, int n)
{
    const unsigned low = mask & 0xffU;
    const int lowCount = std::popcount(low);
    const bool high = n >= lowCount;
    const unsigned byte = high ? (mask >> 8U) & 0xffU : low;
    const int index = high ? n - lowCount : n;
    return NthBitInByte[byte][index] + (high ? 8 : 0);
}

// The random placement of a hand without a Hippo, as randomAction draws it and the fast
// playout must draw it too: every (character, tile, face) triple equally likely. In Foggy
// weather every character may go face down and mercenaries also face up. Returns the
// character; sets the face and the tile.
inline int drawRandomPlacement(const FoggyState &s, unsigned mercenaryMask, Rng &rng, bool &faceDown, int &cell)
{
    const unsigned inHand = s.handMask[static_cast<std::size_t>(s.seat)];
    const int distinct = std::popcount(inHand);
    int kind = 0;
    faceDown = false;
    if (s.weather != Weather::Foggy) {
        kind = nthSetBit(inHand, static_cast<int>(rng.below(static_cast<std::uint32_t>(distinct))));
    } else {
        const unsigned faceUpAllowed = inHand & mercenaryMask;
        const int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(distinct + std::popcount(faceUpAllowed))));
        faceDown = pick < distinct;
        kind = faceDown ? nthSetBit(inHand, pick) : nthSetBit(faceUpAllowed, pick - distinct);
    }
    cell = s.openList[rng.below(static_cast<std::uint32_t>(s.openCount))];
    return kind;
}

inline void takeFromHand(FoggyState &state, int seat, int kind)
{
    --state.handCount[seat];
    // The bit goes when the last such token does, by arithmetic: which character a random
    // placement takes is random, and a branch on it would be mispredicted.
    const unsigned left = --state.hand[seat][kind];
    state.handMask[seat] = static_cast<std::uint16_t>(state.handMask[seat] ^ (static_cast<unsigned>(left == 0) << kind));
}

} // namespace isle::foggy
