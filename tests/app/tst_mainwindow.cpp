// The real window, offscreen: a whole basic game against the computer played with the
// keyboard on the board, with screenshots of the opening hand, mid-game and game over
// written next to this test's executable.
#include "apptestutil.h"
#include "windowtestutil.h"

#include "foggyscreentest.h"
#include "boardmodel.h"
#include "handmodel.h"
#include "mainwindow.h"

#include "core/gamerecord.h"
#include "core/problem.h"
#include "hiringmodel.h"

#include <QApplication>
#include <QTemporaryDir>
#include <QDockWidget>
#include <QQuickItem>
#include <QQuickWidget>

using namespace isle::app;

namespace {
// The software renderer works on every offscreen machine, GPU or not.
const bool softwareQuick = []() {
    qputenv("QT_QUICK_BACKEND", "software");
    qputenv("ISLE_NO_DIALOGS", "1");
    return true;
}();
} // namespace

class tst_MainWindow : public QObject
{
    Q_OBJECT

private:
    void shoot(MainWindow &window, const QString &name)
    {
        QTest::qWait(120); // let the scene render the latest state
        const QString path = QStringLiteral(ISLE_SCREENSHOT_DIR "/%1.png").arg(name);
        QVERIFY2(window.grab().save(path), qPrintable(path));
        const QString board = QStringLiteral(ISLE_SCREENSHOT_DIR "/%1-board.png").arg(name);
        QVERIFY(window.boardWidget()->grabFramebuffer().save(board));
    }

    void key(MainWindow &window, int key, int times = 1)
    {
        for (int i = 0; i < times; ++i)
            QTest::keyClick(window.boardWidget(), Qt::Key(key));
    }

    // Places the first hand token on the first lit tile, with keys only.
    void placeByKeys(MainWindow &window)
    {
        GameSession &session = *window.session();
        key(window, Qt::Key_1);
        QVERIFY(!foggyScreen(session).selectedCharacter().isEmpty());
        moveToFirstLitTile(window);
        key(window, Qt::Key_Return);
    }

    // Moves the tile cursor from A1 to the first tile lit for the selected token, with arrows.
    void moveToFirstLitTile(MainWindow &window)
    {
        const QAbstractItemModel *board = foggyScreen(*window.session()).boardModel();
        int target = -1;
        for (int row = 0; row < board->rowCount() && target < 0; ++row)
            if (board->index(row, 0).data(BoardModel::LegalTargetRole).toBool())
                target = row;
        QVERIFY(target >= 0);
        const QModelIndex tile = board->index(target, 0);
        key(window, Qt::Key_Home);
        key(window, Qt::Key_Right, tile.data(BoardModel::ColumnRole).toInt());
        key(window, Qt::Key_Down, tile.data(BoardModel::RowRole).toInt());
    }

    // The last round's lines come first, then the result.
    void readLastRound(MainWindow &window)
    {
        GameSession &session = *window.session();
        QVERIFY(session.roundSummary().value(QStringLiteral("final")).toBool());
        QVERIFY(test::quickItem(window, "roundSummary")->isVisible());
        QVERIFY(!test::quickItem(window, "gameOverOverlay")->isVisible());
        for (int i = 0; i < 3 && !session.roundSummary().isEmpty(); ++i)
            key(window, Qt::Key_Return);
        QVERIFY(session.roundSummary().isEmpty());
        QTRY_VERIFY(test::quickItem(window, "gameOverOverlay")->isVisible());
    }

