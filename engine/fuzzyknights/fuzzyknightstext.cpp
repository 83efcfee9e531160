// Words and files: decision and action ids, actions to and from JSON, actions and events
// described for people.
#include "fuzzyknightsevents.h"
#include "fuzzyknightsgame.h"
#include "fuzzyknightsmodule.h"
#include "fuzzyknightsschema.h"

#include "core/jsonfile.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace isle::fuzzyknights {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::fuzzyknights::FuzzyGame)
};

const char *const DecisionIds[] = {"place-settlement", "upkeep", "build", "recruit", "place-token", "turn",
                                   "defect", "bribe", "squads", "exchange", "lose-squad", "alliance"};
static_assert(std::size(DecisionIds) == std::size_t(DecisionKind::Count));
const char *const ActionIds[] = {"none",     "place-settlement", "dismiss",  "build",   "recruit-hero",
                                 "recruit-mercenary", "end-recruit", "place-token", "step", "stop",
                                 "pick-up",  "capture",  "engage",   "siege",   "equip",
                                 "take-mercenaries", "leave-mercenaries", "deposit", "withdraw", "end-turn",
                                 "take",     "squad",    "join",     "strike",  "retreat", "lose",
                                 "propose-alliance", "accept-alliance", "refuse-alliance", "leave-alliance"};
static_assert(std::size(ActionIds) == std::size_t(ActionType::Count));
const char *const BuildIds[] = {"skip", "tier", "rampart", "camp"};
const char *const DirectionIds[] = {"north", "east", "south", "west"};
const char *const TokenIds[] = {"resource", "monster", "item"};

// What each action type carries in files.
enum Field : unsigned { HeroField = 1, TileField = 2, DirectionField = 4, CountField = 8, SquadField = 16,
                        ItemField = 32, SlotField = 64, BuildField = 128, TokenField = 256, WhatField = 512,
                        ToField = 1024, SeatField = 2048 };

unsigned fieldsOf(ActionType type)
{
    switch (type) {
    case ActionType::PlaceSettlement: return TileField;
    case ActionType::Dismiss:
    case ActionType::Stop:
    case ActionType::Capture:
    case ActionType::Engage:
    case ActionType::TakeMercs:
    case ActionType::LeaveMercs: return HeroField;
    case ActionType::Build: return BuildField;
    case ActionType::RecruitMerc: return ToField;
    case ActionType::PlaceToken: return TileField | TokenField;
    case ActionType::Step:
    case ActionType::Siege: return HeroField | DirectionField | TileField;
    case ActionType::PickUp: return HeroField | WhatField;
    case ActionType::Equip:
    case ActionType::Deposit: return HeroField | ItemField;
    case ActionType::Withdraw: return HeroField | SlotField;
    case ActionType::TakeCount:
    case ActionType::SquadSize: return CountField;
    case ActionType::Join:
    case ActionType::Strike:
    case ActionType::Lose: return SquadField;
    case ActionType::ProposeAlliance: return SeatField;
    default: return 0;
    }
}

QJsonArray tileJson(int tile)
{
    return {FuzzyGame::tileX(tile), FuzzyGame::tileY(tile)};
}
} // namespace

QString decisionId(DecisionKind kind)
{
    const auto index = static_cast<std::size_t>(kind);
    return index < std::size(DecisionIds) ? QString::fromLatin1(DecisionIds[index]) : QString();
}

QString actionTypeId(ActionType type)
{
    const auto index = static_cast<std::size_t>(type);
    return index < std::size(ActionIds) ? QString::fromLatin1(ActionIds[index]) : QString();
}

QString FuzzyGame::seatText(int seat) const
{
    if (seat >= 0 && seat < seatNames().size() && !seatNames().at(seat).isEmpty())
        return seatNames().at(seat);
    return Tr::tr("Player %1").arg(seat + 1);
}

QString FuzzyGame::tileText(int tile) const
{
    return Tr::tr("[%1, %2]").arg(tileX(tile) + 1).arg(tileY(tile) + 1);
}

