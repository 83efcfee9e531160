#pragma once

#include "core/action.h"
#include "core/rng.h"
#include "turnplanner.h"

#include <QtGlobal>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace isle {

class Game;

// How one ISMCTS search is run. The iteration budget is deterministic; a time limit is
// not (how many iterations fit depends on the machine and its load).
struct IsmctsSettings
{
    // Iterations per move, split over the threads. 0 = no iteration limit (then
    // timeLimitMs must be set).
    qint64 iterations = 1000;
    // Games of more than two seats multiply the budget by seats / 2: a tree holds every
    // seat's moves, so each seat's are searched as deeply as in a two-seat game only with
    // that many more iterations (docs/ai.md, "Games of more seats").
    bool budgetPerTwoSeats = false;
    // Wall-clock budget per move in milliseconds; 0 = none.
    int timeLimitMs = 0;
    // Root parallelization: independent trees whose root visit counts are summed.
    int threads = 1;
    // UCB1 exploration constant C in mean + C·sqrt(ln(availability) / visits).
    double exploration = 0.7;
    // Share of the reward given to the score margin instead of win/draw/loss, and the
    // margin that counts as a full win there (0.5 ± 0.5 · margin / marginScale).
    double marginWeight = 0.0;
    double marginScale = 20.0;
    // Decisions a playout may make before it is scored as it stands (by the score margin,
    // relative to the scores' size: see docs/ai.md); 0 = to the end.
    int playoutCap = 0;
    // Long games: when the first ProbePlayouts playouts of a search average more than
    // longPlayout decisions, the rest are cut off after longPlayoutCap decisions (if that
    // is shorter than playoutCap). 0 = never. Decided by the search itself, so a game needs
    // no tuning, and games whose playouts are shorter play exactly as without it.
    int longPlayout = 0;
    int longPlayoutCap = 0;
    // ... and after steadyPlayoutCap decisions instead, if shorter, in a game whose
    // evaluation scores a position in mid-turn as well as at a turn's end
    // (Game::evaluationIsSteady): a search whose tree looks ahead itself then spends its
    // iterations telling moves apart rather than on long, noisy playouts. 0 = never.
    int steadyPlayoutCap = 0;
    static constexpr int ProbePlayouts = 4;
    // Heavier playouts: the share of playout moves (0 to 1) taken greedily, by the game's
    // one-ply values (Game::actionValues, ties broken at random), instead of uniformly at
    // random. playoutGreedy applies to every playout; longPlayoutGreedy only once the
    // long-game cut-off above is in force, so shorter games play exactly as without it.
    // Both draw from the search's own generator: a search stays deterministic.
    double playoutGreedy = 0.0;
    double longPlayoutGreedy = 0.0;
    // Long games: once the cut-off is in force, UCB reads each child's mean reward rescaled
    // to the range of its available siblings' means (lowest 0, highest 1) instead of as it
    // stands. A cut-off playout is scored by the game's evaluation, whose means differ by
    // thousandths between moves: against an exploration term of tenths, the search spread
    // its iterations almost evenly, and more of them did not make a stronger player
    // (docs/ai.md, "Long games").
    bool longPlayoutNormalize = false;
    // Knowledge from the game's one-ply values (Game::actionValues) inside the tree, for
    // wide decisions that a few hundred iterations cannot all try (docs/ai.md, "Move
    // ordering"). priorWeight > 0: a node's untried actions are expanded best value first,
    // and each child keeps its value, scaled to 0..1 over its siblings, as a prior that adds
    // priorWeight · prior / (visits + 1) to its UCB score (progressive bias, Chaslot et al.
    // 2008). wideningBase > 0: a node with n visits considers at most
    // wideningBase · (n + 1)^wideningExponent children (progressive widening), so the
    // iterations go to the best-looking moves first. 0 = off: every legal action is tried
    // once, in random order, before any is tried twice.
    double priorWeight = 0.0;
    double wideningBase = 0.0;
    double wideningExponent = 0.5;
    // Games whose turn is many decisions (Game::turnHasManyDecisions) are planned a turn at
    // a time instead when turnPlan.evaluations > 0 (TurnPlanner; one thread, deterministic
    // like the search). budgetPerTwoSeats scales its evaluations as it does the iterations.
    TurnPlanSettings turnPlan;
    // Upper bound on tree nodes per thread (one node is added per iteration).
    qint64 maxNodes = qint64(1) << 20;
};

