#pragma once

#include <cstdint>

namespace isle {

// Something that happened in a game (a token placed, a line scored, fog lifted...), for
// logs, animations and statistics. `type` is a game-specific enumerator; the game
// describes it in words (Game::describeEvent). Events carry only public facts unless
// `privateTo` names the one seat allowed to see them.
struct GameEvent
{
    std::uint16_t type = 0;
    std::int8_t seat = -1;
    std::int8_t privateTo = -1;
    std::int32_t a = 0;
    std::int32_t b = 0;
    std::int32_t c = 0;
    std::int32_t d = 0;
};

class EventSink
{
public:
    virtual ~EventSink() = default;
    virtual void onEvent(const GameEvent &event) = 0;
};

} // namespace isle
