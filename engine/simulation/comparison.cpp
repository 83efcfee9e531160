// Comparing two rulesets on the same seeds (docs/simulation.md): what a designer reads to
// judge a rule change, with the uncertainty that a finite number of games leaves.
#include "comparison.h"

#include <QCoreApplication>

#include <cmath>

namespace isle {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::Simulation)
};

constexpr double Z95 = 1.959963984540054; // two-sided 95 % quantile of the normal distribution

} // namespace

QList<PairedSums> pairedFigures(const DesignerFigures &declared)
{
    const auto paired = [](const QString &id, const QString &name, int source, qint64 scale) {
        PairedSums sums;
        sums.id = id;
        sums.name = name;
        sums.source = source;
        sums.scale = scale;
        return sums;
    };
    QList<PairedSums> list{
        paired(QStringLiteral("firstSeatWinRate"), Tr::tr("First seat's win rate"), PairedSums::FirstSeat, 2),
        paired(QStringLiteral("meanMargin"), Tr::tr("First seat's score margin"), PairedSums::Margin, 1),
        paired(QStringLiteral("gameLength"), Tr::tr("Game length (decisions)"), PairedSums::Length, 1),
    };
    // Then the game's own per-game figures whose counts are kept game by game; a rate's
    // per-game counts are not a mean, so it is compared only by its totals.
    const QList<int> sampled = declared.sampledFigures();
    for (qsizetype slot = 0; slot < sampled.size(); ++slot) {
        const DesignerFigure &figure = declared.figures.at(sampled.at(slot));
        if (figure.aggregate != DesignerFigure::Rate)
            list.append(paired(figure.id, figure.label, PairedSums::FigureSample + int(slot), 1));
    }
    return list;
}

qint64 PairedSums::value(const GameSample &sample) const
{
    switch (source) {
    case FirstSeat: return qint64(std::lround(sample.firstSeat * 2));
    case Margin: return sample.margin;
    case Length: return sample.decisions;
    default: break;
    }
    const auto slot = std::size_t(source - FigureSample);
    return slot < sample.figures.size() ? sample.figures[slot] : 0;
}

void PairedSums::add(qint64 a, qint64 b)
{
    const qint64 difference = b - a;
    ++count;
    sumA += a;
    sumB += b;
    sumDifference += difference;
    sumDifferenceSquares += difference * difference;
}

void PairedSums::merge(const PairedSums &other)
{
    count += other.count;
    sumA += other.sumA;
    sumB += other.sumB;
    sumDifference += other.sumDifference;
    sumDifferenceSquares += other.sumDifferenceSquares;
}

ComparedFigure PairedSums::figure() const
{
    ComparedFigure figure;
    figure.id = id;
    figure.name = name;
    if (count == 0 || scale <= 0)
        return figure;
    const double n = double(count);
    figure.meanA = double(sumA) / double(scale) / n;
    figure.meanB = double(sumB) / double(scale) / n;
    figure.difference = double(sumDifference) / double(scale) / n;
    double half = 0;
    if (count > 1) {
        // n·Σd² − (Σd)² exactly, in 128 bits: the variance of a difference that barely
        // varies is not lost to cancellation, and every run computes the same bits.
        // (__extension__: GCC's -Wpedantic would otherwise warn that ISO C++ has no __int128.)
        __extension__ using Int128 = __int128;
        const Int128 spread = static_cast<Int128>(count) * sumDifferenceSquares
            - static_cast<Int128>(sumDifference) * sumDifference;
        const long double variance = static_cast<long double>(spread)
            / (static_cast<long double>(count) * static_cast<long double>(count - 1));
        const double deviation = variance > 0 ? double(std::sqrt(variance)) / double(scale) : 0.0;
        half = Z95 * deviation / std::sqrt(n);
    }
    figure.low = figure.difference - half;
    figure.high = figure.difference + half;
    return figure;
}

void mergeComparison(ComparisonResult &result, const ComparisonResult &part)
{
    if (result.sums.isEmpty() && result.games == 0) {
        result = part;
        return;
    }
    result.games += part.games;
    result.cancelled = result.cancelled || part.cancelled;
    result.a.merge(part.a);
    result.b.merge(part.b);
    for (qsizetype i = 0; i < result.sums.size() && i < part.sums.size(); ++i)
        result.sums[i].merge(part.sums.at(i));
    result.figures.clear();
    for (const PairedSums &sums : std::as_const(result.sums))
        result.figures.append(sums.figure());
}

ComparisonResult compareRulesets(const SimulationConfig &config, const Ruleset &a, const Ruleset &b, Problems &problems,
                                 const std::function<void(int)> &progress, const std::atomic<bool> *cancel)
{
    ComparisonResult result;
    std::vector<GameSample> samplesA;
    std::vector<GameSample> samplesB;
    SimulationConfig configA = config;
    configA.ruleset = a;
    configA.tallyFigures = true;
    configA.samples = &samplesA;
    SimulationConfig configB = configA;
    configB.ruleset = b;
    configB.samples = &samplesB;

    const auto half = [&](int offset) {
        return [&progress, offset](int done) {
            if (progress)
                progress(offset + done);
        };
    };
    result.a = simulate(configA, problems, half(0), cancel);
    if (problems.hasErrors())
        return result;
    const int shardGames = config.shard.endGame(config.games) - config.shard.firstGame(config.games);
    result.b = simulate(configB, problems, half(shardGames), cancel);
    if (problems.hasErrors())
        return result;
    result.cancelled = result.a.cancelled || result.b.cancelled;
    result.games = std::min(result.a.games, result.b.games);

    // Only games both sides played are paired.
    result.sums = pairedFigures(result.a.figures);
    for (PairedSums &sums : result.sums) {
        for (int i = 0; i < result.games; ++i)
            sums.add(sums.value(samplesA[static_cast<std::size_t>(i)]), sums.value(samplesB[static_cast<std::size_t>(i)]));
        result.figures.append(sums.figure());
    }
    return result;
}

} // namespace isle
