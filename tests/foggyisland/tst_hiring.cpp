// The game with mercenary characters: coins from victory points, hiring between rounds
// (cost, the basic character given back, refusals), the winner by coins and the tie-breaks.
#include "foggytestutil.h"

#include "core/position.h"

#include <QTest>

using namespace FoggyTest;
using isle::ActionList;
using isle::Rng;

class tst_Hiring : public QObject
{
    Q_OBJECT

private:
    // The mercenary variant is made directly: the module offers it once every ability plays.
    static std::unique_ptr<FoggyGame> mercenaryGame(const Ruleset &ruleset, std::uint64_t seed)
    {
        return std::make_unique<FoggyGame>(FoggyModule::instance(), std::make_shared<const Ruleset>(ruleset),
                                           compileRules(ruleset), Variant::Mercenary, seed);
    }

    // Plays random decisions until the game asks for `phase` (or ends).
    static void playUntil(FoggyGame &game, Phase phase, Rng &rng)
    {
        while (!game.isOver() && game.state().phase != phase)
            game.apply(game.randomAction(rng));
    }

    static int ownedTotal(const FoggyState &state, int seat)
    {
        int total = 0;
        for (int kind = 0; kind < CharacterCount; ++kind)
            total += state.owned[seat][kind];
        return total;
    }

    // Ends the current round with both sides scoring nothing: every tile but one holds a
    // Rabbit, and the last placement cannot make a line.
    static void finishRoundWithoutPoints(FoggyGame &game, Rng &rng)
    {
        playUntil(game, Phase::Place, rng);
        FoggyState &s = game.editState();
        const FoggyRules &rules = game.rules();
        int kept = -1;
        rules.boardCells.forEach([&](int cell) {
            if (kept < 0) {
                kept = cell;
                s.cells[cell] = Token{};
                return;
            }
            Token rabbit;
            rabbit.kind = static_cast<std::uint8_t>(kindOf(Character::Rabbit));
            rabbit.owner = 1;
            rabbit.side = SideWhite;
            s.cells[cell] = rabbit;
        });
        s.coveredFog = 0;
        game.recomputeFreeTiles();
        ActionList actions;
        game.legalActions(actions);
        QVERIFY(!actions.isEmpty());
        game.apply(actions[0]);
    }

private Q_SLOTS:
    void coinsFollowVictoryPoints()
    {
        auto game = mercenaryGame(defaults(), 11);
        Rng rng(4, 4);
        playUntil(*game, Phase::Hire, rng);
        const FoggyState &s = game->state();
        QCOMPARE(s.round, 1);
        for (int side = 0; side < SideCount; ++side)
            QCOMPARE(s.coins[side], int(s.roundPoints[side][0]));
        // The next round's starter (the second player) hires first.
        QCOMPARE(int(s.seat), 1);
        QCOMPARE(game->decision().kind, int(Phase::Hire));
    }

    void hiringPaysAndGivesBack()
    {
        auto game = mercenaryGame(defaults(), 21);
        FoggyState &s = game->editState();
        s.phase = Phase::Hire;
        s.seat = 0;
        s.roundStarter = 0;
        s.coins = {20, 0};
        const int cat = kindOf(Character::Cat);
        const int pig = kindOf(Character::Pig);
        QVERIFY(game->check(FoggyGame::hireAction(cat)).legal);
        game->apply(FoggyGame::hireAction(cat));
        QCOMPARE(game->state().coins[0], 5);
        QCOMPARE(game->state().hiredCost[0], 15);
        QCOMPARE(int(game->state().owned[0][cat]), 1);
        QCOMPARE(int(game->state().owned[0][pig]), 1);
        QCOMPARE(ownedTotal(game->state(), 0), 18);
        // The same seat goes on hiring until it says it is done.
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(game->decision().kind, int(Phase::Hire));
    }

    void refusals_data()
    {
        QTest::addColumn<int>("character");
        QTest::addColumn<int>("coins");
        QTest::addColumn<int>("pigsOwned");
        QTest::addColumn<QString>("reason");
        QTest::newRow("too few coins") << kindOf(Character::Cat) << 14 << 2 << QStringLiteral("costs 15 coins; there are 14");
        QTest::newRow("no basic to give back") << kindOf(Character::Cat) << 30 << 0 << QStringLiteral("no Pig is left");
        QTest::newRow("not for hire") << kindOf(Character::Wolf) << 30 << 2 << QStringLiteral("not for hire");
    }

