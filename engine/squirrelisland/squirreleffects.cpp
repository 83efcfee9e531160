// Card effects in the order printed, with their decisions; sabotage and protections
// (docs/games/squirrelisland.md, "Effects").
#include "squirrelevents.h"
#include "squirrelgame.h"

namespace isle::squirrelisland {

namespace {
constexpr int event(SquirrelEvent type)
{
    return static_cast<int>(type);
}
} // namespace

int SquirrelGame::opponentAfter(int actor, int step) const
{
    // Steps stay below the actor count: a compare instead of a division.
    const int seat = actor + step;
    const int actors = m_state.actors;
    return seat < actors ? seat : (seat < 2 * actors ? seat - actors : seat % actors);
}

void SquirrelGame::startResolution(int actor, int card, int position)
{
    Resolution &res = m_state.res;
    res = Resolution{};
    res.card = static_cast<std::uint8_t>(card);
    res.actor = static_cast<std::uint8_t>(actor);
    res.position = static_cast<std::uint8_t>(position);
    m_state.stage = Stage::Resolve;
}

bool SquirrelGame::resolve()
{
    Resolution &res = m_state.res;
    const CardRules &card = m_rules->card(res.card);
    const bool rival = res.actor == m_state.rival();
    while (res.slot < EffectSlots) {
        const EffectSpec &effect = card.effects[res.slot];
        // The rival resolves only sabotage (rules §12).
        if (effect.kind != Effect::None && (!rival || isSabotage(effect.kind))) {
            if (!resolveEffect(effect.kind, effect.amount))
                return false;
        }
        ++res.slot;
        res.started = 0;
        res.remaining = 0;
        res.victim = NoSeat;
    }
    finishResolution();
    return true;
}

void SquirrelGame::finishResolution()
{
    SquirrelState &s = m_state;
    const int card = s.res.card;
    if (!m_rules->card(card).isSquirrel()) {
        s.discard[s.discardCount++] = static_cast<std::uint8_t>(card);
        emitEvent(event(SquirrelEvent::Discarded), s.res.actor, card);
    }
    s.res = Resolution{};
    s.stage = Stage::TurnEnd;
}

bool SquirrelGame::isProtected(int actor, int position) const
{
    if (actor == m_state.rival())
        return false;
    const PlayerState &p = m_state.player(actor);
    const std::uint8_t guard = p.tableau[static_cast<std::size_t>(position)].guard;
    return guard != NoPosition && p.tableau[guard].refreshed
           && m_rules->card(p.tableau[guard].card).ability == Ability::Guard;
}

int SquirrelGame::exhaustCandidates(int victim, std::uint8_t habitat, std::array<std::uint8_t, MaxTableau> *out) const
{
    const PlayerState &p = m_state.player(victim);
    int count = 0;
    for (int i = 0; i < p.tableauCount; ++i) {
        const TableauEntry &entry = p.tableau[static_cast<std::size_t>(i)];
        if (entry.refreshed && (m_rules->card(entry.card).habitat & habitat) && !isProtected(victim, i)) {
            if (out)
                (*out)[static_cast<std::size_t>(count)] = static_cast<std::uint8_t>(i);
            ++count;
        }
    }
    return count;
}

void SquirrelGame::sabotageExhaust(int attacker, int victim, int position)
{
    // Exhausted by someone else's sabotage: its owner gains nothing from it.
    m_state.player(victim).tableau[static_cast<std::size_t>(position)].refreshed = 0;
    emitEvent(event(SquirrelEvent::Exhausted), attacker, victim, position);
}

int SquirrelGame::currentVictim() const
{
    const Resolution &res = m_state.res;
    const Effect kind = m_rules->card(res.card).effects[res.slot].kind;
    return isEachOpponent(kind) ? opponentAfter(res.actor, res.victim) : res.target;
}

bool SquirrelGame::exhaustStep(Effect kind, int victim, int decider)
{
    Resolution &res = m_state.res;
    const std::uint8_t habitat = effectHabitat(kind);
    while (res.remaining > 0) {
        std::array<std::uint8_t, MaxTableau> candidates{};
        const int count = exhaustCandidates(victim, habitat, &candidates);
        if (count == 0)
            return true;
        if (count <= res.remaining) {
            // No choice to make: every candidate is exhausted.
            for (int i = 0; i < count; ++i)
                sabotageExhaust(res.actor, victim, candidates[static_cast<std::size_t>(i)]);
            res.remaining = 0;
            return true;
        }
        if (decider == m_state.rival()) {
            sabotageExhaust(res.actor, victim, rivalExhaustChoice(victim, habitat, decider == victim));
            --res.remaining;
            continue;
        }
        ask(DecisionKind::ExhaustSquirrel, decider);
        return false;
    }
    return true;
}

bool SquirrelGame::chooseTarget()
{
    Resolution &res = m_state.res;
    if (res.target != NoSeat)
        return true;
    if (res.actor == m_state.rival()) {
        res.target = 0; // the rival's sabotage always targets the player
        return true;
    }
    if (m_state.actors == 2) {
        res.target = static_cast<std::uint8_t>(opponentAfter(res.actor, 1));
        return true;
    }
    ask(DecisionKind::ChooseOpponent, res.actor);
    return false;
}

bool SquirrelGame::resolveEffect(Effect kind, int amount)
{
    SquirrelState &s = m_state;
    Resolution &res = s.res;
    const int actor = res.actor;
    PlayerState &p = s.player(actor);
    const bool first = !res.started;
    res.started = 1;
    switch (kind) {
    case Effect::None:
    case Effect::Count: return true;
    case Effect::GainNuts:
        gainNuts(actor, amount);
        emitEvent(event(SquirrelEvent::Gained), actor, Nuts, amount);
        tallyGain(amount);
        return true;
    case Effect::GainCoins:
        p.coins = static_cast<std::int16_t>(p.coins + amount);
        emitEvent(event(SquirrelEvent::Gained), actor, Coins, amount);
        tallyGain(amount);
        return true;
    case Effect::GainStamina:
        emitEvent(event(SquirrelEvent::Gained), actor, Stamina, amount);
        gainStamina(actor, amount);
        tallyGain(amount);
        return true;
    case Effect::Draw:
        drawCards(actor, amount);
        tallyGain(amount);
        return true;
    case Effect::GoAgain:
        p.goAgain = static_cast<std::uint8_t>(std::min(255, p.goAgain + amount));
        return true;
    case Effect::StashFromDeck:
        for (int i = 0; i < amount; ++i) {
            const int card = drawCard();
            if (card < 0)
                break;
            ++p.stash[static_cast<std::size_t>(card)];
            ++p.stashCount;
            emitEvent(event(SquirrelEvent::Stashed), actor, -1, 1);
        }
        return true;
    case Effect::NutsPerTree:
    case Effect::NutsPerGround:
    case Effect::NutsPerFlying: {
        int count = 0;
        for (int i = 0; i < p.tableauCount; ++i)
            if (m_rules->card(p.tableau[static_cast<std::size_t>(i)].card).habitat & effectHabitat(kind))
                ++count;
        const int gained = std::min(count, amount);
        gainNuts(actor, gained);
        emitEvent(event(SquirrelEvent::Gained), actor, Nuts, gained);
        tallyGain(gained);
        return true;
    }
    case Effect::StashFromHand:
        if (first)
            res.remaining = static_cast<std::uint8_t>(amount);
        if (res.remaining == 0 || p.handCount == 0)
            return true;
        ask(DecisionKind::StashFromHand, actor);
        return false;
    case Effect::RefreshOwn: {
        if (first)
            res.remaining = static_cast<std::uint8_t>(amount);
        int exhausted = 0;
        for (int i = 0; i < p.tableauCount; ++i)
            exhausted += p.tableau[static_cast<std::size_t>(i)].refreshed ? 0 : 1;
        if (exhausted == 0 || res.remaining == 0)
            return true;
        if (exhausted <= res.remaining) {
            for (int i = 0; i < p.tableauCount; ++i) {
                if (!p.tableau[static_cast<std::size_t>(i)].refreshed) {
                    p.tableau[static_cast<std::size_t>(i)].refreshed = 1;
                    emitEvent(event(SquirrelEvent::Refreshed), actor, i);
                }
            }
            res.remaining = 0;
            return true;
        }
        ask(DecisionKind::RefreshSquirrel, actor);
        return false;
    }
    case Effect::Look:
        if (first) {
            s.lookCount = 0;
            for (int i = 0; i < amount; ++i) {
                const int card = drawCard();
                if (card < 0)
                    break;
                s.look[s.lookCount++] = static_cast<std::uint8_t>(card);
            }
            emitEvent(event(SquirrelEvent::Looked), actor, s.lookCount);
            if (s.lookCount == 0) {
                emitEvent(event(SquirrelEvent::Fizzled), actor, res.card);
                return true;
            }
            if (s.lookCount == 1) {
                const int card = s.look[0];
                ++p.hand[static_cast<std::size_t>(card)];
                ++p.handCount;
                s.look[0] = NoCard;
                s.lookCount = 0;
                emitEvent(event(SquirrelEvent::Kept), actor, card, 0, 0, 0, actor);
                return true;
            }
        }
        if (s.lookCount == 0)
            return true;
        ask(DecisionKind::KeepCard, actor);
        return false;
    case Effect::CollectLoops: {
        if (first)
            res.remaining = static_cast<std::uint8_t>(amount);
        bool anyRefreshed = false;
        for (int i = 0; i < p.tableauCount && !anyRefreshed; ++i)
            anyRefreshed = p.tableau[static_cast<std::size_t>(i)].refreshed != 0;
        if (res.remaining == 0 || !anyRefreshed)
            return true;
        ask(DecisionKind::CollectLoops, actor);
        return false;
    }
    case Effect::Protect: {
        if (!first)
            return true;
        if (res.position == NoPosition || p.tableauCount < 2) {
            emitEvent(event(SquirrelEvent::Fizzled), actor, res.card);
            return true;
        }
        if (p.tableauCount == 2) {
            const int only = res.position == 0 ? 1 : 0;
            protect(actor, only);
            return true;
        }
        ask(DecisionKind::Protect, actor);
        return false;
    }
    case Effect::TakeNuts:
    case Effect::TakeCoins:
    case Effect::RaidStash:
    case Effect::ExhaustTree:
    case Effect::ExhaustGround:
    case Effect::ExhaustFlying: {
        if (first)
            res.remaining = static_cast<std::uint8_t>(amount);
        if (!chooseTarget())
            return false;
        const int victim = res.target;
        PlayerState &v = s.player(victim);
        if (kind == Effect::TakeNuts || kind == Effect::TakeCoins) {
            std::int16_t &from = kind == Effect::TakeNuts ? v.nuts : v.coins;
            std::int16_t &to = kind == Effect::TakeNuts ? p.nuts : p.coins;
            const int taken = std::min<int>(amount, from);
            from = static_cast<std::int16_t>(from - taken);
            to = static_cast<std::int16_t>(to + taken);
            emitEvent(event(SquirrelEvent::Took), actor, victim, kind == Effect::TakeNuts ? Nuts : Coins, taken);
            return true;
        }
        if (kind == Effect::RaidStash) {
            if (hasActiveAbility(victim, Ability::StashGuard)) {
                emitEvent(event(SquirrelEvent::Blocked), actor, victim, -1);
                return true;
            }
            // Random cards, unseen by anyone: the raid must not show a stash.
            const int moved = std::min<int>(amount, v.stashCount);
            for (int i = 0; i < moved; ++i) {
                auto r = static_cast<int>(s.rng.below(v.stashCount));
                int card = 0;
                while (r >= v.stash[static_cast<std::size_t>(card)]) {
                    r -= v.stash[static_cast<std::size_t>(card)];
                    ++card;
                }
                --v.stash[static_cast<std::size_t>(card)];
                --v.stashCount;
                ++p.stash[static_cast<std::size_t>(card)];
                ++p.stashCount;
            }
            emitEvent(event(SquirrelEvent::Raided), actor, victim, moved);
            return true;
        }
        if (first && eventSink()) {
            for (int i = 0; i < v.tableauCount; ++i)
                if (v.tableau[static_cast<std::size_t>(i)].refreshed
                    && (m_rules->card(v.tableau[static_cast<std::size_t>(i)].card).habitat & effectHabitat(kind))
                    && isProtected(victim, i))
                    emitEvent(event(SquirrelEvent::Blocked), actor, victim, i);
        }
        return exhaustStep(kind, victim, actor);
    }
    case Effect::EachLoseNuts:
    case Effect::EachLoseCoins:
    case Effect::EachExhaustTree:
    case Effect::EachExhaustGround:
    case Effect::EachExhaustFlying: {
        if (first) {
            res.victim = 1;
            res.remaining = static_cast<std::uint8_t>(amount);
        }
        // Opponents in turn, clockwise from the player.
        for (; res.victim < s.actors; ++res.victim, res.remaining = static_cast<std::uint8_t>(amount)) {
            const int victim = opponentAfter(actor, res.victim);
            PlayerState &v = s.player(victim);
            if (kind == Effect::EachLoseNuts || kind == Effect::EachLoseCoins) {
                std::int16_t &from = kind == Effect::EachLoseNuts ? v.nuts : v.coins;
                const int lost = std::min<int>(amount, from);
                from = static_cast<std::int16_t>(from - lost);
                emitEvent(event(SquirrelEvent::Lost), victim, kind == Effect::EachLoseNuts ? Nuts : Coins, lost);
                continue;
            }
            if (!exhaustStep(kind, victim, victim))
                return false;
        }
        return true;
    }
    }
    return true;
}

void SquirrelGame::protect(int actor, int position)
{
    PlayerState &p = m_state.player(actor);
    const std::uint8_t guard = m_state.res.position;
    // A guard protects one squirrel at a time.
    for (int i = 0; i < p.tableauCount; ++i)
        if (p.tableau[static_cast<std::size_t>(i)].guard == guard)
            p.tableau[static_cast<std::size_t>(i)].guard = NoPosition;
    p.tableau[static_cast<std::size_t>(position)].guard = guard;
    emitEvent(event(SquirrelEvent::Protects), actor, guard, position);
}

void SquirrelGame::applyEffectDecision(const Action &action)
{
    SquirrelState &s = m_state;
    Resolution &res = s.res;
    const int actor = res.actor;
    PlayerState &p = s.player(actor);
    const auto type = static_cast<ActionType>(action.type);
    switch (s.pending) {
    case DecisionKind::ChooseOpponent: res.target = static_cast<std::uint8_t>(action.cell); break;
    case DecisionKind::StashFromHand:
        if (type == ActionType::Done) {
            res.remaining = 0;
            break;
        }
        {
            const int card = cardOf(action);
            --p.hand[static_cast<std::size_t>(card)];
            --p.handCount;
            ++p.stash[static_cast<std::size_t>(card)];
            ++p.stashCount;
            --res.remaining;
            emitEvent(event(SquirrelEvent::Stashed), actor, card, 0, 0, 0, actor);
            emitEvent(event(SquirrelEvent::Stashed), actor, -1, 0);
        }
        break;
    case DecisionKind::ExhaustSquirrel:
        sabotageExhaust(actor, currentVictim(), action.cell);
        --res.remaining;
        break;
    case DecisionKind::KeepCard: {
        const int card = cardOf(action);
        bool kept = false;
        for (int i = 0; i < s.lookCount; ++i) {
            const int looked = s.look[static_cast<std::size_t>(i)];
            if (!kept && looked == card) {
                kept = true;
                ++p.hand[static_cast<std::size_t>(card)];
                ++p.handCount;
                emitEvent(event(SquirrelEvent::Kept), actor, card, 0, 0, 0, actor);
            } else {
                // The rest is discarded face up: no one keeps knowledge of the deck's order.
                s.discard[s.discardCount++] = static_cast<std::uint8_t>(looked);
                emitEvent(event(SquirrelEvent::Discarded), actor, looked);
            }
            s.look[static_cast<std::size_t>(i)] = NoCard;
        }
        s.lookCount = 0;
        break;
    }
    case DecisionKind::CollectLoops:
        if (type == ActionType::Done) {
            res.remaining = 0;
            break;
        }
        exhaustOwn(actor, action.cell, false);
        collectLoops(actor, action.cell);
        --res.remaining;
        break;
    case DecisionKind::Protect: protect(actor, action.cell); break;
    case DecisionKind::RefreshSquirrel:
        p.tableau[static_cast<std::size_t>(action.cell)].refreshed = 1;
        emitEvent(event(SquirrelEvent::Refreshed), actor, action.cell);
        --res.remaining;
        break;
    default: break;
    }
    s.stage = Stage::Resolve;
}

} // namespace isle::squirrelisland
