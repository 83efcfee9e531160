#pragma once

#include <QList>
#include <QString>
#include <QVariantList>

namespace isle::app {
struct LogEntry;
}

namespace isle::app::squirrelisland {

class CardCatalogue;

// What the board animates, read from the events of the log as the viewer may see them
// (public ones and the viewer's own): the latest morning's collection, one step per
// seat's income and per squirrel's loop, and what the latest decision set off (Go again!,
// stamina overflowing into nuts, sabotage) as short flashes.
class MorningFeed
{
public:
    // `shown` is the log entry on the board (the reviewed one, or the last); `live` is
    // false while reviewing. `seatCount` places the solo rival.
    void update(const QList<LogEntry> &log, int shown, int viewer, bool live, const CardCatalogue &catalogue);
    void clear();

    // Steps: {seat, position (1-based; 0 for the island's income), nuts, stamina, coins,
    // cards, overflow (nuts from stamina over the cap)}, in the engine's order.
    QVariantList steps() const { return m_steps; }
    // Changes when another morning is to be shown ("" when none): "<entry>:<day>".
    QString key() const { return m_key; }
    int day() const { return m_day; }
    // Flashes: {kind ("goAgain", "overflow", "took", "lost", "gathered", "gained",
    // "blocked", "raided", "exhausted", "played", "slept", "passed"), seat, other, resource,
    // amount, position, card}; seats and positions 1-based.
    QVariantList flashes() const { return m_flashes; }
    // Grows each time a decision newer than the last one shown brings flashes.
    int flashSerial() const { return m_flashSerial; }

private:
    QVariantList m_steps;
    QString m_key;
    int m_day = 0;
    QVariantList m_flashes;
    int m_flashSerial = 0;
    int m_lastFlashed = -1;
    int m_logSize = 0;
};

} // namespace isle::app::squirrelisland
