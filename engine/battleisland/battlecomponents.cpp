// Battle on the Island of Fog's printed components (GameModule::components, docs/sheets.md):
// every field tile of the pile, the start and lighthouse tiles, units, building tokens,
// bases, lighthouse pieces and a player aid, drawn from the compiled ruleset.
#include "battlemodule.h"
#include "battlerules.h"

#include <QCoreApplication>

namespace isle::battleisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::battleisland::Components)
};

constexpr double TileSide = 45;
constexpr double TokenSize = 16;
constexpr ComponentColour Ink = opaqueColour(0x2b2b2b);
constexpr ComponentColour Fog = opaqueColour(0x9aa5ad);
constexpr ComponentColour Paper = opaqueColour(0xfbf6ea);
constexpr ComponentColour Colours[MaxColours] = {opaqueColour(0xc0392b), opaqueColour(0xe1b12c),
                                                 opaqueColour(0x2e6fb7), opaqueColour(0x3d8b3d)};

QString art(const QString &path)
{
    return QStringLiteral(":/isleworks/art/battle-island-of-fog/") + path;
}

// The board's own terrain art (qml/battleisland draws the same files).
QString terrainArt(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Plains: return art(QStringLiteral("terrain/plains.svg"));
    case Terrain::Forest: return art(QStringLiteral("terrain/forest.svg"));
    case Terrain::Mountain: return art(QStringLiteral("terrain/mountain.svg"));
    case Terrain::Water: return art(QStringLiteral("terrain/water.svg"));
    case Terrain::Lot: return art(QStringLiteral("terrain/lot.svg"));
    case Terrain::Home: return art(QStringLiteral("terrain/base.svg"));
    case Terrain::Lighthouse: return art(QStringLiteral("terrain/lighthouse.svg"));
    case Terrain::Fog: break;
    }
    return art(QStringLiteral("terrain/fog.svg"));
}

ComponentColour terrainColour(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Plains: return opaqueColour(0xc5d86d);
    case Terrain::Forest: return opaqueColour(0x4f8a3c);
    case Terrain::Mountain: return opaqueColour(0x8d7b68);
    case Terrain::Water: return opaqueColour(0x4a90c2);
    case Terrain::Lot: return opaqueColour(0xe8c170);
    case Terrain::Home: return opaqueColour(0xc0392b);
    case Terrain::Lighthouse: return opaqueColour(0xf5f5f5);
    case Terrain::Fog: break;
    }
    return Fog;
}

ComponentSpec tileSpec(const QString &id, const QString &name, const TileRules &tile, int size, int count, bool arrow)
{
    ComponentSpec spec;
    spec.id = id;
    spec.kind = QStringLiteral("tile");
    spec.name = name;
    spec.group = Tr::tr("Tiles");
    spec.size = QSizeF(TileSide, TileSide);
    spec.count = count;
    const double cell = TileSide / size;
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) {
            const Terrain terrain = tile.at(size, r, c);
            const QRectF square(c * cell, r * cell, cell, cell);
            // Squares on the tile's edge bleed, so a slightly wide cut still shows terrain.
            spec.front.marks.append(ComponentMark::rectangle(square, terrainColour(terrain)));
            spec.front.marks.append(ComponentMark::artMark(square, terrainArt(terrain)));
            spec.front.marks.last().bleeds = true;
            spec.front.marks.append(ComponentMark::rectangle(square, 0, opaqueColour(0x4d4636), 0.15));
        }
    }
    if (arrow) {
        // The arrow on the centre space points to the front row, toward the lighthouse.
        const double mid = TileSide / 2;
        const QRectF centre(mid - cell / 3, mid - cell / 3, 2 * cell / 3, 2 * cell / 3);
        spec.front.marks.append(ComponentMark::ellipse(centre.adjusted(-1, -1, 1, 1), opaqueColour(0xfbf6ea), Ink, 0.3));
        spec.front.marks.append(ComponentMark::artMark(centre, art(QStringLiteral("icons/arrow.svg"))));
    }
    ComponentMark label = ComponentMark::textMark(QRectF(1, TileSide - 5.5, TileSide - 2, 4.5), name, 6);
    label.colour = Ink;
    spec.front.marks.append(ComponentMark::rectangle(QRectF(TileSide / 4, TileSide - 5.5, TileSide / 2, 4.5),
                                                     0xd0fbf6eaU, 0, 0, 1.5));
    spec.front.marks.append(label);
    spec.back.background = Fog;
    spec.back.marks.append(ComponentMark::artMark(QRectF(0, 0, TileSide, TileSide), art(QStringLiteral("terrain/fog.svg")),
                                                  true));
    return spec;
}

