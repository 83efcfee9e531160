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

std::array<double, isle::MaxSeats> fineEvaluationOf(const BattleGame &game)
{
    std::array<double, isle::MaxSeats> values{};
    game.evaluateFinely(values);
    return values;
}

std::array<int, isle::MaxSeats> turnsLeftIn(const BattleGame &game)
{
    std::array<int, isle::MaxSeats> turns{};
    game.turnsLeft(turns);
    return turns;
}

// Rows for a test run on each variant: two, three and four generals.
void addEveryVariant()
{
    QTest::addColumn<QString>("variant");
    QTest::newRow("two generals") << QStringLiteral("two-players");
    QTest::newRow("three generals") << QStringLiteral("three-players");
    QTest::newRow("four generals") << QStringLiteral("four-players");
}

// The board full and the countdown in `round`, counted from `start`, with `active` to play.
void countdownAt(BattleGame &game, int round, int start, int active)
{
    BattleState &s = game.editState();
    s.phase = Phase::Countdown;
    s.countdownPending = 0;
    s.countdownRound = static_cast<std::uint8_t>(round);
    s.countdownStart = static_cast<std::uint8_t>(start);
    s.active = static_cast<std::uint8_t>(active);
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
        addEveryVariant();
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
                    // Turns enough for everything to count weigh as the plain worth does.
                    std::array<int, isle::MaxSeats> unbounded{};
                    unbounded.fill(BattleGame::TurnsUnbounded);
                    std::array<double, isle::MaxSeats> unhurried{};
                    game->worths(unhurried, &unbounded);
                    QVERIFY(unhurried == all);
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

    void turnsAreUnboundedBeforeTheCountdown()
    {
        auto game = newGame(QStringLiteral("three-players"));
        const auto turns = turnsLeftIn(*game);
        for (int seat = 0; seat < 3; ++seat)
            QCOMPARE(turns[static_cast<std::size_t>(seat)], BattleGame::TurnsUnbounded);
        QCOMPARE(turns[3], 0); // no fourth seat
        // Before the countdown the evaluations agree to the last bit.
        game->editState().player(0).coins = 7;
        QVERIFY(fineEvaluationOf(*game) == evaluationOf(*game));
    }

    void turnsLeftFollowTheCountdownsRounds()
    {
        const int rounds = defaults().value(QStringLiteral("countdownRounds")).toInt();
        QVERIFY(rounds >= 2);
        auto game = newGame(QStringLiteral("four-players"));
        // The last round, counted from seat 2: seats 2 and 3 have played, seat 0 is playing
        // (its turn counts) and seat 1 is still to come.
        countdownAt(*game, rounds, 2, 0);
        QCOMPARE(turnsLeftIn(*game), (std::array<int, isle::MaxSeats>{1, 1, 0, 0, 0, 0}));
        // A round earlier each has one more.
        countdownAt(*game, rounds - 1, 2, 0);
        QCOMPARE(turnsLeftIn(*game), (std::array<int, isle::MaxSeats>{2, 2, 1, 1, 0, 0}));
        // A seat out of the game plays none, and the rounds still turn at the starting seat.
        game->editState().player(1).eliminated = 1;
        game->editState().player(2).eliminated = 1;
        QCOMPARE(turnsLeftIn(*game), (std::array<int, isle::MaxSeats>{2, 0, 0, 1, 0, 0}));
    }

    void turnsLeftOnceTheCountdownIsDue()
    {
        const int rounds = defaults().value(QStringLiteral("countdownRounds")).toInt();
        auto game = newGame(QStringLiteral("three-players"));
        // The board was filled in seat 1's turn: the countdown starts with seat 2.
        game->editState().countdownPending = 1;
        game->editState().active = 1;
        QCOMPARE(turnsLeftIn(*game), (std::array<int, isle::MaxSeats>{rounds, rounds + 1, rounds, 0, 0, 0}));
    }

    // What the count says is what the game then plays: at every turn of random games of two,
    // three and four generals in the countdown, each seat's count is the turns it goes on to
    // begin (a seat eliminated later plays fewer than it was counted).
    void turnsLeftAreTheTurnsThenPlayed_data()
    {
        addEveryVariant();
    }

    void turnsLeftAreTheTurnsThenPlayed()
    {
        QFETCH(QString, variant);
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            auto game = newGame(variant, seed);
            Rng rng(seed * 104729);
            std::vector<std::array<int, isle::MaxSeats>> counted; // at each turn begun
            std::vector<int> player;                              // whose turn it was
            std::uint32_t turn = game->state().turns;
            while (!game->isOver()) {
                game->apply(game->randomAction(rng));
                if (game->state().turns != turn && !game->isOver()) {
                    turn = game->state().turns;
                    counted.push_back(turnsLeftIn(*game));
                    player.push_back(game->state().active);
                }
            }
            QVERIFY(game->state().endReason != EndReason::None);
            for (std::size_t at = 0; at < counted.size(); ++at) {
                std::array<int, isle::MaxSeats> played{};
                for (std::size_t later = at; later < player.size(); ++later)
                    ++played[static_cast<std::size_t>(player[later])];
                for (int seat = 0; seat < game->state().seats; ++seat) {
                    const int expected = counted[at][static_cast<std::size_t>(seat)];
                    if (expected == BattleGame::TurnsUnbounded)
                        continue;
                    const int actual = played[static_cast<std::size_t>(seat)];
                    const bool out = game->state().player(seat).eliminated;
                    QVERIFY2(out ? actual <= expected : actual == expected,
                             qPrintable(QStringLiteral("seed %1, turn %2, seat %3: counted %4, played %5")
                                            .arg(seed)
                                            .arg(at)
                                            .arg(seat)
                                            .arg(expected)
                                            .arg(actual)));
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 100);
    }

    void nearTheEndCoinsOnlyBreakTies()
    {
        const int rounds = defaults().value(QStringLiteral("countdownRounds")).toInt();
        auto game = clearedGame();
        game->editState().player(0).coins = 20;
        // Plenty of turns to spend them: as evaluate() has it.
        QVERIFY(fineEvaluationOf(*game) == evaluationOf(*game));
        // Seat 0's last turn: twenty coins buy nothing that can still score. They tip an
        // even board, but by less than a city does.
        countdownAt(*game, rounds, 0, 0);
        const double rich = fineEvaluationOf(*game)[0];
        QVERIFY(rich > 0.5);
        QVERIFY(evaluationOf(*game)[0] > rich);
        game->editState().player(0).coins = 0;
        setStructure(*game, towardMiddle(*game, baseOf(*game, 0), 2), StructureKind::City, 0);
        QVERIFY2(fineEvaluationOf(*game)[0] > rich,
                 qPrintable(QStringLiteral("a city %1, twenty coins %2").arg(fineEvaluationOf(*game)[0]).arg(rich)));
    }

    void nearTheEndAFigureFarFromAnythingCountsForLess()
    {
        auto game = clearedGame();
        placeUnit(*game, 0, towardMiddle(*game, baseOf(*game, 0), 1));
        std::array<int, isle::MaxSeats> early{}; // enough for income to count in full too
        early.fill(6);
        std::array<int, isle::MaxSeats> late{};
        late.fill(1);
        std::array<double, isle::MaxSeats> withTime{};
        std::array<double, isle::MaxSeats> lastTurn{};
        game->worths(withTime, &early);
        game->worths(lastTurn, &late);
        std::array<double, isle::MaxSeats> plain{};
        game->worths(plain);
        QCOMPARE(withTime[0], plain[0]); // the figure and its goal in full
        QVERIFY(lastTurn[0] < withTime[0]);
        QVERIFY(lastTurn[0] > lastTurn[1]); // still worth something: it guards and blocks
    }

    void nearTheEndAStructureStoodOnIsTakenOnlyWithATurnLeft()
    {
        auto game = clearedGame();
        const int city = towardMiddle(*game, baseOf(*game, 0), 2);
        setStructure(*game, city, StructureKind::City, 0);
        placeUnit(*game, 1, city);
        std::array<int, isle::MaxSeats> turns{};
        turns.fill(1);
        std::array<double, isle::MaxSeats> rivalToCome{};
        game->worths(rivalToCome, &turns);
        turns[1] = 0; // the rival has played its last turn: its unit takes nothing
        std::array<double, isle::MaxSeats> rivalDone{};
        game->worths(rivalDone, &turns);
        QVERIFY(rivalDone[0] > rivalToCome[0]);
        QVERIFY(rivalDone[1] < rivalToCome[1]);
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
