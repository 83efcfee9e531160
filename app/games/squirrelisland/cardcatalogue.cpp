#include "cardcatalogue.h"

#include "core/game.h"
#include "core/problem.h"
#include "squirrelisland/squirrelrules.h"

#include <QVariantList>

namespace isle::app::squirrelisland {

namespace rules = ::isle::squirrelisland;

namespace {
const char *resourceName(int resource)
{
    switch (resource) {
    case rules::Nuts: return "nuts";
    case rules::Stamina: return "stamina";
    case rules::Coins: return "coins";
    case rules::Cards: return "cards";
    default: return "";
    }
}

// The frame a card is drawn in: an item's, a unique squirrel's, else its first habitat's.
QString frameOf(const rules::CardRules &card)
{
    if (!card.isSquirrel())
        return QStringLiteral("item");
    if (card.habitat & rules::Habitat::Unique)
        return QStringLiteral("unique");
    if (card.habitat & rules::Habitat::Tree)
        return QStringLiteral("tree");
    if (card.habitat & rules::Habitat::Ground)
        return QStringLiteral("ground");
    if (card.habitat & rules::Habitat::Flying)
        return QStringLiteral("flying");
    return QStringLiteral("plain");
}

// Keys: id, name, type ("squirrel"/"item"), frame, habitats (["tree", ...]), cost,
// costResource ("stamina"/"coins"), loops (one resource name per loop, in the card's
// order), stash, effects ([{text, sabotage, goAgain}]), ability (words or ""),
// sabotage, goAgain, description (everything in words, for tool tips and screen readers).
QVariantMap cardInfo(const QString &id, const rules::CardRules &card, const Game *game)
{
    QVariantMap info;
    info.insert(QStringLiteral("id"), id);
    info.insert(QStringLiteral("name"), rules::cardName(id));
    info.insert(QStringLiteral("type"), card.isSquirrel() ? QStringLiteral("squirrel") : QStringLiteral("item"));
    info.insert(QStringLiteral("frame"), frameOf(card));
    QStringList habitats;
    if (card.habitat & rules::Habitat::Tree)
        habitats.append(QStringLiteral("tree"));
    if (card.habitat & rules::Habitat::Ground)
        habitats.append(QStringLiteral("ground"));
    if (card.habitat & rules::Habitat::Flying)
        habitats.append(QStringLiteral("flying"));
    if (card.habitat & rules::Habitat::Unique)
        habitats.append(QStringLiteral("unique"));
    info.insert(QStringLiteral("habitats"), habitats);
    info.insert(QStringLiteral("cost"), card.cost);
    info.insert(QStringLiteral("costResource"), card.isSquirrel() ? QStringLiteral("stamina") : QStringLiteral("coins"));
    QStringList loops;
    for (int resource = 0; resource < rules::ResourceCount; ++resource)
        for (int i = 0; i < card.loops[static_cast<std::size_t>(resource)]; ++i)
            loops.append(QString::fromLatin1(resourceName(resource)));
    info.insert(QStringLiteral("loops"), loops);
    info.insert(QStringLiteral("stash"), card.stash);
    QVariantList effects;
    bool goAgain = false;
    for (const rules::EffectSpec &effect : card.effects) {
        if (effect.kind == rules::Effect::None)
            continue;
        const bool again = effect.kind == rules::Effect::GoAgain;
        goAgain = goAgain || again;
        effects.append(QVariantMap{{QStringLiteral("text"), rules::effectText(effect.kind, effect.amount)},
                                   {QStringLiteral("sabotage"), rules::isSabotage(effect.kind)},
                                   {QStringLiteral("goAgain"), again}});
    }
    info.insert(QStringLiteral("effects"), effects);
    info.insert(QStringLiteral("ability"), rules::abilityText(card.ability, card.abilityAmount));
    info.insert(QStringLiteral("sabotage"), card.hasSabotage);
    info.insert(QStringLiteral("goAgain"), goAgain);
    info.insert(QStringLiteral("description"), game ? game->componentDescription(id) : QString());
    return info;
}
} // namespace

CardCatalogue::CardCatalogue() = default;
CardCatalogue::~CardCatalogue() = default;

bool CardCatalogue::update(const Game *game)
{
    if (!game) {
        const bool had = !m_cards.isEmpty();
        m_params = {};
        m_rules.reset();
        m_cards.clear();
        return had;
    }
    const QJsonObject &params = game->ruleset().params();
    if (m_rules && params == m_params)
        return false;
    // The game was made from these rules, so they compile; a failure leaves no cards.
    Problems problems;
    m_rules = rules::SquirrelRules::compile(game->ruleset(), problems);
    m_params = params;
    m_cards.clear();
    if (!m_rules)
        return true;
    for (int index = 0; index < m_rules->cardCount; ++index) {
        const QString id = m_rules->ids.at(index);
        m_cards.insert(id, cardInfo(id, m_rules->card(index), game));
    }
    return true;
}

QString CardCatalogue::name(const QString &id) const
{
    return m_cards.value(id).toMap().value(QStringLiteral("name")).toString();
}

QString CardCatalogue::idAt(int index) const
{
    return m_rules && index >= 0 && index < m_rules->cardCount ? m_rules->ids.at(index) : QString();
}

std::uint32_t CardCatalogue::key(const QString &id) const
{
    if (!m_rules)
        return 0;
    const int index = m_rules->cardWithId(id);
    return index >= 0 ? m_rules->card(index).key : 0;
}

QString CardCatalogue::idOfKey(std::uint32_t key) const
{
    return m_rules ? idAt(m_rules->cardWithKey(key)) : QString();
}

int CardCatalogue::staminaCap() const
{
    return m_rules ? m_rules->staminaCap : 5;
}

} // namespace isle::app::squirrelisland
