#include "sheetpainter.h"

#include "textlayout.h"

#include <QCoreApplication>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

#include <algorithm>

namespace isle::sheets {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::sheets::SheetPainter)
};

constexpr double EdgeTolerance = 0.01; // mm: a mark this close to the edge touches it
const QColor MarkColour(0x20, 0x20, 0x20);
const QColor CutLineColour(0x60, 0x60, 0x60);
const QColor SlugColour(0x70, 0x70, 0x70);

QColor colourOf(ComponentColour colour)
{
    return QColor::fromRgba(colour);
}

bool visible(ComponentColour colour)
{
    return (colour >> 24) != 0;
}

// The outline of `shape` filling `box` (the component's cut, or its cut grown by the bleed).
QPainterPath shapePath(const ComponentSpec &spec, const QRectF &box, double grownBy)
{
    QPainterPath path;
    switch (spec.shape) {
    case ComponentShape::Rectangle:
        path.addRect(box);
        break;
    case ComponentShape::Rounded: {
        const double radius = std::max(0.0, spec.cornerRadius + grownBy);
        path.addRoundedRect(box, radius, radius);
        break;
    }
    case ComponentShape::Circle:
        path.addEllipse(box);
        break;
    case ComponentShape::Hexagon: {
        const QPolygonF hexagon{{box.left() + box.width() / 4, box.top()},
                                {box.right() - box.width() / 4, box.top()},
                                {box.right(), box.center().y()},
                                {box.right() - box.width() / 4, box.bottom()},
                                {box.left() + box.width() / 4, box.bottom()},
                                {box.left(), box.center().y()}};
        path.addPolygon(hexagon);
        path.closeSubpath();
        break;
    }
    }
    return path;
}

// Page from component millimetres: the trim's corner, the turn, then the part shown.
QTransform placementTransform(const Placement &placement)
{
    QTransform transform;
    transform.translate(placement.trim.left(), placement.trim.top());
    const QSizeF shown = placement.source.size();
    switch (placement.rotation) {
    case 90:
        transform.translate(shown.height(), 0);
        transform.rotate(90);
        break;
    case 180:
        transform.translate(shown.width(), shown.height());
        transform.rotate(180);
        break;
    case 270:
        transform.translate(0, shown.width());
        transform.rotate(270);
        break;
    default:
        break;
    }
    transform.translate(-placement.source.left(), -placement.source.top());
    return transform;
}

void drawCross(QPainter &painter, const QPointF &at, double arm)
{
    painter.drawLine(at - QPointF(arm, 0), at + QPointF(arm, 0));
    painter.drawLine(at - QPointF(0, arm), at + QPointF(0, arm));
    painter.drawEllipse(at, arm * 0.5, arm * 0.5);
}

// A ruler of `length` mm from `from` along x (or y), ticks every millimetre.
void drawRuler(QPainter &painter, const QPointF &from, double length, bool across, int labelEvery, int firstLabel)
{
    const QPointF along = across ? QPointF(1, 0) : QPointF(0, 1);
    const QPointF tick = across ? QPointF(0, 1) : QPointF(1, 0);
    painter.drawLine(from, from + along * length);
    for (int mm = 0; mm <= int(length); ++mm) {
        const double size = mm % 10 == 0 ? 4 : mm % 5 == 0 ? 3 : 1.8;
        const QPointF at = from + along * mm;
        painter.drawLine(at, at + tick * size);
        if (labelEvery > 0 && mm % labelEvery == 0) {
            const QRectF box(at + tick * 4.2 - QPointF(4, 0) * (across ? 1 : 0) - QPointF(0, 1.5) * (across ? 0 : 1),
                             QSizeF(8, 3));
            drawText(painter, box, QString::number(firstLabel + mm), TextStyle{5, false, false, MarkColour,
                                                                              across ? Qt::AlignCenter : Qt::AlignLeft | Qt::AlignVCenter});
        }
    }
}
} // namespace

SheetPainter::SheetPainter(const SheetJob &job, const SheetPlan &plan)
    : m_job(job)
    , m_plan(plan)
{
}

