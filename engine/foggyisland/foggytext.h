#pragma once

#include "foggyrules.h"
#include "foggystate.h"

#include "core/action.h"
#include "core/problem.h"

#include <QJsonObject>
#include <optional>

namespace isle::foggy {

// Decisions as they appear in game records: {"type":"place","character":"wolf","cell":"C4","faceDown":false},
// {"type":"pick","character":"pig"}, {"type":"weather","keep":1}, {"type":"lift","region":2}.
// Tiles are written by name; whether they are on the board is checked on replay.
QJsonObject actionToJson(const Action &action);
std::optional<Action> actionFromJson(const QJsonObject &object, const QString &path, Problems &problems);

// The decision a phase asks for, as observations and position files name it ("place", "fox-exchange").
const char *phaseId(Phase phase);

} // namespace isle::foggy
