// Fuzzy Knights' printed components (GameModule::components, docs/sheets.md): the map as
// the ruleset sizes it, heroes and mercenaries in each player colour, two-sided settlement
// tier, rampart and camp tokens, owner markers, resource, item, monster and mine tokens,
// coins and a player aid, drawn from the compiled ruleset with the board's art
// (:/isleworks/art/fuzzy-knights/, the files qml/fuzzyknights draws). Every text is plain (a
// text mark is never markup), so no ruleset text can change the layout. Items are always
// rolled with dice (the item ruleset 2), so there are no item cards.
#include "fuzzyknightsmodule.h"
#include "fuzzyknightsrules.h"
#include "fuzzyknightsschema.h"

#include <QCoreApplication>

#include <iterator>
#include <vector>

namespace isle::fuzzyknights {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::fuzzyknights::Components)
};

constexpr double TileSide = 30;   // a map tile holds a stack of tokens
constexpr double Border = 8;      // the map's frame with the coordinates
constexpr double UnitSize = 18;   // heroes, mercenaries, map tokens
constexpr double MarkerSize = 12; // owner markers, coins
constexpr double BuildingSize = 22;
// Tokens added after set-up (Daybreak rolls, heroes' deaths, dropped items) come from a
// reserve on top of the set-up's count for four players.
constexpr int Reserve = 8;
constexpr ComponentColour Ink = opaqueColour(0x2b2b2b);
constexpr ComponentColour Paper = opaqueColour(0xfbf6ea);
constexpr ComponentColour Grass = opaqueColour(0xcfe0a8);
constexpr ComponentColour Stone = opaqueColour(0xb9b2a6);
constexpr ComponentColour Gold = opaqueColour(0xe1b12c);
constexpr ComponentColour Colours[MaxSeats] = {opaqueColour(0xc0392b), opaqueColour(0xe1b12c),
                                               opaqueColour(0x2e6fb7), opaqueColour(0x3d8b3d)};
const char *const ColourIds[MaxSeats] = {"red", "yellow", "blue", "green"};

QString colourName(int colour)
{
    switch (colour) {
    case 0: return Tr::tr("red");
    case 1: return Tr::tr("yellow");
    case 2: return Tr::tr("blue");
    default: break;
    }
    return Tr::tr("green");
}

QString art(const QString &path)
{
    return QStringLiteral(":/isleworks/art/fuzzy-knights/") + path;
}

QString dice(const DiceExpression &expression)
{
    return expression.toString();
}

// A round token with a bold title (coins).
ComponentFace roundFace(double size, ComponentColour ground, ComponentColour edge, const QString &title)
{
    ComponentFace face;
    face.background = ground;
    face.marks.append(ComponentMark::ellipse(QRectF(0.8, 0.8, size - 1.6, size - 1.6), 0, edge, size / 15));
    face.marks.append(ComponentMark::textMark(QRectF(size * 0.15, size * 0.3, size * 0.7, size * 0.4), title,
                                              size / 2.2, Qt::AlignCenter, true));
    return face;
}

// A round token with the board's art for it over a caption (a value or a name).
ComponentFace artFace(double size, ComponentColour ground, ComponentColour edge, const QString &artPath,
                      const QString &caption, bool boldCaption, ComponentColour ink = Ink)
{
    ComponentFace face;
    face.background = ground;
    face.marks.append(ComponentMark::ellipse(QRectF(0.8, 0.8, size - 1.6, size - 1.6), 0, edge, size / 15));
    face.marks.append(ComponentMark::ellipse(QRectF(size * 0.25, size * 0.1, size * 0.5, size * 0.5), Paper));
    face.marks.append(ComponentMark::artMark(QRectF(size * 0.3, size * 0.14, size * 0.4, size * 0.4), art(artPath)));
    ComponentMark text = ComponentMark::textMark(QRectF(size * 0.15, size * 0.62, size * 0.7, size * 0.22), caption,
                                                 boldCaption ? size / 3 : size / 3.6, Qt::AlignCenter, boldCaption);
    text.colour = ink;
    face.marks.append(text);
    return face;
}

