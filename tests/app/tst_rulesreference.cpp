// Help ▸ Rules of the Game in the real window (offscreen): F1 shows the rules reference of
// the game being played, follows new games and edited rules, loads nothing; the hand,
// hiring and board models carry each character's ability. Screenshots
// rules-reference.png, -characters, -legend, -hiring and -tooltip go next to the test
// executable.
#include "apptestutil.h"

#include "foggyscreentest.h"
#include "boardmodel.h"
#include "handmodel.h"
#include "hiringmodel.h"
#include "mainwindow.h"
#include "rulesreferencedialog.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "models/rulesetdocument.h"

#include <QApplication>
#include <QQuickItem>
#include <QQuickWidget>
#include <QScrollBar>

using namespace isle::app;

class tst_RulesReference : public QObject
{
    Q_OBJECT

private:
    static RulesReferenceDialog *pressF1(MainWindow &window)
    {
        QTest::keyClick(window.boardWidget(), Qt::Key_F1);
        auto *dialog = window.findChild<RulesReferenceDialog *>();
        const bool shown = dialog && QTest::qWaitFor([dialog]() { return dialog->isVisible(); }, 2000);
        return shown ? dialog : nullptr;
    }

    static QString expectedBody(const isle::Game &game)
    {
        return game.module().rulesReference(game.ruleset(), game.variant());
    }

