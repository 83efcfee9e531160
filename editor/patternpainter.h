#pragma once

#include <QWidget>

class QButtonGroup;
class QLabel;

namespace isle {

class PatternGrid;
class RulesetTableModel;
struct ColumnSpec;
struct ParamSpec;

// Paints a Pattern cell of a table (a tile's terrain): the selected row's grid in its
// codes' colours, a palette of the codes, and the whole table's statistics (how many of
// each code, weighed by the table's count column, so a pile of tiles is counted by its
// copies). Clicking or dragging over a square, or Space on the keyboard cursor, sets it
// to the chosen code: each changed square is one edit, undone like any other.
class PatternPainter : public QWidget
{
    Q_OBJECT

public:
    PatternPainter(RulesetTableModel *model, int patternColumn, QWidget *parent = nullptr);

    int row() const { return m_row; }
    void setRow(int row);
    QString code() const; // the palette's chosen code
    void setCode(const QString &code);
    // Sets one square of the shown row to the chosen code; false when nothing changed.
    bool paintSquare(int gridRow, int gridColumn);
    QStringList rows() const; // the shown row's pattern rows
    QString statisticsText() const;
    PatternGrid *grid() const { return m_grid; }

    const ColumnSpec &column() const;
    QColor colourOf(const QString &code) const;
    QString labelOf(const QString &code) const;

private:
    const ParamSpec *table() const;
    void refresh();

    RulesetTableModel *m_model;
    int m_column;
    int m_row = 0;
    PatternGrid *m_grid;
    QButtonGroup *m_palette;
    QLabel *m_caption;
    QLabel *m_statistics;
};

// The squares of PatternPainter's row, drawn and painted on.
class PatternGrid : public QWidget
{
    Q_OBJECT

public:
    explicit PatternGrid(PatternPainter *painter);

    QPoint squareAt(const QPoint &point) const; // (-1, -1) outside
    QRect squareRect(int gridRow, int gridColumn) const;
    QPoint cursor() const { return m_cursor; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    int side() const; // squares per row and column shown
    PatternPainter *m_painter;
    QPoint m_cursor{0, 0}; // x = column, y = row
};

} // namespace isle
