// What a seat sees (docs/games/battleisland.md, "Observation"): everything but the
// pile's order, so every seat sees the same but its own legal actions.
#include "battlegame.h"

#include "core/gamemodule.h"

#include <QJsonArray>

namespace isle::battleisland {

namespace {
const char *const DecisionIds[DecisionKindCount] = {"main", "act", "orient", "place-tile", "token-side", "reroll"};
const char *const ColourIds[MaxColours] = {"red", "yellow", "blue", "green"};

QJsonArray pair(int a, int b)
{
    return QJsonArray{a, b};
}

QString structureId(StructureKind kind)
{
    switch (kind) {
    case StructureKind::City: return QStringLiteral("city");
    case StructureKind::Factory: return QStringLiteral("factory");
    case StructureKind::Base: return QStringLiteral("base");
    case StructureKind::Lighthouse: return QStringLiteral("lighthouse");
    case StructureKind::None: break;
    }
    return {};
}
} // namespace

QString decisionId(DecisionKind kind)
{
    return QString::fromLatin1(DecisionIds[static_cast<int>(kind)]);
}

QString colourId(int colour)
{
    return QString::fromLatin1(ColourIds[colour & 3]);
}

QJsonObject BattleGame::observation(int seat) const
{
    const BattleState &s = m_state;
    const int n = m_rules->boardSize;
    const int w = width();
    const auto space = [](int index) { return pair(spaceRow(index), spaceColumn(index)); };
    const auto area = [](int index) { return pair(index / AreaStride, index % AreaStride); };
    const auto tileId = [this](int tile) -> QJsonValue {
        switch (tile) {
        case NoTile: return QJsonValue();
        case StartTile: return QStringLiteral("start");
        case LighthouseTile: return QStringLiteral("lighthouse");
        case SeaTile: return QStringLiteral("sea");
        default: return m_rules->ids.value(tile);
        }
    };

    QJsonArray areas;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const int index = areaAt(r, c);
            const int tile = s.areaTile[static_cast<std::size_t>(index)];
            areas.append(QJsonObject{{QStringLiteral("area"), area(index)},
                                     {QStringLiteral("tile"), tileId(tile)},
                                     {QStringLiteral("arrow"), tile == NoTile || tile == StartTile
                                                                   ? QJsonValue()
                                                                   : QJsonValue(s.areaArrow[static_cast<std::size_t>(index)])},
                                     {QStringLiteral("ring"), ring(index)},
                                     {QStringLiteral("value"), ring(index) == 0 ? m_rules->cityValueRing0
                                                                                : m_rules->cityValueDeeper}});
        }
    }
    QString terrain;
    terrain.reserve(w * w);
    QJsonArray structures;
    QJsonArray units;
    for (int row = 0; row < w; ++row) {
        for (int column = 0; column < w; ++column) {
            const int index = spaceAt(row, column);
            terrain.append(QLatin1Char(terrainCode(s.terrainAt(index))));
            const StructureKind kind = s.structureAt(index);
            if (kind != StructureKind::None) {
                const int owner = s.ownerAt(index);
                const bool pays = kind == StructureKind::City || kind == StructureKind::Lighthouse
                                  || (kind == StructureKind::Factory && m_rules->factoryIncome);
                structures.append(QJsonObject{{QStringLiteral("space"), space(index)},
                                              {QStringLiteral("kind"), structureId(kind)},
                                              {QStringLiteral("owner"), owner == NoSeat ? QJsonValue() : QJsonValue(owner)},
                                              {QStringLiteral("value"), pays ? cityValue(index) : 0}});
            }
        }
    }
    std::array<int, MaxColours> unitCounts{};
    for (int index = 0; index < MaxUnits; ++index) {
        const Unit &unit = s.unit(index);
        if (!unit.alive())
            continue;
        ++unitCounts[unit.owner];
        units.append(QJsonObject{{QStringLiteral("space"), space(unit.space)},
                                 {QStringLiteral("owner"), unit.owner},
                                 {QStringLiteral("type"), unit.type == UnitType::Elite ? QStringLiteral("elite")
                                                                                       : QStringLiteral("basic")},
                                 {QStringLiteral("size"), unit.size},
                                 {QStringLiteral("activated"), unit.has(UnitFlag::Activated)},
                                 {QStringLiteral("recruited"), unit.has(UnitFlag::Recruited)},
                                 {QStringLiteral("locked"), unit.has(UnitFlag::Locked | UnitFlag::Stuck)},
                                 {QStringLiteral("active"), index == s.activeUnit}});
    }

    const bool deciding = s.stage == Stage::Decide;
    QJsonValue decisionValue;
    if (deciding) {
        QJsonObject decision{{QStringLiteral("kind"), decisionId(s.pending)}, {QStringLiteral("seat"), s.decider}};
        if (s.pending == DecisionKind::TokenSide && s.sideSpace >= 0)
            decision.insert(QStringLiteral("space"), space(s.sideSpace));
        if (s.pending == DecisionKind::Act && s.activeUnit != NoUnit)
            decision.insert(QStringLiteral("unit"), space(s.unit(s.activeUnit).space));
        decisionValue = decision;
    }

    QJsonArray reachList;
    QJsonArray oddsList;
    const auto addReach = [&](int index, int movePoints) {
        const UnitReach r = reach(index, movePoints);
        QJsonArray moves;
        QJsonArray attacks;
        for (int i = 0; i < MaxSpaces; ++i) {
            if (r.moves.test(static_cast<std::size_t>(i)))
                moves.append(space(i));
            if (r.attacks.test(static_cast<std::size_t>(i)))
                attacks.append(space(i));
        }
        reachList.append(QJsonObject{{QStringLiteral("unit"), space(s.unit(index).space)},
                                     {QStringLiteral("moves"), moves},
                                     {QStringLiteral("attacks"), attacks}});
    };
    if (deciding && s.pending == DecisionKind::Main) {
        for (int index = 0; index < MaxUnits; ++index)
            if (canActivate(index))
                addReach(index, movePointsOf(s.unit(index)));
    } else if (deciding && s.pending == DecisionKind::Act) {
        addReach(s.activeUnit, s.movePoints);
        const Unit &unit = s.unit(s.activeUnit);
        if (s.unitOn(unit.space) == s.activeUnit) {
            for (int d = 0; d < 4; ++d) {
                const int target = neighbour(unit.space, d);
                if (target < 0 || s.unitOn(target) == NoUnit || s.unit(s.unitOn(target)).owner == unit.owner)
                    continue;
                const CombatOdds odds = attackOdds(s.activeUnit, target);
                oddsList.append(QJsonObject{{QStringLiteral("attacker"), space(unit.space)},
                                            {QStringLiteral("target"), space(target)},
                                            {QStringLiteral("win"), odds.win},
                                            {QStringLiteral("tie"), odds.tie},
                                            {QStringLiteral("lose"), odds.lose}});
            }
        }
    }

    QJsonValue drawn;
    if (deciding && (s.pending == DecisionKind::Orient || s.pending == DecisionKind::PlaceTile)
        && s.drawnTile != NoTile) {
        const int k = m_rules->tileSize;
        const TileRules &tile = s.drawnTile == LighthouseTile ? m_rules->lighthouseTile
                                                              : m_rules->tiles[s.drawnTile];
        QJsonArray rows;
        for (int r = 0; r < k; ++r) {
            QString row;
            for (int c = 0; c < k; ++c)
                row.append(QLatin1Char(terrainCode(tile.at(k, r, c))));
            rows.append(row);
        }
        QJsonArray arrows;
        if (s.drawnArea != 0xFF)
            for (int d = 0; d < 4; ++d)
                if (allowedArrows(s.drawnArea) & (1 << d))
                    arrows.append(d);
        drawn = QJsonObject{{QStringLiteral("id"), tileId(s.drawnTile)},
                            {QStringLiteral("rows"), rows},
                            {QStringLiteral("area"), s.drawnArea == 0xFF ? QJsonValue() : QJsonValue(area(s.drawnArea))},
                            {QStringLiteral("arrows"), arrows}};
    }

    QJsonValue combat;
    if (s.combat.attacker >= 0) {
        const Combat &c = s.combat;
        QJsonArray attackerDice;
        QJsonArray defenderDice;
        for (int i = 0; i < m_rules->combatDice; ++i) {
            attackerDice.append(c.attackerDice[static_cast<std::size_t>(i)]);
            defenderDice.append(c.defenderDice[static_cast<std::size_t>(i)]);
        }
        static const char *const results[4] = {"attacker", "defender", "tie", "pending"};
        combat = QJsonObject{{QStringLiteral("attacker"), space(c.attacker)},
                             {QStringLiteral("defender"), space(c.defender)},
                             {QStringLiteral("attackerSeat"), c.attackerSeat},
                             {QStringLiteral("defenderSeat"), c.defenderSeat},
                             {QStringLiteral("attackerDice"), attackerDice},
                             {QStringLiteral("defenderDice"), defenderDice},
                             {QStringLiteral("attackerTotal"), c.attackerTotal},
                             {QStringLiteral("defenderTotal"), c.defenderTotal},
                             {QStringLiteral("result"), QString::fromLatin1(results[std::min<int>(c.result, 3)])}};
    }

    QJsonArray seats;
    QJsonArray totals;
    QJsonArray coins;
    for (int i = 0; i < s.seats; ++i) {
        const SeatState &p = s.player(i);
        const int total = p.eliminated ? 0 : points(i);
        seats.append(QJsonObject{{QStringLiteral("seat"), i},
                                 // The shared seat panel numbers sides from 1, as every game's view does.
                                 {QStringLiteral("side"), i + 1},
                                 {QStringLiteral("colour"), colourId(p.colour)},
                                 {QStringLiteral("coins"), p.coins},
                                 {QStringLiteral("income"), p.eliminated ? 0 : income(i)},
                                 {QStringLiteral("supplyBasic"), p.supplyBasic},
                                 {QStringLiteral("supplyElite"), p.supplyElite},
                                 {QStringLiteral("supplyTokens"), p.supplyTokens},
                                 {QStringLiteral("eliminated"), p.eliminated != 0},
                                 {QStringLiteral("points"), total},
                                 {QStringLiteral("units"), unitCounts[static_cast<std::size_t>(i)]}});
        totals.append(total);
        coins.append(p.coins);
    }

    static const char *const phases[3] = {"exploration", "countdown", "over"};
    QJsonObject result{{QStringLiteral("game"), module().id()},
                       {QStringLiteral("variant"), variant()},
                       {QStringLiteral("viewer"), seat < 0 ? QJsonValue() : QJsonValue(seat)},
                       {QStringLiteral("boardSize"), n},
                       {QStringLiteral("tileSize"), m_rules->tileSize},
                       {QStringLiteral("width"), w},
                       {QStringLiteral("phase"), QString::fromLatin1(phases[static_cast<int>(s.phase)])},
                       {QStringLiteral("round"), s.round},
                       {QStringLiteral("countdownRound"), s.countdownRound},
                       {QStringLiteral("countdownRounds"), m_rules->countdownRounds},
                       {QStringLiteral("toMove"), deciding ? QJsonValue(s.decider) : QJsonValue()},
                       {QStringLiteral("activeSeat"), s.active},
                       {QStringLiteral("decision"), decisionValue},
                       {QStringLiteral("areas"), areas},
                       {QStringLiteral("terrain"), terrain},
                       {QStringLiteral("structures"), structures},
                       {QStringLiteral("units"), units},
                       {QStringLiteral("activationsUsed"), s.activationsUsed},
                       {QStringLiteral("activationsPerTurn"), m_rules->activationsPerTurn},
                       {QStringLiteral("pileCount"), s.pileCount},
                       {QStringLiteral("drawnTile"), drawn},
                       {QStringLiteral("combat"), combat},
                       {QStringLiteral("seats"), seats},
                       {QStringLiteral("totalPoints"), totals},
                       {QStringLiteral("coins"), coins},
                       {QStringLiteral("reach"), reachList},
                       {QStringLiteral("odds"), oddsList}};
    if (deciding && s.pending == DecisionKind::Act)
        result.insert(QStringLiteral("movePointsLeft"), s.movePoints);
    if (isOver()) {
        QJsonArray winners;
        for (int i = 0; i < s.seats; ++i)
            if (s.winnerMask & (1U << i))
                winners.append(i);
        result.insert(QStringLiteral("winners"), winners);
        result.insert(QStringLiteral("endReason"), s.endReason == EndReason::Elimination ? QStringLiteral("elimination")
                                                                                         : QStringLiteral("points"));
    }
    if (deciding && seat == s.decider) {
        auto legal = std::make_unique<ActionList>();
        legalActions(*legal);
        QJsonArray actions;
        for (const Action &action : *legal)
            actions.append(actionToJson(action));
        result.insert(QStringLiteral("legalActions"), actions);
    }
    return result;
}

} // namespace isle::battleisland
