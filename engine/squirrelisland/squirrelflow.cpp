// The course of play: set-up, mornings, turns, sleeping and gathering, the end of a day
// and of the game (docs/games/squirrelisland.md, "Flow").
#include "squirrelevents.h"
#include "squirrelgame.h"

#include <algorithm>
#include <span>

namespace isle::squirrelisland {

namespace {
constexpr int event(SquirrelEvent type)
{
    return static_cast<int>(type);
}
} // namespace

void SquirrelGame::startGame()
{
    SquirrelState &s = m_state;
    s.solo = m_variant == QLatin1StringView("solo") ? 1 : 0;
    s.actors = static_cast<std::uint8_t>(s.solo ? 2 : s.seats);
    s.island.fill(NoCard);
    s.look.fill(NoCard);
    s.res = Resolution{};
    std::copy_n(m_rules->fullDeck.begin(), m_rules->deckSize, s.deck.begin());
    s.deckCount = static_cast<std::uint8_t>(m_rules->deckSize);
    s.rng.shuffle(std::span(s.deck.data(), s.deckCount));
    // The solo rival holds the first-player token all game.
    s.firstPlayer = static_cast<std::uint8_t>(s.solo ? s.rival() : int(s.rng.below(s.seats)));
    if (s.solo)
        s.player(s.rival()).nuts = static_cast<std::int16_t>(m_rules->rivalNuts);
    s.stage = Stage::Morning;
    run();
}

void SquirrelGame::continuePlay()
{
    run();
}

void SquirrelGame::run()
{
    for (;;) {
        switch (m_state.stage) {
        case Stage::Morning: morning(); break;
        case Stage::TurnStart: beginTurn(); break;
        case Stage::Resolve: resolve(); break;
        case Stage::TurnEnd: endTurn(); break;
        case Stage::Decide:
        case Stage::Over: return;
        }
    }
}

void SquirrelGame::ask(DecisionKind kind, int seat)
{
    m_state.pending = kind;
    m_state.decider = static_cast<std::uint8_t>(seat);
    m_state.stage = Stage::Decide;
}

int SquirrelGame::drawCard()
{
    SquirrelState &s = m_state;
    if (s.deckCount == 0) {
        if (s.discardCount == 0)
            return -1;
        // The discard pile becomes the deck, shuffled (rules §7.4).
        s.deck = s.discard;
        s.deckCount = s.discardCount;
        s.discardCount = 0;
        s.discard.fill(0);
        s.rng.shuffle(std::span(s.deck.data(), s.deckCount));
        emitEvent(event(SquirrelEvent::Reshuffled), -1, s.deckCount);
    }
    const std::uint8_t card = s.deck[--s.deckCount];
    s.deck[s.deckCount] = 0;
    return card;
}

void SquirrelGame::drawCards(int actor, int count)
{
    PlayerState &p = m_state.player(actor);
    int drawn = 0;
    for (; drawn < count; ++drawn) {
        const int card = drawCard();
        if (card < 0)
            break;
        ++p.hand[static_cast<std::size_t>(card)];
        ++p.handCount;
        emitEvent(event(SquirrelEvent::CardDrawn), actor, card, 0, 0, 0, actor);
    }
    if (drawn > 0)
        emitEvent(event(SquirrelEvent::CardsDrawn), actor, drawn);
}

void SquirrelGame::gainStamina(int actor, int amount)
{
    PlayerState &p = m_state.player(actor);
    const int room = std::max(0, m_rules->staminaCap - p.stamina);
    const int added = std::min(amount, room);
    p.stamina = static_cast<std::uint8_t>(p.stamina + added);
    if (const int overflow = amount - added; overflow > 0) {
        gainNuts(actor, overflow);
        emitEvent(event(SquirrelEvent::Overflow), actor, overflow);
    }
}

void SquirrelGame::gainNuts(int actor, int amount)
{
    PlayerState &p = m_state.player(actor);
    p.nuts = static_cast<std::int16_t>(p.nuts + amount);
}

void SquirrelGame::collectLoops(int actor, int position)
{
    PlayerState &p = m_state.player(actor);
    const CardRules &card = m_rules->card(p.tableau[static_cast<std::size_t>(position)].card);
    if (!eventSink() && !m_tally.dayResources) {
        // Nobody listens (playouts): the same gains in the same order, without a branch
        // per resource for events and figures.
        p.nuts = static_cast<std::int16_t>(p.nuts + card.loops[Nuts]);
        if (card.loops[Stamina] > 0)
            gainStamina(actor, card.loops[Stamina]);
        p.coins = static_cast<std::int16_t>(p.coins + card.loops[Coins]);
        if (card.loops[Cards] > 0)
            drawCards(actor, card.loops[Cards]);
        return;
    }
    for (int resource = 0; resource < ResourceCount; ++resource) {
        const int amount = card.loops[static_cast<std::size_t>(resource)];
        if (amount == 0)
            continue;
        emitEvent(event(SquirrelEvent::LoopCollected), actor, position, resource, amount);
        switch (resource) {
        case Nuts: gainNuts(actor, amount); break;
        case Stamina: gainStamina(actor, amount); break;
        case Coins: p.coins = static_cast<std::int16_t>(p.coins + amount); break;
        case Cards: drawCards(actor, amount); break;
        default: break;
        }
        tallyGain(amount);
    }
}

void SquirrelGame::refreshAll()
{
    for (int actor = 0; actor < m_state.actors; ++actor) {
        PlayerState &p = m_state.player(actor);
        for (int i = 0; i < p.tableauCount; ++i)
            p.tableau[static_cast<std::size_t>(i)].refreshed = 1;
    }
}

void SquirrelGame::morning()
{
    SquirrelState &s = m_state;
    ++s.day;
    // The token passes clockwise from the second day (rules §6.1); the rival keeps it.
    if (s.day > 1 && !s.solo)
        s.firstPlayer = static_cast<std::uint8_t>((s.firstPlayer + 1) % s.seats);
    emitEvent(event(SquirrelEvent::DayStarted), s.firstPlayer, s.day);
    for (int slot = 0; slot < m_rules->islandSlots; ++slot) {
        if (s.island[static_cast<std::size_t>(slot)] != NoCard)
            continue;
        const int card = drawCard();
        if (card < 0)
            break;
        s.island[static_cast<std::size_t>(slot)] = static_cast<std::uint8_t>(card);
        emitEvent(event(SquirrelEvent::IslandFilled), -1, slot, card);
    }
    const DayRules &income = m_rules->days[static_cast<std::size_t>(s.day - 1)];
    for (int i = 0; i < s.actors; ++i) {
        const int actor = s.firstPlayer + i < s.actors ? s.firstPlayer + i : s.firstPlayer + i - s.actors;
        PlayerState &p = s.player(actor);
        if (actor == s.rival()) {
            // The rival's stamina is set, not gained; it collects no income and no loops.
            p.stamina = income.rivalStamina;
            continue;
        }
        emitEvent(event(SquirrelEvent::Income), actor, income.stamina, income.coins, income.cards);
        gainStamina(actor, income.stamina);
        p.coins = static_cast<std::int16_t>(p.coins + income.coins);
        drawCards(actor, income.cards);
        tallyGain(income.stamina + income.coins + income.cards);
        // Every squirrel in play, refreshed or exhausted, gives its loops.
        for (int position = 0; position < p.tableauCount; ++position)
            collectLoops(actor, position);
    }
    refreshAll();
    for (int actor = 0; actor < s.actors; ++actor) {
        PlayerState &p = s.player(actor);
        p.awake = 1;
        p.goAgain = 0;
        p.squirrelsPlayed = 0;
    }
    s.current = s.firstPlayer;
    s.stage = Stage::TurnStart;
}

bool SquirrelGame::allAsleep() const
{
    for (int actor = 0; actor < m_state.actors; ++actor)
        if (m_state.player(actor).awake)
            return false;
    return true;
}

void SquirrelGame::beginTurn()
{
    SquirrelState &s = m_state;
    const int actor = s.current;
    if (actor == s.rival()) {
        rivalTurn();
        return;
    }
    const PlayerState &p = s.player(actor);
    if (p.awake) {
        ask(DecisionKind::Play, actor);
        return;
    }
    for (int i = 0; i < p.tableauCount; ++i) {
        if (p.tableau[static_cast<std::size_t>(i)].refreshed) {
            s.res.afterSleep = 0;
            ask(DecisionKind::Gather, actor);
            return;
        }
    }
    // Nothing to exhaust: the turn passes without a decision.
    emitEvent(event(SquirrelEvent::Passed), actor);
    s.stage = Stage::TurnEnd;
}

void SquirrelGame::endTurn()
{
    SquirrelState &s = m_state;
    if (allAsleep()) {
        endDay();
        return;
    }
    PlayerState &p = s.player(s.current);
    if (p.goAgain > 0) {
        // "Go again!": the same player takes another turn, awake or asleep.
        --p.goAgain;
        emitEvent(event(SquirrelEvent::GoAgain), s.current, p.goAgain);
    } else {
        s.current = static_cast<std::uint8_t>(nextActor(s.current));
    }
    s.stage = Stage::TurnStart;
}

bool SquirrelGame::fallAsleep(int actor)
{
    m_state.player(actor).awake = 0;
    emitEvent(event(SquirrelEvent::Slept), actor);
    // The day ends the instant the last awake player falls asleep.
    if (allAsleep()) {
        endDay();
        return true;
    }
    return false;
}

void SquirrelGame::endDay()
{
    SquirrelState &s = m_state;
    emitEvent(event(SquirrelEvent::DayEnded), -1, s.day);
    for (int actor = 0; actor < s.actors; ++actor)
        s.player(actor).goAgain = 0; // owed turns end with the day
    s.res = Resolution{};
    if (s.day >= m_rules->dayCount) {
        endGame();
        return;
    }
    s.stage = Stage::Morning;
}

void SquirrelGame::endGame()
{
    SquirrelState &s = m_state;
    // Each score once: every part is a loop over the cards or the tableau.
    std::array<int, MaxActors> scores{};
    int best = -1;
    int bestSquirrels = -1;
    for (int actor = 0; actor < s.actors; ++actor) {
        const PlayerState &p = s.player(actor);
        const int stash = stashValue(actor);
        const int bonus = endBonus(actor);
        const int score = p.nuts + stash + bonus;
        scores[static_cast<std::size_t>(actor)] = score;
        if (eventSink()) {
            for (int card = 0; card < m_rules->cardCount; ++card)
                for (int copy = 0; copy < p.stash[static_cast<std::size_t>(card)]; ++copy)
                    emitEvent(event(SquirrelEvent::StashRevealed), actor, card);
            emitEvent(event(SquirrelEvent::FinalScore), actor, p.nuts, stash, bonus, score);
        }
        if (score > best || (score == best && squirrelCount(actor) > bestSquirrels)) {
            best = score;
            bestSquirrels = squirrelCount(actor);
        }
    }
    // Ties go to the most squirrels in play, then the victory is shared.
    s.winnerMask = 0;
    for (int actor = 0; actor < s.actors; ++actor)
        if (scores[static_cast<std::size_t>(actor)] == best && squirrelCount(actor) == bestSquirrels)
            s.winnerMask = static_cast<std::uint8_t>(s.winnerMask | (1U << actor));
    s.stage = Stage::Over;
    emitEvent(event(SquirrelEvent::GameEnded), -1, s.winnerMask);
    tallyGameEnd();
}

void SquirrelGame::applyPlay(int actor, const Action &action)
{
    SquirrelState &s = m_state;
    PlayerState &p = s.player(actor);
    const int card = cardOf(action);
    const CardRules &rules = m_rules->card(card);
    int staminaCost = rules.isSquirrel() ? rules.cost : 0;
    int coinCost = rules.isSquirrel() ? 0 : rules.cost;
    const int slot = action.cell;
    if (slot >= 0) {
        if (action.flags & 1U)
            coinCost += m_rules->islandSurcharge;
        else
            staminaCost += m_rules->islandSurcharge;
        s.island[static_cast<std::size_t>(slot)] = NoCard; // empty until the next morning
    } else {
        --p.hand[static_cast<std::size_t>(card)];
        --p.handCount;
    }
    const int staminaPaid = staminaCost - action.extra;
    const int coinsPaid = coinCost + action.extra * m_rules->coinsPerStamina;
    p.stamina = static_cast<std::uint8_t>(p.stamina - staminaPaid);
    p.coins = static_cast<std::int16_t>(p.coins - coinsPaid);
    emitEvent(event(SquirrelEvent::Played), actor, card, slot, staminaPaid, coinsPaid);
    int position = NoPosition;
    if (rules.isSquirrel()) {
        position = p.tableauCount++;
        p.tableau[static_cast<std::size_t>(position)] = {static_cast<std::uint8_t>(card), 1, NoPosition};
    }
    if (m_tally.played) {
        m_playedMask[static_cast<std::size_t>(actor)] |= 1ULL << card;
        ++m_tally.played[card];
    }
    startResolution(actor, card, position);
}

void SquirrelGame::exhaustOwn(int actor, int position, bool gathering)
{
    PlayerState &p = m_state.player(actor);
    const Bundle bonus = exhaustBonus(actor, position);
    p.tableau[static_cast<std::size_t>(position)].refreshed = 0;
    const int nuts = (gathering ? m_rules->gatherNuts : 0) + bonus.nuts;
    gainNuts(actor, nuts);
    p.coins = static_cast<std::int16_t>(p.coins + bonus.coins);
    if (gathering)
        emitEvent(event(SquirrelEvent::Gathered), actor, position, nuts, bonus.coins, bonus.cards);
    else
        emitEvent(event(SquirrelEvent::Exhausted), actor, actor, position);
    drawCards(actor, bonus.cards);
    tallyGain(nuts + bonus.coins + bonus.cards);
}

void SquirrelGame::gather(int actor, int position)
{
    exhaustOwn(actor, position, true);
}

Bundle SquirrelGame::exhaustBonus(int actor, int position) const
{
    Bundle bonus;
    if (actor == m_state.rival())
        return bonus; // the rival has no abilities
    const PlayerState &p = m_state.player(actor);
    const TableauEntry &entry = p.tableau[static_cast<std::size_t>(position)];
    const CardRules &card = m_rules->card(entry.card);
    if (card.ability == Ability::ExhaustNuts)
        bonus.nuts += card.abilityAmount;
    if (entry.guard != NoPosition && entry.guard != position) {
        const TableauEntry &guard = p.tableau[entry.guard];
        const CardRules &guardCard = m_rules->card(guard.card);
        if (guard.refreshed && guardCard.ability == Ability::Guard)
            bonus.nuts += guardCard.abilityAmount;
    }
    for (int i = 0; i < p.tableauCount; ++i) {
        const TableauEntry &other = p.tableau[static_cast<std::size_t>(i)];
        if (i == position || !other.refreshed)
            continue;
        const CardRules &watch = m_rules->card(other.card);
        if (watch.ability != Ability::Watch)
            continue;
        if (card.habitat & Habitat::Flying)
            bonus.coins += watch.abilityAmount;
        if (card.habitat & Habitat::Ground)
            bonus.cards += watch.abilityAmount;
    }
    return bonus;
}

bool SquirrelGame::hasActiveAbility(int actor, Ability ability) const
{
    if (actor == m_state.rival())
        return false;
    const PlayerState &p = m_state.player(actor);
    for (int i = 0; i < p.tableauCount; ++i) {
        const TableauEntry &entry = p.tableau[static_cast<std::size_t>(i)];
        if (entry.refreshed && m_rules->card(entry.card).ability == ability)
            return true;
    }
    return false;
}

void SquirrelGame::apply(const Action &action)
{
    Q_ASSERT(check(action).legal);
    SquirrelState &s = m_state;
    m_history.record(s);
    ++s.decisions;
    const int seat = s.decider;
    const auto type = static_cast<ActionType>(action.type);
    switch (s.pending) {
    case DecisionKind::Play:
        if (type == ActionType::Sleep) {
            if (fallAsleep(seat))
                break;
            s.stage = Stage::TurnEnd;
            // A refreshed sleep-gatherer lets its owner gather at once (if anything is refreshed).
            if (hasActiveAbility(seat, Ability::SleepGather)) {
                s.res.afterSleep = 1;
                ask(DecisionKind::Gather, seat);
            }
        } else {
            applyPlay(seat, action);
        }
        break;
    case DecisionKind::Gather:
        s.res.afterSleep = 0;
        if (type == ActionType::Gather)
            gather(seat, action.cell);
        else
            emitEvent(event(SquirrelEvent::Passed), seat);
        s.stage = Stage::TurnEnd;
        break;
    default: applyEffectDecision(action); break;
    }
    run();
}

} // namespace isle::squirrelisland
