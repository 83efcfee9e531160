#pragma once

#include "core/gamemodule.h"

namespace isle::battleisland {

// Battle on the Island of Fog for the registry: its schema, default ruleset, variants
// (two to four generals), the loaders, the rules reference and the printed components.
class BattleModule final : public GameModule
{
public:
    QString id() const override { return QStringLiteral("battle-island-of-fog"); }
    QString displayName() const override;
    QStringList variants() const override;
    QString variantName(const QString &variant) const override;
    int seatCount(const QString &variant) const override;

    const RulesetSchema &schema() const override;
    Ruleset defaultRuleset() const override;
    void validateRuleset(const Ruleset &ruleset, Problems &problems) const override;

    std::unique_ptr<Game> newGame(const Ruleset &ruleset, const QString &variant, std::uint64_t seed,
                                  Problems &problems) const override;
    std::unique_ptr<Game> loadPosition(const QJsonObject &position, const Ruleset &ruleset,
                                       Problems &problems) const override; // battleposition.cpp
    std::optional<Action> actionFromJson(const QJsonObject &object, const QString &path,
                                         Problems &problems) const override; // battletext.cpp
    QString rulesReference(const Ruleset &ruleset, const QString &variant) const override; // battlereference.cpp
    QList<ComponentSpec> components(const Ruleset &ruleset) const override; // battlecomponents.cpp

    static const BattleModule &instance();
};

} // namespace isle::battleisland
