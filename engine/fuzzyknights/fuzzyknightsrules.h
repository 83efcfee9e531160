#pragma once

#include "core/diceexpression.h"
#include "core/problem.h"
#include "core/ruleset.h"

#include <array>
#include <cstdint>
#include <memory>

namespace isle::fuzzyknights {

// Bounds of the compiled rules; the schema and compile() keep rulesets within them, so the
// state is made of fixed arrays (docs/games/fuzzyknights.md, "Limits").
inline constexpr int MaxMap = 16;          // tiles per side
// Tiles are numbered with a fixed stride, so records name them without the ruleset
// (actionFromJson has none): tile = y · TileStride + x.
inline constexpr int TileStride = 32;
inline constexpr int MaxTiles = TileStride * MaxMap;
inline constexpr int MaxSeats = 4;
inline constexpr int MaxHeroesPerSeat = 4;
inline constexpr int MaxHeroes = MaxSeats * MaxHeroesPerSeat;
inline constexpr int MaxItems = 6;        // carried by one hero
inline constexpr int MaxArmory = 12;      // stored in one settlement
inline constexpr int MaxArmy = 4000;      // mercenaries with one hero or in one pool
inline constexpr int Tiers = 4;           // Encampment, Villa, Estate, Castle
inline constexpr int Rarities = 5;        // Common … Legendary
inline constexpr int ItemTypes = 3;       // Main Hand, Off Hand, Amulet
inline constexpr int MaxBands = 10;       // rows of a band table (a 1dP table has at most 10)

enum class TokenKind : std::uint8_t { Resource, Monster, Item };
enum class ItemType : std::uint8_t { MainHand, OffHand, Amulet };
enum class MonsterResult : std::uint8_t { HardFight, Fight, Bribe, Defect };
enum class SettlementRollMode : std::uint8_t { ByTier, Fixed };
enum class IncomeMode : std::uint8_t { ByTier, Flat };

// A band table: a die and the result for each band of its values (rows by `upTo`, rising).
struct BandTable
{
    DiceExpression die;
    int count = 0;
    std::array<int, MaxBands> upTo{};
    std::array<int, MaxBands> result{};
    std::array<DiceExpression, MaxBands> amount{}; // the monster table's counts; unused elsewhere

    int band(int value) const
    {
        for (int i = 0; i < count; ++i)
            if (value <= upTo[static_cast<std::size_t>(i)])
                return i;
        return count - 1;
    }
};

struct TierRules
{
    int cost = 0;
    int income = 0;
    DiceExpression roll;
    DiceExpression guardians;
};

struct RampartRules
{
    int cost = 0;
    DiceExpression roll;
    int minTier = 1;
};

struct RarityRules
{
    std::array<DiceExpression, ItemTypes> dice{};
    int amuletMove = 0;
};

// The ruleset in the form the hot path reads; built once per game by compile() and shared
// by clones. Every cross-parameter check, with its JSON path, is in compile().
struct FuzzyRules
{
    int width = 10;
    int height = 10;
    int itemTokens = 3;     // per player at set-up
    int resourceTokens = 4;
    int monsterTokens = 4;
    int mines = 3;
    int startingCoins = 5;
    int startingRamparts = 0;
    bool startingCamp = false;

    int heroLimit = 2;
    int heroCost = 5;
    int heroUpkeep = 1;
    int mercCost = 2;
    DiceExpression mercDie;
    bool requireMercCamp = true;
    int mercCampCost = 5;
    DiceExpression heroRoll;
    DiceExpression movement;
    // Free moves (equip, garrison and armory) a seat may make in one turn: the rules
    // make them free, and without a bound a player could rearrange forever and the
    // turn never end (docs/games/fuzzyknights.md, "Free moves").
    int freeMovesPerTurn = 12;

    SettlementRollMode settlementRoll = SettlementRollMode::ByTier;
    DiceExpression fixedSettlementRoll;
    IncomeMode income = IncomeMode::ByTier;
    int flatIncome = 2;
    int mineIncome = 1;
    std::array<TierRules, Tiers> tiers{};
    std::array<RampartRules, 2> ramparts{};
    bool sieges = false;
    int siegeCost = 15;

    int tokenRollFromDay = 1;
    DiceExpression tokenSuccessDie;
    int tokenSuccessFrom = 60;
    BandTable tokenTypes; // result: TokenKind

    DiceExpression mineDie;
    int mineGuardianFrom = 80;
    bool mineCaptureMandatory = false;
    int mineAfterMonsterCost = 0;
    int captureCoins = 1;

    DiceExpression cacheDie;
    int cacheLargeFrom = 80;
    DiceExpression smallCache;
    DiceExpression largeCache;

    BandTable itemTypes; // result: ItemType
    DiceExpression rarityDie;
    int rarityStepFrom = 80;
    int rarityMax = 5;
    std::array<RarityRules, Rarities> rarities{};

    BandTable monsters;  // result: MonsterResult, amount: the count
    int bribeCost = 3;
    int rewardDivisor = 2;

    bool faintPenalty = false;
    bool kingsPurse = false;
    DiceExpression::RollMode rollMode = DiceExpression::RollMode::Individual;
    int maxDays = 30;
    bool alliances = true;      // §11.1: seats may ally by mutual consent
    bool sharedVictory = false; // G69: a single alliance of every seat left wins together

    static std::shared_ptr<const FuzzyRules> compile(const Ruleset &ruleset, Problems &problems);
};

} // namespace isle::fuzzyknights
