#pragma once

#include "battlecombat.h"
#include "battlerules.h"
#include "battlestate.h"

#include "core/game.h"
#include "core/snapshothistory.h"
#include "core/ruleset.h"

#include <array>
#include <bitset>
#include <memory>
#include <vector>

namespace isle::battleisland {

class BattleModule;

// Ids files and observations use: "main", "act"…; "red", "yellow", "blue", "green".
QString decisionId(DecisionKind kind);
QString colourId(int colour);

// What a unit can do from where it stands with the movement points it has: the spaces it
// can end on or pass through (fogged spaces it could explore included) and the enemy
// units it could attack from one of them.
struct UnitReach
{
    std::bitset<MaxSpaces> moves;
    std::bitset<MaxSpaces> attacks;
};

// Battle on the Island of Fog for 2 to 4 generals, as docs/games/battleisland.md defines
// it. Rules by area: the course of play (battleflow.cpp), the board and its tiles
// (battleboard.cpp), decisions applied (battleplay.cpp), legality and reach
// (battlelegal.cpp), combat (battlecombat.cpp), capture and elimination
// (battlecapture.cpp), views (battleobservation.cpp), words (battletext.cpp).
class BattleGame final : public Game
{
public:
    BattleGame(const BattleModule &module, std::shared_ptr<const Ruleset> ruleset,
               std::shared_ptr<const BattleRules> rules, QString variant, int seats, std::uint64_t seed);

    // Game
    const GameModule &module() const override;
    const Ruleset &ruleset() const override { return *m_ruleset; }
    QString variant() const override { return m_variant; }
    int seatCount() const override { return m_state.seats; }
    std::uint64_t seed() const override { return m_seed; }
    Decision decision() const override;
    bool isOver() const override { return m_state.stage == Stage::Over; }
    QString decisionName(int kind) const override;
    void legalActions(ActionList &out) const override;
    Verdict check(const Action &action) const override;
    bool isLegal(const Action &action, ActionList &scratch) const override;
    void apply(const Action &action) override;
    Action randomAction(Rng &rng) const override;
    void setHistoryEnabled(bool enabled) override { m_history.setEnabled(enabled); }
    bool canUndo() const override { return m_history.canUndo(); }
    void undo() override { m_history.undo(m_state); }
    int decisionsApplied() const override { return int(m_state.decisions); }
    Outcome outcome() const override;
    QJsonObject scoreReport() const override;
    QStringList scoreReportText(const QJsonObject &report) const override;
    void actionValues(const ActionList &actions, int seat, int *values) const override;
    void evaluate(std::array<double, MaxSeats> &values) const override;
    // evaluate() with each seat's coins, income and units weighed by the turns it has left
    // to use them in (the countdown's last turns buy nothing that can still score).
    void evaluateFinely(std::array<double, MaxSeats> &values) const override;
    std::uint32_t chanceOutcome() const override { return m_chance; }
    // worth() prices structures an enemy stands on and units within a move of a base.
    bool evaluationIsSteady() const override { return true; }
    bool turnHasManyDecisions() const override { return true; }
    // What evaluate() weighs for `seat`, in coins' worth (battlevalues.cpp); worths() finds
    // every seat's at once, with one pass over the structures and one over the units.
    double worth(int seat) const;
    // With `turnsLeft` (turnsLeft()), each seat's is weighed by the turns it still plays.
    void worths(std::array<double, MaxSeats> &worth, const std::array<int, MaxSeats> *turnsLeft = nullptr) const;
    // The turns each seat still plays, the active seat's own counting as one: in the
    // countdown (or once it is due) as endTurn() will pass them on; before it, TurnsUnbounded.
    static constexpr int TurnsUnbounded = 99;
    void turnsLeft(std::array<int, MaxSeats> &turns) const;
    void reset(std::uint64_t seed) override;
    std::unique_ptr<Game> clone() const override;
    void assign(const Game &other) override;
    void determinize(int seat, Rng &rng) override;
    QJsonObject observation(int seat) const override;
    QJsonObject positionJson() const override;
    std::uint64_t stateHash() const override { return stateFingerprint(m_state); }
    DesignerFigures designerFigures() const override;
    void setFigureTally(FigureTally *tally) override;
    QString componentDescription(const QString &componentId) const override;
    QJsonObject actionToJson(const Action &action) const override;
    QString describeAction(const Action &action) const override;
    using Game::describeAction;
    QString describeEvent(const GameEvent &event) const override;

