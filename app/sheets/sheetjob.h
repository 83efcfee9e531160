#pragma once

#include "sheetplan.h"

namespace isle {
class GameModule;
class Ruleset;
} // namespace isle

namespace isle::sheets {

// Every component `ruleset` needs, each at its full count, with the slug line's words:
// the game's name, the ruleset's name and version, and sheetDate().
SheetJob jobFor(const GameModule &module, const Ruleset &ruleset, const SheetSettings &settings);

// Keeps only the components of the given groups (all when `groups` is empty) and kinds
// (all when empty), setting the others' copies to 0.
void keepOnly(SheetJob &job, const QStringList &groups, const QStringList &kinds);

// The day printed on the sheets, ISO 8601: SOURCE_DATE_EPOCH when set (the
// reproducible-builds convention, so tests and archives get identical files), else today.
QString sheetDate();

} // namespace isle::sheets