    static bool fogOnBoard(const GameSession &session)
    {
        const QAbstractItemModel *board = foggyScreen(session).boardModel();
        for (int row = 0; row < board->rowCount(); ++row)
            if (board->index(row, 0).data(BoardModel::UnderFogRole).toBool())
                return true;
        return false;
    }

private Q_SLOTS:
    void initTestCase()
    {
        Q_UNUSED(softwareQuick);
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("IsleworksTest"));
        QApplication::setApplicationName(QStringLiteral("IsleworksTest"));
    }

    void playsAWholeGameByKeyboard()
    {
        MainWindow window;
        window.resize(1400, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.boardWidget()->rootObject());
        QVERIFY(window.boardWidget()->errors().isEmpty());
        window.logDock()->show();
        GameSession &session = *window.session();
        session.setComputerDelay(0);
        QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("greedy")},
                                QStringLiteral("20240611"), {QStringLiteral("Ada"), QString()}));
        window.boardWidget()->setFocus();
        QTRY_VERIFY(session.isMyTurn());
        QCOMPARE(session.phase(), QStringLiteral("pick"));
        shoot(window, QStringLiteral("opening-hand"));

        int placements = 0;
        bool midGame = false;
        QElapsedTimer clock;
        clock.start();
        while (!session.isOver()) {
            QVERIFY2(clock.elapsed() < 120000, "the game took too long");
            if (!session.roundSummary().isEmpty()) {
                if (!midGame)
                    shoot(window, QStringLiteral("round-end"));
                key(window, Qt::Key_Return);
                continue;
            }
            if (!session.isMyTurn()) {
                QTest::qWait(10);
                continue;
            }
            const auto before = session.decisions().size();
            if (session.phase() == QLatin1StringView("pick")) {
                key(window, Qt::Key_1);
            } else {
                QCOMPARE(session.phase(), QStringLiteral("place"));
                key(window, Qt::Key_1); // the first token of the hand
                QVERIFY(!foggyScreen(session).selectedCharacter().isEmpty());
                moveToFirstLitTile(window);
                if (++placements == 9 && !midGame) {
                    shoot(window, QStringLiteral("mid-game"));
                    midGame = true;
                }
                key(window, Qt::Key_Return);
            }
            QTRY_VERIFY(session.decisions().size() > before || session.isOver());
        }
        QVERIFY(midGame);
        QTRY_VERIFY(session.isOver());
        readLastRound(window);
        shoot(window, QStringLiteral("game-over"));
        QVERIFY(!session.resultText().isEmpty());
        QVERIFY(window.windowTitle().contains(QStringLiteral("Isleworks")));
        window.close();
    }

    // A weather game against the computer through the window: picks, weather cards and
    // fog lifts by number keys, placements by arrows; a look back at an earlier decision;
    // round-end scoring; then saved, reopened in another window and the record checked.
    void weatherGameSavedReopenedAndRecorded()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("weather.json"));
        QList<isle::Action> decisions;
        QString resultText;
        {
            MainWindow window;
            window.resize(1400, 940);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.boardWidget()->errors().isEmpty());
            window.logDock()->show();
            GameSession &session = *window.session();
            session.setComputerDelay(0);
            session.setScoringInterval(100000); // the screenshot catches the first line lit
            QVERIFY(session.newGame(QStringLiteral("weather"), {GameSession::Person, QStringLiteral("greedy")},
                                    QStringLiteral("77"), {QStringLiteral("Ada"), QString()}));
            window.boardWidget()->setFocus();
            QTRY_VERIFY(session.isMyTurn());
            QCOMPARE(session.phase(), QStringLiteral("pick"));
            shoot(window, QStringLiteral("weather-hand-choice"));

            bool fogShot = false;
            bool roundShot = false;
            bool reviewed = false;
            QElapsedTimer clock;
            clock.start();
            while (!session.isOver()) {
                QVERIFY2(clock.elapsed() < 120000, "the game took too long");
                if (!session.roundSummary().isEmpty()) {
                    if (!roundShot && session.scoringStep() == 0
                        && session.roundSummary().value(QStringLiteral("scoring")).toList().size() > 1) {
                        QVERIFY(!session.scoringLine().isEmpty());
                        shoot(window, QStringLiteral("weather-round-scoring"));
                        roundShot = true;
                    }
                    key(window, Qt::Key_Return); // all lines at once, then the next round
                    continue;
                }
                if (!session.isMyTurn()) {
                    QTest::qWait(10);
                    continue;
                }
                const auto before = session.decisions().size();
                const QString phase = session.phase();
                if (phase == QLatin1StringView("place")) {
                    if (!fogShot && fogOnBoard(session) && before > 14) {
                        shoot(window, QStringLiteral("weather-fog"));
                        fogShot = true;
                    }
                    if (!reviewed && before > 20) {
                        // Back to the fifteenth decision and forward again, by keys.
                        QVERIFY(session.reviewAt(14));
                        QTest::qWait(50);
                        shoot(window, QStringLiteral("weather-review"));
                        key(window, Qt::Key_Right);
                        QCOMPARE(session.reviewIndex(), 15);
                        QVERIFY(!session.isMyTurn());
                        key(window, Qt::Key_Escape);
                        QVERIFY(!session.reviewing());
                        QTRY_VERIFY(session.isMyTurn());
                        // A click on a line of the log reviews that decision.
                        auto *log = qobject_cast<QQuickWidget *>(window.logDock()->widget());
                        QVERIFY(log);
                        QTest::mouseClick(log, Qt::LeftButton, {}, QPoint(60, 20));
                        QTRY_VERIFY(session.reviewing());
                        QVERIFY(session.reviewIndex() >= 0);
                        QVERIFY(session.reviewIndex() < session.decisions().size());
                        const int clicked = session.reviewIndex();
                        QTest::keyClick(log, Qt::Key_Down); // the log takes the review's keys too
                        QCOMPARE(session.reviewIndex(), clicked + 1);
                        QTest::keyClick(log, Qt::Key_Escape);
                        QVERIFY(!session.reviewing());
                        QTRY_VERIFY(session.isMyTurn());
                        window.boardWidget()->setFocus();
                        reviewed = true;
                    }
                    placeByKeys(window);
                } else {
                    key(window, Qt::Key_1); // a pick, a weather card or a fog board
                }
                QTRY_VERIFY(session.decisions().size() > before || session.isOver());
            }
            QVERIFY(fogShot);
            QVERIFY(roundShot);
            QVERIFY(reviewed);
            readLastRound(window);
            QTest::qWait(200);
            shoot(window, QStringLiteral("weather-game-over"));
            decisions = session.decisions();
            resultText = session.resultText();
            QVERIFY(session.save(file));
            window.close();
        }
        // The record: the game, its players, its seed and every decision, and it replays.
        isle::Problems problems;
        const auto record = isle::GameRecord::load(file, problems);
        QVERIFY2(record, qPrintable(problems.summary()));
        QCOMPARE(record->variant, QStringLiteral("weather"));
        QCOMPARE(record->seed, quint64(77));
        QCOMPARE(record->players, (QStringList{GameSession::Person, QStringLiteral("greedy")}));
        QCOMPARE(record->decisions, decisions);
        QCOMPARE(record->meta.value(QStringLiteral("names")).toArray().at(0).toString(), QStringLiteral("Ada"));

        MainWindow reopened;
        reopened.resize(1400, 940);
        reopened.show();
        QVERIFY(QTest::qWaitForWindowExposed(&reopened));
        reopened.session()->setAutosaveEnabled(false);
        QVERIFY(reopened.openFile(file));
        QVERIFY(reopened.session()->isOver());
        QCOMPARE(reopened.session()->decisions(), decisions);
        QCOMPARE(reopened.session()->resultText(), resultText);
        QCOMPARE(reopened.session()->logModel()->rowCount(), decisions.size());
        reopened.close();
    }

    // The hiring panel of a mercenary game, with the purse and every mercenary.
    void hiringScreen()
    {
        MainWindow window;
        window.resize(1400, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSession &session = *window.session();
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        QVERIFY(session.newGame(QStringLiteral("mercenary"), {GameSession::Person, QStringLiteral("greedy")},
                                QStringLiteral("31"), {QStringLiteral("Ada"), QString()}));
        isle::Rng rng(3, 9);
        QAbstractItemModel *hiring = foggyScreen(session).hiringModel();
        const auto hirable = [hiring]() {
            for (int row = 0; row < hiring->rowCount(); ++row)
                if (hiring->index(row, 0).data(HiringModel::HirableRole).toBool())
                    return true;
            return false;
        };
        while (true) {
            QVERIFY(test::waitForPerson(session));
            QVERIFY(!session.isOver());
            if (session.phase() == QLatin1StringView("hire") && hirable())
                break;
            if (session.phase() == QLatin1StringView("hire")) {
                QVERIFY(session.playFirstOfType(QStringLiteral("end-hiring")));
                continue;
            }
            const QJsonArray actions = session.viewerActions();
            QVERIFY(session.play(actions.at(qsizetype(rng.below(std::uint32_t(actions.size())))).toObject().toVariantMap()));
        }
        QVERIFY(hiring->rowCount() > 0);
        shoot(window, QStringLiteral("hiring"));
        window.close();
    }
};

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
