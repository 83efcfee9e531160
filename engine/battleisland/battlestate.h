#pragma once

#include "battlerules.h"

#include "core/rng.h"

#include <array>
#include <cstdint>
#include <type_traits>

namespace isle::battleisland {

inline constexpr std::uint8_t NoSeat = 0xFF;
inline constexpr std::uint8_t NoUnit = 0xFF;
// Area contents besides a field tile's row index.
inline constexpr std::uint8_t NoTile = 0xFF;
inline constexpr std::uint8_t StartTile = 0xFE;
inline constexpr std::uint8_t LighthouseTile = 0xFD;
inline constexpr std::uint8_t SeaTile = 0xFC; // an area left when the pile ran out (all water)

// Colours in clockwise order; a seat's colour decides its corner.
enum Colour : std::uint8_t { Red, Yellow, Blue, Green };

// Action::type values (docs/games/battleisland.md, "Decisions").
enum class ActionType : std::uint8_t {
    None,
    Activate,
    Recruit,
    EndTurn,
    Step,
    Build,
    Swap,
    Stack,
    Attack,
    EndActivation,
    Orient,
    Place,
    Side,
    Reroll,
    Take, // captureNeedsAction only
    Count
};

// Decision::kind values.
enum class DecisionKind : std::uint8_t { Main, Act, Orient, PlaceTile, TokenSide, Reroll, Count };
inline constexpr int DecisionKindCount = static_cast<int>(DecisionKind::Count);

enum class UnitType : std::uint8_t { Basic, Elite };
enum class StructureKind : std::uint8_t { None, City, Factory, Base, Lighthouse };

// Unit flags.
namespace UnitFlag {
enum : std::uint8_t {
    Activated = 1U << 0,
    Recruited = 1U << 1,
    Locked = 1U << 2,    // stacked this turn (or for good, stackLockScope = permanent)
    Taking = 1U << 3,    // took its structure (captureNeedsAction)
    Stuck = 1U << 4,     // stacked with stackLockScope = permanent: never moves again
};
}

// Where the course of play stands between decisions (battleflow.cpp).
enum class Stage : std::uint8_t {
    Setup,      // start-token sides, then the roll-off
    TurnStart,  // `active` begins a turn
    Captures,   // its captures resolve
    Income,
    Lighthouse, // the lighthouse owner's placement
    StallCheck,
    Main,       // the main decision is due
    TurnEnd,
    Decide,     // waiting for `decider`'s decision of kind `pending`
    Over,
};

// Why a tile is being placed, so that its placement continues the right way.
enum class PlaceContext : std::uint8_t { Explore, Lighthouse, Stall };
enum class Phase : std::uint8_t { Exploration, Countdown, Over };
enum class EndReason : std::uint8_t { None, Elimination, Points };

struct Unit
{
    std::int16_t space = -1; // -1: the slot is free
    std::uint8_t owner = NoSeat;
    UnitType type = UnitType::Basic;
    std::uint8_t size = 0; // figures (basic stacks 1..3; an elite 1)
    std::uint8_t flags = 0;
    std::array<std::uint8_t, 2> padding{};

