#include "rulesettablemodel.h"

#include "core/gamemodule.h"
#include "modelroles.h"
#include "rulesetdocument.h"
#include "rulesetvalues.h"

#include <QJsonArray>

namespace isle {

RulesetTableModel::RulesetTableModel(RulesetDocument *document, const QString &key, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_key(key)
{
    Q_ASSERT(document);
    m_rows = document->rowCount(key);
    m_lastTableProblems = tableProblems();
    connect(document, &RulesetDocument::aboutToChange, this, &RulesetTableModel::onAboutToChange);
    connect(document, &RulesetDocument::changed, this, &RulesetTableModel::onChanged);
    connect(document, &RulesetDocument::problemsChanged, this, &RulesetTableModel::onProblemsChanged);
    connect(document, &RulesetDocument::aboutToBeReplaced, this, &RulesetTableModel::beginResetModel);
    connect(document, &RulesetDocument::replaced, this, [this] {
        m_rows = m_document->rowCount(m_key);
        endResetModel();
    });
}

const ParamSpec *RulesetTableModel::spec() const
{
    const ParamSpec *result = m_document ? m_document->schema().param(m_key) : nullptr;
    return result && result->type == ParamType::Table ? result : nullptr;
}

QString RulesetTableModel::label() const
{
    const ParamSpec *table = spec();
    return table ? m_document->schema().translate(table->label) : m_key;
}

bool RulesetTableModel::rowsFixed() const
{
    const ParamSpec *table = spec();
    return !table || !table->fixedRows.isEmpty();
}

bool RulesetTableModel::canInsertRow() const
{
    return !rowsFixed() && m_rows < spec()->maxRows;
}

bool RulesetTableModel::canRemoveRow() const
{
    return !rowsFixed() && m_rows > spec()->minRows;
}

QString RulesetTableModel::columnKey(int column) const
{
    const ParamSpec *table = spec();
    return table && column >= 0 && column < table->columns.size() ? table->columns.at(column).key : QString();
}

int RulesetTableModel::columnOf(const QString &key) const
{
    const ParamSpec *table = spec();
    if (!table)
        return -1;
    for (int column = 0; column < table->columns.size(); ++column)
        if (table->columns.at(column).key == key)
            return column;
    return -1;
}

QString RulesetTableModel::tableProblems() const
{
    return m_document ? problemText(m_document->allProblems(), {paramPath(m_key)}) : QString();
}

int RulesetTableModel::tableSeverity() const
{
    int severity = -1;
    if (m_document)
        problemText(m_document->allProblems(), {paramPath(m_key)}, &severity);
    return severity;
}

bool RulesetTableModel::hasRowIds() const
{
    const ParamSpec *table = spec();
    return table && table->fixedRows.isEmpty() && table->rowKeyColumn();
}

QString RulesetTableModel::rowIdProblem(int row, const QString &id) const
{
    return m_document ? m_document->rowIdProblem(m_key, row, id) : QString();
}

int RulesetTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int RulesetTableModel::columnCount(const QModelIndex &parent) const
{
    const ParamSpec *table = spec();
    return parent.isValid() || !table ? 0 : int(table->columns.size());
}

QString RulesetTableModel::cellProblems(int row, int column, int *severity) const
{
    return problemText(m_document->allProblems(), {cellPath(m_key, row, columnKey(column)), rowPath(m_key, row)},
                       severity);
}

QVariant RulesetTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ParamSpec *table = spec();
    const ColumnSpec &column = table->columns.at(index.column());
    const RulesetSchema &schema = m_document->schema();
    const QJsonValue value = m_document->tableCell(m_key, index.row(), column.key);
    switch (role) {
    case Qt::DisplayRole:
        if (column.type == ParamType::Boolean)
            return {};
        // A row key shows as the game names it ("Scout"); the id stays the stored value.
        if (column.isRowKey)
            if (const QString label = schema.rowLabel(*table, value.toString()); !label.isEmpty())
                return label;
        return valueText(schema, column.type, column.choices, value);
    case Qt::EditRole: return variantFromValue(column.type, value);
    case Qt::CheckStateRole:
        if (column.type == ParamType::Boolean)
            return value.toBool() ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::ToolTipRole: {
        const QString problems = cellProblems(index.row(), index.column(), nullptr);
        if (!problems.isEmpty())
            return problems;
        // The id is what files and CSV name the row by.
        if (column.isRowKey && value.isString())
            return tr("%1\nId: %2").arg(schema.translate(column.description), value.toString());
        if (column.type == ParamType::Dice) {
            if (const QString summary = diceSummary(value.toString()); !summary.isEmpty())
                return tr("%1\n%2: %3").arg(schema.translate(column.description), value.toString(), summary);
        }
        return schema.translate(column.description);
    }
    case KeyRole: return column.key;
    case TypeRole: return int(column.type);
    case MinimumRole: return column.min;
    case MaximumRole: return column.max;
    case UnitRole: return column.unit.isEmpty() ? QString() : schema.translate(column.unit.toUtf8().constData());
    case ChoicesRole: {
        QStringList values;
        for (const ChoiceSpec &choice : column.choices)
            values.append(choice.value);
        return values;
    }
    case ChoiceLabelsRole: {
        QStringList labels;
        for (const ChoiceSpec &choice : column.choices) {
            const QString rowLabel = column.isRowKey ? schema.rowLabel(*table, choice.value) : QString();
            labels.append(rowLabel.isEmpty() ? choiceLabel(schema, column.choices, choice.value) : rowLabel);
        }
        return labels;
    }
    case DescriptionRole: return schema.translate(column.description);
    case ProblemRole: return cellProblems(index.row(), index.column(), nullptr);
    case SeverityRole: {
        int severity = -1;
        cellProblems(index.row(), index.column(), &severity);
        return severity;
    }
    case PathRole: return cellPath(m_key, index.row(), column.key);
    case LabelRole: return schema.translate(column.label);
    case RowIdRole: return column.isRowKey && table->fixedRows.isEmpty();
    }
    return {};
}

bool RulesetTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const ColumnSpec &column = spec()->columns.at(index.column());
    if (role == Qt::CheckStateRole && column.type != ParamType::Boolean)
        return false;
    if (role != Qt::EditRole && role != Qt::CheckStateRole)
        return false;
    return m_document->setTableCell(m_key, index.row(), column.key,
                                    valueFromVariant(column.type, column.choices, m_document->schema(), value));
}

