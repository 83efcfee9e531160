// The window's keys and the screens they close, driven as a person would: every shortcut
// has one owner (Ctrl+S saves the game), keys that close the round's summary never go on
// to decide in the hiring that follows, the last round's lines show before the result,
// and a game with unsaved decisions is not replaced without asking.
#include "apptestutil.h"
#include "windowtestutil.h"

#include "recentfiles.h"

#include "core/gamerecord.h"
#include "core/problem.h"
#include "core/rng.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QKeyEvent>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>

using namespace isle::app;

namespace {
void playRandomly(GameSession &session, isle::Rng &rng)
{
    const QJsonArray actions = session.viewerActions();
    QVERIFY(!actions.isEmpty());
    QVERIFY(session.play(actions.at(qsizetype(rng.below(std::uint32_t(actions.size())))).toObject().toVariantMap()));
}

// Clicks a QML item of the board with the mouse, as a person would.
void clickItem(MainWindow &window, QQuickItem *item)
{
    QVERIFY(item && item->isVisible());
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    QTest::mouseClick(window.boardWidget(), Qt::LeftButton, Qt::NoModifier, centre.toPoint());
}

// Answers the next message box with `button`, and says whether one came.
struct BoxAnswer
{
    bool asked = false;
    void arm(QObject *context, QMessageBox::StandardButton button)
    {
        asked = false;
        QTimer::singleShot(150, context, [this, button]() {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                asked = true;
                box->button(button)->click();
            }
        });
    }
};
} // namespace

