// What a newcomer ran into in the real window (offscreen), each checked where it was seen:
// the opening-hand panel says how many tokens to pick and names them, and its highlight
// stays on the card under the pointer after a pick; the computer's move is ringed on the
// island and the log follows new lines; a Prairie Dog with nothing to swap says why; the
// status bar names whoever hires; the round's summary leaves the board it scored in sight;
// review names its decision in full, rings the reviewed move and leaves no tool tip behind;
// Replay Now before any round has ended shows no empty table; the game-over card says
// what its numbers are (coins only in a game won on coins); a resume under way is
// remembered until the window has shown the game, and only then.
#include "apptestutil.h"
#include "foggyscreentest.h"
#include "windowtestutil.h"

#include "boardmodel.h"
#include "charactertext.h"
#include "fakegame.h"
#include "seatsmodel.h"

#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/rng.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QJsonArray>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QQmlEngine>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QStyleHints>
#include <QTimer>

using namespace isle::app;

namespace {

const QString ResumeKey = QStringLiteral("resumeUnderWay");

bool playRandomly(GameSession &session, isle::Rng &rng)
{
    const QJsonArray actions = session.viewerActions();
    return !actions.isEmpty()
           && session.play(actions.at(qsizetype(rng.below(std::uint32_t(actions.size())))).toObject().toVariantMap());
}

QPoint centreOf(const QQuickItem *item)
{
    return item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
}

QRectF sceneRect(const QQuickItem *item)
{
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

// The QML items under `root` (visible ones) that have every property in `names`.
QList<QQuickItem *> itemsWith(const QQuickItem *root, std::initializer_list<const char *> names)
{
    QList<QQuickItem *> found;
    test::forEachVisibleItem(root, [&](const QQuickItem *item) {
        for (const char *name : names)
            if (!item->property(name).isValid())
                return;
        found.append(const_cast<QQuickItem *>(item));
    });
    return found;
}

// The items named `name` under `root` in the item tree (a Repeater's delegates included).
QList<QQuickItem *> namedItems(QQuickItem *root, const QString &name)
{
    QList<QQuickItem *> found;
    if (!root)
        return found;
    for (QQuickItem *child : root->childItems()) {
        if (child->objectName() == name)
            found.append(child);
        found += namedItems(child, name);
    }
    return found;
}

QQuickItem *namedItem(QQuickItem *root, const QString &name)
{
    return namedItems(root, name).value(0);
}

// The island's tiles as the board draws them (Board.qml's delegates), and those ringed as
// the latest (or reviewed) move.
QStringList ringedCells(const MainWindow &window)
{
    QStringList cells;
    for (const QQuickItem *tile : itemsWith(test::quickItem(window, "island"), {"cell", "lastMove"}))
        if (tile->property("lastMove").toBool())
            cells.append(tile->property("cell").toString());
    cells.sort();
    return cells;
}

// The tiles a decision names, as the engine writes them in records.
QStringList cellsOf(const GameSession &session, int index)
{
    const QJsonObject action = session.game()->actionToJson(session.decisions().at(index));
    QStringList cells;
    for (const char *key : {"cell", "cell2"})
        if (action.contains(QLatin1StringView(key)))
            cells.append(action.value(QLatin1StringView(key)).toString());
    cells.sort();
    return cells;
}

QString typeOf(const GameSession &session, int index)
{
    return session.game()->actionToJson(session.decisions().at(index)).value(QStringLiteral("type")).toString();
}

// The `text` of every visible item under `root` (what is drawn, not what a screen reader says).
QStringList drawnTexts(const QQuickItem *root)
{
    QStringList texts;
    test::forEachVisibleItem(root, [&texts](const QQuickItem *item) {
        const QVariant text = item->property("text");
        if (text.isValid() && text.canConvert<QString>() && !text.toString().isEmpty())
            texts.append(text.toString());
    });
    return texts;
}

// Every tool tip the board's QML engine has (the shared ToolTip of attached tool tips
// belongs to the engine, PlainToolTips to their items).
QList<QObject *> toolTips(const MainWindow &window)
{
    QList<QObject *> tips;
    QList<QObject *> objects = window.boardWidget()->engine()->findChildren<QObject *>();
    objects += window.boardWidget()->rootObject()->findChildren<QObject *>();
    for (QObject *object : objects)
        if (object->inherits("QQuickToolTip") && !tips.contains(object))
            tips.append(object);
    return tips;
}

QStringList shownToolTipTexts(const MainWindow &window)
{
    QStringList texts;
    for (const QObject *tip : toolTips(window))
        if (tip->property("visible").toBool())
            texts.append(tip->property("text").toString());
    return texts;
}

bool toolTipShownFor(const MainWindow &window, const QQuickItem *item)
{
    for (const QObject *tip : toolTips(window))
        if (tip->property("visible").toBool() && tip->property("parent").value<QQuickItem *>() == item)
            return true;
    return false;
}

// Tool tips of the board still shown for an item that is gone or no longer under the
// pointer (at `mouse`, in the board's coordinates).
QStringList staleToolTips(const MainWindow &window, const QPoint &mouse)
{
    QStringList stale;
    for (const QObject *tip : toolTips(window)) {
        if (!tip->property("visible").toBool())
            continue;
        const auto *owner = tip->property("parent").value<QQuickItem *>();
        if (owner && owner->window() != window.boardWidget()->quickWindow())
            continue; // the log's, in the log dock's own scene
        bool shown = owner != nullptr;
        for (const QQuickItem *item = owner; item && shown; item = item->parentItem())
            shown = item->isVisible() && item->opacity() > 0.0;
        if (!shown || !sceneRect(owner).contains(QPointF(mouse)))
            stale.append(tip->property("text").toString());
    }
    return stale;
}

QQuickItem *logList(const MainWindow &window)
{
    auto *log = qobject_cast<QQuickWidget *>(window.logDock()->widget());
    return log && log->rootObject() ? log->rootObject()->findChild<QQuickItem *>(QStringLiteral("logList")) : nullptr;
}

QLabel *statusLabel(const MainWindow &window)
{
    for (QLabel *label : window.statusBar()->findChildren<QLabel *>())
        if (label->accessibleName() == QLatin1StringView("Game status"))
            return label;
    return nullptr;
}

QAction *menuItem(const MainWindow &window, const QString &menuText, const QString &text)
{
    for (QAction *menu : window.menuBar()->actions()) {
        if (!menu->menu() || menu->text().remove(u'&') != menuText)
            continue;
        Q_EMIT menu->menu()->aboutToShow();
        for (QAction *item : menu->menu()->actions())
            if (item->text().remove(u'&') == text)
                return item;
    }
    return nullptr;
}

// Reads the next message box and answers it with `button`.
struct BoxReader
{
    bool asked = false;
    QString text;
    QMessageBox::StandardButton defaultButton = QMessageBox::NoButton;
    void arm(QObject *context, QMessageBox::StandardButton button)
    {
        asked = false;
        QTimer::singleShot(150, context, [this, button]() {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                asked = true;
                text = box->text();
                defaultButton = box->standardButton(box->defaultButton());
                box->button(button)->click();
            }
        });
    }
};

// The question is the point of a test: dialogs on while it runs, off again after.
struct DialogsOn
{
    DialogsOn() { qunsetenv("ISLE_NO_DIALOGS"); }
    ~DialogsOn() { qputenv("ISLE_NO_DIALOGS", "1"); }
    DialogsOn(const DialogsOn &) = delete;
    DialogsOn &operator=(const DialogsOn &) = delete;
};

isle::Ruleset foggyRules()
{
    return isle::GameRegistry::find(QStringLiteral("foggy-island"))->defaultRuleset();
}

} // namespace

