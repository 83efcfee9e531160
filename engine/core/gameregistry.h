#pragma once

#include <QList>
#include <QStringList>

namespace isle {

class GameModule;

// The games this build plays. Built-in modules are listed in engine/builtingames.cpp
// (explicitly, since a static library drops self-registering objects nobody references).
class GameRegistry
{
public:
    static const GameModule *find(const QString &id);
    static QList<const GameModule *> all();
    static QStringList ids();
};

// Defined next to the list of built-in games, outside the game-agnostic core.
QList<const GameModule *> builtinGameModules();

} // namespace isle
