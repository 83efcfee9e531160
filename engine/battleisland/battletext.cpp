// Decisions and events in words and JSON, for logs, records and the command line.
#include "battleevents.h"
#include "battlegame.h"
#include "battlemodule.h"

#include "core/jsonfile.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace isle::battleisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::battleisland::BattleGame)
};

const QString TypeKey = QStringLiteral("type");

const char *const TypeIds[int(ActionType::Count)] = {"",       "activate", "recruit", "end-turn", "step",
                                                     "build",  "swap",     "stack",   "attack",   "end-activation",
                                                     "orient", "place",    "side",    "reroll",   "take"};
const char *const ArrowIds[4] = {"north", "east", "south", "west"};
const char *const BuildIds[3] = {"city", "factory", "lighthouse"};

QJsonArray spaceJson(int space)
{
    return QJsonArray{BattleGame::spaceRow(space), BattleGame::spaceColumn(space)};
}

// A [row, column] pair at `path`, each from 0 to max − 1.
std::optional<std::pair<int, int>> readPair(const QJsonObject &object, const QString &key, const QString &path, int max,
                                            Problems &problems)
{
    const QJsonValue value = object.value(key);
    const QJsonArray pair = value.toArray();
    if (!value.isArray() || pair.size() != 2 || !pair.at(0).isDouble() || !pair.at(1).isDouble()) {
        problems.error(childPath(path, key), Tr::tr("expected [row, column], two whole numbers from 0 to %1").arg(max - 1));
        return std::nullopt;
    }
    const auto row = integerValue(pair.at(0), indexPath(childPath(path, key), 0), problems, 0, max - 1);
    const auto column = integerValue(pair.at(1), indexPath(childPath(path, key), 1), problems, 0, max - 1);
    if (!row || !column)
        return std::nullopt;
    return std::make_pair(int(*row), int(*column));
}

std::optional<int> readChoice(const QJsonObject &object, const QString &key, const QString &path,
                              const char *const *ids, int count, Problems &problems)
{
    const auto text = readString(object, key, path, problems);
    if (!text)
        return std::nullopt;
    QStringList known;
    for (int i = 0; i < count; ++i) {
        if (*text == QLatin1StringView(ids[i]))
            return i;
        known.append(QString::fromLatin1(ids[i]));
    }
    problems.error(childPath(path, key), Tr::tr("expected one of: %1").arg(known.join(QStringLiteral(", "))));
    return std::nullopt;
}
} // namespace

QString BattleGame::seatText(int seat) const
{
    const QString name = seatNames().value(seat).trimmed();
    if (!name.isEmpty())
        return name;
    switch (m_state.player(seat).colour) {
    case Red: return Tr::tr("Red");
    case Yellow: return Tr::tr("Yellow");
    case Blue: return Tr::tr("Blue");
    default: return Tr::tr("Green");
    }
}

QString BattleGame::spaceText(int space) const
{
    //: A space of the board: its row and column, counted from 1.
    return Tr::tr("row %1, column %2").arg(spaceRow(space) + 1).arg(spaceColumn(space) + 1);
}

QString BattleGame::tileText(int tile) const
{
    if (tile == LighthouseTile || tile < 0)
        return Tr::tr("the lighthouse tile");
    if (tile == StartTile)
        return Tr::tr("a start tile");
    return m_rules->names.value(tile, m_rules->ids.value(tile));
}

QJsonObject BattleGame::actionToJson(const Action &action) const
{
    const auto type = static_cast<ActionType>(action.type);
    QJsonObject object{{TypeKey, QString::fromLatin1(TypeIds[std::min<int>(action.type, int(ActionType::Count) - 1)])}};
    switch (type) {
    case ActionType::Activate: object.insert(QStringLiteral("unit"), spaceJson(action.cell)); break;
    case ActionType::Recruit:
        object.insert(QStringLiteral("site"), spaceJson(action.cell));
        object.insert(QStringLiteral("unit"), action.kind == 1 ? QStringLiteral("elite") : QStringLiteral("basic"));
        break;
    case ActionType::Step:
        object.insert(QStringLiteral("from"), spaceJson(action.cell));
        object.insert(QStringLiteral("to"), spaceJson(action.cell2));
        break;
    case ActionType::Build: object.insert(QStringLiteral("as"), QString::fromLatin1(BuildIds[action.kind % 3])); break;
    case ActionType::Attack: object.insert(QStringLiteral("target"), spaceJson(action.cell2)); break;
    case ActionType::Orient: object.insert(QStringLiteral("arrow"), QString::fromLatin1(ArrowIds[action.kind & 3])); break;
    case ActionType::Place:
        object.insert(QStringLiteral("area"), QJsonArray{action.cell / AreaStride, action.cell % AreaStride});
        break;
    case ActionType::Side:
        object.insert(QStringLiteral("space"), spaceJson(action.cell));
        object.insert(QStringLiteral("as"), QString::fromLatin1(BuildIds[action.kind % 2]));
        break;
    case ActionType::Reroll: object.insert(QStringLiteral("dice"), action.kind); break;
    default: break;
    }
    return object;
}

