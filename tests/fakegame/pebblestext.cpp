// What Pebbles shows: observations for seats, position files, and actions and events in words.
#include "pebblesgame.h"

#include "pebblesmodule.h"

#include "core/gamerecord.h"
#include "core/position.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace isle::fakegame {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::fakegame::PebblesGame)
};
} // namespace

QJsonObject PebblesGame::observation(int seat) const
{
    QJsonArray seats;
    QJsonArray totals;
    for (int other = 0; other < m_seats; ++other) {
        const bool shown = seesBonus(seat, other);
        seats.append(
            QJsonObject { { QStringLiteral("seat"), other + 1 }, { QStringLiteral("taken"), m_state.taken[other] },
                { QStringLiteral("bonus"), shown ? QJsonValue(m_state.bonus[other]) : QJsonValue() } });
        // The points the viewer can count: pebbles, plus the bonuses it sees.
        totals.append(m_state.taken[other] + (shown ? m_state.bonus[other] : 0));
    }
    QJsonObject result { { QStringLiteral("game"), module().id() }, { QStringLiteral("variant"), m_variant },
        { QStringLiteral("viewer"), seat >= 0 ? QJsonValue(seat + 1) : QJsonValue() },
        { QStringLiteral("phase"), isOver() ? QStringLiteral("over") : QStringLiteral("take") },
        { QStringLiteral("round"), 1 }, { QStringLiteral("rounds"), 1 },
        { QStringLiteral("toMove"), isOver() ? QJsonValue() : QJsonValue(m_state.toMove + 1) },
        { QStringLiteral("winner"), isOver() ? QJsonValue(m_state.winner + 1) : QJsonValue() },
        { QStringLiteral("pile"), m_state.pile }, { QStringLiteral("maxTake"), m_rules.maxTake },
        { QStringLiteral("seats"), seats }, { QStringLiteral("totalPoints"), totals } };
    if (!isOver() && seat == m_state.toMove) {
        // legalActions() in order, without a whole ActionList for a handful of actions.
        QJsonArray list;
        const int most = std::min<int>(m_rules.maxTake, m_state.pile);
        for (int count = 1; count <= most; ++count)
            list.append(actionToJson(takeAction(count)));
        result.insert(QStringLiteral("legalActions"), list);
    }
    return result;
}

QJsonObject PebblesGame::positionJson() const
{
    QJsonArray taken;
    QJsonArray bonuses;
    for (int seat = 0; seat < m_seats; ++seat) {
        taken.append(m_state.taken[seat]);
        bonuses.append(m_state.bonus[seat]);
    }
    QJsonObject position { { QStringLiteral("format"), PositionFormatName }, { QStringLiteral("formatVersion"), 1 },
        { QStringLiteral("game"), module().id() }, { QStringLiteral("variant"), m_variant },
        { QStringLiteral("seed"), seedToString(m_seed) }, { QStringLiteral("ruleset"), m_ruleset->toJson() },
        { QStringLiteral("pile"), m_state.pile }, { QStringLiteral("taken"), taken },
        { QStringLiteral("bonuses"), bonuses }, { QStringLiteral("decisions"), m_state.decisions } };
    // Seats are counted from 1 in files, as everywhere people read them.
    if (isOver())
        position.insert(QStringLiteral("winner"), m_state.winner + 1);
    else
        position.insert(QStringLiteral("toMove"), m_state.toMove + 1);
    return position;
}

QJsonObject PebblesGame::actionToJson(const Action &action) const
{
    return PebblesModule::actionJson(action);
}

QString PebblesGame::describeAction(const Action &action) const
{
    // Explicit singular: an untranslated %n would read "1 pebble(s)".
    return action.kind == 1 ? Tr::tr("Take 1 pebble") : Tr::tr("Take %1 pebbles").arg(action.kind);
}

QString PebblesGame::seatName(int seat) const
{
    const QString name = seatNames().value(seat);
    return name.isEmpty() ? Tr::tr("Player %1").arg(seat + 1) : name;
}

QString PebblesGame::describeEvent(const GameEvent &event) const
{
    const QString seat = seatName(event.seat);
    switch (static_cast<PebblesEvent>(event.type)) {
    case PebblesEvent::BonusDealt:
        //: %1 names a player, %2 is the secret bonus (0 to 2) only that player sees
        return Tr::tr("%1 is dealt a bonus of %2").arg(seat).arg(event.a);
    case PebblesEvent::Took:
        //: %1 names a player, %2 is the pebbles taken, %3 the pebbles left in the pile
        return event.a == 1 ? Tr::tr("%1 takes 1 pebble, %2 left").arg(seat).arg(event.b)
                            : Tr::tr("%1 takes %2 pebbles, %3 left").arg(seat).arg(event.a).arg(event.b);
    case PebblesEvent::GameEnded:
        return Tr::tr("%1 took the last pebble and wins").arg(seat);
    }
    return {};
}

} // namespace isle::fakegame
