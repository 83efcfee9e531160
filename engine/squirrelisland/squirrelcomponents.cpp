// Squirrel Island's printed components (GameModule::components, docs/sheets.md): the
// whole deck, the island board with its slots and the income by day, player mats,
// resource tokens and markers, and a player aid. Cards are drawn as the board draws them
// (qml/squirrelisland/Card.qml) from the same art, out of the compiled ruleset: an edited
// cost, loop, effect or stash value prints edited.
#include "squirrelmodule.h"
#include "squirrelrules.h"

#include <QCoreApplication>

#include <algorithm>

namespace isle::squirrelisland {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::squirrelisland::Components)
};

constexpr QSizeF CardSize(63, 88); // poker size, the usual sleeve
constexpr QSizeF AidSize(105, 148); // A6
constexpr QSizeF MatSize(148, 105);
constexpr double TokenSize = 18;
constexpr double MarkerSize = 14;
constexpr double SlotGap = 8;
constexpr double BoardMargin = 10;

constexpr ComponentColour Ink = opaqueColour(0x2b2b2b);
constexpr ComponentColour Paper = opaqueColour(0xfbf6ea);
constexpr ComponentColour Muted = opaqueColour(0x6b6357);
constexpr ComponentColour Sabotage = opaqueColour(0xc62828);
constexpr ComponentColour GoAgain = opaqueColour(0x2b8a3e);
constexpr ComponentColour GoAgainBand = opaqueColour(0xdff1e2);
constexpr ComponentColour BackColour = opaqueColour(0x2f5a3a);
constexpr ComponentColour SeatColours[] = {opaqueColour(0xd9542b), opaqueColour(0x2b6fd9), opaqueColour(0x3d8b3d),
                                           opaqueColour(0x7b4fb0), opaqueColour(0xe08a1e)};
constexpr ComponentColour RivalColour = opaqueColour(0x55555f);

QString art(const QString &path)
{
    return QStringLiteral(":/isleworks/art/squirrel-island/") + path;
}

// The card art is drawn on a 70 × 100 grid (docs/art.md); a card is 63 × 88 mm.
QRectF cardUnits(double x, double y, double width, double height)
{
    const double sx = CardSize.width() / 70.0;
    const double sy = CardSize.height() / 100.0;
    return QRectF(x * sx, y * sy, width * sx, height * sy);
}

// The frame a card is drawn in, as on the board: an item's, a unique squirrel's, else its
// first habitat's.
QString frameOf(const CardRules &card)
{
    if (!card.isSquirrel())
        return QStringLiteral("item");
    if (card.habitat & Habitat::Unique)
        return QStringLiteral("unique");
    if (card.habitat & Habitat::Tree)
        return QStringLiteral("tree");
    if (card.habitat & Habitat::Ground)
        return QStringLiteral("ground");
    if (card.habitat & Habitat::Flying)
        return QStringLiteral("flying");
    return QStringLiteral("plain");
}

ComponentColour frameColour(const QString &frame)
{
    if (frame == QLatin1StringView("item"))
        return opaqueColour(0x8b6bb1);
    if (frame == QLatin1StringView("unique"))
        return opaqueColour(0xc99a2e);
    if (frame == QLatin1StringView("tree"))
        return opaqueColour(0x5f9e4a);
    if (frame == QLatin1StringView("ground"))
        return opaqueColour(0x9c6b3c);
    if (frame == QLatin1StringView("flying"))
        return opaqueColour(0x4f8fc9);
    return opaqueColour(0x8f8a80);
}

QString habitatWords(const CardRules &card)
{
    if (!card.isSquirrel())
        return Tr::tr("Item");
    QStringList parts;
    if (card.habitat & Habitat::Tree)
        parts.append(Tr::tr("tree"));
    if (card.habitat & Habitat::Ground)
        parts.append(Tr::tr("ground"));
    if (card.habitat & Habitat::Flying)
        parts.append(Tr::tr("flying"));
    if (card.habitat & Habitat::Unique)
        parts.append(Tr::tr("unique"));
    return Tr::tr("Squirrel: %1").arg(parts.join(Tr::tr(", ")));
}

