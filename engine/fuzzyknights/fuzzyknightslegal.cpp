// Legality: every decision's legal actions, generated without allocating; check() and
// randomAction() walk the same generator.
#include "fuzzyknightsgame.h"

#include "core/listeddraw.h"

#include <QCoreApplication>

namespace isle::fuzzyknights {

template<typename Visit>
void FuzzyGame::forEachLegal(Visit &&visit) const
{
    const FuzzyState &s = m_state;
    const FuzzyRules &r = *m_rules;
    if (s.stage != Stage::Decide)
        return;
    const int seat = s.decider;
    switch (s.pending) {
    case DecisionKind::PlaceSettlement:
        forEachEmptyTile([&](int tile) {
            visit(makeAction(ActionType::PlaceSettlement, 0, 0, tile));
            return true;
        });
        return;
    case DecisionKind::PlaceToken:
        forEachEmptyTile([&](int tile) {
            visit(makeAction(ActionType::PlaceToken, s.tokenKind, 0, tile));
            return true;
        });
        return;
    case DecisionKind::Upkeep:
        for (int index = seat * MaxHeroesPerSeat; index < (seat + 1) * MaxHeroesPerSeat; ++index)
            if (s.hero(index).alive())
                visit(makeAction(ActionType::Dismiss, index));
        return;
    case DecisionKind::Build: {
        const Settlement &settlement = s.settlement(s.settlementCursor);
        const int money = coins(seat);
        visit(makeAction(ActionType::Build, int(BuildKind::Skip)));
        if (settlement.tier < Tiers && money >= r.tiers[settlement.tier].cost)
            visit(makeAction(ActionType::Build, int(BuildKind::Tier)));
        if (settlement.ramparts < 2) {
            const RampartRules &next = r.ramparts[settlement.ramparts];
            if (money >= next.cost && settlement.tier >= next.minTier)
                visit(makeAction(ActionType::Build, int(BuildKind::Rampart)));
        }
        if (r.requireMercCamp && !settlement.camp && money >= r.mercCampCost)
            visit(makeAction(ActionType::Build, int(BuildKind::Camp)));
        return;
    }
    case DecisionKind::Recruit: {
        const Settlement &settlement = s.settlement(s.settlementCursor);
        const int money = coins(seat);
        visit(makeAction(ActionType::EndRecruit));
        if (heroCount(seat) < r.heroLimit && money >= r.heroCost)
            visit(makeAction(ActionType::RecruitHero));
        if ((settlement.camp || !r.requireMercCamp) && money >= r.mercCost && (r.mercCost > 0 || settlement.pool < 99)) {
            if (settlement.pool < MaxArmy)
                visit(makeAction(ActionType::RecruitMerc, 0));
            for (int slot = 0; slot < MaxHeroesPerSeat; ++slot) {
                const Hero &hero = s.hero(seat * MaxHeroesPerSeat + slot);
                if (hero.alive() && hero.tile == settlement.tile && hero.mercs < MaxArmy)
                    visit(makeAction(ActionType::RecruitMerc, slot + 1));
            }
        }
        return;
    }
    case DecisionKind::Defect:
    case DecisionKind::Bribe: {
        int most = s.pending == DecisionKind::Defect ? s.encounter.defect : s.encounter.bribe;
        if (s.pending == DecisionKind::Bribe && r.bribeCost > 0)
            most = std::min(most, coins(seat) / r.bribeCost);
        for (int count = 0; count <= most; ++count)
            visit(makeAction(ActionType::TakeCount, 0, 0, count));
        return;
    }
    case DecisionKind::Squads: {
        const Battle &b = s.battle;
        const auto &side = b.sorting == 0 ? b.attackers : b.defenders;
        const int formed = int(side[0].alive) + int(side[1].alive) + int(side[2].alive);
        const int least = formed == 2 ? b.toSort : 1; // the third squad takes the rest
        for (int size = least; size <= b.toSort; ++size)
            visit(makeAction(ActionType::SquadSize, 0, 0, size));
        return;
    }
    case DecisionKind::Exchange: {
        const Battle &b = s.battle;
        if (b.chosen == 0)
            visit(makeAction(ActionType::Retreat));
        for (int i = 0; i < MaxSquads; ++i)
            if (b.attackers[static_cast<std::size_t>(i)].alive && !(b.chosen & (1U << i)))
                visit(makeAction(ActionType::Join, 0, i));
        if (b.chosen != 0)
            for (int i = 0; i < MaxSquads; ++i)
                if (b.defenders[static_cast<std::size_t>(i)].alive)
                    visit(makeAction(ActionType::Strike, 0, i));
        return;
    }
    case DecisionKind::LoseSquad:
        for (int i = 0; i < MaxSquads; ++i)
            if (s.battle.chosen & (1U << i))
                visit(makeAction(ActionType::Lose, 0, i));
        return;
    case DecisionKind::Alliance:
        visit(makeAction(ActionType::AcceptAlliance));
        visit(makeAction(ActionType::RefuseAlliance));
        return;
    case DecisionKind::Turn: break;
    case DecisionKind::Count: return;
    }

    // The turn (§5.2, §6): moves, pickups, captures, sieges, items and the garrison; and
    // alliances (§11.1): each other seat asked at most once a turn, leaving at any time.
    visit(makeAction(ActionType::EndTurn));
    if (r.alliances) {
        for (int other = 0; other < s.seats; ++other)
            if (other != seat && !s.player(other).eliminated && !allied(seat, other) && !(s.proposed & (1U << other)))
                visit(makeAction(ActionType::ProposeAlliance, other));
        if (s.player(seat).alliance != 0)
            visit(makeAction(ActionType::LeaveAlliance));
    }
    // Equipping and the garrison's moves are free, so a turn allows a bounded number of them
    // (freeMovesPerTurn): otherwise a player could swap back and forth and never end it.
    const bool freeMovesLeft = s.freeMoves < r.freeMovesPerTurn;
    for (int index = seat * MaxHeroesPerSeat; index < (seat + 1) * MaxHeroesPerSeat; ++index) {
        const Hero &hero = s.hero(index);
        if (!hero.alive())
            continue;
        const int tile = hero.tile;
        const bool monsters = s.monstersAt(tile) > 0;
        if (monsters)
            visit(makeAction(ActionType::Engage, index));
        if (hero.moves > 0 && !monsters) {
            visit(makeAction(ActionType::Stop, index));
            for (int direction = 0; direction < 4; ++direction) {
                const int to = neighbour(tile, direction);
                if (to < 0)
                    continue;
                const int settlement = s.settlementOn(to);
                if (r.sieges && settlement != NoSettlement && !friendly(s.settlement(settlement).owner, seat)
                    && s.settlement(settlement).ramparts > 0)
                    continue; // ramparts must be sieged first
                visit(makeAction(ActionType::Step, index, direction, to));
            }
            bool free = false;
            for (const std::uint8_t item : hero.items)
                free = free || item == 0;
            if (s.itemsAt(tile) > 0 && free)
                visit(makeAction(ActionType::PickUp, index, 0));
            if (s.resourcesAt(tile) > 0)
                visit(makeAction(ActionType::PickUp, index, 1));
        }
        const int mine = s.mineAt(tile);
        const bool foreignMine = mine == NeutralMine || (mine >= MineOwned && !friendly(mine - MineOwned, seat));
        if (!monsters && foreignMine && !hero.has(HeroFlag::Tried)
            && s.itemsAt(tile) == 0 && s.resourcesAt(tile) == 0)
            visit(makeAction(ActionType::Capture, index));
        if (r.sieges && !monsters && hero.moves >= r.siegeCost) {
            for (int direction = 0; direction < 4; ++direction) {
                const int to = neighbour(tile, direction);
                const int settlement = to < 0 ? NoSettlement : s.settlementOn(to);
                if (settlement != NoSettlement && !friendly(s.settlement(settlement).owner, seat)
                    && s.settlement(settlement).ramparts > 0)
                    visit(makeAction(ActionType::Siege, index, direction, to));
            }
        }
        if (!freeMovesLeft)
            continue;
        for (int i = 0; i < MaxItems; ++i)
            if (hero.items[static_cast<std::size_t>(i)] && !(hero.equipped & (1U << i)))
                visit(makeAction(ActionType::Equip, index, i));
        if (garrisoned(index)) {
            const Settlement &settlement = s.settlement(s.settlementOn(tile));
            if (settlement.pool > 0 && hero.mercs < MaxArmy)
                visit(makeAction(ActionType::TakeMercs, index));
            if (hero.mercs > 0 && settlement.pool < MaxArmy)
                visit(makeAction(ActionType::LeaveMercs, index));
            bool armorySpace = false;
            for (const std::uint8_t item : settlement.armory)
                armorySpace = armorySpace || item == 0;
            bool heroSpace = false;
            for (const std::uint8_t item : hero.items)
                heroSpace = heroSpace || item == 0;
            for (int i = 0; i < MaxItems && armorySpace; ++i)
                if (hero.items[static_cast<std::size_t>(i)])
                    visit(makeAction(ActionType::Deposit, index, i));
            for (int i = 0; i < MaxArmory && heroSpace; ++i)
                if (settlement.armory[static_cast<std::size_t>(i)])
                    visit(makeAction(ActionType::Withdraw, index, i));
        }
    }
}

void FuzzyGame::legalActions(ActionList &out) const
{
    out.clear();
    forEachLegal([&out](const Action &action) { out.push(action); });
}

Verdict FuzzyGame::check(const Action &action) const
{
    if (m_state.stage != Stage::Decide)
        return Verdict::illegal(QCoreApplication::translate("isle::fuzzyknights::FuzzyGame", "The game is over."));
    bool found = false;
    forEachLegal([&found, &action](const Action &legal) { found = found || legal == action; });
    if (found)
        return Verdict::ok();
    return Verdict::illegal(QCoreApplication::translate("isle::fuzzyknights::FuzzyGame",
                                                        "That is not one of the choices now: %1")
                                .arg(decisionName(int(m_state.pending))));
}

int FuzzyGame::legalCount() const
{
    int count = 0;
    forEachLegal([&count](const Action &) { ++count; });
    return count;
}

Action FuzzyGame::randomAction(Rng &rng) const
{
    // A tile for a settlement or a token: the same draw as listing every empty tile
    // (drawListed over forEachLegal), counted and found a row at a time; the map's dozens
    // of empty tiles made this the playouts' costliest listing.
    const FuzzyState &s = m_state;
    if (s.stage == Stage::Decide && (s.pending == DecisionKind::PlaceSettlement || s.pending == DecisionKind::PlaceToken)) {
        std::array<std::uint32_t, MaxMap> rows;
        const int count = emptyTileRows(rows);
        if (count == 0)
            return Action{};
        const int tile = nthEmptyTile(rows, int(rng.below(std::uint32_t(count))));
        return s.pending == DecisionKind::PlaceSettlement ? makeAction(ActionType::PlaceSettlement, 0, 0, tile)
                                                           : makeAction(ActionType::PlaceToken, s.tokenKind, 0, tile);
    }
    return drawListed(rng, [this](auto &&visit) { forEachLegal(visit); });
}

} // namespace isle::fuzzyknights
