#include "foggymodule.h"
#include "foggyisland.h"

#include "foggygame.h"
#include "foggyreference.h"
#include "foggyschema.h"
#include "foggytext.h"

#include "core/jsonfile.h"

#include <QCoreApplication>

namespace isle::foggy {

QString FoggyModule::displayName() const
{
    return QCoreApplication::translate("isle::foggy::FoggyModule", "Foggy Island");
}

QStringList FoggyModule::variants() const
{
    return {QStringLiteral("basic"), QStringLiteral("weather"), QStringLiteral("mercenary"), QStringLiteral("quick"),
            QStringLiteral("team")};
}

QString FoggyModule::variantName(const QString &variant) const
{
    if (variant == QLatin1StringView("basic"))
        return QCoreApplication::translate("isle::foggy::FoggyModule", "Basic game");
    if (variant == QLatin1StringView("weather"))
        return QCoreApplication::translate("isle::foggy::FoggyModule", "Game with weather");
    if (variant == QLatin1StringView("mercenary"))
        return QCoreApplication::translate("isle::foggy::FoggyModule", "Mercenary game");
    if (variant == QLatin1StringView("quick"))
        return QCoreApplication::translate("isle::foggy::FoggyModule", "Quick game");
    if (variant == QLatin1StringView("team"))
        return QCoreApplication::translate("isle::foggy::FoggyModule", "Team game");
    return variant;
}

int FoggyModule::seatCount(const QString &variant) const
{
    return variant == QLatin1StringView("team") ? 4 : 2;
}

const RulesetSchema &FoggyModule::schema() const
{
    return foggySchema();
}

Ruleset FoggyModule::defaultRuleset() const
{
    static const Ruleset defaults = embeddedRuleset(QStringLiteral(":/isleworks/rulesets/foggy-island.json"));
    return defaults;
}

void FoggyModule::validateRuleset(const Ruleset &ruleset, Problems &problems) const
{
    FoggyRules::compile(ruleset, problems);
}

std::unique_ptr<Game> FoggyModule::newGame(const Ruleset &ruleset, const QString &variant, std::uint64_t seed,
                                           Problems &problems) const
{
    if (!acceptsNewGame(ruleset, variant, problems))
        return nullptr;
    auto rules = FoggyRules::compile(ruleset, problems);
    if (!rules)
        return nullptr;
    const Variant kind = variant == QLatin1StringView("weather")     ? Variant::Weather
                       : variant == QLatin1StringView("mercenary") ? Variant::Mercenary
                       : variant == QLatin1StringView("quick")     ? Variant::Quick
                       : variant == QLatin1StringView("team")      ? Variant::Team
                                                                   : Variant::Basic;
    return std::make_unique<FoggyGame>(*this, std::make_shared<const Ruleset>(ruleset), std::move(rules), kind, seed);
}

std::optional<Action> FoggyModule::actionFromJson(const QJsonObject &object, const QString &path,
                                                  Problems &problems) const
{
    return foggy::actionFromJson(object, path, problems);
}

QString FoggyModule::rulesReference(const Ruleset &ruleset, const QString &variant) const
{
    return rulesReferenceHtml(ruleset, variant);
}

const FoggyModule &FoggyModule::instance()
{
    static const FoggyModule module;
    return module;
}

} // namespace isle::foggy

namespace isle::foggyisland {

const GameModule &gameModule()
{
    return foggy::FoggyModule::instance();
}

} // namespace isle::foggyisland
