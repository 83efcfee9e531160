// The rules as a ruleset sets them, for people to read (GameModule::rulesReference):
// an HTML fragment in which every text from the ruleset is escaped.
#include "squirrelmodule.h"
#include "squirrelrules.h"

#include <QCoreApplication>

namespace isle::squirrelisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::squirrelisland::Reference)
};

QString paragraph(const QString &text)
{
    return u"<p>" + text + u"</p>";
}

QString habitatText(std::uint8_t habitat)
{
    QStringList parts;
    if (habitat & Habitat::Tree)
        parts.append(Tr::tr("tree"));
    if (habitat & Habitat::Ground)
        parts.append(Tr::tr("ground"));
    if (habitat & Habitat::Flying)
        parts.append(Tr::tr("flying"));
    if (habitat & Habitat::Unique)
        parts.append(Tr::tr("unique"));
    return parts.join(QStringLiteral(", "));
}

QString cardTable(const SquirrelRules &rules)
{
    QString html = u"<table><tr><th>" + Tr::tr("Card") + u"</th><th>" + Tr::tr("Type") + u"</th><th>"
                   + Tr::tr("Cost") + u"</th><th>" + Tr::tr("Loops") + u"</th><th>" + Tr::tr("Play effect")
                   + u"</th><th>" + Tr::tr("Ability") + u"</th><th>" + Tr::tr("Stash") + u"</th><th>"
                   + Tr::tr("Copies") + u"</th></tr>";
    for (int i = 0; i < rules.cardCount; ++i) {
        const CardRules &card = rules.card(i);
        QStringList loops;
        for (int resource = 0; resource < ResourceCount; ++resource)
            if (card.loops[static_cast<std::size_t>(resource)] > 0)
                loops.append(resourceText(resource, card.loops[static_cast<std::size_t>(resource)]));
        QStringList effects;
        for (const EffectSpec &effect : card.effects)
            if (effect.kind != Effect::None)
                effects.append(effectText(effect.kind, effect.amount));
        const QString type = card.isSquirrel() ? Tr::tr("%1 squirrel").arg(habitatText(card.habitat)) : Tr::tr("item");
        const QString cost = card.isSquirrel() ? resourceText(Stamina, card.cost) : resourceText(Coins, card.cost);
        html += u"<tr><td>" + cardName(rules.ids.at(i)).toHtmlEscaped() + u"</td><td>" + type.toHtmlEscaped()
                + u"</td><td>" + cost.toHtmlEscaped() + u"</td><td>" + loops.join(QStringLiteral(", ")).toHtmlEscaped()
                + u"</td><td>" + effects.join(u' ').toHtmlEscaped() + u"</td><td>"
                + abilityText(card.ability, card.abilityAmount).toHtmlEscaped() + u"</td><td>"
                + QString::number(card.stash) + u"</td><td>" + QString::number(card.copies) + u"</td></tr>";
    }
    return html + u"</table>";
}

QString dayTable(const SquirrelRules &rules, bool solo)
{
    QString html = u"<table><tr><th>" + Tr::tr("Day") + u"</th><th>" + Tr::tr("Stamina") + u"</th><th>"
                   + Tr::tr("Coins") + u"</th><th>" + Tr::tr("Cards") + u"</th>";
    if (solo)
        html += u"<th>" + Tr::tr("Rival's stamina") + u"</th>";
    html += u"</tr>";
    for (int day = 0; day < rules.dayCount; ++day) {
        const DayRules &income = rules.days[static_cast<std::size_t>(day)];
        html += u"<tr><td>" + QString::number(day + 1) + u"</td><td>" + QString::number(income.stamina) + u"</td><td>"
                + QString::number(income.coins) + u"</td><td>" + QString::number(income.cards) + u"</td>";
        if (solo)
            html += u"<td>" + QString::number(income.rivalStamina) + u"</td>";
        html += u"</tr>";
    }
    return html + u"</table>";
}
} // namespace

QString SquirrelModule::rulesReference(const Ruleset &ruleset, const QString &variant) const
{
    Problems problems;
    const auto rules = SquirrelRules::compile(ruleset, problems);
    if (!rules)
        return {};
    const bool solo = variant.isEmpty() || variant == QLatin1StringView("solo");
    QString html;
    if (!ruleset.name().isEmpty())
        html += u"<h2>" + ruleset.name().toHtmlEscaped() + u"</h2>";
    html += paragraph(Tr::tr("Players build a team of squirrels and play items to collect the most nuts over %n "
                             "day(s). Cards are drawn from one shared deck; hands are hidden; %1 cards lie face up "
                             "on the island.",
                             nullptr, rules->dayCount)
                          .arg(rules->islandSlots));
    html += u"<h3>" + Tr::tr("Resources") + u"</h3>";
    html += paragraph(Tr::tr("Stamina plays squirrels; a player holds at most %1, and each stamina gained above "
                             "that becomes 1 nut. Coins play items; %2 coins may pay 1 stamina of a cost. Nuts are "
                             "points and never go below zero.")
                          .arg(rules->staminaCap)
                          .arg(rules->coinsPerStamina));
    html += u"<h3>" + Tr::tr("Morning") + u"</h3>";
    html += paragraph(Tr::tr("Each day begins with a morning: the first-player token passes on (from the second "
                             "day), empty island slots are refilled, every player gains the day's income and "
                             "collects the loops of every squirrel in play, refreshed or exhausted; then every "
                             "squirrel is refreshed and every player wakes up."));
    html += dayTable(*rules, solo);
    html += u"<h3>" + Tr::tr("Turns") + u"</h3>";
    html += u"<ul><li>"
            + Tr::tr("Awake: play a card from the hand, or from the island for %n more (stamina or coins, "
                     "your choice), and resolve its effects; or go to sleep.",
                     nullptr, rules->islandSurcharge)
            + u"</li><li>"
            + Tr::tr("Asleep: exhaust one of your refreshed squirrels to gather %1, or pass.")
                  .arg(resourceText(Nuts, rules->gatherNuts))
            + u"</li><li>"
            + Tr::tr("Go again!: take another turn, even asleep; several instances give as many turns.")
            + u"</li><li>"
            + Tr::tr("The day ends the moment the last awake player goes to sleep.") + u"</li></ul>";
    html += paragraph(Tr::tr("Sabotage effects reach opponents awake or asleep. Stashed cards lie face down: nobody "
                             "looks at them, their owner neither, until the end."));
    html += u"<h3>" + Tr::tr("End") + u"</h3>";
    html += paragraph(Tr::tr("After the last day, stashes are revealed: a score is the nuts plus the stash values "
                             "of the stashed cards (and any ability bonus). A tie goes to the most squirrels in "
                             "play; still tied, the victory is shared."));
    if (solo) {
        html += u"<h3>" + Tr::tr("Solo game") + u"</h3>";
        html += paragraph(Tr::tr("The rival starts with %1 and the first-player token. On its turn, awake with "
                                 "stamina left, it rolls a %2-sided die and takes the island card of that slot (an "
                                 "empty slot or a higher roll: the deck's top card): a squirrel joins its play area "
                                 "for 1 stamina, an item is discarded, and only sabotage is resolved, always "
                                 "against you. With no stamina it sleeps; asleep it exhausts one squirrel a turn "
                                 "for 1 nut. It collects no income, no loops, and has no abilities.")
                              .arg(resourceText(Nuts, rules->rivalNuts))
                              .arg(rules->rivalDie));
    }
    html += u"<h3>" + Tr::tr("Cards") + u"</h3>";
    html += cardTable(*rules);
    return html;
}

} // namespace isle::squirrelisland
