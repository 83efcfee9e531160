#pragma once

#include "models/rulesetdocument.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

namespace isle {


// The ruleset's name, version, author and notes. Each field commits when editing
// finishes, so one change is one undo step rather than one per key stroke.
class MetadataPage : public QWidget
{
    Q_OBJECT

public:
    explicit MetadataPage(RulesetDocument *document, QWidget *parent = nullptr);
    QWidget *editorFor(const QString &field) const { return m_editors.value(field); }

private:
    void refresh();
    void commit(const QString &field);

    QPointer<RulesetDocument> m_document;
    QHash<QString, QWidget *> m_editors;
};

} // namespace isle