// Shared by the trees of one search: when to stop and whom to tell how far it got.
struct IsmctsControl
{
    const std::atomic<bool> *cancel = nullptr;
    std::chrono::steady_clock::time_point deadline{};
    bool hasDeadline = false;
    // A time-limited search plays at least one iteration before it looks at the clock: on
    // a busy machine setting up the tree can take the whole limit, and a move chosen with
    // no iteration at all is a random one.
    bool atLeastOneIteration = false;
    // Iterations finished over all trees, and the callback told about them.
    std::atomic<qint64> *done = nullptr;
    qint64 budget = 0;
    const std::function<void(qint64, qint64)> *progress = nullptr;
};

// One single-observer ISMCTS tree (Cowling, Powley and Whitehouse 2012). The tree is
// keyed by action sequences from the root; every iteration samples a new
// determinization of the view, walks the tree using only the actions legal in that
// sample (counting availability for UCB), adds one node, plays out at random and backs
// up each node's reward for the seat that moved into it.
//
// Memory is allocated once and kept between searches: the node pool (reserved up to
// the budget), the legal-action list, the action index and a scratch game. The loop
// itself never allocates.
class IsmctsTree
{
public:
    struct Node
    {
        Action action;
        std::int32_t firstChild = -1;
        std::int32_t nextSibling = -1;
        std::int32_t visits = 0;
        std::int32_t availability = 0;
        double reward = 0.0; // summed for `mover`
        float prior = 0.0f;  // the action's one-ply value among its siblings, 0..1
        // A chance node: what chance decided when its parent's action was applied
        // (Game::chanceOutcome); its children are the plans for that outcome. 0: an action.
        std::uint32_t chance = 0;
        std::int8_t mover = -1;
    };

    IsmctsTree();
    ~IsmctsTree();
    IsmctsTree(const IsmctsTree &) = delete;
    IsmctsTree &operator=(const IsmctsTree &) = delete;

    // Runs up to `iterations` iterations (0 = until the control stops it) for `seat`
    // on `view`; returns how many ran.
    qint64 search(const Game &view, int seat, std::uint64_t seed, qint64 iterations, const IsmctsSettings &settings,
                  const IsmctsControl &control);

    // The root's children after a search, in no particular order.
    template<typename Visit>
    void forEachRootChild(Visit &&visit) const
    {
        if (m_nodes.empty())
            return;
        for (std::int32_t child = m_nodes[0].firstChild; child >= 0; child = m_nodes[child].nextSibling)
            visit(m_nodes[child]);
    }
    std::size_t nodeCount() const { return m_nodes.size(); }

private:
    void iterate(const Game &view);
    void indexActions();
    std::int32_t findAction(const Action &action) const;
    std::int32_t selectOrExpand(std::int32_t node, int mover, bool &expanded);
    std::int32_t outcomeChild(std::int32_t node, std::uint32_t chance);
    void backUp(const Game &finished);
    Action greedyAction(const Game &game);
    std::size_t bestUntried(const Game &game, float &prior);
    bool mayWiden(const Node &node, std::size_t considered) const;

    // Open addressing over the current legal-action list: slot -> list index, valid
    // while its stamp equals m_stamp, so nothing is cleared between steps.
    struct Slot
    {
        std::uint64_t key = 0;
        std::int32_t index = -1;
        std::uint32_t stamp = 0;
    };
    static constexpr int IndexBits = 14; // 16384 slots: twice ActionList::Capacity
    static_assert((std::size_t(1) << IndexBits) >= 2 * ActionList::Capacity);

    std::vector<Node> m_nodes;
    std::size_t m_nodeLimit = 1;
    std::vector<std::int32_t> m_path;      // the nodes of this iteration, root first
    std::vector<std::int32_t> m_available; // children legal in this determinization
    std::unique_ptr<ActionList> m_actions;
    std::unique_ptr<std::array<Slot, std::size_t(1) << IndexBits>> m_index;
    std::unique_ptr<std::array<std::uint8_t, ActionList::Capacity>> m_matched;
    std::unique_ptr<std::array<int, ActionList::Capacity>> m_values; // greedy playout moves
    std::uint32_t m_stamp = 0;
    std::size_t m_duplicates = 0;
    int m_indexShift = 64 - 4;
    std::uint64_t m_indexMask = 15;
    std::unique_ptr<Game> m_scratch;
    Rng m_rng;
    int m_seat = 0;
    int m_cap = 0;              // playout cap in force
    double m_greedy = 0.0;      // share of greedy playout moves in force
    int m_probes = 0;           // playouts measured so far this search
    bool m_normalize = false;   // UCB rescales the children's means to their range
    qint64 m_probeDecisions = 0; // their decisions
    const IsmctsSettings *m_settings = nullptr;
};

} // namespace isle
