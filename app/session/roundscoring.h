#pragma once

#include <QJsonObject>
#include <QObject>
#include <QVariantMap>

class QTimer;

namespace isle {
class Game;
}

namespace isle::app {

struct LogEntry;

// The end of a round as people are shown it: the round summary (points, totals, the
// scoring lines in words) and the board as it was scored, its lines lit one at a time.
// It reads only public facts: the round's public events, a spectator's view of the
// board, and the engine's score report of a board with every token face up.
class RoundScoring : public QObject
{
    Q_OBJECT

public:
    explicit RoundScoring(QObject *parent = nullptr);

    // After each decision: a decision that ended a round makes its summary (`report` and
    // `board` as PlaySession kept them at the round's end); any decision ends the stepping.
    void onDecision(const Game &game, const LogEntry &entry, const QJsonObject &report, const QJsonObject &board);
    // No summary and no stepping (undo, a new game, the summary dismissed).
    void clear();
    // The board is the live one again; the summary stays.
    void clearScoring();

    QVariantMap summary() const { return m_summary; }
    bool hasSummary() const { return !m_summary.isEmpty(); }
    // -1 when no round's lines are being shown, then the line shown (0-based), and the
    // number of lines once all are shown.
    int step() const { return m_view.isEmpty() ? -1 : m_step; }
    QVariantMap line() const;
    // The round's last board while its lines are shown, else empty.
    const QJsonObject &view() const { return m_view; }

    void stepOn();
    void skip();
    void setInterval(int milliseconds);

Q_SIGNALS:
    void roundEnded();
    // step() or line() moved on.
    void stepped();

private:
    int lineCount() const;

    QVariantMap m_summary;
    QJsonObject m_view; // spectator's view of the round's last board, all tokens up
    int m_step = 0;
    QTimer *m_timer;
};

} // namespace isle::app
