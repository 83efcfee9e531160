// "Replay now" and the rule editor beside the board: a game replayed under edited rules,
// where every decision stays legal and where one stops being legal; an edit in the
// editor's document reaching new games and the board; the window's panels on the same
// document.
#include "apptestutil.h"
#include "mainwindow.h"

#include "balancelab.h"
#include "ruleseteditor.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "models/parameterlistmodel.h"
#include "models/rulesetdocument.h"
#include "models/rulesettablemodel.h"

#include <QDockWidget>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>

using namespace isle;
using namespace isle::app;

namespace {
// A finished game between two seats played by the test (random legal decisions).
void playGame(GameSession &session, const QString &variant, std::uint64_t seed)
{
    session.setComputerDelay(0);
    session.setAutosaveEnabled(false);
    session.setDesignerMode(true);
    QVERIFY(session.newGame(variant, {GameSession::Person, GameSession::Person}, QString::number(seed)));
    QVERIFY(test::playToEnd(session, seed, [] {}) > 0);
}
} // namespace

class tst_Replay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        Q_UNUSED(test::windowTestSetUp);
        QStandardPaths::setTestModeEnabled(true);
    }

    void stillLegalDecisionsGiveTheNewScores()
    {
        // Pigs that triple: every decision stays legal, the scores change where pigs score.
        GameSession session;
        playGame(session, QStringLiteral("basic"), 7);
        const QList<Action> decisions = session.decisions();
        RulesetDocument document(*GameRegistry::find(QStringLiteral("foggy-island")));
        QVERIFY(document.setTableCell(QStringLiteral("characters"), document.rowWithKey(QStringLiteral("characters"), QStringLiteral("pig")),
                                      QStringLiteral("multiplier"), 3));
        const ReplayReport report = session.replayUnder(document.ruleset());
        QVERIFY2(report.replayed && report.complete, qPrintable(report.reason));
        QCOMPARE(report.decisions, decisions.size());
        QCOMPARE(session.decisions(), decisions);
        QCOMPARE(report.oldRoundPoints.size(), 2);
        QCOMPARE(report.newRoundPoints.size(), 2);
        // A line with a pig gains a third; without pigs in any line nothing moves.
        int before = 0;
        int after = 0;
        for (int side = 0; side < 2; ++side)
            for (int round = 0; round < 2; ++round) {
                before += report.oldRoundPoints[side][round];
                after += report.newRoundPoints[side][round];
                QVERIFY(report.newRoundPoints[side][round] >= report.oldRoundPoints[side][round]);
            }
        QVERIFY(after >= before);
        QVERIFY(session.isOver());
        QCOMPARE(session.game()->ruleset().params(), document.ruleset().params());
    }

    void aDecisionNoLongerLegalStopsTheBoardThere()
    {
        // Hands of three: player 1's fourth and fifth picks become player 2's first two
        // (a pick names a character, not a seat), and the first placement of the new
        // rules meets a recorded pick.
        GameSession session;
        playGame(session, QStringLiteral("basic"), 11);
        RulesetDocument document(*GameRegistry::find(QStringLiteral("foggy-island")));
        QVERIFY(document.setValue(QStringLiteral("handSize"), 3));
        const ReplayReport report = session.replayUnder(document.ruleset());
        QVERIFY(report.replayed);
        QVERIFY(!report.complete);
        QCOMPARE(report.stoppedAt, 6);
        QCOMPARE(report.decisions, 6);
        QVERIFY2(!report.reason.isEmpty(), "says which rule");
        QVERIFY2(!report.stoppedDecision.isEmpty(), "says which decision");
        QVERIFY2(report.reason.contains(QStringLiteral("different decision")), qPrintable(report.reason));
        QCOMPARE(session.decisions().size(), 6);
        QVERIFY(!session.isOver()); // the board shows that moment, ready to continue
    }

    void invalidRulesDoNotReplay()
    {
        GameSession session;
        playGame(session, QStringLiteral("basic"), 3);
        Ruleset broken = session.game()->ruleset();
        broken.setValue(QStringLiteral("scoringTable"), QJsonArray{});
        const ReplayReport report = session.replayUnder(broken);
        QVERIFY(!report.replayed);
        QVERIFY(!report.reason.isEmpty());
        QVERIFY(session.isOver()); // the game is left as it was
    }

    void theWindowPlaysNewGamesUnderTheEditedRules()
    {
        MainWindow window;
        window.resize(1400, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        RulesetDocument *rules = window.rules();
        QVERIFY(rules);
        QCOMPARE(window.rulesEditor()->document(), rules);
        // The editor's models and a second model on the same document agree at once.
        ParameterListModel other(rules);
        QVERIFY(rules->setValue(QStringLiteral("mercenaryRounds"), 3));
        const int row = other.rowOfKey(QStringLiteral("mercenaryRounds"));
        QVERIFY(row >= 0);
        QCOMPARE(other.index(row, ParameterListModel::ValueColumn).data(Qt::EditRole).toInt(), 3);
        // A cost edited in the table is the cost of the next game.
        const int cat = rules->rowWithKey(QStringLiteral("characters"), QStringLiteral("cat"));
        QVERIFY(rules->setTableCell(QStringLiteral("characters"), cat, QStringLiteral("cost"), 4));
        GameSession *session = window.session();
        session->setComputerDelay(0);
        session->setAutosaveEnabled(false);
        QVERIFY(session->newGame(QStringLiteral("mercenary"), {GameSession::Person, QStringLiteral("random")}, QStringLiteral("5")));
        QCOMPARE(session->game()->ruleset().params(), rules->ruleset().params());
        QCOMPARE(session->rounds(), 3);

        // Replay after every edit: a changed rule replays the game in progress at once.
        QVERIFY(rules->setValue(QStringLiteral("mercenaryRounds"), 5));
        QTRY_VERIFY_WITH_TIMEOUT(window.lastReplayText().contains(QStringLiteral("Replayed")), 5000);
        QCOMPARE(session->rounds(), 5);
        // The panels open from the menu, side by side with the board.
        const auto docks = window.findChildren<QDockWidget *>();
        QVERIFY(docks.size() >= 3);
        window.findChild<QDockWidget *>(QStringLiteral("rulesDock"))->show();
        QTest::qWait(50);
        window.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/rules-beside-board.png"));
    }
};

QTEST_MAIN(tst_Replay)
#include "tst_replay.moc"
