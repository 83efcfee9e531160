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

#include <algorithm>
#include <cmath>
#include <limits>

namespace isle {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::BalanceLab)
};

constexpr double Z95 = 1.959963984540054;

// The title, and a smaller second line with the details. Qt Charts cuts a title line
// that is wider than the chart, so long titles are two short lines: a narrow dock
// still shows them whole.
QChart *newChart(const QString &title, const QString &detail = {})
{
    auto *chart = new QChart;
    QString html = title.toHtmlEscaped();
    if (!detail.isEmpty())
        html += QStringLiteral("<br><small>") + detail.toHtmlEscaped() + QStringLiteral("</small>");
    chart->setTitle(html);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    return chart;
}

QChart *emptyChart(const QString &title, const QString &why)
{
    QChart *chart = newChart(title, why); // the hint on the second line
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

// A round tick step near `raw`: 1, 2, 2.5 or 5 times a power of ten; whole numbers
// only (1, 2, 5, 10...) when `whole`.
double niceStep(double raw, bool whole)
{
    if (!(raw > 0))
        return 1;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = 10 * magnitude;
    for (const double factor : {1.0, 2.0, 2.5, 5.0}) {
        if (whole && factor == 2.5)
            continue;
        if (factor * magnitude >= raw * (1 - 1e-9)) {
            step = factor * magnitude;
            break;
        }
    }
    return whole ? std::max(1.0, std::round(step)) : step;
}

constexpr double NoLimit = std::numeric_limits<double>::max();

// Fits a value axis to the values from `low` to `high` (interval ends and whiskers, not
// only means): a margin either side so that nothing is drawn on the plot's edge, but
// never past `floor` and `ceiling` (0 for counts, 100 for a percentage: a value at the
// limit is drawn on the edge's grid line), with round ticks, whole numbers when `whole`.
void fitAxis(QValueAxis *axis, double low, double high, double floor, double ceiling, bool whole)
{
    if (!std::isfinite(low) || !std::isfinite(high)) {
        low = 0;
        high = 1;
    }
    if (low > high)
        std::swap(low, high);
    const double span = high - low;
    const double pad = span > 0 ? span * 0.08 : std::max(std::abs(high) * 0.05, whole ? 0.5 : 0.01);
    double min = std::max(floor, low - pad);
    double max = std::min(ceiling, high + pad);
    if (!(max > min))
        max = min + (whole ? 1 : 0.1);
    const double step = niceStep((max - min) / 5, whole);
    min = std::max(floor, std::floor(min / step + 1e-9) * step);
    max = std::min(ceiling, std::ceil(max / step - 1e-9) * step);
    if (!(max > min))
        max = min + step;
    axis->setRange(min, max);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    // Few whole-number ticks (0, 1, 2): light lines between them help read the bars.
    axis->setMinorTickCount((max - min) / step < 3.5 ? 1 : 0);
    int decimals = 0;
    const auto shifted = [step](int digits) { return step * std::pow(10.0, digits); };
    while (decimals < 4 && std::abs(shifted(decimals) - std::round(shifted(decimals))) > 1e-6)
        ++decimals;
    axis->setLabelFormat(decimals == 0 ? QStringLiteral("%d") : QStringLiteral("%.%1f").arg(decimals));
}

// An axis of counts (games, a game's counted figures, decisions), or of means of counts:
// from 0, whole ticks once the values reach 1 (a mean below 1 gets tenths: a whole-number
// axis would show only 0 and 1), and 0 to 1 when every value is 0.
void fitCountAxis(QValueAxis *axis, double high)
{
    const bool whole = !(high > 0) || high >= 1;
    fitAxis(axis, 0, whole ? std::max(1.0, high) : high, 0, NoLimit, whole);
}

QBoxSet *spreadBox(const QString &label, double mean, double deviation, double min, double max)
{
    return new QBoxSet(min, mean - deviation, mean, mean + deviation, max, label);
}

QString savedLabel() { return Tr::tr("Saved rules"); }
QString currentLabel() { return Tr::tr("Current rules"); }
// Under a box, where a narrow chart has room for a word or two (as the figures table).
QString savedShort() { return Tr::tr("Saved"); }
QString currentShort() { return Tr::tr("Current"); }

// Whole-number bins over [min, max], at most `maxBins` of them.
QChart *histogram(const QString &title, const QString &detail, const QString &xTitle,
                  const std::vector<double> &values, int maxBins)
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
    //: a chart's legend: the number of games in each bar
    auto *set = new QBarSet(Tr::tr("games"));
    QStringList categories;
    for (int bin = 0; bin < bins; ++bin) {
        *set << counts.at(bin);
        const int from = low + bin * width;
        categories.append(width == 1 ? QString::number(from) : QStringLiteral("%1–%2").arg(from).arg(from + width - 1));
    }
    QChart *chart = newChart(title, detail);
    auto *series = new QBarSeries;
    series->append(set);
    series->setBarWidth(0.95);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    x->setTitleText(xTitle);
    x->setLabelsAngle(categories.size() > 12 ? -90 : 0);
    auto *y = new QValueAxis;
    //: a chart axis: the number of games
    y->setTitleText(Tr::tr("games"));
    attach(chart, series, x, y);
    fitAxis(y, 0, *std::max_element(counts.cbegin(), counts.cend()), 0, NoLimit, true);
    chart->legend()->hide();
    return chart;
}

