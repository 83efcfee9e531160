// The ISMCTS computer player: legal answers to every decision of every variant, moves
// that depend only on seed, budget and thread count, prompt cancellation, no way to a
// hidden fact, every seat (or team) playing for itself, and more strength than a
// random player.
#include "../foggyisland/foggytestutil.h"
#include "coingame.h"
#include "driftgame.h"
#include "trapgame.h"

#include "core/game.h"
#include "core/rng.h"
#include "players/difficulty.h"
#include "players/ismctsplayer.h"
#include "players/player.h"
#include "simulation/simulation.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <set>
#include <thread>

using namespace isle;
using namespace FoggyTest;

namespace {
IsmctsSettings budget(qint64 iterations, int threads = 1)
{
    IsmctsSettings settings;
    settings.iterations = iterations;
    settings.threads = threads;
    return settings;
}

// Generators per seat as simulation.cpp derives them, so views are made the same way.
Rng seatRng(std::uint64_t seed, int seat)
{
    return Rng(splitMix64(seed ^ (0x9e3779b97f4a7c15ULL * std::uint64_t(seat + 1))), std::uint64_t(seat + 1));
}

// The seat's view as playGame() makes it: a copy of the game, determinized for the seat.
std::unique_ptr<Game> viewFor(const Game &game, int seat, Rng &rng)
{
    auto view = game.clone();
    view->setHistoryEnabled(false);
    view->determinize(seat, rng);
    return view;
}

// Moves one token of seat 1 from its hand to its pile and one of another character the
// other way: a different hidden fact, the same public facts.
bool swapHandAndPile(FoggyGame &game)
{
    FoggyState &s = game.editState();
    for (int out = 0; out < CharacterCount; ++out) {
        for (int in = 0; in < CharacterCount; ++in) {
            if (out == in || s.hand[1][out] == 0 || s.pile[1][in] == 0)
                continue;
            --s.hand[1][out];
            ++s.pile[1][out];
            --s.pile[1][in];
            ++s.hand[1][in];
            game.recomputeFreeTiles();
            return true;
        }
    }
    return false;
}

// Exchanges the characters of two of `owner`'s face-down tokens that differ but are of
// the same class (white or not, which the legal choices of abilities could show).
bool swapFaceDown(FoggyGame &game, int owner = 1)
{
    FoggyState &s = game.editState();
    const FoggyRules &rules = game.rules();
    std::vector<int> cells;
    rules.boardCells.forEach([&](int c) {
        if (!s.cells[c].isEmpty() && s.cells[c].isFaceDown() && s.cells[c].owner == owner)
            cells.push_back(c);
    });
    for (std::size_t i = 0; i < cells.size(); ++i)
        for (std::size_t j = i + 1; j < cells.size(); ++j) {
            Token &a = s.cells[cells[i]];
            Token &b = s.cells[cells[j]];
            const bool whiteA = rules.characters[a.kind].colour == FaceColour::White;
            const bool whiteB = rules.characters[b.kind].colour == FaceColour::White;
            if (a.kind == b.kind || whiteA != whiteB)
                continue;
            std::swap(a.kind, b.kind);
            std::swap(a.side, b.side);
            return true;
        }
    return false;
}

// A weather game whose deck holds only fog, advanced at random until seat 0 is to place
// while both seats have face-down tokens out and every hidden fact below can be changed:
// seat 1's, and seat 0's own face-down tokens, which the default rules (ownerSeesFaceDown
// off) hide from their owner too.
std::unique_ptr<FoggyGame> hiddenPosition(std::uint64_t seed)
{
    Ruleset ruleset = defaults();
    setWeatherDeck(ruleset, 0, 0, 6);
    for (std::uint64_t attempt = 0; attempt < 500; ++attempt) {
        auto game = newGame(ruleset, QStringLiteral("weather"), seed + attempt);
        game->setHistoryEnabled(false);
        Rng rng(seed + attempt, 9);
        while (!game->isOver()) {
            if (game->state().phase == Phase::Place && game->state().seat == 0) {
                auto trial = asFoggy(game->clone());
                if (swapHandAndPile(*trial) && swapFaceDown(*trial) && swapFaceDown(*trial, 0)) {
                    game->recomputeFreeTiles(); // the same derived lists as an edited copy
                    return game;
                }
            }
            game->apply(game->randomAction(rng));
        }
    }
    return nullptr;
}

// The moves the player makes from `seed` on every seat's views of `game`, played to the
// end: the same seed, budget and threads must give the same list.
QList<Action> playWith(const Game &start, const IsmctsSettings &settings, std::uint64_t seed, int maxMoves)
{
    auto game = start.clone();
    game->setHistoryEnabled(false);
    auto view = game->clone();
    IsmctsPlayer player(settings);
    std::vector<Rng> rngs;
    for (int seat = 0; seat < game->seatCount(); ++seat)
        rngs.push_back(seatRng(seed, seat));
    QList<Action> moves;
    while (!game->isOver() && moves.size() < maxMoves) {
        const int seat = game->decision().seat;
        view->assign(*game);
        view->determinize(seat, rngs[seat]);
        const Action action = player.choose(*view, rngs[seat]);
        moves.append(action);
        game->apply(action);
    }
    return moves;
}
} // namespace

