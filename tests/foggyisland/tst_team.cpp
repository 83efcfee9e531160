// The team game for four players (rules: "Team game"): seats alternate teams, each
// player draws from their own half of the team's set, coins are shared, one hirer per
// team per round (rotating) and teammates after, hires shuffled and split, "opponent"
// means the other team, Sunny weather all game.
#include "foggytestutil.h"

#include "core/gamerecord.h"

#include <QJsonArray>
#include <QTest>

using namespace FoggyTest;
using isle::ActionList;
using isle::Rng;

class tst_Team : public QObject
{
    Q_OBJECT

private:
    static std::unique_ptr<FoggyGame> teamGame(std::uint64_t seed, const Ruleset &ruleset = defaults())
    {
        QString errors;
        auto game = newGame(ruleset, QStringLiteral("team"), seed, &errors);
        if (!game)
            qFatal("%s", qPrintable(errors));
        return game;
    }

    static void playUntil(FoggyGame &game, Phase phase, Rng &rng)
    {
        while (!game.isOver() && game.state().phase != phase)
            game.apply(game.randomAction(rng));
    }

    static int total(const KindCounts &counts)
    {
        int sum = 0;
        for (const auto count : counts)
            sum += count;
        return sum;
    }

    static int mercenaries(const KindCounts &counts)
    {
        int sum = 0;
        for (int kind = 0; kind < CharacterCount; ++kind)
            sum += characterInfo(kind).mercenary ? counts[kind] : 0;
        return sum;
    }

private Q_SLOTS:
    void fourSeatsInTwoAlternatingTeams()
    {
        auto game = teamGame(3);
        QCOMPARE(game->seatCount(), 4);
        QCOMPARE(FoggyModule::instance().seatCount(QStringLiteral("team")), 4);
        QVERIFY(FoggyModule::instance().variants().contains(QStringLiteral("team")));
        // A1, B1, A2, B2: no player moves right after a teammate.
        for (int seat = 0; seat < 4; ++seat)
            QVERIFY(sideOfSeat(seat) != sideOfSeat((seat + 1) % 4));
        Rng rng(5, 5);
        playUntil(*game, Phase::Place, rng);
        // Placements go round the table: 1, 2, 3, 4, 1 ...
        QList<int> order;
        while (order.size() < 6) {
            if (game->state().phase == Phase::Place) {
                order.append(game->state().seat);
                game->apply(game->randomAction(rng));
                continue;
            }
            game->apply(game->randomAction(rng));
        }
        QCOMPARE(order, (QList<int>{0, 1, 2, 3, 0, 1}));
    }

    void eachPlayerHasHalfTheTeamsSet()
    {
        auto game = teamGame(11);
        const FoggyState &s = game->state();
        const int half = game->rules().startingTokens() / 2;
        for (int seat = 0; seat < 4; ++seat)
            QCOMPARE(total(s.owned[seat]), half);
        for (int team = 0; team < 2; ++team)
            for (int kind = 0; kind < CharacterCount; ++kind)
                QCOMPARE(int(s.owned[team][kind] + s.owned[team + 2][kind]), game->rules().characters[kind].basicCount);
        QCOMPARE(conservationError(*game), QString());
    }

    void aPlayerPicksOnlyFromTheirOwnPile()
    {
        // Seat 1's half without Pigs: a Pig is in the team's set, but not in their pile.
        auto game = teamGame(19);
        FoggyState &s = game->editState();
        QCOMPARE(s.phase, Phase::PickHand);
        QCOMPARE(s.seat, 0);
        const int pig = kindOf(Character::Pig);
        const int wolf = kindOf(Character::Wolf);
        const int movePigs = s.owned[0][pig];
        s.owned[0][pig] = 0;
        s.owned[2][pig] = static_cast<std::uint8_t>(s.owned[2][pig] + movePigs);
        s.owned[0][wolf] = static_cast<std::uint8_t>(s.owned[0][wolf] + movePigs);
        s.owned[2][wolf] = static_cast<std::uint8_t>(s.owned[2][wolf] - std::min<int>(movePigs, s.owned[2][wolf]));
        s.pile = s.owned;
        game->recomputeFreeTiles();
        const isle::Verdict verdict = game->check(FoggyGame::pickAction(pig));
        QVERIFY(!verdict.legal);
        QVERIFY2(!verdict.reason.isEmpty(), "a refusal says why");
        ActionList legal;
        game->legalActions(legal);
        for (const Action &action : legal)
            QVERIFY(action.kind != pig);
    }

