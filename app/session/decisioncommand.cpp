#include "decisioncommand.h"

#include "playsession.h"

namespace isle::app {

DecisionCommand::DecisionCommand(PlaySession &play, const Action &action, bool personLed, bool automatic)
    : m_play(play)
    , m_actions{action}
    , m_automatic{automatic}
    , m_personLed(personLed)
{
}

void DecisionCommand::redo()
{
    m_barrier = false;
    for (qsizetype i = 0; i < m_actions.size(); ++i) {
        // Replayed from the same position, a decision stays legal; should it not, the
        // game goes back to where it was and the stack forgets this command.
        if (!m_play.apply(m_actions.at(i), m_automatic.at(i))) {
            for (qsizetype taken = 0; taken < i; ++taken)
                m_play.takeBack();
            setObsolete(true);
            return;
        }
        const LogEntry &entry = m_play.logEntries().constLast();
        m_barrier = m_barrier || entry.barrier;
        if (i == 0)
            setText(entry.othersText);
    }
}

void DecisionCommand::undo()
{
    for (qsizetype i = 0; i < m_actions.size(); ++i)
        m_play.takeBack();
}

bool DecisionCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const DecisionCommand *>(other);
    if (!m_personLed || next->m_personLed)
        return false;
    m_actions += next->m_actions;
    m_automatic += next->m_automatic;
    m_barrier = m_barrier || next->m_barrier;
    return true;
}

} // namespace isle::app
