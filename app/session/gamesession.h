#pragma once

#include "gamescreen.h"
#include "playsession.h"
#include "replaycontroller.h"
#include "undopolicy.h"

#include "core/action.h"
#include "core/game.h"
#include "core/ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>

#include <memory>

class QAbstractItemModel;

namespace isle::app {

class ChoicesModel;
class ComputerMover;
class GameUi;
class LogModel;
class ReviewController;
class RoundScoring;
class SeatsModel;
class SessionFiles;

// The game in progress for the desktop suite, as the window and QML see it: a facade over
// the PlaySession (the game, its decisions and their undo stack), review, replay and file
// I/O, which adds who is looking. QML sees only the viewing seat's observation
// (Game::observation(viewer)) through the properties and item models below, never the
// game's true state, so nothing hidden can reach the board. Each property notifies with
// its group's signal, and only when a value of the group changed (publish()).
class GameSession : public QObject
{
    Q_OBJECT
    // The game: which one, under which rules.
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY gameChanged)
    Q_PROPERTY(QString variant READ variant NOTIFY gameChanged)
    Q_PROPERTY(QString variantName READ variantName NOTIFY gameChanged)
    Q_PROPERTY(QString gameName READ gameName NOTIFY gameChanged)
    Q_PROPERTY(bool standardRules READ standardRules NOTIFY gameChanged)
    Q_PROPERTY(QString rulesText READ rulesText NOTIFY gameChanged)
    // Where the game (or the reviewed moment) stands, and whether the viewer may decide.
    Q_PROPERTY(int round READ round NOTIFY turnChanged)
    Q_PROPERTY(int rounds READ rounds NOTIFY turnChanged)
    // "Round 2 of 4", or the game's own words for it (GameUi::roundText: "Day 2 of 4").
    Q_PROPERTY(QString roundText READ roundText NOTIFY turnChanged)
    Q_PROPERTY(QString phase READ phase NOTIFY turnChanged)
    Q_PROPERTY(QString decisionText READ decisionText NOTIFY turnChanged)
    Q_PROPERTY(int toMove READ toMove NOTIFY turnChanged)
    Q_PROPERTY(bool myTurn READ isMyTurn NOTIFY turnChanged)
    Q_PROPERTY(bool isOver READ isOver NOTIFY turnChanged)
    Q_PROPERTY(int decisionCount READ decisionCount NOTIFY turnChanged)
    // The standing as the viewer sees it.
    Q_PROPERTY(QVariantList scores READ scores NOTIFY scoresChanged)
    Q_PROPERTY(QVariantList coins READ coins NOTIFY scoresChanged)
    Q_PROPERTY(bool usesCoins READ usesCoins NOTIFY scoresChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY scoresChanged)
    // Whose view the screen shows.
    Q_PROPERTY(int viewer READ viewer NOTIFY viewerChanged)
    Q_PROPERTY(QString viewerName READ viewerName NOTIFY viewerChanged)
    Q_PROPERTY(bool curtain READ curtain NOTIFY curtainChanged)
    Q_PROPERTY(bool thinking READ isThinking NOTIFY thinkingChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY statusTextChanged)
    // The Edit menu.
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoRedoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoRedoChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoRedoChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY undoRedoChanged)
    Q_PROPERTY(bool designerMode READ designerMode WRITE setDesignerMode NOTIFY designerModeChanged)
    Q_PROPERTY(int computerDelay READ computerDelay WRITE setComputerDelay NOTIFY computerDelayChanged)
    // The end of a round: its summary, and its lines one at a time.
    Q_PROPERTY(QVariantMap roundSummary READ roundSummary NOTIFY roundSummaryChanged)
    Q_PROPERTY(int scoringStep READ scoringStep NOTIFY scoringChanged)
    Q_PROPERTY(QVariantMap scoringLine READ scoringLine NOTIFY scoringChanged)
    Q_PROPERTY(bool reviewing READ reviewing NOTIFY reviewChanged)
    Q_PROPERTY(int reviewIndex READ reviewIndex NOTIFY reviewChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY fileChanged)
    Q_PROPERTY(bool modified READ isModified NOTIFY fileChanged)
    Q_PROPERTY(QAbstractItemModel *seats READ seatsModel CONSTANT)
    Q_PROPERTY(QAbstractItemModel *log READ logModel CONSTANT)
    Q_PROPERTY(QAbstractItemModel *choices READ choicesModel CONSTANT)
    // The game's own screen (GameUi): the object its pages bind to and their URLs.
    Q_PROPERTY(isle::app::GameScreen *screen READ screen NOTIFY screenChanged)
    Q_PROPERTY(QUrl boardPage READ boardPage NOTIFY screenChanged)
    Q_PROPERTY(QUrl sidePanel READ sidePanel NOTIFY screenChanged)
    Q_PROPERTY(QString artFolder READ artFolder NOTIFY screenChanged)
    // The game's own side colours (GameUi::sideColours), side 1 first; empty: Theme's.
    Q_PROPERTY(QVariantList sideColours READ sideColours NOTIFY turnChanged)

