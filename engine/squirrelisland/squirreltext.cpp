// Decisions and events in words and JSON, for logs, records and the command line.
#include "squirrelevents.h"
#include "squirrelgame.h"
#include "squirrelmodule.h"

#include "core/jsonfile.h"

#include <QCoreApplication>

namespace isle::squirrelisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::squirrelisland::SquirrelGame)
};

const QString TypeKey = QStringLiteral("type");
const QString CardKey = QStringLiteral("card");
const QString PositionKey = QStringLiteral("position");

const char *actionTypeId(ActionType type)
{
    switch (type) {
    case ActionType::Play: return "play";
    case ActionType::Sleep: return "sleep";
    case ActionType::Gather: return "gather";
    case ActionType::Pass: return "pass";
    case ActionType::Target: return "target";
    case ActionType::Stash: return "stash";
    case ActionType::Done: return "done";
    case ActionType::Exhaust: return "exhaust";
    case ActionType::Keep: return "keep";
    case ActionType::Collect: return "collect";
    case ActionType::Protect: return "protect";
    case ActionType::Refresh: return "refresh";
    case ActionType::None: break;
    }
    return "";
}

ActionType actionTypeFromId(const QString &id)
{
    for (int type = 1; type <= static_cast<int>(ActionType::Refresh); ++type)
        if (id == QLatin1StringView(actionTypeId(static_cast<ActionType>(type))))
            return static_cast<ActionType>(type);
    return ActionType::None;
}
} // namespace

QString SquirrelGame::seatText(int actor) const
{
    if (actor == m_state.rival())
        return Tr::tr("The rival");
    const QString name = seatNames().value(actor).trimmed();
    return name.isEmpty() ? Tr::tr("Player %1").arg(actor + 1) : name;
}

QString SquirrelGame::cardText(int card) const
{
    return card >= 0 && card < m_rules->cardCount ? cardName(m_rules->ids.at(card)) : Tr::tr("a card");
}

QJsonObject SquirrelGame::actionToJson(const Action &action) const
{
    const auto type = static_cast<ActionType>(action.type);
    QJsonObject result{{TypeKey, QString::fromLatin1(actionTypeId(type))}};
    const int card = cardOf(action);
    // A card these rules do not know (a record read under other rules) keeps its key, so
    // the decision is written back as it was read.
    const QString id = card >= 0 ? m_rules->ids.at(card)
                                 : u'#' + QStringLiteral("%1").arg(actionCardKey(action), 6, 16, QLatin1Char('0'));
    switch (type) {
    case ActionType::Play:
        result.insert(CardKey, id);
        if (action.cell < 0) {
            result.insert(QStringLiteral("from"), QStringLiteral("hand"));
        } else {
            result.insert(QStringLiteral("from"), action.cell + 1);
            result.insert(QStringLiteral("surcharge"),
                          (action.flags & 1U) ? QStringLiteral("coins") : QStringLiteral("stamina"));
        }
        if (action.extra > 0)
            result.insert(QStringLiteral("coinsForStamina"), action.extra);
        break;
    case ActionType::Gather:
    case ActionType::Exhaust:
    case ActionType::Collect:
    case ActionType::Protect:
    case ActionType::Refresh:
        result.insert(PositionKey, action.cell + 1);
        result.insert(CardKey, id);
        break;
    case ActionType::Stash:
    case ActionType::Keep: result.insert(CardKey, id); break;
    case ActionType::Target: result.insert(QStringLiteral("seat"), action.cell + 1); break;
    default: break;
    }
    return result;
}

