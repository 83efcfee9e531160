// Text on printed components, shrunk until it fits its box. Laid out in hundredths of a
// millimetre with fonts sized in those units (pixel sizes), so measuring and drawing
// agree on every device: a PDF at 1200 dpi, a PNG at 150, the preview on screen.
#include "textlayout.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>
#include <memory>

namespace isle::sheets {

namespace {
constexpr double Unit = 0.01;                    // mm per text unit
constexpr double UnitsPerPoint = 25.4 / 72 / Unit; // a point, in text units
constexpr int FitSteps = 7;                      // halvings of the search for the largest size that fits

QFont fontFor(double points, bool bold, bool italic)
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::GeneralFont);
    font.setPixelSize(std::max(1, qRound(points * UnitsPerPoint)));
    font.setBold(bold);
    font.setItalic(italic);
    font.setHintingPreference(QFont::PreferNoHinting);
    return font;
}

// One paragraph wrapped at `width`; `overflows` when a word is wider than the line.
struct Paragraph
{
    std::shared_ptr<QTextLayout> layout; // shared: QList copies its items
    double height = 0;
    bool overflows = false;
    double widest = 0;
};

Paragraph wrap(const QString &text, const QFont &font, double width, bool anywhere)
{
    Paragraph paragraph;
    QString flat = text;
    flat.replace(u'\n', QChar::LineSeparator);
    paragraph.layout = std::make_shared<QTextLayout>(flat, font);
    QTextOption option;
    option.setWrapMode(anywhere ? QTextOption::WrapAtWordBoundaryOrAnywhere : QTextOption::WordWrap);
    option.setUseDesignMetrics(true);
    paragraph.layout->setTextOption(option);
    paragraph.layout->setCacheEnabled(true);
    paragraph.layout->beginLayout();
    double y = 0;
    for (QTextLine line = paragraph.layout->createLine(); line.isValid(); line = paragraph.layout->createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, y));
        y += line.height();
        paragraph.widest = std::max(paragraph.widest, line.naturalTextWidth());
        if (line.naturalTextWidth() > width + 0.5)
            paragraph.overflows = true;
    }
    paragraph.layout->endLayout();
    paragraph.height = y;
    return paragraph;
}

// Places each line by the horizontal alignment within `width`.
void align(Paragraph &paragraph, double width, Qt::Alignment alignment)
{
    for (int i = 0; i < paragraph.layout->lineCount(); ++i) {
        QTextLine line = paragraph.layout->lineAt(i);
        double x = 0;
        if (alignment & Qt::AlignRight)
            x = width - line.naturalTextWidth();
        else if (alignment & Qt::AlignHCenter)
            x = (width - line.naturalTextWidth()) / 2;
        line.setPosition(QPointF(x, line.position().y()));
    }
}

// The largest scale in [MinimumTextScale, 1] at which `fitsAt` holds (bisection; text
// that does not fit even at the smallest is drawn at the smallest).
template<typename Fits>
double largestFit(Fits fitsAt)
{
    if (fitsAt(1.0))
        return 1.0;
    double low = MinimumTextScale;
    double high = 1.0;
    if (!fitsAt(low))
        return low;
    for (int step = 0; step < FitSteps; ++step) {
        const double middle = (low + high) / 2;
        (fitsAt(middle) ? low : high) = middle;
    }
    return low;
}

// A piece of a flow: one block laid out at a column's width, drawn at an offset.
struct Piece
{
    QList<Paragraph> cells;   // one, or one per table cell
    QList<double> cellX;      // where each cell starts
    QString bullet;           // drawn before a bullet's text
    double height = 0;
    double spaceBefore = 0;
    bool keepWithNext = false; // a heading stays with what it heads
    bool ruleBelow = false;    // a table's header row
};

struct FlowLayout
{
    QList<Piece> pieces;
    QList<QPointF> positions; // of each piece, text units from the box's top-left
    bool fits = true;
};