class tst_Ismcts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void legalEveryDecision_data();
    void legalEveryDecision();
    void sameSeedSameMoves_data();
    void sameSeedSameMoves();
    void reportAddsUp();
    void cancelReturnsPromptly_data();
    void cancelReturnsPromptly();
    void timeLimitReturns();
    void hiddenFactNeverReached_data();
    void hiddenFactNeverReached();
    void viewsHiddenFactsIgnored();
    void eachSeatPlaysForItself_data();
    void eachSeatPlaysForItself();
    void namesAndPresets();
    void mediumBeatsRandom();
    void greedyPlayoutsDeterministic();
    void bestValueExpandedFirst();
    void wideningBoundsTheChildren();
    void shortGamesIgnoreLongGameSettings();
    void defaultEvaluationIsTheMargin();
    void longGamesRescaleSmallDifferences();
    void steadyEvaluationShortensPlayouts();
    void budgetPerTwoSeats();
    void chanceOutcomesKeptApart();
};

void tst_Ismcts::legalEveryDecision_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("seed");
    for (const QString &variant : FoggyModule::instance().variants())
        for (int seed = 1; seed <= 2; ++seed)
            QTest::addRow("%s, seed %d", qPrintable(variant), seed) << variant << seed;
}

void tst_Ismcts::legalEveryDecision()
{
    // Every seat is the player at a small budget, through the same view path as
    // playGame(); every answer must pass check(), whatever the decision kind.
    QFETCH(QString, variant);
    QFETCH(int, seed);
    isle::Problems problems;
    auto game = FoggyModule::instance().newGame(defaults(), variant, std::uint64_t(seed), problems);
    QVERIFY2(game, qPrintable(problems.summary()));
    game->setHistoryEnabled(false);
    auto view = game->clone();
    IsmctsPlayer player(budget(24));
    std::vector<Rng> rngs;
    for (int seat = 0; seat < game->seatCount(); ++seat)
        rngs.push_back(seatRng(std::uint64_t(seed), seat));
    std::set<int> kinds;
    int decisions = 0;
    while (!game->isOver()) {
        QVERIFY2(++decisions < 5000, "the game does not end");
        const Decision decision = game->decision();
        kinds.insert(decision.kind);
        view->assign(*game);
        view->determinize(decision.seat, rngs[decision.seat]);
        const Action action = player.choose(*view, rngs[decision.seat]);
        const Verdict verdict = game->check(action);
        QVERIFY2(verdict.legal, qPrintable(QStringLiteral("%1 (%2): %3")
                                               .arg(game->describeAction(action), game->decisionName(decision.kind),
                                                    verdict.reason)));
        game->apply(action);
    }
    QVERIFY(kinds.size() >= 2);
}

void tst_Ismcts::sameSeedSameMoves_data()
{
    QTest::addColumn<int>("threads");
    QTest::newRow("1 thread") << 1;
    QTest::newRow("2 threads") << 2;
    QTest::newRow("3 threads") << 3;
}

void tst_Ismcts::sameSeedSameMoves()
{
    QFETCH(int, threads);
    auto start = newGame(defaults(), QStringLiteral("weather"), 77);
    const QList<Action> first = playWith(*start, budget(120, threads), 5, 40);
    const QList<Action> second = playWith(*start, budget(120, threads), 5, 40);
    QCOMPARE(first.size(), 40);
    QVERIFY(first == second);

    // The same view and generator state give the same root statistics, whether the player
    // is fresh or reuses the trees of an earlier search.
    auto game = start->clone();
    Rng walk(3, 3);
    for (int i = 0; i < 25; ++i)
        game->apply(game->randomAction(walk));
    Rng viewRng(11, 1);
    auto view = viewFor(*game, game->decision().seat, viewRng);
    IsmctsPlayer reused(budget(300, threads));
    Rng warmUp(99, 1);
    reused.choose(*view, warmUp);
    IsmctsPlayer fresh(budget(300, threads));
    Rng rngA(42, 1);
    Rng rngB(42, 1);
    const Action a = fresh.choose(*view, rngA);
    const Action b = reused.choose(*view, rngB);
    QVERIFY(a == b);
    QVERIFY(rngA == rngB);
    const IsmctsReport &ra = fresh.lastReport();
    const IsmctsReport &rb = reused.lastReport();
    QCOMPARE(ra.iterations, qint64(300));
    QCOMPARE(ra.choices.size(), rb.choices.size());
    for (std::size_t i = 0; i < ra.choices.size(); ++i) {
        QVERIFY(ra.choices[i].action == rb.choices[i].action);
        QCOMPARE(ra.choices[i].visits, rb.choices[i].visits);
        QCOMPARE(ra.choices[i].meanReward, rb.choices[i].meanReward);
    }
}

