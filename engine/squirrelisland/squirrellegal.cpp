// What the seat to decide may do: legal actions, their check with reasons, and a random
// one drawn without listing every payment.
#include "squirrelgame.h"

#include <QCoreApplication>

#include <bit>

namespace isle::squirrelisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::squirrelisland::SquirrelGame)
};
} // namespace

// Calls visit(PlayGroup) for every card the decider can afford, hand first (by card
// order), then the island by slot, stamina surcharge before coins.
template<typename Visit>
void SquirrelGame::forEachPlay(Visit &&visit) const
{
    const SquirrelState &s = m_state;
    const SquirrelRules &rules = *m_rules;
    const PlayerState &p = s.player(s.decider);
    const bool tableauFull = p.tableauCount >= MaxTableau;
    const int stamina = p.stamina;
    const int coins = p.coins;
    const int surcharge = rules.islandSurcharge;
    const std::uint32_t slots = occupiedSlots(s.island) & ((1U << rules.islandSlots) - 1U);
    if (const SquirrelRules::PaymentCounts *counts = paymentCounts()) {
        // The groups read from the ruleset's payment counts: a group's payments run from
        // the fewest stamina coins must pay up.
        for (std::uint64_t inHand = presentCards(p.hand); inHand != 0; inHand &= inHand - 1) {
            const int card = std::countr_zero(inHand);
            if (const int size = counts->hand[static_cast<std::size_t>(card)]) {
                const int fewest = std::max(0, rules.prices[static_cast<std::size_t>(card)].stamina - stamina);
                visit(PlayGroup{card, -1, false, fewest, fewest + size - 1});
            }
        }
        for (std::uint32_t left = slots; left != 0; left &= left - 1) {
            const int slot = std::countr_zero(left);
            const int card = s.island[static_cast<std::size_t>(slot)];
            const int price = rules.prices[static_cast<std::size_t>(card)].stamina;
            const int inStamina = counts->islandStamina[static_cast<std::size_t>(card)];
            const int inCoins = counts->island[static_cast<std::size_t>(card)] - inStamina;
            if (inStamina > 0) {
                const int fewest = std::max(0, price + surcharge - stamina);
                visit(PlayGroup{card, slot, false, fewest, fewest + inStamina - 1});
            }
            if (inCoins > 0) {
                const int fewest = std::max(0, price - stamina);
                visit(PlayGroup{card, slot, true, fewest, fewest + inCoins - 1});
            }
        }
        return;
    }
    // How many stamina the coins left after a coin cost can pay, by that cost: one
    // division, then counted down, instead of one per card.
    constexpr int MaxCoinCost = SquirrelRules::MaxCoinCost;
    std::array<std::int16_t, MaxCoinCost + 1> convertible;
    const int coinCostLimit = std::min<int>(MaxCoinCost, coins);
    if (coinCostLimit >= 0) {
        const int rate = rules.coinsPerStamina;
        int quotient = coins / rate;
        int remainder = coins % rate;
        for (int cost = 0; cost <= coinCostLimit; ++cost) {
            convertible[static_cast<std::size_t>(cost)] = static_cast<std::int16_t>(quotient);
            if (remainder == 0) {
                --quotient;
                remainder = rate - 1;
            } else {
                --remainder;
            }
        }
    }
    const auto consider = [&](int card, int slot, int staminaCost, int coinCost, bool surchargeInCoins) {
        if (coinCost > coinCostLimit)
            return;
        const int fewest = std::max(0, staminaCost - stamina);
        const int most = std::min<int>(staminaCost, convertible[static_cast<std::size_t>(coinCost)]);
        if (fewest <= most)
            visit(PlayGroup{card, slot, surchargeInCoins, fewest, most});
    };
    // The cards in hand as a bit set first, then only those.
    for (std::uint64_t inHand = presentCards(p.hand); inHand != 0; inHand &= inHand - 1) {
        const int card = std::countr_zero(inHand);
        const SquirrelRules::Price price = rules.prices[static_cast<std::size_t>(card)];
        if (!(tableauFull && price.squirrel))
            consider(card, -1, price.stamina, price.coins, false);
    }
    for (std::uint32_t left = slots; left != 0; left &= left - 1) {
        const int slot = std::countr_zero(left);
        const int card = s.island[static_cast<std::size_t>(slot)];
        const SquirrelRules::Price price = rules.prices[static_cast<std::size_t>(card)];
        if (tableauFull && price.squirrel)
            continue;
        consider(card, slot, price.stamina + surcharge, price.coins, false);
        if (surcharge > 0)
            consider(card, slot, price.stamina, price.coins + surcharge, true);
    }
}

