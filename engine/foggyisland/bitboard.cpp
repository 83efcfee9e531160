#include "bitboard.h"

#include "scoring.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace isle::foggy {

HireTable HireTable::of(const FoggyRules &rules)
{
    HireTable table;
    for (unsigned kinds = rules.mercenaryMask; kinds; kinds &= kinds - 1) {
        const int kind = std::countr_zero(kinds);
        const CharacterRules &character = rules.characters[static_cast<std::size_t>(kind)];
        if (character.hireCount <= 0 || character.replaces < 0)
            continue;
        table.forHire |= 1U << kind;
        table.limit[static_cast<std::size_t>(kind)] = static_cast<std::uint8_t>(std::min(character.hireCount, 255));
        table.cost[static_cast<std::size_t>(kind)] = character.cost;
        table.replaced |= 1U << character.replaces;
        table.replacedBy[static_cast<std::size_t>(character.replaces)] |= 1U << kind;
        table.dearest = std::max(table.dearest, character.cost);
        table.costTable = table.costTable && character.cost >= 0 && character.cost < 64;
    }
    if (!table.costTable)
        return table;
    for (int coins = 0; coins <= table.dearest; ++coins)
        for (unsigned kinds = table.forHire; kinds; kinds &= kinds - 1) {
            const int kind = std::countr_zero(kinds);
            if (coins >= table.cost[static_cast<std::size_t>(kind)])
                table.affordable[static_cast<std::size_t>(coins)] |= static_cast<std::uint16_t>(1U << kind);
        }
    return table;
}

BitLayout BitLayout::of(const FoggyRules &rules)
{
    BitLayout layout;
    layout.hiring = HireTable::of(rules);
    static_assert(sizeof(Token) == sizeof(PlacedToken::bytes));
    for (std::size_t seat = 0; seat < MaxFoggySeats; ++seat) {
        for (std::size_t kind = 0; kind < CharacterCount; ++kind) {
            const std::uint8_t side = rules.placedSide[seat][kind];
            const Token token{static_cast<std::uint8_t>(kind), static_cast<std::uint8_t>(seat), side, 0};
            std::memcpy(&layout.placedToken[seat][kind].bytes, &token, sizeof(Token));
            layout.placedToken[seat][kind].side = side;
        }
    }
    const Token faceDown{0, 0, 0, Token::FaceDown};
    std::memcpy(&layout.faceDownBytes, &faceDown, sizeof(Token));
    const int width = rules.width;
    const int height = rules.height;
    if (width < 1 || height < 1 || width > MaxBoardSide || height > MaxBoardSide || width * height > 64)
        return layout;
    layout.fits = true;
    layout.width = width;
    layout.height = height;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const int bit = y * width + x;
            const int cell = FoggyRules::cellAt(x, y);
            const std::uint64_t mask = std::uint64_t{1} << bit;
            layout.board |= mask;
            layout.bitOf[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(bit);
            layout.cellOf[static_cast<std::size_t>(bit)] = static_cast<std::uint8_t>(cell);
            for (int direction = 0; direction < 4; ++direction) {
                const int dx = DirectionDx[static_cast<std::size_t>(direction)];
                const int dy = DirectionDy[static_cast<std::size_t>(direction)];
                const auto onBoard = [&](int px, int py) { return px >= 0 && px < width && py >= 0 && py < height; };
                if (onBoard(x - dx, y - dy))
                    layout.hasPrevious[static_cast<std::size_t>(direction)] |= mask;
                if (onBoard(x + dx, y + dy))
                    layout.hasNext[static_cast<std::size_t>(direction)] |= mask;
            }
        }
    }
    for (int direction = 0; direction < 4; ++direction)
        layout.shift[static_cast<std::size_t>(direction)] =
            DirectionDx[static_cast<std::size_t>(direction)] + DirectionDy[static_cast<std::size_t>(direction)] * width;

    layout.minLength = rules.minLineLength;
    layout.linePoints = rules.linePoints;
    layout.halvingStacks = rules.crowHalvingStacks;
    // scoring.h takes the largest multiplier of a line's characters, never below 1.
    for (int kind = 0; kind < CharacterCount; ++kind) {
        if (rules.kindMultiplier[static_cast<std::size_t>(kind)] > 1)
            layout.multiplierKinds[static_cast<std::size_t>(layout.multiplierKindCount++)] = static_cast<std::uint8_t>(kind);
        if (rules.kindHalves[static_cast<std::size_t>(kind)] > 0)
            layout.halvingKinds[static_cast<std::size_t>(layout.halvingKindCount++)] = static_cast<std::uint8_t>(kind);
    }
    // Strongest first, by insertion: std::stable_sort would allocate a buffer.
    for (int i = 1; i < layout.multiplierKindCount; ++i) {
        const std::uint8_t kind = layout.multiplierKinds[static_cast<std::size_t>(i)];
        int j = i;
        for (; j > 0 && rules.kindMultiplier[layout.multiplierKinds[static_cast<std::size_t>(j - 1)]] < rules.kindMultiplier[kind]; --j)
            layout.multiplierKinds[static_cast<std::size_t>(j)] = layout.multiplierKinds[static_cast<std::size_t>(j - 1)];
        layout.multiplierKinds[static_cast<std::size_t>(j)] = kind;
    }
    for (int i = 0; i < layout.multiplierKindCount; ++i)
        layout.multiplierOf[static_cast<std::size_t>(i)] = rules.kindMultiplier[layout.multiplierKinds[static_cast<std::size_t>(i)]];
    return layout;
}

