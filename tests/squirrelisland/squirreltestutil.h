#pragma once

// Shared helpers of the Squirrel Island suites: ruleset edits, hand-built tables, and the
// invariants every position keeps. Header-only, so each suite stays one executable.
#include "squirrelisland/squirrelevents.h"
#include "squirrelisland/squirrelgame.h"
#include "squirrelisland/squirrelmodule.h"

#include "core/event.h"
#include "core/problem.h"
#include "core/ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTest>

#include <functional>
#include <initializer_list>
#include <memory>

namespace SquirrelTest {

using isle::Action;
using isle::ActionList;
using isle::GameEvent;
using isle::Problems;
using isle::Rng;
using isle::Ruleset;
using namespace isle::squirrelisland;

inline const SquirrelModule &module()
{
    return SquirrelModule::instance();
}

inline Ruleset defaults()
{
    return module().defaultRuleset();
}

// A card row for test rulesets: a squirrel or item with up to three effects.
inline QJsonObject cardRow(const QString &id, const QString &type, const QString &habitats, int cost,
                           std::initializer_list<std::pair<const char *, int>> effects = {},
                           const QString &ability = QStringLiteral("none"), int abilityAmount = 0, int copies = 1)
{
    QJsonObject row{{QStringLiteral("id"), id},
                    {QStringLiteral("type"), type},
                    {QStringLiteral("tree"), habitats.contains(u't')},
                    {QStringLiteral("ground"), habitats.contains(u'g')},
                    {QStringLiteral("flying"), habitats.contains(u'f')},
                    {QStringLiteral("unique"), habitats.contains(u'u')},
                    {QStringLiteral("cost"), cost},
                    {QStringLiteral("loopNuts"), 0},
                    {QStringLiteral("loopStamina"), 0},
                    {QStringLiteral("loopCoins"), 0},
                    {QStringLiteral("loopCards"), 0},
                    {QStringLiteral("stash"), 1},
                    {QStringLiteral("copies"), copies},
                    {QStringLiteral("ability"), ability},
                    {QStringLiteral("abilityAmount"), abilityAmount}};
    int slot = 1;
    for (const auto &[kind, amount] : effects) {
        row.insert(QStringLiteral("effect%1").arg(slot), QString::fromLatin1(kind));
        row.insert(QStringLiteral("amount%1").arg(slot), amount);
        ++slot;
    }
    for (; slot <= 3; ++slot) {
        row.insert(QStringLiteral("effect%1").arg(slot), QStringLiteral("none"));
        row.insert(QStringLiteral("amount%1").arg(slot), 0);
    }
    return row;
}

inline void addCard(Ruleset &ruleset, const QJsonObject &row)
{
    QJsonArray rows = ruleset.table(QStringLiteral("cards"));
    rows.append(row);
    ruleset.setValue(QStringLiteral("cards"), rows);
}

// Sets one column of the card `id` (e.g. "nut-basket", "stash", 5).
inline void setCard(Ruleset &ruleset, const QString &id, const QString &key, const QJsonValue &value)
{
    QJsonArray rows = ruleset.table(QStringLiteral("cards"));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        QJsonObject row = rows.at(i).toObject();
        if (row.value(QStringLiteral("id")).toString() == id) {
            row.insert(key, value);
            rows.replace(i, row);
        }
    }
    ruleset.setValue(QStringLiteral("cards"), rows);
}

inline std::unique_ptr<SquirrelGame> newGame(const QString &variant = QStringLiteral("two-players"),
                                             std::uint64_t seed = 1, const Ruleset &ruleset = defaults())
{
    Problems problems;
    auto game = module().newGame(ruleset, variant, seed, problems);
    if (!game)
        qWarning("%s", qPrintable(problems.summary()));
    return std::unique_ptr<SquirrelGame>(static_cast<SquirrelGame *>(game.release()));
}

inline int cardIndex(const SquirrelGame &game, const QString &id)
{
    const int index = game.rules().cardWithId(id);
    if (index < 0)
        qWarning("unknown card %s", qPrintable(id));
    return index;
}

inline std::uint32_t keyOf(const QString &id)
{
    return cardKey(id);
}