SheetPainter::~SheetPainter() = default;

QSvgRenderer *SheetPainter::art(const QString &resource)
{
    auto found = m_art.find(resource);
    if (found == m_art.end())
        found = m_art.insert(resource, std::make_shared<QSvgRenderer>(resource));
    return found.value()->isValid() ? found.value().get() : nullptr;
}

void SheetPainter::paintPage(QPainter &painter, int index)
{
    const SheetPage &page = m_plan.pages.at(index);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    if (page.kind == SheetPage::Kind::Calibration || page.kind == SheetPage::Kind::CalibrationBack) {
        paintCalibration(painter, page);
    } else {
        // Qt 6.4's SVG generator ignores clipping: there a split board's part is drawn
        // first and what lies beyond its bleed painted over with paper.
        const bool canClip = painter.paintEngine() && painter.paintEngine()->type() != QPaintEngine::SVG;
        QList<const Placement *> order;
        for (const Placement &placement : page.placements)
            order.append(&placement);
        std::stable_sort(order.begin(), order.end(),
                         [](const Placement *a, const Placement *b) { return a->partCount > 1 && b->partCount == 1; });
        for (const Placement *placement : std::as_const(order))
            paintPlacement(painter, *placement, canClip);
        if (m_job.settings.marks == SheetSettings::Marks::Lines)
            for (const Placement &placement : page.placements)
                paintCutLine(painter, placement);
        for (const Placement &placement : page.placements)
            if (placement.partCount > 1)
                paintOverlapMarks(painter, placement);
        painter.setPen(QPen(MarkColour, 0.2, Qt::SolidLine, Qt::FlatCap));
        painter.drawLines(page.cropMarks);
    }
    paintSlug(painter, index);
    painter.restore();
}

void SheetPainter::paintPlacement(QPainter &painter, const Placement &placement, bool canClip)
{
    const ComponentSpec &spec = m_job.components.at(placement.component);
    const QTransform transform = placementTransform(placement);
    const QRectF shown = transform.inverted().mapRect(placement.bleedBox);
    painter.save();
    if (canClip)
        painter.setClipRect(placement.bleedBox, Qt::IntersectClip);
    painter.setTransform(transform, true);
    paintFace(painter, spec, placement.back ? spec.back : spec.front, shown);
    painter.restore();
    if (!canClip && placement.partCount > 1) {
        // Paper over the rest of the board: what another device would have clipped.
        const double bleed = m_job.settings.bleed;
        QPainterPath beyond;
        beyond.addRect(transform.mapRect(QRectF(QPointF(0, 0), spec.size)).adjusted(-bleed, -bleed, bleed, bleed));
        QPainterPath kept;
        kept.addRect(placement.bleedBox);
        painter.fillPath(beyond.subtracted(kept), Qt::white);
    }
}

void SheetPainter::paintFace(QPainter &painter, const ComponentSpec &spec, const ComponentFace &face,
                             const QRectF &shown)
{
    const double bleed = m_job.settings.bleed;
    const QRectF all(QPointF(0, 0), spec.size);
    if (visible(face.background))
        painter.fillPath(shapePath(spec, all.adjusted(-bleed, -bleed, bleed, bleed), bleed), colourOf(face.background));
    for (const ComponentMark &mark : face.marks) {
        QRectF box = mark.box;
        if (mark.bleeds) {
            // Grown into the bleed on each side where it reaches the component's edge.
            const QRectF b = box.normalized();
            box = b.adjusted(b.left() <= EdgeTolerance ? -bleed : 0, b.top() <= EdgeTolerance ? -bleed : 0,
                             b.right() >= all.right() - EdgeTolerance ? bleed : 0,
                             b.bottom() >= all.bottom() - EdgeTolerance ? bleed : 0);
        }
        const QRectF reach = box.normalized().adjusted(-mark.strokeWidth, -mark.strokeWidth, mark.strokeWidth,
                                                       mark.strokeWidth);
        if (!reach.intersects(shown)) // a part of a split board shows only some of it
            continue;
        paintMark(painter, mark, box);
    }
}

