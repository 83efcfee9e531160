#include "tiles.h"

#include "foggyisland/foggyrules.h"

namespace isle::app::foggyisland::tiles {

using foggy::FoggyRules;
using foggy::MaxBoardSide;

int at(int column, int row)
{
    if (column < 0 || row < 0 || column >= MaxBoardSide || row >= MaxBoardSide)
        return -1;
    return FoggyRules::cellAt(column, row);
}

int column(int tile)
{
    return tile < 0 ? -1 : FoggyRules::cellX(tile);
}

int row(int tile)
{
    return tile < 0 ? -1 : FoggyRules::cellY(tile);
}

QString name(int tile)
{
    return tile < 0 ? QString() : foggy::cellName(tile);
}

QString columnName(int column)
{
    const QString first = name(at(column, 0)); // "C1"
    return first.isEmpty() ? QString() : first.first(1);
}

QString rowName(int row)
{
    const QString first = name(at(0, row)); // "A4"
    return first.isEmpty() ? QString() : first.mid(1);
}

int fromName(QStringView name)
{
    return foggy::cellFromName(name);
}

QList<int> ofRegion(const QVariantMap &region)
{
    const int x0 = region.value(QStringLiteral("x")).toInt();
    const int y0 = region.value(QStringLiteral("y")).toInt();
    const int width = region.value(QStringLiteral("width")).toInt();
    const int height = region.value(QStringLiteral("height")).toInt();
    QList<int> result;
    for (int y = y0; y < y0 + height; ++y)
        for (int x = x0; x < x0 + width; ++x)
            if (const int tile = at(x, y); tile >= 0)
                result.append(tile);
    return result;
}

} // namespace isle::app::foggyisland::tiles
