// Legality (rules file §2.5–§2.11, §3.2): what the seat to decide may choose, why a
// choice is refused, random choices without allocating, and what a unit can reach.
#include "battlegame.h"
#include "battlescan.h"

#include "core/listeddraw.h"

#include <QCoreApplication>

#include <bit>

namespace isle::battleisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::battleisland::BattleGame)
};

// The conditions under which a choice is legal, in one place each: forEachLegal lists by
// them and surelyLegal answers by them, so the two cannot drift apart.
bool affords(const BattleState &s, const BattleRules &rules, int seat, int figure) // 0 basic, 1 elite
{
    const SeatState &p = s.player(seat);
    return figure == 0 ? p.coins >= rules.basicCost && p.supplyBasic > 0
                       : p.coins >= rules.eliteCost && p.supplyElite > 0;
}

bool isFreeRecruitSite(const BattleState &s, int seat, int space)
{
    const StructureKind kind = s.structureAt(space);
    return s.ownerAt(space) == seat && (kind == StructureKind::Factory || kind == StructureKind::Base)
           && s.unitOn(space) == NoUnit;
}

bool canBuildToken(const BattleState &s, int seat, int space)
{
    return s.structureAt(space) == StructureKind::None && s.terrainAt(space) == Terrain::Lot
           && s.player(seat).supplyTokens > 0;
}

bool canLightLighthouse(const BattleState &s, int space)
{
    return s.structureAt(space) == StructureKind::Lighthouse && s.ownerAt(space) == NoSeat;
}

bool canSwapAt(const BattleState &s, int seat, int space)
{
    const StructureKind kind = s.structureAt(space);
    return (kind == StructureKind::City || kind == StructureKind::Factory) && s.ownerAt(space) == seat;
}

bool holdsEnemyOf(const BattleState &s, int seat, int space)
{
    return space >= 0 && s.unitOn(space) != NoUnit && s.unit(s.unitOn(space)).owner != seat;
}

bool canTake(const BattleState &s, const BattleRules &rules, const Unit &unit, int seat)
{
    const int owner = s.ownerAt(unit.space);
    return rules.captureNeedsAction && s.structureAt(unit.space) != StructureKind::None && owner != NoSeat
           && owner != seat && !unit.has(UnitFlag::Taking);
}
} // namespace

int BattleGame::movePointsOf(const Unit &unit) const
{
    return unit.type == UnitType::Elite ? m_rules->eliteMovePoints : m_rules->basicMovePoints;
}

bool BattleGame::canEnter(const Unit &unit, Terrain terrain) const
{
    switch (terrain) {
    case Terrain::Fog:
    case Terrain::Water: return false;
    case Terrain::Mountain: return unit.type != UnitType::Elite;
    default: return true;
    }
}

bool BattleGame::isStructure(int space) const
{
    return m_state.structureAt(space) != StructureKind::None;
}

int BattleGame::defenceBonus(int space, const Unit &defender) const
{
    int bonus = m_rules->defencePlains;
    if (isStructure(space))
        bonus = m_rules->defenceStructure; // replaces the terrain's bonus
    else if (m_state.terrainAt(space) == Terrain::Forest)
        bonus = m_rules->defenceForest;
    else if (m_state.terrainAt(space) == Terrain::Mountain)
        bonus = m_rules->defenceMountain;
    return bonus + (defender.type == UnitType::Elite ? m_rules->eliteDefenceBonus : 0);
}

int BattleGame::attackBonus(const Unit &attacker) const
{
    return attacker.type == UnitType::Elite ? m_rules->eliteAttackBonus : m_rules->attackerBonus;
}

int BattleGame::rerollsOf(const Unit &unit) const
{
    if (unit.type != UnitType::Basic || unit.size < 2)
        return 0;
    return std::min(m_rules->stackRerolls[std::min<std::size_t>(unit.size, MaxStackSize)], m_rules->combatDice - 1);
}

bool BattleGame::canStackWith(const Unit &mover, int partner) const
{
    if (partner == NoUnit || m_rules->maxStack < 2)
        return false;
    const Unit &other = m_state.unit(partner);
    return &other != &mover && other.owner == mover.owner && other.type == UnitType::Basic
           && mover.type == UnitType::Basic && mover.size + other.size <= m_rules->maxStack;
}

