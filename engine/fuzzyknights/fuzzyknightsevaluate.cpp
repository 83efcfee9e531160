// The evaluation of a position that searches score their cut-off playouts by (docs/ai.md,
// "Long games"). The score (tiers and mines) moves a few times a game, so a playout of a
// Day's length mostly ends where it began; what a seat holds on its way there does move:
// coins, income, heroes, armies, items, and how near its heroes are to something to take.
#include "fuzzyknightsgame.h"

#include <algorithm>
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
    for (int slot = 0; slot < MaxHeroesPerSeat; ++slot) {
        const Hero &hero = s.hero(seat * MaxHeroesPerSeat + slot);
        if (!hero.alive())
            continue;
        ++heroes;
        value += r.heroCost + double(hero.mercs) * r.mercCost;
        for (const std::uint8_t item : hero.items)
            value += item ? ItemWorthPerRarity * itemRarity(item) : 0.0;
        value += NearGoal * (GoalHorizon - stepsToGoal(seat, hero.tile));
    }
    income -= heroes * r.heroUpkeep;
    value += IncomeWorth * income;
    return player.homeless ? HomelessShare * value : value;
}

int FuzzyGame::stepsToGoal(int seat, int from) const
{
    // As the crow walks, to the nearest token, mine not the seat's own or enemy settlement.
    const FuzzyState &s = m_state;
    const int fromX = tileX(from);
    const int fromY = tileY(from);
    int best = GoalHorizon;
    for (int y = std::max(0, fromY - GoalHorizon + 1); y < std::min(m_rules->height, fromY + GoalHorizon); ++y) {
        for (int x = std::max(0, fromX - GoalHorizon + 1); x < std::min(m_rules->width, fromX + GoalHorizon); ++x) {
            const int distance = std::abs(x - fromX) + std::abs(y - fromY);
            if (distance >= best)
                continue;
            const int tile = tileAt(x, y);
            const std::uint8_t settlement = s.settlementOn(tile);
            const bool goal = s.monstersAt(tile) || s.itemsAt(tile) || s.resourcesAt(tile)
                              || (s.mineAt(tile) != NoMine && s.mineAt(tile) != MineOwned + seat)
                              || (settlement != NoSettlement && !friendly(seat, s.settlement(settlement).owner));
            if (goal)
                best = distance;
        }
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