BitBoard BitBoard::of(const BitLayout &layout, const std::array<Token, MaxCells> &cells)
{
    BitBoard board;
    for (int bit = 0; bit < layout.width * layout.height; ++bit) {
        const Token &token = cells[layout.cellOf[static_cast<std::size_t>(bit)]];
        if (!token.isEmpty())
            board.place(bit, token.side, token.kind);
    }
    return board;
}

namespace {
// Where a board's multiplying and halving characters lie, gathered once per scoring so a
// line looks them up in one place.
struct LineCharacters
{
    // Only the first max(2, multiplierKindCount) places are set and read (left
    // uninitialised past them: zeroing the array cost as much as a line's scoring); of the
    // first two, those past multiplierKindCount hold no tile.
    std::array<std::uint64_t, CharacterCount> multiplying; // strongest first, as BitLayout
    std::uint64_t halving = 0;                              // any halving character
    const BitBoard &board; // each halving character's tiles, when halvings stack

    LineCharacters(const BitLayout &layout, const BitBoard &onBoard)
        : board(onBoard)
    {
        static_assert(CharacterCount >= 2);
        multiplying[0] = 0;
        multiplying[1] = 0;
        for (int i = 0; i < layout.multiplierKindCount; ++i)
            multiplying[static_cast<std::size_t>(i)] = board.kind[layout.multiplierKinds[static_cast<std::size_t>(i)]];
        for (int i = 0; i < layout.halvingKindCount; ++i)
            halving |= board.kind[layout.halvingKinds[static_cast<std::size_t>(i)]];
    }
};

// The points of one line (its tiles as `run`) for the side building it. Written without
// branches on the board: the characters in a random line are random, and a branch on
// them would be mispredicted about as often as taken.
int linePoints(const BitLayout &layout, const LineCharacters &characters, std::uint64_t run)
{
    // The strongest multiplier present, tried from the weakest up.
    // (A mask, not a conditional, which compilers turn back into a branch.)
    const auto strongest = [&](int multiplier, int i) {
        const int present = (run & characters.multiplying[static_cast<std::size_t>(i)]) != 0;
        return multiplier ^ (-present & (layout.multiplierOf[static_cast<std::size_t>(i)] ^ multiplier));
    };
    int multiplier = 1;
    if (layout.multiplierKindCount <= 2) {
        // Written out for up to two kinds (the default rules' Cat and Pig): a missing
        // kind's places hold no tile. The loop cost twice as much.
        multiplier = strongest(strongest(multiplier, 1), 0);
    } else {
        for (int i = layout.multiplierKindCount - 1; i >= 0; --i)
            multiplier = strongest(multiplier, i);
    }
    int halvings = (run & characters.halving) != 0 ? 1 : 0;
    if (layout.halvingStacks) {
        halvings = 0;
        for (int i = 0; i < layout.halvingKindCount; ++i)
            halvings += std::popcount(run & characters.board.kind[layout.halvingKinds[static_cast<std::size_t>(i)]]);
    }
    return (layout.linePoints[static_cast<std::size_t>(std::popcount(run))] * multiplier) >> halvings;
}

// A line's run filled back from its last tile (`run`) through the tiles that continue
// it, on any board: steps of 1, 2, 4... tiles, until they cover the longest line or would
// shift by 64 bits or more (farther than any two tiles of a line lie apart).
std::uint64_t fillBack(std::uint64_t run, std::uint64_t continues, int shift, int longest)
{
    for (int filled = 1;; filled = 2 * filled + 1) {
        run |= (run & continues) >> shift;
        if (filled >= longest - 1 || 2 * shift >= 64)
            return run;
        continues &= continues << shift;
        shift *= 2;
    }
}
} // namespace

