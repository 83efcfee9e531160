// Property tests over many random games of every player count and the solo game: the
// invariants below hold after every decision.
#include "squirreltestutil.h"

#include <QTest>

using namespace SquirrelTest;

namespace {
// Stamina and overflow checked from the events: each Overflow is exactly what a gain
// pushed above the cap.
class OverflowCheck : public isle::EventSink
{
public:
    void onEvent(const GameEvent &event) override
    {
        if (event.type == static_cast<std::uint16_t>(SquirrelEvent::Overflow)) {
            ++overflows;
            if (event.a <= 0)
                ++bad;
        }
    }
    int overflows = 0;
    int bad = 0;
};
} // namespace

class tst_SquirrelProperty : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void randomGames_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("games");
        QTest::addColumn<bool>("busy");
        // Uniformly random decisions sleep early; "busy" players sleep only when nothing
        // else is left (or now and then), so long days and every card come up too.
        for (const QString &variant : SquirrelModule::instance().variants()) {
            QTest::addRow("%s random", qPrintable(variant)) << variant << 10000 << false;
            QTest::addRow("%s busy", qPrintable(variant)) << variant << 2000 << true;
        }
    }

    void randomGames()
    {
        QFETCH(QString, variant);
        QFETCH(int, games);
        QFETCH(bool, busy);
        auto game = newGame(variant, 1);
        QVERIFY(game);
        game->setHistoryEnabled(false);
        OverflowCheck overflow;
        game->setEventSink(&overflow);
        Rng rng(42, 7);
        auto actions = std::make_unique<ActionList>();
        const int cap = game->rules().staminaCap;
        long decisions = 0;
        for (int g = 0; g < games; ++g) {
            game->reset(std::uint64_t(g) * 7919 + 1);
            QString problem = conservationProblem(*game);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            while (!game->isOver()) {
                game->legalActions(*actions);
                QVERIFY(!actions->isEmpty());
                Action action = game->randomAction(rng);
                QVERIFY(actions->contains(action));
                if (busy && action.type == static_cast<std::uint8_t>(ActionType::Sleep) && actions->size() > 1
                    && rng.below(20) != 0)
                    action = (*actions)[rng.below(std::uint32_t(actions->size() - 1))];
                const int seat = game->decision().seat;
                QVERIFY(seat >= 0 && seat < game->seatCount());
                // The check agrees with the list.
                if (decisions % 7 == 0)
                    for (const Action &legal : *actions)
                        QVERIFY(game->check(legal).legal);
                game->apply(action);
                ++decisions;
                const SquirrelState &s = game->state();
                for (int actor = 0; actor < s.actors; ++actor) {
                    const PlayerState &p = s.player(actor);
                    QVERIFY(p.nuts >= 0);
                    QVERIFY(p.coins >= 0);
                    if (actor != s.rival())
                        QVERIFY(p.stamina <= cap);
                }
                if (decisions % 5 == 0) {
                    problem = conservationProblem(*game);
                    QVERIFY2(problem.isEmpty(), qPrintable(problem));
                }
                QVERIFY(s.decisions < 2000);
            }
            problem = conservationProblem(*game);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            // The final score is nuts plus stash values plus the stash guard's bonus.
            const isle::Outcome outcome = game->outcome();
            const SquirrelState &s = game->state();
            int best = -1;
            for (int actor = 0; actor < s.actors; ++actor) {
                const PlayerState &p = s.player(actor);
                int stash = 0;
                for (int card = 0; card < game->rules().cardCount; ++card)
                    stash += p.stash[static_cast<std::size_t>(card)] * game->rules().card(card).stash;
                QCOMPARE(outcome.score[static_cast<std::size_t>(actor)], p.nuts + stash + game->endBonus(actor));
                best = std::max(best, outcome.score[static_cast<std::size_t>(actor)]);
            }
            QVERIFY(s.winnerMask != 0);
            for (int actor = 0; actor < s.actors; ++actor)
                if (s.winnerMask & (1U << actor))
                    QCOMPARE(outcome.score[static_cast<std::size_t>(actor)], best);
            QCOMPARE(int(s.day), game->rules().dayCount);
        }
        QCOMPARE(overflow.bad, 0);
        QVERIFY(overflow.overflows > 0);
        QVERIFY(decisions > games * 20);
    }

    // Overflow is exact: stamina after + nuts gained = stamina before + stamina gained.
    void overflowExact_data()
    {
        QTest::addColumn<int>("stamina");
        QTest::addColumn<int>("gain");
        for (int stamina = 0; stamina <= 5; ++stamina)
            for (int gain = 1; gain <= 4; ++gain)
                QTest::addRow("%d+%d", stamina, gain) << stamina << gain;
    }

    void overflowExact()
    {
        QFETCH(int, stamina);
        QFETCH(int, gain);
        Ruleset rules = defaults();
        addCard(rules, cardRow(QStringLiteral("energy"), QStringLiteral("item"), QString(), 0, {{"gainStamina", gain}}));
        auto game = newGame(QStringLiteral("two-players"), 1, rules);
        clearTable(*game);
        setResources(*game, 0, stamina, 0);
        giveHand(*game, 0, QStringLiteral("energy"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("energy")));
        QCOMPARE(int(player(*game, 0).stamina), std::min(5, stamina + gain));
        QCOMPARE(int(player(*game, 0).nuts), std::max(0, stamina + gain - 5));
    }
};

QTEST_GUILESS_MAIN(tst_SquirrelProperty)
#include "tst_squirrelproperty.moc"
