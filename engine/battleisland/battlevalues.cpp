// One-ply values for the greedy player: captures, income, attack odds, exploration and
// progress toward what can be built or taken.
#include "battlegame.h"

#include <cstdlib>

namespace isle::battleisland {

namespace {
// Steps from `space` to the nearest space worth reaching for `seat` (an enemy structure,
// an empty lot, the unclaimed lighthouse), as the crow walks; 99 when there is none.
int distanceToGoal(const BattleGame &game, int seat, int space)
{
    const BattleState &s = game.state();
    const int w = game.width();
    int best = 99;
    for (int row = 0; row < w; ++row) {
        for (int column = 0; column < w; ++column) {
            const int at = BattleGame::spaceAt(row, column);
            const StructureKind kind = s.structureAt(at);
            const int owner = s.ownerAt(at);
            const bool goal = (kind != StructureKind::None && owner != seat)
                              || (kind == StructureKind::None && s.terrainAt(at) == Terrain::Lot)
                              || s.terrainAt(at) == Terrain::Fog;
            if (goal)
                best = std::min(best, std::abs(row - BattleGame::spaceRow(space))
                                          + std::abs(column - BattleGame::spaceColumn(space)));
        }
    }
    return best;
}
} // namespace

void BattleGame::actionValues(const ActionList &actions, int seat, int *values) const
{
    const BattleState &s = m_state;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const Action &action = actions[i];
        int value = 0;
        switch (static_cast<ActionType>(action.type)) {
        case ActionType::Activate: value = 5; break;
        case ActionType::Recruit: value = action.kind == 1 ? 25 : 20; break;
        case ActionType::Step: {
            const int to = action.cell2;
            if (areaEmpty(areaOf(to))) {
                value = 15;
                break;
            }
            const StructureKind kind = s.structureAt(to);
            const int owner = s.ownerAt(to);
            if (kind != StructureKind::None && owner != NoSeat && owner != seat)
                value = kind == StructureKind::Base ? 80 : 40;
            else if ((kind == StructureKind::None && s.terrainAt(to) == Terrain::Lot)
                     || (kind == StructureKind::Lighthouse && owner == NoSeat))
                value = 12;
            else
                value = 3 * (distanceToGoal(*this, seat, action.cell) - distanceToGoal(*this, seat, to));
            break;
        }
        case ActionType::Build:
            value = action.kind == 2 ? 100
                    : action.kind == 0 ? 30 * cityValue(s.unit(s.activeUnit).space)
                                       : 20;
            break;
        case ActionType::Swap: value = -5; break;
        case ActionType::Stack: value = 5; break;
        case ActionType::Take: value = 30; break;
        case ActionType::Attack: {
            const CombatOdds odds = attackOdds(s.activeUnit, action.cell2);
            const int target = s.unitOn(action.cell2);
            const int size = target == NoUnit ? 1 : s.unit(target).size;
            value = int((odds.win * size - odds.lose * s.unit(s.activeUnit).size) * 40);
            if (isStructure(action.cell2))
                value += int(odds.win * 20);
            break;
        }
        case ActionType::Side: value = action.kind == 0 ? 10 : 5; break;
        case ActionType::Reroll: {
            const Combat &c = s.combat;
            const bool attacking = seat == c.attackerSeat;
            const int own = s.unitOn(attacking ? c.attacker : c.defender);
            const int other = s.unitOn(attacking ? c.defender : c.attacker);
            if (own == NoUnit || other == NoUnit)
                break;
            int otherSum = 0;
            for (int d = 0; d < m_rules->combatDice; ++d)
                otherSum += attacking ? c.defenderDice[static_cast<std::size_t>(d)]
                                      : c.attackerDice[static_cast<std::size_t>(d)];
            const int attack = attackBonus(s.unit(attacking ? own : other));
            const int defence = defenceBonus(c.defender, s.unit(attacking ? other : own));
            const int target = attacking ? otherSum + defence - attack : otherSum + attack - defence;
            const int best = canonicalReroll(attacking ? c.attackerDice : c.defenderDice, m_rules->combatDice,
                                             rerollsOf(s.unit(own)), target);
            value = action.kind == best ? 10 : 0;
            break;
        }
        default: break;
        }
        values[i] = value;
    }
}

} // namespace isle::battleisland
