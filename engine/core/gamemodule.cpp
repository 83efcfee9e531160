#include "gamemodule.h"

#include "jsonfile.h"

#include <QCoreApplication>

namespace isle {

Ruleset GameModule::embeddedRuleset(const QString &resource) const
{
    Problems problems(resource);
    const auto object = readJsonObjectFile(problems.file(), problems);
    Q_ASSERT_X(object, "GameModule::embeddedRuleset", qPrintable(problems.summary()));
    const QJsonObject root = object.value_or(QJsonObject{});
    return Ruleset(id(), root.value(QStringLiteral("params")).toObject(), root.value(QStringLiteral("meta")).toObject());
}

bool GameModule::acceptsNewGame(const Ruleset &ruleset, const QString &variant, Problems &problems) const
{
    if (!variants().contains(variant)) {
        problems.error(QStringLiteral("$.variant"),
                       QCoreApplication::translate("isle::GameModule", "unknown variant \"%1\"; expected one of: %2")
                           .arg(variant, variants().join(QStringLiteral(", "))));
        return false;
    }
    if (ruleset.gameId() != id()) {
        problems.error(QStringLiteral("$.game"), QCoreApplication::translate("isle::GameModule", "the ruleset is for \"%1\", not %2")
                                                     .arg(ruleset.gameId(), displayName()));
        return false;
    }
    return true;
}

} // namespace isle
