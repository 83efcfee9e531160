#pragma once

#include "gamescreen.h"

#include "core/action.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>

class QAbstractItemModel;

namespace isle::app::battleisland {

class AreasModel;
class SpacesModel;

// Battle on the Island of Fog's screen: the board's spaces and areas, the generals' coins
// and income, the turn, the drawn tile, the last battle, and the input that turns a click
// on a space (or a key) into the viewer's decision. QML sees it as GameSession.screen; it
// reads only the viewer's observation (docs/games/battleisland.md, "Observation") and
// matches every input against the viewer's legal decisions as the engine lists them.
class BattleScreen : public GameScreen
{
    Q_OBJECT
    // The board's geometry: areas per side, spaces per tile side, spaces per board side.
    Q_PROPERTY(int boardSize READ boardSize NOTIFY changed)
    Q_PROPERTY(int tileSize READ tileSize NOTIFY changed)
    Q_PROPERTY(int spacesPerSide READ spacesPerSide NOTIFY changed)
    // Where the game stands: "exploration", "countdown" or "over", the round, the countdown.
    Q_PROPERTY(QString phase READ phase NOTIFY changed)
    Q_PROPERTY(int round READ round NOTIFY changed)
    Q_PROPERTY(int countdownRound READ countdownRound NOTIFY changed)
    Q_PROPERTY(int countdownRounds READ countdownRounds NOTIFY changed)
    Q_PROPERTY(int activationsUsed READ activationsUsed NOTIFY changed)
    Q_PROPERTY(int activationsPerTurn READ activationsPerTurn NOTIFY changed)
    // Movement points the acting unit has left; -1 while no unit acts.
    Q_PROPERTY(int movePointsLeft READ movePointsLeft NOTIFY changed)
    Q_PROPERTY(int pileCount READ pileCount NOTIFY changed)
    Q_PROPERTY(bool over READ over NOTIFY changed)
    // The decision due, everybody's to see: its kind ("main", "act", "orient", "place-tile",
    // "token-side", "reroll"), whose it is, and whether it is the viewer's to take now.
    Q_PROPERTY(QString decisionKind READ decisionKind NOTIFY changed)
    Q_PROPERTY(int decisionSeat READ decisionSeat NOTIFY changed)
    Q_PROPERTY(QString decisionSeatName READ decisionSeatName NOTIFY changed)
    Q_PROPERTY(QString decisionColour READ decisionColour NOTIFY changed)
    Q_PROPERTY(bool myDecision READ myDecision NOTIFY changed)
    Q_PROPERTY(int viewerSeat READ viewerSeat NOTIFY changed)
    // Each general: {seat, name, colour, coins, income, units, supplyBasic, supplyElite,
    // supplyTokens, eliminated, points, toMove, isViewer}.
    Q_PROPERTY(QVariantList generals READ generals NOTIFY changed)
    // The viewer's unit chosen on the board (space index, -1 for none), and what it is.
    Q_PROPERTY(int selected READ selected NOTIFY changed)
    Q_PROPERTY(QString selectedText READ selectedText NOTIFY changed)
    // The attack chosen and waiting for confirmation: its target (-1 for none) and the
    // engine's odds {target, targetText, win, tie, lose}; empty without one.
    Q_PROPERTY(int pendingAttack READ pendingAttack NOTIFY changed)
    // Whether the screen is walking the selected unit to a space, one step at a time.
    Q_PROPERTY(bool routing READ routing NOTIFY changed)
    Q_PROPERTY(QVariantMap pendingOdds READ pendingOdds NOTIFY changed)
    // What the viewer's buttons may do now.
    Q_PROPERTY(bool canEndTurn READ canEndTurn NOTIFY changed)
    Q_PROPERTY(bool canEndActivation READ canEndActivation NOTIFY changed)
    Q_PROPERTY(bool canSwap READ canSwap NOTIFY changed)
    Q_PROPERTY(bool canStack READ canStack NOTIFY changed)
    // The builds allowed here: [{kind: "city"|"factory"|"lighthouse", label}].
    Q_PROPERTY(QVariantList builds READ builds NOTIFY changed)
    // Recruiting: every legal recruit [{index, site, siteText, unit, label}], and the site
    // whose menu is open on the board (-1 for none) with its options.
    Q_PROPERTY(QVariantList recruits READ recruits NOTIFY changed)
    Q_PROPERTY(int recruitSite READ recruitSite NOTIFY changed)
    Q_PROPERTY(QVariantList recruitMenu READ recruitMenu NOTIFY changed)
    // The tile drawn, while it is being turned or placed: {id, rows, area, arrows}; and the
    // viewer's ways to turn it [{direction, name, rows}] (rows as they would lie).
    Q_PROPERTY(QVariantMap drawnTile READ drawnTile NOTIFY changed)
    Q_PROPERTY(QVariantList orientOptions READ orientOptions NOTIFY changed)
    Q_PROPERTY(int placeableCount READ placeableCount NOTIFY changed)
    // The captured structure whose side the viewer chooses: {space, spaceText, city, factory}.
    Q_PROPERTY(QVariantMap sideChoice READ sideChoice NOTIFY changed)
    // The re-rolls the viewer may ask for: [{dice, label}].
    Q_PROPERTY(QVariantList rerollOptions READ rerollOptions NOTIFY changed)
    // The latest combat as the observation gives it, with the sides' colours and names, and
    // a number that grows each time a new roll is shown.
    Q_PROPERTY(QVariantMap combat READ combat NOTIFY changed)
    Q_PROPERTY(int combatSerial READ combatSerial NOTIFY combatRolled)
    Q_PROPERTY(QVariantList winners READ winners NOTIFY changed)
    Q_PROPERTY(QString endReason READ endReason NOTIFY changed)
    Q_PROPERTY(QAbstractItemModel *spaces READ spacesModel CONSTANT)
    Q_PROPERTY(QAbstractItemModel *areas READ areasModel CONSTANT)

public:
    // Action types and decision kinds of the contract (docs/games/battleisland.md).
    enum Type : std::uint8_t {
        Activate = 1,
        Recruit = 2,
        EndTurn = 3,
        Step = 4,
        Build = 5,
        Swap = 6,
        Stack = 7,
        Attack = 8,
        EndActivation = 9,
        Orient = 10,
        Place = 11,
        Side = 12,
        Reroll = 13,
    };

