#pragma once

#include "core/ruleset.h"
#include "simulation/comparison.h"
#include "simulation/simulation.h"

#include <QList>
#include <QString>
#include <atomic>
#include <vector>

// What the balance lab computes, free of widgets so it runs on a worker thread and in
// tests. Every job reports progress as games finished and stops early on `cancel`.
namespace isle {

class RulesetSchema;

// A number in a ruleset a sweep varies: a scalar parameter, or one cell of a table.
struct SweepTarget
{
    QString key;
    int row = -1; // -1: a scalar parameter
    QString column;
    QString label; // "<table> › <row> › <column>", as describePath() names a cell
    int min = 0;
    int max = 0;

    Ruleset applied(const Ruleset &ruleset, int value) const;
    int valueIn(const Ruleset &ruleset) const;
};

// Every integer a sweep may vary, scalar parameters first, then table cells.
QList<SweepTarget> sweepTargets(const RulesetSchema &schema, const Ruleset &ruleset);

// What a sweep plots at each value: a figure every game has, or one the game declares
// (DesignerFigures), per game or of one component.
struct SweepFigure
{
    enum Kind { FirstSeatWinRate, MeanMargin, GameLength, GameFigure };
    Kind kind = FirstSeatWinRate;
    int figure = -1;    // GameFigure: its index in the game's DesignerFigures
    int component = -1; // GameFigure: -1 for a per-game figure, else the component
    QString label;
};

struct SweepPoint
{
    int value = 0;
    bool valid = true; // false: the rules at this value have errors (not played)
    QString problem;
    double mean = 0;
    double low = 0;
    double high = 0;
};

struct LabRun
{
    enum Kind { Simulation, Comparison, Sweep };
    Kind kind = Simulation;
    SimulationResult simulation;
    std::vector<GameSample> samples;
    ComparisonResult comparison;
    QList<SweepPoint> sweep;
    QString sweepLabel;
    QString figureLabel;
    SweepFigure::Kind figureKind = SweepFigure::FirstSeatWinRate; // what the sweep's values are
    // GameFigure: a count starts at 0 with whole ticks; otherwise a rate, below 0 only when signed.
    bool figureIsCount = false;
    bool figureIsSigned = false;
    QString error; // the rules could not be played
    bool cancelled = false;
};

// Mean and 95 % interval of a column of per-game figures.
SweepPoint meanWithInterval(const std::vector<double> &values);

LabRun runSimulation(SimulationConfig config, std::atomic<int> *done, const std::atomic<bool> *cancel);
LabRun runComparison(const SimulationConfig &config, const Ruleset &a, const Ruleset &b, std::atomic<int> *done,
                     const std::atomic<bool> *cancel);
LabRun runSweep(SimulationConfig config, const SweepTarget &target, const QList<int> &values,
                const SweepFigure &figure, std::atomic<int> *done, const std::atomic<bool> *cancel);

} // namespace isle
