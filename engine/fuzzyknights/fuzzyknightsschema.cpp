// Every parameter of Fuzzy Knights' rulesets: the settings of the rules file's §17.1 and the
// tables of §3.3, §7 and §14. Both profiles (docs/games/fuzzyknights.md) fill every key.
#include "fuzzyknightsschema.h"

#include "fuzzyknightsrules.h"

#include <QCoreApplication>

namespace isle::fuzzyknights {

namespace {

ChoiceSpec option(const char *value, const char *label)
{
    return ChoiceSpec(QString::fromLatin1(value), label);
}

ParamSpec integer(const char *key, const QString &group, const char *label, const char *description, int min,
                  int max, const QString &unit = {})
{
    ParamSpec spec;
    spec.key = QString::fromLatin1(key);
    spec.group = group;
    spec.label = label;
    spec.description = description;
    spec.type = ParamType::Integer;
    spec.min = min;
    spec.max = max;
    spec.unit = unit;
    return spec;
}

ParamSpec boolean(const char *key, const QString &group, const char *label, const char *description)
{
    ParamSpec spec = integer(key, group, label, description, 0, 0);
    spec.type = ParamType::Boolean;
    return spec;
}

ParamSpec dice(const char *key, const QString &group, const char *label, const char *description)
{
    ParamSpec spec = integer(key, group, label, description, 0, 0);
    spec.type = ParamType::Dice;
    return spec;
}

ParamSpec choice(const char *key, const QString &group, const char *label, const char *description,
                 QList<ChoiceSpec> choices)
{
    ParamSpec spec = integer(key, group, label, description, 0, 0);
    spec.type = ParamType::Choice;
    spec.choices = std::move(choices);
    return spec;
}

ColumnSpec column(const char *key, const char *label, const char *description, ParamType type, int min = 0,
                  int max = 0, const QString &unit = {})
{
    ColumnSpec spec;
    spec.key = QString::fromLatin1(key);
    spec.label = label;
    spec.description = description;
    spec.type = type;
    spec.min = min;
    spec.max = max;
    spec.unit = unit;
    return spec;
}

ColumnSpec upToColumn()
{
    return column("upTo", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Up to"),
                  QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                    "The highest roll of this band; the band starts after the previous row's. The "
                                    "last row must reach the die's highest roll."),
                  ParamType::Integer, 1, 1000);
}

ParamSpec bandTable(const char *key, const QString &group, const char *label, const char *description,
                    ColumnSpec result)
{
    ParamSpec spec = integer(key, group, label, description, 0, 0);
    spec.type = ParamType::Table;
    spec.minRows = 1;
    spec.maxRows = MaxBands;
    spec.columns = {upToColumn(), std::move(result)};
    return spec;
}

QString tierLabel(const QString &key)
{
    static const char *const names[] = {
        QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Encampment"),
        QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Villa"),
        QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Estate"),
        QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Castle"),
        QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Palisade"),
        QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Fortifications"),
        QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Common"),
        QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Uncommon"),
        QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Rare"),
        QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Epic"),
        QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Legendary"),
    };
    static const char *const keys[] = {"encampment", "villa",  "estate", "castle", "palisade",  "fortifications",
                                       "common",     "uncommon", "rare", "epic",   "legendary"};
    for (std::size_t i = 0; i < std::size(keys); ++i)
        if (key == QLatin1StringView(keys[i]))
            return QCoreApplication::translate("isle::fuzzyknights::Ruleset", names[i]);
    return {};
}

ParamSpec tierTable()
{
    ParamSpec spec = integer("tiers", QStringLiteral("settlements"),
                             QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Settlement tiers"),
                             QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                               "Each tier of the main building: its upgrade cost (the Encampment every "
                                               "settlement starts as is free), its income each Daybreak, its battle "
                                               "roll, and the guardians a mine has while it is the highest tier on "
                                               "the map."),
                             0, 0);
    spec.type = ParamType::Table;
    ColumnSpec key = column("tier", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Tier"),
                            QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "The tier, from the first to the last."),
                            ParamType::Choice);
    key.isRowKey = true;
    spec.fixedRows = {tierId(1), tierId(2), tierId(3), tierId(4)};
    for (const QString &row : spec.fixedRows)
        key.choices.append(ChoiceSpec(row));
    spec.rowLabel = tierLabel;
    spec.columns = {
        key,
        column("cost", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Cost"),
               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Coins to upgrade to this tier."), ParamType::Integer,
               0, 99, QStringLiteral("coins")),
        column("income", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Income"),
               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                 "Coins the settlement pays each Daybreak at this tier (with income by tier)."),
               ParamType::Integer, 0, 99, QStringLiteral("coins")),
        column("roll", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Battle roll"),
               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                 "The settlement squad's roll at this tier (with the settlement roll by tier)."),
               ParamType::Dice),
        column("guardians", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Mine guardians"),
               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                 "Guardians a mine capture meets when this is the highest tier on the map."),
               ParamType::Dice),
    };
    return spec;
}

