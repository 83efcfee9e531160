#pragma once

#include <QPageLayout>
#include <QPageSize>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <optional>

namespace isle::sheets {

// How print-and-play sheets are laid out (docs/sheets.md): the paper, where components go
// on it, and how they are cut and printed on both sides. Lengths in millimetres.
struct SheetSettings
{
    enum class Marks { Crop, Lines, None };
    enum class Duplex { None, LongEdge, ShortEdge };

    QPageSize::PageSizeId paper = QPageSize::A4;
    QPageLayout::Orientation orientation = QPageLayout::Portrait;
    // Paper edge to anything printed but crop marks, all sides. 4 mm: nine 63 × 88 mm
    // cards with 3 mm bleed and gap fit on A4, and most printers print that close.
    double margin = 4;
    double bleed = 3;   // art beyond the cut line, so an imprecise cut shows no white edge
    // Cut line to cut line between neighbours; unset, the bleed: neighbours' bleeds then
    // reach each other's cut line and no paper is wasted between them.
    std::optional<double> gap;
    Marks marks = Marks::Crop;
    Duplex duplex = Duplex::None; // None: fronts only; else every front page is followed by its back page
    QPointF backOffset;           // added to everything on back pages: corrects a printer whose backs drift
    bool calibrationPage = false; // a first page (and its back) to measure that drift
    double overlap = 10;          // how much the pages of a split component repeat of each other

    double effectiveGap() const { return gap.value_or(bleed); }
    QSizeF paperSize() const;     // oriented
    // Where components may go: the paper inside the margins, less the slug line's strip.
    QRectF contentArea() const;
    QString paperName() const;    // "A4 portrait"

    // The paper people in this locale use: Letter where the US customary system is used, else A4.
    static QPageSize::PageSizeId localePaper();
    static SheetSettings defaults(); // with localePaper()
};

// The height of the strip along the bottom margin that holds the slug line.
inline constexpr double SlugHeight = 4;

// Command line and settings names; the parsers return nothing for an unknown name.
std::optional<QPageSize::PageSizeId> paperFromName(const QString &name); // a4, letter, a3
QString paperId(QPageSize::PageSizeId paper);
QStringList paperIds();
std::optional<SheetSettings::Marks> marksFromName(const QString &name); // crop, lines, none
QString marksId(SheetSettings::Marks marks);
std::optional<SheetSettings::Duplex> duplexFromName(const QString &name); // long, short, none
QString duplexId(SheetSettings::Duplex duplex);

} // namespace isle::sheets
