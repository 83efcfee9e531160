#pragma once

#include <QStringList>

namespace isle::cli {

// Conventional exit codes of isleworks-cli.
enum ExitCode : int {
    ExitOk = 0,
    ExitFailure = 1,  // the command ran but the outcome is a failure (e.g. a replay stopped)
    ExitBadInput = 2, // unusable arguments or files
};

// Each subcommand takes its own arguments (the program name and subcommand first).
int runScore(const QStringList &arguments);
int runSimulate(const QStringList &arguments);
int runReplay(const QStringList &arguments);
int runValidate(const QStringList &arguments);
int runPlay(const QStringList &arguments);
int runCompare(const QStringList &arguments);
int runSheets(const QStringList &arguments); // sheetscommand.cpp
int runMerge(const QStringList &arguments);  // mergecommand.cpp

} // namespace isle::cli

class QCommandLineParser;

namespace isle {
struct BatchPart;
struct SimulationConfig;
class Problems;
}

namespace isle::cli {
// --game, --variant, --players, --seed, --ruleset and --json, shared by simulate and play.
void addGameOptions(QCommandLineParser &parser);
bool readGameOptions(const QCommandLineParser &parser, SimulationConfig &config, Problems &problems);
// --games, --threads, --shard and --output of a batch (simulate, compare); at least
// `minGames` games.
void addBatchOptions(QCommandLineParser &parser, const QString &gamesHelp);
void readBatchOptions(const QCommandLineParser &parser, SimulationConfig &config, Problems &problems, int minGames);
// A shard's partial result, to --output (atomically) or standard output.
int writeBatchPart(const QCommandLineParser &parser, const BatchPart &part);
} // namespace isle::cli
