#include "tablepanel.h"

#include "core/rulesetschema.h"
#include "models/modelroles.h"
#include "models/rulesetdocument.h"
#include "models/rulesettablemodel.h"
#include "rulesetdelegate.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QScrollBar>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace isle {

TablePanel::TablePanel(RulesetTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new QTableView(this))
    , m_problems(new QLabel(this))
{
    setObjectName(model->key());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    const ParamSpec *spec = model->spec();
    auto *title = new QLabel(u"<b>" + model->label().toHtmlEscaped() + u"</b>", this);
    auto *description = new QLabel(spec ? model->document()->schema().translate(spec->description) : QString(), this);
    description->setWordWrap(true);
    description->setForegroundRole(QPalette::PlaceholderText);

    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(4);
    const auto button = [this, buttons](const QString &text, const QString &tip, auto slot) {
        auto *b = new QToolButton(this);
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        connect(b, &QToolButton::clicked, this, slot);
        buttons->addWidget(b);
        return b;
    };
    buttons->addWidget(title);
    buttons->addStretch();
    if (!model->rowsFixed()) {
        m_add = button(tr("Add row"), tr("Add a row after the selected one"), &TablePanel::addRow);
        m_remove = button(tr("Remove row"), tr("Remove the selected row"), &TablePanel::removeRow);
    }
    button(tr("Import CSV…"), tr("Replace this table with the rows of a CSV file"), &TablePanel::importCsvInteractively);
    button(tr("Export CSV…"), tr("Write this table to a CSV file"), &TablePanel::exportCsvInteractively);
    layout->addLayout(buttons);
    layout->addWidget(description);

    m_view->setModel(model);
    m_view->setItemDelegate(new RulesetDelegate(m_view));
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->setVisible(!model->rowsFixed());
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(false);
    // As wide as its columns: a stretched last column reads as one more wide field.
    m_view->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    layout->addWidget(m_view);

    m_problems->setWordWrap(true);
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->setAutoFillBackground(true);
    m_problems->setMargin(4);
    layout->addWidget(m_problems);
    layout->addStretch(1); // spare height (beside the region grid) goes below the table

    connect(model, &QAbstractItemModel::rowsInserted, this, &TablePanel::updateButtons);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &TablePanel::updateButtons);
    connect(model, &QAbstractItemModel::modelReset, this, &TablePanel::updateButtons);
    connect(model, &RulesetTableModel::tableProblemsChanged, this, &TablePanel::updateProblems);
    if (m_view->selectionModel())
        connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &TablePanel::updateButtons);
    updateButtons();
    updateProblems();
}

void TablePanel::fitHeight()
{
    // Tables are short (at most 16 rows): show every row rather than scroll inside a
    // page that scrolls already.
    int height = m_view->horizontalHeader()->height() + 2 * m_view->frameWidth();
    for (int row = 0; row < m_model->rowCount(); ++row)
        height += m_view->rowHeight(row);
    if (m_view->horizontalScrollBar()->isVisible())
        height += m_view->horizontalScrollBar()->height();
    m_view->setFixedHeight(height + 2);
}

void TablePanel::updateButtons()
{
    if (m_add)
        m_add->setEnabled(m_model->canInsertRow());
    if (m_remove)
        m_remove->setEnabled(m_model->canRemoveRow() && m_model->rowCount() > 0);
    m_view->resizeColumnsToContents();
    fitHeight();
}

void TablePanel::updateProblems()
{
    const QString text = m_model->tableProblems();
    m_problems->setVisible(!text.isEmpty());
    m_problems->setText(text);
    QPalette palette = m_problems->palette();
    palette.setColor(QPalette::Window, problemTint(m_model->tableSeverity()));
    m_problems->setPalette(palette);
}

void TablePanel::showCell(int row, const QString &column)
{
    const int col = std::max(0, m_model->columnOf(column));
    const QModelIndex index = m_model->index(std::clamp(row, 0, std::max(0, m_model->rowCount() - 1)), col);
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    m_view->setFocus();
}

void TablePanel::addRow()
{
    const QModelIndex current = m_view->currentIndex();
    const int row = current.isValid() ? current.row() + 1 : m_model->rowCount();
    if (m_model->insertRows(row, 1))
        m_view->setCurrentIndex(m_model->index(row, 0));
}

void TablePanel::removeRow()
{
    const QModelIndex current = m_view->currentIndex();
    const int row = current.isValid() ? current.row() : m_model->rowCount() - 1;
    if (row >= 0)
        m_model->removeRows(row, 1);
}

bool TablePanel::importCsv(const QString &fileName, Problems &problems)
{
    return m_model->importCsv(fileName, problems);
}

bool TablePanel::exportCsv(const QString &fileName, QString *error)
{
    return m_model->exportCsv(fileName, error);
}

void TablePanel::importCsvInteractively()
{
    const QString fileName = QFileDialog::getOpenFileName(this, tr("Import %1").arg(m_model->label()), QString(),
                                                          tr("CSV files (*.csv);;All files (*)"));
    if (fileName.isEmpty())
        return;
    Problems problems(fileName);
    if (!importCsv(fileName, problems))
        QMessageBox::warning(this, tr("Import %1").arg(m_model->label()),
                             tr("Nothing was changed; the file has problems:\n\n%1").arg(problems.summary()));
}

void TablePanel::exportCsvInteractively()
{
    const QString fileName = QFileDialog::getSaveFileName(this, tr("Export %1").arg(m_model->label()),
                                                          m_model->key() + QStringLiteral(".csv"),
                                                          tr("CSV files (*.csv);;All files (*)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!exportCsv(fileName, &error))
        QMessageBox::warning(this, tr("Export %1").arg(m_model->label()),
                             tr("The file could not be written: %1").arg(error));
}

} // namespace isle