const char *loopArt(int resource)
{
    switch (resource) {
    case Nuts: return "loops/nuts.svg";
    case Stamina: return "loops/stamina.svg";
    case Coins: return "loops/coins.svg";
    default: return "loops/cards.svg";
    }
}

// A pill with an icon and a number (cost, stash value), as on the board's cards.
void addPill(QList<ComponentMark> &marks, const QRectF &box, const QString &icon, int value)
{
    marks.append(ComponentMark::rectangle(box, Paper, Ink, 0.3, box.height() / 2));
    const double iconSize = box.height() * 0.7;
    marks.append(ComponentMark::artMark(QRectF(box.x() + box.height() * 0.2, box.center().y() - iconSize / 2, iconSize,
                                               iconSize),
                                        icon));
    marks.append(ComponentMark::textMark(QRectF(box.x() + box.height() * 0.2 + iconSize, box.y(),
                                                box.width() - iconSize - box.height() * 0.4, box.height()),
                                         QString::number(value), 9, Qt::AlignCenter, true));
}

// The effects' words and the ability, one band each in the card's text panel; sabotage
// white on red, Go again! green, as on the board.
void addEffects(QList<ComponentMark> &marks, const CardRules &card)
{
    struct Band
    {
        QString text;
        ComponentColour fill = 0;
        ComponentColour colour = Ink;
        bool bold = false;
        bool italic = false;
    };
    QList<Band> bands;
    for (const EffectSpec &effect : card.effects) {
        if (effect.kind == Effect::None)
            continue;
        Band band{effectText(effect.kind, effect.amount)};
        if (isSabotage(effect.kind)) {
            band.fill = Sabotage;
            band.colour = opaqueColour(0xffffff);
        } else if (effect.kind == Effect::GoAgain) {
            band.fill = GoAgainBand;
            band.colour = GoAgain;
            band.bold = true;
        }
        bands.append(band);
    }
    const QString ability = abilityText(card.ability, card.abilityAmount);
    if (!ability.isEmpty())
        bands.append(Band{ability, 0, Muted, false, true});
    if (bands.isEmpty())
        return;
    const QRectF panel = cardUnits(6.5, 57.5, 57, 27.5);
    const double gap = 0.6;
    const double height = (panel.height() - gap * double(bands.size() - 1)) / double(bands.size());
    for (qsizetype i = 0; i < bands.size(); ++i) {
        const QRectF box(panel.x(), panel.y() + double(i) * (height + gap), panel.width(), height);
        if (bands[i].fill != 0)
            marks.append(ComponentMark::rectangle(box, bands[i].fill, 0, 0, 1.2));
        ComponentMark text = ComponentMark::textMark(box.adjusted(0.8, 0.3, -0.8, -0.3), bands[i].text, 7,
                                                     Qt::AlignCenter, bands[i].bold);
        text.colour = bands[i].colour;
        text.italic = bands[i].italic;
        marks.append(text);
    }
}

