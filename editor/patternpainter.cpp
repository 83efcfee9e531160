#include "patternpainter.h"

#include "core/rulesetschema.h"
#include "models/rulesetdocument.h"
#include "models/rulesettablemodel.h"

#include <QAccessible>
#include <QButtonGroup>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace isle {

namespace {
QIcon swatch(const QColor &colour)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(colour);
    QPainter painter(&pixmap);
    painter.setPen(QColor(0, 0, 0, 110));
    painter.drawRect(0, 0, 15, 15);
    return QIcon(pixmap);
}

// A readable letter on the square's colour.
QColor inkOn(const QColor &colour)
{
    return colour.lightnessF() > 0.55 ? QColor(20, 20, 20) : QColor(250, 250, 250);
}
} // namespace

PatternPainter::PatternPainter(RulesetTableModel *model, int patternColumn, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_column(patternColumn)
    , m_grid(new PatternGrid(this))
    , m_palette(new QButtonGroup(this))
    , m_caption(new QLabel(this))
    , m_statistics(new QLabel(this))
{
    setObjectName(QStringLiteral("patternPainter"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setWordWrap(true);
    layout->addWidget(m_caption);

    auto *row = new QHBoxLayout;
    row->addWidget(m_grid);
    auto *codes = new QVBoxLayout;
    const ColumnSpec &spec = column();
    for (int i = 0; i < spec.choices.size(); ++i) {
        const ChoiceSpec &choice = spec.choices.at(i);
        auto *button = new QToolButton(this);
        button->setCheckable(true);
        button->setAutoRaise(true);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setIcon(swatch(colourOf(choice.value)));
        //: A paint button of the tile designer: the code's name and its key, "Forest (2)".
        button->setText(tr("%1 (%2)").arg(labelOf(choice.value)).arg(i + 1));
        button->setToolTip(tr("Paint squares with %1").arg(labelOf(choice.value)));
        button->setAccessibleName(labelOf(choice.value));
        button->setProperty("code", choice.value);
        m_palette->addButton(button, i);
        codes->addWidget(button);
    }
    codes->addStretch(1);
    if (QAbstractButton *first = m_palette->button(0))
        first->setChecked(true);
    row->addLayout(codes);
    row->addStretch(1);
    layout->addLayout(row);

    m_statistics->setTextFormat(Qt::PlainText);
    m_statistics->setWordWrap(true);
    m_statistics->setObjectName(QStringLiteral("patternStatistics"));
    layout->addWidget(m_statistics);

    connect(m_model, &QAbstractItemModel::dataChanged, this, &PatternPainter::refresh);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &PatternPainter::refresh);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &PatternPainter::refresh);
    connect(m_model, &QAbstractItemModel::modelReset, this, &PatternPainter::refresh);
    refresh();
}

const ParamSpec *PatternPainter::table() const
{
    return m_model->spec();
}

const ColumnSpec &PatternPainter::column() const
{
    return table()->columns.at(m_column);
}

QColor PatternPainter::colourOf(const QString &code) const
{
    const QList<ChoiceSpec> &choices = column().choices;
    for (qsizetype i = 0; i < choices.size(); ++i)
        if (choices.at(i).value == code)
            return QColor::fromString(choices.at(i).colour).isValid()
                ? QColor::fromString(choices.at(i).colour)
                : QColor::fromHsv(int(i * 360 / std::max<qsizetype>(1, choices.size())), 90, 220);
    return palette().color(QPalette::Base);
}

QString PatternPainter::labelOf(const QString &code) const
{
    for (const ChoiceSpec &choice : column().choices)
        if (choice.value == code)
            return choice.label && *choice.label ? m_model->document()->schema().translate(choice.label) : code;
    return code;
}

QString PatternPainter::code() const
{
    const QAbstractButton *button = m_palette->checkedButton();
    return button ? button->property("code").toString() : QString();
}

void PatternPainter::setCode(const QString &code)
{
    for (QAbstractButton *button : m_palette->buttons())
        if (button->property("code").toString() == code)
            button->setChecked(true);
}

void PatternPainter::setRow(int row)
{
    m_row = row;
    refresh();
}

QStringList PatternPainter::rows() const
{
    if (m_row < 0 || m_row >= m_model->rowCount())
        return {};
    return patternRows(m_model->index(m_row, m_column).data(Qt::EditRole).toString());
}

bool PatternPainter::paintSquare(int gridRow, int gridColumn)
{
    QStringList grid = rows();
    const QString chosen = code();
    if (chosen.size() != 1 || gridRow < 0 || gridRow >= grid.size() || gridColumn < 0
        || gridColumn >= grid.at(gridRow).size() || grid.at(gridRow).at(gridColumn) == chosen.at(0))
        return false;
    grid[gridRow][gridColumn] = chosen.at(0);
    return m_model->setData(m_model->index(m_row, m_column), grid.join(u'/'));
}

QString PatternPainter::statisticsText() const
{
    const ParamSpec *spec = table();
    const QJsonArray tableRows = m_model->document()->table(m_model->key());
    QMap<QChar, qint64> counts;
    qint64 copies = 0;
    qint64 squares = 0;
    for (const QJsonValue &value : tableRows) {
        const QJsonObject row = value.toObject();
        const qint64 weight = spec->countColumn.isEmpty() ? 1 : std::max<qint64>(0, row.value(spec->countColumn).toInteger());
        copies += weight;
        for (const QString &line : patternRows(row.value(column().key).toString()))
            for (const QChar c : line) {
                counts[c] += weight;
                squares += weight;
            }
    }
    QStringList parts;
    for (const ChoiceSpec &choice : column().choices) {
        const qint64 count = counts.value(choice.value.at(0));
        //: The tile designer's statistics: a code's name, how many squares, their share.
        parts.append(tr("%1 %2 (%3 %)").arg(labelOf(choice.value)).arg(count)
                         .arg(QLocale().toString(squares ? 100.0 * double(count) / double(squares) : 0.0, 'f', 0)));
    }
    //: The tile designer's statistics over the whole table (every copy of every tile).
    return tr("In all %n copies: ", nullptr, int(copies)) + parts.join(QStringLiteral(" · "));
}

void PatternPainter::refresh()
{
    const bool valid = m_row >= 0 && m_row < m_model->rowCount();
    QString name;
    if (valid) {
        const ParamSpec *spec = table();
        for (int column = 0; column < spec->columns.size(); ++column)
            if (spec->columns.at(column).isRowKey)
                name = m_model->index(m_row, column).data(Qt::DisplayRole).toString();
    }
    m_caption->setText(valid ? tr("%1 of row %2 (%3): choose a colour, then click or drag over the squares")
                                   .arg(m_model->headerData(m_column, Qt::Horizontal, Qt::DisplayRole).toString())
                                   .arg(m_row + 1)
                                   .arg(name)
                             : tr("Select a row to paint its %1").arg(
                                   m_model->headerData(m_column, Qt::Horizontal, Qt::DisplayRole).toString()));
    m_statistics->setText(statisticsText());
    m_grid->setEnabled(valid);
    m_grid->updateGeometry();
    m_grid->update();
}

PatternGrid::PatternGrid(PatternPainter *painter)
    : QWidget(painter)
    , m_painter(painter)
{
    setObjectName(QStringLiteral("patternGrid"));
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Pattern squares"));
    setAccessibleDescription(tr("Arrow keys move, Space paints the square with the chosen colour, "
                                "digits choose the colour"));
}

int PatternGrid::side() const
{
    const QStringList rows = m_painter->rows();
    int longest = int(rows.size());
    for (const QString &row : rows)
        longest = std::max(longest, int(row.size()));
    return std::max(1, longest);
}

QSize PatternGrid::sizeHint() const
{
    return {side() * 34 + 2, side() * 34 + 2};
}

QSize PatternGrid::minimumSizeHint() const
{
    return {side() * 22 + 2, side() * 22 + 2};
}

QRect PatternGrid::squareRect(int gridRow, int gridColumn) const
{
    const int cell = std::max(4, (std::min(width(), height()) - 2) / side());
    return {1 + gridColumn * cell, 1 + gridRow * cell, cell, cell};
}

QPoint PatternGrid::squareAt(const QPoint &point) const
{
    const QStringList rows = m_painter->rows();
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < rows.at(r).size(); ++c)
            if (squareRect(r, c).contains(point))
                return {c, r};
    return {-1, -1};
}

