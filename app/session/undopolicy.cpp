#include "undopolicy.h"

#include "core/game.h"
#include "core/gamemodule.h"
#include "foggyisland/foggyevents.h"

namespace isle::app {

bool drawsOrReveals(const Game &game, const GameEvent &event)
{
    if (game.module().id() == QLatin1StringView("foggy-island")) {
        switch (static_cast<foggy::FoggyEvent>(event.type)) {
        case foggy::FoggyEvent::RoundStarted:   // a new round opens a random fog region
        case foggy::FoggyEvent::HandDealt:      // random opening hands
        case foggy::FoggyEvent::WeatherDrawn:   // two cards from the shuffled deck
        case foggy::FoggyEvent::TokenDrawn:     // a token from the pile
        case foggy::FoggyEvent::TokensRevealed: // face-down tokens turned up
        case foggy::FoggyEvent::Exchanged:      // a token back into a hand, another out
            return true;
        default:
            return false;
        }
    }
    // A game this policy does not know: any private event may be a draw.
    return event.privateTo >= 0;
}

} // namespace isle::app
