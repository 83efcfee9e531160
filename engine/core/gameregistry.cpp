#include "gameregistry.h"

#include "gamemodule.h"

#include <QMutex>
#include <QMutexLocker>

namespace isle {

namespace {
// Modules added at run time. Guarded because simulations look games up from worker threads.
struct AddedModules
{
    QMutex mutex;
    QList<const GameModule *> modules;
};

AddedModules &addedModules()
{
    static AddedModules added;
    return added;
}

const QList<const GameModule *> &builtins()
{
    static const QList<const GameModule *> modules = builtinGameModules();
    return modules;
}
} // namespace

QList<const GameModule *> GameRegistry::all()
{
    AddedModules &added = addedModules();
    const QMutexLocker locker(&added.mutex);
    if (added.modules.isEmpty())
        return builtins();
    return builtins() + added.modules;
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

bool GameRegistry::add(const GameModule *module)
{
    if (!module)
        return false;
    const QString id = module->id();
    for (const GameModule *builtin : builtins())
        if (builtin->id() == id)
            return false;
    AddedModules &added = addedModules();
    const QMutexLocker locker(&added.mutex);
    for (const GameModule *known : std::as_const(added.modules))
        if (known->id() == id)
            return false;
    added.modules.append(module);
    return true;
}

} // namespace isle