bool BattleGame::canActivate(int index) const
{
    const BattleState &s = m_state;
    const Unit &unit = s.unit(index);
    return unit.alive() && unit.owner == s.active && s.activationsUsed < m_rules->activationsPerTurn
           && !unit.has(UnitFlag::Activated | UnitFlag::Recruited | UnitFlag::Locked | UnitFlag::Stuck);
}

bool BattleGame::stepLegal(int index, int to) const
{
    const BattleState &s = m_state;
    if (to < 0)
        return false;
    const Unit &unit = s.unit(index);
    const int mp = s.movePoints;
    if (areaEmpty(areaOf(to)))
        return mp >= 1 && s.pileCount > 0; // exploration
    const Terrain terrain = s.terrainAt(to);
    const int cost = stepCost(terrain);
    if (!canEnter(unit, terrain) || cost > mp)
        return false;
    const int occupant = s.unitOn(to);
    if (occupant == NoUnit)
        return true;
    if (s.unit(occupant).owner != unit.owner)
        return false; // enemies block
    // A friend's space only to stack there, or to pass on to a free space (never stranded).
    if (canStackWith(unit, occupant))
        return true;
    const int left = mp - cost;
    for (int d = 0; d < 4; ++d) {
        const int next = neighbour(to, d);
        if (next < 0 || areaEmpty(areaOf(next)))
            continue;
        const int there = s.unitOn(next);
        const bool free = there == NoUnit || (next == unit.space && there == index);
        if (free && canEnter(unit, s.terrainAt(next)) && stepCost(s.terrainAt(next)) <= left)
            return true;
    }
    return false;
}

template<typename Visit>
void BattleGame::forEachLegal(Visit &&visit) const
{
    const BattleState &s = m_state;
    if (s.stage != Stage::Decide)
        return;
    const int seat = s.decider;
    const int w = width();
    switch (s.pending) {
    case DecisionKind::Main: {
        if (s.activationsUsed < m_rules->activationsPerTurn)
            forEachLiveUnit(s, [&](int index, const Unit &unit) {
                if (canActivate(index))
                    visit(makeAction(ActionType::Activate, unit.space));
            });
        const bool basic = affords(s, *m_rules, seat, 0);
        const bool elite = affords(s, *m_rules, seat, 1);
        if (basic || elite) {
            // Recruits at the seat's own factories and base with nobody on them.
            const std::uint32_t columns = boardColumns(w);
            for (int row = 0; row < w; ++row) {
                const std::uint32_t own = rowEqual(s.structureOwner.data(), row, static_cast<std::uint8_t>(seat))
                    & columns;
                forEachBit(own, row, [&](int space) {
                    if (!isFreeRecruitSite(s, seat, space))
                        return;
                    if (basic)
                        visit(makeAction(ActionType::Recruit, space, -1, 0));
                    if (elite)
                        visit(makeAction(ActionType::Recruit, space, -1, 1));
                });
            }
        }
        visit(makeAction(ActionType::EndTurn));
        return;
    }
    case DecisionKind::Act: {
        const int index = s.activeUnit;
        const Unit &unit = s.unit(index);
        const int space = unit.space;
        for (int d = 0; d < 4; ++d) {
            const int to = neighbour(space, d);
            if (stepLegal(index, to))
                visit(makeAction(ActionType::Step, space, to, d));
        }
        if (s.unitOn(space) != index) {
            // In transit on a friend's space: stacking is the only way to stop here.
            if (canStackWith(unit, s.unitOn(space)))
                visit(makeAction(ActionType::Stack));
            return;
        }
        if (canBuildToken(s, seat, space)) {
            visit(makeAction(ActionType::Build, -1, -1, 0));
            visit(makeAction(ActionType::Build, -1, -1, 1));
        }
        if (canLightLighthouse(s, space))
            visit(makeAction(ActionType::Build, -1, -1, 2));
        if (canSwapAt(s, seat, space))
            visit(makeAction(ActionType::Swap));
        for (int d = 0; d < 4; ++d) {
            const int target = neighbour(space, d);
            if (holdsEnemyOf(s, seat, target))
                visit(makeAction(ActionType::Attack, -1, target));
        }
        if (canTake(s, *m_rules, unit, seat))
            visit(makeAction(ActionType::Take));
        visit(makeAction(ActionType::EndActivation));
        return;
    }
    case DecisionKind::Orient: {
        const int arrows = allowedArrows(s.drawnArea);
        for (int d = 0; d < 4; ++d)
            if (arrows & (1 << d))
                visit(makeAction(ActionType::Orient, -1, -1, d));
        return;
    }
    case DecisionKind::PlaceTile: {
        const int n = m_rules->boardSize;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c)
                if (placementArea(areaAt(r, c)))
                    visit(makeAction(ActionType::Place, areaAt(r, c)));
        return;
    }
    case DecisionKind::TokenSide:
        visit(makeAction(ActionType::Side, s.sideSpace, -1, 0));
        visit(makeAction(ActionType::Side, s.sideSpace, -1, 1));
        return;
    case DecisionKind::Reroll: {
        const bool attacker = seat == s.combat.attackerSeat;
        const int unitIndex = s.unitOn(attacker ? s.combat.attacker : s.combat.defender);
        const int most = unitIndex == NoUnit ? 0 : rerollsOf(s.unit(unitIndex));
        for (int j = 0; j <= most; ++j)
            visit(makeAction(ActionType::Reroll, -1, -1, j));
        return;
    }
    case DecisionKind::Count: return;
    }
}

