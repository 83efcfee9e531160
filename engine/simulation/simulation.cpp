#include "simulation.h"

#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "players/player.h"
#include "players/randomplayer.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <thread>

namespace isle {

namespace {
constexpr int ChunkSize = 64;

double deviation(qint64 sum, qint64 squares, int count)
{
    if (count < 2)
        return 0.0;
    const double mean = double(sum) / count;
    const double variance = (double(squares) - mean * double(sum)) / (count - 1);
    return variance > 0 ? std::sqrt(variance) : 0.0;
}

std::uint64_t playerSeed(std::uint64_t seed, int seat)
{
    return splitMix64(seed ^ (0x9e3779b97f4a7c15ULL * std::uint64_t(seat + 1)));
}

// Everything one worker thread needs, allocated once: players, generators, a game.
struct Worker
{
    std::vector<std::unique_ptr<Player>> players;
    std::vector<Player *> seats;
    SeatGenerators generators;
};
} // namespace

std::uint64_t gameSeed(std::uint64_t batchSeed, int index)
{
    return splitMix64(batchSeed + 0x632be59bd9b4e019ULL * std::uint64_t(index));
}

void SimulationResult::merge(const SimulationResult &other)
{
    // A chunk cancelled before its first game has nothing else to add, but the flag counts.
    cancelled = cancelled || other.cancelled;
    if (other.games == 0)
        return;
    if (seatStats.empty()) {
        seatStats = other.seatStats;
        seats = other.seats;
        decisionMin = other.decisionMin;
        decisionMax = other.decisionMax;
    } else {
        for (std::size_t i = 0; i < seatStats.size(); ++i) {
            SeatStatistics &a = seatStats[i];
            const SeatStatistics &b = other.seatStats[i];
            a.wins += b.wins;
            a.draws += b.draws;
            a.losses += b.losses;
            a.scoreSum += b.scoreSum;
            a.scoreSquares += b.scoreSquares;
            a.scoreMin = games ? std::min(a.scoreMin, b.scoreMin) : b.scoreMin;
            a.scoreMax = games ? std::max(a.scoreMax, b.scoreMax) : b.scoreMax;
        }
        decisionMin = std::min(decisionMin, other.decisionMin);
        decisionMax = std::max(decisionMax, other.decisionMax);
    }
    games += other.games;
    tally.merge(other.tally);
    decisionSum += other.decisionSum;
    decisionSquares += other.decisionSquares;
    drawGames += other.drawGames;
}

double SimulationResult::winRate(int seat) const
{
    return games ? double(seatStats[seat].wins) / games : 0.0;
}

double SimulationResult::drawRate() const
{
    return games ? double(drawGames) / games : 0.0;
}

double SimulationResult::meanScore(int seat) const
{
    return games ? double(seatStats[seat].scoreSum) / games : 0.0;
}

double SimulationResult::scoreDeviation(int seat) const
{
    return deviation(seatStats[seat].scoreSum, seatStats[seat].scoreSquares, games);
}

double SimulationResult::meanDecisions() const
{
    return games ? double(decisionSum) / games : 0.0;
}

double SimulationResult::decisionDeviation() const
{
    return deviation(decisionSum, decisionSquares, games);
}

void SeatGenerators::seed(std::uint64_t gameSeed, int seats)
{
    players.resize(std::size_t(seats));
    viewSeeds.resize(std::size_t(seats));
    for (int seat = 0; seat < seats; ++seat) {
        players[std::size_t(seat)] = Rng(playerSeed(gameSeed, seat), std::uint64_t(seat + 1));
        viewSeeds[std::size_t(seat)] = playerSeed(gameSeed, seat);
    }
}

Rng SeatGenerators::viewGenerator(int seat, int decision) const
{
    return Rng(splitMix64(viewSeeds[std::size_t(seat)] ^ (0x9e3779b97f4a7c15ULL * std::uint64_t(decision + 1))),
               std::uint64_t(seat + 1) | 0x76696577ULL << 8U);
}

void playGame(Game &game, Game &view, const std::vector<Player *> &players, SeatGenerators &generators,
              QList<Action> *decisions, bool alwaysView)
{
    game.setHistoryEnabled(false);
    view.setHistoryEnabled(false);
    // A random player on every seat and nothing to record: each decision is the game's
    // randomAction with the seat's generator, which the game's fast random playout, where
    // it has one, plays the same (Game::playOutRandomly).
    const auto isRandom = [](const Player *player) { return dynamic_cast<const RandomPlayer *>(player) != nullptr; };
    if (!decisions && !alwaysView && std::all_of(players.begin(), players.end(), isRandom)) {
        std::array<Rng *, MaxSeats> seatGenerators{};
        for (int seat = 0; seat < game.seatCount() && seat < MaxSeats; ++seat)
            seatGenerators[std::size_t(seat)] = &generators.players[std::size_t(seat)];
        if (game.playOutRandomly(seatGenerators, -1) >= 0)
            return;
    }
    for (int decision = 0; !game.isOver(); ++decision) {
        const int seat = game.decision().seat;
        Player *player = players[std::size_t(seat)];
        Rng &rng = generators.players[std::size_t(seat)];
        Action action;
        if (!alwaysView && mayReadTheGame(*player, game, seat)) {
            action = player->choose(game, rng);
        } else {
            view.assign(game);
            Rng dealer = generators.viewGenerator(seat, decision);
            view.determinize(seat, dealer);
            action = player->choose(view, rng);
        }
        Q_ASSERT(game.check(action).legal);
        game.apply(action);
        if (decisions)
            decisions->append(action);
    }
}

std::optional<GameRecord> playRecordedGame(const SimulationConfig &config, Problems &problems)
{
    const GameModule *module = GameRegistry::find(config.gameId);
    if (!module) {
        problems.error(QString(), QCoreApplication::translate("isle::Simulation", "unknown game \"%1\"").arg(config.gameId));
        return std::nullopt;
    }
    auto game = module->newGame(config.ruleset, config.variant, config.seed, problems);
    if (!game)
        return std::nullopt;
    Worker worker;
    for (int seat = 0; seat < game->seatCount(); ++seat) {
        QString error;
        worker.players.push_back(createPlayer(config.playerFor(seat), &error));
        if (!worker.players.back()) {
            problems.error(QString(), error);
            return std::nullopt;
        }
        worker.seats.push_back(worker.players.back().get());
    }
    worker.generators.seed(config.seed, game->seatCount());
    GameRecord record;
    record.gameId = config.gameId;
    record.variant = config.variant;
    record.ruleset = config.ruleset;
    record.seed = config.seed;
    for (Player *player : worker.seats)
        record.players.append(player->name());
    auto view = game->clone();
    playGame(*game, *view, worker.seats, worker.generators, &record.decisions, config.alwaysView);
    return record;
}

SimulationResult simulate(const SimulationConfig &config, Problems &problems, const std::function<void(int)> &progress,
                          const std::atomic<bool> *cancel)
{
    SimulationResult total;
    const GameModule *module = GameRegistry::find(config.gameId);
    if (!module) {
        problems.error(QString(), QCoreApplication::translate("isle::Simulation", "unknown game \"%1\"").arg(config.gameId));
        return total;
    }
    // One prototype checks the rules once; workers clone it for every game.
    auto prototype = module->newGame(config.ruleset, config.variant, config.seed, problems);
    if (!prototype)
        return total;
    const int seats = prototype->seatCount();
    for (int seat = 0; seat < seats; ++seat) {
        QString error;
        if (!createPlayer(config.playerFor(seat), &error)) {
            problems.error(QString(), error);
            return total;
        }
    }

    const DesignerFigures declared = prototype->designerFigures();
    const QList<int> sampled = declared.sampledFigures();
    const int firstGame = config.shard.firstGame(std::max(config.games, 0));
    const int endGame = config.shard.endGame(std::max(config.games, 0));
    if (config.samples)
        config.samples->assign(static_cast<std::size_t>(endGame - firstGame), GameSample{});
    const int chunkCount = (endGame - firstGame + ChunkSize - 1) / ChunkSize;
    std::vector<SimulationResult> chunks(static_cast<std::size_t>(chunkCount));
    std::atomic<int> nextChunk{0};
    std::atomic<int> finished{0};

    const auto work = [&]() {
        Worker worker;
        for (int seat = 0; seat < seats; ++seat) {
            worker.players.push_back(createPlayer(config.playerFor(seat)));
            worker.seats.push_back(worker.players.back().get());
        }
        auto game = prototype->clone();
        auto view = prototype->clone();
        // The game counts into one game's tally, added to its chunk's after every game.
        FigureTally gameTally;
        if (config.tallyFigures)
            gameTally = FigureTally(declared);
        game->setFigureTally(gameTally.isEmpty() ? nullptr : &gameTally);
        for (int chunk = nextChunk++; chunk < chunkCount; chunk = nextChunk++) {
            SimulationResult &result = chunks[static_cast<std::size_t>(chunk)];
            result.seats = seats;
            result.seatStats.assign(static_cast<std::size_t>(seats), SeatStatistics{});
            if (!gameTally.isEmpty())
                result.tally = FigureTally(declared);
            const int first = firstGame + chunk * ChunkSize;
            const int last = std::min(endGame, first + ChunkSize);
            for (int index = first; index < last; ++index) {
                if (cancel && cancel->load()) {
                    result.cancelled = true;
                    break;
                }
                const std::uint64_t seed = gameSeed(config.seed, index);
                game->reset(seed);
                gameTally.clear();
                worker.generators.seed(seed, seats);
                playGame(*game, *view, worker.seats, worker.generators, nullptr, config.alwaysView);
                const Outcome outcome = game->outcome();
                const qint64 length = game->decisionsApplied();
                result.tally.merge(gameTally);
                if (config.samples) {
                    GameSample &sample = (*config.samples)[static_cast<std::size_t>(index - firstGame)];
                    sample.firstSeat = outcome.draw ? 0.5 : (outcome.isWinner(0) ? 1.0 : 0.0);
                    sample.margin = outcome.score[0] - outcome.score[1];
                    sample.decisions = static_cast<std::int32_t>(length);
                    for (qsizetype i = 0; i < sampled.size(); ++i)
                        sample.figures[std::size_t(i)] = static_cast<std::int32_t>(gameTally.count(sampled.at(i)));
                }
                for (int seat = 0; seat < seats; ++seat) {
                    SeatStatistics &stats = result.seatStats[seat];
                    const qint64 score = outcome.score[seat];
                    if (outcome.draw)
                        ++stats.draws;
                    else if (outcome.isWinner(seat))
                        ++stats.wins;
                    else
                        ++stats.losses;
                    stats.scoreSum += score;
                    stats.scoreSquares += score * score;
                    stats.scoreMin = result.games ? std::min(stats.scoreMin, score) : score;
                    stats.scoreMax = result.games ? std::max(stats.scoreMax, score) : score;
                }
                result.drawGames += outcome.draw ? 1 : 0;
                result.decisionSum += length;
                result.decisionSquares += length * length;
                result.decisionMin = result.games ? std::min(result.decisionMin, length) : length;
                result.decisionMax = result.games ? std::max(result.decisionMax, length) : length;
                ++result.games;
            }
            const int done = finished += (last - first);
            if (progress)
                progress(done);
        }
    };

    const int threadCount = std::clamp(config.threads, 1, 256);
    std::vector<std::thread> threads;
    for (int i = 1; i < threadCount; ++i)
        threads.emplace_back(work);
    work();
    for (std::thread &thread : threads)
        thread.join();

    for (const SimulationResult &chunk : chunks)
        total.merge(chunk);
    total.seats = seats;
    total.figures = declared;
    if (total.tally.isEmpty() && config.tallyFigures)
        total.tally = FigureTally(declared); // no game finished: zeros, laid out all the same
    if (total.seatStats.empty())
        total.seatStats.assign(static_cast<std::size_t>(seats), SeatStatistics{});
    return total;
}

} // namespace isle