// Column widths of a table: its cells' natural widths, shrunk together to the width
// when they do not fit, each given at least a fair share of a third.
QList<double> tableWidths(const QList<TextBlock> &rows, const QFont &font, const QFont &bold, double width, double pad)
{
    qsizetype columns = 0;
    for (const TextBlock &row : rows)
        columns = std::max(columns, row.cells.size());
    QList<double> natural(columns, 0.0);
    for (const TextBlock &row : rows) {
        const QFontMetricsF metrics(row.kind == TextBlock::Kind::HeaderRow ? bold : font);
        for (qsizetype i = 0; i < row.cells.size(); ++i)
            natural[i] = std::max(natural[i], metrics.horizontalAdvance(row.cells.at(i)) + pad);
    }
    double total = 0;
    for (double &value : natural) {
        value = std::max(value, width / double(columns) / 3);
        total += value;
    }
    for (double &value : natural)
        value *= width / total;
    return natural;
}

FlowLayout layoutFlow(const QList<TextBlock> &blocks, const QSizeF &box, int columns, double points, bool anywhere)
{
    FlowLayout flow;
    const double gutter = 3 / Unit;
    const double columnWidth = (box.width() - (columns - 1) * gutter) / columns;
    const QFont font = fontFor(points, false, false);
    const QFont bold = fontFor(points, true, false);
    const QFont heading = fontFor(points * 1.15, true, false);
    const double em = points * UnitsPerPoint;
    const double pad = em * 0.6;

    for (qsizetype i = 0; i < blocks.size(); ++i) {
        const TextBlock &block = blocks.at(i);
        Piece piece;
        switch (block.kind) {
        case TextBlock::Kind::Heading:
            piece.cells.append(wrap(block.cells.value(0), heading, columnWidth, anywhere));
            piece.spaceBefore = em * 0.7;
            piece.keepWithNext = true;
            break;
        case TextBlock::Kind::Paragraph:
            piece.cells.append(wrap(block.cells.value(0), font, columnWidth, anywhere));
            piece.spaceBefore = em * 0.3;
            break;
        case TextBlock::Kind::Bullet:
            piece.bullet = QStringLiteral("•");
            piece.cells.append(wrap(block.cells.value(0), font, columnWidth - em, anywhere));
            piece.cellX.append(em);
            piece.spaceBefore = em * 0.15;
            break;
        case TextBlock::Kind::Row:
        case TextBlock::Kind::HeaderRow: {
            // The whole table, to share its column widths.
            qsizetype end = i;
            while (end < blocks.size() && (blocks.at(end).kind == TextBlock::Kind::Row
                                           || blocks.at(end).kind == TextBlock::Kind::HeaderRow))
                ++end;
            const QList<double> widths = tableWidths(blocks.mid(i, end - i), font, bold, columnWidth, pad);
            for (qsizetype row = i; row < end; ++row) {
                const TextBlock &cells = blocks.at(row);
                Piece rowPiece;
                rowPiece.spaceBefore = row == i ? em * 0.3 : em * 0.1;
                rowPiece.ruleBelow = cells.kind == TextBlock::Kind::HeaderRow;
                rowPiece.keepWithNext = rowPiece.ruleBelow;
                double x = 0;
                for (qsizetype c = 0; c < cells.cells.size() && c < widths.size(); ++c) {
                    Paragraph cell = wrap(cells.cells.at(c), rowPiece.ruleBelow ? bold : font, widths.at(c) - pad, anywhere);
                    rowPiece.height = std::max(rowPiece.height, cell.height);
                    rowPiece.cells.append(std::move(cell));
                    rowPiece.cellX.append(x);
                    x += widths.at(c);
                }
                rowPiece.height += rowPiece.ruleBelow ? em * 0.25 : 0;
                flow.pieces.append(std::move(rowPiece));
            }
            i = end - 1;
            continue;
        }
        }
        piece.height = piece.cells.isEmpty() ? 0 : piece.cells.constFirst().height;
        if (piece.cellX.isEmpty())
            piece.cellX.append(0);
        flow.pieces.append(std::move(piece));
    }

    int column = 0;
    double y = 0;
    for (qsizetype i = 0; i < flow.pieces.size(); ++i) {
        const Piece &piece = flow.pieces.at(i);
        for (const Paragraph &cell : piece.cells)
            flow.fits = flow.fits && !cell.overflows;
        double needed = piece.height;
        if (piece.keepWithNext && i + 1 < flow.pieces.size())
            needed += flow.pieces.at(i + 1).spaceBefore + flow.pieces.at(i + 1).height;
        double before = y > 0 ? piece.spaceBefore : 0;
        if (y > 0 && y + before + needed > box.height()) {
            ++column;
            y = 0;
            before = 0;
        }
        if (column >= columns || y + before + piece.height > box.height())
            flow.fits = false;
        flow.positions.append(QPointF(std::min(column, columns - 1) * (columnWidth + gutter), y + before));
        y += before + piece.height;
    }
    return flow;
}

