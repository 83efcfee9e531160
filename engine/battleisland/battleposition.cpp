// Position files (docs/formats.md, "Position"): the whole board, the pile's order
// included, at a turn's start or at any decision (the drawn tile, the combat's dice and
// the start token being turned included). Impossible positions are refused with the
// reason and the JSON path.
#include "battlegame.h"
#include "battlemodule.h"

#include "core/gamerecord.h"
#include "core/jsonfile.h"
#include "core/position.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <bit>
#include <cstdlib>
#include <cstring>

namespace isle::battleisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::battleisland::Position)
};

const char *const KindIds[5] = {"", "city", "factory", "base", "lighthouse"};
const char *const ContextIds[3] = {"explore", "lighthouse", "stall"}; // PlaceContext

QJsonArray spaceJson(int space)
{
    return QJsonArray{BattleGame::spaceRow(space), BattleGame::spaceColumn(space)};
}
} // namespace

QJsonObject BattleGame::positionJson() const
{
    const BattleState &s = m_state;
    const int n = m_rules->boardSize;
    QJsonArray colours;
    QJsonArray seats;
    for (int seat = 0; seat < s.seats; ++seat) {
        const SeatState &p = s.player(seat);
        colours.append(colourId(p.colour));
        seats.append(QJsonObject{{QStringLiteral("coins"), p.coins},
                                 {QStringLiteral("supplyBasic"), p.supplyBasic},
                                 {QStringLiteral("supplyElite"), p.supplyElite},
                                 {QStringLiteral("supplyTokens"), p.supplyTokens},
                                 {QStringLiteral("eliminated"), p.eliminated != 0}});
    }
    QJsonArray areas;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const int tile = s.areaTile[static_cast<std::size_t>(areaAt(r, c))];
            if (tile == NoTile || tile == StartTile || (tile == LighthouseTile && m_rules->oddBoard()))
                continue; // fixed by the set-up
            const QString id = tile == LighthouseTile ? QStringLiteral("lighthouse")
                               : tile == SeaTile      ? QStringLiteral("sea")
                                                      : m_rules->ids.value(tile);
            areas.append(QJsonObject{{QStringLiteral("area"), QJsonArray{r, c}},
                                     {QStringLiteral("tile"), id},
                                     {QStringLiteral("arrow"), s.areaArrow[static_cast<std::size_t>(areaAt(r, c))]}});
        }
    }
    QJsonArray pile;
    for (int i = 0; i < s.pileCount; ++i) {
        const int tile = s.pile[static_cast<std::size_t>(i)];
        pile.append(tile == LighthouseTile ? QStringLiteral("lighthouse") : m_rules->ids.value(tile));
    }
    QJsonArray structures;
    const int w = width();
    for (int row = 0; row < w; ++row) {
        for (int column = 0; column < w; ++column) {
            const int space = spaceAt(row, column);
            if (s.structureAt(space) == StructureKind::None)
                continue;
            structures.append(QJsonObject{
                {QStringLiteral("space"), spaceJson(space)},
                {QStringLiteral("kind"), QString::fromLatin1(KindIds[int(s.structureAt(space))])},
                {QStringLiteral("owner"), s.ownerAt(space) == NoSeat ? QJsonValue() : QJsonValue(s.ownerAt(space))}});
        }
    }
    QJsonArray units;
    for (int index = 0; index < MaxUnits; ++index) {
        const Unit &unit = s.unit(index);
        if (!unit.alive())
            continue;
        QJsonObject entry{{QStringLiteral("space"), spaceJson(unit.space)},
                          {QStringLiteral("owner"), unit.owner},
                          {QStringLiteral("type"), unit.type == UnitType::Elite ? QStringLiteral("elite")
                                                                                : QStringLiteral("basic")},
                          {QStringLiteral("size"), unit.size}};
        const std::pair<std::uint8_t, const char *> flags[] = {{UnitFlag::Activated, "activated"},
                                                               {UnitFlag::Recruited, "recruited"},
                                                               {UnitFlag::Locked, "locked"},
                                                               {UnitFlag::Stuck, "stuck"},
                                                               {UnitFlag::Taking, "taking"}};
        for (const auto &[flag, key] : flags)
            if (unit.has(flag))
                entry.insert(QString::fromLatin1(key), true);
        if (index == s.activeUnit && s.stage == Stage::Decide
            && (s.pending == DecisionKind::Act
                || (s.pending == DecisionKind::Orient && s.placeContext == PlaceContext::Explore)))
            entry.insert(QStringLiteral("active"), true); // it may share a friend's space
        units.append(entry);
    }
    QJsonObject position{{QStringLiteral("format"), PositionFormatName},
                         {QStringLiteral("formatVersion"), 1},
                         {QStringLiteral("game"), module().id()},
                         {QStringLiteral("variant"), variant()},
                         {QStringLiteral("seed"), seedToString(m_seed)},
                         {QStringLiteral("colours"), colours},
                         {QStringLiteral("round"), s.round},
                         {QStringLiteral("turns"), int(s.turns)},
                         {QStringLiteral("firstSeat"), s.firstSeat},
                         {QStringLiteral("active"), s.active},
                         {QStringLiteral("countdownPending"), s.countdownPending != 0},
                         {QStringLiteral("countdownRound"), s.countdownRound},
                         {QStringLiteral("countdownStart"), s.countdownStart},
                         {QStringLiteral("quietTurns"), s.quietTurns},
                         {QStringLiteral("tilePlaced"), s.tilePlaced != 0},
                         {QStringLiteral("activationsUsed"), s.activationsUsed},
                         {QStringLiteral("over"), isOver()},
                         {QStringLiteral("areas"), areas},
                         {QStringLiteral("pile"), pile},
                         {QStringLiteral("structures"), structures},
                         {QStringLiteral("units"), units},
                         {QStringLiteral("seats"), seats},
                         {QStringLiteral("ruleset"), m_ruleset->toJson()}};
    if (s.stage == Stage::Decide) {
        QJsonObject pending{{QStringLiteral("decision"), decisionId(s.pending)}, {QStringLiteral("seat"), s.decider}};
        const bool exploring = s.pending == DecisionKind::Orient && s.placeContext == PlaceContext::Explore;
        if (s.pending == DecisionKind::Act || exploring) {
            pending.insert(QStringLiteral("unit"), spaceJson(s.unit(s.activeUnit).space));
            pending.insert(QStringLiteral("movePoints"), s.movePoints);
        }
        if (s.pending == DecisionKind::Orient || s.pending == DecisionKind::PlaceTile) {
            // The drawn tile (no longer in the pile), why it is placed and, once chosen, where.
            pending.insert(QStringLiteral("tile"), s.drawnTile == LighthouseTile ? QStringLiteral("lighthouse")
                                                                                 : m_rules->ids.value(s.drawnTile));
            pending.insert(QStringLiteral("context"), QString::fromLatin1(ContextIds[int(s.placeContext)]));
            if (s.pending == DecisionKind::Orient)
                pending.insert(QStringLiteral("area"),
                               QJsonArray{int(s.drawnArea) / AreaStride, int(s.drawnArea) % AreaStride});
            if (exploring)
                pending.insert(QStringLiteral("target"), spaceJson(s.exploreTarget));
        }
        if (s.pending == DecisionKind::TokenSide) {
            pending.insert(QStringLiteral("space"), spaceJson(s.sideSpace));
            if (s.round == 0)
                pending.insert(QStringLiteral("setupToken"), s.setupSides);
        }
        if (s.pending == DecisionKind::Reroll) {
            const Combat &c = s.combat;
            QJsonArray attackerDice;
            QJsonArray defenderDice;
            for (int d = 0; d < m_rules->combatDice; ++d) {
                attackerDice.append(c.attackerDice[static_cast<std::size_t>(d)]);
                defenderDice.append(c.defenderDice[static_cast<std::size_t>(d)]);
            }
            QJsonObject combat{{QStringLiteral("attacker"), spaceJson(c.attacker)},
                               {QStringLiteral("defender"), spaceJson(c.defender)},
                               {QStringLiteral("attackerDice"), attackerDice},
                               {QStringLiteral("defenderDice"), defenderDice}};
            // The attacker's choice, made already (and hidden until both chose, with
            // simultaneous re-rolls) when the defender decides.
            if (c.attackerReroll != 0xFF)
                combat.insert(QStringLiteral("attackerReroll"), c.attackerReroll);
            pending.insert(QStringLiteral("combat"), combat);
        }
        position.insert(QStringLiteral("pending"), pending);
    }
    return position;
}

