#include "squirrelmorning.h"

#include "cardcatalogue.h"
#include "playsession.h"

#include "squirrelisland/squirrelevents.h"

#include <QVariantMap>

namespace isle::app::squirrelisland {

using Event = ::isle::squirrelisland::SquirrelEvent;

namespace {
bool visibleTo(const GameEvent &event, int viewer)
{
    return event.privateTo < 0 || (viewer >= 0 && event.privateTo == viewer);
}

Event typeOf(const GameEvent &event)
{
    return static_cast<Event>(event.type);
}

const char *resourceKey(int resource)
{
    switch (resource) {
    case 0: return "nuts";
    case 1: return "stamina";
    case 2: return "coins";
    case 3: return "cards";
    default: return "nuts";
    }
}

// The index of the DayStarted event in `entry`, or -1.
int dayStart(const LogEntry &entry)
{
    for (std::size_t i = 0; i < entry.events.size(); ++i)
        if (typeOf(entry.events[i]) == Event::DayStarted)
            return int(i);
    return -1;
}

QVariantMap step(int seat, int position)
{
    return {{QStringLiteral("seat"), seat + 1},
            {QStringLiteral("position"), position},
            {QStringLiteral("nuts"), 0},
            {QStringLiteral("stamina"), 0},
            {QStringLiteral("coins"), 0},
            {QStringLiteral("cards"), 0},
            {QStringLiteral("overflow"), 0}};
}

QVariantMap flash(const char *kind, int seat)
{
    return {{QStringLiteral("kind"), QString::fromLatin1(kind)}, {QStringLiteral("seat"), seat + 1}};
}
} // namespace

void MorningFeed::clear()
{
    m_steps.clear();
    m_key.clear();
    m_day = 0;
    m_flashes.clear();
    m_lastFlashed = -1;
    m_logSize = 0;
}

void MorningFeed::update(const QList<LogEntry> &log, int shown, int viewer, bool live, const CardCatalogue &catalogue)
{
    // A shorter log is an undo or another game: what was flashed is no longer ahead.
    if (log.size() < m_logSize)
        m_lastFlashed = std::min(m_lastFlashed, int(log.size()) - 1);
    m_logSize = int(log.size());

    // The latest morning at or before the entry shown.
    int entryIndex = -1;
    int start = -1;
    for (int i = std::min(shown, int(log.size()) - 1); i >= 0 && start < 0; --i) {
        start = dayStart(log.at(i));
        entryIndex = i;
    }
    m_steps.clear();
    m_key.clear();
    m_day = 0;
    if (start >= 0) {
        const std::vector<GameEvent> &events = log.at(entryIndex).events;
        m_day = events[std::size_t(start)].a;
        m_key = QStringLiteral("%1:%2").arg(entryIndex).arg(m_day);
        QVariantMap current;
        for (std::size_t i = std::size_t(start) + 1; i < events.size(); ++i) {
            const GameEvent &event = events[i];
            if (!visibleTo(event, viewer))
                continue;
            const Event type = typeOf(event);
            if (type == Event::Income) {
                if (!current.isEmpty())
                    m_steps.append(current);
                current = step(event.seat, 0);
                current.insert(QStringLiteral("stamina"), event.a);
                current.insert(QStringLiteral("coins"), event.b);
                current.insert(QStringLiteral("cards"), event.c);
            } else if (type == Event::LoopCollected) {
                if (!current.isEmpty())
                    m_steps.append(current);
                current = step(event.seat, event.a + 1);
                current.insert(QString::fromLatin1(resourceKey(event.b)), event.c);
            } else if (type == Event::Overflow && !current.isEmpty()) {
                // The stamina that did not fit became nuts: the bar gains only the rest.
                current.insert(QStringLiteral("overflow"), event.a);
                current.insert(QStringLiteral("stamina"), current.value(QStringLiteral("stamina")).toInt() - event.a);
            } else if (type != Event::CardDrawn && type != Event::CardsDrawn && type != Event::Reshuffled
                       && type != Event::IslandFilled) {
                break; // the morning is over: turns begin
            }
        }
        if (!current.isEmpty())
            m_steps.append(current);
    }

    // Flashes: what the entry shown set off before its morning (or all of it).
    if (shown < 0 || shown >= log.size()) {
        m_flashes.clear();
        return;
    }
    if (live && shown <= m_lastFlashed)
        return;
    const std::vector<GameEvent> &events = log.at(shown).events;
    const int end = dayStart(log.at(shown));
    QVariantList flashes;
    for (std::size_t i = 0; i < events.size() && (end < 0 || int(i) < end); ++i) {
        const GameEvent &event = events[i];
        if (!visibleTo(event, viewer))
            continue;
        QVariantMap f;
        switch (typeOf(event)) {
        case Event::GoAgain:
            f = flash("goAgain", event.seat);
            f.insert(QStringLiteral("amount"), event.a);
            break;
        case Event::Overflow:
            f = flash("overflow", event.seat);
            f.insert(QStringLiteral("amount"), event.a);
            break;
        case Event::Took:
            f = flash("took", event.seat);
            f.insert(QStringLiteral("other"), event.a + 1);
            f.insert(QStringLiteral("resource"), QString::fromLatin1(resourceKey(event.b)));
            f.insert(QStringLiteral("amount"), event.c);
            break;
        case Event::Lost:
            f = flash("lost", event.seat);
            f.insert(QStringLiteral("resource"), QString::fromLatin1(resourceKey(event.a)));
            f.insert(QStringLiteral("amount"), event.b);
            break;
        case Event::Gathered:
            f = flash("gathered", event.seat);
            f.insert(QStringLiteral("position"), event.a + 1);
            f.insert(QStringLiteral("amount"), event.b);
            break;
        case Event::Gained:
            f = flash("gained", event.seat);
            f.insert(QStringLiteral("resource"), QString::fromLatin1(resourceKey(event.a)));
            f.insert(QStringLiteral("amount"), event.b);
            break;
        case Event::Blocked:
            f = flash("blocked", event.a);
            f.insert(QStringLiteral("other"), event.seat + 1);
            f.insert(QStringLiteral("position"), event.b + 1);
            break;
        case Event::Raided:
            f = flash("raided", event.a);
            f.insert(QStringLiteral("other"), event.seat + 1);
            f.insert(QStringLiteral("amount"), event.b);
            break;
        case Event::Exhausted:
            f = flash("exhausted", event.a);
            f.insert(QStringLiteral("other"), event.seat + 1);
            f.insert(QStringLiteral("position"), event.b + 1);
            break;
        case Event::Played:
            f = flash("played", event.seat);
            f.insert(QStringLiteral("card"), catalogue.idAt(event.a));
            f.insert(QStringLiteral("slot"), event.b + 1);
            break;
        case Event::Slept: f = flash("slept", event.seat); break;
        case Event::Passed: f = flash("passed", event.seat); break;
        default: break;
        }
        if (!f.isEmpty())
            flashes.append(f);
    }
    m_flashes = flashes;
    if (live)
        m_lastFlashed = shown;
    ++m_flashSerial;
}

} // namespace isle::app::squirrelisland