std::optional<Action> BattleModule::actionFromJson(const QJsonObject &object, const QString &path,
                                                   Problems &problems) const
{
    const auto typeText = readString(object, TypeKey, path, problems);
    if (!typeText)
        return std::nullopt;
    int type = 0;
    for (int i = 1; i < int(ActionType::Count); ++i)
        if (*typeText == QLatin1StringView(TypeIds[i]))
            type = i;
    if (type == 0) {
        QStringList known;
        for (int i = 1; i < int(ActionType::Count); ++i)
            known.append(QString::fromLatin1(TypeIds[i]));
        problems.error(childPath(path, TypeKey), Tr::tr("expected one of: %1").arg(known.join(QStringLiteral(", "))));
        return std::nullopt;
    }
    const auto keys = [&](std::initializer_list<const char *> extra) {
        QStringList allowed{TypeKey};
        for (const char *key : extra)
            allowed.append(QString::fromLatin1(key));
        const qsizetype before = problems.count();
        rejectUnknownKeys(object, allowed, path, problems);
        return problems.count() == before;
    };
    const auto space = [&](const char *key) -> std::optional<int> {
        const auto pair = readPair(object, QString::fromLatin1(key), path, MaxWidth, problems);
        return pair ? std::optional<int>(BattleGame::spaceAt(pair->first, pair->second)) : std::nullopt;
    };
    const auto kind = static_cast<ActionType>(type);
    switch (kind) {
    case ActionType::Activate: {
        const bool clean = keys({"unit"});
        const auto unit = space("unit");
        if (!clean || !unit)
            return std::nullopt;
        return BattleGame::makeAction(kind, *unit);
    }
    case ActionType::Recruit: {
        const bool clean = keys({"site", "unit"});
        const auto site = space("site");
        static const char *const types[2] = {"basic", "elite"};
        const auto unit = readChoice(object, QStringLiteral("unit"), path, types, 2, problems);
        if (!clean || !site || !unit)
            return std::nullopt;
        return BattleGame::makeAction(kind, *site, -1, *unit);
    }
    case ActionType::Step: {
        const bool clean = keys({"from", "to"});
        const auto from = space("from");
        const auto to = space("to");
        if (!clean || !from || !to)
            return std::nullopt;
        const int dr = BattleGame::spaceRow(*to) - BattleGame::spaceRow(*from);
        const int dc = BattleGame::spaceColumn(*to) - BattleGame::spaceColumn(*from);
        const int direction = dr == -1 && dc == 0 ? 0 : dr == 0 && dc == 1 ? 1 : dr == 1 && dc == 0 ? 2
                              : dr == 0 && dc == -1                         ? 3
                                                                            : -1;
        if (direction < 0) {
            problems.error(childPath(path, QStringLiteral("to")),
                           Tr::tr("expected a space next to \"from\" (north, east, south or west of it)"));
            return std::nullopt;
        }
        return BattleGame::makeAction(kind, *from, *to, direction);
    }
    case ActionType::Build: {
        const bool clean = keys({"as"});
        const auto as = readChoice(object, QStringLiteral("as"), path, BuildIds, 3, problems);
        if (!clean || !as)
            return std::nullopt;
        return BattleGame::makeAction(kind, -1, -1, *as);
    }
    case ActionType::Attack: {
        const bool clean = keys({"target"});
        const auto target = space("target");
        if (!clean || !target)
            return std::nullopt;
        return BattleGame::makeAction(kind, -1, *target);
    }
    case ActionType::Orient: {
        const bool clean = keys({"arrow"});
        const auto arrow = readChoice(object, QStringLiteral("arrow"), path, ArrowIds, 4, problems);
        if (!clean || !arrow)
            return std::nullopt;
        return BattleGame::makeAction(kind, -1, -1, *arrow);
    }
    case ActionType::Place: {
        const bool clean = keys({"area"});
        const auto area = readPair(object, QStringLiteral("area"), path, MaxBoard, problems);
        if (!clean || !area)
            return std::nullopt;
        return BattleGame::makeAction(kind, BattleGame::areaAt(area->first, area->second));
    }
    case ActionType::Side: {
        const bool clean = keys({"space", "as"});
        const auto at = space("space");
        const auto as = readChoice(object, QStringLiteral("as"), path, BuildIds, 2, problems);
        if (!clean || !at || !as)
            return std::nullopt;
        return BattleGame::makeAction(kind, *at, -1, *as);
    }
    case ActionType::Reroll: {
        const bool clean = keys({"dice"});
        const auto dice = readInteger(object, QStringLiteral("dice"), path, problems, 0, MaxDice - 1);
        if (!clean || !dice)
            return std::nullopt;
        return BattleGame::makeAction(kind, -1, -1, int(*dice));
    }
    default:
        if (!keys({}))
            return std::nullopt;
        return BattleGame::makeAction(kind);
    }
}