std::array<int, SideCount> scoreBits(const BitLayout &layout, const BitBoard &board)
{
    std::array<int, SideCount> points{};
    const LineCharacters characters(layout, board);
    const int minLength = layout.minLength;
    const int longest = std::max(layout.width, layout.height);
    for (int direction = 0; direction < 4; ++direction) {
        const int shift = layout.shift[static_cast<std::size_t>(direction)];
        const std::uint64_t hasPrevious = layout.hasPrevious[static_cast<std::size_t>(direction)];
        const std::uint64_t hasNext = layout.hasNext[static_cast<std::size_t>(direction)];
        for (int side = 0; side < SideCount; ++side) {
            const std::uint64_t own = board.side[static_cast<std::size_t>(side)];
            // Own tiles whose previous tile is own too, through which a run grows back; and
            // those whose 2 previous tiles are, the ends of runs of 3 or more.
            // (No shift wraps: a continuing tile has its previous one.)
            const std::uint64_t continues = own & ((own << shift) & hasPrevious);
            const std::uint64_t continues2 = continues & (continues << shift);
            // Tiles that end a run of at least minLength own tokens: each step keeps the
            // tiles whose previous tile ended a run one shorter.
            std::uint64_t chain = minLength <= 1 ? own : minLength == 2 ? continues : continues2;
            for (int length = 3; length < minLength; ++length)
                chain = own & ((chain << shift) & hasPrevious);
            // Of those, the last tiles of their runs: the next tile builds no such line.
            std::uint64_t ends = chain & ~((own >> shift) & hasNext);
            if (!ends)
                continue;
            // The tiles through which a run grows back 4 tiles in one step.
            const std::uint64_t continues4 = continues2 & (continues2 << (2 * shift));
            int sidePoints = 0;
            while (ends) {
                // The line's whole run, filled back from its last tile in steps of 1, 2 and
                // 4 tiles (7 in all: every line of a board up to 8 tiles a side, whose
                // shifts stay below 64), so no exit depends on the line.
                std::uint64_t run = ends & (0 - ends);
                ends &= ends - 1;
                if (longest <= 8) {
                    run |= (run & continues) >> shift;
                    run |= (run & continues2) >> (2 * shift);
                    run |= (run & continues4) >> (4 * shift);
                } else {
                    run = fillBack(run, continues, shift, longest);
                }
                sidePoints += linePoints(layout, characters, run);
            }
            points[static_cast<std::size_t>(side)] += sidePoints;
        }
    }
    return points;
}

} // namespace isle::foggy
