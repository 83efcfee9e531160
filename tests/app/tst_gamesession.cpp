// GameSession: a whole weather game against the computer thread, saved and reopened;
// undo and redo; refused moves; a computer move never lands in a game that changed.
#include "apptestutil.h"

#include "core/game.h"

#include <QSignalSpy>
#include <QTemporaryDir>

using namespace isle::app;

class tst_GameSession : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void weatherGameSavedAndReopened()
    {
        GameSession session;
        session.setComputerDelay(0);
        QSignalSpy over(&session, &GameSession::gameOver);
        QVERIFY(session.newGame(QStringLiteral("weather"), {GameSession::Person, QStringLiteral("greedy")},
                                QStringLiteral("2024")));
        QCOMPARE(session.variant(), QStringLiteral("weather"));
        QCOMPARE(session.viewer(), 0);
        QVERIFY(test::playToEnd(session, 1, []() {}) > 0);
        QVERIFY(session.isOver());
        QVERIFY(!over.isEmpty());
        QVERIFY(session.statusText().contains(session.resultText()));

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(session.save(file));
        GameSession reopened;
        reopened.setAutosaveEnabled(false);
        QVERIFY(reopened.open(file));
        QCOMPARE(reopened.decisions(), session.decisions());
        QCOMPARE(reopened.game()->stateHash(), session.game()->stateHash());
        QCOMPARE(reopened.observation(), session.observation());
        QCOMPARE(reopened.controllers(), session.controllers());
        QCOMPARE(reopened.fileName(), file);
        QCOMPARE(reopened.logModel()->rowCount(), session.logModel()->rowCount());
    }

    void autosaveResumes()
    {
        QFile::remove(GameSession::autosavePath());
        {
            GameSession session;
            session.setComputerDelay(0);
            QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("random")},
                                    QStringLiteral("3")));
            QVERIFY(test::waitForPerson(session));
            QVERIFY(session.playChoice(0));
            QVERIFY(test::waitForPerson(session));
            QVERIFY(!GameSession::resumableAutosave().isEmpty());
            GameSession resumed;
            resumed.setAutosaveEnabled(false);
            QVERIFY(resumed.resumeAutosave());
            QCOMPARE(resumed.decisions(), session.decisions());
            QVERIFY(resumed.fileName().isEmpty());
        }
    }

    void undoRedoWholeActions()
    {
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("greedy")},
                                QStringLiteral("8")));
        QVERIFY(!session.canUndo());
        // Until a decision of the person is followed by the computer's reply.
        std::uint64_t start = 0;
        qsizetype startCount = 0;
        do {
            QVERIFY(test::waitForPerson(session));
            start = session.game()->stateHash();
            startCount = session.decisions().size();
            QVERIFY(session.playChoice(0));
            QVERIFY(test::waitForPerson(session));
        } while (session.logEntries().last().seat != 1);
        const auto after = session.game()->stateHash();
        const auto count = session.decisions().size();
        QVERIFY(count >= startCount + 2);
        QVERIFY(session.canUndo());
        session.undo();
        // One undo takes back the computer's replies and the person's decision.
        QCOMPARE(session.game()->stateHash(), start);
        QCOMPARE(session.decisions().size(), startCount);
        QVERIFY(session.isMyTurn());
        QVERIFY(session.canRedo());
        session.redo();
        QCOMPARE(session.game()->stateHash(), after);
        QCOMPARE(session.decisions().size(), count);
        QVERIFY(!session.canRedo());
    }

    void hotSeatUndoStopsAtDraws()
    {
        GameSession session;
        session.setAutosaveEnabled(false);
        QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, GameSession::Person},
                                QStringLiteral("8")));
        // Play until a placement drew a token from the pile.
        int guard = 0;
        while (session.logEntries().isEmpty() || !session.logEntries().last().barrier) {
            QVERIFY(++guard < 60);
            session.dismissCurtain();
            QVERIFY(session.playChoice(0));
        }
        QVERIFY(!session.canUndo());
        QVERIFY(session.undoText().contains(QStringLiteral("draw")));
        session.setDesignerMode(true);
        QVERIFY(session.canUndo());
        const auto before = session.decisions().size();
        session.undo();
        QCOMPARE(session.decisions().size(), before - 1);
    }

    void illegalMoveIsRefusedInTheEnginesWords()
    {
        GameSession session;
        session.setAutosaveEnabled(false);
        QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("greedy")},
                                QStringLiteral("4")));
        QSignalSpy illegal(&session, &GameSession::illegalMove);
        QVERIFY(test::waitForPerson(session));
        const auto hash = session.game()->stateHash();
        QVERIFY(!session.play({{QStringLiteral("type"), QStringLiteral("lift")}, {QStringLiteral("region"), 0}}));
        QCOMPARE(illegal.size(), 1);
        QVERIFY(!illegal.at(0).at(0).toString().isEmpty());
        QVERIFY(!session.play({{QStringLiteral("type"), QStringLiteral("dance")}}));
        QCOMPARE(illegal.size(), 2);
        QCOMPARE(session.game()->stateHash(), hash);
    }

    void staleComputerMoveIsDropped()
    {
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(300);
        QVERIFY(session.newGame(QStringLiteral("basic"), {QStringLiteral("greedy"), QStringLiteral("greedy")},
                                QStringLiteral("5")));
        QVERIFY(session.isThinking());
        QVERIFY(session.newGame(QStringLiteral("weather"), {GameSession::Person, QStringLiteral("greedy")},
                                QStringLiteral("6")));
        QTest::qWait(600);
        QVERIFY(session.decisions().isEmpty());
        QCOMPARE(session.variant(), QStringLiteral("weather"));
    }
};

QTEST_GUILESS_MAIN(tst_GameSession)
#include "tst_gamesession.moc"
