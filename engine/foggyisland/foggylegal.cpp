// Which decisions are legal now, why others are not, and a uniform random legal one.
#include "foggygame.h"

#include <QCoreApplication>
#include <bit>

namespace isle::foggy {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::foggy::FoggyGame)
};

// Face-up/face-down choices for a character under the current weather (rules:
// "Foggy: tokens are placed face down; a mercenary may be placed face up by choice").
// Bit 0: face up allowed, bit 1: face down allowed.
int faceOptions(Weather weather, int kind)
{
    if (weather != Weather::Foggy)
        return 1;
    return characterInfo(kind).mercenary ? 3 : 2;
}
} // namespace

void FoggyGame::legalActions(ActionList &out) const
{
    out.clear();
    const FoggyState &s = m_state;
    switch (s.phase) {
    case Phase::PickHand:
        for (int kind = 0; kind < CharacterCount; ++kind)
            if (s.pile[s.seat][kind] > 0)
                out.push(pickAction(kind));
        return;
    case Phase::ChooseWeather:
        for (int keep = 0; keep < s.drawnCount; ++keep)
            out.push(weatherAction(keep));
        return;
    case Phase::ChooseGameWeather:
        for (int weather = 0; weather < WeatherKindCount; ++weather)
            out.push(gameWeatherAction(static_cast<Weather>(weather)));
        return;
    case Phase::LiftFog:
        for (int region = 0; region < m_rules->fogRegionCount; ++region)
            if (s.coveredFog & (1U << region))
                out.push(liftAction(region));
        return;
    case Phase::Place:
        for (int kind = 0; kind < CharacterCount; ++kind) {
            if (s.hand[s.seat][kind] == 0)
                continue;
            const int options = faceOptions(s.weather, kind);
            const bool hippoSpans = kind == static_cast<int>(Character::Hippo);
            s.freeOpen.forEach([&](int cell) {
                if ((options & 1) && !hippoSpans)
                    out.push(placeAction(kind, cell, false));
                if (options & 2)
                    out.push(placeAction(kind, cell, true));
            });
            if ((options & 1) && hippoSpans)
                hippoPlacements(out);
        }
        return;
    case Phase::Hire: {
        std::array<Action, CharacterCount + 1> choices;
        const int count = hiringChoices(choices);
        for (int i = 0; i < count; ++i)
            out.push(choices[i]);
        return;
    }
    case Phase::SwapTarget: {
        std::array<std::int16_t, 4> targets{};
        const int count = swapTargets(s.abilityCell, s.placer, targets);
        for (int i = 0; i < count; ++i)
            out.push(swapAction(targets[i]));
        return;
    }
    case Phase::FoxExchange:
    case Phase::SnakeTarget:
    case Phase::SnakeExchange:
    case Phase::PrairieSwap:
    case Phase::HippoSettle:
    case Phase::FrogMove:
        abilityActions(out);
        return;
    case Phase::GameOver:
        return;
    }
}

Action FoggyGame::randomAction(Rng &rng) const
{
    const FoggyState &s = m_state;
    switch (s.phase) {
    case Phase::PickHand: {
        const unsigned inPile = s.pileMask[s.seat];
        return pickAction(nthSetBit(inPile, static_cast<int>(rng.below(static_cast<std::uint32_t>(std::popcount(inPile))))));
    }
    case Phase::ChooseWeather:
        return weatherAction(static_cast<int>(rng.below(s.drawnCount)));
    case Phase::ChooseGameWeather:
        return gameWeatherAction(static_cast<Weather>(rng.below(static_cast<std::uint32_t>(WeatherKindCount))));
    case Phase::LiftFog: {
        auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(std::popcount(unsigned(s.coveredFog)))));
        for (int region = 0; region < m_rules->fogRegionCount; ++region)
            if ((s.coveredFog & (1U << region)) && pick-- == 0)
                return liftAction(region);
        break;
    }
    case Phase::Place: {
        if (s.handMask[s.seat] & (1U << static_cast<int>(Character::Hippo)))
            return randomPlacementWithHippo(rng);
        bool faceDown = false;
        int cell = 0;
        const int kind = drawRandomPlacement(s, m_rules->mercenaryMask, rng, faceDown, cell);
        return placeAction(kind, cell, faceDown);
    }
    case Phase::Hire: {
        std::array<Action, CharacterCount + 1> choices;
        const int count = hiringChoices(choices);
        return choices[rng.below(static_cast<std::uint32_t>(count))];
    }
    case Phase::SwapTarget: {
        std::array<std::int16_t, 4> targets{};
        const int count = swapTargets(s.abilityCell, s.placer, targets);
        return swapAction(targets[rng.below(static_cast<std::uint32_t>(count))]);
    }
    case Phase::FoxExchange:
    case Phase::SnakeTarget:
    case Phase::SnakeExchange:
    case Phase::PrairieSwap:
    case Phase::HippoSettle:
    case Phase::FrogMove:
        return randomAbilityAction(rng);
    case Phase::GameOver:
        break;
    }
    return {};
}

