#include "scoring.h"

#include <QJsonArray>

namespace isle::foggy {

const char *directionId(int direction)
{
    static constexpr std::array<const char *, 4> Ids{"horizontal", "vertical", "diagonal-down-right",
                                                     "diagonal-down-left"};
    return Ids[static_cast<std::size_t>(direction)];
}

std::array<int, SideCount> scoreSides(const FoggyRules &rules, const std::array<Token, MaxCells> &cells)
{
    std::array<int, SideCount> points{};
    forEachLine(rules, cells, [&points](const ScoredLine &line) { points[line.side] += line.points; });
    return points;
}

QJsonObject scoreBreakdownJson(const FoggyRules &rules, const std::array<Token, MaxCells> &cells)
{
    QJsonArray lines;
    std::array<int, SideCount> totals{};
    forEachLine(rules, cells, [&](const ScoredLine &line) {
        QJsonArray lineCells;
        QJsonArray characters;
        QJsonArray names;
        for (int i = 0; i < line.length; ++i) {
            const int x = FoggyRules::cellX(line.start) + DirectionDx[line.direction] * i;
            const int y = FoggyRules::cellY(line.start) + DirectionDy[line.direction] * i;
            const int cell = FoggyRules::cellAt(x, y);
            lineCells.append(cellName(cell));
            characters.append(characterId(cells[cell].kind));
            names.append(characterName(cells[cell].kind));
        }
        totals[line.side] += line.points;
        lines.append(QJsonObject{{QStringLiteral("side"), line.side + 1},
                                 {QStringLiteral("direction"), QString::fromLatin1(directionId(line.direction))},
                                 {QStringLiteral("cells"), lineCells},
                                 {QStringLiteral("characters"), characters},
                                 {QStringLiteral("names"), names},
                                 {QStringLiteral("length"), line.length},
                                 {QStringLiteral("basePoints"), line.basePoints},
                                 {QStringLiteral("multiplier"), line.multiplier},
                                 {QStringLiteral("halvings"), line.halvings},
                                 {QStringLiteral("points"), line.points}});
    });
    QJsonArray totalArray;
    for (int points : totals)
        totalArray.append(points);
    return QJsonObject{{QStringLiteral("lines"), lines}, {QStringLiteral("totals"), totalArray}};
}

} // namespace isle::foggy