ComponentSpec spec(const QString &id, const QString &kind, const QString &name, const QString &group, double size,
                   ComponentShape shape, int count)
{
    ComponentSpec s;
    s.id = id;
    s.kind = kind;
    s.name = name;
    s.group = group;
    s.size = QSizeF(size, size);
    s.shape = shape;
    s.count = count;
    return s;
}

// The map: width × height tiles in a frame numbered 1… along every side, as the game names
// tiles ("[x, y]").
ComponentSpec mapSpec(const FuzzyRules &r)
{
    ComponentSpec map;
    map.id = QStringLiteral("map");
    map.kind = QStringLiteral("board");
    map.name = Tr::tr("Map, %1 × %2 tiles").arg(r.width).arg(r.height);
    map.group = Tr::tr("Map");
    const double width = r.width * TileSide + 2 * Border;
    const double height = r.height * TileSide + 2 * Border;
    map.size = QSizeF(width, height);
    map.splittable = true;
    map.front.background = opaqueColour(0x8d7b68);
    for (int y = 0; y < r.height; ++y) {
        for (int x = 0; x < r.width; ++x) {
            const QRectF tile(Border + x * TileSide, Border + y * TileSide, TileSide, TileSide);
            map.front.marks.append(ComponentMark::rectangle(tile, Grass));
            map.front.marks.append(ComponentMark::artMark(tile, art(QStringLiteral("terrain/grass.svg"))));
            map.front.marks.append(ComponentMark::rectangle(tile, 0, opaqueColour(0x4d4636), 0.3));
            ComponentMark label = ComponentMark::textMark(QRectF(tile.x() + 1, tile.y() + 1, 9, 3.5),
                                                          Tr::tr("%1, %2").arg(x + 1).arg(y + 1), 5,
                                                          Qt::AlignLeft | Qt::AlignTop);
            label.colour = opaqueColour(0x5b6b3a);
            map.front.marks.append(label);
        }
    }
    for (int x = 0; x < r.width; ++x) {
        const double left = Border + x * TileSide;
        for (const double top : {0.0, height - Border}) {
            ComponentMark number = ComponentMark::textMark(QRectF(left, top + 1, TileSide, Border - 2),
                                                           QString::number(x + 1), 9, Qt::AlignCenter, true);
            number.colour = Paper;
            map.front.marks.append(number);
        }
    }
    for (int y = 0; y < r.height; ++y) {
        const double top = Border + y * TileSide;
        for (const double left : {0.0, width - Border}) {
            ComponentMark number = ComponentMark::textMark(QRectF(left + 1, top, Border - 2, TileSide),
                                                           QString::number(y + 1), 9, Qt::AlignCenter, true);
            number.colour = Paper;
            map.front.marks.append(number);
        }
    }
    return map;
}

// A settlement tier's face: its name, income and battle roll.
ComponentFace tierFace(const FuzzyRules &r, int tier)
{
    const RulesetSchema &schema = fuzzySchema();
    const TierRules &t = r.tiers[static_cast<std::size_t>(tier - 1)];
    ComponentFace face;
    face.background = Paper;
    const double s = BuildingSize;
    face.marks.append(ComponentMark::rectangle(QRectF(1, 1, s - 2, s - 2), 0, Stone, 1, 2));
    // Battlements, one per tier.
    const double merlon = 2.4;
    const double start = (s - (2 * tier - 1) * merlon) / 2;
    for (int i = 0; i < tier; ++i)
        face.marks.append(ComponentMark::rectangle(QRectF(start + 2 * i * merlon, 2.6, merlon, 2.2), Stone));
    face.marks.append(ComponentMark::textMark(
        QRectF(2, 5.5, s - 4, 5.5), schema.rowLabel(*schema.param(QStringLiteral("tiers")), tierId(tier)), 8,
        Qt::AlignCenter, true));
    const QString income = r.income == IncomeMode::Flat ? Tr::tr("+%1 a Day").arg(r.flatIncome)
                                                        : Tr::tr("+%1 a Day").arg(t.income);
    face.marks.append(ComponentMark::textMark(QRectF(2, 11.5, s - 4, 4), income, 6));
    const DiceExpression &roll = r.settlementRoll == SettlementRollMode::Fixed ? r.fixedSettlementRoll : t.roll;
    face.marks.append(ComponentMark::textMark(QRectF(2, 15.5, s - 4, 4.5), Tr::tr("Roll %1").arg(dice(roll)), 6));
    return face;
}

