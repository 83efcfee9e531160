#pragma once

#include "fuzzyknightsrules.h"
#include "fuzzyknightsstate.h"

#include "core/bytemask.h"
#include "core/game.h"
#include "core/snapshothistory.h"
#include "core/ruleset.h"

#include <array>
#include <bit>
#include <memory>
#include <vector>

namespace isle::fuzzyknights {

class FuzzyModule;

// Ids files and observations use: "place-settlement", "upkeep"…
QString decisionId(DecisionKind kind);
QString actionTypeId(ActionType type);

// Fuzzy Knights for 2 to 4 players, as docs/games/fuzzyknights.md defines it. Rules by
// area: the course of play (fuzzyknightsflow.cpp), turn decisions and tokens
// (fuzzyknightsplay.cpp), battle (fuzzyknightsbattle.cpp), legality
// (fuzzyknightslegal.cpp), views and positions (fuzzyknightsobservation.cpp,
// fuzzyknightsposition.cpp), words (fuzzyknightstext.cpp).
class FuzzyGame final : public Game
{
public:
    FuzzyGame(const FuzzyModule &module, std::shared_ptr<const Ruleset> ruleset,
              std::shared_ptr<const FuzzyRules> rules, QString variant, int seats, std::uint64_t seed);

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
    void apply(const Action &action) override;
    Action randomAction(Rng &rng) const override;
    void setHistoryEnabled(bool enabled) override { m_history.setEnabled(enabled); }
    bool canUndo() const override { return m_history.canUndo(); }
    void undo() override { m_history.undo(m_state); }
    int decisionsApplied() const override { return int(m_state.decisions); }
    Outcome outcome() const override;
    QJsonObject scoreReport() const override;
    void actionValues(const ActionList &actions, int seat, int *values) const override;
    void evaluate(std::array<double, isle::MaxSeats> &values) const override;
    void reset(std::uint64_t seed) override;
    std::unique_ptr<Game> clone() const override;
    void assign(const Game &other) override;
    void determinize(int seat, Rng &rng) override;
    QJsonObject observation(int seat) const override;
    QJsonObject positionJson() const override;
    std::uint64_t stateHash() const override { return stateFingerprint(m_state); }
    DesignerFigures designerFigures() const override;
    void setFigureTally(FigureTally *tally) override;
    QJsonObject actionToJson(const Action &action) const override;
    QString describeAction(const Action &action) const override;
    using Game::describeAction;
    QString describeEvent(const GameEvent &event) const override;

    const FuzzyRules &rules() const { return *m_rules; }
    const FuzzyState &state() const { return m_state; }
    // For position files and hand-built test positions: the caller keeps the state
    // consistent; the undo history is cleared.
    void setState(const FuzzyState &state);
    FuzzyState &editState() { return m_state; }
    // Runs the course of play from the state's stage to the next decision (or the end).
    void continuePlay();

    // Geometry: tiles by their fixed stride.
    static int tileAt(int x, int y) { return y * TileStride + x; }
    static int tileX(int tile) { return tile % TileStride; }
    static int tileY(int tile) { return tile / TileStride; }
    bool onMap(int tile) const
    {
        return tile >= 0 && tileX(tile) < m_rules->width && tileY(tile) < m_rules->height;
    }
    // The neighbour in direction 0 north, 1 east, 2 south, 3 west, or -1 off the map. Inline:
    // every hero's turn lists its steps and sieges with it.
    Q_ALWAYS_INLINE int neighbour(int tile, int direction) const
    {
        const int x = tileX(tile) + (direction == 1 ? 1 : direction == 3 ? -1 : 0);
        const int y = tileY(tile) + (direction == 2 ? 1 : direction == 0 ? -1 : 0);
        if (x < 0 || y < 0 || x >= m_rules->width || y >= m_rules->height)
            return -1;
        return tileAt(x, y);
    }