// Builds a BattleGame's state from a position object; a friend of BattleGame.
class BattlePositionReader
{
public:
    BattlePositionReader(const QJsonObject &position, Problems &problems)
        : m_position(position)
        , m_problems(problems)
    {
    }

    std::unique_ptr<Game> read(const BattleModule &module, const Ruleset &ruleset);

private:
    std::optional<int> space(const QJsonValue &value, const QString &path);
    bool readAreas(BattleGame &game);
    bool readStructures(BattleGame &game);
    bool readUnits(BattleGame &game);
    bool readSeats();
    bool readPending(BattleGame &game);
    bool readPlacement(BattleGame &game, const QJsonObject &pending, DecisionKind kind, int seat);
    bool readCombat(BattleGame &game, const QJsonObject &pending, int seat);
    bool readActiveUnit(const QJsonObject &pending, int seat);
    // The drawn tile a pending orient or place-tile decision names: -1 none, else a row
    // of the tile table or LighthouseTile.
    int drawnTile();
    std::optional<int> integer(const char *key, int min, int max)
    {
        const auto value = readInteger(m_position, QString::fromLatin1(key), QStringLiteral("$"), m_problems, min, max);
        return value ? std::optional<int>(int(*value)) : std::nullopt;
    }

    const QJsonObject &m_position;
    Problems &m_problems;
    BattleState m_state;
    const BattleRules *m_rules = nullptr;
    int m_activeUnit = -1; // the unit marked "active"
    int m_drawnTile = -1;
};

int BattlePositionReader::drawnTile()
{
    const QJsonObject pending = m_position.value(QStringLiteral("pending")).toObject();
    const QString decision = pending.value(QStringLiteral("decision")).toString();
    if (decision != u"orient" && decision != u"place-tile")
        return -1;
    const QString id = pending.value(QStringLiteral("tile")).toString();
    if (id == u"lighthouse" && !m_rules->oddBoard())
        return LighthouseTile;
    return m_rules->tileIndex(id); // -1 is refused by readPending
}

std::optional<int> BattlePositionReader::space(const QJsonValue &value, const QString &path)
{
    const QJsonArray pair = value.toArray();
    const int w = m_rules->width();
    if (!value.isArray() || pair.size() != 2 || !pair.at(0).isDouble() || !pair.at(1).isDouble()
        || pair.at(0).toDouble() < 0 || pair.at(1).toDouble() < 0 || pair.at(0).toDouble() >= w
        || pair.at(1).toDouble() >= w || pair.at(0).toDouble() != int(pair.at(0).toDouble())
        || pair.at(1).toDouble() != int(pair.at(1).toDouble())) {
        m_problems.error(path, Tr::tr("expected [row, column] on the board, each from 0 to %1").arg(w - 1));
        return std::nullopt;
    }
    return BattleGame::spaceAt(pair.at(0).toInt(), pair.at(1).toInt());
}

