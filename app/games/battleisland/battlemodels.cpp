#include "battlemodels.h"

#include <functional>

namespace isle::app::battleisland {

namespace {
// Replaces `rows` by `next`, resetting when the number of rows changes and otherwise
// announcing each run of changed rows.
template<typename Row>
void replaceRows(QAbstractListModel &model, QList<Row> &rows, QList<Row> &&next,
                 const std::function<void()> &beginReset, const std::function<void()> &endReset)
{
    if (rows.size() != next.size()) {
        beginReset();
        rows = std::move(next);
        endReset();
        return;
    }
    qsizetype first = -1;
    for (qsizetype i = 0; i <= rows.size(); ++i) {
        const bool changed = i < rows.size() && !(rows.at(i) == next.at(i));
        if (changed) {
            rows[i] = next.at(i);
            if (first < 0)
                first = i;
        } else if (first >= 0) {
            Q_EMIT model.dataChanged(model.index(int(first)), model.index(int(i - 1)));
            first = -1;
        }
    }
}
} // namespace

SpacesModel::SpacesModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int SpacesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

Qt::ItemFlags SpacesModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled;
}

QVariant SpacesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SpaceRow &row = m_rows.at(index.row());
    switch (role) {
    case RowRole: return m_width > 0 ? index.row() / m_width : 0;
    case ColumnRole: return m_width > 0 ? index.row() % m_width : 0;
    case TerrainRole: return row.terrain;
    case StructureRole: return row.structure;
    case StructureColourRole: return row.structureColour;
    case StructureValueRole: return row.structureValue;
    case UnitColourRole: return row.unitColour;
    case UnitTypeRole: return row.unitType;
    case UnitSizeRole: return row.unitSize;
    case UnitSpentRole: return row.unitSpent;
    case UnitActiveRole: return row.unitActive;
    case SelectableRole: return row.selectable;
    case ReachableRole: return row.reachable;
    case AttackableRole: return row.attackable;
    case SelectedRole: return row.selected;
    case PendingAttackRole: return row.pendingAttack;
    case RouteTargetRole: return row.routeTarget;
    case RecruitSiteRole: return row.recruitSite;
    case SideChoiceRole: return row.sideChoice;
    case CombatRoleRole: return row.combatRole;
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
    case LabelRole: return row.label;
    default: return {};
    }
}

QHash<int, QByteArray> SpacesModel::roleNames() const
{
    return {{RowRole, "row"},
            {ColumnRole, "column"},
            {TerrainRole, "terrain"},
            {StructureRole, "structure"},
            {StructureColourRole, "structureColour"},
            {StructureValueRole, "structureValue"},
            {UnitColourRole, "unitColour"},
            {UnitTypeRole, "unitType"},
            {UnitSizeRole, "unitSize"},
            {UnitSpentRole, "unitSpent"},
            {UnitActiveRole, "unitActive"},
            {SelectableRole, "selectable"},
            {ReachableRole, "reachable"},
            {AttackableRole, "attackable"},
            {SelectedRole, "selected"},
            {PendingAttackRole, "pendingAttack"},
            {RouteTargetRole, "routeTarget"},
            {RecruitSiteRole, "recruitSite"},
            {SideChoiceRole, "sideChoice"},
            {CombatRoleRole, "combatRole"},
            {LabelRole, "label"}};
}

void SpacesModel::update(int width, QList<SpaceRow> rows)
{
    const bool resized = width != m_width;
    if (resized) {
        beginResetModel();
        m_width = width;
        m_rows = std::move(rows);
        endResetModel();
        return;
    }
    replaceRows<SpaceRow>(*this, m_rows, std::move(rows), [this]() { beginResetModel(); }, [this]() { endResetModel(); });
}

AreasModel::AreasModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int AreasModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

Qt::ItemFlags AreasModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled;
}

QVariant AreasModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const AreaRow &row = m_rows.at(index.row());
    switch (role) {
    case RowRole: return m_size > 0 ? index.row() / m_size : 0;
    case ColumnRole: return m_size > 0 ? index.row() % m_size : 0;
    case FogRole: return row.fog;
    case TileRole: return row.tile;
    case ArrowRole: return row.arrow;
    case RingRole: return row.ring;
    case ValueRole: return row.value;
    case PlaceableRole: return row.placeable;
    case DrawnRole: return row.drawn;
    default: return {};
    }
}

QHash<int, QByteArray> AreasModel::roleNames() const
{
    return {{RowRole, "row"},     {ColumnRole, "column"},       {FogRole, "fog"},
            {TileRole, "tile"},   {ArrowRole, "arrow"},         {RingRole, "ring"},
            {ValueRole, "value"}, {PlaceableRole, "placeable"}, {DrawnRole, "drawn"}};
}

void AreasModel::update(int size, QList<AreaRow> rows)
{
    if (size != m_size) {
        beginResetModel();
        m_size = size;
        m_rows = std::move(rows);
        endResetModel();
        return;
    }
    replaceRows<AreaRow>(*this, m_rows, std::move(rows), [this]() { beginResetModel(); }, [this]() { endResetModel(); });
}

} // namespace isle::app::battleisland
