#pragma once

namespace isle {
class GameModule;
}

namespace isle::foggyisland {

// Foggy Island's engine module, as games.cmake's generated list registers it.
const GameModule &gameModule();

} // namespace isle::foggyisland
