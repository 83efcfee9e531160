#pragma once

#include <QList>
#include <QString>
#include <QStringView>
#include <QVariantMap>

// The island's tiles as the engine numbers them (row × 16 + column, so a tile keeps its
// number when the board is resized) and names them ("C4": column letter, row from 1).
// The one place the screen's models, its input and, through FoggyScreen's invokables,
// its QML pages turn a tile into a name or a row and column, and back.
namespace isle::app::foggyisland::tiles {

// -1 for a column or row outside the engine's largest board.
int at(int column, int row);
int column(int tile);
int row(int tile);
// "" for -1.
QString name(int tile);
// "C" for column 2 and "4" for row 3: the parts of a tile's name.
QString columnName(int column);
QString rowName(int row);
// -1 unless `name` is written exactly as the engine writes a tile.
int fromName(QStringView name);
// The tiles of a fog board as the ruleset places it ({x, y, width, height}).
QList<int> ofRegion(const QVariantMap &region);

} // namespace isle::app::foggyisland::tiles
