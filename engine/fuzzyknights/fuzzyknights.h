#pragma once

namespace isle {
class GameModule;
}

namespace isle::fuzzyknights {

// Fuzzy Knights' engine module, as games.cmake's generated list registers it.
const GameModule &gameModule();

} // namespace isle::fuzzyknights