int SquirrelGame::effectChoices(Action *out) const
{
    const SquirrelState &s = m_state;
    const Resolution &res = s.res;
    const PlayerState &p = s.player(s.decider);
    int count = 0;
    const auto push = [out, &count](const Action &action) { out[count++] = action; };
    const auto keyAt = [this](const PlayerState &owner, int position) {
        return m_rules->card(owner.tableau[static_cast<std::size_t>(position)].card).key;
    };
    switch (s.pending) {
    case DecisionKind::Play: break;
    case DecisionKind::Gather:
        for (int i = 0; i < p.tableauCount; ++i)
            if (p.tableau[static_cast<std::size_t>(i)].refreshed)
                push(positionAction(ActionType::Gather, i, keyAt(p, i)));
        push(simpleAction(ActionType::Pass));
        break;
    case DecisionKind::ChooseOpponent:
        for (int step = 1; step < s.actors; ++step)
            push(targetAction(opponentAfter(res.actor, step)));
        break;
    case DecisionKind::StashFromHand:
        for (int card = 0; card < m_rules->cardCount; ++card)
            if (p.hand[static_cast<std::size_t>(card)] > 0)
                push(cardAction(ActionType::Stash, m_rules->card(card).key));
        push(simpleAction(ActionType::Done));
        break;
    case DecisionKind::ExhaustSquirrel: {
        const int victim = currentVictim();
        std::array<std::uint8_t, MaxTableau> candidates{};
        const Effect kind = m_rules->card(res.card).effects[res.slot].kind;
        const int found = exhaustCandidates(victim, effectHabitat(kind), &candidates);
        for (int i = 0; i < found; ++i)
            push(positionAction(ActionType::Exhaust, candidates[static_cast<std::size_t>(i)],
                                keyAt(s.player(victim), candidates[static_cast<std::size_t>(i)])));
        break;
    }
    case DecisionKind::KeepCard: {
        std::uint64_t seen = 0;
        for (int i = 0; i < s.lookCount; ++i) {
            const int card = s.look[static_cast<std::size_t>(i)];
            if (!(seen & (1ULL << card)))
                push(cardAction(ActionType::Keep, m_rules->card(card).key));
            seen |= 1ULL << card;
        }
        break;
    }
    case DecisionKind::CollectLoops:
        for (int i = 0; i < p.tableauCount; ++i)
            if (p.tableau[static_cast<std::size_t>(i)].refreshed)
                push(positionAction(ActionType::Collect, i, keyAt(p, i)));
        push(simpleAction(ActionType::Done));
        break;
    case DecisionKind::Protect:
        for (int i = 0; i < p.tableauCount; ++i)
            if (i != res.position)
                push(positionAction(ActionType::Protect, i, keyAt(p, i)));
        break;
    case DecisionKind::RefreshSquirrel:
        for (int i = 0; i < p.tableauCount; ++i)
            if (!p.tableau[static_cast<std::size_t>(i)].refreshed)
                push(positionAction(ActionType::Refresh, i, keyAt(p, i)));
        break;
    case DecisionKind::Count: break;
    }
    return count;
}

