// The rules of Pebbles: whose turn, what may be taken, dealing, undo and determinization.
#include "pebblesgame.h"

#include "pebblesmodule.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace isle::fakegame {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::fakegame::PebblesGame)
};

// Fields by name: GameEvent grows now and then, and positional braces would shift.
GameEvent event(PebblesEvent type, int seat, std::uint8_t flags, int a = 0, int b = 0, int privateTo = -1)
{
    GameEvent result;
    result.type = static_cast<std::uint16_t>(type);
    result.seat = static_cast<std::int8_t>(seat);
    result.privateTo = static_cast<std::int8_t>(privateTo);
    result.flags = flags;
    result.a = a;
    result.b = b;
    return result;
}
} // namespace

PebblesGame::PebblesGame(const PebblesModule &module, std::shared_ptr<const Ruleset> ruleset, PebblesRules rules,
    QString variant, int seats, std::uint64_t seed)
    : m_module(&module)
    , m_ruleset(std::move(ruleset))
    , m_rules(rules)
    , m_variant(std::move(variant))
    , m_seats(seats)
    , m_seed(seed)
{
    Q_ASSERT(seats >= 2 && seats <= MaxSeats);
    reset(seed);
}

const GameModule &PebblesGame::module() const
{
    return *m_module;
}

QString PebblesGame::decisionName(int kind) const
{
    return kind == DecideTake ? QStringLiteral("take") : QString();
}

Action PebblesGame::takeAction(int count)
{
    Action action;
    action.type = Take;
    action.kind = static_cast<std::uint8_t>(count);
    return action;
}

void PebblesGame::legalActions(ActionList &out) const
{
    out.clear();
    if (isOver())
        return;
    const int most = std::min<int>(m_rules.maxTake, m_state.pile);
    for (int count = 1; count <= most; ++count)
        out.push(takeAction(count));
}

Verdict PebblesGame::check(const Action &action) const
{
    if (isOver())
        return Verdict::illegal(Tr::tr("the game is over"));
    // Only takeAction()'s encoding is legal, so equal decisions always compare equal.
    if (action.type != Take || action.flags != 0 || action.extra != 0 || action.cell != -1 || action.cell2 != -1)
        return Verdict::illegal(Tr::tr("the only decision in Pebbles is taking pebbles"));
    if (action.kind < 1)
        return Verdict::illegal(Tr::tr("take at least one pebble"));
    if (action.kind > m_rules.maxTake)
        return Verdict::illegal(Tr::tr("take at most %n pebble(s) a turn", nullptr, m_rules.maxTake));
    if (action.kind > m_state.pile)
        return Verdict::illegal(Tr::tr("only %n pebble(s) left", nullptr, m_state.pile));
    return Verdict::ok();
}

void PebblesGame::apply(const Action &action)
{
    Q_ASSERT(check(action).legal);
    if (m_historyEnabled)
        m_history.push_back(m_state);
    const int seat = m_state.toMove;
    m_state.pile = static_cast<std::int8_t>(m_state.pile - action.kind);
    m_state.taken[seat] = static_cast<std::int8_t>(m_state.taken[seat] + action.kind);
    ++m_state.decisions;
    emitEvent(event(PebblesEvent::Took, seat, EventFlag::Restates, action.kind, m_state.pile));
    if (m_state.pile == 0) {
        m_state.winner = static_cast<std::int8_t>(seat);
        m_state.toMove = -1;
        // The bonuses, secret until now, are shown with the result.
        emitEvent(event(PebblesEvent::GameEnded, seat, EventFlag::GameEnd | EventFlag::Reveal | EventFlag::Notice));
    } else {
        m_state.toMove = static_cast<std::int8_t>((seat + 1) % m_seats);
    }
}

Action PebblesGame::randomAction(Rng &rng) const
{
    Q_ASSERT(!isOver());
    const int most = std::min<int>(m_rules.maxTake, m_state.pile);
    return takeAction(1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(most))));
}

std::optional<Action> PebblesGame::preferredAction(int seat, const QStringList &preferenceValues, Rng &rng) const
{
    if (isOver() || seat != m_state.toMove)
        return std::nullopt;
    const QString mode = preferenceValues.value(0);
    if (mode == QLatin1StringView("one"))
        return takeAction(1);
    if (mode == QLatin1StringView("random"))
        return randomAction(rng);
    return std::nullopt;
}

