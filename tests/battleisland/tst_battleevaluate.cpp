// The evaluation a search scores its cut-off playouts by (BattleGame::evaluate and the
// worth it weighs, docs/ai.md "Long games"), on hand-built boards: even is even, and each
// thing a seat holds, takes or threatens moves its value the way a player would expect.
#include "battletestutil.h"

#include "battleisland/battleworth.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cstdlib>

using namespace BattleTest;

namespace {
std::array<double, isle::MaxSeats> evaluationOf(const BattleGame &game)
{
    std::array<double, isle::MaxSeats> values{};
    game.evaluate(values);
    return values;
}

// A cleared two-player board with each base where the game put it.
std::unique_ptr<BattleGame> clearedGame()
{
    auto game = newGame();
    clearBoard(*game);
    return game;
}

int baseOf(const BattleGame &game, int seat)
{
    return game.state().player(seat).baseSpace;
}

// A space `rows` rows from `space` toward the board's middle, in the same column.
int towardMiddle(const BattleGame &game, int space, int rows)
{
    const int row = BattleGame::spaceRow(space);
    const int direction = row < game.width() / 2 ? 1 : -1;
    return sp(row + direction * rows, BattleGame::spaceColumn(space));
}
// worth() the plain way, a seat at a time: its goals' distances measured to every goal
// space of the board, its income and points from the game's own counts, its units' terms
// added in the order of the unit slots (as worth() adds them, so the sums are equal to the
// last bit).
double plainWorth(const BattleGame &game, int seat)
{
    using namespace isle::battleisland::weights;
    const BattleState &s = game.state();
    const SeatState &p = s.player(seat);
    if (p.eliminated)
        return 0.0;
    const int w = game.width();
    const auto isGoal = [&](int space) {
        const StructureKind kind = s.structureAt(space);
        return (kind != StructureKind::None && s.ownerAt(space) != seat)
               || (kind == StructureKind::None && s.terrainAt(space) == Terrain::Lot) || s.terrainAt(space) == Terrain::Fog;
    };
    const auto stepsToGoal = [&](int from) {
        int best = GoalHorizon;
        for (int row = 0; row < w; ++row)
            for (int column = 0; column < w; ++column)
                if (isGoal(sp(row, column)))
                    best = std::min(best, std::abs(row - BattleGame::spaceRow(from))
                                              + std::abs(column - BattleGame::spaceColumn(from)));
        return best;
    };
    const auto held = [&](int space) {
        return s.structureAt(space) == StructureKind::Base ? BaseWorth + PointWorth
                                                           : PointWorth + IncomeWorth * game.cityValue(space);
    };
    double value = p.coins + IncomeWorth * game.income(seat) + PointWorth * game.points(seat) + BaseWorth;
    for (int index = 0; index < isle::battleisland::MaxUnits; ++index) {
        const Unit &unit = s.unit(index);
        if (!unit.alive())
            continue;
        const StructureKind kind = s.structureAt(unit.space);
        const int owner = s.ownerAt(unit.space);
        if (unit.owner == seat) {
            value += unit.type == UnitType::Elite ? game.rules().eliteCost + FigureBonus
                                                  : unit.size * (game.rules().basicCost + FigureBonus);
            value += NearGoal * (GoalHorizon - stepsToGoal(unit.space));
            if (kind != StructureKind::None && owner != isle::battleisland::NoSeat && owner != seat)
                value += HeldShare * held(unit.space);
        } else if (kind != StructureKind::None && owner == seat) {
            value -= HeldShare * held(unit.space);
        } else if (std::abs(BattleGame::spaceRow(unit.space) - BattleGame::spaceRow(p.baseSpace))
                       + std::abs(BattleGame::spaceColumn(unit.space) - BattleGame::spaceColumn(p.baseSpace))
                   <= game.movePointsOf(unit)) {
            value -= BaseThreat * unit.size;
        }
    }
    return std::max(value, 0.0);
}
} // namespace

