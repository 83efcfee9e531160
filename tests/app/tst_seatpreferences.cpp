// Seat preferences (GameModule::seatPreferences, Game::preferredAction), game-neutrally:
// in the session with Pebbles (tests/fakegame, "auto-take"), a person's preference takes
// their decision for them, in the log, within the whole action one Undo takes back, never
// again right after that Undo; records keep the values and which decisions were taken
// so, and a record with values this build does not know opens with a problem and the
// defaults. In the window: the new-game dialog offers a game's preferences (Squirrel
// Island's, none for Foggy Island) and hands them to the session; the seat panel lists a
// solo game's rival and the person's own preference.
#include "apptestutil.h"
#include "windowtestutil.h"

#include "fakegame.h"
#include "logmodel.h"
#include "mainwindow.h"
#include "newgamedialog.h"
#include "seatsmodel.h"

#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>

using namespace isle;
using namespace isle::app;

namespace {
const QString Pebbles = QStringLiteral("pebbles");
const QString Squirrel = QStringLiteral("squirrel-island");
const QString Foggy = QStringLiteral("foggy-island");
const QString One = QStringLiteral("one");
const QString Manual = QStringLiteral("manual");

QVariantMap take(int count)
{
    return {{QStringLiteral("type"), QStringLiteral("take")}, {QStringLiteral("count"), count}};
}

// A Pebbles duel between two people at one screen, seat 1's pebbles taken as `second` says.
void startDuel(GameSession &session, const QString &first, const QString &second, const QString &seed = QStringLiteral("11"))
{
    session.setAutosaveEnabled(false);
    session.setComputerDelay(0);
    session.setRuleset(GameRegistry::find(Pebbles)->defaultRuleset());
    QVERIFY(session.newGame(QStringLiteral("duel"), {GameSession::Person, GameSession::Person}, seed, {},
                            {{first}, {second}}));
}

// The person whose turn it is takes over the screen and takes `count` pebbles.
bool takeAsPerson(GameSession &session, int count)
{
    if (session.curtain())
        session.dismissCurtain();
    return session.isMyTurn() && session.play(take(count));
}

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

bool writeJson(const QString &path, const QJsonObject &object)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(QJsonDocument(object).toJson()) > 0;
}

QList<bool> automaticFlags(const GameSession &session)
{
    QList<bool> flags;
    for (const LogEntry &entry : session.logEntries())
        flags.append(entry.automatic);
    return flags;
}
} // namespace