void SquirrelGame::legalActions(ActionList &out) const
{
    out.clear();
    if (m_state.stage != Stage::Decide)
        return;
    if (m_state.pending == DecisionKind::Play) {
        forEachPlay([&](const PlayGroup &group) {
            Action action = playAction(m_rules->card(group.card).key, group.slot, group.fewest, group.surchargeInCoins);
            for (int x = group.fewest; x <= group.most; ++x) {
                action.extra = static_cast<std::uint8_t>(x);
                out.push(action);
            }
        });
        out.push(simpleAction(ActionType::Sleep));
        return;
    }
    Choices choices;
    const int count = effectChoices(choices.items);
    for (int i = 0; i < count; ++i)
        out.push(choices.items[i]);
}

const SquirrelRules::PaymentCounts *SquirrelGame::paymentCounts() const
{
    const PlayerState &p = m_state.player(m_state.decider);
    // A full tableau rules out squirrels, which the counts do not know.
    if (p.tableauCount >= MaxTableau)
        return nullptr;
    return m_rules->paymentsFor(p.stamina, p.coins);
}

Action SquirrelGame::randomAction(Rng &rng) const
{
    Q_ASSERT(m_state.stage == Stage::Decide);
    if (m_state.pending != DecisionKind::Play) {
        Choices choices;
        const int count = effectChoices(choices.items);
        Q_ASSERT(count > 0);
        return choices.items[rng.below(static_cast<std::uint32_t>(count))];
    }
    if (const SquirrelRules::PaymentCounts *counts = paymentCounts()) {
        // The hot path of playouts: the legal plays counted from the ruleset's payment
        // counts (the hand's sixteen cards at a time), one drawn (or sleep), then found by
        // walking the groups in forEachPlay()'s order, without testing any payment.
        const SquirrelState &s = m_state;
        const SquirrelRules &rules = *m_rules;
        const PlayerState &p = s.player(s.decider);
        std::uint64_t inHand = 0;
        const int handPlays = sumOverPresent(p.hand, counts->hand, inHand);
        const std::uint32_t slots = occupiedSlots(s.island) & ((1U << rules.islandSlots) - 1U);
        int total = handPlays;
        for (std::uint32_t left = slots; left != 0; left &= left - 1)
            total += counts->island[s.island[static_cast<std::size_t>(std::countr_zero(left))]];
        auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(total + 1)));
        if (pick < handPlays) {
            for (;; inHand &= inHand - 1) {
                const int card = std::countr_zero(inHand);
                const int size = counts->hand[static_cast<std::size_t>(card)];
                if (pick < size) {
                    const int fewest = std::max(0, rules.prices[static_cast<std::size_t>(card)].stamina - p.stamina);
                    return playAction(rules.card(card).key, -1, fewest + pick, false);
                }
                pick -= size;
            }
        }
        pick -= handPlays;
        for (std::uint32_t left = slots; left != 0; left &= left - 1) {
            const int slot = std::countr_zero(left);
            const int card = s.island[static_cast<std::size_t>(slot)];
            const int size = counts->island[static_cast<std::size_t>(card)];
            if (pick < size) {
                const int price = rules.prices[static_cast<std::size_t>(card)].stamina;
                const int inStamina = counts->islandStamina[static_cast<std::size_t>(card)];
                if (pick < inStamina)
                    return playAction(rules.card(card).key, slot,
                                      std::max(0, price + rules.islandSurcharge - p.stamina) + pick, false);
                return playAction(rules.card(card).key, slot, std::max(0, price - p.stamina) + pick - inStamina,
                                  true);
            }
            pick -= size;
        }
        return simpleAction(ActionType::Sleep);
    }
    // A full tableau or a hand-built position: the affordable cards once, then one of
    // their payments (or sleep) drawn by count.
    struct Group
    {
        std::uint8_t card;
        std::int8_t slot;
        std::uint8_t surchargeInCoins;
        std::uint8_t fewest;
        std::uint8_t size;
    };
    std::array<Group, MaxCardKinds + 2 * MaxIslandSlots> groups;
    int count = 0;
    int total = 0;
    forEachPlay([&](const PlayGroup &group) {
        const int size = group.most - group.fewest + 1;
        groups[static_cast<std::size_t>(count++)] =
            Group{static_cast<std::uint8_t>(group.card), static_cast<std::int8_t>(group.slot),
                  static_cast<std::uint8_t>(group.surchargeInCoins), static_cast<std::uint8_t>(group.fewest),
                  static_cast<std::uint8_t>(size)};
        total += size;
    });
    auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(total + 1)));
    for (int i = 0; i < count; ++i) {
        const Group &group = groups[static_cast<std::size_t>(i)];
        if (pick < group.size)
            return playAction(m_rules->card(group.card).key, group.slot, group.fewest + pick,
                              group.surchargeInCoins != 0);
        pick -= group.size;
    }
    return simpleAction(ActionType::Sleep);
}

