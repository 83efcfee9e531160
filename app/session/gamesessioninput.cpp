// The generic input every game has: one of the viewer's legal decisions, chosen from the
// list in the engine's words. A game's own input (tiles, hands) lives in its GameScreen.
#include "gamesession.h"

namespace isle::app {

bool GameSession::playChoice(int index)
{
    const QJsonArray actions = viewerActions();
    if (index < 0 || index >= actions.size())
        return false;
    return play(actions.at(index).toObject().toVariantMap());
}

bool GameSession::playFirstOfType(const QString &type)
{
    const QJsonArray actions = viewerActions();
    for (const QJsonValue &action : actions)
        if (action.toObject().value(QStringLiteral("type")).toString() == type)
            return play(action.toObject().toVariantMap());
    Q_EMIT illegalMove(tr("That is not one of the choices now."));
    return false;
}

} // namespace isle::app
