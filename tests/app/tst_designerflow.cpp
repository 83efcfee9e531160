// The rule editor's "done when", through the real window: open the default rules, change
// the Cat's cost and the scoring table, replay the game in progress and see the new
// outcome, compare with the saved rules in the balance lab, save the ruleset, reopen it.
#include "apptestutil.h"
#include "mainwindow.h"
#include "recentfiles.h"

#include "balancelab.h"
#include "labjobs.h"
#include "ruleseteditor.h"

#include "models/rulesetdocument.h"

#include <QDockWidget>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QTest>

using namespace isle;
using namespace isle::app;

class tst_DesignerFlow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        Q_UNUSED(test::windowTestSetUp);
        QStandardPaths::setTestModeEnabled(true);
    }

    void changeReplayCompareSaveReopen()
    {
        MainWindow window;
        window.resize(1600, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSession *session = window.session();
        session->setComputerDelay(0);
        session->setAutosaveEnabled(false);
        session->setDesignerMode(true);
        RulesetDocument *rules = window.rules();
        QVERIFY(!rules->isDirty());
        QVERIFY(rules->isValid());

        // A finished mercenary game to judge the rules by.
        QVERIFY(session->newGame(QStringLiteral("mercenary"), {GameSession::Person, GameSession::Person}, QStringLiteral("23")));
        QVERIFY(test::playToEnd(*session, 23, [] {}) > 0);
        const qsizetype decisions = session->decisions().size();

        // The Cat for 3 coins and longer lines worth much more.
        QVERIFY(rules->setTableCell(QStringLiteral("characters"), rules->rowWithKey(QStringLiteral("characters"), QStringLiteral("cat")), QStringLiteral("cost"), 3));
        QVERIFY(rules->setTableCell(QStringLiteral("scoringTable"), 3, QStringLiteral("points"), 40));
        QVERIFY(rules->isDirty());
        QCOMPARE(window.rulesEditor()->undoStack()->count(), 2);
        window.replayNow(true);
        QVERIFY2(window.lastReplayText().contains(QStringLiteral("Replayed")) || window.lastReplayText().contains(QStringLiteral("stops")),
                 qPrintable(window.lastReplayText()));
        QCOMPARE(session->game()->ruleset().params(), rules->ruleset().params());
        QVERIFY(session->decisions().size() <= decisions);

        // Undo one edit: the editor's stack, not the game's.
        window.rulesEditor()->undoStack()->undo();
        QCOMPARE(rules->table(QStringLiteral("scoringTable")).at(3).toObject().value(QStringLiteral("points")).toInt(), 10);
        window.rulesEditor()->undoStack()->redo();
        QCOMPARE(rules->table(QStringLiteral("scoringTable")).at(3).toObject().value(QStringLiteral("points")).toInt(), 40);

        // Compare the edited rules with the saved (default) ones on the same seeds.
        BalanceLab *lab = window.balanceLab();
        lab->setGames(60);
        lab->setPlayers(QStringLiteral("greedy"), QStringLiteral("greedy"));
        lab->setVariant(QStringLiteral("mercenary"));
        QSignalSpy finished(lab, &BalanceLab::finished);
        QVERIFY(lab->compareWithSaved());
        QVERIFY(finished.wait(300000));
        const LabRun &run = lab->lastRun();
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        QCOMPARE(run.comparison.games, 60);
        // The three every game has (first seat's wins, margin, length) and the game's own
        // per-game figures (Foggy Island: hires and scored lines per game).
        QCOMPARE(run.comparison.figures.size(), 5);
        QVERIFY(std::any_of(run.comparison.figures.cbegin(), run.comparison.figures.cend(),
                            [](const auto &figure) { return figure.id == QLatin1StringView("hiresPerGame"); }));
        window.findChild<QDockWidget *>(QStringLiteral("labDock"))->show();
        window.findChild<QDockWidget *>(QStringLiteral("labDock"))->raise();
        QTest::qWait(100);
        window.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/designer-lab-beside-board.png"));

        // Save, then reopen in a fresh document: the edits are there, nothing is dirty.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("cheap-cats.json"));
        QString error;
        QVERIFY2(window.rulesEditor()->saveFile(file, &error), qPrintable(error));
        QVERIFY(!rules->isDirty());
        QCOMPARE(RecentFiles::list(RecentFiles::Rulesets).value(0), QFileInfo(file).absoluteFilePath());
        RulesetDocument reopened(rules->module());
        Problems problems;
        QVERIFY2(reopened.open(file, problems), qPrintable(problems.summary()));
        QCOMPARE(reopened.ruleset().params(), rules->ruleset().params());
        QCOMPARE(reopened.tableCell(QStringLiteral("characters"), reopened.rowWithKey(QStringLiteral("characters"), QStringLiteral("cat")), QStringLiteral("cost")).toInt(), 3);
    }
};

QTEST_MAIN(tst_DesignerFlow)
#include "tst_designerflow.moc"
