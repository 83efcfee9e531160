#pragma once

#include "core/rulesetschema.h"

namespace isle::fuzzyknights {

// Every parameter of Fuzzy Knights' rulesets (docs/formats.md, docs/games/fuzzyknights.md):
// the settings of the rules file's §17.1, the tier, rampart, item and monster tables.
const RulesetSchema &fuzzySchema();

// Row keys of the fixed tables: "encampment"…"castle", "palisade", "fortifications",
// "common"…"legendary".
QString tierId(int tier);      // 1..4
QString rampartId(int level);  // 1..2
QString rarityId(int rarity);  // 1..5

} // namespace isle::fuzzyknights
