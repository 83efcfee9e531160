#pragma once

#include <QStyledItemDelegate>

class QLineEdit;

namespace isle {

// Edits ruleset cells with the editor their schema type asks for (a spin box within the
// column's range, a combo box of its choices, a line edit for a row's free id or a dice
// expression checked as it is typed) and tints cells that have a problem. A dice
// expression that does not read is never committed.
class RulesetDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    // A cell's tool tip (its description or its problems) wraps instead of running off.
    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override;
};

// The line edit of a free row id (object name "rowIdEditor") keeps why the text typed so
// far could not be the id in this property, empty when it could.
inline constexpr char RowIdProblemProperty[] = "rowIdProblem";
QString rowIdEditorProblem(const QLineEdit *editor);

// The tints problem cells get, shared with the forms and the fog grid.
QColor problemTint(int severity);

// A plain-text tool tip as rich text, so that Qt wraps a long one (a description, a
// list of problems) at a readable width instead of showing one line as wide as the
// screen. Empty and rich text stay as they are.
QString wrappedToolTip(const QString &text);

} // namespace isle
