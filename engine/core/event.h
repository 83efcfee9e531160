#pragma once

#include <cstdint>
#include <type_traits>

namespace isle {

// What kind of thing an event is, whatever the game: the bits of GameEvent::flags. Shared
// layers (undo policy, logs, round summaries, toasts) read these instead of naming a
// game's own event types.
namespace EventFlag {
enum : std::uint8_t {
    Chance = 1U << 0,      // something was drawn, dealt or shuffled at random
    Reveal = 1U << 1,      // a hidden fact became known (to anyone)
    RoundEnd = 1U << 2,    // a round ended and was scored; the board is still as scored
    GameEnd = 1U << 3,     // the game is over
    ScoreDetail = 1U << 4, // one scoring line of a round's end, for summaries
    Notice = 1U << 5,      // worth telling the person at once (a toast), in describeEvent's words
    Restates = 1U << 6,    // only restates the decision that set it off ("Player 1 places Wolf on A1")
};
} // namespace EventFlag

// Something that happened in a game (a token placed, a line scored, fog lifted...), for
// logs, animations and statistics. `type` is a game-specific enumerator; the game
// describes it in words (Game::describeEvent). Events carry only public facts unless
// `privateTo` names the one seat allowed to see them. Trivially copyable and small:
// games emit them from apply().
struct GameEvent
{
    std::uint16_t type = 0;
    std::int8_t seat = -1;
    std::int8_t privateTo = -1;
    std::uint8_t flags = 0; // EventFlag bits
    std::int32_t a = 0;
    std::int32_t b = 0;
    std::int32_t c = 0;
    std::int32_t d = 0;

    bool is(std::uint8_t flag) const { return (flags & flag) != 0; }
};
static_assert(std::is_trivially_copyable_v<GameEvent>);
static_assert(sizeof(GameEvent) <= 24);

class EventSink
{
public:
    virtual ~EventSink() = default;
    virtual void onEvent(const GameEvent &event) = 0;
};

} // namespace isle
