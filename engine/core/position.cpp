#include "position.h"

#include "gamemodule.h"
#include "gameregistry.h"
#include "jsonfile.h"

#include <QCoreApplication>

namespace isle {

std::unique_ptr<Game> loadPosition(const QJsonObject &position, const Ruleset *rules, Problems &problems)
{
    const auto gameId = readString(position, QStringLiteral("game"), QStringLiteral("$"), problems);
    if (!gameId)
        return nullptr;
    const GameModule *module = GameRegistry::find(*gameId);
    if (!module) {
        problems.error(QStringLiteral("$.game"),
                       QCoreApplication::translate("isle::Position", "unknown game \"%1\"; expected one of: %2")
                           .arg(*gameId, GameRegistry::ids().join(QStringLiteral(", "))));
        return nullptr;
    }
    Ruleset ruleset = module->defaultRuleset();
    if (rules) {
        ruleset = *rules;
    } else if (position.contains(QStringLiteral("ruleset"))) {
        Problems embedded(problems.file());
        const auto parsed = Ruleset::fromJson(position.value(QStringLiteral("ruleset")).toObject(), embedded);
        problems.addNested(embedded, QStringLiteral("$.ruleset"));
        if (!parsed)
            return nullptr;
        ruleset = *parsed;
    }
    return module->loadPosition(position, ruleset, problems);
}

std::unique_ptr<Game> loadPositionFile(const QString &fileName, const Ruleset *rules, Problems &problems)
{
    return loadJsonFile(fileName, problems, [rules](const QJsonObject &object, Problems &found) {
        return loadPosition(object, rules, found);
    });
}

} // namespace isle
