// The rules as a ruleset sets them, for people to read (GameModule::rulesReference): an HTML
// fragment in which every text from the ruleset (dice included) is escaped.
#include "fuzzyknightsmodule.h"
#include "fuzzyknightsrules.h"
#include "fuzzyknightsschema.h"

#include <QCoreApplication>

namespace isle::fuzzyknights {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::fuzzyknights::Reference)
};

QString paragraph(const QString &text)
{
    return u"<p>" + text + u"</p>";
}

QString item(const QString &text)
{
    return u"<li>" + text + u"</li>";
}

QString dice(const DiceExpression &expression)
{
    return expression.toString().toHtmlEscaped();
}

QString cell(const QString &text)
{
    return u"<td>" + text + u"</td>";
}
} // namespace

QString FuzzyModule::rulesReference(const Ruleset &ruleset, const QString &variant) const
{
    Problems problems;
    const auto compiled = FuzzyRules::compile(ruleset, problems);
    if (!compiled)
        return {};
    const FuzzyRules &r = *compiled;
    const RulesetSchema &schema = fuzzySchema();
    QString html;
    html += u"<h2>" + Tr::tr("Fuzzy Knights") + u"</h2>";
    html += paragraph(variant.isEmpty() ? Tr::tr("Two to four players raise heroes and mercenaries from their "
                                                 "settlements, explore a %1×%2 map of tokens and conquer each other's "
                                                 "settlements.")
                                              .arg(r.width)
                                              .arg(r.height)
                                        : variantName(variant).toHtmlEscaped());
    html += u"<h3>" + Tr::tr("A Day") + u"</h3><ol>";
    html += item(r.income == IncomeMode::Flat
                     ? Tr::tr("Income: every settlement pays %1 coins, every mine %2.").arg(r.flatIncome).arg(r.mineIncome)
                     : Tr::tr("Income: every settlement pays its tier's income, every mine %1.").arg(r.mineIncome));
    html += item(Tr::tr("Upkeep: %1 coins per hero; a hero that cannot be paid dies.").arg(r.heroUpkeep));
    html += item(Tr::tr("Build: one building per settlement (a tier, a rampart level or the Mercenary Camp for %1 "
                        "coins).")
                     .arg(r.mercCampCost));
    html += item(Tr::tr("Recruit: heroes for %1 coins (at most %2 each), mercenaries for %3 coins%4.")
                     .arg(r.heroCost)
                     .arg(r.heroLimit)
                     .arg(r.mercCost)
                     .arg(r.requireMercCamp ? Tr::tr(" at a settlement with a Mercenary Camp") : QString()));
    html += item(Tr::tr("New tokens (from Day %1): a chance roll of %2 or more adds a token the roller places on "
                        "an empty tile.")
                     .arg(r.tokenRollFromDay)
                     .arg(r.tokenSuccessFrom));
    html += item(Tr::tr("Turns: from the Anchor, each player moves its heroes, %1 movement points each, one tile "
                        "per point.")
                     .arg(dice(r.movement)));
    html += item(Tr::tr("Free moves: equipping an item, and for a hero on its own settlement taking or leaving the "
                        "garrison's mercenaries and putting items in the armory or taking them out, cost no points; "
                        "at most %n a turn.",
                        nullptr, r.freeMovesPerTurn));
    html += u"</ol>";
    html += u"<h3>" + Tr::tr("Settlements") + u"</h3><table><tr><th>" + Tr::tr("Tier") + u"</th><th>"
            + Tr::tr("Cost") + u"</th><th>" + Tr::tr("Income") + u"</th><th>" + Tr::tr("Battle roll") + u"</th><th>"
            + Tr::tr("Mine guardians") + u"</th></tr>";
    for (int tier = 1; tier <= Tiers; ++tier) {
        const TierRules &t = r.tiers[static_cast<std::size_t>(tier - 1)];
        html += u"<tr>" + cell(schema.rowLabel(*schema.param(QStringLiteral("tiers")), tierId(tier)).toHtmlEscaped())
                + cell(QString::number(t.cost)) + cell(QString::number(t.income))
                + cell(r.settlementRoll == SettlementRollMode::Fixed ? dice(r.fixedSettlementRoll) : dice(t.roll))
                + cell(dice(t.guardians)) + u"</tr>";
    }
    html += u"</table>";
    html += paragraph(r.sieges ? Tr::tr("Ramparts must be destroyed by a siege (%1 movement points, next to the "
                                        "settlement) before the settlement can be assaulted.")
                                     .arg(r.siegeCost)
                               : Tr::tr("Ramparts add %1 (Palisade) or %2 (Fortifications) to the settlement's roll.")
                                     .arg(dice(r.ramparts[0].roll), dice(r.ramparts[1].roll)));
    html += u"<h3>" + Tr::tr("Battle") + u"</h3>";
    html += paragraph(Tr::tr("A hero rolls %1 plus its equipped items; each mercenary, monster or guardian rolls %2. "
                             "The attacker sorts its mercenaries into one to three squads, then picks attacking "
                             "squads and one defending squad per exchange: a higher sum destroys the defending "
                             "squad, otherwise one attacking squad dies.")
                          .arg(dice(r.heroRoll), dice(r.mercDie)));
    html += paragraph(r.faintPenalty ? Tr::tr("A hero whose squad falls faints; if its side wins, it drops its items "
                                              "and loses half its army.")
                                     : Tr::tr("A hero whose squad falls faints; if its side wins, it recovers."));
    html += u"<h3>" + Tr::tr("The end") + u"</h3>";
    html += paragraph(Tr::tr("The last player with a settlement or a hero wins; after %1 Days the most settlements, "
                             "then the highest total tier, most mines and most coins win.")
                          .arg(r.maxDays));
    return html;
}

} // namespace isle::fuzzyknights