void tst_Ismcts::reportAddsUp()
{
    // Every iteration passes through exactly one root child; with two threads the two
    // trees' visits add up to the whole budget.
    for (int threads = 1; threads <= 2; ++threads) {
        auto game = newGame(defaults(), QStringLiteral("basic"), 5);
        Rng walk(1, 1);
        while (game->state().phase != Phase::Place)
            game->apply(game->randomAction(walk));
        Rng viewRng(4, 1);
        auto view = viewFor(*game, game->decision().seat, viewRng);
        IsmctsPlayer player(budget(500, threads));
        Rng rng(8, 1);
        const Action chosen = player.choose(*view, rng);
        QVERIFY(game->check(chosen).legal);
        qint64 visits = 0;
        qint64 most = 0;
        qint64 chosenVisits = -1;
        for (const IsmctsChoice &choice : player.lastReport().choices) {
            visits += choice.visits;
            QVERIFY(choice.meanReward >= 0.0 && choice.meanReward <= 1.0);
            most = std::max(most, choice.visits);
            if (choice.action == chosen)
                chosenVisits = choice.visits;
        }
        QCOMPARE(visits, qint64(500));
        QCOMPARE(player.lastReport().iterations, qint64(500));
        QCOMPARE(chosenVisits, most); // the most visited (ties go to the better mean)
    }
}

void tst_Ismcts::cancelReturnsPromptly_data()
{
    QTest::addColumn<int>("threads");
    QTest::newRow("1 thread") << 1;
    QTest::newRow("2 threads") << 2;
}

void tst_Ismcts::cancelReturnsPromptly()
{
    // A budget of 10^9 iterations would take hours; another thread cancels once the
    // progress callback shows the search running, and choose() must come back.
    QFETCH(int, threads);
    auto game = newGame(defaults(), QStringLiteral("basic"), 12);
    Rng walk(2, 2);
    while (game->state().phase != Phase::Place)
        game->apply(game->randomAction(walk));
    Rng viewRng(6, 1);
    auto view = viewFor(*game, game->decision().seat, viewRng);

    const qint64 huge = 1000000000;
    IsmctsPlayer player(budget(huge, threads));
    std::atomic<bool> cancel{false};
    std::atomic<qint64> progress{0};
    std::atomic<qint64> reportedBudget{0};
    player.setCancelFlag(&cancel);
    player.setProgressCallback([&](qint64 done, qint64 total) {
        progress.store(done);
        reportedBudget.store(total);
    });
    std::thread canceller([&] {
        while (progress.load() < 256)
            std::this_thread::yield();
        cancel.store(true);
    });
    Rng rng(1, 1);
    const Action chosen = player.choose(*view, rng);
    canceller.join();
    QVERIFY(game->check(chosen).legal);
    QVERIFY(player.lastReport().cancelled);
    QVERIFY(player.lastReport().iterations >= 256);
    QVERIFY(player.lastReport().iterations < huge);
    QCOMPARE(reportedBudget.load(), huge);
}

void tst_Ismcts::timeLimitReturns()
{
    auto game = newGame(defaults(), QStringLiteral("basic"), 3);
    Rng viewRng(6, 1);
    auto view = viewFor(*game, game->decision().seat, viewRng);
    IsmctsSettings settings;
    settings.iterations = 0;
    settings.timeLimitMs = 50;
    IsmctsPlayer player(settings);
    Rng rng(1, 1);
    const Action chosen = player.choose(*view, rng);
    QVERIFY(game->check(chosen).legal);
    QVERIFY(player.lastReport().iterations > 0);
}

