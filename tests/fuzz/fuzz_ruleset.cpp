// libFuzzer target for ruleset files (Ruleset::fromJson). A ruleset the loader accepts
// must survive a write and a read unchanged, and both variants must play under it.
#include "fuzzcommon.h"

#include "core/ruleset.h"

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    isle::fuzz::requireBuiltinRulesets();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace isle;
    Problems problems;
    const auto object = fuzz::parse(data, size, problems);
    if (!object)
        return 0;
    const auto ruleset = Ruleset::fromJson(*object, problems);
    if (!ruleset)
        return 0;
    if (problems.hasErrors())
        fuzz::fail("fromJson() returned a ruleset and reported errors", problems.summary());

    Problems again;
    const auto reread = Ruleset::fromJson(ruleset->toJson(), again);
    if (!reread || !(*reread == *ruleset) || again.hasErrors())
        fuzz::fail("a ruleset written by toJson() does not read back the same", again.summary());

    const GameModule *module = GameRegistry::find(ruleset->gameId());
    const std::uint64_t seed = fuzz::inputHash(data, size);
    for (const QString &variant : module->variants()) {
        Problems start;
        const auto game = module->newGame(*ruleset, variant, seed, start);
        if (!game)
            fuzz::fail("an accepted ruleset cannot start a game", start.summary());
        fuzz::exercise(*game, ruleset->toJson(), seed, 1500, fuzz::Views::FullStateOnly);
    }
    return 0;
}