    const BattleRules &rules() const { return *m_rules; }
    const BattleState &state() const { return m_state; }
    // For position files and hand-built test positions: the caller keeps the state
    // consistent; the undo history is cleared.
    void setState(const BattleState &state);
    BattleState &editState() { return m_state; }
    // Runs the course of play from the state's stage to the next decision (or the end).
    void continuePlay();

    // Geometry (battleboard.cpp). Spaces and areas by their fixed strides.
    int width() const { return m_rules->width(); }
    static int spaceAt(int row, int column) { return row * SpaceStride + column; }
    static int spaceRow(int space) { return space / SpaceStride; }
    static int spaceColumn(int space) { return space % SpaceStride; }
    static int areaAt(int row, int column) { return row * AreaStride + column; }
    int areaOf(int space) const { return m_rules->areaOfSpace[static_cast<std::size_t>(space)]; }
    bool onBoard(int row, int column) const { return row >= 0 && column >= 0 && row < width() && column < width(); }
    // The neighbour of `space` in direction 0 north, 1 east, 2 south, 3 west, or -1 off the
    // board. Inline: legality asks it four times per step considered.
    Q_ALWAYS_INLINE int neighbour(int space, int direction) const
    {
        const int row = spaceRow(space) + (direction == 2 ? 1 : direction == 0 ? -1 : 0);
        const int column = spaceColumn(space) + (direction == 1 ? 1 : direction == 3 ? -1 : 0);
        return onBoard(row, column) ? spaceAt(row, column) : -1;
    }
    int ring(int area) const;
    // The arrows allowed for a tile placed on `area` (§1.4): a bit per direction.
    int allowedArrows(int area) const;
    bool areaEmpty(int area) const { return m_state.areaTile[static_cast<std::size_t>(area)] == NoTile; }
    int emptyAreas() const;
    // Coins a turn a city on `space` pays (its ring's value; the lighthouse's own).
    int cityValue(int space) const;
    int income(int seat) const;
    int points(int seat) const;
    // What a structure on `space` pays its owner a turn, and counts for it at the end.
    int incomeOf(int space) const;
    int pointsOf(int space) const;
    int corner(int colour) const; // the corner area of a colour

    // Units and combat (battlelegal.cpp, battlecombat.cpp).
    int movePointsOf(const Unit &unit) const;
    int stepCost(Terrain terrain) const { return terrain == Terrain::Mountain ? m_rules->mountainCost : 1; }
    bool canEnter(const Unit &unit, Terrain terrain) const;
    int defenceBonus(int space, const Unit &defender) const;
    int attackBonus(const Unit &attacker) const;
    int rerollsOf(const Unit &unit) const;
    bool isStructure(int space) const;
    UnitReach reach(int unit, int movePoints) const;
    CombatOdds attackOdds(int attackerUnit, int targetSpace) const;
    // combatOdds() under these rules, remembered by (re-rolls, bonus difference).
    CombatOdds cachedOdds(int attackerRerolls, int defenderRerolls, int bonusDifference) const;
    bool canActivate(int unit) const;

    static Action makeAction(ActionType type, int cell = -1, int cell2 = -1, int kind = 0);

private:
    friend class BattlePositionReader;

    QString seatText(int seat) const;
    QString spaceText(int space) const;
    QString tileText(int tile) const;
    void emitEvent(int type, int seat, int a = 0, int b = 0, int c = 0, int d = 0) const;

    // Flow (battleflow.cpp)
    void startGame();
    void run();
    void beginTurn();
    void collectIncome();
    bool lighthousePlacementDue() const;
    bool stallDue() const;
    void endTurn();
    void endGame(EndReason reason);
    void ask(DecisionKind kind, int seat);
    int activeSeats() const;

