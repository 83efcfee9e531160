#include "ismctstree.h"

#include "bestvalue.h"
#include "core/game.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace isle {

namespace {
// Progress is published in steps, so threads do not contend on the counter.
constexpr qint64 ProgressStep = 64;

std::uint64_t actionKey(const Action &action)
{
    std::uint64_t key = 0;
    std::memcpy(&key, &action, sizeof key);
    return key;
}

// Natural logarithms of the small availability counts UCB asks for on every step of
// every iteration, computed once by std::log itself, so a search gives the same scores
// as with the call (and the same moves) at a fraction of the cost.
constexpr std::int32_t LogTableSize = 8192;
const std::array<double, LogTableSize> &logTable()
{
    static const std::array<double, LogTableSize> table = [] {
        std::array<double, LogTableSize> values{};
        for (std::int32_t n = 1; n < LogTableSize; ++n)
            values[std::size_t(n)] = std::log(double(n));
        return values;
    }();
    return table;
}

double logOf(std::int32_t n, const std::array<double, LogTableSize> &table)
{
    return n > 0 && n < LogTableSize ? table[std::size_t(n)] : std::log(double(n));
}

// Reward of every seat for a finished playout, in [0, 1]: win 1, draw 0.5, loss 0,
// blended with the score margin over the mean of the other seats when asked. Teams need
// nothing special: every seat of a winning side is in winnerMask.
//
// A playout cut off at playoutCap has no winner yet: it is scored by the game's own
// evaluation (Game::evaluate: by default the margin relative to the scores' size,
// 0.5 + 0.5 · (own − others' mean) / (|own| + |others' mean| + 1)).
void seatRewards(const Game &game, const IsmctsSettings &settings, std::array<double, MaxSeats> &rewards)
{
    if (!game.isOver()) {
        game.evaluate(rewards);
        for (double &reward : rewards)
            reward = std::clamp(reward, 0.0, 1.0);
        return;
    }
    const Outcome outcome = game.outcome();
    const int seats = std::clamp(outcome.seatCount, 1, MaxSeats);
    double total = 0.0;
    for (int seat = 0; seat < seats; ++seat)
        total += outcome.score[seat];
    for (int seat = 0; seat < MaxSeats; ++seat) {
        if (seat >= seats) {
            rewards[seat] = 0.0;
            continue;
        }
        double reward = outcome.draw ? 0.5 : (outcome.isWinner(seat) ? 1.0 : 0.0);
        if (settings.marginWeight > 0.0 && seats > 1) {
            const double others = (total - outcome.score[seat]) / (seats - 1);
            const double margin = std::clamp((outcome.score[seat] - others) / settings.marginScale, -1.0, 1.0);
            reward = (1.0 - settings.marginWeight) * reward + settings.marginWeight * (0.5 + 0.5 * margin);
        }
        rewards[seat] = reward;
    }
}
} // namespace

IsmctsTree::IsmctsTree()
    : m_actions(std::make_unique<ActionList>())
    , m_index(std::make_unique<std::array<Slot, std::size_t(1) << IndexBits>>())
    , m_matched(std::make_unique<std::array<std::uint8_t, ActionList::Capacity>>())
    , m_values(std::make_unique<std::array<int, ActionList::Capacity>>())
{
    m_path.reserve(4096);
    m_available.reserve(ActionList::Capacity);
}

IsmctsTree::~IsmctsTree() = default;