std::optional<Action> SquirrelModule::actionFromJson(const QJsonObject &object, const QString &path,
                                                     Problems &problems) const
{
    const auto typeText = readString(object, TypeKey, path, problems);
    if (!typeText)
        return std::nullopt;
    const ActionType type = actionTypeFromId(*typeText);
    if (type == ActionType::None) {
        problems.error(childPath(path, TypeKey),
                       Tr::tr("expected one of: play, sleep, gather, pass, target, stash, done, exhaust, keep, "
                              "collect, protect, refresh"));
        return std::nullopt;
    }
    const auto readCard = [&]() -> std::optional<std::uint32_t> {
        const auto id = readString(object, CardKey, path, problems);
        if (!id)
            return std::nullopt;
        if (id->size() == 7 && id->startsWith(u'#')) {
            bool ok = false;
            const uint key = QStringView(*id).mid(1).toUInt(&ok, 16);
            if (ok && key != 0)
                return key;
        }
        if (!isRowId(*id)) {
            problems.error(childPath(path, CardKey), Tr::tr("expected a card id, found \"%1\"").arg(*id));
            return std::nullopt;
        }
        return cardKey(*id);
    };
    const auto readPosition = [&]() -> std::optional<int> {
        const auto position = readInteger(object, PositionKey, path, problems, 1, MaxTableau);
        return position ? std::optional<int>(int(*position) - 1) : std::nullopt;
    };
    switch (type) {
    case ActionType::Play: {
        rejectUnknownKeys(object, {TypeKey, CardKey, QStringLiteral("from"), QStringLiteral("surcharge"),
                                   QStringLiteral("coinsForStamina")},
                          path, problems);
        const auto key = readCard();
        int slot = -1;
        bool valid = true;
        const QJsonValue from = object.value(QStringLiteral("from"));
        if (from.isString() && from.toString() == u"hand") {
            if (object.contains(QStringLiteral("surcharge"))) {
                problems.error(childPath(path, QStringLiteral("surcharge")),
                               Tr::tr("a card from the hand has no island surcharge"));
                valid = false;
            }
        } else if (const auto number = integerValue(from, childPath(path, QStringLiteral("from")), problems, 1,
                                                    MaxIslandSlots)) {
            slot = int(*number) - 1;
        } else {
            problems.error(childPath(path, QStringLiteral("from")),
                           Tr::tr("expected \"hand\" or an island slot from 1 to %1").arg(MaxIslandSlots));
            valid = false;
        }
        bool inCoins = false;
        if (slot >= 0) {
            const auto surcharge = readString(object, QStringLiteral("surcharge"), path, problems);
            if (!surcharge || (*surcharge != u"stamina" && *surcharge != u"coins")) {
                if (surcharge)
                    problems.error(childPath(path, QStringLiteral("surcharge")),
                                   Tr::tr("expected \"stamina\" or \"coins\""));
                valid = false;
            } else {
                inCoins = *surcharge == u"coins";
            }
        }
        int coins = 0;
        if (object.contains(QStringLiteral("coinsForStamina"))) {
            const auto value = readInteger(object, QStringLiteral("coinsForStamina"), path, problems, 0, 20);
            if (!value)
                valid = false;
            coins = int(value.value_or(0));
        }
        if (!key || !valid)
            return std::nullopt;
        return SquirrelGame::playAction(*key, slot, coins, inCoins);
    }
    case ActionType::Sleep:
    case ActionType::Pass:
    case ActionType::Done:
        rejectUnknownKeys(object, {TypeKey}, path, problems);
        return SquirrelGame::simpleAction(type);
    case ActionType::Target: {
        rejectUnknownKeys(object, {TypeKey, QStringLiteral("seat")}, path, problems);
        const auto seat = readInteger(object, QStringLiteral("seat"), path, problems, 1, MaxActors);
        if (!seat)
            return std::nullopt;
        return SquirrelGame::targetAction(int(*seat) - 1);
    }
    case ActionType::Stash:
    case ActionType::Keep: {
        rejectUnknownKeys(object, {TypeKey, CardKey}, path, problems);
        const auto key = readCard();
        if (!key)
            return std::nullopt;
        return SquirrelGame::cardAction(type, *key);
    }
    default: {
        rejectUnknownKeys(object, {TypeKey, PositionKey, CardKey}, path, problems);
        const auto position = readPosition();
        const auto key = readCard();
        if (!position || !key)
            return std::nullopt;
        return SquirrelGame::positionAction(type, *position, *key);
    }
    }
}

QString SquirrelGame::describeAction(const Action &action) const
{
    return describeActionFor(action, m_state.stage == Stage::Decide ? m_state.decider : -2);
}

