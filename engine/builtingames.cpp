// The games this build plays. A new game module is added here and nowhere in core/.
#include "core/gameregistry.h"
#include "foggyisland/foggymodule.h"

namespace isle {

QList<const GameModule *> builtinGameModules()
{
    return {&foggy::FoggyModule::instance()};
}

} // namespace isle