void tst_Ismcts::hiddenFactNeverReached_data()
{
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("fact"); // 0: seat 1's hand and pile, 1: seat 1's face-down tokens, 2: seat 0's own
    QTest::newRow("hand and pile, seed 1") << 1 << 0;
    QTest::newRow("hand and pile, seed 2") << 2 << 0;
    QTest::newRow("face-down tokens, seed 1") << 1 << 1;
    QTest::newRow("face-down tokens, seed 3") << 3 << 1;
    QTest::newRow("own face-down tokens, seed 1") << 1 << 2;
    QTest::newRow("own face-down tokens, seed 2") << 2 << 2;
}

void tst_Ismcts::hiddenFactNeverReached()
{
    // Two true states that differ only in a fact hidden from seat 0 (which tokens seat 1
    // holds in hand, which of its face-down tokens is which, or which of seat 0's own
    // face-down tokens is which: the default rules hide them from their owner). The view is made as
    // playGame() makes it; it must come out the same, and so must the move and the
    // whole root statistics.
    QFETCH(int, seed);
    QFETCH(int, fact);
    auto truthA = hiddenPosition(std::uint64_t(seed) * 1000);
    QVERIFY(truthA);
    QVERIFY(!truthA->rules().ownerSeesFaceDown);
    auto truthB = asFoggy(truthA->clone());
    QVERIFY(fact == 0 ? swapHandAndPile(*truthB) : swapFaceDown(*truthB, fact == 1 ? 1 : 0));
    QVERIFY(truthA->stateHash() != truthB->stateHash());
    QCOMPARE(truthA->observation(0), truthB->observation(0));

    for (int threads = 1; threads <= 2; ++threads) {
        Rng viewRngA = seatRng(std::uint64_t(seed), 0);
        Rng viewRngB = seatRng(std::uint64_t(seed), 0);
        auto viewA = viewFor(*truthA, 0, viewRngA);
        auto viewB = viewFor(*truthB, 0, viewRngB);
        QCOMPARE(viewA->stateHash(), viewB->stateHash());

        IsmctsPlayer playerA(budget(400, threads));
        IsmctsPlayer playerB(budget(400, threads));
        const Action a = playerA.choose(*viewA, viewRngA);
        const Action b = playerB.choose(*viewB, viewRngB);
        QVERIFY(a == b);
        const auto &ca = playerA.lastReport().choices;
        const auto &cb = playerB.lastReport().choices;
        QCOMPARE(ca.size(), cb.size());
        for (std::size_t i = 0; i < ca.size(); ++i)
            QCOMPARE(ca[i].visits, cb[i].visits);
    }
}

void tst_Ismcts::viewsHiddenFactsIgnored()
{
    // Stronger than the above: the view is itself only a sample, and the player draws the
    // hidden facts again on every iteration, so two views that differ in a hidden fact
    // give the same search.
    auto truth = hiddenPosition(7000);
    QVERIFY(truth);
    auto other = asFoggy(truth->clone());
    QVERIFY(swapHandAndPile(*other));
    QVERIFY(swapFaceDown(*other));
    QVERIFY(swapFaceDown(*other, 0));
    QVERIFY(truth->stateHash() != other->stateHash());
    IsmctsPlayer playerA(budget(400));
    IsmctsPlayer playerB(budget(400));
    Rng rngA(5, 1);
    Rng rngB(5, 1);
    QVERIFY(playerA.choose(*truth, rngA) == playerB.choose(*other, rngB));
    for (std::size_t i = 0; i < playerA.lastReport().choices.size(); ++i)
        QCOMPARE(playerA.lastReport().choices[i].visits, playerB.lastReport().choices[i].visits);
}

void tst_Ismcts::eachSeatPlaysForItself_data()
{
    QTest::addColumn<int>("seats");
    QTest::addColumn<int>("responder");
    QTest::addColumn<bool>("teams");
    QTest::addColumn<int>("expected"); // 0 = safe, 1 = trap
    QTest::newRow("2 seats") << 2 << 1 << false << 0;
    QTest::newRow("3 seats, third responds") << 3 << 2 << false << 0;
    QTest::newRow("4 seats, last responds") << 4 << 3 << false << 0;
    QTest::newRow("teams, opponent responds") << 4 << 1 << true << 0;
    QTest::newRow("teams, partner responds") << 4 << 2 << true << 1;
}

void tst_Ismcts::eachSeatPlaysForItself()
{
    // Every node must hold the reward of the seat that moved into it: the responder then
    // punishes a trap when it is an opponent and completes it when it is a partner.
    QFETCH(int, seats);
    QFETCH(int, responder);
    QFETCH(bool, teams);
    QFETCH(int, expected);
    TrapTest::TrapGame game({seats, responder, teams});
    for (int threads = 1; threads <= 2; ++threads) {
        IsmctsPlayer player(budget(2000, threads));
        Rng rng(17, 1);
        QCOMPARE(int(player.choose(game, rng).type), expected);
        const auto &choices = player.lastReport().choices;
        QCOMPARE(choices.size(), std::size_t(2));
        QVERIFY(qAbs(choices[0].meanReward - 0.5) < 1e-9); // safe is a draw
        QVERIFY(expected == 1 ? choices[1].meanReward > 0.75 : choices[1].meanReward < 0.4);
    }
}

