#include "gamesession.h"

#include "choicesmodel.h"
#include "computermover.h"
#include "gamescreen.h"
#include "gameui.h"
#include "logmodel.h"
#include "reviewcontroller.h"
#include "roundscoring.h"
#include "seatsmodel.h"
#include "sessionfiles.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/problem.h"
#include "core/rng.h"
#include "players/player.h"

#include <QRandomGenerator>

#include <tuple>
#include <utility>

namespace isle::app {

// The values QML and the window read, by notification group, as last published.
struct GameSession::Published
{
    bool hasGame = false;
    QString variant, variantName, gameName, rulesText;
    bool standardRules = true;
    auto game() const { return std::tie(hasGame, variant, variantName, gameName, rulesText, standardRules); }

    int round = 0, rounds = 0, toMove = -1, decisionCount = 0;
    QString phase, decisionText;
    bool myTurn = false, over = false;
    auto turn() const { return std::tie(round, rounds, toMove, decisionCount, phase, decisionText, myTurn, over); }

    QVariantList scores, coins;
    bool usesCoins = false;
    QString resultText;
    auto standing() const { return std::tie(scores, coins, usesCoins, resultText); }

    int viewer = -1;
    QString viewerName;
    auto view() const { return std::tie(viewer, viewerName); }

    bool canUndo = false, canRedo = false;
    QString undoText, redoText;
    auto undoRedo() const { return std::tie(canUndo, canRedo, undoText, redoText); }

    int scoringStep = -1;
    QVariantMap scoringLine;
    auto scoring() const { return std::tie(scoringStep, scoringLine); }

    bool reviewing = false;
    int reviewIndex = -1;
    auto review() const { return std::tie(reviewing, reviewIndex); }

    QString fileName;
    bool modified = false;
    auto file() const { return std::tie(fileName, modified); }

    bool curtain = false, thinking = false, designerMode = false;
    int computerDelay = 0;
    QString statusText;
    QVariantMap roundSummary;
};

GameSession::GameSession(QObject *parent)
    : QObject(parent)
    , m_play(new PlaySession(this))
    , m_files(new SessionFiles(*m_play, this))
    , m_rounds(new RoundScoring(this))
    , m_review(std::make_unique<ReviewController>(*m_play))
    , m_published(std::make_unique<Published>())
    , m_mover(new ComputerMover(this))
    , m_seats(new SeatsModel(this))
    , m_logModel(new LogModel(this))
    , m_choices(new ChoicesModel(this))
{
    connect(m_play, &PlaySession::started, this, &GameSession::onStarted);
    connect(m_play, &PlaySession::applied, this, &GameSession::onApplied);
    connect(m_play, &PlaySession::illegalMove, this, &GameSession::illegalMove);
    connect(m_play, &PlaySession::notice, this, &GameSession::notice);
    connect(m_files, &SessionFiles::errorOccurred, this, &GameSession::errorOccurred);
    connect(m_rounds, &RoundScoring::roundEnded, this, &GameSession::roundEnded);
    connect(m_rounds, &RoundScoring::stepped, this, [this]() {
        if (m_screen)
            m_screen->refresh();
        publish();
    });
    connect(m_mover, &ComputerMover::chosen, this, &GameSession::onComputerChose);
    connect(m_mover, &ComputerMover::failed, this, [this](const QString &message) {
        m_thinking = false;
        Q_EMIT errorOccurred(message);
        publish();
    });
    *m_published = snapshot();
}

GameSession::~GameSession()
{
    // Results still on their way are dropped; the workers own their copies of the game.
    m_mover->cancel();
}

bool GameSession::newGame(const QString &variant, const QStringList &controllers, const QString &seed,
                          const QStringList &names, const QList<QStringList> &preferences)
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
    m_play->start(std::move(game), seatControllers, names, preferences);
    m_files->forgetFile();
    afterChange();
    Q_EMIT gameStarted();
    return true;
}

void GameSession::onStarted()
{
    cancelComputer();
    // Each game gets a fresh screen: nothing half-selected carries over.
    const GameUi *ui = GameUiRegistry::find(m_play->game()->module().id());
    GameScreen *previous = m_screen;
    m_ui = ui;
    m_screen = ui ? ui->createScreen(*this) : nullptr;
    Q_EMIT screenChanged();
    delete previous;
    m_rounds->clear();
    m_review->leave();
    m_curtain = false;
    m_viewer = -1;
    m_lastPerson = m_play->controllers().indexOf(Person);
}