class tst_BattleEvaluate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void evenBoardIsEven()
    {
        auto game = clearedGame();
        QCOMPARE(game->worth(0), game->worth(1));
        const auto values = evaluationOf(*game);
        QCOMPARE(values[0], 0.5);
        QCOMPARE(values[1], 0.5);
        QCOMPARE(values[2], 0.0); // no third seat
    }

    void coinsCountOneForOne()
    {
        auto game = clearedGame();
        game->editState().player(0).coins = 10;
        QCOMPARE(game->worth(0) - game->worth(1), 10.0);
        const auto values = evaluationOf(*game);
        QVERIFY(values[0] > 0.5);
        QVERIFY(qAbs(values[0] + values[1] - 1.0) < 1e-12);
    }

    void aCityCountsItsPointAndIncome()
    {
        auto game = clearedGame();
        const double before = game->worth(0);
        const int city = towardMiddle(*game, baseOf(*game, 0), 2);
        setStructure(*game, city, StructureKind::City, 0);
        QVERIFY2(game->worth(0) > before + game->cityValue(city),
                 qPrintable(QStringLiteral("with the city %1, without %2").arg(game->worth(0)).arg(before)));
        QVERIFY(evaluationOf(*game)[0] > 0.5);
    }

    void aFigureIsWorthAtLeastItsPrice()
    {
        auto game = clearedGame();
        const double before = game->worth(0);
        placeUnit(*game, 0, towardMiddle(*game, baseOf(*game, 0), 1));
        QVERIFY(game->worth(0) >= before + game->rules().basicCost);
        QCOMPARE(game->worth(1), before); // the rival's worth does not move
    }

    void aUnitNearerItsGoalIsWorthMore()
    {
        // The rival's base is the only goal on a cleared board without fog or lots.
        auto game = clearedGame();
        const int unit = placeUnit(*game, 0, towardMiddle(*game, baseOf(*game, 0), 1));
        const double far = game->worth(0);
        game->editState().unitAt[static_cast<std::size_t>(game->state().unit(unit).space)] = NoUnit;
        const int nearer = towardMiddle(*game, baseOf(*game, 1), 2);
        game->editState().unit(unit).space = static_cast<std::int16_t>(nearer);
        game->editState().unitAt[static_cast<std::size_t>(nearer)] = static_cast<std::uint8_t>(unit);
        QVERIFY2(game->worth(0) > far, qPrintable(QStringLiteral("near %1, far %2").arg(game->worth(0)).arg(far)));
    }

    void anEnemyOnACityIsMostOfItLost()
    {
        auto game = clearedGame();
        const int city = towardMiddle(*game, baseOf(*game, 0), 2);
        setStructure(*game, city, StructureKind::City, 0);
        const double held = game->worth(0);
        const double rival = game->worth(1);
        placeUnit(*game, 1, city);
        QVERIFY2(game->worth(0) < held, qPrintable(QStringLiteral("taken %1, held %2").arg(game->worth(0)).arg(held)));
        // The rival gains more than the figure it spent: most of the city is as good as its.
        QVERIFY(game->worth(1) > rival + game->rules().basicCost + 1.0);
        QVERIFY(evaluationOf(*game)[1] > 0.5);
    }

    void anEnemyWithinAMoveOfTheBaseIsAThreat()
    {
        auto game = clearedGame();
        const double safe = game->worth(0);
        placeUnit(*game, 1, towardMiddle(*game, baseOf(*game, 0), 1));
        QVERIFY(game->worth(0) < safe);
    }

    // Every seat's worth is found in one pass over the structures and the units, each
    // unit's distance to a goal by looking at the rows nearest it first; random games of
    // two, three and four generals reach captures, eliminations and cleared fog, and at
    // every few decisions each seat's worth must be the plain sum's.
    void everySeatsWorthIsThePlainSum_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("two generals") << QStringLiteral("two-players");
        QTest::newRow("three generals") << QStringLiteral("three-players");
        QTest::newRow("four generals") << QStringLiteral("four-players");
    }

    void everySeatsWorthIsThePlainSum()
    {
        QFETCH(QString, variant);
        int compared = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            auto game = newGame(variant, seed);
            Rng rng(seed * 7919);
            for (int decision = 0; !game->isOver(); ++decision) {
                if (decision % 5 == 0) {
                    std::array<double, isle::MaxSeats> all{};
                    game->worths(all);
                    for (int seat = 0; seat < game->state().seats; ++seat) {
                        const double plain = plainWorth(*game, seat);
                        QVERIFY2(all[static_cast<std::size_t>(seat)] == plain,
                                 qPrintable(QStringLiteral("seed %1, decision %2, seat %3: %4, the plain sum %5")
                                                .arg(seed)
                                                .arg(decision)
                                                .arg(seat)
                                                .arg(all[static_cast<std::size_t>(seat)], 0, 'g', 17)
                                                .arg(plain, 0, 'g', 17)));
                        ++compared;
                    }
                }
                game->apply(game->randomAction(rng));
            }
        }
        QVERIFY(compared > 1000);
    }

    void aSeatOutOfTheGameIsWorthNothing()
    {
        auto game = clearedGame();
        game->editState().player(0).coins = 50;
        game->editState().player(0).eliminated = 1;
        QCOMPARE(game->worth(0), 0.0);
        const auto values = evaluationOf(*game);
        QCOMPARE(values[0], 0.0);
        QVERIFY(values[1] > 0.5);
    }
};

QTEST_GUILESS_MAIN(tst_BattleEvaluate)
#include "tst_battleevaluate.moc"
