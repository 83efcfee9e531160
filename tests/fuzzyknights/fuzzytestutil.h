#pragma once

// Shared helpers of the Fuzzy Knights suites: both profiles, hand-built maps, scripted
// rolls, and the invariants every position keeps. Header-only, so each suite stays one
// executable.
#include "fuzzyknights/fuzzyknightsevents.h"
#include "fuzzyknights/fuzzyknightsgame.h"
#include "fuzzyknights/fuzzyknightsmodule.h"

#include "core/event.h"
#include "core/problem.h"
#include "core/ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTest>

#include <memory>

namespace FuzzyTest {

using isle::Action;
using isle::ActionList;
using isle::GameEvent;
using isle::Problems;
using isle::Rng;
using isle::Ruleset;
using namespace isle::fuzzyknights;

inline const FuzzyModule &module()
{
    return FuzzyModule::instance();
}

// Profile [M], the default ruleset.
inline Ruleset defaults()
{
    return module().defaultRuleset();
}

// Profile [N], "Fuzzy Knights — revised".
inline Ruleset revised()
{
    return Ruleset(QStringLiteral("fuzzy-knights"), module().profiles().value(1).params);
}

inline Ruleset profile(bool revisedProfile)
{
    return revisedProfile ? revised() : defaults();
}

inline Ruleset withParam(Ruleset ruleset, const char *key, const QJsonValue &value)
{
    ruleset.setValue(QString::fromLatin1(key), value);
    return ruleset;
}

inline std::unique_ptr<FuzzyGame> newGame(const QString &variant = QStringLiteral("two-players"),
                                          std::uint64_t seed = 1, const Ruleset &ruleset = defaults())
{
    Problems problems;
    auto game = module().newGame(ruleset, variant, seed, problems);
    if (!game)
        qWarning("%s", qPrintable(problems.summary()));
    return std::unique_ptr<FuzzyGame>(static_cast<FuzzyGame *>(game.release()));
}

inline int at(int x, int y)
{
    return FuzzyGame::tileAt(x, y);
}

inline QList<Action> legal(const FuzzyGame &game)
{
    auto list = std::make_unique<ActionList>();
    game.legalActions(*list);
    return QList<Action>(list->begin(), list->end());
}

inline Action act(ActionType type, int kind = 0, int extra = 0, int cell = -1)
{
    return FuzzyGame::makeAction(type, kind, extra, cell);
}

// A hero's step in a direction (0 north, 1 east, 2 south, 3 west) from where it stands.
inline Action step(const FuzzyGame &game, int hero, int direction)
{
    return act(ActionType::Step, hero, direction, game.neighbour(game.state().hero(hero).tile, direction));
}

// Applies an action that must be legal (the test fails otherwise).
#define FK_APPLY(game, action)                                                                                     \
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
    int count(FuzzyEvent type) const
    {
        int n = 0;
        for (const GameEvent &event : events)
            n += event.type == static_cast<std::uint16_t>(type) ? 1 : 0;
        return n;
    }
    QList<GameEvent> events;
};

// A hand-built map: no tokens, mines or heroes; seat s's settlement (tier 1, no ramparts,
// no camp, empty) on (1 + 5s, 1); every seat with `coins`; seat 0 to move at its turn.
inline void clearMap(FuzzyGame &game, int coins = 0)
{
    FuzzyState &s = game.editState();
    s.monsters.fill(0);
    s.items.fill(0);
    s.resources.fill(0);
    s.mine.fill(NoMine);
    s.settlementAt.fill(NoSettlement);
    for (Hero &hero : s.heroes)
        hero = Hero{};
    for (Settlement &settlement : s.settlements)
        settlement = Settlement{};
    for (int seat = 0; seat < s.seats; ++seat) {
        Settlement &settlement = s.settlement(seat);
        settlement.tile = static_cast<std::int16_t>(at(1 + 5 * (seat % 2), 1 + 5 * (seat / 2)));
        settlement.owner = static_cast<std::uint8_t>(seat);
        s.settlementAt[static_cast<std::size_t>(settlement.tile)] = static_cast<std::uint8_t>(seat);
        s.player(seat) = SeatState{};
        s.player(seat).coins = coins;
    }
    s.encounter = Encounter{};
    s.battle = Battle{};
    s.moverHero = NoHero;
    s.afterBattle = 0;
    s.day = 1;
    s.active = 0;
    s.cursor = static_cast<std::uint8_t>((s.seats - s.anchor) % s.seats);
    s.stage = Stage::Decide;
    s.pending = DecisionKind::Turn;
    s.decider = 0;
}

