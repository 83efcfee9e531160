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

struct ComparisonResult
{
    int games = 0;
    QList<ComparedFigure> figures;
    SimulationResult a;
    SimulationResult b;
    bool cancelled = false;
};

// Mean, and the 95 % interval of the mean, of paired differences.
ComparedFigure pairedDifference(const QString &id, const QString &name, const std::vector<double> &a,
                                const std::vector<double> &b);

// Plays config.games games under `a` and the same number under `b`, game i of both on
// the same seed with the same players' generators; config.ruleset is ignored.
ComparisonResult compareRulesets(const SimulationConfig &config, const Ruleset &a, const Ruleset &b, Problems &problems,
                                 const std::function<void(int)> &progress = {}, const std::atomic<bool> *cancel = nullptr);

} // namespace isle