void tst_Ismcts::namesAndPresets()
{
    const QStringList names = playerNames();
    for (const char *name : {"random", "greedy", "easy", "medium", "hard", "expert", "ismcts:N"})
        QVERIFY2(names.contains(QLatin1StringView(name)), name);
    for (const DifficultyPreset &preset : difficultyPresets()) {
        auto player = createPlayer(QLatin1StringView(preset.id));
        QVERIFY(player);
        QCOMPARE(player->name(), QLatin1StringView(preset.id));
        QVERIFY(!difficultyLabel(preset.level).isEmpty());
        QCOMPARE(difficultyFromId(QLatin1StringView(preset.id)), std::optional<Difficulty>(preset.level));
    }
    QVERIFY(difficultyPreset(Difficulty::Easy).iterations < difficultyPreset(Difficulty::Medium).iterations);
    QVERIFY(difficultyPreset(Difficulty::Medium).iterations < difficultyPreset(Difficulty::Hard).iterations);
    QVERIFY(difficultyPreset(Difficulty::Hard).iterations < difficultyPreset(Difficulty::Expert).iterations);
    // Hard and Expert search more in games of more seats; Easy and Medium answer as quickly.
    const auto settingsOf = [](Difficulty level) {
        return static_cast<IsmctsPlayer *>(createDifficultyPlayer(level).get())->settings();
    };
    const auto perTwoSeats = [&](Difficulty level) { return settingsOf(level).budgetPerTwoSeats; };
    QVERIFY(!perTwoSeats(Difficulty::Easy) && !perTwoSeats(Difficulty::Medium));
    QVERIFY(perTwoSeats(Difficulty::Hard) && perTwoSeats(Difficulty::Expert));
    // Hard and Expert look ahead in their trees and stop long games' playouts early where
    // the game's evaluation allows it; Easy and Medium sample as before.
    QCOMPARE(settingsOf(Difficulty::Easy).steadyPlayoutCap, 0);
    QCOMPARE(settingsOf(Difficulty::Medium).steadyPlayoutCap, 0);
    for (const Difficulty level : {Difficulty::Hard, Difficulty::Expert}) {
        QVERIFY(settingsOf(level).steadyPlayoutCap > 0);
        QVERIFY(settingsOf(level).steadyPlayoutCap < settingsOf(level).longPlayoutCap);
    }

    auto custom = createPlayer(QStringLiteral("ismcts:123"));
    QVERIFY(custom);
    QCOMPARE(static_cast<IsmctsPlayer *>(custom.get())->settings().iterations, qint64(123));

    // A level with its own budget keeps everything else the level knows.
    auto budgeted = createPlayer(QStringLiteral("hard:4000"));
    QVERIFY(budgeted);
    QCOMPARE(budgeted->name(), QStringLiteral("hard:4000"));
    const IsmctsSettings hard = static_cast<IsmctsPlayer *>(createPlayer(QStringLiteral("hard")).get())->settings();
    IsmctsSettings expected = hard;
    expected.iterations = 4000;
    const IsmctsSettings got = static_cast<IsmctsPlayer *>(budgeted.get())->settings();
    QCOMPARE(got.iterations, expected.iterations);
    QCOMPARE(got.priorWeight, expected.priorWeight);
    QCOMPARE(got.longPlayoutCap, expected.longPlayoutCap);
    QCOMPARE(got.steadyPlayoutCap, expected.steadyPlayoutCap);
    QCOMPARE(got.budgetPerTwoSeats, expected.budgetPerTwoSeats);
    QCOMPARE(static_cast<IsmctsPlayer *>(createPlayer(QStringLiteral("medium:150")).get())->settings().iterations,
             qint64(150));

    QString error;
    for (const char *bad : {"ismcts:", "ismcts:0", "ismcts:-5", "ismcts:12x", "ismcts:99999999999", "mcts", "hard:",
                            "hard:0", "hard:+40", "hard: 40", "medium:12x", "expert:99999999999", "genius:100"}) {
        error.clear();
        QVERIFY2(!createPlayer(QLatin1StringView(bad), &error), bad);
        QVERIFY(!error.isEmpty());
    }
}