// Puts a hero of `seat` on `tile` with `moves` points and `mercs` mercenaries.
inline int placeHero(FuzzyGame &game, int seat, int tile, int moves = 10, int mercs = 0)
{
    FuzzyState &s = game.editState();
    for (int slot = 0; slot < MaxHeroesPerSeat; ++slot) {
        Hero &hero = s.hero(seat * MaxHeroesPerSeat + slot);
        if (hero.alive())
            continue;
        hero = Hero{};
        hero.tile = static_cast<std::int16_t>(tile);
        hero.moves = static_cast<std::uint8_t>(moves);
        hero.mercs = static_cast<std::uint16_t>(mercs);
        return seat * MaxHeroesPerSeat + slot;
    }
    return -1;
}

// Finds a generator seed whose rolls make `predicate(rng copy)` true, so a test can set up
// the chance it needs without depending on the generator's numbers.
template<typename Predicate>
inline Rng findRng(Predicate &&predicate)
{
    for (std::uint64_t seed = 1; seed < 200000; ++seed) {
        const Rng rng(seed, 99);
        Rng probe = rng;
        if (predicate(probe))
            return rng;
    }
    qFatal("no generator seed fits the test");
    return Rng();
}

// Coins never negative, armies within bounds, heroes on the map and of seats in play,
// settlements on the map and in the settlement map, tokens and decisions consistent.
inline QString invariantProblem(const FuzzyGame &game)
{
    const FuzzyState &s = game.state();
    for (int seat = 0; seat < s.seats; ++seat) {
        if (s.player(seat).coins < 0 || game.coins(seat) < 0)
            return QStringLiteral("seat %1 has negative coins").arg(seat);
        if (game.heroCount(seat) > game.rules().heroLimit)
            return QStringLiteral("seat %1 has too many heroes").arg(seat);
        if (s.player(seat).eliminated && (game.heroCount(seat) > 0 || game.settlementCount(seat) > 0))
            return QStringLiteral("eliminated seat %1 still has pieces").arg(seat);
    }
    for (int index = 0; index < MaxHeroes; ++index) {
        const Hero &hero = s.hero(index);
        if (!hero.alive())
            continue;
        if (heroSeat(index) >= s.seats || !game.onMap(hero.tile))
            return QStringLiteral("hero %1 off the map or of no seat").arg(index);
        if (hero.mercs > MaxArmy)
            return QStringLiteral("hero %1 has %2 mercenaries").arg(index).arg(hero.mercs);
        if (s.battle.kind == BattleKind::None && hero.flags & (HeroFlag::Fainted | HeroFlag::Attacking))
            return QStringLiteral("hero %1 fainted outside a battle").arg(index);
    }
    for (int index = 0; index < MaxSeats; ++index) {
        const Settlement &settlement = s.settlement(index);
        if (settlement.tile < 0)
            continue;
        if (s.settlementOn(settlement.tile) != index)
            return QStringLiteral("settlement %1 not on the settlement map").arg(index);
        if (settlement.purse < 0 || settlement.pool > MaxArmy || settlement.tier < 1 || settlement.tier > Tiers
            || settlement.ramparts > 2)
            return QStringLiteral("settlement %1 out of bounds").arg(index);
    }
    if (!game.isOver() && game.decision().seat < 0)
        return QStringLiteral("no decision in a game not over");
    if (!game.isOver() && legal(game).isEmpty())
        return QStringLiteral("a decision without legal actions");
    return {};
}

} // namespace FuzzyTest
