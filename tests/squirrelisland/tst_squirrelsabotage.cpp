// Sabotage: targets, taking, exhausting (the attacker's or the victim's choice), raids,
// and the protections of Bodyguard and Stashkeeper, each on a hand-built table.
#include "squirreltestutil.h"

#include <QTest>

using namespace SquirrelTest;

class tst_SquirrelSabotage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Bodyguard protects a squirrel: safe from exhausting sabotage, +1 nut when gathered with.
    void bodyguardProtects()
    {
        auto game = table();
        setResources(*game, 0, 2, 0);
        addSquirrel(*game, 0, QStringLiteral("ground-gatherer"));
        addSquirrel(*game, 0, QStringLiteral("ground-digger"));
        giveHand(*game, 0, QStringLiteral("bodyguard"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("bodyguard")));
        QCOMPARE(game->decision().kind, int(DecisionKind::Protect));
        SQ_APPLY(*game, positionAction(ActionType::Protect, *game, 0, 1));
        QCOMPARE(player(*game, 0).tableau[1].guard, 2);
        QCOMPARE(game->exhaustBonus(0, 1).nuts, 1);
        QCOMPARE(game->exhaustBonus(0, 0).nuts, 0);
        // Seat 1 lures: only the unprotected ground squirrel is exhausted.
        setResources(*game, 1, 0, 3);
        giveHand(*game, 1, QStringLiteral("fox-lure"));
        SQ_APPLY(*game, playFromHand(QStringLiteral("fox-lure")));
        QCOMPARE(player(*game, 0).tableau[0].refreshed, 0);
        QCOMPARE(player(*game, 0).tableau[1].refreshed, 1);
        // Asleep, gathering with the protected one gains 1 more nut.
        game->editState().player(0).awake = 0;
        startTurn(*game, 0);
        SQ_APPLY(*game, positionAction(ActionType::Gather, *game, 0, 1));
        QCOMPARE(player(*game, 0).nuts, 2);
    }

    void takeNutsAndCoinsNeverBelowZero()
    {
        auto game = table();
        setResources(*game, 0, 4, 0);
        setResources(*game, 1, 0, 1, 0);
        game->editState().player(1).awake = 0; // sabotage reaches sleepers too
        giveHand(*game, 0, QStringLiteral("ground-thief"));
        giveHand(*game, 0, QStringLiteral("tree-thief"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("ground-thief")));
        QCOMPARE(player(*game, 0).nuts, 0);
        QCOMPARE(player(*game, 1).nuts, 0);
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("tree-thief")));
        QCOMPARE(player(*game, 0).coins, 1);
        QCOMPARE(player(*game, 1).coins, 0);
        setResources(*game, 1, 0, 0, 3);
        setResources(*game, 0, 3, 0, 0);
        giveHand(*game, 0, QStringLiteral("sniper"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("sniper")));
        QCOMPARE(player(*game, 0).nuts, 2);
        QCOMPARE(player(*game, 1).nuts, 1);
    }

    // With several opponents the player chooses the target.
    void chooseOpponent()
    {
        auto game = table(QStringLiteral("three-players"));
        setResources(*game, 0, 2, 0);
        setResources(*game, 2, 0, 0, 4);
        giveHand(*game, 0, QStringLiteral("ground-thief"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("ground-thief")));
        QCOMPARE(game->decision().kind, int(DecisionKind::ChooseOpponent));
        QCOMPARE(legal(*game), (QList<Action>{SquirrelGame::targetAction(1), SquirrelGame::targetAction(2)}));
        SQ_APPLY(*game, SquirrelGame::targetAction(2));
        QCOMPARE(player(*game, 2).nuts, 3);
        QCOMPARE(player(*game, 0).nuts, 1);
    }

    // The attacker chooses which squirrels when more could be exhausted than the effect allows.
    void exhaustChoiceByAttacker()
    {
        auto game = table();
        setResources(*game, 0, 0, 2);
        for (int i = 0; i < 3; ++i)
            addSquirrel(*game, 1, QStringLiteral("flying-gatherer"));
        addSquirrel(*game, 1, QStringLiteral("tree-gatherer"));
        giveHand(*game, 0, QStringLiteral("owl-hoot"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("owl-hoot")));
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(game->decision().kind, int(DecisionKind::ExhaustSquirrel));
        QCOMPARE(legal(*game).size(), 3);
        SQ_APPLY(*game, positionAction(ActionType::Exhaust, *game, 1, 2));
        SQ_APPLY(*game, positionAction(ActionType::Exhaust, *game, 1, 0));
        QCOMPARE(player(*game, 1).tableau[0].refreshed, 0);
        QCOMPARE(player(*game, 1).tableau[1].refreshed, 1);
        QCOMPARE(player(*game, 1).tableau[2].refreshed, 0);
        QCOMPARE(player(*game, 1).tableau[3].refreshed, 1);
        QCOMPARE(game->decision().seat, 0); // owl hoot: go again
    }

    void exhaustOneTree()
    {
        auto game = table();
        setResources(*game, 0, 0, 1);
        addSquirrel(*game, 1, QStringLiteral("tree-gatherer"));
        giveHand(*game, 0, QStringLiteral("bark-storm"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("bark-storm")));
        QCOMPARE(player(*game, 1).tableau[0].refreshed, 0);
    }

    // Each opponent suffers it in turn, choosing their own squirrel.
    void eachOpponentChoosesTheirOwn()
    {
        auto game = table(QStringLiteral("three-players"));
        setResources(*game, 0, 0, 3);
        setResources(*game, 1, 0, 2);
        setResources(*game, 2, 0, 0);
        addSquirrel(*game, 1, QStringLiteral("tree-gatherer"));
        addSquirrel(*game, 2, QStringLiteral("tree-gatherer"));
        addSquirrel(*game, 2, QStringLiteral("tree-scout"));
        giveHand(*game, 0, QStringLiteral("thunderstorm"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("thunderstorm")));
        // Seat 1 has a single tree squirrel (no choice); seat 2 chooses between two.
        QCOMPARE(player(*game, 1).tableau[0].refreshed, 0);
        QCOMPARE(game->decision().seat, 2);
        QCOMPARE(game->decision().kind, int(DecisionKind::ExhaustSquirrel));
        SQ_APPLY(*game, positionAction(ActionType::Exhaust, *game, 2, 1));
        QCOMPARE(player(*game, 2).tableau[0].refreshed, 1);
        QCOMPARE(player(*game, 2).tableau[1].refreshed, 0);
        QCOMPARE(player(*game, 1).coins, 1);
        QCOMPARE(player(*game, 2).coins, 0);
        QCOMPARE(game->decision().seat, 1); // back to the turn order
    }

    void eachOpponentOtherHabitatsAndNuts()
    {
        auto game = table(QStringLiteral("three-players"));
        setResources(*game, 0, 0, 3);
        setResources(*game, 1, 0, 0, 5);
        setResources(*game, 2, 0, 0, 1);
        addSquirrel(*game, 1, QStringLiteral("ground-gatherer"));
        addSquirrel(*game, 2, QStringLiteral("flying-gatherer"));
        giveHand(*game, 0, QStringLiteral("mud-slide"));
        giveHand(*game, 0, QStringLiteral("gale"));
        giveHand(*game, 0, QStringLiteral("famine"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("mud-slide")));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("gale")));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("famine")));
        QCOMPARE(player(*game, 1).tableau[0].refreshed, 0);
        QCOMPARE(player(*game, 2).tableau[0].refreshed, 0);
        QCOMPARE(player(*game, 1).nuts, 3);
        QCOMPARE(player(*game, 2).nuts, 0);
    }

    // A raid moves random cards unseen; a refreshed stash guard stops it.
    void raidStashAndStashGuard()
    {
        auto game = table();
        EventLog log;
        game->setEventSink(&log);
        setResources(*game, 0, 0, 6);
        giveStash(*game, 1, QStringLiteral("nut-basket"), 2);
        giveHand(*game, 0, QStringLiteral("raccoon-raid"), 2);
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("raccoon-raid")));
        QCOMPARE(player(*game, 0).stashCount, 1);
        QCOMPARE(player(*game, 1).stashCount, 1);
        QCOMPARE(game->stashValue(0), 2);
        const int stashkeeper = addSquirrel(*game, 1, QStringLiteral("stashkeeper"));
        Q_UNUSED(stashkeeper);
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("raccoon-raid")));
        QCOMPARE(player(*game, 1).stashCount, 1);
        QCOMPARE(log.count(SquirrelEvent::Blocked), 1);
        for (const GameEvent &event : log.events)
            QVERIFY(event.type != static_cast<std::uint16_t>(SquirrelEvent::StashRevealed));
    }
};

QTEST_GUILESS_MAIN(tst_SquirrelSabotage)
#include "tst_squirrelsabotage.moc"
