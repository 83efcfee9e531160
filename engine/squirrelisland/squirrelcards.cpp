// The card vocabulary: ids of effects and abilities, their words, the default deck's names.
#include "squirrelcards.h"

#include <QCoreApplication>

#include <array>

namespace isle::squirrelisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::squirrelisland::Cards)
};

constexpr std::array<const char *, EffectCount> EffectIds = {
    "none", "gainNuts", "gainCoins", "gainStamina", "draw", "goAgain", "stashFromHand", "stashFromDeck",
    "refreshOwn", "nutsPerTree", "nutsPerGround", "nutsPerFlying", "look", "collectLoops", "protect",
    "takeNuts", "takeCoins", "exhaustTree", "exhaustGround", "exhaustFlying", "raidStash", "eachLoseNuts",
    "eachLoseCoins", "eachExhaustTree", "eachExhaustGround", "eachExhaustFlying"};

constexpr std::array<const char *, AbilityCount> AbilityIds = {"none", "exhaustNuts", "guard", "watch",
                                                               "stashGuard", "sleepGather"};

struct NamedCard
{
    const char *id;
    const char *name;
};

// The default deck's names, translatable; designers' own cards are named from their ids.
constexpr NamedCard DefaultNames[] = {
    {"tree-gatherer", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Tree Gatherer")},
    {"tree-adventurer", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Tree Adventurer")},
    {"tree-scout", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Tree Scout")},
    {"tree-thief", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Tree Thief")},
    {"canopy-keeper", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Canopy Keeper")},
    {"ground-gatherer", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Ground Gatherer")},
    {"ground-digger", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Ground Digger")},
    {"ground-thief", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Ground Thief")},
    {"burrow-builder", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Burrow Builder")},
    {"flying-gatherer", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Flying Gatherer")},
    {"flying-scout", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Flying Scout")},
    {"flying-adventurer", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Flying Adventurer")},
    {"sniper", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Sniper")},
    {"elite-gatherer", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Elite Gatherer")},
    {"bodyguard", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Bodyguard")},
    {"twinwatch", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Twinwatch")},
    {"stashkeeper", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Stashkeeper")},
    {"moonglider", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Moonglider")},
    {"acorn-snack", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Acorn Snack")},
    {"nut-basket", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Nut Basket")},
    {"trail-map", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Trail Map")},
    {"slingshot", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Slingshot")},
    {"hollow-log", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Hollow Log")},
    {"warm-nest", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Warm Nest")},
    {"raccoon-raid", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Raccoon Raid")},
    {"fox-lure", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Fox Lure")},
    {"thunderstorm", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Thunderstorm")},
    {"owl-hoot", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Owl Hoot")},
    {"forage-trip", QT_TRANSLATE_NOOP("isle::squirrelisland::Cards", "Forage Trip")},
};
} // namespace

const char *effectId(Effect effect)
{
    const auto index = static_cast<std::size_t>(effect);
    return index < EffectIds.size() ? EffectIds[index] : "";
}

const char *abilityId(Ability ability)
{
    const auto index = static_cast<std::size_t>(ability);
    return index < AbilityIds.size() ? AbilityIds[index] : "";
}

const char *resourceId(int resource)
{
    switch (resource) {
    case Nuts: return "nuts";
    case Stamina: return "stamina";
    case Coins: return "coins";
    case Cards: return "cards";
    default: return "";
    }
}

Effect effectFromId(const QString &id)
{
    for (std::size_t i = 0; i < EffectIds.size(); ++i)
        if (id == QLatin1StringView(EffectIds[i]))
            return static_cast<Effect>(i);
    return Effect::Count;
}

Ability abilityFromId(const QString &id)
{
    for (std::size_t i = 0; i < AbilityIds.size(); ++i)
        if (id == QLatin1StringView(AbilityIds[i]))
            return static_cast<Ability>(i);
    return Ability::Count;
}

bool isSabotage(Effect effect)
{
    return effect >= Effect::TakeNuts && effect < Effect::Count;
}

bool isEachOpponent(Effect effect)
{
    return effect >= Effect::EachLoseNuts && effect < Effect::Count;
}

bool targetsOneOpponent(Effect effect)
{
    return effect >= Effect::TakeNuts && effect <= Effect::RaidStash;
}

std::uint8_t effectHabitat(Effect effect)
{
    switch (effect) {
    case Effect::NutsPerTree:
    case Effect::ExhaustTree:
    case Effect::EachExhaustTree: return Habitat::Tree;
    case Effect::NutsPerGround:
    case Effect::ExhaustGround:
    case Effect::EachExhaustGround: return Habitat::Ground;
    case Effect::NutsPerFlying:
    case Effect::ExhaustFlying:
    case Effect::EachExhaustFlying: return Habitat::Flying;
    default: return 0;
    }
}

QString resourceText(int resource, int amount)
{
    switch (resource) {
    case Nuts: return Tr::tr("%n nut(s)", nullptr, amount);
    case Stamina: return Tr::tr("%n stamina", nullptr, amount);
    case Coins: return Tr::tr("%n coin(s)", nullptr, amount);
    case Cards: return Tr::tr("%n card(s)", nullptr, amount);
    default: return {};
    }
}

QString effectText(Effect effect, int amount)
{
    switch (effect) {
    case Effect::None: return {};
    case Effect::GainNuts: return Tr::tr("Gain %1.").arg(resourceText(Nuts, amount));
    case Effect::GainCoins: return Tr::tr("Gain %1.").arg(resourceText(Coins, amount));
    case Effect::GainStamina: return Tr::tr("Gain %1.").arg(resourceText(Stamina, amount));
    case Effect::Draw: return Tr::tr("Draw %n card(s).", nullptr, amount);
    case Effect::GoAgain:
        //: "Go again!" is the keyword printed on cards: the player takes another turn.
        return amount == 1 ? Tr::tr("Go again!") : Tr::tr("Go again! (%n extra turns)", nullptr, amount);
    case Effect::StashFromHand: return Tr::tr("Stash up to %n card(s) from your hand.", nullptr, amount);
    case Effect::StashFromDeck: return Tr::tr("Stash the top %n card(s) of the deck, unseen.", nullptr, amount);
    case Effect::RefreshOwn: return Tr::tr("Refresh up to %n of your exhausted squirrels.", nullptr, amount);
    case Effect::NutsPerTree:
        return Tr::tr("Gain 1 nut per tree squirrel you have, at most %n.", nullptr, amount);
    case Effect::NutsPerGround:
        return Tr::tr("Gain 1 nut per ground squirrel you have, at most %n.", nullptr, amount);
    case Effect::NutsPerFlying:
        return Tr::tr("Gain 1 nut per flying squirrel you have, at most %n.", nullptr, amount);
    case Effect::Look:
        return Tr::tr("Look at the top %n card(s) of the deck; keep one, discard the rest.", nullptr, amount);
    case Effect::CollectLoops:
        return Tr::tr("Up to %n time(s): exhaust one of your refreshed squirrels and collect its loops.", nullptr,
                      amount);
    case Effect::Protect: return Tr::tr("Choose one of your other squirrels to protect.");
    case Effect::TakeNuts: return Tr::tr("Sabotage: take up to %1 from one opponent.").arg(resourceText(Nuts, amount));
    case Effect::TakeCoins:
        return Tr::tr("Sabotage: take up to %1 from one opponent.").arg(resourceText(Coins, amount));
    case Effect::ExhaustTree:
        return Tr::tr("Sabotage: exhaust up to %n refreshed tree squirrel(s) of one opponent.", nullptr, amount);
    case Effect::ExhaustGround:
        return Tr::tr("Sabotage: exhaust up to %n refreshed ground squirrel(s) of one opponent.", nullptr, amount);
    case Effect::ExhaustFlying:
        return Tr::tr("Sabotage: exhaust up to %n refreshed flying squirrel(s) of one opponent.", nullptr, amount);
    case Effect::RaidStash:
        return Tr::tr("Sabotage: move %n random card(s) of one opponent's stash into yours, unseen.", nullptr,
                      amount);
    case Effect::EachLoseNuts:
        return Tr::tr("Sabotage: each opponent loses %1.").arg(resourceText(Nuts, amount));
    case Effect::EachLoseCoins:
        return Tr::tr("Sabotage: each opponent loses %1.").arg(resourceText(Coins, amount));
    case Effect::EachExhaustTree:
        return Tr::tr("Sabotage: each opponent exhausts %n of their refreshed tree squirrels (their choice).",
                      nullptr, amount);
    case Effect::EachExhaustGround:
        return Tr::tr("Sabotage: each opponent exhausts %n of their refreshed ground squirrels (their choice).",
                      nullptr, amount);
    case Effect::EachExhaustFlying:
        return Tr::tr("Sabotage: each opponent exhausts %n of their refreshed flying squirrels (their choice).",
                      nullptr, amount);
    case Effect::Count: break;
    }
    return {};
}

QString abilityText(Ability ability, int amount)
{
    switch (ability) {
    case Ability::None: return {};
    case Ability::ExhaustNuts:
        return Tr::tr("When you exhaust it, gain %1 more.").arg(resourceText(Nuts, amount));
    case Ability::Guard:
        return Tr::tr("While refreshed: the squirrel it protects cannot be exhausted by sabotage, and exhausting "
                      "it yourself gains %1.")
            .arg(resourceText(Nuts, amount));
    case Ability::Watch:
        return Tr::tr("While refreshed: exhausting one of your flying squirrels gains %1, one of your ground "
                      "squirrels %2.")
            .arg(resourceText(Coins, amount), resourceText(Cards, amount));
    case Ability::StashGuard:
        return Tr::tr("While refreshed: your stash is safe from sabotage; at the end, 1 more nut per %n stashed "
                      "card(s).",
                      nullptr, amount);
    case Ability::SleepGather:
        return Tr::tr("While refreshed: on the turn you go to sleep, you may gather once at once.");
    case Ability::Count: break;
    }
    return {};
}

QString cardName(const QString &id)
{
    for (const NamedCard &card : DefaultNames)
        if (id == QLatin1StringView(card.id))
            return QCoreApplication::translate("isle::squirrelisland::Cards", card.name);
    QString readable = id;
    readable.replace(u'-', u' ');
    if (!readable.isEmpty())
        readable[0] = readable.at(0).toUpper();
    return readable;
}

std::uint32_t cardKey(const QString &id)
{
    std::uint32_t hash = 2166136261U;
    for (const QChar c : id) {
        hash ^= c.unicode();
        hash *= 16777619U;
    }
    const std::uint32_t key = (hash ^ (hash >> 24U)) & 0xFFFFFFU;
    return key == 0 ? 1 : key;
}

} // namespace isle::squirrelisland