QString FuzzyGame::itemText(std::uint8_t item) const
{
    const QString rarity = fuzzySchema().rowLabel(*fuzzySchema().param(QStringLiteral("items")), rarityId(itemRarity(item)));
    switch (itemType(item)) {
    case ItemType::MainHand: return Tr::tr("%1 main-hand item").arg(rarity);
    case ItemType::OffHand: return Tr::tr("%1 off-hand item").arg(rarity);
    case ItemType::Amulet: return Tr::tr("%1 amulet").arg(rarity);
    }
    return {};
}

QJsonObject FuzzyGame::actionToJson(const Action &action) const
{
    const auto type = static_cast<ActionType>(action.type);
    QJsonObject object{{QStringLiteral("action"), actionTypeId(type)}};
    const unsigned fields = fieldsOf(type);
    if (fields & HeroField)
        object.insert(QStringLiteral("hero"), action.kind);
    if (fields & TileField)
        object.insert(QStringLiteral("tile"), tileJson(action.cell));
    if (fields & DirectionField)
        object.insert(QStringLiteral("direction"), QString::fromLatin1(DirectionIds[action.extra & 3]));
    if (fields & CountField)
        object.insert(QStringLiteral("count"), action.cell);
    if (fields & SquadField)
        object.insert(QStringLiteral("squad"), action.extra);
    if (fields & ItemField)
        object.insert(QStringLiteral("item"), action.extra);
    if (fields & SlotField)
        object.insert(QStringLiteral("slot"), action.extra);
    if (fields & BuildField)
        object.insert(QStringLiteral("build"), QString::fromLatin1(BuildIds[action.kind & 3]));
    if (fields & TokenField)
        object.insert(QStringLiteral("token"), QString::fromLatin1(TokenIds[std::min<int>(action.kind, 2)]));
    if (fields & WhatField)
        object.insert(QStringLiteral("what"), action.extra == 0 ? QStringLiteral("item") : QStringLiteral("resource"));
    if (fields & ToField)
        object.insert(QStringLiteral("heroSlot"), action.kind);
    if (fields & SeatField)
        object.insert(QStringLiteral("seat"), action.kind);
    return object;
}

