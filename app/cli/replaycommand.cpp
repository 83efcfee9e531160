// isleworks-cli replay RECORD: re-applies a record's decisions, under its own rules or others.
#include "clioutput.h"
#include "commands.h"

#include "core/game.h"
#include "core/gamerecord.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace isle::cli {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::cli::replay)
};
} // namespace

int runReplay(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Replays a game record and prints the final scores, or the first decision "
                                        "that is no longer legal and why. With --ruleset the decisions are replayed "
                                        "under other rules. Exits with 1 when the replay stops early."));
    parser.addOption({QStringLiteral("ruleset"), Tr::tr("Replay under the rules in <file>."), QStringLiteral("file")});
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, exitCode, Tr::tr("The game record (JSON).")))
        return exitCode;
    const bool json = parser.isSet(QStringLiteral("json"));
    const QString file = parser.positionalArguments().constFirst();
    Problems problems(file);
    const auto record = GameRecord::load(file, problems);
    if (!record)
        return reportProblems(problems, json, ExitBadInput);

    std::optional<Ruleset> rules;
    if (parser.isSet(QStringLiteral("ruleset"))) {
        Problems rulesProblems;
        rules = rulesetFromOption(parser, record->gameId, rulesProblems);
        if (!rules)
            return reportProblems(rulesProblems, json, ExitBadInput);
    }
    const ReplayResult result = replay(*record, rules ? &*rules : nullptr, problems);
    if (!result.game)
        return reportProblems(problems, json, ExitBadInput);

    const Outcome outcome = result.game->outcome();
    const bool finished = result.complete() && result.game->isOver();
    if (json) {
        QJsonArray scores;
        for (int seat = 0; seat < outcome.seatCount; ++seat)
            scores.append(outcome.score[seat]);
        QJsonObject output{{QStringLiteral("file"), file},
                           {QStringLiteral("game"), record->gameId},
                           {QStringLiteral("variant"), record->variant},
                           {QStringLiteral("decisions"), int(record->decisions.size())},
                           {QStringLiteral("applied"), result.applied},
                           {QStringLiteral("finished"), finished},
                           {QStringLiteral("scores"), scores},
                           {QStringLiteral("draw"), finished && outcome.draw}};
        if (!result.complete()) {
            output.insert(QStringLiteral("failedDecision"), result.failedIndex + 1);
            output.insert(QStringLiteral("failure"), result.failure);
        }
        printJson(output);
        return result.complete() ? ExitOk : ExitFailure;
    }

    printOut(Tr::tr("%1: %2, %3 game, seed %4, %5 of %6 decisions replayed%7")
                 .arg(file, record->gameId, record->variant, seedToString(record->seed))
                 .arg(result.applied)
                 .arg(record->decisions.size())
                 .arg(rules ? Tr::tr(" under %1").arg(parser.value(QStringLiteral("ruleset"))) : QString()));
    if (!result.complete())
        printOut(Tr::tr("Stopped: %1").arg(result.failure));
    else if (!result.game->isOver())
        printOut(Tr::tr("The record ends before the game does; next: player %1 to %2")
                     .arg(result.game->decision().seat + 1)
                     .arg(result.game->decisionName(result.game->decision().kind)));
    QStringList scores;
    for (int seat = 0; seat < outcome.seatCount; ++seat)
        scores.append(Tr::tr("player %1: %2").arg(seat + 1).arg(outcome.score[seat]));
    printOut((finished ? Tr::tr("Final scores: %1") : Tr::tr("Scores so far: %1")).arg(scores.join(QStringLiteral(", "))));
    if (finished) {
        if (outcome.draw) {
            printOut(Tr::tr("The game is a draw."));
        } else {
            for (int seat = 0; seat < outcome.seatCount; ++seat)
                if (outcome.isWinner(seat))
                    printOut(Tr::tr("Player %1 wins.").arg(seat + 1));
        }
    }
    return result.complete() ? ExitOk : ExitFailure;
}

} // namespace isle::cli