qint64 IsmctsTree::search(const Game &view, int seat, std::uint64_t seed, qint64 iterations,
                          const IsmctsSettings &settings, const IsmctsControl &control)
{
    if (!m_scratch || &m_scratch->module() != &view.module()) {
        m_scratch = view.clone();
        m_scratch->setHistoryEnabled(false);
    }
    m_seat = seat;
    m_settings = &settings;
    m_rng = Rng(seed, 0x5851f42d4c957f2dULL);
    m_cap = settings.playoutCap;
    m_greedy = settings.playoutGreedy;
    m_probes = 0;
    m_probeDecisions = 0;
    m_normalize = false;

    // One node per iteration at most: reserve the whole budget now so the loop never
    // reallocates; a time-limited search stops growing the tree at maxNodes.
    const qint64 maxNodes = std::max<qint64>(1, settings.maxNodes);
    // A chance node may be added beside the iteration's new node: room for one each.
    const qint64 capacity = iterations > 0 ? std::min(2 * iterations + 1, maxNodes) : maxNodes;
    m_nodes.clear();
    if (qint64(m_nodes.capacity()) < capacity)
        m_nodes.reserve(std::size_t(capacity));
    // The limit, not the vector's capacity (which an earlier, larger search may have left),
    // so a search does not depend on what came before it.
    m_nodeLimit = std::size_t(capacity);
    m_nodes.push_back(Node{});

    qint64 done = 0;
    qint64 unreported = 0;
    while (iterations <= 0 || done < iterations) {
        if (control.cancel && control.cancel->load(std::memory_order_relaxed))
            break;
        if (control.hasDeadline && (done > 0 || !control.atLeastOneIteration)
            && std::chrono::steady_clock::now() >= control.deadline)
            break;
        iterate(view);
        ++done;
        if (++unreported == ProgressStep && control.done) {
            const qint64 total = control.done->fetch_add(unreported) + unreported;
            unreported = 0;
            if (control.progress && *control.progress)
                (*control.progress)(total, control.budget);
        }
    }
    if (control.done && unreported > 0) {
        const qint64 total = control.done->fetch_add(unreported) + unreported;
        if (control.progress && *control.progress)
            (*control.progress)(total, control.budget);
    }
    return done;
}

void IsmctsTree::iterate(const Game &view)
{
    // A fresh sample of everything the seat cannot see: the view itself is one sample
    // already, so re-determinizing it never reaches the true hidden facts.
    Game &game = *m_scratch;
    game.assign(view);
    game.determinize(m_seat, m_rng);

    m_path.clear();
    m_path.push_back(0);
    std::int32_t node = 0;
    bool expanded = false;
    while (!expanded && !game.isOver()) {
        const int mover = game.decision().seat;
        const std::int32_t next = selectOrExpand(node, mover, expanded);
        if (next < 0)
            break; // the pool is full and no child is available: play out from here
        game.apply(m_nodes[next].action);
        node = next;
        m_path.push_back(node);
        // Below an action that drew something (a fight, a tile), each outcome keeps its
        // own plans, so the tree does not fuse what to do after a won and a lost fight.
        if (const std::uint32_t chance = game.chanceOutcome(); chance != 0 && !expanded) {
            const std::int32_t outcome = outcomeChild(node, chance);
            if (outcome >= 0) {
                node = outcome;
                m_path.push_back(node);
            }
        }
    }

    const int cap = m_cap;
    int steps = 0;
    if (m_greedy > 0.0) {
        // The threshold on 32 bits, so that no floating-point draw is needed per step.
        const auto threshold = std::uint64_t(std::min(m_greedy, 1.0) * 4294967296.0);
        for (; !game.isOver() && (cap <= 0 || steps < cap); ++steps)
            game.apply(std::uint64_t(m_rng.next()) < threshold ? greedyAction(game) : game.randomAction(m_rng));
    } else {
        // A game with a playout-only fast path plays the same moves from the same draws
        // without building actions (Game::playOutRandomly); others decline with -1.
        const int played = game.playOutRandomly(m_rng, cap > 0 ? cap : -1);
        if (played >= 0)
            steps = played;
        else
            for (; !game.isOver() && (cap <= 0 || steps < cap); ++steps)
                game.apply(game.randomAction(m_rng));
    }
    backUp(game);

    // The first playouts tell whether the game is a long one (see IsmctsSettings).
    const IsmctsSettings &settings = *m_settings;
    if (settings.longPlayout > 0 && m_probes < IsmctsSettings::ProbePlayouts) {
        m_probeDecisions += steps;
        if (++m_probes == IsmctsSettings::ProbePlayouts
            && m_probeDecisions > qint64(settings.longPlayout) * IsmctsSettings::ProbePlayouts
            && settings.longPlayoutCap > 0 && (m_cap <= 0 || settings.longPlayoutCap < m_cap)) {
            m_cap = settings.longPlayoutCap;
            if (settings.steadyPlayoutCap > 0 && settings.steadyPlayoutCap < m_cap && game.evaluationIsSteady())
                m_cap = settings.steadyPlayoutCap;
            if (settings.longPlayoutGreedy > 0.0)
                m_greedy = settings.longPlayoutGreedy;
            m_normalize = settings.longPlayoutNormalize;
        }
    }
}

