#pragma once

// Shared helpers of the Battle on the Island of Fog suites: ruleset edits, hand-built
// boards, and the invariants every position keeps. Header-only, so each suite stays one
// executable.
#include "battleisland/battleevents.h"
#include "battleisland/battlegame.h"
#include "battleisland/battlemodule.h"

#include "core/event.h"
#include "core/problem.h"
#include "core/ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QTest>

#include <memory>

namespace BattleTest {

using isle::Action;
using isle::ActionList;
using isle::GameEvent;
using isle::Problems;
using isle::Rng;
using isle::Ruleset;
using namespace isle::battleisland;

inline const BattleModule &module()
{
    return BattleModule::instance();
}

inline Ruleset defaults()
{
    return module().defaultRuleset();
}

inline std::unique_ptr<BattleGame> newGame(const QString &variant = QStringLiteral("two-players"),
                                           std::uint64_t seed = 1, const Ruleset &ruleset = defaults())
{
    Problems problems;
    auto game = module().newGame(ruleset, variant, seed, problems);
    if (!game)
        qWarning("%s", qPrintable(problems.summary()));
    return std::unique_ptr<BattleGame>(static_cast<BattleGame *>(game.release()));
}

inline int sp(int row, int column)
{
    return BattleGame::spaceAt(row, column);
}

inline QList<Action> legal(const BattleGame &game)
{
    auto list = std::make_unique<ActionList>();
    game.legalActions(*list);
    return QList<Action>(list->begin(), list->end());
}

inline Action act(ActionType type, int cell = -1, int cell2 = -1, int kind = 0)
{
    return BattleGame::makeAction(type, cell, cell2, kind);
}

inline Action step(int from, int to)
{
    const int dr = BattleGame::spaceRow(to) - BattleGame::spaceRow(from);
    const int dc = BattleGame::spaceColumn(to) - BattleGame::spaceColumn(from);
    const int direction = dr == -1 ? 0 : dc == 1 ? 1 : dr == 1 ? 2 : 3;
    return act(ActionType::Step, from, to, direction);
}

// Applies an action that must be legal (the test fails otherwise).
#define BT_APPLY(game, action)                                                                                     \
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
    int count(BattleEvent type) const
    {
        int n = 0;
        for (const GameEvent &event : events)
            n += event.type == static_cast<std::uint16_t>(type) ? 1 : 0;
        return n;
    }
    QList<GameEvent> events;
};

// Hand-built boards: every area revealed as plains (unless `fog`), no units, no
// structures but those placed by the test; seat 0 to move at its main decision.
inline void clearBoard(BattleGame &game, bool fog = false)
{
    BattleState &s = game.editState();
    const int w = game.width();
    const int n = game.rules().boardSize;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            s.areaTile[static_cast<std::size_t>(BattleGame::areaAt(r, c))] = fog ? NoTile : 0;
            s.areaArrow[static_cast<std::size_t>(BattleGame::areaAt(r, c))] = 0;
        }
    for (int row = 0; row < w; ++row)
        for (int column = 0; column < w; ++column) {
            const auto at = static_cast<std::size_t>(sp(row, column));
            s.terrain[at] = fog ? Terrain::Fog : Terrain::Plains;
            s.structure[at] = StructureKind::None;
            s.structureOwner[at] = NoSeat;
            s.unitAt[at] = NoUnit;
        }
    for (Unit &unit : s.units)
        unit = Unit{};
    for (int seat = 0; seat < s.seats; ++seat) {
        SeatState &p = s.player(seat);
        // Each seat keeps its base (on its H square), so it stays in the game.
        s.terrain[p.baseSpace] = Terrain::Home;
        s.structure[p.baseSpace] = StructureKind::Base;
        s.structureOwner[p.baseSpace] = static_cast<std::uint8_t>(seat);
        p.coins = 0;
        p.supplyBasic = static_cast<std::uint8_t>(game.rules().supplyBasic);
        p.supplyElite = static_cast<std::uint8_t>(game.rules().supplyElite);
        p.eliminated = 0;
    }
    s.activeUnit = NoUnit;
    s.activationsUsed = 0;
    s.active = 0;
    s.stage = Stage::Decide;
    s.pending = DecisionKind::Main;
    s.decider = 0;
    s.phase = Phase::Exploration;
    s.countdownPending = 0;
    s.countdownRound = 0;
    s.quietTurns = 0;
}