public:
    static inline const QString Person = QStringLiteral("person");

    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    // Starts a game of the ruleset's game (setRuleset; the first registered game when no
    // ruleset was set). `controllers` has one entry per seat: "person" or a player name
    // isle::createPlayer accepts. An empty seed draws one at random. `preferences` has
    // each seat's values of the game's seat preferences (GameModule::seatPreferences(),
    // in its order); what is missing or unknown is the preference's default.
    Q_INVOKABLE bool newGame(const QString &variant, const QStringList &controllers, const QString &seed = {},
                             const QStringList &names = {}, const QList<QStringList> &preferences = {});
    // Takes the viewer's decision, written as in records ({"type":"place",...}); an
    // illegal one emits illegalMove with the engine's reason and changes nothing.
    Q_INVOKABLE bool play(const QVariantMap &action);
    // The same for a decision already in the engine's terms (a game's screen matches its
    // input against the viewer's legal ActionList); checked by the engine like any other.
    bool playAction(const Action &action);
    // The viewer's legal decision at `index` of the ChoicesModel (keys 1–9, the list).
    Q_INVOKABLE bool playChoice(int index);
    // The first of the viewer's legal decisions of record type `type` ("end-hiring"…).
    Q_INVOKABLE bool playFirstOfType(const QString &type);
    // Takes back one whole action (the person's decision and the computer's replies), as
    // far as the undo policy allows (canUndo); redo puts it back.
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    // The computer stops thinking and plays the best move it has found so far.
    Q_INVOKABLE void moveNow();
    Q_INVOKABLE void dismissRoundSummary();
    // The person whose turn it is has taken the screen: their view is shown.
    Q_INVOKABLE void dismissCurtain();
    // Round-end scoring, one line at a time: the timer moves to the next line every
    // scoringInterval ms; skipScoring() shows them all at once.
    Q_INVOKABLE void stepScoring();
    Q_INVOKABLE void skipScoring();
    void setScoringInterval(int milliseconds);
    // Review mode: the board shows the viewer's observation of the moment after decision
    // `index` (0-based row of the log), rebuilt from the seed and the decisions up to it.
    // No decision may be taken while reviewing; leaveReview() returns to the live game.
    Q_INVOKABLE bool reviewAt(int index);
    Q_INVOKABLE void reviewStep(int delta);
    Q_INVOKABLE void leaveReview();
    // The rules the next new game is played under (the editor's document); by default the
    // game's own defaults.
    void setRuleset(const Ruleset &ruleset) { m_ruleset = ruleset; }
    const Ruleset &ruleset() const { return m_ruleset; }
    // Replays the current game's decisions under `rules` and continues from there: the
    // board shows the new outcome, or the moment a decision stops being legal.
    ReplayReport replayUnder(const Ruleset &rules);
    Q_INVOKABLE bool save(const QString &fileName);
    Q_INVOKABLE bool open(const QString &fileName);
    // Where the unfinished game is kept after every decision.
    static QString autosavePath();
    // The autosaved game if there is one and it is not finished, else an empty string.
    static QString resumableAutosave();
    Q_INVOKABLE bool resumeAutosave();
    Q_INVOKABLE QStringList computerPlayers() const;
    Q_INVOKABLE QString seatName(int seat) const;
    // A person's seat preferences as the seat panel offers them: one map per preference
    // the game declares (id, name, choices, choiceNames, index of the seat's value);
    // empty for a computer's seat, whose player decides everything itself.
    Q_INVOKABLE QVariantList seatPreferences(int seat) const;
    // A person changes one of their preferences during play. When the decision now due
    // is theirs and the new value takes it, it is taken at once. False, changing nothing,
    // for a computer's seat or an unknown preference or value.
    Q_INVOKABLE bool setSeatPreference(int seat, const QString &id, const QString &value);
    // Every seat's preference values (PlaySession::preferences()).
    QList<QStringList> preferences() const;

    bool hasGame() const;
    const Game *game() const;
    QString variant() const;
    QString variantName() const;
    int round() const;
    int rounds() const;
    QString roundText() const;
    // The language changed: every text the session makes (status, seats, choices) is
    // made again and the game's screen is made anew; the log keeps the words it was
    // written in. Call with the board unloaded (MainWindow::retranslate).
    void retranslate();
    QString phase() const;
    QString decisionText() const;
    int toMove() const;
    // The seat whose view the window shows. Nobody's while the curtain is up: the person
    // leaving and the person coming may both be looking, so the log, hands, seats and
    // board show a spectator's view until the one whose turn it is takes over.
    int viewer() const { return m_curtain ? -1 : m_viewer; }
    // Who the screen is for (named on the curtain, which hides their view until then).
    QString viewerName() const;
    bool isMyTurn() const;
    bool isThinking() const { return m_thinking; }
    QVariantList scores() const;
    QVariantList coins() const;
    // Whether coins, not points, decide the game (GameScreen::wonOnCoins; none without a screen).
    bool usesCoins() const;
    bool isOver() const;
    QString statusText() const;
    QString resultText() const;
    bool canUndo() const;
    bool canRedo() const;
    // The Edit menu's texts: what Undo would take back as every seat may read it (never
    // the decider's own words), or, when nothing may be, the policy that stops it.
    QString undoText() const;
    QString redoText() const;
    bool designerMode() const { return m_designerMode; }
    void setDesignerMode(bool on);
    int computerDelay() const { return m_computerDelay; }
    void setComputerDelay(int milliseconds);
    QVariantMap roundSummary() const;
    bool curtain() const { return m_curtain; }
    QString fileName() const;
    // Starting or opening another game would lose decisions: they were taken, undone or
    // redone since the game was last saved or opened, or it has never been saved.
    bool isModified() const;
    bool autosaveEnabled() const;
    void setAutosaveEnabled(bool on);
    bool reviewing() const;
    // -1 when no round's lines are being shown, then the line shown (0-based), and the
    // number of lines once all are shown.
    int scoringStep() const;
    QVariantMap scoringLine() const;
    // The tokens the board shows: the observation, or the round's last board while its
    // lines are being shown (the next round has cleared it by then).
    const QJsonObject &boardView() const;
    int reviewIndex() const;
    int decisionCount() const { return int(decisions().size()); }

    QAbstractItemModel *seatsModel() const;
    QAbstractItemModel *logModel() const;
    QAbstractItemModel *choicesModel() const;
    // Whether the game is played under its module's default rules, and which rules those
    // are in words ("Standard rules", or the edited ruleset's name marked as edited).
    bool standardRules() const;
    QString rulesText() const;
    // The game's name as its module gives it ("" before the first game).
    QString gameName() const;
    // The game's own screen, or none when the game has no GameUi (then its decisions are
    // taken from the generic list of choices).
    GameScreen *screen() const { return m_screen; }
    // The game's GameUi, or none.
    const GameUi *gameUi() const { return m_ui; }
    QUrl boardPage() const;
    QUrl sidePanel() const;
    QString artFolder() const;
    QVariantList sideColours() const;
    // The review game while reviewing, else the live one.
    const Game *shownGame() const;

    // What the viewer may see (Game::observation(viewer)); the models read only this.
    const QJsonObject &observation() const { return m_observation; }
    // The viewer's legal decisions when it is the viewer's to take, else empty.
    QJsonArray viewerActions() const;
    // The same in the engine's terms, into `out` (cleared); false, empty, when not the viewer's to take.
    bool viewerLegalActions(ActionList &out) const;
    QString describeViewerAction(int index) const;
    QStringList controllers() const;
    QStringList names() const;
    bool isPerson(int seat) const;
    int personCount() const;
    const QList<Action> &decisions() const;
    const QList<LogEntry> &logEntries() const;
    // The log line of `entry` as the current viewer may read it, and the public events it set off.
    QString logText(const LogEntry &entry) const;
    QStringList logDetails(const LogEntry &entry) const;

