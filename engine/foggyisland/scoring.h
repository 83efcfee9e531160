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
    int length = 0;
    int basePoints = 0;
    int multiplier = 1;
    int halvings = 0;
    int points = 0;
};

// Calls visit(const ScoredLine &) for every line on the board, in board order.
// Face-down tokens count with their true identity (they are revealed before scoring).
template<typename Visit>
void forEachLine(const FoggyRules &rules, const std::array<Token, MaxCells> &cells, Visit &&visit)
{
    const int width = rules.width;
    const int height = rules.height;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const Token &first = cells[FoggyRules::cellAt(x, y)];
            if (first.side >= SideWhite)
                continue;
            for (int direction = 0; direction < 4; ++direction) {
                const int dx = DirectionDx[direction];
                const int dy = DirectionDy[direction];
                const int px = x - dx;
                const int py = y - dy;
                if (px >= 0 && px < width && py >= 0 && cells[FoggyRules::cellAt(px, py)].side == first.side)
                    continue; // not the start of the run
                int length = 0;
                int multiplier = 1;
                int halvings = 0;
                int cx = x;
                int cy = y;
                while (cx >= 0 && cx < width && cy < height) {
                    const Token &token = cells[FoggyRules::cellAt(cx, cy)];
                    if (token.side != first.side)
                        break;
                    const CharacterRules &character = rules.characters[token.kind];
                    if (character.multiplier > multiplier)
                        multiplier = character.multiplier;
                    halvings += character.halvesLine ? 1 : 0;
                    ++length;
                    cx += dx;
                    cy += dy;
                }
                if (length < rules.minLineLength)
                    continue;
                ScoredLine line;
                line.side = first.side;
                line.start = FoggyRules::cellAt(x, y);
                line.direction = direction;
                line.length = length;
                line.basePoints = rules.linePoints[length];
                line.multiplier = multiplier;
                line.halvings = rules.crowHalvingStacks ? halvings : (halvings > 0 ? 1 : 0);
                line.points = (line.basePoints * multiplier) >> line.halvings;
                visit(line);
            }
        }
    }
}

// Victory points of each side for the board as it stands.
std::array<int, SideCount> scoreSides(const FoggyRules &rules, const std::array<Token, MaxCells> &cells);

// The line-by-line breakdown for the command line and the board's highlighting.
QJsonObject scoreBreakdownJson(const FoggyRules &rules, const std::array<Token, MaxCells> &cells);

} // namespace isle::foggy
