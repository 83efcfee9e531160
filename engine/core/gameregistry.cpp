#include "gameregistry.h"

#include "gamemodule.h"

namespace isle {

QList<const GameModule *> GameRegistry::all()
{
    static const QList<const GameModule *> modules = builtinGameModules();
    return modules;
}

const GameModule *GameRegistry::find(const QString &id)
{
    for (const GameModule *module : all())
        if (module->id() == id)
            return module;
    return nullptr;
}

QStringList GameRegistry::ids()
{
    QStringList result;
    for (const GameModule *module : all())
        result.append(module->id());
    return result;
}

} // namespace isle
