#pragma once

#include "fuzzyknightsrules.h"

#include "core/rng.h"

#include <array>
#include <cstdint>
#include <type_traits>

namespace isle::fuzzyknights {

inline constexpr std::uint8_t NoSeat = 0xFF;
inline constexpr std::uint8_t NoSettlement = 0xFF;
inline constexpr std::uint8_t NoHero = 0xFF;
// A tile's mine: none, neutral, or owned by seat (MineOwned + seat).
inline constexpr std::uint8_t NoMine = 0;
inline constexpr std::uint8_t NeutralMine = 1;
inline constexpr std::uint8_t MineOwned = 2;
inline constexpr int MaxSquads = 3 + MaxHeroesPerSeat + 1; // mercenaries, heroes, a settlement

// Action::type values (docs/games/fuzzyknights.md, "Decisions").
enum class ActionType : std::uint8_t {
    None,
    PlaceSettlement, // cell = tile
    Dismiss,         // kind = hero: the hero dies unpaid
    Build,           // kind = BuildKind
    RecruitHero,
    RecruitMerc,     // kind = 0 the pool, 1 + slot a garrisoned hero
    EndRecruit,
    PlaceToken,      // cell = tile
    Step,            // kind = hero, extra = direction (0 north, 1 east, 2 south, 3 west), cell = target tile
    Stop,            // kind = hero: it moves no more this turn
    PickUp,          // kind = hero, extra = 0 item, 1 resource
    Capture,         // kind = hero
    Engage,          // kind = hero: fight the monster tokens on its own tile
    Siege,           // kind = hero, cell = the settlement's tile
    Equip,           // kind = hero, extra = item index
    TakeMercs,       // kind = hero: the garrison pool joins the hero
    LeaveMercs,      // kind = hero: its army joins the pool
    Deposit,         // kind = hero, extra = item index: into the armory
    Withdraw,        // kind = hero, extra = armory index
    EndTurn,
    TakeCount,       // cell = how many (defect, bribe)
    SquadSize,       // cell = mercenaries in the next squad
    Join,            // extra = attacking squad
    Strike,          // extra = defending squad
    Retreat,
    Lose,            // extra = the attacking squad that dies
    ProposeAlliance, // kind = the seat asked (§11.1)
    AcceptAlliance,
    RefuseAlliance,
    LeaveAlliance,
    Count
};

// The turn's free moves (no points), of which a turn allows freeMovesPerTurn.
inline constexpr bool isFreeMove(ActionType type)
{
    return type == ActionType::Equip || type == ActionType::TakeMercs || type == ActionType::LeaveMercs
           || type == ActionType::Deposit || type == ActionType::Withdraw;
}

enum class BuildKind : std::uint8_t { Skip, Tier, Rampart, Camp };

// Decision::kind values.
enum class DecisionKind : std::uint8_t {
    PlaceSettlement,
    Upkeep,
    Build,
    Recruit,
    PlaceToken,
    Turn,
    Defect,
    Bribe,
    Squads,
    Exchange,
    LoseSquad,
    Alliance, // the seat asked answers the active seat's proposal
    Count
};
inline constexpr int DecisionKindCount = static_cast<int>(DecisionKind::Count);

// Where the course of play stands.
enum class Stage : std::uint8_t {
    Setup,
    Daybreak,  // `step` says which step, `cursor` whose
    TurnStart, // the seat at `cursor` begins its turn
    Turn,      // the active seat's turn decision is due
    Decide,   // waiting for `decider`'s decision of kind `pending`
    Over,
};

enum class DaybreakStep : std::uint8_t { Income, Upkeep, Build, Recruit, Tokens, Done };
enum class EndReason : std::uint8_t { None, Conquest, DayLimit, Alliance };

// What a battle is about (§8.1).
enum class BattleKind : std::uint8_t { None, Monsters, Guardians, Heroes, Settlement };
enum class SquadKind : std::uint8_t { None, Units, Hero, Settlement };

namespace HeroFlag {
enum : std::uint8_t {
    Fainted = 1U << 0,   // in the battle under way
    Tried = 1U << 2,     // tried the mine it stands on this turn (bit 1 is free)
    Attacking = 1U << 3, // the battle's attacker
};
}

// An item: 0 is none; else (type << 3) | rarity, rarity 1..5.
inline constexpr std::uint8_t itemCode(ItemType type, int rarity)
{
    return static_cast<std::uint8_t>((static_cast<int>(type) << 3) | rarity);
}
inline constexpr ItemType itemType(std::uint8_t code) { return static_cast<ItemType>(code >> 3); }
inline constexpr int itemRarity(std::uint8_t code) { return code & 7; }

struct Hero
{
    std::int16_t tile = -1; // -1: the slot is free
    std::uint16_t mercs = 0;
    std::uint8_t moves = 0;    // movement points left this turn
    std::uint8_t flags = 0;
    std::uint8_t equipped = 0; // bit per item index
    std::uint8_t reserved = 0;
    std::array<std::uint8_t, MaxItems> items{};

