#include "labcharts.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QHorizontalBarSeries>
#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QAreaSeries>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace isle {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::BalanceLab)
};

constexpr double Z95 = 1.959963984540054;

QChart *newChart(const QString &title)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    return chart;
}

QChart *emptyChart(const QString &title, const QString &why)
{
    // The title is rich text: the hint goes on a smaller second line.
    QChart *chart = newChart(title.toHtmlEscaped() + QStringLiteral("<br><small>") + why.toHtmlEscaped()
                             + QStringLiteral("</small>"));
    chart->legend()->hide();
    return chart;
}

QBoxSet *intervalBox(const QString &label, const SweepPoint &point, double scale)
{
    // A flat box at the mean with whiskers at the interval's ends reads as an error bar.
    return new QBoxSet(point.low * scale, point.mean * scale, point.mean * scale, point.mean * scale,
                       point.high * scale, label);
}

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addSeries(series);
    if (!chart->axes(Qt::Horizontal).contains(x))
        chart->addAxis(x, Qt::AlignBottom);
    if (!chart->axes(Qt::Vertical).contains(y))
        chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
}

QBoxSet *spreadBox(const QString &label, double mean, double deviation, double min, double max)
{
    return new QBoxSet(min, mean - deviation, mean, mean + deviation, max, label);
}

QString savedLabel() { return Tr::tr("Saved rules"); }
QString currentLabel() { return Tr::tr("Current rules"); }

// Whole-number bins over [min, max], at most `maxBins` of them.
QChart *histogram(const QString &title, const QString &xTitle, const std::vector<double> &values, int maxBins)
{
    if (values.empty())
        return emptyChart(title, Tr::tr("(run a simulation to see it)"));
    const auto [minIt, maxIt] = std::minmax_element(values.begin(), values.end());
    const int low = int(std::floor(*minIt));
    const int high = int(std::floor(*maxIt));
    const int width = std::max(1, int(std::ceil(double(high - low + 1) / maxBins)));
    const int bins = (high - low) / width + 1;
    QList<qreal> counts(bins, 0);
    for (const double value : values)
        counts[(int(std::floor(value)) - low) / width] += 1;
    auto *set = new QBarSet(Tr::tr("games"));
    QStringList categories;
    for (int bin = 0; bin < bins; ++bin) {
        *set << counts.at(bin);
        const int from = low + bin * width;
        categories.append(width == 1 ? QString::number(from) : QStringLiteral("%1–%2").arg(from).arg(from + width - 1));
    }
    QChart *chart = newChart(title);
    auto *series = new QBarSeries;
    series->append(set);
    series->setBarWidth(0.95);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    x->setTitleText(xTitle);
    x->setLabelsAngle(categories.size() > 12 ? -90 : 0);
    auto *y = new QValueAxis;
    y->setTitleText(Tr::tr("games"));
    y->setLabelFormat(QStringLiteral("%d"));
    attach(chart, series, x, y);
    chart->legend()->hide();
    return chart;
}

// The batches a run played, each with its label: one under these rules, or the saved
// and the current rules of a comparison; none before a run.
QList<std::pair<QString, const SimulationResult *>> labelledResults(const LabRun &run)
{
    if (run.kind == LabRun::Simulation && run.simulation.games > 0)
        return {{Tr::tr("These rules"), &run.simulation}};
    if (run.kind == LabRun::Comparison && run.comparison.games > 0)
        return {{savedLabel(), &run.comparison.a}, {currentLabel(), &run.comparison.b}};
    return {};
}

} // namespace

SweepPoint firstSeatInterval(const SimulationResult &result)
{
    SweepPoint point;
    if (result.games <= 0 || result.seatStats.empty())
        return point;
    const SeatStatistics &first = result.seatStats.front();
    const double n = result.games;
    point.mean = (double(first.wins) + 0.5 * double(first.draws)) / n;
    const double squares = (double(first.wins) + 0.25 * double(first.draws)) / n;
    const double variance = std::max(0.0, squares - point.mean * point.mean) * (n > 1 ? n / (n - 1) : 0.0);
    const double half = Z95 * std::sqrt(variance / n);
    point.low = std::max(0.0, point.mean - half);
    point.high = std::min(1.0, point.mean + half);
    return point;
}

