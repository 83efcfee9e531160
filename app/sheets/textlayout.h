#pragma once

#include "core/components.h"

#include <QColor>
#include <QRectF>
#include <QString>

class QPainter;

namespace isle::sheets {

// Text on components: sizes in points, boxes in the painter's millimetres. Text is drawn
// as text (selectable in a PDF, found by pdftotext), shrunk until it fits its box: a
// longer translation or an edited name never spills over the art.
struct TextStyle
{
    double points = 8;
    bool bold = false;
    bool italic = false;
    QColor colour = Qt::black;
    Qt::Alignment alignment = Qt::AlignCenter;
};

// Below this fraction of its size text stops shrinking (and may overflow its box).
inline constexpr double MinimumTextScale = 0.3;

// One text, lines broken at "\n" and wrapped at word boundaries, aligned in `box`.
void drawText(QPainter &painter, const QRectF &box, const QString &text, const TextStyle &style);

// Headings, paragraphs, bullets and tables flowing down `columns` columns of `box`.
void drawFlow(QPainter &painter, const QRectF &box, const QList<TextBlock> &blocks, int columns,
              const TextStyle &style);

} // namespace isle::sheets