// The batches a run played, each with its label: one under these rules, or the saved
// and the current rules of a comparison; none before a run.
QList<std::pair<QString, const SimulationResult *>> labelledResults(const LabRun &run, bool shortLabels = false)
{
    if (run.kind == LabRun::Simulation && run.simulation.games > 0)
        return {{Tr::tr("These rules"), &run.simulation}};
    if (run.kind == LabRun::Comparison && run.comparison.games > 0)
        return {{shortLabels ? savedShort() : savedLabel(), &run.comparison.a},
                {shortLabels ? currentShort() : currentLabel(), &run.comparison.b}};
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
    const QString title = Tr::tr("First seat's win rate");
    const QList<std::pair<QString, const SimulationResult *>> results = labelledResults(run, true);
    if (results.isEmpty())
        return emptyChart(title, Tr::tr("(run a simulation or a comparison to see it)"));
    auto *series = new QBoxPlotSeries;
    // The axis covers every interval's ends, and the even line.
    double low = 50;
    double high = 50;
    for (const auto &[name, result] : results) {
        const SweepPoint rate = firstSeatInterval(*result);
        series->append(intervalBox(name, rate, 100));
        low = std::min(low, rate.low * 100);
        high = std::max(high, rate.high * 100);
    }
    //: a chart's legend: how often the first seat wins
    series->setName(Tr::tr("win rate"));
    series->setBoxWidth(0.35);
    QChart *chart = newChart(title, Tr::tr("draws count ½; whiskers: the 95 % interval"));
    auto *x = new QBarCategoryAxis;
    auto *y = new QValueAxis;
    y->setTitleText(Tr::tr("% of the points"));
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
    fitAxis(y, low, high, 0, 100, true);
    return chart;
}

QChart *scoreChart(const LabRun &run)
{
    const QString title = Tr::tr("Score per seat");
    const QList<std::pair<QString, const SimulationResult *>> results = labelledResults(run);
    if (results.isEmpty())
        return emptyChart(title, Tr::tr("(run a simulation or a comparison to see it)"));
    QChart *chart = newChart(title, Tr::tr("box: mean ± one deviation; whiskers: lowest, highest"));
    auto *x = new QBarCategoryAxis;
    auto *y = new QValueAxis;
    //: a chart axis: the points scored
    y->setTitleText(Tr::tr("score"));
    double low = NoLimit;
    double high = -NoLimit;
    for (const auto &[name, result] : results) {
        auto *series = new QBoxPlotSeries;
        series->setName(name);
        for (int seat = 0; seat < result->seats; ++seat) {
            const SeatStatistics &stats = result->seatStats.at(std::size_t(seat));
            const double mean = result->meanScore(seat);
            const double deviation = result->scoreDeviation(seat);
            series->append(spreadBox(Tr::tr("Seat %1").arg(seat + 1), mean, deviation, double(stats.scoreMin),
                                     double(stats.scoreMax)));
            low = std::min({low, mean - deviation, double(stats.scoreMin)});
            high = std::max({high, mean + deviation, double(stats.scoreMax)});
        }
        attach(chart, series, x, y);
    }
    // Scores are whole points; an axis of scores that are never negative starts at 0 at most.
    fitAxis(y, low, high, low >= 0 ? 0 : -NoLimit, NoLimit, true);
    if (results.size() == 1)
        chart->legend()->hide();
    return chart;
}

QChart *marginHistogram(const LabRun &run)
{
    std::vector<double> margins;
    for (const GameSample &sample : run.samples)
        margins.push_back(sample.margin);
    return histogram(Tr::tr("First seat's margin"), Tr::tr("its score minus the second seat's"),
                     //: a chart axis: by how many points a game is won
                     Tr::tr("margin"), margins, 24);
}

QChart *gameLengthChart(const LabRun &run)
{
    const QString title = Tr::tr("Game length (decisions)");
    if (run.kind == LabRun::Simulation) {
        std::vector<double> lengths;
        for (const GameSample &sample : run.samples)
            lengths.push_back(sample.decisions);
        //: a chart axis: how many decisions a game takes
        return histogram(title, QString(), Tr::tr("decisions"), lengths, 24);
    }
    if (run.kind != LabRun::Comparison || run.comparison.games <= 0)
        return emptyChart(title, Tr::tr("(run a simulation or a comparison to see it)"));
    QChart *chart = newChart(title, Tr::tr("box: mean ± one deviation; whiskers: shortest, longest"));
    auto *series = new QBoxPlotSeries;
    double low = NoLimit;
    double high = 0;
    for (const auto &[name, result] : labelledResults(run, true)) {
        const double mean = result->meanDecisions();
        const double deviation = result->decisionDeviation();
        series->append(spreadBox(name, mean, deviation, double(result->decisionMin), double(result->decisionMax)));
        low = std::min({low, mean - deviation, double(result->decisionMin)});
        high = std::max({high, mean + deviation, double(result->decisionMax)});
    }
    auto *x = new QBarCategoryAxis;
    auto *y = new QValueAxis;
    //: a chart axis: how many decisions a game takes
    y->setTitleText(Tr::tr("decisions"));
    attach(chart, series, x, y);
    fitAxis(y, low, high, 0, NoLimit, true);
    chart->legend()->hide();
    return chart;
}

