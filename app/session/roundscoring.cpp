#include "roundscoring.h"

#include "playsession.h"

#include "core/game.h"

#include <QJsonArray>
#include <QSet>
#include <QTimer>

#include <algorithm>

namespace isle::app {

RoundScoring::RoundScoring(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_timer->setInterval(1100);
    connect(m_timer, &QTimer::timeout, this, &RoundScoring::stepOn);
}

void RoundScoring::onDecision(const Game &game, const LogEntry &entry, const QJsonObject &report, const QJsonObject &board)
{
    clearScoring(); // a new decision: the board is the live one again
    bool ended = false;
    QStringList lines;
    for (const GameEvent &event : entry.events) {
        if (event.privateTo >= 0)
            continue;
        if (event.is(EventFlag::ScoreDetail))
            lines.append(game.describeEvent(event));
        ended = ended || event.is(EventFlag::RoundEnd);
    }
    if (!ended)
        return;
    // A spectator's observation: the public totals, whoever is looking.
    const QJsonObject after = game.observation(-1);
    const QJsonArray rounds = after.value(QStringLiteral("roundPoints")).toArray();
    const int finished = rounds.isEmpty() ? 0 : int(rounds.at(0).toArray().size());
    QVariantList points;
    QVariantList totals;
    // Each line as it scored, for the board to show one at a time. A line through a token
    // the spectator cannot see would not be shown (none is left face down at a round's end).
    QSet<QString> hidden;
    for (const QJsonValue &token : board.value(QStringLiteral("tokens")).toArray())
        if (!token.toObject().contains(QStringLiteral("character")))
            hidden.insert(token.toObject().value(QStringLiteral("cell")).toString());
    QVariantList scoring;
    for (const QJsonValue &value : report.value(QStringLiteral("lines")).toArray()) {
        const QJsonObject line = value.toObject();
        const QJsonArray cells = line.value(QStringLiteral("cells")).toArray();
        if (std::any_of(cells.begin(), cells.end(), [&](const QJsonValue &cell) { return hidden.contains(cell.toString()); }))
            continue;
        QStringList names;
        for (const QJsonValue &name : line.value(QStringLiteral("names")).toArray())
            names.append(name.toString());
        const int side = line.value(QStringLiteral("side")).toInt();
        const int multiplier = line.value(QStringLiteral("multiplier")).toInt();
        const int pointsOfLine = line.value(QStringLiteral("points")).toInt();
        QString text = multiplier > 1 ? tr("Side %1: %2 — %3 × %4 = %5 points")
                                            .arg(side)
                                            .arg(names.join(QStringLiteral(", ")))
                                            .arg(line.value(QStringLiteral("basePoints")).toInt())
                                            .arg(multiplier)
                                            .arg(pointsOfLine)
                                      : tr("Side %1: %2 — %3 points").arg(side).arg(names.join(QStringLiteral(", "))).arg(pointsOfLine);
        scoring.append(QVariantMap{{QStringLiteral("side"), side},
                                   {QStringLiteral("cells"), cells.toVariantList()},
                                   {QStringLiteral("names"), names},
                                   {QStringLiteral("length"), line.value(QStringLiteral("length")).toInt()},
                                   {QStringLiteral("basePoints"), line.value(QStringLiteral("basePoints")).toInt()},
                                   {QStringLiteral("multiplier"), multiplier},
                                   {QStringLiteral("points"), pointsOfLine},
                                   {QStringLiteral("text"), text}});
    }
    for (const QJsonValue &side : rounds)
        points.append(side.toArray().at(finished - 1).toInt());
    for (const QJsonValue &total : after.value(QStringLiteral("totalPoints")).toArray())
        totals.append(total.toInt());
    m_summary = QVariantMap{{QStringLiteral("round"), finished},
                            {QStringLiteral("points"), points},
                            {QStringLiteral("totals"), totals},
                            {QStringLiteral("lines"), lines},
                            {QStringLiteral("scoring"), scoring},
                            {QStringLiteral("final"), game.isOver()}};
    if (!board.isEmpty()) {
        m_view = board;
        m_step = 0;
        if (scoring.size() > 1)
            m_timer->start();
        else
            m_step = int(scoring.size());
    }
    Q_EMIT roundEnded();
}

void RoundScoring::clear()
{
    m_summary.clear();
    clearScoring();
}

void RoundScoring::clearScoring()
{
    m_timer->stop();
    m_view = {};
    m_step = 0;
}

int RoundScoring::lineCount() const
{
    return int(m_summary.value(QStringLiteral("scoring")).toList().size());
}

QVariantMap RoundScoring::line() const
{
    if (m_view.isEmpty())
        return {};
    return m_summary.value(QStringLiteral("scoring")).toList().value(m_step).toMap();
}

void RoundScoring::stepOn()
{
    const int lines = lineCount();
    if (m_view.isEmpty() || m_step >= lines) {
        m_timer->stop();
        return;
    }
    ++m_step;
    if (m_step >= lines)
        m_timer->stop();
    Q_EMIT stepped();
}

void RoundScoring::skip()
{
    if (m_view.isEmpty())
        return;
    m_timer->stop();
    m_step = lineCount();
    Q_EMIT stepped();
}

void RoundScoring::setInterval(int milliseconds)
{
    m_timer->setInterval(std::max(1, milliseconds));
}

} // namespace isle::app
