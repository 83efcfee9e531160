#include "rulesetundo.h"

#include "models/rulesetdocument.h"

#include <QUndoStack>

namespace isle {

RulesetEditCommand::RulesetEditCommand(RulesetDocument *document, RulesetEdit edit)
    : QUndoCommand(edit.text)
    , m_document(document)
    , m_edit(std::move(edit))
{
}

void RulesetEditCommand::undo()
{
    if (m_document)
        m_document->applyEdit(m_edit, true);
}

void RulesetEditCommand::redo()
{
    if (std::exchange(m_applied, false))
        return; // pushed after the document applied it
    if (m_document)
        m_document->applyEdit(m_edit, false);
}

RulesetUndo::RulesetUndo(RulesetDocument *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_stack(new QUndoStack(this))
{
    connect(document, &RulesetDocument::edited, this,
            [this](const RulesetEdit &edit) { m_stack->push(new RulesetEditCommand(m_document, edit)); });
    connect(document, &RulesetDocument::replaced, m_stack, &QUndoStack::clear);
}

} // namespace isle
