#include "metadatapage.h"

#include "models/rulesetdocument.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace isle {

namespace {
// Notes commit when the text box loses focus (QPlainTextEdit has no editingFinished).
class FocusOutFilter : public QObject
{
public:
    FocusOutFilter(QObject *parent, std::function<void()> onFocusOut)
        : QObject(parent)
        , m_onFocusOut(std::move(onFocusOut))
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::FocusOut)
            m_onFocusOut();
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> m_onFocusOut;
};
} // namespace

MetadataPage::MetadataPage(RulesetDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    auto *page = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("How this ruleset is named and described in files, records and the game list."), this);
    intro->setWordWrap(true);
    intro->setForegroundRole(QPalette::PlaceholderText);
    page->addWidget(intro);
    auto *layout = new QFormLayout;
    page->addLayout(layout);
    page->addStretch(1);
    for (const QString &field : RulesetDocument::MetaFields) {
        QWidget *editor = nullptr;
        if (field == u"notes") {
            auto *notes = new QPlainTextEdit(this);
            notes->setTabChangesFocus(true);
            notes->setMinimumHeight(notes->fontMetrics().height() * 6);
            notes->setMaximumHeight(notes->fontMetrics().height() * 16);
            notes->installEventFilter(new FocusOutFilter(notes, [this, field] { commit(field); }));
            editor = notes;
        } else {
            auto *line = new QLineEdit(this);
            connect(line, &QLineEdit::editingFinished, this, [this, field] { commit(field); });
            editor = line;
        }
        editor->setObjectName(field);
        m_editors.insert(field, editor);
        layout->addRow(RulesetDocument::metaFieldLabel(field) + u':', editor);
    }
    connect(document, &RulesetDocument::metaChanged, this, &MetadataPage::refresh);
    connect(document, &RulesetDocument::replaced, this, &MetadataPage::refresh);
    refresh();
}

void MetadataPage::refresh()
{
    for (const QString &field : RulesetDocument::MetaFields) {
        const QString value = m_document->metaValue(field);
        if (auto *line = qobject_cast<QLineEdit *>(m_editors.value(field))) {
            if (line->text() != value)
                line->setText(value);
        } else if (auto *notes = qobject_cast<QPlainTextEdit *>(m_editors.value(field))) {
            if (notes->toPlainText() != value)
                notes->setPlainText(value);
        }
    }
}

void MetadataPage::commit(const QString &field)
{
    QString value;
    if (auto *line = qobject_cast<QLineEdit *>(m_editors.value(field)))
        value = line->text().trimmed();
    else if (auto *notes = qobject_cast<QPlainTextEdit *>(m_editors.value(field)))
        value = notes->toPlainText().trimmed();
    if (m_document && value != m_document->metaValue(field))
        m_document->setMetaValue(field, value);
}

} // namespace isle
