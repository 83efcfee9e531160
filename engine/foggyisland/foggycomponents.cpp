// Foggy Island's printed components (GameModule::components, docs/sheets.md): every
// token of both players' sets and the mercenaries for hire, the weather deck, the fog
// boards, the island map, a player aid and a one-page rules summary. Drawn from the same
// SVG files as the board (resources/foggyisland/art, combined as docs/art.md says), and
// every number printed is the compiled ruleset's, so an edited value prints edited.
#include "foggymodule.h"

#include "characters.h"
#include "foggyreference.h"
#include "foggyrules.h"

#include <QCoreApplication>

#include <algorithm>

namespace isle::foggy {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::foggy::Components)
};

// Millimetres. A tile of the map holds a token with room to pick it up.
constexpr double TokenSize = 25;
constexpr double CellSize = 30;
constexpr QSizeF CardSize(63, 90);   // the weather art's 70 × 100, scaled
constexpr QSizeF AidSize(105, 148);  // A6
constexpr QSizeF RulesSize(180, 250); // fits A4 and Letter with the default margins and bleed

constexpr ComponentColour Ink = opaqueColour(0x2b2b2b);
constexpr ComponentColour Paper = opaqueColour(0xfbf6ea);
constexpr ComponentColour SideColours[] = {opaqueColour(0xd9542b), opaqueColour(0x2b6fd9)};
constexpr ComponentColour WhiteDisc = opaqueColour(0xfbfaf7);
constexpr ComponentColour CardColour = opaqueColour(0xf4efe6);
constexpr ComponentColour FogColour = opaqueColour(0xd2d9dd);
constexpr ComponentColour SeaColour = opaqueColour(0x2f7fa8);

QString art(QStringView path)
{
    return QStringLiteral(":/isleworks/art/foggy-island/") + path;
}

// The disc a token's face shows: the colour of the lines it builds (a spy shows the
// opponent's), white for nobody's. -1 is white.
int faceSide(const CharacterRules &character, int owner)
{
    switch (character.colour) {
    case FaceColour::Owner:
    case FaceColour::Chameleon: return owner;
    case FaceColour::Opponent: return 1 - owner;
    case FaceColour::White: return -1;
    }
    return owner;
}

QString discArt(int side)
{
    return side < 0 ? art(u"players/white.svg") : art(QStringLiteral("players/side-%1.svg").arg(side + 1));
}

ComponentColour discColour(int side)
{
    return side < 0 ? WhiteDisc : SideColours[side];
}

QString playerName(int seat)
{
    return Tr::tr("Player %1").arg(seat + 1);
}

// A token as the board draws it (docs/art.md): the disc, the character; face down, the
// owner's disc under the token back, so the back shows whose it is and nothing more.
// The name sits on the rim for people learning the characters; the back has none.
ComponentSpec token(const FoggyRules &rules, int kind, int owner, int count, bool hired)
{
    const CharacterRules &character = rules.characters[kind];
    const int side = faceSide(character, owner);
    const QString id = characterId(kind);
    ComponentSpec spec;
    spec.id = QStringLiteral("%1-%2-player-%3").arg(hired ? QStringLiteral("mercenary") : QStringLiteral("token"), id)
                  .arg(owner + 1);
    spec.kind = QStringLiteral("token");
    spec.name = Tr::tr("%1 (%2)").arg(characterName(kind), playerName(owner));
    spec.group = hired ? Tr::tr("%1: mercenaries for hire").arg(playerName(owner))
                       : Tr::tr("%1: starting set").arg(playerName(owner));
    spec.size = QSizeF(TokenSize, TokenSize);
    spec.shape = ComponentShape::Circle;
    spec.count = count;
    const QRectF all(0, 0, TokenSize, TokenSize);
    spec.front.background = discColour(side);
    spec.front.marks = {ComponentMark::artMark(all, discArt(side)),
                        ComponentMark::artMark(all, art(QStringLiteral("characters/%1.svg").arg(id)))};
    ComponentMark label = ComponentMark::textMark(QRectF(6, 20.2, 13, 3), characterName(kind), 4.5);
    spec.front.marks.append(ComponentMark::rectangle(label.box, opaqueColour(0xfbfaf7), Ink, 0.15, 1.5));
    spec.front.marks.append(label);
    spec.back.background = discColour(owner);
    spec.back.marks = {ComponentMark::artMark(all, discArt(owner)), ComponentMark::artMark(all, art(u"backs/token-back.svg"))};
    return spec;
}