    explicit BattleScreen(GameSession &session);
    ~BattleScreen() override;

    void refresh() override;
    void clearInput() override;

    // A click (or Enter) on the space `index` (y·W + x): selects one of the viewer's units,
    // moves the selected one there (step by step, each step a decision), chooses an attack
    // (a second click attacks), opens a site's recruit menu, or places the drawn tile in
    // that area, as the viewer's legal decisions allow; anything else is refused.
    Q_INVOKABLE void clickSpace(int index);
    // Escape: the pending attack, the recruit menu, the route, then the selection go.
    Q_INVOKABLE bool cancel();
    Q_INVOKABLE bool endTurn();
    Q_INVOKABLE bool endActivation();
    Q_INVOKABLE bool build(const QString &kind);
    Q_INVOKABLE bool swap();
    Q_INVOKABLE bool stack();
    Q_INVOKABLE bool confirmAttack();
    Q_INVOKABLE bool recruit(int index);
    Q_INVOKABLE void openRecruitMenu(int site);
    Q_INVOKABLE void closeRecruitMenu();
    Q_INVOKABLE bool orient(int direction);
    Q_INVOKABLE bool chooseSide(const QString &side);
    Q_INVOKABLE bool reroll(int dice);
    // The engine's odds for an attack on `index` now ({win, tie, lose}), empty if none.
    Q_INVOKABLE QVariantMap oddsAt(int index) const;
    // A space's name as people read it ("row 7, column 3"), and the spaces the keyboard cursor should
    // visit first (the selected unit or one the viewer may use).
    Q_INVOKABLE QString spaceName(int index) const;
    Q_INVOKABLE int focusSpace() const;
    Q_INVOKABLE QString generalName(int seat) const;