Action FoggyGame::randomPlacementWithHippo(Rng &rng) const
{
    // A face-up Hippo takes a pair of tiles, so characters weigh differently: every
    // legal placement is still equally likely.
    const FoggyState &s = m_state;
    const int hippo = static_cast<int>(Character::Hippo);
    const int tiles = s.openCount;
    const int pairs = hippoPairCount(s.seat);
    int total = 0;
    for (int kind = 0; kind < CharacterCount; ++kind) {
        if (s.hand[s.seat][kind] == 0)
            continue;
        const int options = faceOptions(s.weather, kind);
        total += (options & 1) ? (kind == hippo ? pairs : tiles) : 0;
        total += (options & 2) ? tiles : 0;
    }
    auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
    for (int kind = 0; kind < CharacterCount; ++kind) {
        if (s.hand[s.seat][kind] == 0)
            continue;
        const int options = faceOptions(s.weather, kind);
        if (options & 1) {
            const int count = kind == hippo ? pairs : tiles;
            if (pick < count)
                return kind == hippo ? nthHippoPlacement(pick) : placeAction(kind, s.openList[pick], false);
            pick -= count;
        }
        if (options & 2) {
            if (pick < tiles)
                return placeAction(kind, s.openList[pick], true);
            pick -= tiles;
        }
    }
    return {};
}

Verdict FoggyGame::checkPlace(const Action &action) const
{
    const FoggyState &s = m_state;
    if (action.kind >= CharacterCount)
        return Verdict::illegal(Tr::tr("there is no such character"));
    if (s.hand[s.seat][action.kind] == 0)
        return Verdict::illegal(Tr::tr("the hand holds no %1").arg(characterName(action.kind)));
    if (!m_rules->isOnBoard(action.cell))
        return Verdict::illegal(Tr::tr("that tile is not on the %1×%2 island").arg(m_rules->width).arg(m_rules->height));
    if (!s.cells[action.cell].isEmpty())
        return Verdict::illegal(Tr::tr("%1 is already taken").arg(cellName(action.cell)));
    if (!s.freeOpen.test(action.cell))
        return Verdict::illegal(Tr::tr("%1 is under fog").arg(cellName(action.cell)));
    const int options = faceOptions(s.weather, action.kind);
    const bool hippoSpans = action.kind == static_cast<int>(Character::Hippo) && action.flags == 0;
    if (hippoSpans) {
        if (s.hippo[s.seat][0] >= 0)
            return Verdict::illegal(Tr::tr("a Hippo of yours still lies across two tiles"));
        const int dx = FoggyRules::cellX(action.cell2) - FoggyRules::cellX(action.cell);
        const int dy = FoggyRules::cellY(action.cell2) - FoggyRules::cellY(action.cell);
        if (!m_rules->isOnBoard(action.cell2) || !s.freeOpen.test(action.cell2) || dx * dx + dy * dy != 1)
            return Verdict::illegal(Tr::tr("a Hippo placed face up lies across two free, open tiles side by side"));
    } else if (action.cell2 != -1) {
        return Verdict::illegal(Tr::tr("only a Hippo placed face up takes a second tile"));
    }
    if (action.flags > 1)
        return Verdict::illegal(Tr::tr("a token is face up or face down"));
    if (action.flags == 0 && !(options & 1))
        return Verdict::illegal(Tr::tr("in Foggy weather a %1 is placed face down; only mercenaries may be placed face up")
                                    .arg(characterName(action.kind)));
    if (action.flags == 1 && !(options & 2))
        return Verdict::illegal(Tr::tr("tokens are placed face down only in Foggy weather"));
    return Verdict::ok();
}

