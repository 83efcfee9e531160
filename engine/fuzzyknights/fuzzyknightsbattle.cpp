// Battle (§8): squads sorted one decision at a time, exchanges chosen squad by squad, the
// fainting and the outcomes of every kind of battle.
#include "fuzzyknightsevents.h"
#include "fuzzyknightsgame.h"

namespace isle::fuzzyknights {

namespace {
constexpr int HeroSquads = 3;       // squads 3.. hold heroes
constexpr int SettlementSquad = MaxSquads - 1;

int sortedUnits(const std::array<Squad, MaxSquads> &squads)
{
    int units = 0;
    for (int i = 0; i < HeroSquads; ++i)
        if (squads[static_cast<std::size_t>(i)].alive)
            units += squads[static_cast<std::size_t>(i)].units;
    return units;
}
} // namespace

int FuzzyGame::livingSquads(const std::array<Squad, MaxSquads> &squads) const
{
    int living = 0;
    for (const Squad &squad : squads)
        living += squad.alive ? 1 : 0;
    return living;
}

void FuzzyGame::DiceRecord::add(int value)
{
    if (value >= 1 && value <= 255 && shown < int(dice.size()))
        dice[static_cast<std::size_t>(shown++)] = static_cast<std::uint8_t>(value);
    else
        ++hidden;
}

int FuzzyGame::rollDice(const DiceExpression &dice, DiceRecord &record) const
{
    // DiceExpression::roll's draws in its order (the same totals), each die noted; dice of a
    // subtracted term are counted as not shown.
    Rng &rng = m_state.rng;
    int total = dice.bonus();
    record.bonus += dice.bonus();
    for (int i = 0; i < dice.termCount(); ++i) {
        const DiceTerm term = dice.term(i);
        const bool percentile = term.sides == DiceTerm::PercentileSides;
        const int faces = percentile ? 10 : int(term.sides);
        const int step = percentile ? 10 : 1;
        const int count = std::abs(int(term.count));
        int sum = 0;
        if (m_rules->rollMode == DiceExpression::RollMode::Representative) {
            const int face = int(rng.below(std::uint32_t(faces))) + 1;
            sum = count * face;
            for (int die = 0; die < count; ++die)
                term.count < 0 ? void(++record.hidden) : record.add(face * step);
        } else {
            for (int die = 0; die < count; ++die) {
                const int face = int(rng.below(std::uint32_t(faces))) + 1;
                sum += face;
                term.count < 0 ? void(++record.hidden) : record.add(face * step);
            }
        }
        total += (term.count < 0 ? -sum : sum) * step;
    }
    return total;
}

void FuzzyGame::emitDice(int side, const DiceRecord &record) const
{
    if (!eventSink())
        return;
    std::array<std::int32_t, 3> fields{};
    for (int i = 0; i < record.shown; ++i)
        fields[static_cast<std::size_t>(i / 4)] = static_cast<std::int32_t>(
            static_cast<std::uint32_t>(fields[static_cast<std::size_t>(i / 4)])
            | (std::uint32_t(record.dice[static_cast<std::size_t>(i)]) << (8 * (i % 4))));
    const auto hidden = static_cast<std::uint32_t>(std::min(record.hidden, 0x1FFF));
    const auto bonus = static_cast<std::uint32_t>(
        std::clamp(record.bonus, -ExchangeBonusOffset, 0x1FFF - ExchangeBonusOffset) + ExchangeBonusOffset);
    const auto a = std::uint32_t(side & 1) | (std::uint32_t(record.shown) << 1) | (hidden << 5) | (bonus << 18);
    emitEvent(int(FuzzyEvent::ExchangeDice), m_state.battle.attackerSeat, static_cast<int>(a), fields[0], fields[1],
              fields[2]);
}

void FuzzyGame::startBattle(BattleKind kind, int heroIndex, int foes)
{
    FuzzyState &s = m_state;
    Battle &b = s.battle;
    b = Battle{};
    Hero &hero = s.hero(heroIndex);
    const int seat = heroSeat(heroIndex);
    b.kind = kind;
    b.attackerSeat = static_cast<std::uint8_t>(seat);
    b.hero = static_cast<std::uint8_t>(heroIndex);
    b.tile = hero.tile;
    b.foes = static_cast<std::uint16_t>(foes);
    hero.flags = static_cast<std::uint8_t>(hero.flags | HeroFlag::Attacking);
    b.attackers[HeroSquads] = {SquadKind::Hero, static_cast<std::uint8_t>(heroIndex), 0, 1, 0};
    b.toSort = hero.mercs;
    hero.mercs = 0;
    if (kind == BattleKind::Monsters || kind == BattleKind::Guardians) {
        // §8.2: two squads as equal as possible, one for a single monster.
        b.defenders[0] = {SquadKind::Units, NoHero, static_cast<std::uint16_t>((foes + 1) / 2), 1, 0};
        if (foes > 1)
            b.defenders[1] = {SquadKind::Units, NoHero, static_cast<std::uint16_t>(foes / 2), 1, 0};
    } else {
        int defender = NoSeat;
        int pooled = 0;
        const int settlement = s.settlementOn(b.tile);
        if (kind == BattleKind::Settlement) {
            Settlement &target = s.settlement(settlement);
            defender = target.owner;
            b.settlement = static_cast<std::uint8_t>(settlement);
            b.defenders[SettlementSquad] = {SquadKind::Settlement, NoHero, 0, 1, 0};
            pooled = target.pool;
            target.pool = 0;
        } else {
            for (int index = 0; index < MaxHeroes; ++index)
                if (s.hero(index).alive() && s.hero(index).tile == b.tile && !friendly(heroSeat(index), seat))
                    defender = heroSeat(index);
        }
        b.defenderSeat = static_cast<std::uint8_t>(defender);
        int slot = HeroSquads;
        for (int index = defender * MaxHeroesPerSeat; index < (defender + 1) * MaxHeroesPerSeat; ++index) {
            Hero &other = s.hero(index);
            if (!other.alive() || other.tile != b.tile)
                continue;
            b.defenders[static_cast<std::size_t>(slot++)] = {SquadKind::Hero, static_cast<std::uint8_t>(index), 0, 1, 0};
            pooled += other.mercs;
            other.mercs = 0;
        }
        b.defenders[0].units = static_cast<std::uint16_t>(std::min(pooled, MaxArmy)); // sorted below
    }
    emitEvent(int(FuzzyEvent::BattleStarted), seat, int(kind), b.tile, b.defenderSeat == NoSeat ? -1 : b.defenderSeat);
    tallyBattleStart();
    b.sorting = 0;
    nextSorting();
}

// The attacker, then the defender, sorts its mercenaries into one to three squads
// (§8.2), one squad size at a time; then the exchanges.
void FuzzyGame::nextSorting()
{
    FuzzyState &s = m_state;
    Battle &b = s.battle;
    while (b.sorting < 2) {
        if (b.toSort > 0) {
            ask(DecisionKind::Squads, b.sorting == 0 ? b.attackerSeat : b.defenderSeat);
            return;
        }
        ++b.sorting;
        if (b.sorting == 1 && b.defenderSeat != NoSeat) {
            b.toSort = b.defenders[0].units;
            b.defenders[0].units = 0;
        }
    }
    ask(DecisionKind::Exchange, b.attackerSeat);
}

int FuzzyGame::squadRoll(const Squad &squad, DiceRecord &record) const
{
    const FuzzyRules &r = *m_rules;
    const FuzzyState &s = m_state;
    int total = 0;
    switch (squad.kind) {
    case SquadKind::Units:
        if (r.rollMode == DiceExpression::RollMode::Representative) {
            // One roll for the squad, multiplied: every unit shows the same dice.
            DiceRecord one;
            total = rollDice(r.mercDie, one) * squad.units;
            for (int unit = 0; unit < squad.units; ++unit) {
                for (int i = 0; i < one.shown; ++i)
                    record.add(one.dice[static_cast<std::size_t>(i)]);
                record.hidden += one.hidden;
                record.bonus += one.bonus;
            }
        } else {
            for (int unit = 0; unit < squad.units; ++unit)
                total += rollDice(r.mercDie, record);
        }
        break;
    case SquadKind::Hero: {
        const Hero &hero = s.hero(squad.hero);
        total = rollDice(r.heroRoll, record);
        for (int i = 0; i < MaxItems; ++i) {
            const std::uint8_t item = hero.items[static_cast<std::size_t>(i)];
            if (item && (hero.equipped & (1U << i)))
                total += rollDice(r.rarities[static_cast<std::size_t>(itemRarity(item) - 1)]
                                      .dice[static_cast<std::size_t>(itemType(item))],
                                  record);
        }
        break;
    }
    case SquadKind::Settlement: {
        const Settlement &settlement = s.settlement(s.battle.settlement);
        if (r.settlementRoll == SettlementRollMode::Fixed) {
            total = rollDice(r.fixedSettlementRoll, record);
        } else {
            total = rollDice(r.tiers[static_cast<std::size_t>(settlement.tier - 1)].roll, record);
            if (settlement.ramparts > 0)
                total += rollDice(r.ramparts[static_cast<std::size_t>(settlement.ramparts - 1)].roll, record);
        }
        break;
    }
    case SquadKind::None: break;
    }
    return std::max(0, total);
}

void FuzzyGame::destroySquad(Squad &squad)
{
    squad.alive = 0;
    if (squad.kind == SquadKind::Hero) {
        Hero &hero = m_state.hero(squad.hero);
        hero.flags = static_cast<std::uint8_t>(hero.flags | HeroFlag::Fainted); // §8.6
    }
    if (squad.kind == SquadKind::Units)
        squad.units = 0;
}

void FuzzyGame::applyBattle(const Action &action)
{
    FuzzyState &s = m_state;
    Battle &b = s.battle;
    s.stage = Stage::Turn;
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::SquadSize: {
        auto &side = b.sorting == 0 ? b.attackers : b.defenders;
        for (int i = 0; i < HeroSquads; ++i) {
            Squad &squad = side[static_cast<std::size_t>(i)];
            if (squad.alive)
                continue;
            squad = {SquadKind::Units, NoHero, static_cast<std::uint16_t>(action.cell), 1, 0};
            break;
        }
        b.toSort = static_cast<std::uint16_t>(b.toSort - action.cell);
        nextSorting();
        return;
    }
    case ActionType::Join:
        b.chosen = static_cast<std::uint8_t>(b.chosen | (1U << action.extra));
        ask(DecisionKind::Exchange, b.attackerSeat);
        return;
    case ActionType::Retreat:
        finishBattle(false); // G56: the retreating hero dies
        return;
    case ActionType::Strike: {
        int attack = 0;
        DiceRecord attackDice;
        DiceRecord defenceDice;
        for (int i = 0; i < MaxSquads; ++i)
            if (b.chosen & (1U << i))
                attack += squadRoll(b.attackers[static_cast<std::size_t>(i)], attackDice);
        const int defence = squadRoll(b.defenders[action.extra], defenceDice);
        ++b.exchanges;
        const bool won = attack > defence; // a tie goes to the defender
        emitDice(0, attackDice);
        emitDice(1, defenceDice);
        emitEvent(int(FuzzyEvent::Exchange), b.attackerSeat, attack, defence, won ? 1 : 0);
        if (won) {
            destroySquad(b.defenders[action.extra]);
        } else if (std::popcount(b.chosen) == 1) {
            destroySquad(b.attackers[static_cast<std::size_t>(std::countr_zero(b.chosen))]);
        } else {
            ask(DecisionKind::LoseSquad, b.attackerSeat);
            return;
        }
        break;
    }
    case ActionType::Lose: destroySquad(b.attackers[action.extra]); break;
    default: break;
    }
    b.chosen = 0;
    if (livingSquads(b.defenders) == 0)
        finishBattle(true);
    else if (livingSquads(b.attackers) == 0)
        finishBattle(false);
    else
        ask(DecisionKind::Exchange, b.attackerSeat);
}

