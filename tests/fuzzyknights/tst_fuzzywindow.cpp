// Fuzzy Knights' board (app/games/fuzzyknights, qml/fuzzyknights) in the real window,
// offscreen at 1024×700: a 2-player game of the default profile against the computer, on a
// small map with few Days, played to the end through the board: settlements and tokens
// placed and heroes stepped by clicking the map's tiles (and once by the keyboard's
// cursor), every other choice from the buttons under the map. On the way the board lights
// exactly the tiles the engine's legal decisions name, a click on an unlit tile changes
// nothing, and the battle panel shows the battle's exchanges. Then a big window with every
// dock open. Screenshots (fuzzy-*.png) are written next to the test; any warning from the
// game's QML fails.
#include "apptestutil.h"
#include "windowtestutil.h"

#include "fuzzyscreen.h"
#include "mainwindow.h"

#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/rng.h"
#include "fuzzyknights/fuzzyknightsstate.h"

#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QQuickItem>
#include <QQuickWidget>
#include <QQuickWindow>
#include <QSet>

#include <memory>

using namespace isle;
using namespace isle::app;
using isle::app::fuzzyknights::FuzzyScreen;

namespace {
const QString GameId = QStringLiteral("fuzzy-knights");
constexpr int RecruitHero = int(isle::fuzzyknights::ActionType::RecruitHero);

QStringList qmlWarnings;
QtMessageHandler previousHandler = nullptr;

void collectWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg && message.contains(QLatin1StringView("FuzzyKnights")))
        qmlWarnings.append(message);
    if (previousHandler)
        previousHandler(type, context, message);
}

FuzzyScreen &screenOf(const GameSession &session)
{
    auto *screen = qobject_cast<FuzzyScreen *>(session.screen());
    if (!screen)
        qFatal("the session has no Fuzzy Knights screen");
    return *screen;
}

// The board index of a tile [x, y] of the observation.
int tileOf(const QJsonValue &pair, int width)
{
    const QJsonArray xy = pair.toArray();
    return xy.at(1).toInt() * width + xy.at(0).toInt();
}

// The viewer's legal decisions in record form, from the engine's list (the game's
// observation carries no "legalActions"; see docs/games/fuzzyknights.md, "Screen").
QJsonArray legalRecords(const GameSession &session)
{
    auto legal = std::make_unique<ActionList>();
    QJsonArray records;
    if (!session.viewerLegalActions(*legal))
        return records;
    for (const Action &action : *legal)
        records.append(session.game()->actionToJson(action));
    return records;
}

// The tiles the viewer's legal decisions of record type `type` name (for `hero`, if >= 0).
QSet<int> legalTiles(const GameSession &session, const char *type, int hero = -1)
{
    const int width = session.observation().value(QStringLiteral("width")).toInt();
    QSet<int> tiles;
    for (const QJsonValue &value : legalRecords(session)) {
        const QJsonObject action = value.toObject();
        if (action.value(QStringLiteral("action")).toString() != QLatin1StringView(type))
            continue;
        if (hero >= 0 && action.value(QStringLiteral("hero")).toInt() != hero)
            continue;
        tiles.insert(tileOf(action.value(QStringLiteral("tile")), width));
    }
    return tiles;
}

template<typename T>
T pick(const QList<T> &list, Rng &rng)
{
    return list.at(qsizetype(rng.below(std::uint32_t(list.size()))));
}

// The window at `size` with a 2-player game of the default profile on an 8×8 map lasting
// `days` Days (computer moves at once, no autosave).
bool startFuzzyWindow(MainWindow &window, const QSize &size, int days, const QString &seed)
{
    if (!test::showForTestGame(window, size))
        return false;
    GameSession &session = *window.session();
    const GameModule *module = GameRegistry::find(GameId);
    if (!module)
        return false;
    Ruleset rules = module->defaultRuleset();
    rules.setValue(QStringLiteral("mapWidth"), 8);
    rules.setValue(QStringLiteral("mapHeight"), 8);
    rules.setValue(QStringLiteral("maxDays"), days);
    session.setRuleset(rules);
    QObject::connect(&session, &GameSession::errorOccurred, &session, [](const QString &message) { qWarning("%s", qPrintable(message)); });
    return session.newGame(QStringLiteral("two-players"), {GameSession::Person, QStringLiteral("random")}, seed);
}
} // namespace

