#pragma once

#include "core/action.h"
#include "core/rng.h"

#include <QtGlobal>

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace isle {

class Game;

// How the upper levels plan a turn of many decisions (Game::turnHasManyDecisions).
struct TurnPlanSettings
{
    // Plans scored per decision; 0 = never plan (search step by step instead).
    int evaluations = 0;
    // Determinizations of the view each plan is scored on: the same ones for every plan
    // of a decision, so that two plans are compared on the same dice and draws.
    int samples = 4;
    // Plans kept from one generation to the next.
    int population = 8;
    // A plan longer than this is scored where it stands (a turn of Battle on the Island
    // of Fog takes 10 to 40 decisions).
    int maxSteps = 80;
    // The best this many plans of the last generation are scored again after the rivals'
    // reply (each sample played on with their best one-ply decisions to the seat's next
    // turn), and the move is the first decision of the best of them by that score; 0 =
    // scored at the turn's end only. A reply is dearer than a plan, so it is spent on the
    // few plans the evolution found best rather than on every one.
    int replyCheck = 0;
    // With more than two seats, a plan is scored by the seat's evaluation against the
    // strongest rival's (0.5 + half the difference) instead of its own alone, which weighs
    // it against the others' mean: only passing the leader wins, so a turn that hurts the
    // leader is worth more than one that hurts the last. Two seats score alike either way.
    // Every other seat counts as a rival: a game of teams that plans turns would need its
    // partners left out.
    bool againstLeader = false;
    // Plans are scored by the game's finer evaluation (Game::evaluateFinely), which may
    // weigh how near the end is, instead of the evaluation every other search uses.
    bool fineEvaluation = false;
};

// Online evolutionary planning (Justesen, Mahlmann and Togelius 2016, for games whose turn
// is many actions): the rest of the seat's turn is one plan, a sequence of its decisions,
// improved by mutation and scored by the game's evaluation at the turn's end. A plan is
// replayed on each sample; where one of its decisions is not legal there (a fight lost, a
// tile drawn otherwise) the game's best one-ply decision stands in, so every plan is a
// whole turn on every sample. Decisions of other seats inside the turn (a defender's
// re-roll) are taken by their best one-ply value.
//
// The planner remembers the best plan of its last decisions and scores its rest first at
// the seat's next one: a turn is then planned with every decision's evaluations, not each
// decision's alone (Battle: 13 of 20 games against the step search's Hard with memory, 5
// of 20 without, docs/ai.md "Turn plans"). A memory belongs to one game and seat and is
// recalled only by a decision that follows it within the same turn, so a new game or
// another seat's view starts afresh, and an undo finds what the first playing found.
//
// Deterministic for the view, the generator and the settings (and the remembered plan).
// Buffers are allocated on the first decision and reused.
class TurnPlanner
{
public:
    TurnPlanner();
    ~TurnPlanner();
    TurnPlanner(const TurnPlanner &) = delete;
    TurnPlanner &operator=(const TurnPlanner &) = delete;

    // The first decision of the best plan found for the deciding seat of `view` (a
    // determinized copy of its observation). `cancel` stops early with the best so far;
    // `progress` hears the plans scored so far and `evaluations`.
    Action choose(const Game &view, Rng &rng, const TurnPlanSettings &settings, const std::atomic<bool> *cancel,
                  const std::function<void(qint64, qint64)> *progress);
    // Plans scored by the last choose().
    qint64 evaluationsDone() const { return m_done; }
    // Plans replayed through the rivals' reply by the last choose() (replyCheck × samples).
    qint64 repliesDone() const { return m_replies; }

private:
    struct Plan
    {
        std::vector<Action> actions;
        double fitness = 0.0;
    };
    void score(Plan &plan, const std::vector<Action> &parent, int mutateAt);
    double replay(const Game &sample, const std::vector<Action> &plan, int mutateAt, std::vector<Action> *played,
                  bool throughReply = false);
    double rivalsReply(Game &game);
    std::size_t checkReplies(std::size_t count, const std::atomic<bool> *cancel);
    Action greedy(const Game &game);

    TurnPlanSettings m_settings;
    int m_seat = 0;
    Rng m_rng;
    std::vector<std::unique_ptr<Game>> m_samples;
    std::unique_ptr<Game> m_play;
    std::unique_ptr<Game> m_turnEnd;
    std::unique_ptr<Game> m_replyEnd;
    std::unique_ptr<ActionList> m_actions;
    std::unique_ptr<std::array<int, ActionList::Capacity>> m_values;
    std::vector<Plan> m_plans;
    std::vector<int> m_order; // m_plans' indices, best first
    qint64 m_done = 0;
    qint64 m_replies = 0;

    // The rest of the best plan of each of the last MemoryCount decisions, and where it
    // applies: a decision recalls the latest one of its game and seat made within the
    // last few decisions before it, so an undo to a decision of the turn finds the plan
    // its first playing found, and chooses alike.
    struct Memory
    {
        std::uint64_t seed = 0;
        int seat = -1;
        int at = -1; // decisions applied when it was chosen
        std::vector<Action> rest;
    };
    static constexpr std::size_t MemoryCount = 64;
    const Memory *recall(const Game &view, int seat) const;
    void remember(const Game &view, int seat, const Action *begin, const Action *end);
    std::vector<Memory> m_memories;
    std::size_t m_nextMemory = 0;
    std::vector<Action> m_recalled;
};

} // namespace isle
