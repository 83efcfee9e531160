// Decisions applied: set-up and Daybreak choices, the turn's moves and what a hero meets on
// a tile (§6, §7), hero deaths and drops (§9).
#include "fuzzyknightsevents.h"
#include "fuzzyknightsgame.h"

namespace isle::fuzzyknights {

void FuzzyGame::apply(const Action &action)
{
    m_history.record(m_state);
    FuzzyState &s = m_state;
    ++s.decisions;
    const auto type = static_cast<ActionType>(action.type);
    switch (s.pending) {
    case DecisionKind::PlaceSettlement: {
        const int seat = s.decider;
        Settlement &settlement = s.settlement(seat);
        settlement = Settlement{};
        settlement.tile = action.cell;
        settlement.owner = static_cast<std::uint8_t>(seat);
        settlement.tier = 1;
        settlement.ramparts = static_cast<std::uint8_t>(m_rules->startingRamparts);
        settlement.camp = m_rules->startingCamp ? 1 : 0;
        s.settlementAt[static_cast<std::size_t>(action.cell)] = static_cast<std::uint8_t>(seat);
        s.player(seat).coins = m_rules->startingCoins;
        s.stage = Stage::Setup;
        ++s.cursor;
        break;
    }
    case DecisionKind::Turn: applyTurn(action); break;
    case DecisionKind::Defect:
    case DecisionKind::Bribe: {
        s.stage = Stage::Turn;
        Encounter &e = s.encounter;
        Hero &hero = s.hero(e.hero);
        if (s.pending == DecisionKind::Defect) {
            e.defect = 0;
        } else {
            spend(heroSeat(e.hero), action.cell * m_rules->bribeCost);
            e.bribe = 0;
        }
        capMercs(hero, hero.mercs + action.cell);
        resolveEncounter();
        break;
    }
    case DecisionKind::Squads:
    case DecisionKind::Exchange:
    case DecisionKind::LoseSquad: applyBattle(action); break;
    case DecisionKind::Alliance: applyAlliance(action); break;
    default: applyDaybreak(action); break;
    }
    Q_UNUSED(type);
    run();
}

void FuzzyGame::applyDaybreak(const Action &action)
{
    FuzzyState &s = m_state;
    const FuzzyRules &r = *m_rules;
    const int seat = s.decider;
    s.stage = Stage::Daybreak;
    Settlement &settlement = s.settlement(s.settlementCursor);
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::Dismiss:
        killHero(action.kind, false);
        break;
    case ActionType::Build: {
        int level = 0;
        switch (static_cast<BuildKind>(action.kind)) {
        case BuildKind::Tier:
            spend(seat, r.tiers[settlement.tier].cost);
            level = ++settlement.tier;
            break;
        case BuildKind::Rampart:
            spend(seat, r.ramparts[settlement.ramparts].cost);
            level = ++settlement.ramparts;
            break;
        case BuildKind::Camp:
            spend(seat, r.mercCampCost);
            settlement.camp = 1;
            level = 1;
            break;
        case BuildKind::Skip: break;
        }
        if (level > 0) {
            settlement.builtToday = 1;
            emitEvent(int(FuzzyEvent::Built), seat, settlement.tile, action.kind, level);
        }
        ++s.settlementCursor;
        break;
    }
    case ActionType::RecruitHero:
        spend(seat, r.heroCost);
        addHero(seat, settlement.tile);
        ++m_counts.heroesRecruited;
        emitEvent(int(FuzzyEvent::Recruited), seat, settlement.tile, 0);
        break;
    case ActionType::RecruitMerc:
        spend(seat, r.mercCost);
        if (action.kind == 0)
            settlement.pool = static_cast<std::uint16_t>(std::min(MaxArmy, settlement.pool + 1));
        else
            capMercs(s.hero(seat * MaxHeroesPerSeat + action.kind - 1),
                     s.hero(seat * MaxHeroesPerSeat + action.kind - 1).mercs + 1);
        ++m_counts.mercsRecruited;
        emitEvent(int(FuzzyEvent::Recruited), seat, settlement.tile, 1);
        break;
    case ActionType::EndRecruit: ++s.settlementCursor; break;
    case ActionType::PlaceToken: {
        const auto t = static_cast<std::size_t>(action.cell);
        std::array<std::uint8_t, MaxTiles> *piles[3] = {&s.resources, &s.monsters, &s.items};
        (*piles[s.tokenKind])[t] = 1;
        emitEvent(int(FuzzyEvent::TokenAdded), seat, action.cell, s.tokenKind);
        ++s.cursor;
        break;
    }
    default: break;
    }
}

