#pragma once

// The weights of BattleGame::worth (battlevalues.cpp), in coins: a building's point at the
// end, a coin of income a turn, a figure on the board beyond its price, a structure an
// enemy unit stands on (taken at that enemy's next turn start unless the unit is removed
// first), each enemy figure within a move of a seat's base, each step a unit is nearer to
// a goal, counted up to GoalHorizon steps away. Kept apart so that a test can price a
// position the plain way, a seat at a time, and hold the one-pass sum to it.

namespace isle::battleisland::weights {

inline constexpr double PointWorth = 8.0;
inline constexpr double IncomeWorth = 4.0;
inline constexpr double FigureBonus = 1.0;
inline constexpr double BaseWorth = 12.0;
inline constexpr double HeldShare = 0.7;
inline constexpr double BaseThreat = 1.5;
inline constexpr double NearGoal = 0.3;
inline constexpr int GoalHorizon = 8;
// Near the end (BattleGame::evaluateFinely): coins and income only break ties, a figure
// that can no longer reach and take anything is worth this share of its price.
inline constexpr double TieBreakCoin = 0.001;
inline constexpr double TieBreakIncome = 0.01;
inline constexpr double LateFigureShare = 0.5;

} // namespace isle::battleisland::weights