QChart *winRateChart(const LabRun &run)
{
    const QString title = Tr::tr("First seat's win rate (draws count ½), 95 % interval");
    auto *series = new QBoxPlotSeries;
    if (run.kind == LabRun::Simulation && run.simulation.games > 0) {
        series->append(intervalBox(Tr::tr("These rules"), firstSeatInterval(run.simulation), 100));
    } else if (run.kind == LabRun::Comparison && run.comparison.games > 0) {
        series->append(intervalBox(savedLabel(), firstSeatInterval(run.comparison.a), 100));
        series->append(intervalBox(currentLabel(), firstSeatInterval(run.comparison.b), 100));
    } else {
        delete series;
        return emptyChart(title, Tr::tr("(run a simulation or a comparison to see it)"));
    }
    series->setName(Tr::tr("win rate"));
    series->setBoxWidth(0.35);
    QChart *chart = newChart(title);
    auto *x = new QBarCategoryAxis;
    auto *y = new QValueAxis;
    y->setRange(0, 100);
    y->setTitleText(Tr::tr("% of the points"));
    y->setLabelFormat(QStringLiteral("%d"));
    y->setTickCount(6);
    attach(chart, series, x, y);
    // The even line: a fair game sits on it.
    auto *even = new QLineSeries;
    even->setName(Tr::tr("50 %: even"));
    even->append(-0.5, 50);
    even->append(double(series->count()) - 0.5, 50);
    QPen pen(Qt::DashLine);
    pen.setColor(Qt::gray);
    even->setPen(pen);
    auto *evenX = new QValueAxis;
    evenX->setRange(-0.5, double(series->count()) - 0.5);
    evenX->setVisible(false);
    chart->addSeries(even);
    chart->addAxis(evenX, Qt::AlignTop);
    even->attachAxis(evenX);
    even->attachAxis(y);
    return chart;
}

QChart *scoreChart(const LabRun &run)
{
    const QString title = Tr::tr("Score per seat: mean ± one deviation, lowest to highest");
    const QList<std::pair<QString, const SimulationResult *>> results = labelledResults(run);
    if (results.isEmpty())
        return emptyChart(title, Tr::tr("(run a simulation or a comparison to see it)"));
    QChart *chart = newChart(title);
    auto *x = new QBarCategoryAxis;
    auto *y = new QValueAxis;
    y->setTitleText(Tr::tr("score"));
    for (const auto &[name, result] : results) {
        auto *series = new QBoxPlotSeries;
        series->setName(name);
        for (int seat = 0; seat < result->seats; ++seat) {
            const SeatStatistics &stats = result->seatStats.at(std::size_t(seat));
            series->append(spreadBox(Tr::tr("Seat %1").arg(seat + 1), result->meanScore(seat),
                                     result->scoreDeviation(seat), double(stats.scoreMin), double(stats.scoreMax)));
        }
        attach(chart, series, x, y);
    }
    y->applyNiceNumbers();
    if (results.size() == 1)
        chart->legend()->hide();
    return chart;
}

QChart *marginHistogram(const LabRun &run)
{
    std::vector<double> margins;
    for (const GameSample &sample : run.samples)
        margins.push_back(sample.margin);
    return histogram(Tr::tr("First seat's margin (its score minus the second seat's)"), Tr::tr("margin"), margins, 24);
}

QChart *gameLengthChart(const LabRun &run)
{
    const QString title = Tr::tr("Game length (decisions)");
    if (run.kind == LabRun::Simulation) {
        std::vector<double> lengths;
        for (const GameSample &sample : run.samples)
            lengths.push_back(sample.decisions);
        return histogram(title, Tr::tr("decisions"), lengths, 24);
    }
    if (run.kind != LabRun::Comparison || run.comparison.games <= 0)
        return emptyChart(title, Tr::tr("(run a simulation or a comparison to see it)"));
    QChart *chart = newChart(title + Tr::tr(": mean ± one deviation, shortest to longest"));
    auto *series = new QBoxPlotSeries;
    for (const auto &[name, result] : {std::pair{savedLabel(), &run.comparison.a}, {currentLabel(), &run.comparison.b}})
        series->append(spreadBox(name, result->meanDecisions(), result->decisionDeviation(), double(result->decisionMin),
                                 double(result->decisionMax)));
    auto *x = new QBarCategoryAxis;
    auto *y = new QValueAxis;
    y->setTitleText(Tr::tr("decisions"));
    attach(chart, series, x, y);
    y->applyNiceNumbers();
    chart->legend()->hide();
    return chart;
}

