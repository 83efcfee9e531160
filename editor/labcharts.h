#pragma once

#include "labjobs.h"

class QChart;

// Qt Charts of a balance lab run. Each returns a new chart the caller owns (a
// QChartView takes it over); a run without the data a chart needs gets a chart that
// says so in its title.
namespace isle {

// The first seat's share of the points (win 1, draw ½) with its 95 % interval, drawn as
// a box whose whiskers are the interval's ends.
QChart *winRateChart(const LabRun &run);
// Per seat: mean score, one standard deviation either side (box), lowest and highest
// (whiskers); after a simulation also the distribution of the first seat's margin.
QChart *scoreChart(const LabRun &run);
QChart *marginHistogram(const LabRun &run);
QChart *gameLengthChart(const LabRun &run);
// One of the game's per-component figures (DesignerFigure::id): a bar per component it
// covers, one per ruleset after a comparison.
QChart *componentFigureChart(const LabRun &run, const QString &figureId);
QChart *sweepChart(const LabRun &run);

// The first seat's result (win 1, draw ½, loss 0) per game: mean and 95 % interval
// from the counts alone.
SweepPoint firstSeatInterval(const SimulationResult &result);

} // namespace isle
