#include "undopolicy.h"

namespace isle::app {

bool drawsOrReveals(const GameEvent &event)
{
    // The game classifies its own events (EventFlag); a new round's random fog, dealt
    // hands, drawn cards and tokens are Chance, face-down tokens turned up are Reveal.
    return event.is(EventFlag::Chance | EventFlag::Reveal);
}

bool undoAllowed(const UndoLimits &limits, bool personLed, bool barrier)
{
    if (limits.frozen)
        return false;
    if (barrier && limits.people > 1 && !limits.designer)
        return false;
    return personLed || limits.designer;
}

} // namespace isle::app
