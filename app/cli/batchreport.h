#pragma once

#include <QJsonObject>
#include <QStringList>

namespace isle {
struct SimulationConfig;
struct SimulationResult;
struct ComparisonResult;
}

namespace isle::cli {

// What simulate and compare report, shared with merge so that a batch merged from its
// shards prints exactly what the batch run at once prints. Nothing about how it ran
// (threads, seconds) is in it: those go to the heading the commands print themselves.
QJsonObject simulateJson(const SimulationConfig &config, const SimulationResult &result);
void printSimulateReport(const SimulationConfig &config, const SimulationResult &result);

QJsonObject compareJson(const SimulationConfig &config, const QStringList &rulesetNames, const ComparisonResult &result);
void printCompareReport(const QStringList &rulesetNames, const ComparisonResult &result);

} // namespace isle::cli
