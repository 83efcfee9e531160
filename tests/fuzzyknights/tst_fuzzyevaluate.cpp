// The evaluation a search scores its cut-off playouts by (FuzzyGame::evaluate, docs/ai.md
// "Long games"), on hand-built positions: even is even, and each thing a seat holds or
// nears makes its value rise and its rival's fall by the same amount.
#include "fuzzytestutil.h"

#include <QTest>

#include <array>

using namespace FuzzyTest;

namespace {
std::array<double, isle::MaxSeats> evaluationOf(const FuzzyGame &game)
{
    std::array<double, isle::MaxSeats> values{};
    game.evaluate(values);
    return values;
}
} // namespace

class tst_FuzzyEvaluate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void evenPositionIsEven()
    {
        auto game = newGame();
        clearMap(*game, 5);
        const auto values = evaluationOf(*game);
        QCOMPARE(values[0], 0.5);
        QCOMPARE(values[1], 0.5);
        QCOMPARE(values[2], 0.0); // no third seat
    }

    void coinsCount()
    {
        auto game = newGame();
        clearMap(*game, 5);
        game->editState().player(0).coins = 15;
        QCOMPARE(game->worth(0) - game->worth(1), 10.0);
        const auto values = evaluationOf(*game);
        QVERIFY(values[0] > 0.5);
        QCOMPARE(values[0] + values[1], 1.0);
    }

    void aHigherTierIsWorthMoreThanItsPrice()
    {
        // Building a tier spends its cost and gains a point and more income: never a loss.
        auto game = newGame();
        clearMap(*game);
        const int cost = game->rules().tiers[1].cost;
        game->editState().player(0).coins = cost;
        game->editState().settlement(1).tier = 2;
        QVERIFY2(game->worth(1) > game->worth(0),
                 qPrintable(QStringLiteral("tier 2: %1, tier 1 and its price: %2").arg(game->worth(1)).arg(game->worth(0))));
    }

    void minesAndArmiesCount()
    {
        auto game = newGame();
        clearMap(*game);
        const double before = game->worth(0);
        game->editState().mine[static_cast<std::size_t>(at(3, 3))] = MineOwned + 0;
        const double withMine = game->worth(0);
        QVERIFY(withMine > before);
        game->editState().settlement(0).pool = 3;
        QCOMPARE(game->worth(0) - withMine, 3.0 * game->rules().mercCost);
        QCOMPARE(game->worth(1), before); // the rival's worth does not move
    }

    void aHeroNearerSomethingToTakeIsWorthMore()
    {
        auto game = newGame();
        clearMap(*game);
        game->editState().monsters[static_cast<std::size_t>(at(5, 8))] = 1;
        const int hero = placeHero(*game, 0, at(0, 8));
        const double far = game->worth(0);
        QCOMPARE(game->stepsToGoal(0, at(0, 8)), 5);
        game->editState().hero(hero).tile = static_cast<std::int16_t>(at(3, 8));
        QCOMPARE(game->stepsToGoal(0, at(3, 8)), 2);
        QVERIFY(game->worth(0) > far);
        // Its own settlement and mine are not goals; the rival's are.
        QCOMPARE(game->stepsToGoal(0, at(1, 2)), 6); // own settlement at (1, 1) one step away
        QCOMPARE(game->stepsToGoal(0, at(6, 2)), 1); // the rival's settlement at (6, 1)
    }

    void homelessAndEliminatedSeatsAreWorthLittle()
    {
        auto game = newGame();
        clearMap(*game, 10);
        const double housed = game->worth(0);
        game->editState().player(0).homeless = 1;
        QVERIFY(game->worth(0) < housed / 2);
        game->editState().player(0).eliminated = 1;
        QCOMPARE(game->worth(0), 0.0);
        QCOMPARE(evaluationOf(*game)[0], 0.0);
        QVERIFY(evaluationOf(*game)[1] > 0.5);
    }
};

QTEST_GUILESS_MAIN(tst_FuzzyEvaluate)
#include "tst_fuzzyevaluate.moc"
