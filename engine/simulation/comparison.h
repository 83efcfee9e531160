#pragma once

#include "simulation.h"

#include <QList>
#include <QString>

namespace isle {

// One figure of a comparison: its mean under each ruleset and the difference B − A with
// a 95 % confidence interval. Games are paired by seed (common random numbers), so the
// interval comes from the spread of the per-seed differences, which luck mostly cancels.
struct ComparedFigure
{
    QString id;   // "firstSeatWinRate", "meanMargin", "gameLength", or a game's DesignerFigure::id
    QString name; // translated
    double meanA = 0;
    double meanB = 0;
    double difference = 0;
    double low = 0;
    double high = 0;
};

// A figure's per-game values under both rulesets as integer sums (values scaled to whole
// numbers: a win counts 2, a draw 1), which add up exactly in any order: what shards of a
// comparison keep, so their merge gives the same figures as one run, bit for bit.
struct PairedSums
{
    // What is paired: the first seat's result, the margin, the length, or a per-game
    // designer figure kept in GameSample::figures (FigureSample + its slot).
    enum Source : int { FirstSeat = -3, Margin = -2, Length = -1, FigureSample = 0 };

    QString id;
    QString name;
    int source = FirstSeat;
    qint64 scale = 1;
    qint64 count = 0;
    qint64 sumA = 0;
    qint64 sumB = 0;
    qint64 sumDifference = 0;        // of B − A
    qint64 sumDifferenceSquares = 0; // of (B − A)²

    qint64 value(const GameSample &sample) const; // scaled to a whole number
    void add(qint64 a, qint64 b);
    void merge(const PairedSums &other);
    // Means, the mean difference and its 95 % interval, computed from the sums alone.
    ComparedFigure figure() const;
};

struct ComparisonResult
{
    int games = 0;
    QList<PairedSums> sums;
    QList<ComparedFigure> figures; // one per sums entry
    SimulationResult a;
    SimulationResult b;
    bool cancelled = false;
};

// The figures a comparison of games with these designer figures pairs, in order, their
// sums empty: the first seat's win rate, the margin, the length, then each per-game
// figure kept game by game that is not a rate.
QList<PairedSums> pairedFigures(const DesignerFigures &declared);

// Adds a shard's sums to `result` (same figures in the same order) and recomputes figures.
void mergeComparison(ComparisonResult &result, const ComparisonResult &part);

// Plays config.games games (those of config.shard) under `a` and the same number under `b`, game i of both on
// the same seed with the same players' generators; config.ruleset is ignored.
ComparisonResult compareRulesets(const SimulationConfig &config, const Ruleset &a, const Ruleset &b, Problems &problems,
                                 const std::function<void(int)> &progress = {}, const std::atomic<bool> *cancel = nullptr);

} // namespace isle
