// Two people at one screen, in the real window with the log and the rules open: while
// the curtain asks to pass the screen, nothing private of either seat shows anywhere
// (log, seat panels, hand, status bar, title, docks), nothing can be undone unseen, and
// the person who takes over finds their choices ready, after an undo as well.
#include "apptestutil.h"
#include "foggyscreentest.h"
#include "windowtestutil.h"

#include "core/game.h"
#include "core/rng.h"
#include "seatsmodel.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>

using namespace isle::app;

class tst_HotSeat : public QObject
{
    Q_OBJECT

private:
    // What either seat may know and the other may not: the private wording of every
    // decision so far (which token was picked, which face-down token went where).
    static QStringList secretsOf(const GameSession &session)
    {
        QStringList secrets;
        for (const LogEntry &entry : session.logEntries())
            if (entry.ownText != entry.othersText)
                secrets << entry.ownText;
        return secrets;
    }

    static void checkCurtain(MainWindow &window)
    {
        GameSession &session = *window.session();
        QTest::qWait(30); // the QML scene follows the change
        QVERIFY(session.curtain());
        QCOMPARE(session.viewer(), -1);
        QVERIFY(test::quickItem(window, "curtain")->isVisible());
        const QStringList texts = test::visibleTexts(window);
        const QStringList secrets = secretsOf(session);
        const QString leaked = test::leaks(texts, secrets);
        QVERIFY2(leaked.isEmpty(), qPrintable(leaked));
        QCOMPARE(foggyScreen(session).handModel()->rowCount(), 0);
        QCOMPARE(session.choicesModel()->rowCount(), 0);
        for (int seat = 0; seat < session.seatsModel()->rowCount(); ++seat)
            QVERIFY(!session.seatsModel()->index(seat, 0).data(SeatsModel::IsViewerRole).toBool());
        // Nothing to take back while the screen may be the wrong person's.
        QVERIFY(!session.canUndo());
        QVERIFY(!session.canRedo());
        for (const QAction *action : window.findChildren<QAction *>())
            if (action->shortcuts().contains(QKeySequence(QKeySequence::Undo)))
                QVERIFY2(!action->isEnabled(), qPrintable(action->text()));
        const auto decisions = session.decisions().size();
        QTest::keyClick(window.boardWidget(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(session.decisions().size(), decisions);
        QVERIFY(!session.reviewAt(0)); // the past would show a seat's own view
        QVERIFY(session.curtain());
    }

    // The person who takes over sees their own choices at once, without a blind key.
    static void takeOver(MainWindow &window)
    {
        GameSession &session = *window.session();
        QTest::keyClick(window.boardWidget(), Qt::Key_Return);
        QVERIFY(!session.curtain());
        QVERIFY(session.isMyTurn());
        QVERIFY(session.choicesModel()->rowCount() > 0);
        if (session.phase() == QLatin1StringView("place"))
            QVERIFY(foggyScreen(session).handModel()->rowCount() > 0);
    }

private Q_SLOTS:
    void initTestCase() { test::initWindowTest("IsleworksHotSeat"); }

    void curtainShowsNothingOfEitherSeat_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addRow("basic") << QStringLiteral("basic");
        QTest::addRow("weather") << QStringLiteral("weather");
        QTest::addRow("mercenary") << QStringLiteral("mercenary");
    }

    void curtainShowsNothingOfEitherSeat()
    {
        QFETCH(QString, variant);
        MainWindow window;
        window.resize(1400, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.logDock()->show();
        window.findChild<QDockWidget *>(QStringLiteral("rulesDock"))->show();
        GameSession &session = *window.session();
        session.setComputerDelay(0);
        QVERIFY(session.newGame(variant, {GameSession::Person, GameSession::Person}, QStringLiteral("4242"),
                                {QStringLiteral("Ana"), QStringLiteral("Ben")}));
        window.boardWidget()->setFocus();
        isle::Rng rng(11, 3);
        int curtains = 0;
        bool undone = false;
        while (curtains < 12 && !session.isOver()) {
            if (!session.roundSummary().isEmpty()) {
                session.dismissRoundSummary();
                continue;
            }
            if (session.curtain()) {
                ++curtains;
                checkCurtain(window);
                if (QTest::currentTestFailed())
                    return;
                takeOver(window);
                if (QTest::currentTestFailed())
                    return;
                // Once: the one who took over takes the last decision back (in designer
                // mode, since every placement draws a token, which people at one screen
                // may not take back); the curtain passes the screen back, and that
                // person's panel is ready too.
                if (!undone && curtains >= 3) {
                    undone = true;
                    session.setDesignerMode(true);
                    QVERIFY(session.canUndo());
                    const auto before = session.decisions().size();
                    QTest::keyClick(window.boardWidget(), Qt::Key_Z, Qt::ControlModifier);
                    QVERIFY(session.decisions().size() < before);
                    if (session.curtain()) {
                        checkCurtain(window);
                        takeOver(window);
                    }
                    QVERIFY(session.choicesModel()->rowCount() > 0);
                    session.setDesignerMode(false);
                }
                continue;
            }
            QVERIFY(session.isMyTurn());
            const QJsonArray actions = session.viewerActions();
            QVERIFY(!actions.isEmpty());
            QVERIFY(session.play(actions.at(qsizetype(rng.below(std::uint32_t(actions.size())))).toObject().toVariantMap()));
        }
        QVERIFY2(curtains >= 12, "the screen should have passed between the two people a dozen times");
        QVERIFY(undone);
    }
};

QTEST_MAIN(tst_HotSeat)
#include "tst_hotseat.moc"
