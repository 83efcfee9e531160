#include "rulesetdelegate.h"

#include "core/rulesetschema.h"
#include "diceedit.h"
#include "models/modelroles.h"
#include "models/rulesettablemodel.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QHelpEvent>
#include <QLineEdit>
#include <QPainter>
#include <QSpinBox>
#include <QTextDocument>
#include <QToolTip>

namespace isle {

QColor problemTint(int severity)
{
    switch (severity) {
    case 0: return QColor(0xf8, 0xd0, 0xcc); // error: soft red
    case 1: return QColor(0xfb, 0xe8, 0xb8); // warning: soft amber
    }
    return {};
}

QString wrappedToolTip(const QString &text)
{
    // Always from plain text: problems quote what a ruleset file says, and a file's words
    // must never become markup (an <img> would load what it names).
    if (text.isEmpty())
        return text;
    return Qt::convertFromPlainText(text, Qt::WhiteSpaceNormal);
}

QString rowIdEditorProblem(const QLineEdit *editor)
{
    return editor->property(RowIdProblemProperty).toString();
}

QWidget *RulesetDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                       const QModelIndex &index) const
{
    // A free row id (a card's) is typed, not chosen: checked as the designer types, the
    // reason shown at once in the editor's tool tip and tint. Committing a bad id is
    // still tried, so the document refuses it and the issues list keeps the reason.
    if (index.data(RowIdRole).toBool()) {
        auto *edit = new QLineEdit(parent);
        edit->setObjectName(QStringLiteral("rowIdEditor"));
        edit->setFrame(false);
        edit->setMaxLength(64); // room to type past the limit and be told why
        const QPersistentModelIndex cell(index);
        const auto *table = qobject_cast<const RulesetTableModel *>(index.model());
        const QColor base = edit->palette().color(QPalette::Base);
        connect(edit, &QLineEdit::textChanged, edit, [edit, cell, table, base](const QString &text) {
            const QString problem = table && cell.isValid() ? table->rowIdProblem(cell.row(), text) : QString();
            edit->setProperty(RowIdProblemProperty, problem);
            edit->setToolTip(wrappedToolTip(problem));
            QPalette palette = edit->palette();
            palette.setColor(QPalette::Base, problem.isEmpty() ? base : problemTint(0));
            edit->setPalette(palette);
            if (problem.isEmpty())
                QToolTip::hideText();
            else if (edit->isVisible())
                QToolTip::showText(edit->mapToGlobal(QPoint(0, edit->height())), wrappedToolTip(problem), edit);
        });
        return edit;
    }
    switch (ParamType(index.data(TypeRole).toInt())) {
    case ParamType::Integer: {
        auto *spin = new QSpinBox(parent);
        spin->setRange(index.data(MinimumRole).toInt(), index.data(MaximumRole).toInt());
        spin->setFrame(false);
        return spin;
    }
    case ParamType::Choice: {
        auto *combo = new QComboBox(parent);
        const QStringList values = index.data(ChoicesRole).toStringList();
        const QStringList labels = index.data(ChoiceLabelsRole).toStringList();
        for (qsizetype i = 0; i < values.size(); ++i)
            combo->addItem(labels.value(i, values.at(i)), values.at(i));
        return combo;
    }
    case ParamType::Dice: {
        // Checked as typed, like a free id; an expression that does not read is not committed.
        QLineEdit *edit = createDiceEdit(parent);
        edit->setObjectName(QStringLiteral("diceEditor"));
        edit->setFrame(false);
        return edit;
    }
    case ParamType::Boolean:
    case ParamType::Text:
    case ParamType::Pattern:
    case ParamType::Table: break;
    }
    return QStyledItemDelegate::createEditor(parent, option, index);
}

void RulesetDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *dice = qobject_cast<QLineEdit *>(editor); dice && dice->objectName() == u"diceEditor") {
        dice->setText(index.data(Qt::EditRole).toString());
        return;
    }
    if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        spin->setValue(index.data(Qt::EditRole).toInt());
        return;
    }
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        combo->setCurrentIndex(combo->findData(index.data(Qt::EditRole)));
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void RulesetDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *spin = qobject_cast<QSpinBox *>(editor)) {
        spin->interpretText();
        model->setData(index, spin->value());
        return;
    }
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, combo->currentData());
        return;
    }
    if (auto *dice = qobject_cast<QLineEdit *>(editor); dice && dice->objectName() == u"diceEditor") {
        updateDiceEdit(dice);
        if (!diceEditProblem(dice).isEmpty())
            return; // the cell keeps its value; the editor said why while it was open
        model->setData(index, dice->text());
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

void RulesetDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QVariant severity = index.data(SeverityRole);
    const QColor tint = problemTint(severity.isValid() ? severity.toInt() : -1);
    if (tint.isValid() && !(option.state & QStyle::State_Selected))
        painter->fillRect(option.rect, tint);
    QStyledItemDelegate::paint(painter, option, index);
}

bool RulesetDelegate::helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                                const QModelIndex &index)
{
    if (event && view && index.isValid() && event->type() == QEvent::ToolTip) {
        const QString tip = index.data(Qt::ToolTipRole).toString();
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPos(), wrappedToolTip(tip), view->viewport(), view->visualRect(index));
        return true;
    }
    return QStyledItemDelegate::helpEvent(event, view, option, index);
}

} // namespace isle