class tst_FuzzyWindow : public QObject
{
    Q_OBJECT

private:
    int shots = 0;

    void shoot(MainWindow &window, const QString &name)
    {
        QTest::qWait(100);
        const QString path = QStringLiteral("/tmp/fkui-%1.png").arg(name);
        QVERIFY2(window.grab().save(path), qPrintable(path));
        QVERIFY(window.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/fuzzy-%1.png").arg(name)));
        ++shots;
    }

    static QList<QQuickItem *> visibleNamed(const MainWindow &window, const char *name)
    {
        QList<QQuickItem *> found;
        test::forEachVisibleItem(window.boardWidget()->rootObject(), [&](const QQuickItem *item) {
            if (item->objectName() == QLatin1StringView(name))
                found.append(const_cast<QQuickItem *>(item));
        });
        return found;
    }

    static QQuickItem *tileItem(const MainWindow &window, int index)
    {
        for (QQuickItem *item : visibleNamed(window, "tile"))
            if (item->property("index").toInt() == index)
                return item;
        return nullptr;
    }

    static void clickTile(const MainWindow &window, int index)
    {
        QQuickItem *item = tileItem(window, index);
        QVERIFY(item);
        QTest::mouseClick(window.boardWidget(), Qt::LeftButton, {},
                          item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint());
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initWindowTest("tst_fuzzywindow");
        previousHandler = qInstallMessageHandler(collectWarnings);
        QVERIFY(GameRegistry::find(GameId));
    }

    void init() { qmlWarnings.clear(); }
    void cleanup() { QVERIFY2(qmlWarnings.isEmpty(), qPrintable(qmlWarnings.join(u'\n'))); }

    // The smallest window: a whole game through the board.
    void twoPlayersToTheEndInTheWindow()
    {
        MainWindow window;
        QVERIFY(startFuzzyWindow(window, QSize(1024, 700), 12, QStringLiteral("5")));
        GameSession &session = *window.session();
        QVERIFY(window.boardWidget()->errors().isEmpty());
        FuzzyScreen &screen = screenOf(session);
        QCOMPARE(screen.mapWidth(), 8);
        QVERIFY(test::waitForPerson(session));
        shoot(window, QStringLiteral("opening"));

        Rng rng(5, 17);
        int placedByClick = 0;
        int stepsByClick = 0;
        int stepChecks = 0;
        int panelChoices = 0;
        int refusals = 0;
        bool keyboardStep = false;
        bool battleShot = false;
        bool exchangeShot = false;
        bool turnShot = false;
        int decisions = 0;
        while (test::waitForPerson(session) && !session.isOver() && decisions < 3000) {
            ++decisions;
            const int before = session.decisionCount();
            const QString kind = screen.decisionKind();
            QVERIFY(screen.myDecision());
            if (!battleShot && screen.battle().value(QStringLiteral("active")).toBool()) {
                shoot(window, QStringLiteral("battle"));
                battleShot = true;
            }
            // The battle card lists every exchange fought so far, beside the map.
            const qsizetype exchanges = screen.battle().value(QStringLiteral("exchanges")).toList().size();
            if (screen.battle().value(QStringLiteral("active")).toBool() && exchanges > 0) {
                QTRY_COMPARE(visibleNamed(window, "exchangeLine").size(), exchanges);
                // Each exchange shows its dice, side by side.
                QTRY_VERIFY(!visibleNamed(window, "die").isEmpty());
                if (!exchangeShot) {
                    shoot(window, QStringLiteral("exchange"));
                    exchangeShot = true;
                }
            }
            if (kind == QLatin1StringView("place-settlement") || kind == QLatin1StringView("place-token")) {
                // The board lights exactly the tiles the engine lists.
                const QSet<int> legal = legalTiles(session, kind.toLatin1().constData());
                QCOMPARE(screen.placeableTiles(), legal);
                QList<int> tiles(legal.cbegin(), legal.cend());
                std::sort(tiles.begin(), tiles.end());
                QTRY_VERIFY(tileItem(window, tiles.constFirst()) && tileItem(window, tiles.constFirst())->property("placeable").toBool());
                clickTile(window, pick(tiles, rng));
                ++placedByClick;
            } else if (kind == QLatin1StringView("turn")) {
                // The free moves left this turn, as the engine counts them, above the map.
                const QList<QQuickItem *> freeMoves = visibleNamed(window, "freeMovesLabel");
                QCOMPARE(freeMoves.size(), 1);
                const int freeLeft = session.ruleset().integer(QStringLiteral("freeMovesPerTurn"))
                                     - session.game()->positionJson().value(QStringLiteral("freeMoves")).toInt();
                QTRY_VERIFY2(freeMoves.constFirst()->property("text").toString().startsWith(QString::number(freeLeft) + u' '),
                             qPrintable(freeMoves.constFirst()->property("text").toString()));
                const int hero = screen.selectedHero();
                const QSet<int> lit = screen.litSteps();
                if (hero >= 0) {
                    QCOMPARE(lit, legalTiles(session, "step", hero));
                    ++stepChecks;
                    if (!turnShot && !lit.isEmpty()) {
                        shoot(window, QStringLiteral("steps"));
                        turnShot = true;
                    }
                }
                // A click on a tile that is neither lit nor one of the person's heroes changes nothing.
                const int total = screen.mapWidth() * screen.mapHeight();
                for (int index = 0; index < total && refusals < 3; ++index) {
                    QQuickItem *item = tileItem(window, index);
                    if (item && !item->property("reachable").toBool() && !item->property("selectable").toBool()
                        && !item->property("siegeable").toBool()) {
                        clickTile(window, index);
                        QCOMPARE(session.decisionCount(), before);
                        ++refusals;
                        break;
                    }
                }
                QList<int> steps(lit.cbegin(), lit.cend());
                std::sort(steps.begin(), steps.end());
                const QVariantList actions = screen.actions();
                if (!steps.isEmpty() && (rng.below(10) < 8 || actions.isEmpty())) {
                    const int target = pick(steps, rng);
                    if (!keyboardStep && hero >= 0) {
                        // The keyboard: the cursor starts on the selected hero; the arrows
                        // walk it to the step, Enter takes it.
                        window.boardWidget()->setFocus();
                        const int from = screen.heroTile(hero);
                        QTest::keyClick(window.boardWidget(), Qt::Key_Right); // shows the cursor on the hero
                        const int w = screen.mapWidth();
                        const int dx = target % w - from % w;
                        const int dy = target / w - from / w;
                        QTest::keyClick(window.boardWidget(), dx > 0 ? Qt::Key_Right : dx < 0 ? Qt::Key_Left : dy > 0 ? Qt::Key_Down : Qt::Key_Up);
                        QTest::keyClick(window.boardWidget(), Qt::Key_Return);
                        keyboardStep = true;
                    } else {
                        clickTile(window, target);
                        ++stepsByClick;
                    }
                } else {
                    // Mostly the end of the turn, else another of the choices.
                    QVERIFY(!actions.isEmpty());
                    const int last = int(actions.size()) - 1;
                    const int choice = rng.below(3) == 0 ? int(rng.below(std::uint32_t(actions.size()))) : last;
                    QVERIFY(screen.act(choice));
                    ++panelChoices;
                }
            } else {
                // Build, recruit, bribes, squads, exchanges: the buttons under the map.
                const QVariantList actions = screen.actions();
                QVERIFY2(!actions.isEmpty(), qPrintable(kind));
                QTRY_COMPARE(visibleNamed(window, "actionButton").size(), actions.size());
                // A hero whenever one may be recruited, so that heroes walk and fight.
                int choice = int(rng.below(std::uint32_t(actions.size())));
                for (const QVariant &action : actions)
                    if (action.toMap().value(QStringLiteral("type")).toInt() == RecruitHero)
                        choice = action.toMap().value(QStringLiteral("index")).toInt();
                QVERIFY(screen.act(choice));
                ++panelChoices;
            }
            QTRY_VERIFY2(session.decisionCount() > before || session.isOver(),
                         qPrintable(kind + u' ' + QString::fromUtf8(QJsonDocument(legalRecords(session)).toJson(QJsonDocument::Compact))));
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY(session.isOver());
        shoot(window, QStringLiteral("end"));
        qInfo("placed by click %d, steps by click %d, lit steps checked %d times, panel choices %d, refused clicks %d, "
              "exchanges seen %d",
              placedByClick, stepsByClick, stepChecks, panelChoices, refusals, int(exchangeShot));
        QVERIFY(placedByClick > 0);
        QVERIFY(stepsByClick > 0);
        QVERIFY(keyboardStep);
        QVERIFY(refusals > 0);
    }

    // An alliance asked for in the person's turn: once the computer accepts, the treasuries
    // panel says who is allied with whom.
    void allianceShownInThePanel()
    {
        MainWindow window;
        QVERIFY(startFuzzyWindow(window, QSize(1280, 800), 30, QStringLiteral("7")));
        GameSession &session = *window.session();
        FuzzyScreen &screen = screenOf(session);
        Rng rng(7, 5);
        int proposals = 0;
        const auto allied = [&screen] {
            const QVariantList players = screen.players();
            return !players.isEmpty() && !players.constFirst().toMap().value(QStringLiteral("allies")).toString().isEmpty();
        };
        for (int i = 0; i < 600 && !session.isOver() && !allied(); ++i) {
            QVERIFY(test::waitForPerson(session));
            if (session.isOver() || allied())
                break;
            const int before = session.decisionCount();
            const QVariantList actions = screen.actions();
            int choice = -1;
            for (const QVariant &action : actions) {
                const int type = action.toMap().value(QStringLiteral("type")).toInt();
                if (type == int(isle::fuzzyknights::ActionType::ProposeAlliance) || type == RecruitHero)
                    choice = action.toMap().value(QStringLiteral("index")).toInt();
            }
            if (choice >= 0 && screen.decisionKind() == QLatin1StringView("turn"))
                ++proposals;
            if (!screen.placeableTiles().isEmpty())
                screen.clickTile(*screen.placeableTiles().cbegin());
            else if (choice >= 0)
                QVERIFY(screen.act(choice));
            else if (screen.canEndTurn())
                QVERIFY(screen.endTurn());
            else
                QVERIFY(screen.act(int(rng.below(std::uint32_t(actions.size())))));
            QTRY_VERIFY(session.decisionCount() > before || session.isOver());
        }
        QVERIFY(proposals > 0);
        QVERIFY(allied());
        QVERIFY(test::waitForPerson(session));
        QTRY_VERIFY(!visibleNamed(window, "alliesLine").isEmpty());
        QCOMPARE(visibleNamed(window, "alliesLine").size(), 2); // both members say so
        shoot(window, QStringLiteral("alliance"));
    }

    // A big window with every dock open, some way into a game.
    void fullScreenWithDocks()
    {
        MainWindow window;
        QVERIFY(startFuzzyWindow(window, QSize(1920, 1080), 30, QStringLiteral("11")));
        for (QDockWidget *dock : window.findChildren<QDockWidget *>())
            dock->show();
        GameSession &session = *window.session();
        FuzzyScreen &screen = screenOf(session);
        Rng rng(11, 3);
        for (int i = 0; i < 40 && !session.isOver(); ++i) {
            QVERIFY(test::waitForPerson(session));
            if (session.isOver())
                break;
            const int before = session.decisionCount();
            const QSet<int> place = screen.placeableTiles();
            const QSet<int> steps = screen.litSteps();
            if (!place.isEmpty()) {
                screen.clickTile(*std::min_element(place.cbegin(), place.cend()));
            } else if (!steps.isEmpty() && rng.below(4) != 0) {
                screen.clickTile(*std::min_element(steps.cbegin(), steps.cend()));
            } else {
                const QVariantList actions = screen.actions();
                QVERIFY(!actions.isEmpty());
                QVERIFY(screen.act(int(rng.below(std::uint32_t(actions.size())))));
            }
            QTRY_VERIFY(session.decisionCount() > before || session.isOver());
        }
        QVERIFY(test::waitForPerson(session));
        QVERIFY(tileItem(window, 0));
        QVERIFY(!visibleNamed(window, "playersTable").isEmpty());
        shoot(window, QStringLiteral("full-screen"));
        QVERIFY(shots >= 1);
    }
};

QTEST_MAIN(tst_FuzzyWindow)
#include "tst_fuzzywindow.moc"