bool BattlePositionReader::readAreas(BattleGame &game)
{
    // Every tile of the set-up is already there; the areas list adds the explored ones.
    const QString path = QStringLiteral("$.areas");
    const QJsonValue value = m_position.value(QStringLiteral("areas"));
    const int n = m_rules->boardSize;
    if (!value.isArray() || value.toArray().size() > n * n) {
        m_problems.error(path, Tr::tr("expected an array of at most %1 placed tiles").arg(n * n));
        return false;
    }
    std::array<int, MaxTileKinds + 1> used{};
    const QJsonArray areas = value.toArray();
    game.setState(m_state);
    for (qsizetype i = 0; i < areas.size(); ++i) {
        const QString entryPath = indexPath(path, i);
        const QJsonObject entry = areas.at(i).toObject();
        rejectUnknownKeys(entry, {QStringLiteral("area"), QStringLiteral("tile"), QStringLiteral("arrow")}, entryPath,
                          m_problems);
        const QJsonArray at = entry.value(QStringLiteral("area")).toArray();
        const auto arrow = readInteger(entry, QStringLiteral("arrow"), entryPath, m_problems, 0, 3);
        const auto id = readString(entry, QStringLiteral("tile"), entryPath, m_problems);
        if (at.size() != 2 || at.at(0).toInt(-1) < 0 || at.at(1).toInt(-1) < 0 || at.at(0).toInt() >= n
            || at.at(1).toInt() >= n) {
            m_problems.error(childPath(entryPath, QStringLiteral("area")),
                             Tr::tr("expected [row, column] of an area, each from 0 to %1").arg(n - 1));
            return false;
        }
        if (!arrow || !id)
            return false;
        const int area = BattleGame::areaAt(at.at(0).toInt(), at.at(1).toInt());
        if (!game.areaEmpty(area)) {
            m_problems.error(childPath(entryPath, QStringLiteral("area")), Tr::tr("that area holds a tile already"));
            return false;
        }
        int tile = m_rules->tileIndex(*id);
        if (*id == u"lighthouse" && !m_rules->oddBoard())
            tile = LighthouseTile;
        else if (*id == u"sea")
            tile = SeaTile;
        if (tile < 0) {
            m_problems.error(childPath(entryPath, QStringLiteral("tile")),
                             Tr::tr("expected a tile id of the ruleset, found \"%1\"").arg(*id));
            return false;
        }
        if (tile != SeaTile && !(game.allowedArrows(area) & (1 << *arrow))) {
            m_problems.error(childPath(entryPath, QStringLiteral("arrow")),
                             Tr::tr("the arrow must point toward the lighthouse as §1.4 allows"));
            return false;
        }
        const int slot = tile < MaxTileKinds ? tile : MaxTileKinds;
        if (tile != SeaTile && ++used[static_cast<std::size_t>(slot)]
                                   > (tile == LighthouseTile ? 1 : m_rules->tiles[static_cast<std::size_t>(tile)].copies)) {
            m_problems.error(childPath(entryPath, QStringLiteral("tile")),
                             Tr::tr("more copies of \"%1\" than the pile holds").arg(*id));
            return false;
        }
        game.placeTile(tile, area, int(*arrow), -1);
    }
    // The drawn tile of a pending placement is out of the pile and not yet on the board.
    m_drawnTile = drawnTile();
    if (m_drawnTile >= 0) {
        const int slot = m_drawnTile < MaxTileKinds ? m_drawnTile : MaxTileKinds;
        if (++used[static_cast<std::size_t>(slot)]
            > (m_drawnTile == LighthouseTile ? 1 : m_rules->tiles[static_cast<std::size_t>(m_drawnTile)].copies)) {
            m_problems.error(QStringLiteral("$.pending.tile"), Tr::tr("more copies of that tile than the pile holds"));
            return false;
        }
    }
    // The pile: as written (top last), or every tile not on the board, shuffled by the seed.
    BattleState &s = game.editState();
    if (m_position.contains(QStringLiteral("pile"))) {
        const QJsonArray pile = m_position.value(QStringLiteral("pile")).toArray();
        if (!m_position.value(QStringLiteral("pile")).isArray() || pile.size() > MaxPile) {
            m_problems.error(QStringLiteral("$.pile"), Tr::tr("expected an array of at most %1 tile ids").arg(MaxPile));
            return false;
        }
        s.pileCount = 0;
        for (qsizetype i = 0; i < pile.size(); ++i) {
            const QString id = pile.at(i).toString();
            int tile = m_rules->tileIndex(id);
            if (id == u"lighthouse" && !m_rules->oddBoard())
                tile = LighthouseTile;
            const int slot = tile < MaxTileKinds ? tile : MaxTileKinds;
            if (tile < 0 || ++used[static_cast<std::size_t>(slot)]
                                > (tile == LighthouseTile ? 1 : m_rules->tiles[static_cast<std::size_t>(tile)].copies)) {
                m_problems.error(indexPath(QStringLiteral("$.pile"), i),
                                 tile < 0 ? Tr::tr("expected a tile id of the ruleset, found \"%1\"").arg(id)
                                          : Tr::tr("more copies of \"%1\" than the ruleset has").arg(id));
                return false;
            }
            s.pile[s.pileCount++] = static_cast<std::uint8_t>(tile);
        }
    } else {
        // Every tile not on the board, in the order the seed shuffled the pile.
        std::array<std::uint8_t, MaxPile> original = m_state.pile;
        const int count = m_state.pileCount;
        std::array<int, MaxTileKinds + 1> skip = used;
        s.pileCount = 0;
        for (int i = 0; i < count; ++i) {
            const int tile = original[static_cast<std::size_t>(i)];
            const auto slot = static_cast<std::size_t>(tile < MaxTileKinds ? tile : MaxTileKinds);
            if (skip[slot] > 0) {
                --skip[slot];
                continue;
            }
            s.pile[s.pileCount++] = static_cast<std::uint8_t>(tile);
        }
    }
    m_state = s;
    return true;
}