    // Facts the rules and the views read.
    int coins(int seat) const;
    int heroCount(int seat) const;
    int settlementCount(int seat) const;
    int mineCount(int seat) const;
    int totalTier(int seat) const;
    int highestTier() const;
    // What evaluate() weighs for `seat`, in coins' worth (fuzzyknightsevaluate.cpp), and the
    // steps from `from` to the nearest thing its heroes could take (capped).
    double worth(int seat) const;
    int stepsToGoal(int seat, int from) const;
    // The tiles stepsToGoal walks to for `seat`, row by row as masks (bit x: column x), so
    // that each hero's nearest one is found a row at a time.
    void goalRows(int seat, std::array<std::uint32_t, MaxMap> &rows) const;
    int stepsToGoal(const std::array<std::uint32_t, MaxMap> &goals, int from) const;
    bool garrisoned(int hero) const // on a settlement its player owns
    {
        const Hero &h = m_state.hero(hero);
        if (!h.alive())
            return false;
        const int settlement = m_state.settlementOn(h.tile);
        return settlement != NoSettlement && m_state.settlement(settlement).owner == heroSeat(hero);
    }
    bool enemyHeroOn(int tile, int seat) const; // a hero of a seat neither `seat` nor its ally
    // §11.1: two different seats in the same alliance; friendly: the same seat or allies.
    bool allied(int seat, int other) const
    {
        return seat != other && m_state.player(seat).alliance != 0
               && m_state.player(seat).alliance == m_state.player(other).alliance;
    }
    bool friendly(int seat, int other) const { return seat == other || allied(seat, other); }
    bool tileEmpty(int tile) const;  // no token, hero, settlement or mine
    // Every tile where tileEmpty() holds, row by row, a row of tiles compared at once;
    // visit(tile) returns whether to go on. Returns whether every empty tile was visited.
    template<typename Visit>
    bool forEachEmptyTile(Visit &&visit) const;
    // The empty tiles of each row as a mask (bit x: the tile at column x; rows past the
    // map's height left as they were), and how many there are in all.
    int emptyTileRows(std::array<std::uint32_t, MaxMap> &rows) const;
    // Whether any tile is empty: the rows looked at only up to the first with one.
    bool anyEmptyTile() const;
    // The empty tile at place `pick` (from 0, forEachEmptyTile's order) of emptyTileRows'
    // rows: a random tile is counted and found a row at a time, not listed tile by tile.
    static int nthEmptyTile(const std::array<std::uint32_t, MaxMap> &rows, int pick);
    // The map's columns as a row's mask: a row of tiles is one 32-bit mask (TileStride).
    std::uint32_t mapColumns() const
    {
        static_assert(TileStride == 32, "a row of tiles is one 32-bit mask");
        return m_rules->width >= 32 ? ~0U : (1U << static_cast<unsigned>(m_rules->width)) - 1U;
    }
    int movementBonus(int hero) const;
    int stepCost() const { return 1; }

    static Action makeAction(ActionType type, int kind = 0, int extra = 0, int cell = -1)
    {
        return Action{.type = static_cast<std::uint8_t>(type), .kind = static_cast<std::uint8_t>(kind),
                      .extra = static_cast<std::uint8_t>(extra), .cell = static_cast<std::int16_t>(cell)};
    }

private:
    friend class FuzzyPositionReader;

    // Where the living heroes stand, row by row; a row's empty tiles given its heroes.
    std::array<std::uint32_t, MaxMap> heroRows() const;
    std::uint32_t emptyTilesInRow(int y, std::uint32_t heroes, std::uint32_t columns) const;
    // The tiles of row y holding no token (monster, item or resource), columns unmasked.
    std::uint32_t tokenFreeInRow(int y) const;
    QString seatText(int seat) const;
    QString tileText(int tile) const;
    QString itemText(std::uint8_t item) const;
    void emitEvent(int type, int seat, int a = 0, int b = 0, int c = 0, int d = 0) const;

    // Flow (fuzzyknightsflow.cpp)
    void startGame();
    void run();
    void ask(DecisionKind kind, int seat);
    int seatAt(int cursor) const { return (m_state.anchor + cursor) % m_state.seats; }
    bool runDaybreak();
    void beginTurn();
    void endTurn();
    void checkEnd();
    void endGame(EndReason reason);
    void eliminate(int seat);
    void joinAlliance(int seat, int proposer); // `seat` joins `proposer`'s alliance (a new one if none)
    void leaveAlliance(int seat);
    bool sharedVictoryDue() const;
    void gain(int seat, int amount);
    bool spend(int seat, int amount);
    int settlementAtCursor(int seat, int from) const;
    void payIncome();
    int unpaidHeroes(int seat) const;

    // Turn decisions and tokens (fuzzyknightsplay.cpp)
    void applyTurn(const Action &action);
    void applyDaybreak(const Action &action);
    void applyAlliance(const Action &action);
    void enterTile(int hero);
    void resumeEntering(); // the entered tile's next priority after an encounter or battle
    void meetMonsters(int hero);
    void resolveEncounter();
    void attemptCapture(int hero);
    void pickUp(int hero, bool item);
    std::uint8_t rollItem();
    int addHero(int seat, int tile);
    void killHero(int hero, bool byMonsters);
    void dropItem(int tile, std::uint8_t item);
    void capMercs(Hero &hero, int mercs);

    // Battle (fuzzyknightsbattle.cpp)
    void startBattle(BattleKind kind, int hero, int foes);
    void nextSorting();
    void applyBattle(const Action &action);
    // The dice of one side of an exchange, as the ExchangeDice event tells them.
    struct DiceRecord
    {
        int shown = 0;
        int hidden = 0;
        int bonus = 0;
        std::array<std::uint8_t, 12> dice{};
        void add(int value);
    };
    int squadRoll(const Squad &squad, DiceRecord &record) const;
    // Rolls as DiceExpression::roll does, drawing the same numbers, and notes each die.
    int rollDice(const DiceExpression &dice, DiceRecord &record) const;
    void emitDice(int side, const DiceRecord &record) const;
    void destroySquad(Squad &squad);
    void finishBattle(bool attackerWon);
    int livingSquads(const std::array<Squad, MaxSquads> &squads) const;

    // Legality (fuzzyknightslegal.cpp)
    template<typename Visit>
    void forEachLegal(Visit &&visit) const;
    int legalCount() const;

