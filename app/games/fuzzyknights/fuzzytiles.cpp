#include "fuzzytiles.h"

namespace isle::app::fuzzyknights {

TilesModel::TilesModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int TilesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

Qt::ItemFlags TilesModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled;
}

QVariant TilesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const TileRow &row = m_rows.at(index.row());
    switch (role) {
    case XRole: return m_width > 0 ? index.row() % m_width : 0;
    case YRole: return m_width > 0 ? index.row() / m_width : 0;
    case SettlementOwnerRole: return row.settlementOwner;
    case TierRole: return row.tier;
    case RampartsRole: return row.ramparts;
    case CampRole: return row.camp;
    case BesiegedRole: return row.besieged;
    case HeroOwnerRole: return row.heroOwner;
    case HeroIndexRole: return row.heroIndex;
    case HeroCountRole: return row.heroCount;
    case ArmyRole: return row.army;
    case EquippedRole: return row.equipped;
    case MonstersRole: return row.monsters;
    case ItemsRole: return row.items;
    case ResourcesRole: return row.resources;
    case MineRole: return row.mine;
    case SelectableRole: return row.selectable;
    case SelectedRole: return row.selected;
    case ReachableRole: return row.reachable;
    case StepCostRole: return row.stepCost;
    case SiegeableRole: return row.siegeable;
    case PlaceableRole: return row.placeable;
    case BattleRole: return row.battle;
    case LabelRole: return row.label;
    default: return {};
    }
}

QHash<int, QByteArray> TilesModel::roleNames() const
{
    return {{XRole, "tileX"},
            {YRole, "tileY"},
            {SettlementOwnerRole, "settlementOwner"},
            {TierRole, "tier"},
            {RampartsRole, "ramparts"},
            {CampRole, "camp"},
            {BesiegedRole, "besieged"},
            {HeroOwnerRole, "heroOwner"},
            {HeroIndexRole, "heroIndex"},
            {HeroCountRole, "heroCount"},
            {ArmyRole, "army"},
            {EquippedRole, "equipped"},
            {MonstersRole, "monsters"},
            {ItemsRole, "items"},
            {ResourcesRole, "resources"},
            {MineRole, "mine"},
            {SelectableRole, "selectable"},
            {SelectedRole, "selected"},
            {ReachableRole, "reachable"},
            {StepCostRole, "stepCost"},
            {SiegeableRole, "siegeable"},
            {PlaceableRole, "placeable"},
            {BattleRole, "battle"},
            {LabelRole, "label"}};
}

void TilesModel::update(int width, QList<TileRow> rows)
{
    if (width != m_width || rows.size() != m_rows.size()) {
        beginResetModel();
        m_width = width;
        m_rows = std::move(rows);
        endResetModel();
        return;
    }
    // Each run of changed rows is announced, so the delegates stay.
    qsizetype first = -1;
    for (qsizetype i = 0; i <= m_rows.size(); ++i) {
        const bool changed = i < m_rows.size() && !(m_rows.at(i) == rows.at(i));
        if (changed) {
            m_rows[i] = rows.at(i);
            if (first < 0)
                first = i;
        } else if (first >= 0) {
            Q_EMIT dataChanged(index(int(first)), index(int(i - 1)));
            first = -1;
        }
    }
}

} // namespace isle::app::fuzzyknights
