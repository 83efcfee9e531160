#pragma once

#include "ismctstree.h"
#include "player.h"

#include <atomic>
#include <functional>
#include <memory>
#include <vector>

namespace isle {

// What a search found at the root: each action the seat may take, with the visits
// summed over every tree and its mean reward (for the seat, 0 = loss … 1 = win).
struct IsmctsChoice
{
    Action action;
    qint64 visits = 0;
    double meanReward = 0.0;
};

struct IsmctsReport
{
    qint64 iterations = 0;
    bool cancelled = false;
    std::vector<IsmctsChoice> choices; // in the order of the view's legal actions
};

// The computer opponent: single-observer information-set MCTS on any Game (see
// docs/ai.md). It only ever reads the view it is handed, a determinized copy of its
// seat's observation, and samples the hidden facts again for every iteration.
//
// With an iteration budget the move depends only on the view, the generator's state,
// the budget and the thread count; a time limit makes it depend on the machine.
class IsmctsPlayer final : public Player
{
public:
    explicit IsmctsPlayer(IsmctsSettings settings = {}, QString name = {});
    ~IsmctsPlayer() override;

    QString name() const override { return m_name; }
    // The most visited root action, or in a game of many decisions a turn the first step of
    // the best turn plan (IsmctsSettings::turnPlan). A seat with a single legal action gets
    // it at once.
    Action choose(const Game &view, Rng &rng) override;

    const IsmctsSettings &settings() const { return m_settings; }
    void setSettings(const IsmctsSettings &settings) { m_settings = settings; }

    // Checked every iteration by every thread; when set, choose() returns the best move
    // found so far (or a random legal one if no iteration finished).
    void setCancelFlag(const std::atomic<bool> *cancel) { m_cancel = cancel; }
    // Called from the searching threads (so it must be thread-safe) with the iterations
    // done so far and the iteration budget (0 under a time limit alone).
    void setProgressCallback(std::function<void(qint64 done, qint64 budget)> progress)
    {
        m_progress = std::move(progress);
    }

    // The root statistics of the last choose().
    const IsmctsReport &lastReport() const { return m_report; }

private:
    Action planTurn(const Game &view, Rng &rng);

    IsmctsSettings m_settings;
    QString m_name;
    const std::atomic<bool> *m_cancel = nullptr;
    std::function<void(qint64, qint64)> m_progress;
    // One tree per thread, kept between moves so their memory is reused.
    std::vector<std::unique_ptr<IsmctsTree>> m_trees;
    // Plans whole turns where the game asks for it (IsmctsSettings::turnPlan); it remembers
    // the plan under way, so a game's seat keeps one player from decision to decision.
    std::unique_ptr<TurnPlanner> m_planner;
    std::unique_ptr<ActionList> m_actions;
    IsmctsReport m_report;
};

} // namespace isle
