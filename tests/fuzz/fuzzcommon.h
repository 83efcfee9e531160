#pragma once

// Shared by the fuzz targets: reading the input as a file would be read, a crash with
// an explanation when an engine invariant breaks, and random play from a loaded state
// so the states a loader builds are also played on, observed and written back.

#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/jsonfile.h"
#include "core/position.h"
#include "core/problem.h"
#include "core/rng.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>

namespace isle::fuzz {

// An invariant of the engine does not hold: report it the way a sanitizer would.
[[noreturn]] inline void fail(const char *what, const QString &details = {})
{
    std::fprintf(stderr, "==fuzz== invariant broken: %s\n%s\n", what, qPrintable(details));
    std::abort();
}

// Every loader falls back on the built-in rulesets, which live in a Qt resource; a
// fuzzer without them would only ever see "missing parameter" errors.
inline void requireBuiltinRulesets()
{
    const GameModule *module = GameRegistry::find(QStringLiteral("foggy-island"));
    if (!module || module->defaultRuleset().params().isEmpty())
        fail("the default ruleset resource (:/isleworks/rulesets/foggy-island.json) is not linked");
}

// The bytes go through the same parser as a file (a copy, as QFile::readAll makes).
inline std::optional<QJsonObject> parse(const std::uint8_t *data, std::size_t size, Problems &problems)
{
    return parseJsonObject(QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)), problems);
}

// A seed for the playouts that depends on the input only, so a crash reproduces.
inline std::uint64_t inputHash(const std::uint8_t *data, std::size_t size)
{
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (std::size_t i = 0; i < size; ++i) {
        hash ^= data[i];
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

inline QString describe(const Game &game)
{
    return QString::fromUtf8(QJsonDocument(game.positionJson()).toJson(QJsonDocument::Compact));
}

// Whatever a game's state, the views on it must be computable and the position it
// writes must load again under the same rules (`ruleset` is what the writer omits).
inline void observeAndReload(const Game &game, const QJsonValue &ruleset)
{
    for (int seat = -1; seat < game.seatCount(); ++seat)
        game.observation(seat);
    game.outcome();
    // What isleworks-cli score prints for any position it loads.
    game.scoreReportText(game.fullScoreReport());
    game.scoreReportText(game.scoreReport());
    QJsonObject position = game.positionJson();
    if (!ruleset.isUndefined())
        position.insert(QStringLiteral("ruleset"), ruleset);
    Problems problems;
    if (!loadPosition(position, nullptr, problems) || problems.hasErrors())
        fail("a position written by positionJson() does not load again cleanly",
             problems.summary() + u'\n' + QString::fromUtf8(QJsonDocument(position).toJson(QJsonDocument::Compact)));
}

// Plays up to `maxDecisions` random decisions, alternating between a pick from
// legalActions() and randomAction(); both must be legal and available while the game
// is not over.
inline bool traceDecisions()
{
    static const bool trace = qEnvironmentVariableIsSet("ISLE_FUZZ_TRACE");
    return trace;
}

inline void playOut(Game &game, Rng &rng, int maxDecisions)
{
    static ActionList legal; // 32 KiB: kept off the stack
    for (int i = 0; i < maxDecisions && !game.isOver(); ++i) {
        game.legalActions(legal);
        if (legal.isEmpty())
            fail("the game is not over but has no legal action", describe(game));
        const Action action = (i % 2 == 0) ? legal[rng.below(static_cast<std::uint32_t>(legal.size()))]
                                           : game.randomAction(rng);
        const Verdict verdict = game.check(action);
        if (!verdict.legal)
            fail("a generated action is refused by check()",
                 game.describeAction(action) + QStringLiteral(": ") + verdict.reason + u'\n' + describe(game));
        if (!legal.contains(action))
            fail("randomAction() returned an action legalActions() does not list", describe(game));
        if (traceDecisions()) // to read how a crashing input got where it broke
            std::fprintf(stderr, "%d seat %d: %s\n", i, game.decision().seat, qPrintable(game.describeAction(action)));
        game.apply(action);
    }
}

// Plays on from `game` and, with `views`, from each seat's determinized view of it
// (which must be a consistent state too), observing and reloading along the way.
enum class Views { FullStateOnly, Determinized };
inline void exercise(const Game &game, const QJsonValue &ruleset, std::uint64_t seed, int maxDecisions, Views views)
{
    Rng rng(seed);
    observeAndReload(game, ruleset);
    const int lastSeat = views == Views::Determinized ? game.seatCount() - 1 : -1;
    for (int seat = -1; seat <= lastSeat; ++seat) {
        std::unique_ptr<Game> copy = game.clone();
        copy->setHistoryEnabled(false);
        if (seat >= 0)
            copy->determinize(seat, rng);
        playOut(*copy, rng, maxDecisions);
        observeAndReload(*copy, ruleset);
    }
}

} // namespace isle::fuzz
