#include "replaycontroller.h"

#include "playsession.h"

#include "core/gamemodule.h"
#include "core/problem.h"
#include "core/ruleset.h"

#include <QJsonArray>

namespace isle::app {

namespace {
QList<QList<int>> roundPoints(const Game &game)
{
    // Public facts only: every seat may see the points of finished rounds.
    QList<QList<int>> result;
    for (const QJsonValue &side : game.observation(-1).value(QStringLiteral("roundPoints")).toArray()) {
        QList<int> rounds;
        for (const QJsonValue &points : side.toArray())
            rounds.append(points.toInt());
        result.append(rounds);
    }
    return result;
}

QList<int> seatScores(const Game &game)
{
    const Outcome outcome = game.outcome();
    QList<int> result;
    for (int seat = 0; seat < outcome.seatCount; ++seat)
        result.append(outcome.score[seat]);
    return result;
}
} // namespace

ReplayController::ReplayController(PlaySession &play)
    : m_play(play)
{
}

ReplayReport ReplayController::replayUnder(const Ruleset &rules)
{
    ReplayReport report;
    const Game *live = m_play.game();
    if (!live) {
        report.reason = tr("There is no game to replay.");
        return report;
    }
    if (rules.gameId() != live->module().id()) {
        report.reason = tr("These rules are for another game than the one in progress.");
        return report;
    }
    Problems problems;
    auto replayed = live->module().newGame(rules, live->variant(), live->seed(), problems);
    if (!replayed) {
        report.reason = tr("These rules cannot be played: %1").arg(problems.summary());
        return report;
    }
    report.replayed = true;
    report.oldRoundPoints = roundPoints(*live);
    report.oldScores = seatScores(*live);

    const QList<Action> decisions = m_play.decisions();
    // Decisions a person's preferences took stay theirs: undo keeps them with the action before.
    QList<int> automatic;
    for (int index = 0; index < int(m_play.logEntries().size()); ++index)
        if (m_play.logEntries().at(index).automatic)
            automatic.append(index);
    m_play.start(std::move(replayed), m_play.controllers(), m_play.names(), m_play.preferences());
    QString refusal;
    report.decisions = m_play.replay(decisions, &refusal, automatic);
    if (report.decisions < decisions.size()) {
        const Game &game = *m_play.game();
        report.complete = false;
        report.stoppedAt = report.decisions;
        report.stoppedDecision = game.isOver() ? tr("decision %1").arg(report.decisions + 1)
                                               : game.describeAction(decisions.at(report.decisions));
        report.reason = refusal;
    }
    report.newRoundPoints = roundPoints(*m_play.game());
    report.newScores = seatScores(*m_play.game());
    return report;
}

} // namespace isle::app
