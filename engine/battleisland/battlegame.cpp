// The game object: construction, history, copies, hashing, outcome and scores.
#include "battlegame.h"

#include "battleevents.h"
#include "battlemodule.h"

#include "core/sharedassign.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cstring>
#include <span>

namespace isle::battleisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::battleisland::BattleGame)
};

// PCG32 stream of the game's own generator; players' generators use other streams.
constexpr std::uint64_t GameStream = 0x466f6742ULL; // "FogB"
} // namespace

BattleGame::BattleGame(const BattleModule &module, std::shared_ptr<const Ruleset> ruleset,
                       std::shared_ptr<const BattleRules> rules, QString variant, int seats, std::uint64_t seed)
    : m_module(&module)
    , m_ruleset(std::move(ruleset))
    , m_rules(std::move(rules))
    , m_variant(std::move(variant))
    , m_seed(seed)
{
    Q_ASSERT(seats >= 2 && seats <= MaxColours);
    std::memset(static_cast<void *>(&m_state), 0, sizeof m_state);
    m_state.seats = static_cast<std::uint8_t>(seats);
    reset(seed);
}

const GameModule &BattleGame::module() const
{
    return *m_module;
}

void BattleGame::reset(std::uint64_t seed)
{
    prepareCombatOdds();
    m_seed = seed;
    m_history.clear();
    const std::uint8_t seats = m_state.seats;
    // Zero every byte, padding included, so equal states hash equally.
    std::memset(static_cast<void *>(&m_state), 0, sizeof m_state);
    m_state.seats = seats;
    m_state.rng = Rng(seed, GameStream);
    m_counts = {};
    startGame();
}

void BattleGame::setState(const BattleState &state)
{
    m_state = state;
    m_history.clear();
}

Decision BattleGame::decision() const
{
    if (m_state.stage != Stage::Decide)
        return {};
    return {m_state.decider, static_cast<int>(m_state.pending)};
}

QString BattleGame::decisionName(int kind) const
{
    switch (static_cast<DecisionKind>(kind)) {
    case DecisionKind::Main: return Tr::tr("activate a unit, recruit or end the turn");
    case DecisionKind::Act: return Tr::tr("move, act, or end this unit's activation");
    case DecisionKind::Orient: return Tr::tr("turn the drawn tile");
    case DecisionKind::PlaceTile: return Tr::tr("choose where the drawn tile goes");
    case DecisionKind::TokenSide: return Tr::tr("city or factory");
    case DecisionKind::Reroll: return Tr::tr("re-roll your lowest dice");
    case DecisionKind::Count: break;
    }
    return {};
}

Outcome BattleGame::outcome() const
{
    Outcome result;
    result.seatCount = m_state.seats;
    for (int seat = 0; seat < m_state.seats; ++seat)
        result.score[static_cast<std::size_t>(seat)] = m_state.player(seat).eliminated ? 0 : points(seat);
    result.winnerMask = m_state.winnerMask;
    return result;
}

QJsonObject BattleGame::scoreReport() const
{
    // Everything that scores is public: each seat's buildings, the lighthouse, income and coins.
    QJsonArray seats;
    QJsonArray totals;
    for (int seat = 0; seat < m_state.seats; ++seat) {
        const SeatState &p = m_state.player(seat);
        int tokens = 0;
        bool lighthouse = false;
        bool base = false;
        for (int space = 0; space < MaxSpaces; ++space) {
            if (m_state.ownerAt(space) != seat)
                continue;
            switch (m_state.structureAt(space)) {
            case StructureKind::City:
            case StructureKind::Factory: ++tokens; break;
            case StructureKind::Base: base = true; break;
            case StructureKind::Lighthouse: lighthouse = true; break;
            case StructureKind::None: break;
            }
        }
        const int total = p.eliminated ? 0 : points(seat);
        QJsonObject entry{{QStringLiteral("side"), seat + 1},
                          {QStringLiteral("buildings"), tokens},
                          {QStringLiteral("base"), base},
                          {QStringLiteral("lighthouse"), lighthouse},
                          {QStringLiteral("income"), p.eliminated ? 0 : income(seat)},
                          {QStringLiteral("coins"), p.coins},
                          {QStringLiteral("eliminated"), p.eliminated != 0},
                          {QStringLiteral("total"), total}};
        if (isOver())
            entry.insert(QStringLiteral("winner"), (m_state.winnerMask & (1U << seat)) != 0);
        seats.append(entry);
        totals.append(total);
    }
    return {{QStringLiteral("lines"), QJsonArray()},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("totals"), totals},
            {QStringLiteral("over"), isOver()},
            {QStringLiteral("round"), m_state.round},
            {QStringLiteral("endReason"), m_state.endReason == EndReason::Elimination ? QStringLiteral("elimination")
                                          : m_state.endReason == EndReason::Points    ? QStringLiteral("points")
                                                                                      : QString()}};
}

