#include "turnplanner.h"

#include "bestvalue.h"
#include "core/game.h"

#include <algorithm>

namespace isle {

namespace {
// Another seat may decide inside the seat's turn (a defender's re-roll); when it decides
// more often than this in a row, the turn has passed and the plan is scored where it
// handed over.
constexpr int InterjectionLimit = 2;

double rewardOf(const Game &game, int seat, const TurnPlanSettings &settings)
{
    if (game.isOver()) {
        const Outcome outcome = game.outcome();
        return outcome.draw ? 0.5 : (outcome.isWinner(seat) ? 1.0 : 0.0);
    }
    std::array<double, MaxSeats> values{};
    if (settings.fineEvaluation)
        game.evaluateFinely(values);
    else
        game.evaluate(values);
    const double own = std::clamp(values[std::size_t(seat)], 0.0, 1.0);
    const int seats = game.seatCount();
    if (!settings.againstLeader || seats <= 2)
        return own;
    double leader = 0.0;
    for (int rival = 0; rival < seats; ++rival)
        if (rival != seat)
            leader = std::max(leader, std::clamp(values[std::size_t(rival)], 0.0, 1.0));
    return 0.5 + 0.5 * (own - leader);
}
} // namespace

TurnPlanner::TurnPlanner()
    : m_actions(std::make_unique<ActionList>())
    , m_values(std::make_unique<std::array<int, ActionList::Capacity>>())
{
}

TurnPlanner::~TurnPlanner() = default;

const TurnPlanner::Memory *TurnPlanner::recall(const Game &view, int seat) const
{
    const int at = view.decisionsApplied();
    const std::uint64_t seed = view.seed();
    const Memory *latest = nullptr;
    for (const Memory &memory : m_memories)
        if (memory.seat == seat && memory.seed == seed && memory.at < at && at - memory.at <= 1 + InterjectionLimit
            && (!latest || memory.at > latest->at))
            latest = &memory;
    return latest;
}

void TurnPlanner::remember(const Game &view, int seat, const Action *begin, const Action *end)
{
    if (m_memories.empty()) {
        m_memories.resize(MemoryCount);
        for (Memory &memory : m_memories)
            memory.rest.reserve(std::size_t(m_settings.maxSteps));
    }
    const int at = view.decisionsApplied();
    Memory *slot = nullptr;
    for (Memory &memory : m_memories)
        if (memory.seat == seat && memory.seed == view.seed() && memory.at == at)
            slot = &memory; // the same decision again (an undo): its plan is replaced
    if (!slot) {
        slot = &m_memories[m_nextMemory];
        m_nextMemory = (m_nextMemory + 1) % m_memories.size();
    }
    slot->seed = view.seed();
    slot->seat = seat;
    slot->at = at;
    slot->rest.assign(begin, end);
}

Action TurnPlanner::greedy(const Game &game)
{
    return bestValueAction(game, *m_actions, m_values->data(), m_rng);
}

// Plays `plan` for the seat on `sample` to the turn's end and returns the seat's reward
// there. At the seat's decision number `mutateAt` another legal decision is taken at
// random instead of the plan's. `played`, if given, receives the seat's decisions as
// actually taken (the plan repaired and mutated).
double TurnPlanner::replay(const Game &sample, const std::vector<Action> &plan, int mutateAt, std::vector<Action> *played,
                           bool throughReply)
{
    Game &game = *m_play;
    game.assign(sample);
    std::size_t index = 0;
    int othersInRow = 0;
    for (int steps = 0; !game.isOver() && steps < m_settings.maxSteps; ++steps) {
        if (game.decision().seat != m_seat) {
            if (othersInRow == 0)
                m_turnEnd->assign(game);
            if (++othersInRow > InterjectionLimit)
                return throughReply ? rivalsReply(game) : rewardOf(*m_turnEnd, m_seat, m_settings);
            game.apply(greedy(game));
            continue;
        }
        othersInRow = 0;
        Action action;
        if (int(index) == mutateAt) {
            game.legalActions(*m_actions);
            const auto n = std::uint32_t(m_actions->size());
            std::uint32_t pick = m_rng.below(n);
            if (n > 1 && index < plan.size() && (*m_actions)[pick] == plan[index])
                pick = (pick + 1 + m_rng.below(n - 1)) % n; // any other
            action = (*m_actions)[pick];
        } else {
            action = index < plan.size() && game.isLegal(plan[index], *m_actions) ? plan[index] : greedy(game);
        }
        if (played && played->size() < played->capacity())
            played->push_back(action);
        game.apply(action);
        ++index;
    }
    return rewardOf(othersInRow > 0 && !game.isOver() ? *m_turnEnd : game, m_seat, m_settings);
}

// Plays on from `game`, where the seat's turn has handed over, every decision by its best
// one-ply value to the seat's next turn, and returns the seat's reward there. The seat's
// own decisions inside the rivals' turns (a defender's re-roll) are taken alike; when it
// decides more often than InterjectionLimit in a row, its turn has come, and the reward
// is where that run began.
double TurnPlanner::rivalsReply(Game &game)
{
    int ownInRow = 0;
    for (int steps = 0; !game.isOver() && steps < m_settings.maxSteps; ++steps) {
        if (game.decision().seat == m_seat) {
            if (ownInRow == 0)
                m_replyEnd->assign(game);
            if (++ownInRow > InterjectionLimit)
                return rewardOf(*m_replyEnd, m_seat, m_settings);
        } else {
            ownInRow = 0;
        }
        game.apply(greedy(game));
    }
    return rewardOf(ownInRow > 0 && !game.isOver() ? *m_replyEnd : game, m_seat, m_settings);
}

// Scores the best `replyCheck` of the first `count` plans (m_order, best first) after the
// rivals' reply on every sample and moves the best of them by that score to the front;
// the evolution's order breaks ties. Returns the replies played.
std::size_t TurnPlanner::checkReplies(std::size_t count, const std::atomic<bool> *cancel)
{
    const std::size_t checked = std::min(count, std::size_t(std::max(0, m_settings.replyCheck)));
    if (checked < 2)
        return 0;
    std::size_t best = 0;
    double bestScore = -1.0;
    std::size_t replies = 0;
    for (std::size_t rank = 0; rank < checked && !(cancel && cancel->load(std::memory_order_relaxed)); ++rank) {
        const Plan &plan = m_plans[std::size_t(m_order[rank])];
        double total = 0.0;
        for (const auto &sample : m_samples)
            total += replay(*sample, plan.actions, -1, nullptr, true);
        replies += m_samples.size();
        const double score = total / double(m_samples.size());
        if (score > bestScore) {
            bestScore = score;
            best = rank;
        }
    }
    std::rotate(m_order.begin(), m_order.begin() + std::ptrdiff_t(best), m_order.begin() + std::ptrdiff_t(best) + 1);
    return replies;
}

void TurnPlanner::score(Plan &plan, const std::vector<Action> &parent, int mutateAt)
{
    plan.actions.clear();
    double total = replay(*m_samples[0], parent, mutateAt, &plan.actions);
    for (std::size_t k = 1; k < m_samples.size(); ++k)
        total += replay(*m_samples[k], plan.actions, -1, nullptr);
    plan.fitness = total / double(m_samples.size());
}

Action TurnPlanner::choose(const Game &view, Rng &rng, const TurnPlanSettings &settings,
                           const std::atomic<bool> *cancel, const std::function<void(qint64, qint64)> *progress)
{
    m_done = 0;
    m_replies = 0;
    view.legalActions(*m_actions);
    if (m_actions->isEmpty())
        return {};
    const int seat = view.decision().seat;
    m_settings = settings;
    m_settings.maxSteps = std::max(1, settings.maxSteps);
    m_recalled.reserve(std::size_t(m_settings.maxSteps));
    if (const Memory *memory = recall(view, seat))
        m_recalled.assign(memory->rest.begin(), memory->rest.end());
    else
        m_recalled.clear();
    if (m_actions->size() == 1) {
        // A forced decision: the plan, if it foresaw it, moves on past it.
        const Action only = (*m_actions)[0];
        const bool foreseen = !m_recalled.empty() && m_recalled.front() == only;
        remember(view, seat, m_recalled.data() + (foreseen ? 1 : 0), m_recalled.data() + (foreseen ? m_recalled.size() : 0));
        return only;
    }

    m_seat = seat;
    m_rng = Rng((std::uint64_t(rng.next()) << 32U) | rng.next(), rng.next());
    const int samples = std::max(1, settings.samples);
    const int population = std::max(2, settings.population);
    const int budget = std::max(1, settings.evaluations);
    if (!m_play) {
        m_play = view.clone();
        m_turnEnd = view.clone();
        m_replyEnd = view.clone();
    }
    while (int(m_samples.size()) < samples)
        m_samples.push_back(view.clone());
    m_samples.resize(std::size_t(samples));
    for (const auto &sample : m_samples) {
        sample->assign(view);
        sample->determinize(seat, m_rng);
    }
    const auto slots = std::size_t(population) * 2;
    if (m_plans.size() < slots)
        m_plans.resize(slots);
    for (Plan &plan : m_plans)
        plan.actions.reserve(std::size_t(m_settings.maxSteps));
    m_order.resize(m_plans.size());
    for (std::size_t i = 0; i < m_order.size(); ++i)
        m_order[i] = int(i);

    const auto stopped = [&]() { return cancel && cancel->load(std::memory_order_relaxed); };
    const auto report = [&]() {
        if (progress && *progress)
            (*progress)(m_done, budget);
    };
    const auto mutationPoint = [&](const Plan &parent) {
        return parent.actions.empty() ? 0 : int(m_rng.below(std::uint32_t(parent.actions.size())));
    };

    // The turn by one-ply values, the rest of the remembered plan, then mutants of them.
    std::size_t count = 0;
    score(m_plans[count++], {}, -1);
    ++m_done;
    if (!m_recalled.empty()) {
        score(m_plans[count++], m_recalled, -1);
        ++m_done;
    }
    while (count < std::size_t(population) && m_done < budget && !stopped()) {
        const Plan &parent = m_plans[m_rng.below(std::uint32_t(count))];
        score(m_plans[count], parent.actions, mutationPoint(parent));
        ++count;
        ++m_done;
    }
    const auto better = [this](int a, int b) {
        const double fa = m_plans[std::size_t(a)].fitness;
        const double fb = m_plans[std::size_t(b)].fitness;
        return fa > fb || (fa == fb && a < b);
    };
    while (m_done < budget && !stopped()) {
        std::sort(m_order.begin(), m_order.begin() + std::ptrdiff_t(count), better);
        const std::size_t survivors = std::min(count, std::size_t(population));
        std::size_t children = 0;
        for (; children < std::size_t(population) && m_done < budget; ++children, ++m_done) {
            // A tournament of two among the survivors picks each parent.
            const std::size_t a = m_rng.below(std::uint32_t(survivors));
            const std::size_t b = m_rng.below(std::uint32_t(survivors));
            const Plan &parent = m_plans[std::size_t(m_order[std::min(a, b)])];
            score(m_plans[std::size_t(m_order[survivors + children])], parent.actions, mutationPoint(parent));
        }
        count = survivors + children;
        report();
    }
    std::sort(m_order.begin(), m_order.begin() + std::ptrdiff_t(count), better);
    m_replies = qint64(checkReplies(count, cancel));
    report();

    const Plan &best = m_plans[std::size_t(m_order[0])];
    view.legalActions(*m_actions);
    Action chosen = best.actions.empty() ? Action{} : best.actions.front();
    if (best.actions.empty() || !m_actions->contains(chosen)) {
        remember(view, seat, nullptr, nullptr);
        return greedy(view);
    }
    remember(view, seat, best.actions.data() + 1, best.actions.data() + best.actions.size());
    return chosen;
}

} // namespace isle
