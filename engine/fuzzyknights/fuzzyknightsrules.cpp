// The ruleset compiled for play, and every check that ties its values together.
#include "fuzzyknightsrules.h"

#include "fuzzyknightsschema.h"

#include "core/jsonfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace isle::fuzzyknights {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::fuzzyknights::FuzzyRules)
};

const QString ParamsPath = QStringLiteral("$.params");

QString paramPath(const char *key)
{
    return childPath(ParamsPath, QString::fromLatin1(key));
}

DiceExpression readDice(const QString &text, const QString &path, Problems &problems)
{
    DiceParseError error;
    const auto parsed = DiceExpression::parse(text, &error);
    if (!parsed) {
        problems.error(path, Tr::tr("not a dice expression at character %1: %2").arg(error.position + 1).arg(error.message));
        return {};
    }
    return *parsed;
}

// A band table: rising `upTo`, the last reaching the die's highest roll; `results` maps the
// result column's values to numbers.
void readBands(const Ruleset &ruleset, const char *key, const char *resultKey, const QStringList &results,
               const DiceExpression &die, BandTable &table, Problems &problems)
{
    const QJsonArray rows = ruleset.table(QString::fromLatin1(key));
    const QString path = paramPath(key);
    table.die = die;
    table.count = int(std::min<qsizetype>(rows.size(), MaxBands));
    int previous = -1000000;
    for (int i = 0; i < table.count; ++i) {
        const QJsonObject row = rows.at(i).toObject();
        const QString rowPath = indexPath(path, i);
        const int upTo = row.value(QStringLiteral("upTo")).toInt();
        if (upTo <= previous)
            problems.error(childPath(rowPath, QStringLiteral("upTo")),
                           Tr::tr("expected a band higher than the previous row's %1").arg(previous));
        previous = upTo;
        table.upTo[static_cast<std::size_t>(i)] = upTo;
        table.result[static_cast<std::size_t>(i)] =
            std::max(0, int(results.indexOf(row.value(QString::fromLatin1(resultKey)).toString())));
        if (row.contains(QStringLiteral("count")))
            table.amount[static_cast<std::size_t>(i)] =
                readDice(row.value(QStringLiteral("count")).toString(), childPath(rowPath, QStringLiteral("count")),
                         problems);
    }
    if (table.count > 0 && previous < die.maximum())
        problems.error(indexPath(path, table.count - 1),
                       Tr::tr("the last band ends at %1, below the die's highest roll %2").arg(previous).arg(die.maximum()));
}

void checkCount(const DiceExpression &dice, int most, const QString &path, Problems &problems)
{
    if (dice.maximum() > most)
        problems.error(path, Tr::tr("can roll %1; expected at most %2").arg(dice.maximum()).arg(most));
}
} // namespace

