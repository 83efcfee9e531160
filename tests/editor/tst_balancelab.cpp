// The balance lab: a small comparison and a batch run to completion off the UI thread,
// a long batch cancelled, a sweep over a table cell, a narrow, short dock, chart axes
// that hold the whole 95 % intervals (counts from 0, with whole-number ticks), the
// game's declared figures as tabs (and none for a game declaring none), and
// screenshots of its charts.
#include "fakegame.h"
#include "balancelab.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "labcharts.h"
#include "models/rulesetdocument.h"

#include <QAbstractAxis>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChart>
#include <QChartView>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QValueAxis>

#include <cmath>
#include <memory>

using namespace isle;

namespace {
const GameModule &foggy()
{
    return *GameRegistry::find(QStringLiteral("foggy-island"));
}

void screenshot(QWidget *widget, const QString &name)
{
    QCoreApplication::processEvents();
    const QString fileName = QStringLiteral(ISLE_SCREENSHOT_DIR "/") + name + QStringLiteral(".png");
    QVERIFY2(widget->grab().save(fileName), qPrintable(fileName));
}

QValueAxis *valueAxis(QChart *chart, Qt::Orientation orientation)
{
    for (QAbstractAxis *axis : chart->axes(orientation))
        if (auto *value = qobject_cast<QValueAxis *>(axis); value && value->isVisible())
            return value;
    return nullptr;
}

bool isWhole(double value)
{
    return std::abs(value - std::round(value)) < 1e-9;
}

// Ticks at whole numbers: a whole interval from a whole anchor, labels without decimals.
bool hasWholeTicks(const QValueAxis *axis)
{
    return axis->tickType() == QValueAxis::TicksDynamic && axis->tickInterval() >= 1 && isWhole(axis->tickInterval())
        && isWhole(axis->tickAnchor()) && axis->labelFormat() == QStringLiteral("%d");
}

// A first seat that won `wins` and drew `draws` of `games`.
SimulationResult firstSeatResult(int games, int wins, int draws)
{
    SimulationResult result;
    result.games = games;
    result.seats = 2;
    result.seatStats.resize(2);
    result.seatStats[0].wins = wins;
    result.seatStats[0].draws = draws;
    result.seatStats[0].losses = games - wins - draws;
    result.seatStats[1].wins = games - wins - draws;
    result.seatStats[1].draws = draws;
    result.seatStats[1].losses = wins;
    return result;
}

LabRun sweepRun(SweepFigure::Kind kind, const QList<SweepPoint> &points, bool count = true)
{
    LabRun run;
    run.kind = LabRun::Sweep;
    run.figureKind = kind;
    run.figureIsCount = count;
    run.figureLabel = QStringLiteral("figure");
    run.sweepLabel = QStringLiteral("Characters › Cat › Cost");
    run.sweep = points;
    return run;
}

SweepPoint point(int value, double low, double mean, double high)
{
    SweepPoint result;
    result.value = value;
    result.low = low;
    result.mean = mean;
    result.high = high;
    return result;
}

constexpr int DockWidth = 360;
constexpr int DockHeight = 600;
} // namespace