Q_SIGNALS:
    void gameChanged();
    void turnChanged();
    void scoresChanged();
    void viewerChanged();
    void curtainChanged();
    void thinkingChanged();
    void statusTextChanged();
    void undoRedoChanged();
    void designerModeChanged();
    void computerDelayChanged();
    void roundSummaryChanged();
    void scoringChanged();
    void reviewChanged();
    void fileChanged();
    void screenChanged();

    void illegalMove(const QString &reason);
    void gameStarted();
    void errorOccurred(const QString &message);
    // Something the person should know that is nobody's fault (an ability with nothing to act on).
    void notice(const QString &message);
    void roundEnded();
    void gameOver();

private:
    struct Published;
    void onStarted();
    void onApplied(const LogEntry &entry);
    void afterChange();
    void raiseCurtainForSharedScreen();
    void refreshView();
    void scheduleComputer();
    bool playPreferences(bool evenWithRedo = false);
    void onComputerChose(quint64 ticket, const Action &action);
    void cancelComputer();
    // Emits the signal of every group of properties whose value changed since last time.
    void publish();
    Published snapshot() const;
    UndoLimits undoLimits() const;

    PlaySession *m_play;
    SessionFiles *m_files;
    RoundScoring *m_rounds;
    std::unique_ptr<ReviewController> m_review;
    std::unique_ptr<Published> m_published;
    QJsonObject m_observation;
    int m_viewer = -1;
    int m_lastPerson = -1;
    bool m_designerMode = false;
    bool m_thinking = false;
    bool m_curtain = false;
    int m_computerDelay = 600;
    Ruleset m_ruleset;
    ComputerMover *m_mover;
    SeatsModel *m_seats;
    LogModel *m_logModel;
    ChoicesModel *m_choices;
    const GameUi *m_ui = nullptr;
    GameScreen *m_screen = nullptr;
};

} // namespace isle::app