namespace {
// Fields a decision does not use hold their defaults, so that each decision has one
// encoding: records compare equal and a decision is found in the legal list.
bool usesOnlyItsFields(const Action &action)
{
    const bool noKind = action.kind == 0;
    const bool noCell = action.cell == -1;
    const bool noCell2 = action.cell2 == -1;
    const bool noExtra = action.extra == 0;
    const bool noFlags = action.flags == 0;
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::PickHand:
    case ActionType::Hire: return noCell && noCell2 && noExtra && noFlags;
    case ActionType::ChooseWeather:
    case ActionType::ChooseGameWeather:
    case ActionType::LiftFog: return noKind && noCell && noCell2 && noFlags;
    case ActionType::Place: return noExtra; // kind, tiles and face are all checked
    case ActionType::EndHiring:
    case ActionType::Skip: return noKind && noCell && noCell2 && noExtra && noFlags;
    case ActionType::SwapWith:
    case ActionType::Target:
    case ActionType::Settle: return noKind && noCell2 && noExtra && noFlags;
    case ActionType::Exchange: return noCell2 && noExtra && noFlags;
    case ActionType::SwapPair:
    case ActionType::MoveFrog: return noKind && noExtra && noFlags;
    }
    return false;
}
} // namespace

Verdict FoggyGame::check(const Action &action) const
{
    const FoggyState &s = m_state;
    const auto type = static_cast<ActionType>(action.type);
    const auto expected = [&]() {
        switch (s.phase) {
        case Phase::PickHand: return ActionType::PickHand;
        case Phase::ChooseWeather: return ActionType::ChooseWeather;
        case Phase::ChooseGameWeather: return ActionType::ChooseGameWeather;
        case Phase::LiftFog: return ActionType::LiftFog;
        case Phase::Place: return ActionType::Place;
        case Phase::Hire: return type == ActionType::EndHiring ? ActionType::EndHiring : ActionType::Hire;
        case Phase::SwapTarget: return ActionType::SwapWith;
        case Phase::FoxExchange:
        case Phase::SnakeExchange: return ActionType::Exchange;
        case Phase::SnakeTarget: return ActionType::Target;
        case Phase::PrairieSwap: return type == ActionType::Skip ? ActionType::Skip : ActionType::SwapPair;
        case Phase::HippoSettle: return ActionType::Settle;
        case Phase::FrogMove: return type == ActionType::Skip ? ActionType::Skip : ActionType::MoveFrog;
        case Phase::GameOver: break;
        }
        return ActionType{};
    }();
    if (s.phase == Phase::GameOver)
        return Verdict::illegal(Tr::tr("the game is over"));
    if (type != expected)
        return Verdict::illegal(Tr::tr("the game waits for a different decision: %1")
                                    .arg(decisionName(static_cast<int>(s.phase))));
    if (!usesOnlyItsFields(action))
        return Verdict::illegal(Tr::tr("the decision carries values its kind does not use"));
    switch (type) {
    case ActionType::PickHand:
        if (action.kind >= CharacterCount)
            return Verdict::illegal(Tr::tr("there is no such character"));
        if (s.pile[s.seat][action.kind] == 0)
            return Verdict::illegal(Tr::tr("no %1 is left to pick").arg(characterName(action.kind)));
        return Verdict::ok();
    case ActionType::ChooseWeather:
        if (action.extra >= s.drawnCount)
            return Verdict::illegal(Tr::tr("only %1 weather cards were drawn").arg(s.drawnCount));
        return Verdict::ok();
    case ActionType::ChooseGameWeather:
        if (action.extra >= WeatherKindCount)
            return Verdict::illegal(Tr::tr("there is no such weather; expected Sunny, Cloudy or Foggy"));
        return Verdict::ok();
    case ActionType::LiftFog:
        if (action.extra >= m_rules->fogRegionCount)
            return Verdict::illegal(Tr::tr("there is no fog region %1").arg(action.extra + 1));
        if (!(s.coveredFog & (1U << action.extra)))
            return Verdict::illegal(Tr::tr("fog region %1 is not covered").arg(action.extra + 1));
        return Verdict::ok();
    case ActionType::Place:
        return checkPlace(action);
    case ActionType::Hire:
        return checkHire(action);
    case ActionType::EndHiring:
        return Verdict::ok();
    case ActionType::SwapWith:
        return checkSwapWith(action);
    case ActionType::Exchange:
    case ActionType::Target:
    case ActionType::SwapPair:
    case ActionType::Settle:
    case ActionType::MoveFrog:
    case ActionType::Skip:
        return checkAbilityDecision(action);
    }
    return Verdict::illegal(Tr::tr("unknown decision"));
}

} // namespace isle::foggy