bool BattlePositionReader::readStructures(BattleGame &game)
{
    const QString path = QStringLiteral("$.structures");
    const QJsonValue value = m_position.value(QStringLiteral("structures"));
    if (!value.isArray() || value.toArray().size() > MaxSpaces) {
        m_problems.error(path, Tr::tr("expected an array of structures"));
        return false;
    }
    // Written structures replace those of the set-up (the lighthouse square stays one).
    const int w = m_rules->width();
    for (int row = 0; row < w; ++row)
        for (int column = 0; column < w; ++column) {
            const auto at = static_cast<std::size_t>(BattleGame::spaceAt(row, column));
            if (m_state.structure[at] != StructureKind::Lighthouse)
                m_state.structure[at] = StructureKind::None;
            m_state.structureOwner[at] = NoSeat;
        }
    const QJsonArray list = value.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString entryPath = indexPath(path, i);
        const QJsonObject entry = list.at(i).toObject();
        rejectUnknownKeys(entry, {QStringLiteral("space"), QStringLiteral("kind"), QStringLiteral("owner")}, entryPath,
                          m_problems);
        const auto at = space(entry.value(QStringLiteral("space")), childPath(entryPath, QStringLiteral("space")));
        const auto kindText = readString(entry, QStringLiteral("kind"), entryPath, m_problems);
        if (!at || !kindText)
            return false;
        int kind = 0;
        for (int k = 1; k < 5; ++k)
            if (*kindText == QLatin1StringView(KindIds[k]))
                kind = k;
        int owner = NoSeat;
        if (!entry.value(QStringLiteral("owner")).isNull()) {
            const auto read = readInteger(entry, QStringLiteral("owner"), entryPath, m_problems, 0, m_state.seats - 1);
            if (!read)
                return false;
            owner = int(*read);
        }
        const Terrain terrain = m_state.terrainAt(*at);
        const bool fits = (kind == 1 || kind == 2) ? (terrain == Terrain::Lot || terrain == Terrain::Home)
                          : kind == 3            ? terrain == Terrain::Home && owner != NoSeat
                                                       && game.areaOf(*at) == game.corner(m_state.player(owner).colour)
                          : kind == 4            ? terrain == Terrain::Lighthouse
                                                 : false;
        if (kind == 0 || !fits || ((kind == 1 || kind == 2) && owner == NoSeat)) {
            m_problems.error(entryPath, Tr::tr("expected a city or factory on a lot, a base on its owner's H square or "
                                               "the lighthouse on X, each owned (the lighthouse may be unowned)"));
            return false;
        }
        m_state.structure[static_cast<std::size_t>(*at)] = static_cast<StructureKind>(kind);
        m_state.structureOwner[static_cast<std::size_t>(*at)] = static_cast<std::uint8_t>(owner);
        if (kind == 3)
            m_state.player(owner).baseSpace = static_cast<std::uint16_t>(*at);
    }
    for (int seat = 0; seat < m_state.seats; ++seat) {
        const SeatState &p = m_state.player(seat);
        const bool hasBase = m_state.structureAt(p.baseSpace) == StructureKind::Base && m_state.ownerAt(p.baseSpace) == seat;
        if (hasBase == (p.eliminated != 0)) {
            m_problems.error(path, Tr::tr("player %1 must have a home base exactly while not eliminated").arg(seat));
            return false;
        }
    }
    return true;
}

bool BattlePositionReader::readUnits(BattleGame &game)
{
    const QString path = QStringLiteral("$.units");
    const QJsonValue value = m_position.value(QStringLiteral("units"));
    if (!value.isArray() || value.toArray().size() > MaxUnits) {
        m_problems.error(path, Tr::tr("expected an array of at most %1 units").arg(MaxUnits));
        return false;
    }
    m_state.unitAt.fill(NoUnit);
    for (Unit &unit : m_state.units)
        unit = Unit{};
    std::array<int, MaxColours> basics{};
    std::array<int, MaxColours> elites{};
    const QJsonArray list = value.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString entryPath = indexPath(path, i);
        const QJsonObject entry = list.at(i).toObject();
        rejectUnknownKeys(entry, {QStringLiteral("space"), QStringLiteral("owner"), QStringLiteral("type"),
                                  QStringLiteral("size"), QStringLiteral("activated"), QStringLiteral("recruited"),
                                  QStringLiteral("locked"), QStringLiteral("stuck"), QStringLiteral("taking"),
                                  QStringLiteral("active")},
                          entryPath, m_problems);
        const auto at = space(entry.value(QStringLiteral("space")), childPath(entryPath, QStringLiteral("space")));
        const auto owner = readInteger(entry, QStringLiteral("owner"), entryPath, m_problems, 0, m_state.seats - 1);
        const auto type = readString(entry, QStringLiteral("type"), entryPath, m_problems);
        const auto size = readInteger(entry, QStringLiteral("size"), entryPath, m_problems, 1, m_rules->maxStack);
        if (!at || !owner || !type || !size)
            return false;
        const bool elite = *type == u"elite";
        if ((!elite && *type != u"basic") || (elite && *size != 1)) {
            m_problems.error(childPath(entryPath, QStringLiteral("type")),
                             Tr::tr("expected \"basic\" (size 1 to %1) or \"elite\" (size 1)").arg(m_rules->maxStack));
            return false;
        }
        Unit unit;
        unit.space = static_cast<std::int16_t>(*at);
        unit.owner = static_cast<std::uint8_t>(*owner);
        unit.type = elite ? UnitType::Elite : UnitType::Basic;
        unit.size = static_cast<std::uint8_t>(*size);
        const std::pair<std::uint8_t, const char *> flags[] = {{UnitFlag::Activated, "activated"},
                                                               {UnitFlag::Recruited, "recruited"},
                                                               {UnitFlag::Locked, "locked"},
                                                               {UnitFlag::Stuck, "stuck"},
                                                               {UnitFlag::Taking, "taking"}};
        for (const auto &[flag, key] : flags)
            if (entry.value(QString::fromLatin1(key)).toBool())
                unit.flags |= flag;
        if (!game.canEnter(unit, m_state.terrainAt(*at)) || m_state.player(*owner).eliminated) {
            m_problems.error(entryPath, Tr::tr("a unit must stand on a revealed space it may enter, and belong to a "
                                               "player still in the game"));
            return false;
        }
        const bool active = entry.value(QStringLiteral("active")).toBool();
        const int there = m_state.unitOn(*at);
        // Only the unit acting (in transit) may share a space, and only with a friend.
        const bool sharing = there != NoUnit && (active || int(there) == m_activeUnit)
                             && m_state.unit(there).owner == unit.owner && (!active || m_activeUnit < 0);
        if (there != NoUnit && !sharing) {
            m_problems.error(childPath(entryPath, QStringLiteral("space")), Tr::tr("another unit stands there already"));
            return false;
        }
        if (active)
            m_activeUnit = int(i);
        m_state.units[static_cast<std::size_t>(i)] = unit;
        if (!active || there == NoUnit)
            m_state.unitAt[static_cast<std::size_t>(*at)] = static_cast<std::uint8_t>(i);
        (elite ? elites : basics)[*owner] += unit.size;
    }
    for (int seat = 0; seat < m_state.seats; ++seat) {
        const SeatState &p = m_state.player(seat);
        if (!p.eliminated && (basics[static_cast<std::size_t>(seat)] + p.supplyBasic > m_rules->supplyBasic
                              || elites[static_cast<std::size_t>(seat)] + p.supplyElite > m_rules->supplyElite)) {
            m_problems.error(path, Tr::tr("player %1 has more figures on the board and in supply than the ruleset "
                                          "gives a colour (%2 basic and %3 elite figures in all)")
                                       .arg(seat)
                                       .arg(basics[static_cast<std::size_t>(seat)] + p.supplyBasic)
                                       .arg(elites[static_cast<std::size_t>(seat)] + p.supplyElite));
            return false;
        }
    }
    return true;
}

