#pragma once

#include "action.h"
#include "problem.h"
#include "ruleset.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <optional>

namespace isle {

class Game;

// Everything needed to reproduce a game bit for bit: the ruleset it was played under
// (a full snapshot, not a file name), the seed, the seats, and every decision in order.
struct GameRecord
{
    static constexpr int FormatVersion = 1;
    static inline const QString FormatName = QStringLiteral("isleworks-record");

    QString gameId;
    QString variant;
    Ruleset ruleset;
    std::uint64_t seed = 0;
    QStringList players; // one label per seat: "person", "random", "greedy"...
    QList<Action> decisions;
    QJsonObject meta; // free-form: created, application version, notes

    // Actions are written in the game's readable form (e.g. {"type":"place","piece":"scout","cell":"C4"}).
    QJsonObject toJson() const;
    static std::optional<GameRecord> fromJson(const QJsonObject &object, Problems &problems);
    static std::optional<GameRecord> load(const QString &fileName, Problems &problems);
    bool save(const QString &fileName, QString *error) const;
};

// The outcome of re-applying a record's decisions, possibly under other rules.
struct ReplayResult
{
    std::unique_ptr<Game> game; // the game as far as it got
    int applied = 0;
    int failedIndex = -1; // first decision no longer legal, or -1
    QString failure;      // which decision and why, in words

    bool complete() const { return failedIndex < 0; }
};

// Replays `record` under `rules` (the record's own when null). Stops at the first
// decision that is no longer legal, or after `stopAfter` decisions when >= 0.
ReplayResult replay(const GameRecord &record, const Ruleset *rules, Problems &problems, int stopAfter = -1);

// Why a seat's player named in a file must be refused, or an empty string: a search
// budget above the strongest difficulty's ("ismcts:1000000000" would think for hours on
// one move). Other names, known or not ("person"), are informative and pass. Defined
// with the computer players (engine/players/player.cpp), outside the game-agnostic core,
// the way builtinGameModules() is.
QString filePlayerProblem(const QString &name);

QString seedToString(std::uint64_t seed);
// The seed a decimal string names: ASCII digits only, without sign, white space or
// leading zeros ("0" itself is fine), at most 18446744073709551615; else nothing.
std::optional<std::uint64_t> seedFromString(QStringView text);
std::optional<std::uint64_t> seedFromJson(const QJsonValue &value, const QString &path, Problems &problems);

} // namespace isle