void PebblesGame::setHistoryEnabled(bool enabled)
{
    m_historyEnabled = enabled;
    if (!enabled)
        m_history.clear();
}

void PebblesGame::undo()
{
    Q_ASSERT(canUndo());
    m_state = m_history.back();
    m_history.pop_back();
}

Outcome PebblesGame::outcome() const
{
    Outcome result;
    result.seatCount = m_seats;
    for (int seat = 0; seat < m_seats; ++seat)
        result.score[seat] = m_state.taken[seat] + m_state.bonus[seat];
    if (m_state.winner >= 0)
        result.winnerMask = static_cast<std::uint8_t>(1U << m_state.winner);
    return result;
}

QJsonObject PebblesGame::scoreReport() const
{
    // Public figures only: the bonuses count once the game is over and they are shown.
    QJsonArray totals;
    for (int seat = 0; seat < m_seats; ++seat)
        totals.append(m_state.taken[seat] + (isOver() ? m_state.bonus[seat] : 0));
    return QJsonObject { { QStringLiteral("lines"), QJsonArray() }, { QStringLiteral("totals"), totals } };
}

void PebblesGame::actionValues(const ActionList &actions, int seat, int *values) const
{
    Q_UNUSED(seat); // only the seat to move takes, and each pebble is its own point
    // Taking the last pebble wins, which outweighs any number of pebbles.
    constexpr int WinValue = 1000;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const int count = actions[i].kind;
        values[i] = count + (count == m_state.pile ? WinValue : 0);
    }
}

void PebblesGame::reset(std::uint64_t seed)
{
    m_seed = seed;
    m_state = PebblesState {};
    m_state.pile = static_cast<std::int8_t>(m_rules.pile);
    m_history.clear();
    m_history.reserve(static_cast<std::size_t>(m_rules.pile));
    // The deal is the game's only chance, drawn from its own seeded generator.
    Rng rng(seed);
    for (int seat = 0; seat < m_seats; ++seat) {
        m_state.bonus[seat] = static_cast<std::int8_t>(rng.below(MaxBonus + 1));
        emitEvent(event(PebblesEvent::BonusDealt, seat, EventFlag::Chance, m_state.bonus[seat], 0, seat));
    }
}

void PebblesGame::setState(const PebblesState &state)
{
    m_state = state;
    m_history.clear();
}

std::unique_ptr<Game> PebblesGame::clone() const
{
    auto copy = std::make_unique<PebblesGame>(*this);
    copy->setEventSink(nullptr);
    return copy;
}

void PebblesGame::assign(const Game &other)
{
    const auto &source = static_cast<const PebblesGame &>(other);
    m_ruleset = source.m_ruleset;
    m_rules = source.m_rules;
    m_variant = source.m_variant; // implicitly shared: no allocation
    m_seats = source.m_seats;
    m_seed = source.m_seed;
    m_state = source.m_state;
    // Like Foggy Island, a copy starts without undo history: it is a new line of play.
    m_history.clear();
    if (m_history.capacity() < static_cast<std::size_t>(m_rules.pile))
        m_history.reserve(static_cast<std::size_t>(m_rules.pile));
}

void PebblesGame::determinize(int seat, Rng &rng)
{
    if (isOver())
        return; // every bonus has been shown
    for (int other = 0; other < m_seats; ++other) {
        if (other == seat)
            continue;
        const auto bonus = static_cast<std::int8_t>(rng.below(MaxBonus + 1));
        m_state.bonus[other] = bonus;
        // Bonuses never change during a game: the snapshots must not keep the true ones.
        for (PebblesState &snapshot : m_history)
            snapshot.bonus[other] = bonus;
    }
}

std::uint64_t PebblesGame::stateHash() const
{
    // FNV-1a over the state's fields (not its bytes: padding is not part of the state).
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    const auto mix = [&hash](int value) {
        hash ^= static_cast<std::uint64_t>(static_cast<std::uint32_t>(value));
        hash *= 0x100000001b3ULL;
    };
    mix(m_seats);
    mix(m_state.pile);
    mix(m_state.toMove);
    mix(m_state.winner);
    mix(m_state.decisions);
    for (int seat = 0; seat < m_seats; ++seat) {
        mix(m_state.taken[seat]);
        mix(m_state.bonus[seat]);
    }
    return hash;
}

} // namespace isle::fakegame
