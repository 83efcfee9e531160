// The turn planner (TurnPlanner) and the levels that use it: a turn planned as a whole
// where one-ply values mislead, the plan under way carried to the turn's next decision
// and forgotten anywhere else, moves that depend only on the view and the seed, prompt
// cancellation, and planning only where the game's turns ask for it.
#include "combogame.h"
#include "leadergame.h"

#include "players/difficulty.h"
#include "players/ismctsplayer.h"
#include "players/player.h"
#include "players/turnplanner.h"

#include <QTest>

#include <atomic>

using namespace isle;
using namespace ComboTest;

namespace {
TurnPlanSettings plans(int evaluations)
{
    TurnPlanSettings settings;
    settings.evaluations = evaluations;
    settings.samples = 2;
    settings.population = 8;
    return settings;
}

// The first move a planner on `settings` chooses in a new game of the type.
template<typename GameType>
int firstChoice(const TurnPlanSettings &settings, Rng rng)
{
    TurnPlanner planner;
    GameType game;
    return int(planner.choose(game, rng, settings, nullptr, nullptr).type);
}

// Plays the combination game with raids (seed `seed`) to its end with two planners, one on
// each of the settings and both with the same generator, failing at the first move on
// which they differ.
void playAlike(std::uint64_t seed, const TurnPlanSettings &first, const TurnPlanSettings &second)
{
    TurnPlanner a;
    TurnPlanner b;
    ComboGame gameA(true, seed, 4, true);
    ComboGame gameB(true, seed, 4, true);
    Rng rngA(seed, 9);
    Rng rngB(seed, 9);
    while (!gameA.isOver()) {
        const Action actionA = a.choose(gameA, rngA, first, nullptr, nullptr);
        const Action actionB = b.choose(gameB, rngB, second, nullptr, nullptr);
        QCOMPARE(actionA, actionB);
        gameA.apply(actionA);
        gameB.apply(actionB);
    }
    QCOMPARE(gameA.stateHash(), gameB.stateHash());
}
} // namespace

class TurnPlannerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plansTheTurnGreedyMisses()
    {
        // Greedy takes a point at every decision (4 a turn); the plan prepares three times
        // and cashes in (9). Played decision by decision, as a seat does.
        TurnPlanner planner;
        ComboGame game;
        Rng rng(7, 1);
        for (int decision = 0; decision < 4; ++decision)
            game.apply(planner.choose(game, rng, plans(200), nullptr, nullptr));
        QCOMPARE(game.points(0), 9);
        QVERIFY(planner.evaluationsDone() > 0);
    }

    void carriesThePlanWithinTheTurnOnly()
    {
        // With one evaluation a decision the planner scores the greedy turn and, when it
        // remembers one, the rest of its plan: after a prepare the remembered plan
        // prepares again, greedy cashes in at once (3 now, 7 in all, against 9).
        // What `planner` plays at `game` with `evaluations` plans, its generator seeded `seed`.
        const auto move = [](TurnPlanner &planner, const ComboGame &game, int evaluations, std::uint64_t seed) {
            Rng rng(seed, 1);
            return int(planner.choose(game, rng, plans(evaluations), nullptr, nullptr).type);
        };
        TurnPlanner planner;
        ComboGame game;
        QCOMPARE(move(planner, game, 300, 11), int(Prepare));
        game.apply(ToyTest::ToyGame::choice(Prepare));
        QCOMPARE(move(planner, game, 1, 12), int(Prepare));
        // Taken back to this decision (an undo) and asked again: the same plan, the same move.
        QCOMPARE(move(planner, game, 1, 12), int(Prepare));
        TurnPlanner fresh;
        QCOMPARE(move(fresh, game, 1, 12), int(Cash));

        // Another game (another seed) at the same decision: forgotten.
        TurnPlanner other;
        QCOMPARE(move(other, ComboGame(), 300, 11), int(Prepare));
        ComboGame elsewhere(true, 99);
        elsewhere.apply(ToyTest::ToyGame::choice(Prepare));
        QCOMPARE(move(other, elsewhere, 1, 12), int(Cash));

        // The same game at the decision the plan was made at: nothing before it to recall.
        TurnPlanner undone;
        QCOMPARE(move(undone, ComboGame(), 300, 11), int(Prepare));
        QCOMPARE(move(undone, ComboGame(), 1, 12), int(Take));
    }

    void checksTheRivalsReply()
    {
        // With raids, cashing leaves points loose for the rival's raid: at the turn's end
        // the turns that cash score best (up to 9 against 4 for taking), after the rival's
        // reply taking does (4, nothing to raid). Seat 0 plays its turn decision by
        // decision, as a seat does, scoring four plans a decision (the greedy turn, the
        // remembered one and mutants), so the reply check sees them all; then the rival
        // replies greedily.
        struct Turn
        {
            int points = 0; // seat 0's, after its turn
            int loose = 0;
            int margin = 0; // seat 0's points less the rival's, after the rival's turn
            qint64 replies = 0;
        };
        const auto play = [](int replyCheck) {
            TurnPlanner planner;
            ComboGame game(true, 1, 4, true);
            Rng rng(7, 1);
            TurnPlanSettings settings = plans(4);
            settings.replyCheck = replyCheck;
            Turn turn;
            for (int decision = 0; decision < 4; ++decision) {
                game.apply(planner.choose(game, rng, settings, nullptr, nullptr));
                turn.replies += planner.repliesDone();
            }
            turn.points = game.points(0);
            turn.loose = game.loose(0);
            TurnPlanner rival;
            for (int decision = 0; decision < 4; ++decision)
                game.apply(rival.choose(game, rng, plans(1), nullptr, nullptr)); // the greedy turn
            turn.margin = game.points(0) - game.points(1);
            return turn;
        };
        const Turn atTurnEnd = play(0);
        const Turn afterReply = play(4);
        QVERIFY(atTurnEnd.loose > 0);
        QCOMPARE(atTurnEnd.replies, qint64(0));
        QCOMPARE(afterReply.loose, 0);
        QVERIFY(afterReply.margin > atTurnEnd.margin);
        QCOMPARE(afterReply.replies, qint64(4 * 4 * 2)); // 4 decisions × 4 plans × 2 samples
    }

    void scoresAgainstTheLeaderWhenAsked()
    {
        // Against the others' mean, raiding the last seat scores best (+2 against +1.5);
        // against the strongest rival, striking the leader does (−1.5 against −4.5).
        const auto scored = [](bool againstLeader) {
            TurnPlanSettings settings = plans(20);
            settings.againstLeader = againstLeader;
            return firstChoice<LeaderTest::LeaderGame>(settings, Rng(3, 1));
        };
        QCOMPARE(scored(false), int(LeaderTest::Raid));
        QCOMPARE(scored(true), int(LeaderTest::Strike));

        // With two seats the strongest rival is the only one: the same moves either way.
        TurnPlanSettings leader = plans(30);
        leader.againstLeader = true;
        leader.replyCheck = 3;
        TurnPlanSettings mean = leader;
        mean.againstLeader = false;
        for (std::uint64_t seed : {1ULL, 2ULL}) {
            playAlike(seed, leader, mean);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void scoresByTheFinerEvaluationWhenAsked()
    {
        // The game's finer evaluation weighs a seat against the leader: by it striking
        // scores best, by the plain one raiding (the scores above).
        const auto scored = [](bool fine) {
            TurnPlanSettings settings = plans(20);
            settings.fineEvaluation = fine;
            return firstChoice<LeaderTest::LeaderGame>(settings, Rng(3, 1));
        };
        QCOMPARE(scored(false), int(LeaderTest::Raid));
        QCOMPARE(scored(true), int(LeaderTest::Strike));
    }

    void dependsOnlyOnTheViewAndTheSeed()
    {
        for (std::uint64_t seed : {1ULL, 2ULL, 3ULL}) {
            TurnPlanner a;
            TurnPlanner b;
            ComboGame gameA;
            ComboGame gameB;
            Rng rngA(seed, 5);
            Rng rngB(seed, 5);
            while (!gameA.isOver()) {
                const Action actionA = a.choose(gameA, rngA, plans(40), nullptr, nullptr);
                const Action actionB = b.choose(gameB, rngB, plans(40), nullptr, nullptr);
                QCOMPARE(actionA, actionB);
                gameA.apply(actionA);
                gameB.apply(actionB);
            }
            QCOMPARE(gameA.stateHash(), gameB.stateHash());
        }
    }

    void stopsWhenCancelled()
    {
        TurnPlanner planner;
        ComboGame game;
        Rng rng(3, 1);
        const std::atomic<bool> cancel{true};
        qint64 heard = -1;
        const std::function<void(qint64, qint64)> progress = [&](qint64 done, qint64) { heard = done; };
        const Action action = planner.choose(game, rng, plans(100000), &cancel, &progress);
        QCOMPARE(int(action.type), int(Take)); // the greedy turn, the only one scored
        QVERIFY(planner.evaluationsDone() >= 1);
        QVERIFY(planner.evaluationsDone() < 10);
        QCOMPARE(heard, planner.evaluationsDone());
    }

    void theLevelsPlanOnlyWhereTheGameAsks()
    {
        const auto settingsOf = [](const QString &name) {
            return static_cast<IsmctsPlayer *>(createPlayer(name).get())->settings().turnPlan;
        };
        QCOMPARE(settingsOf(QStringLiteral("easy")).evaluations, 0);
        QCOMPARE(settingsOf(QStringLiteral("medium")).evaluations, 0);
        const int hard = settingsOf(QStringLiteral("hard")).evaluations;
        QVERIFY(hard > 0);
        QVERIFY(settingsOf(QStringLiteral("expert")).evaluations * settingsOf(QStringLiteral("expert")).samples
                > hard * settingsOf(QStringLiteral("hard")).samples);
        // Only Expert checks its best plans against the rivals' reply.
        QCOMPARE(settingsOf(QStringLiteral("hard")).replyCheck, 0);
        QVERIFY(settingsOf(QStringLiteral("expert")).replyCheck > 1);
        // ... and scores them against the strongest rival.
        QVERIFY(!settingsOf(QStringLiteral("hard")).againstLeader);
        QVERIFY(settingsOf(QStringLiteral("expert")).againstLeader);
        // A level with its own budget scales its plans as its iterations.
        QCOMPARE(settingsOf(QStringLiteral("hard:4000")).evaluations, hard * 2);

        // Hard plans the combo in a game of many decisions a turn, and searches step by
        // step (its tree's iterations, not plans) where the game does not ask.
        for (const bool many : {true, false}) {
            auto player = createDifficultyPlayer(Difficulty::Hard);
            auto *search = static_cast<IsmctsPlayer *>(player.get());
            ComboGame game(many);
            Rng rng(5, 1);
            game.apply(player->choose(game, rng));
            if (many) {
                QCOMPARE(search->lastReport().iterations, qint64(hard));
                QCOMPARE(search->lastReport().choices.size(), std::size_t(1));
            } else {
                QCOMPARE(search->lastReport().iterations, difficultyPreset(Difficulty::Hard).iterations);
            }
        }
        auto planned = createDifficultyPlayer(Difficulty::Hard);
        ComboGame game;
        Rng rng(9, 1);
        for (int decision = 0; decision < 4; ++decision)
            game.apply(planned->choose(game, rng));
        QCOMPARE(game.points(0), 9);
    }
};

QTEST_GUILESS_MAIN(TurnPlannerTest)
#include "tst_turnplanner.moc"
