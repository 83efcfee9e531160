// The game object: construction, history, copies, hashing, outcome and the facts the rules
// and views share.
#include "fuzzyknightsgame.h"

#include "fuzzyknightsevents.h"
#include "fuzzyknightsmodule.h"

#include "core/sharedassign.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>

namespace isle::fuzzyknights {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::fuzzyknights::FuzzyGame)
};

// PCG32 stream of the game's own generator; players' generators use other streams.
constexpr std::uint64_t GameStream = 0x467a4b6eULL; // "FzKn"

// Whether equipping `item` would give the hero a rarer item of its type than it wears.
bool upgrades(const Hero &hero, std::uint8_t item)
{
    if (!item)
        return false;
    int worn = 0;
    for (int slot = 0; slot < MaxItems; ++slot) {
        const std::uint8_t other = hero.items[static_cast<std::size_t>(slot)];
        if (other && (hero.equipped & (1U << slot)) && itemType(other) == itemType(item))
            worn = itemRarity(other);
    }
    return itemRarity(item) > worn;
}
} // namespace

FuzzyGame::FuzzyGame(const FuzzyModule &module, std::shared_ptr<const Ruleset> ruleset,
                     std::shared_ptr<const FuzzyRules> rules, QString variant, int seats, std::uint64_t seed)
    : m_module(&module)
    , m_ruleset(std::move(ruleset))
    , m_rules(std::move(rules))
    , m_variant(std::move(variant))
    , m_seed(seed)
{
    Q_ASSERT(seats >= 2 && seats <= MaxSeats);
    std::memset(static_cast<void *>(&m_state), 0, sizeof m_state);
    m_state.seats = static_cast<std::uint8_t>(seats);
    reset(seed);
}

const GameModule &FuzzyGame::module() const
{
    return *m_module;
}

void FuzzyGame::reset(std::uint64_t seed)
{
    m_seed = seed;
    m_history.clear();
    const std::uint8_t seats = m_state.seats;
    // Zero every byte, padding included, so equal states hash equally.
    std::memset(static_cast<void *>(&m_state), 0, sizeof m_state);
    m_state = FuzzyState();
    m_state.seats = seats;
    m_state.rng = Rng(seed, GameStream);
    m_state.settlementAt.fill(NoSettlement);
    m_counts = {};
    startGame();
}

void FuzzyGame::setState(const FuzzyState &state)
{
    m_state = state;
    m_history.clear();
}

Decision FuzzyGame::decision() const
{
    if (m_state.stage != Stage::Decide)
        return {};
    return {m_state.decider, static_cast<int>(m_state.pending)};
}

QString FuzzyGame::decisionName(int kind) const
{
    switch (static_cast<DecisionKind>(kind)) {
    case DecisionKind::PlaceSettlement: return Tr::tr("place your settlement");
    case DecisionKind::Upkeep: return Tr::tr("choose a hero you cannot pay");
    case DecisionKind::Build: return Tr::tr("build at a settlement");
    case DecisionKind::Recruit: return Tr::tr("recruit at a settlement");
    case DecisionKind::PlaceToken: return Tr::tr("place the new token");
    case DecisionKind::Turn: return Tr::tr("move a hero, act or end the turn");
    case DecisionKind::Defect: return Tr::tr("take defecting monsters");
    case DecisionKind::Bribe: return Tr::tr("hire bribed monsters");
    case DecisionKind::Squads: return Tr::tr("form a squad of mercenaries");
    case DecisionKind::Exchange: return Tr::tr("choose attacking squads and a target, or retreat");
    case DecisionKind::LoseSquad: return Tr::tr("choose the attacking squad that dies");
    case DecisionKind::Alliance: return Tr::tr("accept or refuse an alliance");
    case DecisionKind::Count: break;
    }
    return {};
}

Outcome FuzzyGame::outcome() const
{
    Outcome result;
    result.seatCount = m_state.seats;
    // The winner is decided by conquest or by §12's tie-break (winnerMask); the score is
    // what a player holds, in points people can compare: each settlement's tier and each
    // mine. (A packed tie-break number would make the lab's margins meaningless.)
    for (int seat = 0; seat < m_state.seats; ++seat)
        result.score[static_cast<std::size_t>(seat)] =
            m_state.player(seat).eliminated ? 0 : totalTier(seat) + mineCount(seat);
    result.winnerMask = m_state.winnerMask;
    // A shared victory of an alliance (G69) is a win for each member, not a draw.
    result.draw = std::popcount(m_state.winnerMask) > 1 && m_state.endReason != EndReason::Alliance;
    return result;
}

