#pragma once

namespace isle {
class GameModule;
}

namespace isle::battleisland {

// Battle on the Island of Fog's engine module, as games.cmake's generated list registers it.
const GameModule &gameModule();

} // namespace isle::battleisland
