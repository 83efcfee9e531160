#pragma once

// Scans of the board and the unit slots that skip what is empty. A board has up to 960
// spaces (30 rows of 32) and 240 unit slots, of which a game uses a few dozen structures
// and units; random playouts and the searches' evaluations scan them at every decision,
// so a row of spaces is tested at once and sixteen free unit slots with one test
// (docs/BENCHMARKS.md, "Battle on the Island of Fog: scans"). Each visits in the order of
// the plain loop it replaces: row by row, column by column; unit slot by unit slot.

#include "battlerules.h"
#include "battlestate.h"

#include "core/bytemask.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <bit>
#include <cstddef>
#include <cstring>

namespace isle::battleisland {

static_assert(SpaceStride == 32, "a row of spaces is one 32-bit mask");
static_assert(std::endian::native == std::endian::little, "forEachLiveUnit finds a slot's space's sign in its second byte");

// The columns 0 … width − 1 of a row, as a mask.
inline std::uint32_t boardColumns(int width)
{
    return width >= 32 ? ~0U : (1U << static_cast<unsigned>(width)) - 1U;
}

// A row's spaces whose byte in `bytes` (one of the state's per-space arrays) equals `value`.
inline std::uint32_t rowEqual(const std::uint8_t *bytes, int row, std::uint8_t value)
{
    return equalBytes32(bytes + static_cast<std::ptrdiff_t>(row) * SpaceStride, value);
}

template<typename Visit>
void forEachBit(std::uint32_t mask, int row, Visit &&visit)
{
    while (mask != 0) {
        const int column = std::countr_zero(mask);
        mask &= mask - 1U;
        visit(row * SpaceStride + column);
    }
}

// A row's spaces holding a structure of `kind` (or, negated, of any other).
inline std::uint32_t rowOfKind(const BattleState &s, int row, StructureKind kind)
{
    return rowEqual(reinterpret_cast<const std::uint8_t *>(s.structure.data()), row, static_cast<std::uint8_t>(kind));
}

// A row's spaces holding a structure.
inline std::uint32_t rowOfStructures(const BattleState &s, int row)
{
    return ~rowOfKind(s, row, StructureKind::None);
}

// Every space anywhere (on the board or not) whose structure `seat` owns.
template<typename Visit>
void forEachOwnedSpace(const BattleState &s, int seat, Visit &&visit)
{
    for (int row = 0; row < MaxWidth; ++row)
        forEachBit(rowEqual(s.structureOwner.data(), row, static_cast<std::uint8_t>(seat)), row, visit);
}

// The seat that plays after `at`, seats out of the game passed over, as endTurn() passes
// the turn on; `passed` gets a bit for every seat reached on the way (a round's first seat
// or the countdown's starting seat among them tells that a round has turned).
inline int seatAfter(const BattleState &s, int at, unsigned &passed)
{
    passed = 0;
    int next = at;
    do {
        next = (next + 1) % s.seats;
        passed |= 1U << static_cast<unsigned>(next);
    } while (s.player(next).eliminated && next != at);
    return next;
}

// Every unit slot holding a unit, as (index, unit). A free slot's space is negative, so
// sixteen free slots in a row (most of them, since slots are taken lowest first) are
// passed over with one test of the sign bits of their spaces.
template<typename Visit>
void forEachLiveUnit(const BattleState &s, Visit &&visit)
{
    static_assert(sizeof(Unit) == 8 && offsetof(Unit, space) == 0 && MaxUnits % 16 == 0);
#if defined(__SSE2__)
    // Two slots to a vector; a slot's space's sign is bit 1 (or 9) of a vector's byte mask.
    const auto *slots = reinterpret_cast<const __m128i *>(s.units.data());
    for (int first = 0; first < MaxUnits; first += 16) {
        const __m128i *block = slots + first / 2;
        __m128i all = _mm_loadu_si128(block);
        for (int v = 1; v < 8; ++v)
            all = _mm_and_si128(all, _mm_loadu_si128(block + v));
        if ((_mm_movemask_epi8(all) & 0x202) == 0x202)
            continue;
        for (int v = 0; v < 8; ++v) {
            const int signs = _mm_movemask_epi8(_mm_loadu_si128(block + v));
            if (!(signs & 0x2))
                visit(first + 2 * v, s.unit(first + 2 * v));
            if (!(signs & 0x200))
                visit(first + 2 * v + 1, s.unit(first + 2 * v + 1));
        }
    }
#else
    for (int index = 0; index < MaxUnits; ++index)
        if (s.unit(index).alive())
            visit(index, s.unit(index));
#endif
}

// The same, mutable.
template<typename Visit>
void forEachLiveUnit(BattleState &s, Visit &&visit)
{
    const BattleState &view = s;
    forEachLiveUnit(view, [&s, &visit](int index, const Unit &) { visit(index, s.unit(index)); });
}

} // namespace isle::battleisland
