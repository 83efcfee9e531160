#pragma once

#include "core/action.h"

#include <QObject>

#include <memory>

namespace isle::app {

class GameSession;

// One game's view state for its QML pages (GameSession.screen): the models and
// properties only that game has (a board of tiles, a hand, a weather card...), read
// from the session's observation, and the game's own input (clicking a tile, selecting
// a token) turned into decisions the session checks. It holds no rules.
class GameScreen : public QObject
{
    Q_OBJECT

public:
    explicit GameScreen(GameSession &session);
    ~GameScreen() override;

    GameSession &session() const { return m_session; }

    // The observation changed (a decision, an undo, review, the curtain...): read it again.
    virtual void refresh() = 0;
    // A decision was taken or taken back: drop any half-made input (a selected token).
    virtual void clearInput() {}
    // Whether the game is won on coins rather than points (the result and the game-over
    // card say so). Only the game knows: coins may also be something merely spent.
    virtual bool wonOnCoins() const { return false; }

    // The viewer's legal decisions now, as the engine lists them (empty when they are not
    // the viewer's to take): what the screen matches its input against before playing it
    // with GameSession::playAction. Filled again at each call, so never stale.
    // The list is the screen's own, reused: read it before asking again.
    const ActionList &legalActions() const;

Q_SIGNALS:
    void changed();

private:
    GameSession &m_session;
    mutable std::unique_ptr<ActionList> m_legal; // 64 KiB: on the heap, made once
};

} // namespace isle::app
