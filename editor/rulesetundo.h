#pragma once

#include "models/rulesetdocument.h"
#include "models/rulesetedit.h"

#include <QObject>
#include <QPointer>
#include <QUndoCommand>

class QUndoStack;

namespace isle {



// One accepted edit of a RulesetDocument as an undo step ("Change Cat cost to 12").
// The edit is already applied when the command is pushed, so the first redo() is a no-op.
class RulesetEditCommand : public QUndoCommand
{
public:
    RulesetEditCommand(RulesetDocument *document, RulesetEdit edit);
    void undo() override;
    void redo() override;
    const RulesetEdit &edit() const { return m_edit; }

private:
    QPointer<RulesetDocument> m_document;
    RulesetEdit m_edit;
    bool m_applied = true;
};

// Keeps an undo stack in step with a document: every edit made through the document,
// by any model or view, becomes one command; opening another ruleset clears the stack.
class RulesetUndo : public QObject
{
    Q_OBJECT

public:
    explicit RulesetUndo(RulesetDocument *document, QObject *parent = nullptr);
    QUndoStack *stack() const { return m_stack; }

private:
    QPointer<RulesetDocument> m_document;
    QUndoStack *m_stack;
};

} // namespace isle