void GameSession::onApplied(const LogEntry &entry)
{
    m_rounds->onDecision(*m_play->game(), entry, m_play->roundReport(), m_play->roundBoard());
    if (m_screen)
        m_screen->clearInput();
}

bool GameSession::play(const QVariantMap &action)
{
    if (!m_play->hasGame())
        return false;
    if (reviewing()) {
        Q_EMIT illegalMove(tr("You are reviewing an earlier decision: go back to the game to play on."));
        return false;
    }
    if (!isMyTurn()) {
        Q_EMIT illegalMove(isOver() ? tr("The game is over.") : tr("It is not your turn."));
        return false;
    }
    Problems problems;
    const auto parsed = game()->module().actionFromJson(QJsonObject::fromVariantMap(action), QStringLiteral("$"), problems);
    if (!parsed) {
        Q_EMIT illegalMove(problems.firstError());
        return false;
    }
    return playAction(*parsed);
}

bool GameSession::playAction(const Action &action)
{
    if (!m_play->hasGame())
        return false;
    if (reviewing()) {
        Q_EMIT illegalMove(tr("You are reviewing an earlier decision: go back to the game to play on."));
        return false;
    }
    if (!isMyTurn()) {
        Q_EMIT illegalMove(game()->isOver() ? tr("The game is over.") : tr("It is not your turn."));
        return false;
    }
    if (!m_play->decide(action))
        return false;
    afterChange();
    return true;
}

void GameSession::onComputerChose(quint64 ticket, const Action &action)
{
    if (ticket != m_mover->ticket() || !m_play->hasGame())
        return;
    m_thinking = false;
    if (!game()->check(action).legal) {
        Q_EMIT errorOccurred(tr("The computer chose an illegal move: %1").arg(game()->describeAction(action)));
        publish();
        return;
    }
    m_play->decide(action);
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
    const Game *live = game();
    if (!live || live->isOver() || m_thinking || reviewing())
        return;
    // While a round's summary is up, people read it; the computer waits for them.
    if (m_rounds->hasSummary() && personCount() > 0)
        return;
    const Decision decision = live->decision();
    if (isPerson(decision.seat))
        return;
    m_thinking = true;
    const quint64 seed = splitMix64(live->seed() ^ (0x9e3779b97f4a7c15ULL * quint64(decisions().size() + 1)));
    m_mover->start(*live, decision.seat, controllers().at(decision.seat), seed, m_computerDelay);
}

// Decisions people's seat preferences take (PlaySession::decidePreferred), one after
// another, whenever the game moves on; like the computer, they wait while the past is
// reviewed or a round's summary is read. Nor are they taken while there is something to
// redo: after Undo the person is handed back the decision they took back, and taking it
// for them again would undo the Undo. A preference just changed (`evenWithRedo`) is a
// decision of its own and goes ahead.
bool GameSession::playPreferences(bool evenWithRedo)
{
    bool played = false;
    while (game() && !game()->isOver() && !reviewing() && !m_rounds->hasSummary()
           && (evenWithRedo || !m_play->canRedo()) && m_play->decidePreferred())
        played = true;
    return played;
}

void GameSession::afterChange()
{
    playPreferences();
    refreshView();
    m_files->autosave();
    scheduleComputer();
    publish();
    if (game() && game()->isOver())
        Q_EMIT gameOver();
}

void GameSession::retranslate()
{
    m_play->nameSeats();
    // A fresh screen, as for a new game: every word it keeps (card texts, names) is made
    // in the new language, and nothing of the old one stays bound (the board is reloaded).
    if (m_ui) {
        GameScreen *previous = m_screen;
        m_screen = m_ui->createScreen(*this);
        Q_EMIT screenChanged();
        previous->deleteLater();
    }
    refreshView();
    publish();
    Q_EMIT statusTextChanged();
}

