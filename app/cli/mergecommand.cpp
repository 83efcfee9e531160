// isleworks-cli merge PARTS...: the shards of a simulate or compare batch, played apart
// (on a cluster), combined into exactly the report of the batch played at once.
#include "batchreport.h"
#include "clioutput.h"
#include "commands.h"

#include "core/jsonfile.h"
#include "simulation/batchpart.h"

#include <QCoreApplication>

namespace isle::cli {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::cli::merge)
};

// No cluster job is split finer; a longer list is refused before any file is read.
constexpr qsizetype MaxParts = 100000;
} // namespace

int runMerge(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Combines the partial results that \"simulate --shard I/N\" or "
                                        "\"compare --shard I/N\" wrote, one per shard, into the report of the whole "
                                        "batch: the same figures and intervals as the batch played at once."));
    parser.addPositionalArgument(QStringLiteral("parts"), Tr::tr("Every shard's partial result file."),
                                 QStringLiteral("PARTS..."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, exitCode))
        return exitCode;
    const bool json = parser.isSet(QStringLiteral("json"));
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty() || files.size() > MaxParts) {
        printError(Tr::tr("Expected 1 to %1 partial result files. Try --help.").arg(MaxParts));
        return ExitBadInput;
    }

    QList<BatchPart> parts;
    QList<Problems> partProblems;
    bool unreadable = false;
    for (const QString &file : files) {
        Problems problems(file);
        const auto part = loadJsonFile(file, problems, BatchPart::fromJson);
        if (!part) {
            unreadable = true;
            printProblems(problems);
            if (json)
                return reportProblems(problems, json, ExitBadInput);
            continue;
        }
        printProblems(problems); // warnings
        parts.append(*part);
        partProblems.append(Problems(file));
    }
    if (unreadable)
        return ExitBadInput;

    Problems mergeProblems;
    const auto merged = mergeBatchParts(parts, partProblems, mergeProblems);
    if (!merged) {
        for (const Problems &problems : std::as_const(partProblems))
            if (problems.count() > 0)
                return reportProblems(problems, json, ExitBadInput);
        return reportProblems(mergeProblems, json, ExitBadInput);
    }

    const bool compare = merged->kind == BatchPart::Kind::Compare;
    if (json) {
        printJson(compare ? compareJson(merged->config, merged->rulesetNames, merged->comparison)
                          : simulateJson(merged->config, merged->result));
        return ExitOk;
    }
    const int games = compare ? merged->comparison.games : merged->result.games;
    //: %1 game id, %2 variant, %3 games, %4 seed, %n shards
    printOut(Tr::tr("%1, %2 game: %3 games, seed %4, merged from %n shard(s)", nullptr, int(parts.size()))
                 .arg(merged->config.gameId, merged->config.variant)
                 .arg(games)
                 .arg(merged->config.seed));
    if (compare) {
        printCompareReport(merged->rulesetNames, merged->comparison);
    } else {
        printOut(QString());
        printSimulateReport(merged->config, merged->result);
    }
    return ExitOk;
}

} // namespace isle::cli