ComponentSpec card(const SquirrelRules &rules, int index)
{
    const CardRules &rule = rules.card(index);
    const QString id = rules.ids.at(index);
    const QString frame = frameOf(rule);
    ComponentSpec spec;
    spec.id = QStringLiteral("card-%1").arg(id);
    spec.kind = QStringLiteral("card");
    spec.name = cardName(id);
    spec.group = rule.isSquirrel() ? Tr::tr("Squirrel cards") : Tr::tr("Item cards");
    spec.size = CardSize;
    spec.shape = ComponentShape::Rounded;
    spec.cornerRadius = 3;
    spec.count = rule.copies;

    QList<ComponentMark> &marks = spec.front.marks;
    spec.front.background = frameColour(frame);
    marks.append(ComponentMark::artMark(QRectF(QPointF(0, 0), CardSize), art(QStringLiteral("frames/%1.svg").arg(frame))));
    marks.append(ComponentMark::textMark(cardUnits(6, 4, 58, 11), spec.name, 9, Qt::AlignCenter, true));
    marks.append(ComponentMark::artMark(cardUnits(16.5, 17, 37, 37),
                                        rule.isSquirrel() ? art(QStringLiteral("squirrels/%1.svg").arg(frame))
                                                          : art(QStringLiteral("items/item.svg"))));
    addPill(marks, cardUnits(2, 15, 18, 12), art(rule.isSquirrel() ? QStringLiteral("icons/stamina.svg")
                                                                   : QStringLiteral("icons/coin.svg")),
            rule.cost);
    QList<int> loops;
    for (int resource = 0; resource < ResourceCount; ++resource)
        for (int i = 0; i < rule.loops[static_cast<std::size_t>(resource)]; ++i)
            loops.append(resource);
    const double loopWidth = 11;
    const double rowWidth = double(loops.size()) * loopWidth + double(std::max<qsizetype>(0, loops.size() - 1)) * 0.5;
    for (qsizetype i = 0; i < loops.size(); ++i)
        marks.append(ComponentMark::artMark(cardUnits(35 - rowWidth / 2 + double(i) * (loopWidth + 0.5), 44, loopWidth,
                                                      loopWidth),
                                            art(QString::fromLatin1(loopArt(loops[i])))));
    addEffects(marks, rule);
    // The kind of card at the foot of the text panel, clear of the frame's corner leaves
    // and of the stash pill.
    ComponentMark type = ComponentMark::textMark(cardUnits(8, 86, 41, 5.5), habitatWords(rule), 5.5,
                                                 Qt::AlignLeft | Qt::AlignVCenter);
    type.colour = Muted;
    marks.append(type);
    addPill(marks, cardUnits(50, 86, 18, 12), art(QStringLiteral("icons/stash.svg")), rule.stash);

    spec.back.background = BackColour;
    spec.back.marks = {ComponentMark::artMark(QRectF(QPointF(0, 0), CardSize), art(QStringLiteral("backs/card-back.svg")))};
    return spec;
}

QList<TextBlock> incomeBlocks(const SquirrelRules &rules)
{
    QList<TextBlock> blocks{TextBlock::heading(Tr::tr("Income by day")),
                            TextBlock::headerRow({Tr::tr("Day"), Tr::tr("Stamina"), Tr::tr("Coins"), Tr::tr("Cards"),
                                                  Tr::tr("Rival's stamina")})};
    for (int day = 0; day < rules.dayCount; ++day) {
        const DayRules &income = rules.days[static_cast<std::size_t>(day)];
        blocks.append(TextBlock::row({QString::number(day + 1), QString::number(income.stamina),
                                      QString::number(income.coins), QString::number(income.cards),
                                      QString::number(income.rivalStamina)}));
    }
    return blocks;
}

