// One-ply values for the greedy player: captures, income, attack odds, exploration and
// progress toward what can be built or taken; and the evaluation of a position that
// searches score their cut-off playouts by.
#include "battlegame.h"
#include "battlescan.h"
#include "battleworth.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdlib>

namespace isle::battleisland {

using namespace weights;

namespace {
// The spaces worth reaching in a row for a seat owning the structures `own` (an enemy
// structure, an empty lot, the unclaimed lighthouse, fog), from the row's spaces without a
// structure, of lots and of fog, as masks of columns.
std::uint32_t goalsOf(std::uint32_t none, std::uint32_t lot, std::uint32_t fog, std::uint32_t own, std::uint32_t columns)
{
    return ((~none & ~own) | (none & lot) | fog) & columns;
}

std::uint32_t goalRow(const BattleState &s, int seat, int row, std::uint32_t columns)
{
    const auto *terrain = reinterpret_cast<const std::uint8_t *>(s.terrain.data());
    return goalsOf(rowOfKind(s, row, StructureKind::None), rowEqual(terrain, row, static_cast<std::uint8_t>(Terrain::Lot)),
                   rowEqual(terrain, row, static_cast<std::uint8_t>(Terrain::Fog)),
                   rowEqual(s.structureOwner.data(), row, static_cast<std::uint8_t>(seat)), columns);
}

// Steps along a row from `column` to the nearest of `goals` (a mask of columns, not empty).
int across(std::uint32_t goals, int column)
{
    const std::uint32_t atOrRight = goals >> static_cast<unsigned>(column);
    const std::uint32_t atOrLeft = goals & (column >= 31 ? ~0U : (2U << static_cast<unsigned>(column)) - 1U);
    int steps = 99;
    if (atOrRight != 0)
        steps = std::countr_zero(atOrRight);
    if (atOrLeft != 0)
        steps = std::min(steps, column - (31 - std::countl_zero(atOrLeft)));
    return steps;
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
        for (int i = 0; i < count; ++i)
            distances[i] = std::min(distances[i], across(goals, BattleGame::spaceColumn(spaces[i]))
                                                      + std::abs(row - BattleGame::spaceRow(spaces[i])));
    }
}

// Steps from (row, column) to the nearest goal of `goals` (a mask of columns for each of
// `rows` rows), as the crow walks, or GoalHorizon if that is nearer. Rows are looked at
// outward from the unit's own, and none further than the best found: a unit is seldom
// more than a few steps from a goal.
int stepsToGoal(const std::uint32_t *goals, int rows, int row, int column)
{
    int best = GoalHorizon;
    for (int apart = 0; apart < best; ++apart) {
        if (row - apart >= 0 && goals[row - apart] != 0)
            best = std::min(best, apart + across(goals[row - apart], column));
        if (apart > 0 && row + apart < rows && goals[row + apart] != 0)
            best = std::min(best, apart + across(goals[row + apart], column));
    }
    return best;
}

} // namespace

double BattleGame::worth(int seat) const
{
    std::array<double, MaxSeats> all{};
    worths(all);
    return all[static_cast<std::size_t>(seat)];
}

void BattleGame::turnsLeft(std::array<int, MaxSeats> &turns) const
{
    const BattleState &s = m_state;
    turns.fill(0);
    if (s.phase == Phase::Over)
        return;
    if (s.phase != Phase::Countdown && !s.countdownPending) {
        std::fill(turns.begin(), turns.begin() + s.seats, TurnsUnbounded);
        return;
    }
    // The turns to come, passed on as endTurn() passes them (the countdown's round counted
    // at its starting seat, or at every turn).
    bool countdown = s.phase == Phase::Countdown;
    bool pending = s.countdownPending != 0;
    int round = s.countdownRound;
    int start = s.countdownStart;
    int at = s.active;
    ++turns[static_cast<std::size_t>(at)];
    for (int guard = 0; guard < MaxSeats * 64; ++guard) {
        unsigned passed = 0;
        const int next = seatAfter(s, at, passed);
        const bool crossed = countdown && (passed >> start & 1U);
        if (pending) {
            pending = false;
            countdown = true;
            start = next;
            round = 1;
        } else if (countdown && (m_rules->countdownUnit == CountdownUnit::Turns || crossed)) {
            if (round >= m_rules->countdownRounds)
                return;
            ++round;
        }
        ++turns[static_cast<std::size_t>(next)];
        at = next;
    }
}