void tst_Ismcts::greedyPlayoutsDeterministic()
{
    // Half the playout moves greedy: the search still depends only on view, seed and
    // budget, and it differs from the uniform playouts' search.
    auto game = newGame(defaults(), QStringLiteral("weather"), 5);
    Rng walk(8, 1);
    for (int i = 0; i < 20; ++i)
        game->apply(game->randomAction(walk));
    Rng viewRng(2, 1);
    auto view = viewFor(*game, game->decision().seat, viewRng);
    IsmctsSettings greedy = budget(400);
    greedy.playoutGreedy = 0.5;
    const auto rootVisits = [&](const IsmctsSettings &settings) {
        IsmctsPlayer player(settings);
        Rng rng(31, 1);
        player.choose(*view, rng);
        QList<qint64> visits;
        for (const IsmctsChoice &choice : player.lastReport().choices)
            visits.append(choice.visits);
        return visits;
    };
    const QList<qint64> first = rootVisits(greedy);
    QCOMPARE(rootVisits(greedy), first);
    QVERIFY(rootVisits(budget(400)) != first);

    auto parsed = createPlayer(QStringLiteral("ismcts:100:40:50"));
    QVERIFY(parsed);
    QCOMPARE(static_cast<IsmctsPlayer *>(parsed.get())->settings().playoutGreedy, 0.5);
    QCOMPARE(static_cast<IsmctsPlayer *>(parsed.get())->settings().playoutCap, 40);
    for (const char *bad : {"ismcts:100:40:101", "ismcts:100:40:-1", "ismcts:100:40:5:5", "ismcts:100:40:x"})
        QVERIFY2(!createPlayer(QLatin1StringView(bad)), bad);
}

namespace {
// A placement in the middle of a basic game, dozens of actions wide, as the seat to
// place sees it.
std::unique_ptr<Game> wideDecisionView(std::uint64_t viewSeed)
{
    auto game = newGame(defaults(), QStringLiteral("basic"), 21);
    Rng walk(3, 1);
    for (int i = 0; i < 30; ++i)
        game->apply(game->randomAction(walk));
    Rng viewRng(viewSeed, 1);
    return viewFor(*game, game->decision().seat, viewRng);
}

// The share of the last search's root visits that went to `action`.
double visitShare(const IsmctsPlayer &player, const Action &action)
{
    qint64 share = 0;
    qint64 total = 0;
    for (const IsmctsChoice &choice : player.lastReport().choices) {
        total += choice.visits;
        share += choice.action == action ? choice.visits : 0;
    }
    return double(share) / double(total);
}
} // namespace

void tst_Ismcts::bestValueExpandedFirst()
{
    // With move ordering, the first child of a wide decision is an action of the best
    // one-ply value; without it, the first one tried is drawn at random.
    const auto view = wideDecisionView(5);
    const int seat = view->decision().seat;
    ActionList actions;
    view->legalActions(actions);
    QVERIFY(actions.size() > 10);
    std::vector<int> values(actions.size());
    view->actionValues(actions, seat, values.data());
    const int best = *std::max_element(values.begin(), values.end());
    const auto valueOf = [&](const Action &action) {
        for (std::size_t i = 0; i < actions.size(); ++i)
            if (actions[i] == action)
                return values[i];
        return std::numeric_limits<int>::min();
    };
    const auto firstTried = [&](double priorWeight, std::uint64_t seed) {
        IsmctsSettings settings = budget(1);
        settings.priorWeight = priorWeight;
        IsmctsTree tree;
        tree.search(*view, seat, seed, 1, settings, IsmctsControl{});
        Action first;
        tree.forEachRootChild([&](const IsmctsTree::Node &node) { first = node.action; });
        return first;
    };
    int randomBelowBest = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        QCOMPARE(valueOf(firstTried(2.0, seed)), best);
        randomBelowBest += valueOf(firstTried(0.0, seed)) < best ? 1 : 0;
    }
    QVERIFY2(randomBelowBest > 0, "without ordering, some first tries are not the best value");
}

void tst_Ismcts::wideningBoundsTheChildren()
{
    // Progressive widening: after n iterations the root has considered at most
    // base · (n + 1)^exponent children (one more may be added when a determinization
    // leaves none of them legal), where without it every iteration adds one.
    const auto view = wideDecisionView(9);
    const int seat = view->decision().seat;
    ActionList actions;
    view->legalActions(actions);
    QVERIFY(actions.size() > 30);
    const auto rootChildren = [&](double base) {
        IsmctsSettings settings = budget(200);
        settings.priorWeight = 2.0;
        settings.wideningBase = base;
        settings.wideningExponent = 0.5;
        IsmctsTree tree;
        tree.search(*view, seat, 77, 200, settings, IsmctsControl{});
        int children = 0;
        tree.forEachRootChild([&](const IsmctsTree::Node &) { ++children; });
        return children;
    };
    QVERIFY(rootChildren(1.0) <= int(std::ceil(std::sqrt(201.0))) + 1);
    QVERIFY(rootChildren(1.0) >= 5);
    QCOMPARE(rootChildren(0.0), int(actions.size()));
}