QChart *hiresChart(const LabRun &run)
{
    const QString title = Tr::tr("Mercenaries hired per game");
    const QList<std::pair<QString, const SimulationResult *>> results = labelledResults(run);
    if (results.isEmpty())
        return emptyChart(title, Tr::tr("(run a simulation or a comparison to see it)"));
    const SimulationResult &first = *results.first().second;
    QStringList categories;
    QList<int> kinds;
    for (int kind = 0; kind < first.characterIds.size(); ++kind) {
        if (!first.hireable.value(kind))
            continue;
        kinds.append(kind);
        QString name = first.characterIds.at(kind);
        name.replace(u'-', u' ');
        name[0] = name.at(0).toUpper();
        categories.append(run.translationContext.isEmpty()
                               ? name
                               : QCoreApplication::translate(run.translationContext.toUtf8().constData(),
                                                             name.toUtf8().constData()));
    }
    qint64 hires = 0;
    for (const auto &entry : results)
        hires += entry.second->characters.hiredTotal();
    if (kinds.isEmpty() || hires == 0)
        return emptyChart(title, Tr::tr("(nobody hired: play a variant with mercenaries)"));
    QChart *chart = newChart(title);
    // Horizontal bars: character names stay readable in a narrow dock.
    auto *series = new QHorizontalBarSeries;
    for (const auto &[name, result] : results) {
        auto *set = new QBarSet(name);
        for (const int kind : kinds)
            *set << double(result->characters.hired[std::size_t(kind)]) / std::max(1, result->games);
        series->append(set);
    }
    auto *names = new QBarCategoryAxis;
    names->append(categories);
    auto *counts = new QValueAxis;
    counts->setTitleText(Tr::tr("hired per game"));
    chart->addSeries(series);
    chart->addAxis(counts, Qt::AlignBottom);
    chart->addAxis(names, Qt::AlignLeft);
    series->attachAxis(counts);
    series->attachAxis(names);
    counts->applyNiceNumbers();
    if (results.size() == 1)
        chart->legend()->hide();
    return chart;
}

QChart *sweepChart(const LabRun &run)
{
    const QString title = Tr::tr("Parameter sweep");
    if (run.kind != LabRun::Sweep || run.sweep.isEmpty())
        return emptyChart(title, Tr::tr("(pick a parameter and a range, then run the sweep)"));
    QChart *chart = newChart(Tr::tr("%1 across %2").arg(run.figureLabel, run.sweepLabel));
    auto *mean = new QLineSeries;
    mean->setName(run.figureLabel);
    auto *upper = new QLineSeries;
    auto *lower = new QLineSeries;
    auto *refused = new QScatterSeries;
    refused->setName(Tr::tr("rules with errors (not played)"));
    refused->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    refused->setMarkerSize(9);
    refused->setColor(QColor(0xc0, 0x20, 0x20));
    double low = 0;
    double high = 0;
    bool first = true;
    for (const SweepPoint &point : run.sweep) {
        if (!point.valid)
            continue;
        mean->append(point.value, point.mean);
        upper->append(point.value, point.high);
        lower->append(point.value, point.low);
        low = first ? point.low : std::min(low, point.low);
        high = first ? point.high : std::max(high, point.high);
        first = false;
    }
    for (const SweepPoint &point : run.sweep)
        if (!point.valid)
            refused->append(point.value, low);
    auto *band = new QAreaSeries(upper, lower);
    // An area series does not own its boundary lines.
    upper->setParent(band);
    lower->setParent(band);
    band->setName(Tr::tr("95 % interval"));
    QColor fill = mean->color().isValid() ? QColor(0x20, 0x9f, 0xdf) : QColor(Qt::blue);
    fill.setAlpha(60);
    band->setBrush(fill);
    band->setPen(Qt::NoPen);
    auto *x = new QValueAxis;
    x->setTitleText(run.sweepLabel);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setRange(run.sweep.first().value, std::max(run.sweep.last().value, run.sweep.first().value + 1));
    x->setTickCount(std::min<int>(int(run.sweep.size()), 11));
    auto *y = new QValueAxis;
    y->setTitleText(run.figureLabel);
    attach(chart, band, x, y);
    attach(chart, mean, x, y);
    if (refused->count() > 0)
        attach(chart, refused, x, y);
    else
        delete refused;
    const double pad = std::max(0.01, (high - low) * 0.1);
    y->setRange(low - pad, high + pad);
    y->applyNiceNumbers();
    mean->setPointsVisible(true);
    return chart;
}

} // namespace isle