void PatternGrid::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QStringList rows = m_painter->rows();
    for (int r = 0; r < rows.size(); ++r) {
        for (int c = 0; c < rows.at(r).size(); ++c) {
            const QRect square = squareRect(r, c);
            const QString code(rows.at(r).at(c));
            const QColor colour = m_painter->colourOf(code);
            painter.fillRect(square, isEnabled() ? colour : colour.lighter(130));
            painter.setPen(QColor(0, 0, 0, 90));
            painter.drawRect(square.adjusted(0, 0, -1, -1));
            painter.setPen(inkOn(colour));
            painter.drawText(square, Qt::AlignCenter, code);
        }
    }
    if (hasFocus() && !rows.isEmpty()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 3));
        painter.drawRect(squareRect(m_cursor.y(), m_cursor.x()).adjusted(1, 1, -2, -2));
    }
}

void PatternGrid::mousePressEvent(QMouseEvent *event)
{
    const QPoint square = squareAt(event->position().toPoint());
    if (square.x() < 0)
        return;
    m_cursor = square;
    m_painter->paintSquare(square.y(), square.x());
    update();
}

void PatternGrid::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        mousePressEvent(event);
}

void PatternGrid::keyPressEvent(QKeyEvent *event)
{
    const int n = side();
    switch (event->key()) {
    case Qt::Key_Left: m_cursor.rx() = std::max(0, m_cursor.x() - 1); break;
    case Qt::Key_Right: m_cursor.rx() = std::min(n - 1, m_cursor.x() + 1); break;
    case Qt::Key_Up: m_cursor.ry() = std::max(0, m_cursor.y() - 1); break;
    case Qt::Key_Down: m_cursor.ry() = std::min(n - 1, m_cursor.y() + 1); break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: m_painter->paintSquare(m_cursor.y(), m_cursor.x()); break;
    default:
        if (event->key() >= Qt::Key_1 && event->key() <= Qt::Key_9) {
            const int index = event->key() - Qt::Key_1;
            if (index < m_painter->column().choices.size())
                m_painter->setCode(m_painter->column().choices.at(index).value);
            break;
        }
        QWidget::keyPressEvent(event);
        return;
    }
    update();
}

} // namespace isle
