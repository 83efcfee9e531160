// GameSession: a whole weather game against the computer thread, saved and reopened;
// undo and redo; refused moves; a computer move never lands in a game that changed.
#include "apptestutil.h"

#include "foggyscreentest.h"
#include "boardmodel.h"
#include "hiringmodel.h"
#include "core/game.h"
#include "core/gamemodule.h"

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

    // Item 15: edited standard rules still carry the standard name; they are never
    // called standard. Renamed, they go by their own name.
    void editedRulesAreNeverCalledStandard()
    {
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("random")}, QStringLiteral("8")));
        QVERIFY(session.standardRules());
        QCOMPARE(session.rulesText(), QStringLiteral("Standard rules"));
        isle::Ruleset edited = session.game()->module().defaultRuleset();
        const QString standardName = edited.name();
        QVERIFY(!standardName.isEmpty());
        edited.setValue(QStringLiteral("basicRounds"), edited.integer(QStringLiteral("basicRounds")) + 1);
        session.setRuleset(edited);
        QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("random")}, QStringLiteral("8")));
        QVERIFY(!session.standardRules());
        QCOMPARE(session.rulesText(), QStringLiteral("Edited rules"));
        QJsonObject meta = edited.meta();
        meta.insert(QStringLiteral("name"), QStringLiteral("Long winter"));
        edited.setMeta(meta);
        session.setRuleset(edited);
        QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("random")}, QStringLiteral("8")));
        QCOMPARE(session.rulesText(), QStringLiteral("Edited rules: Long winter"));
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
        // The menu names the person's decision, in the words every seat may read.
        const QString decided = session.logEntries().at(startCount).othersText;
        QVERIFY2(session.undoText().contains(decided), qPrintable(session.undoText()));
        session.undo();
        // One undo takes back the computer's replies and the person's decision.
        QCOMPARE(session.game()->stateHash(), start);
        QCOMPARE(session.decisions().size(), startCount);
        QVERIFY(session.isMyTurn());
        QVERIFY(session.canRedo());
        QVERIFY2(session.redoText().contains(decided), qPrintable(session.redoText()));
        session.redo();
        QCOMPARE(session.game()->stateHash(), after);
        QCOMPARE(session.decisions().size(), count);
        QVERIFY(!session.canRedo());
    }

    // The status line names whoever hires now, in every game with hiring, people at one
    // screen and computers alike (a tester once saw it name the wrong player).
    void statusNamesWhoHires_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QStringList>("controllers");
        QTest::addRow("mercenary") << QStringLiteral("mercenary") << QStringList{GameSession::Person, QStringLiteral("greedy")};
        QTest::addRow("team") << QStringLiteral("team")
                              << QStringList{GameSession::Person, QStringLiteral("greedy"), GameSession::Person, QStringLiteral("random")};
    }

    void statusNamesWhoHires()
    {
        QFETCH(QString, variant);
        QFETCH(QStringList, controllers);
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        QVERIFY(session.newGame(variant, controllers, QStringLiteral("21"),
                                {QStringLiteral("Ana"), QStringLiteral("Bo"), QStringLiteral("Cy"), QStringLiteral("Di")}));
        int hires = 0;
        const auto check = [&]() {
            if (session.isOver() || session.phase() != QLatin1StringView("hire") || session.curtain())
                return;
            ++hires;
            const QString status = session.statusText();
            QVERIFY2(status.contains(session.seatName(session.toMove())), qPrintable(status));
            for (int seat = 0; seat < controllers.size(); ++seat)
                if (seat != session.toMove())
                    QVERIFY2(!status.contains(session.seatName(seat)), qPrintable(status));
        };
        QVERIFY(test::playToEnd(session, 4, check) > 0);
        QVERIFY(hires > 0);
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
        QVERIFY(!session.canUndo()); // under the curtain nothing is taken back anyway
        session.dismissCurtain();
        QVERIFY(!session.canUndo()); // the person at the screen: still not past the draw
        QVERIFY(session.undoText().contains(QStringLiteral("draw")));
        session.setDesignerMode(true);
        QVERIFY(session.canUndo());
        const auto before = session.decisions().size();
        session.undo();
        QCOMPARE(session.decisions().size(), before - 1);
    }

    // Each group of properties notifies when one of its values changed, and only then.
    void propertiesNotifyOnlyWhenTheyChange()
    {
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        QSignalSpy game(&session, &GameSession::gameChanged);
        QSignalSpy turn(&session, &GameSession::turnChanged);
        QSignalSpy review(&session, &GameSession::reviewChanged);
        QSignalSpy designer(&session, &GameSession::designerModeChanged);
        QSignalSpy delay(&session, &GameSession::computerDelayChanged);
        QSignalSpy status(&session, &GameSession::statusTextChanged);
        QSignalSpy undoRedo(&session, &GameSession::undoRedoChanged);
        QSignalSpy file(&session, &GameSession::fileChanged);
        QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("greedy")},
                                QStringLiteral("12")));
        QCOMPARE(game.size(), 1);
        QVERIFY(turn.size() >= 1);
        QVERIFY(test::waitForPerson(session));
        session.setComputerDelay(0);
        QCOMPARE(delay.size(), 0);
        session.setComputerDelay(5);
        QCOMPARE(delay.size(), 1);
        session.setDesignerMode(false);
        QCOMPARE(designer.size(), 0);
        session.setDesignerMode(true);
        session.setDesignerMode(true);
        QCOMPARE(designer.size(), 1);
        QVERIFY(undoRedo.size() >= 1); // the Edit menu's text says designer mode
        session.setDesignerMode(false);

        // A decision moves the turn on, not the game.
        const auto turns = turn.size();
        QVERIFY(session.playChoice(0));
        QVERIFY(test::waitForPerson(session));
        QVERIFY(turn.size() > turns);
        QCOMPARE(game.size(), 1);

        // Review: its group and the status line, nothing of the game.
        const auto statuses = status.size();
        QVERIFY(session.reviewAt(0));
        QCOMPARE(review.size(), 1);
        QVERIFY(status.size() > statuses);
        session.reviewStep(0); // the same decision again: nothing changes
        QCOMPARE(review.size(), 1);
        session.leaveReview();
        QCOMPARE(review.size(), 2);
        QCOMPARE(game.size(), 1);

        // The untitled game became modified with its first decision; a save names it.
        QTemporaryDir dir;
        QVERIFY(session.isModified());
        const auto files = file.size();
        QVERIFY(files >= 1);
        QVERIFY(session.save(dir.filePath(QStringLiteral("game.json"))));
        QCOMPARE(file.size(), files + 1);
        QVERIFY(!session.isModified());
        QVERIFY(session.save(dir.filePath(QStringLiteral("game.json")))); // the same file again
        QCOMPARE(file.size(), files + 1);
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

    void reviewStepsBackAndReturns()
    {
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("greedy")},
                                QStringLiteral("11")));
        const auto tokens = [&session]() {
            int count = 0;
            QAbstractItemModel *board = foggyScreen(session).boardModel();
            for (int row = 0; row < board->rowCount(); ++row)
                count += board->index(row, 0).data(BoardModel::OwnerRole).toInt() >= 0 ? 1 : 0;
            return count;
        };
        // Into the placing, with several tokens on the board.
        while (tokens() < 6) {
            QVERIFY(test::waitForPerson(session));
            QVERIFY(!session.isOver());
            QVERIFY(session.playChoice(0));
            QVERIFY(test::waitForPerson(session));
        }
        const int liveTokens = tokens();
        const auto liveDecisions = session.decisions().size();
        const QJsonObject liveView = session.observation();
        // The first placement: the decision after which exactly one token lay on the board.
        int firstPlacement = -1;
        for (int i = 0; i < liveDecisions && firstPlacement < 0; ++i) {
            QVERIFY(session.reviewAt(i));
            if (tokens() > 0)
                firstPlacement = i;
        }
        QVERIFY(firstPlacement >= 0);
        QVERIFY(session.reviewing());
        QCOMPARE(session.reviewIndex(), firstPlacement);
        QCOMPARE(tokens(), 1);
        QVERIFY(tokens() < liveTokens);
        QVERIFY(session.statusText().contains(QString::number(firstPlacement + 1)));
        // No decision while reviewing, and the computer waits.
        QSignalSpy illegal(&session, &GameSession::illegalMove);
        QVERIFY(!session.isMyTurn());
        QVERIFY(session.viewerActions().isEmpty());
        QVERIFY(!session.play(liveView.value(QStringLiteral("legalActions")).toArray().at(0).toObject().toVariantMap()));
        QCOMPARE(illegal.size(), 1);
        QVERIFY(!session.playChoice(0));
        QVERIFY(!session.canUndo());
        QCOMPARE(session.decisions().size(), liveDecisions);
        // Forward one step, back one step.
        session.reviewStep(1);
        QCOMPARE(session.reviewIndex(), firstPlacement + 1);
        session.reviewStep(-1);
        QCOMPARE(session.reviewIndex(), firstPlacement);
        // Only the viewer's view: the review of the last decision is the live observation.
        QVERIFY(session.reviewAt(int(liveDecisions) - 1));
        QCOMPARE(session.observation().value(QStringLiteral("tokens")), liveView.value(QStringLiteral("tokens")));
        QVERIFY(!session.reviewAt(int(liveDecisions)));
        session.leaveReview();
        QVERIFY(!session.reviewing());
        QCOMPARE(tokens(), liveTokens);
        QCOMPARE(session.observation(), liveView);
        QVERIFY(test::waitForPerson(session));
        QVERIFY(session.isMyTurn());
        QVERIFY(session.playChoice(0));
    }

    void roundScoringStepsLineByLine()
    {
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        session.setScoringInterval(1000000); // stepped by hand here
        QVERIFY(session.newGame(QStringLiteral("weather"), {GameSession::Person, QStringLiteral("greedy")},
                                QStringLiteral("21")));
        isle::Rng rng(5, 7);
        QElapsedTimer clock;
        clock.start();
        // Play until a round ends with at least two lines.
        QVariantList lines;
        while (lines.size() < 2) {
            QVERIFY(clock.elapsed() < 60000);
            QVERIFY(!session.isOver());
            if (!session.roundSummary().isEmpty())
                session.dismissRoundSummary();
            if (session.isMyTurn()) {
                const QJsonArray actions = session.viewerActions();
                QVERIFY(session.play(actions.at(qsizetype(rng.below(std::uint32_t(actions.size())))).toObject().toVariantMap()));
            } else {
                QTest::qWait(5);
            }
            lines = session.roundSummary().value(QStringLiteral("scoring")).toList();
        }
        const QVariantMap summary = session.roundSummary();
        // Every line with its points and multiplier; they add up to the round's points.
        QList<int> sums(2, 0);
        for (const QVariant &value : lines) {
            const QVariantMap line = value.toMap();
            QVERIFY(line.value(QStringLiteral("points")).toInt() > 0);
            QVERIFY(line.value(QStringLiteral("multiplier")).toInt() >= 1);
            QVERIFY(line.value(QStringLiteral("cells")).toList().size() >= 2);
            QVERIFY(!line.value(QStringLiteral("text")).toString().isEmpty());
            sums[line.value(QStringLiteral("side")).toInt() - 1] += line.value(QStringLiteral("points")).toInt();
        }
        QCOMPARE(sums.at(0), summary.value(QStringLiteral("points")).toList().at(0).toInt());
        QCOMPARE(sums.at(1), summary.value(QStringLiteral("points")).toList().at(1).toInt());

        const auto highlighted = [&session]() {
            QStringList cells;
            QAbstractItemModel *board = foggyScreen(session).boardModel();
            for (int row = 0; row < board->rowCount(); ++row)
                if (board->index(row, 0).data(BoardModel::HighlightRole).toBool())
                    cells.append(board->index(row, 0).data(BoardModel::CellRole).toString());
            cells.sort();
            return cells;
        };
        const auto cellsOf = [&lines](int index) {
            QStringList cells;
            for (const QVariant &cell : lines.at(index).toMap().value(QStringLiteral("cells")).toList())
                cells.append(cell.toString());
            cells.sort();
            return cells;
        };
        // The board shows the round's last board, one line lit at a time.
        QCOMPARE(session.scoringStep(), 0);
        QCOMPARE(session.scoringLine(), lines.at(0).toMap());
        QCOMPARE(highlighted(), cellsOf(0));
        for (const QString &cell : cellsOf(0)) {
            QAbstractItemModel *board = foggyScreen(session).boardModel();
            const int row = int(board->match(board->index(0, 0), BoardModel::CellRole, cell).value(0).row());
            QVERIFY(board->index(row, 0).data(BoardModel::OwnerRole).toInt() >= 0);
        }
        session.stepScoring();
        QCOMPARE(session.scoringStep(), 1);
        QCOMPARE(highlighted(), cellsOf(1));
        session.skipScoring();
        QCOMPARE(session.scoringStep(), int(lines.size()));
        QVERIFY(session.scoringLine().isEmpty());
        QSet<QString> all;
        for (int i = 0; i < lines.size(); ++i)
            for (const QString &cell : cellsOf(i))
                all.insert(cell);
        QCOMPARE(highlighted().size(), all.size());
        session.dismissRoundSummary();
        QCOMPARE(session.scoringStep(), -1);
    }

    void hiringListsTheRulesetAndSpendsCoins()
    {
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        QVERIFY(session.newGame(QStringLiteral("mercenary"), {GameSession::Person, QStringLiteral("greedy")},
                                QStringLiteral("31")));
        QAbstractItemModel *hiring = foggyScreen(session).hiringModel();
        isle::Rng rng(3, 9);
        const auto hirableRow = [hiring]() {
            for (int row = 0; row < hiring->rowCount(); ++row)
                if (hiring->index(row, 0).data(HiringModel::HirableRole).toBool())
                    return row;
            return -1;
        };
        // Play on until the person may hire someone.
        while (true) {
            QVERIFY(test::waitForPerson(session));
            QVERIFY(!session.isOver());
            if (session.phase() == QLatin1StringView("hire")) {
                if (hirableRow() >= 0)
                    break;
                QVERIFY(session.playFirstOfType(QStringLiteral("end-hiring")));
                continue;
            }
            const QJsonArray actions = session.viewerActions();
            QVERIFY(session.play(actions.at(qsizetype(rng.below(std::uint32_t(actions.size())))).toObject().toVariantMap()));
        }
        // Every character for hire, with the ruleset's cost, replacement and limit.
        QMap<QString, QJsonObject> forHire;
        for (const QJsonValue &value : session.game()->ruleset().table(QStringLiteral("characters")))
            if (value.toObject().value(QStringLiteral("hireCount")).toInt() > 0)
                forHire.insert(value.toObject().value(QStringLiteral("id")).toString(), value.toObject());
        QCOMPARE(hiring->rowCount(), forHire.size());
        for (int row = 0; row < hiring->rowCount(); ++row) {
            const QModelIndex index = hiring->index(row, 0);
            const QJsonObject character = forHire.value(index.data(HiringModel::CharacterRole).toString());
            QVERIFY(!character.isEmpty());
            QCOMPARE(index.data(HiringModel::CostRole).toInt(), character.value(QStringLiteral("cost")).toInt());
            QCOMPARE(index.data(HiringModel::ReplacesRole).toString(), character.value(QStringLiteral("replaces")).toString());
            QCOMPARE(index.data(HiringModel::LimitRole).toInt(), character.value(QStringLiteral("hireCount")).toInt());
            QVERIFY(!index.data(HiringModel::NameRole).toString().isEmpty());
            // Only what the purse can pay for is offered.
            if (index.data(HiringModel::HirableRole).toBool())
                QVERIFY(index.data(HiringModel::CostRole).toInt() <= foggyScreen(session).purse());
        }
        // An unaffordable (or otherwise refused) hire is answered in the engine's words.
        QSignalSpy illegal(&session, &GameSession::illegalMove);
        for (int row = 0; row < hiring->rowCount(); ++row) {
            if (hiring->index(row, 0).data(HiringModel::HirableRole).toBool())
                continue;
            const auto hash = session.game()->stateHash();
            QVERIFY(!foggyScreen(session).hire(hiring->index(row, 0).data(HiringModel::CharacterRole).toString()));
            QCOMPARE(illegal.size(), 1);
            QVERIFY(!illegal.at(0).at(0).toString().isEmpty());
            QCOMPARE(session.game()->stateHash(), hash);
            break;
        }
        // Hiring spends the cost and counts the hire.
        const int row = hirableRow();
        const int purse = foggyScreen(session).purse();
        const int cost = hiring->index(row, 0).data(HiringModel::CostRole).toInt();
        const int owned = hiring->index(row, 0).data(HiringModel::OwnedRole).toInt();
        const QString character = hiring->index(row, 0).data(HiringModel::CharacterRole).toString();
        QVERIFY(foggyScreen(session).hire(character));
        QCOMPARE(foggyScreen(session).purse(), purse - cost);
        QCOMPARE(session.coins().at(0).toInt(), purse - cost);
        const int after = int(hiring->match(hiring->index(0, 0), HiringModel::CharacterRole, character).value(0).row());
        QCOMPARE(hiring->index(after, 0).data(HiringModel::OwnedRole).toInt(), owned + 1);
        if (session.phase() == QLatin1StringView("hire") && session.isMyTurn())
            QVERIFY(session.playFirstOfType(QStringLiteral("end-hiring")));
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
