#pragma once

#include "core/problem.h"

#include <QWidget>

class QLabel;
class QTableView;
class QToolButton;

namespace isle {

class PatternPainter;
class RulesetTableModel;

// One table parameter: its title and description, a table view with schema-driven
// cell editors and problem tints, add/remove row buttons where the schema lets rows
// change, CSV import and export, and the problems of the table as a whole. It fits a
// narrow dock: the buttons flow onto a second line, the table scrolls sideways, and a
// table of named rows (characters, weather cards) shows each name as a row header that
// stays in sight while the other columns scroll. Header and cell tool tips wrap.
class TablePanel : public QWidget
{
    Q_OBJECT

public:
    TablePanel(RulesetTableModel *model, QWidget *parent = nullptr);

    RulesetTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QLabel *descriptionLabel() const { return m_description; }
    // The painter of the table's pattern column (tiles' terrain); nullptr without one.
    PatternPainter *patternPainter() const { return m_painter; }
    // The column that names each row, shown as the row header instead; -1 when rows are
    // numbered (tables whose rows may be added and removed).
    int nameColumn() const { return m_nameColumn; }
    // The tool tip of a column's header: its whole description and unit, wrapped.
    QString columnToolTip(int column) const;
    void showCell(int row, const QString &column);

    // Without a dialog (tests, scripts); the interactive versions ask for a file.
    bool importCsv(const QString &fileName, Problems &problems);
    bool exportCsv(const QString &fileName, QString *error);

public Q_SLOTS:
    void addRow();
    void removeRow();
    void importCsvInteractively();
    void exportCsvInteractively();

private:
    void updateButtons();
    void updateProblems();
    void fitHeight();
    bool eventFilter(QObject *watched, QEvent *event) override;

    RulesetTableModel *m_model;
    QTableView *m_view;
    QLabel *m_description;
    QLabel *m_problems;
    int m_nameColumn = -1;
    QToolButton *m_add = nullptr;
    QToolButton *m_remove = nullptr;
    PatternPainter *m_painter = nullptr;
};

} // namespace isle
