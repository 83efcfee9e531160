#include "battleschema.h"

#include "battlerules.h"

#include <QtGlobal>

namespace isle::battleisland {

namespace {

ChoiceSpec option(const char *value, const char *label, const char *colour = nullptr)
{
    ChoiceSpec spec;
    spec.value = QString::fromLatin1(value);
    spec.label = label;
    if (colour)
        spec.colour = QString::fromLatin1(colour);
    return spec;
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
    ParamSpec spec = integer(key, group, label, description, 0, 0);
    spec.type = ParamType::Boolean;
    return spec;
}

ParamSpec choice(const QString &key, const QString &group, const char *label, const char *description,
                 QList<ChoiceSpec> choices)
{
    ParamSpec spec = integer(key, group, label, description, 0, 0);
    spec.type = ParamType::Choice;
    spec.choices = std::move(choices);
    return spec;
}

// The space codes a tile's rows are written in, with the colours editors paint them.
QList<ChoiceSpec> terrainCodes(const QString &codes)
{
    static const QList<ChoiceSpec> all = {
        option("P", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "plains"), "#c5d86d"),
        option("F", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "forest"), "#4f8a3c"),
        option("M", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "mountain"), "#8d7b68"),
        option("W", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "water"), "#4a90c2"),
        option("L", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "building lot"), "#e8c170"),
        option("H", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "home base"), "#c0392b"),
        option("X", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "lighthouse"), "#f5f5f5"),
    };
    QList<ChoiceSpec> chosen;
    for (const ChoiceSpec &spec : all)
        if (codes.contains(spec.value))
            chosen.append(spec);
    return chosen;
}

ParamSpec pattern(const QString &key, const char *label, const char *description, const QString &codes)
{
    ParamSpec spec = integer(key, QStringLiteral("board"), label, description, 3, MaxTileSize);
    spec.type = ParamType::Pattern;
    spec.choices = terrainCodes(codes);
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

ParamSpec tileTable()
{
    ParamSpec spec;
    spec.key = QStringLiteral("tiles");
    spec.group = QStringLiteral("tiles");
    spec.label = QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Field tiles");
    spec.description = QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "The face-down pile: every field tile, its spaces written arrow up (the first row is the "
                          "front, toward the lighthouse) and how many copies the pile holds.");
    spec.type = ParamType::Table;
    spec.minRows = 1;
    spec.maxRows = MaxTileKinds;
    ColumnSpec id = column(QStringLiteral("id"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Tile"),
                           QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "The tile's id: lower-case letters, digits and hyphens; records and positions name the "
                              "tile by it."),
                           ParamType::Choice);
    id.isRowKey = true;
    ColumnSpec rows = column(QStringLiteral("rows"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Spaces"),
                             QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "The tile's spaces, rows separated by \"/\", the front row first: P plains, F forest, "
                                "M mountain, W water, L building lot."),
                             ParamType::Pattern, 3, MaxTileSize);
    rows.choices = terrainCodes(QStringLiteral("PFMWL"));
    spec.countColumn = QStringLiteral("copies");
    spec.columns = {
        id,
        column(QStringLiteral("name"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Name"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "The tile's name, as the board and the sheets show it."),
               ParamType::Text, 1, 40),
        rows,
        column(QStringLiteral("copies"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Copies"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "How many of this tile the pile holds."), ParamType::Integer,
               0, 9, QStringLiteral("tiles")),
    };
    return spec;
}

[[maybe_unused]] constexpr const char *SchemaWords[] = {
    QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Board"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Tiles"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Economy"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Units"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Combat"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "End"),
    QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "areas"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "spaces"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "coins"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "points"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "figures"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "tokens"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "dice"),
    QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "rounds"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "turns"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "units"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "activations"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "tiles"),
};

