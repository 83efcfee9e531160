#include "gamescreen.h"

#include "gamesession.h"

namespace isle::app {

GameScreen::GameScreen(GameSession &session)
    : QObject(&session)
    , m_session(session)
{
}

GameScreen::~GameScreen() = default;

const ActionList &GameScreen::legalActions() const
{
    if (!m_legal)
        m_legal = std::make_unique<ActionList>();
    m_session.viewerLegalActions(*m_legal);
    return *m_legal;
}

} // namespace isle::app
