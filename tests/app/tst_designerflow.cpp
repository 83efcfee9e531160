// The rule editor's "done when", through the real window: open the default rules, change
// the Cat's cost and the scoring table, replay the game in progress and see the new
// outcome, compare with the saved rules in the balance lab, save the ruleset, reopen it.
// The same for a second game, a card game: a stashed card's stash value raised, the game
// replayed to new final scores, the two rulesets compared on 1,000 games. And for a tile
// game: a new tile painted in the tile designer, two copies of it added to the pile, the
// game replayed, the rulesets compared on 500 games. And for a game with two profiles:
// the revised profile chosen in one undoable step, the hero's roll typed as "2d6+8" (a
// half-typed "2d6+" refused with its position), both compared on 500 computer games.
#include "apptestutil.h"
#include "mainwindow.h"
#include "recentfiles.h"

#include "balancelab.h"
#include "diceedit.h"
#include "parameterform.h"
#include "labjobs.h"
#include "patternpainter.h"
#include "ruleseteditor.h"
#include "tablepanel.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "models/rulesetdocument.h"
#include "models/rulesettablemodel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QTest>

using namespace isle;
using namespace isle::app;

class tst_DesignerFlow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        Q_UNUSED(test::windowTestSetUp);
        QStandardPaths::setTestModeEnabled(true);
    }

    void changeReplayCompareSaveReopen()
    {
        MainWindow window;
        window.resize(1600, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSession *session = window.session();
        session->setComputerDelay(0);
        session->setAutosaveEnabled(false);
        session->setDesignerMode(true);
        RulesetDocument *rules = window.rules();
        QVERIFY(!rules->isDirty());
        QVERIFY(rules->isValid());

        // A finished mercenary game to judge the rules by.
        QVERIFY(session->newGame(QStringLiteral("mercenary"), {GameSession::Person, GameSession::Person}, QStringLiteral("23")));
        QVERIFY(test::playToEnd(*session, 23, [] {}) > 0);
        const qsizetype decisions = session->decisions().size();

        // The Cat for 3 coins and longer lines worth much more.
        QVERIFY(rules->setTableCell(QStringLiteral("characters"), rules->rowWithKey(QStringLiteral("characters"), QStringLiteral("cat")), QStringLiteral("cost"), 3));
        QVERIFY(rules->setTableCell(QStringLiteral("scoringTable"), 3, QStringLiteral("points"), 40));
        QVERIFY(rules->isDirty());
        QCOMPARE(window.rulesEditor()->undoStack()->count(), 2);
        window.replayNow(true);
        QVERIFY2(window.lastReplayText().contains(QStringLiteral("Replayed")) || window.lastReplayText().contains(QStringLiteral("stops")),
                 qPrintable(window.lastReplayText()));
        QCOMPARE(session->game()->ruleset().params(), rules->ruleset().params());
        QVERIFY(session->decisions().size() <= decisions);

        // Undo one edit: the editor's stack, not the game's.
        window.rulesEditor()->undoStack()->undo();
        QCOMPARE(rules->table(QStringLiteral("scoringTable")).at(3).toObject().value(QStringLiteral("points")).toInt(), 10);
        window.rulesEditor()->undoStack()->redo();
        QCOMPARE(rules->table(QStringLiteral("scoringTable")).at(3).toObject().value(QStringLiteral("points")).toInt(), 40);

        // Compare the edited rules with the saved (default) ones on the same seeds.
        BalanceLab *lab = window.balanceLab();
        lab->setGames(60);
        lab->setPlayers(QStringLiteral("greedy"), QStringLiteral("greedy"));
        lab->setVariant(QStringLiteral("mercenary"));
        QSignalSpy finished(lab, &BalanceLab::finished);
        QVERIFY(lab->compareWithSaved());
        QVERIFY(finished.wait(300000));
        const LabRun &run = lab->lastRun();
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        QCOMPARE(run.comparison.games, 60);
        // The three every game has (first seat's wins, margin, length) and the game's own
        // per-game figures (Foggy Island: hires and scored lines per game).
        QCOMPARE(run.comparison.figures.size(), 5);
        QVERIFY(std::any_of(run.comparison.figures.cbegin(), run.comparison.figures.cend(),
                            [](const auto &figure) { return figure.id == QLatin1StringView("hiresPerGame"); }));
        window.findChild<QDockWidget *>(QStringLiteral("labDock"))->show();
        window.findChild<QDockWidget *>(QStringLiteral("labDock"))->raise();
        QTest::qWait(100);
        window.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/designer-lab-beside-board.png"));

        // Save, then reopen in a fresh document: the edits are there, nothing is dirty.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("cheap-cats.json"));
        QString error;
        QVERIFY2(window.rulesEditor()->saveFile(file, &error), qPrintable(error));
        QVERIFY(!rules->isDirty());
        QCOMPARE(RecentFiles::list(RecentFiles::Rulesets).value(0), QFileInfo(file).absoluteFilePath());
        RulesetDocument reopened(rules->module());
        Problems problems;
        QVERIFY2(reopened.open(file, problems), qPrintable(problems.summary()));
        QCOMPARE(reopened.ruleset().params(), rules->ruleset().params());
        QCOMPARE(reopened.tableCell(QStringLiteral("characters"), reopened.rowWithKey(QStringLiteral("characters"), QStringLiteral("cat")), QStringLiteral("cost")).toInt(), 3);
    }

    void cardStashValueReplayCompare()
    {
        MainWindow window;
        window.resize(1600, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSession *session = window.session();
        session->setComputerDelay(0);
        session->setAutosaveEnabled(false);
        session->setDesignerMode(true);
        const GameModule *squirrels = GameRegistry::find(QStringLiteral("squirrel-island"));
        QVERIFY(squirrels);

        // A finished three-player game; the Rules panel turns to its rules.
        session->setRuleset(squirrels->defaultRuleset());
        QVERIFY(session->newGame(QStringLiteral("three-players"),
                                 {GameSession::Person, GameSession::Person, GameSession::Person}, QStringLiteral("41")));
        RulesetDocument *rules = window.rules();
        QTRY_COMPARE(rules->module().id(), squirrels->id());
        QVERIFY(!rules->isDirty());
        QVERIFY(test::playToEnd(*session, 41, [] {}) > 0);
        const QVariantList scoresBefore = session->scores();

        // A card some player stashed, and what that player scored.
        const QJsonArray players = session->game()->positionJson().value(QStringLiteral("seats")).toArray();
        QString stashed;
        int stasher = -1;
        for (int seat = 0; seat < players.size() && stashed.isEmpty(); ++seat) {
            const QJsonArray stash = players.at(seat).toObject().value(QStringLiteral("stash")).toArray();
            if (!stash.isEmpty()) {
                stashed = stash.first().toString();
                stasher = seat;
            }
        }
        QVERIFY2(!stashed.isEmpty(), "nobody stashed a card in this game: pick another seed");
        const int row = rules->rowWithKey(QStringLiteral("cards"), stashed);
        QVERIFY(row >= 0);
        const int value = rules->tableCell(QStringLiteral("cards"), row, QStringLiteral("stash")).toInt();

        // Raised by 3 in the editor, and the game replayed under it: the stasher's final
        // score goes up by 3 for every copy of it in their stash.
        QVERIFY(rules->setTableCell(QStringLiteral("cards"), row, QStringLiteral("stash"), value + 3));
        QVERIFY(rules->isDirty());
        window.replayNow(true);
        QVERIFY2(window.lastReplayText().contains(QStringLiteral("Replayed")), qPrintable(window.lastReplayText()));
        QCOMPARE(session->game()->ruleset().params(), rules->ruleset().params());
        QVERIFY(session->isOver());
        int copies = 0;
        const QJsonArray stash = session->game()->positionJson().value(QStringLiteral("seats")).toArray()
                                     .at(stasher).toObject().value(QStringLiteral("stash")).toArray();
        for (const QJsonValue &card : stash)
            copies += card.toString() == stashed ? 1 : 0;
        QVERIFY(copies > 0);
        const QVariantList scoresAfter = session->scores();
        QCOMPARE(scoresAfter.size(), scoresBefore.size());
        QCOMPARE(scoresAfter.at(stasher).toInt(), scoresBefore.at(stasher).toInt() + 3 * copies);
        // The status bar says so, and no automatic replay after the edit repeats it later.
        const QString said = window.lastReplayText();
        QVERIFY2(said.contains(QString::number(scoresAfter.at(stasher).toInt() - 3 * copies)), qPrintable(said));
        QTest::qWait(400);
        QCOMPARE(window.lastReplayText(), said);

        // The edited rules against the saved ones on the same 1,000 seeds: the score
        // spread and the first seat's margin are the game's figures that a stash value moves.
        BalanceLab *lab = window.balanceLab();
        lab->setGames(1000);
        lab->setVariant(QStringLiteral("two-players"));
        lab->setPlayers(QStringLiteral("greedy"), QStringLiteral("greedy"));
        QSignalSpy finished(lab, &BalanceLab::finished);
        QVERIFY(lab->compareWithSaved());
        QVERIFY(finished.wait(600000));
        const LabRun &run = lab->lastRun();
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        QCOMPARE(run.comparison.games, 1000);
        QStringList moved;
        for (const ComparedFigure &figure : run.comparison.figures)
            if (figure.meanA != figure.meanB)
                moved.append(figure.id);
        QVERIFY2(moved.contains(QStringLiteral("scoreSpread")), qPrintable(moved.join(u',')));
        QVERIFY2(moved.contains(QStringLiteral("meanMargin")), qPrintable(moved.join(u',')));
        window.findChild<QDockWidget *>(QStringLiteral("labDock"))->show();
        window.findChild<QDockWidget *>(QStringLiteral("labDock"))->raise();
        QTest::qWait(100);
        window.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/designer-squirrel-lab.png"));
    }

    void tileDesignerReplayCompare()
    {
        MainWindow window;
        window.resize(1600, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSession *session = window.session();
        session->setComputerDelay(0);
        session->setAutosaveEnabled(false);
        session->setDesignerMode(true);
        const GameModule *battle = GameRegistry::find(QStringLiteral("battle-island-of-fog"));
        QVERIFY(battle);

        // A finished two-player game between computers; the Rules panel turns to its rules.
        session->setRuleset(battle->defaultRuleset());
        QVERIFY(session->newGame(QStringLiteral("two-players"), {GameSession::Person, GameSession::Person},
                                 QStringLiteral("17")));
        RulesetDocument *rules = window.rules();
        QTRY_COMPARE(rules->module().id(), battle->id());
        QVERIFY(test::playToEnd(*session, 17, [] {}) > 0);

        // The tile designer: the tiles table's page, a new row after the last, painted.
        RulesetEditor *editor = window.rulesEditor();
        TablePanel *tiles = editor->tablePanel(QStringLiteral("tiles"));
        QVERIFY(tiles);
        PatternPainter *painter = tiles->patternPainter();
        QVERIFY(painter);
        const int before = tiles->model()->rowCount();
        const QString statisticsBefore = painter->statisticsText();
        tiles->view()->setCurrentIndex(tiles->model()->index(before - 1, 0));
        tiles->addRow();
        QCOMPARE(tiles->model()->rowCount(), before + 1);
        QCOMPARE(painter->row(), before);
        const int row = before;
        QVERIFY(rules->setTableCell(QStringLiteral("tiles"), row, QStringLiteral("id"), QStringLiteral("watchtower")));
        QVERIFY(rules->setTableCell(QStringLiteral("tiles"), row, QStringLiteral("name"), QStringLiteral("Watchtower")));
        QVERIFY(rules->setTableCell(QStringLiteral("tiles"), row, QStringLiteral("rows"), QStringLiteral("PPP/PPP/PPP")));
        // Painted through the designer's squares, as a person would: a lot in the middle,
        // a forest in the front corners, with the mouse and with the keyboard.
        painter->setCode(QStringLiteral("L"));
        PatternGrid *grid = painter->grid();
        window.findChild<QDockWidget *>(QStringLiteral("rulesDock"))->show();
        for (int tab = 0; tab < editor->tabs()->count(); ++tab)
            if (editor->tabs()->widget(tab)->isAncestorOf(tiles))
                editor->tabs()->setCurrentIndex(tab);
        QTRY_VERIFY(grid->isVisible());
        QTest::mouseClick(grid, Qt::LeftButton, {}, grid->squareRect(1, 1).center());
        QCOMPARE(painter->rows().value(1), QStringLiteral("PLP"));
        grid->setFocus();
        QTest::keyClick(grid, Qt::Key_2); // the palette's second code: forest
        QCOMPARE(painter->code(), QStringLiteral("F"));
        QTest::keyClick(grid, Qt::Key_Up);
        QTest::keyClick(grid, Qt::Key_Left);
        QTest::keyClick(grid, Qt::Key_Space);
        QCOMPARE(painter->rows().value(0), QStringLiteral("FPP"));
        painter->paintSquare(0, 2);
        QCOMPARE(rules->tableCell(QStringLiteral("tiles"), row, QStringLiteral("rows")).toString(),
                 QStringLiteral("FPF/PLP/PPP"));
        // Each square is one edit: undo takes the last back, redo restores it.
        editor->undoStack()->undo();
        QCOMPARE(painter->rows().value(0), QStringLiteral("FPP"));
        editor->undoStack()->redo();
        QCOMPARE(painter->rows().value(0), QStringLiteral("FPF"));
        // Two copies in the pile: the statistics count them.
        QVERIFY(rules->setTableCell(QStringLiteral("tiles"), row, QStringLiteral("copies"), 2));
        QVERIFY(rules->isValid());
        QVERIFY(painter->statisticsText() != statisticsBefore);
        QVERIFY2(painter->statisticsText().contains(QStringLiteral("34")), qPrintable(painter->statisticsText()));
        QTest::qWait(100);
        window.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/designer-battle-tiles.png"));

        // Replayed under the new pile: the game follows the edited rules, to its end or to
        // the first decision the new pile no longer allows.
        window.replayNow(true);
        QVERIFY2(window.lastReplayText().contains(QStringLiteral("Replayed"))
                     || window.lastReplayText().contains(QStringLiteral("stops")),
                 qPrintable(window.lastReplayText()));
        QCOMPARE(session->game()->ruleset().params(), rules->ruleset().params());

        // The edited rules against the saved ones on the same 500 seeds.
        BalanceLab *lab = window.balanceLab();
        lab->setGames(500);
        lab->setVariant(QStringLiteral("two-players"));
        lab->setPlayers(QStringLiteral("random"), QStringLiteral("random"));
        QSignalSpy finished(lab, &BalanceLab::finished);
        QVERIFY(lab->compareWithSaved());
        QVERIFY(finished.wait(900000));
        const LabRun &run = lab->lastRun();
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        QCOMPARE(run.comparison.games, 500);
        QStringList moved;
        for (const ComparedFigure &figure : run.comparison.figures)
            if (figure.meanA != figure.meanB)
                moved.append(figure.id);
        QVERIFY2(!moved.isEmpty(), "two more tiles in the pile changed no figure of 500 games");
        window.findChild<QDockWidget *>(QStringLiteral("labDock"))->show();
        window.findChild<QDockWidget *>(QStringLiteral("labDock"))->raise();
        QTest::qWait(100);
        window.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/designer-battle-lab.png"));
    }
    void profileSwitchDiceRollCompare()
    {
        MainWindow window;
        window.resize(1600, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSession *session = window.session();
        session->setComputerDelay(0);
        session->setAutosaveEnabled(false);
        session->setDesignerMode(true);
        const GameModule *knights = GameRegistry::find(QStringLiteral("fuzzy-knights"));
        QVERIFY(knights);
        QCOMPARE(knights->profiles().size(), 2);

        // The default profile's rules in the Rules panel.
        session->setRuleset(knights->defaultRuleset());
        QVERIFY(session->newGame(QStringLiteral("two-players"), {GameSession::Person, GameSession::Person},
                                 QStringLiteral("23")));
        RulesetDocument *rules = window.rules();
        QTRY_COMPARE(rules->module().id(), knights->id());
        QVERIFY(!rules->isDirty());
        const QString defaultProfile = knights->profiles().at(0).id;
        const QString revised = knights->profiles().at(1).id;
        QCOMPARE(rules->matchingProfile(), defaultProfile);

        // The revised profile, chosen from the chooser: one step on the undo stack.
        window.findChild<QDockWidget *>(QStringLiteral("rulesDock"))->show();
        RulesetEditor *editor = window.rulesEditor();
        QComboBox *chooser = editor->profileChooser();
        QTRY_VERIFY(chooser->isVisible());
        const int steps = editor->undoStack()->count();
        chooser->setFocus();
        QTest::keyClick(chooser, Qt::Key_Down);
        QCOMPARE(rules->matchingProfile(), revised);
        QCOMPARE(editor->undoStack()->count(), steps + 1);
        QCOMPARE(rules->ruleset().params(), knights->profiles().at(1).params);
        editor->undoStack()->undo();
        QCOMPARE(rules->matchingProfile(), defaultProfile);
        editor->undoStack()->redo();
        QCOMPARE(rules->matchingProfile(), revised);

        // The hero's roll typed in its field: half an expression is refused with where it
        // stops, the whole one is taken.
        ParameterForm *heroes = editor->form(QStringLiteral("heroes"));
        QVERIFY(heroes);
        editor->tabs()->setCurrentIndex(editor->tabOfGroup(QStringLiteral("heroes")));
        auto *roll = qobject_cast<QLineEdit *>(heroes->editorFor(QStringLiteral("heroRoll")));
        QVERIFY(roll);
        QTRY_VERIFY(roll->isVisible());
        roll->setFocus();
        roll->selectAll();
        QTest::keyClicks(roll, QStringLiteral("2d6+"));
        QTest::keyClick(roll, Qt::Key_Return);
        QVERIFY2(diceEditProblem(roll).contains(QStringLiteral("character 5")), qPrintable(diceEditProblem(roll)));
        QCOMPARE(rules->value(QStringLiteral("heroRoll")).toString(), QStringLiteral("2d6+6"));
        QTest::keyClicks(roll, QStringLiteral("8"));
        QTest::keyClick(roll, Qt::Key_Return);
        QVERIFY(diceEditProblem(roll).isEmpty());
        QCOMPARE(rules->value(QStringLiteral("heroRoll")).toString(), QStringLiteral("2d6+8"));
        QVERIFY(rules->matchingProfile().isEmpty()); // revised, then modified
        QVERIFY(rules->isValid());
        QTest::qWait(100);
        window.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/designer-knights-profile.png"));

        // Both profiles on the same 500 seeds between computer players: the saved default
        // rules against the revised ones with the stronger hero.
        BalanceLab *lab = window.balanceLab();
        lab->setGames(500);
        lab->setVariant(QStringLiteral("two-players"));
        lab->setPlayers(QStringLiteral("greedy"), QStringLiteral("greedy"));
        QSignalSpy finished(lab, &BalanceLab::finished);
        QVERIFY(lab->compareWithSaved());
        QVERIFY(finished.wait(900000));
        const LabRun &run = lab->lastRun();
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        QCOMPARE(run.comparison.games, 500);
        QStringList moved;
        for (const ComparedFigure &figure : run.comparison.figures)
            if (figure.meanA != figure.meanB)
                moved.append(figure.id);
        // The revised rules move fixed 15 for a rolled 1d10+10 among much else: games differ in length.
        QVERIFY2(moved.contains(QStringLiteral("gameLength")), qPrintable(moved.join(u',')));
        window.findChild<QDockWidget *>(QStringLiteral("labDock"))->show();
        window.findChild<QDockWidget *>(QStringLiteral("labDock"))->raise();
        QTest::qWait(100);
        window.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/designer-knights-lab.png"));
    }
};

QTEST_MAIN(tst_DesignerFlow)
#include "tst_designerflow.moc"