QFont fontOf(const TextStyle &style, double scale)
{
    return fontFor(style.points * scale, style.bold, style.italic);
}

// Runs `draw` in text units with the box's top-left as the origin.
template<typename Draw>
void inTextUnits(QPainter &painter, const QRectF &box, const QColor &colour, Draw draw)
{
    painter.save();
    painter.translate(box.topLeft());
    painter.scale(Unit, Unit);
    painter.setPen(colour);
    draw();
    painter.restore();
}
} // namespace

void drawText(QPainter &painter, const QRectF &box, const QString &text, const TextStyle &style)
{
    if (text.isEmpty() || box.width() <= 0 || box.height() <= 0)
        return;
    const QSizeF size = box.size() / Unit;
    const auto fitsAt = [&](double scale) {
        const Paragraph paragraph = wrap(text, fontOf(style, scale), size.width(), false);
        return !paragraph.overflows && paragraph.height <= size.height() + 0.5;
    };
    const double scale = largestFit(fitsAt);
    Paragraph paragraph = wrap(text, fontOf(style, scale), size.width(), !fitsAt(scale));
    align(paragraph, size.width(), style.alignment);
    double y = 0;
    if (style.alignment & Qt::AlignBottom)
        y = size.height() - paragraph.height;
    else if (style.alignment & Qt::AlignVCenter)
        y = (size.height() - paragraph.height) / 2;
    inTextUnits(painter, box, style.colour, [&]() { paragraph.layout->draw(&painter, QPointF(0, y)); });
}

void drawFlow(QPainter &painter, const QRectF &box, const QList<TextBlock> &blocks, int columns, const TextStyle &style)
{
    if (blocks.isEmpty() || box.width() <= 0 || box.height() <= 0)
        return;
    columns = std::max(1, columns);
    const QSizeF size = box.size() / Unit;
    const auto fitsAt = [&](double scale) { return layoutFlow(blocks, size, columns, style.points * scale, false).fits; };
    const double scale = largestFit(fitsAt);
    const FlowLayout flow = layoutFlow(blocks, size, columns, style.points * scale, !fitsAt(scale));
    const double em = style.points * scale * UnitsPerPoint;
    inTextUnits(painter, box, style.colour, [&]() {
        const QFont font = fontFor(style.points * scale, false, false);
        for (qsizetype i = 0; i < flow.pieces.size(); ++i) {
            const Piece &piece = flow.pieces.at(i);
            const QPointF at = flow.positions.at(i);
            if (!piece.bullet.isEmpty()) {
                painter.setFont(font);
                painter.drawText(QPointF(at.x() + em * 0.2, at.y() + QFontMetricsF(font).ascent()), piece.bullet);
            }
            for (qsizetype c = 0; c < piece.cells.size(); ++c)
                piece.cells.at(c).layout->draw(&painter, at + QPointF(piece.cellX.value(c), 0));
            if (piece.ruleBelow) {
                const double width = (size.width() - (columns - 1) * 3 / Unit) / columns;
                painter.save();
                painter.setPen(QPen(style.colour, em * 0.06));
                painter.drawLine(QPointF(at.x(), at.y() + piece.height - em * 0.1),
                                 QPointF(at.x() + width, at.y() + piece.height - em * 0.1));
                painter.restore();
            }
        }
    });
}

} // namespace isle::sheets