void SheetPainter::paintMark(QPainter &painter, const ComponentMark &mark, const QRectF &box)
{
    const TextStyle style{mark.fontSize, mark.bold, mark.italic, colourOf(mark.colour), mark.alignment};
    const QPen pen = visible(mark.stroke) ? QPen(colourOf(mark.stroke), mark.strokeWidth) : QPen(Qt::NoPen);
    const QBrush brush = visible(mark.colour) ? QBrush(colourOf(mark.colour)) : QBrush(Qt::NoBrush);
    switch (mark.kind) {
    case ComponentMark::Kind::Art:
        if (QSvgRenderer *renderer = art(mark.art))
            renderer->render(&painter, box);
        break;
    case ComponentMark::Kind::Text:
        drawText(painter, box, mark.text, style);
        break;
    case ComponentMark::Kind::Flow:
        drawFlow(painter, box, mark.blocks, mark.columns, style);
        break;
    case ComponentMark::Kind::Rectangle:
        painter.setPen(pen);
        painter.setBrush(brush);
        if (mark.radius > 0)
            painter.drawRoundedRect(box, mark.radius, mark.radius);
        else
            painter.drawRect(box);
        break;
    case ComponentMark::Kind::Ellipse:
        painter.setPen(pen);
        painter.setBrush(brush);
        painter.drawEllipse(box);
        break;
    case ComponentMark::Kind::Line:
        painter.setPen(QPen(colourOf(mark.stroke), mark.strokeWidth, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(box.topLeft(), box.bottomRight());
        break;
    }
}

void SheetPainter::paintCutLine(QPainter &painter, const Placement &placement)
{
    painter.save();
    painter.setPen(QPen(CutLineColour, 0.2));
    painter.setBrush(Qt::NoBrush);
    if (placement.partCount > 1) {
        painter.drawRect(placement.trim);
    } else {
        const ComponentSpec &spec = m_job.components.at(placement.component);
        painter.drawPath(placementTransform(placement).map(shapePath(spec, QRectF(QPointF(0, 0), spec.size), 0)));
    }
    painter.restore();
}

// Where a part of a split board meets the next: a dashed line where the next part's edge
// goes, and two crosses in the shared strip that fall on the same art on both parts.
void SheetPainter::paintOverlapMarks(QPainter &painter, const Placement &placement)
{
    const double overlap = m_job.settings.overlap;
    const QRectF t = placement.trim;
    painter.save();
    for (const Qt::Edge edge : {Qt::LeftEdge, Qt::TopEdge, Qt::RightEdge, Qt::BottomEdge}) {
        if (placement.cutEdges & edge)
            continue;
        const bool vertical = edge == Qt::LeftEdge || edge == Qt::RightEdge;
        const double sign = (edge == Qt::LeftEdge || edge == Qt::TopEdge) ? 1 : -1;
        const double base = edge == Qt::LeftEdge ? t.left() : edge == Qt::RightEdge ? t.right()
                          : edge == Qt::TopEdge  ? t.top()
                                                 : t.bottom();
        const double line = base + sign * overlap;
        const double middle = base + sign * overlap / 2;
        painter.setPen(QPen(QColor(255, 255, 255, 200), 0.6));
        const QLineF dash = vertical ? QLineF(line, t.top(), line, t.bottom()) : QLineF(t.left(), line, t.right(), line);
        painter.drawLine(dash);
        painter.setPen(QPen(MarkColour, 0.25, Qt::DashLine));
        painter.drawLine(dash);
        painter.setPen(QPen(MarkColour, 0.25));
        painter.setBrush(Qt::NoBrush);
        for (const double fraction : {0.25, 0.75}) {
            const QPointF at = vertical ? QPointF(middle, t.top() + t.height() * fraction)
                                        : QPointF(t.left() + t.width() * fraction, middle);
            drawCross(painter, at, std::min(3.0, overlap * 0.4));
        }
    }
    painter.restore();
}

void SheetPainter::paintCalibration(QPainter &painter, const SheetPage &page)
{
    const SheetSettings &settings = m_job.settings;
    const QRectF area = settings.contentArea();
    const bool back = page.kind == SheetPage::Kind::CalibrationBack;
    const QList<QPointF> targets{area.center(),
                                 area.topLeft() + QPointF(25, 45),
                                 area.topRight() + QPointF(-25, 45),
                                 area.bottomLeft() + QPointF(25, -25),
                                 area.bottomRight() + QPointF(-25, -25)};
    painter.setPen(QPen(MarkColour, 0.25));
    painter.setBrush(Qt::NoBrush);
    // Below the strip where a back turned top to bottom has its slug line.
    const QRectF title(area.left() + 10, area.top() + SlugHeight + 2, area.width() - 20, 8);
    drawText(painter, title, back ? Tr::tr("Calibration page: back") : Tr::tr("Calibration page"),
             TextStyle{14, true, false, MarkColour, Qt::AlignCenter});
    const QRectF words(area.left() + 40, title.bottom() + 1, area.width() - 80, 22);
    if (!back) {
        drawText(painter, words,
                 Tr::tr("Print at 100 % (no \"fit to page\"): the rulers must measure 100 mm. Printed on both "
                        "sides, hold the sheet against the light and read on the back's scales where each cross of "
                        "this side falls: that reading is the back offset."),
                 TextStyle{8, false, false, MarkColour, Qt::AlignCenter});
        for (const QPointF &target : targets)
            drawCross(painter, target, 6);
        drawRuler(painter, QPointF(area.center().x() - 50, area.center().y() + 30), 100, true, 10, 0);
        drawRuler(painter, QPointF(area.center().x() + 30, area.center().y() - 100), 100, false, 10, 0);
        return;
    }
    drawText(painter, words,
             Tr::tr("Where the front's cross falls on these scales is the back offset in millimetres, right and down "
                    "positive: give it as --back-offset X,Y or in the print dialog. Here the offset is %1 mm, %2 mm.")
                 .arg(settings.backOffset.x())
                 .arg(settings.backOffset.y()),
             TextStyle{8, false, false, MarkColour, Qt::AlignCenter});
    for (const QPointF &target : targets) {
        const QPointF at = pointOnBack(target, settings, m_plan.paper) + settings.backOffset;
        drawRuler(painter, at - QPointF(5, 0), 10, true, 5, -5);
        drawRuler(painter, at - QPointF(0, 5), 10, false, 5, -5);
    }
}

void SheetPainter::paintSlug(QPainter &painter, int index)
{
    const SheetSettings &settings = m_job.settings;
    const SheetPage &page = m_plan.pages.at(index);
    const QSizeF paper = m_plan.paper;
    QRectF strip(settings.margin, paper.height() - settings.margin - SlugHeight, paper.width() - 2 * settings.margin,
                 SlugHeight);
    if (page.isBack()) { // behind the front's strip, where no component is
        if (!backMirrorsAcross(settings, paper))
            strip.moveTop(paper.height() - strip.bottom());
        strip.translate(settings.backOffset);
    }
    QStringList what{m_job.gameName};
    if (!m_job.rulesetName.isEmpty())
        what.append(m_job.rulesetName);
    if (!m_job.rulesetVersion.isEmpty())
        what.append(Tr::tr("version %1").arg(m_job.rulesetVersion));
    if (!m_job.date.isEmpty())
        what.append(m_job.date);
    QString where = Tr::tr("page %1 of %2").arg(index + 1).arg(m_plan.pages.size());
    if (!page.caption.isEmpty())
        where = Tr::tr("%1 · %2").arg(where, page.caption);
    const TextStyle left{6, false, false, SlugColour, Qt::AlignLeft | Qt::AlignVCenter};
    const TextStyle right{6, false, false, SlugColour, Qt::AlignRight | Qt::AlignVCenter};
    const double split = strip.width() * 0.5;
    drawText(painter, QRectF(strip.topLeft(), QSizeF(split - 2, strip.height())), what.join(QStringLiteral(" · ")), left);
    drawText(painter, QRectF(strip.left() + split, strip.top(), strip.width() - split, strip.height()), where, right);
}

} // namespace isle::sheets
