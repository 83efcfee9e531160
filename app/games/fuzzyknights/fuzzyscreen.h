#pragma once

#include "gamescreen.h"

#include "core/action.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QVariantList>
#include <QVariantMap>



namespace isle::app::fuzzyknights {

class TilesModel;

// Fuzzy Knights' screen: the map's tiles (settlements, heroes, tokens, mines), the day and
// its Daybreak step, each player's treasury and last income and upkeep, the battle under
// way with its exchanges, and the input that turns a click on a tile (or a key) into the
// viewer's decision. QML sees it as GameSession.screen; it reads only the viewer's
// observation and the public events of the log (docs/games/fuzzyknights.md, "Screen") and
// plays only actions taken from the viewer's legal decisions as the engine lists them.
class FuzzyScreen : public GameScreen
{
    Q_OBJECT
    Q_PROPERTY(int mapWidth READ mapWidth NOTIFY changed)
    Q_PROPERTY(int mapHeight READ mapHeight NOTIFY changed)
    Q_PROPERTY(int day READ day NOTIFY changed)
    Q_PROPERTY(int maxDays READ maxDays NOTIFY changed)
    // Where the Day stands in words: "Daybreak: income", "Alice's turn", "Game over".
    Q_PROPERTY(QString stageText READ stageText NOTIFY changed)
    // "setup", "daybreak", "turn" or "over"; and the Daybreak step ("income"… "tokens").
    Q_PROPERTY(QString stage READ stage NOTIFY changed)
    Q_PROPERTY(QString daybreakStep READ daybreakStep NOTIFY changed)
    // The decision due ("turn", "build", "squads"…; "" for none), whose it is, and whether
    // it is the viewer's to take now.
    Q_PROPERTY(QString decisionKind READ decisionKind NOTIFY changed)
    Q_PROPERTY(int decisionSeat READ decisionSeat NOTIFY changed)
    Q_PROPERTY(bool myDecision READ myDecision NOTIFY changed)
    Q_PROPERTY(int viewerSeat READ viewerSeat NOTIFY changed)
    // Whose turn it is (-1 outside the turns): the seat that offers an alliance.
    Q_PROPERTY(int activeSeat READ activeSeat NOTIFY changed)
    Q_PROPERTY(bool over READ over NOTIFY changed)
    // The viewer's hero chosen on the map (global hero index, -1 none), its words and the
    // movement points it has left (-1 without a hero).
    Q_PROPERTY(int selectedHero READ selectedHero NOTIFY changed)
    Q_PROPERTY(QString selectedText READ selectedText NOTIFY changed)
    Q_PROPERTY(int movesLeft READ movesLeft NOTIFY changed)
    // The free moves (equip, garrison, armory) the active seat has left this turn.
    Q_PROPERTY(int freeMovesLeft READ freeMovesLeft NOTIFY changed)
    // Each player: {seat, name, treasury, income, upkeep, heroes, settlements, mines,
    // eliminated, homeless, active, isViewer, alliance (its number, 0 none), allies ("allied
    // with …", "" for none)}; income and upkeep as paid at the last Daybreak.
    Q_PROPERTY(QVariantList players READ players NOTIFY changed)
    // What the viewer may do now besides stepping: [{index, label, type}], the selected
    // hero's actions first, then the decision's other choices; played with act(index).
    Q_PROPERTY(QVariantList actions READ actions NOTIFY changed)
    Q_PROPERTY(bool canEndTurn READ canEndTurn NOTIFY changed)
    // The battle under way or the last one: {active, title, attackerSeat, defenderSeat,
    // attackers: [{text, alive}], defenders: [...], exchanges: [{attack, defence, won,
    // attackDice, defenceDice: {dice: [values], more: dice not listed, bonus}}],
    // result}; empty before the first battle.
    Q_PROPERTY(QVariantMap battle READ battle NOTIFY changed)
    Q_PROPERTY(QAbstractItemModel *tiles READ tilesModel CONSTANT)

public:
    explicit FuzzyScreen(GameSession &session);
    ~FuzzyScreen() override;