QStringList BattleGame::scoreReportText(const QJsonObject &report) const
{
    QStringList text;
    const bool over = report.value(QStringLiteral("over")).toBool();
    if (over)
        text.append(report.value(QStringLiteral("endReason")).toString() == u"elimination"
                        ? Tr::tr("The game is over: one general is left.")
                        : Tr::tr("The game is over: final points."));
    else
        text.append(Tr::tr("Round %1 in play; points as if the game ended now.")
                        .arg(report.value(QStringLiteral("round")).toInt()));
    for (const QJsonValue &value : report.value(QStringLiteral("seats")).toArray()) {
        const QJsonObject entry = value.toObject();
        const int seat = entry.value(QStringLiteral("side")).toInt() - 1;
        text.append(QString());
        text.append(entry.value(QStringLiteral("winner")).toBool() ? Tr::tr("%1 (wins)").arg(seatText(seat))
                                                                    : seatText(seat));
        if (entry.value(QStringLiteral("eliminated")).toBool()) {
            text.append(Tr::tr("  eliminated"));
            continue;
        }
        text.append(Tr::tr("  cities and factories: %1").arg(entry.value(QStringLiteral("buildings")).toInt()));
        if (entry.value(QStringLiteral("base")).toBool())
            text.append(Tr::tr("  home base: 1 point"));
        if (entry.value(QStringLiteral("lighthouse")).toBool())
            text.append(Tr::tr("  lighthouse: %n point(s)", nullptr, 1 + m_rules->lighthouseEndBonus));
        text.append(Tr::tr("  income: %n coin(s) a turn, coins: %1", nullptr, entry.value(QStringLiteral("income")).toInt())
                        .arg(entry.value(QStringLiteral("coins")).toInt()));
        text.append(Tr::tr("  total: %n point(s)", nullptr, entry.value(QStringLiteral("total")).toInt()));
    }
    return text;
}

std::unique_ptr<Game> BattleGame::clone() const
{
    auto copy = std::make_unique<BattleGame>(*this);
    copy->setEventSink(nullptr);
    copy->m_tally = {};
    return copy;
}

void BattleGame::assign(const Game &other)
{
    const auto &source = static_cast<const BattleGame &>(other);
    prepareCombatOdds();
    assignShared(m_ruleset, source.m_ruleset);
    assignShared(m_rules, source.m_rules);
    assignShared(m_variant, source.m_variant);
    m_seed = source.m_seed;
    m_state = source.m_state;
    m_history.clear();
}

void BattleGame::determinize(int seat, Rng &rng)
{
    // Only the pile's order is hidden (and, in the simultaneous re-roll order, the
    // attacker's choice before the defender's): both are sampled again, and the
    // generator is reseeded, so the future chance differs from the true game's.
    m_history.clear();
    BattleState &s = m_state;
    s.rng = Rng((std::uint64_t(rng.next()) << 32U) | rng.next(), rng.next());
    rng.shuffle(std::span(s.pile.data(), s.pileCount));
    if (s.combat.attackerReroll != 0xFF && s.combat.attackerSeat != seat) {
        const int attacker = s.unitOn(s.combat.attacker);
        if (attacker != NoUnit)
            s.combat.attackerReroll = static_cast<std::uint8_t>(rng.below(std::uint32_t(rerollsOf(s.unit(attacker)) + 1)));
    }
}

void BattleGame::emitEvent(int type, int seat, int a, int b, int c, int d) const
{
    if (!eventSink())
        return;
    GameEvent event;
    event.type = static_cast<std::uint16_t>(type);
    event.flags = eventFlags(static_cast<BattleEvent>(type));
    event.seat = static_cast<std::int8_t>(seat);
    event.a = a;
    event.b = b;
    event.c = c;
    event.d = d;
    Game::emitEvent(event);
}

Action BattleGame::makeAction(ActionType type, int cell, int cell2, int kind)
{
    Action action;
    action.type = static_cast<std::uint8_t>(type);
    action.cell = static_cast<std::int16_t>(cell);
    action.cell2 = static_cast<std::int16_t>(cell2);
    action.kind = static_cast<std::uint8_t>(kind);
    return action;
}

} // namespace isle::battleisland
