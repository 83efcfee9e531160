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
        for (const Problem &problem : embedded.items()) {
            const QString path = QStringLiteral("$.ruleset") + problem.path.mid(1);
            if (problem.severity == Problem::Severity::Error)
                problems.error(path, problem.message);
            else
                problems.warning(path, problem.message);
        }
        if (!parsed)
            return nullptr;
        ruleset = *parsed;
    }
    return module->loadPosition(position, ruleset, problems);
}

std::unique_ptr<Game> loadPositionFile(const QString &fileName, const Ruleset *rules, Problems &problems)
{
    if (problems.file().isEmpty())
        problems.setFile(fileName);
    const auto object = readJsonObjectFile(fileName, problems);
    if (!object)
        return nullptr;
    return loadPosition(*object, rules, problems);
}

} // namespace isle
