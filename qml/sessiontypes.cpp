#include "sessiontypes.h"

#include <QJSEngine>
#include <QQmlEngine>

namespace isle::app {

namespace {
// One session per engine (a window's board and its log dock share an engine), kept on the
// engine itself so that each window of a process finds its own.
constexpr char SessionProperty[] = "isleworksSession";
} // namespace

void setBoardSession(QQmlEngine *engine, GameSession *session)
{
    engine->setProperty(SessionProperty, QVariant::fromValue<QObject *>(session));
}

GameSession *GameSessionForeign::create(QQmlEngine *engine, QJSEngine *scriptEngine)
{
    Q_UNUSED(scriptEngine);
    auto *session = qobject_cast<GameSession *>(engine->property(SessionProperty).value<QObject *>());
    if (!session) {
        qWarning("Isleworks.Board: no GameSession was set on this QML engine (setBoardSession)");
        return nullptr;
    }
    // The window owns the session and outlives the engine: the engine must not delete it.
    QJSEngine::setObjectOwnership(session, QJSEngine::CppOwnership);
    return session;
}

} // namespace isle::app