// Empties the table for a hand-built position on day `day`: no hands, squirrels, stashes,
// resources or island cards, everyone awake; the deck keeps the game's shuffle.
inline void clearTable(SquirrelGame &game, int day = 1)
{
    SquirrelState &s = game.editState();
    for (int actor = 0; actor < s.actors; ++actor) {
        s.player(actor) = PlayerState{};
        s.player(actor).awake = 1;
    }
    s.island.fill(NoCard);
    s.look.fill(NoCard);
    s.lookCount = 0;
    s.discardCount = 0;
    s.discard.fill(0);
    s.res = Resolution{};
    s.day = static_cast<std::uint8_t>(day);
}

// Deck from bottom to top: the last id is drawn first.
inline void setDeck(SquirrelGame &game, const QStringList &ids)
{
    SquirrelState &s = game.editState();
    s.deck.fill(0);
    s.deckCount = 0;
    for (const QString &id : ids)
        s.deck[s.deckCount++] = static_cast<std::uint8_t>(cardIndex(game, id));
}

inline void giveHand(SquirrelGame &game, int seat, const QString &id, int copies = 1)
{
    PlayerState &p = game.editState().player(seat);
    p.hand[static_cast<std::size_t>(cardIndex(game, id))] += static_cast<std::uint8_t>(copies);
    p.handCount = static_cast<std::uint8_t>(p.handCount + copies);
}

inline void giveStash(SquirrelGame &game, int seat, const QString &id, int copies = 1)
{
    PlayerState &p = game.editState().player(seat);
    p.stash[static_cast<std::size_t>(cardIndex(game, id))] += static_cast<std::uint8_t>(copies);
    p.stashCount = static_cast<std::uint8_t>(p.stashCount + copies);
}

// Puts a squirrel in play; returns its position.
inline int addSquirrel(SquirrelGame &game, int seat, const QString &id, bool refreshed = true)
{
    PlayerState &p = game.editState().player(seat);
    const int position = p.tableauCount++;
    p.tableau[static_cast<std::size_t>(position)] = {static_cast<std::uint8_t>(cardIndex(game, id)),
                                                     static_cast<std::uint8_t>(refreshed ? 1 : 0), NoPosition};
    return position;
}

inline void setResources(SquirrelGame &game, int seat, int stamina, int coins, int nuts = 0)
{
    PlayerState &p = game.editState().player(seat);
    p.stamina = static_cast<std::uint8_t>(stamina);
    p.coins = static_cast<std::int16_t>(coins);
    p.nuts = static_cast<std::int16_t>(nuts);
}

// `seat` begins a turn: the game runs to its first decision.
inline void startTurn(SquirrelGame &game, int seat)
{
    SquirrelState &s = game.editState();
    s.current = static_cast<std::uint8_t>(seat);
    s.stage = Stage::TurnStart;
    game.continuePlay();
}

inline const PlayerState &player(const SquirrelGame &game, int seat)
{
    return game.state().player(seat);
}

inline QList<Action> legal(const SquirrelGame &game)
{
    auto list = std::make_unique<ActionList>();
    game.legalActions(*list);
    return QList<Action>(list->begin(), list->end());
}

inline Action playFromHand(const QString &id, int coinsForStamina = 0)
{
    return SquirrelGame::playAction(cardKey(id), -1, coinsForStamina, false);
}

inline Action playFromIsland(const QString &id, int slot, bool surchargeInCoins, int coinsForStamina = 0)
{
    return SquirrelGame::playAction(cardKey(id), slot, coinsForStamina, surchargeInCoins);
}

inline Action sleepAction()
{
    return SquirrelGame::simpleAction(ActionType::Sleep);
}

inline Action positionAction(ActionType type, const SquirrelGame &game, int owner, int position)
{
    const PlayerState &p = player(game, owner);
    return SquirrelGame::positionAction(type, position,
                                        game.rules().card(p.tableau[static_cast<std::size_t>(position)].card).key);
}

// Applies an action that must be legal (the test fails otherwise).
#define SQ_APPLY(game, action)                                                                                     \
    do {                                                                                                           \
        const auto verdict = (game).check(action);                                                                 \
        QVERIFY2(verdict.legal, qPrintable(verdict.reason));                                                       \
        (game).apply(action);                                                                                      \
    } while (false)