void FuzzyGame::actionValues(const ActionList &actions, int seat, int *values) const
{
    // One ply: what a decision adds at once, with the purse in mind. Daybreak builds before
    // it recruits, so a building that would leave no hero affordable (or the upkeep unpaid)
    // waits; a hero is worth most while the seat has few; mercenaries fill armies up to a
    // modest size and leave coins for the next building.
    const FuzzyState &s = m_state;
    const FuzzyRules &r = *m_rules;
    // The purse is read only for buying: the turn's moves, asked for most often by the
    // searches' greedy playouts, need none of it.
    const bool buying = std::any_of(actions.begin(), actions.end(), [](const Action &action) {
        const auto type = static_cast<ActionType>(action.type);
        return type == ActionType::Build || type == ActionType::RecruitHero || type == ActionType::RecruitMerc;
    });
    const bool seated = buying && seat >= 0 && seat < s.seats;
    const int money = seated ? coins(seat) : 0;
    const int heroes = seated ? heroCount(seat) : 0;
    int income = 0;
    int army = 0;
    if (seated) {
        for (const Settlement &settlement : s.settlements) {
            if (settlement.tile < 0 || settlement.owner != seat)
                continue;
            income += r.income == IncomeMode::Flat ? r.flatIncome : r.tiers[static_cast<std::size_t>(settlement.tier - 1)].income;
            army += settlement.pool;
        }
        income += mineCount(seat) * r.mineIncome;
        for (int slot = 0; slot < MaxHeroesPerSeat; ++slot)
            army += s.hero(seat * MaxHeroesPerSeat + slot).mercs;
    }
    const bool wantHero = heroes < std::min(r.heroLimit, 2);
    // Coins to keep after a purchase: tomorrow's upkeep beyond tomorrow's income, and a
    // hero's price while the seat wants one.
    const int upkeepGap = std::max(0, heroes * r.heroUpkeep - income);
    const auto affordable = [&](int cost, int keep) { return money - cost >= keep; };
    // After a proposal or an acceptance, would every seat left be in one alliance?
    const auto completes = [&](int a, int b) {
        if (!r.sharedVictory)
            return false;
        const int number = s.player(a).alliance;
        for (int other = 0; other < s.seats; ++other) {
            if (other == a || other == b || s.player(other).eliminated)
                continue;
            if (number == 0 || s.player(other).alliance != number)
                return false;
        }
        return true;
    };
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action &action = actions[i];
        const auto type = static_cast<ActionType>(action.type);
        int value = 0;
        switch (type) {
        case ActionType::Build: {
            const Settlement &settlement = s.settlement(s.settlementCursor);
            int cost = 0;
            switch (static_cast<BuildKind>(action.kind)) {
            case BuildKind::Skip: break;
            case BuildKind::Tier:
                cost = r.tiers[std::min<std::size_t>(settlement.tier, Tiers - 1)].cost;
                value = 3;
                break;
            case BuildKind::Rampart:
                cost = r.ramparts[std::min<std::size_t>(settlement.ramparts, 1)].cost;
                value = 1;
                break;
            case BuildKind::Camp:
                cost = r.mercCampCost;
                value = heroes > 0 ? 2 : 1;
                break;
            }
            if (cost > 0 && !affordable(cost, upkeepGap + (wantHero ? r.heroCost : 0)))
                value = -1;
            break;
        }
        case ActionType::RecruitHero:
            value = affordable(r.heroCost, std::max(0, (heroes + 1) * r.heroUpkeep - income)) ? (wantHero ? 6 : 2) : -1;
            break;
        case ActionType::RecruitMerc:
            value = army < 6 * std::max(1, heroes) && affordable(r.mercCost, upkeepGap + (wantHero ? r.heroCost : 0))
                        ? (action.kind > 0 ? 2 : 1)
                        : -1;
            break;
        case ActionType::PickUp: value = 2; break;
        case ActionType::Capture: value = 2; break;
        case ActionType::Equip: {
            // Only an upgrade: equipping swaps out the item of the same type, so equal or
            // worse items would be swapped back and forth.
            const Hero &hero = s.hero(action.kind);
            value = upgrades(hero, hero.items[action.extra % MaxItems]) ? 1 : -1;
            break;
        }
        case ActionType::Withdraw: {
            // The same for an item taken from the armory: only one that would be an upgrade.
            const Hero &hero = s.hero(action.kind);
            const Settlement &settlement = s.settlement(s.settlementOn(hero.tile));
            value = upgrades(hero, settlement.armory[action.extra % MaxArmory]) ? 1 : -1;
            break;
        }
        case ActionType::TakeMercs: value = 1; break;
        // Leaving the army or an item in the settlement undoes the moves above (a garrisoned
        // hero's army defends the settlement anyway, and an armory's items add nothing):
        // worth it only as a plan the search finds, never on its own.
        case ActionType::LeaveMercs:
        case ActionType::Deposit: value = -1; break;
        case ActionType::Retreat: value = -5; break;
        case ActionType::TakeCount: value = action.cell; break;
        // Alliances: only one that ends the game in a shared win is sought or accepted.
        case ActionType::ProposeAlliance: value = completes(seat, action.kind) ? 8 : -1; break;
        case ActionType::AcceptAlliance: value = completes(s.active, seat) ? 8 : -1; break;
        case ActionType::LeaveAlliance: value = -1; break;
        default: break;
        }
        values[i] = value;
    }
}

