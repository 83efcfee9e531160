// The game object: construction, history, copies, hashing, outcome and action encoding.
#include "squirrelgame.h"

#include "squirrelevents.h"
#include "squirrelmodule.h"

#include "core/sharedassign.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <bit>
#include <cstring>

namespace isle::squirrelisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::squirrelisland::SquirrelGame)
};

// PCG32 stream of the game's own generator; players' generators use other streams.
constexpr std::uint64_t GameStream = 0x5371756972ULL; // "Squir"
} // namespace

int Bundle::compare(const Bundle &other) const
{
    const int keys[5] = {total() - other.total(), nuts - other.nuts, stamina - other.stamina, coins - other.coins,
                         cards - other.cards};
    for (const int key : keys)
        if (key != 0)
            return key;
    return 0;
}

SquirrelGame::SquirrelGame(const SquirrelModule &module, std::shared_ptr<const Ruleset> ruleset,
                           std::shared_ptr<const SquirrelRules> rules, QString variant, int seats, std::uint64_t seed)
    : m_module(&module)
    , m_ruleset(std::move(ruleset))
    , m_rules(std::move(rules))
    , m_variant(std::move(variant))
    , m_seed(seed)
{
    Q_ASSERT(seats >= 1 && seats <= MaxPlayers);
    std::memset(static_cast<void *>(&m_state), 0, sizeof m_state);
    m_state.seats = static_cast<std::uint8_t>(seats);
    reset(seed);
}

const GameModule &SquirrelGame::module() const
{
    return *m_module;
}

void SquirrelGame::reset(std::uint64_t seed)
{
    m_seed = seed;
    m_history.clear();
    const std::uint8_t seats = m_state.seats;
    // Zero every byte, padding included, so equal states hash equally.
    std::memset(static_cast<void *>(&m_state), 0, sizeof m_state);
    m_state.seats = seats;
    m_state.rng = Rng(seed, GameStream);
    m_playedMask = {};
    m_dayGains = {};
    startGame();
}

void SquirrelGame::setState(const SquirrelState &state)
{
    m_state = state;
    m_history.clear();
}

Decision SquirrelGame::decision() const
{
    if (m_state.stage != Stage::Decide)
        return {};
    return {m_state.decider, static_cast<int>(m_state.pending)};
}

QString SquirrelGame::decisionName(int kind) const
{
    switch (static_cast<DecisionKind>(kind)) {
    case DecisionKind::Play: return Tr::tr("play a card or go to sleep");
    case DecisionKind::Gather: return Tr::tr("gather: exhaust a squirrel, or pass");
    case DecisionKind::ChooseOpponent: return Tr::tr("choose the opponent");
    case DecisionKind::StashFromHand: return Tr::tr("stash a card from your hand");
    case DecisionKind::ExhaustSquirrel: return Tr::tr("exhaust a squirrel");
    case DecisionKind::KeepCard: return Tr::tr("keep one of the cards looked at");
    case DecisionKind::CollectLoops: return Tr::tr("exhaust a squirrel to collect its loops");
    case DecisionKind::Protect: return Tr::tr("choose the squirrel to protect");
    case DecisionKind::RefreshSquirrel: return Tr::tr("refresh a squirrel");
    case DecisionKind::Count: break;
    }
    return {};
}

int SquirrelGame::stashValue(int actor) const
{
    const PlayerState &p = m_state.player(actor);
    int value = 0;
    for (std::uint64_t present = presentCards(p.stash); present != 0; present &= present - 1) {
        const int card = std::countr_zero(present);
        value += p.stash[static_cast<std::size_t>(card)] * m_rules->card(card).stash;
    }
    return value;
}

int SquirrelGame::endBonus(int actor) const
{
    if (isSolo() && actor == m_state.rival())
        return 0; // the rival has no abilities
    const PlayerState &p = m_state.player(actor);
    int bonus = 0;
    for (int i = 0; i < p.tableauCount; ++i) {
        const TableauEntry &entry = p.tableau[static_cast<std::size_t>(i)];
        const CardRules &card = m_rules->card(entry.card);
        if (entry.refreshed && card.ability == Ability::StashGuard && card.abilityAmount > 0)
            bonus += p.stashCount / card.abilityAmount;
    }
    return bonus;
}

Outcome SquirrelGame::outcome() const
{
    Outcome result;
    result.seatCount = m_state.seats;
    for (int actor = 0; actor < m_state.actors; ++actor)
        result.score[static_cast<std::size_t>(actor)] = finalScore(actor);
    // Only a finished game has winners; in the solo game bit 1 (the rival) is no seat.
    result.winnerMask = static_cast<std::uint8_t>(m_state.winnerMask & ((1U << m_state.seats) - 1U));
    return result;
}

QJsonObject SquirrelGame::scoreReport() const
{
    return buildScoreReport(false);
}

QJsonObject SquirrelGame::fullScoreReport() const
{
    return buildScoreReport(true);
}

