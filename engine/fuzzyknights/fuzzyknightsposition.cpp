// Position files: the whole state in JSON (docs/games/fuzzyknights.md, "Positions") and its
// loader, which reports every problem with its JSON path.
#include "fuzzyknightsgame.h"
#include "fuzzyknightsmodule.h"

#include "core/gamerecord.h"
#include "core/jsonfile.h"
#include "core/position.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace isle::fuzzyknights {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::fuzzyknights::FuzzyPosition)
};

constexpr std::uint64_t GameStream = 0x467a4b6eULL; // as fuzzyknightsgame.cpp
const char *const StageIds[] = {"setup", "daybreak", "turn-start", "turn", "decide", "over"};
const char *const StepIds[] = {"income", "upkeep", "build", "recruit", "tokens", "done"};
const char *const EndIds[] = {"none", "conquest", "day-limit", "alliance"};
const char *const TypeIds[] = {"mainHand", "offHand", "amulet"};

QJsonArray tileJson(int tile)
{
    return {FuzzyGame::tileX(tile), FuzzyGame::tileY(tile)};
}

QJsonObject itemJson(std::uint8_t item, bool equipped)
{
    QJsonObject object{{QStringLiteral("type"), QString::fromLatin1(TypeIds[int(itemType(item)) % 3])},
                       {QStringLiteral("rarity"), itemRarity(item)}};
    if (equipped)
        object.insert(QStringLiteral("equipped"), true);
    return object;
}

QJsonArray squadsJson(const std::array<Squad, MaxSquads> &squads)
{
    QJsonArray array;
    for (const Squad &squad : squads)
        array.append(QJsonArray{int(squad.kind), squad.hero == NoHero ? -1 : squad.hero, squad.units, squad.alive});
    return array;
}
} // namespace

