#include "ismctsplayer.h"

#include "core/game.h"

#include <algorithm>
#include <thread>

namespace isle {

IsmctsPlayer::IsmctsPlayer(IsmctsSettings settings, QString name)
    : m_settings(settings)
    , m_name(name.isEmpty() ? QStringLiteral("ismcts:%1").arg(settings.iterations) : std::move(name))
    , m_planner(std::make_unique<TurnPlanner>())
    , m_actions(std::make_unique<ActionList>())
{
}

IsmctsPlayer::~IsmctsPlayer() = default;

Action IsmctsPlayer::choose(const Game &view, Rng &rng)
{
    m_report = IsmctsReport{};
    if (m_settings.turnPlan.evaluations > 0 && view.turnHasManyDecisions())
        return planTurn(view, rng);
    view.legalActions(*m_actions);
    if (m_actions->isEmpty())
        return {};
    if (m_actions->size() == 1) {
        m_report.choices.push_back({(*m_actions)[0], 0, 0.0});
        return (*m_actions)[0];
    }

    const int seat = view.decision().seat;
    const int threads = std::clamp(m_settings.threads, 1, 256);
    while (int(m_trees.size()) < threads)
        m_trees.push_back(std::make_unique<IsmctsTree>());

    // Every tree's seed comes from the caller's generator, and the budget is split by a
    // fixed rule, so the move depends on the seed, the budget and the thread count only.
    const std::uint64_t base = (std::uint64_t(rng.next()) << 32U) | rng.next();
    qint64 budget = std::max<qint64>(0, m_settings.iterations);
    if (m_settings.budgetPerTwoSeats && view.seatCount() > 2)
        budget = budget * view.seatCount() / 2;
    std::atomic<qint64> done{0};
    IsmctsControl control;
    control.cancel = m_cancel;
    control.done = &done;
    control.budget = budget;
    control.progress = &m_progress;
    if (m_settings.timeLimitMs > 0) {
        control.hasDeadline = true;
        control.atLeastOneIteration = true;
        control.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(m_settings.timeLimitMs);
    } else if (budget == 0) {
        control.hasDeadline = true; // no budget at all: return at once
        control.deadline = std::chrono::steady_clock::now();
    }

    std::vector<qint64> iterations(std::size_t(threads), 0);
    const auto run = [&](int tree) {
        const qint64 share = budget / threads + (tree < budget % threads ? 1 : 0);
        if (budget > 0 && share == 0)
            return;
        iterations[std::size_t(tree)] = m_trees[std::size_t(tree)]->search(
            view, seat, splitMix64(base + std::uint64_t(tree)), share, m_settings, control);
    };
    std::vector<std::thread> workers;
    for (int tree = 1; tree < threads; ++tree)
        workers.emplace_back(run, tree);
    run(0);
    for (std::thread &worker : workers)
        worker.join();

    // Sum the roots in the order of the view's legal actions: that order and the
    // counts alone decide, never which thread finished first.
    m_report.choices.reserve(m_actions->size());
    for (const Action &action : *m_actions)
        m_report.choices.push_back({action, 0, 0.0});
    for (int tree = 0; tree < threads; ++tree) {
        m_report.iterations += iterations[std::size_t(tree)];
        if (budget > 0 && budget / threads + (tree < budget % threads ? 1 : 0) == 0)
            continue; // an idle tree holds the previous move's nodes
        m_trees[std::size_t(tree)]->forEachRootChild([&](const IsmctsTree::Node &node) {
            for (IsmctsChoice &choice : m_report.choices) {
                if (choice.action == node.action) {
                    choice.visits += node.visits;
                    choice.meanReward += node.reward; // a sum until divided below
                    break;
                }
            }
        });
    }
    m_report.cancelled = m_cancel && m_cancel->load();
    const IsmctsChoice *best = nullptr;
    for (IsmctsChoice &choice : m_report.choices) {
        if (choice.visits > 0)
            choice.meanReward /= double(choice.visits);
        if (choice.visits > 0
            && (!best || choice.visits > best->visits
                || (choice.visits == best->visits && choice.meanReward > best->meanReward)))
            best = &choice;
    }
    return best ? best->action : view.randomAction(rng);
}

Action IsmctsPlayer::planTurn(const Game &view, Rng &rng)
{
    TurnPlanSettings plan = m_settings.turnPlan;
    if (m_settings.budgetPerTwoSeats && view.seatCount() > 2)
        plan.evaluations = plan.evaluations * view.seatCount() / 2;
    const Action action = m_planner->choose(view, rng, plan, m_cancel, &m_progress);
    m_report.iterations = m_planner->evaluationsDone();
    m_report.cancelled = m_cancel && m_cancel->load();
    m_report.choices.push_back({action, m_report.iterations, 0.0});
    return action;
}

} // namespace isle