    bool alive() const { return tile >= 0; }
    bool has(std::uint8_t flag) const { return (flags & flag) != 0; }
};
static_assert(sizeof(Hero) == 14);

struct Settlement
{
    std::int16_t tile = -1;
    std::uint8_t owner = NoSeat;
    std::uint8_t tier = 1;     // 1..4
    std::uint8_t ramparts = 0; // 0..2
    std::uint8_t camp = 0;
    std::uint8_t builtToday = 0;
    std::uint8_t besieged = 0; // its next Daybreak pays, builds and recruits nothing
    std::uint16_t pool = 0;    // garrison mercenaries
    std::uint16_t reserved = 0;
    std::int32_t purse = 0;    // King's Purse (kingsPurse)
    std::array<std::uint8_t, MaxArmory> armory{};
};
static_assert(sizeof(Settlement) == 28);

struct SeatState
{
    std::int32_t coins = 0;     // the treasury (with kingsPurse: coins held in no purse)
    std::uint8_t eliminated = 0;
    std::uint8_t homeless = 0;  // lost its last settlement: out at the end of its next turn
    std::uint8_t turnsTaken = 0;
    std::uint8_t alliance = 0;  // 0: none; else the alliance's number (1..MaxSeats), shared by its members
};
static_assert(sizeof(SeatState) == 8);

struct Squad
{
    SquadKind kind = SquadKind::None;
    std::uint8_t hero = NoHero; // a hero squad's hero
    std::uint16_t units = 0;    // a unit squad's count; 0 once destroyed
    std::uint8_t alive = 0;
    std::uint8_t reserved = 0;
};
static_assert(sizeof(Squad) == 6);

// The battle under way (§8).
struct Battle
{
    BattleKind kind = BattleKind::None;
    std::uint8_t attackerSeat = NoSeat;
    std::uint8_t defenderSeat = NoSeat; // NoSeat: monsters or guardians
    std::uint8_t hero = NoHero;         // the attacking hero
    std::int16_t tile = -1;
    std::uint8_t sorting = 0;           // 0 attacker sorts its mercenaries, 1 the defender, 2 done
    std::uint8_t chosen = 0;            // attacking squads chosen for this exchange (bits)
    std::uint16_t toSort = 0;           // mercenaries of the sorting side not yet in a squad
    std::uint16_t foes = 0;             // monsters or guardians fought (the reward's base)
    std::uint8_t settlement = NoSettlement;
    std::uint8_t mineOwnerBefore = NoMine;
    std::uint8_t tokens = 0;            // monster tokens fought
    std::uint8_t exchanges = 0;
    std::array<Squad, MaxSquads> attackers{};
    std::array<Squad, MaxSquads> defenders{};
};

// Monsters met on entering a tile, before the fight (§7.3.4).
struct Encounter
{
    std::uint16_t defect = 0;
    std::uint16_t bribe = 0;
    std::uint16_t fight = 0;
    std::uint8_t tokens = 0;
    std::uint8_t hero = NoHero;
};

// The whole state of a game: plain data (snapshots, assign and hashing are copies).
// reset() zeroes every byte, padding included.
struct FuzzyState
{
    Rng rng;
    std::uint32_t decisions = 0;
    std::uint16_t day = 0;          // from 1
    Stage stage = Stage::Setup;
    DecisionKind pending = DecisionKind::PlaceSettlement;
    std::uint8_t decider = NoSeat;
    std::uint8_t seats = 0;
    std::uint8_t anchor = 0;
    std::uint8_t active = 0;        // whose turn
    DaybreakStep step = DaybreakStep::Income;
    std::uint8_t cursor = 0;        // the seat (0..seats-1 from the anchor) the step is at
    std::uint8_t settlementCursor = 0;
    std::uint8_t tokenKind = 0;     // the token to place (PlaceToken)
    std::uint8_t winnerMask = 0;
    EndReason endReason = EndReason::None;
    std::uint8_t moverHero = NoHero; // the hero whose entering is being resolved
    std::uint8_t afterBattle = 0;    // 1: the entered tile's next priorities follow the battle
    std::uint16_t turnsPlayed = 0;
    std::uint8_t proposed = 0;       // seats the active seat has asked to ally this turn (bits)
    std::uint8_t freeMoves = 0;      // free moves (equip, garrison, armory) made this turn
    Encounter encounter;
    Battle battle;
    std::array<SeatState, MaxSeats> players{};
    std::array<Hero, MaxHeroes> heroes{};
    std::array<Settlement, MaxSeats> settlements{};
    std::array<std::uint8_t, MaxTiles> monsters{};
    std::array<std::uint8_t, MaxTiles> items{};
    std::array<std::uint8_t, MaxTiles> resources{};
    std::array<std::uint8_t, MaxTiles> mine{};
    std::array<std::uint8_t, MaxTiles> settlementAt{};

    SeatState &player(int seat) { return players[static_cast<std::size_t>(seat)]; }
    const SeatState &player(int seat) const { return players[static_cast<std::size_t>(seat)]; }
    Hero &hero(int index) { return heroes[static_cast<std::size_t>(index)]; }
    const Hero &hero(int index) const { return heroes[static_cast<std::size_t>(index)]; }
    Settlement &settlement(int index) { return settlements[static_cast<std::size_t>(index)]; }
    const Settlement &settlement(int index) const { return settlements[static_cast<std::size_t>(index)]; }
    std::uint8_t monstersAt(int tile) const { return monsters[static_cast<std::size_t>(tile)]; }
    std::uint8_t itemsAt(int tile) const { return items[static_cast<std::size_t>(tile)]; }
    std::uint8_t resourcesAt(int tile) const { return resources[static_cast<std::size_t>(tile)]; }
    std::uint8_t mineAt(int tile) const { return mine[static_cast<std::size_t>(tile)]; }
    std::uint8_t settlementOn(int tile) const { return settlementAt[static_cast<std::size_t>(tile)]; }
};
static_assert(std::is_trivially_copyable_v<FuzzyState>);
// Every byte is a field (stateHash() hashes the bytes): add padding fields if this fails.
static_assert(std::has_unique_object_representations_v<FuzzyState>);

inline constexpr int heroSeat(int hero) { return hero / MaxHeroesPerSeat; }

} // namespace isle::fuzzyknights