QJsonObject SquirrelGame::buildScoreReport(bool withHidden) const
{
    // There are no scoring "lines": each player's parts are under "players", one entry
    // per actor (the solo rival last, marked "rival"). In play the public report leaves
    // the stashes out (nobody sees them, their owner included), so its total is the
    // nuts; the full one counts them as the game would if it ended now.
    const bool over = isOver();
    const bool counted = over || withHidden;
    QJsonArray players;
    QJsonArray totals;
    for (int actor = 0; actor < m_state.actors; ++actor) {
        const PlayerState &p = m_state.player(actor);
        const int total = counted ? finalScore(actor) : p.nuts;
        QJsonObject entry{{QStringLiteral("side"), actor + 1},
                          {QStringLiteral("nuts"), p.nuts},
                          {QStringLiteral("stash"), counted ? QJsonValue(stashValue(actor)) : QJsonValue()},
                          {QStringLiteral("stashCount"), int(p.stashCount)},
                          {QStringLiteral("bonus"), counted ? QJsonValue(endBonus(actor)) : QJsonValue()},
                          {QStringLiteral("total"), total},
                          {QStringLiteral("squirrels"), squirrelCount(actor)}};
        if (actor == m_state.rival())
            entry.insert(QStringLiteral("rival"), true);
        if (over)
            entry.insert(QStringLiteral("winner"), (m_state.winnerMask & (1U << actor)) != 0);
        players.append(entry);
        totals.append(total);
    }
    return {{QStringLiteral("lines"), QJsonArray()},
            {QStringLiteral("players"), players},
            {QStringLiteral("totals"), totals},
            {QStringLiteral("over"), over},
            {QStringLiteral("day"), int(m_state.day)},
            {QStringLiteral("stashesCounted"), counted}};
}

QStringList SquirrelGame::scoreReportText(const QJsonObject &report) const
{
    QStringList text;
    const bool over = report.value(QStringLiteral("over")).toBool();
    const bool counted = report.value(QStringLiteral("stashesCounted")).toBool();
    if (over)
        text.append(Tr::tr("The game is over: final scores."));
    else if (counted)
        text.append(Tr::tr("Day %1 in play; stashes are hidden from the players until the end, the totals count "
                           "them as if the game ended now.")
                        .arg(report.value(QStringLiteral("day")).toInt()));
    else
        text.append(Tr::tr("Day %1 in play; stashes are hidden until the end, so the totals are the nuts so far.")
                        .arg(report.value(QStringLiteral("day")).toInt()));
    for (const QJsonValue &value : report.value(QStringLiteral("players")).toArray()) {
        const QJsonObject entry = value.toObject();
        const int actor = entry.value(QStringLiteral("side")).toInt() - 1;
        const int nuts = entry.value(QStringLiteral("nuts")).toInt();
        const int total = entry.value(QStringLiteral("total")).toInt();
        const int stashCount = entry.value(QStringLiteral("stashCount")).toInt();
        text.append(QString());
        text.append(entry.value(QStringLiteral("winner")).toBool() ? Tr::tr("%1 (wins)").arg(seatText(actor))
                                                                    : seatText(actor));
        text.append(Tr::tr("  nuts: %1").arg(nuts));
        if (entry.value(QStringLiteral("stash")).isNull())
            text.append(Tr::tr("  stash: %n card(s), value hidden", nullptr, stashCount));
        else
            text.append(Tr::tr("  stash: %n card(s) worth %1 nuts", nullptr, stashCount)
                            .arg(entry.value(QStringLiteral("stash")).toInt()));
        if (const int bonus = entry.value(QStringLiteral("bonus")).toInt(); bonus > 0)
            text.append(Tr::tr("  bonus: %1 nuts").arg(bonus));
        text.append(Tr::tr("  squirrels in play: %1").arg(entry.value(QStringLiteral("squirrels")).toInt()));
        text.append(Tr::tr("  total: %1 points").arg(total));
    }
    return text;
}

// The values read the card played or gathered with (the seat's own hand, or squirrels in
// play), the day and the seat's stamina and coins: nothing hidden from the deciding seat.
bool SquirrelGame::actionValuesNeedView(int seat) const
{
    Q_UNUSED(seat);
    return false;
}

void SquirrelGame::actionValues(const ActionList &actions, int seat, int *values) const
{
    // A rough one-ply value in nuts: what a decision gains at once, plus a little for
    // squirrels (their loops come back every morning left).
    const PlayerState &p = m_state.player(seat);
    const int mornings = m_rules->dayCount - m_state.day;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action &action = actions[i];
        int value = 0;
        switch (static_cast<ActionType>(action.type)) {
        case ActionType::Play: {
            const int card = cardOf(action);
            if (card < 0)
                break;
            const CardRules &rules = m_rules->card(card);
            value = 2 * rules.loopTotal * mornings + 2;
            for (const EffectSpec &effect : rules.effects)
                if (effect.kind != Effect::None)
                    value += 2 * effect.amount;
            value -= action.extra; // coins spent for stamina
            break;
        }
        case ActionType::Gather: {
            const int card = cardOf(action);
            value = 2 * m_rules->gatherNuts + (card >= 0 ? exhaustBonus(seat, action.cell).total() : 0);
            break;
        }
        case ActionType::Sleep: value = p.stamina + p.coins / 3 > 0 ? -1 : 0; break;
        default: break;
        }
        values[i] = value;
    }
}

