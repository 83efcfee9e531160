#include "reviewcontroller.h"

#include "playsession.h"

#include "core/gamemodule.h"
#include "core/problem.h"

#include <algorithm>

namespace isle::app {

ReviewController::ReviewController(const PlaySession &play)
    : m_play(play)
{
}

bool ReviewController::reviewAt(int index)
{
    const Game *live = m_play.game();
    const QList<Action> &decisions = m_play.decisions();
    if (!live || index < 0 || index >= decisions.size())
        return false;
    Problems problems;
    auto game = live->module().newGame(live->ruleset(), live->variant(), live->seed(), problems);
    if (!game)
        return false;
    game->setHistoryEnabled(false);
    for (int i = 0; i <= index; ++i) {
        const Action &action = decisions.at(i);
        if (game->isOver() || !game->check(action).legal)
            return false;
        game->apply(action);
    }
    m_game = std::move(game);
    m_index = index;
    return true;
}

int ReviewController::stepTarget(int delta) const
{
    const int index = m_index + delta;
    return index >= m_play.decisions().size() ? -1 : std::max(0, index);
}

void ReviewController::leave()
{
    m_game.reset();
    m_index = -1;
}

} // namespace isle::app