ParamSpec rampartTable()
{
    ParamSpec spec = integer("ramparts", QStringLiteral("settlements"),
                             QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Ramparts"),
                             QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                               "The two rampart levels: cost, the roll they add to the settlement "
                                               "squad (a level replaces the one below), and the tier they need."),
                             0, 0);
    spec.type = ParamType::Table;
    ColumnSpec key = column("level", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Level"),
                            QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "The rampart level."), ParamType::Choice);
    key.isRowKey = true;
    spec.fixedRows = {rampartId(1), rampartId(2)};
    for (const QString &row : spec.fixedRows)
        key.choices.append(ChoiceSpec(row));
    spec.rowLabel = tierLabel;
    spec.columns = {
        key,
        column("cost", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Cost"),
               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Coins to build this level."), ParamType::Integer, 0,
               99, QStringLiteral("coins")),
        column("roll", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Battle roll"),
               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Added to the settlement squad's roll by tier."),
               ParamType::Dice),
        column("minTier", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Needs tier"),
               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                 "The lowest settlement tier that may build it (1 Encampment … 4 Castle)."),
               ParamType::Integer, 1, Tiers),
    };
    return spec;
}

ParamSpec itemTable()
{
    ParamSpec spec = integer("items", QStringLiteral("items"),
                             QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Item dice"),
                             QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                               "What an item of each rarity adds to its hero's roll, by type, and "
                                               "the movement an equipped amulet adds."),
                             0, 0);
    spec.type = ParamType::Table;
    ColumnSpec key = column("rarity", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Rarity"),
                            QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "The item's rarity."), ParamType::Choice);
    key.isRowKey = true;
    for (int rarity = 1; rarity <= Rarities; ++rarity) {
        spec.fixedRows.append(rarityId(rarity));
        key.choices.append(ChoiceSpec(rarityId(rarity)));
    }
    spec.rowLabel = tierLabel;
    spec.columns = {
        key,
        column("mainHand", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Main hand"),
               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "A main-hand item's dice."), ParamType::Dice),
        column("offHand", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Off hand"),
               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "An off-hand item's dice."), ParamType::Dice),
        column("amulet", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Amulet"),
               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "An amulet's dice."), ParamType::Dice),
        column("amuletMove", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Amulet movement"),
               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                 "Movement points an amulet of this rarity adds while equipped at the start of its "
                                 "hero's turn."),
               ParamType::Integer, 0, 20, QStringLiteral("points")),
    };
    return spec;
}

