#pragma once

#include "comparison.h"
#include "simulation.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <optional>

namespace isle {

// What one shard of a batch writes (`simulate` or `compare` with --shard I/N): the
// batch it belongs to and that shard's integer sums. Parts merge by adding, so the
// merge of every shard of a batch is exactly the result of the batch run at once
// (docs/simulation.md, "Batches on a cluster").
struct BatchPart
{
    static constexpr int FormatVersion = 1;
    static inline const QString FormatName = QStringLiteral("isleworks-batch-part");

    enum class Kind { Simulate, Compare };

    Kind kind = Kind::Simulate;
    SimulationConfig config;    // game, variant, players, seed, games, shard, figures; its ruleset (simulate)
    Ruleset rulesetA;           // compare
    Ruleset rulesetB;           // compare
    QStringList rulesetNames;   // compare: the files as named on the command line
    SimulationResult result;    // simulate
    ComparisonResult comparison; // compare

    QJsonObject toJson() const;
    // Checks everything against the game: its variant, seat count, figure layout; sums
    // that no batch can produce (a negative count, more wins than games) are refused.
    static std::optional<BatchPart> fromJson(const QJsonObject &object, Problems &problems);
};

// The whole batch from its parts: the same batch (command, game, variant, rulesets,
// players, seed, games, figures), every shard of it exactly once. A part that does not
// belong is reported in its own entry of `partProblems` (one per part, each naming its
// file), at the field that differs; a missing shard in `problems`.
std::optional<BatchPart> mergeBatchParts(const QList<BatchPart> &parts, QList<Problems> &partProblems,
                                         Problems &problems);

} // namespace isle