Qt::ItemFlags RulesetTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags result = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    const ColumnSpec &column = spec()->columns.at(index.column());
    if (column.isRowKey && rowsFixed())
        return result;
    result |= column.type == ParamType::Boolean ? Qt::ItemIsUserCheckable : Qt::ItemIsEditable;
    return result;
}

QVariant RulesetTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const ParamSpec *table = spec();
    if (orientation == Qt::Vertical) {
        if (role != Qt::DisplayRole || section < 0 || section >= m_rows)
            return QAbstractTableModel::headerData(section, orientation, role);
        // A fixed row is named by its row-key column ("Scout"), so a view can keep the
        // name in sight as a row header; other rows are numbered.
        if (table && rowsFixed())
            for (int column = 0; column < table->columns.size(); ++column)
                if (table->columns.at(column).isRowKey)
                    return data(index(section, column), Qt::DisplayRole);
        return section + 1;
    }
    if (!table || section < 0 || section >= table->columns.size())
        return {};
    const ColumnSpec &column = table->columns.at(section);
    switch (role) {
    case Qt::DisplayRole: return m_document->schema().translate(column.label);
    case Qt::ToolTipRole:
        if (!column.unit.isEmpty())
            return tr("%1\nUnit: %2").arg(m_document->schema().translate(column.description),
                                           m_document->schema().translate(column.unit.toUtf8().constData()));
        return m_document->schema().translate(column.description);
    case DescriptionRole: return m_document->schema().translate(column.description);
    case KeyRole: return column.key;
    case UnitRole: return column.unit.isEmpty() ? QString() : m_document->schema().translate(column.unit.toUtf8().constData());
    }
    return {};
}

