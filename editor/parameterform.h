#pragma once

#include "models/parameterlistmodel.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QFormLayout;
class QLabel;

namespace isle {

// A form generated from a ParameterListModel: one row per parameter with a spin box,
// combo box, check box or line edit (a dice expression checked as typed, its range and
// mean or the reason it does not read under it), the parameter's label, its unit, a marker with the reason
// when the value has a problem, and its description below, wrapped (also the tool tip,
// wrapped too). In a narrow dock a row whose label and field do not fit side by side
// puts the field under the label. The model is the only way values go in or out, so
// the form follows undo, other views and reopening.
class ParameterForm : public QWidget
{
    Q_OBJECT

public:
    explicit ParameterForm(ParameterListModel *model, QWidget *parent = nullptr);

    ParameterListModel *model() const { return m_model; }
    QWidget *editorFor(const QString &key) const { return m_editors.value(key); }
    QLabel *labelFor(const QString &key) const { return m_labels.value(key); }
    QLabel *descriptionFor(const QString &key) const { return m_descriptions.value(key); }
    // Dice parameters: the label under the field with the range and mean, or the reason
    // the text typed does not read.
    QLabel *diceSummaryFor(const QString &key) const { return m_diceSummaries.value(key); }
    bool isEmpty() const;

private:
    void rebuild();
    void refreshRow(int row);
    void refreshRows(int first, int last);
    QWidget *createEditor(int row);
    void refreshDice(const QString &key);

    QPointer<ParameterListModel> m_model;
    QFormLayout *m_layout;
    QHash<QString, QWidget *> m_editors;
    QHash<QString, QLabel *> m_markers;
    QHash<QString, QLabel *> m_labels;
    QHash<QString, QLabel *> m_descriptions;
    QHash<QString, QLabel *> m_diceSummaries;
};

} // namespace isle
