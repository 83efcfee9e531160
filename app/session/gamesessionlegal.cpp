// The viewer's legal decisions in the engine's own terms, for a game's screen to match
// its input (a tile, a token) against. The generic list of choices reads the observation.
#include "gamesession.h"

namespace isle::app {

bool GameSession::viewerLegalActions(ActionList &out) const
{
    out.clear();
    // The same moment the observation lists them: the viewer's turn (never behind the
    // curtain, never while reviewing).
    if (!isMyTurn())
        return false;
    game()->legalActions(out);
    return true;
}

} // namespace isle::app
