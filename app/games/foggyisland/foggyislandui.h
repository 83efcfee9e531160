#pragma once

#include "gameui.h"

namespace isle::app::foggyisland {

// Foggy Island in the desktop suite: its QML module Isleworks.FoggyIsland and its screen.
const GameUi &gameUi();

} // namespace isle::app::foggyisland