void BattleGame::worths(std::array<double, MaxSeats> &worth, const std::array<int, MaxSeats> *turnsLeft) const
{
    // The searches weigh every plan by this, for every seat, so each seat's sum is built
    // in one pass over the structures and one over the units (each seat's terms added in
    // the order of the units, as a pass per seat would).
    const BattleState &s = m_state;
    const int seats = s.seats;
    const int w = width();
    std::array<int, MaxSeats> income{};
    std::array<int, MaxSeats> points{};
    for (int row = 0; row < MaxWidth; ++row) {
        forEachBit(~rowEqual(s.structureOwner.data(), row, NoSeat), row, [&](int space) {
            const int owner = s.ownerAt(space);
            if (owner < seats) {
                income[static_cast<std::size_t>(owner)] += incomeOf(space);
                points[static_cast<std::size_t>(owner)] += pointsOf(space);
            }
        });
    }
    // Each seat's goals (an enemy structure, an empty lot, the unclaimed lighthouse, fog),
    // a mask of columns per row.
    std::array<std::array<std::uint32_t, MaxWidth>, MaxSeats> goals;
    const std::uint32_t columns = boardColumns(w);
    const auto *terrain = reinterpret_cast<const std::uint8_t *>(s.terrain.data());
    for (int row = 0; row < w; ++row) {
        const std::uint32_t none = rowOfKind(s, row, StructureKind::None);
        const std::uint32_t lot = rowEqual(terrain, row, static_cast<std::uint8_t>(Terrain::Lot));
        const std::uint32_t fog = rowEqual(terrain, row, static_cast<std::uint8_t>(Terrain::Fog));
        for (int seat = 0; seat < seats; ++seat) {
            const std::uint32_t own = rowEqual(s.structureOwner.data(), row, static_cast<std::uint8_t>(seat));
            goals[static_cast<std::size_t>(seat)][static_cast<std::size_t>(row)] = goalsOf(none, lot, fog, own, columns);
        }
    }
    // What a seat's coins, income and units are worth with the turns it has left (all 1,
    // and every threat counted, without turnsLeft). A coin buys a figure that moves a turn
    // later and takes a structure at the start of the turn after: coins and income count
    // in full only three turns or more from the end (income for the turns it still pays
    // into such a purchase), and below that as tie-breaks. A unit moves onto a structure
    // in one turn and takes it at the next one's start: its nearness to a goal counts two
    // turns or more from the end, a structure it stands on one turn or more, and the unit
    // itself as half a figure below two (it still guards and blocks).
    std::array<double, MaxSeats> coinWorth;
    std::array<double, MaxSeats> incomeWorth;
    std::array<double, MaxSeats> figureWorth;
    std::array<double, MaxSeats> nearWorth;
    std::array<bool, MaxSeats> takes;   // a structure the seat's unit stands on is taken
    std::array<bool, MaxSeats> reaches; // the seat's units can still reach and take
    coinWorth.fill(1.0);
    incomeWorth.fill(IncomeWorth);
    figureWorth.fill(1.0);
    nearWorth.fill(NearGoal);
    takes.fill(true);
    reaches.fill(true);
    if (turnsLeft) {
        for (int seat = 0; seat < seats; ++seat) {
            const auto at = static_cast<std::size_t>(seat);
            const int turns = (*turnsLeft)[at];
            coinWorth[at] = turns >= 3 ? 1.0 : TieBreakCoin;
            incomeWorth[at] = turns >= 3 ? std::min(IncomeWorth, double(turns - 2)) : TieBreakIncome;
            figureWorth[at] = turns >= 2 ? 1.0 : LateFigureShare;
            nearWorth[at] = turns >= 2 ? NearGoal : 0.0;
            takes[at] = turns >= 1;
            reaches[at] = turns >= 2;
        }
    }
    std::array<int, MaxSeats> baseRow{};
    std::array<int, MaxSeats> baseColumn{};
    worth.fill(0.0);
    for (int seat = 0; seat < seats; ++seat) {
        const SeatState &p = s.player(seat);
        const auto at = static_cast<std::size_t>(seat);
        worth[at] = coinWorth[at] * p.coins + incomeWorth[at] * income[at] + PointWorth * points[at] + BaseWorth;
        baseRow[at] = spaceRow(p.baseSpace);
        baseColumn[at] = spaceColumn(p.baseSpace);
    }
    forEachLiveUnit(s, [&](int, const Unit &unit) {
        const int onSpace = unit.space;
        const StructureKind kind = s.structureAt(onSpace);
        const int owner = s.ownerAt(onSpace);
        // A structure a unit stands on: most of it is as good as taken from its owner.
        const auto held = [&] {
            return kind == StructureKind::Base ? BaseWorth + PointWorth : PointWorth + IncomeWorth * cityValue(onSpace);
        };
        const int row = spaceRow(onSpace);
        const int column = spaceColumn(onSpace);
        const auto mover = static_cast<std::size_t>(unit.owner);
        for (int seat = 0; seat < seats; ++seat) {
            const auto at = static_cast<std::size_t>(seat);
            if (s.player(seat).eliminated)
                continue;
            double &value = worth[at];
            if (unit.owner == seat) {
                value += figureWorth[at]
                         * (unit.type == UnitType::Elite ? m_rules->eliteCost + FigureBonus
                                                         : unit.size * (m_rules->basicCost + FigureBonus));
                value += nearWorth[at] * (GoalHorizon - stepsToGoal(goals[at].data(), w, row, column));
                if (kind != StructureKind::None && owner != NoSeat && owner != seat && takes[at])
                    value += HeldShare * held();
                continue;
            }
            // An enemy unit on one of this seat's structures, or within a move of its base.
            if (kind != StructureKind::None && owner == seat) {
                if (takes[mover])
                    value -= HeldShare * held();
            } else if (reaches[mover]
                       && std::abs(row - baseRow[at]) + std::abs(column - baseColumn[at]) <= movePointsOf(unit)) {
                value -= BaseThreat * unit.size;
            }
        }
    });
    for (int seat = 0; seat < seats; ++seat) {
        const auto at = static_cast<std::size_t>(seat);
        worth[at] = s.player(seat).eliminated ? 0.0 : std::max(worth[at], 0.0);
    }
}

