// The reports of simulate and compare (docs/simulation.md), also printed by merge.
#include "batchreport.h"

#include "clioutput.h"
#include "figureoutput.h"

#include "simulation/comparison.h"
#include "simulation/simulation.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace isle::cli {

namespace {
// The contexts of the commands these reports were first written in, so that their
// translations stay where translators filed them.
struct SimulateTr
{
    Q_DECLARE_TR_FUNCTIONS(isle::cli::simulate)
};
struct CompareTr
{
    Q_DECLARE_TR_FUNCTIONS(isle::cli::compare)
};

double games(qint64 count, int total)
{
    return total ? double(count) / total : 0.0;
}

QString percent(double rate)
{
    return QStringLiteral("%1 %").arg(rate * 100.0, 0, 'f', 1);
}

QJsonObject figureJson(const ComparedFigure &figure)
{
    return QJsonObject{{QStringLiteral("id"), figure.id},
                       {QStringLiteral("name"), figure.name},
                       {QStringLiteral("a"), figure.meanA},
                       {QStringLiteral("b"), figure.meanB},
                       {QStringLiteral("difference"), figure.difference},
                       {QStringLiteral("low"), figure.low},
                       {QStringLiteral("high"), figure.high}};
}
} // namespace

QJsonObject simulateJson(const SimulationConfig &config, const SimulationResult &result)
{
    QJsonArray seats;
    for (int seat = 0; seat < result.seats; ++seat) {
        const SeatStatistics &stats = result.seatStats[seat];
        seats.append(QJsonObject{{QStringLiteral("seat"), seat + 1},
                                 {QStringLiteral("player"), config.playerFor(seat)},
                                 {QStringLiteral("wins"), stats.wins},
                                 {QStringLiteral("draws"), stats.draws},
                                 {QStringLiteral("losses"), stats.losses},
                                 {QStringLiteral("winRate"), result.winRate(seat)},
                                 {QStringLiteral("meanScore"), result.meanScore(seat)},
                                 {QStringLiteral("scoreDeviation"), result.scoreDeviation(seat)},
                                 {QStringLiteral("minScore"), stats.scoreMin},
                                 {QStringLiteral("maxScore"), stats.scoreMax}});
    }
    return QJsonObject{{QStringLiteral("game"), config.gameId},
                       {QStringLiteral("variant"), config.variant},
                       {QStringLiteral("games"), result.games},
                       {QStringLiteral("seed"), QString::number(config.seed)},
                       {QStringLiteral("drawRate"), result.drawRate()},
                       {QStringLiteral("seats"), seats},
                       {QStringLiteral("meanDecisions"), result.meanDecisions()},
                       {QStringLiteral("decisionDeviation"), result.decisionDeviation()},
                       {QStringLiteral("minDecisions"), result.decisionMin},
                       {QStringLiteral("maxDecisions"), result.decisionMax},
                       {QStringLiteral("gameFigures"), config.tallyFigures ? gameFiguresJson({&result}) : QJsonArray()},
                       {QStringLiteral("componentFigures"), componentFiguresJson(result.figures)},
                       {QStringLiteral("components"), config.tallyFigures ? componentsJson({&result}) : QJsonArray()}};
}

void printSimulateReport(const SimulationConfig &config, const SimulationResult &result)
{
    printOut(SimulateTr::tr("Seat  Player    Wins     Draws    Losses   Mean score  Spread (sd)  Min  Max"));
    for (int seat = 0; seat < result.seats; ++seat) {
        const SeatStatistics &stats = result.seatStats[seat];
        printOut(QStringLiteral("%1  %2%3%4%5%6%7%8  %9")
                     .arg(seat + 1, -4)
                     .arg(config.playerFor(seat), -10)
                     .arg(percent(result.winRate(seat)), -9)
                     .arg(percent(games(stats.draws, result.games)), -9)
                     .arg(percent(games(stats.losses, result.games)), -9)
                     .arg(result.meanScore(seat), -12, 'f', 2)
                     .arg(result.scoreDeviation(seat), -13, 'f', 2)
                     .arg(stats.scoreMin, -3)
                     .arg(stats.scoreMax));
    }
    printOut(QString());
    printOut(SimulateTr::tr("Draws: %1 of games").arg(percent(result.drawRate())));
    printOut(SimulateTr::tr("Game length: %1 decisions on average (sd %2, from %3 to %4)")
                 .arg(result.meanDecisions(), 0, 'f', 1)
                 .arg(result.decisionDeviation(), 0, 'f', 1)
                 .arg(result.decisionMin)
                 .arg(result.decisionMax));
    const QStringList lines = config.tallyFigures ? figureLines({&result}) : QStringList();
    if (!lines.isEmpty())
        printOut(QString());
    for (const QString &line : lines)
        printOut(line);
}

QJsonObject compareJson(const SimulationConfig &config, const QStringList &rulesetNames, const ComparisonResult &result)
{
    const QList<const SimulationResult *> sides{&result.a, &result.b};
    QJsonArray figures;
    for (const ComparedFigure &figure : result.figures)
        figures.append(figureJson(figure));
    return QJsonObject{{QStringLiteral("game"), config.gameId},
                       {QStringLiteral("variant"), config.variant},
                       {QStringLiteral("rulesetA"), rulesetNames.value(0)},
                       {QStringLiteral("rulesetB"), rulesetNames.value(1)},
                       {QStringLiteral("games"), result.games},
                       {QStringLiteral("seed"), QString::number(config.seed)},
                       {QStringLiteral("players"), QJsonArray::fromStringList(config.players)},
                       {QStringLiteral("confidence"), 0.95},
                       {QStringLiteral("figures"), figures},
                       {QStringLiteral("gameFigures"), gameFiguresJson(sides)},
                       {QStringLiteral("componentFigures"), componentFiguresJson(result.a.figures)},
                       {QStringLiteral("components"), componentsJson(sides)}};
}

void printCompareReport(const QStringList &rulesetNames, const ComparisonResult &result)
{
    const QList<const SimulationResult *> sides{&result.a, &result.b};
    printOut(CompareTr::tr("A: %1").arg(rulesetNames.value(0)));
    printOut(CompareTr::tr("B: %1").arg(rulesetNames.value(1)));
    printOut(QString());
    printOut(CompareTr::tr("Figure                          A          B          B - A      95 % interval"));
    for (const ComparedFigure &figure : result.figures)
        printOut(QStringLiteral("%1%2%3%4[%5, %6]")
                     .arg(figure.name, -32)
                     .arg(figure.meanA, -11, 'f', 3)
                     .arg(figure.meanB, -11, 'f', 3)
                     .arg(figure.difference, -11, 'f', 3)
                     .arg(figure.low, 0, 'f', 3)
                     .arg(figure.high, 0, 'f', 3));
    // The game's own figures: those compared above are not repeated.
    QStringList compared;
    for (const ComparedFigure &figure : result.figures)
        compared.append(figure.id);
    const QStringList lines = figureLines(sides, compared);
    if (!lines.isEmpty())
        printOut(QString());
    for (const QString &line : lines)
        printOut(line);
}

} // namespace isle::cli
