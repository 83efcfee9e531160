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

double mean(const std::vector<double> &values)
{
    double sum = 0;
    for (const double value : values)
        sum += value;
    return values.empty() ? 0.0 : sum / double(values.size());
}
} // namespace

ComparedFigure pairedDifference(const QString &id, const QString &name, const std::vector<double> &a,
                                const std::vector<double> &b)
{
    ComparedFigure figure;
    figure.id = id;
    figure.name = name;
    figure.meanA = mean(a);
    figure.meanB = mean(b);
    const std::size_t n = std::min(a.size(), b.size());
    if (n == 0)
        return figure;
    double sum = 0;
    for (std::size_t i = 0; i < n; ++i)
        sum += b[i] - a[i];
    const double difference = sum / double(n);
    double squares = 0;
    for (std::size_t i = 0; i < n; ++i)
        squares += (b[i] - a[i] - difference) * (b[i] - a[i] - difference);
    const double deviation = n > 1 ? std::sqrt(squares / double(n - 1)) : 0.0;
    const double half = Z95 * deviation / std::sqrt(double(n));
    figure.difference = difference;
    figure.low = difference - half;
    figure.high = difference + half;
    return figure;
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
    result.b = simulate(configB, problems, half(config.games), cancel);
    if (problems.hasErrors())
        return result;
    result.cancelled = result.a.cancelled || result.b.cancelled;
    result.games = std::min(result.a.games, result.b.games);

    // Only games both sides played are paired.
    const auto column = [&](const std::vector<GameSample> &samples, auto field) {
        std::vector<double> values;
        values.reserve(static_cast<std::size_t>(result.games));
        for (int i = 0; i < result.games; ++i)
            values.push_back(field(samples[static_cast<std::size_t>(i)]));
        return values;
    };
    const auto figure = [&](const QString &id, const QString &name, auto field) {
        result.figures.append(pairedDifference(id, name, column(samplesA, field), column(samplesB, field)));
    };
    figure(QStringLiteral("firstSeatWinRate"), Tr::tr("First seat's win rate"),
           [](const GameSample &s) { return s.firstSeat; });
    figure(QStringLiteral("meanMargin"), Tr::tr("First seat's score margin"),
           [](const GameSample &s) { return double(s.margin); });
    figure(QStringLiteral("gameLength"), Tr::tr("Game length (decisions)"),
           [](const GameSample &s) { return double(s.decisions); });
    // Then the game's own per-game figures whose counts are kept game by game; a rate's
    // per-game counts are not a mean, so it is compared only by its totals.
    const QList<int> sampled = result.a.figures.sampledFigures();
    for (qsizetype slot = 0; slot < sampled.size(); ++slot) {
        const DesignerFigure &declared = result.a.figures.figures.at(sampled.at(slot));
        if (declared.aggregate != DesignerFigure::Rate)
            figure(declared.id, declared.label,
                   [slot](const GameSample &s) { return double(s.figures[std::size_t(slot)]); });
    }
    return result;
}

} // namespace isle