Verdict SquirrelGame::checkPlay(const Action &action) const
{
    const SquirrelState &s = m_state;
    const PlayerState &p = s.player(s.decider);
    const int card = cardOf(action);
    if (card < 0)
        return Verdict::illegal(Tr::tr("no such card in these rules"));
    const CardRules &rules = m_rules->card(card);
    const int slot = action.cell;
    const bool inCoins = action.flags & 1U;
    if (action.flags > 1)
        return Verdict::illegal(Tr::tr("unknown payment"));
    if (slot >= 0) {
        if (slot >= m_rules->islandSlots)
            return Verdict::illegal(Tr::tr("the island has %n slot(s)", nullptr, m_rules->islandSlots));
        if (s.island[static_cast<std::size_t>(slot)] != card)
            return Verdict::illegal(Tr::tr("%1 is not in island slot %2").arg(cardText(card)).arg(slot + 1));
        if (inCoins && m_rules->islandSurcharge == 0)
            return Verdict::illegal(Tr::tr("these rules have no island surcharge to pay"));
    } else {
        if (slot != -1 || inCoins)
            return Verdict::illegal(Tr::tr("a card from the hand has no island surcharge"));
        if (p.hand[static_cast<std::size_t>(card)] == 0)
            return Verdict::illegal(Tr::tr("%1 is not in your hand").arg(cardText(card)));
    }
    if (rules.isSquirrel() && p.tableauCount >= MaxTableau)
        return Verdict::illegal(Tr::tr("you have no room for more squirrels (%1)").arg(MaxTableau));
    bool found = false;
    int fewest = 0;
    int most = -1;
    forEachPlay([&](const PlayGroup &group) {
        if (group.card == card && group.slot == slot && group.surchargeInCoins == inCoins) {
            found = true;
            fewest = group.fewest;
            most = group.most;
        }
    });
    if (!found)
        return Verdict::illegal(Tr::tr("you cannot afford %1").arg(cardText(card)));
    if (action.extra < fewest || action.extra > most)
        return Verdict::illegal(
            Tr::tr("pay between %1 and %2 stamina of the cost with coins").arg(fewest).arg(most));
    return Verdict::ok();
}

Verdict SquirrelGame::check(const Action &action) const
{
    const SquirrelState &s = m_state;
    if (s.stage != Stage::Decide)
        return Verdict::illegal(Tr::tr("the game is over"));
    const auto type = static_cast<ActionType>(action.type);
    if (s.pending == DecisionKind::Play) {
        if (type == ActionType::Sleep)
            return action == simpleAction(ActionType::Sleep) ? Verdict::ok()
                                                             : Verdict::illegal(Tr::tr("malformed decision"));
        if (type != ActionType::Play)
            return Verdict::illegal(Tr::tr("now play a card or go to sleep"));
        return checkPlay(action);
    }
    Choices choices;
    const int count = effectChoices(choices.items);
    for (int i = 0; i < count; ++i)
        if (choices.items[i] == action)
            return Verdict::ok();
    return Verdict::illegal(Tr::tr("that is not one of the choices: now %1").arg(decisionName(int(s.pending))));
}

} // namespace isle::squirrelisland