    void refusals()
    {
        QFETCH(int, character);
        QFETCH(int, coins);
        QFETCH(int, pigsOwned);
        QFETCH(QString, reason);
        auto game = mercenaryGame(defaults(), 5);
        FoggyState &s = game->editState();
        s.phase = Phase::Hire;
        s.seat = 0;
        s.coins = {coins, 0};
        s.owned[0][kindOf(Character::Pig)] = static_cast<std::uint8_t>(pigsOwned);
        const isle::Verdict verdict = game->check(FoggyGame::hireAction(character));
        QVERIFY(!verdict.legal);
        QVERIFY2(verdict.reason.contains(reason), qPrintable(verdict.reason));
        ActionList actions;
        game->legalActions(actions);
        QVERIFY(!actions.contains(FoggyGame::hireAction(character)));
        QVERIFY(actions.contains(FoggyGame::endHiringAction()));
    }

    void everyMercenaryOnlyAsOftenAsForHire()
    {
        auto game = mercenaryGame(defaults(), 8);
        FoggyState &s = game->editState();
        s.phase = Phase::Hire;
        s.seat = 0;
        s.coins = {100, 0};
        const int crow = kindOf(Character::Crow);
        game->apply(FoggyGame::hireAction(crow));
        game->apply(FoggyGame::hireAction(crow));
        const isle::Verdict third = game->check(FoggyGame::hireAction(crow));
        QVERIFY(!third.legal);
        QVERIFY2(third.reason.contains(QStringLiteral("hired already")), qPrintable(third.reason));
        QCOMPARE(game->state().coins[0], 92);
        QCOMPARE(ownedTotal(game->state(), 0), 18);
    }

    void winnerByCoinsThenHireCost()
    {
        auto game = mercenaryGame(defaults(), 3);
        FoggyState &s = game->editState();
        s.phase = Phase::GameOver;
        s.coins = {30, 28};
        s.hiredCost = {0, 10};
        QVERIFY(game->outcome().isWinner(0));
        QCOMPARE(game->outcome().score[1], 28);
        s.coins = {30, 30};
        QVERIFY(game->outcome().isWinner(1));
        s.hiredCost = {10, 10};
        QVERIFY(game->outcome().draw);
    }

    void tiesAddRoundsUpToTheLimit()
    {
        Ruleset ruleset = defaults();
        ruleset.setValue(QStringLiteral("mercenaryRounds"), 1);
        ruleset.setValue(QStringLiteral("maxExtraRounds"), 2);
        auto game = mercenaryGame(ruleset, 9);
        Rng rng(2, 2);
        // Round 1 and two extra rounds end without points: tied every time.
        finishRoundWithoutPoints(*game, rng);
        QCOMPARE(int(game->state().extraRounds), 1);
        QCOMPARE(game->roundCount(), 2);
        QCOMPARE(game->state().phase, Phase::Hire);
        game->apply(FoggyGame::endHiringAction());
        game->apply(FoggyGame::endHiringAction());
        finishRoundWithoutPoints(*game, rng);
        QCOMPARE(int(game->state().extraRounds), 2);
        QVERIFY(!game->isOver());
        game->apply(FoggyGame::endHiringAction());
        game->apply(FoggyGame::endHiringAction());
        finishRoundWithoutPoints(*game, rng);
        QVERIFY(game->isOver());
        QCOMPARE(game->roundCount(), 3);
        QVERIFY(game->outcome().draw);
    }