// Records events, for tests of what was told.
class EventLog : public isle::EventSink
{
public:
    void onEvent(const GameEvent &event) override { events.append(event); }
    int count(SquirrelEvent type) const
    {
        int n = 0;
        for (const GameEvent &event : events)
            n += event.type == static_cast<std::uint16_t>(type) ? 1 : 0;
        return n;
    }
    QList<GameEvent> events;
};

// The default deck and one card for each effect kind it lacks.
inline Ruleset testRules()
{
    Ruleset rules = defaults();
    addCard(rules, cardRow(QStringLiteral("deep-digger"), QStringLiteral("squirrel"), QStringLiteral("g"), 1,
                           {{"stashFromDeck", 2}}));
    addCard(rules, cardRow(QStringLiteral("root-counter"), QStringLiteral("item"), QString(), 1, {{"nutsPerGround", 3}}));
    addCard(rules, cardRow(QStringLiteral("sky-counter"), QStringLiteral("item"), QString(), 1, {{"nutsPerFlying", 2}}));
    addCard(rules, cardRow(QStringLiteral("double-hop"), QStringLiteral("squirrel"), QStringLiteral("f"), 1,
                           {{"goAgain", 2}}));
    addCard(rules, cardRow(QStringLiteral("bark-storm"), QStringLiteral("item"), QString(), 1, {{"exhaustTree", 1}}));
    addCard(rules, cardRow(QStringLiteral("mud-slide"), QStringLiteral("item"), QString(), 1,
                           {{"eachExhaustGround", 1}}));
    addCard(rules, cardRow(QStringLiteral("gale"), QStringLiteral("item"), QString(), 1, {{"eachExhaustFlying", 1}}));
    addCard(rules, cardRow(QStringLiteral("famine"), QStringLiteral("item"), QString(), 1, {{"eachLoseNuts", 2}}));
    return rules;
}

inline std::unique_ptr<SquirrelGame> table(const QString &variant = QStringLiteral("two-players"), int day = 1)
{
    Ruleset rules = testRules();
    // The solo rival's die always picks the first island slot, so tests know its card.
    rules.setValue(QStringLiteral("rivalDie"), 1);
    auto game = newGame(variant, 7, rules);
    clearTable(*game, day);
    return game;
}

// Every card of the deck is in exactly one place: deck, discard, island, a hand, a
// tableau, a stash, the cards looked at, or the item being resolved.
inline QString conservationProblem(const SquirrelGame &game)
{
    const SquirrelState &s = game.state();
    const SquirrelRules &rules = game.rules();
    std::array<int, MaxCardKinds> seen{};
    for (int i = 0; i < s.deckCount; ++i)
        ++seen[s.deck[static_cast<std::size_t>(i)]];
    for (int i = 0; i < s.discardCount; ++i)
        ++seen[s.discard[static_cast<std::size_t>(i)]];
    for (int i = 0; i < rules.islandSlots; ++i)
        if (s.island[static_cast<std::size_t>(i)] != NoCard)
            ++seen[s.island[static_cast<std::size_t>(i)]];
    for (int i = 0; i < s.lookCount; ++i)
        ++seen[s.look[static_cast<std::size_t>(i)]];
    if (s.stage == Stage::Decide && s.res.card != NoCard && s.res.position == NoPosition)
        ++seen[s.res.card];
    for (int actor = 0; actor < s.actors; ++actor) {
        const PlayerState &p = s.player(actor);
        int hand = 0;
        int stash = 0;
        for (int card = 0; card < rules.cardCount; ++card) {
            seen[static_cast<std::size_t>(card)] += p.hand[static_cast<std::size_t>(card)]
                                                    + p.stash[static_cast<std::size_t>(card)];
            hand += p.hand[static_cast<std::size_t>(card)];
            stash += p.stash[static_cast<std::size_t>(card)];
        }
        if (hand != p.handCount || stash != p.stashCount)
            return QStringLiteral("counts of player %1 disagree").arg(actor);
        for (int i = 0; i < p.tableauCount; ++i)
            ++seen[p.tableau[static_cast<std::size_t>(i)].card];
    }
    for (int card = 0; card < rules.cardCount; ++card)
        if (seen[static_cast<std::size_t>(card)] != rules.card(card).copies)
            return QStringLiteral("card %1: %2 found, %3 in the deck list")
                .arg(rules.ids.at(card))
                .arg(seen[static_cast<std::size_t>(card)])
                .arg(rules.card(card).copies);
    return {};
}

} // namespace SquirrelTest
