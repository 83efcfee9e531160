#pragma once

#include "core/event.h"

namespace isle::app {

// Whether an event shows that its decision drew at random (a token, weather cards, a
// dealt hand, a new round's open fog) or turned a hidden fact up. With several people at
// one table, undoing such a decision would let a person peek and choose again, so Undo
// stops there unless designer mode is on.
bool drawsOrReveals(const GameEvent &event);

} // namespace isle::app
