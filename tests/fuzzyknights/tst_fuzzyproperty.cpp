// Random games of each profile and every variant: the invariants hold after every decision
// (coins and armies never negative or past their bounds, pieces of seats in play only),
// every game ends within its Day limit, and someone wins; and a player that never ends its
// turn while anything else is allowed still sees every turn end.
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

    // A seat that ends its turn only when nothing else is allowed, and otherwise prefers
    // the free moves (equip, garrison, armory), as a search that sees no difference between
    // them and ending the turn may: every turn still ends, because free moves are bounded
    // (freeMovesPerTurn) and everything else costs points or happens once a turn. Before
    // the bound, such a player swapped items in a garrison for ever.
    void stallingPlayersStillFinish()
    {
        for (const bool revisedProfile : {false, true}) {
            auto game = newGame(QStringLiteral("two-players"), 1, profile(revisedProfile));
            QVERIFY(game);
            game->setHistoryEnabled(false);
            Rng rng(91, 5);
            int boundReached = 0;
            for (int i = 0; i < 300; ++i) {
                game->reset(std::uint64_t(i) * 104729U + 3U);
                int decisions = 0;
                int sinceTurnStart = 0;
                int turnsPlayed = game->state().turnsPlayed;
                while (!game->isOver()) {
                    QVERIFY2(++decisions < 100000, "a game that does not end");
                    const QList<Action> options = legal(*game);
                    QList<Action> preferred;
                    QList<Action> other;
                    for (const Action &action : options) {
                        const auto type = static_cast<ActionType>(action.type);
                        if (isFreeMove(type))
                            preferred.append(action);
                        else if (type != ActionType::EndTurn)
                            other.append(action);
                    }
                    const QList<Action> &from = !preferred.isEmpty() ? preferred : !other.isEmpty() ? other : options;
                    game->apply(from.at(qsizetype(rng.below(std::uint32_t(from.size())))));
                    boundReached += game->state().freeMoves == game->rules().freeMovesPerTurn && !preferred.isEmpty() ? 1 : 0;
                    if (game->state().turnsPlayed != turnsPlayed) {
                        turnsPlayed = game->state().turnsPlayed;
                        sinceTurnStart = 0;
                    }
                    QVERIFY2(++sinceTurnStart < 2000, "a turn that does not end");
                }
                QVERIFY(game->state().day <= game->rules().maxDays);
            }
            // The bound is what ended those turns: it was reached, not merely approached.
            QVERIFY(boundReached > 0);
        }
    }
};

QTEST_GUILESS_MAIN(tst_FuzzyProperty)
#include "tst_fuzzyproperty.moc"
