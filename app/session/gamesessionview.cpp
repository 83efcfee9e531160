// What the viewer sees of the game: the session's properties, all read from the viewer's
// observation of the shown game (the live one, or the reviewed moment) or from public
// facts, and the log as the viewer may read it.
#include "gamesession.h"

#include "choicesmodel.h"
#include "decisiontext.h"
#include "gameui.h"
#include "logmodel.h"
#include "reviewcontroller.h"
#include "roundscoring.h"
#include "seatsmodel.h"
#include "sessionfiles.h"

#include "core/gamemodule.h"
#include "core/problem.h"
#include "players/player.h"

namespace isle::app {

QAbstractItemModel *GameSession::seatsModel() const { return m_seats; }
QAbstractItemModel *GameSession::logModel() const { return m_logModel; }
QAbstractItemModel *GameSession::choicesModel() const { return m_choices; }

bool GameSession::hasGame() const { return m_play->hasGame(); }
const Game *GameSession::game() const { return m_play->game(); }
QStringList GameSession::controllers() const { return m_play->controllers(); }
QStringList GameSession::names() const { return m_play->names(); }
bool GameSession::isPerson(int seat) const { return m_play->isPerson(seat); }
int GameSession::personCount() const { return m_play->personCount(); }
QString GameSession::seatName(int seat) const { return m_play->seatName(seat); }
const QList<Action> &GameSession::decisions() const { return m_play->decisions(); }
const QList<LogEntry> &GameSession::logEntries() const { return m_play->logEntries(); }

QString GameSession::fileName() const { return m_files->fileName(); }
bool GameSession::isModified() const { return m_files->isModified(); }
bool GameSession::autosaveEnabled() const { return m_files->autosaveEnabled(); }
void GameSession::setAutosaveEnabled(bool on) { m_files->setAutosaveEnabled(on); }

bool GameSession::reviewing() const { return m_review->active(); }
int GameSession::reviewIndex() const { return m_review->index(); }

const Game *GameSession::shownGame() const
{
    return m_review->game() ? m_review->game() : m_play->game();
}

QVariantMap GameSession::roundSummary() const
{
    return reviewing() ? QVariantMap() : m_rounds->summary();
}

int GameSession::scoringStep() const
{
    return reviewing() ? -1 : m_rounds->step();
}

QVariantMap GameSession::scoringLine() const
{
    return m_rounds->line();
}

const QJsonObject &GameSession::boardView() const
{
    return m_rounds->view().isEmpty() || reviewing() ? m_observation : m_rounds->view();
}

bool GameSession::standardRules() const
{
    const Game *live = game();
    return !live || live->ruleset().params() == live->module().defaultRuleset().params();
}

QString GameSession::rulesText() const
{
    if (standardRules())
        return tr("Standard rules");
    const QString name = game()->ruleset().name().trimmed();
    // Edited standard rules keep the standard name ("… (standard rules)") until the
    // designer renames them: that name would claim the very thing that is not so.
    if (name.isEmpty() || name == game()->module().defaultRuleset().name().trimmed())
        return tr("Edited rules");
    return tr("Edited rules: %1").arg(name);
}

QString GameSession::gameName() const
{
    return game() ? game()->module().displayName() : QString();
}

QUrl GameSession::boardPage() const
{
    return m_ui ? m_ui->boardPage() : QUrl();
}

QUrl GameSession::sidePanel() const
{
    return m_ui ? m_ui->sidePanel() : QUrl();
}

QString GameSession::artFolder() const
{
    return m_ui ? m_ui->artFolder() : QString();
}

QVariantList GameSession::sideColours() const
{
    QVariantList colours;
    if (m_ui)
        for (const QColor &colour : m_ui->sideColours(m_observation))
            colours.append(colour);
    return colours;
}

QString GameSession::variant() const
{
    return game() ? game()->variant() : QString();
}

QString GameSession::variantName() const
{
    return game() ? game()->module().variantName(game()->variant()) : QString();
}

int GameSession::round() const
{
    return m_observation.value(QStringLiteral("round")).toInt();
}

int GameSession::rounds() const
{
    return m_observation.value(QStringLiteral("rounds")).toInt();
}

QString GameSession::roundText() const
{
    const QString own = m_ui ? m_ui->roundText(round(), rounds()) : QString();
    return own.isEmpty() ? tr("Round %1 of %2").arg(round()).arg(rounds()) : own;
}

QString GameSession::phase() const
{
    return m_observation.value(QStringLiteral("phase")).toString();
}

QString GameSession::decisionText() const
{
    const Game *shown = shownGame();
    if (!shown || shown->isOver())
        return QString();
    return shown->decisionName(shown->decision().kind);
}

int GameSession::toMove() const
{
    const Game *shown = shownGame();
    return shown && !shown->isOver() ? shown->decision().seat : -1;
}

QString GameSession::viewerName() const
{
    //: the person looking at the game when they play no seat: they only watch
    return m_viewer >= 0 ? seatName(m_viewer) : tr("Spectator");
}

bool GameSession::isMyTurn() const
{
    const Game *live = game();
    return live && !reviewing() && !m_curtain && !live->isOver() && m_viewer >= 0
           && live->decision().seat == m_viewer && isPerson(m_viewer);
}

QVariantList GameSession::scores() const
{
    return m_observation.value(QStringLiteral("totalPoints")).toArray().toVariantList();
}

QVariantList GameSession::coins() const
{
    return m_observation.value(QStringLiteral("coins")).toArray().toVariantList();
}

bool GameSession::usesCoins() const
{
    // Not whether the observation has coins: in some games they are only spent.
    return m_screen && m_screen->wonOnCoins();
}

bool GameSession::isOver() const
{
    return shownGame() && shownGame()->isOver();
}

QString GameSession::resultText() const
{
    if (!isOver())
        return QString();
    // The outcome's score is what decides: coins in games with hiring, else points.
    const Outcome outcome = game()->outcome();
    const bool coins = usesCoins();
    QStringList winners;
    int winner = -1;
    int loser = -1;
    for (int seat = 0; seat < outcome.seatCount; ++seat) {
        if (outcome.isWinner(seat)) {
            winners.append(seatName(seat));
            winner = winner < 0 ? seat : winner;
        } else if (loser < 0) {
            loser = seat;
        }
    }
    // The winners' score first, as people say it.
    const int first = outcome.score[winner >= 0 ? winner : 0];
    const int second = outcome.score[loser >= 0 ? loser : 1];
    const QString score = coins ? tr("%1 coins to %2").arg(first).arg(second) : tr("%1 points to %2").arg(first).arg(second);
    if (outcome.draw || outcome.winnerMask == 0)
        return coins ? tr("A draw, %1 (coins decide the game)").arg(score) : tr("A draw, %1").arg(score);
    return coins ? tr("%1 won with %2 (coins decide the game)", nullptr, int(winners.size())).arg(winners.join(tr(" and ")), score)
                 : tr("%1 won, %2", nullptr, int(winners.size())).arg(winners.join(tr(" and ")), score);
}

QString GameSession::statusText() const
{
    const Game *live = game();
    if (!live)
        return tr("No game yet: choose Game ▸ New Game… to start one.");
    if (reviewing())
        return tr("Reviewing decision %1 of %2").arg(reviewIndex() + 1).arg(decisions().size());
    if (live->isOver())
        return tr("Game over. %1").arg(resultText());
    const QString round = roundText();
    const int seat = live->decision().seat;
    if (m_thinking)
        return tr("%1 · %2 is thinking…").arg(round, seatName(seat));
    if (isMyTurn())
        return tr("%1 · %2, %3.").arg(round, seatName(seat), decisionText());
    return tr("%1 · %2 to %3.").arg(round, seatName(seat), decisionText());
}

QString GameSession::undoText() const
{
    // The command's text is what every seat may read: at one screen, the menu must not
    // name the face-down token the last person placed.
    QString command = canUndo() ? m_play->undoCommandText() : QString();
    command.replace(u'&', QStringLiteral("&&"));
    if (m_designerMode)
        return command.isEmpty() ? tr("&Undo (designer mode: any decision)")
                                 : tr("&Undo %1 (designer mode)").arg(command);
    if (!command.isEmpty())
        return tr("&Undo %1").arg(command);
    if (personCount() > 1)
        return tr("&Undo (not past a draw or a revealed token)");
    return tr("&Undo");
}

QString GameSession::redoText() const
{
    QString command = canRedo() ? m_play->redoCommandText() : QString();
    command.replace(u'&', QStringLiteral("&&"));
    return command.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(command);
}

QStringList GameSession::computerPlayers() const
{
    QStringList names;
    for (const QString &name : playerNames())
        if (!name.contains(u':')) // "ismcts:N" is a pattern, not a name
            names.append(name);
    return names;
}

QJsonArray GameSession::viewerActions() const
{
    if (!isMyTurn() || m_curtain)
        return {};
    return m_observation.value(QStringLiteral("legalActions")).toArray();
}

QString GameSession::describeViewerAction(int index) const
{
    const QJsonArray actions = viewerActions();
    if (index < 0 || index >= actions.size())
        return QString();
    Problems problems;
    const auto action = game()->module().actionFromJson(actions.at(index).toObject(), QStringLiteral("$"), problems);
    return action ? game()->describeAction(*action) : QString();
}

QString GameSession::logText(const LogEntry &entry) const
{
    const QString text = viewer() >= 0 ? entry.seatTexts.value(viewer(), entry.othersText) : entry.othersText;
    // A decision the seat's preferences took says so: its person did not choose it just now.
    if (entry.automatic)
        return tr("%1 (automatic): %2").arg(seatName(entry.seat), text);
    return tr("%1: %2").arg(seatName(entry.seat), text);
}

QStringList GameSession::logDetails(const LogEntry &entry) const
{
    // The engine marks what only one seat may know; everything else is public.
    QStringList details;
    for (const GameEvent &event : entry.events)
        if ((event.privateTo < 0 || (viewer() >= 0 && event.privateTo == viewer())) && !restatesDecision(event))
            details.append(game()->describeEvent(event));
    return details;
}

} // namespace isle::app