class tst_NewcomerFixes : public QObject
{
    Q_OBJECT

private:
    // The game-over card as drawn: its sentence, and each side's large number and its unit.
    struct Card
    {
        QString sentence;
        QList<int> numbers;
        QStringList units;
        QStringList smallPrint;
    };

    static Card readGameOverCard(MainWindow &window)
    {
        Card card;
        QQuickItem *overlay = test::quickItem(window, "gameOverOverlay");
        if (!overlay || !overlay->isVisible())
            return card;
        if (QQuickItem *sentence = namedItem(overlay, QStringLiteral("resultSentence")))
            card.sentence = sentence->property("text").toString();
        QList<QQuickItem *> sides = namedItems(overlay, QStringLiteral("sideResult"));
        std::sort(sides.begin(), sides.end(),
                  [](const QQuickItem *a, const QQuickItem *b) { return sceneRect(a).x() < sceneRect(b).x(); });
        for (QQuickItem *side : sides) {
            const QQuickItem *number = namedItem(side, QStringLiteral("bigNumber"));
            const QQuickItem *unit = namedItem(side, QStringLiteral("bigUnit"));
            const QQuickItem *small = namedItem(side, QStringLiteral("smallPrint"));
            if (!side->isVisible() || !number || !unit || !small)
                continue;
            card.numbers.append(number->property("text").toInt());
            card.units.append(unit->property("text").toString());
            card.smallPrint.append(small->isVisible() ? small->property("text").toString() : QString());
        }
        return card;
    }

    // Plays the person's seats at random to the end and shows the game-over card.
    static void playToGameOver(MainWindow &window, std::uint64_t seed)
    {
        GameSession &session = *window.session();
        QVERIFY(test::playToEnd(session, seed, []() {}) > 0);
        for (int i = 0; i < 3 && !session.roundSummary().isEmpty(); ++i)
            session.dismissRoundSummary(); // the last round's lines come before the result
        QTRY_VERIFY(test::quickItem(window, "gameOverOverlay")->isVisible());
    }

private Q_SLOTS:
    void initTestCase()
    {
        test::initWindowTest("IsleworksNewcomer");
        // A desktop's mouse: buttons light up under the pointer (offscreen has no such hint).
        QGuiApplication::styleHints()->setUseHoverEffects(true);
        isle::fakegame::registerPebbles();
        // Every run starts as a first start: a run before this one (on a developer's
        // machine) must leave nothing that moves the window's panels under the pointer.
        QSettings().clear();
    }

