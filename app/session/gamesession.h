#pragma once

#include "core/action.h"
#include "core/event.h"
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
#include <vector>

class QAbstractItemModel;
class QTimer;

namespace isle::app {

class ChoicesModel;
class GameScreen;
class GameUi;
class ComputerMover;
class LogModel;
class SeatsModel;

// One applied decision as the log and the undo policy need it. The texts are made when
// the decision is taken (a weather choice names cards that are gone afterwards); which
// one a viewer is shown is decided when it is shown, so hidden facts stay with their seat.
struct LogEntry
{
    int seat = -1;
    int kind = 0;
    QString ownText;             // describeAction: for the seat that decided
    QString othersText;          // the same decision as a spectator may read it
    QStringList seatTexts;       // as each seat may read it (Game::describeAction with a viewer)
    std::vector<GameEvent> events; // everything the decision set off, private ones included
    bool barrier = false;        // drew at random or revealed a hidden fact (UndoPolicy)
};

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

// The game in progress for the desktop suite: owns one isle::Game, the decisions taken
// (for records, the log and undo/redo) and who controls each seat. QML sees only the
// viewing seat's observation (Game::observation(viewer)) through the properties and item
// models below, never the game's true state, so nothing hidden can reach the board.
class GameSession : public QObject
{
    Q_OBJECT
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY updated)
    Q_PROPERTY(QString variant READ variant NOTIFY updated)
    Q_PROPERTY(QString variantName READ variantName NOTIFY updated)
    Q_PROPERTY(int round READ round NOTIFY updated)
    Q_PROPERTY(int rounds READ rounds NOTIFY updated)
    Q_PROPERTY(QString phase READ phase NOTIFY updated)
    Q_PROPERTY(QString decisionText READ decisionText NOTIFY updated)
    Q_PROPERTY(int toMove READ toMove NOTIFY updated)
    Q_PROPERTY(int viewer READ viewer NOTIFY updated)
    Q_PROPERTY(QString viewerName READ viewerName NOTIFY updated)
    Q_PROPERTY(bool myTurn READ isMyTurn NOTIFY updated)
    Q_PROPERTY(bool thinking READ isThinking NOTIFY updated)
    Q_PROPERTY(QVariantList scores READ scores NOTIFY updated)
    Q_PROPERTY(QVariantList coins READ coins NOTIFY updated)
    Q_PROPERTY(bool usesCoins READ usesCoins NOTIFY updated)
    Q_PROPERTY(bool isOver READ isOver NOTIFY updated)
    Q_PROPERTY(QString statusText READ statusText NOTIFY updated)
    Q_PROPERTY(QString resultText READ resultText NOTIFY updated)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY updated)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY updated)
    Q_PROPERTY(QString undoText READ undoText NOTIFY updated)
    Q_PROPERTY(QString redoText READ redoText NOTIFY updated)
    Q_PROPERTY(bool designerMode READ designerMode WRITE setDesignerMode NOTIFY updated)
    Q_PROPERTY(int computerDelay READ computerDelay WRITE setComputerDelay NOTIFY updated)
    Q_PROPERTY(QVariantMap roundSummary READ roundSummary NOTIFY updated)
    Q_PROPERTY(bool curtain READ curtain NOTIFY updated)
    Q_PROPERTY(QString fileName READ fileName NOTIFY updated)
    Q_PROPERTY(bool reviewing READ reviewing NOTIFY updated)
    Q_PROPERTY(int scoringStep READ scoringStep NOTIFY updated)
    Q_PROPERTY(QVariantMap scoringLine READ scoringLine NOTIFY updated)
    Q_PROPERTY(int reviewIndex READ reviewIndex NOTIFY updated)
    Q_PROPERTY(int decisionCount READ decisionCount NOTIFY updated)
    Q_PROPERTY(QAbstractItemModel *seats READ seatsModel CONSTANT)
    Q_PROPERTY(QAbstractItemModel *log READ logModel CONSTANT)
    Q_PROPERTY(QAbstractItemModel *choices READ choicesModel CONSTANT)
    Q_PROPERTY(bool standardRules READ standardRules NOTIFY updated)
    Q_PROPERTY(QString rulesText READ rulesText NOTIFY updated)
    Q_PROPERTY(QString gameName READ gameName NOTIFY updated)
    // The game's own screen (GameUi): the object its pages bind to and their URLs.
    Q_PROPERTY(QObject *screen READ screen NOTIFY screenChanged)
    Q_PROPERTY(QUrl boardPage READ boardPage NOTIFY screenChanged)
    Q_PROPERTY(QUrl sidePanel READ sidePanel NOTIFY screenChanged)
    Q_PROPERTY(QString artFolder READ artFolder NOTIFY screenChanged)

