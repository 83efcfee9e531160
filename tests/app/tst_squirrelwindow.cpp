// Squirrel Island's board (app/games/squirrelisland, qml/squirrelisland) in the real
// window, offscreen: chosen in the new-game dialog, a 3-player game with one person and two
// random computers played to the end through the board's own input (the mouse on lit
// cards, then the board's keyboard cursor, the payment chooser by number, Sleep and Pass),
// and a solo game against the rival to the end. Screenshots of several moments are written
// next to this test's executable (squirrel-*.png) for people to look at; any warning from
// the game's QML fails the test.
#include "apptestutil.h"
#include "windowtestutil.h"

#include "mainwindow.h"
#include "newgamedialog.h"
#include "squirrelhandmodel.h"
#include "squirrelplayersmodel.h"
#include "squirrelscreen.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/rng.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPushButton>
#include <QQuickItem>
#include <QQuickWidget>
#include <QSet>
#include <QTimer>

using namespace isle;
using namespace isle::app;
namespace squi = isle::app::squirrelisland;
using squi::SquirrelScreen;

namespace {
// Warnings of the game's own QML (binding errors, type errors), collected while a test runs.
QStringList qmlWarnings;
QtMessageHandler previousHandler = nullptr;

void collectWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg && message.contains(QLatin1StringView("SquirrelIsland")))
        qmlWarnings.append(message);
    if (previousHandler)
        previousHandler(type, context, message);
}

SquirrelScreen &screenOf(const GameSession &session)
{
    auto *screen = qobject_cast<SquirrelScreen *>(session.screen());
    if (!screen)
        qFatal("the session has no Squirrel Island screen");
    return *screen;
}

QQuickItem *page(const MainWindow &window)
{
    auto *loader = test::quickItem(window, "boardPage");
    return loader ? loader->property("item").value<QQuickItem *>() : nullptr;
}

// The visible items of the board called `name`.
QList<QQuickItem *> visibleItems(const MainWindow &window, const char *name)
{
    QList<QQuickItem *> found;
    test::forEachVisibleItem(window.boardWidget()->rootObject(), [&](const QQuickItem *item) {
        if (item->objectName() == QLatin1StringView(name))
            found.append(const_cast<QQuickItem *>(item));
    });
    return found;
}
} // namespace

class tst_SquirrelWindow : public QObject
{
    Q_OBJECT

private:
    int shots = 0;
    QSet<QString> kindsSeen; // the decisions the person took on the board, for the log

    void shoot(MainWindow &window, const QString &name)
    {
        QTest::qWait(150); // let the scene render the latest state
        const QString path = QStringLiteral(ISLE_SCREENSHOT_DIR "/squirrel-%1.png").arg(name);
        QVERIFY2(window.grab().save(path), qPrintable(path));
        ++shots;
    }

    static void key(MainWindow &window, int key)
    {
        // A closed dialog (New Game…) leaves no window active offscreen: the keys need one.
        if (!window.isActiveWindow()) {
            window.activateWindow();
            if (!QTest::qWaitForWindowActive(&window))
                qWarning("tst_squirrelwindow: the window did not become active");
        }
        window.boardWidget()->setFocus();
        QTest::keyClick(window.boardWidget(), Qt::Key(key));
    }

