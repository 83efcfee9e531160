#pragma once

#include "sheetsettings.h"

#include "core/components.h"
#include "core/problem.h"

#include <QLineF>
#include <QList>
#include <QRectF>
#include <QString>

#include <optional>

namespace isle::sheets {

// What to print: a game's declared components, how many of each, the layout settings and
// the words of the slug line. Nothing here names a game: it comes from GameModule.
struct SheetJob
{
    QList<ComponentSpec> components;
    QList<int> copies; // per component: how many to print (its count, unless filtered)
    SheetSettings settings;
    QString gameName;
    QString rulesetName;
    QString rulesetVersion;
    QString date; // ISO 8601, the day the sheets are made

    // Every component at its full count.
    static QList<int> fullCounts(const QList<ComponentSpec> &components);
};

// One component (or one part of a split one) on a page.
struct Placement
{
    int component = -1; // index into SheetJob::components
    int copy = 0;       // which of its copies, from 0
    bool back = false;  // its back face (on a back page)
    QRectF trim;        // the cut box on the page, millimetres from the paper's top-left
    // What is printed around `trim`: the bleed on every side, cut short halfway to a
    // neighbour closer than twice the bleed, so each side keeps its own colour nearest
    // its cut.
    QRectF bleedBox;
    int rotation = 0;   // clockwise degrees (0, 90, 180, 270) of the component inside `trim`
    QRectF source;      // the part of the component shown, in its own millimetres (all of it unless split)
    // The edges of `trim` that are the component's own (bleed, crop marks); the others
    // are where a split component continues on another page, drawn with overlap marks.
    Qt::Edges cutEdges = Qt::LeftEdge | Qt::TopEdge | Qt::RightEdge | Qt::BottomEdge;
    int part = 0; // a split component: this part's number from 0, of partCount
    int partCount = 1;
};

struct SheetPage
{
    enum class Kind { Front, Back, Calibration, CalibrationBack };
    Kind kind = Kind::Front;
    QList<Placement> placements;
    int frontPage = -1; // a back page: the index of the page it is the back of
    QString caption;    // what the slug line adds for this page ("Island map, part 1 of 2")
    // Crop marks (SheetSettings::Marks::Crop): short lines continuing each cut edge
    // outwards from 1 mm outside the trim, stopped short of any other component's trim
    // and of the paper's edge. Drawn over bleed and margins, never over a component.
    QList<QLineF> cropMarks;

    bool isBack() const { return kind == Kind::Back || kind == Kind::CalibrationBack; }
};

// The laid-out sheets: pages in printing order (with duplex, each front then its back).
struct SheetPlan
{
    QSizeF paper; // millimetres, oriented
    QList<SheetPage> pages;

    int placementCount(bool backs) const;
    // How many fronts of component `index` the plan prints (a split one counts once per
    // copy, not once per part).
    int printedCount(int index) const;
};

// Where a point of a front page lies on its back page once the sheet is turned over, as
// the printer prints the back (without the back offset). Portrait sheets turn over about
// their long edge left to right, landscape ones top to bottom; short edge the other way.
QPointF pointOnBack(const QPointF &front, const SheetSettings &settings, const QSizeF &paper);
// True when turning the sheet over mirrors it left to right (else top to bottom).
bool backMirrorsAcross(const SheetSettings &settings, const QSizeF &paper);

// The copies to print of `now` when only what changed since `before` is wanted: a
// component's full count when its front looks different (ComponentSpec::faceFingerprint)
// or `before` has no component of its id, else none. Its back goes with it.
QList<int> changedSince(const QList<ComponentSpec> &now, const QList<ComponentSpec> &before);
// The groups of `components` in the order they first appear.
QStringList componentGroups(const QList<ComponentSpec> &components);

// Lays out `job`. Refuses, with a problem saying what does not fit and by how much, an
// impossible layout: negative margins or bleed, a bleed larger than the gap, no room left
// on the paper, a component (not splittable) larger than the printable area either way
// round, art that does not exist. Nothing is drawn.
std::optional<SheetPlan> planSheets(const SheetJob &job, Problems &problems);

} // namespace isle::sheets
