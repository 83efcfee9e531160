// The evaluation of a position that searches score their cut-off playouts by (docs/ai.md,
// "Long games"). The score (tiers and mines) moves a few times a game, so a playout of a
// Day's length mostly ends where it began; what a seat holds on its way there does move:
// coins, income, heroes, armies, items, and how near its heroes are to something to take.
#include "fuzzyknightsgame.h"

#include "core/bytemask.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace isle::fuzzyknights {

namespace {
// Weights, in coins: a settlement (the first tie-break at the Day limit, and the seat's
// life), a point of the score (a tier or a mine), a coin of income a Day (counted for a few
// Days), an item by its rarity, each step a hero is nearer to something to take than
// GoalHorizon steps. A seat that lost its last settlement keeps HomelessShare of its worth.
constexpr double SettlementWorth = 20.0;
constexpr double PointWorth = 8.0;
constexpr double IncomeWorth = 4.0;
constexpr double ItemWorthPerRarity = 2.0;
constexpr double NearGoal = 0.3;
constexpr int GoalHorizon = 8;
constexpr double HomelessShare = 0.3;
// Keeps the margin of two small worths (the first Days) from swinging at every coin.
constexpr double MarginFloor = 20.0;
} // namespace

double FuzzyGame::worth(int seat) const
{
    const FuzzyState &s = m_state;
    const FuzzyRules &r = *m_rules;
    const SeatState &player = s.player(seat);
    if (player.eliminated)
        return 0.0;

    double value = coins(seat);
    int income = 0;
    for (const Settlement &settlement : s.settlements) {
        if (settlement.tile < 0 || settlement.owner != seat)
            continue;
        value += SettlementWorth + PointWorth * settlement.tier;
        for (int tier = 1; tier < settlement.tier; ++tier)
            value += r.tiers[static_cast<std::size_t>(tier)].cost;
        for (int rampart = 0; rampart < std::min<int>(settlement.ramparts, 2); ++rampart)
            value += r.ramparts[static_cast<std::size_t>(rampart)].cost;
        value += settlement.camp ? r.mercCampCost : 0;
        value += double(settlement.pool) * r.mercCost;
        for (const std::uint8_t item : settlement.armory)
            value += item ? ItemWorthPerRarity * itemRarity(item) : 0.0;
        income += r.income == IncomeMode::Flat ? r.flatIncome
                                               : r.tiers[static_cast<std::size_t>(settlement.tier - 1)].income;
    }
    const int mines = mineCount(seat);
    value += PointWorth * mines;
    income += mines * r.mineIncome;

    int heroes = 0;
    std::array<std::uint32_t, MaxMap> goals;
    for (int slot = 0; slot < MaxHeroesPerSeat; ++slot) {
        const Hero &hero = s.hero(seat * MaxHeroesPerSeat + slot);
        if (!hero.alive())
            continue;
        if (heroes++ == 0)
            goalRows(seat, goals);
        value += r.heroCost + double(hero.mercs) * r.mercCost;
        for (const std::uint8_t item : hero.items)
            value += item ? ItemWorthPerRarity * itemRarity(item) : 0.0;
        value += NearGoal * (GoalHorizon - stepsToGoal(goals, hero.tile));
    }
    income -= heroes * r.heroUpkeep;
    value += IncomeWorth * income;
    return player.homeless ? HomelessShare * value : value;
}

int FuzzyGame::stepsToGoal(int seat, int from) const
{
    std::array<std::uint32_t, MaxMap> goals;
    goalRows(seat, goals);
    return stepsToGoal(goals, from);
}

void FuzzyGame::goalRows(int seat, std::array<std::uint32_t, MaxMap> &rows) const
{
    // A token, a mine not the seat's own or an enemy settlement.
    const FuzzyState &s = m_state;
    const std::uint32_t columns = mapColumns();
    const auto ownMine = static_cast<std::uint8_t>(MineOwned + seat);
    for (int y = 0; y < m_rules->height; ++y) {
        const auto at = static_cast<std::size_t>(tileAt(0, y));
        const std::uint32_t noMineToTake = equalBytes32(&s.mine[at], NoMine) | equalBytes32(&s.mine[at], ownMine);
        std::uint32_t goals = ~(tokenFreeInRow(y) & noMineToTake);
        for (std::uint32_t settled = ~equalBytes32(&s.settlementAt[at], NoSettlement) & columns; settled != 0;
             settled &= settled - 1U) {
            const auto x = static_cast<unsigned>(std::countr_zero(settled));
            if (!friendly(seat, s.settlement(s.settlementAt[at + x]).owner))
                goals |= 1U << x;
        }
        rows[static_cast<std::size_t>(y)] = goals & columns;
    }
}

int FuzzyGame::stepsToGoal(const std::array<std::uint32_t, MaxMap> &goals, int from) const
{
    // As the crow walks, capped at GoalHorizon: in each row near enough, the nearest goal
    // on either side of the column.
    const int fromX = tileX(from);
    const int fromY = tileY(from);
    int best = GoalHorizon;
    for (int y = std::max(0, fromY - GoalHorizon + 1); y < std::min(m_rules->height, fromY + GoalHorizon); ++y) {
        const int rise = std::abs(y - fromY);
        const std::uint32_t row = goals[static_cast<std::size_t>(y)];
        if (rise >= best || row == 0)
            continue;
        // The goals in column fromX and after it, and in fromX and before it.
        const std::uint32_t right = row >> static_cast<unsigned>(fromX);
        const std::uint32_t left = row & ((2U << static_cast<unsigned>(fromX)) - 1U);
        int across = GoalHorizon;
        if (right != 0)
            across = std::countr_zero(right);
        if (left != 0)
            across = std::min(across, fromX - (31 - std::countl_zero(left)));
        best = std::min(best, rise + across);
    }
    return best;
}

void FuzzyGame::evaluate(std::array<double, isle::MaxSeats> &values) const
{
    // Each seat's worth against the others' mean, relative to the worth at stake: linear, so
    // that a lead of a few coins still counts when one seat is far ahead (a squashing curve
    // made every move of a won position look the same to the search). A seat that is out
    // has lost, whatever the others hold.
    std::array<double, isle::MaxSeats> worths{};
    unsigned out = 0;
    for (int seat = 0; seat < m_state.seats; ++seat) {
        worths[static_cast<std::size_t>(seat)] = worth(seat);
        out |= m_state.player(seat).eliminated ? 1U << seat : 0U;
    }
    marginValues(worths, m_state.seats, MarginFloor, values, out);
}

} // namespace isle::fuzzyknights