// The seat asked answers the active seat's proposal (§11.1); the turn goes on.
void FuzzyGame::applyAlliance(const Action &action)
{
    FuzzyState &s = m_state;
    s.stage = Stage::Turn;
    const int seat = s.decider;
    const int proposer = s.active;
    if (static_cast<ActionType>(action.type) == ActionType::AcceptAlliance) {
        joinAlliance(seat, proposer);
        if (sharedVictoryDue())
            endGame(EndReason::Alliance);
    } else {
        emitEvent(int(FuzzyEvent::AllianceRefused), seat, proposer);
    }
}

void FuzzyGame::applyTurn(const Action &action)
{
    FuzzyState &s = m_state;
    const FuzzyRules &r = *m_rules;
    s.stage = Stage::Turn;
    const int index = action.kind;
    Hero &hero = s.hero(index);
    const int seat = s.active;
    if (isFreeMove(static_cast<ActionType>(action.type)))
        ++s.freeMoves;
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::Step: {
        const int from = hero.tile;
        hero.tile = action.cell;
        hero.moves = static_cast<std::uint8_t>(hero.moves - stepCost());
        hero.flags = static_cast<std::uint8_t>(hero.flags & ~HeroFlag::Tried);
        emitEvent(int(FuzzyEvent::Moved), seat, index, from, action.cell);
        s.afterBattle = 0;
        enterTile(index);
        break;
    }
    case ActionType::Stop: hero.moves = 0; break;
    case ActionType::PickUp: pickUp(index, action.extra == 0); break;
    case ActionType::Capture: attemptCapture(index); break;
    case ActionType::Engage:
        s.afterBattle = 0;
        enterTile(index);
        break;
    case ActionType::Siege: {
        Settlement &target = s.settlement(s.settlementOn(action.cell));
        target.ramparts = 0;
        target.besieged = 1;
        hero.moves = 0;
        emitEvent(int(FuzzyEvent::Sieged), seat, action.cell);
        break;
    }
    case ActionType::Equip: {
        const std::uint8_t item = hero.items[action.extra];
        for (int i = 0; i < MaxItems; ++i)
            if (hero.items[static_cast<std::size_t>(i)] && itemType(hero.items[static_cast<std::size_t>(i)]) == itemType(item))
                hero.equipped = static_cast<std::uint8_t>(hero.equipped & ~(1U << i));
        hero.equipped = static_cast<std::uint8_t>(hero.equipped | (1U << action.extra));
        break;
    }
    case ActionType::TakeMercs: {
        Settlement &settlement = s.settlement(s.settlementOn(hero.tile));
        const int moved = std::min<int>(settlement.pool, MaxArmy - hero.mercs);
        hero.mercs = static_cast<std::uint16_t>(hero.mercs + moved);
        settlement.pool = static_cast<std::uint16_t>(settlement.pool - moved);
        break;
    }
    case ActionType::LeaveMercs: {
        Settlement &settlement = s.settlement(s.settlementOn(hero.tile));
        const int moved = std::min<int>(hero.mercs, MaxArmy - settlement.pool);
        hero.mercs = static_cast<std::uint16_t>(hero.mercs - moved);
        settlement.pool = static_cast<std::uint16_t>(settlement.pool + moved);
        break;
    }
    case ActionType::Deposit: {
        Settlement &settlement = s.settlement(s.settlementOn(hero.tile));
        for (std::uint8_t &slot : settlement.armory) {
            if (slot == 0) {
                slot = hero.items[action.extra];
                break;
            }
        }
        hero.items[action.extra] = 0;
        hero.equipped = static_cast<std::uint8_t>(hero.equipped & ~(1U << action.extra));
        break;
    }
    case ActionType::Withdraw: {
        Settlement &settlement = s.settlement(s.settlementOn(hero.tile));
        for (std::uint8_t &slot : hero.items) {
            if (slot == 0) {
                slot = settlement.armory[action.extra];
                break;
            }
        }
        settlement.armory[action.extra] = 0;
        break;
    }
    case ActionType::EndTurn: endTurn(); break;
    case ActionType::ProposeAlliance:
        s.proposed = static_cast<std::uint8_t>(s.proposed | (1U << action.kind));
        emitEvent(int(FuzzyEvent::AllianceProposed), seat, action.kind);
        ask(DecisionKind::Alliance, action.kind);
        break;
    case ActionType::LeaveAlliance: leaveAlliance(seat); break;
    default: break;
    }
    Q_UNUSED(r);
}

