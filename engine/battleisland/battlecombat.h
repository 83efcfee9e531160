#pragma once

#include "battlerules.h"

namespace isle::battleisland {

// One side of a combat for the odds: the dice it may re-roll (its "j lowest") and what is
// added to its dice (the attack bonus, or the defender's space and elite bonus).
struct CombatSide
{
    int rerolls = 0;
    int bonus = 0;
};

// The attacker's chances: win (the defender is destroyed), tie, lose (the attacker is).
struct CombatOdds
{
    double win = 0;
    double tie = 0;
    double lose = 0;
};

// The exact odds of a combat of `dice` d6 a side, both sides re-rolling by the canonical
// policy (docs/games/battleisland.md, "Rule decisions"): a side re-rolls the j lowest of
// its dice for the j (0..rerolls) that maximises P(it wins) − P(it loses), the smaller j
// on equal values. In the order attacker-then-defender the defender chooses knowing the
// attacker's final dice and the attacker anticipates that; in the simultaneous order
// each chooses against the other's first roll. A pure function, for the board and the lab.
CombatOdds combatOdds(int dice, CombatSide attacker, CombatSide defender, RerollOrder order);
// Makes the calling thread's room for combatOdds (allocated once per thread), so that the
// odds, which one-move values read, never allocate afterwards: called where a game is
// reset or assigned, before its hot path runs in that thread.
void prepareCombatOdds();

// The canonical choice of one side against a fixed opponent: how many of its lowest dice
// (`own`, sorted ascending) to re-roll when its dice must beat `target` (the other side's
// total minus this side's bonus; equal is a tie). For players and tests.
int canonicalReroll(const std::array<std::uint8_t, MaxDice> &own, int dice, int rerolls, int target);

} // namespace isle::battleisland
