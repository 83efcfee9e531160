#pragma once

#include "gameui.h"

namespace isle::app::fuzzyknights {

// Fuzzy Knights in the desktop suite: its QML module Isleworks.FuzzyKnights and its screen.
const GameUi &gameUi();

} // namespace isle::app::fuzzyknights