    int boardSize() const { return m_n; }
    int tileSize() const { return m_k; }
    int spacesPerSide() const { return m_w; }
    QString phase() const;
    int round() const;
    int countdownRound() const;
    int countdownRounds() const;
    int activationsUsed() const;
    int activationsPerTurn() const;
    int movePointsLeft() const;
    int pileCount() const;
    bool over() const;
    QString decisionKind() const { return m_kind; }
    int decisionSeat() const { return m_decisionSeat; }
    QString decisionSeatName() const { return generalName(m_decisionSeat); }
    QString decisionColour() const { return colourOf(m_decisionSeat); }
    bool myDecision() const;
    int viewerSeat() const;
    QVariantList generals() const;
    int selected() const { return m_selected; }
    QString selectedText() const;
    int pendingAttack() const { return m_pendingAttack; }
    bool routing() const { return m_routeDestination >= 0; }
    QVariantMap pendingOdds() const;
    bool canEndTurn() const { return m_endTurn.type != 0; }
    bool canEndActivation() const { return m_endActivation.type != 0; }
    bool canSwap() const { return m_swap.type != 0; }
    bool canStack() const { return m_stack.type != 0; }
    QVariantList builds() const;
    QVariantList recruits() const;
    int recruitSite() const { return m_recruitSite; }
    QVariantList recruitMenu() const;
    QVariantMap drawnTile() const;
    QVariantList orientOptions() const;
    int placeableCount() const { return int(m_place.size()); }
    QVariantMap sideChoice() const;
    QVariantList rerollOptions() const;
    QVariantMap combat() const;
    int combatSerial() const { return m_combatSerial; }
    QVariantList winners() const;
    QString endReason() const;

    QAbstractItemModel *spacesModel() const;
    QAbstractItemModel *areasModel() const;

    // For tests: the spaces the selected (or acting) unit can reach and attack.
    QSet<int> litMoves() const { return m_litMoves; }
    QSet<int> litAttacks() const { return m_litAttacks; }

Q_SIGNALS:
    void combatRolled();

private:
    struct Reach
    {
        QSet<int> moves;
        QSet<int> attacks;
    };

    int spaceIndex(const QJsonValue &pair) const;
    // An action's space or area (the engine's fixed strides) as the board's index (y·W + x, R·n + C).
    int fromSpace(int cell) const;
    int fromArea(int cell) const;
    QString colourOf(int seat) const;
    int unitAt(int index) const; // the index into the observation's units, or -1
    QString unitText(int index) const;
    QString unitWords(const QJsonObject &unit) const; // an observation's unit: "Red elite"
    void readLegal();
    void readReach();
    void rebuildModels();
    // The acting unit's space in an "act" decision, else -1.
    int actingUnit() const;
    const Reach *reachOf(int unit) const;
    // The first space on the cheapest way from `from` to `to` over `allowed` spaces.
    int nextStep(int from, int to, const QSet<int> &allowed) const;
    int approachFor(int unit, int target) const;
    void startRoute(int destination, int attackTarget);
    void continueRoute();
    bool play(const Action &action, bool keepRoute = false);
    void refuse(const QString &why = {});
    void setSelected(int index);

    SpacesModel *m_spaces;
    AreasModel *m_areas;
    QJsonObject m_view;
    int m_n = 0;
    int m_k = 0;
    int m_w = 0;
    QString m_kind;
    int m_decisionSeat = -1;
    QString m_terrain;
    QHash<int, int> m_unitIndex;      // space → index into units
    QHash<int, int> m_structureIndex; // space → index into structures
    QHash<int, Reach> m_reach;        // unit's space → its reach
    QHash<int, QJsonObject> m_odds;   // target space → odds entry
    // The viewer's legal decisions by what they act on.
    QHash<int, Action> m_activate;
    QList<Action> m_recruit;
    QHash<int, Action> m_attack;
    QList<Action> m_steps;
    QHash<int, Action> m_build;
    QHash<int, Action> m_orient;
    QHash<int, Action> m_place;
    QHash<int, Action> m_side;
    QList<Action> m_reroll;
    Action m_endTurn;
    Action m_endActivation;
    Action m_swap;
    Action m_stack;
    // Half-made input.
    int m_selected = -1;
    int m_pendingAttack = -1;
    int m_recruitSite = -1;
    int m_routeDestination = -1;
    int m_routeAttack = -1;
    bool m_keepRoute = false;
    QSet<int> m_litMoves;
    QSet<int> m_litAttacks;
    QTimer m_routeTimer;
    QString m_combatKey;
    int m_combatSerial = 0;
    // The two sides of the latest combat as they stood before it (a destroyed defender
    // or an advancing attacker no longer tells): their colours and units' words.
    QString m_attackerColour;
    QString m_defenderColour;
    QString m_attackerUnit;
    QString m_defenderUnit;
};

} // namespace isle::app::battleisland
