// Random games of every variant: the invariants hold after every decision (figures and
// bases conserved with supply, coins never negative), every game ends, and the countdown
// gives each player who stays in exactly the countdown's number of turns.
#include "battletestutil.h"

#include <QTest>

using namespace BattleTest;

namespace {
// Counts the countdown turns of each seat from the events.
class CountdownLog : public isle::EventSink
{
public:
    explicit CountdownLog(int seats) : turns(seats, 0) {}
    void onEvent(const GameEvent &event) override
    {
        if (event.type == std::uint16_t(BattleEvent::CountdownStarted))
            counting = true;
        if (event.type == std::uint16_t(BattleEvent::Eliminated))
            eliminatedInCountdown = eliminatedInCountdown || counting;
        if (counting && event.type == std::uint16_t(BattleEvent::TurnStarted))
            ++turns[event.seat];
        if (event.type == std::uint16_t(BattleEvent::GameEnded))
            reason = event.b;
    }
    QList<int> turns;
    bool counting = false;
    bool eliminatedInCountdown = false;
    int reason = -1;
};
} // namespace

class tst_BattleProperty : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void randomGames_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("games");
        QTest::newRow("two") << QStringLiteral("two-players") << 2000;
        QTest::newRow("three") << QStringLiteral("three-players") << 1500;
        QTest::newRow("four") << QStringLiteral("four-players") << 1500;
    }

    void randomGames()
    {
        QFETCH(QString, variant);
        QFETCH(int, games);
        auto game = newGame(variant, 1);
        game->setHistoryEnabled(false);
        Rng rng(77, 3);
        int countdownGames = 0;
        int conquests = 0;
        for (int i = 0; i < games; ++i) {
            CountdownLog log(game->seatCount());
            game->setEventSink(&log);
            game->reset(std::uint64_t(i) * 7919U + 11U);
            int decisions = 0;
            while (!game->isOver()) {
                QVERIFY2(++decisions < 200000, "a game that does not end");
                game->apply(game->randomAction(rng));
                if (decisions % 7 == 0) {
                    const QString problem = invariantProblem(*game);
                    QVERIFY2(problem.isEmpty(), qPrintable(problem));
                }
            }
            const QString problem = invariantProblem(*game);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QVERIFY(game->state().winnerMask != 0);
            game->setEventSink(nullptr);
            if (log.reason == 0) {
                ++conquests;
                continue;
            }
            if (!log.counting || game->state().turns >= std::uint32_t(game->rules().maxTurns))
                continue;
            ++countdownGames;
            if (log.eliminatedInCountdown)
                continue;
            for (int seat = 0; seat < game->seatCount(); ++seat)
                if (!game->state().player(seat).eliminated)
                    QCOMPARE(log.turns[seat], game->rules().countdownRounds);
        }
        QVERIFY2(countdownGames > games / 2, qPrintable(QString::number(countdownGames)));
        qInfo("%d games: %d by the countdown, %d by conquest", games, countdownGames, conquests);
    }
};

QTEST_GUILESS_MAIN(tst_BattleProperty)
#include "tst_battleproperty.moc"
