// The ruleset compiled for play, and every check that ties its values together.
#include "squirrelrules.h"

#include "squirrelschema.h"

#include "core/jsonfile.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>

namespace isle::squirrelisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::squirrelisland::SquirrelRules)
};

const QString ParamsPath = QStringLiteral("$.params");

QString paramPath(const char *key)
{
    return childPath(ParamsPath, QString::fromLatin1(key));
}

bool needsAmount(Ability ability)
{
    return ability == Ability::ExhaustNuts || ability == Ability::Guard || ability == Ability::Watch
           || ability == Ability::StashGuard;
}

void compileCard(const QJsonObject &row, const QString &path, CardRules &card, Problems &problems)
{
    const auto number = [&row](const char *key) { return row.value(QLatin1StringView(key)).toInt(); };
    card.type = row.value(QStringLiteral("type")).toString() == u"item" ? CardType::Item : CardType::Squirrel;
    card.habitat = static_cast<std::uint8_t>((row.value(QStringLiteral("tree")).toBool() ? Habitat::Tree : 0)
                                             | (row.value(QStringLiteral("ground")).toBool() ? Habitat::Ground : 0)
                                             | (row.value(QStringLiteral("flying")).toBool() ? Habitat::Flying : 0)
                                             | (row.value(QStringLiteral("unique")).toBool() ? Habitat::Unique : 0));
    card.cost = static_cast<std::uint8_t>(number("cost"));
    card.staminaCost = card.isSquirrel() ? card.cost : 0;
    card.coinCost = card.isSquirrel() ? 0 : card.cost;
    card.stash = static_cast<std::uint8_t>(number("stash"));
    card.copies = static_cast<std::uint8_t>(number("copies"));
    card.loops = {static_cast<std::uint8_t>(number("loopNuts")), static_cast<std::uint8_t>(number("loopStamina")),
                  static_cast<std::uint8_t>(number("loopCoins")), static_cast<std::uint8_t>(number("loopCards"))};
    card.loopTotal = static_cast<std::uint8_t>(card.loops[0] + card.loops[1] + card.loops[2] + card.loops[3]);
    bool anyEffect = false;
    bool protects = false;
    for (int slot = 0; slot < EffectSlots; ++slot) {
        const QString effectKey = QStringLiteral("effect%1").arg(slot + 1);
        const QString amountKey = QStringLiteral("amount%1").arg(slot + 1);
        const Effect kind = effectFromId(row.value(effectKey).toString());
        const int amount = row.value(amountKey).toInt();
        if (kind == Effect::Count) {
            problems.error(childPath(path, effectKey),
                           Tr::tr("unknown effect kind \"%1\"").arg(row.value(effectKey).toString()));
            continue;
        }
        card.effects[slot] = {kind, static_cast<std::uint8_t>(amount)};
        if (kind == Effect::None)
            continue;
        anyEffect = true;
        card.hasSabotage = card.hasSabotage || isSabotage(kind);
        protects = protects || kind == Effect::Protect;
        if (amount < 1 && kind != Effect::Protect)
            problems.error(childPath(path, amountKey),
                           Tr::tr("expected at least 1 for the effect \"%1\"").arg(QLatin1StringView(effectId(kind))));
        if (kind == Effect::Look && amount > MaxLook)
            problems.error(childPath(path, amountKey), Tr::tr("expected at most %1 cards to look at").arg(MaxLook));
    }
    card.ability = abilityFromId(row.value(QStringLiteral("ability")).toString());
    card.abilityAmount = static_cast<std::uint8_t>(number("abilityAmount"));
    if (card.ability == Ability::Count) {
        problems.error(childPath(path, QStringLiteral("ability")),
                       Tr::tr("unknown ability \"%1\"").arg(row.value(QStringLiteral("ability")).toString()));
        card.ability = Ability::None;
    }
    if (needsAmount(card.ability) && card.abilityAmount < 1)
        problems.error(childPath(path, QStringLiteral("abilityAmount")),
                       Tr::tr("expected at least 1 for the ability \"%1\"")
                           .arg(QLatin1StringView(abilityId(card.ability))));
    if (card.cost == 0 && !anyEffect && card.loopTotal == 0 && card.ability == Ability::None)
        problems.error(path, Tr::tr("a card with no cost and no effect, loop or ability; give it a cost or "
                                    "something to do"));
    if (card.isSquirrel()) {
        if (card.habitat == 0)
            problems.error(path, Tr::tr("a squirrel needs a habitat: tree, ground, flying or unique"));
    } else {
        if (!anyEffect)
            problems.warning(path, Tr::tr("an item without effects does nothing when played"));
        if (card.loopTotal > 0)
            problems.warning(path, Tr::tr("an item's loops are never collected: items do not stay in play"));
        if (card.ability != Ability::None)
            problems.warning(path, Tr::tr("an item's ability never works: items do not stay in play"));
    }
    if (protects && (card.ability != Ability::Guard || !card.isSquirrel()))
        problems.error(path, Tr::tr("the effect \"protect\" needs a squirrel with the ability \"guard\""));
    if (card.ability == Ability::Guard && !protects)
        problems.warning(path, Tr::tr("a guard without the effect \"protect\" never protects anything"));
}
} // namespace

