// Combat (rules file §2.11): dice, re-rolls decided by their owners (the defender too,
// though it is not their turn), totals, the loser destroyed and the advance; and the
// exact odds of a combat under the canonical re-roll policy.
#include "battleevents.h"
#include "battlegame.h"

#include <algorithm>
#include <vector>

namespace isle::battleisland {

namespace {
constexpr int MaxSum = 6 * MaxDice;

// probability[j][s]: j fresh dice sum to s.
struct SumTable
{
    std::array<std::array<double, MaxSum + 1>, MaxDice + 1> probability{};
};

const SumTable &freshSums()
{
    static const SumTable table = [] {
        SumTable t;
        t.probability[0][0] = 1;
        for (int j = 1; j <= MaxDice; ++j)
            for (int s = 0; s <= MaxSum; ++s)
                for (int face = 1; face <= 6 && face <= s; ++face)
                    t.probability[j][s] += t.probability[j - 1][s - face] / 6.0;
        return t;
    }();
    return table;
}

// Every sorted roll of `dice` dice with its number of orderings.
struct Roll
{
    std::array<std::uint8_t, MaxDice> dice{};
    int sum = 0;
    double weight = 0; // probability
};

// Sorted rolls of MaxDice dice: multisets of MaxDice faces out of 6, C(MaxDice + 5, 5).
constexpr std::size_t MaxRolls = [] {
    std::size_t count = 1;
    for (int i = 1; i <= 5; ++i)
        count = count * std::size_t(MaxDice + i) / std::size_t(i);
    return count;
}();

// The rolls and the defender's answers of one odds computation, kept per thread with
// room for the most dice, so computing odds (a greedy or searching player's move
// values) allocates once per thread, not per combat.
struct OddsScratch
{
    std::vector<Roll> rolls;
    std::vector<std::array<CombatOdds, MaxSum + 1>> response;
};

OddsScratch &oddsScratch()
{
    thread_local OddsScratch scratch = [] {
        OddsScratch made;
        made.rolls.reserve(MaxRolls);
        made.response.resize(MaxRolls);
        return made;
    }();
    return scratch;
}

void enumerateRolls(int dice, int index, int lowest, Roll &current, std::vector<Roll> &out)
{
    if (index == dice) {
        // Orderings: dice! / Π count!
        double orderings = 1;
        for (int i = 2; i <= dice; ++i)
            orderings *= i;
        int run = 1;
        for (int i = 1; i <= dice; ++i) {
            if (i < dice && current.dice[static_cast<std::size_t>(i)] == current.dice[static_cast<std::size_t>(i - 1)]) {
                ++run;
                continue;
            }
            for (int k = 2; k <= run; ++k)
                orderings /= k;
            run = 1;
        }
        Roll roll = current;
        roll.sum = 0;
        for (int i = 0; i < dice; ++i)
            roll.sum += roll.dice[static_cast<std::size_t>(i)];
        double total = 1;
        for (int i = 0; i < dice; ++i)
            total *= 6;
        roll.weight = orderings / total;
        out.push_back(roll);
        return;
    }
    for (int face = lowest; face <= 6; ++face) {
        current.dice[static_cast<std::size_t>(index)] = static_cast<std::uint8_t>(face);
        enumerateRolls(dice, index + 1, face, current, out);
    }
}

// The sum of the dice kept when the j lowest are re-rolled.
int keptSum(const std::array<std::uint8_t, MaxDice> &dice, int count, int j)
{
    int sum = 0;
    for (int i = j; i < count; ++i)
        sum += dice[static_cast<std::size_t>(i)];
    return sum;
}

// P(own sum > target), P(=), P(<) after re-rolling the j lowest.
void chances(const std::array<std::uint8_t, MaxDice> &own, int dice, int j, int target, double &above, double &equal,
             double &below)
{
    const auto &p = freshSums().probability[static_cast<std::size_t>(j)];
    const int kept = keptSum(own, dice, j);
    above = equal = below = 0;
    for (int fresh = j; fresh <= 6 * j; ++fresh) {
        const int total = kept + fresh;
        const double q = p[static_cast<std::size_t>(fresh)];
        if (total > target)
            above += q;
        else if (total == target)
            equal += q;
        else
            below += q;
    }
}

// A side's chosen j and the attacker's odds against the defender's response.
CombatOdds defenderResponse(const std::array<std::uint8_t, MaxDice> &defender, int dice, int rerolls,
                            int attackerScore)
{
    // The defender's dice must beat attackerScore (the attacker's total minus the defender's bonus).
    const int j = canonicalReroll(defender, dice, rerolls, attackerScore);
    double above = 0;
    double equal = 0;
    double below = 0;
    chances(defender, dice, j, attackerScore, above, equal, below);
    return {below, equal, above};
}
} // namespace

int canonicalReroll(const std::array<std::uint8_t, MaxDice> &own, int dice, int rerolls, int target)
{
    int bestJ = 0;
    double bestValue = -2;
    for (int j = 0; j <= rerolls && j <= dice; ++j) {
        double above = 0;
        double equal = 0;
        double below = 0;
        chances(own, dice, j, target, above, equal, below);
        const double value = above - below;
        if (value > bestValue + 1e-12) {
            bestValue = value;
            bestJ = j;
        }
    }
    return bestJ;
}

void prepareCombatOdds()
{
    (void)oddsScratch();
}

CombatOdds combatOdds(int dice, CombatSide attacker, CombatSide defender, RerollOrder order)
{
    dice = std::clamp(dice, 1, MaxDice);
    attacker.rerolls = std::clamp(attacker.rerolls, 0, dice);
    defender.rerolls = std::clamp(defender.rerolls, 0, dice);
    const int delta = attacker.bonus - defender.bonus; // attacker wins when its dice + delta > the defender's
    OddsScratch &buffers = oddsScratch();
    std::vector<Roll> &rolls = buffers.rolls;
    rolls.clear();
    Roll scratch;
    enumerateRolls(dice, 0, 1, scratch, rolls);
    Q_ASSERT(rolls.size() <= MaxRolls);
    const auto &fresh = freshSums().probability;
    CombatOdds odds;
    if (order == RerollOrder::Simultaneous) {
        // Each side chooses against the other's first roll; the re-rolls are independent.
        for (const Roll &a : rolls) {
            for (const Roll &d : rolls) {
                const int ja = canonicalReroll(a.dice, dice, attacker.rerolls, d.sum - delta);
                const int jd = canonicalReroll(d.dice, dice, defender.rerolls, a.sum + delta);
                const int keptA = keptSum(a.dice, dice, ja);
                const int keptD = keptSum(d.dice, dice, jd);
                const double weight = a.weight * d.weight;
                for (int fa = ja; fa <= 6 * ja; ++fa) {
                    const double qa = fresh[static_cast<std::size_t>(ja)][static_cast<std::size_t>(fa)];
                    for (int fd = jd; fd <= 6 * jd; ++fd) {
                        const double q = weight * qa * fresh[static_cast<std::size_t>(jd)][static_cast<std::size_t>(fd)];
                        const int margin = keptA + fa + delta - keptD - fd;
                        (margin > 0 ? odds.win : margin == 0 ? odds.tie : odds.lose) += q;
                    }
                }
            }
        }
        return odds;
    }
    // Attacker first; the defender answers knowing the attacker's final total. The
    // defender's answer depends on its roll and the attacker's final sum only.
    std::vector<std::array<CombatOdds, MaxSum + 1>> &response = buffers.response;
    for (std::size_t d = 0; d < rolls.size(); ++d)
        for (int sum = dice; sum <= 6 * dice; ++sum)
            response[d][static_cast<std::size_t>(sum)] = defenderResponse(rolls[d].dice, dice, defender.rerolls,
                                                                          sum + delta);
    for (const Roll &a : rolls) {
        for (std::size_t d = 0; d < rolls.size(); ++d) {
            CombatOdds best;
            double bestValue = -2;
            for (int j = 0; j <= attacker.rerolls; ++j) {
                const int kept = keptSum(a.dice, dice, j);
                CombatOdds option;
                for (int f = j; f <= 6 * j; ++f) {
                    const double q = fresh[static_cast<std::size_t>(j)][static_cast<std::size_t>(f)];
                    const CombatOdds &r = response[d][static_cast<std::size_t>(kept + f)];
                    option.win += q * r.win;
                    option.tie += q * r.tie;
                    option.lose += q * r.lose;
                }
                if (option.win - option.lose > bestValue + 1e-12) {
                    bestValue = option.win - option.lose;
                    best = option;
                }
            }
            const double weight = a.weight * rolls[d].weight;
            odds.win += weight * best.win;
            odds.tie += weight * best.tie;
            odds.lose += weight * best.lose;
        }
    }
    return odds;
}

CombatOdds BattleGame::attackOdds(int attackerUnit, int targetSpace) const
{
    const BattleState &s = m_state;
    const int target = s.unitOn(targetSpace);
    if (attackerUnit == NoUnit || target == NoUnit)
        return {};
    const Unit &a = s.unit(attackerUnit);
    const Unit &d = s.unit(target);
    return cachedOdds(rerollsOf(a), rerollsOf(d), attackBonus(a) - defenceBonus(targetSpace, d));
}

CombatOdds BattleGame::cachedOdds(int attackerRerolls, int defenderRerolls, int bonusDifference) const
{
    const int delta = bonusDifference + OddsDeltas / 2;
    if (delta < 0 || delta >= OddsDeltas)
        return combatOdds(m_rules->combatDice, {attackerRerolls, bonusDifference}, {defenderRerolls, 0},
                          m_rules->rerollOrder);
    const auto key = static_cast<std::size_t>((attackerRerolls * (MaxDice + 1) + defenderRerolls) * OddsDeltas + delta);
    if (!m_oddsKnown.test(key)) {
        m_odds[key] = combatOdds(m_rules->combatDice, {attackerRerolls, bonusDifference}, {defenderRerolls, 0},
                                 m_rules->rerollOrder);
        m_oddsKnown.set(key);
    }
    return m_odds[key];
}

void BattleGame::rollDice(std::array<std::uint8_t, MaxDice> &dice)
{
    dice.fill(0);
    for (int i = 0; i < m_rules->combatDice; ++i)
        dice[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(m_state.rng.below(6) + 1);
    std::sort(dice.begin(), dice.begin() + m_rules->combatDice);
}

void BattleGame::rerollLowest(std::array<std::uint8_t, MaxDice> &dice, int count)
{
    for (int i = 0; i < count; ++i)
        dice[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(m_state.rng.below(6) + 1);
    std::sort(dice.begin(), dice.begin() + m_rules->combatDice);
}

namespace {
int packDice(const std::array<std::uint8_t, MaxDice> &dice, int count)
{
    int packed = 0;
    for (int i = 0; i < count; ++i)
        packed |= dice[static_cast<std::size_t>(i)] << (3 * i);
    return packed;
}
} // namespace

void BattleGame::startCombat(int attacker, int target)
{
    BattleState &s = m_state;
    Combat &combat = s.combat;
    combat = Combat{};
    combat.attacker = s.unit(attacker).space;
    combat.defender = static_cast<std::int16_t>(target);
    combat.attackerSeat = s.unit(attacker).owner;
    combat.defenderSeat = s.unit(s.unitOn(target)).owner;
    combat.result = 3;
    combat.attackerReroll = 0xFF;
    tallyCombatStart();
    rollDice(combat.attackerDice);
    rollDice(combat.defenderDice);
    emitEvent(int(BattleEvent::DiceRolled), combat.attackerSeat, packDice(combat.attackerDice, m_rules->combatDice),
              packDice(combat.defenderDice, m_rules->combatDice), 0);
    continueCombat();
}

// Before a re-roll the dice are public: what follows depends on how the fight stands, kept
// to the margin of the totals (a re-roll's choice depends on little else).
void BattleGame::noteRerollChance()
{
    const BattleState &s = m_state;
    const Combat &combat = s.combat;
    int margin = attackBonus(s.unit(s.unitOn(combat.attacker)))
        - defenceBonus(combat.defender, s.unit(s.unitOn(combat.defender)));
    for (int i = 0; i < m_rules->combatDice; ++i)
        margin += combat.attackerDice[static_cast<std::size_t>(i)] - combat.defenderDice[static_cast<std::size_t>(i)];
    noteChance(ChanceReroll + std::uint32_t(std::clamp(margin, -8, 8) + 8));
}

void BattleGame::continueCombat()
{
    BattleState &s = m_state;
    Combat &combat = s.combat;
    if (combat.attackerReroll == 0xFF) {
        if (rerollsOf(s.unit(s.unitOn(combat.attacker))) > 0) {
            noteRerollChance();
            ask(DecisionKind::Reroll, combat.attackerSeat);
            return;
        }
        combat.attackerReroll = 0;
    }
    if (rerollsOf(s.unit(s.unitOn(combat.defender))) > 0) {
        noteRerollChance();
        ask(DecisionKind::Reroll, combat.defenderSeat); // a decision of the seat whose turn it is not
        return;
    }
    resolveCombat();
}

void BattleGame::applyReroll(const Action &action)
{
    BattleState &s = m_state;
    Combat &combat = s.combat;
    const int dice = m_rules->combatDice;
    const int j = action.kind;
    if (s.decider == combat.attackerSeat) {
        combat.attackerReroll = static_cast<std::uint8_t>(j);
        if (m_rules->rerollOrder == RerollOrder::AttackerThenDefender && j > 0) {
            rerollLowest(combat.attackerDice, j);
            emitEvent(int(BattleEvent::DiceRolled), combat.attackerSeat, packDice(combat.attackerDice, dice),
                      packDice(combat.defenderDice, dice), 1);
        }
        continueCombat();
        return;
    }
    if (m_rules->rerollOrder == RerollOrder::Simultaneous && combat.attackerReroll > 0) {
        rerollLowest(combat.attackerDice, combat.attackerReroll);
        emitEvent(int(BattleEvent::DiceRolled), combat.attackerSeat, packDice(combat.attackerDice, dice),
                  packDice(combat.defenderDice, dice), 1);
    }
    if (j > 0) {
        rerollLowest(combat.defenderDice, j);
        emitEvent(int(BattleEvent::DiceRolled), combat.attackerSeat, packDice(combat.attackerDice, dice),
                  packDice(combat.defenderDice, dice), 2);
    }
    resolveCombat();
}

void BattleGame::resolveCombat()
{
    BattleState &s = m_state;
    Combat &combat = s.combat;
    const int attacker = s.unitOn(combat.attacker);
    const int defender = s.unitOn(combat.defender);
    int attackerSum = 0;
    int defenderSum = 0;
    for (int i = 0; i < m_rules->combatDice; ++i) {
        attackerSum += combat.attackerDice[static_cast<std::size_t>(i)];
        defenderSum += combat.defenderDice[static_cast<std::size_t>(i)];
    }
    combat.attackerTotal = static_cast<std::int16_t>(attackerSum + attackBonus(s.unit(attacker)));
    combat.defenderTotal = static_cast<std::int16_t>(defenderSum + defenceBonus(combat.defender, s.unit(defender)));
    const int result = combat.attackerTotal > combat.defenderTotal   ? 0
                       : combat.attackerTotal < combat.defenderTotal ? 1
                                                                     : 2;
    combat.result = static_cast<std::uint8_t>(result);
    combat.attackerReroll = 0xFF;
    noteChance(ChanceFight + std::uint32_t(result));
    emitEvent(int(BattleEvent::CombatResolved), combat.attackerSeat, combat.attackerTotal, combat.defenderTotal,
              result, combat.defender);
    if (result == 0) {
        const bool structure = isStructure(combat.defender);
        removeUnit(defender, true);
        if (structure) {
            // The advance: the winner moves onto the structure, free.
            moveUnit(attacker, combat.defender);
            emitEvent(int(BattleEvent::Advanced), combat.attackerSeat, combat.defender);
        }
    } else if (result == 1) {
        removeUnit(attacker, true);
    }
    tallyCombatEnd(result);
    s.stage = Stage::Main;
}

} // namespace isle::battleisland
