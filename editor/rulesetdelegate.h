#pragma once

#include <QStyledItemDelegate>

namespace isle {

// Edits ruleset cells with the editor their schema type asks for (a spin box within the
// column's range, a combo box of its choices) and tints cells that have a problem.
class RulesetDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

// The tints problem cells get, shared with the forms and the fog grid.
QColor problemTint(int severity);

} // namespace isle
