#include "gamescreen.h"

#include "gamesession.h"

namespace isle::app {

GameScreen::GameScreen(GameSession &session)
    : QObject(&session)
    , m_session(session)
{
}

} // namespace isle::app
