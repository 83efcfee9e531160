#pragma once

// The board of a playout as bit masks, one 64-bit word per fact, and its scoring by
// shifts: the representation of the fast random playout (fastplayout.cpp). Boards of at
// most 64 tiles fit; bit y · width + x is the tile at column x, row y.
#include "foggyrules.h"
#include "foggystate.h"

#include <array>
#include <cstdint>

namespace isle::foggy {

// What the fast playout's hire draw needs of a ruleset, FoggyGame::hiringChoices' fixed
// conditions: the mercenaries for hire, each one's limit and cost, per basic character
// the mercenaries that replace it, and per purse up to the dearest the mercenaries it
// affords, so that a hire's choices are a few masks.
struct HireTable
{
    unsigned forHire = 0;  // hireCount above 0, and a basic character to replace
    unsigned replaced = 0; // the basic characters some mercenary replaces
    std::array<std::uint8_t, 16> limit{}; // hireCount per character, padded to two words
    std::array<int, CharacterCount> cost{};
    std::array<unsigned, CharacterCount> replacedBy{};
    int dearest = 0;
    bool costTable = true; // every cost within 0–63, so `affordable` is filled
    std::array<std::uint16_t, 64> affordable{};

    static HireTable of(const FoggyRules &rules);
};

// How a ruleset's board and scoring table map onto bits, computed once per ruleset; and
// its hiring table (HireTable), cached with it.
struct BitLayout
{
    bool fits = false; // width × height ≤ 64; otherwise nothing below is set
    int width = 0;
    int height = 0;
    std::uint64_t board = 0;
    // Per direction (right, down, down-right, down-left, as scoring.h numbers them): the
    // shift from a tile's bit to the next tile's, and the tiles that have a previous
    // (next) tile on the board in that direction, which masks out what a shift would
    // wrap around the board's edge.
    std::array<int, 4> shift{};
    std::array<std::uint64_t, 4> hasPrevious{};
    std::array<std::uint64_t, 4> hasNext{};
    std::array<std::uint8_t, MaxCells> bitOf{}; // a board tile's bit
    std::array<std::uint8_t, 64> cellOf{};      // a bit's tile

    int minLength = 3;
    std::array<int, MaxBoardSide + 1> linePoints{};
    bool halvingStacks = false;
    // Characters that multiply a line, the strongest first, and those that halve it.
    int multiplierKindCount = 0;
    std::array<std::uint8_t, CharacterCount> multiplierKinds{};
    std::array<std::uint8_t, CharacterCount> multiplierOf{};
    int halvingKindCount = 0;
    std::array<std::uint8_t, CharacterCount> halvingKinds{};

    // A face-up token as each seat places each character: its bytes, for one store, and
    // the side whose mask it joins (white and none included, so no test is needed).
    struct PlacedToken
    {
        std::uint32_t bytes = 0;
        std::uint32_t side = 0;
    };
    std::array<std::array<PlacedToken, CharacterCount>, MaxFoggySeats> placedToken{};
    std::uint32_t faceDownBytes = 0; // or-ed into a placed token's bytes: it lies face down

    HireTable hiring; // whatever the board's size

    static BitLayout of(const FoggyRules &rules);
};

// One board: whose line each token builds, where each character lies (the Pig, Cat and
// Crow masks among them) and which tiles hold a token.
struct BitBoard
{
    // Indexed by a token's side: sides 0 and 1, then white and none, which build no
    // line and are never scored but let a placement set its mask without a test.
    std::array<std::uint64_t, SideNone + 1> side{};
    std::array<std::uint64_t, CharacterCount> kind{};
    std::uint64_t occupied = 0;

    void place(int bit, int tokenSide, int tokenKind)
    {
        const std::uint64_t mask = std::uint64_t{1} << bit;
        occupied |= mask;
        kind[static_cast<std::size_t>(tokenKind)] |= mask;
        side[static_cast<std::size_t>(tokenSide)] |= mask;
    }

    // The board of a state's tiles; layout.fits.
    static BitBoard of(const BitLayout &layout, const std::array<Token, MaxCells> &cells);
};

// Victory points of each side, as scoreSides() counts them; layout.fits.
std::array<int, SideCount> scoreBits(const BitLayout &layout, const BitBoard &board);

} // namespace isle::foggy
