#include "components.h"

#include <cmath>

namespace isle {

ComponentMark ComponentMark::artMark(const QRectF &box, const QString &resource, bool bleeds)
{
    ComponentMark mark;
    mark.kind = Kind::Art;
    mark.box = box;
    mark.art = resource;
    mark.bleeds = bleeds;
    return mark;
}

ComponentMark ComponentMark::textMark(const QRectF &box, const QString &text, double fontSize,
                                      Qt::Alignment alignment, bool bold)
{
    ComponentMark mark;
    mark.kind = Kind::Text;
    mark.box = box;
    mark.text = text;
    mark.fontSize = fontSize;
    mark.alignment = alignment;
    mark.bold = bold;
    return mark;
}

ComponentMark ComponentMark::flowMark(const QRectF &box, const QList<TextBlock> &blocks, double fontSize, int columns)
{
    ComponentMark mark;
    mark.kind = Kind::Flow;
    mark.box = box;
    mark.blocks = blocks;
    mark.fontSize = fontSize;
    mark.columns = columns;
    mark.alignment = Qt::AlignLeft | Qt::AlignTop;
    return mark;
}

ComponentMark ComponentMark::rectangle(const QRectF &box, ComponentColour fill, ComponentColour stroke,
                                       double strokeWidth, double radius)
{
    ComponentMark mark;
    mark.kind = Kind::Rectangle;
    mark.box = box;
    mark.colour = fill;
    mark.stroke = stroke;
    mark.strokeWidth = strokeWidth;
    mark.radius = radius;
    return mark;
}

ComponentMark ComponentMark::ellipse(const QRectF &box, ComponentColour fill, ComponentColour stroke,
                                     double strokeWidth)
{
    ComponentMark mark = rectangle(box, fill, stroke, strokeWidth);
    mark.kind = Kind::Ellipse;
    return mark;
}

ComponentMark ComponentMark::line(const QPointF &from, const QPointF &to, ComponentColour colour, double width)
{
    ComponentMark mark;
    mark.kind = Kind::Line;
    mark.box = QRectF(from, to); // not normalised: the line runs from topLeft to bottomRight
    mark.colour = 0;
    mark.stroke = colour;
    mark.strokeWidth = width;
    return mark;
}

QString componentShapeId(ComponentShape shape)
{
    switch (shape) {
    case ComponentShape::Rectangle: return QStringLiteral("rectangle");
    case ComponentShape::Rounded: return QStringLiteral("rounded");
    case ComponentShape::Circle: return QStringLiteral("circle");
    case ComponentShape::Hexagon: return QStringLiteral("hexagon");
    }
    return {};
}

namespace {
// FNV-1a, 64 bits: fixed on every platform and run (qHash is seeded per process), so a
// digest written today still matches tomorrow's.
class Digest
{
public:
    void bytes(const char *data, qsizetype size)
    {
        for (qsizetype i = 0; i < size; ++i) {
            m_hash ^= static_cast<unsigned char>(data[i]);
            m_hash *= 0x100000001b3ULL;
        }
    }
    void integer(std::int64_t value)
    {
        char buffer[8];
        for (int i = 0; i < 8; ++i)
            buffer[i] = static_cast<char>((static_cast<std::uint64_t>(value) >> (8 * i)) & 0xff);
        bytes(buffer, 8);
    }
    // Hundredths of a millimetre: finer than any printer, coarse enough that arithmetic
    // noise in a computed position never counts as a change.
    void length(double value) { integer(std::llround(value * 100.0)); }
    void rect(const QRectF &box)
    {
        length(box.x());
        length(box.y());
        length(box.width());
        length(box.height());
    }
    void text(const QString &value)
    {
        const QByteArray utf8 = value.toUtf8();
        integer(utf8.size());
        bytes(utf8.constData(), utf8.size());
    }
    std::uint64_t value() const { return m_hash; }

private:
    std::uint64_t m_hash = 0xcbf29ce484222325ULL;
};

void addMark(Digest &digest, const ComponentMark &mark)
{
    digest.integer(static_cast<int>(mark.kind));
    digest.rect(mark.box);
    digest.text(mark.art);
    digest.text(mark.text);
    digest.integer(mark.blocks.size());
    for (const TextBlock &block : mark.blocks) {
        digest.integer(static_cast<int>(block.kind));
        digest.integer(block.cells.size());
        for (const QString &cell : block.cells)
            digest.text(cell);
    }
    digest.integer(mark.columns);
    digest.length(mark.fontSize);
    digest.integer((mark.bold ? 1 : 0) | (mark.italic ? 2 : 0) | (mark.bleeds ? 4 : 0));
    digest.integer(static_cast<int>(mark.alignment));
    digest.integer(mark.colour);
    digest.integer(mark.stroke);
    digest.length(mark.strokeWidth);
    digest.length(mark.radius);
}
} // namespace

QString ComponentSpec::faceFingerprint() const
{
    Digest digest;
    digest.integer(static_cast<int>(shape));
    digest.length(size.width());
    digest.length(size.height());
    digest.length(shape == ComponentShape::Rounded ? cornerRadius : 0);
    digest.integer(front.background);
    digest.integer(front.marks.size());
    for (const ComponentMark &mark : front.marks)
        addMark(digest, mark);
    return QStringLiteral("%1").arg(digest.value(), 16, 16, QLatin1Char('0'));
}

} // namespace isle