QJsonObject FuzzyGame::positionJson() const
{
    const FuzzyState &s = m_state;
    QJsonArray seats;
    for (int seat = 0; seat < s.seats; ++seat)
        seats.append(QJsonObject{{QStringLiteral("coins"), s.player(seat).coins},
                                 {QStringLiteral("eliminated"), s.player(seat).eliminated != 0},
                                 {QStringLiteral("homeless"), s.player(seat).homeless},
                                 {QStringLiteral("alliance"), s.player(seat).alliance}});
    QJsonArray heroes;
    for (int index = 0; index < MaxHeroes; ++index) {
        const Hero &hero = s.hero(index);
        if (!hero.alive())
            continue;
        QJsonArray items;
        for (int i = 0; i < MaxItems; ++i)
            items.append(hero.items[static_cast<std::size_t>(i)]
                             ? QJsonValue(itemJson(hero.items[static_cast<std::size_t>(i)], hero.equipped & (1U << i)))
                             : QJsonValue());
        heroes.append(QJsonObject{{QStringLiteral("index"), index},
                                  {QStringLiteral("tile"), tileJson(hero.tile)},
                                  {QStringLiteral("mercenaries"), hero.mercs},
                                  {QStringLiteral("moves"), hero.moves},
                                  {QStringLiteral("flags"), hero.flags},
                                  {QStringLiteral("items"), items}});
    }
    QJsonArray settlements;
    for (int index = 0; index < MaxSeats; ++index) {
        const Settlement &settlement = s.settlement(index);
        if (settlement.tile < 0)
            continue;
        QJsonArray armory;
        for (const std::uint8_t item : settlement.armory)
            armory.append(item ? QJsonValue(itemJson(item, false)) : QJsonValue());
        settlements.append(QJsonObject{{QStringLiteral("index"), index},
                                       {QStringLiteral("tile"), tileJson(settlement.tile)},
                                       {QStringLiteral("owner"), settlement.owner},
                                       {QStringLiteral("tier"), settlement.tier},
                                       {QStringLiteral("ramparts"), settlement.ramparts},
                                       {QStringLiteral("camp"), settlement.camp != 0},
                                       {QStringLiteral("builtToday"), settlement.builtToday != 0},
                                       {QStringLiteral("besieged"), settlement.besieged != 0},
                                       {QStringLiteral("pool"), settlement.pool},
                                       {QStringLiteral("purse"), settlement.purse},
                                       {QStringLiteral("armory"), armory}});
    }
    QJsonArray tiles;
    QJsonArray mines;
    for (int y = 0; y < m_rules->height; ++y) {
        for (int x = 0; x < m_rules->width; ++x) {
            const int tile = tileAt(x, y);
            if (s.monstersAt(tile) || s.itemsAt(tile) || s.resourcesAt(tile))
                tiles.append(QJsonObject{{QStringLiteral("tile"), tileJson(tile)},
                                         {QStringLiteral("monsters"), s.monstersAt(tile)},
                                         {QStringLiteral("items"), s.itemsAt(tile)},
                                         {QStringLiteral("resources"), s.resourcesAt(tile)}});
            if (s.mineAt(tile) != NoMine)
                mines.append(QJsonObject{{QStringLiteral("tile"), tileJson(tile)},
                                         {QStringLiteral("owner"), s.mineAt(tile) == NeutralMine
                                                                       ? QJsonValue()
                                                                       : QJsonValue(s.mineAt(tile) - MineOwned)}});
        }
    }
    QJsonObject position{{QStringLiteral("format"), PositionFormatName},
                         {QStringLiteral("formatVersion"), 1},
                         {QStringLiteral("game"), module().id()},
                         {QStringLiteral("variant"), variant()},
                         {QStringLiteral("seed"), seedToString(m_seed)},
                         {QStringLiteral("decisions"), int(s.decisions)},
                         {QStringLiteral("day"), s.day},
                         {QStringLiteral("anchor"), s.anchor},
                         {QStringLiteral("active"), s.active},
                         {QStringLiteral("stage"), QString::fromLatin1(StageIds[int(s.stage)])},
                         {QStringLiteral("step"), QString::fromLatin1(StepIds[int(s.step)])},
                         {QStringLiteral("cursor"), s.cursor},
                         {QStringLiteral("settlementCursor"), s.settlementCursor},
                         {QStringLiteral("tokenKind"), s.tokenKind},
                         {QStringLiteral("winnerMask"), s.winnerMask},
                         {QStringLiteral("endReason"), QString::fromLatin1(EndIds[int(s.endReason)])},
                         {QStringLiteral("moverHero"), s.moverHero == NoHero ? -1 : s.moverHero},
                         {QStringLiteral("afterBattle"), s.afterBattle != 0},
                         {QStringLiteral("turnsPlayed"), s.turnsPlayed},
                         {QStringLiteral("proposed"), s.proposed},
                         {QStringLiteral("freeMoves"), s.freeMoves},
                         {QStringLiteral("seats"), seats},
                         {QStringLiteral("heroes"), heroes},
                         {QStringLiteral("settlements"), settlements},
                         {QStringLiteral("tiles"), tiles},
                         {QStringLiteral("mines"), mines},
                         {QStringLiteral("ruleset"), m_ruleset->toJson()}};
    if (s.stage == Stage::Decide)
        position.insert(QStringLiteral("pending"), QJsonObject{{QStringLiteral("decision"), decisionId(s.pending)},
                                                               {QStringLiteral("seat"), s.decider}});
    if (s.encounter.hero != NoHero)
        position.insert(QStringLiteral("encounter"),
                        QJsonObject{{QStringLiteral("hero"), s.encounter.hero},
                                    {QStringLiteral("defect"), s.encounter.defect},
                                    {QStringLiteral("bribe"), s.encounter.bribe},
                                    {QStringLiteral("fight"), s.encounter.fight},
                                    {QStringLiteral("tokens"), s.encounter.tokens}});
    if (s.battle.kind != BattleKind::None) {
        const Battle &b = s.battle;
        position.insert(QStringLiteral("battle"),
                        QJsonObject{{QStringLiteral("kind"), int(b.kind)},
                                    {QStringLiteral("attackerSeat"), b.attackerSeat},
                                    {QStringLiteral("defenderSeat"), b.defenderSeat == NoSeat ? -1 : b.defenderSeat},
                                    {QStringLiteral("hero"), b.hero},
                                    {QStringLiteral("tile"), tileJson(b.tile)},
                                    {QStringLiteral("sorting"), b.sorting},
                                    {QStringLiteral("chosen"), b.chosen},
                                    {QStringLiteral("toSort"), b.toSort},
                                    {QStringLiteral("foes"), b.foes},
                                    {QStringLiteral("settlement"), b.settlement == NoSettlement ? -1 : b.settlement},
                                    {QStringLiteral("mineOwnerBefore"), b.mineOwnerBefore},
                                    {QStringLiteral("tokens"), b.tokens},
                                    {QStringLiteral("exchanges"), b.exchanges},
                                    {QStringLiteral("attackers"), squadsJson(b.attackers)},
                                    {QStringLiteral("defenders"), squadsJson(b.defenders)}});
    }
    return position;
}