    void refresh() override;
    void clearInput() override;

    // A click (or Enter) on the tile `index` (y·width + x): places the settlement or the
    // new token there, steps the selected hero there or besieges it, or selects one of the
    // viewer's heroes standing there, as the viewer's legal decisions allow; anything else
    // is refused and changes nothing.
    Q_INVOKABLE void clickTile(int index);
    // Plays the choice at `index` of `actions`.
    Q_INVOKABLE bool act(int index);
    Q_INVOKABLE bool endTurn();
    // Escape: the selection goes.
    Q_INVOKABLE bool cancel();
    // A tile's name as people read it ("column 3, row 7"), the tile the keyboard cursor
    // should visit first, and a seat's name.
    Q_INVOKABLE QString tileName(int index) const;
    Q_INVOKABLE int focusTile() const;
    Q_INVOKABLE QString seatName(int seat) const;

    int mapWidth() const { return m_w; }
    int mapHeight() const { return m_h; }
    int day() const;
    int maxDays() const;
    QString stageText() const;
    QString stage() const;
    QString daybreakStep() const;
    QString decisionKind() const { return m_kind; }
    int decisionSeat() const { return m_decisionSeat; }
    bool myDecision() const;
    int viewerSeat() const;
    int activeSeat() const;
    bool over() const;
    int selectedHero() const { return m_selected; }
    QString selectedText() const;
    int movesLeft() const;
    int freeMovesLeft() const;
    QVariantList players() const;
    QVariantList actions() const;
    bool canEndTurn() const { return m_endTurn.type != 0; }
    QVariantMap battle() const { return m_battle; }
    QAbstractItemModel *tilesModel() const;

    // For tests: the tiles (board indices) the selected hero may step to, the heroes the
    // viewer may select, and the tiles where a settlement or token may be placed.
    QSet<int> litSteps() const;
    QList<int> selectableHeroes() const;
    QSet<int> placeableTiles() const { return QSet<int>(m_place.keyBegin(), m_place.keyEnd()); }
    int heroTile(int hero) const; // the board index of a hero, -1 if it is not on the map

private:
    int toIndex(int cell) const;       // the engine's tile (y·32 + x) as the board's index
    int indexOf(const QJsonValue &pair) const; // [x, y] as the board's index
    QString heroWords(int hero) const;
    void readLegal();
    void readEvents();
    void rebuildModel();
    void buildPanel();
    void refreshSelection(); // the selection changed: the panel and the lit tiles follow
    bool play(const Action &action);
    void refuse(const QString &why = {});

    TilesModel *m_tiles;
    QJsonObject m_view;
    int m_w = 0;
    int m_h = 0;
    QString m_kind;
    int m_decisionSeat = -1;
    QHash<int, QJsonObject> m_heroes; // hero index → its observation entry
    // The viewer's legal decisions by what they act on.
    QHash<int, Action> m_place;                 // board index → place-settlement / place-token
    QHash<int, QHash<int, Action>> m_steps;     // hero → board index → step
    QHash<int, QHash<int, Action>> m_sieges;    // hero → board index → siege
    QHash<int, QList<Action>> m_heroActions;    // hero → its other actions
    QList<Action> m_other;
    Action m_endTurn;
    QList<Action> m_panel; // the actions listed, in order
    int m_selected = -1;
    bool m_noAutoSelect = false; // Escape put the selection down until the next decision
    // From the log's public events: each seat's income and upkeep at the last Daybreak.
    QHash<int, int> m_income;
    QHash<int, int> m_upkeep;
    QVariantMap m_battle;
    QJsonObject m_battleView; // the last battle seen in an observation
    QHash<int, int> m_squadUnits; // side·16 + squad → its units before it fell
};

} // namespace isle::app::fuzzyknights
