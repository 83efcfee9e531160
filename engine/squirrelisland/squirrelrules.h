#pragma once

#include "squirrelcards.h"

#include "core/problem.h"
#include "core/ruleset.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace isle::squirrelisland {

// Bounds of the compiled rules; the schema and compile() keep rulesets within them, so
// the state can be fixed arrays (docs/games/squirrelisland.md, "Limits").
inline constexpr int MaxCardKinds = 48;
inline constexpr int MaxDeckCards = 160;
inline constexpr int MaxIslandSlots = 10;
inline constexpr int MaxDays = 8;
inline constexpr int EffectSlots = 3;
inline constexpr int MaxLook = 5;
inline constexpr int MaxPlayers = 5;
inline constexpr int MaxAmount = 9;

struct EffectSpec
{
    Effect kind = Effect::None;
    std::uint8_t amount = 0;
};

// One row of the card table, compiled.
struct CardRules
{
    CardType type = CardType::Squirrel;
    std::uint8_t habitat = 0; // Habitat bits
    std::uint8_t cost = 0;    // stamina for a squirrel, coins for an item
    std::uint8_t staminaCost = 0; // the cost split by what pays it, for the hot path
    std::uint8_t coinCost = 0;
    std::uint8_t stash = 0;   // stash value
    std::uint8_t copies = 0;
    std::array<std::uint8_t, ResourceCount> loops{};
    std::uint8_t loopTotal = 0;
    std::array<EffectSpec, EffectSlots> effects{};
    bool hasSabotage = false;
    Ability ability = Ability::None;
    std::uint8_t abilityAmount = 0;
    std::uint32_t key = 0; // cardKey(id)

    bool isSquirrel() const { return type == CardType::Squirrel; }
};

struct DayRules
{
    std::uint8_t stamina = 0;
    std::uint8_t coins = 0;
    std::uint8_t cards = 0;
    std::uint8_t rivalStamina = 0;
};

// The ruleset in the form the hot path reads; built once per game by compile() and shared
// by clones. Every cross-parameter check with its JSON path is in compile().
struct SquirrelRules
{
    int cardCount = 0;
    std::array<CardRules, MaxCardKinds> cards{};
    QStringList ids; // card ids, by card index (the table's row order)
    int deckSize = 0;
    int dayCount = 4;
    std::array<DayRules, MaxDays> days{};
    int staminaCap = 5;
    int coinsPerStamina = 3;
    int islandSurcharge = 1;
    int islandSlots = 8;
    int gatherNuts = 1;
    int rivalNuts = 25;
    int rivalDie = 8;
    int rivalTakeLimit = 30;

    // What a play from the hand costs, per card, packed for the hot path (forEachPlay).
    struct Price
    {
        std::uint8_t stamina = 0;
        std::uint8_t coins = 0;
        std::uint8_t squirrel = 0;
        std::uint8_t padding = 0;
    };
    std::array<Price, MaxCardKinds> prices{};

    // The highest coin part of a cost a payment is tested for (a card's coins plus the
    // island surcharge).
    static constexpr int MaxCoinCost = MaxAmount + 5;
    // How many payments each card has, for one amount of stamina and coins held: a play's
    // payments differ only in how many stamina of the cost coins pay, so they are counted
    // (0: the card cannot be afforded). A random play is drawn by these counts without
    // testing each payment (SquirrelGame::randomAction); forEachPlay() lists the same groups.
    struct PaymentCounts
    {
        std::array<std::uint8_t, MaxCardKinds> hand{};          // from the hand
        std::array<std::uint8_t, MaxCardKinds> island{};        // from the island, both ways
        std::array<std::uint8_t, MaxCardKinds> islandStamina{}; // the surcharge paid in stamina
    };
    // Row stamina · (paymentCoinsLimit + 1) + min(coins, paymentCoinsLimit), for stamina up
    // to staminaCap: with paymentCoinsLimit coins or more every payment is affordable.
    std::vector<PaymentCounts> paymentCounts;
    int paymentCoinsLimit = 0;
    // The counts for `stamina` and `coins` held, or nullptr outside the table (a hand-built
    // position beyond the stamina cap, or in debt).
    const PaymentCounts *paymentsFor(int stamina, int coins) const
    {
        if (stamina > staminaCap || coins < 0 || paymentCounts.empty())
            return nullptr;
        const int row = stamina * (paymentCoinsLimit + 1) + std::min(coins, paymentCoinsLimit);
        return &paymentCounts[static_cast<std::size_t>(row)];
    }
    // How many ways a cost of `staminaCost` stamina and `coinCost` coins can be paid with
    // `stamina` and `coins` held, coins paying stamina at `coinsPerStamina`: the rule of
    // forEachPlay().
    static int paymentCount(int stamina, int coins, int coinsPerStamina, int staminaCost, int coinCost)
    {
        if (coinCost > std::min(MaxCoinCost, coins))
            return 0;
        const int fewest = std::max(0, staminaCost - stamina);
        const int most = std::min(staminaCost, (coins - coinCost) / coinsPerStamina);
        return fewest <= most ? most - fewest + 1 : 0;
    }

    // Every card's copies in card order: the deck before the first shuffle.
    std::array<std::uint8_t, MaxDeckCards> fullDeck{};
    // Open addressing from a card key to its index (-1: empty), for cardWithKey().
    static constexpr int KeySlots = 128;
    static_assert(KeySlots >= 2 * MaxCardKinds);
    std::array<std::int8_t, KeySlots> keyIndex{};

    const CardRules &card(int index) const { return cards[static_cast<std::size_t>(index)]; }
    // The card index whose key this is, or -1.
    int cardWithKey(std::uint32_t key) const
    {
        for (std::uint32_t slot = keySlot(key);; slot = (slot + 1) % KeySlots) {
            const int index = keyIndex[slot];
            if (index < 0 || cards[static_cast<std::size_t>(index)].key == key)
                return index;
        }
    }
    static std::uint32_t keySlot(std::uint32_t key) { return (key * 0x9E3779B1U) >> 25U; }
    int cardWithId(const QString &id) const { return int(ids.indexOf(id)); }

    static std::shared_ptr<const SquirrelRules> compile(const Ruleset &ruleset, Problems &problems);
};

} // namespace isle::squirrelisland
