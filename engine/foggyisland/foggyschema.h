#pragma once

#include "core/rulesetschema.h"

namespace isle::foggy {

// Every [param] of shared/rules/foggy-island.md with its label, range and description.
// The default values live in resources/foggyisland/rulesets/foggy-island.json.
const RulesetSchema &foggySchema();

} // namespace isle::foggy
