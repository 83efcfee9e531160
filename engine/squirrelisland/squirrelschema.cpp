#include "squirrelschema.h"

#include "squirrelcards.h"
#include "squirrelrules.h"

#include <QtGlobal>

namespace isle::squirrelisland {

namespace {

ParamSpec integer(const QString &key, const QString &group, const char *label, const char *description, int min,
                  int max, const QString &unit = {})
{
    ParamSpec spec;
    spec.key = key;
    spec.group = group;
    spec.label = label;
    spec.description = description;
    spec.type = ParamType::Integer;
    spec.min = min;
    spec.max = max;
    spec.unit = unit;
    return spec;
}

ColumnSpec column(const QString &key, const char *label, const char *description, ParamType type, int min = 0,
                  int max = 0, const QString &unit = {})
{
    ColumnSpec spec;
    spec.key = key;
    spec.label = label;
    spec.description = description;
    spec.type = type;
    spec.min = min;
    spec.max = max;
    spec.unit = unit;
    return spec;
}

QList<ChoiceSpec> effectChoices()
{
    // Labels are the ids made readable by the editor; the reference explains each one.
    static const char *const labels[EffectCount] = {
        QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "none"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "gain nuts"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "gain coins"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "gain stamina"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "draw cards"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "go again"),
        QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "stash from hand"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "stash from deck"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "refresh own squirrels"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "nuts per tree squirrel"),
        QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "nuts per ground squirrel"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "nuts per flying squirrel"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "look and keep one"),
        QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "collect loops by exhausting"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "protect a squirrel"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "sabotage: take nuts"),
        QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "sabotage: take coins"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "sabotage: exhaust tree squirrels"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "sabotage: exhaust ground squirrels"),
        QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "sabotage: exhaust flying squirrels"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "sabotage: raid stash"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "sabotage: each loses nuts"),
        QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "sabotage: each loses coins"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "sabotage: each exhausts a tree squirrel"),
        QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "sabotage: each exhausts a ground squirrel"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "sabotage: each exhausts a flying squirrel")};
    QList<ChoiceSpec> choices;
    for (int i = 0; i < EffectCount; ++i)
        choices.append({QString::fromLatin1(effectId(static_cast<Effect>(i))), labels[i]});
    return choices;
}

QList<ChoiceSpec> abilityChoices()
{
    static const char *const labels[AbilityCount] = {QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "none"),
                                                     QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "nuts when exhausted"),
                                                     QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "guard (protects a squirrel)"),
                                                     QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "watch (coins for flying, cards for ground)"),
                                                     QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "stash guard (safe stash, end bonus)"),
                                                     QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "gather on going to sleep")};
    QList<ChoiceSpec> choices;
    for (int i = 0; i < AbilityCount; ++i)
        choices.append({QString::fromLatin1(abilityId(static_cast<Ability>(i))), labels[i]});
    return choices;
}

QString cardRowLabel(const QString &rowKey)
{
    return cardName(rowKey);
}

