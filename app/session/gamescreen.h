#pragma once

#include <QObject>

namespace isle::app {

class GameSession;

// One game's view state for its QML pages (gameSession.screen): the models and
// properties only that game has (a board of tiles, a hand, a weather card...), read
// from the session's observation, and the game's own input (clicking a tile, selecting
// a token) turned into decisions the session checks. It holds no rules.
class GameScreen : public QObject
{
    Q_OBJECT

public:
    explicit GameScreen(GameSession &session);

    GameSession &session() const { return m_session; }

    // The observation changed (a decision, an undo, review, the curtain...): read it again.
    virtual void refresh() = 0;
    // A decision was taken or taken back: drop any half-made input (a selected token).
    virtual void clearInput() {}

Q_SIGNALS:
    void changed();

private:
    GameSession &m_session;
};

} // namespace isle::app
