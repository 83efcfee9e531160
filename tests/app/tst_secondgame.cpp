// A second game added without touching shared code: Pebbles (tests/fakegame), registered
// here at run time, is chosen in the new-game dialog, played to its end in the real
// window from the shared list of choices, edited in the rule editor and simulated in the
// balance lab; the window's rules docks follow it. Nothing of Foggy Island may show while
// it is played.
#include "apptestutil.h"
#include "windowtestutil.h"

#include "balancelab.h"
#include "fakegame.h"
#include "gameui.h"
#include "newgamedialog.h"
#include "ruleseteditor.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/rulesetschema.h"
#include "models/rulesetdocument.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTimer>

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

// Answers the next message box with `button`, and says whether one came.
struct BoxAnswer
{
    bool asked = false;
    void arm(QObject *context, QMessageBox::StandardButton button)
    {
        asked = false;
        QTimer::singleShot(150, context, [this, button]() {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                asked = true;
                box->button(button)->click();
            }
        });
    }
};

// An item of the window's Rules menu, by its text without the mnemonic.
QAction *rulesMenuItem(const MainWindow &window, const QString &text)
{
    for (QAction *menu : window.menuBar()->actions()) {
        if (!menu->menu() || menu->text().remove(u'&') != QLatin1StringView("Rules"))
            continue;
        Q_EMIT menu->menu()->aboutToShow(); // it fills some of its items when shown
        for (QAction *item : menu->menu()->actions())
            if (item->text().remove(u'&') == text)
                return item;
    }
    return nullptr;
}