    bool alive() const { return space >= 0; }
    bool has(std::uint8_t flag) const { return (flags & flag) != 0; }
};
static_assert(sizeof(Unit) == 8);

struct SeatState
{
    std::int32_t coins = 0;
    std::uint8_t colour = 0;
    std::uint8_t supplyBasic = 0;
    std::uint8_t supplyElite = 0;
    std::uint8_t supplyTokens = 0;
    std::uint8_t eliminated = 0;
    std::uint8_t reserved = 0;
    std::uint16_t baseSpace = 0;   // its base's space (while not eliminated)
};
static_assert(sizeof(SeatState) == 12);

// The combat under way or last fought; dice sorted as rolled.
struct Combat
{
    std::int16_t attacker = -1; // space
    std::int16_t defender = -1;
    std::array<std::uint8_t, MaxDice> attackerDice{};
    std::array<std::uint8_t, MaxDice> defenderDice{};
    std::uint8_t attackerSeat = NoSeat;
    std::uint8_t defenderSeat = NoSeat;
    std::uint8_t result = 3;        // 0 attacker won, 1 defender won, 2 tie, 3 pending
    std::uint8_t attackerReroll = 0xFF; // simultaneous order: the attacker's choice, hidden until both chose
    std::int16_t attackerTotal = 0;
    std::int16_t defenderTotal = 0;
    std::array<std::uint8_t, 2> padding{};
};
static_assert(sizeof(Combat) == 24);

// The whole state of a game: plain data (snapshots, assign and hashing are copies).
// reset() zeroes every byte, padding included.
struct BattleState
{
    Rng rng;
    std::uint32_t decisions = 0;
    std::uint32_t turns = 0;       // turns begun
    std::uint16_t round = 0;       // from 1
    Stage stage = Stage::Setup;
    DecisionKind pending = DecisionKind::Main;
    std::uint8_t decider = NoSeat;
    std::uint8_t active = 0;       // whose turn
    std::uint8_t seats = 0;
    std::uint8_t firstSeat = 0;
    Phase phase = Phase::Exploration;
    std::uint8_t countdownRound = 0;
    std::uint8_t countdownPending = 0;
    std::uint8_t countdownStart = 0; // s0
    std::uint8_t quietTurns = 0;
    std::uint8_t tilePlaced = 0;     // this turn
    std::uint8_t activationsUsed = 0;
    std::uint8_t movePoints = 0;     // of the active unit
    std::uint8_t activeUnit = NoUnit;
    std::uint8_t pileCount = 0;      // top = pile[pileCount - 1]
    std::uint8_t drawnTile = NoTile; // drawn, waiting for its area or orientation
    std::uint8_t drawnArea = 0xFF;
    PlaceContext placeContext = PlaceContext::Explore;
    std::uint8_t winnerMask = 0;
    EndReason endReason = EndReason::None;
    std::uint8_t placer = NoSeat;    // the seat placing the drawn tile
    std::int16_t exploreTarget = -1; // the space a unit tried to enter
    std::int16_t sideSpace = -1;     // token-side: the space whose side is chosen
    std::uint8_t setupSides = 0;     // token-side: 1 during set-up
    std::uint8_t upkeepLighthouse = 0; // the lighthouse placement of this turn is done
    Combat combat;
    std::array<std::uint8_t, MaxAreas> areaTile{};
    std::array<std::uint8_t, MaxAreas> areaArrow{};
    std::array<Terrain, MaxSpaces> terrain{};
    std::array<StructureKind, MaxSpaces> structure{};
    std::array<std::uint8_t, MaxSpaces> structureOwner{};
    std::array<std::uint8_t, MaxSpaces> unitAt{}; // the unit resting there
    std::array<Unit, MaxUnits> units{};
    std::array<std::uint8_t, 2> reserved{}; // explicit padding
    std::array<SeatState, MaxColours> players{};
    std::array<std::uint8_t, MaxPile> pile{};

    SeatState &player(int seat) { return players[static_cast<std::size_t>(seat)]; }
    const SeatState &player(int seat) const { return players[static_cast<std::size_t>(seat)]; }
    Unit &unit(int index) { return units[static_cast<std::size_t>(index)]; }
    const Unit &unit(int index) const { return units[static_cast<std::size_t>(index)]; }
    std::uint8_t unitOn(int space) const { return unitAt[static_cast<std::size_t>(space)]; }
    Terrain terrainAt(int space) const { return terrain[static_cast<std::size_t>(space)]; }
    StructureKind structureAt(int space) const { return structure[static_cast<std::size_t>(space)]; }
    std::uint8_t ownerAt(int space) const { return structureOwner[static_cast<std::size_t>(space)]; }
};
static_assert(std::is_trivially_copyable_v<BattleState>);
// Every byte is a field (stateHash() hashes the bytes): add padding fields if this fails.
static_assert(std::has_unique_object_representations_v<BattleState>);

} // namespace isle::battleisland
