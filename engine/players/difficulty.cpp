#include "difficulty.h"

#include "ismctsplayer.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace isle {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::Difficulty)
};

// Budgets tuned against the ladder in docs/ai.md (bench/ladder.py): Easy beats Random,
// Medium beats Greedy, Hard beats Medium, Expert beats Hard.
constexpr std::array<DifficultyPreset, 4> Presets{{
    {Difficulty::Easy, "easy", QT_TRANSLATE_NOOP("isle::Difficulty", "Easy"), 100, 0, 0, 0},
    {Difficulty::Medium, "medium", QT_TRANSLATE_NOOP("isle::Difficulty", "Medium"), 300, 0, 0, 0},
    {Difficulty::Hard, "hard", QT_TRANSLATE_NOOP("isle::Difficulty", "Hard"), 2000, 200, 4, 0},
    {Difficulty::Expert, "expert", QT_TRANSLATE_NOOP("isle::Difficulty", "Expert"), 10000, 500, 16, 4},
}};

// Hard and Expert plan whole turns in games of many decisions a turn
// (Game::turnHasManyDecisions; TurnPlanner), TurnPlanPopulation plans kept from one
// generation to the next. In Battle on the Island of Fog, Hard planning 200 turns a
// decision on 4 samples beat Medium in 740 of 1,000 games, where its step search won 638
// (docs/ai.md, "Turn plans"); Expert's 500 on 16 samples beat that Hard in 150 of 280,
// and checking its best 4 plans against the rivals' reply (turnReplies) in 155 of
// the same 280 deals.
constexpr int TurnPlanPopulation = 8;
// Expert scores its plans against the strongest rival in games of more than two seats
// (TurnPlanSettings::againstLeader), since only passing the leader wins: with three
// generals it then beat Hard in 25 of 60 games where it had won 21 against the others'
// mean, with four in 4 of 24 where it had won 3 (docs/ai.md, "Against the leader").
constexpr Difficulty AgainstLeaderFrom = Difficulty::Expert;
constexpr Difficulty FineEvaluationFrom = Difficulty::Expert;

// Long games (playouts averaging more than LongPlayout decisions, such as a wargame whose
// random playouts wander for a thousand decisions) cut playouts after LongPlayoutCap
// decisions and take LongPlayoutGreedy of their moves greedily (docs/ai.md, "Long games");
// shorter games play every playout to the end at random, exactly as before.
constexpr int LongPlayout = 300;
constexpr int LongPlayoutCap = 40;
constexpr double LongPlayoutGreedy = 0.5;
// Hard and Expert look ahead in their trees: in a long game whose evaluation scores a
// position in mid-turn (Game::evaluationIsSteady) their playouts stop after
// SteadyPlayoutCap decisions, so that a few thousand iterations compare moves instead of
// the noise of forty random steps and their dice. In Battle on the Island of Fog Hard then
// beat Medium in 135 of 200 games instead of 121 on the same deals (docs/ai.md, "Short
// playouts for the upper levels"). Easy and Medium sample, as before.
constexpr int SteadyPlayoutCap = 2;
constexpr Difficulty SteadyPlayoutsFrom = Difficulty::Hard;
// ... and their searches compare a node's children by where each mean stands between the
// lowest and the highest of them (IsmctsSettings::longPlayoutNormalize): in one long game
// Hard then beat Medium in 71 % of 100 games, against 35 % of 20 before (docs/ai.md).
constexpr bool LongPlayoutNormalize = true;

// Move ordering and progressive widening from the games' one-ply values (docs/ai.md,
// "Move ordering"): measured on every game, these turned Medium from losing to the greedy
// player (31 % in the first game's basic variant) into beating it, at a small cost per
// iteration; a bias of 4 rather than 2 lifted Medium over Greedy in its hardest variant
// from 57 % to 69 %.
constexpr double PriorWeight = 4.0;
constexpr double WideningBase = 1.0;
constexpr double WideningExponent = 0.5;
// A finished playout's reward is 70 % its result and 30 % its score margin: a search that
// also prefers winning by more separates good moves from lucky ones sooner (measured in
// docs/ai.md: Hard over Medium 62 % → 70 % in one game, Medium over Greedy 87 % → 92.5 % in
// another).
constexpr double MarginWeight = 0.3;
// Hard and Expert multiply their budgets by seats / 2 in games of more than two seats
// (IsmctsSettings::budgetPerTwoSeats): in the four-seat team game Hard at 2,000 iterations
// beat Medium in 59 % of 200 games, at 4,000 in 69.5 % of the same 200 (docs/ai.md). Easy
// and Medium keep theirs: quick replies.
constexpr Difficulty BudgetPerTwoSeatsFrom = Difficulty::Hard;
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

std::unique_ptr<Player> createDifficultyPlayer(Difficulty level, qint64 iterations)
{
    const DifficultyPreset &preset = difficultyPreset(level);
    IsmctsSettings settings;
    settings.iterations = iterations > 0 ? iterations : preset.iterations;
    settings.longPlayout = LongPlayout;
    settings.longPlayoutCap = LongPlayoutCap;
    settings.steadyPlayoutCap = level >= SteadyPlayoutsFrom ? SteadyPlayoutCap : 0;
    settings.longPlayoutGreedy = LongPlayoutGreedy;
    settings.longPlayoutNormalize = LongPlayoutNormalize;
    settings.priorWeight = PriorWeight;
    settings.wideningBase = WideningBase;
    settings.wideningExponent = WideningExponent;
    settings.marginWeight = MarginWeight;
    settings.budgetPerTwoSeats = level >= BudgetPerTwoSeatsFrom;
    if (preset.turnPlans > 0) {
        // A budget of its own ("hard:4000") scales the plans as it scales the iterations.
        settings.turnPlan.evaluations = iterations > 0
            ? int(std::clamp<qint64>(qint64(preset.turnPlans) * iterations / preset.iterations, 1, 1000000))
            : preset.turnPlans;
        settings.turnPlan.samples = preset.turnSamples;
        settings.turnPlan.replyCheck = preset.turnReplies;
        settings.turnPlan.population = TurnPlanPopulation;
        settings.turnPlan.againstLeader = level >= AgainstLeaderFrom;
        settings.turnPlan.fineEvaluation = level >= FineEvaluationFrom;
    }
    const QString name = iterations > 0 ? QStringLiteral("%1:%2").arg(QLatin1StringView(preset.id)).arg(iterations)
                                        : QString(QLatin1StringView(preset.id));
    return std::make_unique<IsmctsPlayer>(settings, name);
}

} // namespace isle
