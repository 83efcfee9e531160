#pragma once

#include "gameui.h"

namespace isle::app::squirrelisland {

// Squirrel Island in the desktop suite: its QML module Isleworks.SquirrelIsland and its screen.
const GameUi &gameUi();

} // namespace isle::app::squirrelisland
