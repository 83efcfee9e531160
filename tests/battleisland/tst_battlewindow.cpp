// Battle on the Island of Fog's board (app/games/battleisland, qml/battleisland). First the
// screen alone: over whole 2-player games against the computer, every decision of the
// person is taken through the board's input (a click on a space, the buttons' calls), a
// selected unit lights exactly the spaces and enemies the engine's `reach` lists, an
// attack shows the engine's odds before it is made, and a click on what is not lit
// changes nothing. Then the real window, offscreen at 1024×700: a game to the end by mouse
// and keyboard, and a big window with every dock open. Screenshots (battle-*.png) are
// written next to the test for people to look at; any warning from the game's QML fails.
#include "apptestutil.h"
#include "windowtestutil.h"

#include "battlescreen.h"
#include "mainwindow.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/rng.h"

#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QQuickItem>
#include <QQuickWidget>
#include <QSet>

using namespace isle;
using namespace isle::app;
using isle::app::battleisland::BattleScreen;

namespace {
const QString GameId = QStringLiteral("battle-island-of-fog");

QStringList qmlWarnings;
QtMessageHandler previousHandler = nullptr;

void collectWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg && message.contains(QLatin1StringView("BattleIsland")))
        qmlWarnings.append(message);
    if (previousHandler)
        previousHandler(type, context, message);
}

BattleScreen &screenOf(const GameSession &session)
{
    auto *screen = qobject_cast<BattleScreen *>(session.screen());
    if (!screen)
        qFatal("the session has no Battle on the Island of Fog screen");
    return *screen;
}

int spaceOf(const QJsonValue &pair, int width)
{
    const QJsonArray rc = pair.toArray();
    return rc.at(0).toInt() * width + rc.at(1).toInt();
}

// The reach the observation gives for the unit on `unit`: its moves and attacks.
QPair<QSet<int>, QSet<int>> reachOf(const GameSession &session, int unit)
{
    const QJsonObject &view = session.observation();
    const int width = view.value(QStringLiteral("width")).toInt();
    QPair<QSet<int>, QSet<int>> reach;
    for (const QJsonValue &value : view.value(QStringLiteral("reach")).toArray()) {
        const QJsonObject entry = value.toObject();
        if (spaceOf(entry.value(QStringLiteral("unit")), width) != unit)
            continue;
        for (const QJsonValue &space : entry.value(QStringLiteral("moves")).toArray())
            reach.first.insert(spaceOf(space, width));
        for (const QJsonValue &space : entry.value(QStringLiteral("attacks")).toArray())
            reach.second.insert(spaceOf(space, width));
    }
    reach.first.remove(unit);
    return reach;
}

template<typename T>
T pick(const QList<T> &list, Rng &rng)
{
    return list.at(qsizetype(rng.below(std::uint32_t(list.size()))));
}

// Of `spaces`, the one nearest (in steps) to an enemy of the viewer, so that the random
// general seeks battles as people do; -1 when there is no enemy.
int towardEnemy(const GameSession &session, const QList<int> &spaces)
{
    const QJsonObject &view = session.observation();
    const int width = view.value(QStringLiteral("width")).toInt();
    QList<int> enemies;
    for (const QJsonValue &value : view.value(QStringLiteral("units")).toArray())
        if (value.toObject().value(QStringLiteral("owner")).toInt() != session.viewer())
            enemies.append(spaceOf(value.toObject().value(QStringLiteral("space")), width));
    int best = -1;
    int bestDistance = 0;
    for (const int space : spaces)
        for (const int enemy : enemies) {
            const int distance = qAbs(space % width - enemy % width) + qAbs(space / width - enemy / width);
            if (best < 0 || distance < bestDistance) {
                best = space;
                bestDistance = distance;
            }
        }
    return best;
}

// A 2-player game of this game on a board of `boardSize` areas a side (0: the ruleset's
// default, 5), as a person chooses it in New game: the ruleset first, then the game.
bool startBattle(GameSession &session, int boardSize, const QStringList &controllers, const QString &seed)
{
    const GameModule *module = GameRegistry::find(GameId);
    if (!module)
        return false;
    Ruleset rules = module->defaultRuleset();
    if (boardSize > 0)
        rules.setValue(QStringLiteral("boardSize"), boardSize);
    session.setRuleset(rules);
    return session.newGame(QStringLiteral("two-players"), controllers, seed);
}

