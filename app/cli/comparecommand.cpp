// isleworks-cli compare A B: the same games under two rulesets, and what changed, with
// 95 % confidence intervals (docs/simulation.md).
#include "batchreport.h"
#include "clioutput.h"
#include "commands.h"

#include "core/ruleset.h"
#include "simulation/batchpart.h"
#include "simulation/comparison.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <mutex>

namespace isle::cli {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::cli::compare)
};

} // namespace

int runCompare(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Plays the same games (same seeds, same players) under two rulesets and "
                                        "reports the difference B - A in the first seat's win rate, the score "
                                        "margin, the game length and the game's own figures per game, each with a "
                                        "95 % confidence interval, and the figures the game keeps per component."));
    parser.addPositionalArgument(QStringLiteral("ruleset-a"), Tr::tr("The ruleset to compare from."));
    parser.addPositionalArgument(QStringLiteral("ruleset-b"), Tr::tr("The ruleset to compare with."));
    addGameOptions(parser);
    addBatchOptions(parser, Tr::tr("Games under each ruleset (default 1000)."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, exitCode))
        return exitCode;
    const bool json = parser.isSet(QStringLiteral("json"));
    if (parser.positionalArguments().size() != 2) {
        printError(Tr::tr("Expected two ruleset files, A and B. Try --help."));
        return ExitBadInput;
    }

    SimulationConfig config;
    Problems problems;
    readGameOptions(parser, config, problems);
    readBatchOptions(parser, config, problems, 2); // an interval needs two games
    if (problems.hasErrors())
        return reportProblems(problems, json, ExitBadInput);
    printProblems(problems);
    std::array<std::optional<Ruleset>, 2> rulesets;
    for (int i = 0; i < 2; ++i) {
        Problems fileProblems(parser.positionalArguments().at(i));
        rulesets[i] = Ruleset::load(parser.positionalArguments().at(i), fileProblems);
        if (rulesets[i] && rulesets[i]->gameId() != config.gameId)
            fileProblems.error(QStringLiteral("$.game"), Tr::tr("expected a ruleset for \"%1\"").arg(config.gameId));
        if (fileProblems.hasErrors())
            return reportProblems(fileProblems, json, ExitBadInput);
        printProblems(fileProblems);
    }

    ProgressBar bar(2 * (config.shard.endGame(config.games) - config.shard.firstGame(config.games)));
    std::mutex barMutex;
    QElapsedTimer timer;
    timer.start();
    Problems runProblems;
    const ComparisonResult result = compareRulesets(config, *rulesets[0], *rulesets[1], runProblems, [&](int done) {
        const std::lock_guard lock(barMutex);
        bar.update(done);
    });
    bar.finish();
    if (runProblems.hasErrors())
        return reportProblems(runProblems, json, ExitBadInput);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;

    const QStringList names = parser.positionalArguments();
    if (parser.isSet(QStringLiteral("shard"))) {
        BatchPart part;
        part.kind = BatchPart::Kind::Compare;
        part.config = config;
        part.config.tallyFigures = true; // a comparison always counts them
        part.rulesetA = *rulesets[0];
        part.rulesetB = *rulesets[1];
        part.rulesetNames = names;
        part.comparison = result;
        return writeBatchPart(parser, part);
    }
    if (json) {
        printJson(compareJson(config, names, result));
        return ExitOk;
    }

    printOut(Tr::tr("%1, %2 game: %3 games under each ruleset on the same seeds (seed %4), %5 s")
                 .arg(config.gameId, config.variant)
                 .arg(result.games)
                 .arg(config.seed)
                 .arg(seconds, 0, 'f', 2));
    printCompareReport(names, result);
    return ExitOk;
}

} // namespace isle::cli