void BattleGame::legalActions(ActionList &out) const
{
    out.clear();
    forEachLegal([&out](const Action &action) { out.push(action); });
}

// A turn plan's next decision is tested on every sample it is replayed on, and is mostly
// still legal there: listing the seat's units and sites for each was a sixth of Expert's
// time (docs/BENCHMARKS.md, "A plan's decision tested, not listed"). So a yes found from the
// action alone stands, and anything else is settled by the list: the answer is always
// exactly whether legalActions() holds the action.
bool BattleGame::isLegal(const Action &action, ActionList &scratch) const
{
    if (surelyLegal(action))
        return true;
    legalActions(scratch);
    return scratch.contains(action);
}

// Whether forEachLegal surely visits `action`: each yes asks the same predicates that
// decide whether it visits that kind of action. The rarer decisions (a tile's placing and arrow, a
// token's side, a re-roll) answer no, and are listed.
bool BattleGame::surelyLegal(const Action &action) const
{
    const BattleState &s = m_state;
    if (s.stage != Stage::Decide)
        return false;
    const auto type = static_cast<ActionType>(action.type);
    const int seat = s.decider;
    if (s.pending == DecisionKind::Main) {
        if (type == ActionType::EndTurn)
            return action == makeAction(ActionType::EndTurn);
        const int space = action.cell;
        if (space < 0 || space >= MaxSpaces || action != makeAction(type, space, -1, action.kind))
            return false;
        if (type == ActionType::Activate) {
            const int index = s.unitOn(space);
            return action.kind == 0 && index != NoUnit && s.unit(index).space == space && canActivate(index);
        }
        if (type != ActionType::Recruit || action.kind > 1)
            return false;
        return affords(s, *m_rules, seat, action.kind) && spaceRow(space) < width() && spaceColumn(space) < width()
               && isFreeRecruitSite(s, seat, space);
    }
    if (s.pending != DecisionKind::Act)
        return false;
    const int index = s.activeUnit;
    const Unit &unit = s.unit(index);
    const int space = unit.space;
    if (type == ActionType::Step) {
        const int direction = action.kind;
        return direction < 4 && action.cell == space && action.cell2 == neighbour(space, direction)
               && action == makeAction(ActionType::Step, space, action.cell2, direction) && stepLegal(index, action.cell2);
    }
    if (s.unitOn(space) != index) // in transit: stacking only
        return type == ActionType::Stack && action == makeAction(ActionType::Stack) && canStackWith(unit, s.unitOn(space));
    switch (type) {
    case ActionType::EndActivation: return action == makeAction(ActionType::EndActivation);
    case ActionType::Build:
        if (action != makeAction(ActionType::Build, -1, -1, action.kind))
            return false;
        if (action.kind == 2)
            return canLightLighthouse(s, space);
        return action.kind < 2 && canBuildToken(s, seat, space);
    case ActionType::Swap: return action == makeAction(ActionType::Swap) && canSwapAt(s, seat, space);
    case ActionType::Attack: {
        const int target = action.cell2;
        if (target < 0 || action != makeAction(ActionType::Attack, -1, target))
            return false;
        for (int d = 0; d < 4; ++d)
            if (neighbour(space, d) == target)
                return holdsEnemyOf(s, seat, target);
        return false;
    }
    case ActionType::Take: return action == makeAction(ActionType::Take) && canTake(s, *m_rules, unit, seat);
    default: return false;
    }
}

