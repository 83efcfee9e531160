// Decisions applied: activations, steps and exploration, the actions of §2.8,
// recruiting and tile placements (rules file §2.5–§2.10, §2.13, §2.16).
#include "battleevents.h"
#include "battlegame.h"

#include <bit>

namespace isle::battleisland {

void BattleGame::apply(const Action &action)
{
    Q_ASSERT(m_state.stage == Stage::Decide);
    m_history.record(m_state);
    BattleState &s = m_state;
    ++s.decisions;
    m_chance = 0;
    switch (s.pending) {
    case DecisionKind::Main: applyMain(action); break;
    case DecisionKind::Act: applyAct(action); break;
    case DecisionKind::Orient: finishPlacement(action.kind); break;
    case DecisionKind::PlaceTile: chooseArea(action.cell); break;
    case DecisionKind::TokenSide: applySide(action); break;
    case DecisionKind::Reroll: applyReroll(action); break;
    case DecisionKind::Count: break;
    }
    run();
}

int BattleGame::addUnit(int seat, UnitType type, int size, int space, std::uint8_t flags)
{
    BattleState &s = m_state;
    for (int index = 0; index < MaxUnits; ++index) {
        Unit &unit = s.unit(index);
        if (unit.alive())
            continue;
        unit = Unit{};
        unit.space = static_cast<std::int16_t>(space);
        unit.owner = static_cast<std::uint8_t>(seat);
        unit.type = type;
        unit.size = static_cast<std::uint8_t>(size);
        unit.flags = flags;
        if (s.unitOn(space) == NoUnit)
            s.unitAt[static_cast<std::size_t>(space)] = static_cast<std::uint8_t>(index);
        return index;
    }
    Q_ASSERT(false); // the supply bounds keep units within MaxUnits
    return -1;
}

void BattleGame::removeUnit(int index, bool toSupply)
{
    BattleState &s = m_state;
    Unit &unit = s.unit(index);
    if (toSupply) {
        SeatState &p = s.player(unit.owner);
        if (unit.type == UnitType::Elite)
            ++p.supplyElite;
        else
            p.supplyBasic = static_cast<std::uint8_t>(p.supplyBasic + unit.size);
    }
    if (s.unitOn(unit.space) == index)
        s.unitAt[static_cast<std::size_t>(unit.space)] = NoUnit;
    unit = Unit{};
}

void BattleGame::moveUnit(int index, int to)
{
    BattleState &s = m_state;
    Unit &unit = s.unit(index);
    if (s.unitOn(unit.space) == index)
        s.unitAt[static_cast<std::size_t>(unit.space)] = NoUnit;
    unit.space = static_cast<std::int16_t>(to);
    if (s.unitOn(to) == NoUnit)
        s.unitAt[static_cast<std::size_t>(to)] = static_cast<std::uint8_t>(index);
}

void BattleGame::closeActivation()
{
    m_state.activeUnit = NoUnit;
    m_state.movePoints = 0;
    m_state.stage = Stage::Main;
}

void BattleGame::applyMain(const Action &action)
{
    BattleState &s = m_state;
    const int seat = s.active;
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::Activate: {
        const int index = s.unitOn(action.cell);
        Unit &unit = s.unit(index);
        unit.flags |= UnitFlag::Activated;
        ++s.activationsUsed;
        s.activeUnit = static_cast<std::uint8_t>(index);
        s.movePoints = static_cast<std::uint8_t>(movePointsOf(unit));
        ask(DecisionKind::Act, seat);
        return;
    }
    case ActionType::Recruit: {
        SeatState &p = s.player(seat);
        const bool elite = action.kind == 1;
        p.coins -= elite ? m_rules->eliteCost : m_rules->basicCost;
        if (elite)
            --p.supplyElite;
        else
            --p.supplyBasic;
        addUnit(seat, elite ? UnitType::Elite : UnitType::Basic, 1, action.cell, UnitFlag::Recruited);
        emitEvent(int(BattleEvent::Recruited), seat, action.cell, elite ? 1 : 0);
        s.stage = Stage::Main;
        return;
    }
    case ActionType::EndTurn: s.stage = Stage::TurnEnd; return;
    default: break;
    }
}

