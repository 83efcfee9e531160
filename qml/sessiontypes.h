#pragma once

// The session's types as QML sees them in Isleworks.Board. The session library stays free
// of QtQml (tests drive it headless), so they are declared here as foreign types.
#include "gamescreen.h"
#include "gamesession.h"

#include <QtQml/qqml.h>

class QJSEngine;
class QQmlEngine;

namespace isle::app {

// `GameSession` in QML: the session of the window whose engine loads the board (set with
// setBoardSession before anything is loaded). C++ owns it; the engine only reads it.
struct GameSessionForeign
{
    Q_GADGET
    QML_FOREIGN(isle::app::GameSession)
    QML_NAMED_ELEMENT(GameSession)
    QML_SINGLETON

public:
    static GameSession *create(QQmlEngine *engine, QJSEngine *scriptEngine);
};

// The game's own screen (GameSession.screen), made by the session for each game.
struct GameScreenForeign
{
    Q_GADGET
    QML_FOREIGN(isle::app::GameScreen)
    QML_NAMED_ELEMENT(GameScreen)
    QML_UNCREATABLE("A game's screen is made by its session.")
};

// The session `engine`'s board binds to; call before the engine loads any of it.
void setBoardSession(QQmlEngine *engine, GameSession *session);

} // namespace isle::app
