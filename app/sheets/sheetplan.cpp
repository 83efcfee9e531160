// Lays out print-and-play sheets (docs/sheets.md): checks the settings, picks each
// component's orientation, cuts boards larger than the paper into overlapping parts,
// packs everything in shelves of columns, then adds the mirrored back pages, the
// calibration page and the crop marks. Pure geometry: nothing is drawn here.
#include "sheetplan.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace isle::sheets {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::sheets::SheetPlan)
};

// Lengths are compared with this slack, so 3 × 63 mm plus gaps that add up to the
// width of the area exactly still fit despite rounding.
constexpr double Slack = 1e-6;
constexpr double CropOffset = 1;     // mm from the trim to where a crop mark starts
constexpr double CropLength = 5;     // mm
constexpr double CropClearance = 0.5; // mm a crop mark keeps from another component's trim
constexpr double CropMinimum = 0.8;  // a mark cut shorter than this is left out
constexpr double PaperClearance = 1; // mm a crop mark keeps from the paper's edge

QString mm(double value)
{
    return QLocale().toString(value, 'f', value == std::round(value) ? 0 : 1);
}

// One thing to place: a copy of a component, or one part of a split one.
struct Item
{
    int component = -1;
    int copy = 0;
    QSizeF size; // on the page, oriented
    int rotation = 0;
    QRectF source;
    Qt::Edges cutEdges = Qt::LeftEdge | Qt::TopEdge | Qt::RightEdge | Qt::BottomEdge;
    int part = 0;
    int partCount = 1;
};

struct Column
{
    double x = 0;
    double width = 0;
    double nextY = 0;
};

struct Shelf
{
    double y = 0;
    double height = 0;
    double nextX = 0;
    QList<Column> columns;
};

struct PackedPage
{
    QList<Shelf> shelves;
    double nextY = 0;
    QList<Placement> placements;
};

bool fits(const QSizeF &size, const QSizeF &area)
{
    return size.width() <= area.width() + Slack && size.height() <= area.height() + Slack;
}

// Shelves across the page, each a row of columns: an item goes under the last one in a
// column when the shelf is tall enough (tokens beside a board), else in a new column,
// else in a new shelf, else on the next page. First fit over every page, so small items
// fill the space large ones leave.
class Packer
{
public:
    Packer(const QRectF &area, double gap) : m_area(area), m_gap(gap) {}

    void place(const Item &item)
    {
        for (PackedPage &page : m_pages)
            if (placeOn(page, item))
                return;
        m_pages.append(PackedPage{{}, m_area.top(), {}});
        const bool placed = placeOn(m_pages.last(), item);
        Q_ASSERT(placed); // every item fits an empty page: checked before packing
        Q_UNUSED(placed);
    }

    QList<PackedPage> pages() const { return m_pages; }

private:
    bool placeOn(PackedPage &page, const Item &item)
    {
        const double w = item.size.width();
        const double h = item.size.height();
        for (Shelf &shelf : page.shelves) {
            if (h > shelf.height + Slack)
                continue;
            for (Column &column : shelf.columns)
                if (w <= column.width + Slack && column.nextY + h <= shelf.y + shelf.height + Slack) {
                    put(page, item, QPointF(column.x, column.nextY));
                    column.nextY += h + m_gap;
                    return true;
                }
            if (shelf.nextX + w <= m_area.right() + Slack) {
                shelf.columns.append(Column{shelf.nextX, w, shelf.y + h + m_gap});
                put(page, item, QPointF(shelf.nextX, shelf.y));
                shelf.nextX += w + m_gap;
                return true;
            }
        }
        if (page.nextY + h > m_area.bottom() + Slack || w > m_area.width() + Slack)
            return false;
        Shelf shelf{page.nextY, h, m_area.left() + w + m_gap, {Column{m_area.left(), w, page.nextY + h + m_gap}}};
        page.shelves.append(shelf);
        put(page, item, QPointF(m_area.left(), page.nextY));
        page.nextY += h + m_gap;
        return true;
    }

    static void put(PackedPage &page, const Item &item, const QPointF &at)
    {
        Placement placement;
        placement.component = item.component;
        placement.copy = item.copy;
        placement.trim = QRectF(at, item.size);
        placement.rotation = item.rotation;
        placement.source = item.source;
        placement.cutEdges = item.cutEdges;
        placement.part = item.part;
        placement.partCount = item.partCount;
        page.placements.append(placement);
    }

    QRectF m_area;
    double m_gap;
    QList<PackedPage> m_pages;
};

