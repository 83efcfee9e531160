#include "fuzzyknightsmodule.h"
#include "fuzzyknights.h"

#include "fuzzyknightsgame.h"
#include "fuzzyknightsschema.h"

#include "core/jsonfile.h"

#include <QCoreApplication>

namespace isle::fuzzyknights {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::fuzzyknights::FuzzyModule)
};
} // namespace

QString FuzzyModule::displayName() const
{
    return Tr::tr("Fuzzy Knights");
}

QStringList FuzzyModule::variants() const
{
    return {QStringLiteral("two-players"), QStringLiteral("three-players"), QStringLiteral("four-players")};
}

QString FuzzyModule::variantName(const QString &variant) const
{
    if (variant == QLatin1StringView("two-players"))
        return Tr::tr("Two players");
    if (variant == QLatin1StringView("three-players"))
        return Tr::tr("Three players");
    if (variant == QLatin1StringView("four-players"))
        return Tr::tr("Four players");
    return variant;
}

int FuzzyModule::seatCount(const QString &variant) const
{
    const qsizetype index = variants().indexOf(variant);
    return index < 0 ? 2 : int(index) + 2;
}

const RulesetSchema &FuzzyModule::schema() const
{
    return fuzzySchema();
}

Ruleset FuzzyModule::defaultRuleset() const
{
    static const Ruleset defaults = embeddedRuleset(QStringLiteral(":/isleworks/rulesets/fuzzy-knights.json"));
    return defaults;
}

QList<RulesetProfile> FuzzyModule::profiles() const
{
    static const Ruleset revised = embeddedRuleset(QStringLiteral(":/isleworks/rulesets/fuzzy-knights-revised.json"));
    return {
        {QStringLiteral("player-turns"), Tr::tr("Fuzzy Knights"),
         Tr::tr("The player-turns page: movement 1d10+10, cities roll 3d3+9, ramparts must be sieged, the King's "
                "Purse and the fainting penalty."),
         defaultRuleset().params()},
        {QStringLiteral("revised"), Tr::tr("Fuzzy Knights — revised"),
         Tr::tr("The later rules: movement 15, settlements roll by tier and ramparts, no sieges, at most two heroes, "
                "amulets add movement."),
         revised.params()},
    };
}

void FuzzyModule::validateRuleset(const Ruleset &ruleset, Problems &problems) const
{
    FuzzyRules::compile(ruleset, problems);
}

std::unique_ptr<Game> FuzzyModule::newGame(const Ruleset &ruleset, const QString &variant, std::uint64_t seed,
                                           Problems &problems) const
{
    if (!acceptsNewGame(ruleset, variant, problems))
        return nullptr;
    auto rules = FuzzyRules::compile(ruleset, problems);
    if (!rules)
        return nullptr;
    return std::make_unique<FuzzyGame>(*this, std::make_shared<const Ruleset>(ruleset), std::move(rules), variant,
                                       seatCount(variant), seed);
}

const FuzzyModule &FuzzyModule::instance()
{
    static const FuzzyModule module;
    return module;
}

const GameModule &gameModule()
{
    return FuzzyModule::instance();
}

} // namespace isle::fuzzyknights