    void sunnyWeatherAllGame()
    {
        auto game = teamGame(23);
        Rng rng(2, 9);
        int rounds = 0;
        int lastRound = -1;
        while (!game->isOver()) {
            QVERIFY(game->state().phase != Phase::ChooseWeather);
            QVERIFY(game->state().phase != Phase::LiftFog);
            if (game->state().phase == Phase::Place) {
                QCOMPARE(game->state().weather, Weather::Sunny);
                QCOMPARE(game->state().coveredFog, std::uint16_t(0));
                if (game->state().round != lastRound) {
                    lastRound = game->state().round;
                    ++rounds;
                }
            }
            game->apply(game->randomAction(rng));
        }
        QVERIFY(rounds >= game->rules().teamRounds);
    }

    void theTeamWeatherIsAParameter()
    {
        Ruleset ruleset = defaults();
        ruleset.setValue(QStringLiteral("teamWeather"), QStringLiteral("foggy"));
        auto game = teamGame(23, ruleset);
        Rng rng(2, 9);
        playUntil(*game, Phase::Place, rng);
        QCOMPARE(game->state().weather, Weather::Foggy);
    }

    void teammatesShareCoins()
    {
        auto game = teamGame(31);
        Rng rng(4, 4);
        playUntil(*game, Phase::Hire, rng);
        const FoggyState &s = game->state();
        const int points0 = s.roundPoints[0][0];
        const int points1 = s.roundPoints[1][0];
        QCOMPARE(s.coins[0], points0);
        QCOMPARE(s.coins[1], points1);
        const isle::Outcome outcome = game->outcome();
        QCOMPARE(outcome.score[0], outcome.score[2]);
        QCOMPARE(outcome.score[1], outcome.score[3]);
    }

    void oneHirerPerTeamThenTeammatesInRotation()
    {
        Ruleset ruleset = defaults();
        auto game = teamGame(37, ruleset);
        Rng rng(6, 1);
        QList<QList<int>> hiringOrders;
        while (!game->isOver() && hiringOrders.size() < 2) {
            playUntil(*game, Phase::Hire, rng);
            QList<int> order;
            while (game->state().phase == Phase::Hire) {
                order.append(game->state().seat);
                game->apply(FoggyGame::endHiringAction());
            }
            hiringOrders.append(order);
        }
        QCOMPARE(hiringOrders.size(), 2);
        // Round 2 is started by B1 (index 1): B1 hires first, then A1, then their teammates.
        // Round 3 is started by A2 (index 2), and this time A2 and B2 are the hirers.
        QCOMPARE(hiringOrders.at(0), (QList<int>{1, 0, 3, 2}));
        QCOMPARE(hiringOrders.at(1), (QList<int>{2, 3, 0, 1}));
    }

    void teammateHiresWithWhatIsLeft()
    {
        auto game = teamGame(41);
        Rng rng(8, 8);
        playUntil(*game, Phase::Hire, rng);
        FoggyState &s = game->editState();
        s.coins = {40, 40};
        const int cat = kindOf(Character::Cat);
        const int fox = kindOf(Character::Fox);
        const int catCost = game->rules().characters[cat].cost;
        const int foxCost = game->rules().characters[fox].cost;
        const int hirer = s.seat;
        const int side = sideOfSeat(hirer);
        QVERIFY(game->check(FoggyGame::hireAction(cat)).legal);
        game->apply(FoggyGame::hireAction(cat));
        QCOMPARE(s.coins[side], 40 - catCost);
        game->apply(FoggyGame::endHiringAction());
        // The other team's hirer; then the first team's second player spends the rest.
        game->apply(FoggyGame::endHiringAction());
        QCOMPARE(int(s.seat), game->teammate(hirer));
        const isle::Verdict fox40 = game->check(FoggyGame::hireAction(fox));
        QCOMPARE(fox40.legal, 40 - catCost >= foxCost);
        if (fox40.legal) {
            game->apply(FoggyGame::hireAction(fox));
            QCOMPARE(s.coins[side], 40 - catCost - foxCost);
            QCOMPARE(s.hiredCost[side], catCost + foxCost);
        }
        // Spend what is left: a refusal names the coins once they run short.
        while (game->check(FoggyGame::hireAction(cat)).legal)
            game->apply(FoggyGame::hireAction(cat));
        QCOMPARE(conservationError(*game), QString());
    }