// The island: one card-sized slot per island slot in two rows, numbered as the rival's
// die reads them, and the day table under them.
ComponentSpec islandBoard(const SquirrelRules &rules, const QString &gameName)
{
    const int columns = (rules.islandSlots + 1) / 2;
    const double slotsWidth = columns * CardSize.width() + (columns - 1) * SlotGap;
    const double top = 22;
    const double slotRow = CardSize.height() + 12;
    const double tableTop = top + 2 * slotRow + 4;
    ComponentSpec spec;
    spec.id = QStringLiteral("island-board");
    spec.kind = QStringLiteral("board");
    spec.name = Tr::tr("Island board");
    spec.group = Tr::tr("Boards");
    spec.size = QSizeF(slotsWidth + 2 * BoardMargin, tableTop + 12 + 6.5 * (rules.dayCount + 1) + BoardMargin);
    spec.splittable = true;
    spec.front.background = opaqueColour(0xcfe3c0);
    QList<ComponentMark> &marks = spec.front.marks;
    marks.append(ComponentMark::textMark(QRectF(BoardMargin, 4, slotsWidth, 10), Tr::tr("%1: the island").arg(gameName),
                                         16, Qt::AlignCenter, true));
    ComponentMark note = ComponentMark::textMark(
        QRectF(BoardMargin, 13, slotsWidth, 7),
        Tr::tr("Playing a card from a slot costs %n more (stamina or coins). Empty slots are refilled each morning.",
               nullptr, rules.islandSurcharge),
        8);
    note.colour = Muted;
    marks.append(note);
    for (int slot = 0; slot < rules.islandSlots; ++slot) {
        const int row = slot / columns;
        const int column = slot % columns;
        const QRectF box(BoardMargin + column * (CardSize.width() + SlotGap), top + row * slotRow, CardSize.width(),
                         CardSize.height());
        marks.append(ComponentMark::rectangle(box, opaqueColour(0xeef5e6), opaqueColour(0x4d6b3a), 0.5, 3));
        ComponentMark number = ComponentMark::textMark(box.adjusted(0, 20, 0, -20), QString::number(slot + 1), 40,
                                                       Qt::AlignCenter, true);
        number.colour = opaqueColour(0xb9d0a8);
        marks.append(number);
        marks.append(ComponentMark::textMark(QRectF(box.x(), box.bottom() + 1, box.width(), 6),
                                             Tr::tr("Slot %1 (rival's roll: %1)").arg(slot + 1), 7));
    }
    marks.append(ComponentMark::flowMark(QRectF(BoardMargin, tableTop, slotsWidth, spec.size.height() - tableTop - 6),
                                         incomeBlocks(rules), 10));
    return spec;
}

ComponentSpec playerMat(const SquirrelRules &rules, int seat)
{
    ComponentSpec spec;
    spec.id = QStringLiteral("player-mat-%1").arg(seat + 1);
    spec.kind = QStringLiteral("mat");
    spec.name = Tr::tr("Player mat %1").arg(seat + 1);
    spec.group = Tr::tr("Player mats");
    spec.size = MatSize;
    spec.shape = ComponentShape::Rounded;
    spec.front.background = Paper;
    QList<ComponentMark> &marks = spec.front.marks;
    ComponentMark band = ComponentMark::rectangle(QRectF(0, 0, MatSize.width(), 16), SeatColours[seat]);
    band.bleeds = true;
    marks.append(band);
    marks.append(ComponentMark::artMark(QRectF(4, 2, 12, 12), art(QStringLiteral("players/side-%1.svg").arg(seat + 1))));
    ComponentMark title = ComponentMark::textMark(QRectF(20, 2, MatSize.width() - 24, 12), Tr::tr("Player %1").arg(seat + 1),
                                                  14, Qt::AlignLeft | Qt::AlignVCenter, true);
    title.colour = opaqueColour(0xffffff);
    marks.append(title);

    // The stamina track: one box per value up to the cap.
    marks.append(ComponentMark::textMark(QRectF(6, 19, 60, 6), Tr::tr("Stamina"), 9, Qt::AlignLeft | Qt::AlignVCenter, true));
    const int boxes = rules.staminaCap + 1;
    const double boxSize = std::min(16.0, (MatSize.width() - 12 - (boxes - 1) * 2.0) / boxes);
    for (int value = 0; value < boxes; ++value) {
        const QRectF box(6 + value * (boxSize + 2), 26, boxSize, boxSize);
        marks.append(ComponentMark::rectangle(box, opaqueColour(0xfde3c4), Ink, 0.3, 1.5));
        marks.append(ComponentMark::textMark(box, QString::number(value), 11, Qt::AlignCenter, true));
    }
    const double areaTop = 26 + boxSize + 5;
    const auto area = [&](double x, const QString &icon, const QString &label) {
        const QRectF box(x, areaTop, 42, MatSize.height() - areaTop - 14);
        marks.append(ComponentMark::rectangle(box, opaqueColour(0xf3ecdc), opaqueColour(0xa39a8c), 0.3, 2));
        marks.append(ComponentMark::artMark(QRectF(box.x() + 2, box.y() + 2, 8, 8), art(icon)));
        marks.append(ComponentMark::textMark(QRectF(box.x() + 11, box.y() + 2, box.width() - 13, 8), label, 8,
                                             Qt::AlignLeft | Qt::AlignVCenter, true));
    };
    area(6, QStringLiteral("icons/nut.svg"), Tr::tr("Nuts"));
    area(53, QStringLiteral("icons/coin.svg"), Tr::tr("Coins"));
    area(100, QStringLiteral("icons/stash.svg"), Tr::tr("Stash (face down)"));
    ComponentMark reminder = ComponentMark::textMark(
        QRectF(6, MatSize.height() - 13, MatSize.width() - 12, 10),
        Tr::tr("At most %1 stamina: each one more is 1 nut. %2 coins pay 1 stamina. Asleep: exhaust a squirrel to "
               "gather %3.")
            .arg(rules.staminaCap)
            .arg(rules.coinsPerStamina)
            .arg(resourceText(Nuts, rules.gatherNuts)),
        7);
    reminder.colour = Muted;
    marks.append(reminder);
    return spec;
}

