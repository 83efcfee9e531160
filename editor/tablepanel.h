#pragma once

#include "core/problem.h"

#include <QWidget>

class QLabel;
class QTableView;
class QToolButton;

namespace isle {

class RulesetTableModel;

// One table parameter: its title and description, a table view with schema-driven
// cell editors and problem tints, add/remove row buttons where the schema lets rows
// change, CSV import and export, and the problems of the table as a whole.
class TablePanel : public QWidget
{
    Q_OBJECT

public:
    TablePanel(RulesetTableModel *model, QWidget *parent = nullptr);

    RulesetTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
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

    RulesetTableModel *m_model;
    QTableView *m_view;
    QLabel *m_problems;
    QToolButton *m_add = nullptr;
    QToolButton *m_remove = nullptr;
};

} // namespace isle