void tst_Ismcts::shortGamesIgnoreLongGameSettings()
{
    // The long-game cut-off and its greedy share apply only when the first playouts are
    // long: this game's are short, so the search is the plain one, visit for visit.
    auto game = newGame(defaults(), QStringLiteral("weather"), 9);
    Rng viewRng(4, 1);
    auto view = viewFor(*game, game->decision().seat, viewRng);
    IsmctsSettings longGame = budget(300);
    longGame.longPlayout = 300;
    longGame.longPlayoutCap = 40;
    longGame.longPlayoutGreedy = 0.5;
    longGame.longPlayoutNormalize = true;
    IsmctsPlayer plain(budget(300));
    IsmctsPlayer withLong(longGame);
    Rng rngA(17, 1);
    Rng rngB(17, 1);
    QVERIFY(plain.choose(*view, rngA) == withLong.choose(*view, rngB));
    for (std::size_t i = 0; i < plain.lastReport().choices.size(); ++i) {
        QCOMPARE(withLong.lastReport().choices[i].visits, plain.lastReport().choices[i].visits);
        QCOMPARE(withLong.lastReport().choices[i].meanReward, plain.lastReport().choices[i].meanReward);
    }
}

void tst_Ismcts::defaultEvaluationIsTheMargin()
{
    // Game::evaluate by default: 0.5 + 0.5 · (own − others' mean) / (|own| + |others' mean| + 1).
    auto game = newGame(defaults(), QStringLiteral("weather"), 12);
    Rng walk(6, 1);
    for (int i = 0; i < 60 && !game->isOver(); ++i)
        game->apply(game->randomAction(walk));
    std::array<double, MaxSeats> values{};
    values.fill(-1.0);
    game->evaluate(values);
    const Outcome standing = game->outcome();
    double total = 0.0;
    for (int seat = 0; seat < standing.seatCount; ++seat)
        total += standing.score[std::size_t(seat)];
    for (int seat = 0; seat < MaxSeats; ++seat) {
        if (seat >= standing.seatCount) {
            QCOMPARE(values[std::size_t(seat)], 0.0);
            continue;
        }
        const double own = standing.score[std::size_t(seat)];
        const double others = (total - own) / (standing.seatCount - 1);
        QCOMPARE(values[std::size_t(seat)], 0.5 + 0.5 * (own - others) / (std::abs(own) + std::abs(others) + 1.0));
    }
}

void tst_Ismcts::mediumBeatsRandom()
{
    // 20 seat-balanced basic games through the batch driver. Medium wins about every game
    // against random (docs/BENCHMARKS.md); 18 of 20 leaves room for the odd unlucky deal.
    int wins = 0;
    for (int mediumSeat = 0; mediumSeat < 2; ++mediumSeat) {
        SimulationConfig config;
        config.gameId = QStringLiteral("foggy-island");
        config.variant = QStringLiteral("basic");
        config.ruleset = defaults();
        config.players = mediumSeat == 0 ? QStringList{QStringLiteral("medium"), QStringLiteral("random")}
                                         : QStringList{QStringLiteral("random"), QStringLiteral("medium")};
        config.games = 10;
        config.seed = 2024 + std::uint64_t(mediumSeat);
        config.threads = 2;
        isle::Problems problems;
        const SimulationResult result = simulate(config, problems);
        QCOMPARE(result.games, 10);
        wins += int(result.seatStats[std::size_t(mediumSeat)].wins);
    }
    QVERIFY2(wins >= 18, qPrintable(QStringLiteral("medium won %1 of 20").arg(wins)));
}

void tst_Ismcts::longGamesRescaleSmallDifferences()
{
    // A cut-off playout scored a hundredth better after one opening: UCB reading the mean
    // as it stands spends its iterations almost evenly on both, while UCB reading it
    // rescaled to the tree's range puts nearly all of them on the better one.
    const DriftTest::DriftGame game(200, 0.01);
    IsmctsSettings settings = budget(400);
    settings.longPlayout = 50;
    settings.longPlayoutCap = 10;
    const auto betterShare = [&](bool normalize) {
        settings.longPlayoutNormalize = normalize;
        IsmctsPlayer player(settings);
        Rng rng(5, 1);
        const Action chosen = player.choose(game, rng);
        if (normalize)
            [&] { QCOMPARE(chosen, DriftTest::DriftGame::choice(0)); }();
        return visitShare(player, DriftTest::DriftGame::choice(0));
    };
    const double plain = betterShare(false);
    const double rescaled = betterShare(true);
    QVERIFY2(plain < 0.6, qPrintable(QStringLiteral("as it stands: %1 of the visits on the better opening").arg(plain)));
    QVERIFY2(rescaled > 0.9, qPrintable(QStringLiteral("rescaled: %1 of the visits on the better opening").arg(rescaled)));
}

