// libFuzzer target for position files (isle::loadPosition). A loaded position is then
// played on, from the full state and from each seat's determinized view, and written
// back; every state on the way must load again.
#include "fuzzcommon.h"

#include "core/position.h"

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
    const std::unique_ptr<Game> game = loadPosition(*object, nullptr, problems);
    if (!game)
        return 0;
    if (problems.hasErrors())
        fuzz::fail("loadPosition() returned a game and reported errors", problems.summary());
    fuzz::exercise(*game, object->value(QStringLiteral("ruleset")), fuzz::inputHash(data, size), 600,
                   fuzz::Views::Determinized);
    return 0;
}
