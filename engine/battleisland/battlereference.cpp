// The rules as a ruleset sets them, for people to read (GameModule::rulesReference):
// an HTML fragment in which every text from the ruleset is escaped.
#include "battlemodule.h"
#include "battlerules.h"

#include <QCoreApplication>

namespace isle::battleisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::battleisland::Reference)
};

QString paragraph(const QString &text)
{
    return u"<p>" + text + u"</p>";
}

QString item(const QString &text)
{
    return u"<li>" + text + u"</li>";
}
} // namespace

QString BattleModule::rulesReference(const Ruleset &ruleset, const QString &variant) const
{
    Problems problems;
    const auto compiled = BattleRules::compile(ruleset, problems);
    if (!compiled)
        return {};
    const BattleRules &r = *compiled;
    QString html;
    html += u"<h2>" + Tr::tr("Battle on the Island of Fog") + u"</h2>";
    html += paragraph(variant.isEmpty() ? Tr::tr("Two to four generals explore a %1×%1 board of face-down tiles, found "
                                                 "cities and factories, recruit and fight, until the board is full and a "
                                                 "countdown ends the game.")
                                              .arg(r.boardSize)
                                        : variantName(variant).toHtmlEscaped());
    html += u"<h3>" + Tr::tr("A turn") + u"</h3><ol>";
    html += item(Tr::tr("Captures: every structure of another player with one of your units on it becomes yours, "
                        "bases first; capturing a home base eliminates its owner."));
    html += item(Tr::tr("Income: each city pays %n coin(s) on the outer ring and %1 further in; the lighthouse pays %2.",
                        nullptr, r.cityValueRing0)
                     .arg(r.cityValueDeeper)
                     .arg(r.lighthouseValue));
    html += item(Tr::tr("The lighthouse owner places the top tile of the pile on any empty area."));
    html += item(Tr::tr("Activate up to %1 units, one after another, and recruit at your base and factories (a basic "
                        "unit costs %2 coins, an elite %3).")
                     .arg(r.activationsPerTurn)
                     .arg(r.basicCost)
                     .arg(r.eliteCost));
    html += u"</ol>";
    html += u"<h3>" + Tr::tr("Movement") + u"</h3>";
    html += paragraph(Tr::tr("A basic unit or stack has %1 movement points, an elite %2. A step costs 1, a mountain %3; "
                             "elites never enter mountains and nobody enters water. Stepping into fog draws a tile and "
                             "turns its arrow toward the lighthouse; a blocked entry costs nothing.")
                          .arg(r.basicMovePoints)
                          .arg(r.eliteMovePoints)
                          .arg(r.mountainCost));
    html += u"<h3>" + Tr::tr("Combat") + u"</h3>";
    html += paragraph(Tr::tr("Both sides roll %1 dice. The attacker adds %2 (an elite %3); the defender adds its space's "
                             "bonus: plains %4, forest %5, mountain %6, a structure %7, and %8 more for an elite. Stacks "
                             "of 2 re-roll up to %9 of their lowest dice, stacks of 3 up to %10. The lower total is "
                             "destroyed, attacker or defender; a tie changes nothing. A winner whose defender stood on "
                             "a structure advances onto it.")
                          .arg(r.combatDice)
                          .arg(r.attackerBonus)
                          .arg(r.eliteAttackBonus)
                          .arg(r.defencePlains)
                          .arg(r.defenceForest)
                          .arg(r.defenceMountain)
                          .arg(r.defenceStructure)
                          .arg(r.eliteDefenceBonus)
                          .arg(r.stackRerolls[2])
                          .arg(r.stackRerolls[3]));
    html += u"<h3>" + Tr::tr("The end") + u"</h3>";
    html += paragraph(Tr::tr("Once every area holds a tile, %1 more rounds are played. Each city and factory scores 1, "
                             "your base 1, the lighthouse %2. Ties go to the higher income, then more coins. A general "
                             "who captures every other home base wins at once.")
                          .arg(r.countdownRounds)
                          .arg(1 + r.lighthouseEndBonus));
    html += u"<h3>" + Tr::tr("Tiles") + u"</h3><table><tr><th>" + Tr::tr("Tile") + u"</th><th>" + Tr::tr("Spaces")
            + u"</th><th>" + Tr::tr("Copies") + u"</th></tr>";
    const QJsonArray rows = ruleset.table(QStringLiteral("tiles"));
    for (const QJsonValue &row : rows) {
        const QJsonObject tile = row.toObject();
        html += u"<tr><td>" + tile.value(QStringLiteral("name")).toString().toHtmlEscaped() + u"</td><td>"
                + tile.value(QStringLiteral("rows")).toString().toHtmlEscaped() + u"</td><td>"
                + QString::number(tile.value(QStringLiteral("copies")).toInt()) + u"</td></tr>";
    }
    html += u"</table>";
    return html;
}

} // namespace isle::battleisland