// The window shown at `size` with a battle started in it (computer moves at once, no autosave).
bool startBattleWindow(MainWindow &window, const QSize &size, int boardSize, const QString &seed)
{
    window.resize(size);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    GameSession &session = *window.session();
    session.setAutosaveEnabled(false);
    session.setComputerDelay(0);
    return startBattle(session, boardSize, {GameSession::Person, QStringLiteral("random")}, seed);
}

// Waits for the screen's walk to a far space to end, then for the person's turn.
bool settle(GameSession &session)
{
    QElapsedTimer clock;
    clock.start();
    while (screenOf(session).routing() && clock.elapsed() < 20000)
        QTest::qWait(5);
    return test::waitForPerson(session);
}
} // namespace

class tst_BattleWindow : public QObject
{
    Q_OBJECT

private:
    int shots = 0;
    QSet<QString> kindsSeen;
    int litChecks = 0;
    int oddsChecks = 0;
    int attacks = 0;
    int lastClick = -1;
    int gamesToTheEnd = 0;

    void shoot(MainWindow &window, const QString &name)
    {
        QTest::qWait(150);
        const QString path = QStringLiteral(ISLE_SCREENSHOT_DIR "/battle-%1.png").arg(name);
        QVERIFY2(window.grab().save(path), qPrintable(path));
        ++shots;
    }