inline void setTerrain(BattleGame &game, int space, Terrain terrain)
{
    game.editState().terrain[static_cast<std::size_t>(space)] = terrain;
}

inline void setStructure(BattleGame &game, int space, StructureKind kind, int owner)
{
    BattleState &s = game.editState();
    s.structure[static_cast<std::size_t>(space)] = kind;
    s.structureOwner[static_cast<std::size_t>(space)] = owner < 0 ? NoSeat : static_cast<std::uint8_t>(owner);
    if (kind == StructureKind::Base)
        s.player(owner).baseSpace = static_cast<std::uint16_t>(space);
}

// Puts a unit on the board, taking its figures from the owner's supply; returns its index.
inline int placeUnit(BattleGame &game, int seat, int space, UnitType type = UnitType::Basic, int size = 1)
{
    BattleState &s = game.editState();
    for (int index = 0; index < MaxUnits; ++index) {
        Unit &unit = s.unit(index);
        if (unit.alive())
            continue;
        unit = Unit{};
        unit.space = static_cast<std::int16_t>(space);
        unit.owner = static_cast<std::uint8_t>(seat);
        unit.type = type;
        unit.size = static_cast<std::uint8_t>(size);
        if (type == UnitType::Elite)
            --s.player(seat).supplyElite;
        else
            s.player(seat).supplyBasic = static_cast<std::uint8_t>(s.player(seat).supplyBasic - size);
        if (s.unitOn(space) == NoUnit)
            s.unitAt[static_cast<std::size_t>(space)] = static_cast<std::uint8_t>(index);
        return index;
    }
    return -1;
}

// Activates the unit on `space` (seat to move at its main decision).
inline void activate(BattleGame &game, int space)
{
    game.apply(act(ActionType::Activate, space));
}

// `seat` begins a turn: the game runs its upkeep to the first decision.
inline void startTurn(BattleGame &game, int seat)
{
    BattleState &s = game.editState();
    s.active = static_cast<std::uint8_t>(seat);
    s.stage = Stage::TurnStart;
    game.continuePlay();
}

// Figures of each seat on the board plus supply are what the ruleset gives; coins never
// negative; at most one resting unit per space and the unit map agrees with the units.
inline QString invariantProblem(const BattleGame &game)
{
    const BattleState &s = game.state();
    const BattleRules &rules = game.rules();
    std::array<int, MaxColours> basics{};
    std::array<int, MaxColours> elites{};
    for (int index = 0; index < MaxUnits; ++index) {
        const Unit &unit = s.unit(index);
        if (!unit.alive())
            continue;
        if (unit.owner >= s.seats || s.player(unit.owner).eliminated)
            return QStringLiteral("unit %1 of a seat not in play").arg(index);
        (unit.type == UnitType::Elite ? elites : basics)[unit.owner] += unit.size;
        if (unit.size < 1 || unit.size > rules.maxStack || (unit.type == UnitType::Elite && unit.size != 1))
            return QStringLiteral("unit %1 has size %2").arg(index).arg(unit.size);
        if (s.unitOn(unit.space) != index && index != s.activeUnit)
            return QStringLiteral("unit %1 is not on the unit map").arg(index);
        const Terrain terrain = s.terrainAt(unit.space);
        if (terrain == Terrain::Water || terrain == Terrain::Fog
            || (terrain == Terrain::Mountain && unit.type == UnitType::Elite))
            return QStringLiteral("unit %1 stands where it cannot").arg(index);
    }
    for (int seat = 0; seat < s.seats; ++seat) {
        const SeatState &p = s.player(seat);
        if (p.coins < 0)
            return QStringLiteral("seat %1 has negative coins").arg(seat);
        if (p.eliminated)
            continue;
        if (basics[static_cast<std::size_t>(seat)] + p.supplyBasic != rules.supplyBasic
            || elites[static_cast<std::size_t>(seat)] + p.supplyElite != rules.supplyElite)
            return QStringLiteral("seat %1: figures not conserved").arg(seat);
        if (s.structureAt(p.baseSpace) != StructureKind::Base || s.ownerAt(p.baseSpace) != seat)
            return QStringLiteral("seat %1 in play without its base").arg(seat);
    }
    return {};
}

} // namespace BattleTest