// The person's decisions by the first choice, `count` times or until the game ends.
bool playFirstChoices(GameSession &session, int count)
{
    for (int i = 0; i < count; ++i) {
        if (!test::waitForPerson(session))
            return false;
        if (session.isOver())
            return true;
        if (!session.playChoice(0))
            return false;
    }
    return test::waitForPerson(session);
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

    void rulesDocksFollowTheGame()
    {
        // The docked editor and lab edit the rules of the game being played: Pebbles'
        // while Pebbles is played (and Replay Now replays it under edited Pebbles rules),
        // the first game's once it is played again; unsaved edits are never dropped unasked.
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *rulesDock = window.findChild<QDockWidget *>(QStringLiteral("rulesDock"));
        auto *labDock = window.findChild<QDockWidget *>(QStringLiteral("labDock"));
        rulesDock->show();
        GameSession &session = *window.session();
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        const GameModule &first = *GameRegistry::all().constFirst();
        QCOMPARE(window.rules()->module().id(), first.id());
        QVERIFY(rulesDock->windowTitle().contains(first.displayName()));
        QVERIFY(labDock->windowTitle().contains(first.displayName()));
        // A parameter only the first game has, and one only Pebbles has, as the editor names their fields.
        QString firstOnly;
        for (const ParamSpec &spec : first.schema().params())
            if (spec.type != ParamType::Table && !pebbles().schema().param(spec.key) && firstOnly.isEmpty())
                firstOnly = spec.key;
        QVERIFY(!firstOnly.isEmpty());
        QVERIFY(window.rulesEditor()->findChild<QWidget *>(firstOnly));
        QVERIFY(!window.rulesEditor()->findChild<QSpinBox *>(QStringLiteral("pile")));

        // A Pebbles game starts: the docks turn to the rules it is played under.
        session.setRuleset(pebbles().defaultRuleset());
        QVERIFY(session.newGame(QStringLiteral("duel"), {GameSession::Person, QStringLiteral("random")}, QStringLiteral("5")));
        QTRY_COMPARE(window.rules()->module().id(), Pebbles);
        QCOMPARE(window.rules()->ruleset().params(), session.game()->ruleset().params());
        QVERIFY(!window.rules()->isDirty());
        QVERIFY2(rulesDock->windowTitle().contains(pebbles().displayName()), qPrintable(rulesDock->windowTitle()));
        QVERIFY(labDock->windowTitle().contains(pebbles().displayName()));
        auto *pile = window.rulesEditor()->findChild<QSpinBox *>(QStringLiteral("pile"));
        QVERIFY(pile);
        QCOMPARE(pile->value(), pebbles().defaultRuleset().value(QStringLiteral("pile")).toInt());
        QVERIFY(!window.rulesEditor()->findChild<QWidget *>(firstOnly));
        // The lab offers Pebbles' variants, in its words.
        bool labOffersPebbles = false;
        for (const QComboBox *box : window.balanceLab()->findChildren<QComboBox *>())
            labOffersPebbles = labOffersPebbles
                || (box->count() == int(pebbles().variants().size())
                    && box->itemData(0).toString() == pebbles().variants().constFirst()
                    && box->itemText(0) == pebbles().variantName(pebbles().variants().constFirst()));
        QVERIFY(labOffersPebbles);

        // A few decisions, then an edited Pebbles rule: Replay Now replays the game under it.
        QVERIFY(playFirstChoices(session, 2));
        const int decisions = session.decisionCount();
        QVERIFY(decisions > 0);
        QAction *replay = rulesMenuItem(window, QStringLiteral("Replay Now"));
        QVERIFY(replay);
        QVERIFY(replay->isEnabled());
        const int edited = pile->value() + 3;
        pile->setValue(edited);
        QVERIFY(window.rules()->isDirty());
        QVERIFY(rulesDock->windowTitle().endsWith(QStringLiteral(" *")));
        window.replayNow(true);
        QVERIFY2(window.lastReplayText().contains(QStringLiteral("Replayed"))
                     || window.lastReplayText().contains(QStringLiteral("stops at")),
                 qPrintable(window.lastReplayText()));
        QCOMPARE(session.game()->module().id(), Pebbles);
        QCOMPARE(session.game()->ruleset().value(QStringLiteral("pile")).toInt(), edited);

        // The first game again, the Pebbles edits unsaved: without dialogs they are kept
        // (as a person declining to lose them would), and Replay Now stays off.
        session.setRuleset(first.defaultRuleset());
        QVERIFY(session.newGame(first.variants().constFirst(), {GameSession::Person, QStringLiteral("random")},
                                QStringLiteral("6")));
        QCoreApplication::processEvents();
        QTest::qWait(20);
        QCOMPARE(window.rules()->module().id(), Pebbles);
        QVERIFY(window.rules()->isDirty());
        QCOMPARE(window.rules()->value(QStringLiteral("pile")).toInt(), edited);
        QVERIFY(!replay->isEnabled());

        // Asked, the person lets them go: the docks turn to the first game's rules.
        qunsetenv("ISLE_NO_DIALOGS");
        BoxAnswer answer;
        answer.arm(&window, QMessageBox::Discard);
        session.setRuleset(first.defaultRuleset());
        QVERIFY(session.newGame(first.variants().constFirst(), {GameSession::Person, QStringLiteral("random")},
                                QStringLiteral("7")));
        QTRY_COMPARE(window.rules()->module().id(), first.id());
        qputenv("ISLE_NO_DIALOGS", "1");
        QVERIFY(answer.asked);
        QCOMPARE(window.rules()->ruleset().params(), first.defaultRuleset().params());
        QVERIFY(rulesDock->windowTitle().contains(first.displayName()));
        QVERIFY(window.rulesEditor()->findChild<QWidget *>(firstOnly));
        QVERIFY(!window.rulesEditor()->findChild<QSpinBox *>(QStringLiteral("pile")));
        QTRY_VERIFY(replay->isEnabled());

        // Rules ▸ New Rules offers each registered game; Pebbles' defaults, while the first
        // game is played, leave nothing to replay.
        QAction *newRules = rulesMenuItem(window, QStringLiteral("New Rules"));
        QVERIFY(newRules);
        QVERIFY(newRules->menu());
        QStringList offered;
        QAction *pebblesItem = nullptr;
        for (QAction *item : newRules->menu()->actions()) {
            offered << item->text();
            if (item->text() == pebbles().displayName())
                pebblesItem = item;
        }
        QCOMPARE(offered.size(), int(GameRegistry::all().size()));
        QVERIFY(offered.contains(first.displayName()));
        QVERIFY(pebblesItem);
        pebblesItem->trigger();
        QCOMPARE(window.rules()->module().id(), Pebbles);
        QCOMPARE(window.rules()->ruleset().params(), pebbles().defaultRuleset().params());
        QVERIFY(window.rulesEditor()->findChild<QSpinBox *>(QStringLiteral("pile")));
        QVERIFY(!replay->isEnabled());
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