std::optional<Action> FuzzyModule::actionFromJson(const QJsonObject &object, const QString &path,
                                                  Problems &problems) const
{
    const auto name = readString(object, QStringLiteral("action"), path, problems);
    if (!name)
        return std::nullopt;
    int typeIndex = -1;
    for (std::size_t i = 1; i < std::size(ActionIds); ++i)
        if (*name == QLatin1StringView(ActionIds[i]))
            typeIndex = int(i);
    if (typeIndex < 0) {
        problems.error(childPath(path, QStringLiteral("action")), Tr::tr("unknown action \"%1\"").arg(*name));
        return std::nullopt;
    }
    const auto type = static_cast<ActionType>(typeIndex);
    const unsigned fields = fieldsOf(type);
    QStringList allowed{QStringLiteral("action")};
    Action action = FuzzyGame::makeAction(type);
    bool ok = true;
    const auto number = [&](const char *key, int min, int max) -> int {
        allowed.append(QString::fromLatin1(key));
        const auto value = readInteger(object, QString::fromLatin1(key), path, problems, min, max);
        ok = ok && value.has_value();
        return value ? int(*value) : 0;
    };
    const auto word = [&](const char *key, const char *const *ids, int count) -> int {
        allowed.append(QString::fromLatin1(key));
        const auto value = readString(object, QString::fromLatin1(key), path, problems);
        if (!value) {
            ok = false;
            return 0;
        }
        for (int i = 0; i < count; ++i)
            if (*value == QLatin1StringView(ids[i]))
                return i;
        QStringList expected;
        for (int i = 0; i < count; ++i)
            expected.append(QString::fromLatin1(ids[i]));
        problems.error(childPath(path, QString::fromLatin1(key)),
                       Tr::tr("expected one of: %1").arg(expected.join(QStringLiteral(", "))));
        ok = false;
        return 0;
    };
    if (fields & HeroField)
        action.kind = static_cast<std::uint8_t>(number("hero", 0, MaxHeroes - 1));
    if (fields & TileField) {
        allowed.append(QStringLiteral("tile"));
        const QJsonArray tile = object.value(QStringLiteral("tile")).toArray();
        if (tile.size() != 2 || !tile.at(0).isDouble() || !tile.at(1).isDouble() || tile.at(0).toInt() < 0
            || tile.at(1).toInt() < 0 || tile.at(0).toInt() >= MaxMap || tile.at(1).toInt() >= MaxMap) {
            problems.error(childPath(path, QStringLiteral("tile")),
                           Tr::tr("expected a tile [x, y], each from 0 to %1").arg(MaxMap - 1));
            ok = false;
        } else {
            action.cell = static_cast<std::int16_t>(FuzzyGame::tileAt(tile.at(0).toInt(), tile.at(1).toInt()));
        }
    }
    if (fields & DirectionField)
        action.extra = static_cast<std::uint8_t>(word("direction", DirectionIds, 4));
    if (fields & CountField)
        action.cell = static_cast<std::int16_t>(number("count", 0, MaxArmy));
    if (fields & SquadField)
        action.extra = static_cast<std::uint8_t>(number("squad", 0, MaxSquads - 1));
    if (fields & ItemField)
        action.extra = static_cast<std::uint8_t>(number("item", 0, MaxItems - 1));
    if (fields & SlotField)
        action.extra = static_cast<std::uint8_t>(number("slot", 0, MaxArmory - 1));
    if (fields & BuildField)
        action.kind = static_cast<std::uint8_t>(word("build", BuildIds, 4));
    if (fields & TokenField)
        action.kind = static_cast<std::uint8_t>(word("token", TokenIds, 3));
    if (fields & WhatField) {
        static const char *const whats[] = {"item", "resource"};
        action.extra = static_cast<std::uint8_t>(word("what", whats, 2));
    }
    if (fields & ToField)
        action.kind = static_cast<std::uint8_t>(number("heroSlot", 0, MaxHeroesPerSeat));
    if (fields & SeatField)
        action.kind = static_cast<std::uint8_t>(number("seat", 0, MaxSeats - 1));
    rejectUnknownKeys(object, allowed, path, problems);
    if (!ok || problems.hasErrors())
        return std::nullopt;
    return action;
}