bool RulesetTableModel::insertRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || count < 1 || row < 0 || row > m_rows || rowsFixed())
        return false;
    if (count == 1)
        return m_document->insertRow(m_key, row);
    // Several rows are one edit, so one undo step.
    QJsonArray rows = m_document->table(m_key);
    for (int i = 0; i < count; ++i) {
        const QJsonObject added = m_document->defaultRow(m_key, row + i);
        rows.insert(row + i, added);
    }
    return m_document->setTable(m_key, rows, tr("Add %1 rows to %2").arg(count).arg(label()));
}

bool RulesetTableModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || count < 1 || row < 0 || row + count > m_rows || rowsFixed())
        return false;
    if (count == 1)
        return m_document->removeRow(m_key, row);
    QJsonArray rows = m_document->table(m_key);
    for (int i = 0; i < count; ++i)
        rows.removeAt(row);
    return m_document->setTable(m_key, rows, tr("Remove %1 rows from %2").arg(count).arg(label()));
}

QHash<int, QByteArray> RulesetTableModel::roleNames() const
{
    return withRulesetRoleNames(QAbstractTableModel::roleNames());
}

void RulesetTableModel::onAboutToChange(const QString &key, const QJsonValue &newValue)
{
    if (key != m_key)
        return;
    // Work out what kind of change it is from the two arrays, so an undo that puts a
    // row back is a row insertion to views, not a reset that loses their selection.
    const QJsonArray before = m_document->table(m_key);
    const QJsonArray after = newValue.toArray();
    const auto sameExcept = [](const QJsonArray &longer, const QJsonArray &shorter, qsizetype skip) {
        for (qsizetype i = 0, j = 0; i < longer.size(); ++i) {
            if (i == skip)
                continue;
            if (longer.at(i) != shorter.at(j++))
                return false;
        }
        return true;
    };
    const auto firstDifference = [](const QJsonArray &a, const QJsonArray &b) {
        qsizetype i = 0;
        while (i < a.size() && i < b.size() && a.at(i) == b.at(i))
            ++i;
        return i;
    };
    if (after.size() == before.size()) {
        m_pending = Pending::Data;
    } else if (after.size() == before.size() + 1 && sameExcept(after, before, firstDifference(after, before))) {
        const int row = int(firstDifference(after, before));
        beginInsertRows({}, row, row);
        m_pending = Pending::Insert;
    } else if (after.size() + 1 == before.size() && sameExcept(before, after, firstDifference(before, after))) {
        const int row = int(firstDifference(before, after));
        beginRemoveRows({}, row, row);
        m_pending = Pending::Remove;
    } else {
        beginResetModel();
        m_pending = Pending::Reset;
    }
}

void RulesetTableModel::onChanged(const QString &key)
{
    if (key != m_key)
        return;
    const Pending pending = std::exchange(m_pending, Pending::None);
    m_rows = m_document->rowCount(m_key);
    switch (pending) {
    case Pending::Insert: endInsertRows(); break;
    case Pending::Remove: endRemoveRows(); break;
    case Pending::Reset: endResetModel(); break;
    case Pending::Data:
    case Pending::None:
        if (m_rows > 0 && columnCount() > 0)
            Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, columnCount() - 1));
        break;
    }
}

void RulesetTableModel::onProblemsChanged()
{
    if (m_rows > 0 && columnCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, columnCount() - 1),
                           {Qt::ToolTipRole, ProblemRole, SeverityRole});
    const QString problems = tableProblems();
    if (problems != m_lastTableProblems) {
        m_lastTableProblems = problems;
        Q_EMIT tableProblemsChanged();
    }
}

} // namespace isle