QChart *componentFigureChart(const LabRun &run, const QString &figureId)
{
    const QList<std::pair<QString, const SimulationResult *>> results = labelledResults(run);
    const DesignerFigures *declared = results.isEmpty() ? nullptr : &results.first().second->figures;
    const int index = declared ? declared->indexOf(figureId) : -1;
    if (index < 0)
        return emptyChart(Tr::tr("Figures of the game"), Tr::tr("(run a simulation or a comparison to see it)"));
    const DesignerFigure &figure = declared->figures.at(index);
    // Components with something to show: all covered for a count, those whose rate has a
    // divisor in some result otherwise (a rate of nothing is not 0).
    QStringList categories;
    QList<int> components;
    bool anyValue = false;
    for (const int component : figure.components) {
        bool defined = figure.isCount();
        for (const auto &entry : results) {
            defined = defined || figureDefined(entry.second->figures, entry.second->tally, index, component);
            anyValue = anyValue || entry.second->figure(index, component) != 0.0;
        }
        if (!defined || component < 0 || component >= declared->components.size())
            continue;
        components.append(component);
        categories.append(declared->components.at(component).name);
    }
    if (components.isEmpty() || !anyValue)
        return emptyChart(figure.label, Tr::tr("(none in these games)"));
    QChart *chart = newChart(figure.label); // the tab's tool tip describes it
    // Horizontal bars: component names stay readable in a narrow dock.
    auto *series = new QHorizontalBarSeries;
    double least = 0;
    double most = 0;
    for (const auto &[name, result] : results) {
        auto *set = new QBarSet(name);
        for (const int component : components) {
            const double value = result->figure(index, component);
            *set << value;
            least = std::min(least, value);
            most = std::max(most, value);
        }
        series->append(set);
    }
    auto *names = new QBarCategoryAxis;
    names->append(categories);
    auto *values = new QValueAxis;
    values->setTitleText(figure.label);
    chart->addSeries(series);
    chart->addAxis(values, Qt::AlignBottom);
    chart->addAxis(names, Qt::AlignLeft);
    series->attachAxis(values);
    series->attachAxis(names);
    if (figure.isCount())
        fitCountAxis(values, most);
    else
        fitAxis(values, least, most, figure.canBeNegative() ? -NoLimit : 0, NoLimit, false);
    if (results.size() == 1)
        chart->legend()->hide();
    return chart;
}

QChart *sweepChart(const LabRun &run)
{
    const QString title = Tr::tr("Parameter sweep");
    if (run.kind != LabRun::Sweep || run.sweep.isEmpty())
        return emptyChart(title, Tr::tr("(pick a parameter and a range, then run the sweep)"));
    QChart *chart = newChart(run.figureLabel, Tr::tr("across %1").arg(run.sweepLabel));
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
    // The swept values are whole numbers: a tick on every value, or on every few.
    const int firstValue = run.sweep.first().value;
    const int lastValue = std::max(run.sweep.last().value, firstValue + 1);
    const int step = run.sweep.size() > 1 ? std::max(1, run.sweep.at(1).value - firstValue) : 1;
    const int every = std::max(1, int(std::ceil(double(lastValue - firstValue) / step / 10)));
    auto *x = new QValueAxis;
    x->setTitleText(run.sweepLabel);
    x->setLabelFormat(QStringLiteral("%d"));
    x->setRange(firstValue, lastValue);
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(firstValue);
    x->setTickInterval(double(step) * every);
    auto *y = new QValueAxis;
    y->setTitleText(run.figureLabel);
    attach(chart, band, x, y);
    attach(chart, mean, x, y);
    if (refused->count() > 0)
        attach(chart, refused, x, y);
    else
        delete refused;
    // The range covers the intervals' ends. Counts start at 0 with whole-number ticks;
    // a win rate stays within 0 to 1; only a margin may go below 0.
    switch (run.figureKind) {
    case SweepFigure::FirstSeatWinRate: fitAxis(y, low, high, 0, 1, false); break;
    case SweepFigure::MeanMargin: fitAxis(y, low, high, -NoLimit, NoLimit, false); break;
    case SweepFigure::GameLength: fitAxis(y, low, high, 0, NoLimit, true); break;
    case SweepFigure::GameFigure:
        if (run.figureIsCount)
            fitCountAxis(y, high);
        else
            fitAxis(y, low, high, run.figureIsSigned ? -NoLimit : 0, NoLimit, false);
        break;
    }
    mean->setPointsVisible(true);
    return chart;
}

} // namespace isle