ComponentFace rampartFace(const FuzzyRules &r, int level)
{
    const RulesetSchema &schema = fuzzySchema();
    const RampartRules &rampart = r.ramparts[static_cast<std::size_t>(level - 1)];
    ComponentFace face;
    face.background = opaqueColour(0xd9cdb4);
    const double s = BuildingSize;
    face.marks.append(ComponentMark::rectangle(QRectF(1, 1, s - 2, s - 2), 0, opaqueColour(0x6d5d46), 0.8 * level, 2));
    face.marks.append(ComponentMark::textMark(
        QRectF(2, 4, s - 4, 6), schema.rowLabel(*schema.param(QStringLiteral("ramparts")), rampartId(level)), 8,
        Qt::AlignCenter, true));
    QString effect;
    if (r.sieges)
        effect = Tr::tr("Bars entry until sieged");
    else if (r.settlementRoll == SettlementRollMode::Fixed)
        effect = Tr::tr("Adds nothing to the roll");
    else
        effect = Tr::tr("Roll +%1").arg(dice(rampart.roll));
    face.marks.append(ComponentMark::textMark(QRectF(2, 11, s - 4, 8), effect, 6));
    return face;
}

// The values of `die` from `from` to `to` that it can roll, as "from–to" (one value alone).
QString band(const std::vector<double> &distribution, int minimum, int from, int to)
{
    int low = -1;
    int high = -1;
    for (int value = from; value <= to; ++value) {
        const auto index = static_cast<std::size_t>(value - minimum);
        if (value < minimum || index >= distribution.size() || distribution[index] <= 0)
            continue;
        if (low < 0)
            low = value;
        high = value;
    }
    if (low < 0)
        return QStringLiteral("–");
    return low == high ? QString::number(low) : Tr::tr("%1–%2").arg(low).arg(high);
}

QString monsterResultName(int result)
{
    switch (static_cast<MonsterResult>(result)) {
    case MonsterResult::HardFight: return Tr::tr("Hard fight");
    case MonsterResult::Fight: return Tr::tr("Fight");
    case MonsterResult::Bribe: return Tr::tr("Bribe");
    case MonsterResult::Defect: return Tr::tr("Defect");
    }
    return QString();
}