// Builds a FuzzyGame's state from a position object; a friend of FuzzyGame.
class FuzzyPositionReader
{
public:
    FuzzyPositionReader(const QJsonObject &position, Problems &problems)
        : m_position(position)
        , m_problems(problems)
    {
    }

    std::unique_ptr<Game> read(const FuzzyModule &module, const Ruleset &ruleset)
    {
        const QJsonObject &p = m_position;
        if (checkFormatHeader(p, PositionFormatName, 1, m_problems) == 0)
            return nullptr;
        rejectUnknownKeys(p,
                          {QStringLiteral("format"), QStringLiteral("formatVersion"), QStringLiteral("game"),
                           QStringLiteral("variant"), QStringLiteral("seed"), QStringLiteral("decisions"),
                           QStringLiteral("day"), QStringLiteral("anchor"), QStringLiteral("active"),
                           QStringLiteral("stage"), QStringLiteral("step"), QStringLiteral("cursor"),
                           QStringLiteral("settlementCursor"), QStringLiteral("tokenKind"),
                           QStringLiteral("winnerMask"), QStringLiteral("endReason"), QStringLiteral("moverHero"),
                           QStringLiteral("afterBattle"), QStringLiteral("turnsPlayed"), QStringLiteral("proposed"),
                           QStringLiteral("freeMoves"),
                           QStringLiteral("seats"),
                           QStringLiteral("heroes"), QStringLiteral("settlements"), QStringLiteral("tiles"),
                           QStringLiteral("mines"), QStringLiteral("ruleset"), QStringLiteral("pending"),
                           QStringLiteral("encounter"), QStringLiteral("battle")},
                          QStringLiteral("$"), m_problems);
        const auto variant = readString(p, QStringLiteral("variant"), QStringLiteral("$"), m_problems);
        const auto seed = seedFromJson(p.value(QStringLiteral("seed")), QStringLiteral("$.seed"), m_problems);
        if (!variant || !seed)
            return nullptr;
        Problems rulesProblems(m_problems.file());
        auto game = module.newGame(ruleset, *variant, *seed, rulesProblems);
        if (!game) {
            m_problems.addNested(rulesProblems, QStringLiteral("$"));
            return nullptr;
        }
        auto *fuzzy = static_cast<FuzzyGame *>(game.get());
        m_rules = &fuzzy->rules();
        FuzzyState s;
        std::memset(static_cast<void *>(&s), 0, sizeof s);
        s = FuzzyState();
        s.seats = static_cast<std::uint8_t>(module.seatCount(*variant));
        s.rng = Rng(*seed, GameStream);
        s.settlementAt.fill(NoSettlement);
        m_seats = s.seats;
        const QString root = QStringLiteral("$");
        s.decisions = std::uint32_t(number(p, "decisions", root, 0, 100000000));
        s.day = static_cast<std::uint16_t>(number(p, "day", root, 0, 1000));
        s.anchor = static_cast<std::uint8_t>(number(p, "anchor", root, 0, m_seats - 1));
        s.active = static_cast<std::uint8_t>(number(p, "active", root, 0, m_seats - 1));
        s.stage = static_cast<Stage>(word(p, "stage", root, StageIds, int(std::size(StageIds))));
        s.step = static_cast<DaybreakStep>(word(p, "step", root, StepIds, int(std::size(StepIds))));
        s.cursor = static_cast<std::uint8_t>(number(p, "cursor", root, 0, m_seats));
        s.settlementCursor = static_cast<std::uint8_t>(number(p, "settlementCursor", root, 0, MaxSeats));
        s.tokenKind = static_cast<std::uint8_t>(number(p, "tokenKind", root, 0, 2));
        s.winnerMask = static_cast<std::uint8_t>(number(p, "winnerMask", root, 0, (1 << m_seats) - 1));
        s.endReason = static_cast<EndReason>(word(p, "endReason", root, EndIds, int(std::size(EndIds))));
        const int mover = number(p, "moverHero", root, -1, MaxHeroes - 1);
        s.moverHero = mover < 0 ? NoHero : static_cast<std::uint8_t>(mover);
        s.afterBattle = flag(p, "afterBattle", root) ? 1 : 0;
        s.turnsPlayed = static_cast<std::uint16_t>(number(p, "turnsPlayed", root, 0, 60000));
        // Positions from before alliances have neither key.
        if (p.contains(QStringLiteral("proposed")))
            s.proposed = static_cast<std::uint8_t>(number(p, "proposed", root, 0, (1 << m_seats) - 1));
        // ... and from before free moves were counted, none.
        if (p.contains(QStringLiteral("freeMoves")))
            s.freeMoves = static_cast<std::uint8_t>(number(p, "freeMoves", root, 0, 99));

        const QJsonArray seats = array(p, "seats", root);
        if (seats.size() != m_seats)
            m_problems.error(QStringLiteral("$.seats"), Tr::tr("expected %1 seats, found %2").arg(m_seats).arg(seats.size()));
        for (int seat = 0; seat < std::min<int>(m_seats, int(seats.size())); ++seat) {
            const QString path = indexPath(QStringLiteral("$.seats"), seat);
            const QJsonObject object = seats.at(seat).toObject();
            rejectUnknownKeys(object,
                              {QStringLiteral("coins"), QStringLiteral("eliminated"), QStringLiteral("homeless"),
                               QStringLiteral("alliance")},
                              path, m_problems);
            s.player(seat).coins = number(object, "coins", path, 0, 1000000);
            s.player(seat).eliminated = flag(object, "eliminated", path) ? 1 : 0;
            s.player(seat).homeless = static_cast<std::uint8_t>(number(object, "homeless", path, 0, 2));
            if (object.contains(QStringLiteral("alliance")))
                s.player(seat).alliance = static_cast<std::uint8_t>(number(object, "alliance", path, 0, MaxSeats));
        }
        // An alliance has at least two members, none of them out (G68).
        for (int number = 1; number <= MaxSeats; ++number) {
            int members = 0;
            for (int seat = 0; seat < m_seats; ++seat) {
                if (s.player(seat).alliance != number)
                    continue;
                ++members;
                if (s.player(seat).eliminated)
                    m_problems.error(childPath(indexPath(QStringLiteral("$.seats"), seat), QStringLiteral("alliance")),
                                     Tr::tr("an eliminated player belongs to no alliance"));
            }
            if (members == 1)
                m_problems.error(QStringLiteral("$.seats"), Tr::tr("alliance %1 has a single member").arg(number));
        }
        bool anyAlliance = false;
        for (int seat = 0; seat < m_seats; ++seat)
            anyAlliance = anyAlliance || s.player(seat).alliance != 0;
        if (anyAlliance && !m_rules->alliances)
            m_problems.error(QStringLiteral("$.seats"), Tr::tr("the ruleset has no alliances"));
        const QJsonArray heroes = array(p, "heroes", root);
        for (qsizetype i = 0; i < heroes.size(); ++i) {
            const QString path = indexPath(QStringLiteral("$.heroes"), i);
            const QJsonObject object = heroes.at(i).toObject();
            rejectUnknownKeys(object,
                              {QStringLiteral("index"), QStringLiteral("tile"), QStringLiteral("mercenaries"),
                               QStringLiteral("moves"), QStringLiteral("flags"), QStringLiteral("items")},
                              path, m_problems);
            const int index = number(object, "index", path, 0, m_seats * MaxHeroesPerSeat - 1);
            Hero &hero = s.hero(index);
            if (hero.alive())
                m_problems.error(childPath(path, QStringLiteral("index")), Tr::tr("hero %1 is listed twice").arg(index));
            hero.tile = static_cast<std::int16_t>(tile(object, path));
            hero.mercs = static_cast<std::uint16_t>(number(object, "mercenaries", path, 0, MaxArmy));
            hero.moves = static_cast<std::uint8_t>(number(object, "moves", path, 0, 255));
            hero.flags = static_cast<std::uint8_t>(number(object, "flags", path, 0, 15));
            readItems(object, path, hero.items.data(), MaxItems, &hero.equipped);
        }
        const QJsonArray settlements = array(p, "settlements", root);
        for (qsizetype i = 0; i < settlements.size(); ++i) {
            const QString path = indexPath(QStringLiteral("$.settlements"), i);
            const QJsonObject object = settlements.at(i).toObject();
            rejectUnknownKeys(object,
                              {QStringLiteral("index"), QStringLiteral("tile"), QStringLiteral("owner"),
                               QStringLiteral("tier"), QStringLiteral("ramparts"), QStringLiteral("camp"),
                               QStringLiteral("builtToday"), QStringLiteral("besieged"), QStringLiteral("pool"),
                               QStringLiteral("purse"), QStringLiteral("armory")},
                              path, m_problems);
            const int index = number(object, "index", path, 0, m_seats - 1);
            Settlement &settlement = s.settlement(index);
            if (settlement.tile >= 0)
                m_problems.error(childPath(path, QStringLiteral("index")), Tr::tr("settlement %1 is listed twice").arg(index));
            settlement.tile = static_cast<std::int16_t>(tile(object, path));
            settlement.owner = static_cast<std::uint8_t>(number(object, "owner", path, 0, m_seats - 1));
            settlement.tier = static_cast<std::uint8_t>(number(object, "tier", path, 1, Tiers));
            settlement.ramparts = static_cast<std::uint8_t>(number(object, "ramparts", path, 0, 2));
            settlement.camp = flag(object, "camp", path) ? 1 : 0;
            settlement.builtToday = flag(object, "builtToday", path) ? 1 : 0;
            settlement.besieged = flag(object, "besieged", path) ? 1 : 0;
            settlement.pool = static_cast<std::uint16_t>(number(object, "pool", path, 0, MaxArmy));
            settlement.purse = number(object, "purse", path, 0, 1000000);
            readItems(object, path, settlement.armory.data(), MaxArmory, nullptr, "armory");
            if (settlement.tile >= 0) {
                if (s.settlementOn(settlement.tile) != NoSettlement)
                    m_problems.error(childPath(path, QStringLiteral("tile")), Tr::tr("two settlements share this tile"));
                s.settlementAt[static_cast<std::size_t>(settlement.tile)] = static_cast<std::uint8_t>(index);
            }
        }
        const QJsonArray tiles = array(p, "tiles", root);
        for (qsizetype i = 0; i < tiles.size(); ++i) {
            const QString path = indexPath(QStringLiteral("$.tiles"), i);
            const QJsonObject object = tiles.at(i).toObject();
            rejectUnknownKeys(object,
                              {QStringLiteral("tile"), QStringLiteral("monsters"), QStringLiteral("items"),
                               QStringLiteral("resources")},
                              path, m_problems);
            const auto t = static_cast<std::size_t>(tile(object, path));
            s.monsters[t] = static_cast<std::uint8_t>(number(object, "monsters", path, 0, 255));
            s.items[t] = static_cast<std::uint8_t>(number(object, "items", path, 0, 255));
            s.resources[t] = static_cast<std::uint8_t>(number(object, "resources", path, 0, 255));
        }
        const QJsonArray mines = array(p, "mines", root);
        for (qsizetype i = 0; i < mines.size(); ++i) {
            const QString path = indexPath(QStringLiteral("$.mines"), i);
            const QJsonObject object = mines.at(i).toObject();
            rejectUnknownKeys(object, {QStringLiteral("tile"), QStringLiteral("owner")}, path, m_problems);
            const auto t = static_cast<std::size_t>(tile(object, path));
            const QJsonValue owner = object.value(QStringLiteral("owner"));
            s.mine[t] = owner.isNull() ? NeutralMine
                                       : static_cast<std::uint8_t>(MineOwned + number(object, "owner", path, 0, m_seats - 1));
        }
        if (p.contains(QStringLiteral("pending"))) {
            const QString path = QStringLiteral("$.pending");
            const QJsonObject object = p.value(QStringLiteral("pending")).toObject();
            rejectUnknownKeys(object, {QStringLiteral("decision"), QStringLiteral("seat")}, path, m_problems);
            const QString id = object.value(QStringLiteral("decision")).toString();
            int kind = -1;
            for (int k = 0; k < DecisionKindCount; ++k)
                if (decisionId(static_cast<DecisionKind>(k)) == id)
                    kind = k;
            if (kind < 0)
                m_problems.error(childPath(path, QStringLiteral("decision")), Tr::tr("unknown decision \"%1\"").arg(id));
            s.pending = static_cast<DecisionKind>(std::max(0, kind));
            s.decider = static_cast<std::uint8_t>(number(object, "seat", path, 0, m_seats - 1));
        }
        if ((s.stage == Stage::Decide) != p.contains(QStringLiteral("pending")))
            m_problems.error(QStringLiteral("$.pending"), Tr::tr("a pending decision goes with the stage \"decide\", and only with it"));
        if (p.contains(QStringLiteral("encounter"))) {
            const QString path = QStringLiteral("$.encounter");
            const QJsonObject object = p.value(QStringLiteral("encounter")).toObject();
            rejectUnknownKeys(object,
                              {QStringLiteral("hero"), QStringLiteral("defect"), QStringLiteral("bribe"),
                               QStringLiteral("fight"), QStringLiteral("tokens")},
                              path, m_problems);
            s.encounter.hero = static_cast<std::uint8_t>(number(object, "hero", path, 0, MaxHeroes - 1));
            s.encounter.defect = static_cast<std::uint16_t>(number(object, "defect", path, 0, MaxArmy));
            s.encounter.bribe = static_cast<std::uint16_t>(number(object, "bribe", path, 0, MaxArmy));
            s.encounter.fight = static_cast<std::uint16_t>(number(object, "fight", path, 0, MaxArmy));
            s.encounter.tokens = static_cast<std::uint8_t>(number(object, "tokens", path, 0, 255));
            if (!s.hero(s.encounter.hero).alive())
                m_problems.error(childPath(path, QStringLiteral("hero")), Tr::tr("no such hero on the map"));
        }
        if (p.contains(QStringLiteral("battle")))
            readBattle(p.value(QStringLiteral("battle")).toObject(), s);
        // The pending decision needs what it is about.
        if (s.stage == Stage::Decide) {
            const bool inBattle = s.battle.kind != BattleKind::None;
            const bool battleDecision = s.pending == DecisionKind::Squads || s.pending == DecisionKind::Exchange
                                        || s.pending == DecisionKind::LoseSquad;
            if (inBattle != battleDecision)
                m_problems.error(QStringLiteral("$.battle"), Tr::tr("a battle goes with a squad or exchange decision, and only with one"));
            const bool encounterDecision = s.pending == DecisionKind::Defect || s.pending == DecisionKind::Bribe;
            const Encounter &e = s.encounter;
            if (encounterDecision
                && (e.hero == NoHero || heroSeat(e.hero) != s.decider
                    || (s.pending == DecisionKind::Defect ? e.defect : e.bribe) == 0))
                m_problems.error(QStringLiteral("$.encounter"), Tr::tr("a defect or bribe decision needs the monsters met by the deciding seat's hero"));
            if (!encounterDecision && !battleDecision && e.hero != NoHero)
                m_problems.error(QStringLiteral("$.encounter"), Tr::tr("monsters are met only during a defect or bribe decision"));
            if ((s.pending == DecisionKind::Turn || encounterDecision) && s.decider != s.active)
                m_problems.error(QStringLiteral("$.pending.seat"), Tr::tr("only the active seat decides in its turn"));
            if (s.pending == DecisionKind::Alliance
                && (s.decider == s.active || !(s.proposed & (1U << s.decider)) || !m_rules->alliances))
                m_problems.error(QStringLiteral("$.pending.seat"),
                                 Tr::tr("an alliance is answered by a seat the active seat has just asked"));
            if ((s.pending == DecisionKind::Build || s.pending == DecisionKind::Recruit)
                && (s.settlementCursor >= m_seats || s.settlement(s.settlementCursor).owner != s.decider))
                m_problems.error(QStringLiteral("$.settlementCursor"), Tr::tr("the settlement building or recruiting must be the deciding seat's"));
        }
        // Every hero on the map and nothing on a tile off it.
        for (int index = 0; index < MaxHeroes; ++index)
            if (s.hero(index).alive() && heroSeat(index) < m_seats && s.player(heroSeat(index)).eliminated)
                m_problems.error(QStringLiteral("$.heroes"), Tr::tr("hero %1 belongs to an eliminated player").arg(index));
        if (m_problems.hasErrors())
            return nullptr;
        fuzzy->setState(s);
        if (s.stage == Stage::Decide) {
            if (fuzzy->legalCount() == 0) {
                m_problems.error(QStringLiteral("$.pending"), Tr::tr("the pending decision has no legal choice"));
                return nullptr;
            }
        } else if (s.stage != Stage::Over) {
            m_problems.error(QStringLiteral("$.stage"), Tr::tr("a position is saved at a decision or at the end"));
            return nullptr;
        }
        return game;
    }

private:
    int number(const QJsonObject &object, const char *key, const QString &path, int min, int max)
    {
        const auto value = readInteger(object, QString::fromLatin1(key), path, m_problems, min, max);
        return value ? int(*value) : std::max(min, 0);
    }