// How many of `size` an empty area holds in a grid: to choose an orientation.
int gridCount(const QSizeF &size, const QSizeF &area, double gap)
{
    if (!fits(size, area))
        return 0;
    const int across = int(std::floor((area.width() + gap + Slack) / (size.width() + gap)));
    const int down = int(std::floor((area.height() + gap + Slack) / (size.height() + gap)));
    return across * down;
}

// Parts along one side: as few as fit, all the same length, each overlapping the next.
int partsAlong(double length, double room, double overlap)
{
    if (length <= room + Slack)
        return 1;
    return int(std::ceil((length - overlap) / (room - overlap) - Slack));
}

// The items of a component too large for the paper: parts in the orientation needing
// fewer pages (upright on a tie), each part's source in the component's millimetres.
QList<Item> splitItems(int index, int copy, const QSizeF &size, const QSizeF &area, double overlap)
{
    const auto partsFor = [&](const QSizeF &page) {
        return std::pair{partsAlong(size.width(), page.width(), overlap), partsAlong(size.height(), page.height(), overlap)};
    };
    const auto [uprightColumns, uprightRows] = partsFor(area);
    const auto [turnedColumns, turnedRows] = partsFor(area.transposed());
    const bool turned = turnedColumns * turnedRows < uprightColumns * uprightRows;
    const int columns = turned ? turnedColumns : uprightColumns;
    const int rows = turned ? turnedRows : uprightRows;
    const double partWidth = (size.width() + (columns - 1) * overlap) / columns;
    const double partHeight = (size.height() + (rows - 1) * overlap) / rows;
    QList<Item> items;
    for (int row = 0; row < rows; ++row)
        for (int column = 0; column < columns; ++column) {
            Item item;
            item.component = index;
            item.copy = copy;
            item.source = QRectF(column * (partWidth - overlap), row * (partHeight - overlap), partWidth, partHeight);
            item.rotation = turned ? 90 : 0;
            item.size = turned ? item.source.size().transposed() : item.source.size();
            item.part = row * columns + column;
            item.partCount = rows * columns;
            // Which of the part's sides are the component's own edges, in the component's
            // frame, then turned with it.
            Qt::Edges edges;
            if (column == 0)
                edges |= Qt::LeftEdge;
            if (column == columns - 1)
                edges |= Qt::RightEdge;
            if (row == 0)
                edges |= Qt::TopEdge;
            if (row == rows - 1)
                edges |= Qt::BottomEdge;
            if (turned) { // 90° clockwise: left → top, top → right, right → bottom, bottom → left
                Qt::Edges rotated;
                if (edges & Qt::LeftEdge)
                    rotated |= Qt::TopEdge;
                if (edges & Qt::TopEdge)
                    rotated |= Qt::RightEdge;
                if (edges & Qt::RightEdge)
                    rotated |= Qt::BottomEdge;
                if (edges & Qt::BottomEdge)
                    rotated |= Qt::LeftEdge;
                edges = rotated;
            }
            item.cutEdges = edges;
            items.append(item);
        }
    return items;
}

// The bleed box: the bleed on each side, halved towards a neighbour nearer than twice it.
QRectF bleedBoxOf(const Placement &placement, const QList<Placement> &all, double bleed)
{
    const QRectF trim = placement.trim;
    double left = bleed, top = bleed, right = bleed, bottom = bleed;
    for (const Placement &other : all) {
        if (&other == &placement)
            continue;
        const QRectF o = other.trim;
        const bool besideVertically = o.top() < trim.bottom() + bleed && o.bottom() > trim.top() - bleed;
        const bool besideHorizontally = o.left() < trim.right() + bleed && o.right() > trim.left() - bleed;
        if (besideVertically) {
            if (o.left() >= trim.right() - Slack)
                right = std::min(right, (o.left() - trim.right()) / 2);
            if (o.right() <= trim.left() + Slack)
                left = std::min(left, (trim.left() - o.right()) / 2);
        }
        if (besideHorizontally) {
            if (o.top() >= trim.bottom() - Slack)
                bottom = std::min(bottom, (o.top() - trim.bottom()) / 2);
            if (o.bottom() <= trim.top() + Slack)
                top = std::min(top, (trim.top() - o.bottom()) / 2);
        }
    }
    return trim.adjusted(-std::max(0.0, left), -std::max(0.0, top), std::max(0.0, right), std::max(0.0, bottom));
}