QString weatherArtId(int kind)
{
    return QString::fromLatin1(weatherId(static_cast<Weather>(kind)));
}

QString weatherEffect(int kind, const FoggyRules &rules)
{
    switch (static_cast<Weather>(kind)) {
    case Weather::Sunny: return Tr::tr("The whole island is open. Tokens face up.");
    case Weather::Cloudy:
        return rules.fogRegionCount > 0 ? Tr::tr("Fog covers all regions but one. Tokens face up.")
                                        : Tr::tr("Tokens face up.");
    case Weather::Foggy:
        return rules.fogRegionCount > 0 ? Tr::tr("Fog covers all regions but one. Tokens face down.")
                                        : Tr::tr("Tokens face down.");
    }
    return {};
}

ComponentSpec weatherCard(const FoggyRules &rules, int kind)
{
    ComponentSpec spec;
    spec.id = QStringLiteral("weather-%1").arg(weatherArtId(kind));
    spec.kind = QStringLiteral("card");
    spec.name = Tr::tr("Weather: %1").arg(weatherName(static_cast<Weather>(kind)));
    spec.group = Tr::tr("Weather cards");
    spec.size = CardSize;
    spec.shape = ComponentShape::Rounded;
    spec.count = rules.weatherDeck[kind];
    const QRectF all(QPointF(0, 0), CardSize);
    spec.front.background = CardColour;
    spec.front.marks = {ComponentMark::artMark(all, art(QStringLiteral("weather/%1.svg").arg(weatherArtId(kind))))};
    // A band across the sea for the words the art leaves to the UI, clear of the small
    // sun in the corner (docs/art.md: 55–63 × 85–93 of 70 × 100).
    const QRectF band(7, 68, 41.5, 16);
    spec.front.marks.append(ComponentMark::rectangle(band, opaqueColour(0xfbf6ea), Ink, 0.3, 2));
    spec.front.marks.append(ComponentMark::textMark(QRectF(8, 68.5, 39.5, 6), weatherName(static_cast<Weather>(kind)), 10,
                                                    Qt::AlignCenter, true));
    spec.front.marks.append(ComponentMark::textMark(QRectF(8.5, 74.5, 38.5, 9), weatherEffect(kind, rules), 6));
    spec.back.background = CardColour;
    spec.back.marks = {ComponentMark::artMark(all, art(u"weather/card-back.svg"))};
    return spec;
}

ComponentSpec fogBoard(const FoggyRules &rules, int index)
{
    const FogRegion &region = rules.fogRegions[index];
    ComponentSpec spec;
    spec.id = QStringLiteral("fog-board-%1").arg(index + 1);
    spec.kind = QStringLiteral("board");
    spec.name = Tr::tr("Fog board %1").arg(index + 1);
    spec.group = Tr::tr("Fog boards");
    spec.size = QSizeF(region.width * CellSize, region.height * CellSize);
    spec.front.background = FogColour;
    for (int y = 0; y < region.height; ++y)
        for (int x = 0; x < region.width; ++x)
            spec.front.marks.append(ComponentMark::artMark(QRectF(x * CellSize, y * CellSize, CellSize, CellSize),
                                                           art(u"fog/fog-board.svg"), true));
    const int first = FoggyRules::cellAt(region.x, region.y);
    const int last = FoggyRules::cellAt(region.x + region.width - 1, region.y + region.height - 1);
    const QString tiles = first == last ? cellName(first) : Tr::tr("%1 to %2").arg(cellName(first), cellName(last));
    ComponentMark label = ComponentMark::textMark(QRectF(2, spec.size.height() - 6, spec.size.width() - 4, 4),
                                                  Tr::tr("Fog board %1: %2").arg(index + 1).arg(tiles), 6,
                                                  Qt::AlignRight | Qt::AlignVCenter);
    label.colour = opaqueColour(0x5a6670);
    spec.front.marks.append(label);
    return spec;
}