    // New Game… with the dialog filled in as a person would: the game, the variant, who
    // plays each seat, the seed.
    static void startFromDialog(MainWindow &window, const QString &variant, const QStringList &controllers,
                                const QString &seed)
    {
        bool filled = false;
        QTimer::singleShot(0, &window, [&]() {
            auto *dialog = qobject_cast<NewGameDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            auto *game = dialog->findChild<QComboBox *>(QStringLiteral("gameChoice"));
            game->setCurrentIndex(game->findData(QStringLiteral("squirrel-island")));
            auto *variants = dialog->findChild<QComboBox *>(QStringLiteral("variantChoice"));
            variants->setCurrentIndex(variants->findData(variant));
            for (QComboBox *box : dialog->findChildren<QComboBox *>())
                for (int seat = 0; seat < controllers.size(); ++seat)
                    if (box->accessibleName() == NewGameDialog::tr("Who plays seat %1").arg(seat + 1))
                        box->setCurrentIndex(box->findData(controllers.at(seat)));
            for (QLineEdit *line : dialog->findChildren<QLineEdit *>())
                if (line->accessibleName() == NewGameDialog::tr("Seed"))
                    line->setText(seed);
            filled = dialog->gameId() == QLatin1StringView("squirrel-island") && dialog->variant() == variant
                     && dialog->controllers() == controllers;
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        window.newGame();
        QVERIFY(filled);
    }

    // Closes what covers the board (a day's summary) until the person decides or the game ends.
    static bool waitForPerson(MainWindow &window)
    {
        GameSession &session = *window.session();
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 60000) {
            if (!session.roundSummary().isEmpty()) {
                key(window, Qt::Key_Return);
                continue;
            }
            if (session.isOver() || session.isMyTurn())
                return true;
            QTest::qWait(5);
        }
        return false;
    }

    // Clicks a lit card of the hand with the mouse; false when none is lit.
    static bool clickLitHandCard(MainWindow &window)
    {
        for (QQuickItem *card : visibleItems(window, "handCard")) {
            if (!card->property("target").toBool())
                continue;
            const QPointF centre = card->mapToScene(QPointF(card->width() / 2, card->height() / 2));
            QTest::mouseClick(window.boardWidget(), Qt::LeftButton, {}, centre.toPoint());
            return true;
        }
        return false;
    }

    // One decision of the person through the board: the keyboard cursor moved with the
    // arrows onto a target drawn at random and Enter; a way to pay by its number.
    void decideByKeys(MainWindow &window, Rng &rng)
    {
        GameSession &session = *window.session();
        SquirrelScreen &screen = screenOf(session);
        const int before = session.decisionCount();
        const QVariantList targets = screen.targets();
        kindsSeen.insert(screen.decisionKind());
        // Every decision of the game can be taken on the board itself.
        QVERIFY2(!targets.isEmpty(), qPrintable(screen.decisionKind()));
        // Sleeping at random would end most days at once: played a quarter as often.
        int index = int(rng.below(std::uint32_t(targets.size())));
        if (targets.at(index).toMap().value(QStringLiteral("kind")) == QLatin1StringView("sleep") && targets.size() > 1
            && rng.below(4) != 0)
            index = int(rng.below(std::uint32_t(targets.size() - 1)));
        QQuickItem *board = page(window);
        QVERIFY(board);
        int steps = 0;
        while (board->property("cursor").toInt() != index && steps++ <= targets.size())
            key(window, Qt::Key_Right);
        QCOMPARE(board->property("cursor").toInt(), index);
        key(window, Qt::Key_Return);
        if (screen.chooserOpen()) {
            const int options = int(screen.chooserOptions().size());
            QVERIFY(options > 1);
            QVERIFY(!visibleItems(window, "paymentChooser").isEmpty());
            key(window, Qt::Key_1 + int(rng.below(std::uint32_t(std::min(options, 9)))));
        }
        QTRY_VERIFY2(session.decisionCount() > before || session.isOver(),
                     qPrintable(QStringLiteral("%1 asked; targets %2; chooser %3")
                                    .arg(screen.decisionKind())
                                    .arg(QString::fromUtf8(QJsonDocument::fromVariant(targets).toJson(QJsonDocument::Compact)))
                                    .arg(screen.chooserOpen())));
    }

    // Plays the person's seat to the end, taking screenshots on the way; counts moments seen.
    void playToEnd(MainWindow &window, const QString &prefix, std::uint64_t seed)
    {
        GameSession &session = *window.session();
        SquirrelScreen &screen = screenOf(session);
        Rng rng(seed, 7);
        bool mouseTried = false;
        bool asleepShot = false;
        bool chooserShot = false;
        bool morningShot = false;
        bool goAgainShot = false;
        QSet<QString> effectShots;
        int lastDay = screen.day();
        QElapsedTimer clock;
        clock.start();
        while (!session.isOver()) {
            QVERIFY2(clock.elapsed() < 240000, "the game took too long");
            QVERIFY(waitForPerson(window));
            if (session.isOver())
                break;
            if (!morningShot && screen.day() > lastDay && !screen.morningSteps().isEmpty()) {
                QTRY_VERIFY(!visibleItems(window, "morningBanner").isEmpty());
                QTest::qWait(700); // a few loops collected
                shoot(window, prefix + QStringLiteral("-morning"));
                morningShot = true;
                // It ends by itself, the board then showing the observation's numbers.
                QTRY_VERIFY_WITH_TIMEOUT(visibleItems(window, "morningBanner").isEmpty(), 20000);
            }
            lastDay = screen.day();
            if (!goAgainShot && !visibleItems(window, "goAgainBanner").isEmpty()) {
                shoot(window, prefix + QStringLiteral("-go-again"));
                goAgainShot = true;
            }
            if (!asleepShot && screen.decisionKind() == QLatin1StringView("gather")) {
                shoot(window, prefix + QStringLiteral("-asleep"));
                asleepShot = true;
            }
            if (!mouseTried && screen.decisionKind() == QLatin1StringView("play")) {
                // The first play by the mouse: a lit card of the hand.
                mouseTried = true;
                const int before = session.decisionCount();
                if (clickLitHandCard(window)) {
                    if (screen.chooserOpen()) {
                        shoot(window, prefix + QStringLiteral("-chooser"));
                        chooserShot = true;
                        key(window, Qt::Key_1);
                    }
                    QTRY_VERIFY(session.decisionCount() > before);
                    continue;
                }
            }
            if (!chooserShot && screen.decisionKind() == QLatin1StringView("play")) {
                // The island's surcharge always leaves a choice of payment when both are affordable.
                for (int slot = 1; slot <= 8 && !screen.chooserOpen(); ++slot)
                    if (screen.islandSlotIsTarget(slot))
                        screen.clickIslandSlot(slot);
                if (screen.chooserOpen()) {
                    shoot(window, prefix + QStringLiteral("-chooser"));
                    chooserShot = true;
                    const int before = session.decisionCount();
                    key(window, Qt::Key_1);
                    QTRY_VERIFY(session.decisionCount() > before);
                    continue;
                }
            }
            // The first of each effect's decisions, for people to look at.
            const QString kind = screen.decisionKind();
            if (kind != QLatin1StringView("play") && kind != QLatin1StringView("gather") && !effectShots.contains(kind)) {
                effectShots.insert(kind);
                shoot(window, prefix + u'-' + kind);
            }
            decideByKeys(window, rng);
        }
        QVERIFY(mouseTried);
        QVERIFY(waitForPerson(window));
        QTRY_VERIFY(test::quickItem(window, "gameOverOverlay")->isVisible());
        shoot(window, prefix + QStringLiteral("-game-over"));
        // The result closed: the final board with every stash revealed.
        key(window, Qt::Key_Escape);
        QTRY_VERIFY(!test::quickItem(window, "gameOverOverlay")->isVisible());
        QVERIFY(!visibleItems(window, "revealedStash").isEmpty() || !hasStash(screen));
        shoot(window, prefix + QStringLiteral("-final-board"));
    }

    static bool hasStash(const SquirrelScreen &screen)
    {
        const QAbstractItemModel *players = screen.playersModel();
        for (int row = 0; row < players->rowCount(); ++row)
            if (players->index(row, 0).data(squi::PlayersModel::StashCountRole).toInt() > 0)
                return true;
        return false;
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initWindowTest("tst_squirrelwindow");
        previousHandler = qInstallMessageHandler(collectWarnings);
    }

    void init() { qmlWarnings.clear(); }

    void cleanupTestCase()
    {
        QStringList kinds(kindsSeen.cbegin(), kindsSeen.cend());
        kinds.sort();
        qInfo("decisions taken on the board: %s", qPrintable(kinds.join(QStringLiteral(", "))));
    }

    void cleanup() { QVERIFY2(qmlWarnings.isEmpty(), qPrintable(qmlWarnings.join(u'\n'))); }

    // The screen alone, without a window: over many games, every kind of decision the
    // person meets lights something to click; clicking a lit item takes exactly one of the
    // engine's legal decisions (through the chooser when there are ways to pay), and
    // clicking what is not lit changes nothing.
    void everyDecisionByTheBoardsInput()
    {
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        session.setRuleset(GameRegistry::find(QStringLiteral("squirrel-island"))->defaultRuleset());
        QSet<QString> kinds;
        int refusals = 0;
        for (int game = 0; game < 24 && kinds.size() < 8; ++game) {
            const bool solo = game % 4 == 3;
            QVERIFY(session.newGame(solo ? QStringLiteral("solo") : QStringLiteral("three-players"),
                                    solo ? QStringList{GameSession::Person}
                                         : QStringList{GameSession::Person, QStringLiteral("random"), QStringLiteral("random")},
                                    QString::number(100 + game)));
            SquirrelScreen &screen = screenOf(session);
            Rng rng(std::uint64_t(game), 5);
            while (test::waitForPerson(session) && !session.isOver()) {
                const QString kind = screen.decisionKind();
                kinds.insert(kind);
                const QVariantList targets = screen.targets();
                QVERIFY2(!targets.isEmpty(), qPrintable(kind));
                // The hand shown is the observation's, and only the viewer's.
                QCOMPARE(screen.handModel()->rowCount(),
                         screen.seatView(screen.viewerSeat()).value(QStringLiteral("hand")).toArray().size());
                // A click on an unlit card of the hand is refused and changes nothing.
                for (int row = 0; row < screen.handModel()->rowCount(); ++row) {
                    const QModelIndex index = screen.handModel()->index(row, 0);
                    if (index.data(squi::HandModel::TargetRole).toBool())
                        continue;
                    const int before = session.decisionCount();
                    screen.clickHandCard(row);
                    QCOMPARE(session.decisionCount(), before);
                    QVERIFY(!screen.chooserOpen());
                    ++refusals;
                    break;
                }
                const int before = session.decisionCount();
                screen.activateTarget(int(rng.below(std::uint32_t(targets.size()))));
                if (screen.chooserOpen()) {
                    QVERIFY(screen.chooserOptions().size() > 1);
                    QVERIFY(screen.choosePayment(int(rng.below(std::uint32_t(screen.chooserOptions().size())))));
                }
                QCOMPARE(session.decisionCount(), before + 1);
                QVERIFY(!screen.chooserOpen());
            }
            QVERIFY(session.isOver());
        }
        QStringList seen(kinds.cbegin(), kinds.cend());
        seen.sort();
        qInfo("decision kinds met: %s; refused clicks: %d", qPrintable(seen.join(QStringLiteral(", "))), refusals);
        for (const char *kind : {"play", "gather", "choose-opponent", "stash-from-hand", "exhaust-squirrel", "keep-card"})
            QVERIFY2(kinds.contains(QLatin1StringView(kind)), kind);
        QVERIFY(refusals > 0);
    }

    void threePlayersToTheEnd()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.logDock()->show();
        GameSession &session = *window.session();
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        startFromDialog(window, QStringLiteral("three-players"),
                        {GameSession::Person, QStringLiteral("random"), QStringLiteral("random")},
                        QStringLiteral("2024"));
        QVERIFY(session.hasGame());
        QCOMPARE(session.game()->module().id(), QStringLiteral("squirrel-island"));
        QVERIFY(window.boardWidget()->errors().isEmpty());
        QTRY_VERIFY(page(window));
        SquirrelScreen &screen = screenOf(session);

        QVERIFY(waitForPerson(window));
        QCOMPARE(visibleItems(window, "islandSlot").size(), 8);
        QCOMPARE(screen.playersModel()->rowCount(), 3);
        // The game is played in days, and the side column and status bar count them so.
        QCOMPARE(session.roundText(), QStringLiteral("Day 1 of 4"));
        QVERIFY2(session.statusText().startsWith(QStringLiteral("Day 1 of 4")), qPrintable(session.statusText()));
        QVERIFY(!visibleItems(window, "ownArea").isEmpty());
        QVERIFY(!visibleItems(window, "handCard").isEmpty());
        shoot(window, QStringLiteral("three-opening"));

        playToEnd(window, QStringLiteral("three"), 2024);
        QVERIFY(!session.resultText().isEmpty());
    }

