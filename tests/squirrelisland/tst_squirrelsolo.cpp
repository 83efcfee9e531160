// The solo rival of rules §12 with its completions, on hand-built tables.
#include "squirreltestutil.h"

#include <QTest>

using namespace SquirrelTest;

class tst_SquirrelSolo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // §12: the rival plays first each day, takes the rolled island card (or the deck's top),
    // pays 1 stamina a squirrel, resolves only sabotage, sleeps at 0 stamina, then gathers
    // 1 nut a turn.
    void soloRival()
    {
        auto game = table(QStringLiteral("solo"));
        EventLog log;
        game->setEventSink(&log);
        SquirrelState &s = game->editState();
        const int rival = s.rival();
        QCOMPARE(rival, 1);
        QCOMPARE(game->seatCount(), 1);
        for (int slot = 0; slot < 8; ++slot)
            s.island[static_cast<std::size_t>(slot)] = static_cast<std::uint8_t>(cardIndex(*game, QStringLiteral("ground-thief")));
        s.player(rival).stamina = 1;
        s.player(rival).nuts = 25;
        setResources(*game, 0, 0, 0, 5);
        setDeck(*game, QStringList(20, QStringLiteral("nut-basket"))); // no sabotage tomorrow
        startTurn(*game, rival);
        // The rival took a Ground Thief: 1 stamina, stole a nut; now the player decides.
        QCOMPARE(player(*game, rival).tableauCount, 1);
        QCOMPARE(player(*game, rival).stamina, 0);
        QCOMPARE(player(*game, rival).nuts, 26);
        QCOMPARE(player(*game, 0).nuts, 4);
        QCOMPARE(log.count(SquirrelEvent::RivalRolled), 1);
        QCOMPARE(game->decision().seat, 0);
        SQ_APPLY(*game, sleepAction());
        // The player sleeps; the rival sleeps too (0 stamina): the day ends.
        QCOMPARE(game->state().day, 2);
        // Day 2: stamina 3; the rival starts and took the refilled slot 1, an item.
        QCOMPARE(player(*game, rival).stamina, 3);
        QCOMPARE(game->state().firstPlayer, rival);
        QCOMPARE(log.count(SquirrelEvent::RivalRolled), 2);
        QCOMPARE(game->state().island[0], NoCard);
        // The rival collects no loops, no income, and ignores an item's effect.
        QCOMPARE(player(*game, rival).nuts, 26);
        QCOMPARE(player(*game, rival).handCount, 0);
        QCOMPARE(player(*game, rival).tableauCount, 1);
    }

    void soloRivalGathersAsleep()
    {
        auto game = table(QStringLiteral("solo"));
        SquirrelState &s = game->editState();
        const int rival = s.rival();
        s.player(rival).awake = 0;
        s.player(rival).nuts = 25;
        addSquirrel(*game, rival, QStringLiteral("tree-gatherer"));
        addSquirrel(*game, rival, QStringLiteral("elite-gatherer")); // no ability for the rival
        setResources(*game, 0, 1, 0);
        giveHand(*game, 0, QStringLiteral("tree-gatherer"));
        startTurn(*game, rival);
        QCOMPARE(player(*game, rival).nuts, 26); // exactly 1 nut: no elite bonus
        // GOAL 2 without abilities: the elite gatherer's 2-nut loop first.
        QCOMPARE(player(*game, rival).tableau[1].refreshed, 0);
        QCOMPARE(game->decision().seat, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("tree-gatherer")));
        QCOMPARE(player(*game, rival).nuts, 27);
        QCOMPARE(player(*game, rival).tableau[0].refreshed, 0);
        QCOMPARE(game->decision().seat, 0);
    }

    void soloOutcomeReportsTheRival()
    {
        auto game = table(QStringLiteral("solo"), 4);
        SquirrelState &s = game->editState();
        s.player(1).nuts = 25;
        s.player(1).awake = 0;
        setResources(*game, 0, 0, 0, 30);
        startTurn(*game, 0);
        SQ_APPLY(*game, sleepAction());
        QVERIFY(game->isOver());
        const isle::Outcome outcome = game->outcome();
        QCOMPARE(outcome.seatCount, 1);
        QCOMPARE(outcome.score[0], 30);
        QCOMPARE(outcome.score[1], 25);
        QCOMPARE(int(outcome.winnerMask), 1);
    }
};

QTEST_GUILESS_MAIN(tst_SquirrelSolo)
#include "tst_squirrelsolo.moc"
