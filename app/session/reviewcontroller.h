#pragma once

#include <memory>

namespace isle {
class Game;
}

namespace isle::app {

class PlaySession;

// Review mode: the moment after an earlier decision, rebuilt from the seed and the
// decisions up to it in a game of its own (history off), so the live game is untouched
// and only the viewer's observation of that moment need ever reach the board.
class ReviewController
{
public:
    explicit ReviewController(const PlaySession &play);

    // Rebuilds the moment after decision `index` (0-based); false when there is no such
    // decision or it no longer replays.
    bool reviewAt(int index);
    // The decision `delta` steps from the one reviewed, or -1 once it would pass the last
    // (then the review should end). Never before the first.
    int stepTarget(int delta) const;
    void leave();

    bool active() const { return m_index >= 0; }
    int index() const { return m_index; }
    // The reviewed game, or none when not reviewing.
    const Game *game() const { return m_game.get(); }

private:
    const PlaySession &m_play;
    std::unique_ptr<Game> m_game;
    int m_index = -1;
};

} // namespace isle::app