    void positionsCarryTheMercenaryState()
    {
        // At any moment of a mercenary game its position loads again, with coins, hires
        // and an unsettled Hippo; the reloaded game keeps every token where it was.
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto game = mercenaryGame(defaults(), seed);
            Rng rng(seed, 5);
            for (int step = 0; !game->isOver(); ++step) {
                game->apply(game->randomAction(rng));
                if (step % 7 != 0 && !game->isOver())
                    continue;
                isle::Problems problems;
                const auto reloaded = isle::loadPosition(game->positionJson(), nullptr, problems);
                QVERIFY2(reloaded && !problems.hasErrors(), qPrintable(problems.summary()));
                const auto &again = static_cast<const FoggyGame &>(*reloaded);
                QCOMPARE(again.state().coins, game->state().coins);
                QCOMPARE(again.state().owned[0], game->state().owned[0]);
                QCOMPARE(again.state().hippo[0], game->state().hippo[0]);
                QCOMPARE(again.state().cells, game->state().cells);
                const QString error = conservationError(again);
                QVERIFY2(error.isEmpty(), qPrintable(error));
            }
        }
    }

    void pendingDecisionsSurviveAPosition()
    {
        // Mid-turn, a position keeps what the turn still owes: the ability decision waiting
        // (Mouses or Mole target, Fox and Snake exchanges, Prairie Dog swap), Turtle
        // placements, and that the start-of-turn Hippo and Frog decisions are done.
        int abilityPositions = 0;
        int turtlePositions = 0;
        for (const QString &variant : {QStringLiteral("mercenary"), QStringLiteral("team")}) {
            for (std::uint64_t seed = 1; seed <= 40; ++seed) {
                isle::Problems created;
                auto game = asFoggy(FoggyModule::instance().newGame(defaults(), variant, seed, created));
                Rng rng(seed, 9);
                while (!game->isOver()) {
                    game->apply(game->randomAction(rng));
                    const FoggyState &s = game->state();
                    const bool ability = s.phase >= Phase::SwapTarget && s.phase <= Phase::PrairieSwap;
                    if (!ability && !(s.phase == Phase::Place && !s.turnStarting))
                        continue;
                    isle::Problems problems;
                    const auto reloaded = isle::loadPosition(game->positionJson(), nullptr, problems);
                    QVERIFY2(reloaded && !problems.hasErrors(), qPrintable(problems.summary()));
                    const auto &again = static_cast<const FoggyGame &>(*reloaded);
                    QCOMPARE(again.state().phase, s.phase);
                    QCOMPARE(again.state().seat, s.seat);
                    QCOMPARE(again.state().placementsLeft, s.placementsLeft);
                    QCOMPARE(again.state().nextTurnBonus, s.nextTurnBonus);
                    if (ability) {
                        QCOMPARE(again.state().placer, s.placer);
                        QCOMPARE(again.state().abilityCell, s.abilityCell);
                        ++abilityPositions;
                    }
                    if (s.placementsLeft > 1)
                        ++turtlePositions;
                    ActionList before;
                    ActionList after;
                    game->legalActions(before);
                    again.legalActions(after);
                    QCOMPARE(after.size(), before.size());
                    for (const Action &action : before)
                        QVERIFY(after.contains(action));
                }
            }
        }
        QVERIFY(abilityPositions > 50);
        QVERIFY(turtlePositions > 5);
    }

    void badPendingDecisionsAreRefused()
    {
        auto game = mercenaryGame(defaults(), 3);
        Rng rng(3, 3);
        playUntil(*game, Phase::Place, rng);
        game->apply(game->randomAction(rng));
        playUntil(*game, Phase::Place, rng);
        QJsonObject position = game->positionJson();
        QVERIFY(position.contains(QStringLiteral("pending")));
        const auto refused = [&](const QJsonObject &pending, const QString &path) {
            QJsonObject changed = position;
            changed.insert(QStringLiteral("pending"), pending);
            isle::Problems problems;
            const auto reloaded = isle::loadPosition(changed, nullptr, problems);
            QVERIFY(!reloaded);
            bool named = false;
            for (const isle::Problem &problem : problems.items())
                named = named || problem.path == path;
            QVERIFY2(named, qPrintable(problems.summary()));
        };
        refused(QJsonObject{{QStringLiteral("decision"), QStringLiteral("dance")}}, QStringLiteral("$.pending.decision"));
        refused(QJsonObject{{QStringLiteral("decision"), QStringLiteral("place")}, {QStringLiteral("placementsLeft"), 0}},
                QStringLiteral("$.pending.placementsLeft"));
        refused(QJsonObject{{QStringLiteral("decision"), QStringLiteral("fox-exchange")},
                            {QStringLiteral("placer"), 1},
                            {QStringLiteral("tile"), QStringLiteral("Z9")}},
                QStringLiteral("$.pending.tile"));
        refused(QJsonObject{{QStringLiteral("decision"), QStringLiteral("place")}, {QStringLiteral("colour"), 1}},
                QStringLiteral("$.pending.colour"));
    }

    void quickGameHiresFirstWithAPurse()
    {
        Ruleset ruleset = defaults();
        ruleset.setValue(QStringLiteral("quickWeather"), QStringLiteral("foggy"));
        auto game = asFoggy([&] {
            isle::Problems problems;
            return FoggyModule::instance().newGame(ruleset, QStringLiteral("quick"), 31, problems);
        }());
        QVERIFY(game);
        const FoggyState &s = game->state();
        QCOMPARE(s.phase, Phase::Hire);
        QCOMPARE(s.coins[0], 80);
        game->apply(FoggyGame::hireAction(kindOf(Character::Cat)));   // 15
        game->apply(FoggyGame::hireAction(kindOf(Character::Turtle))); // 12
        game->apply(FoggyGame::endHiringAction());
        QCOMPARE(s.coins[0], 53);
        game->apply(FoggyGame::endHiringAction());
        // Unspent coins go back: the game is won by the coins the rounds bring.
        QCOMPARE(s.coins[0], 0);
        QCOMPARE(s.coins[1], 0);
        QCOMPARE(s.hiredCost[0], 27);
        QCOMPARE(int(s.owned[0][kindOf(Character::Cat)]), 1);
        Rng rng(8, 8);
        int rounds = 0;
        while (!game->isOver()) {
            if (s.phase == Phase::Place && s.round == rounds) {
                QCOMPARE(s.weather, Weather::Foggy); // one weather for the whole game
                ++rounds;
            }
            game->apply(game->randomAction(rng));
        }
        QVERIFY(game->roundCount() >= 2);
        QCOMPARE(rounds, game->roundCount());
        // Coins are the rounds' points less what later hiring cost.
        QCOMPARE(s.coins[0] + s.hiredCost[0] - 27, int(s.totalPoints[0]));
        QCOMPARE(s.coins[1] + s.hiredCost[1], int(s.totalPoints[1]));
    }

    void quickGameDrawsItsWeatherOnce()
    {
        // quickWeather "draw" (the default is a choice, tst_quickweather): drawn once, after hiring.
        Ruleset ruleset = defaults();
        ruleset.setValue(QStringLiteral("quickWeather"), QStringLiteral("draw"));
        auto game = asFoggy([&] {
            isle::Problems problems;
            return FoggyModule::instance().newGame(ruleset, QStringLiteral("quick"), 4, problems);
        }());
        Rng rng(2, 9);
        int choices = 0;
        int weather = -1;
        while (!game->isOver()) {
            choices += game->state().phase == Phase::ChooseWeather ? 1 : 0;
            if (game->state().phase == Phase::Place) {
                if (weather < 0)
                    weather = int(game->state().weather);
                QCOMPARE(int(game->state().weather), weather);
            }
            game->apply(game->randomAction(rng));
        }
        QCOMPARE(choices, 1);
    }

    void randomGamesKeepTheRules()
    {
        // Random mercenary games end, never spend coins they lack, keep 18 tokens a seat
        // and keep board + hand + pile equal to what each seat owns.
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            auto game = mercenaryGame(defaults(), seed);
            Rng rng(seed, 77);
            ActionList legal;
            int decisions = 0;
            QList<Action> played;
            std::vector<std::uint64_t> hashes;
            while (!game->isOver()) {
                const Action action = game->randomAction(rng);
                played.append(action);
                game->legalActions(legal);
                QVERIFY2(legal.contains(action), qPrintable(game->describeAction(action) + QStringLiteral(" in phase ")
                                                            + game->decisionName(game->decision().kind)));
                QVERIFY(game->check(action).legal);
                game->apply(action);
                const FoggyState &s = game->state();
                for (int seat = 0; seat < 2; ++seat)
                    QCOMPARE(ownedTotal(s, seat), 18);
                QVERIFY(s.coins[0] >= 0 && s.coins[1] >= 0);
                const QString error = conservationError(*game);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                QVERIFY(++decisions < 2000);
                hashes.push_back(game->stateHash());
            }
            // Replaying the decisions under the same seed reproduces every state.
            auto again = mercenaryGame(defaults(), seed);
            for (int i = 0; i < played.size(); ++i) {
                QVERIFY(again->check(played[i]).legal);
                again->apply(played[i]);
                QCOMPARE(again->stateHash(), hashes[std::size_t(i)]);
            }
            const FoggyState &s = game->state();
            QVERIFY(game->roundCount() >= 4);
            int earned0 = 0;
            for (int round = 0; round < game->roundCount(); ++round)
                earned0 += s.roundPoints[0][round];
            QCOMPARE(s.coins[0] + s.hiredCost[0], earned0);
        }
    }
};

QTEST_GUILESS_MAIN(tst_Hiring)
#include "tst_hiring.moc"
