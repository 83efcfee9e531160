#include "foggyschema.h"

#include "characters.h"

#include <QtGlobal>

namespace isle::foggy {

namespace {
#define TR(text) QT_TRANSLATE_NOOP("isle::foggy::Ruleset", text)

constexpr int MaxRoundsParam = 10;

QList<ChoiceSpec> basicCharacterChoices()
{
    return {{QStringLiteral("none"), TR("none")},
            {QStringLiteral("wolf"), TR("Wolf")},
            {QStringLiteral("rat"), TR("Rat")},
            {QStringLiteral("rabbit"), TR("Rabbit")},
            {QStringLiteral("pig"), TR("Pig")}};
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

ParamSpec choice(const QString &key, const QString &group, const char *label, const char *description,
                 QList<ChoiceSpec> choices)
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

ParamSpec table(const QString &key, const QString &group, const char *label, const char *description,
                QList<ColumnSpec> columns)
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

QList<ParamSpec> buildParams()
{
    QList<ParamSpec> params;
    const QString board = QStringLiteral("board");
    const QString tokens = QStringLiteral("tokens");
    const QString turn = QStringLiteral("turn");
    const QString scoring = QStringLiteral("scoring");
    const QString rounds = QStringLiteral("rounds");
    const QString weather = QStringLiteral("weather");

    params.append(integer(QStringLiteral("boardWidth"), board, TR("Board width"),
                          TR("Number of tile columns of the island map."), 3, 16, QStringLiteral("tiles")));
    params.append(integer(QStringLiteral("boardHeight"), board, TR("Board height"),
                          TR("Number of tile rows of the island map."), 3, 16, QStringLiteral("tiles")));

    ParamSpec fog = table(QStringLiteral("fogRegions"), board, TR("Fog regions"),
                          TR("Rectangles covered by fog boards under Cloudy and Foggy weather. Columns and rows "
                             "count from 0 at the top left; regions may not overlap."),
                          {column(QStringLiteral("x"), TR("Column"), TR("Leftmost column, from 0."), ParamType::Integer, 0, 15),
                           column(QStringLiteral("y"), TR("Row"), TR("Top row, from 0."), ParamType::Integer, 0, 15),
                           column(QStringLiteral("width"), TR("Width"), TR("Columns covered."), ParamType::Integer, 1, 16,
                                  QStringLiteral("tiles")),
                           column(QStringLiteral("height"), TR("Height"), TR("Rows covered."), ParamType::Integer, 1, 16,
                                  QStringLiteral("tiles"))});
    fog.minRows = 0;
    fog.maxRows = 16;
    params.append(fog);

    ColumnSpec id = column(QStringLiteral("id"), TR("Character"), TR("Which character the row describes."),
                           ParamType::Choice);
    id.isRowKey = true;
    ColumnSpec colour = column(QStringLiteral("faceColour"), TR("Face colour"),
                               TR("Whose line the token builds: its owner's, the opponent's (a spy), nobody's "
                                  "(white), or that of the last token placed next to it (chameleon)."),
                               ParamType::Choice);
    colour.choices = {{QStringLiteral("owner"), TR("owner")},
                      {QStringLiteral("opponent"), TR("opponent (spy)")},
                      {QStringLiteral("white"), TR("white (neutral)")},
                      {QStringLiteral("chameleon"), TR("chameleon")}};
    ColumnSpec replaces = column(QStringLiteral("replaces"), TR("Replaces"),
                                 TR("Basic character given back when this mercenary is hired."), ParamType::Choice);
    replaces.choices = basicCharacterChoices();
    ParamSpec characters = table(
        QStringLiteral("characters"), tokens, TR("Characters"),
        TR("Every character: how many each player starts with or may hire, whose line it builds, and how it "
           "changes a line's value."),
        {id,
         column(QStringLiteral("basicCount"), TR("Starting tokens"), TR("Tokens of this character in each player's starting set."),
                ParamType::Integer, 0, 30, QStringLiteral("tokens")),
         column(QStringLiteral("hireCount"), TR("For hire"), TR("Tokens of this mercenary each player may hire."),
                ParamType::Integer, 0, 30, QStringLiteral("tokens")),
         colour,
         column(QStringLiteral("multiplier"), TR("Multiplier"),
                TR("A line containing this character is multiplied by this; several multipliers do not "
                   "combine, the largest applies."),
                ParamType::Integer, 1, 10, QStringLiteral("×")),
         column(QStringLiteral("halvesLine"), TR("Halves line"),
                TR("A line containing this character scores half, rounded down, after multipliers."),
                ParamType::Boolean),
         column(QStringLiteral("cost"), TR("Cost"), TR("Coins to hire one."), ParamType::Integer, 0, 999,
                QStringLiteral("coins")),
         replaces});
    characters.fixedRows = characterRows();
    characters.columns[0].choices.clear();
    for (const QString &row : characters.fixedRows)
        characters.columns[0].choices.append({row, ""});
    params.append(characters);

    params.append(integer(QStringLiteral("handSize"), turn, TR("Hand size"),
                          TR("Tokens a player holds; after placing, a player draws back up to this."), 1, 10,
                          QStringLiteral("tokens")));
    params.append(choice(QStringLiteral("openingHand"), turn, TR("Opening hand"),
                         TR("Whether players pick their opening hand from their tokens or draw it at random."),
                         {{QStringLiteral("choose"), TR("players choose")},
                          {QStringLiteral("random"), TR("drawn at random")}}));

    ParamSpec scoringTable = table(QStringLiteral("scoringTable"), scoring, TR("Scoring table"),
                                   TR("Victory points of a line by its length. Lengths must follow each other without "
                                      "a gap; the shortest length is the shortest line that counts. Longer lines than "
                                      "the table lists repeat the last step's growth."),
                                   {column(QStringLiteral("length"), TR("Line length"), TR("Tokens in the line."),
                                           ParamType::Integer, 2, 16, QStringLiteral("tokens")),
                                    column(QStringLiteral("points"), TR("Points"), TR("Victory points for such a line."),
                                           ParamType::Integer, 0, 1000, QStringLiteral("points"))});
    scoringTable.minRows = 1;
    scoringTable.maxRows = 15;
    params.append(scoringTable);
    params.append(boolean(QStringLiteral("crowHalvingStacks"), scoring, TR("Halvings stack"),
                          TR("When on, a line with two halving characters is halved twice; when off, once.")));

    params.append(integer(QStringLiteral("basicRounds"), rounds, TR("Rounds (basic game)"),
                          TR("Rounds in the basic game."), 1, MaxRoundsParam, QStringLiteral("rounds")));
    params.last().variants = {QStringLiteral("basic")};
    params.append(integer(QStringLiteral("weatherRounds"), rounds, TR("Rounds (weather game)"),
                          TR("Rounds in the game with weather cards."), 1, MaxRoundsParam, QStringLiteral("rounds")));
    params.last().variants = {QStringLiteral("weather")};

    ColumnSpec weatherKind = column(QStringLiteral("weather"), TR("Weather"), TR("Kind of weather card."),
                                    ParamType::Choice);
    weatherKind.isRowKey = true;
    ParamSpec deck = table(QStringLiteral("weatherDeck"), weather, TR("Weather deck"),
                           TR("How many cards of each weather the deck holds."),
                           {weatherKind, column(QStringLiteral("count"), TR("Cards"), TR("Cards of this weather."),
                                                ParamType::Integer, 0, 20, QStringLiteral("cards"))});
    deck.fixedRows = {QStringLiteral("sunny"), QStringLiteral("cloudy"), QStringLiteral("foggy")};
    params.append(deck);
    params.append(choice(QStringLiteral("fogLifter"), weather, TR("Who lifts fog"),
                         TR("When the open area is full, this player chooses which fog board to lift."),
                         {{QStringLiteral("next-player"), TR("the next player")},
                          {QStringLiteral("last-placer"), TR("the player who filled the last tile")}}));
    params.append(boolean(QStringLiteral("ownerSeesFaceDown"), weather, TR("Owners see their face-down tokens"),
                          TR("Whether a player may look at their own face-down tokens on the map.")));
    params.append(boolean(QStringLiteral("keptWeatherReturns"), weather, TR("Kept weather card returns"),
                          TR("When on, the round's weather card goes to the bottom of the deck at the round's end, "
                             "so the deck never runs out; when off, it leaves the game (an empty deck then means "
                             "Sunny weather).")));
    for (ParamSpec &spec : params)
        if (spec.group == weather)
            spec.variants = {QStringLiteral("weather")};
    return params;
}
#undef TR
} // namespace

const RulesetSchema &foggySchema()
{
    static const RulesetSchema schema(QStringLiteral("foggy-island"), "isle::foggy::Ruleset", buildParams());
    return schema;
}

} // namespace isle::foggy
