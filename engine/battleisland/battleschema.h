#pragma once

#include "core/rulesetschema.h"

namespace isle::battleisland {

// Every parameter of Battle on the Island of Fog's rulesets (docs/formats.md): the flags
// and numbers of the rules file's §5, the start and lighthouse tiles and the tile set.
const RulesetSchema &battleSchema();

} // namespace isle::battleisland