QString SquirrelGame::describeActionFor(const Action &action, int viewer) const
{
    const SquirrelState &s = m_state;
    const int card = cardOf(action);
    const QString name = cardText(card);
    // Decisions name a card from a hand (a stash, a card kept) only to their owner.
    const bool own = viewer == -2 || (s.stage == Stage::Decide && viewer == s.decider);
    const auto positionName = [&](int owner) {
        const PlayerState &p = s.player(owner);
        const int position = action.cell;
        const QString text = position >= 0 && position < p.tableauCount ? cardText(p.tableau[position].card) : name;
        return Tr::tr("%1 (squirrel %2)").arg(text).arg(position + 1);
    };
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::Play: {
        if (card < 0)
            return Tr::tr("Play an unknown card");
        const CardRules &rules = m_rules->card(card);
        int stamina = rules.isSquirrel() ? rules.cost : 0;
        int coins = rules.isSquirrel() ? 0 : rules.cost;
        if (action.cell >= 0)
            ((action.flags & 1U) ? coins : stamina) += m_rules->islandSurcharge;
        stamina -= action.extra;
        coins += action.extra * m_rules->coinsPerStamina;
        QStringList paid;
        if (stamina > 0)
            paid.append(resourceText(Stamina, stamina));
        if (coins > 0)
            paid.append(resourceText(Coins, coins));
        const QString payment = paid.isEmpty() ? Tr::tr("free") : paid.join(Tr::tr(" and "));
        return action.cell < 0 ? Tr::tr("Play %1 from the hand, paying %2").arg(name, payment)
                               : Tr::tr("Play %1 from island slot %2, paying %3").arg(name).arg(action.cell + 1).arg(payment);
    }
    case ActionType::Sleep: return Tr::tr("Go to sleep");
    case ActionType::Gather: return Tr::tr("Gather with %1").arg(positionName(s.decider));
    case ActionType::Pass: return Tr::tr("Pass");
    case ActionType::Target: return Tr::tr("Sabotage %1").arg(seatText(action.cell));
    case ActionType::Stash: return own ? Tr::tr("Stash %1").arg(name) : Tr::tr("Stash a card from the hand");
    case ActionType::Done: return Tr::tr("Done");
    case ActionType::Exhaust: {
        const int victim = s.stage == Stage::Decide && s.pending == DecisionKind::ExhaustSquirrel ? currentVictim()
                                                                                                   : s.decider;
        return Tr::tr("Exhaust %1 of %2").arg(positionName(victim), seatText(victim));
    }
    case ActionType::Keep: return own ? Tr::tr("Keep %1").arg(name) : Tr::tr("Keep one of the cards looked at");
    case ActionType::Collect: return Tr::tr("Exhaust %1 and collect its loops").arg(positionName(s.decider));
    case ActionType::Protect: return Tr::tr("Protect %1").arg(positionName(s.decider));
    case ActionType::Refresh: return Tr::tr("Refresh %1").arg(positionName(s.decider));
    case ActionType::None: break;
    }
    return {};
}

