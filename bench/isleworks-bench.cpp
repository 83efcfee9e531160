// Speed of the rules engine: random complete games per second (one core and all cores),
// apply+undo and legal-action generation per second, batch simulation through the
// players, ISMCTS iterations per second and the computer players' strength table.
// Figures and the command that produced them go in docs/BENCHMARKS.md.
#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "foggyisland/foggygame.h"
#include "foggyisland/foggymodule.h"
#include "foggyisland/foggystate.h"
#include "squirrelisland/squirrelgame.h"
#include "players/difficulty.h"
#include "players/ismctsplayer.h"
#include "players/player.h"
#include "simulation/simulation.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <cstdio>
#include <thread>
#include <vector>

using namespace isle;

namespace {

// The game every figure is measured on: Foggy Island unless `game=<id>` names another.
const GameModule *benchModule = &foggy::FoggyModule::instance();

std::unique_ptr<Game> newGame(const QString &variant)
{
    Problems problems;
    return benchModule->newGame(benchModule->defaultRuleset(), variant, 1, problems);
}

// Plays `seconds` worth of random games through the engine API alone; returns games.
// The game's own class is used, as a game-specific AI would, so calls are direct. With
// `fast`, each game is handed to the game's fast random playout (Game::playOutRandomly),
// which plays the same games; a game without one is played by the loop.
template<typename ConcreteGame>
qint64 randomGamesOf(Game &created, double seconds, std::uint64_t seedBase, qint64 *decisions, bool fast)
{
    auto *game = static_cast<ConcreteGame *>(&created);
    game->setHistoryEnabled(false);
    Rng rng(seedBase, 7);
    QElapsedTimer timer;
    timer.start();
    qint64 games = 0;
    qint64 moves = 0;
    const qint64 limit = qint64(seconds * 1e9);
    while (timer.nsecsElapsed() < limit) {
        for (int batch = 0; batch < 256; ++batch) {
            game->reset(seedBase + std::uint64_t(games));
            if (fast) {
                const int played = game->playOutRandomly(rng, -1);
                if (played >= 0) {
                    moves += played;
                    ++games;
                    continue;
                }
            }
            while (!game->isOver()) {
                game->apply(game->randomAction(rng));
                ++moves;
            }
            ++games;
        }
    }
    if (decisions)
        *decisions = moves;
    return games;
}

qint64 randomGames(const QString &variant, double seconds, std::uint64_t seedBase, qint64 *decisions = nullptr,
                   bool fast = false)
{
    auto created = newGame(variant);
    if (auto *foggyGame = dynamic_cast<foggy::FoggyGame *>(created.get()))
        return randomGamesOf<foggy::FoggyGame>(*foggyGame, seconds, seedBase, decisions, fast);
    if (auto *squirrelGame = dynamic_cast<squirrelisland::SquirrelGame *>(created.get()))
        return randomGamesOf<squirrelisland::SquirrelGame>(*squirrelGame, seconds, seedBase, decisions, fast);
    return randomGamesOf<Game>(*created, seconds, seedBase, decisions, fast);
}

double perSecond(qint64 count, qint64 nanoseconds)
{
    return double(count) * 1e9 / double(nanoseconds);
}

void report(const char *name, double value, const char *unit)
{
    std::printf("%-52s %14.0f %s\n", name, value, unit);
}

void gamesPerSecond(const QString &variant, double seconds)
{
    QElapsedTimer timer;
    timer.start();
    qint64 decisions = 0;
    const qint64 games = randomGames(variant, seconds, 1000, &decisions);
    const qint64 elapsed = timer.nsecsElapsed();
    const QByteArray name = QStringLiteral("random %1 games, one core").arg(variant).toUtf8();
    report(name.constData(), perSecond(games, elapsed), "games/s");
    const QByteArray decisionName = QStringLiteral("  decisions applied in those games").toUtf8();
    report(decisionName.constData(), perSecond(decisions, elapsed), "decisions/s");

    const int threads = QThread::idealThreadCount();
    std::vector<qint64> counts(static_cast<std::size_t>(threads));
    std::vector<std::thread> workers;
    timer.restart();
    for (int i = 0; i < threads; ++i)
        workers.emplace_back([&, i] { counts[i] = randomGames(variant, seconds, 1000000ULL * (i + 1)); });
    for (std::thread &worker : workers)
        worker.join();
    const qint64 parallelElapsed = timer.nsecsElapsed();
    qint64 total = 0;
    for (qint64 count : counts)
        total += count;
    const QByteArray allName = QStringLiteral("random %1 games, %2 threads").arg(variant).arg(threads).toUtf8();
    report(allName.constData(), perSecond(total, parallelElapsed), "games/s");
}

// Random games of `variant` on one core, each handed whole to the fast random playout,
// next to the engine's loop on the same seeds and generator, measured back to back.
void fastGamesPerSecond(const QString &variant, double seconds)
{
    for (const bool fast : {false, true}) {
        QElapsedTimer timer;
        timer.start();
        qint64 decisions = 0;
        const qint64 games = randomGames(variant, seconds, 1000, &decisions, fast);
        const qint64 elapsed = timer.nsecsElapsed();
        const QByteArray name =
            QStringLiteral("random %1 games, one core, %2").arg(variant, fast ? QStringLiteral("fast playout") : QStringLiteral("engine loop")).toUtf8();
        report(name.constData(), perSecond(games, elapsed), "games/s");
        report("  decisions applied in those games", perSecond(decisions, elapsed), "decisions/s");
    }
}

// The fast random playout against the engine's loop on `count` games of `variant` from
// their start (seeds 1…count, one generator each): the final states (boards, scores,
// hands, generators: stateHash) and outcomes must be identical. Returns the games that
// differ; -1 when the game has no fast playout.
qint64 fastPlayoutCheck(const QString &variant, int count)
{
    auto full = newGame(variant);
    auto fast = newGame(variant);
    full->setHistoryEnabled(false);
    fast->setHistoryEnabled(false);
    qint64 differing = 0;
    qint64 decisions = 0;
    for (int seed = 1; seed <= count; ++seed) {
        full->reset(std::uint64_t(seed));
        fast->reset(std::uint64_t(seed));
        Rng fullRng(std::uint64_t(seed), 11);
        Rng fastRng = fullRng;
        int played = 0;
        for (; !full->isOver(); ++played)
            full->apply(full->randomAction(fullRng));
        const int fastPlayed = fast->playOutRandomly(fastRng, -1);
        if (fastPlayed < 0)
            return -1;
        decisions += played;
        const Outcome a = full->outcome();
        const Outcome b = fast->outcome();
        if (fastPlayed != played || full->stateHash() != fast->stateHash() || !(fullRng == fastRng) || a.score != b.score
            || a.winnerMask != b.winnerMask || a.draw != b.draw)
            ++differing;
    }
    std::printf("fast playout against the engine loop, %s: %d games (%lld decisions), %lld differ\n", qPrintable(variant),
                count, decisions, differing);
    return differing;
}

// Mid-game positions of `variant` to measure single operations on.
std::vector<std::unique_ptr<Game>> samplePositions(const QString &variant, int count)
{
    std::vector<std::unique_ptr<Game>> positions;
    Rng rng(3, 3);
    for (int i = 0; i < count; ++i) {
        auto game = newGame(variant);
        game->reset(std::uint64_t(i));
        const int steps = 10 + int(rng.below(70));
        for (int step = 0; step < steps && !game->isOver(); ++step)
            game->apply(game->randomAction(rng));
        if (!game->isOver())
            positions.push_back(std::move(game));
    }
    return positions;
}

void operationsPerSecond(const QString &variant, double seconds)
{
    auto positions = samplePositions(variant, 64);
    ActionList actions;
    Rng rng(11, 11);
    QElapsedTimer timer;

    qint64 generated = 0;
    qint64 listed = 0;
    timer.start();
    while (timer.nsecsElapsed() < qint64(seconds * 1e9)) {
        for (auto &position : positions) {
            position->legalActions(actions);
            listed += qint64(actions.size());
            ++generated;
        }
    }
    qint64 elapsed = timer.nsecsElapsed();
    const QByteArray legalName = QStringLiteral("legal-action generation (%1, mid-game)").arg(variant).toUtf8();
    report(legalName.constData(), perSecond(generated, elapsed), "lists/s");
    report("  actions listed", perSecond(listed, elapsed), "actions/s");

    qint64 pairs = 0;
    for (auto &position : positions)
        position->setHistoryEnabled(true);
    timer.restart();
    while (timer.nsecsElapsed() < qint64(seconds * 1e9)) {
        for (auto &position : positions) {
            position->apply(position->randomAction(rng));
            position->undo();
            ++pairs;
        }
    }
    elapsed = timer.nsecsElapsed();
    const QByteArray applyName = QStringLiteral("apply + undo (%1, mid-game, with history)").arg(variant).toUtf8();
    report(applyName.constData(), perSecond(pairs, elapsed), "pairs/s");
}

void simulationThroughPlayers(const QString &variant, const QString &players, int games)
{
    SimulationConfig config;
    config.gameId = benchModule->id();
    config.variant = variant;
    config.ruleset = benchModule->defaultRuleset();
    config.players = players.split(u',');
    config.games = games;
    config.threads = QThread::idealThreadCount();
    Problems problems;
    QElapsedTimer timer;
    timer.start();
    const SimulationResult result = simulate(config, problems);
    const QByteArray name = QStringLiteral("simulate %1 (%2, %3 threads)").arg(players, variant).arg(config.threads).toUtf8();
    report(name.constData(), perSecond(result.games, timer.nsecsElapsed()), "games/s");
}

// Games per second of `players` through isle::simulate (the batch driver the command
// line and the lab run), one thread: batches doubling until one takes `seconds`.
double simulateRate(const QString &variant, const QString &players, double seconds)
{
    SimulationConfig config;
    config.gameId = benchModule->id();
    config.variant = variant;
    config.ruleset = benchModule->defaultRuleset();
    config.players = {players};
    config.threads = 1;
    for (int games = 16;; games *= 2) {
        config.games = games;
        Problems problems;
        QElapsedTimer timer;
        timer.start();
        const SimulationResult result = simulate(config, problems);
        const qint64 elapsed = timer.nsecsElapsed();
        if (result.games != games)
            return 0;
        if (elapsed >= qint64(seconds * 1e9))
            return perSecond(result.games, elapsed);
    }
}

// Greedy players choosing on the true state of the game, through the engine's own loop:
// the least a greedy batch can cost (a real player gets its seat's view instead).
double greedyLoopRate(const QString &variant, double seconds)
{
    auto game = newGame(variant);
    game->setHistoryEnabled(false);
    const auto greedy = createPlayer(QStringLiteral("greedy"));
    Rng rng(1000, 9);
    QElapsedTimer timer;
    timer.start();
    qint64 games = 0;
    while (timer.nsecsElapsed() < qint64(seconds * 1e9)) {
        game->reset(1000 + std::uint64_t(games));
        while (!game->isOver())
            game->apply(greedy->choose(*game, rng));
        ++games;
    }
    return perSecond(games, timer.nsecsElapsed());
}

// What a batch through the players costs against the engine's own loop, one core, for
// every variant: random players (target: within 1.3x of the loop) and greedy players
// (within 2x of greedy choosing on the true state). docs/BENCHMARKS.md, issue 17.
void playerCost(double seconds)
{
    std::printf("%-34s %12s %12s %6s %12s %12s %6s\n", "game, variant (games/s, one core)", "random loop",
                "simulate", "ratio", "greedy loop", "simulate", "ratio");
    for (const QString &variant : benchModule->variants()) {
        QElapsedTimer timer;
        timer.start();
        const qint64 randomLoopGames = randomGames(variant, seconds, 1000);
        const double randomLoop = perSecond(randomLoopGames, timer.nsecsElapsed());
        const double randomSimulate = simulateRate(variant, QStringLiteral("random"), seconds);
        const double greedyLoop = greedyLoopRate(variant, seconds);
        const double greedySimulate = simulateRate(variant, QStringLiteral("greedy"), seconds);
        const QByteArray name = QStringLiteral("%1, %2").arg(benchModule->id(), variant).toUtf8();
        std::printf("%-34s %12.0f %12.0f %6.2f %12.0f %12.0f %6.2f\n", name.constData(), randomLoop, randomSimulate,
                    randomLoop / randomSimulate, greedyLoop, greedySimulate, greedyLoop / greedySimulate);
        std::fflush(stdout);
    }
}

// Mean length in decisions of random complete games of `variant` (seeds 1…count, one
// fixed generator), so a "mid-game" means the same position on every machine.
double meanRandomLength(const QString &variant, int count)
{
    auto game = newGame(variant);
    game->setHistoryEnabled(false);
    Rng rng(17, 17);
    qint64 decisions = 0;
    for (int i = 0; i < count; ++i) {
        game->reset(std::uint64_t(i + 1));
        for (; !game->isOver(); ++decisions)
            game->apply(game->randomAction(rng));
    }
    return double(decisions) / double(count);
}

// Repeated 10,000-iteration searches on the view of the seat to decide in `game`, one
// thread, for `seconds`; returns iterations per second.
// The plain search (`ismcts:N`), or the difficulty levels' (move ordering, bias,
// widening and margin: docs/ai.md), whose iterations cost an actionValues call more.
IsmctsSettings searchSettings(bool asTheLevels)
{
    IsmctsSettings settings;
    if (asTheLevels)
        settings = static_cast<IsmctsPlayer &>(*createDifficultyPlayer(Difficulty::Expert)).settings();
    settings.iterations = 10000;
    return settings;
}

double searchRate(const Game &game, double seconds, bool asTheLevels = false)
{
    Rng viewRng(2, 1);
    auto view = game.clone();
    view->setHistoryEnabled(false);
    view->determinize(game.decision().seat, viewRng);
    IsmctsPlayer player(searchSettings(asTheLevels));
    Rng rng(3, 1);
    player.choose(*view, rng); // warm-up: reserve the pool once
    QElapsedTimer timer;
    timer.start();
    qint64 iterations = 0;
    while (timer.nsecsElapsed() < qint64(seconds * 1e9)) {
        player.choose(*view, rng);
        iterations += player.lastReport().iterations;
    }
    return perSecond(iterations, timer.nsecsElapsed());
}

// ISMCTS iterations per second on one core: repeated 10,000-iteration searches on one
// seat's view of a game of `variant`, at its first decision, at Foggy Island's first
// placement, and at a mid-game decision of any game: after half of a random game's mean
// length in decisions (a fixed walk), moved on to the next decision with more than one
// legal action. Random games are measured alongside, since a shared machine's load moves
// both.
void ismctsIterationsPerSecond(const QString &variant, double seconds)
{
    QElapsedTimer reference;
    reference.start();
    const qint64 games = randomGames(variant, seconds, 1000);
    const QByteArray referenceName = QStringLiteral("random %1 games, one core (for comparison)").arg(variant).toUtf8();
    report(referenceName.constData(), perSecond(games, reference.nsecsElapsed()), "games/s");

    auto game = newGame(variant);
    game->setHistoryEnabled(false);
    Rng walk(1, 1);
    auto *foggyGame = dynamic_cast<foggy::FoggyGame *>(game.get());
    for (const char *where : {"opening", "first placement"}) {
        if (where[0] == 'f') {
            if (!foggyGame)
                break; // only Foggy Island has a placement phase after its opening
            while (foggyGame->state().phase != foggy::Phase::Place)
                game->apply(game->randomAction(walk));
        }
        const QByteArray name =
            QStringLiteral("ISMCTS iterations, %1 %2, one core").arg(variant, QLatin1StringView(where)).toUtf8();
        report(name.constData(), searchRate(*game, seconds), "iterations/s");
        const QByteArray levelName =
            QStringLiteral("  as the difficulty levels search, %1 %2").arg(variant, QLatin1StringView(where)).toUtf8();
        report(levelName.constData(), searchRate(*game, seconds, true), "iterations/s");
    }

    const double meanLength = meanRandomLength(variant, 200);
    const QByteArray lengthName = QStringLiteral("  mean length of a random %1 game").arg(variant).toUtf8();
    report(lengthName.constData(), meanLength, "decisions");
    auto middle = newGame(variant);
    middle->setHistoryEnabled(false);
    middle->reset(1);
    Rng midWalk(5, 5);
    ActionList actions;
    for (int step = 0; step < int(meanLength / 2) && !middle->isOver(); ++step)
        middle->apply(middle->randomAction(midWalk));
    for (middle->legalActions(actions); !middle->isOver() && actions.size() < 2; middle->legalActions(actions))
        middle->apply(middle->randomAction(midWalk));
    if (middle->isOver())
        return; // the walk's game ended early: no mid-game decision to measure
    const QByteArray midName = QStringLiteral("ISMCTS iterations, %1 mid-game (decision %2, %3 actions), one core")
                                   .arg(variant)
                                   .arg(middle->decisionsApplied())
                                   .arg(actions.size())
                                   .toUtf8();
    report(midName.constData(), searchRate(*middle, seconds), "iterations/s");
    const QByteArray midLevelName =
        QStringLiteral("  as the difficulty levels search, %1 mid-game").arg(variant).toUtf8();
    report(midLevelName.constData(), searchRate(*middle, seconds, true), "iterations/s");
}

// Seat-balanced games between two players on every core: half with `a` as seat 1, half
// as seat 2. Prints a's wins, draws and losses.
void strength(const QString &a, const QString &b, int games, const QString &variant, std::uint64_t seed)
{
    qint64 wins = 0;
    qint64 draws = 0;
    qint64 played = 0;
    QElapsedTimer timer;
    timer.start();
    for (int aSeat = 0; aSeat < 2; ++aSeat) {
        SimulationConfig config;
        config.gameId = benchModule->id();
        config.variant = variant;
        config.ruleset = benchModule->defaultRuleset();
        config.players = aSeat == 0 ? QStringList{a, b} : QStringList{b, a};
        config.games = games / 2 + (aSeat == 0 ? games % 2 : 0);
        config.seed = seed + std::uint64_t(aSeat);
        config.threads = QThread::idealThreadCount();
        Problems problems;
        const SimulationResult result = simulate(config, problems);
        wins += result.seatStats[std::size_t(aSeat)].wins;
        draws += result.seatStats[std::size_t(aSeat)].draws;
        played += result.games;
    }
    const double score = played ? (double(wins) + 0.5 * double(draws)) / double(played) : 0.0;
    std::printf("%-10s vs %-10s %-8s seed %-6llu %5lld games: %5lld wins %4lld draws %5lld losses, "
                "win rate %5.1f %%, score %5.1f %% (%.0f s)\n",
                qPrintable(a), qPrintable(b), qPrintable(variant), static_cast<unsigned long long>(seed), played, wins,
                draws, played - wins - draws, played ? 100.0 * double(wins) / double(played) : 0.0, 100.0 * score,
                double(timer.elapsed()) / 1000.0);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    // isleworks-bench [seconds per figure] [games|fastgames|fastcheck[:N]|operations|simulate|ismcts|strength ...]
    //                 [strength-games=N] [strength-seed=N] [pairs=a:b,...] [game=ID] [variant=ID]
    const double seconds = argc > 1 ? QString::fromLocal8Bit(argv[1]).toDouble() : 3.0;
    QStringList parts;
    for (int i = 2; i < argc; ++i)
        parts.append(QString::fromLocal8Bit(argv[i]));
    // game=<id> measures another game; variant=<id> picks the variant of the single-variant
    // figures (simulate, ismcts, strength), by default the game's first.
    QString variant;
    for (const QString &part : std::as_const(parts)) {
        if (part.startsWith(QLatin1StringView("game="))) {
            const QString id = part.section(u'=', 1);
            benchModule = GameRegistry::find(id);
            if (!benchModule) {
                std::fprintf(stderr, "unknown game %s; expected one of %s\n", qPrintable(id),
                             qPrintable(GameRegistry::ids().join(u' ')));
                return 2;
            }
        }
        if (part.startsWith(QLatin1StringView("variant=")))
            variant = part.section(u'=', 1);
    }
    // Single operations are measured on Foggy Island's weather game unless told otherwise.
    const QString operationsVariant =
        !variant.isEmpty() || benchModule != &foggy::FoggyModule::instance() ? variant : QStringLiteral("weather");
    if (variant.isEmpty())
        variant = benchModule->variants().constFirst();
    if (!benchModule->variants().contains(variant)) {
        std::fprintf(stderr, "unknown variant %s; expected one of %s\n", qPrintable(variant),
                     qPrintable(benchModule->variants().join(u' ')));
        return 2;
    }
    parts.removeIf([](const QString &part) { return part.startsWith(QLatin1StringView("game=")) || part.startsWith(QLatin1StringView("variant=")); });
    if (parts.isEmpty())
        parts = {QStringLiteral("games"), QStringLiteral("operations"), QStringLiteral("simulate")};
    std::printf("Isleworks engine benchmark (%s), %.1f s per figure, %d hardware threads\n\n",
                qPrintable(benchModule->id()), seconds, QThread::idealThreadCount());
    if (parts.contains(QStringLiteral("games")))
        for (const QString &each : benchModule->variants())
            gamesPerSecond(each, seconds);
    // fastgames: the fast random playout against the engine loop, one core, every variant.
    if (parts.contains(QStringLiteral("fastgames")))
        for (const QString &each : benchModule->variants())
            fastGamesPerSecond(each, seconds);
    // fastcheck[:N]: N games per variant (100,000 by default), fast playout against the loop.
    for (const QString &part : std::as_const(parts)) {
        if (part != QLatin1StringView("fastcheck") && !part.startsWith(QLatin1StringView("fastcheck:")))
            continue;
        const int count = part.contains(u':') ? part.section(u':', 1).toInt() : 100000;
        qint64 differing = 0;
        for (const QString &each : benchModule->variants())
            differing += std::max<qint64>(0, fastPlayoutCheck(each, count));
        if (differing > 0)
            return 1;
    }
    for (const QString &part : std::as_const(parts)) {
        // fixedfast[:variant]: the same 10,000 games by the fast random playout (no
        // per-decision checksum: it builds no actions), for callgrind; fixedreset: only the resets.
        if (!part.startsWith(QLatin1StringView("fixedfast")) && !part.startsWith(QLatin1StringView("fixedreset")))
            continue;
        const QString fixedVariant = part.section(u':', 1, 1).isEmpty() ? variant : part.section(u':', 1, 1);
        auto game = newGame(fixedVariant);
        if (!game)
            return 2;
        game->setHistoryEnabled(false);
        Rng rng(5, 5);
        qint64 decisions = 0;
        std::uint64_t checksum = 0;
        const bool resetOnly = part.startsWith(QLatin1StringView("fixedreset"));
        for (int i = 0; i < 10000; ++i) {
            game->reset(std::uint64_t(i));
            if (!resetOnly)
                decisions += game->playOutRandomly(rng, -1);
            const Outcome outcome = game->outcome();
            checksum = (checksum ^ std::uint64_t(std::uint32_t(outcome.score[0])) ^ std::uint64_t(std::uint32_t(outcome.score[1])) << 32U)
                * 0x100000001b3ULL;
        }
        std::printf("10000 %s games by the fast playout, %lld decisions, checksum %016llx\n", qPrintable(fixedVariant),
                    decisions, static_cast<unsigned long long>(checksum));
    }
    for (const QString &part : std::as_const(parts)) {
        if (!part.startsWith(QLatin1StringView("fixed")) || part.startsWith(QLatin1StringView("fixedismcts"))
            || part.startsWith(QLatin1StringView("fixedfast")) || part.startsWith(QLatin1StringView("fixedreset")))
            continue;
        // A fixed amount of work, for instruction counts under callgrind: 10,000 games of
        // the variant after "fixed:" (the game's first by default).
        const QString fixedVariant = part.section(u':', 1, 1).isEmpty() ? variant : part.section(u':', 1, 1);
        auto game = newGame(fixedVariant);
        if (!game) {
            std::fprintf(stderr, "unknown variant %s\n", qPrintable(fixedVariant));
            return 2;
        }
        game->setHistoryEnabled(false);
        Rng rng(5, 5);
        qint64 decisions = 0;
        // A checksum of every decision and final score: an optimisation must leave it alone.
        std::uint64_t checksum = 0xcbf29ce484222325ULL;
        const auto mix = [&checksum](std::uint64_t value) {
            checksum ^= value;
            checksum *= 0x100000001b3ULL;
        };
        for (int i = 0; i < 10000; ++i) {
            game->reset(std::uint64_t(i));
            for (; !game->isOver(); ++decisions) {
                const Action action = game->randomAction(rng);
                mix(std::uint64_t(action.type) | std::uint64_t(action.kind) << 8U | std::uint64_t(action.flags) << 16U
                    | std::uint64_t(action.extra) << 24U | std::uint64_t(std::uint16_t(action.cell)) << 32U
                    | std::uint64_t(std::uint16_t(action.cell2)) << 48U);
                game->apply(action);
            }
            const Outcome outcome = game->outcome();
            for (int seat = 0; seat < outcome.seatCount; ++seat)
                mix(std::uint64_t(std::uint32_t(outcome.score[std::size_t(seat)])));
            mix(outcome.winnerMask);
            mix(game->stateHash());
        }
        std::printf("10000 %s games, %lld decisions, checksum %016llx\n", qPrintable(fixedVariant), decisions,
                    static_cast<unsigned long long>(checksum));
    }
    const auto fixedSearches = std::find_if(parts.cbegin(), parts.cend(), [](const QString &part) {
        return part == QLatin1StringView("fixedismcts") || part.startsWith(QLatin1StringView("fixedismcts:"));
    });
    if (fixedSearches != parts.cend()) {
        // A fixed amount of search, for instruction counts under callgrind and to see that
        // an optimisation leaves the searches alone: four (or N, with fixedismcts:N)
        // 10,000-iteration searches at the first decision of `variant`, with a checksum of
        // their visit counts and rewards.
        const int searches = std::max(1, fixedSearches->section(u':', 1, 1).isEmpty()
                                             ? 4
                                             : fixedSearches->section(u':', 1, 1).toInt());
        auto game = newGame(variant);
        game->setHistoryEnabled(false);
        std::uint64_t checksum = 0xcbf29ce484222325ULL;
        const auto mix = [&checksum](std::uint64_t value) {
            checksum ^= value;
            checksum *= 0x100000001b3ULL;
        };
        qint64 iterations = 0;
        for (std::uint64_t search = 0; search < std::uint64_t(searches); ++search) {
            Rng viewRng(search, 1);
            auto view = game->clone();
            view->setHistoryEnabled(false);
            view->determinize(game->decision().seat, viewRng);
            IsmctsSettings settings;
            settings.iterations = 10000;
            IsmctsPlayer player(settings);
            Rng rng(search, 2);
            player.choose(*view, rng);
            iterations += player.lastReport().iterations;
            for (const IsmctsChoice &choice : player.lastReport().choices) {
                std::uint64_t reward = 0;
                std::memcpy(&reward, &choice.meanReward, sizeof reward);
                mix(std::uint64_t(choice.visits));
                mix(reward);
            }
        }
        std::printf("%lld ISMCTS iterations (%s opening), checksum %016llx\n", iterations, qPrintable(variant),
                    static_cast<unsigned long long>(checksum));
    }
    if (parts.contains(QStringLiteral("operations")))
        operationsPerSecond(operationsVariant.isEmpty() ? variant : operationsVariant, seconds);
    if (parts.contains(QStringLiteral("simulate"))) {
        const int seats = benchModule->seatCount(variant);
        for (const QString &mix : {QStringLiteral("random"), QStringLiteral("greedy")}) {
            QStringList players{mix};
            while (players.size() < seats)
                players.append(QStringLiteral("random"));
            simulationThroughPlayers(variant, players.join(u','), 100000);
        }
    }
    if (parts.contains(QStringLiteral("ismcts")))
        ismctsIterationsPerSecond(variant, seconds);
    // playercost: simulate against the engine loop, random and greedy, every variant; with
    // allgames, of every registered game.
    if (parts.contains(QStringLiteral("playercost"))) {
        const QList<const GameModule *> modules =
            parts.contains(QStringLiteral("allgames")) ? GameRegistry::all() : QList<const GameModule *>{benchModule};
        for (const GameModule *module : modules) {
            benchModule = module;
            playerCost(seconds);
        }
    }
    if (parts.contains(QStringLiteral("strength"))) {
        // Difficulty pairs of docs/BENCHMARKS.md ("Computer players"); pairs=a:b,c:d overrides,
        // strength-seed=N plays another set of deals (to measure in several runs).
        int games = 1000;
        std::uint64_t seed = 1000;
        QStringList pairs{QStringLiteral("medium:random"), QStringLiteral("hard:greedy"), QStringLiteral("expert:hard")};
        for (const QString &part : parts) {
            if (part.startsWith(QLatin1StringView("strength-games=")))
                games = part.section(u'=', 1).toInt();
            if (part.startsWith(QLatin1StringView("strength-seed=")))
                seed = part.section(u'=', 1).toULongLong();
            if (part.startsWith(QLatin1StringView("pairs=")))
                pairs = part.section(u'=', 1).split(u',', Qt::SkipEmptyParts);
        }
        for (const QString &pair : pairs) {
            // Player names hold colons themselves ("ismcts:N:C"): split at the first colon
            // that leaves a valid player on each side.
            bool split = false;
            for (qsizetype colon = pair.indexOf(u':'); colon >= 0 && !split; colon = pair.indexOf(u':', colon + 1)) {
                const QString a = pair.left(colon);
                const QString b = pair.mid(colon + 1);
                if (createPlayer(a) && createPlayer(b)) {
                    strength(a, b, games, variant, seed);
                    split = true;
                }
            }
            if (!split) {
                std::fprintf(stderr, "%s is not a pair of players a:b\n", qPrintable(pair));
                return 2;
            }
        }
    }
    return 0;
}
