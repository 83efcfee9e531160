#pragma once

#include "core/rulesetschema.h"

namespace isle::squirrelisland {

// Every parameter of Squirrel Island's rulesets (docs/formats.md).
const RulesetSchema &squirrelSchema();

} // namespace isle::squirrelisland