Verdict BattleGame::check(const Action &action) const
{
    const BattleState &s = m_state;
    if (s.stage != Stage::Decide)
        return Verdict::illegal(Tr::tr("the game is over"));
    bool found = false;
    forEachLegal([&](const Action &legal) { found = found || legal == action; });
    if (found)
        return Verdict::ok();
    const auto type = static_cast<ActionType>(action.type);
    const bool inRange = action.cell >= 0 && action.cell < MaxSpaces;
    switch (type) {
    case ActionType::Activate:
        if (s.pending != DecisionKind::Main)
            break;
        if (s.activationsUsed >= m_rules->activationsPerTurn)
            return Verdict::illegal(Tr::tr("all %n activations of this turn are used", nullptr,
                                           m_rules->activationsPerTurn));
        if (!inRange || s.unitOn(action.cell) == NoUnit || s.unit(s.unitOn(action.cell)).owner != s.active)
            return Verdict::illegal(Tr::tr("there is no unit of yours on that space"));
        if (s.unit(s.unitOn(action.cell)).has(UnitFlag::Recruited))
            return Verdict::illegal(Tr::tr("a unit recruited this turn cannot be activated until your next turn"));
        if (s.unit(s.unitOn(action.cell)).has(UnitFlag::Locked | UnitFlag::Stuck))
            return Verdict::illegal(Tr::tr("a stack formed this turn cannot move or act"));
        return Verdict::illegal(Tr::tr("that unit has been activated this turn already"));
    case ActionType::Recruit:
        if (s.pending != DecisionKind::Main)
            break;
        if (!inRange || s.ownerAt(action.cell) != s.active
            || (s.structureAt(action.cell) != StructureKind::Factory && s.structureAt(action.cell) != StructureKind::Base))
            return Verdict::illegal(Tr::tr("units are recruited at your own base or factories"));
        if (s.unitOn(action.cell) != NoUnit)
            return Verdict::illegal(Tr::tr("a unit stands on that site"));
        if (s.player(s.active).coins < (action.kind == 1 ? m_rules->eliteCost : m_rules->basicCost))
            return Verdict::illegal(Tr::tr("not enough coins"));
        return Verdict::illegal(Tr::tr("no figure of that type is left in your supply"));
    case ActionType::Step: {
        if (s.pending != DecisionKind::Act || action.cell2 < 0 || action.cell2 >= MaxSpaces)
            break;
        const Unit &unit = s.unit(s.activeUnit);
        if (action.cell != unit.space)
            return Verdict::illegal(Tr::tr("the step does not start where the unit stands"));
        const int to = action.cell2;
        if (areaEmpty(areaOf(to)))
            return Verdict::illegal(Tr::tr("exploring needs at least 1 movement point"));
        if (s.terrainAt(to) == Terrain::Water)
            return Verdict::illegal(Tr::tr("no unit can enter water"));
        if (s.terrainAt(to) == Terrain::Mountain && unit.type == UnitType::Elite)
            return Verdict::illegal(Tr::tr("elites cannot enter mountains"));
        if (stepCost(s.terrainAt(to)) > s.movePoints)
            return Verdict::illegal(Tr::tr("not enough movement points left"));
        if (s.unitOn(to) != NoUnit && s.unit(s.unitOn(to)).owner != unit.owner)
            return Verdict::illegal(Tr::tr("an enemy unit blocks that space"));
        if (s.unitOn(to) != NoUnit)
            return Verdict::illegal(Tr::tr("the unit could neither stack there nor move on"));
        return Verdict::illegal(Tr::tr("that space is not next to the unit"));
    }
    case ActionType::EndActivation:
    case ActionType::Build:
    case ActionType::Swap:
    case ActionType::Attack:
        if (s.pending == DecisionKind::Act && s.unitOn(s.unit(s.activeUnit).space) != s.activeUnit)
            return Verdict::illegal(Tr::tr("the unit shares a space with another of yours: it must move on or stack"));
        break;
    default: break;
    }
    return Verdict::illegal(Tr::tr("not a legal choice now: %1").arg(decisionName(int(s.pending))));
}