    // One decision of the person through the screen's input, chosen at random among what
    // the board offers; checks what the board lights against the observation on the way.
    void decide(GameSession &session, Rng &rng)
    {
        BattleScreen &screen = screenOf(session);
        const QString kind = screen.decisionKind();
        kindsSeen.insert(kind);
        const int before = session.decisionCount();
        const int w = screen.spacesPerSide();
        if (kind == QLatin1StringView("main")) {
            QList<int> units;
            for (const QJsonValue &value : session.viewerActions())
                if (value.toObject().value(QStringLiteral("type")) == QLatin1StringView("activate"))
                    units.append(spaceOf(value.toObject().value(QStringLiteral("unit")), w));
            const QVariantList recruits = screen.recruits();
            const std::uint32_t roll = rng.below(10);
            if (!units.isEmpty() && roll < 7) {
                const int unit = pick(units, rng);
                screen.clickSpace(unit);
                QCOMPARE(screen.selected(), unit);
                // The board lights exactly what the engine says the unit can reach.
                const auto reach = reachOf(session, unit);
                QCOMPARE(screen.litMoves(), reach.first);
                QCOMPARE(screen.litAttacks(), reach.second);
                ++litChecks;
                QCOMPARE(session.decisionCount(), before); // selecting decides nothing
                // A click on another of the person's units selects that one instead.
                QList<int> targets;
                for (const int space : reach.first)
                    if (!units.contains(space))
                        targets.append(space);
                std::sort(targets.begin(), targets.end());
                if (!targets.isEmpty() && rng.below(4) != 0) // activates and walks there
                    screen.clickSpace(rng.below(2) != 0 ? pick(targets, rng) : towardEnemy(session, targets));
                else
                    screen.clickSpace(unit); // activates where it stands
            } else if (!recruits.isEmpty() && roll < 9) {
                const QVariantMap option = pick(recruits, rng).toMap();
                screen.openRecruitMenu(option.value(QStringLiteral("site")).toInt());
                QVERIFY(!screen.recruitMenu().isEmpty());
                QVERIFY(screen.recruit(option.value(QStringLiteral("index")).toInt()));
            } else {
                QVERIFY(screen.canEndTurn());
                QVERIFY(screen.endTurn());
            }
        } else if (kind == QLatin1StringView("act")) {
            const int unit = screen.selected();
            QVERIFY(unit >= 0);
            const QList<int> attackable = screen.litAttacks().values();
            QList<int> legalAttacks;
            for (const QJsonValue &value : session.viewerActions())
                if (value.toObject().value(QStringLiteral("type")) == QLatin1StringView("attack"))
                    legalAttacks.append(spaceOf(value.toObject().value(QStringLiteral("target")), w));
            QList<int> moves = screen.litMoves().values();
            std::sort(moves.begin(), moves.end());
            const std::uint32_t roll = rng.below(10);
            if (!legalAttacks.isEmpty() && roll < 6) {
                const int target = pick(legalAttacks, rng);
                QVERIFY(attackable.contains(target));
                screen.clickSpace(target);
                // The odds, the engine's, before anything is rolled.
                QCOMPARE(session.decisionCount(), before);
                QCOMPARE(screen.pendingAttack(), target);
                const QVariantMap odds = screen.pendingOdds();
                QVERIFY(!odds.isEmpty());
                const double sum = odds.value(QStringLiteral("win")).toDouble() + odds.value(QStringLiteral("tie")).toDouble()
                                   + odds.value(QStringLiteral("lose")).toDouble();
                QVERIFY2(qAbs(sum - 1.0) < 1e-6, qPrintable(QString::number(sum)));
                ++oddsChecks;
                screen.clickSpace(target); // the second click attacks
                ++attacks;
            } else if (!screen.builds().isEmpty() && roll < 8) {
                QVERIFY(screen.build(screen.builds().constFirst().toMap().value(QStringLiteral("kind")).toString()));
            } else if (screen.canStack() && roll < 8) {
                QVERIFY(screen.stack());
            } else if (!moves.isEmpty() && (roll < 8 || !screen.canEndActivation())) {
                lastClick = rng.below(2) != 0 ? pick(moves, rng) : towardEnemy(session, moves);
                screen.clickSpace(lastClick);
            } else if (screen.canEndActivation()) {
                QVERIFY(screen.endActivation());
            } else if (screen.canSwap()) {
                QVERIFY(screen.swap());
            } else {
                // Nothing on the board: the shared list of choices still answers.
                QVERIFY(session.playChoice(0));
            }
        } else if (kind == QLatin1StringView("orient")) {
            const QVariantList options = screen.orientOptions();
            QVERIFY(options.size() >= 2);
            QVERIFY(screen.orient(pick(options, rng).toMap().value(QStringLiteral("direction")).toInt()));
        } else if (kind == QLatin1StringView("place-tile")) {
            QList<int> areas;
            for (const QJsonValue &value : session.viewerActions()) {
                const QJsonArray area = value.toObject().value(QStringLiteral("area")).toArray();
                areas.append(area.at(0).toInt() * screen.boardSize() + area.at(1).toInt());
            }
            QVERIFY(!areas.isEmpty());
            QCOMPARE(screen.placeableCount(), int(areas.size()));
            const int area = pick(areas, rng);
            const int k = screen.tileSize();
            screen.clickSpace((area / screen.boardSize()) * k * w + (area % screen.boardSize()) * k + (k / 2) * w + k / 2);
        } else if (kind == QLatin1StringView("token-side")) {
            const QVariantMap side = screen.sideChoice();
            QVERIFY(!side.isEmpty());
            QVERIFY(screen.chooseSide(side.value(QStringLiteral("factory")).toBool() && rng.below(2) ? QStringLiteral("factory")
                                                                                                       : QStringLiteral("city")));
        } else if (kind == QLatin1StringView("reroll")) {
            const QVariantList options = screen.rerollOptions();
            QVERIFY(!options.isEmpty());
            QVERIFY(screen.reroll(pick(options, rng).toMap().value(QStringLiteral("dice")).toInt()));
        } else {
            QFAIL(qPrintable(QStringLiteral("unknown decision %1").arg(kind)));
        }
        QTRY_VERIFY2(session.decisionCount() > before || session.isOver(),
                     qPrintable(kind + u' ' + QString::fromUtf8(QJsonDocument(session.viewerActions()).toJson(QJsonDocument::Compact))
                                + u' ' + QString::fromUtf8(QJsonDocument(session.observation().value(QStringLiteral("reach")).toArray()).toJson(QJsonDocument::Compact))
                                + u' ' + QString::number(lastClick)));
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initWindowTest("tst_battlewindow");
        previousHandler = qInstallMessageHandler(collectWarnings);
        QVERIFY(GameRegistry::find(GameId));
    }

    void init() { qmlWarnings.clear(); }
    void cleanup() { QVERIFY2(qmlWarnings.isEmpty(), qPrintable(qmlWarnings.join(u'\n'))); }