void FuzzyGame::finishBattle(bool attackerWon)
{
    FuzzyState &s = m_state;
    const FuzzyRules &r = *m_rules;
    const Battle b = s.battle;
    s.battle = Battle{};
    s.stage = Stage::Turn;
    const int seat = b.attackerSeat;
    Hero &hero = s.hero(b.hero);
    hero.flags = static_cast<std::uint8_t>(hero.flags & ~HeroFlag::Attacking);
    capMercs(hero, sortedUnits(b.attackers) + b.toSort * (b.sorting == 0 ? 1 : 0));
    tallyBattleEnd(attackerWon);
    emitEvent(int(FuzzyEvent::BattleEnded), seat, attackerWon ? 1 : 0, b.tile);
    // Fainted heroes of the winning side survive (§8.6), with the penalty where it applies.
    const auto recover = [this, &r, &s](int index) {
        Hero &h = s.hero(index);
        if (!h.has(HeroFlag::Fainted))
            return;
        h.flags = static_cast<std::uint8_t>(h.flags & ~HeroFlag::Fainted);
        if (!r.faintPenalty)
            return;
        for (std::uint8_t &item : h.items) {
            dropItem(h.tile, item);
            item = 0;
        }
        h.equipped = 0;
        h.mercs = static_cast<std::uint16_t>(h.mercs / 2);
    };
    if (attackerWon) {
        recover(b.hero);
        switch (b.kind) {
        case BattleKind::Monsters: {
            const int reward = b.foes / r.rewardDivisor;
            gain(seat, reward);
            tallyIncome(FromRewards, reward);
            s.monsters[static_cast<std::size_t>(b.tile)] = 0;
            break;
        }
        case BattleKind::Guardians: {
            const int reward = r.captureCoins + (b.mineOwnerBefore == NeutralMine ? b.foes / r.rewardDivisor : 0);
            s.mine[static_cast<std::size_t>(b.tile)] = static_cast<std::uint8_t>(MineOwned + seat);
            gain(seat, reward);
            tallyIncome(FromCaptures, reward);
            emitEvent(int(FuzzyEvent::MineCaptured), seat, b.tile, reward);
            break;
        }
        case BattleKind::Heroes:
        case BattleKind::Settlement: {
            for (const Squad &squad : b.defenders)
                if (squad.kind == SquadKind::Hero)
                    killHero(squad.hero, false);
            if (b.kind == BattleKind::Settlement) {
                Settlement &settlement = s.settlement(b.settlement);
                const int before = settlement.owner;
                settlement.owner = static_cast<std::uint8_t>(seat);
                settlement.pool = 0;
                tallyIncome(FromConquests, settlement.purse);
                emitEvent(int(FuzzyEvent::Conquered), seat, b.tile, before);
                checkEnd();
            }
            break;
        }
        case BattleKind::None: break;
        }
    } else {
        // The defenders' survivors: to the settlement's pool, or the first hero still standing.
        const int survivors = sortedUnits(b.defenders);
        if (b.kind == BattleKind::Settlement) {
            Settlement &settlement = s.settlement(b.settlement);
            settlement.pool = static_cast<std::uint16_t>(std::min(MaxArmy, settlement.pool + survivors));
        } else if (b.kind == BattleKind::Heroes) {
            for (const Squad &squad : b.defenders) {
                if (squad.kind == SquadKind::Hero) {
                    capMercs(s.hero(squad.hero), s.hero(squad.hero).mercs + survivors);
                    break;
                }
            }
        }
        for (const Squad &squad : b.defenders)
            if (squad.kind == SquadKind::Hero)
                recover(squad.hero);
        killHero(b.hero, b.kind == BattleKind::Monsters);
    }
    if (s.stage != Stage::Over)
        resumeEntering();
}

} // namespace isle::fuzzyknights
