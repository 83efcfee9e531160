#pragma once

#include "game.h"
#include "problem.h"
#include "ruleset.h"

#include <QJsonObject>
#include <memory>

namespace isle {

inline const QString PositionFormatName = QStringLiteral("isleworks-position");

// Loads a position file of any game. Its rules are, in order of preference: `rules`
// when given, the ruleset embedded in the file, the game's default ruleset.
std::unique_ptr<Game> loadPosition(const QJsonObject &position, const Ruleset *rules, Problems &problems);
std::unique_ptr<Game> loadPositionFile(const QString &fileName, const Ruleset *rules, Problems &problems);

} // namespace isle