void tst_Ismcts::steadyEvaluationShortensPlayouts()
{
    // A long game whose evaluation scores any position: a search asking for short playouts
    // there (Hard, Expert) stops them after steadyPlayoutCap decisions once its first
    // playouts have shown a long game; a search that does not ask (Easy, Medium), or a game
    // that does not say so, keeps the long-game cap. No cut-off playout here reaches the
    // end and none draws, so the trees are the same and the count of applied decisions
    // differs by exactly the playouts' lengths.
    constexpr int Iterations = 200;
    IsmctsSettings settings = budget(Iterations);
    settings.longPlayout = 50;
    settings.longPlayoutCap = 40;
    qint64 fewestIterations = Iterations;
    const auto applied = [&](bool steadyGame, int steadyCap) {
        DriftTest::DriftGame game(1000, 0.01);
        game.setSteady(steadyGame);
        auto counter = std::make_shared<qint64>(0);
        game.countApplies(counter);
        settings.steadyPlayoutCap = steadyCap;
        IsmctsPlayer player(settings);
        Rng rng(5, 1);
        player.choose(game, rng);
        fewestIterations = std::min(fewestIterations, player.lastReport().iterations);
        return *counter;
    };
    const qint64 sampled = applied(false, 2);
    const qint64 steady = applied(true, 2);
    const qint64 cut = Iterations - IsmctsSettings::ProbePlayouts;
    QCOMPARE(sampled - steady, cut * (40 - 2));
    QCOMPARE(applied(true, 0), sampled);
    QCOMPARE(applied(true, 60), sampled); // never longer than the long-game cap
    QCOMPARE(sampled - applied(true, 10), cut * (40 - 10));
    QCOMPARE(fewestIterations, qint64(Iterations));
}

void tst_Ismcts::budgetPerTwoSeats()
{
    // Four seats (the team game): twice the budget; two seats (the basic game): the budget.
    IsmctsSettings settings = budget(120);
    settings.budgetPerTwoSeats = true;
    for (const auto &[variant, iterations] : {std::pair{QStringLiteral("team"), 240}, std::pair{QStringLiteral("basic"), 120}}) {
        auto game = newGame(defaults(), variant, 3);
        Rng viewRng(2, 1);
        auto view = viewFor(*game, game->decision().seat, viewRng);
        ActionList legal;
        view->legalActions(legal);
        QVERIFY(legal.size() > 1);
        IsmctsPlayer scaled(settings);
        IsmctsPlayer plain(budget(120));
        Rng rngA(3, 1);
        Rng rngB(3, 1);
        scaled.choose(*view, rngA);
        plain.choose(*view, rngB);
        QCOMPARE(scaled.lastReport().iterations, iterations);
        QCOMPARE(plain.lastReport().iterations, 120);
    }
}

void tst_Ismcts::chanceOutcomesKeptApart()
{
    // Gambling wins for sure when the call after the coin may depend on its face. A game
    // that names the face gets a chance node per face, and the search gambles with nearly
    // all its visits; one that does not gets one plan for both faces, worth a coin toss,
    // and the search finds gambling no better than the draw.
    const auto gambleShare = [](bool tellsChance) {
        const CoinTest::CoinGame game(tellsChance);
        IsmctsPlayer player(budget(600));
        Rng rng(11, 1);
        const Action chosen = player.choose(game, rng);
        if (tellsChance)
            [&] { QCOMPARE(chosen, CoinTest::CoinGame::choice(1)); }();
        return visitShare(player, CoinTest::CoinGame::choice(1));
    };
    const double fused = gambleShare(false);
    const double apart = gambleShare(true);
    QVERIFY2(fused < 0.75, qPrintable(QStringLiteral("one plan for both faces: %1 of the visits gamble").arg(fused)));
    QVERIFY2(apart > 0.9, qPrintable(QStringLiteral("a plan per face: %1 of the visits gamble").arg(apart)));
}

QTEST_GUILESS_MAIN(tst_Ismcts)
#include "tst_ismcts.moc"