QString SquirrelGame::componentDescription(const QString &componentId) const
{
    const int card = m_rules->cardWithId(componentId);
    if (card < 0)
        return {};
    const CardRules &rules = m_rules->card(card);
    QStringList parts;
    parts.append(rules.isSquirrel() ? Tr::tr("Squirrel, costs %n stamina.", nullptr, rules.cost)
                                    : Tr::tr("Item, costs %n coin(s).", nullptr, rules.cost));
    for (const EffectSpec &effect : rules.effects)
        if (effect.kind != Effect::None)
            parts.append(effectText(effect.kind, effect.amount));
    QStringList loops;
    for (int resource = 0; resource < ResourceCount; ++resource)
        if (rules.loops[static_cast<std::size_t>(resource)] > 0)
            loops.append(resourceText(resource, rules.loops[static_cast<std::size_t>(resource)]));
    if (!loops.isEmpty())
        parts.append(Tr::tr("Loops: %1.").arg(loops.join(QStringLiteral(", "))));
    if (rules.ability != Ability::None)
        parts.append(abilityText(rules.ability, rules.abilityAmount));
    parts.append(Tr::tr("Stash value %1.").arg(rules.stash));
    return parts.join(u' ');
}

std::unique_ptr<Game> SquirrelGame::clone() const
{
    auto copy = std::make_unique<SquirrelGame>(*this);
    copy->setEventSink(nullptr);
    copy->m_tally = {};
    return copy;
}

void SquirrelGame::assign(const Game &other)
{
    const auto &source = static_cast<const SquirrelGame &>(other);
    assignShared(m_ruleset, source.m_ruleset);
    assignShared(m_rules, source.m_rules);
    assignShared(m_variant, source.m_variant);
    m_seed = source.m_seed;
    m_state = source.m_state;
    m_history.clear();
}

void SquirrelGame::emitEvent(int type, int seat, int a, int b, int c, int d, int privateTo) const
{
    if (!eventSink())
        return;
    GameEvent event;
    event.type = static_cast<std::uint16_t>(type);
    event.flags = eventFlags(static_cast<SquirrelEvent>(type));
    event.seat = static_cast<std::int8_t>(seat);
    event.privateTo = static_cast<std::int8_t>(privateTo);
    event.a = a;
    event.b = b;
    event.c = c;
    event.d = d;
    Game::emitEvent(event);
}

// Every decision's encoding in one place; unused fields keep their defaults, so equal
// decisions compare equal. A card is its 24-bit key: cell2 the low 16 bits, kind the high 8.
namespace {
Action withCard(Action action, std::uint32_t key)
{
    action.cell2 = static_cast<std::int16_t>(static_cast<std::uint16_t>(key & 0xFFFFU));
    action.kind = static_cast<std::uint8_t>(key >> 16U);
    return action;
}
} // namespace

std::uint32_t SquirrelGame::actionCardKey(const Action &action)
{
    return (static_cast<std::uint32_t>(action.kind) << 16U) | static_cast<std::uint16_t>(action.cell2);
}

Action SquirrelGame::playAction(std::uint32_t cardKey, int slot, int coinsForStamina, bool surchargeInCoins)
{
    Action action;
    action.type = static_cast<std::uint8_t>(ActionType::Play);
    action.cell = static_cast<std::int16_t>(slot);
    action.extra = static_cast<std::uint8_t>(coinsForStamina);
    action.flags = surchargeInCoins ? 1 : 0;
    return withCard(action, cardKey);
}

Action SquirrelGame::simpleAction(ActionType type)
{
    Action action;
    action.type = static_cast<std::uint8_t>(type);
    action.cell2 = 0;
    return action;
}

Action SquirrelGame::positionAction(ActionType type, int position, std::uint32_t cardKey)
{
    Action action;
    action.type = static_cast<std::uint8_t>(type);
    action.cell = static_cast<std::int16_t>(position);
    return withCard(action, cardKey);
}

Action SquirrelGame::cardAction(ActionType type, std::uint32_t cardKey)
{
    Action action;
    action.type = static_cast<std::uint8_t>(type);
    return withCard(action, cardKey);
}

Action SquirrelGame::targetAction(int seat)
{
    Action action;
    action.type = static_cast<std::uint8_t>(ActionType::Target);
    action.cell = static_cast<std::int16_t>(seat);
    action.cell2 = 0;
    return action;
}

} // namespace isle::squirrelisland
