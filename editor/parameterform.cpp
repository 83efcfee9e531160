#include "parameterform.h"

#include "core/rulesetschema.h"
#include "diceedit.h"
#include "models/modelroles.h"
#include "models/parameterlistmodel.h"
#include "rulesetdelegate.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStyle>

namespace isle {

ParameterForm::ParameterForm(ParameterListModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_layout(new QFormLayout(this))
{
    m_layout->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_layout->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_layout->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_layout->setContentsMargins(0, 0, 0, 0);
    connect(model, &QAbstractItemModel::modelReset, this, &ParameterForm::rebuild);
    connect(model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight) {
                refreshRows(topLeft.row(), bottomRight.row());
            });
    rebuild();
}

bool ParameterForm::isEmpty() const
{
    return !m_model || m_model->rowCount() == 0;
}

void ParameterForm::rebuild()
{
    while (m_layout->rowCount() > 0)
        m_layout->removeRow(0);
    m_editors.clear();
    m_markers.clear();
    m_labels.clear();
    m_descriptions.clear();
    m_diceSummaries.clear();
    if (!m_model)
        return;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex value = m_model->index(row, ParameterListModel::ValueColumn);
        const QString key = value.data(KeyRole).toString();
        auto *field = new QWidget(this);
        auto *fieldLayout = new QHBoxLayout(field);
        fieldLayout->setContentsMargins(0, 0, 0, 0);
        QWidget *editor = createEditor(row);
        editor->setObjectName(key);
        if (!qobject_cast<QCheckBox *>(editor))
            editor->setMinimumWidth(std::max(editor->sizeHint().width(), 9 * fontMetrics().averageCharWidth() + 60));
        fieldLayout->addWidget(editor);
        const QString unit = value.data(UnitRole).toString();
        if (!unit.isEmpty() && ParamType(value.data(TypeRole).toInt()) != ParamType::Integer)
            fieldLayout->addWidget(new QLabel(unit, field));
        auto *marker = new QLabel(field);
        const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
        marker->setFixedSize(size, size);
        fieldLayout->addWidget(marker);
        fieldLayout->addStretch();
        auto *label = new QLabel(value.data(LabelRole).toString() + u':', this);
        label->setWordWrap(true);
        label->setBuddy(editor);
        m_layout->addRow(label, field);
        if (auto *dice = qobject_cast<QLineEdit *>(editor); dice && ParamType(value.data(TypeRole).toInt()) == ParamType::Dice) {
            // Under the field: the expression's range and mean, or why it does not read,
            // as it is typed (a row of its own, so a long reason wraps, never widens).
            auto *summary = new QLabel(this);
            summary->setObjectName(key + QStringLiteral("Summary"));
            summary->setTextFormat(Qt::PlainText);
            summary->setWordWrap(true);
            m_layout->addRow(summary);
            m_diceSummaries.insert(key, summary);
            connect(dice, &QLineEdit::textChanged, summary, [this, key] { refreshDice(key); });
        }
        // The description in full under its row, wrapped to the form's width.
        auto *description = new QLabel(value.data(DescriptionRole).toString(), this);
        description->setObjectName(key + QStringLiteral("Description"));
        description->setWordWrap(true);
        description->setTextFormat(Qt::PlainText);
        description->setForegroundRole(QPalette::PlaceholderText);
        description->setContentsMargins(0, 0, 0, 6);
        description->setVisible(!description->text().isEmpty());
        m_layout->addRow(description);
        m_editors.insert(key, editor);
        m_markers.insert(key, marker);
        m_labels.insert(key, label);
        m_descriptions.insert(key, description);
        refreshRow(row);
    }
}