void GameSession::refreshView()
{
    const Game *live = game();
    if (!live)
        return;
    // While reviewing, the viewer stays who they are and sees their own view of the past.
    if (!reviewing()) {
        const Decision decision = live->decision();
        const int previous = m_viewer;
        m_viewer = !live->isOver() && isPerson(decision.seat) ? decision.seat : m_lastPerson;
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

// --- round summaries and the curtain ---------------------------------------------

void GameSession::stepScoring()
{
    m_rounds->stepOn();
}

void GameSession::skipScoring()
{
    m_rounds->skip();
}

void GameSession::setScoringInterval(int milliseconds)
{
    m_rounds->setInterval(milliseconds);
}

void GameSession::dismissRoundSummary()
{
    if (!m_rounds->hasSummary())
        return;
    m_rounds->clear();
    // A preference's decision waited for the summary to be read.
    if (playPreferences()) {
        afterChange();
        return;
    }
    refreshView();
    scheduleComputer();
    publish();
}

void GameSession::dismissCurtain()
{
    if (!m_curtain)
        return;
    m_curtain = false;
    refreshView(); // the person who took over now sees their own view, choices included
    publish();
}

// --- undo and redo ---------------------------------------------------------------

UndoLimits GameSession::undoLimits() const
{
    // Under the curtain the screen may be anybody's: nobody takes anything back unseen.
    return UndoLimits{m_curtain || reviewing(), m_designerMode, personCount()};
}

bool GameSession::canUndo() const
{
    return m_play->canUndo(undoLimits());
}

bool GameSession::canRedo() const
{
    return m_play->canRedo() && !reviewing() && !m_curtain;
}

void GameSession::undo()
{
    if (!canUndo())
        return;
    cancelComputer();
    m_play->undo(undoLimits());
    m_rounds->clear();
    if (m_screen)
        m_screen->clearInput();
    m_curtain = false;
    afterChange();
}

void GameSession::redo()
{
    if (!canRedo())
        return;
    cancelComputer();
    m_play->redo();
    afterChange();
}

// --- seat preferences ------------------------------------------------------------

QList<QStringList> GameSession::preferences() const
{
    return m_play->preferences();
}

QVariantList GameSession::seatPreferences(int seat) const
{
    const Game *live = game();
    if (!live || !isPerson(seat))
        return {};
    const QStringList values = m_play->preferences().value(seat);
    QVariantList result;
    const QList<SeatPreference> declared = live->module().seatPreferences();
    for (qsizetype i = 0; i < declared.size(); ++i) {
        const SeatPreference &preference = declared.at(i);
        result.append(QVariantMap{{QStringLiteral("id"), preference.id},
                                  {QStringLiteral("name"), preference.name},
                                  {QStringLiteral("choices"), preference.choices},
                                  {QStringLiteral("choiceNames"), preference.choiceNames},
                                  {QStringLiteral("index"), int(preference.choices.indexOf(values.value(i)))}});
    }
    return result;
}

bool GameSession::setSeatPreference(int seat, const QString &id, const QString &value)
{
    if (!isPerson(seat))
        return false;
    const QList<QStringList> before = m_play->preferences();
    if (!m_play->setPreference(seat, id, value))
        return false;
    if (m_play->preferences() == before)
        return true;
    // Records keep the preferences (meta.preferences): the saved file no longer matches.
    m_files->markModified();
    if (playPreferences(true)) {
        afterChange();
        return true;
    }
    m_files->autosave();
    m_seats->refresh();
    publish();
    return true;
}

void GameSession::setDesignerMode(bool on)
{
    if (m_designerMode == on)
        return;
    m_designerMode = on;
    publish();
}

void GameSession::setComputerDelay(int milliseconds)
{
    m_computerDelay = std::max(0, milliseconds);
    publish();
}

// --- review, replay and files ----------------------------------------------------

bool GameSession::reviewAt(int index)
{
    // Under the curtain the past is nobody's to look at: it would show a seat's own view.
    if (!m_play->hasGame() || m_curtain || !m_review->reviewAt(index))
        return false;
    // The computer waits while the person looks back; its move is asked again afterwards.
    cancelComputer();
    if (m_screen)
        m_screen->clearInput();
    refreshView();
    publish();
    return true;
}

void GameSession::reviewStep(int delta)
{
    if (!reviewing())
        return;
    const int index = m_review->stepTarget(delta);
    if (index < 0)
        leaveReview();
    else
        reviewAt(index);
}

void GameSession::leaveReview()
{
    if (!reviewing())
        return;
    m_review->leave();
    // A preference changed while reviewing takes the decision due now.
    if (playPreferences()) {
        afterChange();
        return;
    }
    refreshView();
    scheduleComputer();
    publish();
}

ReplayReport GameSession::replayUnder(const Ruleset &rules)
{
    ReplayReport report = ReplayController(*m_play).replayUnder(rules);
    if (!report.replayed)
        return report;
    // The file (and its meta) stays the game's, which no longer matches what was saved.
    m_files->markModified();
    m_rounds->clear();
    raiseCurtainForSharedScreen();
    afterChange();
    Q_EMIT gameStarted();
    return report;
}

bool GameSession::save(const QString &fileName)
{
    if (!m_files->save(fileName))
        return false;
    publish();
    return true;
}

bool GameSession::open(const QString &fileName)
{
    if (!m_files->open(fileName))
        return false;
    m_rounds->clear();
    raiseCurtainForSharedScreen();
    afterChange();
    Q_EMIT gameStarted();
    return true;
}

void GameSession::raiseCurtainForSharedScreen()
{
    // A game that comes back (opened, resumed, replayed under other rules) may be anybody's
    // at the screen: with two people or more, the one it is shown to takes it over first.
    const Game *live = game();
    m_curtain = live && !live->isOver() && personCount() > 1;
}

QString GameSession::autosavePath()
{
    return SessionFiles::autosavePath();
}

QString GameSession::resumableAutosave()
{
    return SessionFiles::resumableAutosave();
}

bool GameSession::resumeAutosave()
{
    const QString path = resumableAutosave();
    if (path.isEmpty() || !open(path))
        return false;
    m_files->forgetFile(); // the autosave is not the person's file
    publish();
    return true;
}

// --- notifications ---------------------------------------------------------------

GameSession::Published GameSession::snapshot() const
{
    Published now;
    now.hasGame = hasGame();
    now.variant = variant();
    now.variantName = variantName();
    now.gameName = gameName();
    now.rulesText = rulesText();
    now.standardRules = standardRules();
    now.round = round();
    now.rounds = rounds();
    now.toMove = toMove();
    now.decisionCount = decisionCount();
    now.phase = phase();
    now.decisionText = decisionText();
    now.myTurn = isMyTurn();
    now.over = isOver();
    now.scores = scores();
    now.coins = coins();
    now.usesCoins = usesCoins();
    now.resultText = resultText();
    now.viewer = viewer();
    now.viewerName = viewerName();
    now.canUndo = canUndo();
    now.canRedo = canRedo();
    now.undoText = undoText();
    now.redoText = redoText();
    now.scoringStep = scoringStep();
    now.scoringLine = scoringLine();
    now.reviewing = reviewing();
    now.reviewIndex = reviewIndex();
    now.fileName = fileName();
    now.modified = isModified();
    now.curtain = m_curtain;
    now.thinking = m_thinking;
    now.designerMode = m_designerMode;
    now.computerDelay = m_computerDelay;
    now.statusText = statusText();
    now.roundSummary = roundSummary();
    return now;
}

void GameSession::publish()
{
    // Swapped in before any signal: a handler that changes the session again publishes
    // against the new values.
    const Published before = std::exchange(*m_published, snapshot());
    const Published &now = *m_published;
    // The curtain first: it covers the board before anything under it changes.
    if (before.curtain != now.curtain)
        Q_EMIT curtainChanged();
    if (before.review() != now.review())
        Q_EMIT reviewChanged();
    if (before.view() != now.view())
        Q_EMIT viewerChanged();
    if (before.game() != now.game())
        Q_EMIT gameChanged();
    if (before.turn() != now.turn())
        Q_EMIT turnChanged();
    if (before.standing() != now.standing())
        Q_EMIT scoresChanged();
    if (before.roundSummary != now.roundSummary)
        Q_EMIT roundSummaryChanged();
    if (before.scoring() != now.scoring())
        Q_EMIT scoringChanged();
    if (before.thinking != now.thinking)
        Q_EMIT thinkingChanged();
    if (before.statusText != now.statusText)
        Q_EMIT statusTextChanged();
    if (before.undoRedo() != now.undoRedo())
        Q_EMIT undoRedoChanged();
    if (before.designerMode != now.designerMode)
        Q_EMIT designerModeChanged();
    if (before.computerDelay != now.computerDelay)
        Q_EMIT computerDelayChanged();
    if (before.file() != now.file())
        Q_EMIT fileChanged();
}

} // namespace isle::app
