#pragma once

#include "foggyrules.h"
#include "foggystate.h"

#include <QJsonObject>
#include <array>

namespace isle::foggy {

// The four directions a line runs in: right, down, down-right, down-left.
inline constexpr std::array<int, 4> DirectionDx{1, 0, 1, -1};
inline constexpr std::array<int, 4> DirectionDy{0, 1, 1, 1};
const char *directionId(int direction);

// One scored line: a maximal run of tokens building the same side's line.
struct ScoredLine
{
    int side = 0;
    int start = 0;
    int direction = 0;
    int step = 1; // from one tile of the line to the next
    int length = 0;
    int basePoints = 0;
    int multiplier = 1;
    int halvings = 0;
    int points = 0;
};

// Calls visit(const ScoredLine &) for every line on the board: rows first, then
// columns, then both diagonals. Face-down tokens count with their true identity (they
// are revealed before scoring). Walks each board line once, so it never allocates.
template<typename Visit>
void forEachLine(const FoggyRules &rules, const std::array<Token, MaxCells> &cells, Visit &&visit)
{
    const int minLength = rules.minLineLength;
    // Most runs are too short to count, so multipliers are read only for those that do.
    const auto finish = [&](int side, int start, int step, int direction, int length) {
        if (side >= SideWhite || length < minLength)
            return;
        int multiplier = 1;
        int halvings = 0;
        for (int i = 0, cell = start; i < length; ++i, cell += step) {
            const int kind = cells[cell].kind;
            multiplier = rules.kindMultiplier[kind] > multiplier ? rules.kindMultiplier[kind] : multiplier;
            halvings += rules.kindHalves[kind];
        }
        ScoredLine line;
        line.side = side;
        line.start = start;
        line.direction = direction;
        line.step = step;
        line.length = length;
        line.basePoints = rules.linePoints[length];
        line.multiplier = multiplier;
        line.halvings = rules.crowHalvingStacks ? halvings : (halvings > 0 ? 1 : 0);
        line.points = (line.basePoints * multiplier) >> line.halvings;
        visit(line);
    };
    for (int index = 0; index < rules.lineCount; ++index) {
        const BoardLine &boardLine = rules.lines[index];
        const int step = boardLine.step;
        int side = SideNone;
        int start = boardLine.start;
        int length = 0;
        int cell = boardLine.start;
        for (int i = 0; i < boardLine.length; ++i, cell += step) {
            const int tokenSide = cells[cell].side;
            if (tokenSide == side) {
                ++length;
                continue;
            }
            finish(side, start, step, boardLine.direction, length);
            side = tokenSide;
            start = cell;
            length = 1;
        }
        finish(side, start, step, boardLine.direction, length);
    }
}

// Victory points of each side for the board as it stands.
std::array<int, SideCount> scoreSides(const FoggyRules &rules, const std::array<Token, MaxCells> &cells);

// The line-by-line breakdown for the command line and the board's highlighting.
QJsonObject scoreBreakdownJson(const FoggyRules &rules, const std::array<Token, MaxCells> &cells);

} // namespace isle::foggy
