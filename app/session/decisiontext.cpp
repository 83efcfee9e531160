#include "decisiontext.h"

#include "core/game.h"

namespace isle::app {

DecisionText describeDecision(const Game &game, const Action &action)
{
    DecisionText text;
    text.own = game.describeAction(action);
    text.spectator = game.describeAction(action, -1);
    for (int seat = 0; seat < game.seatCount(); ++seat)
        text.seats.append(game.describeAction(action, seat));
    return text;
}

} // namespace isle::app