Action IsmctsTree::greedyAction(const Game &game)
{
    // As GreedyPlayer chooses: the best one-ply value, ties broken uniformly.
    game.legalActions(*m_actions);
    const std::size_t size = m_actions->size();
    if (size == 0)
        return game.randomAction(m_rng);
    game.actionValues(*m_actions, game.decision().seat, m_values->data());
    const std::size_t chosen = bestValueIndex(m_values->data(), size, m_rng);
    return (*m_actions)[chosen];
}

std::size_t IsmctsTree::bestUntried(const Game &game, float &prior)
{
    // Move ordering: the untried action of the best one-ply value (ties at random), and
    // that value scaled over every legal action here, as the new child's prior.
    const std::size_t size = m_actions->size();
    game.actionValues(*m_actions, game.decision().seat, m_values->data());
    int lowest = (*m_values)[0];
    int highest = lowest;
    for (std::size_t i = 1; i < size; ++i) {
        lowest = std::min(lowest, (*m_values)[i]);
        highest = std::max(highest, (*m_values)[i]);
    }
    std::size_t chosen = size;
    std::uint32_t ties = 0;
    for (std::size_t i = 0; i < size; ++i) {
        if ((*m_matched)[i])
            continue;
        if (chosen == size || (*m_values)[i] > (*m_values)[chosen]) {
            chosen = i;
            ties = 1;
        } else if ((*m_values)[i] == (*m_values)[chosen] && m_rng.below(++ties) == 0) {
            chosen = i;
        }
    }
    prior = highest > lowest ? float(double((*m_values)[chosen] - lowest) / double(highest - lowest)) : 0.5f;
    return chosen;
}

bool IsmctsTree::mayWiden(const Node &node, std::size_t considered) const
{
    const IsmctsSettings &settings = *m_settings;
    if (settings.wideningBase <= 0.0)
        return true;
    const double allowed = settings.wideningBase * std::pow(double(node.visits) + 1.0, settings.wideningExponent);
    return double(considered) < allowed;
}

void IsmctsTree::indexActions()
{
    const std::size_t size = m_actions->size();
    int bits = 4;
    while ((std::size_t(1) << bits) < 2 * size)
        ++bits;
    m_indexShift = 64 - bits;
    m_indexMask = (std::uint64_t(1) << bits) - 1;
    if (++m_stamp == 0) {
        // After 2^32 steps the stamps wrap: start the slots afresh once.
        m_index->fill(Slot{});
        m_stamp = 1;
    }
    std::memset(m_matched->data(), 0, size);
    m_duplicates = 0;
    for (std::size_t i = 0; i < size; ++i) {
        const std::uint64_t key = actionKey((*m_actions)[i]);
        std::uint64_t slot = (key * 0x9e3779b97f4a7c15ULL) >> m_indexShift;
        for (;; slot = (slot + 1) & m_indexMask) {
            Slot &entry = (*m_index)[slot];
            if (entry.stamp != m_stamp) {
                entry = Slot{key, std::int32_t(i), m_stamp};
                break;
            }
            if (entry.key == key) {
                (*m_matched)[i] = 1; // a duplicate in the list: never a new child
                ++m_duplicates;
                break;
            }
        }
    }
}

std::int32_t IsmctsTree::findAction(const Action &action) const
{
    const std::uint64_t key = actionKey(action);
    for (std::uint64_t slot = (key * 0x9e3779b97f4a7c15ULL) >> m_indexShift;; slot = (slot + 1) & m_indexMask) {
        const Slot &entry = (*m_index)[slot];
        if (entry.stamp != m_stamp)
            return -1;
        if (entry.key == key)
            return entry.index;
    }
}