ParamSpec monsterTable()
{
    ColumnSpec result = column("result", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Result"),
                               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "What the monsters of the token do."),
                               ParamType::Choice);
    result.choices = {option("hardFight", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "hard fight")),
                      option("fight", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "fight")),
                      option("bribe", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "bribe")),
                      option("defect", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "defect"))};
    ParamSpec spec = bandTable("monsters", QStringLiteral("monsters"),
                               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Monster interactions"),
                               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                                 "The chance roll for each monster token a hero meets: its result and "
                                                 "how many monsters it holds (fought, or at most hired or taken)."),
                               result);
    spec.columns.append(column("count", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Monsters"),
                               QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "How many monsters the token holds."),
                               ParamType::Dice));
    return spec;
}

[[maybe_unused]] constexpr const char *SchemaWords[] = {
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Map"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Set-up"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Heroes"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Mercenaries"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Settlements"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Tokens"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Items"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Monsters"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Battle"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "End"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "tiles"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "tokens"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "coins"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "heroes"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "points"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "days"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "mines"),
    QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "levels"),
};

QList<ParamSpec> buildParams()
{
    const QString map = QStringLiteral("map");
    const QString setup = QStringLiteral("setup");
    const QString heroes = QStringLiteral("heroes");
    const QString mercs = QStringLiteral("mercenaries");
    const QString settlements = QStringLiteral("settlements");
    const QString tokens = QStringLiteral("tokens");
    const QString items = QStringLiteral("items");
    const QString monsters = QStringLiteral("monsters");
    const QString battle = QStringLiteral("battle");
    const QString end = QStringLiteral("end");
    const QString coins = QStringLiteral("coins");
    QList<ParamSpec> params;
    params.append(integer("mapWidth", map, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Map width"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Tiles per row of the square grid."), 5,
                          MaxMap, QStringLiteral("tiles")));
    params.append(integer("mapHeight", map, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Map height"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Rows of the grid."), 5, MaxMap,
                          QStringLiteral("tiles")));

    params.append(integer("itemTokens", setup, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Item tokens"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Item tokens on the map at set-up, per player."),
                          0, 8, QStringLiteral("tokens")));
    params.append(integer("resourceTokens", setup,
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Resource tokens"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "Coin cache tokens on the map at set-up, per player."),
                          0, 8, QStringLiteral("tokens")));
    params.append(integer("monsterTokens", setup, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Monster tokens"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Monster tokens on the map at set-up, per player."),
                          0, 8, QStringLiteral("tokens")));
    params.append(integer("mines", setup, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Mines"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Neutral mines on the map at set-up, per player; no "
                                                                         "mine is added later."),
                          0, 8, QStringLiteral("mines")));
    params.append(integer("startingCoins", setup, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Starting coins"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Coins each player starts with."), 0, 99,
                          coins));
    params.append(integer("startingRamparts", setup,
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Starting ramparts"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "The rampart level each player's first settlement starts with."),
                          0, 2, QStringLiteral("levels")));
    params.append(boolean("startingCamp", setup,
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Starting mercenary camp"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "Each player's first settlement starts with a Mercenary Camp.")));

    params.append(integer("heroLimit", heroes, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Hero limit"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "Heroes one player may have at any time (4 is the engine's most)."),
                          1, MaxHeroesPerSeat, QStringLiteral("heroes")));
    params.append(integer("heroCost", heroes, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Hero cost"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Coins to recruit a hero at Daybreak."), 0,
                          99, coins));
    params.append(integer("heroUpkeep", heroes, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Hero upkeep"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "Coins each hero costs at every Daybreak; an unpaid hero dies."),
                          0, 99, coins));
    params.append(dice("heroRoll", heroes, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Hero roll"),
                       QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                         "A hero squad's roll in battle, before its equipped items.")));
    params.append(dice("movement", heroes, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Movement"),
                       QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                         "Movement points each hero has per turn, rolled for each hero when its "
                                         "player's turn starts (a plain number is fixed).")));
    params.append(integer("freeMovesPerTurn", heroes,
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Free moves per turn"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "How many free moves (equipping an item, taking or leaving the "
                                            "garrison's mercenaries, putting an item in the armory or taking one "
                                            "out) a player may make in one turn, so that every turn ends."),
                          0, 99, QStringLiteral("moves")));

    params.append(integer("mercCost", mercs, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Mercenary cost"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Coins to recruit one mercenary."), 0, 99,
                          coins));
    params.append(dice("mercDie", mercs, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Unit roll"),
                       QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                         "What each mercenary, monster or guardian in a squad rolls.")));
    params.append(boolean("requireMercCamp", mercs,
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Camp needed"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "A settlement recruits mercenaries only once it has a Mercenary Camp.")));
    params.append(integer("mercCampCost", mercs, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Camp cost"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "Coins to build a Mercenary Camp (it uses the Day's build)."),
                          0, 99, coins));

    params.append(tierTable());
    params.append(rampartTable());
    params.append(choice("settlementRoll", settlements,
                         QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Settlement roll"),
                         QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                           "Whether a settlement squad rolls its tier's roll plus its ramparts', or "
                                           "one fixed roll."),
                         {option("byTier", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "by tier and ramparts")),
                          option("fixed", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "a fixed roll"))}));
    params.append(dice("fixedSettlementRoll", settlements,
                       QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Fixed settlement roll"),
                       QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                         "Every settlement squad's roll with a fixed settlement roll.")));
    params.append(choice("income", settlements, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Settlement income"),
                         QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                           "Whether a settlement pays its tier's income or a flat amount."),
                         {option("byTier", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "by tier")),
                          option("flat", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "flat"))}));
    params.append(integer("flatIncome", settlements, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Flat income"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Coins each settlement pays with flat income."),
                          0, 99, coins));
    params.append(integer("mineIncome", settlements, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Mine income"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Coins each owned mine pays at Daybreak."), 0,
                          99, coins));
    params.append(boolean("sieges", settlements, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Sieges"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "A settlement with ramparts cannot be assaulted until a siege destroys "
                                            "them; a besieged settlement pays, builds and recruits nothing at its next "
                                            "Daybreak.")));
    params.append(integer("siegeCost", settlements, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Siege cost"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "Movement points a hero next to the settlement needs to lay a siege, "
                                            "which ends its movement."),
                          0, 99, QStringLiteral("points")));
    params.append(boolean("kingsPurse", settlements, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "King's Purse"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "Income goes into the purse of the player's first settlement, and a "
                                            "conquered settlement's purse passes to the conqueror.")));

    params.append(dice("chanceDie", tokens, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Chance die"),
                       QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                         "The die of every chance roll (token success, caches, item type and rarity, "
                                         "monsters, mine guardians): 1dP reads 10 to 100.")));
    params.append(integer("tokenRollFromDay", tokens, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Token rolls from day"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "The first Day whose Daybreak rolls for new tokens."),
                          1, 10, QStringLiteral("days")));
    params.append(integer("tokenSuccessFrom", tokens,
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "New token from"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "The lowest chance roll that adds a token at Daybreak."),
                          1, 1000));
    params.append(dice("tokenTypeDie", tokens, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Token type die"),
                       QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "The die rolled on the token type table.")));
    ColumnSpec token = column("token", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Token"),
                              QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "The token the band adds."),
                              ParamType::Choice);
    token.choices = {option("resource", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "resource")),
                     option("monster", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "monster")),
                     option("item", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "item"))};
    params.append(bandTable("tokenTypes", tokens, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Token types"),
                            QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                              "Which token a successful Daybreak roll adds, by the token type die."),
                            token));
    params.append(integer("cacheLargeFrom", tokens, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Large cache from"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "The lowest chance roll that makes a resource token a large cache."),
                          1, 1000));
    params.append(dice("smallCache", tokens, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Small cache"),
                       QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Coins a small cache holds.")));
    params.append(dice("largeCache", tokens, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Large cache"),
                       QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Coins a large cache holds.")));

    ColumnSpec type = column("type", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Type"),
                             QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "The item's type."), ParamType::Choice);
    type.choices = {option("mainHand", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "main hand")),
                    option("offHand", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "off hand")),
                    option("amulet", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "amulet"))};
    params.append(bandTable("itemTypes", items, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Item types"),
                            QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                              "The type of an item picked up, by the chance die."),
                            type));
    params.append(integer("rarityStepFrom", items, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Rarity step from"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "An item starts Common; each chance roll this high or higher raises it one "
                                            "rarity and rolls again."),
                          1, 1000));
    params.append(integer("rarityMax", items, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Highest rarity"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "The rarest level an item can reach (5 Legendary)."),
                          1, Rarities));
    params.append(itemTable());

    params.append(monsterTable());
    params.append(integer("bribeCost", monsters, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Bribe cost"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Coins per monster hired on a bribe."), 0, 99,
                          coins));
    params.append(integer("rewardDivisor", monsters, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Reward divisor"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "A won fight against monsters (or a neutral mine's guardians) pays the "
                                            "monsters fought divided by this, truncated."),
                          1, 20));
    params.append(integer("mineGuardianFrom", monsters,
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Guardians from"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "The lowest chance roll of a capture attempt that calls the mine's guardians."),
                          1, 1000));
    params.append(choice("mineCapture", monsters, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Mine capture"),
                         QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                           "Whether a hero entering a neutral or enemy mine may try to capture it, or "
                                           "must."),
                         {option("optional", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "optional")),
                          option("mandatory", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "mandatory on entering"))}));
    params.append(integer("mineAfterMonsterCost", monsters,
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Mine after monsters"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "Extra movement points a mandatory capture costs right after beating "
                                            "monsters on the same tile."),
                          0, 9, QStringLiteral("points")));
    params.append(integer("captureCoins", monsters, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Capture coins"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Coins a successful mine capture pays."), 0,
                          99, coins));

    params.append(choice("rollMode", battle, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Roll mode"),
                         QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                           "Roll every die of a squad, or one die per term multiplied by its count."),
                         {option("individual", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "individual")),
                          option("representative", QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "representative"))}));
    params.append(boolean("faintPenalty", battle, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Fainting penalty"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "A hero that fainted on the winning side drops its items on the tile and "
                                            "loses half its army (rounded down).")));

    params.append(integer("maxDays", end, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Day limit"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "After this many Days the game ends: most settlements, then highest total "
                                            "tier, most mines, most coins."),
                          1, 500, QStringLiteral("days")));
    params.append(boolean("alliances", end, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Alliances"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "In its turn a player may ask another to ally; the other accepts or "
                                            "refuses. Allies pass through each other's settlements and mines and "
                                            "never fight each other; any member may leave in its own turn.")));
    params.append(boolean("sharedVictory", end, QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset", "Shared victory"),
                          QT_TRANSLATE_NOOP("isle::fuzzyknights::Ruleset",
                                            "The game ends as soon as every player still in it belongs to one "
                                            "alliance, and they all win.")));
    return params;
}
} // namespace

QString tierId(int tier)
{
    static const char *const ids[] = {"encampment", "villa", "estate", "castle"};
    return tier >= 1 && tier <= Tiers ? QString::fromLatin1(ids[tier - 1]) : QString();
}

QString rampartId(int level)
{
    return level == 1 ? QStringLiteral("palisade") : level == 2 ? QStringLiteral("fortifications") : QString();
}

QString rarityId(int rarity)
{
    static const char *const ids[] = {"common", "uncommon", "rare", "epic", "legendary"};
    return rarity >= 1 && rarity <= Rarities ? QString::fromLatin1(ids[rarity - 1]) : QString();
}

const RulesetSchema &fuzzySchema()
{
    static const RulesetSchema schema(QStringLiteral("fuzzy-knights"), "isle::fuzzyknights::Ruleset", buildParams());
    return schema;
}

} // namespace isle::fuzzyknights
