// isleworks-cli compare A B: the same games under two rulesets, and what changed, with
// 95 % confidence intervals (docs/simulation.md).
#include "clioutput.h"
#include "commands.h"

#include "core/ruleset.h"
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

QJsonObject figureJson(const ComparedFigure &figure)
{
    return QJsonObject{{QStringLiteral("id"), figure.id},
                       {QStringLiteral("name"), figure.name},
                       {QStringLiteral("a"), figure.meanA},
                       {QStringLiteral("b"), figure.meanB},
                       {QStringLiteral("difference"), figure.difference},
                       {QStringLiteral("low"), figure.low},
                       {QStringLiteral("high"), figure.high}};
}
} // namespace

int runCompare(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Plays the same games (same seeds, same players) under two rulesets and "
                                        "reports the difference B - A in the first seat's win rate, the score "
                                        "margin, the game length and hiring, each with a 95 % confidence interval, "
                                        "and per character how often it is hired and what its lines score."));
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

    ProgressBar bar(2 * config.games);
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

    // Per character: hires per game, and how its scored lines compare with all lines.
    struct CharacterRow
    {
        QString id;
        std::array<double, 2> hiredPerGame{};
        std::array<double, 2> linePoints{}; // mean points of scored lines holding it
        std::array<double, 2> lineEdge{};   // that mean minus the mean of all scored lines
        std::array<qint64, 2> lines{};
    };
    QList<CharacterRow> characters;
    const std::array<const SimulationResult *, 2> sides{&result.a, &result.b};
    for (int kind = 0; kind < result.a.characterIds.size(); ++kind) {
        CharacterRow row;
        row.id = result.a.characterIds.at(kind);
        for (int i = 0; i < 2; ++i) {
            const CharacterTally &tally = sides[i]->characters;
            const double allMean = tally.allLines ? double(tally.allLinePoints) / double(tally.allLines) : 0.0;
            row.hiredPerGame[i] = sides[i]->games ? double(tally.hired[kind]) / sides[i]->games : 0.0;
            row.lines[i] = tally.lines[kind];
            row.linePoints[i] = tally.lines[kind] ? double(tally.linePoints[kind]) / double(tally.lines[kind]) : 0.0;
            row.lineEdge[i] = tally.lines[kind] ? row.linePoints[i] - allMean : 0.0;
        }
        characters.append(row);
    }

    if (json) {
        QJsonArray figures;
        for (const ComparedFigure &figure : result.figures)
            figures.append(figureJson(figure));
        QJsonArray characterRows;
        for (const CharacterRow &row : std::as_const(characters)) {
            QJsonObject entry{{QStringLiteral("character"), row.id}};
            const std::array<QString, 2> keys{QStringLiteral("a"), QStringLiteral("b")};
            for (int i = 0; i < 2; ++i)
                entry.insert(keys[i], QJsonObject{{QStringLiteral("hiredPerGame"), row.hiredPerGame[i]},
                                                  {QStringLiteral("scoredLines"), row.lines[i]},
                                                  {QStringLiteral("meanLinePoints"), row.linePoints[i]},
                                                  {QStringLiteral("lineEdge"), row.lineEdge[i]}});
            characterRows.append(entry);
        }
        printJson(QJsonObject{{QStringLiteral("game"), config.gameId},
                              {QStringLiteral("variant"), config.variant},
                              {QStringLiteral("rulesetA"), parser.positionalArguments().at(0)},
                              {QStringLiteral("rulesetB"), parser.positionalArguments().at(1)},
                              {QStringLiteral("games"), result.games},
                              {QStringLiteral("seed"), QString::number(config.seed)},
                              {QStringLiteral("players"), QJsonArray::fromStringList(config.players)},
                              {QStringLiteral("confidence"), 0.95},
                              {QStringLiteral("figures"), figures},
                              {QStringLiteral("characters"), characterRows},
                              {QStringLiteral("seconds"), seconds}});
        return ExitOk;
    }

    printOut(Tr::tr("%1, %2 game: %3 games under each ruleset on the same seeds (seed %4), %5 s")
                 .arg(config.gameId, config.variant)
                 .arg(result.games)
                 .arg(config.seed)
                 .arg(seconds, 0, 'f', 2));
    printOut(Tr::tr("A: %1").arg(parser.positionalArguments().at(0)));
    printOut(Tr::tr("B: %1").arg(parser.positionalArguments().at(1)));
    printOut(QString());
    printOut(Tr::tr("Figure                          A          B          B - A      95 % interval"));
    for (const ComparedFigure &figure : result.figures)
        printOut(QStringLiteral("%1%2%3%4[%5, %6]")
                     .arg(figure.name, -32)
                     .arg(figure.meanA, -11, 'f', 3)
                     .arg(figure.meanB, -11, 'f', 3)
                     .arg(figure.difference, -11, 'f', 3)
                     .arg(figure.low, 0, 'f', 3)
                     .arg(figure.high, 0, 'f', 3));
    bool anyHires = false;
    for (const CharacterRow &row : std::as_const(characters))
        anyHires = anyHires || row.hiredPerGame[0] > 0 || row.hiredPerGame[1] > 0;
    printOut(QString());
    printOut(Tr::tr("Per character (A / B): hired per game; mean points of its scored lines, and their edge over all lines"));
    for (const CharacterRow &row : std::as_const(characters)) {
        if (row.lines[0] == 0 && row.lines[1] == 0 && row.hiredPerGame[0] == 0 && row.hiredPerGame[1] == 0)
            continue;
        printOut(QStringLiteral("  %1%2%3%4")
                     .arg(row.id, -13)
                     .arg(anyHires ? QStringLiteral("%1 / %2   ").arg(row.hiredPerGame[0], 0, 'f', 2).arg(row.hiredPerGame[1], 0, 'f', 2)
                                   : QString(),
                          -18)
                     .arg(QStringLiteral("%1 / %2").arg(row.linePoints[0], 0, 'f', 2).arg(row.linePoints[1], 0, 'f', 2), -18)
                     .arg(QStringLiteral("%1%2 / %3%4")
                              .arg(row.lineEdge[0] >= 0 ? QStringLiteral("+") : QString())
                              .arg(row.lineEdge[0], 0, 'f', 2)
                              .arg(row.lineEdge[1] >= 0 ? QStringLiteral("+") : QString())
                              .arg(row.lineEdge[1], 0, 'f', 2)));
    }
    return ExitOk;
}

} // namespace isle::cli