// A token drawn with the board's art for it, on a light ground edged in its colour.
ComponentFace tokenFace(ComponentColour colour, const QString &artPath)
{
    ComponentFace face;
    face.background = opaqueColour(0xfbf6ea);
    face.marks.append(ComponentMark::ellipse(QRectF(0.8, 0.8, TokenSize - 1.6, TokenSize - 1.6), 0, colour, 1.2));
    face.marks.append(ComponentMark::artMark(QRectF(2.5, 2.5, TokenSize - 5, TokenSize - 5), art(artPath)));
    return face;
}

ComponentSpec token(const QString &id, const QString &name, const QString &group, const QString &artPath,
                    ComponentColour colour, int count, ComponentShape shape)
{
    ComponentSpec spec;
    spec.id = id;
    spec.kind = QStringLiteral("token");
    spec.name = name;
    spec.group = group;
    spec.size = QSizeF(TokenSize, TokenSize);
    spec.shape = shape;
    spec.count = count;
    spec.front = tokenFace(colour, artPath);
    return spec;
}
} // namespace

QList<ComponentSpec> BattleModule::components(const Ruleset &ruleset) const
{
    Problems problems;
    const auto compiled = BattleRules::compile(ruleset, problems);
    if (!compiled)
        return {};
    const BattleRules &r = *compiled;
    QList<ComponentSpec> specs;
    for (int tile = 0; tile < r.tileCount; ++tile)
        if (r.tiles[static_cast<std::size_t>(tile)].copies > 0)
            specs.append(tileSpec(QStringLiteral("tile-") + r.ids.at(tile), r.names.at(tile),
                                  r.tiles[static_cast<std::size_t>(tile)], r.tileSize,
                                  r.tiles[static_cast<std::size_t>(tile)].copies, true));
    specs.append(tileSpec(QStringLiteral("start-tile"), Tr::tr("Start tile"), r.startTile, r.tileSize, MaxColours, false));
    specs.append(tileSpec(QStringLiteral("lighthouse-tile"), Tr::tr("Lighthouse tile"), r.lighthouseTile, r.tileSize, 1,
                          false));
    const QString colourNames[MaxColours] = {Tr::tr("red"), Tr::tr("yellow"), Tr::tr("blue"), Tr::tr("green")};
    const char *const colourIds[MaxColours] = {"red", "yellow", "blue", "green"};
    for (int colour = 0; colour < MaxColours; ++colour) {
        const QString id = QString::fromLatin1(colourIds[colour]);
        const QString units = Tr::tr("Units");
        const QString buildings = Tr::tr("Buildings");
        specs.append(token(QStringLiteral("basic-") + id, Tr::tr("Basic unit, %1").arg(colourNames[colour]), units,
                           QStringLiteral("units/basic-%1.svg").arg(id), Colours[colour], r.supplyBasic,
                           ComponentShape::Circle));
        if (r.supplyElite > 0)
            specs.append(token(QStringLiteral("elite-") + id, Tr::tr("Elite unit, %1").arg(colourNames[colour]), units,
                               QStringLiteral("units/elite-%1.svg").arg(id), Colours[colour], r.supplyElite,
                               ComponentShape::Hexagon));
        // Two-sided, as the rulebook's tokens: a city on the front, a factory on the back.
        ComponentSpec building = token(QStringLiteral("building-") + id,
                                       Tr::tr("City / factory, %1").arg(colourNames[colour]), buildings,
                                       QStringLiteral("tokens/city-%1.svg").arg(id), Colours[colour], r.supplyTokens,
                                       ComponentShape::Rounded);
        building.back = tokenFace(Colours[colour], QStringLiteral("tokens/factory-%1.svg").arg(id));
        if (r.supplyTokens > 0)
            specs.append(building);
        specs.append(token(QStringLiteral("base-") + id, Tr::tr("Home base, %1").arg(colourNames[colour]), buildings,
                           QStringLiteral("tokens/base-%1.svg").arg(id), Colours[colour], 1, ComponentShape::Rectangle));
        specs.append(token(QStringLiteral("lighthouse-") + id,
                           Tr::tr("Lighthouse piece, %1").arg(colourNames[colour]), buildings,
                           QStringLiteral("tokens/lighthouse-%1.svg").arg(id), Colours[colour], 1,
                           ComponentShape::Circle));
    }
    ComponentSpec aid;
    aid.id = QStringLiteral("player-aid");
    aid.kind = QStringLiteral("aid");
    aid.name = Tr::tr("Player aid");
    aid.group = Tr::tr("Aids");
    aid.size = QSizeF(105, 148);
    aid.count = MaxColours;
    aid.front.background = Paper;
    aid.front.marks.append(ComponentMark::flowMark(
        QRectF(6, 6, 93, 136),
        {TextBlock::heading(Tr::tr("Your turn")),
         TextBlock::bullet(Tr::tr("Captures, then income, then the lighthouse tile.")),
         TextBlock::bullet(Tr::tr("Activate up to %1 units; recruit between activations.").arg(r.activationsPerTurn)),
         TextBlock::bullet(Tr::tr("An activated unit moves, then may build, swap, stack or attack.")),
         TextBlock::heading(Tr::tr("Costs and income")),
         TextBlock::row({Tr::tr("Basic unit"), Tr::tr("%n coin(s)", nullptr, r.basicCost)}),
         TextBlock::row({Tr::tr("Elite unit"), Tr::tr("%n coin(s)", nullptr, r.eliteCost)}),
         TextBlock::row({Tr::tr("City, outer ring"), Tr::tr("%1 a turn").arg(r.cityValueRing0)}),
         TextBlock::row({Tr::tr("City, inner rings"), Tr::tr("%1 a turn").arg(r.cityValueDeeper)}),
         TextBlock::row({Tr::tr("Lighthouse"), Tr::tr("%1 a turn").arg(r.lighthouseValue)}),
         TextBlock::heading(Tr::tr("Movement")),
         TextBlock::row({Tr::tr("Basic / stack"), QString::number(r.basicMovePoints)}),
         TextBlock::row({Tr::tr("Elite"), QString::number(r.eliteMovePoints)}),
         TextBlock::row({Tr::tr("Mountain step"), QString::number(r.mountainCost)}),
         TextBlock::heading(Tr::tr("Combat bonuses")),
         TextBlock::row({Tr::tr("Attacker"), QStringLiteral("+%1").arg(r.attackerBonus)}),
         TextBlock::row({Tr::tr("Elite attacker"), QStringLiteral("+%1").arg(r.eliteAttackBonus)}),
         TextBlock::row({Tr::tr("Forest"), QStringLiteral("+%1").arg(r.defenceForest)}),
         TextBlock::row({Tr::tr("Mountain"), QStringLiteral("+%1").arg(r.defenceMountain)}),
         TextBlock::row({Tr::tr("Structure"), QStringLiteral("+%1").arg(r.defenceStructure)}),
         TextBlock::row({Tr::tr("Elite defender"), QStringLiteral("+%1").arg(r.eliteDefenceBonus)}),
         TextBlock::bullet(Tr::tr("Each side rolls %1 dice; the lower total loses its unit, a tie changes nothing.")
                               .arg(r.combatDice)),
         TextBlock::heading(Tr::tr("The end")),
         TextBlock::bullet(Tr::tr("When every area holds a tile, %1 more rounds are played.").arg(r.countdownRounds)),
         TextBlock::bullet(Tr::tr("A point for every building; the lighthouse is worth %1 more.")
                               .arg(r.lighthouseEndBonus)),
         TextBlock::bullet(Tr::tr("Capture a base to knock its general out of the game."))},
        8));
    specs.append(aid);
    return specs;
}

} // namespace isle::battleisland
