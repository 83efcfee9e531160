#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>

namespace isle::app::battleisland {

// One space of the board as the viewer sees it, and what the viewer may do with it now.
struct SpaceRow
{
    QString terrain;          // "plains", "forest", "mountain", "water", "lot", "base", "lighthouse", "fog"
    QString structure;        // "", "city", "factory", "base", "lighthouse"
    QString structureColour;  // the owner's colour, "" for nobody's
    int structureValue = 0;
    QString unitColour;       // "" for no unit
    QString unitType;         // "basic", "elite"
    int unitSize = 0;
    bool unitSpent = false;   // activated, recruited or stacked this turn
    bool unitActive = false;  // the unit acting now
    bool selectable = false;  // one of the viewer's units it may activate
    bool reachable = false;   // the selected unit can move here
    bool attackable = false;  // the selected unit can attack the unit here
    bool selected = false;
    bool pendingAttack = false;
    bool routeTarget = false;
    bool recruitSite = false;
    bool sideChoice = false;  // the captured structure whose side is being chosen
    int combatRole = 0;       // 1 attacker, 2 defender of the last combat
    QString label;            // what a screen reader says

    bool operator==(const SpaceRow &) const = default;
};

// The board's spaces, row-major (index y·W + x), for the board's grid.
class SpacesModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        RowRole = Qt::UserRole + 1,
        ColumnRole,
        TerrainRole,
        StructureRole,
        StructureColourRole,
        StructureValueRole,
        UnitColourRole,
        UnitTypeRole,
        UnitSizeRole,
        UnitSpentRole,
        UnitActiveRole,
        SelectableRole,
        ReachableRole,
        AttackableRole,
        SelectedRole,
        PendingAttackRole,
        RouteTargetRole,
        RecruitSiteRole,
        SideChoiceRole,
        CombatRoleRole,
        LabelRole,
    };

    explicit SpacesModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    // The new rows for a board `width` spaces wide: the changed ones are announced.
    void update(int width, QList<SpaceRow> rows);
    const SpaceRow *at(int index) const { return index >= 0 && index < m_rows.size() ? &m_rows.at(index) : nullptr; }

private:
    int m_width = 0;
    QList<SpaceRow> m_rows;
};

// One area of the board: a placed tile or fog.
struct AreaRow
{
    bool fog = true;
    QString tile;      // the tile's id, "" in fog
    int arrow = -1;    // 0 north … 3 west, -1 none
    int ring = 0;
    int value = 0;     // what a city there earns each turn
    bool placeable = false; // the drawn tile may go here now
    bool drawn = false;     // the drawn tile is being turned here

    bool operator==(const AreaRow &) const = default;
};

// The board's areas, row-major (index R·n + C): fog, arrows and the areas a tile may go to.
class AreasModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        RowRole = Qt::UserRole + 1,
        ColumnRole,
        FogRole,
        TileRole,
        ArrowRole,
        RingRole,
        ValueRole,
        PlaceableRole,
        DrawnRole,
    };

    explicit AreasModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    void update(int size, QList<AreaRow> rows);

private:
    int m_size = 0;
    QList<AreaRow> m_rows;
};

} // namespace isle::app::battleisland