    bool flag(const QJsonObject &object, const char *key, const QString &path)
    {
        return readBool(object, QString::fromLatin1(key), path, m_problems).value_or(false);
    }

    int word(const QJsonObject &object, const char *key, const QString &path, const char *const *ids, int count)
    {
        const auto value = readString(object, QString::fromLatin1(key), path, m_problems);
        if (!value)
            return 0;
        for (int i = 0; i < count; ++i)
            if (*value == QLatin1StringView(ids[i]))
                return i;
        m_problems.error(childPath(path, QString::fromLatin1(key)), Tr::tr("unknown value \"%1\"").arg(*value));
        return 0;
    }

    QJsonArray array(const QJsonObject &object, const char *key, const QString &path)
    {
        const QJsonValue value = object.value(QString::fromLatin1(key));
        if (!value.isArray()) {
            m_problems.error(childPath(path, QString::fromLatin1(key)), Tr::tr("expected an array"));
            return {};
        }
        return value.toArray();
    }

    int tile(const QJsonObject &object, const QString &path, const char *key = "tile")
    {
        const QJsonArray xy = object.value(QString::fromLatin1(key)).toArray();
        if (xy.size() != 2 || !xy.at(0).isDouble() || !xy.at(1).isDouble() || xy.at(0).toInt() < 0
            || xy.at(1).toInt() < 0 || xy.at(0).toInt() >= m_rules->width || xy.at(1).toInt() >= m_rules->height) {
            m_problems.error(childPath(path, QString::fromLatin1(key)),
                             Tr::tr("expected a tile [x, y] on the %1 × %2 map").arg(m_rules->width).arg(m_rules->height));
            return 0;
        }
        return FuzzyGame::tileAt(xy.at(0).toInt(), xy.at(1).toInt());
    }

