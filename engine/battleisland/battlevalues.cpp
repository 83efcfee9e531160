// One-ply values for the greedy player: captures, income, attack odds, exploration and
// progress toward what can be built or taken; and the evaluation of a position that
// searches score their cut-off playouts by.
#include "battlegame.h"
#include "battlescan.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>

namespace isle::battleisland {

namespace {
// The spaces worth reaching for `seat` in a row (an enemy structure, an empty lot, the
// unclaimed lighthouse, fog), as a mask of columns.
std::uint32_t goalRow(const BattleState &s, int seat, int row, std::uint32_t columns)
{
    const auto *terrain = reinterpret_cast<const std::uint8_t *>(s.terrain.data());
    const std::uint32_t none = rowOfKind(s, row, StructureKind::None);
    const std::uint32_t own = rowEqual(s.structureOwner.data(), row, static_cast<std::uint8_t>(seat));
    const std::uint32_t lot = rowEqual(terrain, row, static_cast<std::uint8_t>(Terrain::Lot));
    const std::uint32_t fog = rowEqual(terrain, row, static_cast<std::uint8_t>(Terrain::Fog));
    return ((~none & ~own) | (none & lot) | fog) & columns;
}

// Steps from each of `count` spaces to the nearest space worth reaching for `seat`, as
// the crow walks (99 when there is none), in one pass over the board's rows: per row the
// goal nearest a column is the nearest set bit on either side of it.
void distancesToGoal(const BattleGame &game, int seat, const int *spaces, int *distances, int count)
{
    const BattleState &s = game.state();
    const int w = game.width();
    const std::uint32_t columns = boardColumns(w);
    for (int i = 0; i < count; ++i)
        distances[i] = 99;
    for (int row = 0; row < w; ++row) {
        const std::uint32_t goals = goalRow(s, seat, row, columns);
        if (goals == 0)
            continue;
        for (int i = 0; i < count; ++i) {
            const int column = BattleGame::spaceColumn(spaces[i]);
            const std::uint32_t atOrRight = goals >> static_cast<unsigned>(column);
            const std::uint32_t atOrLeft = goals & (column >= 31 ? ~0U : (2U << static_cast<unsigned>(column)) - 1U);
            int across = 99;
            if (atOrRight != 0)
                across = std::countr_zero(atOrRight);
            if (atOrLeft != 0)
                across = std::min(across, column - (31 - std::countl_zero(atOrLeft)));
            distances[i] = std::min(distances[i], across + std::abs(row - BattleGame::spaceRow(spaces[i])));
        }
    }
}
// Weights of evaluate(), in coins: a building's point at the end, a coin of income a
// turn, a figure on the board beyond its price, a structure an enemy unit stands on
// (taken at that enemy's next turn start unless the unit is removed first), each enemy
// figure within a move of a seat's base, each step a unit is nearer to a goal.
constexpr double PointWorth = 8.0;
constexpr double IncomeWorth = 4.0;
constexpr double FigureBonus = 1.0;
constexpr double BaseWorth = 12.0;
constexpr double HeldShare = 0.7;
constexpr double BaseThreat = 1.5;
constexpr double NearGoal = 0.3;
constexpr int GoalHorizon = 8;

// L1 distances from every space to the nearest goal of `seat` (an enemy structure, a lot
// nobody built on, the unclaimed lighthouse, fog), capped at GoalHorizon: two passes.
void goalDistances(const BattleGame &game, int seat, std::array<std::uint8_t, MaxSpaces> &distance)
{
    const BattleState &s = game.state();
    const int w = game.width();
    for (int row = 0; row < w; ++row) {
        for (int column = 0; column < w; ++column) {
            const int at = BattleGame::spaceAt(row, column);
            const StructureKind kind = s.structureAt(at);
            const int owner = s.ownerAt(at);
            const Terrain terrain = s.terrainAt(at);
            const bool goal = (kind != StructureKind::None && owner != seat)
                              || (kind == StructureKind::None && terrain == Terrain::Lot) || terrain == Terrain::Fog;
            int d = goal ? 0 : GoalHorizon;
            if (row > 0)
                d = std::min(d, distance[static_cast<std::size_t>(at - SpaceStride)] + 1);
            if (column > 0)
                d = std::min(d, distance[static_cast<std::size_t>(at - 1)] + 1);
            distance[static_cast<std::size_t>(at)] = static_cast<std::uint8_t>(d);
        }
    }
    for (int row = w - 1; row >= 0; --row) {
        for (int column = w - 1; column >= 0; --column) {
            const int at = BattleGame::spaceAt(row, column);
            int d = distance[static_cast<std::size_t>(at)];
            if (row + 1 < w)
                d = std::min(d, distance[static_cast<std::size_t>(at + SpaceStride)] + 1);
            if (column + 1 < w)
                d = std::min(d, distance[static_cast<std::size_t>(at + 1)] + 1);
            distance[static_cast<std::size_t>(at)] = static_cast<std::uint8_t>(d);
        }
    }
}
} // namespace

double BattleGame::worth(int seat) const
{
    const BattleState &s = m_state;
    const SeatState &p = s.player(seat);
    if (p.eliminated)
        return 0.0;
    double value = p.coins + IncomeWorth * income(seat) + PointWorth * points(seat) + BaseWorth;
    std::array<std::uint8_t, MaxSpaces> distance; // every space on the board is written
    goalDistances(*this, seat, distance);
    const int baseRow = spaceRow(p.baseSpace);
    const int baseColumn = spaceColumn(p.baseSpace);
    forEachLiveUnit(s, [&](int, const Unit &unit) {
        const int onSpace = unit.space;
        const StructureKind kind = s.structureAt(onSpace);
        const int owner = s.ownerAt(onSpace);
        if (unit.owner == seat) {
            value += unit.type == UnitType::Elite ? m_rules->eliteCost + FigureBonus
                                                  : unit.size * (m_rules->basicCost + FigureBonus);
            value += NearGoal * (GoalHorizon - distance[static_cast<std::size_t>(onSpace)]);
            // Standing on an enemy structure: most of it is as good as taken.
            if (kind != StructureKind::None && owner != NoSeat && owner != seat) {
                const double held = kind == StructureKind::Base ? BaseWorth + PointWorth
                                                                : PointWorth + IncomeWorth * cityValue(onSpace);
                value += HeldShare * held;
            }
            return;
        }
        // An enemy unit on one of this seat's structures, or within a move of its base.
        if (kind != StructureKind::None && owner == seat) {
            const double held = kind == StructureKind::Base ? BaseWorth + PointWorth
                                                            : PointWorth + IncomeWorth * cityValue(onSpace);
            value -= HeldShare * held;
        } else if (std::abs(spaceRow(onSpace) - baseRow) + std::abs(spaceColumn(onSpace) - baseColumn)
                   <= movePointsOf(unit)) {
            value -= BaseThreat * unit.size;
        }
    });
    return std::max(value, 0.0);
}

void BattleGame::evaluate(std::array<double, MaxSeats> &values) const
{
    // Each seat's worth against the mean of the others', on a scale that grows with the
    // armies: a figure lost early counts as much as a city lost late.
    values.fill(0.0);
    const int seats = m_state.seats;
    std::array<double, MaxSeats> own{};
    double total = 0.0;
    for (int seat = 0; seat < seats; ++seat) {
        own[static_cast<std::size_t>(seat)] = worth(seat);
        total += own[static_cast<std::size_t>(seat)];
    }
    for (int seat = 0; seat < seats; ++seat) {
        const double mine = own[static_cast<std::size_t>(seat)];
        if (m_state.player(seat).eliminated)
            continue;
        const double others = seats > 1 ? (total - mine) / (seats - 1) : 0.0;
        const double scale = 5.0 + 0.1 * (mine + others);
        values[static_cast<std::size_t>(seat)] = 0.5 + 0.5 * std::tanh((mine - others) / scale);
    }
}

void BattleGame::actionValues(const ActionList &actions, int seat, int *values) const
{
    const BattleState &s = m_state;
    // How much nearer to a goal a step brings a unit: the distances from where it stands
    // and from its four neighbours (an off-board one stands in as space 0, never a step's
    // target from there), found in one pass when a step first asks.
    std::array<int, 5> places{};
    std::array<int, 5> distances{};
    bool measured = false;
    const auto stepGain = [&](int from, int to) {
        if (!measured || from != places[0]) {
            places[0] = from;
            for (int d = 0; d < 4; ++d)
                places[static_cast<std::size_t>(d + 1)] = std::max(neighbour(from, d), 0);
            distancesToGoal(*this, seat, places.data(), distances.data(), 5);
            measured = true;
        }
        for (std::size_t d = 1; d < places.size(); ++d)
            if (places[d] == to)
                return distances[0] - distances[d];
        const std::array<int, 2> pair{from, to}; // not a neighbour: measured on its own
        std::array<int, 2> apart{};
        distancesToGoal(*this, seat, pair.data(), apart.data(), 2);
        return apart[0] - apart[1];
    };
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action &action = actions[i];
        int value = 0;
        switch (static_cast<ActionType>(action.type)) {
        case ActionType::Activate: value = 5; break;
        case ActionType::Recruit: value = action.kind == 1 ? 25 : 20; break;
        case ActionType::Step: {
            const int to = action.cell2;
            if (areaEmpty(areaOf(to))) {
                value = 15;
                break;
            }
            const StructureKind kind = s.structureAt(to);
            const int owner = s.ownerAt(to);
            if (kind != StructureKind::None && owner != NoSeat && owner != seat)
                value = kind == StructureKind::Base ? 80 : 40;
            else if ((kind == StructureKind::None && s.terrainAt(to) == Terrain::Lot)
                     || (kind == StructureKind::Lighthouse && owner == NoSeat))
                value = 12;
            else
                value = 3 * stepGain(action.cell, to);
            break;
        }
        case ActionType::Build:
            value = action.kind == 2 ? 100
                    : action.kind == 0 ? 30 * cityValue(s.unit(s.activeUnit).space)
                                       : 20;
            break;
        case ActionType::Swap: value = -5; break;
        case ActionType::Stack: value = 5; break;
        case ActionType::Take: value = 30; break;
        case ActionType::Attack: {
            const CombatOdds odds = attackOdds(s.activeUnit, action.cell2);
            const int target = s.unitOn(action.cell2);
            const int size = target == NoUnit ? 1 : s.unit(target).size;
            value = int((odds.win * size - odds.lose * s.unit(s.activeUnit).size) * 40);
            if (isStructure(action.cell2))
                value += int(odds.win * 20);
            break;
        }
        case ActionType::Side: value = action.kind == 0 ? 10 : 5; break;
        case ActionType::Reroll: {
            const Combat &c = s.combat;
            const bool attacking = seat == c.attackerSeat;
            const int own = s.unitOn(attacking ? c.attacker : c.defender);
            const int other = s.unitOn(attacking ? c.defender : c.attacker);
            if (own == NoUnit || other == NoUnit)
                break;
            int otherSum = 0;
            for (int d = 0; d < m_rules->combatDice; ++d)
                otherSum += attacking ? c.defenderDice[static_cast<std::size_t>(d)]
                                      : c.attackerDice[static_cast<std::size_t>(d)];
            const int attack = attackBonus(s.unit(attacking ? own : other));
            const int defence = defenceBonus(c.defender, s.unit(attacking ? other : own));
            const int target = attacking ? otherSum + defence - attack : otherSum + attack - defence;
            const int best = canonicalReroll(attacking ? c.attackerDice : c.defenderDice, m_rules->combatDice,
                                             rerollsOf(s.unit(own)), target);
            value = action.kind == best ? 10 : 0;
            break;
        }
        default: break;
        }
        values[i] = value;
    }
}

} // namespace isle::battleisland
