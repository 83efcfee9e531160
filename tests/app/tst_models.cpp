// Every item model of the session obeys QAbstractItemModel's contract through whole games.
#include "apptestutil.h"
#include "foggyscreentest.h"

#include <QAbstractItemModelTester>

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
};

QTEST_GUILESS_MAIN(tst_Models)
#include "tst_models.moc"
