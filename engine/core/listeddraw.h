#pragma once

// A uniformly drawn action among those a game lists, listing them once. Random playouts
// draw at every decision; counting the listing and then walking it again to the drawn
// place cost the long games a third of their time.

#include "core/action.h"
#include "core/rng.h"

#include <array>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace isle {

// `forEachLegal(visit)` calls visit(const Action &) for every legal action, in the game's
// order. Returns the action at place rng.below(count) of that listing, exactly as counting
// and walking would; with no action, Action{} and no draw. The first Kept actions are
// kept as they are listed; the listing is walked again only for a draw past them.
template<typename ForEachLegal>
Action drawListed(Rng &rng, ForEachLegal &&forEachLegal)
{
    constexpr std::uint32_t Kept = 128;
    static_assert(sizeof(Action) == sizeof(std::uint64_t) && std::is_trivially_copyable_v<Action>);
    std::array<std::uint64_t, Kept> kept; // raw words, written before read: Actions would be initialized
    std::uint32_t count = 0;
    forEachLegal([&](const Action &action) {
        if (count < Kept)
            std::memcpy(&kept[count], &action, sizeof action);
        ++count;
    });
    Action chosen;
    if (count == 0)
        return chosen;
    std::uint32_t pick = rng.below(count);
    if (pick < Kept) {
        std::memcpy(&chosen, &kept[pick], sizeof chosen);
        return chosen;
    }
    forEachLegal([&](const Action &action) {
        if (pick-- == 0)
            chosen = action;
    });
    return chosen;
}

} // namespace isle