bool BattlePositionReader::readSeats()
{
    const QString path = QStringLiteral("$.seats");
    const QJsonValue value = m_position.value(QStringLiteral("seats"));
    if (!value.isArray() || value.toArray().size() != m_state.seats) {
        m_problems.error(path, Tr::tr("expected an array of %1 players").arg(m_state.seats));
        return false;
    }
    for (int seat = 0; seat < m_state.seats; ++seat) {
        const QString entryPath = indexPath(path, seat);
        const QJsonObject entry = value.toArray().at(seat).toObject();
        rejectUnknownKeys(entry, {QStringLiteral("coins"), QStringLiteral("supplyBasic"), QStringLiteral("supplyElite"),
                                  QStringLiteral("supplyTokens"), QStringLiteral("eliminated")},
                          entryPath, m_problems);
        const auto coins = readInteger(entry, QStringLiteral("coins"), entryPath, m_problems, 0, 1000000);
        const auto basic = readInteger(entry, QStringLiteral("supplyBasic"), entryPath, m_problems, 0, m_rules->supplyBasic);
        const auto elite = readInteger(entry, QStringLiteral("supplyElite"), entryPath, m_problems, 0, m_rules->supplyElite);
        const auto tokens = readInteger(entry, QStringLiteral("supplyTokens"), entryPath, m_problems, 0, m_rules->supplyTokens);
        const auto eliminated = readBool(entry, QStringLiteral("eliminated"), entryPath, m_problems);
        if (!coins || !basic || !elite || !tokens || !eliminated)
            return false;
        SeatState &p = m_state.player(seat);
        p.coins = std::int32_t(*coins);
        p.supplyBasic = static_cast<std::uint8_t>(*basic);
        p.supplyElite = static_cast<std::uint8_t>(*elite);
        p.supplyTokens = static_cast<std::uint8_t>(*tokens);
        p.eliminated = *eliminated ? 1 : 0;
    }
    int left = 0;
    for (int seat = 0; seat < m_state.seats; ++seat)
        left += m_state.player(seat).eliminated ? 0 : 1;
    if (left == 0) {
        m_problems.error(path, Tr::tr("every player is eliminated; at least one must be left"));
        return false;
    }
    return true;
}

bool BattlePositionReader::readActiveUnit(const QJsonObject &pending, int seat)
{
    const QString path = QStringLiteral("$.pending");
    const auto at = space(pending.value(QStringLiteral("unit")), childPath(path, QStringLiteral("unit")));
    const auto points = readInteger(pending, QStringLiteral("movePoints"), path, m_problems, 0,
                                    std::max(m_rules->basicMovePoints, m_rules->eliteMovePoints));
    if (!at || !points)
        return false;
    const int unit = m_activeUnit >= 0 ? m_activeUnit : m_state.unitOn(*at);
    if (unit == NoUnit || m_state.unit(unit).space != *at || m_state.unit(unit).owner != seat
        || !m_state.unit(unit).has(UnitFlag::Activated)) {
        m_problems.error(childPath(path, QStringLiteral("unit")),
                         Tr::tr("expected the space of an activated unit of the player to move"));
        return false;
    }
    m_state.activeUnit = static_cast<std::uint8_t>(unit);
    m_state.movePoints = static_cast<std::uint8_t>(*points);
    return true;
}

