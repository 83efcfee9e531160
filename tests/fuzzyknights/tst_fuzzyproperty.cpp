// Random games of each profile and every variant: the invariants hold after every decision
// (coins and armies never negative or past their bounds, pieces of seats in play only),
// every game ends within its Day limit, and someone wins.
#include "fuzzytestutil.h"

#include <QTest>

using namespace FuzzyTest;

class tst_FuzzyProperty : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void randomGames_data()
    {
        QTest::addColumn<bool>("revisedProfile");
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("games");
        for (const bool revisedProfile : {false, true}) {
            const char *name = revisedProfile ? "revised" : "default";
            QTest::newRow(qPrintable(QStringLiteral("%1-two").arg(QLatin1StringView(name))))
                << revisedProfile << QStringLiteral("two-players") << 2500;
            QTest::newRow(qPrintable(QStringLiteral("%1-three").arg(QLatin1StringView(name))))
                << revisedProfile << QStringLiteral("three-players") << 1250;
            QTest::newRow(qPrintable(QStringLiteral("%1-four").arg(QLatin1StringView(name))))
                << revisedProfile << QStringLiteral("four-players") << 1250;
        }
    }

    void randomGames()
    {
        QFETCH(bool, revisedProfile);
        QFETCH(QString, variant);
        QFETCH(int, games);
        auto game = newGame(variant, 1, profile(revisedProfile));
        QVERIFY(game);
        game->setHistoryEnabled(false);
        Rng rng(77, 3);
        qint64 decisionsTotal = 0;
        int conquests = 0;
        int battles = 0;
        for (int i = 0; i < games; ++i) {
            EventLog log;
            game->setEventSink(&log);
            game->reset(std::uint64_t(i) * 7919U + 11U);
            int decisions = 0;
            while (!game->isOver()) {
                QVERIFY2(++decisions < 100000, "a game that does not end");
                game->apply(game->randomAction(rng));
                if (decisions % 5 == 0) {
                    const QString problem = invariantProblem(*game);
                    QVERIFY2(problem.isEmpty(), qPrintable(problem));
                }
            }
            const QString problem = invariantProblem(*game);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QVERIFY(game->state().winnerMask != 0);
            QVERIFY(game->state().day <= game->rules().maxDays);
            // Winners are seats still in the game.
            for (int seat = 0; seat < game->seatCount(); ++seat)
                if (game->state().winnerMask & (1U << seat))
                    QVERIFY(!game->state().player(seat).eliminated);
            conquests += game->state().endReason == EndReason::Conquest ? 1 : 0;
            battles += log.count(FuzzyEvent::BattleStarted);
            decisionsTotal += decisions;
            game->setEventSink(nullptr);
        }
        qInfo("%d games, %.1f decisions per game, %d won by conquest, %d battles", games,
              double(decisionsTotal) / games, conquests, battles);
        QVERIFY(battles > 0);
    }
};

QTEST_GUILESS_MAIN(tst_FuzzyProperty)
#include "tst_fuzzyproperty.moc"
