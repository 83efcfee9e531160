// A second game added without touching shared code: Pebbles (tests/fakegame), registered
// here at run time, is chosen in the new-game dialog, played to its end in the real
// window from the shared list of choices, edited in the rule editor and simulated in the
// balance lab. Nothing of Foggy Island may show while it is played.
#include "apptestutil.h"
#include "windowtestutil.h"

#include "balancelab.h"
#include "fakegame.h"
#include "gameui.h"
#include "newgamedialog.h"
#include "ruleseteditor.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "models/rulesetdocument.h"

#include <QComboBox>
#include <QDockWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace isle;
using namespace isle::app;

namespace {
const QString Pebbles = QStringLiteral("pebbles");

const GameModule &pebbles()
{
    const GameModule *module = GameRegistry::find(Pebbles);
    if (!module)
        qFatal("Pebbles is not registered");
    return *module;
}
} // namespace

class tst_SecondGame : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        test::initWindowTest("tst_secondgame");
        fakegame::registerPebbles();
        QVERIFY(GameRegistry::find(Pebbles));
        QVERIFY(!GameUiRegistry::find(Pebbles)); // no screen of its own: the shared one plays it
    }

    void newGameDialogOffersIt()
    {
        NewGameDialog dialog({QStringLiteral("random"), QStringLiteral("greedy")});
        auto *game = dialog.findChild<QComboBox *>(QStringLiteral("gameChoice"));
        auto *variant = dialog.findChild<QComboBox *>(QStringLiteral("variantChoice"));
        QVERIFY(game && variant);
        const int row = game->findData(Pebbles);
        QVERIFY(row >= 0);
        QCOMPARE(game->itemText(row), pebbles().displayName());
        game->setCurrentIndex(row);
        QCOMPARE(dialog.gameId(), Pebbles);
        // The variants are the module's, in its words, and the seats follow them.
        QCOMPARE(variant->count(), int(pebbles().variants().size()));
        for (int index = 0; index < variant->count(); ++index) {
            QCOMPARE(variant->itemData(index).toString(), pebbles().variants().at(index));
            QCOMPARE(variant->itemText(index), pebbles().variantName(pebbles().variants().at(index)));
        }
        for (int index = 0; index < variant->count(); ++index) {
            variant->setCurrentIndex(index);
            QCOMPARE(int(dialog.controllers().size()), pebbles().seatCount(dialog.variant()));
        }
        // Rules edited for another game are not offered for this one.
        dialog.offerEditedRules(GameRegistry::all().constFirst()->id(), QStringLiteral("Edited"));
        QVERIFY(!dialog.useEditedRules());
    }

    void playedToTheEndInTheWindow()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSession &session = *window.session();
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        session.setRuleset(pebbles().defaultRuleset());
        QVERIFY(session.newGame(QStringLiteral("trio"),
                                {GameSession::Person, QStringLiteral("random"), QStringLiteral("greedy")},
                                QStringLiteral("7")));
        QCOMPARE(session.game()->module().id(), Pebbles);
        QCOMPARE(session.screen(), nullptr);
        QVERIFY(session.boardPage().isEmpty());
        QVERIFY(test::quickItem(window, "decisionBar")->isVisible());

        // The person answers from the list of choices by number, as a newcomer would.
        QWidget *board = window.boardWidget();
        int turns = 0;
        while (!session.isOver() && turns < 60) {
            QVERIFY(test::waitForPerson(session));
            if (session.isOver())
                break;
            const QStringList texts = test::visibleTexts(window);
            QVERIFY2(texts.contains(QStringLiteral("1.  ") + [&] {
                         QString first = session.describeViewerAction(0);
                         first[0] = first.at(0).toUpper();
                         return first;
                     }()),
                     qPrintable(texts.join(u'|')));
            const int before = session.decisionCount();
            board->setFocus();
            QTest::keyClick(board, Qt::Key_1);
            QTRY_VERIFY(session.decisionCount() > before);
            ++turns;
        }
        QVERIFY(session.isOver());
        QVERIFY(turns > 0);
        QTRY_VERIFY(test::quickItem(window, "gameOverOverlay")->isVisible());
        QVERIFY(!session.resultText().isEmpty());

        // Nothing of the first game's screen shows for this one.
        const QStringList texts = test::visibleTexts(window);
        for (const QString &text : texts)
            QVERIFY2(!text.contains(GameRegistry::all().constFirst()->displayName()), qPrintable(text));
        QVERIFY(!test::quickItem(window, "handBar"));
    }

    void hotSeatBehindTheCurtain()
    {
        // Two people at one screen: the shared curtain works for a game it has never seen,
        // and nobody's secret bonus shows, with the log dock open.
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        if (auto *log = window.findChild<QDockWidget *>(QStringLiteral("logDock")))
            log->show();
        GameSession &session = *window.session();
        session.setAutosaveEnabled(false);
        session.setRuleset(pebbles().defaultRuleset());
        QVERIFY(session.newGame(QStringLiteral("duel"), {GameSession::Person, GameSession::Person}, QStringLiteral("3")));
        QWidget *board = window.boardWidget();
        int curtains = 0;
        while (!session.isOver()) {
            board->setFocus();
            if (session.curtain()) {
                ++curtains;
                for (const QString &text : test::visibleTexts(window))
                    QVERIFY2(!text.contains(QStringLiteral("bonus"), Qt::CaseInsensitive), qPrintable(text));
                QVERIFY(!session.canUndo());
                QTest::keyClick(board, Qt::Key_Return);
                QVERIFY(!session.curtain());
                continue;
            }
            const int before = session.decisionCount();
            QTest::keyClick(board, Qt::Key_1);
            QTRY_VERIFY(session.decisionCount() > before);
        }
        QVERIFY(curtains > 3);
    }

    void editedInTheRuleEditor()
    {
        RulesetDocument document(pebbles());
        RulesetEditor editor(&document);
        editor.resize(700, 600);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        auto *pile = editor.findChild<QSpinBox *>(QStringLiteral("pile"));
        QVERIFY(pile);
        QCOMPARE(pile->value(), document.value(QStringLiteral("pile")).toInt());
        pile->setValue(pile->value() + 5);
        QCOMPARE(document.value(QStringLiteral("pile")).toInt(), pile->value());
        QVERIFY(document.isDirty());
        QVERIFY(document.isValid());
    }

    void simulatedInTheBalanceLab()
    {
        RulesetDocument document(pebbles());
        BalanceLab lab(&document);
        lab.resize(520, 760);
        lab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&lab));
        lab.setGames(40);
        lab.setVariant(QStringLiteral("duel"));
        lab.setPlayers(QStringLiteral("greedy"), QStringLiteral("random"));
        QSignalSpy finished(&lab, &BalanceLab::finished);
        QVERIFY(lab.simulateCurrent());
        QVERIFY(finished.wait(60000));
        QCOMPARE(lab.lastRun().simulation.games, 40);
        QVERIFY(!lab.lastRun().cancelled);
    }
};

QTEST_MAIN(tst_SecondGame)
#include "tst_secondgame.moc"
