#pragma once

#include "core/gamemodule.h"

namespace isle::fakegame {

// Pebbles for the registry: its schema ("pile", "maxTake", and dice the game only quotes:
// "bonusRoll" and the "putBack" table), two profiles, variants ("duel" for two
// seats, "trio" for three), a seat preference ("auto-take": "manual", "one" pebble or at
// "random", the pebbles taken for a person), loaders and rules reference.
class PebblesModule final : public GameModule
{
public:
    static constexpr int MinPile = 3;
    static constexpr int MaxPile = 60;
    static constexpr int MaxTakeLimit = 6;

    QString id() const override { return QStringLiteral("pebbles"); }
    QString displayName() const override;
    QStringList variants() const override;
    QString variantName(const QString &variant) const override;
    int seatCount(const QString &variant) const override;
    QList<SeatPreference> seatPreferences() const override;

    const RulesetSchema &schema() const override;
    Ruleset defaultRuleset() const override;
    // "standard" (the default) and "quick".
    QList<RulesetProfile> profiles() const override;
    void validateRuleset(const Ruleset &ruleset, Problems &problems) const override;

    std::unique_ptr<Game> newGame(
        const Ruleset &ruleset, const QString &variant, std::uint64_t seed, Problems &problems) const override;
    std::unique_ptr<Game> loadPosition(
        const QJsonObject &position, const Ruleset &ruleset, Problems &problems) const override;
    std::optional<Action> actionFromJson(
        const QJsonObject &object, const QString &path, Problems &problems) const override;
    QString rulesReference(const Ruleset &ruleset, const QString &variant) const override;

    // {"type": "take", "count": n}, the form actionFromJson reads.
    static QJsonObject actionJson(const Action &action);

    static const PebblesModule &instance();
};

} // namespace isle::fakegame
