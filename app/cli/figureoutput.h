#pragma once

#include "simulation/simulation.h"

#include <QJsonArray>
#include <QList>
#include <QString>
#include <QStringList>

// The designer figures a game declares (docs/simulation.md), as simulate and compare
// print them: one result (simulate) or two side by side (compare, A then B).
namespace isle::cli {

// Per-game figures: [{"id", "name", "description", "value"}], or with two results
// {"a", "b"} instead of "value".
QJsonArray gameFiguresJson(const QList<const SimulationResult *> &results);
// The per-component figures declared: [{"id", "name", "description"}].
QJsonArray componentFiguresJson(const DesignerFigures &figures);
// One entry per component some figure covers: {"component", "name", "values": {id: value}},
// or with two results {"a": {...}, "b": {...}} instead of "values".
QJsonArray componentsJson(const QList<const SimulationResult *> &results);

// Text: a line per per-game figure (skipping `except`, already shown), then a table of
// components with a column per per-component figure ("A / B" with two results). Rows
// and columns with nothing in them are left out; nothing at all without figures.
QStringList figureLines(const QList<const SimulationResult *> &results, const QStringList &except = {});

} // namespace isle::cli