ParamSpec cardTable()
{
    ParamSpec spec;
    spec.key = QStringLiteral("cards");
    spec.group = QStringLiteral("cards");
    spec.label = QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Cards");
    spec.description = QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Every card of the deck: squirrels stay in play and give loops each morning; items are "
                          "played for their effects and discarded.");
    spec.type = ParamType::Table;
    spec.minRows = 1;
    spec.maxRows = MaxCardKinds;
    spec.rowLabel = &cardRowLabel;

    ColumnSpec id = column(QStringLiteral("id"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Card"),
                           QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "The card's id: lower-case letters, digits and hyphens; records name the card by it."),
                           ParamType::Choice);
    id.isRowKey = true;
    ColumnSpec type = column(QStringLiteral("type"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Type"),
                             QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "A squirrel costs stamina and stays in play; an item costs coins and is discarded."),
                             ParamType::Choice);
    type.choices = {{QStringLiteral("squirrel"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "squirrel")}, {QStringLiteral("item"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "item")}};
    ColumnSpec effect1 = column(QStringLiteral("effect1"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Effect 1"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "The first play effect."),
                                ParamType::Choice);
    effect1.choices = effectChoices();
    ColumnSpec effect2 = effect1;
    effect2.key = QStringLiteral("effect2");
    effect2.label = QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Effect 2");
    effect2.description = QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "The second play effect, resolved after the first.");
    ColumnSpec effect3 = effect1;
    effect3.key = QStringLiteral("effect3");
    effect3.label = QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Effect 3");
    effect3.description = QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "The third play effect, resolved last.");
    ColumnSpec ability = column(QStringLiteral("ability"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Ability"),
                                QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "What the squirrel does while it is refreshed (unique squirrels)."),
                                ParamType::Choice);
    ability.choices = abilityChoices();

    spec.columns = {
        id,
        type,
        column(QStringLiteral("tree"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Tree"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "A tree squirrel."), ParamType::Boolean),
        column(QStringLiteral("ground"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Ground"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "A ground squirrel."), ParamType::Boolean),
        column(QStringLiteral("flying"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Flying"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "A flying squirrel."), ParamType::Boolean),
        column(QStringLiteral("unique"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Unique"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "A unique squirrel (usually one copy, with an ability)."),
               ParamType::Boolean),
        column(QStringLiteral("cost"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Cost"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Stamina for a squirrel, coins for an item."),
               ParamType::Integer, 0, MaxAmount),
        column(QStringLiteral("loopNuts"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Nut loops"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Nuts it gives each morning while in play."),
               ParamType::Integer, 0, 5, QStringLiteral("nuts")),
        column(QStringLiteral("loopStamina"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Stamina loops"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Stamina it gives each morning while in play."),
               ParamType::Integer, 0, 5, QStringLiteral("stamina")),
        column(QStringLiteral("loopCoins"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Coin loops"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Coins it gives each morning while in play."),
               ParamType::Integer, 0, 5, QStringLiteral("coins")),
        column(QStringLiteral("loopCards"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Card loops"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Cards it draws each morning while in play."),
               ParamType::Integer, 0, 5, QStringLiteral("cards")),
        column(QStringLiteral("stash"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Stash value"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Nuts it scores at the end if it is in a stash."),
               ParamType::Integer, 0, MaxAmount, QStringLiteral("nuts")),
        column(QStringLiteral("copies"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Copies"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "How many of it the deck holds."), ParamType::Integer, 0,
               20),
        effect1,
        column(QStringLiteral("amount1"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Amount 1"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "The first effect's number."), ParamType::Integer, 0,
               MaxAmount),
        effect2,
        column(QStringLiteral("amount2"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Amount 2"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "The second effect's number."), ParamType::Integer, 0,
               MaxAmount),
        effect3,
        column(QStringLiteral("amount3"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Amount 3"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "The third effect's number."), ParamType::Integer, 0,
               MaxAmount),
        ability,
        column(QStringLiteral("abilityAmount"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Ability amount"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "The ability's number."), ParamType::Integer,
               0, MaxAmount),
    };
    return spec;
}

ParamSpec dayTable()
{
    ParamSpec spec;
    spec.key = QStringLiteral("days");
    spec.group = QStringLiteral("days");
    spec.label = QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Island income by day");
    spec.description = QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "One row per day, in order: what every player gains in that day's morning, and the "
                          "solo rival's stamina.");
    spec.type = ParamType::Table;
    spec.minRows = 1;
    spec.maxRows = MaxDays;
    spec.columns = {
        column(QStringLiteral("stamina"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Stamina"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Stamina each player gains in the morning."),
               ParamType::Integer, 0, MaxAmount, QStringLiteral("stamina")),
        column(QStringLiteral("coins"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Coins"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Coins each player gains in the morning."), ParamType::Integer,
               0, MaxAmount, QStringLiteral("coins")),
        column(QStringLiteral("cards"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Cards"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Cards each player draws in the morning."),
               ParamType::Integer, 0, MaxAmount, QStringLiteral("cards")),
        column(QStringLiteral("rivalStamina"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Rival stamina"),
               QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "The solo rival's stamina that day: the squirrels it plays before it sleeps."),
               ParamType::Integer, 0, MaxAmount, QStringLiteral("stamina")),
    };
    return spec;
}

// Words the editor makes from ids as it runs, listed so that lupdate finds them: a group's
// tab is its id with a capital ("cards" → "Cards", groupLabel()), a unit is shown as is.
[[maybe_unused]] constexpr const char *SchemaWords[] = {
    QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Cards"),     QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Days"),
    QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Resources"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Turns"),
    QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Solo"),      QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "cards"),
    QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "coins"),     QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "days"),
    QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "nuts"),      QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "sides"),
    QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "stamina"),
};

QList<ParamSpec> buildParams()
{
    const QString resources = QStringLiteral("resources");
    const QString turns = QStringLiteral("turns");
    const QString solo = QStringLiteral("solo");
    QList<ParamSpec> params;
    params.append(cardTable());
    params.append(integer(QStringLiteral("dayCount"), QStringLiteral("days"), QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Days"),
                          QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Days in a game; the island income table has one row per day."), 1, MaxDays,
                          QStringLiteral("days")));
    params.append(dayTable());
    params.append(integer(QStringLiteral("staminaCap"), resources, QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Stamina cap"),
                          QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "The most stamina a player can hold; each stamina gained above it becomes 1 nut."), 1,
                          MaxAmount, QStringLiteral("stamina")));
    params.append(integer(QStringLiteral("coinsPerStamina"), resources, QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Coins per stamina"),
                          QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Coins a player may pay instead of 1 stamina of a cost."), 1, MaxAmount,
                          QStringLiteral("coins")));
    params.append(integer(QStringLiteral("islandSurcharge"), resources, QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Island surcharge"),
                          QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Extra cost of a card played from the island, paid in stamina or coins at the "
                             "player's choice."),
                          0, 5));
    params.append(integer(QStringLiteral("islandSlots"), turns, QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Island slots"),
                          QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Face-up cards on the island, refilled each morning."), 1, MaxIslandSlots,
                          QStringLiteral("cards")));
    params.append(integer(QStringLiteral("gatherNuts"), turns, QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Nuts per gather"),
                          QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Nuts an asleep player gains by exhausting one of their squirrels."), 0, 5,
                          QStringLiteral("nuts")));
    ParamSpec rivalNuts = integer(QStringLiteral("rivalNuts"), solo, QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Rival's starting nuts"),
                                  QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Nuts the solo rival starts with; more makes the game harder."), 0, 99,
                                  QStringLiteral("nuts"));
    rivalNuts.variants = {QStringLiteral("solo")};
    params.append(rivalNuts);
    ParamSpec rivalDie = integer(QStringLiteral("rivalDie"), solo, QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Rival's die"),
                                 QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Sides of the die the rival rolls for an island slot; a roll past the slots or "
                                    "on an empty slot takes the top card of the deck."),
                                 1, 20, QStringLiteral("sides"));
    rivalDie.variants = {QStringLiteral("solo")};
    params.append(rivalDie);
    ParamSpec rivalLimit = integer(QStringLiteral("rivalTakeLimit"), solo, QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "Rival's cards a day"),
                                   QT_TRANSLATE_NOOP("isle::squirrelisland::Ruleset", "The rival goes to sleep after taking this many cards in a day, whatever its "
                                      "stamina (a safeguard for decks with few squirrels)."),
                                   1, 99, QStringLiteral("cards"));
    rivalLimit.variants = {QStringLiteral("solo")};
    params.append(rivalLimit);
    return params;
}
} // namespace

const RulesetSchema &squirrelSchema()
{
    static const RulesetSchema schema(QStringLiteral("squirrel-island"), "isle::squirrelisland::Ruleset",
                                      buildParams());
    return schema;
}

} // namespace isle::squirrelisland