    // Board (battleboard.cpp)
    void setUpBoard();
    void buildPile(int emptyAtStart);
    void placeTile(int tile, int area, int arrow, int seat);
    void drawTile(int seat);
    void fillWithSea();
    void afterPlacement(int seat);
    // The drawn tile: its area chosen (or the only one taken), then its arrow.
    void offerPlacement();
    void chooseArea(int area);
    void finishPlacement(int arrow);
public:
    // Whether the drawn tile may go on `area` now (a place-tile decision).
    bool placementArea(int area) const;
private:

    // Decisions (battleplay.cpp)
    void applyMain(const Action &action);
    void applyAct(const Action &action);
    void applyStep(const Action &action);
    void finishExploration();
    void closeActivation();
    int addUnit(int seat, UnitType type, int size, int space, std::uint8_t flags);
    void removeUnit(int unit, bool toSupply);
    void moveUnit(int unit, int to);

    // Combat (battlecombat.cpp)
    void startCombat(int attacker, int target);
    void applyReroll(const Action &action);
    void rollDice(std::array<std::uint8_t, MaxDice> &dice);
    void rerollLowest(std::array<std::uint8_t, MaxDice> &dice, int count);
    void continueCombat();
    void resolveCombat();

    // Captures (battlecapture.cpp)
    bool resolveCaptures(); // false when a decision is pending or the game ended
    void eliminate(int loser, int captor);
    void applySide(const Action &action);

    // Legality (battlelegal.cpp)
    template<typename Visit>
    void forEachLegal(Visit &&visit) const;
    bool stepLegal(int unit, int to) const;
    bool surelyLegal(const Action &action) const;
    bool canStackWith(const Unit &mover, int partner) const;

    const BattleModule *m_module;
    std::shared_ptr<const Ruleset> m_ruleset;
    std::shared_ptr<const BattleRules> m_rules;
    QString m_variant;
    std::uint64_t m_seed;
    BattleState m_state;
    SnapshotHistory<BattleState> m_history;
    // What chance decided in the apply() under way or last made (chanceOutcome): each
    // draw shifts in a code, so a key names the draws and their order.
    std::uint32_t m_chance = 0;
    void noteChance(std::uint32_t code) { m_chance = (m_chance << 9) ^ code; }
    static constexpr std::uint32_t ChanceFight = 0x101;  // + the result, 0 to 2
    static constexpr std::uint32_t ChanceReroll = 0x110; // + the dice's margin, 0 to 16
    void noteRerollChance();

    // Designer statistics (battlefigures.cpp): pointers into the simulation's tally, and
    // the counts of the game being played, added at its end (a simulation clears the
    // tally after reset(), which plays the set-up).
    struct TallyCounts
    {
        qint64 *seatGames = nullptr;
        qint64 *seatWins = nullptr;
        qint64 *rounds = nullptr;
        qint64 *conquests = nullptr;
        qint64 *countdowns = nullptr;
        qint64 *turns = nullptr;
        qint64 *income = nullptr;
        qint64 *battles = nullptr;
        qint64 *oddsAttacks = nullptr;
        qint64 *oddsWins = nullptr;
    };
    TallyCounts m_tally;
    struct GameCounts
    {
        qint64 income = 0;
        qint64 battles = 0;
        std::array<qint64, 5> oddsAttacks{};
        std::array<qint64, 5> oddsWins{};
        int bucket = 0; // of the combat under way
    };
    GameCounts m_counts;
    // Odds already worked out, by attacker re-rolls, defender re-rolls and bonus difference.
    static constexpr int OddsDeltas = 41;
    mutable std::array<CombatOdds, (MaxDice + 1) * (MaxDice + 1) * OddsDeltas> m_odds{};
    mutable std::bitset<(MaxDice + 1) * (MaxDice + 1) * OddsDeltas> m_oddsKnown;
    void tallyGameEnd();
    void tallyCombatStart();
    void tallyCombatEnd(int result);
};

} // namespace isle::battleisland