// Shortens a mark running from `from` in `direction` (a unit vector along x or y) so that
// it stops CropClearance before any trim and PaperClearance before the paper's edge.
std::optional<QLineF> clippedMark(QPointF from, QPointF direction, const QList<Placement> &all, const QSizeF &paper)
{
    double length = CropLength;
    const bool horizontal = direction.y() == 0;
    // The paper's edge.
    const double along = horizontal ? from.x() : from.y();
    const double extent = horizontal ? paper.width() : paper.height();
    const double sign = horizontal ? direction.x() : direction.y();
    const double toEdge = sign > 0 ? extent - PaperClearance - along : along - PaperClearance;
    length = std::min(length, toEdge);
    for (const Placement &other : all) {
        const QRectF box = other.trim.adjusted(-CropClearance, -CropClearance, CropClearance, CropClearance);
        const double across = horizontal ? from.y() : from.x();
        const double low = horizontal ? box.top() : box.left();
        const double high = horizontal ? box.bottom() : box.right();
        if (across <= low || across >= high)
            continue;
        const double start = horizontal ? box.left() : box.top();
        const double end = horizontal ? box.right() : box.bottom();
        if (sign > 0 && end > along)
            length = std::min(length, start - along);
        else if (sign < 0 && start < along)
            length = std::min(length, along - end);
    }
    if (length < CropMinimum)
        return std::nullopt;
    return QLineF(from, from + direction * length);
}

QList<QLineF> cropMarksOf(const QList<Placement> &placements, const QSizeF &paper)
{
    QList<QLineF> marks;
    for (const Placement &placement : placements) {
        const QRectF t = placement.trim;
        struct Corner
        {
            QPointF point;
            QPointF horizontal; // outwards along the horizontal edge
            QPointF vertical;
        };
        const Corner corners[] = {{t.topLeft(), {-1, 0}, {0, -1}},
                                  {t.topRight(), {1, 0}, {0, -1}},
                                  {t.bottomLeft(), {-1, 0}, {0, 1}},
                                  {t.bottomRight(), {1, 0}, {0, 1}}};
        for (const Corner &corner : corners)
            for (const QPointF &direction : {corner.horizontal, corner.vertical})
                if (const auto mark = clippedMark(corner.point + direction * CropOffset, direction, placements, paper))
                    marks.append(*mark);
    }
    return marks;
}

// The back of a front placement: where it lies once the sheet is turned over, and turned
// so that the component, turned over about its own vertical axis, shows its back upright.
Placement backOf(const Placement &front, const ComponentSpec &spec, const SheetSettings &settings, const QSizeF &paper)
{
    const bool mirrorAcross = backMirrorsAcross(settings, paper);
    Placement back = front;
    back.back = true;
    const QRectF t = front.trim;
    back.trim = mirrorAcross ? QRectF(paper.width() - t.right(), t.top(), t.width(), t.height())
                             : QRectF(t.left(), paper.height() - t.bottom(), t.width(), t.height());
    back.trim.translate(settings.backOffset);
    back.rotation = mirrorAcross ? (360 - front.rotation) % 360 : (540 - front.rotation) % 360;
    // The back face's part behind the front's: mirrored in the component's own frame.
    back.source = QRectF(spec.size.width() - front.source.right(), front.source.top(), front.source.width(),
                         front.source.height());
    Qt::Edges edges;
    const auto swap = [&](Qt::Edge from, Qt::Edge to) {
        if (front.cutEdges & from)
            edges |= to;
    };
    if (mirrorAcross) {
        swap(Qt::LeftEdge, Qt::RightEdge);
        swap(Qt::RightEdge, Qt::LeftEdge);
        swap(Qt::TopEdge, Qt::TopEdge);
        swap(Qt::BottomEdge, Qt::BottomEdge);
    } else {
        swap(Qt::TopEdge, Qt::BottomEdge);
        swap(Qt::BottomEdge, Qt::TopEdge);
        swap(Qt::LeftEdge, Qt::LeftEdge);
        swap(Qt::RightEdge, Qt::RightEdge);
    }
    back.cutEdges = edges;
    const QRectF b = front.bleedBox;
    const double left = t.left() - b.left(), right = b.right() - t.right();
    const double top = t.top() - b.top(), bottom = b.bottom() - t.bottom();
    back.bleedBox = mirrorAcross ? back.trim.adjusted(-right, -top, left, bottom)
                                 : back.trim.adjusted(-left, -bottom, right, top);
    return back;
}