std::unique_ptr<Game> FuzzyGame::clone() const
{
    auto copy = std::make_unique<FuzzyGame>(*this);
    copy->setEventSink(nullptr);
    copy->m_tally = {};
    return copy;
}

void FuzzyGame::assign(const Game &other)
{
    const auto &source = static_cast<const FuzzyGame &>(other);
    assignShared(m_ruleset, source.m_ruleset);
    assignShared(m_rules, source.m_rules);
    assignShared(m_variant, source.m_variant);
    m_seed = source.m_seed;
    m_state = source.m_state;
    m_history.clear();
}

void FuzzyGame::determinize(int seat, Rng &rng)
{
    // Nothing on the board is hidden: tokens are anonymous until picked up and rolled. Only
    // the future rolls are unknown, so the generator is reseeded.
    Q_UNUSED(seat);
    m_history.clear();
    const std::uint64_t high = rng.next();
    const std::uint64_t low = rng.next();
    m_state.rng = Rng((high << 32U) | low, rng.next());
}

void FuzzyGame::emitEvent(int type, int seat, int a, int b, int c, int d) const
{
    if (!eventSink())
        return;
    GameEvent event;
    event.type = static_cast<std::uint16_t>(type);
    event.flags = eventFlags(static_cast<FuzzyEvent>(type));
    event.seat = static_cast<std::int8_t>(seat);
    event.a = a;
    event.b = b;
    event.c = c;
    event.d = d;
    Game::emitEvent(event);
}

int FuzzyGame::coins(int seat) const
{
    int total = m_state.player(seat).coins;
    for (const Settlement &settlement : m_state.settlements)
        if (settlement.tile >= 0 && settlement.owner == seat)
            total += settlement.purse;
    return total;
}

int FuzzyGame::heroCount(int seat) const
{
    int count = 0;
    for (int slot = 0; slot < MaxHeroesPerSeat; ++slot)
        count += m_state.hero(seat * MaxHeroesPerSeat + slot).alive() ? 1 : 0;
    return count;
}

int FuzzyGame::settlementCount(int seat) const
{
    int count = 0;
    for (const Settlement &settlement : m_state.settlements)
        count += settlement.tile >= 0 && settlement.owner == seat ? 1 : 0;
    return count;
}

int FuzzyGame::mineCount(int seat) const
{
    // A row of tiles at a time: the search's evaluation and every income ask for it.
    const std::uint32_t columns = mapColumns();
    const auto owned = static_cast<std::uint8_t>(MineOwned + seat);
    int count = 0;
    for (int y = 0; y < m_rules->height; ++y)
        count += std::popcount(equalBytes32(&m_state.mine[static_cast<std::size_t>(tileAt(0, y))], owned) & columns);
    return count;
}

int FuzzyGame::totalTier(int seat) const
{
    int total = 0;
    for (const Settlement &settlement : m_state.settlements)
        if (settlement.tile >= 0 && settlement.owner == seat)
            total += settlement.tier;
    return total;
}

int FuzzyGame::highestTier() const
{
    int highest = 1;
    for (const Settlement &settlement : m_state.settlements)
        if (settlement.tile >= 0)
            highest = std::max<int>(highest, settlement.tier);
    return highest;
}

bool FuzzyGame::enemyHeroOn(int tile, int seat) const
{
    // The tile first: every step a hero takes asks, and most tiles hold no hero at all.
    for (int index = 0; index < MaxHeroes; ++index)
        if (m_state.hero(index).tile == tile && !friendly(heroSeat(index), seat))
            return true;
    return false;
}

bool FuzzyGame::tileEmpty(int tile) const
{
    const FuzzyState &s = m_state;
    if (s.monstersAt(tile) || s.itemsAt(tile) || s.resourcesAt(tile) || s.mineAt(tile) != NoMine
        || s.settlementOn(tile) != NoSettlement)
        return false;
    for (const Hero &hero : s.heroes)
        if (hero.tile == tile)
            return false;
    return true;
}

int FuzzyGame::movementBonus(int hero) const
{
    const Hero &h = m_state.hero(hero);
    int bonus = 0;
    for (int i = 0; i < MaxItems; ++i) {
        const std::uint8_t item = h.items[static_cast<std::size_t>(i)];
        if (item && (h.equipped & (1U << i)) && itemType(item) == ItemType::Amulet)
            bonus = std::max(bonus, m_rules->rarities[static_cast<std::size_t>(itemRarity(item) - 1)].amuletMove);
    }
    return bonus;
}

} // namespace isle::fuzzyknights
