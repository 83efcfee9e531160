#include "labjobs.h"

#include "core/gameregistry.h"
#include "core/gamemodule.h"
#include "core/rulesetschema.h"
#include "models/rulesetvalues.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <cmath>

namespace isle {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::BalanceLab)
};

constexpr double Z95 = 1.959963984540054;
} // namespace

Ruleset SweepTarget::applied(const Ruleset &ruleset, int value) const
{
    Ruleset result = ruleset;
    if (row < 0) {
        result.setValue(key, value);
        return result;
    }
    QJsonArray rows = ruleset.table(key);
    if (row < rows.size()) {
        QJsonObject object = rows.at(row).toObject();
        object.insert(column, value);
        rows.replace(row, object);
    }
    result.setValue(key, rows);
    return result;
}

int SweepTarget::valueIn(const Ruleset &ruleset) const
{
    if (row < 0)
        return ruleset.integer(key);
    return ruleset.table(key).at(row).toObject().value(column).toInt();
}

QList<SweepTarget> sweepTargets(const RulesetSchema &schema, const Ruleset &ruleset)
{
    QList<SweepTarget> targets;
    for (const ParamSpec &spec : schema.params())
        if (spec.type == ParamType::Integer)
            targets.append({spec.key, -1, QString(), schema.translate(spec.label), spec.min, spec.max});
    for (const ParamSpec &spec : schema.params()) {
        if (spec.type != ParamType::Table)
            continue;
        const QJsonArray rows = ruleset.table(spec.key);
        for (int row = 0; row < rows.size(); ++row)
            for (const ColumnSpec &column : spec.columns)
                if (column.type == ParamType::Integer)
                    targets.append({spec.key, row, column.key,
                                    describePath(schema, ruleset, cellPath(spec.key, row, column.key)), column.min,
                                    column.max});
    }
    return targets;
}

SweepPoint meanWithInterval(const std::vector<double> &values)
{
    SweepPoint point;
    const auto n = double(values.size());
    if (values.empty())
        return point;
    double sum = 0;
    for (const double value : values)
        sum += value;
    point.mean = sum / n;
    double squares = 0;
    for (const double value : values)
        squares += (value - point.mean) * (value - point.mean);
    const double deviation = values.size() > 1 ? std::sqrt(squares / (n - 1)) : 0.0;
    const double half = Z95 * deviation / std::sqrt(n);
    point.low = point.mean - half;
    point.high = point.mean + half;
    return point;
}

LabRun runSimulation(SimulationConfig config, std::atomic<int> *done, const std::atomic<bool> *cancel)
{
    LabRun run;
    run.kind = LabRun::Simulation;
    config.tallyFigures = true;
    config.samples = &run.samples;
    Problems problems;
    run.simulation = simulate(config, problems, [done](int games) { *done = games; }, cancel);
    if (problems.hasErrors())
        run.error = problems.summary();
    run.cancelled = run.simulation.cancelled;
    run.samples.resize(std::size_t(std::max(0, run.simulation.games)));
    return run;
}

LabRun runComparison(const SimulationConfig &config, const Ruleset &a, const Ruleset &b, std::atomic<int> *done,
                     const std::atomic<bool> *cancel)
{
    LabRun run;
    run.kind = LabRun::Comparison;
    Problems problems;
    run.comparison = compareRulesets(config, a, b, problems, [done](int games) { *done = games; }, cancel);
    if (problems.hasErrors())
        run.error = problems.summary();
    run.cancelled = run.comparison.cancelled;
    return run;
}

LabRun runSweep(SimulationConfig config, const SweepTarget &target, const QList<int> &values,
                const SweepFigure &figure, std::atomic<int> *done, const std::atomic<bool> *cancel)
{
    LabRun run;
    run.kind = LabRun::Sweep;
    run.sweepLabel = target.label;
    run.figureLabel = figure.label;
    run.figureKind = figure.kind;
    const GameModule *module = GameRegistry::find(config.gameId);
    const Ruleset base = config.ruleset;
    const int games = config.games;
    for (qsizetype i = 0; i < values.size(); ++i) {
        if (cancel && cancel->load()) {
            run.cancelled = true;
            break;
        }
        SweepPoint point;
        config.ruleset = target.applied(base, values.at(i));
        Problems problems;
        config.ruleset.validate(problems);
        if (!module || problems.hasErrors()) {
            point.valid = false;
            point.problem = problems.firstError();
        } else {
            std::vector<GameSample> samples;
            config.samples = &samples;
            // The game counts its figures only when asked (it costs some speed).
            config.tallyFigures = figure.kind == SweepFigure::GameFigure;
            const int offset = int(i) * games;
            const SimulationResult result
                = simulate(config, problems, [done, offset](int finished) { *done = offset + finished; }, cancel);
            if (result.cancelled) {
                run.cancelled = true;
                break;
            }
            samples.resize(std::size_t(result.games));
            const DesignerFigures &declared = result.figures;
            const bool designed = figure.kind == SweepFigure::GameFigure;
            const DesignerFigure *designer = designed && figure.figure >= 0 && figure.figure < declared.figures.size()
                ? &declared.figures.at(figure.figure)
                : nullptr;
            // A per-game count kept game by game gets an interval; a component's figure or a
            // rate is known only as a total over the games: the value is exact, the interval
            // left empty.
            const qsizetype slot = designer && designer->kind == DesignerFigure::PerGame
                    && designer->aggregate != DesignerFigure::Rate
                ? declared.sampledFigures().indexOf(figure.figure)
                : -1;
            if (designed && slot < 0) {
                point.mean = point.low = point.high = result.figure(figure.figure, figure.component);
            } else {
                std::vector<double> column;
                column.reserve(samples.size());
                for (const GameSample &sample : samples) {
                    switch (figure.kind) {
                    case SweepFigure::FirstSeatWinRate: column.push_back(sample.firstSeat); break;
                    case SweepFigure::MeanMargin: column.push_back(sample.margin); break;
                    case SweepFigure::GameLength: column.push_back(sample.decisions); break;
                    case SweepFigure::GameFigure: column.push_back(sample.figures[std::size_t(slot)]); break;
                    }
                }
                const SweepPoint stats = meanWithInterval(column);
                point.mean = stats.mean;
                point.low = stats.low;
                point.high = stats.high;
                // The normal interval of a mean near a bound can cross it; the mean of
                // counts is never negative, and a win rate stays within 0 to 1.
                if (figure.kind != SweepFigure::MeanMargin)
                    point.low = std::max(0.0, point.low);
                if (figure.kind == SweepFigure::FirstSeatWinRate)
                    point.high = std::min(1.0, point.high);
            }
            if (designer) {
                run.figureIsCount = designer->isCount();
                run.figureIsSigned = designer->canBeNegative();
            }
        }
        point.value = values.at(i);
        run.sweep.append(point);
        *done = int(i + 1) * games;
    }
    if (run.sweep.isEmpty() && !run.cancelled)
        run.error = Tr::tr("no value of the sweep could be played");
    return run;
}

} // namespace isle
