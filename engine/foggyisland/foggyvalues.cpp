// One-ply values of decisions, for simple players: what a placement adds to the lines
// of each side, found by rescoring only the four lines through the tile.
#include "foggygame.h"
#include "scoring.h"

namespace isle::foggy {

namespace {
struct Run
{
    int length = 0;
    int multiplier = 1;
    int halvings = 0;
};

int runValue(const FoggyRules &rules, const Run &run)
{
    if (run.length < rules.minLineLength)
        return 0;
    const int length = run.length > MaxBoardSide ? MaxBoardSide : run.length;
    const int halvings = rules.crowHalvingStacks ? run.halvings : (run.halvings > 0 ? 1 : 0);
    return (rules.linePoints[length] * run.multiplier) >> halvings;
}

Run walk(const FoggyRules &rules, const FoggyState &state, int cell, int dx, int dy, int side)
{
    Run run;
    int x = FoggyRules::cellX(cell) + dx;
    int y = FoggyRules::cellY(cell) + dy;
    while (x >= 0 && x < rules.width && y >= 0 && y < rules.height) {
        const Token &token = state.cells[FoggyRules::cellAt(x, y)];
        if (token.side != side)
            break;
        const CharacterRules &character = rules.characters[token.kind];
        run.multiplier = std::max(run.multiplier, character.multiplier);
        run.halvings += character.halvesLine ? 1 : 0;
        ++run.length;
        x += dx;
        y += dy;
    }
    return run;
}

// Points the side of a token of `kind` gains when it is placed on the free `cell`.
int placementDelta(const FoggyRules &rules, const FoggyState &state, int cell, int kind, int side)
{
    const CharacterRules &placed = rules.characters[kind];
    int delta = 0;
    for (int direction = 0; direction < 4; ++direction) {
        const Run back = walk(rules, state, cell, -DirectionDx[direction], -DirectionDy[direction], side);
        const Run ahead = walk(rules, state, cell, DirectionDx[direction], DirectionDy[direction], side);
        Run joined;
        joined.length = back.length + ahead.length + 1;
        joined.multiplier = std::max({back.multiplier, ahead.multiplier, placed.multiplier});
        joined.halvings = back.halvings + ahead.halvings + (placed.halvesLine ? 1 : 0);
        delta += runValue(rules, joined) - runValue(rules, back) - runValue(rules, ahead);
    }
    return delta;
}
} // namespace

// A placement's value reads the characters of the tokens in its lines; only face-down
// ones are hidden (from everybody but, with ownerSeesFaceDown, their owner).
bool FoggyGame::actionValuesNeedView(int seat) const
{
    Q_UNUSED(seat);
    return mayHaveFaceDownTokens();
}

void FoggyGame::actionValues(const ActionList &actions, int seat, int *values) const
{
    const int mySide = sideOfSeat(seat);
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action &action = actions[i];
        int value = 0;
        switch (static_cast<ActionType>(action.type)) {
        case ActionType::Place: {
            const int side = m_rules->placedSide[seat][action.kind];
            if (side >= SideWhite)
                break;
            const int delta = placementDelta(*m_rules, m_state, action.cell, action.kind, side);
            value = side == mySide ? delta : -delta;
            break;
        }
        case ActionType::PickHand: {
            // A hand of tokens that build one's own lines, multipliers first, spies last.
            const CharacterRules &character = m_rules->characters[action.kind];
            switch (character.colour) {
            case FaceColour::Owner: value = 10 * character.multiplier; break;
            case FaceColour::Chameleon: value = 5; break;
            case FaceColour::White: value = 2; break;
            case FaceColour::Opponent: value = 0; break;
            }
            break;
        }
        case ActionType::Hire: {
            // Worth it when the rounds left can repay the cost: a rough one-ply estimate.
            const CharacterRules &character = m_rules->characters[action.kind];
            const int roundsLeft = roundCount() - m_state.round;
            value = roundsLeft * (3 * character.multiplier + 1) - character.cost;
            break;
        }
        case ActionType::ChooseWeather:
        case ActionType::ChooseGameWeather:
        case ActionType::LiftFog:
        case ActionType::EndHiring:
        case ActionType::SwapWith:
        case ActionType::Exchange:
        case ActionType::Target:
        case ActionType::SwapPair:
        case ActionType::Settle:
        case ActionType::MoveFrog:
        case ActionType::Skip:
            break;
        }
        values[i] = value;
    }
}

} // namespace isle::foggy