    // The rarer effect decisions in the window: the cards looked at (kept by number), a
    // squirrel to protect, loops to collect; the person plays through the board's input.
    void effectDecisionsInTheWindow()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSession &session = *window.session();
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        session.setRuleset(GameRegistry::find(QStringLiteral("squirrel-island"))->defaultRuleset());
        QSet<QString> wanted{QStringLiteral("keep-card"), QStringLiteral("protect"), QStringLiteral("collect-loops")};
        for (int game = 0; game < 24 && wanted.contains(QStringLiteral("keep-card")); ++game) {
            const bool solo = game % 4 == 3;
            QVERIFY(session.newGame(solo ? QStringLiteral("solo") : QStringLiteral("three-players"),
                                    solo ? QStringList{GameSession::Person}
                                         : QStringList{GameSession::Person, QStringLiteral("random"), QStringLiteral("random")},
                                    QString::number(100 + game)));
            SquirrelScreen &screen = screenOf(session);
            Rng rng(std::uint64_t(game), 5);
            while (waitForPerson(window) && !session.isOver()) {
                const QString kind = screen.decisionKind();
                const int before = session.decisionCount();
                if (wanted.remove(kind)) {
                    shoot(window, QStringLiteral("three-") + kind);
                    if (kind == QLatin1StringView("keep-card")) {
                        QVERIFY(!visibleItems(window, "lookChooser").isEmpty());
                        QVERIFY(visibleItems(window, "lookCard").size() == screen.look().size());
                        key(window, Qt::Key_1);
                        QTRY_VERIFY(session.decisionCount() > before);
                        continue;
                    }
                }
                screen.activateTarget(int(rng.below(std::uint32_t(screen.targets().size()))));
                if (screen.chooserOpen())
                    screen.choosePayment(0);
                QTRY_VERIFY(session.decisionCount() > before || session.isOver());
            }
        }
        QVERIFY(!wanted.contains(QStringLiteral("keep-card")));
    }

    void threePlayersFullScreenWithDocks()
    {
        // A big window with every dock open, played a few decisions in, for the screenshot.
        MainWindow window;
        window.resize(1920, 1080);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (QDockWidget *dock : window.findChildren<QDockWidget *>())
            dock->show();
        GameSession &session = *window.session();
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        session.setRuleset(GameRegistry::find(QStringLiteral("squirrel-island"))->defaultRuleset());
        QVERIFY(session.newGame(QStringLiteral("three-players"),
                                {GameSession::Person, QStringLiteral("random"), QStringLiteral("random")},
                                QStringLiteral("99")));
        Rng rng(99, 7);
        for (int i = 0; i < 12 && !session.isOver(); ++i) {
            QVERIFY(waitForPerson(window));
            if (!session.isOver())
                decideByKeys(window, rng);
        }
        QVERIFY(waitForPerson(window));
        shoot(window, QStringLiteral("three-full-screen"));
    }

    void fivePlayersSmallWindow()
    {
        // The most players in the smallest window the suite supports, log open.
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.logDock()->show();
        GameSession &session = *window.session();
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        session.setRuleset(GameRegistry::find(QStringLiteral("squirrel-island"))->defaultRuleset());
        QVERIFY(session.newGame(QStringLiteral("five-players"),
                                {GameSession::Person, QStringLiteral("random"), QStringLiteral("random"),
                                 QStringLiteral("random"), QStringLiteral("random")},
                                QStringLiteral("5")));
        Rng rng(5, 7);
        for (int i = 0; i < 8 && !session.isOver(); ++i) {
            QVERIFY(waitForPerson(window));
            if (!session.isOver())
                decideByKeys(window, rng);
        }
        QVERIFY(waitForPerson(window));
        QCOMPARE(visibleItems(window, "islandSlot").size(), 8);
        shoot(window, QStringLiteral("five-small"));
    }

    void soloToTheEnd()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSession &session = *window.session();
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        startFromDialog(window, QStringLiteral("solo"), {GameSession::Person}, QStringLiteral("31"));
        QVERIFY(session.hasGame());
        QVERIFY(waitForPerson(window));
        SquirrelScreen &screen = screenOf(session);
        QVERIFY(screen.solo());
        // The rival's area: its nuts and squirrels, among the other players.
        const QAbstractItemModel *players = screen.playersModel();
        QCOMPARE(players->rowCount(), 2);
        QVERIFY(players->index(1, 0).data(squi::PlayersModel::IsRivalRole).toBool());
        shoot(window, QStringLiteral("solo-opening"));
        playToEnd(window, QStringLiteral("solo"), 31);
        QVERIFY(!session.resultText().isEmpty());
        QVERIFY(shots >= 8);
    }
};

QTEST_MAIN(tst_SquirrelWindow)
#include "tst_squirrelwindow.moc"