Action BattleGame::randomAction(Rng &rng) const
{
    Q_ASSERT(m_state.stage == Stage::Decide);
    return drawListed(rng, [this](auto &&visit) { forEachLegal(visit); });
}

UnitReach BattleGame::reach(int index, int movePoints) const
{
    const BattleState &s = m_state;
    UnitReach result;
    const Unit &unit = s.unit(index);
    if (!unit.alive())
        return result;
    // A friend's space is within reach only as stepLegal allows it: to stack there, or to
    // pass on to a free space with the points left on arrival (never stranded).
    const auto canPass = [&](int space, int left) {
        const int occupant = s.unitOn(space);
        if (occupant == NoUnit || occupant == index || canStackWith(unit, occupant))
            return true;
        for (int d = 0; d < 4; ++d) {
            const int next = neighbour(space, d);
            if (next < 0 || areaEmpty(areaOf(next)))
                continue;
            const int there = s.unitOn(next);
            const bool free = there == NoUnit || (next == unit.space && there == index);
            if (free && canEnter(unit, s.terrainAt(next)) && stepCost(s.terrainAt(next)) <= left)
                return true;
        }
        return false;
    };
    // Most movement points left on arrival, by space; spaces are settled from the most left down.
    std::array<std::int8_t, MaxSpaces> best;
    best.fill(-1);
    best[static_cast<std::size_t>(unit.space)] = static_cast<std::int8_t>(movePoints);
    std::array<std::int16_t, MaxSpaces> queue{};
    for (int left = movePoints; left >= 0; --left) {
        int size = 0;
        for (int space = 0; space < MaxSpaces; ++space)
            if (best[static_cast<std::size_t>(space)] == left)
                queue[static_cast<std::size_t>(size++)] = static_cast<std::int16_t>(space);
        for (int i = 0; i < size; ++i) {
            const int at = queue[static_cast<std::size_t>(i)];
            if (at != unit.space && !canPass(at, left))
                continue; // stranded on a friend: no step is legal into it
            for (int d = 0; d < 4; ++d) {
                const int next = neighbour(at, d);
                if (next < 0)
                    continue;
                if (areaEmpty(areaOf(next))) {
                    if (left >= 1 && s.pileCount > 0)
                        result.moves.set(static_cast<std::size_t>(next));
                    continue;
                }
                const Terrain terrain = s.terrainAt(next);
                if (!canEnter(unit, terrain) || stepCost(terrain) > left)
                    continue;
                const int occupant = s.unitOn(next);
                if (occupant != NoUnit && occupant != index && s.unit(occupant).owner != unit.owner)
                    continue;
                const int after = left - stepCost(terrain);
                if (after > best[static_cast<std::size_t>(next)]) {
                    best[static_cast<std::size_t>(next)] = static_cast<std::int8_t>(after);
                    if (after == left)
                        queue[static_cast<std::size_t>(size++)] = static_cast<std::int16_t>(next);
                }
            }
        }
    }
    for (int space = 0; space < MaxSpaces; ++space) {
        if (best[static_cast<std::size_t>(space)] < 0)
            continue;
        if (space != unit.space && canPass(space, best[static_cast<std::size_t>(space)]))
            result.moves.set(static_cast<std::size_t>(space));
        const int occupant = s.unitOn(space);
        if (occupant != NoUnit && occupant != index)
            continue; // a friend's space: the unit cannot stop there to attack
        for (int d = 0; d < 4; ++d) {
            const int target = neighbour(space, d);
            if (target >= 0 && s.unitOn(target) != NoUnit && s.unit(s.unitOn(target)).owner != unit.owner)
                result.attacks.set(static_cast<std::size_t>(target));
        }
    }
    return result;
}

} // namespace isle::battleisland