QString FuzzyGame::describeAction(const Action &action) const
{
    const FuzzyState &s = m_state;
    const int hero = action.kind;
    const QString heroName = Tr::tr("hero %1").arg(hero % MaxHeroesPerSeat + 1);
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::PlaceSettlement: return Tr::tr("Place the settlement on %1").arg(tileText(action.cell));
    case ActionType::Dismiss: return Tr::tr("Let %1 go unpaid (it dies)").arg(heroName);
    case ActionType::Build:
        switch (static_cast<BuildKind>(action.kind)) {
        case BuildKind::Skip: return Tr::tr("Build nothing today");
        case BuildKind::Tier:
            return Tr::tr("Upgrade to %1 (%n coins)", nullptr, m_rules->tiers[s.settlement(s.settlementCursor).tier].cost)
                .arg(fuzzySchema().rowLabel(*fuzzySchema().param(QStringLiteral("tiers")),
                                            tierId(s.settlement(s.settlementCursor).tier + 1)));
        case BuildKind::Rampart:
            return Tr::tr("Build the %1 (%n coins)", nullptr, m_rules->ramparts[s.settlement(s.settlementCursor).ramparts].cost)
                .arg(fuzzySchema().rowLabel(*fuzzySchema().param(QStringLiteral("ramparts")),
                                            rampartId(s.settlement(s.settlementCursor).ramparts + 1)));
        case BuildKind::Camp: return Tr::tr("Build a Mercenary Camp (%n coins)", nullptr, m_rules->mercCampCost);
        }
        return {};
    case ActionType::RecruitHero: return Tr::tr("Recruit a hero (%n coins)", nullptr, m_rules->heroCost);
    case ActionType::RecruitMerc:
        return action.kind == 0 ? Tr::tr("Recruit a mercenary into the garrison")
                                : Tr::tr("Recruit a mercenary for hero %1").arg(action.kind);
    case ActionType::EndRecruit: return Tr::tr("Recruit no more here");
    case ActionType::PlaceToken:
        return action.kind == 0   ? Tr::tr("Place the resource token on %1").arg(tileText(action.cell))
               : action.kind == 1 ? Tr::tr("Place the monster token on %1").arg(tileText(action.cell))
                                  : Tr::tr("Place the item token on %1").arg(tileText(action.cell));
    case ActionType::Step: return Tr::tr("Move %1 to %2").arg(heroName, tileText(action.cell));
    case ActionType::Stop: return Tr::tr("%1 moves no more this turn").arg(heroName);
    case ActionType::PickUp:
        return action.extra == 0 ? Tr::tr("%1 picks up an item").arg(heroName)
                                 : Tr::tr("%1 picks up a resource").arg(heroName);
    case ActionType::Capture: return Tr::tr("%1 tries to capture the mine").arg(heroName);
    case ActionType::Engage: return Tr::tr("%1 faces the monsters on its tile").arg(heroName);
    case ActionType::Siege: return Tr::tr("%1 lays siege to the settlement on %2").arg(heroName, tileText(action.cell));
    case ActionType::Equip:
        return Tr::tr("%1 equips the %2").arg(heroName, itemText(s.hero(hero).items[action.extra % MaxItems]));
    case ActionType::TakeMercs: return Tr::tr("%1 takes the garrison's mercenaries").arg(heroName);
    case ActionType::LeaveMercs: return Tr::tr("%1 leaves its mercenaries in the garrison").arg(heroName);
    case ActionType::Deposit:
        return Tr::tr("%1 puts the %2 in the armory").arg(heroName, itemText(s.hero(hero).items[action.extra % MaxItems]));
    case ActionType::Withdraw: return Tr::tr("%1 takes an item from the armory").arg(heroName);
    case ActionType::EndTurn: return Tr::tr("End the turn");
    case ActionType::TakeCount:
        return s.pending == DecisionKind::Bribe ? Tr::tr("Hire %n monsters", nullptr, action.cell)
                                                : Tr::tr("Take %n defecting monsters", nullptr, action.cell);
    case ActionType::SquadSize: return Tr::tr("Form a squad of %n mercenaries", nullptr, action.cell);
    case ActionType::Join: return Tr::tr("Add attacking squad %1").arg(action.extra + 1);
    case ActionType::Strike: return Tr::tr("Attack defending squad %1").arg(action.extra + 1);
    case ActionType::Retreat: return Tr::tr("Retreat (the hero dies)");
    case ActionType::Lose: return Tr::tr("Lose attacking squad %1").arg(action.extra + 1);
    case ActionType::ProposeAlliance: return Tr::tr("Ask %1 to become your ally").arg(seatText(action.kind));
    case ActionType::AcceptAlliance: return Tr::tr("Accept the alliance %1 offers").arg(seatText(s.active));
    case ActionType::RefuseAlliance: return Tr::tr("Refuse the alliance %1 offers").arg(seatText(s.active));
    case ActionType::LeaveAlliance: return Tr::tr("Leave your alliance");
    case ActionType::None:
    case ActionType::Count: break;
    }
    return {};
}

