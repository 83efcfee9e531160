#include "battlemodule.h"
#include "battleisland.h"

#include "battlegame.h"
#include "battleschema.h"

#include "core/jsonfile.h"

#include <QCoreApplication>

namespace isle::battleisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::battleisland::BattleModule)
};
} // namespace

QString BattleModule::displayName() const
{
    return Tr::tr("Battle on the Island of Fog");
}

QStringList BattleModule::variants() const
{
    return {QStringLiteral("two-players"), QStringLiteral("three-players"), QStringLiteral("four-players")};
}

QString BattleModule::variantName(const QString &variant) const
{
    if (variant == QLatin1StringView("two-players"))
        return Tr::tr("Two generals");
    if (variant == QLatin1StringView("three-players"))
        return Tr::tr("Three generals");
    if (variant == QLatin1StringView("four-players"))
        return Tr::tr("Four generals");
    return variant;
}

int BattleModule::seatCount(const QString &variant) const
{
    const qsizetype index = variants().indexOf(variant);
    return index < 0 ? 2 : int(index) + 2;
}

const RulesetSchema &BattleModule::schema() const
{
    return battleSchema();
}

Ruleset BattleModule::defaultRuleset() const
{
    static const Ruleset defaults = embeddedRuleset(QStringLiteral(":/isleworks/rulesets/battle-island-of-fog.json"));
    return defaults;
}

void BattleModule::validateRuleset(const Ruleset &ruleset, Problems &problems) const
{
    BattleRules::compile(ruleset, problems);
}

std::unique_ptr<Game> BattleModule::newGame(const Ruleset &ruleset, const QString &variant, std::uint64_t seed,
                                            Problems &problems) const
{
    if (!acceptsNewGame(ruleset, variant, problems))
        return nullptr;
    auto rules = BattleRules::compile(ruleset, problems);
    if (!rules)
        return nullptr;
    return std::make_unique<BattleGame>(*this, std::make_shared<const Ruleset>(ruleset), std::move(rules), variant,
                                        seatCount(variant), seed);
}

const BattleModule &BattleModule::instance()
{
    static const BattleModule module;
    return module;
}

const GameModule &gameModule()
{
    return BattleModule::instance();
}

} // namespace isle::battleisland