bool BattlePositionReader::readPlacement(BattleGame &game, const QJsonObject &pending, DecisionKind kind, int seat)
{
    const QString path = QStringLiteral("$.pending");
    const auto context = readString(pending, QStringLiteral("context"), path, m_problems);
    if (!context)
        return false;
    int placeContext = -1;
    for (int c = 0; c < 3; ++c)
        if (*context == QLatin1StringView(ContextIds[c]))
            placeContext = c;
    if (placeContext < 0 || (kind == DecisionKind::PlaceTile && placeContext == int(PlaceContext::Explore))) {
        m_problems.error(childPath(path, QStringLiteral("context")),
                         kind == DecisionKind::PlaceTile
                             ? Tr::tr("expected \"lighthouse\" or \"stall\": an explored tile has its area already")
                             : Tr::tr("expected \"explore\", \"lighthouse\" or \"stall\""));
        return false;
    }
    if (m_drawnTile < 0) {
        m_problems.error(childPath(path, QStringLiteral("tile")), Tr::tr("expected the id of the drawn tile"));
        return false;
    }
    const auto where = static_cast<PlaceContext>(placeContext);
    // Who places it: the explorer or the stalled player is the one whose turn it is; the
    // lighthouse's owner places its tile.
    int lighthouseOwner = -1;
    for (int at = 0; at < MaxSpaces && lighthouseOwner < 0; ++at)
        if (m_state.structureAt(at) == StructureKind::Lighthouse && m_state.ownerAt(at) != NoSeat)
            lighthouseOwner = m_state.ownerAt(at);
    if ((where == PlaceContext::Lighthouse && seat != lighthouseOwner)
        || (where != PlaceContext::Lighthouse && seat != m_state.active)) {
        m_problems.error(childPath(path, QStringLiteral("seat")),
                         where == PlaceContext::Lighthouse ? Tr::tr("expected the lighthouse's owner")
                                                           : Tr::tr("expected the player whose turn it is"));
        return false;
    }
    m_state.drawnTile = static_cast<std::uint8_t>(m_drawnTile);
    m_state.placeContext = where;
    m_state.placer = static_cast<std::uint8_t>(seat);
    m_state.drawnArea = 0xFF;
    if (where == PlaceContext::Explore && !readActiveUnit(pending, seat))
        return false;
    if (kind == DecisionKind::Orient) {
        const QJsonArray at = pending.value(QStringLiteral("area")).toArray();
        const int n = m_rules->boardSize;
        const int r = at.size() == 2 ? at.at(0).toInt(-1) : -1;
        const int c = at.size() == 2 ? at.at(1).toInt(-1) : -1;
        const int area = BattleGame::areaAt(r, c);
        if (r < 0 || c < 0 || r >= n || c >= n || !game.areaEmpty(area)
            || std::popcount(unsigned(game.allowedArrows(area))) < 2 || m_drawnTile == LighthouseTile) {
            m_problems.error(childPath(path, QStringLiteral("area")),
                             Tr::tr("expected [row, column] of an empty area where the drawn tile may point two "
                                    "ways (the lighthouse tile is never turned)"));
            return false;
        }
        if (where == PlaceContext::Explore) {
            // The space the unit tried to enter: in that area, next to the unit.
            const auto target = space(pending.value(QStringLiteral("target")), childPath(path, QStringLiteral("target")));
            if (!target)
                return false;
            const int from = m_state.unit(m_state.activeUnit).space;
            const int distance = std::abs(BattleGame::spaceRow(from) - BattleGame::spaceRow(*target))
                                 + std::abs(BattleGame::spaceColumn(from) - BattleGame::spaceColumn(*target));
            if (game.areaOf(*target) != area || distance != 1) {
                m_problems.error(childPath(path, QStringLiteral("target")),
                                 Tr::tr("expected a space of that area next to the moving unit"));
                return false;
            }
            m_state.exploreTarget = static_cast<std::int16_t>(*target);
        }
        m_state.drawnArea = static_cast<std::uint8_t>(area);
    }
    return true;
}

bool BattlePositionReader::readCombat(BattleGame &game, const QJsonObject &pending, int seat)
{
    const QString path = QStringLiteral("$.pending.combat");
    const QJsonObject object = pending.value(QStringLiteral("combat")).toObject();
    rejectUnknownKeys(object, {QStringLiteral("attacker"), QStringLiteral("defender"), QStringLiteral("attackerDice"),
                               QStringLiteral("defenderDice"), QStringLiteral("attackerReroll")},
                      path, m_problems);
    const auto attacker = space(object.value(QStringLiteral("attacker")), childPath(path, QStringLiteral("attacker")));
    const auto defender = space(object.value(QStringLiteral("defender")), childPath(path, QStringLiteral("defender")));
    if (!attacker || !defender)
        return false;
    const int attackerUnit = m_state.unitOn(*attacker);
    const int defenderUnit = m_state.unitOn(*defender);
    if (attackerUnit == NoUnit || defenderUnit == NoUnit || m_state.unit(attackerUnit).owner != m_state.active
        || m_state.unit(defenderUnit).owner == m_state.active) {
        m_problems.error(path, Tr::tr("expected the attacker on a unit of the player whose turn it is and the "
                                      "defender on another player's unit"));
        return false;
    }
    Combat &combat = m_state.combat;
    combat = Combat{};
    combat.attacker = static_cast<std::int16_t>(*attacker);
    combat.defender = static_cast<std::int16_t>(*defender);
    combat.attackerSeat = m_state.unit(attackerUnit).owner;
    combat.defenderSeat = m_state.unit(defenderUnit).owner;
    combat.result = 3;
    const int dice = m_rules->combatDice;
    const std::pair<const char *, std::array<std::uint8_t, MaxDice> *> rolls[] = {
        {"attackerDice", &combat.attackerDice}, {"defenderDice", &combat.defenderDice}};
    for (const auto &[key, values] : rolls) {
        const QJsonArray list = object.value(QString::fromLatin1(key)).toArray();
        bool fine = list.size() == dice;
        for (qsizetype d = 0; fine && d < list.size(); ++d) {
            const int face = list.at(d).toInt(0);
            fine = list.at(d).isDouble() && face >= 1 && face <= 6 && list.at(d).toDouble() == face;
            (*values)[static_cast<std::size_t>(d)] = static_cast<std::uint8_t>(face);
        }
        if (!fine) {
            m_problems.error(childPath(path, QString::fromLatin1(key)),
                             Tr::tr("expected %n dice, each from 1 to 6", nullptr, dice));
            return false;
        }
    }
    const int attackerRerolls = game.rerollsOf(m_state.unit(attackerUnit));
    const int defenderRerolls = game.rerollsOf(m_state.unit(defenderUnit));
    if (object.contains(QStringLiteral("attackerReroll"))) {
        const auto chosen = readInteger(object, QStringLiteral("attackerReroll"), path, m_problems, 0, attackerRerolls);
        if (!chosen)
            return false;
        combat.attackerReroll = static_cast<std::uint8_t>(*chosen);
    } else {
        combat.attackerReroll = 0xFF;
    }
    // The attacker answers first, when its stack may re-roll; then the defender.
    const bool attackerDecides = combat.attackerReroll == 0xFF;
    if ((attackerDecides && (attackerRerolls == 0 || seat != combat.attackerSeat))
        || (!attackerDecides && (defenderRerolls == 0 || seat != combat.defenderSeat))) {
        m_problems.error(childPath(QStringLiteral("$.pending"), QStringLiteral("seat")),
                         Tr::tr("expected the attacker (before its choice) or the defender (after it), with a stack "
                                "that may re-roll"));
        return false;
    }
    m_state.activeUnit = NoUnit;
    m_state.movePoints = 0;
    return true;
}

