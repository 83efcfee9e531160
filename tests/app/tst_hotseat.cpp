// Two people at one screen, in the real window with the log and the rules open: while
// the curtain asks to pass the screen, nothing private of either seat shows anywhere
// (log, seat panels, hand, status bar, title, docks), nothing can be undone unseen, and
// the person who takes over finds their choices ready, after an undo as well; the Edit
// menu names what Undo and Redo would do without naming a face-down token.
#include "apptestutil.h"
#include "foggyscreentest.h"
#include "windowtestutil.h"

#include "charactertext.h"
#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/rng.h"
#include "seatsmodel.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QJsonArray>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QToolButton>

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
        for (const LogEntry &entry : session.logEntries()) {
            if (entry.ownText != entry.othersText)
                secrets << entry.ownText;
            // What only one seat was told (a token drawn into a hand…), in the game's words.
            for (const isle::GameEvent &event : entry.events)
                if (event.privateTo >= 0 && session.game())
                    secrets << session.game()->describeEvent(event);
        }
        secrets.removeAll(QString());
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

    // A game that comes back to the screen (opened from a file, resumed, replayed under
    // edited rules) may be anybody's: with two people it comes back under the curtain,
    // never in the last seat's own view.
    void comingBackRaisesTheCurtain()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const QString file = folder.filePath(QStringLiteral("hotseat.isle.json"));
        {
            MainWindow window;
            window.resize(1400, 940);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            GameSession &session = *window.session();
            session.setAutosaveEnabled(false);
            session.setComputerDelay(0);
            QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, GameSession::Person},
                                    QStringLiteral("515"), {QStringLiteral("Ana"), QStringLiteral("Ben")}));
            isle::Rng rng(3, 9);
            while (session.decisions().size() < 9) {
                if (!session.roundSummary().isEmpty())
                    session.dismissRoundSummary();
                else if (session.curtain())
                    session.dismissCurtain();
                else
                    QVERIFY(session.play(session.viewerActions()
                                             .at(qsizetype(rng.below(std::uint32_t(session.viewerActions().size()))))
                                             .toObject()
                                             .toVariantMap()));
            }
            if (session.curtain())
                session.dismissCurtain();
            QVERIFY(!session.curtain());
            QVERIFY(session.save(file));

            // Replayed under other rules (here the same ones, as Replay Now after an edit
            // that changed nothing of this game): under the curtain, then taken over.
            QVERIFY(session.replayUnder(session.game()->ruleset()).replayed);
            checkCurtain(window);
            if (QTest::currentTestFailed())
                return;
            takeOver(window);
        }
        MainWindow window;
        window.resize(1400, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.logDock()->show();
        GameSession &session = *window.session();
        session.setAutosaveEnabled(false);
        QVERIFY(session.open(file));
        QCOMPARE(session.decisions().size(), 9);
        checkCurtain(window);
        if (QTest::currentTestFailed())
            return;
        takeOver(window);
        // One person and the computer: nobody else is at the screen, no curtain.
        QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("random")},
                                QStringLiteral("515")));
        QVERIFY(session.save(file));
        QVERIFY(session.open(file));
        QVERIFY(!session.curtain());
    }

    // Undo and Redo name their decision as every seat may read it: after a face-down
    // placement, neither the Edit menu nor the toolbar names the token, whoever is at the
    // screen, in designer mode (where Undo may take it back) or not.
    void editMenuNamesNoFaceDownToken()
    {
        const isle::GameModule *module = isle::GameRegistry::find(QStringLiteral("foggy-island"));
        QVERIFY(module);
        isle::Ruleset ruleset = module->defaultRuleset();
        // Foggy weather every round: every token goes face down.
        ruleset.setValue(QStringLiteral("weatherDeck"),
                         QJsonArray{QJsonObject{{QStringLiteral("weather"), QStringLiteral("sunny")}, {QStringLiteral("count"), 0}},
                                    QJsonObject{{QStringLiteral("weather"), QStringLiteral("cloudy")}, {QStringLiteral("count"), 0}},
                                    QJsonObject{{QStringLiteral("weather"), QStringLiteral("foggy")}, {QStringLiteral("count"), 4}}});
        MainWindow window;
        window.resize(1400, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSession &session = *window.session();
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        session.setRuleset(ruleset);
        QVERIFY(session.newGame(QStringLiteral("weather"), {GameSession::Person, GameSession::Person}, QStringLiteral("77"),
                                {QStringLiteral("Ana"), QStringLiteral("Ben")}));
        // The game's Undo and Redo, in the Edit menu (the rule editor has its own).
        QAction *undo = nullptr;
        QAction *redo = nullptr;
        for (const QAction *menu : window.menuBar()->actions())
            if (menu->menu() && menu->text() == QLatin1StringView("&Edit"))
                for (QAction *action : menu->menu()->actions()) {
                    if (action->shortcuts().contains(QKeySequence(QKeySequence::Undo)))
                        undo = action;
                    if (action->shortcuts().contains(QKeySequence(QKeySequence::Redo)))
                        redo = action;
                }
        QVERIFY(undo && redo);

        // Random decisions until somebody places a token face down.
        isle::Rng rng(7, 5);
        const auto lastIsFaceDown = [&session]() {
            return !session.logEntries().isEmpty() && session.logEntries().constLast().ownText != session.logEntries().constLast().othersText
                   && session.logEntries().constLast().othersText.contains(QStringLiteral("face down"));
        };
        for (int guard = 0; !lastIsFaceDown(); ++guard) {
            QVERIFY(guard < 400);
            QVERIFY(!session.isOver());
            if (!session.roundSummary().isEmpty()) {
                session.dismissRoundSummary();
            } else if (session.curtain()) {
                session.dismissCurtain();
            } else {
                const QJsonArray actions = session.viewerActions();
                QVERIFY(!actions.isEmpty());
                QVERIFY(session.play(actions.at(qsizetype(rng.below(std::uint32_t(actions.size())))).toObject().toVariantMap()));
            }
        }
        const LogEntry placed = session.logEntries().constLast();
        // The token's name: in the placer's words, not in everybody's.
        QStringList secrets{placed.ownText};
        for (const QString &id : foggyisland::characterIds()) {
            const QString name = foggyisland::characterDisplayName(id);
            if (placed.ownText.contains(name) && !placed.othersText.contains(name))
                secrets << name;
        }
        QVERIFY2(secrets.size() > 1, qPrintable(placed.ownText));
        const auto menuTexts = [&]() {
            QStringList texts{undo->text(), undo->toolTip(), undo->statusTip(), undo->iconText(),
                              redo->text(), redo->toolTip(), redo->statusTip(), redo->iconText()};
            for (const QToolButton *button : window.findChildren<QToolButton *>())
                texts << button->text() << button->toolTip();
            return texts;
        };
        const auto checkMenu = [&]() {
            const QString leaked = test::leaks(menuTexts(), secrets);
            QVERIFY2(leaked.isEmpty(), qPrintable(leaked));
        };

        checkMenu(); // under the curtain or not, as play left it
        if (session.curtain())
            session.dismissCurtain();
        checkMenu();
        // In designer mode Undo may take the placement back: the menu names it, as the log
        // does for everybody.
        session.setDesignerMode(true);
        QVERIFY(session.canUndo());
        QVERIFY(undo->isEnabled());
        checkMenu();
        QVERIFY2(undo->text().contains(placed.othersText), qPrintable(undo->text()));
        const auto decisions = session.decisions().size();
        undo->trigger();
        QCOMPARE(session.decisions().size(), decisions - 1);
        if (session.curtain())
            session.dismissCurtain();
        QVERIFY(redo->isEnabled());
        checkMenu();
        QVERIFY2(redo->text().contains(placed.othersText), qPrintable(redo->text()));
        redo->trigger();
        QCOMPARE(session.decisions().size(), decisions);
        QCOMPARE(session.logEntries().constLast().ownText, placed.ownText);
        checkMenu();
        session.setDesignerMode(false);
        checkMenu();
    }
};

QTEST_MAIN(tst_HotSeat)
#include "tst_hotseat.moc"