class tst_BalanceLab : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void comparisonRunsToTheEnd()
    {
        RulesetDocument document(foggy());
        BalanceLab lab(&document);
        lab.resize(520, 760);
        lab.show();
        // Three-tile lines score nothing more: a change the games should notice.
        QVERIFY(document.setTableCell(QStringLiteral("scoringTable"), 0, QStringLiteral("points"), 0));
        lab.setGames(40);
        lab.setPlayers(QStringLiteral("greedy"), QStringLiteral("random"));
        QSignalSpy finished(&lab, &BalanceLab::finished);
        QVERIFY(lab.compareWithSaved());
        QVERIFY(lab.isRunning());
        QVERIFY(!lab.compareWithSaved()); // one run at a time
        QVERIFY(finished.wait(120000));
        QVERIFY(!lab.isRunning());
        const LabRun &run = lab.lastRun();
        QCOMPARE(run.kind, LabRun::Comparison);
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        QVERIFY(!run.cancelled);
        QCOMPARE(run.comparison.games, 40);
        // The figures every game has, then the game's per-game counts.
        QCOMPARE(run.comparison.figures.size(), 5);
        QCOMPARE(run.comparison.figures.at(3).id, QStringLiteral("hiresPerGame"));
        const ComparedFigure &rate = run.comparison.figures.first();
        QVERIFY(rate.low <= rate.difference && rate.difference <= rate.high);
        screenshot(&lab, QStringLiteral("lab-comparison"));
    }

    void simulationFillsTheCharts()
    {
        RulesetDocument document(foggy());
        BalanceLab lab(&document);
        lab.resize(520, 760);
        lab.show();
        lab.setGames(60);
        lab.setVariant(QStringLiteral("mercenary"));
        QSignalSpy finished(&lab, &BalanceLab::finished);
        QVERIFY(lab.simulateCurrent());
        QVERIFY(finished.wait(120000));
        const LabRun &run = lab.lastRun();
        QCOMPARE(run.simulation.games, 60);
        QCOMPARE(run.samples.size(), std::size_t(60));
        const SweepPoint rate = firstSeatInterval(run.simulation);
        QVERIFY(rate.low <= rate.mean && rate.mean <= rate.high);
        QVERIFY(rate.low >= 0 && rate.high <= 1);
        const int hires = run.simulation.figures.indexOf(QStringLiteral("hiresPerGame"));
        QVERIFY(run.simulation.figure(hires) > 0);
        // A tab per per-component figure the game declares, between the fixed ones and the sweep.
        QCOMPARE(lab.charts()->count(), 4 + 4 + 1);
        QCOMPARE(lab.charts()->tabText(4), run.simulation.figures.figures.at(
                                               run.simulation.figures.indexOf(QStringLiteral("hiredPerGame"))).label);
        for (int tab = 0; tab < lab.charts()->count(); ++tab) {
            lab.charts()->setCurrentIndex(tab);
            screenshot(&lab, QStringLiteral("lab-simulation-%1").arg(tab));
        }
    }

    void cancelStopsEarly()
    {
        RulesetDocument document(foggy());
        BalanceLab lab(&document);
        lab.setGames(1000000);
        QSignalSpy finished(&lab, &BalanceLab::finished);
        QVERIFY(lab.simulateCurrent());
        QTest::qWait(200);
        lab.cancel();
        QVERIFY(finished.wait(30000));
        QVERIFY(lab.lastRun().cancelled);
        QVERIFY(lab.lastRun().simulation.games < 1000000);
    }

    void sweepOverATableCell()
    {
        RulesetDocument document(foggy());
        BalanceLab lab(&document);
        lab.resize(520, 760);
        lab.show();
        lab.setGames(20);
        // Points of the longest line, 8 to 12; and hand sizes that break nothing.
        QVERIFY(lab.setSweep(QStringLiteral("Scoring table › row 4 › Points"), 8, 12, 2, SweepFigure::MeanMargin));
        QSignalSpy finished(&lab, &BalanceLab::finished);
        QVERIFY(lab.runSweep());
        QVERIFY(finished.wait(120000));
        const LabRun &run = lab.lastRun();
        QCOMPARE(run.kind, LabRun::Sweep);
        QCOMPARE(run.sweep.size(), 3);
        QCOMPARE(run.sweep.at(1).value, 10);
        for (const SweepPoint &point : run.sweep)
            QVERIFY(point.valid && point.low <= point.mean && point.mean <= point.high);
        lab.charts()->setCurrentIndex(lab.charts()->count() - 1);
        screenshot(&lab, QStringLiteral("lab-sweep"));
        // A value that breaks the rules is reported, not played.
        QVERIFY(lab.setSweep(QStringLiteral("Scoring table › row 1 › Line length"), 2, 3, 1,
                             SweepFigure::FirstSeatWinRate));
        QVERIFY(lab.runSweep());
        QVERIFY(finished.wait(120000));
        QCOMPARE(lab.lastRun().sweep.size(), 2);
        QVERIFY(!lab.lastRun().sweep.at(0).valid); // lengths 2, 4, 5, 6: a gap
        QVERIFY(lab.lastRun().sweep.at(1).valid);
    }

    void fitsANarrowShortDock()
    {
        RulesetDocument document(foggy());
        BalanceLab lab(&document);
        const QSize minimum = lab.minimumSizeHint();
        qInfo("BalanceLab minimumSizeHint: %d x %d", minimum.width(), minimum.height());
        QVERIFY2(minimum.width() <= DockWidth, qPrintable(QString::number(minimum.width())));
        QVERIFY2(minimum.height() <= DockHeight, qPrintable(QString::number(minimum.height())));
        lab.resize(DockWidth, DockHeight);
        lab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&lab));
        QCOMPARE(lab.size(), QSize(DockWidth, DockHeight));
        auto *scroll = lab.findChild<QScrollArea *>(QStringLiteral("labScroll"));
        QVERIFY(scroll);
        const QSize content = scroll->widget()->minimumSizeHint();
        qInfo("BalanceLab content minimumSizeHint (scrolls below it): %d x %d", content.width(), content.height());
        QVERIFY(content.width() <= DockWidth);

        // A comparison fills the figures table too.
        QVERIFY(document.setTableCell(QStringLiteral("scoringTable"), 0, QStringLiteral("points"), 0));
        lab.setGames(20);
        lab.setVariant(QStringLiteral("mercenary"));
        QSignalSpy finished(&lab, &BalanceLab::finished);
        QVERIFY(lab.compareWithSaved());
        QVERIFY(finished.wait(120000));
        for (const QSize size : {QSize(DockWidth, DockHeight), QSize(320, 560)}) {
            lab.resize(size);
            for (int tab = 0; tab < lab.charts()->count(); ++tab) {
                lab.charts()->setCurrentIndex(tab);
                QCoreApplication::processEvents();
                QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
                         qPrintable(QStringLiteral("tab %1 at %2 wide: the content needs %3")
                                        .arg(tab)
                                        .arg(size.width())
                                        .arg(scroll->widget()->minimumSizeHint().width())));
                if (size.width() == DockWidth) {
                    screenshot(&lab, QStringLiteral("lab-narrow-%1").arg(tab));
                    // All of it, as far as it scrolls.
                    screenshot(scroll->widget(), QStringLiteral("lab-narrow-all-%1").arg(tab));
                }
            }
        }
    }

    void winRateAxisHoldsTheWhiskers()
    {
        // Nearly every game won: the interval reaches 100 %, which the axis shows whole.
        LabRun run;
        run.kind = LabRun::Simulation;
        run.simulation = firstSeatResult(40, 39, 1);
        SweepPoint rate = firstSeatInterval(run.simulation);
        QVERIFY(rate.high > 0.99);
        std::unique_ptr<QChart> chart(winRateChart(run));
        QValueAxis *y = valueAxis(chart.get(), Qt::Vertical);
        QVERIFY(y);
        QVERIFY(y->min() <= rate.low * 100 - 1);
        QCOMPARE(y->max(), 100.0);
        QVERIFY(y->min() <= 50); // the even line shows
        QVERIFY(y->min() >= 0);
        QVERIFY(hasWholeTicks(y));
        auto *series = qobject_cast<QBoxPlotSeries *>(chart->series().first());
        QVERIFY(series);
        QVERIFY(series->boxSets().first()->at(QBoxSet::UpperExtreme) <= y->max());
        QVERIFY(series->boxSets().first()->at(QBoxSet::LowerExtreme) >= y->min());

        // A comparison: both intervals inside, with room above and below.
        run.kind = LabRun::Comparison;
        run.comparison.games = 200;
        run.comparison.a = firstSeatResult(200, 120, 10);
        run.comparison.b = firstSeatResult(200, 150, 4);
        const SweepPoint a = firstSeatInterval(run.comparison.a);
        const SweepPoint b = firstSeatInterval(run.comparison.b);
        chart.reset(winRateChart(run));
        y = valueAxis(chart.get(), Qt::Vertical);
        QVERIFY(y->min() < std::min(a.low, b.low) * 100);
        QVERIFY(y->max() > std::max(a.high, b.high) * 100);
        QVERIFY(y->max() < 100); // no empty band up to 100 when the intervals end lower
        QVERIFY(y->min() <= 50);
    }

    void sweepAxesFollowTheFigure()
    {
        // Hires per game near 0: the axis starts at 0, never below, whatever the band.
        std::unique_ptr<QChart> chart(sweepChart(sweepRun(
            SweepFigure::GameFigure, {point(5, 0.0, 0.1, 0.3), point(10, 0.4, 1.2, 2.1), point(15, 1.5, 2.5, 3.4)})));
        QValueAxis *y = valueAxis(chart.get(), Qt::Vertical);
        QCOMPARE(y->min(), 0.0);
        QVERIFY(y->max() > 3.4);
        QVERIFY(hasWholeTicks(y));
        QValueAxis *x = valueAxis(chart.get(), Qt::Horizontal);
        QCOMPARE(x->min(), 5.0);
        QCOMPARE(x->max(), 15.0);
        QVERIFY(hasWholeTicks(x));
        QCOMPARE(x->tickInterval(), 5.0);

        // Hires of one character, all zero: from 0 to 1, not around 0.
        chart.reset(sweepChart(sweepRun(SweepFigure::GameFigure, {point(1, 0, 0, 0), point(2, 0, 0, 0)})));
        y = valueAxis(chart.get(), Qt::Vertical);
        QCOMPARE(y->min(), 0.0);
        QVERIFY(y->max() >= 1);
        QVERIFY(hasWholeTicks(y));

        // A mean below one hire a game: from 0, in tenths, the band inside.
        chart.reset(
            sweepChart(sweepRun(SweepFigure::GameFigure, {point(1, 0.0, 0.1, 0.3), point(2, 0.2, 0.4, 0.6)})));
        y = valueAxis(chart.get(), Qt::Vertical);
        QCOMPARE(y->min(), 0.0);
        QVERIFY(y->max() > 0.6 && y->max() <= 1);

        // A rate of a game's figure that may be negative (an edge): the band below 0 shows whole.
        LabRun edge = sweepRun(SweepFigure::GameFigure, {point(1, -2.0, -1.5, -1.0), point(2, -0.5, 0.5, 1.5)}, false);
        edge.figureIsSigned = true;
        chart.reset(sweepChart(edge));
        y = valueAxis(chart.get(), Qt::Vertical);
        QVERIFY(y->min() < -2.0);
        QVERIFY(y->max() > 1.5);

        // A win rate stays within 0 to 1 and holds the whole band.
        chart.reset(
            sweepChart(sweepRun(SweepFigure::FirstSeatWinRate, {point(1, 0.85, 0.93, 1.0), point(2, 0.6, 0.7, 0.8)})));
        y = valueAxis(chart.get(), Qt::Vertical);
        QVERIFY(y->min() < 0.6 && y->min() >= 0);
        QCOMPARE(y->max(), 1.0);

        // A margin may be negative: the band below 0 shows whole.
        chart.reset(
            sweepChart(sweepRun(SweepFigure::MeanMargin, {point(1, -4.5, -1.0, 2.5), point(2, -0.5, 1.0, 2.0)})));
        y = valueAxis(chart.get(), Qt::Vertical);
        QVERIFY(y->min() < -4.5);
        QVERIFY(y->max() > 2.5);

        // Game length: whole ticks, the band inside, never below 0.
        chart.reset(
            sweepChart(sweepRun(SweepFigure::GameLength, {point(3, 50.2, 55.0, 59.8), point(4, 61.0, 64.0, 67.0)})));
        y = valueAxis(chart.get(), Qt::Vertical);
        QVERIFY(y->min() < 50.2 && y->min() >= 0);
        QVERIFY(y->max() > 67.0);
        QVERIFY(hasWholeTicks(y));

        // A sweep of many values labels whole values only.
        QList<SweepPoint> many;
        for (int value = 1; value <= 23; ++value)
            many.append(point(value, 0.4, 0.5, 0.6));
        chart.reset(sweepChart(sweepRun(SweepFigure::FirstSeatWinRate, many)));
        x = valueAxis(chart.get(), Qt::Horizontal);
        QVERIFY(hasWholeTicks(x));
        QVERIFY((x->max() - x->min()) / x->tickInterval() <= 11);
    }

    void hiresSweepStartsAtZero()
    {
        // Played for real: hires per game over a character's cost, in the mercenary game.
        RulesetDocument document(foggy());
        BalanceLab lab(&document);
        lab.resize(DockWidth, DockHeight);
        lab.show();
        lab.setGames(10);
        lab.setVariant(QStringLiteral("mercenary"));
        QVERIFY(lab.setSweep(QStringLiteral("Characters › Cat › Cost"), 0, 30, 15, SweepFigure::GameFigure,
                             QStringLiteral("hiresPerGame")));
        QSignalSpy finished(&lab, &BalanceLab::finished);
        QVERIFY(lab.runSweep());
        QVERIFY(finished.wait(120000));
        const LabRun &run = lab.lastRun();
        QCOMPARE(run.figureKind, SweepFigure::GameFigure);
        QVERIFY(run.figureIsCount);
        QCOMPARE(run.sweep.size(), 3);
        double high = 0;
        for (const SweepPoint &p : run.sweep) {
            QVERIFY(p.valid);
            QVERIFY(p.low >= 0 && p.low <= p.mean && p.mean <= p.high);
            high = std::max(high, p.high);
        }
        QVERIFY(high > 0); // greedy players hire in the mercenary game
        auto *view = lab.charts()->widget(lab.charts()->count() - 1)->findChild<QChartView *>();
        QVERIFY(view);
        QValueAxis *y = valueAxis(view->chart(), Qt::Vertical);
        QCOMPARE(y->min(), 0.0);
        QVERIFY(y->max() > high);
        screenshot(&lab, QStringLiteral("lab-narrow-sweep-hires"));
    }

    void countAxesStartAtZero()
    {
        // The histograms' game counts and the hires bars: from 0, whole-number ticks.
        LabRun run;
        run.kind = LabRun::Simulation;
        run.simulation = firstSeatResult(5, 3, 0);
        for (const int margin : {-3, 1, 2, 2, 7}) {
            GameSample sample;
            sample.margin = margin;
            sample.decisions = 40 + margin;
            run.samples.push_back(sample);
        }
        std::unique_ptr<QChart> chart(marginHistogram(run));
        QValueAxis *games = valueAxis(chart.get(), Qt::Vertical);
        QCOMPARE(games->min(), 0.0);
        QVERIFY(games->max() > 2);
        QVERIFY(hasWholeTicks(games));
        chart.reset(gameLengthChart(run));
        games = valueAxis(chart.get(), Qt::Vertical);
        QCOMPARE(games->min(), 0.0);
        QVERIFY(hasWholeTicks(games));
    }

    void componentFigureSweep()
    {
        // One character's hires over its cost: the exact mean per game, no interval.
        RulesetDocument document(foggy());
        BalanceLab lab(&document);
        lab.setGames(10);
        lab.setVariant(QStringLiteral("mercenary"));
        QVERIFY(!lab.setSweep(QStringLiteral("Characters › Cat › Cost"), 0, 10, 10, SweepFigure::GameFigure,
                              QStringLiteral("noSuchFigure")));
        QVERIFY(lab.setSweep(QStringLiteral("Characters › Cat › Cost"), 0, 10, 10, SweepFigure::GameFigure,
                             QStringLiteral("hiredPerGame"), QStringLiteral("cat")));
        QSignalSpy finished(&lab, &BalanceLab::finished);
        QVERIFY(lab.runSweep());
        QVERIFY(finished.wait(120000));
        const LabRun &run = lab.lastRun();
        QCOMPARE(run.sweep.size(), 2);
        for (const SweepPoint &p : run.sweep)
            QVERIFY(p.valid && p.low == p.mean && p.mean == p.high && p.mean >= 0);
        QVERIFY(run.figureIsCount);
    }

    void gameWithoutFigures()
    {
        // A game that declares no figures: no figure tabs, and a batch plays all the same.
        fakegame::registerPebbles(); // tests/fakegame: declares no figures
        const GameModule *pebbles = GameRegistry::find(QStringLiteral("pebbles"));
        QVERIFY(pebbles);
        RulesetDocument document(*pebbles);
        BalanceLab lab(&document);
        lab.resize(520, 760);
        lab.show();
        QCOMPARE(lab.charts()->count(), 4 + 1);
        lab.setGames(30);
        QSignalSpy finished(&lab, &BalanceLab::finished);
        QVERIFY(lab.simulateCurrent());
        QVERIFY(finished.wait(120000));
        QVERIFY2(lab.lastRun().error.isEmpty(), qPrintable(lab.lastRun().error));
        QCOMPARE(lab.lastRun().simulation.games, 30);
        QVERIFY(lab.lastRun().simulation.figures.isEmpty());
        QCOMPARE(lab.charts()->count(), 4 + 1);
        // A chart asked for a figure the run does not have says so.
        std::unique_ptr<QChart> chart(componentFigureChart(lab.lastRun(), QStringLiteral("hiredPerGame")));
        QVERIFY(chart->series().isEmpty());
    }

    void refusesRulesWithErrors()
    {
        RulesetDocument document(foggy());
        BalanceLab lab(&document);
        QVERIFY(document.setTableCell(QStringLiteral("scoringTable"), 3, QStringLiteral("length"), 9));
        QVERIFY(!document.isValid());
        QVERIFY(!lab.simulateCurrent());
        QVERIFY(!lab.isRunning());
    }
};

QTEST_MAIN(tst_BalanceLab)
#include "tst_balancelab.moc"
