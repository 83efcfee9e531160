#pragma once

#include "core/game.h"
#include "core/gamerecord.h"
#include "core/rng.h"
#include "core/ruleset.h"
#include "shard.h"

#include <QStringList>
#include <atomic>
#include <functional>
#include <vector>

namespace isle {

class Game;
class Player;

// One game's figures, for comparisons that pair the games of two rulesets seed by seed.
struct GameSample
{
    double firstSeat = 0;   // the first seat's result: 1 win, 0.5 draw, 0 loss
    std::int32_t margin = 0; // first seat's score minus the second seat's
    std::int32_t decisions = 0;
    // The game's per-game designer figures (DesignerFigures::sampledFigures(), in order):
    // their counts in this game, with SimulationConfig::tallyFigures.
    std::array<std::int32_t, GameSampleFigures> figures{};
};

struct SimulationConfig
{
    QString gameId;
    QString variant;
    Ruleset ruleset;
    QStringList players; // player names, repeated over the seats when fewer: "greedy,random" in a four-seat team game seats greedy on team 1
    int games = 1000; // of the whole batch
    std::uint64_t seed = 1;
    int threads = 1;
    Shard shard;      // the slice of the batch to play (all of it by default)
    bool tallyFigures = false;              // fill SimulationResult::tally (costs some speed)
    bool alwaysView = false;                // make a view even for players that need none (tests)
    // When set, resized to the games the shard plays: game shard.firstGame(games) + i's
    // figures at i.
    std::vector<GameSample> *samples = nullptr;

    QString playerFor(int seat) const
    {
        return players.isEmpty() ? QStringLiteral("random") : players.at(seat % players.size());
    }
};

struct SeatStatistics
{
    qint64 wins = 0;
    qint64 draws = 0;
    qint64 losses = 0;
    qint64 scoreSum = 0;
    qint64 scoreSquares = 0;
    qint64 scoreMin = 0;
    qint64 scoreMax = 0;
};

// Totals over many games. Every figure is an integer sum, merged in game order, so the
// result is the same for any number of threads.
struct SimulationResult
{
    int games = 0;
    int seats = 0;
    std::vector<SeatStatistics> seatStats;
    qint64 decisionSum = 0;
    qint64 decisionSquares = 0;
    qint64 decisionMin = 0;
    qint64 decisionMax = 0;
    qint64 drawGames = 0;
    bool cancelled = false;
    DesignerFigures figures; // what the game declares, under these rules
    FigureTally tally;       // their counts, with SimulationConfig::tallyFigures

    void merge(const SimulationResult &other);
    double winRate(int seat) const;
    double drawRate() const;
    double meanScore(int seat) const;
    double scoreDeviation(int seat) const;
    double meanDecisions() const;
    double decisionDeviation() const;
    // A designer figure over these games (figureValue); 0 for an unknown figure.
    double figure(int index, int component = -1) const { return figureValue(figures, tally, games, index, component); }
};

// The seed of game `index` of a batch started with `batchSeed`.
std::uint64_t gameSeed(std::uint64_t batchSeed, int index);

// The generators of one game's players: each seat's own, which only its player draws
// from, and the seeds its views are dealt with. A view is dealt with a generator of its
// own for each decision (viewGenerator), so whether earlier views were made (they are
// not for players that read the game itself) never changes a view or a player's draws.
struct SeatGenerators
{
    std::vector<Rng> players;
    std::vector<std::uint64_t> viewSeeds;

    void seed(std::uint64_t gameSeed, int seats);
    Rng viewGenerator(int seat, int decision) const;
};

// Plays one game to its end. Each player is handed only its seat's determinized view,
// or the game itself where it reads nothing a view would hide (mayReadTheGame: a random
// player; a greedy one where the game's one-move values read only what the seat sees);
// `alwaysView` makes a view for every player: what tests compare with. Records the
// decisions when `decisions` is set. `view` is scratch space of the same game (a clone),
// reused.
void playGame(Game &game, Game &view, const std::vector<Player *> &players, SeatGenerators &generators,
              QList<Action> *decisions = nullptr, bool alwaysView = false);

// Plays one complete game and returns its record.
std::optional<GameRecord> playRecordedGame(const SimulationConfig &config, Problems &problems);

// Runs the games of config.shard (all config.games by default) on config.threads threads. `progress` is called from worker
// threads with the number of games finished; `cancel` stops the batch early.
SimulationResult simulate(const SimulationConfig &config, Problems &problems,
                          const std::function<void(int)> &progress = {}, const std::atomic<bool> *cancel = nullptr);

} // namespace isle