// The map under the board: docs/art.md puts the tiles on its "grid-area", 60 to 540 of
// 600, so the art is the grid's size × 1.25 whatever the board's size.
ComponentSpec islandMap(const FoggyRules &rules)
{
    ComponentSpec spec;
    spec.id = QStringLiteral("island-map");
    spec.kind = QStringLiteral("board");
    spec.name = Tr::tr("Island map");
    spec.group = Tr::tr("Boards");
    const QSizeF grid(rules.width * CellSize, rules.height * CellSize);
    spec.size = grid * 1.25;
    spec.splittable = true;
    spec.front.background = SeaColour;
    spec.front.marks.append(ComponentMark::artMark(QRectF(QPointF(0, 0), spec.size), art(u"map/island.svg"), true));
    const QPointF origin(spec.size.width() * 0.1, spec.size.height() * 0.1);
    for (int y = 0; y < rules.height; ++y)
        for (int x = 0; x < rules.width; ++x) {
            const QRectF tile(origin + QPointF(x * CellSize, y * CellSize), QSizeF(CellSize, CellSize));
            spec.front.marks.append(ComponentMark::artMark(tile, art(u"map/tile.svg")));
            ComponentMark name = ComponentMark::textMark(QRectF(tile.topLeft() + QPointF(1.5, 1), QSizeF(8, 4)),
                                                         cellName(FoggyRules::cellAt(x, y)), 6,
                                                         Qt::AlignLeft | Qt::AlignTop);
            name.colour = opaqueColour(0x4d6b3a);
            spec.front.marks.append(name);
        }
    return spec;
}

QList<int> kindsWhere(const FoggyRules &rules, bool hired)
{
    QList<int> kinds;
    for (int kind = 0; kind < CharacterCount; ++kind)
        if ((hired ? rules.characters[kind].hireCount : rules.characters[kind].basicCount) > 0)
            kinds.append(kind);
    return kinds;
}

QList<TextBlock> scoringBlocks(const FoggyRules &rules)
{
    QList<TextBlock> blocks{TextBlock::heading(Tr::tr("Scoring")),
                            TextBlock::headerRow({Tr::tr("Line of"), Tr::tr("Points")})};
    for (int length = rules.minLineLength; length <= std::max(rules.width, rules.height); ++length)
        blocks.append(TextBlock::row({QString::number(length), QString::number(rules.linePoints[length])}));
    for (int kind = 0; kind < CharacterCount; ++kind) {
        const CharacterRules &character = rules.characters[kind];
        if (character.basicCount + character.hireCount == 0)
            continue;
        if (character.multiplier > 1)
            blocks.append(TextBlock::bullet(Tr::tr("%1 in a line: × %2").arg(characterName(kind)).arg(character.multiplier)));
        if (character.halvesLine)
            blocks.append(TextBlock::bullet(Tr::tr("%1 in a line: half, rounded down").arg(characterName(kind))));
    }
    return blocks;
}

QList<TextBlock> mercenaryBlocks(const FoggyRules &rules)
{
    const QList<int> hired = kindsWhere(rules, true);
    if (hired.isEmpty())
        return {};
    QList<TextBlock> blocks{TextBlock::heading(Tr::tr("Mercenaries")),
                            TextBlock::headerRow({Tr::tr("Mercenary"), Tr::tr("Cost"), Tr::tr("Replaces"),
                                                  Tr::tr("For hire")})};
    for (int kind : hired) {
        const CharacterRules &character = rules.characters[kind];
        blocks.append(TextBlock::row({characterName(kind), QString::number(character.cost),
                                      character.replaces >= 0 ? characterName(character.replaces) : Tr::tr("nothing"),
                                      QString::number(character.hireCount)}));
    }
    return blocks;
}