void checkSettings(const SheetSettings &settings, Problems &problems)
{
    if (settings.margin < 0)
        problems.error(QStringLiteral("margin"),
                       Tr::tr("The margin is negative (%1 mm); it must be 0 mm or more.").arg(mm(settings.margin)));
    if (settings.bleed < 0)
        problems.error(QStringLiteral("bleed"),
                       Tr::tr("The bleed is negative (%1 mm); it must be 0 mm or more.").arg(mm(settings.bleed)));
    if (settings.effectiveGap() < 0)
        problems.error(QStringLiteral("gap"), Tr::tr("The gap between components is negative (%1 mm); it must be 0 mm "
                                                     "or more.")
                                                  .arg(mm(settings.effectiveGap())));
    else if (settings.bleed > settings.effectiveGap() + Slack)
        problems.error(QStringLiteral("bleed"),
                       Tr::tr("The bleed (%1 mm) is larger than the gap between components (%2 mm): each "
                              "component's bleed would print over its neighbour. Make the gap at least the bleed.")
                           .arg(mm(settings.bleed), mm(settings.effectiveGap())));
    if (settings.overlap < 0)
        problems.error(QStringLiteral("overlap"),
                       Tr::tr("The overlap of split boards is negative (%1 mm).").arg(mm(settings.overlap)));
    const QSizeF paper = settings.paperSize();
    for (const double offset : {settings.backOffset.x(), settings.backOffset.y()})
        if (std::abs(offset) > std::min(paper.width(), paper.height()) / 4) {
            problems.error(QStringLiteral("back-offset"),
                           Tr::tr("The back offset (%1 mm, %2 mm) is larger than any printer drifts; expected a "
                                  "few millimetres.")
                               .arg(mm(settings.backOffset.x()), mm(settings.backOffset.y())));
            break;
        }
}
} // namespace

bool backMirrorsAcross(const SheetSettings &settings, const QSizeF &paper)
{
    const bool portrait = paper.height() >= paper.width();
    return (settings.duplex != SheetSettings::Duplex::ShortEdge) == portrait;
}

QPointF pointOnBack(const QPointF &front, const SheetSettings &settings, const QSizeF &paper)
{
    return backMirrorsAcross(settings, paper) ? QPointF(paper.width() - front.x(), front.y())
                                              : QPointF(front.x(), paper.height() - front.y());
}

QList<int> SheetJob::fullCounts(const QList<ComponentSpec> &components)
{
    QList<int> counts;
    counts.reserve(components.size());
    for (const ComponentSpec &spec : components)
        counts.append(spec.count);
    return counts;
}

QList<int> changedSince(const QList<ComponentSpec> &now, const QList<ComponentSpec> &before)
{
    QHash<QString, QString> fingerprints;
    for (const ComponentSpec &spec : before)
        fingerprints.insert(spec.id, spec.faceFingerprint());
    QList<int> copies;
    copies.reserve(now.size());
    for (const ComponentSpec &spec : now) {
        const auto old = fingerprints.constFind(spec.id);
        copies.append(old == fingerprints.cend() || *old != spec.faceFingerprint() ? spec.count : 0);
    }
    return copies;
}

QStringList componentGroups(const QList<ComponentSpec> &components)
{
    QStringList groups;
    for (const ComponentSpec &spec : components)
        if (!groups.contains(spec.group))
            groups.append(spec.group);
    return groups;
}

int SheetPlan::placementCount(bool backs) const
{
    int count = 0;
    for (const SheetPage &page : pages)
        for (const Placement &placement : page.placements)
            count += placement.back == backs ? 1 : 0;
    return count;
}

int SheetPlan::printedCount(int index) const
{
    int count = 0;
    for (const SheetPage &page : pages)
        for (const Placement &placement : page.placements)
            count += !placement.back && placement.component == index && placement.part == 0 ? 1 : 0;
    return count;
}