    void readItems(const QJsonObject &object, const QString &path, std::uint8_t *items, int capacity,
                   std::uint8_t *equipped, const char *key = "items")
    {
        const QJsonArray list = array(object, key, path);
        const QString listPath = childPath(path, QString::fromLatin1(key));
        if (list.size() > capacity)
            m_problems.error(listPath, Tr::tr("at most %1 places").arg(capacity));
        for (int i = 0; i < std::min<int>(capacity, int(list.size())); ++i) {
            if (list.at(i).isNull())
                continue;
            const QString itemPath = indexPath(listPath, i);
            const QJsonObject item = list.at(i).toObject();
            rejectUnknownKeys(item, {QStringLiteral("type"), QStringLiteral("rarity"), QStringLiteral("equipped")},
                              itemPath, m_problems);
            const int type = word(item, "type", itemPath, TypeIds, 3);
            const int rarity = number(item, "rarity", itemPath, 1, Rarities);
            items[i] = itemCode(static_cast<ItemType>(type), rarity);
            if (item.contains(QStringLiteral("equipped")) && flag(item, "equipped", itemPath)) {
                if (!equipped)
                    m_problems.error(itemPath, Tr::tr("only a hero's items are equipped"));
                else
                    *equipped = static_cast<std::uint8_t>(*equipped | (1U << i));
            }
        }
    }