// A round token with an icon and a value; the same on both sides.
ComponentSpec token(const QString &id, const QString &name, const QString &icon, const QString &value, int count,
                    double size, ComponentColour colour)
{
    ComponentSpec spec;
    spec.id = id;
    spec.kind = QStringLiteral("token");
    spec.name = name;
    spec.group = Tr::tr("Tokens and markers");
    spec.size = QSizeF(size, size);
    spec.shape = ComponentShape::Circle;
    spec.count = count;
    spec.front.background = colour;
    spec.front.marks.append(ComponentMark::ellipse(QRectF(0.8, 0.8, size - 1.6, size - 1.6), Paper, Ink, 0.4));
    if (value.isEmpty()) {
        spec.front.marks.append(ComponentMark::artMark(QRectF(size * 0.18, size * 0.18, size * 0.64, size * 0.64), art(icon)));
    } else {
        spec.front.marks.append(ComponentMark::artMark(QRectF(size * 0.2, size * 0.1, size * 0.6, size * 0.5), art(icon)));
        spec.front.marks.append(ComponentMark::textMark(QRectF(0, size * 0.55, size, size * 0.35), value, 9,
                                                        Qt::AlignCenter, true));
    }
    spec.back = spec.front;
    return spec;
}

QList<ComponentSpec> tokens()
{
    // The supply: enough for five players' usual totals; the rules set no limit.
    const ComponentColour nut = opaqueColour(0xa0703c);
    const ComponentColour coin = opaqueColour(0xd4a72c);
    QList<ComponentSpec> specs{
        token(QStringLiteral("nut-1"), Tr::tr("1 nut"), QStringLiteral("icons/nut.svg"), QStringLiteral("1"), 40, TokenSize, nut),
        token(QStringLiteral("nut-5"), Tr::tr("5 nuts"), QStringLiteral("icons/nut.svg"), QStringLiteral("5"), 15, TokenSize, nut),
        token(QStringLiteral("coin-1"), Tr::tr("1 coin"), QStringLiteral("icons/coin.svg"), QStringLiteral("1"), 30, TokenSize, coin),
        token(QStringLiteral("coin-5"), Tr::tr("5 coins"), QStringLiteral("icons/coin.svg"), QStringLiteral("5"), 10, TokenSize, coin),
        token(QStringLiteral("first-player"), Tr::tr("First player"), QStringLiteral("icons/first-player.svg"), {}, 1,
              TokenSize, opaqueColour(0x2b2b2b)),
        token(QStringLiteral("rival"), Tr::tr("Rival (solo)"), QStringLiteral("icons/rival.svg"), {}, 1, TokenSize,
              RivalColour),
    };
    for (int seat = 0; seat < MaxPlayers; ++seat) {
        ComponentSpec marker = token(QStringLiteral("stamina-marker-%1").arg(seat + 1),
                                     Tr::tr("Stamina marker, player %1").arg(seat + 1), QStringLiteral("icons/stamina.svg"),
                                     {}, 1, MarkerSize, SeatColours[seat]);
        marker.front.marks[0].colour = SeatColours[seat];
        marker.back = marker.front;
        specs.append(marker);
    }
    return specs;
}