void FuzzyGame::enterTile(int index)
{
    FuzzyState &s = m_state;
    Hero &hero = s.hero(index);
    const int seat = heroSeat(index);
    const int tile = hero.tile;
    s.moverHero = static_cast<std::uint8_t>(index);
    // §6.3: monsters, then an enemy hero, then a settlement; pickups are the hero's own
    // choice; a mine last.
    if (s.monstersAt(tile) > 0) {
        s.afterBattle = 1;
        meetMonsters(index);
        return;
    }
    const int settlement = s.settlementOn(tile);
    // An ally's settlement and mine are unoccupied tiles to this hero (§11.1).
    if (settlement != NoSettlement && !friendly(s.settlement(settlement).owner, seat)) {
        startBattle(BattleKind::Settlement, index, 0);
        return;
    }
    if (settlement == NoSettlement && enemyHeroOn(tile, seat)) {
        startBattle(BattleKind::Heroes, index, 0);
        return;
    }
    const int mine = s.mineAt(tile);
    const bool foreignMine = mine == NeutralMine || (mine >= MineOwned && !friendly(mine - MineOwned, seat));
    if (m_rules->mineCaptureMandatory && foreignMine && !hero.has(HeroFlag::Tried)) {
        if (s.afterBattle)
            hero.moves = static_cast<std::uint8_t>(std::max(0, hero.moves - m_rules->mineAfterMonsterCost));
        attemptCapture(index);
        return;
    }
    s.moverHero = NoHero;
    s.afterBattle = 0;
}

void FuzzyGame::resumeEntering()
{
    FuzzyState &s = m_state;
    if (s.stage == Stage::Over)
        return;
    s.stage = Stage::Turn;
    if (s.moverHero == NoHero || !s.hero(s.moverHero).alive()) {
        s.moverHero = NoHero;
        s.afterBattle = 0;
        return;
    }
    enterTile(s.moverHero);
}

void FuzzyGame::meetMonsters(int index)
{
    FuzzyState &s = m_state;
    const FuzzyRules &r = *m_rules;
    const int tile = s.hero(index).tile;
    Encounter &e = s.encounter;
    e = Encounter{};
    e.hero = static_cast<std::uint8_t>(index);
    e.tokens = s.monstersAt(tile);
    for (int token = 0; token < e.tokens; ++token) {
        const int band = r.monsters.band(r.monsters.die.roll(s.rng));
        const int count = std::clamp(r.monsters.amount[static_cast<std::size_t>(band)].roll(s.rng), 0, 999);
        switch (static_cast<MonsterResult>(r.monsters.result[static_cast<std::size_t>(band)])) {
        case MonsterResult::HardFight:
        case MonsterResult::Fight: e.fight = static_cast<std::uint16_t>(std::min(MaxArmy, e.fight + count)); break;
        case MonsterResult::Bribe: e.bribe = static_cast<std::uint16_t>(std::min(MaxArmy, e.bribe + count)); break;
        case MonsterResult::Defect: e.defect = static_cast<std::uint16_t>(std::min(MaxArmy, e.defect + count)); break;
        }
    }
    emitEvent(int(FuzzyEvent::MonstersMet), heroSeat(index), index, e.defect, e.bribe, e.fight);
    resolveEncounter();
}

// §7.3.4: every defect, every bribe, then one combined fight.
void FuzzyGame::resolveEncounter()
{
    FuzzyState &s = m_state;
    Encounter &e = s.encounter;
    const int seat = heroSeat(e.hero);
    if (e.defect > 0) {
        ask(DecisionKind::Defect, seat);
        return;
    }
    if (e.bribe > 0) {
        if (m_rules->bribeCost == 0 || coins(seat) >= m_rules->bribeCost) {
            ask(DecisionKind::Bribe, seat);
            return;
        }
        e.bribe = 0; // G38: what cannot be paid for is lost
    }
    const int hero = e.hero;
    const int fight = e.fight;
    const int tokens = e.tokens;
    e = Encounter{};
    if (fight > 0) {
        startBattle(BattleKind::Monsters, hero, fight);
        s.battle.tokens = static_cast<std::uint8_t>(tokens);
        return;
    }
    s.monsters[static_cast<std::size_t>(s.hero(hero).tile)] = 0; // G37: the rest are lost
    resumeEntering();
}

