// One test per rule paragraph of docs/games/squirrelisland.md, each on a hand-built table.
#include "squirreltestutil.h"

#include <QTest>

using namespace SquirrelTest;

class tst_SquirrelRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void testRulesAreValid()
    {
        Problems problems;
        QVERIFY2(SquirrelRules::compile(testRules(), problems), qPrintable(problems.summary()));
    }

    // §7.2: a squirrel costs stamina; a card from the hand has no surcharge.
    void paymentFromHand()
    {
        auto game = table();
        setResources(*game, 0, 3, 0);
        giveHand(*game, 0, QStringLiteral("ground-gatherer"));
        startTurn(*game, 0);
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(game->decision().kind, int(DecisionKind::Play));
        QCOMPARE(legal(*game), (QList<Action>{playFromHand(QStringLiteral("ground-gatherer")), sleepAction()}));
        SQ_APPLY(*game, playFromHand(QStringLiteral("ground-gatherer")));
        QCOMPARE(player(*game, 0).stamina, 1);
        QCOMPARE(player(*game, 0).handCount, 0);
        QCOMPARE(player(*game, 0).tableauCount, 1);
        QCOMPARE(player(*game, 0).tableau[0].refreshed, 1); // a new squirrel enters refreshed
        QCOMPARE(game->decision().seat, 1); // the turn passed
    }

    // §7.2: 3 coins may pay 1 stamina, each option a decision of its own.
    void paymentWithCoinsForStamina()
    {
        auto game = table();
        setResources(*game, 0, 1, 7);
        giveHand(*game, 0, QStringLiteral("ground-gatherer"));
        startTurn(*game, 0);
        // Cost 2 with 1 stamina: at least 1 stamina from coins, at most 2 (7 coins).
        QCOMPARE(legal(*game), (QList<Action>{playFromHand(QStringLiteral("ground-gatherer"), 1),
                                              playFromHand(QStringLiteral("ground-gatherer"), 2), sleepAction()}));
        QVERIFY(!game->check(playFromHand(QStringLiteral("ground-gatherer"), 0)).legal);
        SQ_APPLY(*game, playFromHand(QStringLiteral("ground-gatherer"), 2));
        QCOMPARE(player(*game, 0).stamina, 1);
        QCOMPARE(player(*game, 0).coins, 1);
    }

    // §7.2: an island card costs 1 more, in stamina or coins at the player's choice.
    void paymentIslandSurcharge()
    {
        auto game = table();
        setResources(*game, 0, 2, 1);
        game->editState().island[3] = static_cast<std::uint8_t>(cardIndex(*game, QStringLiteral("ground-gatherer")));
        startTurn(*game, 0);
        // Stamina surcharge: 3 stamina needed, 2 held, 1 coin cannot make 3; coins surcharge: fine.
        QCOMPARE(legal(*game), (QList<Action>{playFromIsland(QStringLiteral("ground-gatherer"), 3, true), sleepAction()}));
        SQ_APPLY(*game, playFromIsland(QStringLiteral("ground-gatherer"), 3, true));
        QCOMPARE(player(*game, 0).stamina, 0);
        QCOMPARE(player(*game, 0).coins, 0);
        QCOMPARE(game->state().island[3], NoCard); // empty until the next morning
    }

    // §3.3: stamina never pays a coin cost; with nothing affordable only sleep is left.
    void itemsCostCoinsAndSleepIsAlwaysThere()
    {
        auto game = table();
        setResources(*game, 0, 5, 1);
        giveHand(*game, 0, QStringLiteral("nut-basket"));
        startTurn(*game, 0);
        QCOMPARE(legal(*game), QList<Action>{sleepAction()});
        QVERIFY(!game->check(playFromHand(QStringLiteral("nut-basket"))).legal);
    }

    // §3.2: stamina above the cap becomes nuts, from effects and from the morning.
    void overflowFromAnEffect()
    {
        auto game = table();
        EventLog log;
        game->setEventSink(&log);
        setResources(*game, 0, 5, 1);
        giveHand(*game, 0, QStringLiteral("acorn-snack"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("acorn-snack")));
        QCOMPARE(player(*game, 0).stamina, 5);
        QCOMPARE(player(*game, 0).nuts, 1);
        QCOMPARE(log.count(SquirrelEvent::Overflow), 1);
    }

    // §6.1: the morning: token passes, island refills, income with overflow, every
    // squirrel's loops (exhausted ones too), everything refreshed, everyone awake.
    void morning()
    {
        auto game = table();
        EventLog log;
        game->setEventSink(&log);
        SquirrelState &s = game->editState();
        s.firstPlayer = 1;
        setResources(*game, 0, 4, 0);
        addSquirrel(*game, 0, QStringLiteral("ground-digger"), false); // 1 stamina loop, exhausted
        addSquirrel(*game, 0, QStringLiteral("elite-gatherer"), false); // 2 nuts
        addSquirrel(*game, 0, QStringLiteral("tree-adventurer")); // 1 stamina, 1 card
        s.player(1).awake = 0;
        s.player(0).awake = 0;
        const int deckBefore = s.deckCount;
        s.stage = Stage::Morning;
        game->continuePlay();
        QCOMPARE(game->state().day, 2);
        QCOMPARE(game->state().firstPlayer, 0);
        for (int slot = 0; slot < 8; ++slot)
            QVERIFY(game->state().island[static_cast<std::size_t>(slot)] != NoCard);
        const PlayerState &p = player(*game, 0);
        // 4 + 2 income = 5 and 1 over; +1 +1 loops, both over: 3 nuts from overflow, 2 from loops.
        QCOMPARE(p.stamina, 5);
        QCOMPARE(p.nuts, 5);
        QCOMPARE(p.coins, 2);
        QCOMPARE(p.handCount, 3); // 2 income + 1 loop
        QCOMPARE(int(game->state().deckCount), deckBefore - 8 - 3 - 2);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(p.tableau[static_cast<std::size_t>(i)].refreshed, 1);
        QCOMPARE(p.awake, 1);
        QCOMPARE(player(*game, 1).awake, 1);
        QCOMPARE(log.count(SquirrelEvent::LoopCollected), 4);
        QCOMPARE(log.count(SquirrelEvent::Overflow), 3);
        QCOMPARE(game->decision().seat, 0); // the first player starts
    }

    // §7.3: "Go again!" gives another turn; instances stack, and the extra turns are taken
    // even asleep.
    void goAgainStacks()
    {
        auto game = table(QStringLiteral("three-players"));
        EventLog log;
        game->setEventSink(&log);
        setResources(*game, 0, 3, 0);
        giveHand(*game, 0, QStringLiteral("double-hop"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("double-hop")));
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(game->decision().kind, int(DecisionKind::Play));
        QCOMPARE(player(*game, 0).goAgain, 1);
        SQ_APPLY(*game, sleepAction());
        // Asleep, the second extra turn is a gather turn.
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(game->decision().kind, int(DecisionKind::Gather));
        SQ_APPLY(*game, positionAction(ActionType::Gather, *game, 0, 0));
        QCOMPARE(player(*game, 0).nuts, 1);
        QCOMPARE(game->decision().seat, 1);
        QCOMPARE(log.count(SquirrelEvent::GoAgain), 2);
    }

    // §6.2: the day ends the instant the last awake player sleeps; owed turns are lost.
    void dayEndsWhenTheLastSleeps()
    {
        auto game = table();
        EventLog log;
        game->setEventSink(&log);
        game->editState().player(1).awake = 0;
        addSquirrel(*game, 1, QStringLiteral("ground-gatherer"));
        game->editState().player(0).goAgain = 2;
        startTurn(*game, 0);
        SQ_APPLY(*game, sleepAction());
        QCOMPARE(log.count(SquirrelEvent::DayEnded), 1);
        QCOMPARE(log.count(SquirrelEvent::Gathered), 0); // the sleeper 1 never got to gather
        QCOMPARE(game->state().day, 2);
        QCOMPARE(player(*game, 0).goAgain, 0);
        QCOMPARE(player(*game, 0).awake, 1);
    }

    // §6.4: asleep, a player may exhaust a refreshed squirrel for 1 nut, or pass; with
    // nothing refreshed the turn passes without a decision.
    void sleepingAndGathering()
    {
        auto game = table(QStringLiteral("three-players"));
        EventLog log;
        game->setEventSink(&log);
        game->editState().player(1).awake = 0;
        game->editState().player(2).awake = 0;
        addSquirrel(*game, 1, QStringLiteral("ground-gatherer"));
        addSquirrel(*game, 2, QStringLiteral("ground-gatherer"), false);
        startTurn(*game, 1);
        QCOMPARE(game->decision().seat, 1);
        QCOMPARE(game->decision().kind, int(DecisionKind::Gather));
        QCOMPARE(legal(*game), (QList<Action>{positionAction(ActionType::Gather, *game, 1, 0),
                                              SquirrelGame::simpleAction(ActionType::Pass)}));
        SQ_APPLY(*game, positionAction(ActionType::Gather, *game, 1, 0));
        QCOMPARE(player(*game, 1).nuts, 1);
        QCOMPARE(player(*game, 1).tableau[0].refreshed, 0);
        // Seat 2 has nothing refreshed: skipped; seat 0 (awake) decides.
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(log.count(SquirrelEvent::Passed), 1);
    }

    void gainEffects_data()
    {
        QTest::addColumn<QString>("card");
        QTest::addColumn<int>("nuts");
        QTest::addColumn<int>("coins");
        QTest::addColumn<int>("hand");
        QTest::newRow("gainNuts") << QStringLiteral("nut-basket") << 2 << 0 << 0;
        QTest::newRow("gainCoins") << QStringLiteral("flying-adventurer") << 0 << 2 << 0;
        QTest::newRow("draw") << QStringLiteral("trail-map") << 0 << 0 << 2;
        // Two ground squirrels in play: 2 of at most 3.
        QTest::newRow("nutsPerGround") << QStringLiteral("root-counter") << 2 << 0 << 0;
        // One flying squirrel (the ground-and-flying one counts).
        QTest::newRow("nutsPerFlying") << QStringLiteral("sky-counter") << 1 << 0 << 0;
        // Three tree squirrels with the one played.
        QTest::newRow("nutsPerTree") << QStringLiteral("canopy-keeper") << 3 << 0 << 0;
    }

    void gainEffects()
    {
        QFETCH(QString, card);
        QFETCH(int, nuts);
        QFETCH(int, coins);
        QFETCH(int, hand);
        auto game = table();
        addSquirrel(*game, 0, QStringLiteral("ground-gatherer"), false);
        addSquirrel(*game, 0, QStringLiteral("twinwatch"));
        addSquirrel(*game, 0, QStringLiteral("tree-gatherer"));
        addSquirrel(*game, 0, QStringLiteral("tree-gatherer"));
        const int cost = game->rules().card(cardIndex(*game, card)).cost;
        const bool squirrel = game->rules().card(cardIndex(*game, card)).isSquirrel();
        setResources(*game, 0, squirrel ? cost : 0, squirrel ? 0 : cost);
        giveHand(*game, 0, card);
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(card));
        QCOMPARE(int(player(*game, 0).nuts), nuts);
        QCOMPARE(int(player(*game, 0).coins), coins);
        QCOMPARE(int(player(*game, 0).handCount), hand);
        if (!squirrel) // an item is discarded after use
            QCOMPARE(int(game->state().discard[game->state().discardCount - 1]), cardIndex(*game, card));
    }

    void stashFromHandUpToN()
    {
        auto game = table();
        setResources(*game, 0, 0, 2);
        giveHand(*game, 0, QStringLiteral("hollow-log"));
        giveHand(*game, 0, QStringLiteral("nut-basket"), 2);
        giveHand(*game, 0, QStringLiteral("sniper"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("hollow-log")));
        QCOMPARE(game->decision().kind, int(DecisionKind::StashFromHand));
        QCOMPARE(legal(*game).size(), 3); // two kinds of card, or done
        SQ_APPLY(*game, SquirrelGame::cardAction(ActionType::Stash, keyOf(QStringLiteral("nut-basket"))));
        QCOMPARE(game->decision().kind, int(DecisionKind::StashFromHand));
        SQ_APPLY(*game, SquirrelGame::simpleAction(ActionType::Done));
        QCOMPARE(player(*game, 0).stashCount, 1);
        QCOMPARE(player(*game, 0).handCount, 2);
        QCOMPARE(game->stashValue(0), 2);
        QCOMPARE(game->decision().seat, 1);
    }

    void stashFromDeckUnseen()
    {
        auto game = table();
        setResources(*game, 0, 1, 0);
        setDeck(*game, {QStringLiteral("sniper"), QStringLiteral("nut-basket"), QStringLiteral("trail-map")});
        giveHand(*game, 0, QStringLiteral("deep-digger"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("deep-digger")));
        QCOMPARE(player(*game, 0).stashCount, 2);
        QCOMPARE(game->stashValue(0), 1 + 2); // trail map and nut basket, from the top
        QCOMPARE(game->state().deckCount, 1);
    }

    void refreshOwn()
    {
        auto game = table();
        setResources(*game, 0, 0, 2);
        addSquirrel(*game, 0, QStringLiteral("tree-gatherer"), false);
        addSquirrel(*game, 0, QStringLiteral("ground-gatherer"), false);
        giveHand(*game, 0, QStringLiteral("warm-nest"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("warm-nest")));
        QCOMPARE(player(*game, 0).tableau[0].refreshed, 1);
        QCOMPARE(player(*game, 0).tableau[1].refreshed, 1);
        QCOMPARE(player(*game, 0).nuts, 1);
    }

    void refreshChoiceWhenMoreAreExhausted()
    {
        Ruleset rules = testRules();
        setCard(rules, QStringLiteral("warm-nest"), QStringLiteral("amount1"), 1);
        auto game = newGame(QStringLiteral("two-players"), 3, rules);
        clearTable(*game);
        setResources(*game, 0, 0, 2);
        addSquirrel(*game, 0, QStringLiteral("tree-gatherer"), false);
        addSquirrel(*game, 0, QStringLiteral("ground-gatherer"), false);
        giveHand(*game, 0, QStringLiteral("warm-nest"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("warm-nest")));
        QCOMPARE(game->decision().kind, int(DecisionKind::RefreshSquirrel));
        SQ_APPLY(*game, positionAction(ActionType::Refresh, *game, 0, 1));
        QCOMPARE(player(*game, 0).tableau[0].refreshed, 0);
        QCOMPARE(player(*game, 0).tableau[1].refreshed, 1);
    }

    // The "refresh a squirrel" decision on a hand-built table: asked only while a refresh
    // effect resolves with more exhausted squirrels than it refreshes, offering exactly
    // the player's exhausted squirrels, one per decision until the amount is used; any
    // other refresh is refused with the engine's reason.
    void refreshDecision()
    {
        Ruleset rules = testRules();
        setCard(rules, QStringLiteral("warm-nest"), QStringLiteral("amount1"), 2); // refresh up to 2, then 1 nut
        auto game = newGame(QStringLiteral("two-players"), 3, rules);
        clearTable(*game);
        setResources(*game, 0, 0, 2);
        addSquirrel(*game, 0, QStringLiteral("tree-gatherer"), false);   // 1: exhausted
        addSquirrel(*game, 0, QStringLiteral("ground-gatherer"), false); // 2: exhausted
        addSquirrel(*game, 0, QStringLiteral("flying-gatherer"), true);  // 3: refreshed
        addSquirrel(*game, 0, QStringLiteral("tree-scout"), false);      // 4: exhausted
        addSquirrel(*game, 1, QStringLiteral("ground-gatherer"), false); // an opponent's, exhausted
        giveHand(*game, 0, QStringLiteral("warm-nest"));
        startTurn(*game, 0);
        EventLog log;
        game->setEventSink(&log);

        // Not a decision of a turn: refreshing is refused while a card is to be played.
        const Action early = positionAction(ActionType::Refresh, *game, 0, 0);
        QCOMPARE(game->check(early).legal, false);
        QCOMPARE(game->check(early).reason, QStringLiteral("now play a card or go to sleep"));

        SQ_APPLY(*game, playFromHand(QStringLiteral("warm-nest")));
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(game->decision().kind, int(DecisionKind::RefreshSquirrel));
        QCOMPARE(game->decisionName(game->decision().kind), QStringLiteral("refresh a squirrel"));
        const QJsonObject decision = game->observation(0).value(QStringLiteral("decision")).toObject();
        QCOMPARE(decision.value(QStringLiteral("kind")).toString(), QStringLiteral("refresh-squirrel"));
        QCOMPARE(decision.value(QStringLiteral("card")).toString(), QStringLiteral("warm-nest"));
        QCOMPARE(decision.value(QStringLiteral("remaining")).toInt(), 2);
        QCOMPARE(log.count(SquirrelEvent::Refreshed), 0); // nothing refreshed before the choice

        // The choices: each exhausted squirrel of the player's own, nothing else (no "done":
        // refreshing is never worse than not).
        QList<Action> choices = legal(*game);
        QCOMPARE(choices.size(), 3);
        for (const int position : {0, 1, 3})
            QVERIFY2(choices.contains(positionAction(ActionType::Refresh, *game, 0, position)),
                     qPrintable(QString::number(position)));

        // Refused, with the engine's reason: a refreshed squirrel, a position past the
        // tableau, the right position named with another card, a "done", another kind.
        const QString reason = QStringLiteral("that is not one of the choices: now refresh a squirrel");
        const QList<Action> refused{
            positionAction(ActionType::Refresh, *game, 0, 2),
            SquirrelGame::positionAction(ActionType::Refresh, 4, keyOf(QStringLiteral("tree-gatherer"))),
            SquirrelGame::positionAction(ActionType::Refresh, 0, keyOf(QStringLiteral("ground-gatherer"))),
            SquirrelGame::simpleAction(ActionType::Done),
            positionAction(ActionType::Collect, *game, 0, 0),
            sleepAction(),
        };
        for (const Action &action : refused) {
            const auto verdict = game->check(action);
            QVERIFY2(!verdict.legal, qPrintable(game->describeAction(action)));
            QCOMPARE(verdict.reason, reason);
        }

        // In words and in a record.
        const Action first = positionAction(ActionType::Refresh, *game, 0, 3);
        QCOMPARE(game->describeAction(first), QStringLiteral("Refresh Tree Scout (squirrel 4)"));
        const QJsonObject json = game->actionToJson(first);
        QCOMPARE(json, (QJsonObject{{QStringLiteral("type"), QStringLiteral("refresh")},
                                    {QStringLiteral("position"), 4},
                                    {QStringLiteral("card"), QStringLiteral("tree-scout")}}));
        Problems problems;
        const auto read = module().actionFromJson(json, QStringLiteral("$"), problems);
        QVERIFY2(read.has_value(), qPrintable(problems.summary()));
        QVERIFY(*read == first);

        // Its effect: that squirrel refreshed, told, and one refresh fewer to choose.
        SQ_APPLY(*game, first);
        QCOMPARE(player(*game, 0).tableau[3].refreshed, 1);
        QCOMPARE(log.count(SquirrelEvent::Refreshed), 1);
        QCOMPARE(log.events.last().seat, 0);
        QCOMPARE(log.events.last().a, 3);
        QCOMPARE(game->decision().kind, int(DecisionKind::RefreshSquirrel));
        QCOMPARE(game->observation(0).value(QStringLiteral("decision")).toObject().value(QStringLiteral("remaining")).toInt(), 1);
        choices = legal(*game);
        QCOMPARE(choices.size(), 2);
        QCOMPARE(game->check(first).reason, reason); // refreshed now: no longer a choice

        // Undo puts the choice back as it was.
        game->undo();
        QCOMPARE(player(*game, 0).tableau[3].refreshed, 0);
        QCOMPARE(legal(*game).size(), 3);
        SQ_APPLY(*game, first);

        // The last refresh ends the effect: the next one (1 nut) resolves, the item is
        // discarded and the turn passes; one squirrel stays exhausted, the opponent's too.
        const int nuts = player(*game, 0).nuts;
        SQ_APPLY(*game, positionAction(ActionType::Refresh, *game, 0, 1));
        QCOMPARE(player(*game, 0).tableau[0].refreshed, 0);
        QCOMPARE(player(*game, 0).tableau[1].refreshed, 1);
        QCOMPARE(player(*game, 0).tableau[2].refreshed, 1);
        QCOMPARE(player(*game, 0).tableau[3].refreshed, 1);
        QCOMPARE(player(*game, 1).tableau[0].refreshed, 0);
        QCOMPARE(player(*game, 0).nuts, nuts + 1);
        QCOMPARE(log.count(SquirrelEvent::Refreshed), 3); // the undone one was told too
        QCOMPARE(game->state().discardCount, 1);
        QCOMPARE(int(game->state().discard[0]), cardIndex(*game, QStringLiteral("warm-nest")));
        QCOMPARE(game->decision().kind, int(DecisionKind::Play));
        QCOMPARE(game->decision().seat, 1);
        QCOMPARE(game->check(positionAction(ActionType::Refresh, *game, 0, 0)).reason,
                 QStringLiteral("now play a card or go to sleep"));
    }

    // With no more exhausted squirrels than it refreshes, nothing is asked.
    void refreshWithoutAChoice()
    {
        Ruleset rules = testRules();
        setCard(rules, QStringLiteral("warm-nest"), QStringLiteral("amount1"), 2);
        auto game = newGame(QStringLiteral("two-players"), 3, rules);
        clearTable(*game);
        setResources(*game, 0, 0, 4);
        addSquirrel(*game, 0, QStringLiteral("tree-gatherer"), false);
        addSquirrel(*game, 0, QStringLiteral("ground-gatherer"), true);
        addSquirrel(*game, 0, QStringLiteral("tree-scout"), false);
        giveHand(*game, 0, QStringLiteral("warm-nest"), 2);
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("warm-nest")));
        QCOMPARE(player(*game, 0).tableau[0].refreshed, 1);
        QCOMPARE(player(*game, 0).tableau[2].refreshed, 1);
        QVERIFY(game->decision().kind != int(DecisionKind::RefreshSquirrel));
        // And with every squirrel refreshed, the effect has nothing to do.
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("warm-nest")));
        QVERIFY(game->decision().kind != int(DecisionKind::RefreshSquirrel));
        QCOMPARE(player(*game, 0).nuts, 2);
    }

    // Look at the top cards, keep one; the rest go to the discard pile face up.
    void lookAndKeep()
    {
        auto game = table();
        setResources(*game, 0, 2, 0);
        setDeck(*game, {QStringLiteral("sniper"), QStringLiteral("nut-basket"), QStringLiteral("trail-map"),
                        QStringLiteral("nut-basket")});
        giveHand(*game, 0, QStringLiteral("tree-scout"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("tree-scout")));
        QCOMPARE(game->decision().kind, int(DecisionKind::KeepCard));
        QCOMPARE(legal(*game).size(), 2); // nut basket (twice) and trail map
        QCOMPARE(game->observation(0).value(QStringLiteral("look")).toArray().size(), 3);
        QVERIFY(!game->observation(1).contains(QStringLiteral("look")));
        SQ_APPLY(*game, SquirrelGame::cardAction(ActionType::Keep, keyOf(QStringLiteral("trail-map"))));
        QCOMPARE(player(*game, 0).hand[cardIndex(*game, QStringLiteral("trail-map"))], 1);
        QCOMPARE(game->state().discardCount, 2);
        QCOMPARE(game->state().deckCount, 1);
    }

    void collectLoopsByExhausting()
    {
        auto game = table();
        setResources(*game, 0, 4, 2);
        addSquirrel(*game, 0, QStringLiteral("tree-adventurer")); // 1 stamina, 1 card
        addSquirrel(*game, 0, QStringLiteral("ground-gatherer"), false);
        giveHand(*game, 0, QStringLiteral("forage-trip"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("forage-trip")));
        QCOMPARE(game->decision().kind, int(DecisionKind::CollectLoops));
        QCOMPARE(legal(*game).size(), 2); // the refreshed one, or done
        SQ_APPLY(*game, positionAction(ActionType::Collect, *game, 0, 0));
        QCOMPARE(player(*game, 0).tableau[0].refreshed, 0);
        QCOMPARE(player(*game, 0).stamina, 5);
        QCOMPARE(player(*game, 0).handCount, 1);
        QCOMPARE(player(*game, 0).nuts, 0); // no gather nut: only its loops
    }

    // §7.4: an empty deck is the discard pile shuffled.
    void reshuffle()
    {
        auto game = table();
        EventLog log;
        game->setEventSink(&log);
        setDeck(*game, {});
        SquirrelState &s = game->editState();
        s.discard[0] = static_cast<std::uint8_t>(cardIndex(*game, QStringLiteral("sniper")));
        s.discard[1] = static_cast<std::uint8_t>(cardIndex(*game, QStringLiteral("sniper")));
        s.discard[2] = static_cast<std::uint8_t>(cardIndex(*game, QStringLiteral("sniper")));
        s.discardCount = 3;
        setResources(*game, 0, 0, 1);
        giveHand(*game, 0, QStringLiteral("trail-map"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("trail-map")));
        QCOMPARE(log.count(SquirrelEvent::Reshuffled), 1);
        QCOMPARE(player(*game, 0).hand[cardIndex(*game, QStringLiteral("sniper"))], 2);
        QCOMPARE(game->state().deckCount, 1);
        // The trail map itself is discarded after the draws.
        QCOMPARE(game->state().discardCount, 1);
    }

    // §9: score = nuts + stash values (+ the stash guard's bonus); ties to the most
    // squirrels, then a shared victory.
    void scoring_data()
    {
        QTest::addColumn<int>("nuts1");
        QTest::addColumn<int>("squirrels1");
        QTest::addColumn<int>("winnerMask");
        QTest::newRow("higher score") << 9 << 0 << 0b10;
        QTest::newRow("lower score") << 7 << 5 << 0b01;
        QTest::newRow("tie, more squirrels") << 8 << 2 << 0b10;
        QTest::newRow("tie, fewer squirrels") << 8 << 0 << 0b01;
        QTest::newRow("shared") << 8 << 1 << 0b11;
    }

    void scoring()
    {
        QFETCH(int, nuts1);
        QFETCH(int, squirrels1);
        QFETCH(int, winnerMask);
        auto game = table(QStringLiteral("two-players"), 4);
        // Seat 0: 3 nuts + stash 2 + 2 + 1 = 8, one squirrel.
        setResources(*game, 0, 0, 0, 3);
        giveStash(*game, 0, QStringLiteral("nut-basket"), 2);
        giveStash(*game, 0, QStringLiteral("trail-map"));
        addSquirrel(*game, 0, QStringLiteral("tree-gatherer"));
        setResources(*game, 1, 0, 0, nuts1);
        for (int i = 0; i < squirrels1; ++i)
            addSquirrel(*game, 1, QStringLiteral("tree-gatherer"), false);
        game->editState().player(1).awake = 0;
        startTurn(*game, 0);
        SQ_APPLY(*game, sleepAction());
        QVERIFY(game->isOver());
        const isle::Outcome outcome = game->outcome();
        QCOMPARE(outcome.score[0], 8);
        QCOMPARE(outcome.score[1], nuts1);
        QCOMPARE(int(outcome.winnerMask), winnerMask);
        QVERIFY(!outcome.draw);
        QCOMPARE(game->observation(1).value(QStringLiteral("seats")).toArray().at(0).toObject()
                     .value(QStringLiteral("stash")).toArray().size(), 3); // revealed
    }

    void stashGuardBonus()
    {
        auto game = table(QStringLiteral("two-players"), 4);
        addSquirrel(*game, 0, QStringLiteral("stashkeeper"));
        giveStash(*game, 0, QStringLiteral("sniper"), 7);
        QCOMPARE(game->endBonus(0), 2);
        game->editState().player(0).tableau[0].refreshed = 0; // an exhausted unique has no ability
        QCOMPARE(game->endBonus(0), 0);
    }

    // Twinwatch: while refreshed, your flying squirrels give a coin and ground ones a card
    // when you exhaust them; Elite gatherer 2 more nuts.
    void exhaustAbilities()
    {
        auto game = table();
        const int twin = addSquirrel(*game, 0, QStringLiteral("twinwatch"));
        const int flyer = addSquirrel(*game, 0, QStringLiteral("flying-gatherer"));
        const int digger = addSquirrel(*game, 0, QStringLiteral("ground-digger"));
        const int elite = addSquirrel(*game, 0, QStringLiteral("elite-gatherer"));
        QCOMPARE(game->exhaustBonus(0, flyer).coins, 1);
        QCOMPARE(game->exhaustBonus(0, digger).cards, 1);
        QCOMPARE(game->exhaustBonus(0, elite).nuts, 2);
        QCOMPARE(game->exhaustBonus(0, twin).total(), 0);
        game->editState().player(0).tableau[static_cast<std::size_t>(twin)].refreshed = 0;
        QCOMPARE(game->exhaustBonus(0, flyer).total(), 0);
        game->editState().player(0).awake = 0;
        startTurn(*game, 0);
        SQ_APPLY(*game, positionAction(ActionType::Gather, *game, 0, elite));
        QCOMPARE(player(*game, 0).nuts, 3);
    }

    // Moonglider: going to sleep, its owner may gather at once.
    void sleepGather()
    {
        auto game = table();
        addSquirrel(*game, 0, QStringLiteral("moonglider"));
        addSquirrel(*game, 0, QStringLiteral("ground-gatherer"));
        startTurn(*game, 0);
        SQ_APPLY(*game, sleepAction());
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(game->decision().kind, int(DecisionKind::Gather));
        QVERIFY(game->observation(0).value(QStringLiteral("decision")).toObject().value(QStringLiteral("afterSleep")).toBool());
        SQ_APPLY(*game, positionAction(ActionType::Gather, *game, 0, 1));
        QCOMPARE(player(*game, 0).nuts, 1);
        QCOMPARE(game->decision().seat, 1);
    }

};

QTEST_GUILESS_MAIN(tst_SquirrelRules)
#include "tst_squirrelrules.moc"
