#pragma once

#include "sheetplan.h"

#include <QHash>
#include <QString>

#include <memory>

class QPainter;
class QSvgRenderer;

namespace isle::sheets {

// Draws the pages of a plan with a QPainter in millimetres from the paper's top-left
// corner (the caller scales the painter to its device): each component's face clipped
// to its bleed, art from its SVG files as vector paths, text as text, then cut lines or
// crop marks, overlap marks of split boards and the slug line. The same code paints the
// PDF, the SVG and PNG files, the printer and the preview.
class SheetPainter
{
public:
    SheetPainter(const SheetJob &job, const SheetPlan &plan);
    ~SheetPainter();
    SheetPainter(const SheetPainter &) = delete;
    SheetPainter &operator=(const SheetPainter &) = delete;

    int pageCount() const { return int(m_plan.pages.size()); }
    void paintPage(QPainter &painter, int index);

    // The painter's scale for a device of `dotsPerInch`: millimetres to device units.
    static double scaleFor(double dotsPerInch) { return dotsPerInch / 25.4; }

private:
    void paintPlacement(QPainter &painter, const Placement &placement, bool canClip);
    void paintFace(QPainter &painter, const ComponentSpec &spec, const ComponentFace &face, const QRectF &visible);
    void paintMark(QPainter &painter, const ComponentMark &mark, const QRectF &box);
    void paintCutLine(QPainter &painter, const Placement &placement);
    void paintOverlapMarks(QPainter &painter, const Placement &placement);
    void paintCalibration(QPainter &painter, const SheetPage &page);
    void paintSlug(QPainter &painter, int index);
    QSvgRenderer *art(const QString &resource);

    const SheetJob &m_job;
    const SheetPlan &m_plan;
    QHash<QString, std::shared_ptr<QSvgRenderer>> m_art;
};

} // namespace isle::sheets