void FuzzyGame::attemptCapture(int index)
{
    FuzzyState &s = m_state;
    const FuzzyRules &r = *m_rules;
    Hero &hero = s.hero(index);
    hero.flags = static_cast<std::uint8_t>(hero.flags | HeroFlag::Tried);
    const int tile = hero.tile;
    const int seat = heroSeat(index);
    if (r.mineDie.roll(s.rng) >= r.mineGuardianFrom) {
        const int guardians =
            std::clamp(r.tiers[static_cast<std::size_t>(highestTier() - 1)].guardians.roll(s.rng), 0, MaxArmy);
        emitEvent(int(FuzzyEvent::Guardians), seat, tile, guardians);
        if (guardians > 0) {
            startBattle(BattleKind::Guardians, index, guardians);
            s.battle.mineOwnerBefore = s.mineAt(tile);
            return;
        }
    }
    s.mine[static_cast<std::size_t>(tile)] = static_cast<std::uint8_t>(MineOwned + seat);
    gain(seat, r.captureCoins);
    tallyIncome(FromCaptures, r.captureCoins);
    emitEvent(int(FuzzyEvent::MineCaptured), seat, tile, r.captureCoins);
    resumeEntering();
}

std::uint8_t FuzzyGame::rollItem()
{
    FuzzyState &s = m_state;
    const FuzzyRules &r = *m_rules;
    const int band = r.itemTypes.band(r.itemTypes.die.roll(s.rng));
    const auto type = static_cast<ItemType>(r.itemTypes.result[static_cast<std::size_t>(band)]);
    int rarity = 1;
    while (rarity < r.rarityMax && r.rarityDie.roll(s.rng) >= r.rarityStepFrom)
        ++rarity;
    return itemCode(type, rarity);
}

void FuzzyGame::pickUp(int index, bool item)
{
    FuzzyState &s = m_state;
    const FuzzyRules &r = *m_rules;
    Hero &hero = s.hero(index);
    const auto tile = static_cast<std::size_t>(hero.tile);
    const int seat = heroSeat(index);
    hero.moves = static_cast<std::uint8_t>(hero.moves - 1);
    if (item) {
        --s.items[tile];
        const std::uint8_t code = rollItem();
        for (std::uint8_t &slot : hero.items) {
            if (slot == 0) {
                slot = code;
                break;
            }
        }
        emitEvent(int(FuzzyEvent::ItemFound), seat, index, code);
        return;
    }
    --s.resources[tile];
    const bool large = r.cacheDie.roll(s.rng) >= r.cacheLargeFrom;
    const int found = std::max(0, (large ? r.largeCache : r.smallCache).roll(s.rng));
    gain(seat, found);
    tallyIncome(FromCaches, found);
    emitEvent(int(FuzzyEvent::Cache), seat, hero.tile, found);
}

int FuzzyGame::addHero(int seat, int tile)
{
    for (int slot = 0; slot < MaxHeroesPerSeat; ++slot) {
        Hero &hero = m_state.hero(seat * MaxHeroesPerSeat + slot);
        if (hero.alive())
            continue;
        hero = Hero{};
        hero.tile = static_cast<std::int16_t>(tile);
        return seat * MaxHeroesPerSeat + slot;
    }
    return -1;
}

void FuzzyGame::capMercs(Hero &hero, int mercs)
{
    hero.mercs = static_cast<std::uint16_t>(std::clamp(mercs, 0, MaxArmy));
}

void FuzzyGame::dropItem(int tile, std::uint8_t item)
{
    if (item == 0)
        return;
    std::uint8_t &count = m_state.items[static_cast<std::size_t>(tile)];
    count = static_cast<std::uint8_t>(std::min(255, count + 1));
}

// §9: items drop as tokens, or into the armory of a settlement it died on; one monster
// token for a death to monsters or with mercenaries still alive.
void FuzzyGame::killHero(int index, bool byMonsters)
{
    FuzzyState &s = m_state;
    Hero &hero = s.hero(index);
    if (!hero.alive())
        return;
    const int tile = hero.tile;
    const int settlement = s.settlementOn(tile);
    for (const std::uint8_t item : hero.items) {
        if (item == 0)
            continue;
        bool stored = false;
        if (settlement != NoSettlement) {
            for (std::uint8_t &slot : s.settlement(settlement).armory) {
                if (slot == 0) {
                    slot = item;
                    stored = true;
                    break;
                }
            }
        }
        if (!stored)
            dropItem(tile, item);
    }
    if (byMonsters || hero.mercs > 0) {
        std::uint8_t &count = s.monsters[static_cast<std::size_t>(tile)];
        count = static_cast<std::uint8_t>(std::min(255, count + 1));
    }
    hero = Hero{};
    ++m_counts.heroesLost;
    emitEvent(int(FuzzyEvent::HeroDied), heroSeat(index), index, tile);
    checkEnd();
}

} // namespace isle::fuzzyknights
