// isleworks-cli compare A B: the same games under two rulesets, and what changed, with
// 95 % confidence intervals (docs/simulation.md).
#include "clioutput.h"
#include "commands.h"
#include "figureoutput.h"

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

    const QList<const SimulationResult *> sides{&result.a, &result.b};
    if (json) {
        QJsonArray figures;
        for (const ComparedFigure &figure : result.figures)
            figures.append(figureJson(figure));
        printJson(QJsonObject{{QStringLiteral("game"), config.gameId},
                              {QStringLiteral("variant"), config.variant},
                              {QStringLiteral("rulesetA"), parser.positionalArguments().at(0)},
                              {QStringLiteral("rulesetB"), parser.positionalArguments().at(1)},
                              {QStringLiteral("games"), result.games},
                              {QStringLiteral("seed"), QString::number(config.seed)},
                              {QStringLiteral("players"), QJsonArray::fromStringList(config.players)},
                              {QStringLiteral("confidence"), 0.95},
                              {QStringLiteral("figures"), figures},
                              {QStringLiteral("gameFigures"), gameFiguresJson(sides)},
                              {QStringLiteral("componentFigures"), componentFiguresJson(result.a.figures)},
                              {QStringLiteral("components"), componentsJson(sides)},
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
    // The game's own figures: those compared above are not repeated.
    QStringList compared;
    for (const ComparedFigure &figure : result.figures)
        compared.append(figure.id);
    const QStringList lines = figureLines(sides, compared);
    if (!lines.isEmpty())
        printOut(QString());
    for (const QString &line : lines)
        printOut(line);
    return ExitOk;
}

} // namespace isle::cli
