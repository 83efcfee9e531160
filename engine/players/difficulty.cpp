#include "difficulty.h"

#include "ismctsplayer.h"

#include <QCoreApplication>

#include <array>

namespace isle {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::Difficulty)
};

// Budgets tuned against the strength table in docs/BENCHMARKS.md ("Computer players"):
// Medium beats random, Hard beats greedy, Expert beats Hard.
constexpr std::array<DifficultyPreset, 4> Presets{{
    {Difficulty::Easy, "easy", QT_TRANSLATE_NOOP("isle::Difficulty", "Easy"), 50},
    {Difficulty::Medium, "medium", QT_TRANSLATE_NOOP("isle::Difficulty", "Medium"), 300},
    {Difficulty::Hard, "hard", QT_TRANSLATE_NOOP("isle::Difficulty", "Hard"), 2000},
    {Difficulty::Expert, "expert", QT_TRANSLATE_NOOP("isle::Difficulty", "Expert"), 10000},
}};

// Long games (playouts averaging more than LongPlayout decisions, such as a wargame whose
// random playouts wander for a thousand decisions) cut playouts after LongPlayoutCap
// decisions and take LongPlayoutGreedy of their moves greedily (docs/ai.md, "Long games");
// shorter games play every playout to the end at random, exactly as before.
constexpr int LongPlayout = 300;
constexpr int LongPlayoutCap = 40;
constexpr double LongPlayoutGreedy = 0.5;
} // namespace

std::span<const DifficultyPreset> difficultyPresets()
{
    return Presets;
}

const DifficultyPreset &difficultyPreset(Difficulty level)
{
    return Presets[static_cast<std::size_t>(level)];
}

std::optional<Difficulty> difficultyFromId(const QString &id)
{
    for (const DifficultyPreset &preset : Presets)
        if (id == QLatin1StringView(preset.id))
            return preset.level;
    return std::nullopt;
}

QString difficultyLabel(Difficulty level)
{
    return Tr::tr(difficultyPreset(level).label);
}

std::unique_ptr<Player> createDifficultyPlayer(Difficulty level)
{
    const DifficultyPreset &preset = difficultyPreset(level);
    IsmctsSettings settings;
    settings.iterations = preset.iterations;
    settings.longPlayout = LongPlayout;
    settings.longPlayoutCap = LongPlayoutCap;
    settings.longPlayoutGreedy = LongPlayoutGreedy;
    return std::make_unique<IsmctsPlayer>(settings, QLatin1StringView(preset.id));
}

} // namespace isle