std::optional<SheetPlan> planSheets(const SheetJob &job, Problems &problems)
{
    const SheetSettings &settings = job.settings;
    checkSettings(settings, problems);
    if (problems.hasErrors())
        return std::nullopt;
    const QSizeF paper = settings.paperSize();
    const double bleed = settings.bleed;
    const double gap = settings.effectiveGap();
    // Where trims may go: the content area less the bleed all round.
    const QRectF area = settings.contentArea().adjusted(bleed, bleed, -bleed, -bleed);
    if (area.width() <= 0 || area.height() <= 0) {
        problems.error(QStringLiteral("margin"),
                       Tr::tr("A margin of %1 mm and a bleed of %2 mm leave no room on %3 (%4 × %5 mm).")
                           .arg(mm(settings.margin), mm(bleed), settings.paperName(), mm(paper.width()),
                                mm(paper.height())));
        return std::nullopt;
    }
    const bool backs = settings.duplex != SheetSettings::Duplex::None;

    QList<Item> items;
    for (qsizetype index = 0; index < job.components.size(); ++index) {
        const ComponentSpec &spec = job.components.at(index);
        const int copies = job.copies.value(index, 0);
        if (copies <= 0)
            continue;
        const QString path = QStringLiteral("components/%1").arg(spec.id);
        if (!(spec.size.width() > 0 && spec.size.height() > 0)) {
            problems.error(path, Tr::tr("%1 has no size.").arg(spec.name));
            continue;
        }
        for (const ComponentFace *face : {&spec.front, &spec.back}) {
            if (face == &spec.back && !backs)
                break;
            for (const ComponentMark &mark : face->marks)
                if (mark.kind == ComponentMark::Kind::Art && !QFile::exists(mark.art))
                    problems.error(path, Tr::tr("The art of %1 is missing: %2.").arg(spec.name, mark.art));
        }
        const int upright = gridCount(spec.size, area.size(), gap);
        const int turned = gridCount(spec.size.transposed(), area.size(), gap);
        if (upright == 0 && turned == 0) {
            if (!spec.splittable) {
                problems.error(path, Tr::tr("%1 (%2 × %3 mm) does not fit on %4 either way round: the printable "
                                            "area inside the margins and the bleed is %5 × %6 mm.")
                                         .arg(spec.name, mm(spec.size.width()), mm(spec.size.height()),
                                              settings.paperName(), mm(area.width()), mm(area.height())));
                continue;
            }
            if (settings.overlap * 2 >= std::min(area.width(), area.height())) {
                problems.error(QStringLiteral("overlap"),
                               Tr::tr("%1 must be split over pages, but an overlap of %2 mm leaves no room on "
                                      "%3.")
                                   .arg(spec.name, mm(settings.overlap), settings.paperName()));
                continue;
            }
            for (int copy = 0; copy < copies; ++copy)
                items += splitItems(int(index), copy, spec.size, area.size(), settings.overlap);
            continue;
        }
        const bool rotate = turned > upright;
        for (int copy = 0; copy < copies; ++copy) {
            Item item;
            item.component = int(index);
            item.copy = copy;
            item.size = rotate ? spec.size.transposed() : spec.size;
            item.rotation = rotate ? 90 : 0;
            item.source = QRectF(QPointF(0, 0), spec.size);
            items.append(item);
        }
    }
    if (problems.hasErrors())
        return std::nullopt;

    // Tallest first: shelves then hold items of similar heights.
    std::stable_sort(items.begin(), items.end(),
                     [](const Item &a, const Item &b) { return a.size.height() > b.size.height() + Slack; });
    Packer packer(area, gap);
    for (const Item &item : std::as_const(items))
        packer.place(item);

    SheetPlan plan;
    plan.paper = paper;
    const auto addPage = [&](SheetPage page) {
        for (Placement &placement : page.placements)
            placement.bleedBox = bleedBoxOf(placement, page.placements, bleed);
        if (settings.marks == SheetSettings::Marks::Crop)
            page.cropMarks = cropMarksOf(page.placements, paper);
        const int frontIndex = int(plan.pages.size());
        plan.pages.append(page);
        if (!backs)
            return;
        SheetPage back;
        back.kind = page.kind == SheetPage::Kind::Calibration ? SheetPage::Kind::CalibrationBack : SheetPage::Kind::Back;
        back.frontPage = frontIndex;
        back.caption = Tr::tr("back of page %1").arg(frontIndex + 1);
        for (const Placement &placement : std::as_const(page.placements)) {
            const ComponentSpec &spec = job.components.at(placement.component);
            if (spec.hasBack())
                back.placements.append(backOf(placement, spec, settings, paper));
        }
        if (settings.marks == SheetSettings::Marks::Crop)
            back.cropMarks = cropMarksOf(back.placements, paper);
        plan.pages.append(back);
    };
    if (settings.calibrationPage) {
        SheetPage calibration;
        calibration.kind = SheetPage::Kind::Calibration;
        calibration.caption = Tr::tr("calibration");
        addPage(calibration);
    }
    for (const PackedPage &packed : packer.pages()) {
        SheetPage page;
        page.placements = packed.placements;
        QStringList parts;
        for (const Placement &placement : std::as_const(page.placements))
            if (placement.partCount > 1)
                parts.append(Tr::tr("%1, part %2 of %3")
                                 .arg(job.components.at(placement.component).name)
                                 .arg(placement.part + 1)
                                 .arg(placement.partCount));
        page.caption = parts.join(QStringLiteral("; "));
        addPage(page);
    }
    return plan;
}

} // namespace isle::sheets
