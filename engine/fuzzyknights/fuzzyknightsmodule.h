#pragma once

#include "core/gamemodule.h"

namespace isle::fuzzyknights {

// Fuzzy Knights for the registry: its schema, the default ruleset (profile [M]) and the
// revised profile [N], variants (two to four players), the loaders, the rules reference and the
// printed components.
class FuzzyModule final : public GameModule
{
public:
    QString id() const override { return QStringLiteral("fuzzy-knights"); }
    QString displayName() const override;
    QStringList variants() const override;
    QString variantName(const QString &variant) const override;
    int seatCount(const QString &variant) const override;

    const RulesetSchema &schema() const override;
    Ruleset defaultRuleset() const override;
    QList<RulesetProfile> profiles() const override;
    void validateRuleset(const Ruleset &ruleset, Problems &problems) const override;

    std::unique_ptr<Game> newGame(const Ruleset &ruleset, const QString &variant, std::uint64_t seed,
                                  Problems &problems) const override;
    std::unique_ptr<Game> loadPosition(const QJsonObject &position, const Ruleset &ruleset,
                                       Problems &problems) const override; // fuzzyknightsposition.cpp
    std::optional<Action> actionFromJson(const QJsonObject &object, const QString &path,
                                         Problems &problems) const override; // fuzzyknightstext.cpp
    QString rulesReference(const Ruleset &ruleset, const QString &variant) const override; // fuzzyknightsreference.cpp
    QList<ComponentSpec> components(const Ruleset &ruleset) const override; // fuzzyknightscomponents.cpp

    static const FuzzyModule &instance();
};

} // namespace isle::fuzzyknights
