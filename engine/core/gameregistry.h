#pragma once

#include <QList>
#include <QStringList>

namespace isle {

class GameModule;

// The games this build plays. Built-in modules are listed in engine/builtingames.cpp
// (explicitly, since a static library drops self-registering objects nobody references).
// A program may add more at run time with add() (a test registering a game of its own,
// without touching the built-in list); find(), all() and ids() then include them, after
// the built-in ones in the order added.
class GameRegistry
{
public:
    static const GameModule *find(const QString &id);
    static QList<const GameModule *> all();
    static QStringList ids();

    // Registers `module` (which must outlive every use of the registry) for the rest of
    // the run. Refused, returning false, when a module of the same id is already known,
    // built in or added. Thread-safe; call it before the module's games are played.
    static bool add(const GameModule *module);
};

// Defined next to the list of built-in games, outside the game-agnostic core.
QList<const GameModule *> builtinGameModules();

} // namespace isle