    void hireLimitsCountTheWholeTeam()
    {
        auto game = teamGame(43);
        Rng rng(3, 3);
        playUntil(*game, Phase::Hire, rng);
        FoggyState &s = game->editState();
        s.coins = {500, 500};
        const int cat = kindOf(Character::Cat);
        const int limit = game->rules().characters[cat].hireCount;
        const int hirer = s.seat;
        for (int i = 0; i < limit; ++i)
            game->apply(FoggyGame::hireAction(cat));
        QVERIFY(!game->check(FoggyGame::hireAction(cat)).legal);
        game->apply(FoggyGame::endHiringAction());
        game->apply(FoggyGame::endHiringAction());
        QCOMPARE(int(s.seat), game->teammate(hirer));
        const isle::Verdict verdict = game->check(FoggyGame::hireAction(cat));
        QVERIFY(!verdict.legal);
        QVERIFY2(verdict.reason.contains(QString::number(limit)), qPrintable(verdict.reason));
    }

    void hiresAreShuffledAndSplit()
    {
        // Whatever one player hired, each teammate ends up with half the set and the
        // mercenaries shared as evenly as they can be.
        QSet<int> firstHalfMercenaries;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto game = teamGame(seed);
            Rng rng(seed, 7);
            playUntil(*game, Phase::Hire, rng);
            FoggyState &s = game->editState();
            s.coins = {500, 500};
            const int side = sideOfSeat(s.seat);
            for (const Character character : {Character::Cat, Character::Fox, Character::Turtle})
                game->apply(FoggyGame::hireAction(kindOf(character)));
            while (game->state().phase == Phase::Hire)
                game->apply(FoggyGame::endHiringAction());
            const int half = game->rules().startingTokens() / 2;
            QCOMPARE(total(s.owned[side]), half);
            QCOMPARE(total(s.owned[side + 2]), half);
            const int a = mercenaries(s.owned[side]);
            const int b = mercenaries(s.owned[side + 2]);
            QCOMPARE(a + b, 3);
            QVERIFY(std::abs(a - b) == 1);
            firstHalfMercenaries.insert(a);
            QCOMPARE(conservationError(*game), QString());
        }
        QVERIFY2(firstHalfMercenaries.size() == 2, "who gets the extra mercenary is drawn");
    }

    void opponentsAreTheOtherTeam()
    {
        // A Mouse of seat 1 next to a teammate's token (seat 3) and an opponent's (seat 2):
        // it swaps with the opponent's token only.
        auto game = teamGame(47);
        Rng rng(1, 1);
        playUntil(*game, Phase::Place, rng);
        FoggyState &s = game->editState();
        s.cells.fill(Token{});
        const auto put = [&](const char *name, Character character, int owner) {
            Token token;
            token.kind = static_cast<std::uint8_t>(kindOf(character));
            token.owner = static_cast<std::uint8_t>(owner);
            token.side = game->rules().placedSide[owner][token.kind];
            s.cells[cellOf(name)] = token;
        };
        put("B2", Character::Wolf, 2); // teammate, side 1
        put("D2", Character::Wolf, 1); // opponent, side 2
        const int mouses = kindOf(Character::Mouses);
        for (int seat = 0; seat < 4; ++seat)
            s.pile[seat] = s.owned[seat];
        s.hand = {};
        s.hand[0][mouses] = 1;
        s.owned[0][mouses] = static_cast<std::uint8_t>(s.owned[0][mouses] + 1);
        s.owned[2][kindOf(Character::Wolf)] = static_cast<std::uint8_t>(s.owned[2][kindOf(Character::Wolf)] + 1);
        s.owned[1][kindOf(Character::Wolf)] = static_cast<std::uint8_t>(s.owned[1][kindOf(Character::Wolf)] + 1);
        s.phase = Phase::Place;
        s.seat = 0;
        s.placementsLeft = 1;
        s.nextTurnBonus = {};
        game->recomputeFreeTiles();
        game->apply(place(Character::Mouses, "C2"));
        QCOMPARE(int(s.cells[cellOf("D2")].kind), mouses);
        QCOMPARE(int(s.cells[cellOf("C2")].owner), 1);
        QCOMPARE(int(s.cells[cellOf("B2")].owner), 2); // the teammate's token stays
    }

    void foxAsksTheOpponentWhoCanExchange()
    {
        // The Fox of seat 1: the next seat (seat 2) has no token beside it, seat 4 has one,
        // so seat 4 makes the exchange.
        auto game = teamGame(53);
        Rng rng(1, 2);
        playUntil(*game, Phase::Place, rng);
        FoggyState &s = game->editState();
        s.cells.fill(Token{});
        Token rat;
        rat.kind = static_cast<std::uint8_t>(kindOf(Character::Rat));
        rat.owner = 3;
        rat.side = game->rules().placedSide[3][rat.kind];
        s.cells[cellOf("C3")] = rat;
        const int fox = kindOf(Character::Fox);
        s.hand[0][fox] = static_cast<std::uint8_t>(s.hand[0][fox] + 1);
        s.owned[0][fox] = static_cast<std::uint8_t>(s.owned[0][fox] + 1);
        s.owned[3][rat.kind] = static_cast<std::uint8_t>(s.owned[3][rat.kind] + 1);
        s.phase = Phase::Place;
        s.seat = 0;
        s.placementsLeft = 1;
        game->recomputeFreeTiles();
        QVERIFY(s.handCount[3] > 0);
        game->apply(place(Character::Fox, "C2"));
        QCOMPARE(s.phase, Phase::FoxExchange);
        QCOMPARE(int(s.seat), 3);
    }

    void theWinningTeamWinsTogether()
    {
        auto game = teamGame(59);
        Rng rng(10, 10);
        while (!game->isOver())
            game->apply(game->randomAction(rng));
        const isle::Outcome outcome = game->outcome();
        QCOMPARE(outcome.seatCount, 4);
        if (!outcome.draw) {
            QVERIFY(outcome.winnerMask == 0b0101 || outcome.winnerMask == 0b1010);
            const int winner = outcome.winnerMask == 0b0101 ? 0 : 1;
            QVERIFY(game->state().coins[winner] >= game->state().coins[1 - winner]);
        }
    }

    void theSplitOfTheOtherTeamIsHidden()
    {
        auto game = teamGame(61);
        Rng rng(12, 3);
        playUntil(*game, Phase::Place, rng);
        const QJsonObject view = game->observation(0);
        const QJsonArray owned = view.value(QStringLiteral("owned")).toArray();
        QCOMPARE(owned.size(), 4);
        QVERIFY(owned.at(0).isObject());
        QVERIFY(owned.at(2).isObject()); // the teammate's half follows from the team's set anyway
        QVERIFY(owned.at(1).isNull());
        QVERIFY(owned.at(3).isNull());
        QCOMPARE(view.value(QStringLiteral("teamOwned")).toArray().size(), 2);
        // Resampling what seat 1 cannot see never changes what seat 1 sees.
        for (std::uint64_t i = 0; i < 20; ++i) {
            auto copy = game->clone();
            Rng sampler(i, 99);
            copy->determinize(0, sampler);
            QCOMPARE(copy->observation(0), view);
            QCOMPARE(conservationError(static_cast<const FoggyGame &>(*copy)), QString());
        }
    }

    void randomGamesKeepEveryTokenAndReplay()
    {
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            auto game = teamGame(seed);
            Rng rng(seed, 77);
            QList<Action> decisions;
            while (!game->isOver()) {
                const Action action = game->randomAction(rng);
                QVERIFY(game->check(action).legal);
                game->apply(action);
                decisions.append(action);
                QVERIFY(game->state().coins[0] >= 0 && game->state().coins[1] >= 0);
                const QString error = conservationError(*game);
                QVERIFY2(error.isEmpty(), qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(error)));
            }
            auto replayed = teamGame(seed);
            for (const Action &action : std::as_const(decisions)) {
                QVERIFY(replayed->check(action).legal);
                replayed->apply(action);
            }
            QCOMPARE(replayed->stateHash(), game->stateHash());
        }
    }
};

QTEST_GUILESS_MAIN(tst_Team)
#include "tst_team.moc"
