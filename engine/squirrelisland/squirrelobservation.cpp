// What each seat may see (hands are private, every stash hidden until the end, even from
// its owner), and determinization for players that must not cheat.
#include "squirrelgame.h"

#include "core/gamemodule.h"

#include <QJsonArray>

#include <bit>
#include <span>

namespace isle::squirrelisland {

namespace {
const char *decisionId(DecisionKind kind)
{
    switch (kind) {
    case DecisionKind::Play: return "play";
    case DecisionKind::Gather: return "gather";
    case DecisionKind::ChooseOpponent: return "choose-opponent";
    case DecisionKind::StashFromHand: return "stash-from-hand";
    case DecisionKind::ExhaustSquirrel: return "exhaust-squirrel";
    case DecisionKind::KeepCard: return "keep-card";
    case DecisionKind::CollectLoops: return "collect-loops";
    case DecisionKind::Protect: return "protect";
    case DecisionKind::RefreshSquirrel: return "refresh-squirrel";
    case DecisionKind::Count: break;
    }
    return "";
}
} // namespace

QJsonObject SquirrelGame::observation(int seat) const
{
    const SquirrelState &s = m_state;
    const bool over = isOver();
    const auto id = [this](int card) -> QJsonValue {
        return card >= 0 && card < m_rules->cardCount ? QJsonValue(m_rules->ids.at(card)) : QJsonValue();
    };
    const auto cardsJson = [&](const std::array<std::uint8_t, MaxCardKinds> &counts) {
        QJsonArray cards;
        for (int card = 0; card < m_rules->cardCount; ++card)
            for (int copy = 0; copy < counts[static_cast<std::size_t>(card)]; ++copy)
                cards.append(id(card));
        return cards;
    };
    const auto tableauJson = [&](const PlayerState &p) {
        QJsonArray tableau;
        for (int i = 0; i < p.tableauCount; ++i) {
            const TableauEntry &entry = p.tableau[static_cast<std::size_t>(i)];
            QJsonObject squirrel{{QStringLiteral("position"), i + 1},
                                 {QStringLiteral("card"), id(entry.card)},
                                 {QStringLiteral("refreshed"), entry.refreshed != 0}};
            if (entry.guard != NoPosition)
                squirrel.insert(QStringLiteral("protectedBy"), entry.guard + 1);
            tableau.append(squirrel);
        }
        return tableau;
    };
    const auto scoreJson = [&](int actor) {
        const PlayerState &p = s.player(actor);
        return QJsonObject{{QStringLiteral("nuts"), p.nuts},
                           {QStringLiteral("stash"), stashValue(actor)},
                           {QStringLiteral("bonus"), endBonus(actor)},
                           {QStringLiteral("total"), finalScore(actor)},
                           {QStringLiteral("squirrels"), squirrelCount(actor)}};
    };

    QJsonArray seats;
    QJsonArray totals;
    QJsonArray coins;
    for (int other = 0; other < s.seats; ++other) {
        const PlayerState &p = s.player(other);
        QJsonObject entry{{QStringLiteral("seat"), other + 1},
                          {QStringLiteral("side"), other + 1},
                          {QStringLiteral("nuts"), p.nuts},
                          {QStringLiteral("coins"), p.coins},
                          {QStringLiteral("stamina"), p.stamina},
                          {QStringLiteral("staminaCap"), m_rules->staminaCap},
                          {QStringLiteral("awake"), p.awake != 0},
                          {QStringLiteral("goAgain"), p.goAgain},
                          {QStringLiteral("handCount"), p.handCount},
                          {QStringLiteral("pileCount"), 0},
                          {QStringLiteral("tableau"), tableauJson(p)},
                          {QStringLiteral("stashCount"), p.stashCount}};
        if (other == seat)
            entry.insert(QStringLiteral("hand"), cardsJson(p.hand));
        if (over) {
            entry.insert(QStringLiteral("stash"), cardsJson(p.stash));
            entry.insert(QStringLiteral("score"), scoreJson(other));
        }
        seats.append(entry);
        totals.append(over ? finalScore(other) : p.nuts);
        coins.append(p.coins);
    }

    QJsonArray island;
    for (int slot = 0; slot < m_rules->islandSlots; ++slot) {
        const std::uint8_t card = s.island[static_cast<std::size_t>(slot)];
        island.append(card == NoCard ? QJsonValue() : id(card));
    }
    QJsonArray discard;
    for (int i = 0; i < s.discardCount; ++i)
        discard.append(id(s.discard[static_cast<std::size_t>(i)]));

    QJsonValue pendingJson;
    if (s.stage == Stage::Decide) {
        QJsonObject pending{{QStringLiteral("kind"), QString::fromLatin1(decisionId(s.pending))},
                            {QStringLiteral("seat"), s.decider + 1}};
        if (s.pending != DecisionKind::Play && s.pending != DecisionKind::Gather) {
            const EffectSpec &effect = m_rules->card(s.res.card).effects[s.res.slot];
            pending.insert(QStringLiteral("card"), id(s.res.card));
            pending.insert(QStringLiteral("effect"), QString::fromLatin1(effectId(effect.kind)));
            if (s.pending == DecisionKind::StashFromHand || s.pending == DecisionKind::ExhaustSquirrel
                || s.pending == DecisionKind::CollectLoops || s.pending == DecisionKind::RefreshSquirrel)
                pending.insert(QStringLiteral("remaining"), s.res.remaining);
            if (s.pending == DecisionKind::ExhaustSquirrel)
                pending.insert(QStringLiteral("target"), currentVictim() + 1);
            else if (s.res.target != NoSeat)
                pending.insert(QStringLiteral("target"), s.res.target + 1);
        }
        if (s.pending == DecisionKind::Gather && s.res.afterSleep)
            pending.insert(QStringLiteral("afterSleep"), true);
        pendingJson = pending;
    }
    const bool resolving = s.stage == Stage::Decide && s.pending != DecisionKind::Play
                           && s.pending != DecisionKind::Gather;

    QJsonObject result{{QStringLiteral("game"), module().id()},
                       {QStringLiteral("variant"), variant()},
                       {QStringLiteral("viewer"), seat >= 0 ? QJsonValue(seat + 1) : QJsonValue()},
                       {QStringLiteral("day"), s.day},
                       {QStringLiteral("dayCount"), m_rules->dayCount},
                       {QStringLiteral("round"), s.day},
                       {QStringLiteral("rounds"), m_rules->dayCount},
                       {QStringLiteral("phase"), over ? QStringLiteral("over") : QStringLiteral("day")},
                       {QStringLiteral("firstPlayer"), s.firstPlayer + 1},
                       {QStringLiteral("toMove"), s.stage == Stage::Decide ? QJsonValue(s.decider + 1) : QJsonValue()},
                       {QStringLiteral("decision"), pendingJson},
                       {QStringLiteral("island"), island},
                       {QStringLiteral("deckCount"), s.deckCount},
                       {QStringLiteral("discard"), discard},
                       {QStringLiteral("discardCount"), s.discardCount},
                       {QStringLiteral("resolving"), resolving ? id(s.res.card) : QJsonValue()},
                       {QStringLiteral("lookCount"), s.lookCount},
                       {QStringLiteral("seats"), seats}};
    if (s.pending == DecisionKind::KeepCard && s.stage == Stage::Decide && seat == s.decider) {
        QJsonArray look;
        for (int i = 0; i < s.lookCount; ++i)
            look.append(id(s.look[static_cast<std::size_t>(i)]));
        result.insert(QStringLiteral("look"), look);
    }
    if (isSolo()) {
        const int rival = s.rival();
        const PlayerState &p = s.player(rival);
        QJsonObject entry{{QStringLiteral("seat"), rival + 1},
                          {QStringLiteral("nuts"), p.nuts},
                          {QStringLiteral("stamina"), p.stamina},
                          {QStringLiteral("awake"), p.awake != 0},
                          {QStringLiteral("tableau"), tableauJson(p)},
                          {QStringLiteral("stashCount"), p.stashCount}};
        if (over) {
            entry.insert(QStringLiteral("stash"), cardsJson(p.stash));
            entry.insert(QStringLiteral("score"), scoreJson(rival));
        }
        result.insert(QStringLiteral("rival"), entry);
        totals.append(over ? finalScore(rival) : p.nuts);
    }
    result.insert(QStringLiteral("totalPoints"), totals);
    result.insert(QStringLiteral("coins"), coins);
    if (over) {
        QJsonArray winners;
        for (int actor = 0; actor < s.actors; ++actor)
            if (s.winnerMask & (1U << actor))
                winners.append(actor + 1);
        result.insert(QStringLiteral("winners"), winners);
    }
    if (!over && seat >= 0 && seat == decision().seat) {
        ActionList legal;
        legalActions(legal);
        QJsonArray actions;
        for (const Action &action : legal)
            actions.append(actionToJson(action));
        result.insert(QStringLiteral("legalActions"), actions);
    }
    return result;
}

void SquirrelGame::determinize(int seat, Rng &rng)
{
    SquirrelState &s = m_state;
    m_history.clear();
    if (isOver())
        return; // every stash is revealed and hands no longer matter
    // The cards `seat` cannot see: other hands, the deck, every stash (its own too), and
    // cards another seat is looking at. They are pooled and dealt again, counts kept.
    std::array<std::uint8_t, MaxDeckCards> pool{};
    int size = 0;
    const auto take = [&](std::array<std::uint8_t, MaxCardKinds> &counts) {
        for (std::uint64_t present = presentCards(counts); present != 0; present &= present - 1) {
            const int card = std::countr_zero(present);
            for (; counts[static_cast<std::size_t>(card)] > 0; --counts[static_cast<std::size_t>(card)])
                pool[static_cast<std::size_t>(size++)] = static_cast<std::uint8_t>(card);
        }
    };
    for (int actor = 0; actor < s.actors; ++actor) {
        PlayerState &p = s.player(actor);
        if (actor != seat)
            take(p.hand);
        take(p.stash);
    }
    for (int i = 0; i < s.deckCount; ++i)
        pool[static_cast<std::size_t>(size++)] = s.deck[static_cast<std::size_t>(i)];
    const bool lookHidden = s.lookCount > 0 && !(s.stage == Stage::Decide && s.decider == seat);
    if (lookHidden)
        for (int i = 0; i < s.lookCount; ++i)
            pool[static_cast<std::size_t>(size++)] = s.look[static_cast<std::size_t>(i)];
    rng.shuffle(std::span(pool.data(), static_cast<std::size_t>(size)));
    int next = 0;
    for (int actor = 0; actor < s.actors; ++actor) {
        PlayerState &p = s.player(actor);
        if (actor != seat)
            for (int i = 0; i < p.handCount; ++i)
                ++p.hand[pool[static_cast<std::size_t>(next++)]];
        for (int i = 0; i < p.stashCount; ++i)
            ++p.stash[pool[static_cast<std::size_t>(next++)]];
    }
    for (int i = 0; i < s.deckCount; ++i)
        s.deck[static_cast<std::size_t>(i)] = pool[static_cast<std::size_t>(next++)];
    if (lookHidden)
        for (int i = 0; i < s.lookCount; ++i)
            s.look[static_cast<std::size_t>(i)] = pool[static_cast<std::size_t>(next++)];
    // The game's own generator would foretell the deck's next shuffle and the rival's die.
    s.rng = Rng(rng.next() | (std::uint64_t(rng.next()) << 32U), 0x5371756972ULL);
}

} // namespace isle::squirrelisland