QString BattleGame::describeAction(const Action &action) const
{
    // The decision as the seat taking it reads it in its list of choices; logs put the
    // seat's name before it.
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::Activate: return Tr::tr("Activate the unit on %1").arg(spaceText(action.cell));
    case ActionType::Recruit:
        return action.kind == 1 ? Tr::tr("Recruit an elite unit on %1").arg(spaceText(action.cell))
                                : Tr::tr("Recruit a basic unit on %1").arg(spaceText(action.cell));
    case ActionType::EndTurn: return Tr::tr("End the turn");
    case ActionType::Step: return Tr::tr("Move to %1").arg(spaceText(action.cell2));
    case ActionType::Build:
        return action.kind == 2 ? Tr::tr("Claim the lighthouse")
               : action.kind == 1 ? Tr::tr("Build a factory")
                                  : Tr::tr("Build a city");
    case ActionType::Swap: return Tr::tr("Turn the token over");
    case ActionType::Stack: return Tr::tr("Stack the units");
    case ActionType::Attack: return Tr::tr("Attack the unit on %1").arg(spaceText(action.cell2));
    case ActionType::EndActivation: return Tr::tr("End the unit's activation");
    case ActionType::Orient: {
        //: the direction a placed tile's arrow points
        const QString arrows[4] = {Tr::tr("north"), Tr::tr("east"), Tr::tr("south"), Tr::tr("west")};
        return Tr::tr("Turn the tile's arrow %1").arg(arrows[action.kind & 3]);
    }
    case ActionType::Place:
        return Tr::tr("Place the tile on area %1, %2").arg(action.cell / AreaStride + 1).arg(action.cell % AreaStride + 1);
    case ActionType::Side:
        return action.kind == 1 ? Tr::tr("Take the factory side") : Tr::tr("Take the city side");
    case ActionType::Reroll:
        return action.kind == 0 ? Tr::tr("Keep the dice") : Tr::tr("Re-roll the %n lowest dice", nullptr, action.kind);
    case ActionType::Take: return Tr::tr("Take the structure");
    default: break;
    }
    return {};
}

