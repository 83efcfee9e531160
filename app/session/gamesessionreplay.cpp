// "Replay now" (docs/editor.md): the game's decisions under edited rules, so a designer
// sees at once what a rule change does to a game actually played.
#include "gamesession.h"

#include "core/gamemodule.h"
#include "core/problem.h"

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

ReplayReport GameSession::replayUnder(const Ruleset &rules)
{
    ReplayReport report;
    if (!m_game) {
        report.reason = tr("There is no game to replay.");
        return report;
    }
    if (rules.gameId() != m_game->module().id()) {
        report.reason = tr("These rules are for another game than the one in progress.");
        return report;
    }
    Problems problems;
    auto replayed = m_game->module().newGame(rules, m_game->variant(), m_game->seed(), problems);
    if (!replayed) {
        report.reason = tr("These rules cannot be played: %1").arg(problems.summary());
        return report;
    }
    report.replayed = true;
    report.oldRoundPoints = roundPoints(*m_game);
    report.oldScores = seatScores(*m_game);

    const QList<Action> decisions = m_decisions;
    const QStringList controllers = m_controllers;
    const QStringList names = m_names;
    const QString fileName = m_fileName;
    startGame(std::move(replayed), controllers, names);
    for (qsizetype i = 0; i < decisions.size(); ++i) {
        const Action &action = decisions.at(i);
        const Verdict verdict = m_game->isOver() ? Verdict::illegal(tr("the game has already ended"))
                                                 : m_game->check(action);
        if (!verdict.legal) {
            report.complete = false;
            report.stoppedAt = int(i);
            report.stoppedDecision = m_game->isOver() ? tr("decision %1").arg(i + 1)
                                                      : m_game->describeAction(action);
            report.reason = verdict.reason;
            break;
        }
        applyDecision(action);
        ++report.decisions;
    }
    report.newRoundPoints = roundPoints(*m_game);
    report.newScores = seatScores(*m_game);
    m_roundSummary.clear();
    clearScoring();
    m_fileName = fileName;
    afterChange();
    Q_EMIT gameStarted();
    return report;
}

} // namespace isle::app