    static void startGame(MainWindow &window, const QString &variant, const QString &seed)
    {
        GameSession &session = *window.session();
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        QVERIFY(session.newGame(variant, {GameSession::Person, QStringLiteral("greedy")}, seed,
                                {QStringLiteral("Ada"), QString()}));
        QVERIFY(test::waitForPerson(session));
    }

private Q_SLOTS:
    void initTestCase()
    {
        Q_UNUSED(test::windowTestSetUp);
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("IsleworksTest"));
        QApplication::setApplicationName(QStringLiteral("IsleworksTest"));
    }

    void f1ShowsTheRulesOfTheGameBeingPlayed()
    {
        MainWindow window;
        window.resize(1400, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // No game yet: the rules in the editor, every variant.
        RulesReferenceDialog *dialog = pressF1(window);
        QVERIFY(dialog);
        QVERIFY(!dialog->isModal());
        QVERIFY(dialog->pageHtml().contains(window.rules()->module().rulesReference(window.rules()->ruleset(), {})));
        dialog->close();

        startGame(window, QStringLiteral("mercenary"), QStringLiteral("41"));
        QCOMPARE(pressF1(window), dialog); // one dialog, shown again
        QCOMPARE(window.findChildren<RulesReferenceDialog *>().size(), 1);
        const isle::Game &game = *window.session()->game();
        const QString body = expectedBody(game);
        QVERIFY(!body.isEmpty());
        QVERIFY(dialog->pageHtml().contains(body));
        const QString text = dialog->browser()->toPlainText();
        for (const QString &expected : {QStringLiteral("Game with mercenary characters"), QStringLiteral("Hiring"),
                                        QStringLiteral("Fox"), QStringLiteral("What the tiles show"),
                                        QStringLiteral("Orange ring"), QStringLiteral("Yellow, pulsing"),
                                        QStringLiteral("in the opponent's colour"), QStringLiteral("can score 0")})
            QVERIFY2(text.contains(expected), qPrintable(expected));
        QVERIFY(!text.contains(QStringLiteral("Team game (four players)")));

        // A new game of another variant replaces the page, while the dialog stays open.
        startGame(window, QStringLiteral("basic"), QStringLiteral("42"));
        QVERIFY(dialog->isVisible());
        QVERIFY(dialog->pageHtml().contains(expectedBody(*window.session()->game())));
        QVERIFY(!dialog->browser()->toPlainText().contains(QStringLiteral("Hiring")));

        // It reads well: a screenshot of the top of the page.
        dialog->browser()->verticalScrollBar()->setValue(0);
        QTest::qWait(50);
        const QString path = QStringLiteral(ISLE_SCREENSHOT_DIR "/rules-reference.png");
        QVERIFY2(dialog->grab().save(path), qPrintable(path));
        // And further down, the scoring and the characters of a mercenary game.
        startGame(window, QStringLiteral("mercenary"), QStringLiteral("43"));
        dialog->browser()->scrollToAnchor(QString());
        const QScrollBar *bar = dialog->browser()->verticalScrollBar();
        dialog->browser()->verticalScrollBar()->setValue(bar->maximum() * 2 / 5);
        QTest::qWait(50);
        const QString lower = QStringLiteral(ISLE_SCREENSHOT_DIR "/rules-reference-characters.png");
        QVERIFY2(dialog->grab().save(lower), qPrintable(lower));
        // And the end: what the tokens and the tiles show.
        dialog->browser()->verticalScrollBar()->setValue(bar->maximum());
        QTest::qWait(50);
        const QString legend = QStringLiteral(ISLE_SCREENSHOT_DIR "/rules-reference-legend.png");
        QVERIFY2(dialog->grab().save(legend), qPrintable(legend));
        window.close();
    }

    void followsTheRulesInTheEditor()
    {
        // Without a game, edits in the editor show at once.
        GameSession session;
        session.setAutosaveEnabled(false);
        isle::RulesetDocument rules(*isle::GameRegistry::find(QStringLiteral("foggy-island")));
        RulesReferenceDialog dialog(&session, &rules);
        const int costRow = rules.rowWithKey(QStringLiteral("characters"), QStringLiteral("fox"));
        QVERIFY(costRow >= 0);
        QVERIFY(dialog.pageHtml().contains(QStringLiteral("<td>Fox</td><td>9</td>")));
        QVERIFY(rules.setTableCell(QStringLiteral("characters"), costRow, QStringLiteral("cost"), 23));
        QVERIFY(dialog.pageHtml().contains(QStringLiteral("<td>Fox</td><td>23</td>")));
        QVERIFY(rules.setTableCell(QStringLiteral("scoringTable"), 1, QStringLiteral("points"), 7));
        QVERIFY(dialog.pageHtml().contains(QStringLiteral("<td>4</td><td>7</td>")));
        QVERIFY(rules.setMetaValue(QStringLiteral("name"), QStringLiteral("<img src=\"x.png\">Mine")));
        QVERIFY(dialog.pageHtml().contains(QStringLiteral("&lt;img src=&quot;x.png&quot;&gt;Mine")));
        QVERIFY(!dialog.pageHtml().contains(QStringLiteral("<img")));

        // A game shows its own rules; the editor's differ until they are played.
        QVERIFY(session.newGame(QStringLiteral("weather"), {GameSession::Person, GameSession::Person}, QStringLiteral("5")));
        QVERIFY(dialog.pageHtml().contains(expectedBody(*session.game())));
        QVERIFY(dialog.pageHtml().contains(QStringLiteral("<td>4</td><td>3</td>"))); // the game's default rules
        QVERIFY(dialog.pageHtml().contains(QStringLiteral("The rules in the editor differ")));
        session.setRuleset(rules.ruleset());
        QVERIFY(session.newGame(QStringLiteral("weather"), {GameSession::Person, GameSession::Person}, QStringLiteral("5")));
        QVERIFY(dialog.pageHtml().contains(QStringLiteral("<td>4</td><td>7</td>")));
        QVERIFY(!dialog.pageHtml().contains(QStringLiteral("The rules in the editor differ")));

        // Nothing is followed or loaded, whatever a page names.
        QVERIFY(!dialog.browser()->openLinks());
        QVERIFY(!dialog.browser()->openExternalLinks());
        QVERIFY(!dialog.browser()->loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("file:///etc/passwd"))).isValid());
        QVERIFY(!dialog.browser()->loadResource(QTextDocument::StyleSheetResource, QUrl(QStringLiteral("x.css"))).isValid());
    }

    void modelsCarryAbilities()
    {
        MainWindow window;
        window.resize(1400, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The quick game hires before its first round.
        startGame(window, QStringLiteral("quick"), QStringLiteral("44"));
        GameSession &session = *window.session();
        const isle::Game &game = *session.game();
        QCOMPARE(session.phase(), QStringLiteral("hire"));
        const QAbstractItemModel *hiring = foggyScreen(session).hiringModel();
        QVERIFY(hiring->rowCount() > 0);
        QVERIFY(hiring->roleNames().values().contains("ability"));
        for (int row = 0; row < hiring->rowCount(); ++row) {
            const QModelIndex index = hiring->index(row, 0);
            const QString ability = index.data(HiringModel::AbilityRole).toString();
            QVERIFY(!ability.isEmpty());
            QCOMPARE(ability, game.componentDescription(index.data(HiringModel::CharacterRole).toString()));
        }
        QTest::qWait(150);
        const QString hiringShot = QStringLiteral(ISLE_SCREENSHOT_DIR "/rules-reference-hiring.png");
        QVERIFY2(window.boardWidget()->grabFramebuffer().save(hiringShot), qPrintable(hiringShot));

        // Hire the Fox and play on to the first placement.
        QVERIFY(session.play({{QStringLiteral("type"), QStringLiteral("hire")}, {QStringLiteral("character"), QStringLiteral("fox")}}));
        while (session.phase() != QLatin1StringView("place") && !session.isOver()) {
            QVERIFY(test::waitForPerson(session));
            if (session.phase() == QLatin1StringView("hire"))
                QVERIFY(session.playFirstOfType(QStringLiteral("end-hiring")));
            else if (session.phase() != QLatin1StringView("place"))
                QVERIFY(session.play(session.viewerActions().at(0).toObject().toVariantMap()));
            QVERIFY(test::waitForPerson(session));
        }
        const QAbstractItemModel *hand = foggyScreen(session).handModel();
        QVERIFY(hand->rowCount() > 0);
        QVERIFY(hand->roleNames().values().contains("ability"));
        for (int row = 0; row < hand->rowCount(); ++row) {
            const QModelIndex index = hand->index(row, 0);
            QCOMPARE(index.data(HandModel::AbilityRole).toString(),
                     game.componentDescription(index.data(HandModel::CharacterRole).toString()));
            QVERIFY(!index.data(HandModel::AbilityRole).toString().isEmpty());
        }

        // Place a few tokens; every tile's tool tip names what the viewer sees, and only that.
        for (int i = 0; i < 3 && !session.isOver(); ++i) {
            QVERIFY(test::waitForPerson(session));
            QVERIFY(session.play(session.viewerActions().at(0).toObject().toVariantMap()));
        }
        QVERIFY(test::waitForPerson(session));
        const QAbstractItemModel *board = foggyScreen(session).boardModel();
        QVERIFY(board->roleNames().values().contains("tooltip"));
        int described = 0;
        int ownTile = -1;
        for (int row = 0; row < board->rowCount(); ++row) {
            const QModelIndex index = board->index(row, 0);
            const QString character = index.data(BoardModel::CharacterRole).toString();
            const QString tip = index.data(BoardModel::ToolTipRole).toString();
            if (character.isEmpty()) {
                QVERIFY2(tip.isEmpty(), qPrintable(tip)); // a free tile, or a token the viewer cannot see
                continue;
            }
            QVERIFY(tip.contains(index.data(BoardModel::CharacterNameRole).toString()));
            QVERIFY(tip.contains(game.componentDescription(character)));
            ++described;
            if (index.data(BoardModel::OwnerRole).toInt() == session.viewer() && ownTile < 0)
                ownTile = row;
        }
        QVERIFY(described > 0);
        QVERIFY(ownTile >= 0);

        // Hovering the viewer's token shows the board's tool tip with it.
        QQuickItem *root = window.boardWidget()->rootObject();
        QVERIFY(root);
        QObject *tipPopup = root->findChild<QObject *>(QStringLiteral("tokenToolTip"));
        QVERIFY(tipPopup);
        QVERIFY(!tipPopup->property("visible").toBool());
        QQuickItem *boardItem = nullptr;
        for (QQuickItem *item : root->findChildren<QQuickItem *>())
            if (!boardItem && item->metaObject()->indexOfProperty("tipTile") >= 0)
                boardItem = item;
        QVERIFY(boardItem);
        {
            const QModelIndex index = board->index(ownTile, 0);
            const qreal cell = boardItem->property("cell").toReal();
            const qreal origin = boardItem->property("gridOrigin").toReal();
            const QPointF local(origin + (index.data(BoardModel::ColumnRole).toInt() + 0.5) * cell,
                                origin + (index.data(BoardModel::RowRole).toInt() + 0.5) * cell);
            const QPoint at = boardItem->mapToScene(local).toPoint();
            QTest::mouseMove(window.boardWidget(), at - QPoint(3, 3));
            QTest::mouseMove(window.boardWidget(), at);
            QTRY_VERIFY_WITH_TIMEOUT(tipPopup->property("visible").toBool(), 3000);
            QCOMPARE(tipPopup->property("text").toString(), index.data(BoardModel::ToolTipRole).toString());
            QTest::qWait(150);
            const QString tipShot = QStringLiteral(ISLE_SCREENSHOT_DIR "/rules-reference-tooltip.png");
            QVERIFY2(window.boardWidget()->grabFramebuffer().save(tipShot), qPrintable(tipShot));
        }
        window.close();
    }
};

QTEST_MAIN(tst_RulesReference)
#include "tst_rulesreference.moc"
