// Auto-exhaust while asleep (the seed's help page): the "specific order" with both of its
// worked examples, one case per subgoal, Twinwatch last; the random mode; the seat
// preference that asks for them.
#include "squirreltestutil.h"

#include <QTest>

using namespace SquirrelTest;

namespace {
// The seed's cards as its examples describe them, and squirrels that differ in one
// kind of loop only, for the subgoals.
Ruleset exhaustRules()
{
    Ruleset rules = defaults();
    const auto loops = [](QJsonObject row, int nuts, int stamina, int coins, int cards) {
        row.insert(QStringLiteral("loopNuts"), nuts);
        row.insert(QStringLiteral("loopStamina"), stamina);
        row.insert(QStringLiteral("loopCoins"), coins);
        row.insert(QStringLiteral("loopCards"), cards);
        return row;
    };
    const QString squirrel = QStringLiteral("squirrel");
    addCard(rules, loops(cardRow(QStringLiteral("scout"), squirrel, QStringLiteral("t"), 1), 1, 0, 0, 0));
    addCard(rules, loops(cardRow(QStringLiteral("adventurer"), squirrel, QStringLiteral("t"), 1), 0, 1, 0, 1));
    addCard(rules, loops(cardRow(QStringLiteral("thief"), squirrel, QStringLiteral("g"), 1), 1, 0, 0, 0));
    addCard(rules, loops(cardRow(QStringLiteral("digger"), squirrel, QStringLiteral("g"), 1), 0, 1, 0, 0));
    addCard(rules, loops(cardRow(QStringLiteral("two-coins"), squirrel, QStringLiteral("t"), 1), 0, 0, 2, 0));
    addCard(rules, loops(cardRow(QStringLiteral("nut-coin"), squirrel, QStringLiteral("t"), 1), 1, 0, 1, 0));
    addCard(rules, loops(cardRow(QStringLiteral("stamina-coin"), squirrel, QStringLiteral("t"), 1), 0, 1, 1, 0));
    addCard(rules, loops(cardRow(QStringLiteral("coin-card"), squirrel, QStringLiteral("t"), 1), 0, 0, 1, 1));
    addCard(rules, loops(cardRow(QStringLiteral("coin"), squirrel, QStringLiteral("t"), 1), 0, 0, 1, 0));
    addCard(rules, loops(cardRow(QStringLiteral("card"), squirrel, QStringLiteral("t"), 1), 0, 0, 0, 1));
    addCard(rules, loops(cardRow(QStringLiteral("plain"), squirrel, QStringLiteral("t"), 1), 0, 0, 0, 0));
    return rules;
}

std::unique_ptr<SquirrelGame> asleepWith(const QStringList &squirrels)
{
    auto game = newGame(QStringLiteral("two-players"), 5, exhaustRules());
    clearTable(*game);
    for (const QString &id : squirrels)
        addSquirrel(*game, 0, id);
    game->editState().player(0).awake = 0;
    startTurn(*game, 0);
    return game;
}

// The order specific order exhausts `squirrels` in, one gather a turn, by card id.
QStringList exhaustOrder(const QStringList &squirrels)
{
    auto game = asleepWith(squirrels);
    QStringList order;
    Rng rng(1);
    for (int turn = 0; turn < squirrels.size(); ++turn) {
        if (game->decision().seat != 0 || game->decision().kind != int(DecisionKind::Gather))
            break;
        const auto action = game->autoExhaustChoice(0, AutoExhaust::Order, rng);
        if (!action || action->type != static_cast<std::uint8_t>(ActionType::Gather))
            break;
        order.append(game->rules().ids.at(player(*game, 0).tableau[static_cast<std::size_t>(action->cell)].card));
        game->apply(*action);
        // Seat 1 (awake) passes the turn back by playing nothing: give it a gather-free turn.
        startTurn(*game, 0);
    }
    return order;
}
} // namespace

