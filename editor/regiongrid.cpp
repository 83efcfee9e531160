#include "regiongrid.h"

#include "core/rulesetschema.h"
#include "models/rulesetdocument.h"
#include "models/rulesetvalues.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMouseEvent>
#include <QPainter>

namespace isle {

namespace {
constexpr int MaxSide = 16;

QColor regionColour(int index)
{
    // Distinct, light hues that keep the grid and the numbers readable.
    return QColor::fromHsv((index * 67 + 200) % 360, 90, 235, 200);
}
} // namespace

bool findRegionTable(const RulesetSchema &schema, QString *tableKey, QString *widthKey, QString *heightKey)
{
    for (const ParamSpec &table : schema.params()) {
        if (table.type != ParamType::Table || !table.column(QStringLiteral("x")) || !table.column(QStringLiteral("y"))
            || !table.column(QStringLiteral("width")) || !table.column(QStringLiteral("height")))
            continue;
        QString width;
        QString height;
        for (const ParamSpec &spec : schema.params()) {
            if (spec.group != table.group || spec.type != ParamType::Integer)
                continue;
            if (spec.key.endsWith(QLatin1StringView("Width")))
                width = spec.key;
            if (spec.key.endsWith(QLatin1StringView("Height")))
                height = spec.key;
        }
        if (width.isEmpty() || height.isEmpty())
            continue;
        *tableKey = table.key;
        *widthKey = width;
        *heightKey = height;
        return true;
    }
    return false;
}

RegionGrid::RegionGrid(RulesetDocument *document, QString tableKey, QString widthKey, QString heightKey,
                       QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_tableKey(std::move(tableKey))
    , m_widthKey(std::move(widthKey))
    , m_heightKey(std::move(heightKey))
{
    setToolTip(tr("The board and its fog regions, numbered as in the table. Click a region to select its row."));
    const auto repaint = [this] { update(); };
    connect(document, &RulesetDocument::changed, this, repaint);
    connect(document, &RulesetDocument::problemsChanged, this, repaint);
    connect(document, &RulesetDocument::replaced, this, repaint);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

QSize RegionGrid::sizeHint() const
{
    return {240, 240};
}

QSize RegionGrid::minimumSizeHint() const
{
    return {160, 160};
}

RegionGrid::Geometry RegionGrid::geometry() const
{
    Geometry g;
    if (!m_document)
        return g;
    g.columns = std::clamp(m_document->value(m_widthKey).toInt(), 1, MaxSide);
    g.rows = std::clamp(m_document->value(m_heightKey).toInt(), 1, MaxSide);
    const double margin = fontMetrics().height() + 4; // room for the column letters and row numbers
    const double side = std::min(width() - margin - 4, height() - margin - 4);
    g.cell = std::max(4.0, side / std::max(g.columns, g.rows));
    g.origin = QPointF(margin, margin);
    return g;
}

int RegionGrid::regionAt(const QPoint &point) const
{
    const Geometry g = geometry();
    if (g.cell <= 0)
        return -1;
    const int x = int(std::floor((point.x() - g.origin.x()) / g.cell));
    const int y = int(std::floor((point.y() - g.origin.y()) / g.cell));
    const QJsonArray regions = m_document->table(m_tableKey);
    for (int i = int(regions.size()) - 1; i >= 0; --i) {
        const QJsonObject r = regions.at(i).toObject();
        const int rx = r.value(QStringLiteral("x")).toInt();
        const int ry = r.value(QStringLiteral("y")).toInt();
        if (x >= rx && y >= ry && x < rx + r.value(QStringLiteral("width")).toInt()
            && y < ry + r.value(QStringLiteral("height")).toInt())
            return i;
    }
    return -1;
}

void RegionGrid::mousePressEvent(QMouseEvent *event)
{
    const int row = regionAt(event->position().toPoint());
    if (row >= 0)
        Q_EMIT regionClicked(row);
}

void RegionGrid::paintEvent(QPaintEvent *)
{
    if (!m_document)
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Geometry g = geometry();
    const QRectF board(g.origin, QSizeF(g.columns * g.cell, g.rows * g.cell));
    const QColor sea = palette().color(QPalette::Base);
    const QColor line = palette().color(QPalette::Mid);
    painter.fillRect(board, sea);

    // Column letters above, row numbers at the left, as tiles are named (A1 top left).
    painter.setPen(palette().color(QPalette::PlaceholderText));
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    painter.setFont(small);
    for (int x = 0; x < g.columns; ++x)
        painter.drawText(QRectF(g.origin.x() + x * g.cell, 0, g.cell, g.origin.y()), Qt::AlignCenter,
                         QString(QChar(u'A' + x)));
    for (int y = 0; y < g.rows; ++y)
        painter.drawText(QRectF(0, g.origin.y() + y * g.cell, g.origin.x() - 2, g.cell),
                         Qt::AlignRight | Qt::AlignVCenter, QString::number(y + 1));

    const QJsonArray regions = m_document->table(m_tableKey);
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    for (int i = 0; i < regions.size(); ++i) {
        const QJsonObject r = regions.at(i).toObject();
        const QRectF rect(g.origin.x() + r.value(QStringLiteral("x")).toInt() * g.cell,
                          g.origin.y() + r.value(QStringLiteral("y")).toInt() * g.cell,
                          r.value(QStringLiteral("width")).toInt() * g.cell,
                          r.value(QStringLiteral("height")).toInt() * g.cell);
        painter.fillRect(rect, regionColour(i));
    }
    painter.setPen(QPen(line, 1));
    for (int x = 0; x <= g.columns; ++x)
        painter.drawLine(QPointF(g.origin.x() + x * g.cell, g.origin.y()),
                         QPointF(g.origin.x() + x * g.cell, board.bottom()));
    for (int y = 0; y <= g.rows; ++y)
        painter.drawLine(QPointF(g.origin.x(), g.origin.y() + y * g.cell),
                         QPointF(board.right(), g.origin.y() + y * g.cell));
    const QList<Problem> problems = m_document->allProblems();
    for (int i = 0; i < regions.size(); ++i) {
        const QJsonObject r = regions.at(i).toObject();
        const QRectF rect(g.origin.x() + r.value(QStringLiteral("x")).toInt() * g.cell,
                          g.origin.y() + r.value(QStringLiteral("y")).toInt() * g.cell,
                          r.value(QStringLiteral("width")).toInt() * g.cell,
                          r.value(QStringLiteral("height")).toInt() * g.cell);
        bool bad = false;
        for (const Problem &problem : problems)
            bad = bad || problem.path.startsWith(rowPath(m_tableKey, i));
        painter.setPen(QPen(bad ? QColor(0xc0, 0x20, 0x20) : regionColour(i).darker(160), bad ? 3 : 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5));
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(rect, Qt::AlignCenter, QString::number(i + 1));
    }
    painter.setPen(QPen(palette().color(QPalette::Dark), 2));
    painter.drawRect(board);
}

} // namespace isle
