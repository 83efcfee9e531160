#pragma once

#include "gameui.h"

namespace isle::app::battleisland {

// Battle on the Island of Fog in the desktop suite: its QML module Isleworks.BattleIsland
// and its screen.
const GameUi &gameUi();

} // namespace isle::app::battleisland