    void cleanupTestCase()
    {
        QStringList kinds(kindsSeen.cbegin(), kindsSeen.cend());
        kinds.sort();
        qInfo("decisions taken on the board: %s; reach checked %d times, odds %d times, %d attacks",
              qPrintable(kinds.join(QStringLiteral(", "))), litChecks, oddsChecks, attacks);
        if (!QTest::currentTestFailed() && gamesToTheEnd >= 3) { // over the whole run's whole games
            for (const char *kind : {"main", "act", "orient"})
                QVERIFY2(kindsSeen.contains(QLatin1StringView(kind)), kind);
            QVERIFY(oddsChecks > 0);
            QVERIFY(attacks > 0);
        }
    }

    // The screen alone: whole games, every decision through the board's input.
    void everyDecisionThroughTheBoard()
    {
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        int refused = 0;
        // Small islands (a user option, the ruleset's board size) so that whole games stay
        // short: 3×3 areas (the lighthouse in the middle from the start) and 4×4 (drawn).
        for (int game = 0; game < 2; ++game) {
            QVERIFY(startBattle(session, 3 + game, {GameSession::Person, QStringLiteral("random")}, QString::number(40 + game)));
            QCOMPARE(screenOf(session).boardSize(), 3 + game);
            BattleScreen &screen = screenOf(session);
            Rng rng(std::uint64_t(game), 3);
            while (settle(session) && !session.isOver()) {
                // A click on a space that is not lit (water, fog far away) changes nothing.
                if (screen.decisionKind() == QLatin1StringView("main") && screen.selected() < 0) {
                    const QJsonObject &view = session.observation();
                    const QString terrain = view.value(QStringLiteral("terrain")).toString();
                    const int water = int(terrain.indexOf(u'W'));
                    if (water >= 0) {
                        const int before = session.decisionCount();
                        screen.clickSpace(water);
                        QCOMPARE(session.decisionCount(), before);
                        ++refused;
                    }
                }
                decide(session, rng);
                if (QTest::currentTestFailed())
                    return;
            }
            QVERIFY(session.isOver());
            QVERIFY(!screen.winners().isEmpty());
            ++gamesToTheEnd;
        }
        QVERIFY(refused > 0);
        QVERIFY(litChecks > 10);
    }