    void readSquads(const QJsonObject &object, const char *key, const QString &path, std::array<Squad, MaxSquads> &squads)
    {
        const QJsonArray list = array(object, key, path);
        const QString listPath = childPath(path, QString::fromLatin1(key));
        if (list.size() != MaxSquads) {
            m_problems.error(listPath, Tr::tr("expected %1 squads").arg(MaxSquads));
            return;
        }
        for (int i = 0; i < MaxSquads; ++i) {
            const QJsonArray squad = list.at(i).toArray();
            const QString squadPath = indexPath(listPath, i);
            const int limits[4][2] = {{0, 3}, {-1, MaxHeroes - 1}, {0, MaxArmy}, {0, 1}};
            int values[4] = {};
            for (int k = 0; k < 4; ++k) {
                const auto value = integerValue(squad.at(k), indexPath(squadPath, k), m_problems, limits[k][0], limits[k][1]);
                values[k] = value ? int(*value) : 0;
            }
            squads[static_cast<std::size_t>(i)] = {static_cast<SquadKind>(values[0]),
                                                   values[1] < 0 ? NoHero : static_cast<std::uint8_t>(values[1]),
                                                   static_cast<std::uint16_t>(values[2]),
                                                   static_cast<std::uint8_t>(values[3]), 0};
        }
    }