class tst_SquirrelExhaust : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rulesAreValid()
    {
        Problems problems;
        QVERIFY2(SquirrelRules::compile(exhaustRules(), problems), qPrintable(problems.summary()));
    }

    // Example 1: Scout (1 nut loop), Adventurer (1 card + 1 stamina): Adventurer first.
    void seedExample1()
    {
        QCOMPARE(exhaustOrder({QStringLiteral("scout"), QStringLiteral("adventurer")}),
                 (QStringList{QStringLiteral("adventurer"), QStringLiteral("scout")}));
    }

    // Example 2: Elite gatherer, Twinwatch, Thief, Digger → Elite, Thief, Digger, Twinwatch.
    void seedExample2()
    {
        QCOMPARE(exhaustOrder({QStringLiteral("twinwatch"), QStringLiteral("digger"), QStringLiteral("thief"),
                               QStringLiteral("elite-gatherer")}),
                 (QStringList{QStringLiteral("elite-gatherer"), QStringLiteral("thief"), QStringLiteral("digger"),
                              QStringLiteral("twinwatch")}));
    }

    // GOAL 2's subgoals one by one: more things, then nuts, stamina, coins, cards.
    void subgoals_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::newRow("1: more things") << QStringLiteral("two-coins") << QStringLiteral("scout");
        QTest::newRow("2: more nuts") << QStringLiteral("nut-coin") << QStringLiteral("stamina-coin");
        QTest::newRow("3: more stamina") << QStringLiteral("stamina-coin") << QStringLiteral("coin-card");
        QTest::newRow("4: more coins") << QStringLiteral("coin") << QStringLiteral("card");
        QTest::newRow("5: cards (equal totals, nuts, stamina and coins leave equal cards: the total decides)") << QStringLiteral("card") << QStringLiteral("plain");
    }

    void subgoals()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        // Played in the losing order, so only the subgoal can put `first` first.
        QCOMPARE(exhaustOrder({second, first}), (QStringList{first, second}));
    }

    // GOAL 1 comes before GOAL 2: a protected squirrel (1 nut) before richer loops.
    void goalOneBeforeGoalTwo()
    {
        auto game = asleepWith({QStringLiteral("adventurer"), QStringLiteral("plain"), QStringLiteral("bodyguard")});
        game->editState().player(0).tableau[1].guard = 2;
        Rng rng(1);
        const auto action = game->autoExhaustChoice(0, AutoExhaust::Order, rng);
        QVERIFY(action);
        QCOMPARE(int(action->cell), 1);
    }

    // GOAL 1's own subgoals: a ground squirrel's card (Twinwatch) against a flying one's coin.
    void goalOneSubgoals()
    {
        // flying-gatherer gives a coin, ground-gatherer a card: coins rank above cards.
        QCOMPARE(exhaustOrder({QStringLiteral("twinwatch"), QStringLiteral("ground-gatherer"),
                               QStringLiteral("flying-gatherer")})
                     .mid(0, 2),
                 (QStringList{QStringLiteral("flying-gatherer"), QStringLiteral("ground-gatherer")}));
    }

    // Twinwatch is last under GOAL 1 even against squirrels that gain nothing more.
    void twinwatchLast()
    {
        QCOMPARE(exhaustOrder({QStringLiteral("twinwatch"), QStringLiteral("plain")}),
                 (QStringList{QStringLiteral("plain"), QStringLiteral("twinwatch")}));
    }

    // Remaining ties: the earliest played first.
    void earliestPlayedFirst()
    {
        auto game = asleepWith({QStringLiteral("coin"), QStringLiteral("coin")});
        Rng rng(1);
        QCOMPARE(int(game->autoExhaustChoice(0, AutoExhaust::Order, rng)->cell), 0);
    }

    // Random: each refreshed squirrel, drawn with the caller's generator.
    void randomMode()
    {
        auto game = asleepWith({QStringLiteral("coin"), QStringLiteral("card"), QStringLiteral("plain")});
        game->editState().player(0).tableau[1].refreshed = 0;
        QSet<int> seen;
        Rng rng(3);
        for (int i = 0; i < 200; ++i) {
            const auto action = game->autoExhaustChoice(0, AutoExhaust::Random, rng);
            QVERIFY(action);
            QVERIFY(game->check(*action).legal);
            seen.insert(action->cell);
        }
        QCOMPARE(seen, (QSet<int>{0, 2}));
    }

    void manualAndOtherDecisionsGiveNothing()
    {
        auto game = asleepWith({QStringLiteral("coin")});
        Rng rng(1);
        QVERIFY(!game->autoExhaustChoice(0, AutoExhaust::Manual, rng));
        QVERIFY(!game->autoExhaustChoice(1, AutoExhaust::Order, rng)); // not seat 1's decision
        SQ_APPLY(*game, positionAction(ActionType::Gather, *game, 0, 0));
        QCOMPARE(game->decision().kind, int(DecisionKind::Play)); // seat 1 awake
        QVERIFY(!game->autoExhaustChoice(1, AutoExhaust::Order, rng));
    }

    // The seat preference declared by the module reaches the same choice.
    void seatPreference()
    {
        const QList<isle::SeatPreference> preferences = module().seatPreferences();
        QCOMPARE(preferences.size(), 1);
        QCOMPARE(preferences.at(0).id, QStringLiteral("auto-exhaust"));
        QCOMPARE(preferences.at(0).choices,
                 (QStringList{QStringLiteral("manual"), QStringLiteral("order"), QStringLiteral("random")}));
        QCOMPARE(preferences.at(0).choiceNames.size(), 3);
        QCOMPARE(preferences.at(0).choices.at(preferences.at(0).defaultChoice), QStringLiteral("manual"));
        auto game = asleepWith({QStringLiteral("scout"), QStringLiteral("adventurer")});
        Rng rng(1);
        const isle::Game &base = *game;
        QVERIFY(!base.preferredAction(0, {QStringLiteral("manual")}, rng));
        QVERIFY(!base.preferredAction(0, {}, rng));
        const auto ordered = base.preferredAction(0, {QStringLiteral("order")}, rng);
        QVERIFY(ordered);
        QCOMPARE(int(ordered->cell), 1);
        QVERIFY(base.preferredAction(0, {QStringLiteral("random")}, rng));
    }

    // Nothing refreshed and asleep: no decision is asked at all (the turn passes).
    void nothingRefreshedIsNoDecision()
    {
        auto game = asleepWith({});
        QCOMPARE(game->decision().seat, 1);
    }
};

QTEST_GUILESS_MAIN(tst_SquirrelExhaust)
#include "tst_squirrelexhaust.moc"
