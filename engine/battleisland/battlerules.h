#pragma once

#include "core/problem.h"
#include "core/ruleset.h"

#include <QStringList>

#include <array>
#include <cstdint>
#include <memory>

namespace isle::battleisland {

// Bounds of the compiled rules; the schema and compile() keep rulesets within them, so
// the state is made of fixed arrays (docs/games/battleisland.md, "Limits").
inline constexpr int MaxBoard = 6;         // areas per side
inline constexpr int MaxTileSize = 5;      // spaces per tile side (odd)
inline constexpr int MaxWidth = MaxBoard * MaxTileSize;
// Spaces and areas are numbered with fixed strides, so records name them without the
// ruleset (actionFromJson has none): space = row · SpaceStride + column.
inline constexpr int SpaceStride = 32;
inline constexpr int AreaStride = 8;
inline constexpr int MaxSpaces = SpaceStride * MaxWidth;
inline constexpr int MaxAreas = AreaStride * MaxBoard;
inline constexpr int MaxColours = 4;
inline constexpr int MaxSupply = 30;       // figures of one type per colour
inline constexpr int MaxUnits = MaxColours * 2 * MaxSupply;
inline constexpr int MaxTileKinds = 64;
inline constexpr int MaxPile = 160;
inline constexpr int MaxDice = 5;
inline constexpr int MaxStackSize = 3;

// Space types, as the tile rows write them.
enum class Terrain : std::uint8_t { Fog, Plains, Forest, Mountain, Water, Lot, Home, Lighthouse };
Terrain terrainFromCode(QChar code); // Fog for an unknown code
char terrainCode(Terrain terrain);   // '.' for fog

enum class UnusedCorners : std::uint8_t { NeutralStartTile, FieldArea };
enum class RerollOrder : std::uint8_t { AttackerThenDefender, Simultaneous };
enum class LighthouseTrigger : std::uint8_t { OwnedOncePerOwnerTurn, NeedsUnit, EveryTurn };
enum class CountdownUnit : std::uint8_t { Rounds, Turns };

// One tile's terrain, arrow up (row 0 the front), size × size codes.
struct TileRules
{
    std::array<Terrain, MaxTileSize * MaxTileSize> spaces{};
    std::uint8_t copies = 0;
    std::uint8_t lots = 0;

    Terrain at(int size, int row, int column) const { return spaces[static_cast<std::size_t>(row * size + column)]; }
};

// The ruleset in the form the hot path reads; built once per game by compile() and
// shared by clones. Every cross-parameter check, with its JSON path, is in compile().
struct BattleRules
{
    int boardSize = 5;
    int tileSize = 3;
    UnusedCorners unusedCorners = UnusedCorners::NeutralStartTile;
    bool guaranteedLighthouse = true; // evenBoardLighthouse
    TileRules startTile;
    TileRules lighthouseTile;
    int tileCount = 0;
    std::array<TileRules, MaxTileKinds> tiles{};
    QStringList ids;   // tile ids, by row
    QStringList names; // tile names, by row
    int pileSize = 0;

    int startingCoins = 0;
    bool chooseStartSides = false; // startTokenSides = playerChoice
    bool factoryIncome = false;
    int cityValueRing0 = 1;
    int cityValueDeeper = 2;
    int lighthouseValue = 3;
    int basicCost = 2;
    int eliteCost = 6;
    int supplyBasic = 20;
    int supplyElite = 20;
    int supplyTokens = 40;

    int activationsPerTurn = 5;
    int basicMovePoints = 6;
    int eliteMovePoints = 7;
    int mountainCost = 2;
    int maxStack = 3;
    std::array<int, MaxStackSize + 1> stackRerolls{}; // by stack size
    bool permanentStackLock = false;

    int combatDice = 3;
    int attackerBonus = 1;
    int eliteAttackBonus = 2;
    int defencePlains = 0;
    int defenceForest = 1;
    int defenceMountain = 2;
    int defenceStructure = 2;
    int eliteDefenceBonus = 1;
    RerollOrder rerollOrder = RerollOrder::AttackerThenDefender;

    bool captureNeedsAction = false;
    bool transferCitiesOnly = false;
    LighthouseTrigger lighthouseTrigger = LighthouseTrigger::OwnedOncePerOwnerTurn;
    int lighthouseEndBonus = 3;
    CountdownUnit countdownUnit = CountdownUnit::Rounds;
    int countdownRounds = 5;
    int stallRounds = 2;
    int maxTurns = 500;

    // The area each space lies in (BattleGame::areaOf), set by compile(): legality and the
    // evaluation ask it for every step considered, and a division by the tile size each
    // time was a tenth of the evaluation's cost (docs/BENCHMARKS.md).
    std::array<std::uint8_t, MaxSpaces> areaOfSpace{};

    int width() const { return boardSize * tileSize; }
    bool oddBoard() const { return boardSize % 2 == 1; }
    int tileIndex(const QString &id) const { return int(ids.indexOf(id)); }
    // Empty areas after set-up with `colours` colours in play.
    int emptyAreasAtStart(int colours) const;

    static std::shared_ptr<const BattleRules> compile(const Ruleset &ruleset, Problems &problems);
};

} // namespace isle::battleisland
