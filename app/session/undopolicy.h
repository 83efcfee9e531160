#pragma once

#include "core/event.h"

namespace isle::app {

// Whether an event shows that its decision drew at random (a token, weather cards, a
// dealt hand, a new round's open fog) or turned a hidden fact up. With several people at
// one table, undoing such a decision would let a person peek and choose again, so Undo
// stops there unless designer mode is on.
bool drawsOrReveals(const GameEvent &event);

// What one Undo may take back, as limits on the stack of whole actions (DecisionCommand).
struct UndoLimits
{
    bool frozen = false;   // under the curtain or while reviewing: nothing, the screen may be anybody's
    bool designer = false; // designer mode: any decision, computer moves one at a time
    int people = 0;        // seats held by people in this game
};

// Whether the whole action on top of the stack may be taken back: never when frozen; with
// more than one person and no designer, never one that drew or revealed (`barrier`); a
// run of computer moves nobody asked for (not `personLed`) only by a designer.
bool undoAllowed(const UndoLimits &limits, bool personLed, bool barrier);

} // namespace isle::app