bool BattlePositionReader::readPending(BattleGame &game)
{
    const QString path = QStringLiteral("$.pending");
    const QJsonObject pending = m_position.value(QStringLiteral("pending")).toObject();
    rejectUnknownKeys(pending, {QStringLiteral("decision"), QStringLiteral("seat"), QStringLiteral("unit"),
                                QStringLiteral("movePoints"), QStringLiteral("tile"), QStringLiteral("context"),
                                QStringLiteral("area"), QStringLiteral("target"), QStringLiteral("space"),
                                QStringLiteral("setupToken"), QStringLiteral("combat")},
                      path, m_problems);
    const auto decision = readString(pending, QStringLiteral("decision"), path, m_problems);
    const auto seat = readInteger(pending, QStringLiteral("seat"), path, m_problems, 0, m_state.seats - 1);
    if (!decision || !seat)
        return false;
    int kind = -1;
    for (int k = 0; k < DecisionKindCount; ++k)
        if (*decision == decisionId(static_cast<DecisionKind>(k)))
            kind = k;
    if (kind < 0) {
        m_problems.error(childPath(path, QStringLiteral("decision")),
                         Tr::tr("expected \"main\", \"act\", \"orient\", \"place-tile\", \"token-side\" or "
                                "\"reroll\", or no \"pending\" at the start of a turn"));
        return false;
    }
    const auto pendingKind = static_cast<DecisionKind>(kind);
    if (m_state.player(int(*seat)).eliminated) {
        m_problems.error(childPath(path, QStringLiteral("seat")), Tr::tr("an eliminated player has no decisions"));
        return false;
    }
    if ((pendingKind == DecisionKind::Main || pendingKind == DecisionKind::Act
         || (pendingKind == DecisionKind::TokenSide && m_state.round > 0))
        && *seat != m_state.active) {
        m_problems.error(childPath(path, QStringLiteral("seat")), Tr::tr("expected the player whose turn it is"));
        return false;
    }
    if (m_state.round == 0 && pendingKind != DecisionKind::TokenSide) {
        m_problems.error(QStringLiteral("$.round"), Tr::tr("round 0 is the set-up: only a start token's side is decided"));
        return false;
    }
    m_state.stage = Stage::Decide;
    m_state.decider = static_cast<std::uint8_t>(*seat);
    m_state.pending = pendingKind;
    switch (pendingKind) {
    case DecisionKind::Main: break;
    case DecisionKind::Act:
        if (!readActiveUnit(pending, int(*seat)))
            return false;
        break;
    case DecisionKind::Orient:
    case DecisionKind::PlaceTile:
        if (!readPlacement(game, pending, pendingKind, int(*seat)))
            return false;
        break;
    case DecisionKind::TokenSide: {
        // A structure just taken (or, in the set-up, a start token): the player's own city
        // or factory, whose side they now choose.
        const auto at = space(pending.value(QStringLiteral("space")), childPath(path, QStringLiteral("space")));
        if (!at)
            return false;
        const StructureKind structure = m_state.structureAt(*at);
        if ((structure != StructureKind::City && structure != StructureKind::Factory) || m_state.ownerAt(*at) != *seat) {
            m_problems.error(childPath(path, QStringLiteral("space")),
                             Tr::tr("expected a city or factory of the player deciding"));
            return false;
        }
        const bool setup = m_state.round == 0;
        if (setup != pending.contains(QStringLiteral("setupToken"))) {
            m_problems.error(childPath(path, QStringLiteral("setupToken")),
                             Tr::tr("expected the start token's number exactly in the set-up (round 0)"));
            return false;
        }
        if (setup) {
            const auto token = readInteger(pending, QStringLiteral("setupToken"), path, m_problems, 0, 4 * MaxColours);
            if (!token)
                return false;
            m_state.setupSides = static_cast<std::uint8_t>(*token);
        }
        m_state.sideSpace = static_cast<std::int16_t>(*at);
        break;
    }
    case DecisionKind::Reroll:
        if (!readCombat(game, pending, int(*seat)))
            return false;
        break;
    case DecisionKind::Count: break;
    }
    BattleGame probe(game);
    probe.setState(m_state);
    auto legal = std::make_unique<ActionList>();
    probe.legalActions(*legal);
    const bool any = !legal->isEmpty();
    if (!any) {
        m_problems.error(path, Tr::tr("this decision has no choice in this position"));
        return false;
    }
    return true;
}