    void readBattle(const QJsonObject &object, FuzzyState &s)
    {
        const QString path = QStringLiteral("$.battle");
        Battle &b = s.battle;
        b.kind = static_cast<BattleKind>(number(object, "kind", path, 1, 4));
        b.attackerSeat = static_cast<std::uint8_t>(number(object, "attackerSeat", path, 0, m_seats - 1));
        const int defender = number(object, "defenderSeat", path, -1, m_seats - 1);
        b.defenderSeat = defender < 0 ? NoSeat : static_cast<std::uint8_t>(defender);
        b.hero = static_cast<std::uint8_t>(number(object, "hero", path, 0, MaxHeroes - 1));
        b.tile = static_cast<std::int16_t>(tile(object, path));
        b.sorting = static_cast<std::uint8_t>(number(object, "sorting", path, 0, 2));
        b.chosen = static_cast<std::uint8_t>(number(object, "chosen", path, 0, 255));
        b.toSort = static_cast<std::uint16_t>(number(object, "toSort", path, 0, MaxArmy));
        b.foes = static_cast<std::uint16_t>(number(object, "foes", path, 0, MaxArmy));
        const int settlement = number(object, "settlement", path, -1, m_seats - 1);
        b.settlement = settlement < 0 ? NoSettlement : static_cast<std::uint8_t>(settlement);
        b.mineOwnerBefore = static_cast<std::uint8_t>(number(object, "mineOwnerBefore", path, 0, MineOwned + m_seats - 1));
        b.tokens = static_cast<std::uint8_t>(number(object, "tokens", path, 0, 255));
        b.exchanges = static_cast<std::uint8_t>(number(object, "exchanges", path, 0, 255));
        readSquads(object, "attackers", path, b.attackers);
        readSquads(object, "defenders", path, b.defenders);
        if (heroSeat(b.hero) != b.attackerSeat || !s.hero(b.hero).alive())
            m_problems.error(childPath(path, QStringLiteral("hero")), Tr::tr("the attacking hero must be a living hero of the attacker"));
        for (const auto *side : {&b.attackers, &b.defenders})
            for (const Squad &squad : *side)
                if (squad.kind == SquadKind::Hero && (squad.hero == NoHero || !s.hero(squad.hero).alive()))
                    m_problems.error(path, Tr::tr("a hero squad names no living hero"));
        if (b.kind == BattleKind::Settlement && (b.settlement == NoSettlement || s.settlement(b.settlement).tile != b.tile))
            m_problems.error(childPath(path, QStringLiteral("settlement")), Tr::tr("the settlement under attack must stand on the battle's tile"));
    }

    const QJsonObject &m_position;
    Problems &m_problems;
    const FuzzyRules *m_rules = nullptr;
    int m_seats = 2;
};

std::unique_ptr<Game> FuzzyModule::loadPosition(const QJsonObject &position, const Ruleset &ruleset,
                                                Problems &problems) const
{
    // Collected apart, so that any problem found (an unknown key too) refuses the file.
    Problems found(problems.file());
    FuzzyPositionReader reader(position, found);
    auto game = reader.read(*this, ruleset);
    problems.addNested(found, QStringLiteral("$"));
    if (found.hasErrors())
        return nullptr;
    return game;
}

} // namespace isle::fuzzyknights