    // The person's side of a game in the real window: the board's own items clicked with
    // the mouse and driven by keys, checked against the engine, with screenshots
    // battle-<prefix>-<moment>.png at each moment worth looking at. Plays `limit` of the
    // person's decisions, or (limit < 0) to the end of the game.
    void playInWindow(MainWindow &window, const QString &prefix, std::uint64_t seed, int limit)
    {
        GameSession &session = *window.session();
        QCOMPARE(session.game()->module().id(), GameId);
        QVERIFY(window.boardWidget()->errors().isEmpty());
        BattleScreen &screen = screenOf(session);
        const auto shot = [&](const char *moment) { shoot(window, prefix + u'-' + QLatin1StringView(moment)); };
        QVERIFY(settle(session));
        shot("opening");

        const auto visibleNamed = [&](const char *name) {
            QList<QQuickItem *> found;
            test::forEachVisibleItem(window.boardWidget()->rootObject(), [&](const QQuickItem *item) {
                if (item->objectName() == QLatin1StringView(name))
                    found.append(const_cast<QQuickItem *>(item));
            });
            return found;
        };
        const auto spaceItem = [&](int index) -> QQuickItem * {
            for (QQuickItem *item : visibleNamed("space"))
                if (item->property("index").toInt() == index)
                    return item;
            return nullptr;
        };
        const auto clickOn = [&](int index) {
            QQuickItem *item = spaceItem(index);
            QVERIFY(item);
            QTest::mouseClick(window.boardWidget(), Qt::LeftButton, {},
                              item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint());
        };

        // A unit selected with the mouse lights its reach on the board.
        QVERIFY(screen.decisionKind() == QLatin1StringView("main"));
        int unit = -1;
        for (const QJsonValue &value : session.viewerActions())
            if (value.toObject().value(QStringLiteral("type")) == QLatin1StringView("activate"))
                unit = spaceOf(value.toObject().value(QStringLiteral("unit")), screen.spacesPerSide());
        QVERIFY(unit >= 0);
        QVERIFY(spaceItem(unit) && spaceItem(unit)->property("selectable").toBool());
        clickOn(unit);
        QTRY_COMPARE(screen.selected(), unit);
        const auto reach = reachOf(session, unit);
        QVERIFY(!reach.first.isEmpty());
        for (const int space : reach.first)
            QTRY_VERIFY(spaceItem(space) && spaceItem(space)->property("reachable").toBool());
        shot("selected");
        // Escape drops the selection.
        window.boardWidget()->setFocus();
        QTest::keyClick(window.boardWidget(), Qt::Key_Escape);
        QTRY_COMPARE(screen.selected(), -1);

        Rng rng(seed, 11);
        bool oddsShot = false;
        bool orientShot = false;
        bool diceShot = false;
        bool recruitShot = false;
        bool countdownShot = false;
        bool keyboardMove = false;
        bool keyboardEnd = false;
        int decisions = 0;
        while (settle(session) && !session.isOver() && (limit < 0 || decisions < limit)) {
            ++decisions;
            const QString kind = screen.decisionKind();
            if (!countdownShot && screen.phase() == QLatin1StringView("countdown")) {
                shot("countdown");
                countdownShot = true;
            }
            if (!orientShot && kind == QLatin1StringView("orient")) {
                QTRY_VERIFY(!visibleNamed("orientButton").isEmpty());
                shot("orient");
                orientShot = true;
                // Turned by its number on the keyboard.
                const int before = session.decisionCount();
                QTest::keyClick(window.boardWidget(), Qt::Key_1);
                QTRY_VERIFY(session.decisionCount() > before);
                continue;
            }
            int site = -1; // a lit base or factory with no unit of the person's to select on it
            if (!recruitShot && kind == QLatin1StringView("main"))
                for (const QVariant &option : screen.recruits()) {
                    const int at = option.toMap().value(QStringLiteral("site")).toInt();
                    if (spaceItem(at) && !spaceItem(at)->property("selectable").toBool())
                        site = at;
                }
            if (site >= 0) {
                // Clicked: its menu, then the first unit by its number.
                const int before = session.decisionCount();
                clickOn(site);
                QTRY_COMPARE(screen.recruitSite(), site);
                QTRY_VERIFY(!visibleNamed("recruitOption").isEmpty());
                shot("recruit");
                recruitShot = true;
                QCOMPARE(session.decisionCount(), before);
                QTest::keyClick(window.boardWidget(), Qt::Key_1);
                QTRY_VERIFY(session.decisionCount() > before);
                continue;
            }
            if (!oddsShot && kind == QLatin1StringView("act") && !screen.litAttacks().isEmpty()) {
                for (const int target : screen.litAttacks()) {
                    if (screen.oddsAt(target).isEmpty())
                        continue;
                    // Chosen by the mouse: the odds card shows before the attack.
                    const int before = session.decisionCount();
                    clickOn(target);
                    QTRY_COMPARE(screen.pendingAttack(), target);
                    QTRY_VERIFY(!visibleNamed("oddsCard").isEmpty());
                    QVERIFY(!visibleNamed("attackButton").isEmpty());
                    QCOMPARE(session.decisionCount(), before);
                    shot("odds");
                    oddsShot = true;
                    QTest::keyClick(window.boardWidget(), Qt::Key_A);
                    QTRY_VERIFY(session.decisionCount() > before);
                    ++attacks;
                    if (!diceShot && !visibleNamed("diceOverlay").isEmpty()) {
                        shot("dice");
                        diceShot = true;
                    }
                    break;
                }
                if (oddsShot)
                    continue;
            }
            if (!keyboardMove && kind == QLatin1StringView("act") && !screen.litMoves().isEmpty()) {
                // The cursor moved with the arrows onto a lit space, and Enter.
                QList<int> moves = screen.litMoves().values();
                std::sort(moves.begin(), moves.end());
                const int w = screen.spacesPerSide();
                const int target = moves.constFirst();
                QQuickItem *board = test::quickItem(window, "island");
                QVERIFY(board);
                QTest::keyClick(window.boardWidget(), Qt::Key_Right); // shows the cursor on the unit
                QTRY_VERIFY(board->property("showCursor").toBool());
                for (int guard = 0; guard < 4 * w && board->property("cursor").toInt() != target; ++guard) {
                    const int at = board->property("cursor").toInt();
                    const int dx = target % w - at % w;
                    const int dy = target / w - at / w;
                    QTest::keyClick(window.boardWidget(), dx > 0 ? Qt::Key_Right : dx < 0 ? Qt::Key_Left : dy > 0 ? Qt::Key_Down : Qt::Key_Up);
                }
                QCOMPARE(board->property("cursor").toInt(), target);
                const int before = session.decisionCount();
                QTest::keyClick(window.boardWidget(), Qt::Key_Return);
                QTRY_VERIFY(session.decisionCount() > before);
                keyboardMove = true;
                continue;
            }
            if (keyboardMove && !keyboardEnd && kind == QLatin1StringView("act") && screen.canEndActivation()) {
                // E ends the unit's activation.
                const int before = session.decisionCount();
                QTest::keyClick(window.boardWidget(), Qt::Key_E);
                QTRY_VERIFY(session.decisionCount() > before);
                keyboardEnd = true;
                continue;
            }
            if (!diceShot && !visibleNamed("diceOverlay").isEmpty()) {
                shot("dice");
                diceShot = true;
            }
            decide(session, rng);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(keyboardMove);
        QVERIFY(keyboardEnd);
        if (limit >= 0) {
            QCOMPARE(decisions, limit);
            shot("later");
            return;
        }
        QVERIFY(session.isOver());
        QVERIFY(countdownShot || screen.endReason() == QLatin1StringView("elimination"));
        QTRY_VERIFY(test::quickItem(window, "gameOverOverlay")->isVisible());
        shot("game-over");
        QTest::keyClick(window.boardWidget(), Qt::Key_Escape);
        QTRY_VERIFY(!test::quickItem(window, "gameOverOverlay")->isVisible());
        shot("final-board");
        QVERIFY(!session.resultText().isEmpty());
        QVERIFY(!visibleNamed("resultText").isEmpty());
        ++gamesToTheEnd;
    }

    // The real window at its smallest, on a 4×4 island: a game to the end against the
    // computer, by mouse and keyboard.
    void twoPlayersToTheEndInTheWindow()
    {
        MainWindow window;
        QVERIFY(startBattleWindow(window, QSize(1024, 700), 4, QStringLiteral("7")));
        window.logDock()->show();
        QCOMPARE(screenOf(*window.session()).boardSize(), 4);
        playInWindow(window, QStringLiteral("small"), 7, -1);
    }

    // The default 5×5 island in the smallest window, for a number of the person's turns.
    void defaultIslandInTheSmallWindow()
    {
        MainWindow window;
        QVERIFY(startBattleWindow(window, QSize(1024, 700), 0, QStringLiteral("12")));
        window.logDock()->show();
        QCOMPARE(screenOf(*window.session()).boardSize(), 5);
        playInWindow(window, QStringLiteral("island"), 12, 60);
    }

    // A big window with every dock open, some way into a game on the default island.
    void fullScreenWithDocks()
    {
        MainWindow window;
        QVERIFY(startBattleWindow(window, QSize(1920, 1080), 0, QStringLiteral("99")));
        for (QDockWidget *dock : window.findChildren<QDockWidget *>())
            dock->show();
        GameSession &session = *window.session();
        Rng rng(99, 7);
        for (int i = 0; i < 40 && !session.isOver(); ++i) {
            QVERIFY(settle(session));
            if (!session.isOver())
                decide(session, rng);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(settle(session));
        BattleScreen &screen = screenOf(session);
        if (screen.decisionKind() == QLatin1StringView("main")) {
            for (const QJsonValue &value : session.viewerActions())
                if (value.toObject().value(QStringLiteral("type")) == QLatin1StringView("activate")) {
                    screen.clickSpace(spaceOf(value.toObject().value(QStringLiteral("unit")), screen.spacesPerSide()));
                    break;
                }
        }
        shoot(window, QStringLiteral("full-screen"));
        QVERIFY(shots >= 1);
    }
};

QTEST_MAIN(tst_BattleWindow)
#include "tst_battlewindow.moc"