    const FuzzyModule *m_module;
    std::shared_ptr<const Ruleset> m_ruleset;
    std::shared_ptr<const FuzzyRules> m_rules;
    QString m_variant;
    std::uint64_t m_seed;
    mutable FuzzyState m_state; // rolls inside const helpers advance its generator
    SnapshotHistory<FuzzyState> m_history;

    // Designer statistics (fuzzyknightsfigures.cpp), added at the game's end.
    struct TallyCounts
    {
        qint64 *seatGames = nullptr;
        qint64 *seatWins = nullptr;
        qint64 *days = nullptr;
        qint64 *heroesLost = nullptr;
        qint64 *battlesByRatio = nullptr;
        qint64 *attackerWinsByRatio = nullptr;
        qint64 *incomeBySource = nullptr;
        qint64 *heroesRecruited = nullptr;
        qint64 *mercsRecruited = nullptr;
    };
    TallyCounts m_tally;
public:
    static constexpr int RatioBuckets = 5;
    static constexpr int IncomeSources = 6; // settlements, mines, caches, rewards, captures, conquests
    enum IncomeSource { FromSettlements, FromMines, FromCaches, FromRewards, FromCaptures, FromConquests };
private:
    struct GameCounts
    {
        qint64 heroesLost = 0;
        qint64 heroesRecruited = 0;
        qint64 mercsRecruited = 0;
        std::array<qint64, RatioBuckets> battles{};
        std::array<qint64, RatioBuckets> attackerWins{};
        std::array<qint64, IncomeSources> income{};
        int bucket = 0;
    };
    GameCounts m_counts;
    void tallyGameEnd();
    void tallyIncome(IncomeSource source, int amount) { m_counts.income[static_cast<std::size_t>(source)] += amount; }
    void tallyBattleStart();
    void tallyBattleEnd(bool attackerWon);
};

inline std::array<std::uint32_t, MaxMap> FuzzyGame::heroRows() const
{
    std::array<std::uint32_t, MaxMap> rows{};
    for (const Hero &hero : m_state.heroes)
        if (hero.tile >= 0 && hero.tile < MaxTiles)
            rows[static_cast<std::size_t>(tileY(hero.tile))] |= 1U << static_cast<unsigned>(tileX(hero.tile));
    return rows;
}

inline std::uint32_t FuzzyGame::tokenFreeInRow(int y) const
{
    const FuzzyState &s = m_state;
    const auto at = static_cast<std::size_t>(tileAt(0, y));
    return equalBytes32(&s.monsters[at], 0) & equalBytes32(&s.items[at], 0) & equalBytes32(&s.resources[at], 0);
}

inline std::uint32_t FuzzyGame::emptyTilesInRow(int y, std::uint32_t heroes, std::uint32_t columns) const
{
    const FuzzyState &s = m_state;
    const auto at = static_cast<std::size_t>(tileAt(0, y));
    return tokenFreeInRow(y) & equalBytes32(&s.mine[at], NoMine) & equalBytes32(&s.settlementAt[at], NoSettlement)
        & ~heroes & columns;
}

inline int FuzzyGame::emptyTileRows(std::array<std::uint32_t, MaxMap> &rows) const
{
    const std::array<std::uint32_t, MaxMap> heroes = heroRows();
    const std::uint32_t columns = mapColumns();
    int count = 0;
    for (int y = 0; y < m_rules->height; ++y) {
        const std::uint32_t empty = emptyTilesInRow(y, heroes[static_cast<std::size_t>(y)], columns);
        rows[static_cast<std::size_t>(y)] = empty;
        count += std::popcount(empty);
    }
    return count;
}

inline bool FuzzyGame::anyEmptyTile() const
{
    const std::array<std::uint32_t, MaxMap> heroes = heroRows();
    const std::uint32_t columns = mapColumns();
    for (int y = 0; y < m_rules->height; ++y)
        if (emptyTilesInRow(y, heroes[static_cast<std::size_t>(y)], columns) != 0)
            return true;
    return false;
}

inline int FuzzyGame::nthEmptyTile(const std::array<std::uint32_t, MaxMap> &rows, int pick)
{
    int y = 0;
    for (; pick >= std::popcount(rows[static_cast<std::size_t>(y)]); ++y)
        pick -= std::popcount(rows[static_cast<std::size_t>(y)]);
    std::uint32_t row = rows[static_cast<std::size_t>(y)];
    for (; pick > 0; --pick)
        row &= row - 1U;
    return tileAt(std::countr_zero(row), y);
}

template<typename Visit>
bool FuzzyGame::forEachEmptyTile(Visit &&visit) const
{
    std::array<std::uint32_t, MaxMap> rows;
    emptyTileRows(rows);
    for (int y = 0; y < m_rules->height; ++y)
        for (std::uint32_t empty = rows[static_cast<std::size_t>(y)]; empty != 0; empty &= empty - 1U)
            if (!visit(tileAt(std::countr_zero(empty), y)))
                return false;
    return true;
}

} // namespace isle::fuzzyknights