QString BattleGame::describeEvent(const GameEvent &event) const
{
    const QString who = event.seat >= 0 && event.seat < m_state.seats ? seatText(event.seat) : QString();
    const auto kindText = [](int kind) {
        switch (static_cast<StructureKind>(kind)) {
        case StructureKind::City: return Tr::tr("city");
        case StructureKind::Factory: return Tr::tr("factory");
        case StructureKind::Base: return Tr::tr("home base");
        case StructureKind::Lighthouse: return Tr::tr("lighthouse");
        case StructureKind::None: break;
        }
        return QString();
    };
    const auto dice = [this](int packed) {
        QStringList faces;
        for (int i = 0; i < m_rules->combatDice; ++i)
            faces.append(QString::number((packed >> (3 * i)) & 7));
        return faces.join(QStringLiteral(", "));
    };
    switch (static_cast<BattleEvent>(event.type)) {
    case BattleEvent::RolledOff: return Tr::tr("%1 rolls %2 for the first turn").arg(who).arg(event.a);
    case BattleEvent::FirstPlayer: return Tr::tr("%1 moves first").arg(who);
    case BattleEvent::TurnStarted: return Tr::tr("Round %1: %2's turn").arg(event.a).arg(who);
    case BattleEvent::Captured:
        return Tr::tr("%1 captures the %2 on %3").arg(who, kindText(event.c), spaceText(event.a));
    case BattleEvent::Eliminated:
        return Tr::tr("%1 is eliminated: %2 captured their home base").arg(who, seatText(event.a));
    case BattleEvent::Income: return Tr::tr("%1 collects %n coin(s)", nullptr, event.a).arg(who);
    case BattleEvent::TileDrawn: return Tr::tr("%1 draws %2").arg(who, tileText(event.a));
    case BattleEvent::TilePlaced:
        return Tr::tr("%1 is placed on area %2, %3")
            .arg(tileText(event.a))
            .arg(event.b / AreaStride + 1)
            .arg(event.b % AreaStride + 1);
    case BattleEvent::Moved: return Tr::tr("%1 moves to %2").arg(who, spaceText(event.b));
    case BattleEvent::Blocked:
        return Tr::tr("%1's unit cannot enter %2 and stays where it was").arg(who, spaceText(event.b));
    case BattleEvent::Built: return Tr::tr("%1 builds a %2 on %3").arg(who, kindText(event.b == 2 ? 4 : event.b + 1), spaceText(event.a));
    case BattleEvent::Swapped: return Tr::tr("%1 turns the token on %2 into a %3").arg(who, spaceText(event.a), kindText(event.b + 1));
    case BattleEvent::Stacked: return Tr::tr("%1 forms a stack of %2 on %3").arg(who).arg(event.b).arg(spaceText(event.a));
    case BattleEvent::Recruited:
        return event.b == 1 ? Tr::tr("%1 recruits an elite unit on %2").arg(who, spaceText(event.a))
                            : Tr::tr("%1 recruits a basic unit on %2").arg(who, spaceText(event.a));
    case BattleEvent::DiceRolled:
        return event.c == 0   ? Tr::tr("Dice: attacker %1 against defender %2").arg(dice(event.a), dice(event.b))
               : event.c == 1 ? Tr::tr("The attacker re-rolls: %1").arg(dice(event.a))
                              : Tr::tr("The defender re-rolls: %1").arg(dice(event.b));
    case BattleEvent::CombatResolved:
        return event.c == 0   ? Tr::tr("%1 wins the combat, %2 to %3").arg(who).arg(event.a).arg(event.b)
               : event.c == 1 ? Tr::tr("%1 loses the combat, %2 to %3").arg(who).arg(event.a).arg(event.b)
                              : Tr::tr("The combat is a tie, %1 to %2").arg(event.a).arg(event.b);
    case BattleEvent::Advanced: return Tr::tr("%1 advances onto %2").arg(who, spaceText(event.a));
    case BattleEvent::CountdownStarted:
        return Tr::tr("The board is full: the countdown of %n round(s) begins with %1", nullptr,
                      m_rules->countdownRounds)
            .arg(who);
    case BattleEvent::CountdownRound: return Tr::tr("Countdown round %1 of %2").arg(event.a).arg(m_rules->countdownRounds);
    case BattleEvent::Stall: return Tr::tr("No tile was placed for a while: %1 must place one").arg(who);
    case BattleEvent::FinalScore:
        return Tr::tr("%1 scores %n point(s) (income %2, coins %3)", nullptr, event.a).arg(who).arg(event.b).arg(event.c);
    case BattleEvent::GameEnded: {
        QStringList winners;
        for (int seat = 0; seat < m_state.seats; ++seat)
            if (event.a & (1 << seat))
                winners.append(seatText(seat));
        return event.b == 0 ? Tr::tr("%1 wins: every other general is eliminated").arg(winners.join(QStringLiteral(", ")))
                            : Tr::tr("The game is over; winner: %1").arg(winners.join(QStringLiteral(", ")));
    }
    case BattleEvent::Took: return Tr::tr("%1 takes the structure on %2").arg(who, spaceText(event.a));
    }
    return {};
}

QString BattleGame::componentDescription(const QString &componentId) const
{
    if (componentId == u"basic")
        return Tr::tr("Basic unit: %1 movement points, may climb mountains and stack; attacks with +%2.")
            .arg(m_rules->basicMovePoints)
            .arg(m_rules->attackerBonus);
    if (componentId == u"elite")
        return Tr::tr("Elite unit: %1 movement points, never enters mountains; attacks with +%2 and defends with +%3.")
            .arg(m_rules->eliteMovePoints)
            .arg(m_rules->eliteAttackBonus)
            .arg(m_rules->eliteDefenceBonus);
    if (componentId == u"city")
        return Tr::tr("City: pays its ring's value in coins every turn of its owner.");
    if (componentId == u"factory")
        return Tr::tr("Factory: its owner recruits units here when no unit stands on it.");
    if (componentId == u"base")
        return Tr::tr("Home base: recruits like a factory; whoever captures it eliminates its owner.");
    if (componentId == u"lighthouse")
        return Tr::tr("Lighthouse: a city worth %n coin(s) a turn; its owner places tiles from the pile, and it scores "
                      "%1 points at the end.",
                      nullptr, m_rules->lighthouseValue)
            .arg(1 + m_rules->lighthouseEndBonus);
    const int tile = m_rules->tileIndex(componentId);
    if (tile >= 0)
        return Tr::tr("Field tile %1: %n building lot(s).", nullptr, m_rules->tiles[static_cast<std::size_t>(tile)].lots)
            .arg(m_rules->names.value(tile));
    return {};
}

} // namespace isle::battleisland
