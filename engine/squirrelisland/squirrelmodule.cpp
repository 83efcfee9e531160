#include "squirrelmodule.h"
#include "squirrelisland.h"

#include "squirrelgame.h"
#include "squirrelschema.h"

#include "core/jsonfile.h"

#include <QCoreApplication>

namespace isle::squirrelisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::squirrelisland::SquirrelModule)
};
} // namespace

QString SquirrelModule::displayName() const
{
    return Tr::tr("Squirrel Island");
}

QStringList SquirrelModule::variants() const
{
    return {QStringLiteral("two-players"), QStringLiteral("three-players"), QStringLiteral("four-players"),
            QStringLiteral("five-players"), QStringLiteral("solo")};
}

QString SquirrelModule::variantName(const QString &variant) const
{
    if (variant == QLatin1StringView("two-players"))
        return Tr::tr("Two players");
    if (variant == QLatin1StringView("three-players"))
        return Tr::tr("Three players");
    if (variant == QLatin1StringView("four-players"))
        return Tr::tr("Four players");
    if (variant == QLatin1StringView("five-players"))
        return Tr::tr("Five players");
    if (variant == QLatin1StringView("solo"))
        return Tr::tr("Solo against the rival");
    return variant;
}

int SquirrelModule::seatCount(const QString &variant) const
{
    const qsizetype index = variants().indexOf(variant);
    return index < 0 || index == 4 ? 1 : int(index) + 2;
}

QList<SeatPreference> SquirrelModule::seatPreferences() const
{
    SeatPreference autoExhaust;
    autoExhaust.id = QStringLiteral("auto-exhaust");
    //: How the squirrel to exhaust is chosen while the player is asleep (BGA's "auto-exhaust").
    autoExhaust.name = Tr::tr("Exhaust while asleep");
    autoExhaust.choices = {QStringLiteral("manual"), QStringLiteral("order"), QStringLiteral("random")};
    autoExhaust.choiceNames = {Tr::tr("Choose myself"), Tr::tr("In the suggested order"), Tr::tr("At random")};
    autoExhaust.defaultChoice = 0;
    return {autoExhaust};
}

const RulesetSchema &SquirrelModule::schema() const
{
    return squirrelSchema();
}

Ruleset SquirrelModule::defaultRuleset() const
{
    static const Ruleset defaults = embeddedRuleset(QStringLiteral(":/isleworks/rulesets/squirrel-island.json"));
    return defaults;
}

void SquirrelModule::validateRuleset(const Ruleset &ruleset, Problems &problems) const
{
    SquirrelRules::compile(ruleset, problems);
}

std::unique_ptr<Game> SquirrelModule::newGame(const Ruleset &ruleset, const QString &variant, std::uint64_t seed,
                                              Problems &problems) const
{
    if (!acceptsNewGame(ruleset, variant, problems))
        return nullptr;
    auto rules = SquirrelRules::compile(ruleset, problems);
    if (!rules)
        return nullptr;
    return std::make_unique<SquirrelGame>(*this, std::make_shared<const Ruleset>(ruleset), std::move(rules), variant,
                                          seatCount(variant), seed);
}

const SquirrelModule &SquirrelModule::instance()
{
    static const SquirrelModule module;
    return module;
}

} // namespace isle::squirrelisland

namespace isle::squirrelisland {

const GameModule &gameModule()
{
    return SquirrelModule::instance();
}

} // namespace isle::squirrelisland