class tst_SeatPreferences : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        test::initWindowTest("tst_seatpreferences");
        fakegame::registerPebbles();
        QVERIFY(GameRegistry::find(Pebbles));
    }

    // --- the session, with Pebbles ------------------------------------------------

    void preferenceTakesThePersonsDecision()
    {
        GameSession session;
        startDuel(session, Manual, One);
        QCOMPARE(session.preferences(), (QList<QStringList>{{Manual}, {One}}));
        QCOMPARE(session.decisionCount(), 0); // seat 0 decides itself

        QVERIFY(takeAsPerson(session, 2));
        // Seat 1's turn was taken at once, by its preference: one pebble.
        QCOMPARE(session.decisionCount(), 2);
        QCOMPARE(int(session.decisions().at(1).kind), 1);
        QCOMPARE(session.toMove(), 0);
        QCOMPARE(automaticFlags(session), (QList<bool>{false, true}));
        const QString line = session.logModel()->index(1, 0).data(LogModel::TextRole).toString();
        QVERIFY2(line.startsWith(GameSession::tr("%1 (automatic): %2").arg(session.seatName(1), QString())), qPrintable(line));
        QVERIFY(!session.logModel()->index(0, 0).data(LogModel::TextRole).toString().contains(QStringLiteral("automatic")));

        // One Undo takes back the whole action: the person's decision and the one it led to.
        QVERIFY(session.canUndo());
        session.undo();
        QCOMPARE(session.decisionCount(), 0);
        QCOMPARE(session.toMove(), 0);
        QVERIFY(session.canRedo());
        // Redo puts both back, the second still the preference's.
        session.redo();
        QCOMPARE(session.decisionCount(), 2);
        QCOMPARE(automaticFlags(session), (QList<bool>{false, true}));
    }

    void undoHandsTheDecisionBack()
    {
        // Seat 0's preference takes its first turn before anybody decides; seat 1 then
        // takes two, and seat 0's reply is part of that action.
        GameSession session;
        startDuel(session, One, Manual);
        QCOMPARE(session.decisionCount(), 1);
        QVERIFY(takeAsPerson(session, 2));
        QCOMPARE(session.decisionCount(), 3);
        QCOMPARE(automaticFlags(session), (QList<bool>{true, false, true}));
        session.undo();
        QCOMPARE(session.decisionCount(), 1);
        QCOMPARE(session.toMove(), 1);

        // The first one was nobody's action: only a designer takes it back. Seat 0's
        // decision is then handed to seat 0, not taken again at once (which would make
        // Undo do nothing).
        QVERIFY(!session.canUndo());
        session.setDesignerMode(true);
        QVERIFY(session.canUndo());
        session.undo();
        QTest::qWait(20);
        QCOMPARE(session.decisionCount(), 0);
        QCOMPARE(session.toMove(), 0);
        // The person takes it themselves; their preference answers again from then on.
        QVERIFY(takeAsPerson(session, 3));
        QCOMPARE(session.decisionCount(), 1);
        QVERIFY(!session.canRedo());
        QVERIFY(takeAsPerson(session, 1));
        QCOMPARE(session.decisionCount(), 3);
        QCOMPARE(automaticFlags(session), (QList<bool>{false, false, true}));
    }

    void changedDuringPlay()
    {
        GameSession session;
        startDuel(session, Manual, Manual);
        QVERIFY(takeAsPerson(session, 1));
        // The seat panel offers a person's preferences, never a rival's or a computer's.
        const QModelIndex row = session.seatsModel()->index(1, 0);
        const QVariantList offered = row.data(SeatsModel::PreferencesRole).toList();
        QCOMPARE(offered.size(), 1);
        const QVariantMap preference = offered.constFirst().toMap();
        QCOMPARE(preference.value(QStringLiteral("id")).toString(), QStringLiteral("auto-take"));
        QCOMPARE(preference.value(QStringLiteral("index")).toInt(), 0);
        QCOMPARE(preference.value(QStringLiteral("choiceNames")).toStringList().size(), 3);

        QVERIFY(!session.setSeatPreference(1, QStringLiteral("auto-take"), QStringLiteral("sometimes")));
        QVERIFY(!session.setSeatPreference(1, QStringLiteral("colour"), One));
        QCOMPARE(session.preferences().at(1), QStringList{Manual});
        // Chosen while the decision is theirs, it takes that decision at once.
        QVERIFY(session.setSeatPreference(1, QStringLiteral("auto-take"), One));
        QCOMPARE(session.decisionCount(), 2);
        QCOMPARE(automaticFlags(session), (QList<bool>{false, true}));
        QCOMPARE(session.seatsModel()->index(1, 0).data(SeatsModel::PreferencesRole).toList().constFirst().toMap()
                     .value(QStringLiteral("index")).toInt(),
                 1);

        // A computer's seat has none to offer or change.
        GameSession computer;
        computer.setAutosaveEnabled(false);
        computer.setComputerDelay(0);
        computer.setRuleset(GameRegistry::find(Pebbles)->defaultRuleset());
        QVERIFY(computer.newGame(QStringLiteral("duel"), {GameSession::Person, QStringLiteral("greedy")}, QStringLiteral("4")));
        QVERIFY(computer.seatsModel()->index(1, 0).data(SeatsModel::PreferencesRole).toList().isEmpty());
        QVERIFY(!computer.setSeatPreference(1, QStringLiteral("auto-take"), One));
    }

    void sameSeedSameGame()
    {
        // At random, the preference draws from the game's seed and the decisions so far.
        QList<QList<Action>> games;
        for (int run = 0; run < 2; ++run) {
            GameSession session;
            startDuel(session, Manual, QStringLiteral("random"), QStringLiteral("987"));
            while (!session.isOver())
                QVERIFY(takeAsPerson(session, 1));
            games.append(session.decisions());
        }
        QCOMPARE(games.at(0), games.at(1));
        QVERIFY(games.at(0).size() > 2);
    }

    void savedAndReopened()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("duel.json"));
        GameSession session;
        startDuel(session, Manual, One);
        QVERIFY(takeAsPerson(session, 2));
        QVERIFY(takeAsPerson(session, 3));
        QCOMPARE(automaticFlags(session), (QList<bool>{false, true, false, true}));
        QVERIFY(session.save(path));

        const QJsonObject meta = readJson(path).value(QStringLiteral("meta")).toObject();
        QCOMPARE(meta.value(QStringLiteral("preferences")).toArray(),
                 (QJsonArray{QJsonObject{{QStringLiteral("auto-take"), Manual}},
                             QJsonObject{{QStringLiteral("auto-take"), One}}}));
        QCOMPARE(meta.value(QStringLiteral("automaticDecisions")).toArray(), (QJsonArray{1, 3}));

        GameSession reopened;
        reopened.setAutosaveEnabled(false);
        QSignalSpy errors(&reopened, &GameSession::errorOccurred);
        QVERIFY(reopened.open(path));
        QVERIFY2(errors.isEmpty(), errors.isEmpty() ? "" : qPrintable(errors.constFirst().constFirst().toString()));
        QCOMPARE(reopened.preferences(), session.preferences());
        QCOMPARE(reopened.decisions(), session.decisions());
        QCOMPARE(automaticFlags(reopened), automaticFlags(session));
        // The automatic decisions still belong to the action before them.
        if (reopened.curtain())
            reopened.dismissCurtain();
        reopened.undo();
        QCOMPARE(reopened.decisionCount(), 2);
        // And the preference goes on answering for seat 1.
        QVERIFY(takeAsPerson(reopened, 1));
        QCOMPARE(reopened.decisionCount(), 4);
    }

    void unknownValuesOpenWithTheDefault()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("duel.json"));
        GameSession session;
        startDuel(session, Manual, Manual);
        QVERIFY(session.save(path));
        QJsonObject record = readJson(path);
        QJsonObject meta = record.value(QStringLiteral("meta")).toObject();
        meta.insert(QStringLiteral("preferences"),
                    QJsonArray{QJsonObject{{QStringLiteral("auto-take"), One}, {QStringLiteral("colour"), QStringLiteral("red")}},
                               QJsonObject{{QStringLiteral("auto-take"), QStringLiteral("sometimes")}}});
        meta.insert(QStringLiteral("notes"), QStringLiteral("kept"));
        record.insert(QStringLiteral("meta"), meta);
        QVERIFY(writeJson(path, record));

        GameSession reopened;
        reopened.setAutosaveEnabled(false);
        QSignalSpy errors(&reopened, &GameSession::errorOccurred);
        QVERIFY(reopened.open(path));
        QCOMPARE(errors.size(), 1);
        const QString message = errors.constFirst().constFirst().toString();
        QVERIFY2(message.contains(QStringLiteral("$.meta.preferences[1].auto-take")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("\"manual\"")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("$.meta.preferences[0]")) && message.contains(QStringLiteral("\"colour\"")),
                 qPrintable(message));
        QCOMPARE(reopened.preferences(), (QList<QStringList>{{One}, {Manual}}));
        // Saved again, the values are the ones in use and the other meta keys stay.
        QVERIFY(reopened.save(path));
        const QJsonObject saved = readJson(path).value(QStringLiteral("meta")).toObject();
        QCOMPARE(saved.value(QStringLiteral("notes")).toString(), QStringLiteral("kept"));
        QCOMPARE(saved.value(QStringLiteral("preferences")).toArray().at(1).toObject().value(QStringLiteral("auto-take")).toString(),
                 Manual);

        // Not an array at all: one problem, every seat on the default.
        meta.insert(QStringLiteral("preferences"), QStringLiteral("fast"));
        record.insert(QStringLiteral("meta"), meta);
        QVERIFY(writeJson(path, record));
        errors.clear();
        QVERIFY(reopened.open(path));
        QCOMPARE(errors.size(), 1);
        QCOMPARE(reopened.preferences(), (QList<QStringList>{{Manual}, {Manual}}));
    }

    // --- the window --------------------------------------------------------------

    void newGameDialogOffersTheGamesPreferences()
    {
        NewGameDialog dialog({QStringLiteral("random"), QStringLiteral("greedy")});
        dialog.show();
        auto *game = dialog.findChild<QComboBox *>(QStringLiteral("gameChoice"));
        auto *variant = dialog.findChild<QComboBox *>(QStringLiteral("variantChoice"));
        QVERIFY(game && variant);
        const auto visiblePreferences = [&dialog]() {
            QList<QComboBox *> shown;
            for (QComboBox *box : dialog.findChildren<QComboBox *>(QStringLiteral("seatPreference")))
                if (box->isVisible())
                    shown.append(box);
            return shown;
        };

        game->setCurrentIndex(game->findData(Squirrel));
        variant->setCurrentIndex(variant->findData(QStringLiteral("three-players")));
        const SeatPreference autoExhaust = GameRegistry::find(Squirrel)->seatPreferences().constFirst();
        QList<QComboBox *> shown = visiblePreferences();
        QCOMPARE(shown.size(), 3); // one per seat
        for (int seat = 0; seat < 3; ++seat) {
            QComboBox *box = shown.at(seat);
            QCOMPARE(box->accessibleName(), NewGameDialog::tr("%1 for seat %2").arg(autoExhaust.name).arg(seat + 1));
            QCOMPARE(box->currentData().toString(), autoExhaust.choices.at(autoExhaust.defaultChoice));
            QCOMPARE(box->count(), int(autoExhaust.choices.size()));
        }
        // Who plays decides whether the seat has preferences: a computer decides itself.
        QComboBox *secondSeat = nullptr;
        for (QComboBox *box : dialog.findChildren<QComboBox *>())
            if (box->accessibleName() == NewGameDialog::tr("Who plays seat %1").arg(2))
                secondSeat = box;
        QVERIFY(secondSeat);
        secondSeat->setCurrentIndex(secondSeat->findData(QStringLiteral("random")));
        QVERIFY(!shown.at(1)->isEnabled());
        secondSeat->setCurrentIndex(secondSeat->findData(GameSession::Person));
        QVERIFY(shown.at(1)->isEnabled());
        shown.at(1)->setCurrentIndex(shown.at(1)->findData(QStringLiteral("order")));
        QCOMPARE(dialog.preferences(), (QList<QStringList>{{Manual}, {QStringLiteral("order")}, {Manual}}));

        game->setCurrentIndex(game->findData(Foggy));
        QVERIFY(visiblePreferences().isEmpty());
        QCOMPARE(dialog.preferences(), (QList<QStringList>{{}, {}}));
    }

    void soloGameFromTheDialog()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSession &session = *window.session();
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        // New Game… as a person fills it in: solo, squirrels exhausted in the suggested order.
        bool filled = false;
        QTimer::singleShot(0, &window, [&]() {
            auto *dialog = qobject_cast<NewGameDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            auto *game = dialog->findChild<QComboBox *>(QStringLiteral("gameChoice"));
            game->setCurrentIndex(game->findData(Squirrel));
            auto *variant = dialog->findChild<QComboBox *>(QStringLiteral("variantChoice"));
            variant->setCurrentIndex(variant->findData(QStringLiteral("solo")));
            for (QComboBox *box : dialog->findChildren<QComboBox *>()) {
                if (box->accessibleName() == NewGameDialog::tr("Who plays seat %1").arg(1))
                    box->setCurrentIndex(box->findData(GameSession::Person));
                if (box->objectName() == QLatin1StringView("seatPreference") && box->isVisible())
                    box->setCurrentIndex(box->findData(QStringLiteral("order")));
            }
            for (QLineEdit *line : dialog->findChildren<QLineEdit *>())
                if (line->accessibleName() == NewGameDialog::tr("Seed"))
                    line->setText(QStringLiteral("31"));
            filled = dialog->preferences() == QList<QStringList>{{QStringLiteral("order")}};
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        window.newGame();
        QVERIFY(filled);
        QVERIFY(session.hasGame());
        QCOMPARE(session.game()->module().id(), Squirrel);
        QCOMPARE(session.preferences(), (QList<QStringList>{{QStringLiteral("order")}}));

        // The seat list: the person, then the rival the rules play.
        const QAbstractItemModel *seats = session.seatsModel();
        QCOMPARE(seats->rowCount(), 2);
        QVERIFY(!seats->index(0, 0).data(SeatsModel::IsRivalRole).toBool());
        QVERIFY(seats->index(1, 0).data(SeatsModel::IsRivalRole).toBool());
        QCOMPARE(seats->index(1, 0).data(SeatsModel::NameRole).toString(), SeatsModel::tr("Rival"));
        QVERIFY(!seats->index(1, 0).data(SeatsModel::IsPersonRole).toBool());
        QVERIFY(seats->index(1, 0).data(SeatsModel::PreferencesRole).toList().isEmpty());
        QCOMPARE(seats->index(1, 0).data(SeatsModel::SideRole).toInt(), 2);
        QCOMPARE(seats->index(1, 0).data(SeatsModel::PointsRole).toInt(),
                 session.observation().value(QStringLiteral("rival")).toObject().value(QStringLiteral("nuts")).toInt());
        // Counts in this game's words: cards in hand and stashed, no pile.
        const QString counts = seats->index(0, 0).data(SeatsModel::CountsTextRole).toString();
        QVERIFY2(counts.contains(QStringLiteral("Stash")) && !counts.contains(QStringLiteral("Pile")), qPrintable(counts));

        QVERIFY(test::waitForPerson(session));
        QTest::qWait(100);
        const QStringList texts = test::visibleTexts(window);
        QVERIFY2(texts.contains(SeatsModel::tr("Rival")), qPrintable(texts.join(u'|')));
        QVERIFY2(texts.contains(SeatsModel::tr("played by the rules")), qPrintable(texts.join(u'|')));
        // The person's own preference in their seat row, named for a screen reader.
        const SeatPreference autoExhaust = GameRegistry::find(Squirrel)->seatPreferences().constFirst();
        QList<QQuickItem *> combos;
        test::forEachVisibleItem(window.boardWidget()->rootObject(), [&](const QQuickItem *item) {
            if (item->objectName() == QLatin1StringView("seatPreference"))
                combos.append(const_cast<QQuickItem *>(item));
        });
        QCOMPARE(combos.size(), 1);
        QCOMPARE(combos.constFirst()->property("currentIndex").toInt(), int(autoExhaust.choices.indexOf(QStringLiteral("order"))));
        QVERIFY2(texts.contains(QStringLiteral("%1, %2").arg(autoExhaust.name, session.seatName(0))), qPrintable(texts.join(u'|')));

        // Played to the end: every squirrel exhausted while asleep was the preference's.
        Rng rng(31, 3);
        QElapsedTimer clock;
        clock.start();
        while (!session.isOver() && clock.elapsed() < 120000) {
            QVERIFY(test::waitForPerson(session));
            if (session.isOver())
                break;
            const QJsonArray actions = session.viewerActions();
            QVERIFY(!actions.isEmpty());
            QVERIFY(session.play(actions.at(qsizetype(rng.below(std::uint32_t(actions.size())))).toObject().toVariantMap()));
        }
        QVERIFY(session.isOver());
        const int gather = 1; // docs/games/squirrelisland.md, "Decisions"
        int automatic = 0;
        for (const LogEntry &entry : session.logEntries()) {
            QCOMPARE(entry.kind == gather, entry.automatic);
            automatic += entry.automatic ? 1 : 0;
        }
        QVERIFY(automatic > 0);
        QCOMPARE(seats->rowCount(), 2);
    }
};

QTEST_MAIN(tst_SeatPreferences)
#include "tst_seatpreferences.moc"
