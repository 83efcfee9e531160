#include "gamesession.h"

#include "choicesmodel.h"
#include "computermover.h"
#include "decisiontext.h"
#include "gamescreen.h"
#include "gameui.h"
#include "logmodel.h"
#include "seatsmodel.h"
#include "undopolicy.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/problem.h"
#include "core/rng.h"
#include "players/player.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTimer>

namespace isle::app {

// Collects what one apply() sets off; the log and the undo policy read it afterwards.
// At the end of a round it also keeps the board as it was scored (the next round clears
// it within the same apply()): the engine's score report and a spectator's view. By then
// every token is face up, so both hold public facts only.
class GameSession::Sink final : public EventSink
{
public:
    void onEvent(const GameEvent &event) override
    {
        events.push_back(event);
        if (game && event.is(EventFlag::RoundEnd) && report.isEmpty()) {
            report = game->scoreReport();
            board = game->observation(-1);
        }
    }
    void clear()
    {
        events.clear();
        report = {};
        board = {};
    }
    const Game *game = nullptr;
    std::vector<GameEvent> events;
    QJsonObject report;
    QJsonObject board;
};

GameSession::GameSession(QObject *parent)
    : QObject(parent)
    , m_sink(std::make_unique<Sink>())
    , m_mover(new ComputerMover(this))
    , m_seats(new SeatsModel(this))
    , m_logModel(new LogModel(this))
    , m_choices(new ChoicesModel(this))
    , m_scoringTimer(new QTimer(this))
{
    m_scoringTimer->setInterval(1100);
    connect(m_scoringTimer, &QTimer::timeout, this, &GameSession::stepScoring);
    connect(m_mover, &ComputerMover::chosen, this, &GameSession::onComputerChose);
    connect(m_mover, &ComputerMover::failed, this, [this](const QString &message) {
        m_thinking = false;
        Q_EMIT errorOccurred(message);
        Q_EMIT updated();
    });
}

GameSession::~GameSession()
{
    // Results still on their way are dropped; the workers own their copies of the game.
    m_mover->cancel();
    if (m_game)
        m_game->setEventSink(nullptr);
}

QAbstractItemModel *GameSession::seatsModel() const { return m_seats; }
QAbstractItemModel *GameSession::logModel() const { return m_logModel; }
QAbstractItemModel *GameSession::choicesModel() const { return m_choices; }

bool GameSession::standardRules() const
{
    return !m_game || m_game->ruleset().params() == m_game->module().defaultRuleset().params();
}

QString GameSession::rulesText() const
{
    if (standardRules())
        return tr("Standard rules");
    const QString name = m_game->ruleset().name().trimmed();
    return name.isEmpty() ? tr("Edited rules") : tr("Edited rules: %1").arg(name);
}

QString GameSession::gameName() const
{
    return m_game ? m_game->module().displayName() : QString();
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

bool GameSession::newGame(const QString &variant, const QStringList &controllers, const QString &seed,
                          const QStringList &names)
{
    // The game is the ruleset's; before any is set, the first this build plays.
    const GameModule *module = m_ruleset.gameId().isEmpty() ? GameRegistry::all().value(0)
                                                             : GameRegistry::find(m_ruleset.gameId());
    if (!module || !module->variants().contains(variant)) {
        Q_EMIT errorOccurred(tr("There is no \"%1\" game.").arg(variant));
        return false;
    }
    const int seats = module->seatCount(variant);
    QStringList seatControllers;
    for (int seat = 0; seat < seats; ++seat) {
        const QString controller = seat < controllers.size() ? controllers.at(seat) : QStringLiteral("greedy");
        QString error;
        if (controller != Person && !createPlayer(controller, &error)) {
            Q_EMIT errorOccurred(error);
            return false;
        }
        seatControllers.append(controller);
    }
    quint64 seedValue = 0;
    if (seed.trimmed().isEmpty()) {
        seedValue = QRandomGenerator::global()->generate64();
    } else {
        bool ok = false;
        seedValue = seed.trimmed().toULongLong(&ok);
        if (!ok) {
            Q_EMIT errorOccurred(tr("The seed must be a whole number from 0 to 18446744073709551615."));
            return false;
        }
    }
    Problems problems;
    const Ruleset rules = m_ruleset.gameId() == module->id() ? m_ruleset : module->defaultRuleset();
    auto game = module->newGame(rules, variant, seedValue, problems);
    if (!game) {
        Q_EMIT errorOccurred(problems.summary());
        return false;
    }
    startGame(std::move(game), seatControllers, names);
    m_fileName.clear();
    afterChange();
    Q_EMIT gameStarted();
    return true;
}

bool GameSession::startGame(std::unique_ptr<Game> game, const QStringList &controllers, const QStringList &names)
{
    cancelComputer();
    if (m_game)
        m_game->setEventSink(nullptr);
    m_game = std::move(game);
    m_game->setEventSink(m_sink.get());
    // Each game gets a fresh screen: nothing half-selected carries over.
    const GameUi *ui = GameUiRegistry::find(m_game->module().id());
    GameScreen *previous = m_screen;
    m_ui = ui;
    m_screen = ui ? ui->createScreen(*this) : nullptr;
    Q_EMIT screenChanged();
    delete previous;
    m_sink->game = m_game.get();
    clearScoring();
    m_controllers = controllers;
    m_names = names;
    while (m_names.size() < m_controllers.size())
        m_names.append(QString());
    // The engine's texts name seats as people see them ("Ann", "Computer 2").
    QStringList seatNames;
    for (int seat = 0; seat < int(m_controllers.size()); ++seat)
        seatNames.append(seatName(seat));
    m_game->setSeatNames(seatNames);
    m_decisions.clear();
    m_log.clear();
    m_redo.clear();
    m_roundSummary.clear();
    m_curtain = false;
    m_viewer = -1;
    m_lastPerson = m_controllers.indexOf(Person);
    m_reviewGame.reset();
    m_reviewIndex = -1;
    m_meta = {};
    m_changes = 0;
    m_savedChanges = 0;
    return true;
}

bool GameSession::applyDecision(const Action &action)
{
    if (!m_game || m_game->isOver())
        return false;
    const Verdict verdict = m_game->check(action);
    if (!verdict.legal) {
        Q_EMIT illegalMove(verdict.reason);
        return false;
    }
    const Decision decision = m_game->decision();
    LogEntry entry;
    entry.seat = decision.seat;
    entry.kind = decision.kind;
    const DecisionText text = describeDecision(*m_game, action);
    entry.ownText = text.own;
    entry.othersText = text.spectator;
    entry.seatTexts = text.seats;
    m_sink->clear();
    clearScoring(); // a new decision: the board is the live one again
    m_game->apply(action);
    entry.events = std::move(m_sink->events);
    for (const GameEvent &event : entry.events) {
        entry.barrier = entry.barrier || drawsOrReveals(event);
        if (event.privateTo < 0 && event.is(EventFlag::Notice))
            Q_EMIT notice(m_game->describeEvent(event));
    }
    m_decisions.append(action);
    m_log.append(entry);
    ++m_changes;
    updateRoundSummary(entry);
    if (m_screen)
        m_screen->clearInput();
    return true;
}

bool GameSession::play(const QVariantMap &action)
{
    if (!m_game)
        return false;
    if (reviewing()) {
        Q_EMIT illegalMove(tr("You are reviewing an earlier decision: go back to the game to play on."));
        return false;
    }
    if (!isMyTurn()) {
        Q_EMIT illegalMove(m_game->isOver() ? tr("The game is over.") : tr("It is not your turn."));
        return false;
    }
    Problems problems;
    const auto parsed = m_game->module().actionFromJson(QJsonObject::fromVariantMap(action), QStringLiteral("$"), problems);
    if (!parsed) {
        Q_EMIT illegalMove(problems.firstError());
        return false;
    }
    if (!applyDecision(*parsed))
        return false;
    m_redo.clear();
    afterChange();
    return true;
}

void GameSession::onComputerChose(quint64 ticket, const Action &action)
{
    if (ticket != m_mover->ticket() || !m_game)
        return;
    m_thinking = false;
    if (!m_game->check(action).legal) {
        Q_EMIT errorOccurred(tr("The computer chose an illegal move: %1").arg(m_game->describeAction(action)));
        Q_EMIT updated();
        return;
    }
    applyDecision(action);
    m_redo.clear();
    afterChange();
}

void GameSession::cancelComputer()
{
    m_mover->cancel();
    m_thinking = false;
}

void GameSession::moveNow()
{
    if (m_thinking)
        m_mover->moveNow();
}

void GameSession::scheduleComputer()
{
    if (!m_game || m_game->isOver() || m_thinking || reviewing())
        return;
    // While a round's summary is up, people read it; the computer waits for them.
    if (!m_roundSummary.isEmpty() && personCount() > 0)
        return;
    const Decision decision = m_game->decision();
    if (isPerson(decision.seat))
        return;
    m_thinking = true;
    const quint64 seed = splitMix64(m_game->seed() ^ (0x9e3779b97f4a7c15ULL * quint64(m_decisions.size() + 1)));
    m_mover->start(*m_game, decision.seat, m_controllers.at(decision.seat), seed, m_computerDelay);
}

void GameSession::afterChange()
{
    refreshView();
    autosave();
    scheduleComputer();
    Q_EMIT updated();
    if (m_game && m_game->isOver())
        Q_EMIT gameOver();
}

void GameSession::refreshView()
{
    if (!m_game)
        return;
    // While reviewing, the viewer stays who they are and sees their own view of the past.
    if (!reviewing()) {
        const Decision decision = m_game->decision();
        const int previous = m_viewer;
        m_viewer = !m_game->isOver() && isPerson(decision.seat) ? decision.seat : m_lastPerson;
        if (m_viewer >= 0)
            m_lastPerson = m_viewer;
        // At one screen, the next person should not see the last one's hand before taking over.
        if (previous >= 0 && m_viewer >= 0 && previous != m_viewer && personCount() > 1)
            m_curtain = true;
    }
    m_observation = shownGame()->observation(viewer());
    m_seats->refresh();
    m_logModel->refresh();
    m_choices->refresh();
    if (m_screen)
        m_screen->refresh();
}

void GameSession::updateRoundSummary(const LogEntry &entry)
{
    bool ended = false;
    QStringList lines;
    for (const GameEvent &event : entry.events) {
        if (event.privateTo >= 0)
            continue;
        if (event.is(EventFlag::ScoreDetail))
            lines.append(m_game->describeEvent(event));
        ended = ended || event.is(EventFlag::RoundEnd);
    }
    if (!ended)
        return;
    // A spectator's observation: the public totals, whoever is looking.
    const QJsonObject after = m_game->observation(-1);
    const QJsonArray rounds = after.value(QStringLiteral("roundPoints")).toArray();
    const int finished = rounds.isEmpty() ? 0 : int(rounds.at(0).toArray().size());
    QVariantList points;
    QVariantList totals;
    // Each line as it scored, for the board to show one at a time. A line through a token
    // the spectator cannot see would not be shown (none is left face down at a round's end).
    QSet<QString> hidden;
    for (const QJsonValue &token : m_sink->board.value(QStringLiteral("tokens")).toArray())
        if (!token.toObject().contains(QStringLiteral("character")))
            hidden.insert(token.toObject().value(QStringLiteral("cell")).toString());
    QVariantList scoring;
    for (const QJsonValue &value : m_sink->report.value(QStringLiteral("lines")).toArray()) {
        const QJsonObject line = value.toObject();
        const QJsonArray cells = line.value(QStringLiteral("cells")).toArray();
        if (std::any_of(cells.begin(), cells.end(), [&](const QJsonValue &cell) { return hidden.contains(cell.toString()); }))
            continue;
        QStringList names;
        for (const QJsonValue &name : line.value(QStringLiteral("names")).toArray())
            names.append(name.toString());
        const int side = line.value(QStringLiteral("side")).toInt();
        const int multiplier = line.value(QStringLiteral("multiplier")).toInt();
        const int pointsOfLine = line.value(QStringLiteral("points")).toInt();
        QString text = multiplier > 1 ? tr("Side %1: %2 — %3 × %4 = %5 points")
                                            .arg(side)
                                            .arg(names.join(QStringLiteral(", ")))
                                            .arg(line.value(QStringLiteral("basePoints")).toInt())
                                            .arg(multiplier)
                                            .arg(pointsOfLine)
                                      : tr("Side %1: %2 — %3 points").arg(side).arg(names.join(QStringLiteral(", "))).arg(pointsOfLine);
        scoring.append(QVariantMap{{QStringLiteral("side"), side},
                                   {QStringLiteral("cells"), cells.toVariantList()},
                                   {QStringLiteral("names"), names},
                                   {QStringLiteral("length"), line.value(QStringLiteral("length")).toInt()},
                                   {QStringLiteral("basePoints"), line.value(QStringLiteral("basePoints")).toInt()},
                                   {QStringLiteral("multiplier"), multiplier},
                                   {QStringLiteral("points"), pointsOfLine},
                                   {QStringLiteral("text"), text}});
    }
    for (const QJsonValue &side : rounds)
        points.append(side.toArray().at(finished - 1).toInt());
    for (const QJsonValue &total : after.value(QStringLiteral("totalPoints")).toArray())
        totals.append(total.toInt());
    m_roundSummary = QVariantMap{{QStringLiteral("round"), finished},
                                 {QStringLiteral("points"), points},
                                 {QStringLiteral("totals"), totals},
                                 {QStringLiteral("lines"), lines},
                                 {QStringLiteral("scoring"), scoring},
                                 {QStringLiteral("final"), m_game->isOver()}};
    if (!m_sink->board.isEmpty()) {
        m_scoringView = m_sink->board;
        m_scoringStep = 0;
        if (scoring.size() > 1)
            m_scoringTimer->start();
        else
            m_scoringStep = int(scoring.size());
    }
    Q_EMIT roundEnded();
}

void GameSession::clearScoring()
{
    m_scoringTimer->stop();
    m_scoringView = {};
    m_scoringStep = 0;
}

QVariantMap GameSession::scoringLine() const
{
    if (m_scoringView.isEmpty())
        return {};
    return m_roundSummary.value(QStringLiteral("scoring")).toList().value(m_scoringStep).toMap();
}

void GameSession::stepScoring()
{
    const int lines = int(m_roundSummary.value(QStringLiteral("scoring")).toList().size());
    if (m_scoringView.isEmpty() || m_scoringStep >= lines) {
        m_scoringTimer->stop();
        return;
    }
    ++m_scoringStep;
    if (m_scoringStep >= lines)
        m_scoringTimer->stop();
    if (m_screen)
        m_screen->refresh();
    Q_EMIT updated();
}

void GameSession::skipScoring()
{
    if (m_scoringView.isEmpty())
        return;
    m_scoringTimer->stop();
    m_scoringStep = int(m_roundSummary.value(QStringLiteral("scoring")).toList().size());
    if (m_screen)
        m_screen->refresh();
    Q_EMIT updated();
}

void GameSession::setScoringInterval(int milliseconds)
{
    m_scoringTimer->setInterval(std::max(1, milliseconds));
}

void GameSession::dismissRoundSummary()
{
    if (m_roundSummary.isEmpty())
        return;
    m_roundSummary.clear();
    clearScoring();
    refreshView();
    scheduleComputer();
    Q_EMIT updated();
}

void GameSession::dismissCurtain()
{
    if (!m_curtain)
        return;
    m_curtain = false;
    refreshView(); // the person who took over now sees their own view, choices included
    Q_EMIT updated();
}

// --- undo and redo ---------------------------------------------------------------

int GameSession::undoSteps() const
{
    // Under the curtain the screen may be anybody's: nobody takes anything back unseen.
    if (!m_game || reviewing() || m_curtain)
        return 0;
    const bool guarded = personCount() > 1 && !m_designerMode;
    int steps = 0;
    for (qsizetype i = m_log.size() - 1; i >= 0; --i) {
        const LogEntry &entry = m_log.at(i);
        if (guarded && entry.barrier)
            return 0;
        ++steps;
        if (isPerson(entry.seat))
            return steps; // back to the person's own decision: a whole action
    }
    // Nobody's decision to go back to: only a designer steps through computer moves.
    return m_designerMode && !m_log.isEmpty() ? 1 : 0;
}

bool GameSession::canUndo() const
{
    return undoSteps() > 0;
}

bool GameSession::canRedo() const
{
    return !m_redo.isEmpty() && !reviewing() && !m_curtain;
}

QString GameSession::undoText() const
{
    if (m_designerMode)
        return tr("&Undo (designer mode: any decision)");
    if (personCount() > 1)
        return tr("&Undo (not past a draw or a revealed token)");
    return tr("&Undo");
}

QString GameSession::redoText() const
{
    return tr("&Redo");
}

void GameSession::undo()
{
    const int steps = undoSteps();
    if (steps == 0)
        return;
    cancelComputer();
    for (int i = 0; i < steps; ++i) {
        m_game->undo();
        m_redo.append(m_decisions.takeLast());
        m_log.removeLast();
    }
    ++m_changes;
    m_roundSummary.clear();
    clearScoring();
    if (m_screen)
        m_screen->clearInput();
    m_curtain = false;
    afterChange();
}

void GameSession::redo()
{
    if (!canRedo() || !m_game)
        return;
    cancelComputer();
    // One whole action again: the person's decision and the computer replies after it.
    do {
        if (!applyDecision(m_redo.takeLast())) {
            m_redo.clear();
            break;
        }
    } while (!m_redo.isEmpty() && !m_game->isOver() && !isPerson(m_game->decision().seat));
    afterChange();
}

void GameSession::setDesignerMode(bool on)
{
    if (m_designerMode == on)
        return;
    m_designerMode = on;
    Q_EMIT updated();
}

void GameSession::setComputerDelay(int milliseconds)
{
    m_computerDelay = std::max(0, milliseconds);
    Q_EMIT updated();
}

// --- what the viewer sees -----------------------------------------------------------

QString GameSession::variant() const
{
    return m_game ? m_game->variant() : QString();
}

QString GameSession::variantName() const
{
    return m_game ? m_game->module().variantName(m_game->variant()) : QString();
}

int GameSession::round() const
{
    return m_observation.value(QStringLiteral("round")).toInt();
}

int GameSession::rounds() const
{
    return m_observation.value(QStringLiteral("rounds")).toInt();
}

QString GameSession::phase() const
{
    return m_observation.value(QStringLiteral("phase")).toString();
}

QString GameSession::decisionText() const
{
    const Game *game = shownGame();
    if (!game || game->isOver())
        return QString();
    return game->decisionName(game->decision().kind);
}

int GameSession::toMove() const
{
    const Game *game = shownGame();
    return game && !game->isOver() ? game->decision().seat : -1;
}

QString GameSession::viewerName() const
{
    return m_viewer >= 0 ? seatName(m_viewer) : tr("Spectator");
}

bool GameSession::isMyTurn() const
{
    return m_game && !reviewing() && !m_curtain && !m_game->isOver() && m_viewer >= 0
           && m_game->decision().seat == m_viewer && isPerson(m_viewer);
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
    return m_observation.contains(QStringLiteral("coins"));
}

bool GameSession::isOver() const
{
    return shownGame() && shownGame()->isOver();
}

QString GameSession::seatName(int seat) const
{
    if (seat < 0 || seat >= m_controllers.size())
        return QString();
    if (!m_names.value(seat).trimmed().isEmpty())
        return m_names.at(seat).trimmed();
    return isPerson(seat) ? tr("Player %1").arg(seat + 1) : tr("Computer %1").arg(seat + 1);
}

QString GameSession::resultText() const
{
    if (!isOver())
        return QString();
    // The outcome's score is what decides: coins in games with hiring, else points.
    const Outcome outcome = m_game->outcome();
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
    if (!m_game)
        return tr("No game yet: choose Game ▸ New Game… to start one.");
    if (reviewing())
        return tr("Reviewing decision %1 of %2").arg(m_reviewIndex + 1).arg(m_decisions.size());
    if (m_game->isOver())
        return tr("Game over. %1").arg(resultText());
    const QString round = tr("Round %1 of %2").arg(this->round()).arg(rounds());
    const int seat = m_game->decision().seat;
    if (m_thinking)
        return tr("%1 · %2 is thinking…").arg(round, seatName(seat));
    if (isMyTurn())
        return tr("%1 · %2, %3.").arg(round, seatName(seat), decisionText());
    return tr("%1 · %2 to %3.").arg(round, seatName(seat), decisionText());
}

bool GameSession::isPerson(int seat) const
{
    return seat >= 0 && seat < m_controllers.size() && m_controllers.at(seat) == Person;
}

int GameSession::personCount() const
{
    return int(m_controllers.count(Person));
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
    const auto action = m_game->module().actionFromJson(actions.at(index).toObject(), QStringLiteral("$"), problems);
    return action ? m_game->describeAction(*action) : QString();
}

QString GameSession::logText(const LogEntry &entry) const
{
    const QString text = viewer() >= 0 ? entry.seatTexts.value(viewer(), entry.othersText) : entry.othersText;
    return tr("%1: %2").arg(seatName(entry.seat), text);
}

QStringList GameSession::logDetails(const LogEntry &entry) const
{
    // The engine marks what only one seat may know; everything else is public.
    QStringList details;
    for (const GameEvent &event : entry.events)
        if ((event.privateTo < 0 || (viewer() >= 0 && event.privateTo == viewer())) && !restatesDecision(event))
            details.append(m_game->describeEvent(event));
    return details;
}

} // namespace isle::app
