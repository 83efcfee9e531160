#pragma once

#include <QList>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <Qt>

#include <cstdint>

namespace isle {

// The printed components of a game (tokens, cards, boards, mats, aids) as data: what each
// looks like, how big it is and how many a ruleset needs. A game declares them through
// GameModule::components(); the print-and-play sheets (app/sheets, docs/sheets.md) lay
// out and paint whatever is declared without knowing the game. Qt Core only: the engine
// describes, the sheet layer measures text and draws.

// 0xAARRGGBB; alpha 0 draws nothing.
using ComponentColour = std::uint32_t;
constexpr ComponentColour opaqueColour(std::uint32_t rgb)
{
    return 0xff000000U | (rgb & 0xffffffU);
}

// A block of the text flow of a `Flow` mark: a heading, a paragraph, a bullet point or a
// table row (its cells in equal columns). Structured rather than markup, so a name taken
// from a ruleset can never change the layout.
struct TextBlock
{
    enum class Kind : std::uint8_t { Heading, Paragraph, Bullet, Row, HeaderRow };
    Kind kind = Kind::Paragraph;
    QStringList cells; // one for every kind but the rows

    static TextBlock heading(const QString &text) { return {Kind::Heading, {text}}; }
    static TextBlock paragraph(const QString &text) { return {Kind::Paragraph, {text}}; }
    static TextBlock bullet(const QString &text) { return {Kind::Bullet, {text}}; }
    static TextBlock row(const QStringList &cells) { return {Kind::Row, cells}; }
    static TextBlock headerRow(const QStringList &cells) { return {Kind::HeaderRow, cells}; }
};

// One thing drawn on a face, in millimetres from the component's top-left corner.
struct ComponentMark
{
    enum class Kind : std::uint8_t {
        Art,       // an SVG resource stretched to `box`
        Text,      // one text, wrapped in `box`, shrunk until it fits
        Flow,      // headings, paragraphs, bullets and table rows in `columns` columns, shrunk to fit
        Rectangle, // filled and/or outlined, corners rounded by `radius`
        Ellipse,   // inscribed in `box`
        Line,      // from box.topLeft() to box.bottomRight()
    };
    Kind kind = Kind::Rectangle;
    QRectF box;
    QString art;                // Art: a resource path, ":/isleworks/art/<game id>/…/x.svg"
    QString text;               // Text (plain; "\n" breaks a line)
    QList<TextBlock> blocks;    // Flow
    int columns = 1;            // Flow
    double fontSize = 8;        // points; the largest size tried (text shrinks to fit its box)
    bool bold = false;
    bool italic = false;
    Qt::Alignment alignment = Qt::AlignCenter;
    ComponentColour colour = opaqueColour(0x2b2b2b); // text, or a shape's fill
    ComponentColour stroke = 0;                        // a shape's outline, or a line's colour
    double strokeWidth = 0.3;                          // mm
    double radius = 0;                                 // Rectangle corners, mm
    // The box grows into the bleed on every side where it touches the component's edge,
    // so art and colour reaching the edge still reach it after an imprecise cut.
    bool bleeds = false;

    static ComponentMark artMark(const QRectF &box, const QString &resource, bool bleeds = false);
    static ComponentMark textMark(const QRectF &box, const QString &text, double fontSize,
                                  Qt::Alignment alignment = Qt::AlignCenter, bool bold = false);
    static ComponentMark flowMark(const QRectF &box, const QList<TextBlock> &blocks, double fontSize, int columns = 1);
    static ComponentMark rectangle(const QRectF &box, ComponentColour fill, ComponentColour stroke = 0,
                                   double strokeWidth = 0.3, double radius = 0);
    static ComponentMark ellipse(const QRectF &box, ComponentColour fill, ComponentColour stroke = 0,
                                 double strokeWidth = 0.3);
    static ComponentMark line(const QPointF &from, const QPointF &to, ComponentColour colour, double width = 0.3);
};

// One side of a component: a background filling the shape and its bleed, then the marks
// in order.
struct ComponentFace
{
    ComponentColour background = 0;
    QList<ComponentMark> marks;

    bool isEmpty() const { return background == 0 && marks.isEmpty(); }
};

enum class ComponentShape : std::uint8_t { Rectangle, Rounded, Circle, Hexagon };
QString componentShapeId(ComponentShape shape); // "rectangle", "rounded", "circle", "hexagon"

// A component and how many of it a ruleset needs.
struct ComponentSpec
{
    QString id;    // stable within the game: what --changed-since matches on
    QString kind;  // "token", "card", "board", "mat", "aid", "rules"… for people and filters
    QString name;  // translated
    QString group; // translated; the print dialog groups components by it
    QSizeF size;   // the cut size in millimetres
    ComponentShape shape = ComponentShape::Rectangle;
    double cornerRadius = 3; // Rounded, mm
    int count = 1;
    ComponentFace front;
    ComponentFace back; // empty: printed on one side only
    // Larger than a sheet of paper, it is printed over several pages that overlap (a board);
    // any other component that does not fit is refused.
    bool splittable = false;

    bool hasBack() const { return !back.isEmpty(); }
    // A stable digest (16 hex digits) of what its front looks like: shape, size and every
    // mark. Two rulesets print the same front exactly when the digests are equal. Counts,
    // names, groups and the back are not part of it.
    QString faceFingerprint() const;
};

} // namespace isle