QList<ParamSpec> buildParams()
{
    const QString board = QStringLiteral("board");
    const QString economy = QStringLiteral("economy");
    const QString units = QStringLiteral("units");
    const QString combat = QStringLiteral("combat");
    const QString end = QStringLiteral("end");
    QList<ParamSpec> params;
    params.append(integer(QStringLiteral("boardSize"), board, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Board size"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Areas per side of the square board (the house rules allow 3, 4 or 6)."), 3, MaxBoard,
                          QStringLiteral("areas")));
    params.append(integer(QStringLiteral("tileSize"), board, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Tile size"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Spaces per side of a tile; odd, so the arrow has a centre space."), 3, MaxTileSize,
                          QStringLiteral("spaces")));
    params.append(choice(QStringLiteral("unusedCorners"), board, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Unused corners"),
                         QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "What a corner without a player holds in games of two or three."),
                         {option("neutralStartTile", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "a neutral start tile")),
                          option("fieldArea", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "an area explored like any other"))}));
    params.append(choice(QStringLiteral("evenBoardLighthouse"), board, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Lighthouse on even boards"),
                         QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "On a board of even size the lighthouse tile is in the pile: guaranteed to come out "
                            "before the board is full, or shuffled anywhere."),
                         {option("guaranteed", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "guaranteed")),
                          option("literalShuffle", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "shuffled anywhere"))}));
    params.append(pattern(QStringLiteral("startTile"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Start tile"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "The start tile in the corner's own terms: the first space is the board's outermost "
                             "corner; H the home base, L the building lots."),
                          QStringLiteral("PFMWLH")));
    params.append(pattern(QStringLiteral("lighthouseTile"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Lighthouse tile"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "The lighthouse tile, with X the lighthouse square."), QStringLiteral("PFMWLX")));
    params.append(tileTable());

    params.append(integer(QStringLiteral("startingCoins"), economy, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Starting coins"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Coins each player starts with."), 0, 99, QStringLiteral("coins")));
    params.append(choice(QStringLiteral("startTokenSides"), economy, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Start tokens"),
                         QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Which side the building tokens on the start tile's lots show at the start."),
                         {option("cities", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "both cities")),
                          option("playerChoice", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "each player chooses"))}));
    params.append(boolean(QStringLiteral("factoryIncome"), economy, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Factories pay income"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Factories pay income by their position as cities do.")));
    params.append(integer(QStringLiteral("cityValueRing0"), economy, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "City on the outer ring"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Coins a turn for a city on the outer ring of areas, the start tiles included."), 0, 9,
                          QStringLiteral("coins")));
    params.append(integer(QStringLiteral("cityValueDeeper"), economy, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "City further in"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Coins a turn for a city on any deeper ring."), 0, 9, QStringLiteral("coins")));
    params.append(integer(QStringLiteral("lighthouseValue"), economy, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Lighthouse income"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Coins a turn for owning the lighthouse, which is always a city."), 0, 9,
                          QStringLiteral("coins")));
    params.append(integer(QStringLiteral("basicCost"), economy, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Basic unit cost"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Coins to recruit a basic unit."), 0, 20, QStringLiteral("coins")));
    params.append(integer(QStringLiteral("eliteCost"), economy, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Elite unit cost"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Coins to recruit an elite unit."), 0, 20, QStringLiteral("coins")));
    params.append(integer(QStringLiteral("supplyBasic"), economy, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Basic figures"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Basic figures per colour; a stack uses one per member."), 1, MaxSupply,
                          QStringLiteral("figures")));
    params.append(integer(QStringLiteral("supplyElite"), economy, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Elite figures"), QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Elite figures per colour."),
                          0, MaxSupply, QStringLiteral("figures")));
    params.append(integer(QStringLiteral("supplyTokens"), economy, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Building tokens"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Building tokens per colour; only building is limited by them."), 0, 99,
                          QStringLiteral("tokens")));

    params.append(integer(QStringLiteral("activationsPerTurn"), units, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Activations a turn"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Units a player may activate in one turn."), 1, 10, QStringLiteral("activations")));
    params.append(integer(QStringLiteral("basicMovePoints"), units, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Basic movement"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Movement points of a basic unit or a stack."), 1, 15));
    params.append(integer(QStringLiteral("eliteMovePoints"), units, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Elite movement"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Movement points of an elite unit."), 1, 15));
    params.append(integer(QStringLiteral("mountainCost"), units, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Mountain cost"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Movement points to enter a mountain; elites never can."), 1, 5));
    params.append(integer(QStringLiteral("maxStack"), units, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Largest stack"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Basic figures one stack may hold; 1 turns stacking off."), 1, MaxStackSize,
                          QStringLiteral("figures")));
    params.append(integer(QStringLiteral("stackRerolls2"), units, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Re-rolls of a stack of 2"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Dice a stack of two may re-roll in a combat."), 0, MaxDice - 1, QStringLiteral("dice")));
    params.append(integer(QStringLiteral("stackRerolls3"), units, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Re-rolls of a stack of 3"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Dice a stack of three may re-roll in a combat."), 0, MaxDice - 1,
                          QStringLiteral("dice")));
    params.append(choice(QStringLiteral("stackLockScope"), units, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Stacks stay put"),
                         QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "How long a newly formed stack may not move or act."),
                         {option("restOfTurn", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "for the rest of the turn")),
                          option("permanent", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "for good"))}));

    params.append(integer(QStringLiteral("combatDice"), combat, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Combat dice"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Six-sided dice each side rolls in a combat."), 1, MaxDice, QStringLiteral("dice")));
    params.append(integer(QStringLiteral("attackerBonus"), combat, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Attack bonus"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Added to the dice of an attacking basic unit or stack."), 0, 5));
    params.append(integer(QStringLiteral("eliteAttackBonus"), combat, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Elite attack bonus"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Added to the dice of an attacking elite (in all, not on top of the attack bonus)."), 0,
                          5));
    params.append(integer(QStringLiteral("defencePlains"), combat, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Defence on plains"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Added to a defender on plains or an empty lot."), 0, 5));
    params.append(integer(QStringLiteral("defenceForest"), combat, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Defence in forest"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Added to a defender in a forest."), 0, 5));
    params.append(integer(QStringLiteral("defenceMountain"), combat, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Defence on a mountain"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Added to a defender on a mountain."), 0, 5));
    params.append(integer(QStringLiteral("defenceStructure"), combat, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Defence in a structure"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Added to a defender on a city, factory, base or the lighthouse square, instead of "
                             "the terrain's bonus."),
                          0, 5));
    params.append(integer(QStringLiteral("eliteDefenceBonus"), combat, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Elite defence bonus"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Added to a defending elite on top of its space's bonus."), 0, 5));
    params.append(choice(QStringLiteral("rerollOrder"), combat, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Re-roll order"),
                         QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Whether the attacker re-rolls first and the defender then decides knowing the result, "
                            "or both decide at once."),
                         {option("attackerThenDefender", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "attacker, then defender")),
                          option("simultaneous", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "both at once"))}));

    params.append(boolean(QStringLiteral("captureNeedsAction"), end, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Capturing takes an action"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "A unit must spend its action to take a structure; the capture still completes at its "
                             "owner's next turn.")));
    params.append(choice(QStringLiteral("baseCaptureTransfers"), end, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "A captured base hands over"),
                         QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "What the eliminated player's structures become when their base is captured."),
                         {option("allStructures", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "every structure")),
                          option("citiesOnly", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "cities only; factories become empty lots"))}));
    params.append(choice(QStringLiteral("lighthouseTrigger"), end, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Lighthouse placements"),
                         QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "When the lighthouse owner places a tile from the pile on an empty area of their choice."),
                         {option("ownedOncePerOwnerTurn", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "once in each of the owner's turns")),
                          option("needsUnit", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "in the owner's turns while a unit of theirs is on it")),
                          option("everyTurn", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "in every player's turn"))}));
    params.append(integer(QStringLiteral("lighthouseEndBonus"), end, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Lighthouse points"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Points for owning the lighthouse at the end, on top of the 1 every building scores."),
                          0, 20, QStringLiteral("points")));
    params.append(choice(QStringLiteral("countdownUnit"), end, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Countdown counted in"),
                         QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Whether the countdown after the board is full counts rounds (every player the same "
                            "number of turns) or turns in all."),
                         {option("rounds", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "rounds")), option("turns", QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "turns"))}));
    params.append(integer(QStringLiteral("countdownRounds"), end, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Countdown"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Rounds (or turns) played once the board is full."), 1, 20));
    params.append(integer(QStringLiteral("stallRounds"), end, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Stall rule"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "After this many rounds without a new tile, the player to move must place one; 0 turns "
                             "the rule off."),
                          0, 10, QStringLiteral("rounds")));
    params.append(integer(QStringLiteral("maxTurns"), end, QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "Turn limit"),
                          QT_TRANSLATE_NOOP("isle::battleisland::Ruleset", "The game is scored as at its normal end after this many turns."), 20, 5000,
                          QStringLiteral("turns")));
    return params;
}
} // namespace

const RulesetSchema &battleSchema()
{
    static const RulesetSchema schema(QStringLiteral("battle-island-of-fog"), "isle::battleisland::Ruleset",
                                      buildParams());
    return schema;
}

} // namespace isle::battleisland
