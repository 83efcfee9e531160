#include "randomplayer.h"

#include "core/game.h"

namespace isle {

Action RandomPlayer::choose(const Game &view, Rng &rng)
{
    return view.randomAction(rng);
}

} // namespace isle