QString SquirrelGame::describeEvent(const GameEvent &event) const
{
    const QString who = seatText(event.seat);
    switch (static_cast<SquirrelEvent>(event.type)) {
    case SquirrelEvent::DayStarted:
        return Tr::tr("Day %1 begins; %2 starts.").arg(event.a).arg(who);
    case SquirrelEvent::IslandFilled:
        return Tr::tr("%1 comes to island slot %2.").arg(cardText(event.b)).arg(event.a + 1);
    case SquirrelEvent::Reshuffled:
        return Tr::tr("The discard pile is shuffled into a new deck of %n card(s).", nullptr, event.a);
    case SquirrelEvent::Income:
        return Tr::tr("%1 collects the island's income: %2, %3, %4.")
            .arg(who, resourceText(Stamina, event.a), resourceText(Coins, event.b), resourceText(Cards, event.c));
    case SquirrelEvent::LoopCollected: {
        const PlayerState &p = m_state.player(event.seat);
        const QString squirrel = event.a < p.tableauCount ? cardText(p.tableau[static_cast<std::size_t>(event.a)].card)
                                                          : Tr::tr("a squirrel");
        return Tr::tr("%1's %2 loops: %3.").arg(who, squirrel, resourceText(event.b, event.c));
    }
    case SquirrelEvent::Overflow:
        return Tr::tr("%1's stamina is full: %2 instead.").arg(who, resourceText(Nuts, event.a));
    case SquirrelEvent::CardDrawn: return Tr::tr("%1 draws %2.").arg(who, cardText(event.a));
    case SquirrelEvent::CardsDrawn: return Tr::tr("%1 draws %n card(s).", nullptr, event.a).arg(who);
    case SquirrelEvent::Played: {
        QStringList paid;
        if (event.c > 0)
            paid.append(resourceText(Stamina, event.c));
        if (event.d > 0)
            paid.append(resourceText(Coins, event.d));
        const QString from = event.b < 0 ? Tr::tr("from the hand") : Tr::tr("from island slot %1").arg(event.b + 1);
        if (event.seat == m_state.rival())
            return Tr::tr("The rival takes %1 %2.").arg(cardText(event.a), event.b < 0 ? Tr::tr("from the deck") : from);
        return paid.isEmpty() ? Tr::tr("%1 plays %2 %3.").arg(who, cardText(event.a), from)
                              : Tr::tr("%1 plays %2 %3, paying %4.")
                                    .arg(who, cardText(event.a), from, paid.join(Tr::tr(" and ")));
    }
    case SquirrelEvent::Slept: return Tr::tr("%1 goes to sleep.").arg(who);
    case SquirrelEvent::Gathered: {
        QStringList gained{resourceText(Nuts, event.b)};
        if (event.c > 0)
            gained.append(resourceText(Coins, event.c));
        if (event.d > 0)
            gained.append(resourceText(Cards, event.d));
        return Tr::tr("%1 exhausts a squirrel and gathers %2.").arg(who, gained.join(Tr::tr(" and ")));
    }
    case SquirrelEvent::Passed: return Tr::tr("%1 passes.").arg(who);
    case SquirrelEvent::GoAgain:
        //: "Go again!" is the keyword printed on cards.
        return Tr::tr("Go again! %1 takes another turn.").arg(who);
    case SquirrelEvent::Gained: return Tr::tr("%1 gains %2.").arg(who, resourceText(event.a, event.b));
    case SquirrelEvent::Stashed:
        if (event.b == 1)
            return Tr::tr("%1 stashes the top card of the deck, unseen.").arg(who);
        return event.a >= 0 ? Tr::tr("%1 stashes %2.").arg(who, cardText(event.a))
                            : Tr::tr("%1 stashes a card from the hand.").arg(who);
    case SquirrelEvent::Took:
        return Tr::tr("Sabotage! %1 takes %2 from %3.").arg(who, resourceText(event.b, event.c), seatText(event.a));
    case SquirrelEvent::Lost: return Tr::tr("Sabotage! %1 loses %2.").arg(who, resourceText(event.a, event.b));
    case SquirrelEvent::Exhausted: {
        const PlayerState &p = m_state.player(event.a);
        const QString squirrel = event.b < p.tableauCount ? cardText(p.tableau[static_cast<std::size_t>(event.b)].card)
                                                          : Tr::tr("a squirrel");
        if (event.seat == event.a)
            return Tr::tr("%1 exhausts %2.").arg(who, squirrel);
        return Tr::tr("Sabotage! %1 exhausts %2 of %3.").arg(who, squirrel, seatText(event.a));
    }
    case SquirrelEvent::Raided:
        return Tr::tr("Sabotage! %1 moves %n card(s) from %2's stash into their own, unseen.", nullptr, event.b)
            .arg(who, seatText(event.a));
    case SquirrelEvent::Blocked:
        return event.b < 0 ? Tr::tr("%1's stash is guarded: the raid fails.").arg(seatText(event.a))
                           : Tr::tr("%1's squirrel %2 is protected.").arg(seatText(event.a)).arg(event.b + 1);
    case SquirrelEvent::Refreshed: return Tr::tr("%1 refreshes squirrel %2.").arg(who).arg(event.a + 1);
    case SquirrelEvent::Protects:
        return Tr::tr("%1's squirrel %2 now protects squirrel %3.").arg(who).arg(event.a + 1).arg(event.b + 1);
    case SquirrelEvent::Looked: return Tr::tr("%1 looks at the top %n card(s) of the deck.", nullptr, event.a).arg(who);
    case SquirrelEvent::Kept: return Tr::tr("%1 keeps %2.").arg(who, cardText(event.a));
    case SquirrelEvent::Discarded: return Tr::tr("%1 is discarded.").arg(cardText(event.a));
    case SquirrelEvent::RivalRolled:
        return event.b < 0 ? Tr::tr("The rival rolls %1: no card there, it takes the top of the deck.").arg(event.a)
                           : Tr::tr("The rival rolls %1.").arg(event.a);
    case SquirrelEvent::DayEnded: return Tr::tr("Everyone is asleep: day %1 ends.").arg(event.a);
    case SquirrelEvent::StashRevealed: return Tr::tr("%1's stash holds %2.").arg(who, cardText(event.a));
    case SquirrelEvent::FinalScore:
        return Tr::tr("%1 scores %2: %3 nuts, %4 from the stash, %5 bonus.")
            .arg(who)
            .arg(event.d)
            .arg(event.a)
            .arg(event.b)
            .arg(event.c);
    case SquirrelEvent::GameEnded: {
        QStringList winners;
        for (int actor = 0; actor < m_state.actors; ++actor)
            if (event.a & (1 << actor))
                winners.append(seatText(actor));
        return winners.size() > 1 ? Tr::tr("The game is over: %1 share the victory.").arg(winners.join(Tr::tr(", ")))
                                  : Tr::tr("The game is over: %1 wins.").arg(winners.value(0));
    }
    case SquirrelEvent::Fizzled: return Tr::tr("%1 has nothing to act on.").arg(cardText(event.a));
    }
    return {};
}

} // namespace isle::squirrelisland
