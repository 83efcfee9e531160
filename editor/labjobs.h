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
    QString label; // "Characters › Cat › Cost"
    int min = 0;
    int max = 0;

    Ruleset applied(const Ruleset &ruleset, int value) const;
    int valueIn(const Ruleset &ruleset) const;
};

// Every integer a sweep may vary, scalar parameters first, then table cells.
QList<SweepTarget> sweepTargets(const RulesetSchema &schema, const Ruleset &ruleset);

// What a sweep plots at each value.
struct SweepFigure
{
    enum Kind { FirstSeatWinRate, MeanMargin, GameLength, HiresPerGame, CharacterHires };
    Kind kind = FirstSeatWinRate;
    int character = -1; // CharacterHires: the kind, as in SimulationResult::characterIds
    QString label;

    // Hires and game lengths are counts; a win rate is a share from 0 to 1. Only the
    // margin may be negative.
    static bool isCount(Kind kind) { return kind == GameLength || kind == HiresPerGame || kind == CharacterHires; }
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
    QString translationContext; // the schema's, to name characters in charts
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
