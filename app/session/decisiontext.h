#pragma once

#include "core/action.h"
#include "core/event.h"

#include <QString>
#include <QStringList>

namespace isle {
class Game;
}

namespace isle::app {

// A decision in the words each reader may read (Game::describeAction with a viewer): the
// game leaves out what a seat cannot see, such as another seat's face-down token.
struct DecisionText
{
    QString own;       // for the seat that decided
    QString spectator; // with every hidden fact left out
    QStringList seats; // as each seat may read it, by seat
};

// Call it before the decision is applied: the game describes it from where it is taken.
DecisionText describeDecision(const Game &game, const Action &action);

// Whether an event only restates the decision that set it off ("Player 1 places Wolf on
// A1" after "place Wolf on A1"), so the log can leave it out of the details.
inline bool restatesDecision(const GameEvent &event)
{
    return event.is(EventFlag::Restates);
}

} // namespace isle::app
