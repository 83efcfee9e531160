// isleworks-cli score POSITION: how each player of a position scores, worded by its game.
#include "clioutput.h"
#include "commands.h"

#include "core/gamemodule.h"
#include "core/jsonfile.h"
#include "core/position.h"

#include <QCoreApplication>

namespace isle::cli {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::cli::score)
};
} // namespace

int runScore(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Scores a position file: how each player scores, as its game counts "
                                            "(for a line-scoring game every line with its cells, length and "
                                            "multipliers), and each total. A position file shows every hidden fact, "
                                            "so hidden scores (a stash) are counted too. --json writes the game's "
                                            "score report as it is."));
    parser.addOption({QStringLiteral("ruleset"), Tr::tr("Score under the rules in <file> instead of the position's own."),
                      QStringLiteral("file")});
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, exitCode, Tr::tr("The position file (JSON).")))
        return exitCode;
    const bool json = parser.isSet(QStringLiteral("json"));
    const QString file = parser.positionalArguments().constFirst();

    std::optional<Ruleset> override;
    if (parser.isSet(QStringLiteral("ruleset"))) {
        Problems problems;
        override = Ruleset::load(parser.value(QStringLiteral("ruleset")), problems);
        if (!override)
            return reportProblems(problems, json, ExitBadInput);
    }
    Problems problems(file);
    const auto game = loadPositionFile(file, override ? &*override : nullptr, problems);
    if (!game)
        return reportProblems(problems, json, ExitBadInput);
    printProblems(problems);

    // The game's own report and words: this command knows no game's way of scoring.
    QJsonObject report = game->fullScoreReport();
    if (json) {
        report.insert(QStringLiteral("file"), file);
        report.insert(QStringLiteral("game"), game->module().id());
        report.insert(QStringLiteral("variant"), game->variant());
        printJson(report);
        return ExitOk;
    }
    printOut(Tr::tr("%1: %2, %3 game").arg(file, game->module().displayName(), game->variant()));
    for (const QString &line : game->scoreReportText(report))
        printOut(line);
    return ExitOk;
}

} // namespace isle::cli
