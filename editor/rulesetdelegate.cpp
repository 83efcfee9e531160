#include "rulesetdelegate.h"

#include "core/rulesetschema.h"
#include "models/modelroles.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QHelpEvent>
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

QWidget *RulesetDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                       const QModelIndex &index) const
{
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
    case ParamType::Boolean:
    case ParamType::Table: break;
    }
    return QStyledItemDelegate::createEditor(parent, option, index);
}

void RulesetDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
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
