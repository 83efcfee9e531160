#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <cstdint>
#include <memory>

namespace isle {
class Game;
namespace squirrelisland {
struct SquirrelRules;
}
} // namespace isle

namespace isle::app::squirrelisland {

// The cards of the game's ruleset as the board draws them: name, frame, cost, loops,
// effects in words, stash value. Public data only (the ruleset every seat plays under), so
// an edited card looks edited. Compiled again only when the ruleset's parameters change.
class CardCatalogue
{
public:
    CardCatalogue();
    ~CardCatalogue();

    // Reads `game`'s ruleset (none: no cards); true when the cards changed.
    bool update(const Game *game);

    // id → the card's map (see cardInfo() in cardcatalogue.cpp for its keys).
    const QVariantMap &cards() const { return m_cards; }
    QVariantMap info(const QString &id) const { return m_cards.value(id).toMap(); }
    // The card's name people read ("Tree gatherer"), or "" for an unknown id.
    QString name(const QString &id) const;
    // The id of row `index` of the card table (events name cards by row), or "".
    QString idAt(int index) const;
    // The key actions carry for `id` (engine's cardKey), 0 when unknown.
    std::uint32_t key(const QString &id) const;
    // The id whose key `key` is, or "".
    QString idOfKey(std::uint32_t key) const;
    int staminaCap() const;
    const isle::squirrelisland::SquirrelRules *rules() const { return m_rules.get(); }

private:
    QJsonObject m_params;
    std::shared_ptr<const isle::squirrelisland::SquirrelRules> m_rules;
    QVariantMap m_cards;
};

} // namespace isle::app::squirrelisland