QList<TextBlock> turnBlocks(const FoggyRules &rules)
{
    return {TextBlock::heading(Tr::tr("A turn")),
            TextBlock::bullet(Tr::tr("Place one token from your hand on a free, open tile.")),
            TextBlock::bullet(Tr::tr("Foggy weather: face down (a mercenary may go face up).")),
            TextBlock::bullet(Tr::tr("Draw from your pile until you hold %n again.", nullptr, rules.handSize)),
            TextBlock::bullet(Tr::tr("No open tile free: a fog board is lifted.")),
            TextBlock::bullet(Tr::tr("Board full or nobody can place: score every line."))};
}

ComponentSpec playerAid(const FoggyRules &rules, const QString &gameName)
{
    ComponentSpec spec;
    spec.id = QStringLiteral("player-aid");
    spec.kind = QStringLiteral("aid");
    spec.name = Tr::tr("Player aid");
    spec.group = Tr::tr("Aids");
    spec.size = AidSize;
    spec.shape = ComponentShape::Rounded;
    spec.count = SideCount;
    spec.front.background = Paper;
    spec.front.marks.append(ComponentMark::rectangle(QRectF(0, 0, AidSize.width(), 14), opaqueColour(0x2f7fa8), 0, 0));
    spec.front.marks.last().bleeds = true;
    ComponentMark title = ComponentMark::textMark(QRectF(4, 2, AidSize.width() - 8, 10),
                                                  Tr::tr("%1: player aid").arg(gameName), 11, Qt::AlignCenter, true);
    title.colour = opaqueColour(0xffffff);
    spec.front.marks.append(title);
    spec.front.marks.append(ComponentMark::flowMark(QRectF(5, 17, AidSize.width() - 10, AidSize.height() - 21),
                                                    scoringBlocks(rules) + mercenaryBlocks(rules) + turnBlocks(rules), 8));
    return spec;
}

QList<TextBlock> summaryBlocks(const FoggyRules &rules)
{
    QList<TextBlock> blocks{TextBlock::heading(Tr::tr("Setup"))};
    QStringList set;
    for (int kind : kindsWhere(rules, false))
        set.append(Tr::tr("%1 × %2").arg(rules.characters[kind].basicCount).arg(characterName(kind)));
    blocks.append(TextBlock::paragraph(Tr::tr("An island of %1 × %2 tiles. Each player's set of %n tokens: %3.", nullptr,
                                              rules.startingTokens())
                                           .arg(rules.width)
                                           .arg(rules.height)
                                           .arg(set.join(Tr::tr(", ")))));
    blocks.append(TextBlock::headerRow({Tr::tr("Game"), Tr::tr("Rounds")}));
    blocks.append(TextBlock::row({Tr::tr("Basic game"), QString::number(rules.basicRounds)}));
    blocks.append(TextBlock::row({Tr::tr("Game with weather"), QString::number(rules.weatherRounds)}));
    blocks.append(TextBlock::row({Tr::tr("Mercenary game"), QString::number(rules.mercenaryRounds)}));
    blocks.append(TextBlock::row({Tr::tr("Quick game"), QString::number(rules.quickRounds)}));
    blocks.append(TextBlock::row({Tr::tr("Team game (four players)"), QString::number(rules.teamRounds)}));

    blocks.append(TextBlock::heading(Tr::tr("A round")));
    blocks.append(TextBlock::bullet(
        rules.openingHand == OpeningHand::Choose
            ? Tr::tr("Take all your tokens back and pick %n as your opening hand; the rest is your pile.", nullptr,
                     rules.handSize)
            : Tr::tr("Take all your tokens back; %n are dealt at random as your hand, the rest is your pile.", nullptr,
                     rules.handSize)));
    blocks.append(TextBlock::bullet(Tr::tr("With weather: the second player draws two weather cards, keeps one and "
                                           "puts the other under the deck.")));
    blocks += turnBlocks(rules).mid(1);
    blocks.append(TextBlock::bullet(Tr::tr("The round's second player starts the next round.")));

    blocks.append(TextBlock::heading(Tr::tr("Weather")));
    for (int kind = 0; kind < WeatherKindCount; ++kind)
        blocks.append(TextBlock::row({weatherName(static_cast<Weather>(kind)),
                                      Tr::tr("%1 (%n in the deck)", nullptr, rules.weatherDeck[kind])
                                          .arg(weatherEffect(kind, rules))}));

    blocks += scoringBlocks(rules);
    blocks.append(TextBlock::paragraph(Tr::tr("A line is %n or more tokens in a row across, down or diagonally that "
                                              "build the same player's lines.",
                                              nullptr, rules.minLineLength)));

    blocks.append(TextBlock::heading(Tr::tr("Characters")));
    for (int kind = 0; kind < CharacterCount; ++kind)
        if (rules.characters[kind].basicCount + rules.characters[kind].hireCount > 0)
            blocks.append(TextBlock::bullet(Tr::tr("%1: %2").arg(characterName(kind), characterAbility(kind, rules))));
    blocks += mercenaryBlocks(rules);
    if (!kindsWhere(rules, true).isEmpty())
        blocks.append(TextBlock::paragraph(Tr::tr("Coins equal the points of each round. After scoring, hire in turn "
                                                  "order from the next starter: pay the cost and swap the basic "
                                                  "character it replaces.")));
    blocks.append(TextBlock::heading(Tr::tr("Winning")));
    blocks.append(TextBlock::paragraph(Tr::tr("Most victory points (with mercenaries: coins, then the cost of hires, "
                                              "then up to %n extra rounds) wins.",
                                              nullptr, rules.maxExtraRounds)));
    return blocks;
}

