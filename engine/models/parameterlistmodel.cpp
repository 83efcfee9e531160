#include "parameterlistmodel.h"

#include "core/gamemodule.h"
#include "modelroles.h"
#include "rulesetdocument.h"
#include "rulesetvalues.h"

namespace isle {

namespace {
QStringList choiceValues(const ParamSpec &spec)
{
    QStringList values;
    for (const ChoiceSpec &choice : spec.choices)
        values.append(choice.value);
    return values;
}
} // namespace

ParameterListModel::ParameterListModel(RulesetDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    Q_ASSERT(document);
    connect(document, &RulesetDocument::changed, this, &ParameterListModel::onChanged);
    connect(document, &RulesetDocument::problemsChanged, this, &ParameterListModel::onProblemsChanged);
    connect(document, &RulesetDocument::aboutToBeReplaced, this, &ParameterListModel::beginResetModel);
    connect(document, &RulesetDocument::replaced, this, [this] {
        rebuild();
        endResetModel();
    });
    rebuild();
}

void ParameterListModel::setVariant(const QString &variant)
{
    if (variant == m_variant)
        return;
    beginResetModel();
    m_variant = variant;
    rebuild();
    endResetModel();
    Q_EMIT filterChanged();
}

void ParameterListModel::setGroup(const QString &group)
{
    if (group == m_group)
        return;
    beginResetModel();
    m_group = group;
    rebuild();
    endResetModel();
    Q_EMIT filterChanged();
}

void ParameterListModel::rebuild()
{
    m_keys.clear();
    if (!m_document)
        return;
    for (const ParamSpec &spec : m_document->schema().params()) {
        if (spec.type == ParamType::Table)
            continue;
        if (!m_group.isEmpty() && spec.group != m_group)
            continue;
        if (!m_variant.isEmpty() && !spec.variants.isEmpty() && !spec.variants.contains(m_variant))
            continue;
        m_keys.append(spec.key);
    }
}

QString ParameterListModel::keyAt(int row) const
{
    return row >= 0 && row < m_keys.size() ? m_keys.at(row) : QString();
}

int ParameterListModel::rowOfKey(const QString &key) const
{
    return int(m_keys.indexOf(key));
}

const ParamSpec *ParameterListModel::specAt(int row) const
{
    return m_document ? m_document->schema().param(keyAt(row)) : nullptr;
}

int ParameterListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_keys.size());
}

int ParameterListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ParameterListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ParamSpec *spec = specAt(index.row());
    if (!spec)
        return {};
    const RulesetSchema &schema = m_document->schema();
    const QJsonValue value = m_document->value(spec->key);
    const QString path = paramPath(spec->key);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case LabelColumn: return schema.translate(spec->label);
        case ValueColumn:
            return spec->type == ParamType::Boolean ? QVariant() : QVariant(valueText(schema, spec->type, spec->choices, value));
        case UnitColumn: return spec->unit.isEmpty() ? QString() : schema.translate(spec->unit.toUtf8().constData());
        }
        return {};
    case Qt::EditRole:
        return index.column() == ValueColumn ? variantFromValue(spec->type, value) : QVariant();
    case Qt::CheckStateRole:
        if (index.column() == ValueColumn && spec->type == ParamType::Boolean)
            return value.toBool() ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::ToolTipRole: {
        const QString problems = problemText(m_document->allProblems(), {path});
        return problems.isEmpty() ? schema.translate(spec->description) : problems;
    }
    case KeyRole: return spec->key;
    case TypeRole: return int(spec->type);
    case MinimumRole: return spec->min;
    case MaximumRole: return spec->max;
    case UnitRole: return spec->unit.isEmpty() ? QString() : schema.translate(spec->unit.toUtf8().constData());
    case ChoicesRole: return choiceValues(*spec);
    case ChoiceLabelsRole: {
        QStringList labels;
        for (const ChoiceSpec &choice : spec->choices)
            labels.append(choiceLabel(schema, spec->choices, choice.value));
        return labels;
    }
    case DescriptionRole: return schema.translate(spec->description);
    case ProblemRole: return problemText(m_document->allProblems(), {path});
    case SeverityRole: {
        int severity = -1;
        problemText(m_document->allProblems(), {path}, &severity);
        return severity;
    }
    case PathRole: return path;
    case LabelRole: return schema.translate(spec->label);
    }
    return {};
}

bool ParameterListModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || index.column() != ValueColumn || !m_document)
        return false;
    const ParamSpec *spec = specAt(index.row());
    if (!spec)
        return false;
    if (role == Qt::CheckStateRole && spec->type != ParamType::Boolean)
        return false;
    if (role != Qt::EditRole && role != Qt::CheckStateRole)
        return false;
    // The document refuses what the schema does not take and keeps the reason; the
    // value shown stays the last good one.
    return m_document->setValue(spec->key, valueFromVariant(spec->type, spec->choices, m_document->schema(), value));
}

Qt::ItemFlags ParameterListModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags result = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == ValueColumn) {
        const ParamSpec *spec = specAt(index.row());
        result |= spec && spec->type == ParamType::Boolean ? Qt::ItemIsUserCheckable : Qt::ItemIsEditable;
    }
    return result;
}

QVariant ParameterListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case LabelColumn: return tr("Parameter");
    case ValueColumn: return tr("Value");
    case UnitColumn: return tr("Unit");
    }
    return {};
}

QHash<int, QByteArray> ParameterListModel::roleNames() const
{
    return withRulesetRoleNames(QAbstractTableModel::roleNames());
}

void ParameterListModel::onChanged(const QString &key)
{
    const int row = rowOfKey(key);
    if (row >= 0)
        Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void ParameterListModel::onProblemsChanged()
{
    if (!m_keys.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                           {Qt::ToolTipRole, ProblemRole, SeverityRole});
}

} // namespace isle