std::unique_ptr<Game> BattlePositionReader::read(const BattleModule &module, const Ruleset &ruleset)
{
    const QString root = QStringLiteral("$");
    if (checkFormatHeader(m_position, PositionFormatName, 1, m_problems) == 0)
        return nullptr;
    rejectUnknownKeys(m_position,
                      {QStringLiteral("format"), QStringLiteral("formatVersion"), QStringLiteral("game"),
                       QStringLiteral("variant"), QStringLiteral("seed"), QStringLiteral("ruleset"),
                       QStringLiteral("colours"), QStringLiteral("round"), QStringLiteral("turns"),
                       QStringLiteral("firstSeat"), QStringLiteral("active"), QStringLiteral("countdownPending"),
                       QStringLiteral("countdownRound"), QStringLiteral("countdownStart"), QStringLiteral("quietTurns"),
                       QStringLiteral("tilePlaced"), QStringLiteral("activationsUsed"), QStringLiteral("over"),
                       QStringLiteral("areas"), QStringLiteral("pile"), QStringLiteral("structures"),
                       QStringLiteral("units"), QStringLiteral("seats"), QStringLiteral("pending")},
                      root, m_problems);
    const auto variant = readString(m_position, QStringLiteral("variant"), root, m_problems);
    if (!variant)
        return nullptr;
    std::uint64_t seed = 0;
    if (m_position.contains(QStringLiteral("seed"))) {
        const auto read = seedFromJson(m_position.value(QStringLiteral("seed")), QStringLiteral("$.seed"), m_problems);
        if (!read)
            return nullptr;
        seed = *read;
    }
    auto created = module.newGame(ruleset, *variant, seed, m_problems);
    if (!created)
        return nullptr;
    auto *game = static_cast<BattleGame *>(created.get());
    m_rules = &game->rules();
    m_state = game->state();
    // The colours in play (three players: which corner is unused) decide the start tiles.
    if (m_position.contains(QStringLiteral("colours"))) {
        const QJsonArray colours = m_position.value(QStringLiteral("colours")).toArray();
        QStringList expected;
        for (int seat = 0; seat < m_state.seats; ++seat)
            expected.append(colourId(m_state.player(seat).colour));
        QStringList found;
        for (const QJsonValue &colour : colours)
            found.append(colour.toString());
        if (found != expected) {
            m_problems.error(QStringLiteral("$.colours"),
                             Tr::tr("expected the colours the seed gives, %1").arg(expected.join(QStringLiteral(", "))));
            return nullptr;
        }
    }
    // Round 0 (with no turn begun) is the set-up, read only at a start token's side.
    const auto round = integer("round", 0, 60000);
    const auto turns = integer("turns", 0, 1000000);
    const auto first = integer("firstSeat", 0, m_state.seats - 1);
    const auto active = integer("active", 0, m_state.seats - 1);
    const auto used = integer("activationsUsed", 0, m_rules->activationsPerTurn);
    const auto quiet = integer("quietTurns", 0, 255);
    const auto countdown = integer("countdownRound", 0, m_rules->countdownRounds);
    const auto start = integer("countdownStart", 0, m_state.seats - 1);
    const auto pendingCountdown = readBool(m_position, QStringLiteral("countdownPending"), root, m_problems);
    const auto placed = readBool(m_position, QStringLiteral("tilePlaced"), root, m_problems);
    const auto over = m_position.contains(QStringLiteral("over"))
                          ? readBool(m_position, QStringLiteral("over"), root, m_problems)
                          : std::optional<bool>(false);
    if (!round || !turns || !first || !active || !used || !quiet || !countdown || !start || !pendingCountdown
        || !placed || !over)
        return nullptr;
    m_state.stage = Stage::TurnStart;
    m_state.round = static_cast<std::uint16_t>(*round);
    m_state.turns = std::uint32_t(*turns);
    m_state.firstSeat = static_cast<std::uint8_t>(*first);
    m_state.active = static_cast<std::uint8_t>(*active);
    m_state.activationsUsed = static_cast<std::uint8_t>(*used);
    m_state.quietTurns = static_cast<std::uint8_t>(*quiet);
    m_state.countdownRound = static_cast<std::uint8_t>(*countdown);
    m_state.countdownStart = static_cast<std::uint8_t>(*start);
    m_state.countdownPending = *pendingCountdown ? 1 : 0;
    m_state.tilePlaced = *placed ? 1 : 0;
    m_state.phase = *countdown > 0 ? Phase::Countdown : Phase::Exploration;
    if ((*round == 0) != (*turns == 0)
        || (*round == 0
            && m_position.value(QStringLiteral("pending")).toObject().value(QStringLiteral("decision")).toString()
                   != u"token-side")) {
        m_problems.error(QStringLiteral("$.round"), Tr::tr("round 0 and turn 0 are the set-up, read only at a start "
                                                           "token's side (a \"token-side\" decision)"));
        return nullptr;
    }
    m_state.combat = Combat{};
    m_state.activeUnit = NoUnit;
    m_state.movePoints = 0;
    m_state.decider = NoSeat;
    m_state.drawnTile = NoTile;
    m_state.drawnArea = 0xFF;
    m_state.placer = NoSeat;
    m_state.placeContext = PlaceContext::Explore;
    m_state.exploreTarget = -1;
    m_state.sideSpace = -1;
    // The board as set up, without the explored tiles and the pile.
    const int n = m_rules->boardSize;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            const auto area = static_cast<std::size_t>(BattleGame::areaAt(r, c));
            const int tile = m_state.areaTile[area];
            if (tile == StartTile || (tile == LighthouseTile && m_rules->oddBoard()))
                continue;
            m_state.areaTile[area] = NoTile;
            m_state.areaArrow[area] = 0;
            const int k = m_rules->tileSize;
            for (int y = 0; y < k; ++y)
                for (int x = 0; x < k; ++x) {
                    const auto at = static_cast<std::size_t>(BattleGame::spaceAt(r * k + y, c * k + x));
                    m_state.terrain[at] = Terrain::Fog;
                    m_state.structure[at] = StructureKind::None;
                }
        }
    if (!readSeats() || !readAreas(*game) || !readStructures(*game) || !readUnits(*game))
        return nullptr;
    if (game->emptyAreas() > 0 && m_state.phase == Phase::Countdown) {
        m_problems.error(QStringLiteral("$.countdownRound"), Tr::tr("the countdown starts only once the board is full"));
        return nullptr;
    }
    if (m_state.player(m_state.active).eliminated) {
        m_problems.error(QStringLiteral("$.active"), Tr::tr("an eliminated player has no turns"));
        return nullptr;
    }
    if (*over) {
        game->setState(m_state);
        game->endGame(game->activeSeats() == 1 ? EndReason::Elimination : EndReason::Points);
        return created;
    }
    if (m_position.contains(QStringLiteral("pending")) && !readPending(*game))
        return nullptr;
    if (m_state.stage == Stage::TurnStart)
        --m_state.turns; // beginning the turn counts it again
    game->setState(m_state);
    game->continuePlay();
    return created;
}

std::unique_ptr<Game> BattleModule::loadPosition(const QJsonObject &position, const Ruleset &ruleset,
                                                 Problems &problems) const
{
    // Collected apart, so that any problem found (an unknown key too) refuses the file.
    Problems found(problems.file());
    BattlePositionReader reader(position, found);
    auto game = reader.read(*this, ruleset);
    problems.addNested(found, QStringLiteral("$"));
    if (found.hasErrors())
        return nullptr;
    return game;
}

} // namespace isle::battleisland