namespace {
// Each seat's worth against the mean of the others', on a scale that grows with the
// armies: a figure lost early counts as much as a city lost late.
void valuesOfWorths(const BattleState &state, const std::array<double, MaxSeats> &own, std::array<double, MaxSeats> &values)
{
    values.fill(0.0);
    const int seats = state.seats;
    double total = 0.0;
    for (int seat = 0; seat < seats; ++seat)
        total += own[static_cast<std::size_t>(seat)];
    for (int seat = 0; seat < seats; ++seat) {
        const double mine = own[static_cast<std::size_t>(seat)];
        if (state.player(seat).eliminated)
            continue;
        const double others = seats > 1 ? (total - mine) / (seats - 1) : 0.0;
        const double scale = 5.0 + 0.1 * (mine + others);
        values[static_cast<std::size_t>(seat)] = 0.5 + 0.5 * std::tanh((mine - others) / scale);
    }
}
} // namespace

void BattleGame::evaluate(std::array<double, MaxSeats> &values) const
{
    std::array<double, MaxSeats> own{};
    worths(own);
    valuesOfWorths(m_state, own, values);
}

void BattleGame::evaluateFinely(std::array<double, MaxSeats> &values) const
{
    std::array<int, MaxSeats> turns{};
    turnsLeft(turns);
    std::array<double, MaxSeats> own{};
    worths(own, &turns);
    valuesOfWorths(m_state, own, values);
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
