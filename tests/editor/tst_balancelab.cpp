// The balance lab: a small comparison and a batch run to completion off the UI thread,
// a long batch cancelled, a sweep over a table cell, and screenshots of its charts.
#include "balancelab.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "labcharts.h"
#include "models/rulesetdocument.h"

#include <QChart>
#include <QChartView>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

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
        QCOMPARE(run.comparison.figures.size(), 4);
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
        QVERIFY(run.simulation.characters.hiredTotal() > 0);
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
