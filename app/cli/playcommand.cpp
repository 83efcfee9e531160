// isleworks-cli play --record OUT: one game between computer players, saved as a record.
#include "clioutput.h"
#include "commands.h"

#include "core/game.h"
#include "core/gamerecord.h"
#include "simulation/simulation.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>

namespace isle::cli {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::cli::play)
};
} // namespace

int runPlay(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Plays one game between computer players and writes its record, to replay "
                                        "or to study. The file is written atomically: on any error nothing is left "
                                        "behind and an existing file is untouched."));
    addGameOptions(parser);
    parser.addOption({QStringLiteral("record"), Tr::tr("Write the game record to <file>."), QStringLiteral("file")});
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, exitCode))
        return exitCode;
    const bool json = parser.isSet(QStringLiteral("json"));
    SimulationConfig config;
    Problems problems;
    readGameOptions(parser, config, problems);
    const QString output = parser.value(QStringLiteral("record"));
    if (output.isEmpty())
        problems.error(QStringLiteral("--record"), Tr::tr("expected the file to write the record to"));
    // The record names the players; one too strong for a file could not be opened again.
    for (const QString &player : config.players)
        if (const QString problem = filePlayerProblem(player); !problem.isEmpty())
            problems.error(QStringLiteral("--players"), problem);
    if (problems.hasErrors())
        return reportProblems(problems, json, ExitBadInput);

    auto record = playRecordedGame(config, problems);
    if (!record)
        return reportProblems(problems, json, ExitBadInput);
    record->meta.insert(QStringLiteral("created"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    record->meta.insert(QStringLiteral("application"),
                        QString(QStringLiteral("isleworks-cli ") + QCoreApplication::applicationVersion()));
    QString error;
    if (!record->save(output, &error)) {
        problems.setFile(output);
        problems.error(QString(), Tr::tr("cannot write the record: %1").arg(error));
        return reportProblems(problems, json, ExitFailure);
    }
    Problems replayProblems;
    const ReplayResult result = replay(*record, nullptr, replayProblems);
    const Outcome outcome = result.game->outcome();
    QJsonArray scores;
    QStringList scoreTexts;
    for (int seat = 0; seat < outcome.seatCount; ++seat) {
        scores.append(outcome.score[seat]);
        scoreTexts.append(QString::number(outcome.score[seat]));
    }
    if (json) {
        printJson(QJsonObject{{QStringLiteral("record"), output},
                              {QStringLiteral("decisions"), int(record->decisions.size())},
                              {QStringLiteral("scores"), scores},
                              {QStringLiteral("draw"), outcome.draw}});
        return ExitOk;
    }
    printOut(Tr::tr("Wrote %1: %2, %3 game, seed %4, %5 decisions; final scores %6.")
                 .arg(output, config.gameId, config.variant, seedToString(config.seed))
                 .arg(record->decisions.size())
                 .arg(scoreTexts.join(QStringLiteral(" : "))));
    return ExitOk;
}

} // namespace isle::cli