std::int32_t IsmctsTree::outcomeChild(std::int32_t node, std::uint32_t chance)
{
    for (std::int32_t child = m_nodes[node].firstChild; child >= 0; child = m_nodes[child].nextSibling)
        if (m_nodes[child].chance == chance)
            return child;
    if (m_nodes.size() >= m_nodeLimit)
        return -1; // the pool is full: go on below the action, as without chance nodes
    Node outcome;
    outcome.chance = chance;
    outcome.nextSibling = m_nodes[node].firstChild;
    const auto index = std::int32_t(m_nodes.size());
    m_nodes.push_back(outcome); // within the reserved capacity: no allocation
    m_nodes[node].firstChild = index;
    return index;
}

std::int32_t IsmctsTree::selectOrExpand(std::int32_t node, int mover, bool &expanded)
{
    m_scratch->legalActions(*m_actions);
    const std::size_t size = m_actions->size();
    if (size == 0)
        return -1;
    indexActions();

    // Children whose action is legal in this determinization are available: count it,
    // and remember which listed actions already have a child.
    std::size_t untried = size - m_duplicates;
    m_available.clear();
    for (std::int32_t child = m_nodes[node].firstChild; child >= 0; child = m_nodes[child].nextSibling) {
        if (m_nodes[child].chance != 0)
            continue; // an outcome of this node's action, not a move from here
        const std::int32_t index = findAction(m_nodes[child].action);
        if (index < 0)
            continue;
        ++m_nodes[child].availability;
        (*m_matched)[index] = 1;
        --untried;
        m_available.push_back(child); // within the reserved capacity
    }

    if (untried > 0 && m_nodes.size() < m_nodeLimit && (m_available.empty() || mayWiden(m_nodes[node], m_available.size()))) {
        std::size_t chosen = 0;
        float prior = 0.0f;
        if (m_settings->priorWeight > 0.0) {
            chosen = bestUntried(*m_scratch, prior);
        } else {
            auto pick = m_rng.below(std::uint32_t(untried));
            for (std::size_t i = 0; i < size; ++i) {
                if ((*m_matched)[i])
                    continue;
                if (pick-- == 0) {
                    chosen = i;
                    break;
                }
            }
        }
        Node child;
        child.action = (*m_actions)[chosen];
        child.prior = prior;
        child.nextSibling = m_nodes[node].firstChild;
        child.availability = 1;
        child.mover = static_cast<std::int8_t>(mover);
        const auto index = std::int32_t(m_nodes.size());
        m_nodes.push_back(child); // within the reserved capacity: no allocation
        m_nodes[node].firstChild = index;
        expanded = true;
        return index;
    }

    // UCB1 over the available children, each with its own availability count in place of
    // the parent's visits (Cowling et al.'s ISUCB).
    const double exploration = m_settings->exploration;
    const double priorWeight = m_settings->priorWeight;
    const std::array<double, LogTableSize> &logs = logTable();
    // Long games: each mean rescaled to the range of the available siblings' means.
    double lowest = 0.0;
    double highest = 0.0;
    if (m_normalize) {
        lowest = std::numeric_limits<double>::infinity();
        highest = -lowest;
        for (const std::int32_t child : m_available) {
            const double mean = m_nodes[child].reward / m_nodes[child].visits;
            lowest = std::min(lowest, mean);
            highest = std::max(highest, mean);
        }
    }
    const bool rescale = highest > lowest;
    const double scale = rescale ? 1.0 / (highest - lowest) : 1.0;
    const double offset = rescale ? lowest : 0.0;
    std::int32_t best = -1;
    double bestScore = -std::numeric_limits<double>::infinity();
    for (const std::int32_t child : m_available) {
        const Node &candidate = m_nodes[child];
        const double visits = candidate.visits;
        double score = (candidate.reward / visits - offset) * scale
            + exploration * std::sqrt(logOf(candidate.availability, logs) / visits);
        if (priorWeight > 0.0)
            score += priorWeight * double(candidate.prior) / (visits + 1.0);
        if (score > bestScore) {
            bestScore = score;
            best = child;
        }
    }
    return best;
}

void IsmctsTree::backUp(const Game &finished)
{
    std::array<double, MaxSeats> rewards{};
    seatRewards(finished, *m_settings, rewards);
    for (const std::int32_t index : m_path) {
        Node &node = m_nodes[index];
        ++node.visits;
        if (node.mover >= 0)
            node.reward += rewards[node.mover];
    }
}

} // namespace isle
