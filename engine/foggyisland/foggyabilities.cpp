// Abilities of mercenaries placed face up (rules: "Abilities"): they fire after the
// placement; a choice becomes a decision of the seat the rules name. Turtle, Chameleon,
// Mouses and Mole so far; Pig, Cat and Crow act through scoring.
#include "foggyevents.h"
#include "foggygame.h"

#include <QCoreApplication>

namespace isle::foggy {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::foggy::FoggyGame)
};

constexpr int kindOf(Character character)
{
    return static_cast<int>(character);
}

// The orthogonal neighbours of a tile on the board; returns how many.
int neighbours(const FoggyRules &rules, int cell, std::array<std::int16_t, 4> &out)
{
    const int x = FoggyRules::cellX(cell);
    const int y = FoggyRules::cellY(cell);
    int count = 0;
    if (x > 0)
        out[count++] = static_cast<std::int16_t>(cell - 1);
    if (x + 1 < rules.width)
        out[count++] = static_cast<std::int16_t>(cell + 1);
    if (y > 0)
        out[count++] = static_cast<std::int16_t>(cell - MaxBoardSide);
    if (y + 1 < rules.height)
        out[count++] = static_cast<std::int16_t>(cell + MaxBoardSide);
    return count;
}
} // namespace

void FoggyGame::beginTurn(int seat)
{
    FoggyState &s = m_state;
    s.phase = Phase::Place;
    s.seat = static_cast<std::int8_t>(seat);
    s.placementsLeft = static_cast<std::int8_t>(1 + s.nextTurnBonus[seat]);
    s.nextTurnBonus[seat] = 0;
}

bool FoggyGame::recolourAndStartAbility(int kind, int cell, int seat)
{
    const FoggyState &s = m_state;
    const int chameleon = kindOf(Character::Chameleon);
    bool chameleonsInPlay = false;
    for (int other = 0; other < seatCount(); ++other)
        chameleonsInPlay = chameleonsInPlay || s.owned[other][chameleon] > 0;
    if (chameleonsInPlay)
        recolourChameleons(cell);
    if (!(m_rules->mercenaryMask & (1U << kind)))
        return false;
    return startAbility(kind, cell, seat);
}

void FoggyGame::recolourChameleons(int cell)
{
    // A face-up Chameleon takes the face colour of a token placed face up next to it;
    // white leaves it as it is (rules: "Token colours"; docs/rules-decisions.md).
    FoggyState &s = m_state;
    const std::uint8_t side = s.cells[cell].side;
    if (side >= SideWhite)
        return;
    std::array<std::int16_t, 4> around{};
    const int count = neighbours(*m_rules, cell, around);
    for (int i = 0; i < count; ++i) {
        Token &token = s.cells[around[i]];
        if (token.kind == kindOf(Character::Chameleon) && !token.isFaceDown() && token.side != side) {
            token.side = side;
            if (eventSink()) {
                GameEvent event;
                event.type = static_cast<std::uint16_t>(FoggyEvent::Recoloured);
                event.seat = static_cast<std::int8_t>(token.owner);
                event.a = around[i];
                event.b = side;
                emitEvent(event);
            }
        }
    }
}

int FoggyGame::swapTargets(int cell, int seat, std::array<std::int16_t, 4> &targets) const
{
    // An opponent's token: owned by the other side and not white. White tokens never move.
    const FoggyState &s = m_state;
    std::array<std::int16_t, 4> around{};
    const int count = neighbours(*m_rules, cell, around);
    int found = 0;
    for (int i = 0; i < count; ++i) {
        const Token &token = s.cells[around[i]];
        if (!token.isEmpty() && sideOfSeat(token.owner) != sideOfSeat(seat) && token.side != SideWhite)
            targets[found++] = around[i];
    }
    return found;
}

void FoggyGame::swapTokens(int a, int b)
{
    FoggyState &s = m_state;
    std::swap(s.cells[a], s.cells[b]);
    if (eventSink()) {
        GameEvent event;
        event.type = static_cast<std::uint16_t>(FoggyEvent::Swapped);
        event.seat = s.placer;
        event.a = a;
        event.b = b;
        emitEvent(event);
    }
}

bool FoggyGame::startAbility(int kind, int cell, int seat)
{
    FoggyState &s = m_state;
    s.placer = static_cast<std::int8_t>(seat);
    s.abilityCell = static_cast<std::int16_t>(cell);
    switch (static_cast<Character>(kind)) {
    case Character::Turtle:
        // One more placement now, and one more in the next opponent's next turn.
        ++s.placementsLeft;
        for (int i = 1; i < seatCount(); ++i) {
            const int other = (seat + i) % seatCount();
            if (sideOfSeat(other) != sideOfSeat(seat)) {
                ++s.nextTurnBonus[other];
                break;
            }
        }
        return false;
    case Character::Mouses:
    case Character::Mole: {
        // Must swap places with an adjacent opponent's token; the owner picks among several.
        std::array<std::int16_t, 4> targets{};
        const int count = swapTargets(cell, seat, targets);
        if (count == 0)
            return false;
        if (count == 1) {
            swapTokens(cell, targets[0]);
            return false;
        }
        s.phase = Phase::SwapTarget;
        s.seat = static_cast<std::int8_t>(seat);
        return true;
    }
    default:
        return false;
    }
}

Verdict FoggyGame::checkSwapWith(const Action &action) const
{
    std::array<std::int16_t, 4> targets{};
    const int count = swapTargets(m_state.abilityCell, m_state.placer, targets);
    for (int i = 0; i < count; ++i)
        if (targets[i] == action.cell)
            return Verdict::ok();
    return Verdict::illegal(Tr::tr("%1 is not an opponent's token next to the %2 (white tokens never move)")
                                .arg(m_rules->isOnBoard(action.cell) ? cellName(action.cell) : QString::number(action.cell),
                                     characterName(m_state.cells[m_state.abilityCell].kind)));
}

void FoggyGame::applySwapWith(const Action &action)
{
    swapTokens(m_state.abilityCell, action.cell);
    afterPlacement(m_state.placer);
}

} // namespace isle::foggy
