#include "foggyschema.h"

#include "characters.h"
#include "foggyrules.h"

#include <QtGlobal>

namespace isle::foggy {

namespace {

constexpr int MaxRoundsParam = 10;
static_assert(MaxSeatTokens == 64, "the description of basicCount names the largest starting set");

QList<ChoiceSpec> basicCharacterChoices()
{
    return { { QStringLiteral("none"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "none") },
        { QStringLiteral("wolf"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Wolf") },
        { QStringLiteral("rat"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Rat") },
        { QStringLiteral("rabbit"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Rabbit") },
        { QStringLiteral("pig"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Pig") } };
}

// Row keys as the rest of the game names them (the log, the reference, the board).
QString characterRowLabel(const QString &rowKey)
{
    const auto character = characterFromId(rowKey);
    return character ? characterName(kindOf(*character)) : QString();
}

QString weatherRowLabel(const QString &rowKey)
{
    for (int weather = 0; weather < WeatherKindCount; ++weather)
        if (rowKey == QLatin1StringView(weatherId(static_cast<Weather>(weather))))
            return weatherName(static_cast<Weather>(weather));
    return {};
}

QStringList characterRows()
{
    QStringList rows;
    for (int kind = 0; kind < CharacterCount; ++kind)
        rows.append(characterId(kind));
    return rows;
}

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

ParamSpec boolean(const QString &key, const QString &group, const char *label, const char *description)
{
    ParamSpec spec;
    spec.key = key;
    spec.group = group;
    spec.label = label;
    spec.description = description;
    spec.type = ParamType::Boolean;
    return spec;
}

ParamSpec choice(
    const QString &key, const QString &group, const char *label, const char *description, QList<ChoiceSpec> choices)
{
    ParamSpec spec;
    spec.key = key;
    spec.group = group;
    spec.label = label;
    spec.description = description;
    spec.type = ParamType::Choice;
    spec.choices = std::move(choices);
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

ParamSpec table(
    const QString &key, const QString &group, const char *label, const char *description, QList<ColumnSpec> columns)
{
    ParamSpec spec;
    spec.key = key;
    spec.group = group;
    spec.label = label;
    spec.description = description;
    spec.type = ParamType::Table;
    spec.columns = std::move(columns);
    return spec;
}

// Words the editor makes from ids as it runs, listed so that lupdate finds them: a group's
// tab is its id with a capital ("board" → "Board", groupLabel()), a unit is shown as is.
[[maybe_unused]] constexpr const char *SchemaWords[] = {
    QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Board"),  QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Tokens"),
    QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Turn"),   QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Scoring"),
    QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Rounds"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Weather"),
    QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "cards"),  QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "coins"),
    QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "points"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "rounds"),
    QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "tiles"),  QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "tokens"),
};

QList<ParamSpec> buildParams()
{
    QList<ParamSpec> params;
    const QString board = QStringLiteral("board");
    const QString tokens = QStringLiteral("tokens");
    const QString turn = QStringLiteral("turn");
    const QString scoring = QStringLiteral("scoring");
    const QString rounds = QStringLiteral("rounds");
    const QString weather = QStringLiteral("weather");

    params.append(integer(QStringLiteral("boardWidth"), board, QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Board width"),
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Number of tile columns of the island map."), 3, 16,
        QStringLiteral("tiles")));
    params.append(
        integer(QStringLiteral("boardHeight"), board, QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Board height"),
            QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Number of tile rows of the island map."), 3, 16,
            QStringLiteral("tiles")));

    ParamSpec fog = table(QStringLiteral("fogRegions"), board, QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Fog regions"),
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset",
            "Rectangles covered by fog boards under Cloudy and Foggy weather. Columns and rows "
            "count from 0 at the top left; regions may not overlap."),
        { column(QStringLiteral("x"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Column"),
              QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Leftmost column, from 0."), ParamType::Integer, 0, 15),
            column(QStringLiteral("y"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Row"),
                QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Top row, from 0."), ParamType::Integer, 0, 15),
            column(QStringLiteral("width"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Width"),
                QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Columns covered."), ParamType::Integer, 1, 16,
                QStringLiteral("tiles")),
            column(QStringLiteral("height"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Height"),
                QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Rows covered."), ParamType::Integer, 1, 16,
                QStringLiteral("tiles")) });
    fog.minRows = 0;
    fog.maxRows = 16;
    params.append(fog);

    ColumnSpec id = column(QStringLiteral("id"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Character"),
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Which character the row describes."), ParamType::Choice);
    id.isRowKey = true;
    ColumnSpec colour = column(QStringLiteral("faceColour"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Face colour"),
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset",
            "Whose line the token builds: its owner's, the opponent's (a spy), nobody's "
            "(white), or that of the last token placed next to it (chameleon)."),
        ParamType::Choice);
    colour.choices = { { QStringLiteral("owner"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "owner") },
        { QStringLiteral("opponent"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "opponent (spy)") },
        { QStringLiteral("white"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "white (neutral)") },
        { QStringLiteral("chameleon"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "chameleon") } };
    ColumnSpec replaces = column(QStringLiteral("replaces"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Replaces"),
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Basic character given back when this mercenary is hired."),
        ParamType::Choice);
    replaces.choices = basicCharacterChoices();
    ParamSpec characters = table(QStringLiteral("characters"), tokens,
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Characters"),
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset",
            "Every character: how many each player starts with or may hire, whose line it builds, and how it "
            "changes a line's value."),
        { id,
            column(QStringLiteral("basicCount"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Starting tokens"),
                QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Tokens of this character in each player's starting "
                                                          "set; the whole set holds at most 64."),
                ParamType::Integer, 0, 30, QStringLiteral("tokens")),
            column(QStringLiteral("hireCount"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "For hire"),
                QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Tokens of this mercenary each player may hire."),
                ParamType::Integer, 0, 30, QStringLiteral("tokens")),
            colour,
            column(QStringLiteral("multiplier"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Multiplier"),
                QT_TRANSLATE_NOOP("isle::foggy::Ruleset",
                    "A line containing this character is multiplied by this; several multipliers do not "
                    "combine, the largest applies."),
                ParamType::Integer, 1, 10, QStringLiteral("×")),
            column(QStringLiteral("halvesLine"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Halves line"),
                QT_TRANSLATE_NOOP("isle::foggy::Ruleset",
                    "A line containing this character scores half, rounded down, after multipliers."),
                ParamType::Boolean),
            column(QStringLiteral("cost"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Cost"),
                QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Coins to hire one."), ParamType::Integer, 0, 999,
                QStringLiteral("coins")),
            replaces });
    characters.fixedRows = characterRows();
    characters.rowLabel = characterRowLabel;
    characters.columns[0].choices.clear();
    for (const QString &row : characters.fixedRows)
        characters.columns[0].choices.append({ row, "" });
    params.append(characters);

    params.append(integer(QStringLiteral("handSize"), turn, QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Hand size"),
        QT_TRANSLATE_NOOP(
            "isle::foggy::Ruleset", "Tokens a player holds; after placing, a player draws back up to this."),
        1, 10, QStringLiteral("tokens")));
    params.append(choice(QStringLiteral("openingHand"), turn, QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Opening hand"),
        QT_TRANSLATE_NOOP(
            "isle::foggy::Ruleset", "Whether players pick their opening hand from their tokens or draw it at random."),
        { { QStringLiteral("choose"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "players choose") },
            { QStringLiteral("random"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "drawn at random") } }));

    ParamSpec scoringTable
        = table(QStringLiteral("scoringTable"), scoring, QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Scoring table"),
            QT_TRANSLATE_NOOP("isle::foggy::Ruleset",
                "Victory points of a line by its length. Lengths must follow each other without "
                "a gap; the shortest length is the shortest line that counts. Longer lines than "
                "the table lists repeat the last step's growth."),
            { column(QStringLiteral("length"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Line length"),
                  QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Tokens in the line."), ParamType::Integer, 2, 16,
                  QStringLiteral("tokens")),
                column(QStringLiteral("points"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Points"),
                    QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Victory points for such a line."), ParamType::Integer, 0,
                    1000, QStringLiteral("points")) });
    scoringTable.minRows = 1;
    scoringTable.maxRows = 15;
    params.append(scoringTable);
    params.append(boolean(QStringLiteral("crowHalvingStacks"), scoring,
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Halvings stack"),
        QT_TRANSLATE_NOOP(
            "isle::foggy::Ruleset", "When on, a line with two halving characters is halved twice; when off, once.")));

    params.append(
        integer(QStringLiteral("basicRounds"), rounds, QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Rounds (basic game)"),
            QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Rounds in the basic game."), 1, MaxRoundsParam,
            QStringLiteral("rounds")));
    params.last().variants = { QStringLiteral("basic") };
    params.append(integer(QStringLiteral("weatherRounds"), rounds,
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Rounds (weather game)"),
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Rounds in the game with weather cards."), 1, MaxRoundsParam,
        QStringLiteral("rounds")));
    params.last().variants = { QStringLiteral("weather") };
    params.append(integer(QStringLiteral("mercenaryRounds"), rounds,
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Rounds (mercenary game)"),
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset",
            "Rounds in the game with mercenary characters, "
            "before any extra round."),
        1, MaxRoundsParam, QStringLiteral("rounds")));
    params.last().variants = { QStringLiteral("mercenary") };
    params.append(integer(QStringLiteral("maxExtraRounds"), rounds,
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Extra rounds at most"),
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset",
            "When coins and the cost of hired mercenaries "
            "are both tied, one more round is played, at most "
            "this many times; then the game is a draw."),
        0, 5, QStringLiteral("rounds")));
    params.last().variants = { QStringLiteral("mercenary"), QStringLiteral("quick"), QStringLiteral("team") };

    params.append(integer(QStringLiteral("quickRounds"), rounds,
                          QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Rounds (quick game)"),
                          QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Rounds in the quick game, before any extra round."),
                          1, MaxRoundsParam, QStringLiteral("rounds")));
    params.last().variants = {QStringLiteral("quick")};
    params.append(integer(QStringLiteral("quickCoins"), rounds,
                          QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Coins to hire with (quick game)"),
                          QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Coins each player hires with before the first "
                                                                    "round; what is not spent is given back."),
                          0, 999, QStringLiteral("coins")));
    params.last().variants = {QStringLiteral("quick")};
    params.append(choice(QStringLiteral("quickWeather"), rounds,
                         QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Weather (quick game)"),
                         QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "The one weather of the whole quick game: chosen "
                                                                   "by the second player at the start of the game, "
                                                                   "drawn like a round's weather, once, or fixed here."),
                         {{QStringLiteral("choose"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "chosen by a player")},
                          {QStringLiteral("draw"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "drawn once")},
                          {QStringLiteral("sunny"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Sunny")},
                          {QStringLiteral("cloudy"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Cloudy")},
                          {QStringLiteral("foggy"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Foggy")}}));
    params.last().variants = {QStringLiteral("quick")};

    params.append(integer(QStringLiteral("teamRounds"), rounds,
                          QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Rounds (team game)"),
                          QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Rounds in the team game for four players, "
                                                                    "before any extra round."),
                          1, MaxRoundsParam, QStringLiteral("rounds")));
    params.last().variants = {QStringLiteral("team")};
    params.append(choice(QStringLiteral("teamWeather"), rounds,
                         QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Weather (team game)"),
                         QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "The one weather of the whole team game. The "
                                                                   "rulebook allows Sunny only; the others are for "
                                                                   "trying the variant out."),
                         {{QStringLiteral("draw"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "drawn once")},
                          {QStringLiteral("sunny"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Sunny")},
                          {QStringLiteral("cloudy"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Cloudy")},
                          {QStringLiteral("foggy"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Foggy")}}));
    params.last().variants = {QStringLiteral("team")};

    ColumnSpec weatherKind = column(QStringLiteral("weather"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Weather"),
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Kind of weather card."), ParamType::Choice);
    weatherKind.isRowKey = true;
    ParamSpec deck
        = table(QStringLiteral("weatherDeck"), weather, QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Weather deck"),
            QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "How many cards of each weather the deck holds."),
            { weatherKind,
                column(QStringLiteral("count"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Cards"),
                    QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Cards of this weather."), ParamType::Integer, 0, 20,
                    QStringLiteral("cards")) });
    deck.fixedRows = { QStringLiteral("sunny"), QStringLiteral("cloudy"), QStringLiteral("foggy") };
    deck.rowLabel = weatherRowLabel;
    params.append(deck);
    params.append(
        choice(QStringLiteral("fogLifter"), weather, QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Who lifts fog"),
            QT_TRANSLATE_NOOP(
                "isle::foggy::Ruleset", "When the open area is full, this player chooses which fog board to lift."),
            { { QStringLiteral("next-player"), QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "the next player") },
                { QStringLiteral("last-placer"),
                    QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "the player who filled the last tile") } }));
    params.append(boolean(QStringLiteral("ownerSeesFaceDown"), weather,
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Owners see their face-down tokens"),
        QT_TRANSLATE_NOOP(
            "isle::foggy::Ruleset", "Whether a player may look at their own face-down tokens on the map. The "
                                    "printed rulebook says no one may.")));
    params.append(boolean(QStringLiteral("keptWeatherReturns"), weather,
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset", "Kept weather card returns"),
        QT_TRANSLATE_NOOP("isle::foggy::Ruleset",
            "When on, the round's weather card goes to the bottom of the deck at the round's end, "
            "so the deck never runs out; when off, it leaves the game (an empty deck then means "
            "Sunny weather).")));
    for (ParamSpec &spec : params)
        if (spec.group == weather)
            spec.variants = { QStringLiteral("weather"), QStringLiteral("mercenary"), QStringLiteral("quick"),
                QStringLiteral("team") };
    return params;
}
} // namespace

const RulesetSchema &foggySchema()
{
    static const RulesetSchema schema(QStringLiteral("foggy-island"), "isle::foggy::Ruleset", buildParams());
    return schema;
}

} // namespace isle::foggy
