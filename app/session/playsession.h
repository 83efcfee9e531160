#pragma once

#include "core/action.h"
#include "core/event.h"
#include "core/game.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>

#include <memory>
#include <vector>

class QUndoStack;

namespace isle::app {

class DecisionCommand;
struct UndoLimits;

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
    bool automatic = false;      // taken for a person by their seat preferences (decidePreferred)
};

// The game being played: owns the isle::Game, who holds each seat and the seat
// preferences each person chose, the decisions taken with their log entries, and a
// QUndoStack of whole actions (DecisionCommand: a person's decision and the computer's
// and preferences' replies after it). Every decision goes through the engine's check;
// undo is Game::undo(). It knows nothing of viewers, screens or files.
class PlaySession : public QObject
{
    Q_OBJECT

public:
    static inline const QString Person = QStringLiteral("person");

    explicit PlaySession(QObject *parent = nullptr);
    ~PlaySession() override;

    // Replaces the game (a new one, an opened record, a replay under other rules): no
    // decision, an empty undo stack. `names` may be shorter than the seats; so may
    // `preferences` (per seat, values of GameModule::seatPreferences() in its order),
    // where anything missing or unknown is the preference's default.
    void start(std::unique_ptr<Game> game, const QStringList &controllers, const QStringList &names,
               const QList<QStringList> &preferences = {});

    bool hasGame() const { return m_game != nullptr; }
    const Game *game() const { return m_game.get(); }
    QStringList controllers() const { return m_controllers; }
    QStringList names() const { return m_names; }
    bool isPerson(int seat) const;
    int personCount() const;
    // "Ann" as named, else "Player 2" for a person and "Computer 2" for a computer.
    QString seatName(int seat) const;
    // The seats' default names ("Player 2") given to the engine again, in the language of now.
    void nameSeats();
    // Every seat's preference values, complete (one per preference the game declares).
    QList<QStringList> preferences() const { return m_preferences; }
    // Sets `seat`'s value of preference `id`; false, changing nothing, when the seat,
    // the preference or the value is unknown.
    bool setPreference(int seat, const QString &id, const QString &value);
    // `values` completed for `module`: one per preference it declares, a missing or
    // unknown value replaced by the preference's default.
    static QStringList completePreferences(const GameModule &module, const QStringList &values);

    // Checks `action` with the engine (an illegal one emits illegalMove with the
    // engine's reason) and takes it as the next command, or into the whole action on top
    // of the stack when it is a computer's reply. Any redo history is dropped.
    bool decide(const Action &action);
    // Takes the decision now due when it is a person's and their preferences take it
    // (Game::preferredAction): checked and logged like any other (LogEntry::automatic),
    // as a reply within the whole action on top of the stack. Random choices come from a
    // generator derived from the game's seed and the number of decisions taken, so the
    // same seed and decisions give the same game. False when nothing was taken.
    bool decidePreferred();
    // `decisions` one by one, as if played here, until one is not legal; returns how many
    // were taken and, when one was refused, its reason in `refusal`. Those at the indices
    // in `automatic` were taken by a person's preferences and are taken so again.
    int replay(const QList<Action> &decisions, QString *refusal = nullptr, const QList<int> &automatic = {});

    // Undo and redo of whole actions, within `limits` (undopolicy.h).
    bool canUndo(const UndoLimits &limits) const;
    bool undo(const UndoLimits &limits);
    bool canRedo() const;
    // One whole action again, and those after it up to the next person's decision (as
    // played: the computer would have replied at once).
    void redo();
    // The decision on top of the stack as any seat may read it (LogEntry::othersText of
    // its first decision): never the decider's own words, which may name a hidden token.
    QString undoCommandText() const;
    // The same of the whole action Redo would put back first.
    QString redoCommandText() const;
    const QUndoStack *undoStack() const { return m_stack; }

    const QList<Action> &decisions() const { return m_decisions; }
    const QList<LogEntry> &logEntries() const { return m_log; }
    // Counts decisions taken and taken back, so files can tell whether a game changed.
    int changeCount() const { return m_changes; }

    // At the end of the round the last decision ended, the engine's score report and a
    // spectator's view of the board as scored (empty when it ended none). Every token is
    // face up by then, so both hold public facts only.
    const QJsonObject &roundReport() const;
    const QJsonObject &roundBoard() const;

Q_SIGNALS:
    // A new game is in place (start()).
    void started();
    // A decision was applied (played, replayed or redone); `entry` is its log entry.
    void applied(const isle::app::LogEntry &entry);
    // A decision was taken back (by Undo).
    void takenBack();
    void illegalMove(const QString &reason);
    // A public event worth telling people at once, in the engine's words.
    void notice(const QString &message);

private:
    friend class DecisionCommand;
    class Sink;
    // Checks `action` and pushes it as a command (merged as a reply when `automatic`).
    bool push(const Action &action, bool automatic);
    // Applies a legal decision and records it; the commands' redo.
    bool apply(const Action &action, bool automatic);
    // Takes back the last decision; the commands' undo.
    void takeBack();
    const DecisionCommand *topCommand() const;

    std::unique_ptr<Game> m_game;
    std::unique_ptr<Sink> m_sink;
    QStringList m_controllers;
    QStringList m_names;
    QList<QStringList> m_preferences;
    QList<Action> m_decisions;
    QList<LogEntry> m_log;
    QUndoStack *m_stack;
    int m_changes = 0;
};

} // namespace isle::app