std::shared_ptr<const SquirrelRules> SquirrelRules::compile(const Ruleset &ruleset, Problems &problems)
{
    Problems found(problems.file());
    squirrelSchema().validate(ruleset.params(), ParamsPath, found);
    if (found.hasErrors()) {
        problems.addNested(found, QStringLiteral("$"));
        return nullptr;
    }
    auto rules = std::make_shared<SquirrelRules>();
    const QJsonArray cardRows = ruleset.table(QStringLiteral("cards"));
    rules->cardCount = int(cardRows.size());
    QHash<std::uint32_t, QString> keys;
    for (qsizetype i = 0; i < cardRows.size(); ++i) {
        const QString path = indexPath(paramPath("cards"), i);
        const QJsonObject row = cardRows.at(i).toObject();
        const QString id = row.value(QStringLiteral("id")).toString();
        CardRules &card = rules->cards[static_cast<std::size_t>(i)];
        compileCard(row, path, card, found);
        card.key = cardKey(id);
        if (const auto same = keys.constFind(card.key); same != keys.constEnd())
            found.error(childPath(path, QStringLiteral("id")),
                        Tr::tr("the ids \"%1\" and \"%2\" share the same short key in records; rename one")
                            .arg(*same, id));
        keys.insert(card.key, id);
        rules->ids.append(id);
        rules->deckSize += card.copies;
    }
    if (rules->deckSize > MaxDeckCards)
        found.error(paramPath("cards"),
                    Tr::tr("the deck holds %1 cards; expected at most %2").arg(rules->deckSize).arg(MaxDeckCards));
    rules->keyIndex.fill(-1);
    int dealt = 0;
    for (int i = 0; i < rules->cardCount; ++i) {
        const CardRules &card = rules->card(i);
        for (int copy = 0; copy < card.copies && dealt < MaxDeckCards; ++copy)
            rules->fullDeck[static_cast<std::size_t>(dealt++)] = static_cast<std::uint8_t>(i);
        // The first card of a shared key wins, as a scan in card order would find it.
        std::uint32_t slot = SquirrelRules::keySlot(card.key);
        while (rules->keyIndex[slot] >= 0 && rules->card(rules->keyIndex[slot]).key != card.key)
            slot = (slot + 1) % SquirrelRules::KeySlots;
        if (rules->keyIndex[slot] < 0)
            rules->keyIndex[slot] = static_cast<std::int8_t>(i);
    }

    rules->islandSlots = ruleset.integer(QStringLiteral("islandSlots"));
    if (rules->deckSize < rules->islandSlots)
        found.error(paramPath("cards"), Tr::tr("the deck holds %1 cards, fewer than the island's %2 slots")
                                            .arg(rules->deckSize)
                                            .arg(rules->islandSlots));

    rules->dayCount = ruleset.integer(QStringLiteral("dayCount"));
    const QJsonArray dayRows = ruleset.table(QStringLiteral("days"));
    if (dayRows.size() != rules->dayCount)
        found.error(paramPath("days"), Tr::tr("expected %1 rows, one per day (dayCount), found %2")
                                           .arg(rules->dayCount)
                                           .arg(dayRows.size()));
    for (qsizetype i = 0; i < dayRows.size() && i < MaxDays; ++i) {
        const QJsonObject row = dayRows.at(i).toObject();
        DayRules &day = rules->days[static_cast<std::size_t>(i)];
        day.stamina = static_cast<std::uint8_t>(row.value(QStringLiteral("stamina")).toInt());
        day.coins = static_cast<std::uint8_t>(row.value(QStringLiteral("coins")).toInt());
        day.cards = static_cast<std::uint8_t>(row.value(QStringLiteral("cards")).toInt());
        day.rivalStamina = static_cast<std::uint8_t>(row.value(QStringLiteral("rivalStamina")).toInt());
        if (day.stamina + day.coins + day.cards == 0)
            found.error(indexPath(paramPath("days"), i),
                        Tr::tr("day %1 has no income: expected some stamina, coins or cards").arg(i + 1));
    }
    rules->staminaCap = ruleset.integer(QStringLiteral("staminaCap"));
    rules->coinsPerStamina = ruleset.integer(QStringLiteral("coinsPerStamina"));
    rules->islandSurcharge = ruleset.integer(QStringLiteral("islandSurcharge"));
    for (int i = 0; i < rules->cardCount; ++i) {
        const CardRules &card = rules->card(i);
        rules->prices[static_cast<std::size_t>(i)] = {card.staminaCost, card.coinCost,
                                                      static_cast<std::uint8_t>(card.isSquirrel() ? 1 : 0), 0};
    }
    // Payment counts for every stamina and coins held, up to the coins that afford every
    // cost in full (15 for the default rules; at most 9 · (9 + 5) = 126 coins, so 1,270
    // rows of 144 bytes).
    const int rate = std::max(1, rules->coinsPerStamina);
    const int surcharge = rules->islandSurcharge;
    int coinsLimit = SquirrelRules::MaxCoinCost;
    for (int i = 0; i < rules->cardCount; ++i) {
        const SquirrelRules::Price price = rules->prices[static_cast<std::size_t>(i)];
        coinsLimit = std::max(coinsLimit, price.coins + rate * (price.stamina + surcharge));
        coinsLimit = std::max(coinsLimit, price.coins + surcharge + rate * price.stamina);
    }
    rules->paymentCoinsLimit = coinsLimit;
    if (rules->staminaCap >= 0 && rules->coinsPerStamina >= 1 && rules->cardCount <= MaxCardKinds) {
        rules->paymentCounts.resize(static_cast<std::size_t>((rules->staminaCap + 1) * (coinsLimit + 1)));
        for (int stamina = 0; stamina <= rules->staminaCap; ++stamina) {
            for (int coins = 0; coins <= coinsLimit; ++coins) {
                SquirrelRules::PaymentCounts &row =
                    rules->paymentCounts[static_cast<std::size_t>(stamina * (coinsLimit + 1) + coins)];
                for (int i = 0; i < rules->cardCount; ++i) {
                    const SquirrelRules::Price price = rules->prices[static_cast<std::size_t>(i)];
                    const auto count = [&](int staminaCost, int coinCost) {
                        return SquirrelRules::paymentCount(stamina, coins, rate, staminaCost, coinCost);
                    };
                    const int inStamina = count(price.stamina + surcharge, price.coins);
                    const int inCoins = surcharge > 0 ? count(price.stamina, price.coins + surcharge) : 0;
                    const auto index = static_cast<std::size_t>(i);
                    row.hand[index] = static_cast<std::uint8_t>(count(price.stamina, price.coins));
                    row.islandStamina[index] = static_cast<std::uint8_t>(inStamina);
                    row.island[index] = static_cast<std::uint8_t>(inStamina + inCoins);
                }
            }
        }
    }
    rules->gatherNuts = ruleset.integer(QStringLiteral("gatherNuts"));
    rules->rivalNuts = ruleset.integer(QStringLiteral("rivalNuts"));
    rules->rivalDie = ruleset.integer(QStringLiteral("rivalDie"));
    rules->rivalTakeLimit = ruleset.integer(QStringLiteral("rivalTakeLimit"));

    problems.addNested(found, QStringLiteral("$"));
    if (found.hasErrors())
        return nullptr;
    return rules;
}

} // namespace isle::squirrelisland