ComponentSpec playerAid(const FuzzyRules &r)
{
    const RulesetSchema &schema = fuzzySchema();
    ComponentSpec aid;
    aid.id = QStringLiteral("player-aid");
    aid.kind = QStringLiteral("aid");
    aid.name = Tr::tr("Player aid");
    aid.group = Tr::tr("Aids");
    aid.size = QSizeF(105, 148);
    aid.count = MaxSeats;
    aid.front.background = Paper;
    QList<TextBlock> day{
        TextBlock::heading(Tr::tr("A Day")),
        TextBlock::bullet(r.income == IncomeMode::Flat
                              ? Tr::tr("Income: %n coin(s) a settlement, %1 a mine.", nullptr, r.flatIncome)
                                    .arg(r.mineIncome)
                              : Tr::tr("Income: each settlement its tier's, %1 a mine.").arg(r.mineIncome)),
        TextBlock::bullet(Tr::tr("Upkeep: %n coin(s) a hero; an unpaid hero dies.", nullptr, r.heroUpkeep)),
        TextBlock::bullet(Tr::tr("Build: one building per settlement.")),
        TextBlock::bullet(Tr::tr("Recruit heroes and mercenaries.")),
        TextBlock::bullet(Tr::tr("From Day %1: roll %2; on %3 or more, place a new token.")
                              .arg(r.tokenRollFromDay)
                              .arg(dice(r.tokenSuccessDie))
                              .arg(r.tokenSuccessFrom)),
        TextBlock::bullet(Tr::tr("Turns from the Anchor: each hero moves %1 tiles.").arg(dice(r.movement))),
        TextBlock::heading(Tr::tr("Costs")),
        TextBlock::row({Tr::tr("Hero"), Tr::tr("%n coin(s)", nullptr, r.heroCost)}),
        TextBlock::row({Tr::tr("Mercenary"), Tr::tr("%n coin(s)", nullptr, r.mercCost)}),
    };
    if (r.requireMercCamp)
        day.append(TextBlock::row({Tr::tr("Mercenary Camp"), Tr::tr("%n coin(s)", nullptr, r.mercCampCost)}));
    day.append(TextBlock::row({Tr::tr("Bribe, per monster"), Tr::tr("%n coin(s)", nullptr, r.bribeCost)}));
    day.append(TextBlock::headerRow({Tr::tr("Tier"), Tr::tr("Cost"), Tr::tr("Income"), Tr::tr("Roll")}));
    for (int tier = 1; tier <= Tiers; ++tier) {
        const TierRules &t = r.tiers[static_cast<std::size_t>(tier - 1)];
        day.append(TextBlock::row(
            {schema.rowLabel(*schema.param(QStringLiteral("tiers")), tierId(tier)), QString::number(t.cost),
             QString::number(r.income == IncomeMode::Flat ? r.flatIncome : t.income),
             dice(r.settlementRoll == SettlementRollMode::Fixed ? r.fixedSettlementRoll : t.roll)}));
    }
    for (int level = 1; level <= 2; ++level) {
        const RampartRules &rampart = r.ramparts[static_cast<std::size_t>(level - 1)];
        day.append(TextBlock::row({schema.rowLabel(*schema.param(QStringLiteral("ramparts")), rampartId(level)),
                                   QString::number(rampart.cost), QString(),
                                   r.sieges || r.settlementRoll == SettlementRollMode::Fixed
                                       ? QString()
                                       : QStringLiteral("+") + dice(rampart.roll)}));
    }
    day.append(TextBlock::heading(Tr::tr("Dice")));
    day.append(TextBlock::row({Tr::tr("Movement"), dice(r.movement)}));
    day.append(TextBlock::row({Tr::tr("Free moves a turn"), QString::number(r.freeMovesPerTurn)}));
    day.append(TextBlock::row({Tr::tr("Hero in battle"), dice(r.heroRoll)}));
    day.append(TextBlock::row({Tr::tr("Mercenary, monster, guardian"), dice(r.mercDie)}));
    day.append(TextBlock::row({Tr::tr("Mine: guardians on"), Tr::tr("%1 or more").arg(r.mineGuardianFrom)}));
    day.append(TextBlock::row({Tr::tr("Cache: large on"), Tr::tr("%1 or more").arg(r.cacheLargeFrom)}));
    day.append(TextBlock::row({Tr::tr("Small / large cache"), dice(r.smallCache) + QStringLiteral(" / ")
                                                                  + dice(r.largeCache)}));
    if (r.sieges)
        day.append(TextBlock::row({Tr::tr("Siege"), Tr::tr("%1 movement points").arg(r.siegeCost)}));
    day.append(TextBlock::heading(Tr::tr("Monsters (%1)").arg(dice(r.monsters.die))));
    const std::vector<double> distribution = r.monsters.die.distribution();
    const int minimum = r.monsters.die.minimum();
    int from = minimum;
    for (int i = 0; i < r.monsters.count; ++i) {
        const auto row = static_cast<std::size_t>(i);
        const int to = i + 1 == r.monsters.count ? r.monsters.die.maximum() : r.monsters.upTo[row];
        day.append(TextBlock::row({band(distribution, minimum, from, to), monsterResultName(r.monsters.result[row]),
                                   dice(r.monsters.amount[row])}));
        from = to + 1;
    }
    day.append(TextBlock::heading(Tr::tr("The end")));
    day.append(TextBlock::bullet(Tr::tr("The last player with a settlement or a hero wins; after %n Day(s), the most "
                                        "settlements.",
                                        nullptr, r.maxDays)));
    aid.front.marks.append(ComponentMark::flowMark(QRectF(5, 5, 95, 138), day, 8));
    return aid;
}
} // namespace

