#include "foggygame.h"

#include "foggymodule.h"
#include "foggyreference.h"
#include "scoring.h"

#include "core/sharedassign.h"

#include <QCoreApplication>
#include <algorithm>
#include <cstring>

namespace isle::foggy {

namespace {
// PCG32 stream of the game's own generator; players' generators use other streams.
constexpr std::uint64_t GameStream = 0x466f676779ULL; // "Foggy"
} // namespace

FoggyGame::FoggyGame(const FoggyModule &module, std::shared_ptr<const Ruleset> ruleset,
                     std::shared_ptr<const FoggyRules> rules, Variant variant, std::uint64_t seed)
    : m_module(&module)
    , m_ruleset(std::move(ruleset))
    , m_rules(std::move(rules))
    , m_variant(variant)
    , m_seed(seed)
{
    reset(seed);
}

void FoggyGame::reset(std::uint64_t seed)
{
    m_seed = seed;
    m_history.clear();
    // Zero every byte, padding included, so equal states hash equally.
    std::memset(static_cast<void *>(&m_state), 0, sizeof m_state);
    m_state.rng = Rng(seed, GameStream);
    startGame();
}

const GameModule &FoggyGame::module() const
{
    return *m_module;
}

QString FoggyGame::variant() const
{
    switch (m_variant) {
    case Variant::Basic: return QStringLiteral("basic");
    case Variant::Weather: return QStringLiteral("weather");
    case Variant::Mercenary: return QStringLiteral("mercenary");
    case Variant::Quick: return QStringLiteral("quick");
    case Variant::Team: return QStringLiteral("team");
    }
    return {};
}

int FoggyGame::roundCount() const
{
    switch (m_variant) {
    case Variant::Basic: return m_rules->basicRounds;
    case Variant::Weather: return m_rules->weatherRounds;
    case Variant::Mercenary: return m_rules->mercenaryRounds + m_state.extraRounds;
    case Variant::Quick: return m_rules->quickRounds + m_state.extraRounds;
    case Variant::Team: return m_rules->teamRounds + m_state.extraRounds;
    }
    return 0;
}

int FoggyGame::fixedGameWeather() const
{
    switch (m_variant) {
    case Variant::Quick: return m_rules->quickWeather;
    case Variant::Team: return m_rules->teamWeather;
    default: return GameWeatherDrawn;
    }
}

int FoggyGame::knownGameWeather() const
{
    if (!hasGameWeather())
        return -1;
    if (m_state.gameWeather >= 0)
        return m_state.gameWeather;
    return std::max(fixedGameWeather(), -1);
}


Decision FoggyGame::decision() const
{
    if (m_state.phase == Phase::GameOver)
        return {};
    return {m_state.seat, static_cast<int>(m_state.phase)};
}

QString FoggyGame::decisionName(int kind) const
{
    switch (static_cast<Phase>(kind)) {
    case Phase::PickHand: return QCoreApplication::translate("isle::foggy::FoggyGame", "pick the opening hand");
    case Phase::ChooseWeather: return QCoreApplication::translate("isle::foggy::FoggyGame", "choose the weather");
    case Phase::ChooseGameWeather:
        return QCoreApplication::translate("isle::foggy::FoggyGame", "choose the weather of the whole game");
    case Phase::LiftFog: return QCoreApplication::translate("isle::foggy::FoggyGame", "lift a fog board");
    case Phase::Place: return QCoreApplication::translate("isle::foggy::FoggyGame", "place a token");
    case Phase::Hire: return QCoreApplication::translate("isle::foggy::FoggyGame", "hire mercenaries");
    case Phase::SwapTarget:
        return QCoreApplication::translate("isle::foggy::FoggyGame", "choose the opponent's token to swap places with");
    case Phase::FoxExchange:
        return QCoreApplication::translate("isle::foggy::FoggyGame", "exchange a token next to the Fox for one from the hand");
    case Phase::SnakeTarget:
        return QCoreApplication::translate("isle::foggy::FoggyGame", "choose the opponent's token the Snake sends back");
    case Phase::SnakeExchange:
        return QCoreApplication::translate("isle::foggy::FoggyGame", "choose the hand token that replaces it");
    case Phase::PrairieSwap:
        return QCoreApplication::translate("isle::foggy::FoggyGame", "swap two tokens next to the Prairie Dog, or not");
    case Phase::HippoSettle:
        return QCoreApplication::translate("isle::foggy::FoggyGame", "move the Hippo onto one of its two tiles");
    case Phase::FrogMove:
        return QCoreApplication::translate("isle::foggy::FoggyGame", "move the Frog to a free tile next to it, or not");
    case Phase::GameOver: return QCoreApplication::translate("isle::foggy::FoggyGame", "nothing: the game is over");
    }
    return {};
}

Outcome FoggyGame::outcome() const
{
    Outcome result;
    result.seatCount = seatCount();
    // Victory points decide, or in the mercenary game coins, then the cost of hires.
    const auto &score = usesCoins() ? m_state.coins : m_state.totalPoints;
    for (int seat = 0; seat < seatCount(); ++seat)
        result.score[seat] = score[sideOfSeat(seat)];
    int difference = score[0] - score[1];
    if (difference == 0 && usesCoins())
        difference = m_state.hiredCost[0] - m_state.hiredCost[1];
    result.draw = difference == 0;
    for (int seat = 0; seat < seatCount(); ++seat)
        if (difference != 0 && (sideOfSeat(seat) == 0) == (difference > 0))
            result.winnerMask = static_cast<std::uint8_t>(result.winnerMask | (1U << seat));
    return result;
}

QJsonObject FoggyGame::scoreReport() const
{
    return scoreBreakdownJson(*m_rules, m_state.cells);
}

QString FoggyGame::componentDescription(const QString &componentId) const
{
    const auto character = characterFromId(componentId);
    return character ? characterAbility(static_cast<int>(*character), *m_rules) : QString();
}

std::unique_ptr<Game> FoggyGame::clone() const
{
    auto copy = std::make_unique<FoggyGame>(*this);
    copy->setEventSink(nullptr);
    copy->m_tally = {};
    return copy;
}

void FoggyGame::assign(const Game &other)
{
    const auto &source = static_cast<const FoggyGame &>(other);
    assignShared(m_ruleset, source.m_ruleset);
    assignShared(m_rules, source.m_rules);
    m_variant = source.m_variant;
    m_seed = source.m_seed;
    m_state = source.m_state;
    m_history.clear();
}

namespace {
// Every decision's encoding in one place; unused fields keep their defaults, so equal
// decisions compare equal.
Action makeAction(ActionType type, int kind = 0, int cell = -1, int cell2 = -1, int extra = 0, bool flag = false)
{
    Action action;
    action.type = static_cast<std::uint8_t>(type);
    action.kind = static_cast<std::uint8_t>(kind);
    action.cell = static_cast<std::int16_t>(cell);
    action.cell2 = static_cast<std::int16_t>(cell2);
    action.extra = static_cast<std::uint8_t>(extra);
    action.flags = flag ? 1 : 0;
    return action;
}
} // namespace

Action FoggyGame::placeAction(int kind, int cell, bool faceDown, int cell2)
{
    return makeAction(ActionType::Place, kind, cell, cell2, 0, faceDown);
}

Action FoggyGame::pickAction(int kind)
{
    return makeAction(ActionType::PickHand, kind);
}

Action FoggyGame::weatherAction(int keep)
{
    return makeAction(ActionType::ChooseWeather, 0, -1, -1, keep);
}

Action FoggyGame::gameWeatherAction(Weather weather)
{
    return makeAction(ActionType::ChooseGameWeather, 0, -1, -1, static_cast<int>(weather));
}

Action FoggyGame::liftAction(int region)
{
    return makeAction(ActionType::LiftFog, 0, -1, -1, region);
}

Action FoggyGame::hireAction(int kind)
{
    return makeAction(ActionType::Hire, kind);
}

Action FoggyGame::endHiringAction()
{
    return makeAction(ActionType::EndHiring);
}

Action FoggyGame::swapAction(int cell)
{
    return makeAction(ActionType::SwapWith, 0, cell);
}

Action FoggyGame::abilityAction(ActionType type, int cell, int cell2, int kind)
{
    return makeAction(type, kind, cell, cell2);
}

} // namespace isle::foggy