ComponentSpec rulesSummary(const FoggyRules &rules, const QString &gameName)
{
    ComponentSpec spec;
    spec.id = QStringLiteral("rules-summary");
    spec.kind = QStringLiteral("rules");
    spec.name = Tr::tr("Rules summary");
    spec.group = Tr::tr("Aids");
    spec.size = RulesSize;
    spec.front.background = Paper;
    spec.front.marks.append(ComponentMark::textMark(QRectF(5, 4, RulesSize.width() - 10, 12),
                                                    Tr::tr("%1: rules summary").arg(gameName), 16, Qt::AlignCenter, true));
    spec.front.marks.append(ComponentMark::line(QPointF(5, 17), QPointF(RulesSize.width() - 5, 17), Ink, 0.4));
    spec.front.marks.append(ComponentMark::flowMark(QRectF(5, 20, RulesSize.width() - 10, RulesSize.height() - 25),
                                                    summaryBlocks(rules), 9, 2));
    return spec;
}
} // namespace

QList<ComponentSpec> FoggyModule::components(const Ruleset &ruleset) const
{
    Problems problems;
    const auto rules = FoggyRules::compile(ruleset, problems);
    if (!rules)
        return {};
    QList<ComponentSpec> specs;
    for (int owner = 0; owner < SideCount; ++owner) {
        for (int kind : kindsWhere(*rules, false))
            specs.append(token(*rules, kind, owner, rules->characters[kind].basicCount, false));
        for (int kind : kindsWhere(*rules, true))
            specs.append(token(*rules, kind, owner, rules->characters[kind].hireCount, true));
    }
    for (int kind = 0; kind < WeatherKindCount; ++kind)
        if (rules->weatherDeck[kind] > 0)
            specs.append(weatherCard(*rules, kind));
    for (int region = 0; region < rules->fogRegionCount; ++region)
        specs.append(fogBoard(*rules, region));
    specs.append(islandMap(*rules));
    specs.append(playerAid(*rules, displayName()));
    specs.append(rulesSummary(*rules, displayName()));
    return specs;
}

} // namespace isle::foggy
