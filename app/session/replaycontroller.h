#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace isle {
class Ruleset;
}

namespace isle::app {

class PlaySession;

// What "Replay now" found: the game's decisions replayed under other rules, round by
// round beside the scores they had, or the decision where the new rules stop them.
struct ReplayReport
{
    bool replayed = false;  // false: the rules cannot start a game (see reason)
    bool complete = true;   // every decision is still legal
    int decisions = 0;      // how many were replayed
    int stoppedAt = -1;     // 0-based index of the first decision no longer legal
    QString stoppedDecision; // that decision in words
    QString reason;         // why it is not legal, or why no game could start
    QList<QList<int>> oldRoundPoints; // [side][round] before
    QList<QList<int>> newRoundPoints; // [side][round] under the new rules
    QList<int> oldScores;   // per seat, points or coins
    QList<int> newScores;
};

// "Replay now" (docs/editor.md): the decisions of the game in progress replayed under
// edited rules, so a designer sees at once what a rule change does to a game actually
// played. The session then holds the replayed game, up to where the new rules stop it.
class ReplayController
{
    Q_DECLARE_TR_FUNCTIONS(isle::app::ReplayController)

public:
    explicit ReplayController(PlaySession &play);

    // Same seats, seed and variant under `rules`; a report with `replayed` false (and the
    // game left as it was) when the rules are another game's or cannot start one.
    ReplayReport replayUnder(const Ruleset &rules);

private:
    PlaySession &m_play;
};

} // namespace isle::app
