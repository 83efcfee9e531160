#pragma once

#include <QString>

#include <cstdint>

namespace isle::squirrelisland {

// The fixed vocabulary cards are written in (docs/games/squirrelisland.md, "Cards").
// The numbers are the compiled form only; files use the ids, so the order may change.

enum class CardType : std::uint8_t { Squirrel, Item };

// Habitats as bits: a card may have several (a squirrel counting as flying and ground).
namespace Habitat {
enum : std::uint8_t { Tree = 1U << 0, Ground = 1U << 1, Flying = 1U << 2, Unique = 1U << 3 };
}

// The four resources, in the order bundles are compared after their total (nuts,
// stamina, coins, cards: the seed's subgoals 2 to 5).
enum Resource : std::uint8_t { Nuts, Stamina, Coins, Cards, ResourceCount };

enum class Effect : std::uint8_t {
    None,
    GainNuts,
    GainCoins,
    GainStamina,
    Draw,
    GoAgain,
    StashFromHand, // up to N cards of the player's choice, one decision each
    StashFromDeck, // the top N cards, unseen
    RefreshOwn,    // up to N of the player's exhausted squirrels
    NutsPerTree,   // 1 nut per own squirrel of the habitat, at most N
    NutsPerGround,
    NutsPerFlying,
    Look,         // look at the top N, keep one, discard the rest
    CollectLoops, // up to N times: exhaust an own refreshed squirrel, collect its loops
    Protect,      // the played guard protects one other own squirrel
    // Sabotage against one opponent, chosen by the player.
    TakeNuts,
    TakeCoins,
    ExhaustTree, // up to N of the opponent's refreshed squirrels of the habitat
    ExhaustGround,
    ExhaustFlying,
    RaidStash, // N random cards of the opponent's stash into the player's, unseen
    // Sabotage against each opponent, clockwise from the player.
    EachLoseNuts,
    EachLoseCoins,
    EachExhaustTree, // the opponent chooses which
    EachExhaustGround,
    EachExhaustFlying,
    Count
};
inline constexpr int EffectCount = static_cast<int>(Effect::Count);

enum class Ability : std::uint8_t {
    None,
    ExhaustNuts, // when its owner exhausts it: N nuts
    Guard,       // while refreshed: the squirrel it protects is safe from exhausting sabotage,
                 // and exhausting that squirrel yourself gains N nuts
    Watch,       // while refreshed: exhausting your flying squirrel gains N coins, ground N cards
    StashGuard,  // while refreshed: the stash is safe from sabotage; game end +1 nut per N stashed
    SleepGather, // while refreshed: going to sleep, you may gather once at once
    Count
};
inline constexpr int AbilityCount = static_cast<int>(Ability::Count);

const char *effectId(Effect effect);
const char *abilityId(Ability ability);
const char *resourceId(int resource);
// The effect or ability an id names, or Count when unknown.
Effect effectFromId(const QString &id);
Ability abilityFromId(const QString &id);

bool isSabotage(Effect effect);
bool isEachOpponent(Effect effect);
bool targetsOneOpponent(Effect effect);
// The habitat bit an exhausting or counting effect is about; 0 for others.
std::uint8_t effectHabitat(Effect effect);

// The effect in plain translated words with its amount ("Draw 2 cards.").
QString effectText(Effect effect, int amount);
QString abilityText(Ability ability, int amount);
// A resource with a count ("2 nuts"), translated.
QString resourceText(int resource, int amount);

// The name of a card people read: translated for the default deck's ids, else the id
// made readable ("oak-sprinter" → "Oak sprinter").
QString cardName(const QString &id);

// The short key actions carry for a card (24 bits of FNV-1a of the id, never 0): records
// name cards by id, and a key finds the same card after rows are added or moved.
std::uint32_t cardKey(const QString &id);

} // namespace isle::squirrelisland
