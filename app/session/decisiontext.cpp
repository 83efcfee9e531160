#include "decisiontext.h"

#include "core/game.h"
#include "core/gamemodule.h"
#include "foggyisland/foggyevents.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace isle::app {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::app::DecisionText)
};
} // namespace

QString describeForOthers(const Game &game, const Action &action)
{
    // Judged from the decision's record form, so the words stay the engine's own
    // except where they would name a hidden character.
    const QJsonObject json = game.actionToJson(action);
    const QString type = json.value(QStringLiteral("type")).toString();
    const QString cell = json.value(QStringLiteral("cell")).toString();
    if (type == QLatin1StringView("pick"))
        return Tr::tr("pick a token for the opening hand");
    if (json.value(QStringLiteral("faceDown")).toBool())
        return Tr::tr("place a token face down on %1").arg(cell);
    if (type == QLatin1StringView("exchange"))
        return Tr::tr("exchange the token on %1 for one from the hand").arg(cell);
    return game.describeAction(action);
}

bool restatesDecision(const Game &game, const GameEvent &event)
{
    if (game.module().id() != QLatin1StringView("foggy-island"))
        return false;
    const auto type = static_cast<foggy::FoggyEvent>(event.type);
    return type == foggy::FoggyEvent::TokenPlaced || type == foggy::FoggyEvent::HandPicked;
}

} // namespace isle::app