void BattleGame::applyAct(const Action &action)
{
    BattleState &s = m_state;
    const int seat = s.active;
    const int index = s.activeUnit;
    Unit &unit = s.unit(index);
    const int space = unit.space;
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::Step: applyStep(action); return;
    case ActionType::Build: {
        if (action.kind == 2) {
            s.structureOwner[static_cast<std::size_t>(space)] = static_cast<std::uint8_t>(seat);
        } else {
            s.structure[static_cast<std::size_t>(space)] = action.kind == 1 ? StructureKind::Factory
                                                                            : StructureKind::City;
            s.structureOwner[static_cast<std::size_t>(space)] = static_cast<std::uint8_t>(seat);
            --s.player(seat).supplyTokens;
        }
        emitEvent(int(BattleEvent::Built), seat, space, action.kind);
        break;
    }
    case ActionType::Swap: {
        const bool toFactory = s.structureAt(space) == StructureKind::City;
        s.structure[static_cast<std::size_t>(space)] = toFactory ? StructureKind::Factory : StructureKind::City;
        emitEvent(int(BattleEvent::Swapped), seat, space, toFactory ? 1 : 0);
        break;
    }
    case ActionType::Stack: {
        const int partner = s.unitOn(space);
        Unit &merged = s.unit(partner);
        merged.size = static_cast<std::uint8_t>(merged.size + unit.size);
        merged.flags |= UnitFlag::Locked | UnitFlag::Activated;
        if (m_rules->permanentStackLock)
            merged.flags |= UnitFlag::Stuck;
        removeUnit(index, false);
        emitEvent(int(BattleEvent::Stacked), seat, space, merged.size);
        break;
    }
    case ActionType::Attack:
        s.activeUnit = NoUnit;
        s.movePoints = 0;
        startCombat(index, action.cell2);
        return;
    case ActionType::Take:
        unit.flags |= UnitFlag::Taking;
        emitEvent(int(BattleEvent::Took), seat, space);
        break;
    case ActionType::EndActivation:
    default: break;
    }
    closeActivation();
}

void BattleGame::applyStep(const Action &action)
{
    BattleState &s = m_state;
    const int to = action.cell2;
    const int area = areaOf(to);
    if (areaEmpty(area)) {
        // Exploration (§2.7): the top tile is drawn and placed, then the entry is tried.
        s.exploreTarget = static_cast<std::int16_t>(to);
        s.placeContext = PlaceContext::Explore;
        s.drawnArea = static_cast<std::uint8_t>(area);
        drawTile(s.active);
        chooseArea(area);
        return;
    }
    const int index = s.activeUnit;
    const int from = s.unit(index).space;
    s.movePoints = static_cast<std::uint8_t>(s.movePoints - stepCost(s.terrainAt(to)));
    moveUnit(index, to);
    emitEvent(int(BattleEvent::Moved), s.active, from, to);
    ask(DecisionKind::Act, s.active);
}

void BattleGame::finishExploration()
{
    BattleState &s = m_state;
    const int index = s.activeUnit;
    const Unit &unit = s.unit(index);
    const int from = unit.space;
    const int to = s.exploreTarget;
    s.exploreTarget = -1;
    const Terrain terrain = s.terrainAt(to);
    if (!canEnter(unit, terrain) || stepCost(terrain) > s.movePoints) {
        emitEvent(int(BattleEvent::Blocked), s.active, from, to); // the tile stays; nothing is spent
    } else {
        s.movePoints = static_cast<std::uint8_t>(s.movePoints - stepCost(terrain));
        moveUnit(index, to);
        emitEvent(int(BattleEvent::Moved), s.active, from, to);
    }
    ask(DecisionKind::Act, s.active);
}

bool BattleGame::placementArea(int area) const
{
    const BattleState &s = m_state;
    const int n = m_rules->boardSize;
    const int r = area / AreaStride;
    const int c = area % AreaStride;
    if (r < 0 || c < 0 || r >= n || c >= n || !areaEmpty(area))
        return false;
    if (s.placeContext == PlaceContext::Explore)
        return area == s.drawnArea;
    if (s.placeContext == PlaceContext::Lighthouse)
        return true;
    // A stall tile goes next to a revealed area.
    const int dr[4] = {-1, 0, 1, 0};
    const int dc[4] = {0, 1, 0, -1};
    for (int d = 0; d < 4; ++d) {
        const int nr = r + dr[d];
        const int nc = c + dc[d];
        if (nr >= 0 && nc >= 0 && nr < n && nc < n && !areaEmpty(areaAt(nr, nc)))
            return true;
    }
    return false;
}

void BattleGame::offerPlacement()
{
    const int n = m_rules->boardSize;
    int only = -1;
    int count = 0;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            if (placementArea(areaAt(r, c))) {
                only = areaAt(r, c);
                ++count;
            }
    Q_ASSERT(count > 0);
    if (count == 1)
        chooseArea(only);
    else
        ask(DecisionKind::PlaceTile, m_state.placer);
}

void BattleGame::chooseArea(int area)
{
    BattleState &s = m_state;
    s.drawnArea = static_cast<std::uint8_t>(area);
    const int arrows = allowedArrows(area);
    if (s.drawnTile == LighthouseTile || std::popcount(unsigned(arrows)) == 1) {
        finishPlacement(std::countr_zero(unsigned(arrows))); // the lighthouse looks the same every way
        return;
    }
    ask(DecisionKind::Orient, s.placer);
}

void BattleGame::finishPlacement(int arrow)
{
    BattleState &s = m_state;
    const int placer = s.placer;
    const PlaceContext context = s.placeContext;
    placeTile(s.drawnTile, s.drawnArea, arrow, placer);
    afterPlacement(placer);
    switch (context) {
    case PlaceContext::Explore: finishExploration(); break;
    case PlaceContext::Lighthouse: s.stage = Stage::StallCheck; break;
    case PlaceContext::Stall: s.stage = Stage::Main; break;
    }
}

} // namespace isle::battleisland