std::shared_ptr<const FuzzyRules> FuzzyRules::compile(const Ruleset &ruleset, Problems &problems)
{
    Problems found(problems.file());
    fuzzySchema().validate(ruleset.params(), ParamsPath, found);
    if (found.hasErrors()) {
        problems.addNested(found, QStringLiteral("$"));
        return nullptr;
    }
    auto rules = std::make_shared<FuzzyRules>();
    const auto number = [&ruleset](const char *key) { return ruleset.integer(QString::fromLatin1(key)); };
    const auto flag = [&ruleset](const char *key) { return ruleset.boolean(QString::fromLatin1(key)); };
    const auto text = [&ruleset](const char *key) { return ruleset.choice(QString::fromLatin1(key)); };
    const auto dice = [&](const char *key) { return readDice(text(key), paramPath(key), found); };

    rules->width = number("mapWidth");
    rules->height = number("mapHeight");
    rules->itemTokens = number("itemTokens");
    rules->resourceTokens = number("resourceTokens");
    rules->monsterTokens = number("monsterTokens");
    rules->mines = number("mines");
    const int needed = MaxSeats * (rules->itemTokens + rules->resourceTokens + rules->monsterTokens + rules->mines + 1);
    if (needed > rules->width * rules->height)
        found.error(paramPath("mapWidth"),
                    Tr::tr("a game of four needs %1 tiles for its set-up tokens and settlements; the map has %2")
                        .arg(needed)
                        .arg(rules->width * rules->height));
    rules->startingCoins = number("startingCoins");
    rules->startingRamparts = number("startingRamparts");
    rules->startingCamp = flag("startingCamp");

    rules->heroLimit = number("heroLimit");
    rules->heroCost = number("heroCost");
    rules->heroUpkeep = number("heroUpkeep");
    rules->heroRoll = dice("heroRoll");
    rules->movement = dice("movement");
    rules->mercCost = number("mercCost");
    rules->mercDie = dice("mercDie");
    rules->requireMercCamp = flag("requireMercCamp");
    rules->mercCampCost = number("mercCampCost");

    const QJsonArray tiers = ruleset.table(QStringLiteral("tiers"));
    for (int tier = 1; tier <= Tiers; ++tier) {
        for (qsizetype rowIndex = 0; rowIndex < tiers.size(); ++rowIndex) {
            const QJsonObject row = tiers.at(rowIndex).toObject();
            if (row.value(QStringLiteral("tier")).toString() != tierId(tier))
                continue;
            const QString rowPath = indexPath(paramPath("tiers"), rowIndex);
            TierRules &t = rules->tiers[static_cast<std::size_t>(tier - 1)];
            t.cost = row.value(QStringLiteral("cost")).toInt();
            t.income = row.value(QStringLiteral("income")).toInt();
            t.roll = readDice(row.value(QStringLiteral("roll")).toString(), childPath(rowPath, QStringLiteral("roll")), found);
            t.guardians = readDice(row.value(QStringLiteral("guardians")).toString(),
                                   childPath(rowPath, QStringLiteral("guardians")), found);
            checkCount(t.guardians, MaxArmy, childPath(rowPath, QStringLiteral("guardians")), found);
        }
    }
    const QJsonArray ramparts = ruleset.table(QStringLiteral("ramparts"));
    for (int level = 1; level <= 2; ++level) {
        for (qsizetype rowIndex = 0; rowIndex < ramparts.size(); ++rowIndex) {
            const QJsonObject row = ramparts.at(rowIndex).toObject();
            if (row.value(QStringLiteral("level")).toString() != rampartId(level))
                continue;
            const QString rowPath = indexPath(paramPath("ramparts"), rowIndex);
            RampartRules &r = rules->ramparts[static_cast<std::size_t>(level - 1)];
            r.cost = row.value(QStringLiteral("cost")).toInt();
            r.roll = readDice(row.value(QStringLiteral("roll")).toString(), childPath(rowPath, QStringLiteral("roll")), found);
            r.minTier = row.value(QStringLiteral("minTier")).toInt();
        }
    }
    rules->settlementRoll = text("settlementRoll") == u"fixed" ? SettlementRollMode::Fixed : SettlementRollMode::ByTier;
    rules->fixedSettlementRoll = dice("fixedSettlementRoll");
    rules->income = text("income") == u"flat" ? IncomeMode::Flat : IncomeMode::ByTier;
    rules->flatIncome = number("flatIncome");
    rules->mineIncome = number("mineIncome");
    rules->sieges = flag("sieges");
    rules->siegeCost = number("siegeCost");
    rules->freeMovesPerTurn = number("freeMovesPerTurn");
    rules->kingsPurse = flag("kingsPurse");

    const DiceExpression chance = dice("chanceDie");
    rules->tokenSuccessDie = chance;
    rules->mineDie = chance;
    rules->cacheDie = chance;
    rules->rarityDie = chance;
    rules->tokenRollFromDay = number("tokenRollFromDay");
    rules->tokenSuccessFrom = number("tokenSuccessFrom");
    readBands(ruleset, "tokenTypes", "token",
              {QStringLiteral("resource"), QStringLiteral("monster"), QStringLiteral("item")}, dice("tokenTypeDie"),
              rules->tokenTypes, found);
    rules->cacheLargeFrom = number("cacheLargeFrom");
    rules->smallCache = dice("smallCache");
    rules->largeCache = dice("largeCache");
    checkCount(rules->smallCache, 9999, paramPath("smallCache"), found);
    checkCount(rules->largeCache, 9999, paramPath("largeCache"), found);

    readBands(ruleset, "itemTypes", "type",
              {QStringLiteral("mainHand"), QStringLiteral("offHand"), QStringLiteral("amulet")}, chance,
              rules->itemTypes, found);
    rules->rarityStepFrom = number("rarityStepFrom");
    rules->rarityMax = number("rarityMax");
    const QJsonArray items = ruleset.table(QStringLiteral("items"));
    int fastestAmulet = 0;
    for (int rarity = 1; rarity <= Rarities; ++rarity) {
        for (qsizetype rowIndex = 0; rowIndex < items.size(); ++rowIndex) {
            const QJsonObject row = items.at(rowIndex).toObject();
            if (row.value(QStringLiteral("rarity")).toString() != rarityId(rarity))
                continue;
            const QString rowPath = indexPath(paramPath("items"), rowIndex);
            RarityRules &r = rules->rarities[static_cast<std::size_t>(rarity - 1)];
            const char *const keys[ItemTypes] = {"mainHand", "offHand", "amulet"};
            for (int type = 0; type < ItemTypes; ++type)
                r.dice[static_cast<std::size_t>(type)] =
                    readDice(row.value(QString::fromLatin1(keys[type])).toString(),
                             childPath(rowPath, QString::fromLatin1(keys[type])), found);
            r.amuletMove = row.value(QStringLiteral("amuletMove")).toInt();
            fastestAmulet = std::max(fastestAmulet, r.amuletMove);
        }
    }
    if (rules->movement.maximum() + fastestAmulet > 255 || rules->movement.minimum() < 0)
        found.error(paramPath("movement"), Tr::tr("movement must stay between 0 and 255 points, amulets included"));

    readBands(ruleset, "monsters", "result",
              {QStringLiteral("hardFight"), QStringLiteral("fight"), QStringLiteral("bribe"), QStringLiteral("defect")},
              chance, rules->monsters, found);
    for (int i = 0; i < rules->monsters.count; ++i)
        checkCount(rules->monsters.amount[static_cast<std::size_t>(i)], 999,
                   childPath(indexPath(paramPath("monsters"), i), QStringLiteral("count")), found);
    rules->bribeCost = number("bribeCost");
    rules->rewardDivisor = number("rewardDivisor");
    rules->mineGuardianFrom = number("mineGuardianFrom");
    rules->mineCaptureMandatory = text("mineCapture") == u"mandatory";
    rules->mineAfterMonsterCost = number("mineAfterMonsterCost");
    rules->captureCoins = number("captureCoins");

    rules->rollMode = text("rollMode") == u"representative" ? DiceExpression::RollMode::Representative
                                                              : DiceExpression::RollMode::Individual;
    rules->faintPenalty = flag("faintPenalty");
    rules->maxDays = number("maxDays");
    rules->alliances = flag("alliances");
    rules->sharedVictory = flag("sharedVictory");

    problems.addNested(found, QStringLiteral("$"));
    if (found.hasErrors())
        return nullptr;
    return rules;
}

} // namespace isle::fuzzyknights