QWidget *ParameterForm::createEditor(int row)
{
    const QModelIndex value = m_model->index(row, ParameterListModel::ValueColumn);
    const auto commit = [this, row](const QVariant &newValue) {
        m_model->setData(m_model->index(row, ParameterListModel::ValueColumn), newValue);
        refreshRow(row); // a refused value snaps back to the document's
    };
    switch (ParamType(value.data(TypeRole).toInt())) {
    case ParamType::Integer: {
        auto *spin = new QSpinBox(this);
        spin->setRange(value.data(MinimumRole).toInt(), value.data(MaximumRole).toInt());
        const QString unit = value.data(UnitRole).toString();
        if (!unit.isEmpty())
            spin->setSuffix(u' ' + unit);
        spin->setKeyboardTracking(false); // one edit per value typed, not per digit
        connect(spin, &QSpinBox::valueChanged, this, commit);
        return spin;
    }
    case ParamType::Boolean: {
        auto *check = new QCheckBox(this);
        connect(check, &QCheckBox::toggled, this, commit);
        return check;
    }
    case ParamType::Choice: {
        auto *combo = new QComboBox(this);
        const QStringList values = value.data(ChoicesRole).toStringList();
        const QStringList labels = value.data(ChoiceLabelsRole).toStringList();
        for (qsizetype i = 0; i < values.size(); ++i)
            combo->addItem(labels.value(i, values.at(i)), values.at(i));
        connect(combo, &QComboBox::activated, this, [combo, commit](int) { commit(combo->currentData()); });
        return combo;
    }
    case ParamType::Dice: {
        // Checked as typed: an expression that does not read is never committed (the
        // validator holds editingFinished back); the reason shows beside it meanwhile.
        QLineEdit *line = createDiceEdit(this);
        connect(line, &QLineEdit::editingFinished, this, [line, commit] { commit(line->text()); });
        return line;
    }
    case ParamType::Text:
    case ParamType::Pattern: {
        auto *line = new QLineEdit(this);
        line->setMaxLength(4096); // longer is refused by the schema anyway
        connect(line, &QLineEdit::editingFinished, this, [line, commit] { commit(line->text()); });
        return line;
    }
    case ParamType::Table: break;
    }
    return new QLabel(this);
}

void ParameterForm::refreshRows(int first, int last)
{
    for (int row = first; row <= last; ++row)
        refreshRow(row);
}

void ParameterForm::refreshRow(int row)
{
    if (!m_model || row < 0 || row >= m_model->rowCount())
        return;
    const QModelIndex value = m_model->index(row, ParameterListModel::ValueColumn);
    const QString key = value.data(KeyRole).toString();
    QWidget *editor = m_editors.value(key);
    if (!editor)
        return;
    const QSignalBlocker blocker(editor);
    if (auto *spin = qobject_cast<QSpinBox *>(editor))
        spin->setValue(value.data(Qt::EditRole).toInt());
    else if (auto *check = qobject_cast<QCheckBox *>(editor))
        check->setChecked(value.data(Qt::EditRole).toBool());
    else if (auto *combo = qobject_cast<QComboBox *>(editor))
        combo->setCurrentIndex(combo->findData(value.data(Qt::EditRole)));
    else if (auto *line = qobject_cast<QLineEdit *>(editor)) {
        line->setText(value.data(Qt::EditRole).toString());
        if (m_diceSummaries.contains(key))
            updateDiceEdit(line); // its own check, held back by the blocker
    }

    const QString description = value.data(DescriptionRole).toString();
    const QString problem = value.data(ProblemRole).toString();
    const int severity = value.data(SeverityRole).toInt();
    QLabel *marker = m_markers.value(key);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    if (problem.isEmpty()) {
        marker->clear();
        marker->setToolTip({});
    } else {
        const QStyle::StandardPixmap icon = severity == 0 ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning;
        marker->setPixmap(style()->standardIcon(icon).pixmap(size, size));
        marker->setToolTip(wrappedToolTip(problem));
    }
    const QString tip
        = wrappedToolTip(problem.isEmpty() ? description : problem + QStringLiteral("\n\n") + description);
    editor->setToolTip(tip);
    m_labels.value(key)->setToolTip(tip);
    refreshDice(key);
    if (QLabel *text = m_descriptions.value(key); text && text->text() != description) {
        text->setText(description);
        text->setVisible(!description.isEmpty());
    }
}

void ParameterForm::refreshDice(const QString &key)
{
    QLabel *summary = m_diceSummaries.value(key);
    auto *line = qobject_cast<QLineEdit *>(m_editors.value(key));
    if (!summary || !line)
        return;
    const QString problem = diceEditProblem(line);
    summary->setText(problem.isEmpty() ? diceEditSummary(line) : problem);
    summary->setForegroundRole(problem.isEmpty() ? QPalette::PlaceholderText : QPalette::WindowText);
    const QString description = m_descriptions.value(key) ? m_descriptions.value(key)->text() : QString();
    if (!problem.isEmpty())
        line->setToolTip(wrappedToolTip(problem + QStringLiteral("\n\n") + description));
}

} // namespace isle