class tst_WindowKeys : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initWindowTest("IsleworksKeys"); }

    void everyShortcutHasOneOwner()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const char *dock : {"rulesDock", "labDock", "logDock"})
            window.findChild<QDockWidget *>(QLatin1StringView(dock))->show();
        QVERIFY(window.session()->newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("greedy")},
                                          QStringLiteral("1")));
        // Menus fill some of their actions when shown.
        for (QAction *menu : window.menuBar()->actions())
            if (menu->menu())
                Q_EMIT menu->menu()->aboutToShow();
        QHash<QKeySequence, const QAction *> owners;
        QStringList clashes;
        for (const QAction *action : window.findChildren<QAction *>()) {
            if (action->associatedObjects().isEmpty())
                continue; // in no menu, toolbar or widget: its keys do nothing
            for (const QKeySequence &keys : action->shortcuts()) {
                if (owners.contains(keys) && owners.value(keys) != action)
                    clashes << QStringLiteral("%1 belongs to both \"%2\" and \"%3\"")
                                   .arg(keys.toString(), owners.value(keys)->text(), action->text());
                owners.insert(keys, action);
            }
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
        QVERIFY(owners.contains(QKeySequence(QKeySequence::Save)));
        QVERIFY(owners.contains(QKeySequence(QKeySequence::Open)));
    }

    void ctrlSSavesTheGame()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("game.json"));
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        GameSession &session = *window.session();
        session.setComputerDelay(0);
        QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("greedy")},
                                QStringLiteral("2")));
        QVERIFY(test::waitForPerson(session));
        QVERIFY(session.save(file));
        QVERIFY(!session.isModified());
        QVERIFY(session.playChoice(0));
        QVERIFY(session.isModified());
        QVERIFY(window.isWindowModified());
        QTest::keyClick(window.boardWidget(), Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!session.isModified());
        isle::Problems problems(file);
        const auto record = isle::GameRecord::load(file, problems);
        QVERIFY(record);
        QCOMPARE(record->decisions, session.decisions());
    }

    // Space shows every line, Enter closes the summary: neither goes on to the hiring,
    // not even after "Done hiring" was clicked with the mouse the round before, nor when
    // the key is held down.
    void keysThatCloseTheSummaryDoNotHire()
    {
        MainWindow window;
        window.session()->setScoringInterval(100000);
        QVERIFY(test::startWindowGame(window, {1400, 940}, QStringLiteral("mercenary"),
                                      {GameSession::Person, QStringLiteral("greedy")}, QStringLiteral("31")));
        GameSession &session = *window.session();
        window.boardWidget()->setFocus();
        isle::Rng rng(5, 5);
        int summaries = 0;
        while (summaries < 2) {
            QTRY_VERIFY(session.isMyTurn() || !session.roundSummary().isEmpty() || session.isOver());
            QVERIFY(!session.isOver());
            if (!session.roundSummary().isEmpty()) {
                ++summaries;
                const auto personsDecisions = [&session]() {
                    return std::count_if(session.logEntries().cbegin(), session.logEntries().cend(),
                                         [](const LogEntry &entry) { return entry.seat == 0; });
                };
                const auto before = personsDecisions();
                QTest::qWait(50);
                QTest::keyClick(window.boardWidget(), Qt::Key_Space);
                QTest::keyClick(window.boardWidget(), Qt::Key_Return);
                QKeyEvent held(QEvent::KeyPress, Qt::Key_Return, Qt::NoModifier, QStringLiteral("\r"), true);
                for (int i = 0; i < 5; ++i)
                    QApplication::sendEvent(window.boardWidget(), &held);
                QKeyEvent heldSpace(QEvent::KeyPress, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "), true);
                QApplication::sendEvent(window.boardWidget(), &heldSpace);
                QVERIFY(session.roundSummary().isEmpty());
                // The person's hiring waits for the person.
                QTRY_VERIFY(session.isMyTurn());
                QCOMPARE(session.phase(), QStringLiteral("hire"));
                QTest::qWait(300);
                QVERIFY(session.isMyTurn());
                QCOMPARE(session.phase(), QStringLiteral("hire"));
                QCOMPARE(personsDecisions(), before);
                // Done, with the mouse: the button must not keep the keys for later.
                QTest::qWait(50);
                clickItem(window, test::quickItem(window, "doneHiring"));
                QTRY_VERIFY(session.phase() != QLatin1StringView("hire") || !session.isMyTurn());
                continue;
            }
            playRandomly(session, rng);
        }
    }

    void lastRoundIsShownBeforeTheResult()
    {
        MainWindow window;
        window.session()->setScoringInterval(100000);
        QVERIFY(test::startWindowGame(window, {1400, 940}, QStringLiteral("basic"),
                                      {GameSession::Person, QStringLiteral("greedy")}, QStringLiteral("12")));
        GameSession &session = *window.session();
        isle::Rng rng(8, 1);
        while (!session.isOver()) {
            QTRY_VERIFY(session.isMyTurn() || !session.roundSummary().isEmpty() || session.isOver());
            if (session.isOver())
                break;
            if (!session.roundSummary().isEmpty())
                session.dismissRoundSummary();
            else
                playRandomly(session, rng);
        }
        QTest::qWait(50);
        QVERIFY(session.roundSummary().value(QStringLiteral("final")).toBool());
        QVERIFY(test::quickItem(window, "roundSummary")->isVisible());
        QVERIFY(!test::quickItem(window, "gameOverOverlay")->isVisible());
        const int lines = int(session.roundSummary().value(QStringLiteral("scoring")).toList().size());
        if (lines > 1)
            QCOMPARE(session.scoringStep(), 0); // the lines light up one by one, as in other rounds
        window.boardWidget()->setFocus();
        QTest::keyClick(window.boardWidget(), Qt::Key_Return);
        if (!session.roundSummary().isEmpty())
            QTest::keyClick(window.boardWidget(), Qt::Key_Return);
        QVERIFY(session.roundSummary().isEmpty());
        QTRY_VERIFY(test::quickItem(window, "gameOverOverlay")->isVisible());
        QVERIFY(!test::quickItem(window, "roundSummary")->isVisible());
    }

    void anUnsavedGameIsNotReplacedWithoutAsking()
    {
        qunsetenv("ISLE_NO_DIALOGS"); // the question is the point here
        QTemporaryDir dir;
        const QString other = dir.filePath(QStringLiteral("other.json"));
        {
            GameSession session;
            session.setAutosaveEnabled(false);
            QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, GameSession::Person},
                                    QStringLiteral("3")));
            QVERIFY(session.save(other));
        }
        RecentFiles::clear();
        RecentFiles::add(other);

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSession &session = *window.session();
        session.setComputerDelay(0);
        QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("greedy")},
                                QStringLiteral("4")));
        QVERIFY(test::waitForPerson(session));
        QVERIFY(!session.isModified()); // nothing decided yet: nothing to lose
        QVERIFY(session.playChoice(0));
        QVERIFY(session.isModified());
        const auto decisions = session.decisions();

        QAction *recent = nullptr;
        for (QAction *menu : window.menuBar()->actions())
            if (menu->menu())
                for (QAction *item : menu->menu()->actions())
                    if (item->menu())
                        for (QAction *file : item->menu()->actions())
                            if (file->text().contains(QStringLiteral("other.json")))
                                recent = file;
        QVERIFY(recent);

        BoxAnswer answer;
        answer.arm(&window, QMessageBox::Cancel);
        recent->trigger();
        QVERIFY(answer.asked);
        QCOMPARE(session.decisions(), decisions); // kept

        answer.arm(&window, QMessageBox::Discard);
        recent->trigger();
        QVERIFY(answer.asked);
        QCOMPARE(session.fileName(), other);
        QVERIFY(!session.isModified());

        answer.arm(&window, QMessageBox::Cancel);
        QVERIFY(window.maybeKeepGame()); // just opened: nothing to ask
        QTest::qWait(250);
        QVERIFY(!answer.asked);
        qputenv("ISLE_NO_DIALOGS", "1");
    }
};

QTEST_MAIN(tst_WindowKeys)
#include "tst_windowkeys.moc"
