#pragma once

#include "core/action.h"
#include "core/event.h"

#include <QString>

namespace isle {
class Game;
}

namespace isle::app {

// A decision in words for the seats that did not take it: what they cannot see (the
// character of a face-down token, an opening-hand pick, a token exchanged from a hand)
// is left out. Call it before the decision is applied, like Game::describeAction.
QString describeForOthers(const Game &game, const Action &action);

// Whether an event only restates the decision that set it off ("Player 1 places Wolf on
// A1" after "place Wolf on A1"), so the log can leave it out of the details.
bool restatesDecision(const Game &game, const GameEvent &event);

} // namespace isle::app