    // 7. The opening hand: how many tokens are still to pick and each token's name are
    // on the screen, the count follows the picks, and after a pick by mouse the card lit
    // is the one under the pointer (or none), even when the picked card leaves the row.
    void openingHandPanel()
    {
        MainWindow window;
        QVERIFY(test::startWindowGame(window, {1400, 940}, QStringLiteral("basic"),
                                      {GameSession::Person, QStringLiteral("greedy")}, QStringLiteral("20240611"),
                                      {QStringLiteral("Ada"), QStringLiteral("Bo")}));
        GameSession &session = *window.session();
        QTRY_VERIFY(session.isMyTurn());
        QCOMPARE(session.phase(), QStringLiteral("pick"));
        const FoggyScreen &screen = foggyScreen(session);
        QQuickItem *panel = test::quickItem(window, "foggyChoices");
        QQuickItem *decision = test::quickItem(window, "decisionBar");
        QVERIFY(panel && decision);
        const auto pickCards = [panel]() {
            QList<QQuickItem *> cards;
            for (QQuickItem *card : itemsWith(panel, {"character", "hovered", "type"}))
                if (card->property("type").toString() == QLatin1StringView("pick"))
                    cards.append(card);
            return cards;
        };
        const auto checkTexts = [&]() {
            QTest::qWait(30); // the scene follows the change
            const int picks = screen.picksLeft();
            QVERIFY(picks > 0);
            const QRegularExpression count(QStringLiteral("\\b%1\\b").arg(picks));
            bool saysCount = false;
            for (const QString &text : drawnTexts(decision))
                saysCount = saysCount || (text.contains(QStringLiteral("pick"), Qt::CaseInsensitive) && text.contains(count));
            QVERIFY2(saysCount, qPrintable(drawnTexts(decision).join(QStringLiteral(" | "))));
            const QList<QQuickItem *> cards = pickCards();
            QCOMPARE(cards.size(), session.choicesModel()->rowCount());
            for (const QQuickItem *card : cards) {
                const QString name = characterDisplayName(card->property("character").toString());
                QVERIFY(!name.isEmpty());
                const QStringList shown = drawnTexts(card);
                QVERIFY2(std::any_of(shown.cbegin(), shown.cend(), [&name](const QString &text) { return text.contains(name); }),
                         qPrintable(name + QStringLiteral(": ") + shown.join(QStringLiteral(" | "))));
            }
        };
        checkTexts();
        if (QTest::currentTestFailed())
            return;

        // The pointer rests on the card of the fewest tokens that has cards after it: picked
        // until it is gone, the next card slides under the pointer.
        QList<QQuickItem *> cards = pickCards();
        QVERIFY(cards.size() > 1);
        QQuickItem *target = nullptr;
        for (int i = 0; i + 1 < cards.size(); ++i)
            if (!target || screen.pileCount(cards.at(i)->property("character").toString())
                               < screen.pileCount(target->property("character").toString()))
                target = cards.at(i);
        QVERIFY2(screen.pileCount(target->property("character").toString()) < screen.picksLeft(),
                 "the hand should outlast the card under the pointer");
        const QPoint mouse = centreOf(target);
        QTest::mouseMove(window.boardWidget(), mouse);
        QTRY_VERIFY(target->property("hovered").toBool()); // the window lights cards under the pointer at all
        int cardsGone = 0;
        while (session.isMyTurn() && session.phase() == QLatin1StringView("pick")) {
            const int rows = session.choicesModel()->rowCount();
            const auto decisions = session.decisions().size();
            QTest::mouseClick(window.boardWidget(), Qt::LeftButton, Qt::NoModifier, mouse);
            QTRY_VERIFY(session.decisions().size() > decisions);
            if (!session.isMyTurn() || session.phase() != QLatin1StringView("pick"))
                break;
            if (session.choicesModel()->rowCount() < rows)
                ++cardsGone;
            checkTexts();
            if (QTest::currentTestFailed())
                return;
            const auto wronglyLit = [&]() {
                QStringList wrong;
                for (const QQuickItem *card : pickCards())
                    if (card->property("hovered").toBool() && !sceneRect(card).contains(QPointF(mouse)))
                        wrong.append(card->property("character").toString());
                return wrong;
            };
            QTRY_VERIFY2(wronglyLit().isEmpty(), qPrintable(wronglyLit().join(QStringLiteral(", "))));
            // The card now under the pointer is the one lit. Qt Quick lights an item that
            // slides under a still pointer when it next synchronises a frame, which a loaded
            // machine can hold back (it failed here twice under load): after a wait, the
            // pointer is reported again where it is, as a hand resting on a mouse does.
            // Which card is under the pointer is asked again at every look, since the row
            // may still be sliding when the machine is slow.
            const auto underPointerLit = [&]() {
                for (const QQuickItem *card : pickCards())
                    if (sceneRect(card).contains(QPointF(mouse)))
                        return card->property("hovered").toBool();
                return true; // no card under the pointer: none to light
            };
            if (!QTest::qWaitFor(underPointerLit, 5000))
                QTest::mouseMove(window.boardWidget(), mouse);
            QTRY_VERIFY_WITH_TIMEOUT(underPointerLit(), 10000);
        }
        QVERIFY2(cardsGone > 0, "a card should have left the row under the pointer");
    }

