#pragma once

#include "core/action.h"

#include <QList>
#include <QUndoCommand>

namespace isle::app {

class PlaySession;

// One whole action on the session's undo stack: a decision applied through the engine and
// the computer replies merged into it (mergeWith), so one Undo takes back what a person
// did and what it set off. Decisions a person's seat preferences took for them
// (`automatic`, PlaySession::decidePreferred) are replies in the same way: taking them
// back alone would only hand them back to be taken again at once. A run of computer (or
// automatic) moves before anybody's decision is one command per move. Its text is the
// first decision as every seat may read it.
class DecisionCommand : public QUndoCommand
{
public:
    DecisionCommand(PlaySession &play, const Action &action, bool personLed, bool automatic = false);

    // Applies the decisions in order (Game::apply through PlaySession), then the engine's
    // undo takes them back in reverse.
    void redo() override;
    void undo() override;
    int id() const override { return 1; }
    // Takes in a reply (a computer's, or an automatic one) after a person's decision;
    // nothing else merges.
    bool mergeWith(const QUndoCommand *other) override;

    bool personLed() const { return m_personLed; }
    // A decision of it drew at random or revealed a hidden fact (undopolicy.h).
    bool barrier() const { return m_barrier; }
    qsizetype size() const { return m_actions.size(); }

private:
    PlaySession &m_play;
    QList<Action> m_actions;
    QList<bool> m_automatic; // one per action: taken by a seat preference (LogEntry::automatic)
    bool m_personLed;
    bool m_barrier = false;
};

} // namespace isle::app