QList<ComponentSpec> FuzzyModule::components(const Ruleset &ruleset) const
{
    Problems problems;
    const auto compiled = FuzzyRules::compile(ruleset, problems);
    if (!compiled)
        return {};
    const FuzzyRules &r = *compiled;
    QList<ComponentSpec> specs;
    specs.append(mapSpec(r));

    const QString units = Tr::tr("Heroes and mercenaries");
    const QString markers = Tr::tr("Owner markers");
    const int mercenaryValues[] = {1, 5, 25};
    const int mercenaryCounts[] = {10, 8, 4};
    for (int colour = 0; colour < MaxSeats; ++colour) {
        const QString id = QString::fromLatin1(ColourIds[colour]);
        const ComponentColour c = Colours[colour];
        for (int hero = 1; hero <= r.heroLimit; ++hero) {
            ComponentSpec h = spec(QStringLiteral("hero-%1-%2").arg(id).arg(hero), QStringLiteral("token"),
                                   Tr::tr("Hero %1, %2").arg(hero).arg(colourName(colour)), units, UnitSize,
                                   ComponentShape::Circle, 1);
            h.front =
                artFace(UnitSize, c, Paper, QStringLiteral("tokens/hero.svg"), QString::number(hero), true, Paper);
            specs.append(h);
        }
        for (std::size_t i = 0; i < std::size(mercenaryValues); ++i) {
            ComponentSpec m = spec(QStringLiteral("mercenaries-%1-%2").arg(id).arg(mercenaryValues[i]),
                                   QStringLiteral("token"),
                                   Tr::tr("Mercenaries ×%1, %2").arg(mercenaryValues[i]).arg(colourName(colour)),
                                   units, UnitSize, ComponentShape::Hexagon, mercenaryCounts[i]);
            m.front = artFace(UnitSize, Paper, c, QStringLiteral("icons/army.svg"), QString::number(mercenaryValues[i]),
                              true);
            specs.append(m);
        }
        // A player may come to own every settlement and every mine.
        ComponentSpec owner = spec(QStringLiteral("owner-") + id, QStringLiteral("token"),
                                   Tr::tr("Owner marker, %1").arg(colourName(colour)), markers, MarkerSize,
                                   ComponentShape::Circle, MaxSeats + r.mines * MaxSeats);
        owner.front.background = c;
        owner.front.marks.append(ComponentMark::ellipse(QRectF(3, 3, MarkerSize - 6, MarkerSize - 6), Paper));
        specs.append(owner);
    }

    // Settlements: one per player, and only conquest changes them, so four of each.
    const QString settlements = Tr::tr("Settlements");
    ComponentSpec low = spec(QStringLiteral("settlement-1-2"), QStringLiteral("token"),
                             Tr::tr("Settlement, tiers 1 / 2"), settlements, BuildingSize, ComponentShape::Rounded,
                             MaxSeats);
    low.front = tierFace(r, 1);
    low.back = tierFace(r, 2);
    specs.append(low);
    ComponentSpec high = spec(QStringLiteral("settlement-3-4"), QStringLiteral("token"),
                              Tr::tr("Settlement, tiers 3 / 4"), settlements, BuildingSize, ComponentShape::Rounded,
                              MaxSeats);
    high.front = tierFace(r, 3);
    high.back = tierFace(r, 4);
    specs.append(high);
    ComponentSpec rampart = spec(QStringLiteral("rampart"), QStringLiteral("token"),
                                 Tr::tr("Rampart: Palisade / Fortifications"), settlements, BuildingSize,
                                 ComponentShape::Rounded, MaxSeats);
    rampart.front = rampartFace(r, 1);
    rampart.back = rampartFace(r, 2);
    specs.append(rampart);
    if (r.requireMercCamp) {
        ComponentSpec camp = spec(QStringLiteral("mercenary-camp"), QStringLiteral("token"), Tr::tr("Mercenary Camp"),
                                  settlements, UnitSize, ComponentShape::Rounded, MaxSeats);
        camp.front = artFace(UnitSize, opaqueColour(0xe8c170), Ink, QStringLiteral("icons/camp.svg"),
                             Tr::tr("Mercenary Camp"), false);
        specs.append(camp);
    }

    // Map tokens: the set-up's for four players, and a reserve of the kinds play adds.
    const QString tokens = Tr::tr("Map tokens");
    const bool dailyTokens = r.tokenRollFromDay <= r.maxDays;
    const auto rolled = [&](TokenKind kind) {
        if (!dailyTokens)
            return false;
        for (int i = 0; i < r.tokenTypes.count; ++i)
            if (r.tokenTypes.result[static_cast<std::size_t>(i)] == static_cast<int>(kind))
                return true;
        return false;
    };
    ComponentSpec resource = spec(QStringLiteral("token-resource"), QStringLiteral("token"), Tr::tr("Resource token"),
                                  tokens, UnitSize, ComponentShape::Circle,
                                  r.resourceTokens * MaxSeats + (rolled(TokenKind::Resource) ? Reserve : 0));
    resource.front = artFace(UnitSize, Gold, Ink, QStringLiteral("tokens/resource.svg"), Tr::tr("Cache"), false);
    // Heroes' deaths add monster tokens and drop items, whatever the token table.
    ComponentSpec monster = spec(QStringLiteral("token-monster"), QStringLiteral("token"), Tr::tr("Monster token"),
                                 tokens, UnitSize, ComponentShape::Circle, r.monsterTokens * MaxSeats + Reserve);
    monster.front = artFace(UnitSize, opaqueColour(0x4f6d3a), Paper, QStringLiteral("tokens/monster.svg"),
                            Tr::tr("Monsters"), false, Paper);
    ComponentSpec item = spec(QStringLiteral("token-item"), QStringLiteral("token"), Tr::tr("Item token"), tokens,
                              UnitSize, ComponentShape::Circle, r.itemTokens * MaxSeats + Reserve);
    item.front = artFace(UnitSize, opaqueColour(0x8e6bb3), Paper, QStringLiteral("tokens/item.svg"), Tr::tr("Item"),
                         false, Paper);
    ComponentSpec mine = spec(QStringLiteral("token-mine"), QStringLiteral("token"), Tr::tr("Mine"), tokens, UnitSize,
                              ComponentShape::Hexagon, r.mines * MaxSeats);
    mine.front = artFace(UnitSize, Stone, Ink, QStringLiteral("tokens/mine.svg"),
                         Tr::tr("Mine +%1").arg(r.mineIncome), false);
    for (ComponentSpec *token : {&resource, &monster, &item, &mine})
        if (token->count > 0)
            specs.append(*token);

    const QString coins = Tr::tr("Coins");
    ComponentSpec one = spec(QStringLiteral("coin-1"), QStringLiteral("token"), Tr::tr("Coin, 1"), coins, MarkerSize,
                             ComponentShape::Circle, 30);
    one.front = roundFace(MarkerSize, Gold, opaqueColour(0x9a7a1c), QStringLiteral("1"));
    specs.append(one);
    ComponentSpec five = spec(QStringLiteral("coin-5"), QStringLiteral("token"), Tr::tr("Coin, 5"), coins, MarkerSize,
                              ComponentShape::Circle, 20);
    five.front = roundFace(MarkerSize, Gold, opaqueColour(0x9a7a1c), QStringLiteral("5"));
    specs.append(five);

    specs.append(playerAid(r));
    return specs;
}

} // namespace isle::fuzzyknights
