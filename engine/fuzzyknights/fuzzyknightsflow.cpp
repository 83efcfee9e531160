// The course of play: set-up, the Days (Daybreak's steps, then every player's turn),
// elimination and the end (§4, §5, §12).
#include "fuzzyknightsevents.h"
#include "fuzzyknightsgame.h"

namespace isle::fuzzyknights {

void FuzzyGame::ask(DecisionKind kind, int seat)
{
    m_state.stage = Stage::Decide;
    m_state.pending = kind;
    m_state.decider = static_cast<std::uint8_t>(seat);
}

void FuzzyGame::startGame()
{
    FuzzyState &s = m_state;
    const FuzzyRules &r = *m_rules;
    // Tokens on distinct empty tiles (§4 PROPOSAL 1), one kind after another.
    const int counts[4] = {r.itemTokens * s.seats, r.resourceTokens * s.seats, r.monsterTokens * s.seats,
                           r.mines * s.seats};
    for (int kind = 0; kind < 4; ++kind) {
        for (int n = 0; n < counts[kind]; ++n) {
            std::array<std::uint32_t, MaxMap> rows;
            const int empty = emptyTileRows(rows);
            if (empty == 0)
                break;
            const auto t = static_cast<std::size_t>(nthEmptyTile(rows, int(s.rng.below(std::uint32_t(empty)))));
            switch (kind) {
            case 0: s.items[t] = 1; break;
            case 1: s.resources[t] = 1; break;
            case 2: s.monsters[t] = 1; break;
            default: s.mine[t] = NeutralMine; break;
            }
        }
    }
    // The Anchor: a roll-off of six-sided dice, tied leaders rolling again (§4.3).
    std::uint8_t contenders = static_cast<std::uint8_t>((1U << s.seats) - 1U);
    while (std::popcount(contenders) > 1) {
        int best = 0;
        std::array<int, MaxSeats> rolls{};
        for (int seat = 0; seat < s.seats; ++seat) {
            if (!(contenders & (1U << seat)))
                continue;
            rolls[static_cast<std::size_t>(seat)] = int(s.rng.below(6)) + 1;
            best = std::max(best, rolls[static_cast<std::size_t>(seat)]);
        }
        for (int seat = 0; seat < s.seats; ++seat)
            if (rolls[static_cast<std::size_t>(seat)] != best)
                contenders = static_cast<std::uint8_t>(contenders & ~(1U << seat));
    }
    s.anchor = static_cast<std::uint8_t>(std::countr_zero(contenders));
    emitEvent(int(FuzzyEvent::Anchor), s.anchor);
    s.stage = Stage::Setup;
    s.cursor = 0;
    ask(DecisionKind::PlaceSettlement, seatAt(0));
}

void FuzzyGame::continuePlay()
{
    run();
}

void FuzzyGame::run()
{
    FuzzyState &s = m_state;
    while (true) {
        switch (s.stage) {
        case Stage::Decide:
        case Stage::Over: return;
        case Stage::Setup:
            if (s.cursor < s.seats) {
                ask(DecisionKind::PlaceSettlement, seatAt(s.cursor));
                return;
            }
            s.day = 1;
            emitEvent(int(FuzzyEvent::DayBegan), -1, s.day);
            s.stage = Stage::Daybreak;
            s.step = DaybreakStep::Income;
            s.cursor = 0;
            break;
        case Stage::Daybreak:
            if (!runDaybreak())
                return;
            break;
        case Stage::TurnStart: beginTurn(); break;
        case Stage::Turn:
            if (heroCount(s.active) == 0) {
                endTurn(); // nothing to decide: a seat without heroes passes
                break;
            }
            ask(DecisionKind::Turn, s.active);
            return;
        }
    }
}

int FuzzyGame::settlementAtCursor(int seat, int from) const
{
    for (int index = from; index < MaxSeats; ++index) {
        const Settlement &settlement = m_state.settlement(index);
        if (settlement.tile >= 0 && settlement.owner == seat && !settlement.besieged)
            return index;
    }
    return -1;
}

void FuzzyGame::payIncome()
{
    FuzzyState &s = m_state;
    const FuzzyRules &r = *m_rules;
    for (int cursor = 0; cursor < s.seats; ++cursor) {
        const int seat = seatAt(cursor);
        if (s.player(seat).eliminated)
            continue;
        int fromSettlements = 0;
        for (const Settlement &settlement : s.settlements) {
            if (settlement.tile < 0 || settlement.owner != seat || settlement.besieged)
                continue;
            fromSettlements += r.income == IncomeMode::Flat ? r.flatIncome
                                                            : r.tiers[static_cast<std::size_t>(settlement.tier - 1)].income;
        }
        const int fromMines = mineCount(seat) * r.mineIncome;
        gain(seat, fromSettlements + fromMines);
        tallyIncome(FromSettlements, fromSettlements);
        tallyIncome(FromMines, fromMines);
        emitEvent(int(FuzzyEvent::Income), seat, fromSettlements + fromMines);
    }
}

int FuzzyGame::unpaidHeroes(int seat) const
{
    const int upkeep = m_rules->heroUpkeep;
    const int heroes = heroCount(seat);
    if (upkeep == 0)
        return 0;
    return std::max(0, heroes - coins(seat) / upkeep);
}

// One step of Daybreak for every seat in turn order (§5.1, G11); false when a decision is due.
bool FuzzyGame::runDaybreak()
{
    FuzzyState &s = m_state;
    const FuzzyRules &r = *m_rules;
    while (true) {
        if (s.stage != Stage::Daybreak)
            return true;
        if (s.cursor >= s.seats) {
            s.cursor = 0;
            s.settlementCursor = 0;
            s.step = static_cast<DaybreakStep>(int(s.step) + 1);
            continue;
        }
        const int seat = seatAt(s.cursor);
        if (s.step != DaybreakStep::Income && s.step != DaybreakStep::Done && s.player(seat).eliminated) {
            ++s.cursor;
            continue;
        }
        switch (s.step) {
        case DaybreakStep::Income:
            payIncome();
            s.cursor = s.seats;
            break;
        case DaybreakStep::Upkeep:
            if (unpaidHeroes(seat) > 0) {
                ask(DecisionKind::Upkeep, seat);
                return false;
            }
            spend(seat, heroCount(seat) * r.heroUpkeep);
            emitEvent(int(FuzzyEvent::Upkeep), seat, heroCount(seat) * r.heroUpkeep);
            ++s.cursor;
            break;
        case DaybreakStep::Build:
        case DaybreakStep::Recruit: {
            const int index = settlementAtCursor(seat, s.settlementCursor);
            if (index < 0) {
                s.settlementCursor = 0;
                ++s.cursor;
                break;
            }
            s.settlementCursor = static_cast<std::uint8_t>(index);
            // Ask only when there is something besides passing.
            const DecisionKind kind = s.step == DaybreakStep::Build ? DecisionKind::Build : DecisionKind::Recruit;
            ask(kind, seat);
            if (legalCount() > 1)
                return false;
            s.stage = Stage::Daybreak;
            s.settlementCursor = static_cast<std::uint8_t>(index + 1);
            break;
        }
        case DaybreakStep::Tokens: {
            ++s.cursor;
            if (s.day < r.tokenRollFromDay)
                break;
            if (r.tokenSuccessDie.roll(s.rng) < r.tokenSuccessFrom)
                break;
            const int band = r.tokenTypes.band(r.tokenTypes.die.roll(s.rng));
            s.tokenKind = static_cast<std::uint8_t>(r.tokenTypes.result[static_cast<std::size_t>(band)]);
            if (!anyEmptyTile())
                break; // a full map takes no token
            --s.cursor;
            ask(DecisionKind::PlaceToken, seat);
            return false;
        }
        case DaybreakStep::Done:
            for (Settlement &settlement : s.settlements) {
                settlement.besieged = 0;
                settlement.builtToday = 0;
            }
            s.stage = Stage::TurnStart;
            s.cursor = 0;
            return true;
        }
    }
}

void FuzzyGame::beginTurn()
{
    FuzzyState &s = m_state;
    if (s.cursor >= s.seats) {
        // The Day is over.
        if (s.day >= m_rules->maxDays) {
            endGame(EndReason::DayLimit);
            return;
        }
        ++s.day;
        emitEvent(int(FuzzyEvent::DayBegan), -1, s.day);
        s.stage = Stage::Daybreak;
        s.step = DaybreakStep::Income;
        s.cursor = 0;
        return;
    }
    const int seat = seatAt(s.cursor);
    if (s.player(seat).eliminated) {
        ++s.cursor;
        return;
    }
    s.active = static_cast<std::uint8_t>(seat);
    ++s.turnsPlayed;
    for (int slot = 0; slot < MaxHeroesPerSeat; ++slot) {
        Hero &hero = s.hero(seat * MaxHeroesPerSeat + slot);
        if (!hero.alive())
            continue;
        const int points = m_rules->movement.roll(s.rng) + movementBonus(seat * MaxHeroesPerSeat + slot);
        hero.moves = static_cast<std::uint8_t>(std::clamp(points, 0, 255));
        hero.flags = 0;
    }
    s.proposed = 0;
    s.freeMoves = 0;
    emitEvent(int(FuzzyEvent::TurnStarted), seat, s.day);
    s.stage = Stage::Turn;
}

void FuzzyGame::endTurn()
{
    FuzzyState &s = m_state;
    const int seat = s.active;
    SeatState &player = s.player(seat);
    if (player.homeless) {
        if (settlementCount(seat) > 0)
            player.homeless = 0;
        else if (player.homeless == 2)
            player.homeless = 1; // lost in its own turn: the next one is its grace
        else
            eliminate(seat); // G71: no settlement won back by the end of its next turn
    }
    for (int slot = 0; slot < MaxHeroesPerSeat; ++slot)
        s.hero(seat * MaxHeroesPerSeat + slot).moves = 0;
    s.proposed = 0;
    s.freeMoves = 0;
    ++s.cursor;
    if (s.stage != Stage::Over)
        s.stage = Stage::TurnStart;
}

void FuzzyGame::checkEnd()
{
    FuzzyState &s = m_state;
    if (s.stage == Stage::Over)
        return;
    for (int seat = 0; seat < s.seats; ++seat) {
        SeatState &player = s.player(seat);
        if (player.eliminated)
            continue;
        if (settlementCount(seat) > 0) {
            player.homeless = 0;
            continue;
        }
        if (heroCount(seat) == 0)
            eliminate(seat); // G71: no settlement and no hero
        else if (!player.homeless)
            player.homeless = seat == s.active && s.stage != Stage::Daybreak ? 2 : 1;
    }
    int left = 0;
    for (int seat = 0; seat < s.seats; ++seat)
        left += s.player(seat).eliminated ? 0 : 1;
    if (left <= 1 && s.stage != Stage::Over)
        endGame(EndReason::Conquest);
    else if (sharedVictoryDue() && s.stage != Stage::Over)
        endGame(EndReason::Alliance);
}

// G69: with sharedVictory, every seat still in the game in one alliance.
bool FuzzyGame::sharedVictoryDue() const
{
    if (!m_rules->sharedVictory)
        return false;
    int alliance = -1;
    for (int seat = 0; seat < m_state.seats; ++seat) {
        const SeatState &player = m_state.player(seat);
        if (player.eliminated)
            continue;
        if (player.alliance == 0 || (alliance >= 0 && alliance != player.alliance))
            return false;
        alliance = player.alliance;
    }
    return alliance > 0;
}

// §11.1, G68: `seat` joins the proposer's alliance, leaving its own; a proposer in none
// founds one with the lowest free number.
void FuzzyGame::joinAlliance(int seat, int proposer)
{
    FuzzyState &s = m_state;
    if (s.player(seat).alliance != 0)
        leaveAlliance(seat);
    int number = s.player(proposer).alliance;
    if (number == 0) {
        std::uint8_t used = 0;
        for (int other = 0; other < s.seats; ++other)
            used = static_cast<std::uint8_t>(used | (1U << s.player(other).alliance));
        number = 1;
        while (used & (1U << number))
            ++number;
        s.player(proposer).alliance = static_cast<std::uint8_t>(number);
    }
    s.player(seat).alliance = static_cast<std::uint8_t>(number);
    emitEvent(int(FuzzyEvent::AllianceFormed), seat, proposer, number);
}

// A member leaves at once; an alliance left with one member ends.
void FuzzyGame::leaveAlliance(int seat)
{
    FuzzyState &s = m_state;
    const int number = s.player(seat).alliance;
    if (number == 0)
        return;
    s.player(seat).alliance = 0;
    emitEvent(int(FuzzyEvent::AllianceLeft), seat, number);
    int members = 0;
    int last = -1;
    for (int other = 0; other < s.seats; ++other) {
        if (s.player(other).alliance == number) {
            ++members;
            last = other;
        }
    }
    if (members == 1)
        s.player(last).alliance = 0;
}

void FuzzyGame::eliminate(int seat)
{
    FuzzyState &s = m_state;
    SeatState &player = s.player(seat);
    if (player.eliminated)
        return;
    player.eliminated = 1;
    player.homeless = 0;
    emitEvent(int(FuzzyEvent::Eliminated), seat);
    leaveAlliance(seat);
    for (int slot = 0; slot < MaxHeroesPerSeat; ++slot)
        if (s.hero(seat * MaxHeroesPerSeat + slot).alive())
            killHero(seat * MaxHeroesPerSeat + slot, false);
    for (std::uint8_t &mine : s.mine)
        if (mine == MineOwned + seat)
            mine = NeutralMine;
    player.coins = 0;
    checkEnd();
}

void FuzzyGame::endGame(EndReason reason)
{
    FuzzyState &s = m_state;
    s.endReason = reason;
    s.stage = Stage::Over;
    s.decider = NoSeat;
    std::uint8_t mask = 0;
    if (reason == EndReason::Alliance) {
        for (int seat = 0; seat < s.seats; ++seat)
            if (!s.player(seat).eliminated)
                mask = static_cast<std::uint8_t>(mask | (1U << seat));
        s.winnerMask = mask;
        emitEvent(int(FuzzyEvent::GameEnded), -1, mask, 2);
        tallyGameEnd();
        return;
    }
    // §12 / G75: most settlements, highest total tier, most mines, most coins.
    std::array<std::int64_t, MaxSeats> key{};
    std::int64_t best = -1;
    for (int seat = 0; seat < s.seats; ++seat) {
        if (s.player(seat).eliminated)
            continue;
        // Each count below its digits' range: settlements ≤ 4, total tier ≤ 16, mines ≤ 256.
        const std::int64_t value = std::int64_t(settlementCount(seat)) * 1000000000000000LL
                                   + std::int64_t(totalTier(seat)) * 1000000000000LL
                                   + std::int64_t(mineCount(seat)) * 1000000000LL + std::min(coins(seat), 999999999);
        key[static_cast<std::size_t>(seat)] = value;
        best = std::max(best, value);
    }
    for (int seat = 0; seat < s.seats; ++seat)
        if (!s.player(seat).eliminated && key[static_cast<std::size_t>(seat)] == best)
            mask = static_cast<std::uint8_t>(mask | (1U << seat));
    s.winnerMask = mask;
    emitEvent(int(FuzzyEvent::GameEnded), -1, mask, reason == EndReason::DayLimit ? 1 : 0);
    tallyGameEnd();
}

void FuzzyGame::gain(int seat, int amount)
{
    if (amount <= 0)
        return;
    FuzzyState &s = m_state;
    if (m_rules->kingsPurse) {
        for (Settlement &settlement : s.settlements) {
            if (settlement.tile >= 0 && settlement.owner == seat) {
                settlement.purse += amount;
                return;
            }
        }
    }
    s.player(seat).coins += amount;
}

bool FuzzyGame::spend(int seat, int amount)
{
    if (amount <= 0)
        return true;
    if (coins(seat) < amount)
        return false;
    FuzzyState &s = m_state;
    SeatState &player = s.player(seat);
    const int loose = std::min(player.coins, amount);
    player.coins -= loose;
    amount -= loose;
    for (Settlement &settlement : s.settlements) {
        if (amount == 0)
            break;
        if (settlement.tile < 0 || settlement.owner != seat)
            continue;
        const int taken = std::min(settlement.purse, amount);
        settlement.purse -= taken;
        amount -= taken;
    }
    return true;
}

} // namespace isle::fuzzyknights