QString FuzzyGame::describeEvent(const GameEvent &event) const
{
    const QString who = seatText(event.seat);
    switch (static_cast<FuzzyEvent>(event.type)) {
    case FuzzyEvent::Anchor: return Tr::tr("%1 is the Anchor and plays first.").arg(who);
    case FuzzyEvent::DayBegan: return Tr::tr("Day %1 begins.").arg(event.a);
    case FuzzyEvent::Income: return Tr::tr("%1 collects %n coins.", nullptr, event.a).arg(who);
    case FuzzyEvent::Upkeep: return Tr::tr("%1 pays %n coins of upkeep.", nullptr, event.a).arg(who);
    case FuzzyEvent::Built: return Tr::tr("%1 builds at %2.").arg(who, tileText(event.a));
    case FuzzyEvent::Recruited:
        return event.b == 0 ? Tr::tr("%1 recruits a hero at %2.").arg(who, tileText(event.a))
                            : Tr::tr("%1 recruits a mercenary at %2.").arg(who, tileText(event.a));
    case FuzzyEvent::TokenAdded: return Tr::tr("%1 adds a token on %2.").arg(who, tileText(event.a));
    case FuzzyEvent::TurnStarted: return Tr::tr("%1's turn.").arg(who);
    case FuzzyEvent::Moved: return Tr::tr("%1 moves a hero to %2.").arg(who, tileText(event.c));
    case FuzzyEvent::MonstersMet:
        return Tr::tr("Monsters: %1 defect, %2 may be bribed, %3 fight.").arg(event.b).arg(event.c).arg(event.d);
    case FuzzyEvent::Cache: return Tr::tr("%1 finds %n coins.", nullptr, event.b).arg(who);
    case FuzzyEvent::ItemFound: return Tr::tr("%1 finds a %2.").arg(who, itemText(std::uint8_t(event.b)));
    case FuzzyEvent::MineCaptured: return Tr::tr("%1 captures the mine on %2.").arg(who, tileText(event.a));
    case FuzzyEvent::Guardians: return Tr::tr("%n guardians defend the mine.", nullptr, event.b);
    case FuzzyEvent::BattleStarted: return Tr::tr("%1 starts a battle on %2.").arg(who, tileText(event.b));
    case FuzzyEvent::Exchange:
        return event.c ? Tr::tr("%1 against %2: the defending squad is destroyed.").arg(event.a).arg(event.b)
                       : Tr::tr("%1 against %2: an attacking squad is destroyed.").arg(event.a).arg(event.b);
    case FuzzyEvent::BattleEnded:
        return event.a ? Tr::tr("%1 wins the battle.").arg(who) : Tr::tr("%1 loses the battle.").arg(who);
    case FuzzyEvent::HeroDied: return Tr::tr("A hero of %1 dies on %2.").arg(who, tileText(event.b));
    case FuzzyEvent::Conquered: return Tr::tr("%1 conquers the settlement on %2.").arg(who, tileText(event.a));
    case FuzzyEvent::Sieged: return Tr::tr("%1 besieges the settlement on %2.").arg(who, tileText(event.a));
    case FuzzyEvent::Eliminated: return Tr::tr("%1 is out of the game.").arg(who);
    case FuzzyEvent::GameEnded:
        return event.b == 2   ? Tr::tr("Every player left is in one alliance: they share the victory.")
               : event.b == 1 ? Tr::tr("The day limit is reached: the game is over.")
                              : Tr::tr("The game is over.");
    case FuzzyEvent::ExchangeDice: {
        const ExchangeDiceView view = exchangeDice(event);
        QStringList dice;
        for (int i = 0; i < view.shown; ++i)
            dice.append(QString::number(view.dice[static_cast<std::size_t>(i)]));
        QString text = dice.join(QStringLiteral(" + "));
        if (view.hidden > 0)
            text = dice.isEmpty() ? Tr::tr("%n dice", nullptr, view.hidden)
                                  : Tr::tr("%1 and %n more dice", nullptr, view.hidden).arg(text);
        if (view.bonus != 0)
            text = text.isEmpty() ? QString::number(view.bonus)
                   : view.bonus > 0 ? QStringLiteral("%1 + %2").arg(text).arg(view.bonus)
                                    : QStringLiteral("%1 \u2212 %2").arg(text).arg(-view.bonus);
        return view.side == 0 ? Tr::tr("Attack roll: %1.").arg(text) : Tr::tr("Defence roll: %1.").arg(text);
    }
    case FuzzyEvent::AllianceProposed: return Tr::tr("%1 asks %2 to become allies.").arg(who, seatText(event.a));
    case FuzzyEvent::AllianceRefused: return Tr::tr("%1 refuses the alliance %2 offered.").arg(who, seatText(event.a));
    case FuzzyEvent::AllianceFormed: return Tr::tr("%1 joins %2's alliance.").arg(who, seatText(event.a));
    case FuzzyEvent::AllianceLeft: return Tr::tr("%1 leaves its alliance.").arg(who);
    }
    return {};
}

} // namespace isle::fuzzyknights
