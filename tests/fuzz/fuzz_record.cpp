// libFuzzer target for game records (GameRecord::fromJson, then replay() of at most a
// few hundred decisions). An accepted record must also write and read back the same.
#include "fuzzcommon.h"

#include "core/gamerecord.h"

namespace {
constexpr int MaxReplayed = 300;
}

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
    const auto record = GameRecord::fromJson(*object, problems);
    if (!record)
        return 0;

    Problems again;
    const auto reread = GameRecord::fromJson(record->toJson(), again);
    if (!reread || reread->decisions != record->decisions || reread->seed != record->seed
        || !(reread->ruleset == record->ruleset) || reread->players != record->players)
        fuzz::fail("a record written by toJson() does not read back the same", again.summary());

    Problems replayProblems;
    const ReplayResult result = replay(*record, nullptr, replayProblems, MaxReplayed);
    if (!result.game)
        fuzz::fail("an accepted record's game cannot start", replayProblems.summary());
    if (result.applied > MaxReplayed || (result.complete() && result.applied != std::min<int>(MaxReplayed, int(record->decisions.size()))))
        fuzz::fail("replay() applied a wrong number of decisions");
    fuzz::observeAndReload(*result.game, record->ruleset.toJson());
    return 0;
}
