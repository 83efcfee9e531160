// Every item model of the session obeys QAbstractItemModel's contract through whole games.
#include "apptestutil.h"
#include "foggyscreentest.h"
#include "boardmodel.h"

#include <QAbstractItemModelTester>
#include <QHash>
#include <QSet>
#include <QSignalSpy>

using namespace isle::app;

class tst_Models : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void wholeGame_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QStringList>("controllers");
        QTest::newRow("basic") << QStringLiteral("basic") << QStringList{GameSession::Person, QStringLiteral("greedy")};
        QTest::newRow("weather") << QStringLiteral("weather") << QStringList{QStringLiteral("random"), GameSession::Person};
        QTest::newRow("mercenary") << QStringLiteral("mercenary")
                                   << QStringList{GameSession::Person, QStringLiteral("random")};
        QTest::newRow("hot seat") << QStringLiteral("weather") << QStringList{GameSession::Person, GameSession::Person};
    }

    void wholeGame()
    {
        QFETCH(QString, variant);
        QFETCH(QStringList, controllers);
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        const auto mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
        QAbstractItemModelTester seats(session.seatsModel(), mode);
        QAbstractItemModelTester log(session.logModel(), mode);
        QAbstractItemModelTester choices(session.choicesModel(), mode);
        QVERIFY(session.newGame(variant, controllers, QStringLiteral("11")));
        // The game's own models come with its screen, made for each game.
        QAbstractItemModelTester board(foggyScreen(session).boardModel(), mode);
        QAbstractItemModelTester hand(foggyScreen(session).handModel(), mode);
        QAbstractItemModelTester hiring(foggyScreen(session).hiringModel(), mode);
        QCOMPARE(foggyScreen(session).boardModel()->rowCount(), 36);
        QCOMPARE(session.seatsModel()->rowCount(), 2);
        int undos = 0;
        const int played = test::playToEnd(session, 5, [&]() {
            // Touch every role of every row, and select tokens so targets are computed.
            for (QAbstractItemModel *model : {foggyScreen(session).boardModel(), foggyScreen(session).handModel(), session.seatsModel(),
                                              session.logModel(), session.choicesModel(), foggyScreen(session).hiringModel()})
                for (int row = 0; row < model->rowCount(); ++row)
                    for (int role : model->roleNames().keys())
                        model->index(row, 0).data(role);
            if (foggyScreen(session).handModel()->rowCount() > 0 && session.isMyTurn())
                foggyScreen(session).selectHandToken(0);
            // A look back and return, now and then.
            // (Under a hot-seat curtain the past is refused: it would show a seat's own view.)
            if (session.decisions().size() % 7 == 3) {
                QCOMPARE(session.reviewAt(int(session.decisions().size()) / 2), !session.curtain());
                session.leaveReview();
            }
            if (undos < 3 && session.canUndo()) {
                ++undos;
                session.undo();
                session.redo();
            }
        });
        QVERIFY(played > 0);
        QVERIFY(session.isOver());
        QCOMPARE(session.logModel()->rowCount(), int(session.decisions().size()));
        QCOMPARE(session.choicesModel()->rowCount(), 0);
        QVERIFY(!session.resultText().isEmpty());
    }

    void aPlacementRedrawsOnlyWhatChanged()
    {
        // The board tells its views which tiles changed and how, not "everything changed":
        // a placement touches its tile, the tiles lit as targets and the last-move ring.
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("greedy")}, QStringLiteral("5")));
        QVERIFY(test::waitForPerson(session));
        QAbstractItemModel *board = foggyScreen(session).boardModel();
        while (session.phase() != QLatin1StringView("place")) { // through the opening-hand picks
            QVERIFY(session.playChoice(0));
            QVERIFY(test::waitForPerson(session));
        }
        foggyScreen(session).selectHandToken(0);
        const QString target = foggyScreen(session).targetCells().value(0);
        QVERIFY(!target.isEmpty());
        QList<QList<QVariant>> before;
        QList<int> roles = board->roleNames().keys(); // and what a screen reader reads:
        for (const int spoken : {int(Qt::DisplayRole), int(Qt::AccessibleTextRole)})
            if (!roles.contains(spoken))
                roles.append(spoken);
        for (int row = 0; row < board->rowCount(); ++row) {
            QList<QVariant> values;
            for (const int role : roles)
                values.append(board->index(row, 0).data(role));
            before.append(values);
        }
        QSignalSpy changed(board, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(board, &QAbstractItemModel::modelReset);
        foggyScreen(session).clickTile(target);
        QCOMPARE(session.decisionCount() > 0, true);
        QCOMPARE(reset.count(), 0);
        QHash<int, QSet<int>> reported; // row → roles said to have changed
        for (const QList<QVariant> &signal : std::as_const(changed)) {
            const auto first = signal.at(0).value<QModelIndex>();
            const auto last = signal.at(1).value<QModelIndex>();
            QCOMPARE(first.row(), last.row()); // one row at a time, never the whole board
            const QList<int> signalRoles = signal.at(2).value<QList<int>>();
            QVERIFY(!signalRoles.isEmpty());
            for (const int role : signalRoles)
                reported[first.row()].insert(role);
        }
        // Exactly the roles whose data differs now were reported for each tile: the placed
        // tile's token, the targets no longer lit, the last-move ring, and nothing else.
        bool someRoleUnchanged = false;
        for (int row = 0; row < board->rowCount(); ++row) {
            QSet<int> differs;
            for (int i = 0; i < roles.size(); ++i)
                if (board->index(row, 0).data(roles.at(i)) != before.at(row).at(i))
                    differs.insert(roles.at(i));
            QCOMPARE(reported.value(row), differs);
            someRoleUnchanged = someRoleUnchanged || differs.size() < roles.size();
        }
        QVERIFY(someRoleUnchanged);
        const int placed = int(board->match(board->index(0, 0), BoardModel::CellRole, target).value(0).row());
        QVERIFY(reported.value(placed).contains(BoardModel::CharacterRole));
    }
};

QTEST_GUILESS_MAIN(tst_Models)
#include "tst_models.moc"
