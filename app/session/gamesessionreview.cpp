// Review mode: the board steps back to the moment after an earlier decision. The
// position is rebuilt from the seed and the first decisions, and only the viewer's
// observation of it reaches the models, so reviewing shows nothing the viewer did not
// see at the time.
#include "gamesession.h"

#include "gamescreen.h"

#include "core/gamemodule.h"
#include "core/problem.h"

namespace isle::app {

const Game *GameSession::shownGame() const
{
    return m_reviewGame ? m_reviewGame.get() : m_game.get();
}

bool GameSession::reviewAt(int index)
{
    // Under the curtain the past is nobody's to look at: it would show a seat's own view.
    if (!m_game || m_curtain || index < 0 || index >= m_decisions.size())
        return false;
    Problems problems;
    auto game = m_game->module().newGame(m_game->ruleset(), m_game->variant(), m_game->seed(), problems);
    if (!game)
        return false;
    game->setHistoryEnabled(false);
    for (int i = 0; i <= index; ++i) {
        const Action &action = m_decisions.at(i);
        if (game->isOver() || !game->check(action).legal)
            return false;
        game->apply(action);
    }
    // The computer waits while the person looks back; its move is asked again afterwards.
    cancelComputer();
    m_reviewGame = std::move(game);
    m_reviewIndex = index;
    if (m_screen)
        m_screen->clearInput();
    refreshView();
    Q_EMIT updated();
    return true;
}

void GameSession::reviewStep(int delta)
{
    if (!reviewing())
        return;
    const int index = m_reviewIndex + delta;
    if (index >= m_decisions.size())
        leaveReview();
    else
        reviewAt(std::max(0, index));
}

void GameSession::leaveReview()
{
    if (!reviewing())
        return;
    m_reviewGame.reset();
    m_reviewIndex = -1;
    refreshView();
    scheduleComputer();
    Q_EMIT updated();
}

} // namespace isle::app