ComponentSpec playerAid(const SquirrelRules &rules, const QString &gameName)
{
    ComponentSpec spec;
    spec.id = QStringLiteral("player-aid");
    spec.kind = QStringLiteral("aid");
    spec.name = Tr::tr("Player aid");
    spec.group = Tr::tr("Aids");
    spec.size = AidSize;
    spec.shape = ComponentShape::Rounded;
    spec.count = MaxPlayers;
    spec.front.background = Paper;
    ComponentMark band = ComponentMark::rectangle(QRectF(0, 0, AidSize.width(), 14), BackColour);
    band.bleeds = true;
    spec.front.marks.append(band);
    ComponentMark title = ComponentMark::textMark(QRectF(4, 2, AidSize.width() - 8, 10),
                                                  Tr::tr("%1: player aid").arg(gameName), 11, Qt::AlignCenter, true);
    title.colour = opaqueColour(0xffffff);
    spec.front.marks.append(title);
    QList<TextBlock> blocks{
        TextBlock::heading(Tr::tr("Morning")),
        TextBlock::bullet(Tr::tr("Refill the island's %n empty slots.", nullptr, rules.islandSlots)),
        TextBlock::bullet(Tr::tr("Gain the day's income, then every squirrel's loops.")),
        TextBlock::bullet(Tr::tr("Refresh every squirrel; everyone wakes up.")),
        TextBlock::heading(Tr::tr("Your turn")),
        TextBlock::bullet(Tr::tr("Awake: play a card from your hand, or from the island for %n more; or go to sleep.",
                                 nullptr, rules.islandSurcharge)),
        TextBlock::bullet(Tr::tr("Asleep: exhaust a refreshed squirrel to gather %1, or pass.")
                              .arg(resourceText(Nuts, rules.gatherNuts))),
        TextBlock::bullet(Tr::tr("Go again!: one more turn, even asleep.")),
        TextBlock::bullet(Tr::tr("The day ends when the last player falls asleep.")),
        TextBlock::heading(Tr::tr("Paying")),
        TextBlock::bullet(Tr::tr("Squirrels cost stamina, items coins; %1 coins pay 1 stamina.").arg(rules.coinsPerStamina)),
        TextBlock::bullet(Tr::tr("At most %1 stamina; each one more becomes 1 nut.").arg(rules.staminaCap)),
    };
    blocks += incomeBlocks(rules);
    blocks.append(TextBlock::heading(Tr::tr("End")));
    blocks.append(TextBlock::paragraph(Tr::tr("After day %1: nuts + stash values (+ bonuses). Tie: most squirrels in "
                                              "play, then shared.")
                                           .arg(rules.dayCount)));
    spec.front.marks.append(ComponentMark::flowMark(QRectF(5, 17, AidSize.width() - 10, AidSize.height() - 21), blocks, 8));
    return spec;
}
} // namespace

QList<ComponentSpec> SquirrelModule::components(const Ruleset &ruleset) const
{
    Problems problems;
    const auto rules = SquirrelRules::compile(ruleset, problems);
    if (!rules)
        return {};
    QList<ComponentSpec> specs;
    for (int index = 0; index < rules->cardCount; ++index)
        specs.append(card(*rules, index));
    specs.append(islandBoard(*rules, displayName()));
    for (int seat = 0; seat < MaxPlayers; ++seat)
        specs.append(playerMat(*rules, seat));
    specs += tokens();
    specs.append(playerAid(*rules, displayName()));
    return specs;
}

} // namespace isle::squirrelisland