    // 8. The computer's move is ringed on the island, and the log shows its newest line.
    void computerMoveRingedAndLogFollows()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.logDock()->show();
        QVERIFY(test::startWindowGame(window, {1024, 700}, QStringLiteral("basic"),
                                      {GameSession::Person, QStringLiteral("greedy")}, QStringLiteral("515")));
        GameSession &session = *window.session();
        QQuickItem *list = logList(window);
        QVERIFY(list);
        isle::Rng rng(5, 15);
        int ringed = 0;
        int followed = 0;
        while (followed < 3 && !session.isOver()) {
            QVERIFY(test::waitForPerson(session));
            if (session.isOver())
                break;
            const int last = session.decisionCount() - 1;
            if (last >= 0 && session.logEntries().constLast().seat == 1 && typeOf(session, last) == QLatin1StringView("place")) {
                QTest::qWait(30); // the scene follows the change
                QCOMPARE(ringedCells(window), cellsOf(session, last));
                ++ringed;
                // The log, once longer than its panel, shows the computer's line: the last.
                QTRY_COMPARE(list->property("count").toInt(), session.decisionCount());
                if (list->property("contentHeight").toReal() > list->height()) {
                    const auto lastLineInSight = [list]() {
                        QQuickItem *line = nullptr;
                        QMetaObject::invokeMethod(list, "itemAtIndex", Q_RETURN_ARG(QQuickItem *, line),
                                                  Q_ARG(int, list->property("count").toInt() - 1));
                        const qreal top = list->property("contentY").toReal();
                        return line && line->y() + line->height() <= top + list->height() + 1 && line->y() + line->height() > top;
                    };
                    QTRY_VERIFY(lastLineInSight());
                    QVERIFY(list->property("atYEnd").toBool());
                    ++followed;
                }
            }
            QVERIFY(playRandomly(session, rng));
        }
        QVERIFY(ringed >= 3);
        QCOMPARE(followed, 3);
    }

    // 10. A Prairie Dog placed where it has nothing to swap says why (a toast with the
    // engine's reason); the round's summary leaves the board it scored in sight, with the
    // hiring panel after it; the status bar names who hires.
    void prairieDogRoundSummaryAndHiring()
    {
        isle::Ruleset rules = foggyRules();
        QJsonArray characters = rules.value(QStringLiteral("characters")).toArray();
        for (qsizetype i = 0; i < characters.size(); ++i) {
            QJsonObject row = characters.at(i).toObject();
            if (row.value(QStringLiteral("id")).toString() == QLatin1StringView("prairie-dog")) {
                row.insert(QStringLiteral("cost"), 0); // hired whatever the first round earned
                characters.replace(i, row);
            }
        }
        rules.setValue(QStringLiteral("characters"), characters);
        MainWindow window;
        window.session()->setRuleset(rules);
        window.session()->setScoringInterval(100000);
        QVERIFY(test::startWindowGame(window, {1024, 700}, QStringLiteral("mercenary"),
                                      {GameSession::Person, QStringLiteral("random")}, QStringLiteral("31"),
                                      {QStringLiteral("Ana"), QStringLiteral("Bo")}));
        GameSession &session = *window.session();
        QSignalSpy notices(&session, &GameSession::notice);
        const QString prairieDog = QStringLiteral("prairie-dog");
        const QAbstractItemModel *board = foggyScreen(session).boardModel();
        const auto ownerAt = [board](int column, int row) {
            for (int i = 0; i < board->rowCount(); ++i) {
                const QModelIndex tile = board->index(i, 0);
                if (tile.data(BoardModel::ColumnRole).toInt() == column && tile.data(BoardModel::RowRole).toInt() == row)
                    return tile.data(BoardModel::OwnerRole).toInt();
            }
            return -1; // off the island
        };
        const auto alone = [&](const QString &cell) {
            const int column = foggyScreen(session).cellColumn(cell);
            const int row = foggyScreen(session).cellRow(cell);
            for (int dx = -1; dx <= 1; ++dx)
                for (int dy = -1; dy <= 1; ++dy)
                    if ((dx || dy) && ownerAt(column + dx, row + dy) >= 0)
                        return false;
            return true;
        };
        isle::Rng rng(31, 10);
        int summaries = 0;
        int summariesBeforeOwnHiring = 0;
        int hiringsNamed = 0;
        bool placed = false;
        QElapsedTimer clock;
        clock.start();
        while (!session.isOver()) {
            QVERIFY2(clock.elapsed() < 180000, "the game took too long");
            QTRY_VERIFY(session.isMyTurn() || !session.roundSummary().isEmpty() || session.isOver());
            if (session.isOver())
                break;
            if (!session.roundSummary().isEmpty()) {
                // The round's last board, in sight beside the summary: no hiring over it yet.
                ++summaries;
                QTest::qWait(50);
                QQuickItem *island = test::quickItem(window, "island");
                QQuickItem *card = test::quickItem(window, "roundSummaryCard");
                QVERIFY(island && card);
                QVERIFY(island->isVisible() && card->isVisible());
                QVERIFY(!test::quickItem(window, "hiringPanel")->isVisible());
                QVERIFY2(!sceneRect(card).intersects(sceneRect(island)), "the summary covers the island");
                QVERIFY(!itemsWith(island, {"cell", "owner"}).isEmpty());
                bool tokens = false;
                for (const QQuickItem *tile : itemsWith(island, {"cell", "owner"}))
                    tokens = tokens || tile->property("owner").toInt() >= 0;
                QVERIFY2(tokens, "the summary should show the board the round ended with");
                if (session.phase() == QLatin1StringView("hire") && session.isPerson(session.toMove()))
                    ++summariesBeforeOwnHiring;
                session.dismissRoundSummary();
                continue;
            }
            const QString phase = session.phase();
            const QJsonArray actions = session.viewerActions();
            QVERIFY(!actions.isEmpty());
            const auto playWhere = [&](const auto &wanted) {
                for (const QJsonValue &action : actions)
                    if (wanted(action.toObject()))
                        return session.play(action.toObject().toVariantMap());
                return false;
            };
            if (placed && phase != QLatin1StringView("hire")) {
                QVERIFY(playRandomly(session, rng)); // on to the end, for every round's summary
            } else if (phase == QLatin1StringView("hire")) {
                QTest::qWait(30);
                QTRY_VERIFY(test::quickItem(window, "hiringPanel")->isVisible());
                // The status bar names the one who hires, and nobody else.
                const QString status = statusLabel(window)->text();
                QCOMPARE(status, session.statusText());
                QVERIFY2(status.contains(session.seatName(session.toMove())), qPrintable(status));
                QVERIFY2(!status.contains(session.seatName(1 - session.toMove())), qPrintable(status));
                ++hiringsNamed;
                if (placed || !playWhere([&](const QJsonObject &a) { return a.value(QStringLiteral("character")).toString() == prairieDog; }))
                    QVERIFY(session.playFirstOfType(QStringLiteral("end-hiring")));
            } else if (phase == QLatin1StringView("pick")) {
                if (!playWhere([&](const QJsonObject &a) { return a.value(QStringLiteral("character")).toString() == prairieDog; }))
                    QVERIFY(playRandomly(session, rng));
            } else if (phase == QLatin1StringView("place")) {
                const auto before = notices.count();
                placed = playWhere([&](const QJsonObject &a) {
                    return a.value(QStringLiteral("character")).toString() == prairieDog && !a.value(QStringLiteral("faceDown")).toBool()
                           && !a.contains(QStringLiteral("cell2")) && alone(a.value(QStringLiteral("cell")).toString());
                });
                if (placed) {
                    QVERIFY2(notices.count() > before, "the Prairie Dog did nothing without a word");
                    const QString notice = notices.constLast().constFirst().toString();
                    QVERIFY2(notice.contains(characterDisplayName(prairieDog)), qPrintable(notice));
                    QVERIFY2(notice.section(u':', 1).trimmed().size() > 10, qPrintable(notice)); // the reason
                    QTRY_VERIFY2(test::visibleTexts(window).contains(notice), qPrintable(notice));
                } else {
                    // Anything but the Prairie Dog, which waits for a tile of its own.
                    QList<QJsonObject> others;
                    for (const QJsonValue &action : actions)
                        if (action.toObject().value(QStringLiteral("character")).toString() != prairieDog)
                            others.append(action.toObject());
                    QVERIFY(!others.isEmpty());
                    QVERIFY(session.play(others.at(qsizetype(rng.below(std::uint32_t(others.size())))).toVariantMap()));
                }
            } else {
                QVERIFY(playRandomly(session, rng));
            }
        }
        QVERIFY2(placed, "no Prairie Dog was placed where it had nothing to swap");
        QVERIFY(summaries > 1);
        QVERIFY(summariesBeforeOwnHiring > 0);
        QVERIFY(hiringsNamed > 0);
    }

    // 10. The status bar of the window, not only the session's text, names who hires.
    void statusBarNamesWhoHires_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QStringList>("controllers");
        QTest::addRow("mercenary") << QStringLiteral("mercenary") << QStringList{GameSession::Person, QStringLiteral("greedy")};
        QTest::addRow("team") << QStringLiteral("team")
                              << QStringList{GameSession::Person, QStringLiteral("greedy"), GameSession::Person,
                                             QStringLiteral("random")};
    }

    void statusBarNamesWhoHires()
    {
        QFETCH(QString, variant);
        QFETCH(QStringList, controllers);
        const QStringList names{QStringLiteral("Ana"), QStringLiteral("Bo"), QStringLiteral("Cy"), QStringLiteral("Di")};
        MainWindow window;
        QVERIFY(test::startWindowGame(window, {1024, 700}, variant, controllers, QStringLiteral("21"), names));
        GameSession &session = *window.session();
        const QLabel *status = statusLabel(window);
        QVERIFY(status);
        int hires = 0;
        // Every change of the status while someone hires, the computer's turns included.
        QString wrong;
        const auto check = [&]() {
            if (session.isOver() || session.phase() != QLatin1StringView("hire") || session.curtain())
                return;
            ++hires;
            const QString text = status->text();
            if (text != session.statusText() || !text.contains(session.seatName(session.toMove())))
                wrong = text;
            for (int seat = 0; seat < controllers.size(); ++seat)
                if (seat != session.toMove() && text.contains(session.seatName(seat)))
                    wrong = text;
        };
        // Direct: the window's own label was told first (it connected when it was made).
        const QMetaObject::Connection watching = connect(&session, &GameSession::statusTextChanged, this, check);
        const auto stopWatching = qScopeGuard([watching]() { disconnect(watching); });
        QVERIFY(test::playToEnd(session, 4, check) > 0);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        QVERIFY(hires > 0);
    }

    // 11. Review at the smallest window, log open: the banner's words all show, the
    // reviewed move is ringed (the latest one again afterwards).
    void reviewBannerAndReviewedMove()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.logDock()->show();
        QVERIFY(test::startWindowGame(window, {1024, 700}, QStringLiteral("basic"),
                                      {GameSession::Person, QStringLiteral("greedy")}, QStringLiteral("77")));
        GameSession &session = *window.session();
        isle::Rng rng(77, 3);
        while (session.decisionCount() < 50 || !session.isMyTurn()) {
            QVERIFY(test::waitForPerson(session));
            QVERIFY(!session.isOver());
            if (session.decisionCount() < 50)
                QVERIFY(playRandomly(session, rng));
        }
        QVERIFY(session.reviewAt(35));
        QTest::qWait(50);
        QQuickItem *banner = test::quickItem(window, "reviewBanner");
        QQuickItem *label = test::quickItem(window, "reviewText");
        QVERIFY(banner && label && label->isVisible());
        const QString text = label->property("text").toString();
        QVERIFY2(text.contains(QStringLiteral("36")) && text.contains(QString::number(session.decisionCount())), qPrintable(text));
        QVERIFY(!label->property("truncated").toBool());
        const qreal paintedWidth = label->property("paintedWidth").toReal();
        const qreal paintedHeight = label->property("paintedHeight").toReal();
        QVERIFY2(paintedWidth <= label->width() + 0.5, qPrintable(QStringLiteral("%1 > %2").arg(paintedWidth).arg(label->width())));
        const QRectF drawn = label->mapRectToScene(QRectF(0, 0, paintedWidth, paintedHeight));
        QVERIFY2(sceneRect(banner).contains(drawn), "the banner cuts its words off");
        // Nothing drawn over the words: the buttons beside them start after them.
        for (const QQuickItem *sibling : label->parentItem()->childItems())
            if (sibling != label && sibling->isVisible())
                QVERIFY(!sceneRect(sibling).intersects(drawn));

        // A placement in review: its tiles are ringed, not the latest move's.
        int reviewed = -1;
        const QStringList latest = cellsOf(session, session.decisionCount() - 1);
        for (int index = 20; index < session.decisionCount() - 1 && reviewed < 0; ++index)
            if (typeOf(session, index) == QLatin1StringView("place") && cellsOf(session, index) != latest)
                reviewed = index;
        QVERIFY(reviewed >= 0);
        QVERIFY(session.reviewAt(reviewed));
        QTest::qWait(30);
        QCOMPARE(ringedCells(window), cellsOf(session, reviewed));
        session.leaveReview();
        QTest::qWait(30);
        QCOMPARE(ringedCells(window), latest);
    }

    // 11. Tool tips of what the pointer left behind go with it: the banner's buttons once
    // review ends (by a click on them), the island's token when review moves the island.
    void noToolTipOutlivesReview()
    {
        MainWindow window;
        QVERIFY(test::startWindowGame(window, {1024, 700}, QStringLiteral("basic"),
                                      {GameSession::Person, QStringLiteral("greedy")}, QStringLiteral("77")));
        GameSession &session = *window.session();
        isle::Rng rng(77, 4);
        while (session.decisionCount() < 24 || !session.isMyTurn() || session.phase() != QLatin1StringView("place")) {
            QVERIFY(test::waitForPerson(session));
            QVERIFY(!session.isOver());
            if (session.decisionCount() < 24 || session.phase() != QLatin1StringView("place"))
                QVERIFY(playRandomly(session, rng));
        }
        QTest::qWait(50);
        QQuickWidget *board = window.boardWidget();

        // The pointer on a token of the island, its tool tip up; then review from the log.
        QQuickItem *token = nullptr;
        for (QQuickItem *tile : itemsWith(test::quickItem(window, "island"), {"cell", "owner", "tooltip"}))
            if (!token && !tile->property("tooltip").toString().isEmpty())
                token = tile;
        QVERIFY(token);
        QPoint mouse = centreOf(token);
        QTest::mouseMove(board, mouse);
        QTRY_VERIFY(shownToolTipTexts(window).contains(token->property("tooltip").toString()));
        QVERIFY(session.reviewAt(session.decisionCount() - 6));
        QTest::qWait(50);
        QTRY_VERIFY2(staleToolTips(window, mouse).isEmpty(), qPrintable(staleToolTips(window, mouse).join(u'|')));

        // Each of the banner's ways back to the game, clicked: no tool tip stays behind.
        for (const char *button : {"leaveReview", "reviewForward"}) {
            if (!session.reviewing())
                QVERIFY(session.reviewAt(session.decisionCount() - 1));
            QTest::qWait(50);
            QQuickItem *item = test::quickItem(window, button);
            QVERIFY(item && item->isVisible());
            mouse = centreOf(item);
            QTest::mouseMove(board, mouse);
            QTRY_VERIFY(item->property("hovered").toBool());
            QTRY_VERIFY(toolTipShownFor(window, item)); // its tool tip is up
            QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, mouse);
            QTRY_VERIFY(!session.reviewing());
            QTest::qWait(50);
            QTRY_VERIFY2(staleToolTips(window, mouse).isEmpty(), qPrintable(staleToolTips(window, mouse).join(u'|')));
        }
    }

    // 12. Rules ▸ Replay Now before any round has ended says so, with no table of empty
    // rounds; after a round, the table has the round's points.
    void replayNowBeforeAnyRoundEnds()
    {
        const DialogsOn dialogs;
        MainWindow window;
        QVERIFY(test::startWindowGame(window, {1400, 940}, QStringLiteral("basic"),
                                      {GameSession::Person, QStringLiteral("greedy")}, QStringLiteral("12")));
        GameSession &session = *window.session();
        isle::Rng rng(12, 12);
        for (int i = 0; i < 3; ++i) {
            QVERIFY(test::waitForPerson(session));
            QVERIFY(playRandomly(session, rng));
        }
        QVERIFY(test::waitForPerson(session));
        QAction *replay = menuItem(window, QStringLiteral("Rules"), QStringLiteral("Replay Now"));
        QVERIFY(replay);
        QVERIFY(replay->isEnabled());
        BoxReader box;
        box.arm(&window, QMessageBox::Ok);
        replay->trigger();
        QVERIFY(box.asked);
        QVERIFY2(box.text.contains(window.lastReplayText().toHtmlEscaped()) || box.text.contains(window.lastReplayText()),
                 qPrintable(box.text));
        QVERIFY2(!box.text.contains(QStringLiteral("Side 1")) && !box.text.contains(QStringLiteral("<table")), qPrintable(box.text));
        QVERIFY2(box.text.contains(QStringLiteral("No round has finished")), qPrintable(box.text));

        // Once a round has ended, its points are set side by side.
        while (session.observation().value(QStringLiteral("roundPoints")).toArray().at(0).toArray().isEmpty()) {
            QTRY_VERIFY(session.isMyTurn() || !session.roundSummary().isEmpty());
            if (!session.roundSummary().isEmpty())
                session.dismissRoundSummary();
            else
                QVERIFY(playRandomly(session, rng));
        }
        QVERIFY(test::waitForPerson(session));
        const QJsonArray roundPoints = session.observation().value(QStringLiteral("roundPoints")).toArray();
        box.arm(&window, QMessageBox::Ok);
        replay->trigger();
        QVERIFY(box.asked);
        QVERIFY2(box.text.contains(QStringLiteral("Side 1, before")), qPrintable(box.text));
        for (const QJsonValue &side : roundPoints)
            QVERIFY2(box.text.contains(QStringLiteral("<td align=\"right\">%1</td>").arg(side.toArray().at(0).toInt())),
                     qPrintable(box.text));
    }

    // 13. The game-over card of games won on coins: the sentence names coins, says they
    // decide, and its numbers are the large ones, the winner's first; points are the small print.
    void gameOverCardWithCoins_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QStringList>("controllers");
        QTest::addRow("mercenary") << QStringLiteral("mercenary") << QStringList{GameSession::Person, QStringLiteral("greedy")};
        QTest::addRow("team") << QStringLiteral("team")
                              << QStringList{GameSession::Person, QStringLiteral("random"), QStringLiteral("random"),
                                             QStringLiteral("random")};
    }

    void gameOverCardWithCoins()
    {
        QFETCH(QString, variant);
        QFETCH(QStringList, controllers);
        MainWindow window;
        QVERIFY(test::startWindowGame(window, {1400, 940}, variant, controllers, QStringLiteral("8"),
                                      {QStringLiteral("Ana"), QStringLiteral("Bo"), QStringLiteral("Cy"), QStringLiteral("Di")}));
        playToGameOver(window, 8);
        if (QTest::currentTestFailed())
            return;
        GameSession &session = *window.session();
        QVERIFY(session.usesCoins());
        const Card card = readGameOverCard(window);
        QCOMPARE(card.sentence, session.resultText());
        QVERIFY2(card.sentence.contains(QStringLiteral("coins decide")), qPrintable(card.sentence));
        const QRegularExpressionMatch numbers = QRegularExpression(QStringLiteral("(\\d+) coins to (\\d+)")).match(card.sentence);
        QVERIFY2(numbers.hasMatch(), qPrintable(card.sentence));

        QList<int> coins;
        QList<int> points;
        for (const QVariant &value : session.coins())
            coins.append(value.toInt());
        for (const QVariant &value : session.scores())
            points.append(value.toInt());
        QCOMPARE(coins.size(), 2);
        QCOMPARE(card.numbers, coins);
        QCOMPARE(card.units, (QStringList{QStringLiteral("coins"), QStringLiteral("coins")}));
        for (int side = 0; side < 2; ++side)
            QVERIFY2(card.smallPrint.at(side).contains(QString::number(points.at(side)))
                         && card.smallPrint.at(side).contains(QStringLiteral("points")),
                     qPrintable(card.smallPrint.at(side)));
        // The winners' side first, as the sentence reads.
        const isle::Outcome outcome = session.game()->outcome();
        int winnerSide = 0;
        for (int seat = 0; seat < outcome.seatCount; ++seat)
            if (outcome.isWinner(seat))
                winnerSide = session.seatsModel()->index(seat, 0).data(SeatsModel::SideRole).toInt() - 1;
        QCOMPARE(numbers.captured(1).toInt(), coins.at(winnerSide));
        QCOMPARE(numbers.captured(2).toInt(), coins.at(1 - winnerSide));
    }

    // 13. A game without coins at all (Pebbles), and one where coins are only something to
    // spend (Squirrel Island): the result speaks of points, never of coins.
    void resultWithoutCoins_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("variant");
        QTest::addRow("pebbles") << QStringLiteral("pebbles") << QStringLiteral("duel");
        QTest::addRow("squirrel-island") << QStringLiteral("squirrel-island") << QStringLiteral("two-players");
    }

    void resultWithoutCoins()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        const isle::GameModule *module = isle::GameRegistry::find(game);
        QVERIFY(module);
        MainWindow window;
        window.session()->setRuleset(module->defaultRuleset());
        QVERIFY(test::startWindowGame(window, {1400, 940}, variant, {GameSession::Person, QStringLiteral("random")},
                                      QStringLiteral("6"), {QStringLiteral("Ana"), QStringLiteral("Bo")}));
        playToGameOver(window, 6);
        if (QTest::currentTestFailed())
            return;
        GameSession &session = *window.session();
        QVERIFY(!session.usesCoins());
        const Card card = readGameOverCard(window);
        QCOMPARE(card.sentence, session.resultText());
        QVERIFY(!card.sentence.isEmpty());
        QVERIFY2(!card.sentence.contains(QStringLiteral("coin"), Qt::CaseInsensitive), qPrintable(card.sentence));
        for (const QString &unit : card.units)
            QCOMPARE(unit, QStringLiteral("points"));
        QList<int> points;
        for (const QVariant &value : session.scores())
            points.append(value.toInt());
        QCOMPARE(card.numbers, points);
        const QRegularExpressionMatch numbers = QRegularExpression(QStringLiteral("(\\d+) points to (\\d+)")).match(card.sentence);
        QVERIFY2(numbers.hasMatch(), qPrintable(card.sentence));
        if (!points.isEmpty()) {
            QVERIFY(points.contains(numbers.captured(1).toInt()));
            QVERIFY(points.contains(numbers.captured(2).toInt()));
        }
    }

    // The resume offer: while the autosaved game is being resumed the window says so in
    // its settings, and clears it once the game is on the screen; a window closed before
    // then did not crash either. After a start that never got there, No is offered first.
    void resumeUnderWayIsRemembered()
    {
        {
            GameSession maker;
            maker.setAutosaveEnabled(true);
            maker.setComputerDelay(0);
            QVERIFY(maker.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("greedy")}, QStringLiteral("3")));
            isle::Rng rng(3, 3);
            for (int i = 0; i < 3; ++i) {
                QVERIFY(test::waitForPerson(maker));
                QVERIFY(playRandomly(maker, rng));
            }
        }
        QVERIFY(!GameSession::resumableAutosave().isEmpty());
        QSettings().remove(ResumeKey);

        const auto resume = [](MainWindow &window, BoxReader &box, QMessageBox::StandardButton answer, bool &markedDuring) {
            window.resize(1024, 700);
            window.show();
            if (!QTest::qWaitForWindowExposed(&window))
                return false;
            window.session()->setAutosaveEnabled(false);
            markedDuring = false;
            QObject::connect(window.session(), &GameSession::gameStarted, &window,
                             [&markedDuring]() { markedDuring = QSettings().value(ResumeKey, false).toBool(); });
            box.arm(&window, answer);
            return window.offerResume();
        };

        {
            MainWindow window;
            BoxReader box;
            bool markedDuring = false;
            QVERIFY(resume(window, box, QMessageBox::Yes, markedDuring));
            QVERIFY(box.asked);
            QCOMPARE(box.defaultButton, QMessageBox::Yes);
            QVERIFY(window.session()->decisionCount() > 0);
            QVERIFY2(markedDuring, "the resume should be marked while it is under way");
            QTRY_VERIFY2(!QSettings().contains(ResumeKey), "a resume that got there should be forgotten");
        }
        {
            MainWindow window;
            BoxReader box;
            bool markedDuring = false;
            QVERIFY(resume(window, box, QMessageBox::Yes, markedDuring));
            QVERIFY(markedDuring);
        } // closed at once, without a crash
        QVERIFY2(!QSettings().contains(ResumeKey), "a window closed normally did not crash while resuming");

        // A start that ended during a resume: offered again, No first.
        QSettings().setValue(ResumeKey, true);
        {
            MainWindow window;
            BoxReader box;
            bool markedDuring = false;
            QVERIFY(!resume(window, box, QMessageBox::No, markedDuring));
            QVERIFY(box.asked);
            QCOMPARE(box.defaultButton, QMessageBox::No);
            QVERIFY(!QSettings().contains(ResumeKey));
        }
        QFile::remove(GameSession::autosavePath());
    }
};

QTEST_MAIN(tst_NewcomerFixes)
#include "tst_newcomerfixes.moc"
