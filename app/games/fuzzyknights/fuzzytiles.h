#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>

namespace isle::app::fuzzyknights {

// One tile of the map as the viewer sees it, and what the viewer may do with it now.
struct TileRow
{
    int settlementOwner = -1; // -1: no settlement
    int tier = 0;
    int ramparts = 0;
    bool camp = false;
    bool besieged = false;
    int heroOwner = -1;       // the first hero here; -1 none
    int heroIndex = -1;
    int heroCount = 0;
    int army = 0;             // the heroes' mercenaries here
    int equipped = 0;         // equipped items of the heroes here
    int monsters = 0;
    int items = 0;
    int resources = 0;
    int mine = -2;            // -2 none, -1 neutral, else the owner seat
    bool selectable = false;  // one of the viewer's heroes with something to do
    bool selected = false;
    bool reachable = false;   // a step of the selected hero
    int stepCost = 0;
    bool siegeable = false;   // the selected hero may besiege the settlement here
    bool placeable = false;   // a settlement or the new token may go here
    bool battle = false;      // the battle under way is here
    QString label;            // what a screen reader says

    bool operator==(const TileRow &) const = default;
};

// The map's tiles, row-major (index y·width + x), for the board's grid.
class TilesModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        XRole = Qt::UserRole + 1,
        YRole,
        SettlementOwnerRole,
        TierRole,
        RampartsRole,
        CampRole,
        BesiegedRole,
        HeroOwnerRole,
        HeroIndexRole,
        HeroCountRole,
        ArmyRole,
        EquippedRole,
        MonstersRole,
        ItemsRole,
        ResourcesRole,
        MineRole,
        SelectableRole,
        SelectedRole,
        ReachableRole,
        StepCostRole,
        SiegeableRole,
        PlaceableRole,
        BattleRole,
        LabelRole,
    };

    explicit TilesModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // The new rows for a map `width` tiles wide: the changed ones are announced.
    void update(int width, QList<TileRow> rows);
    const TileRow *at(int index) const { return index >= 0 && index < m_rows.size() ? &m_rows.at(index) : nullptr; }

private:
    int m_width = 0;
    QList<TileRow> m_rows;
};

} // namespace isle::app::fuzzyknights
