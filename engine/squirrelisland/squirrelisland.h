#pragma once

namespace isle {
class GameModule;
}

namespace isle::squirrelisland {

// Squirrel Island's engine module, as games.cmake's generated list registers it.
const GameModule &gameModule();

} // namespace isle::squirrelisland
