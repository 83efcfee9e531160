// The real window, offscreen: a whole basic game against the computer played with the
// keyboard on the board, with screenshots of the opening hand, mid-game and game over
// written next to this test's executable.
#include "apptestutil.h"

#include "boardmodel.h"
#include "handmodel.h"
#include "mainwindow.h"

#include <QApplication>
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
                QVERIFY(!session.selectedCharacter().isEmpty());
                // The first lit tile, reached from A1 with the arrow keys.
                const QAbstractItemModel *board = session.boardModel();
                int target = -1;
                for (int row = 0; row < board->rowCount() && target < 0; ++row)
                    if (board->index(row, 0).data(BoardModel::LegalTargetRole).toBool())
                        target = row;
                QVERIFY(target >= 0);
                const QModelIndex tile = board->index(target, 0);
                key(window, Qt::Key_Home);
                key(window, Qt::Key_Right, tile.data(BoardModel::ColumnRole).toInt());
                key(window, Qt::Key_Down, tile.data(BoardModel::RowRole).toInt());
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
        shoot(window, QStringLiteral("game-over"));
        QVERIFY(!session.resultText().isEmpty());
        QVERIFY(window.windowTitle().contains(QStringLiteral("Isleworks")));
        window.close();
    }
};

QTEST_MAIN(tst_MainWindow)
#include "tst_mainwindow.moc"
