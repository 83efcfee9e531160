#pragma once

// Foggy Island's screen of a session, for the tests that drive its models and input.
#include "foggyscreen.h"
#include "gamesession.h"

#include <QTest>

namespace isle::app {

inline foggyisland::FoggyScreen &foggyScreen(const GameSession &session)
{
    auto *screen = qobject_cast<foggyisland::FoggyScreen *>(session.screen());
    if (!screen)
        qFatal("the session shows no Foggy Island game");
    return *screen;
}

} // namespace isle::app

// The Foggy Island models' roles (BoardModel::CellRole...) read as before in these tests.
using namespace isle::app::foggyisland; // NOLINT(google-build-using-namespace): tests only
