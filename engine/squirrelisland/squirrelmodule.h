#pragma once

#include "core/gamemodule.h"

namespace isle::squirrelisland {

// Squirrel Island for the registry: its schema, default ruleset, variants (by player
// count, and solo), the seat preference "auto-exhaust" and the loaders.
class SquirrelModule final : public GameModule
{
public:
    QString id() const override { return QStringLiteral("squirrel-island"); }
    QString displayName() const override;
    QStringList variants() const override;
    QString variantName(const QString &variant) const override;
    int seatCount(const QString &variant) const override;
    QList<SeatPreference> seatPreferences() const override;

    const RulesetSchema &schema() const override;
    Ruleset defaultRuleset() const override;
    void validateRuleset(const Ruleset &ruleset, Problems &problems) const override;

    std::unique_ptr<Game> newGame(const Ruleset &ruleset, const QString &variant, std::uint64_t seed,
                                  Problems &problems) const override;
    std::unique_ptr<Game> loadPosition(const QJsonObject &position, const Ruleset &ruleset,
                                       Problems &problems) const override;
    std::optional<Action> actionFromJson(const QJsonObject &object, const QString &path,
                                         Problems &problems) const override;
    QString rulesReference(const Ruleset &ruleset, const QString &variant) const override;
    QList<ComponentSpec> components(const Ruleset &ruleset) const override; // squirrelcomponents.cpp

    static const SquirrelModule &instance();
};

} // namespace isle::squirrelisland