public:
    static inline const QString Person = QStringLiteral("person");

    explicit GameSession(QObject *parent = nullptr);
    ~GameSession() override;

    // Starts a game of the ruleset's game (setRuleset; the first registered game when no
    // ruleset was set). `controllers` has one entry per seat: "person" or a player name
    // isle::createPlayer accepts. An empty seed draws one at random.
    Q_INVOKABLE bool newGame(const QString &variant, const QStringList &controllers, const QString &seed = {},
                             const QStringList &names = {});
    // Takes the viewer's decision, written as in records ({"type":"place",...}); an
    // illegal one emits illegalMove with the engine's reason and changes nothing.
    Q_INVOKABLE bool play(const QVariantMap &action);
    // The viewer's legal decision at `index` of the ChoicesModel (keys 1–9, the list).
    Q_INVOKABLE bool playChoice(int index);
    // The first of the viewer's legal decisions of record type `type` ("end-hiring"…).
    Q_INVOKABLE bool playFirstOfType(const QString &type);
    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();
    // The computer stops thinking and plays the best move it has found so far.
    Q_INVOKABLE void moveNow();
    Q_INVOKABLE void dismissRoundSummary();
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

    bool hasGame() const { return m_game != nullptr; }
    const Game *game() const { return m_game.get(); }
    QString variant() const;
    QString variantName() const;
    int round() const;
    int rounds() const;
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
    bool usesCoins() const;
    bool isOver() const;
    QString statusText() const;
    QString resultText() const;
    bool canUndo() const;
    bool canRedo() const;
    QString undoText() const;
    QString redoText() const;
    bool designerMode() const { return m_designerMode; }
    void setDesignerMode(bool on);
    int computerDelay() const { return m_computerDelay; }
    void setComputerDelay(int milliseconds);
    QVariantMap roundSummary() const { return reviewing() ? QVariantMap() : m_roundSummary; }
    bool curtain() const { return m_curtain; }
    QString fileName() const { return m_fileName; }
    // Starting or opening another game would lose decisions: they were taken, undone or
    // redone since the game was last saved or opened, or it has never been saved.
    bool isModified() const
    {
        return m_game && !m_decisions.isEmpty() && (m_fileName.isEmpty() || m_changes != m_savedChanges);
    }
    bool autosaveEnabled() const { return m_autosave; }
    bool reviewing() const { return m_reviewIndex >= 0; }
    // -1 when no round's lines are being shown, then the line shown (0-based), and the
    // number of lines once all are shown.
    int scoringStep() const { return m_scoringView.isEmpty() || reviewing() ? -1 : m_scoringStep; }
    QVariantMap scoringLine() const;
    // The tokens the board shows: the observation, or the round's last board while its
    // lines are being shown (the next round has cleared it by then).
    const QJsonObject &boardView() const
    {
        return m_scoringView.isEmpty() || reviewing() ? m_observation : m_scoringView;
    }
    int reviewIndex() const { return m_reviewIndex; }
    int decisionCount() const { return int(m_decisions.size()); }
    void setAutosaveEnabled(bool on) { m_autosave = on; }

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
    QUrl boardPage() const;
    QUrl sidePanel() const;
    QString artFolder() const;
    // The review game while reviewing, else the live one.
    const Game *shownGame() const;

    // What the viewer may see (Game::observation(viewer)); the models read only this.
    const QJsonObject &observation() const { return m_observation; }
    // The viewer's legal decisions when it is the viewer's to take, else empty.
    QJsonArray viewerActions() const;
    QString describeViewerAction(int index) const;
    QStringList controllers() const { return m_controllers; }
    QStringList names() const { return m_names; }
    bool isPerson(int seat) const;
    int personCount() const;
    const QList<Action> &decisions() const { return m_decisions; }
    const QList<LogEntry> &logEntries() const { return m_log; }
    // The log line of `entry` as the current viewer may read it, and the public events it set off.
    QString logText(const LogEntry &entry) const;
    QStringList logDetails(const LogEntry &entry) const;

Q_SIGNALS:
    void updated();
    void illegalMove(const QString &reason);
    void gameStarted();
    void errorOccurred(const QString &message);
    // Something the person should know that is nobody's fault (an ability with nothing to act on).
    void notice(const QString &message);
    void roundEnded();
    void screenChanged();
    void gameOver();

private:
    class Sink;
    bool applyDecision(const Action &action);
    bool startGame(std::unique_ptr<Game> game, const QStringList &controllers, const QStringList &names);
    void afterChange();
    void refreshView();
    void scheduleComputer();
    void onComputerChose(quint64 ticket, const Action &action);
    void cancelComputer();
    void autosave();
    int undoSteps() const; // decisions one Undo takes back; 0 when none may be
    void updateRoundSummary(const LogEntry &entry);
    void clearScoring();

    std::unique_ptr<Game> m_game;
    std::unique_ptr<Sink> m_sink;
    QList<Action> m_decisions;
    QList<LogEntry> m_log;
    QList<Action> m_redo; // most recently undone last
    QStringList m_controllers;
    QStringList m_names;
    QJsonObject m_observation;
    int m_viewer = -1;
    int m_lastPerson = -1;
    bool m_designerMode = false;
    bool m_thinking = false;
    bool m_autosave = true;
    bool m_curtain = false;
    int m_computerDelay = 600;
    QVariantMap m_roundSummary;
    QString m_fileName;
    QJsonObject m_meta; // the opened record's meta, kept whole: a save only updates its own keys
    int m_changes = 0;
    int m_savedChanges = 0;
    int m_reviewIndex = -1;
    QJsonObject m_scoringView; // spectator's view of the round's last board, all tokens up
    int m_scoringStep = 0;
    std::unique_ptr<Game> m_reviewGame;
    Ruleset m_ruleset;
    ComputerMover *m_mover = nullptr;
    SeatsModel *m_seats = nullptr;
    LogModel *m_logModel = nullptr;
    ChoicesModel *m_choices = nullptr;
    const GameUi *m_ui = nullptr;
    GameScreen *m_screen = nullptr;
    QTimer *m_scoringTimer = nullptr;
};

} // namespace isle::app
