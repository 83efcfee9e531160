// isleworks-cli simulate: many games between computer players, summarised per seat.
#include "batchreport.h"
#include "clioutput.h"
#include "commands.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "players/player.h"
#include "core/jsonfile.h"
#include "simulation/batchpart.h"
#include "simulation/simulation.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QThread>
#include <mutex>

namespace isle::cli {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::cli::simulate)
};

} // namespace

// Options shared by simulate and play.
void addGameOptions(QCommandLineParser &parser)
{
    // The first game this build plays, and its first variant, unless the person says.
    const GameModule *first = GameRegistry::all().value(0);
    const QString firstGame = first ? first->id() : QString();
    const QString firstVariant = first ? first->variants().value(0) : QString();
    parser.addOption({QStringLiteral("game"),
                      Tr::tr("The game: %1 (default %2).").arg(GameRegistry::ids().join(QStringLiteral(", ")), firstGame),
                      QStringLiteral("id"), firstGame});
    parser.addOption({QStringLiteral("variant"),
                      Tr::tr("The variant: %1 (default %2).")
                          .arg(first ? first->variants().join(QStringLiteral(", ")) : QString(), firstVariant),
                      QStringLiteral("name"), firstVariant});
    parser.addOption({QStringLiteral("players"),
                      Tr::tr("Comma-separated player per seat, repeated when there are more seats: %1 (default random,random).")
                          .arg(playerNames().join(QStringLiteral(", "))),
                      QStringLiteral("list"), QStringLiteral("random,random")});
    parser.addOption({QStringLiteral("seed"), Tr::tr("Seed of the game or batch (default 1)."), QStringLiteral("n"),
                      QStringLiteral("1")});
    parser.addOption({QStringLiteral("ruleset"), Tr::tr("Play under the rules in <file> instead of the default."),
                      QStringLiteral("file")});
}

// Reads the options of addGameOptions into a configuration, reporting bad values.
bool readGameOptions(const QCommandLineParser &parser, SimulationConfig &config, Problems &problems)
{
    config.gameId = parser.value(QStringLiteral("game"));
    config.variant = parser.value(QStringLiteral("variant"));
    // Without --variant, another game than the first plays its own first variant.
    if (!parser.isSet(QStringLiteral("variant")))
        if (const GameModule *module = GameRegistry::find(config.gameId))
            config.variant = module->variants().value(0);
    config.players = parser.value(QStringLiteral("players")).split(u',', Qt::SkipEmptyParts);
    bool ok = false;
    config.seed = parser.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok)
        problems.error(QStringLiteral("--seed"), Tr::tr("expected an unsigned 64-bit integer"));
    for (const QString &player : config.players) {
        QString error;
        if (!createPlayer(player, &error))
            problems.error(QStringLiteral("--players"), error);
    }
    const auto ruleset = rulesetFromOption(parser, config.gameId, problems);
    if (ruleset)
        config.ruleset = *ruleset;
    return ruleset && !problems.hasErrors();
}

void addBatchOptions(QCommandLineParser &parser, const QString &gamesHelp)
{
    parser.addOption({QStringLiteral("games"), gamesHelp, QStringLiteral("n"), QStringLiteral("1000")});
    parser.addOption({QStringLiteral("threads"), Tr::tr("Worker threads (default: every core)."), QStringLiteral("n"),
                      QString::number(QThread::idealThreadCount())});
    parser.addOption({QStringLiteral("shard"),
                      Tr::tr("Play only shard I of N (0 <= I < N) of the games and write a partial result for "
                             "\"isleworks-cli merge\" instead of the report."),
                      QStringLiteral("I/N")});
    parser.addOption({QStringLiteral("output"),
                      Tr::tr("With --shard: write the partial result to <file> (default: standard output)."),
                      QStringLiteral("file")});
}

void readBatchOptions(const QCommandLineParser &parser, SimulationConfig &config, Problems &problems, int minGames)
{
    bool ok = false;
    config.games = parser.value(QStringLiteral("games")).toInt(&ok);
    if (!ok || config.games < minGames || config.games > 100000000)
        problems.error(QStringLiteral("--games"), Tr::tr("expected a number of games from %1 to 100000000").arg(minGames));
    config.threads = parser.value(QStringLiteral("threads")).toInt(&ok);
    if (!ok || config.threads < 1 || config.threads > 256)
        problems.error(QStringLiteral("--threads"), Tr::tr("expected a number of threads from 1 to 256"));
    if (parser.isSet(QStringLiteral("shard"))) {
        QString error;
        const auto shard = Shard::parse(parser.value(QStringLiteral("shard")), &error);
        if (shard)
            config.shard = *shard;
        else
            problems.error(QStringLiteral("--shard"), error);
    } else if (parser.isSet(QStringLiteral("output"))) {
        problems.error(QStringLiteral("--output"), Tr::tr("only a shard's partial result is written to a file; add --shard"));
    }
}

int writeBatchPart(const QCommandLineParser &parser, const BatchPart &part)
{
    if (!parser.isSet(QStringLiteral("output"))) {
        printJson(part.toJson());
        return ExitOk;
    }
    QString error;
    if (!writeJsonFileAtomically(parser.value(QStringLiteral("output")), part.toJson(), &error)) {
        printError(error);
        return ExitFailure;
    }
    return ExitOk;
}

int runSimulate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Plays many games between computer players and prints win and draw rates "
                                        "per seat, the score distribution, the game length and the figures "
                                        "the game keeps for designers."));
    addGameOptions(parser);
    addBatchOptions(parser, Tr::tr("Number of games (default 1000)."));
    parser.addOption({QStringLiteral("no-figures"),
                      Tr::tr("Skip the game's designer figures, which cost some speed to count.")});
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, exitCode))
        return exitCode;
    const bool json = parser.isSet(QStringLiteral("json"));

    SimulationConfig config;
    Problems problems;
    readGameOptions(parser, config, problems);
    readBatchOptions(parser, config, problems, 1);
    config.tallyFigures = !parser.isSet(QStringLiteral("no-figures"));
    if (problems.hasErrors())
        return reportProblems(problems, json, ExitBadInput);
    printProblems(problems);

    ProgressBar bar(config.shard.endGame(config.games) - config.shard.firstGame(config.games));
    std::mutex barMutex;
    QElapsedTimer timer;
    timer.start();
    Problems runProblems;
    const SimulationResult result = simulate(config, runProblems, [&](int done) {
        const std::lock_guard lock(barMutex);
        bar.update(done);
    });
    bar.finish();
    if (runProblems.hasErrors())
        return reportProblems(runProblems, json, ExitBadInput);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;

    if (config.shard.count > 1 || parser.isSet(QStringLiteral("shard"))) {
        BatchPart part;
        part.kind = BatchPart::Kind::Simulate;
        part.config = config;
        part.result = result;
        return writeBatchPart(parser, part);
    }
    if (json) {
        printJson(simulateJson(config, result));
        return ExitOk;
    }

    //: %1 game id, %2 variant, %3 games played, %4 seed, %n threads, %5 seconds, %6 games per second
    printOut(Tr::tr("%1, %2 game: %3 games, seed %4, %n thread(s), %5 s (%6 games/s)", nullptr, config.threads)
                 .arg(config.gameId, config.variant)
                 .arg(result.games)
                 .arg(config.seed)
                 .arg(seconds, 0, 'f', 2)
                 .arg(seconds > 0 ? double(result.games) / seconds : 0.0, 0, 'f', 0));
    printOut(QString());
    printSimulateReport(config, result);
    return ExitOk;
}

} // namespace isle::cli
