#pragma once

// Rows for a data-driven test that runs on every registered game, in every variant and
// ruleset profile, and the game of such a row: for the game-neutral suites (tests/core).
#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"

#include <QTest>

#include <memory>

namespace isle::test {

// Columns game, variant and profile (-1: the default ruleset; otherwise profiles()[i]),
// one row per game, variant and profile other than the first (the default's own values).
inline void addEveryGameRow()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("profile");
    for (const GameModule *module : GameRegistry::all()) {
        for (const QString &variant : module->variants()) {
            QTest::newRow(qPrintable(module->id() + u' ' + variant)) << module->id() << variant << -1;
            for (int profile = 1; profile < module->profiles().size(); ++profile)
                QTest::newRow(qPrintable(module->id() + u' ' + variant + u' ' + module->profiles().at(profile).id))
                    << module->id() << variant << profile;
        }
    }
}

inline std::unique_ptr<Game> newEveryGame(const QString &gameId, const QString &variant, int profile, std::uint64_t seed)
{
    const GameModule *module = GameRegistry::find(gameId);
    const Ruleset ruleset =
        profile < 0 ? module->defaultRuleset() : Ruleset(gameId, module->profiles().value(profile).params);
    Problems problems;
    auto game = module->newGame(ruleset, variant, seed, problems);
    if (!game)
        qWarning("%s", qPrintable(problems.summary()));
    return game;
}

} // namespace isle::test
