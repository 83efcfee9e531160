#include "tablepanel.h"

#include "plainmessage.h"

#include "core/rulesetschema.h"
#include "models/modelroles.h"
#include "models/rulesetdocument.h"
#include "models/rulesettablemodel.h"
#include "flowlayout.h"
#include "patternpainter.h"
#include "rulesetdelegate.h"

#include <QFileDialog>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QScrollBar>
#include <QTableView>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

namespace isle {

TablePanel::TablePanel(RulesetTableModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_view(new QTableView(this))
    , m_description(new QLabel(this))
    , m_problems(new QLabel(this))
{
    setObjectName(model->key());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    const ParamSpec *spec = model->spec();
    auto *title = new QLabel(u"<b>" + model->label().toHtmlEscaped() + u"</b>", this);
    m_description->setText(spec ? model->document()->schema().translate(spec->description) : QString());
    m_description->setObjectName(QStringLiteral("description"));
    m_description->setWordWrap(true);
    m_description->setForegroundRole(QPalette::PlaceholderText);

    // The title, then the buttons; in a narrow dock the buttons go on the next line.
    auto *bar = new QWidget(this);
    auto *buttons = new FlowLayout(bar, 4);
    buttons->setContentsMargins(0, 0, 0, 0);
    const auto button = [this, bar, buttons](const QString &text, const QString &tip, auto slot) {
        auto *b = new QToolButton(bar);
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        connect(b, &QToolButton::clicked, this, slot);
        buttons->addWidget(b);
        return b;
    };
    buttons->addWidget(title);
    if (!model->rowsFixed()) {
        //: a button of a rules table: add a row to the table (a verb)
        m_add = button(tr("Add row"), tr("Add a row after the selected one"), &TablePanel::addRow);
        m_remove = button(tr("Remove row"), tr("Remove the selected row"), &TablePanel::removeRow);
    }
    button(tr("Import CSV…"), tr("Replace this table with the rows of a CSV file"), &TablePanel::importCsvInteractively);
    button(tr("Export CSV…"), tr("Write this table to a CSV file"), &TablePanel::exportCsvInteractively);
    // The title's line is as tall as the buttons beside it.
    title->setMinimumHeight(bar->findChild<QToolButton *>()->sizeHint().height());
    layout->addWidget(bar);
    layout->addWidget(m_description);

    m_view->setModel(model);
    m_view->setItemDelegate(new RulesetDelegate(m_view));
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    m_view->setAlternatingRowColors(true);
    // Named rows (a fixed set: characters, weather cards) carry their name in the row
    // header, which does not scroll away when the view scrolls to the last columns; the
    // name column itself (read-only) is hidden. Other rows are numbered.
    if (model->rowsFixed() && spec) {
        for (int column = 0; column < spec->columns.size(); ++column)
            if (spec->columns.at(column).isRowKey)
                m_nameColumn = column;
    }
    if (m_nameColumn >= 0) {
        m_view->setColumnHidden(m_nameColumn, true);
        m_view->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        m_view->verticalHeader()->setToolTip(
            wrappedToolTip(model->headerData(m_nameColumn, Qt::Horizontal, Qt::ToolTipRole).toString()));
    }
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->viewport()->installEventFilter(this);
    // As wide as its columns: a stretched last column reads as one more wide field. In
    // a narrower page the view shrinks and scrolls sideways.
    m_view->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    m_view->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    // The height makes room for the horizontal scroll bar while it shows.
    connect(m_view->horizontalScrollBar(), &QScrollBar::rangeChanged, this, &TablePanel::fitHeight);
    layout->addWidget(m_view);
    // A table with a pattern column (tiles' terrain) is drawn and painted beside it.
    for (int column = 0; spec && column < spec->columns.size(); ++column) {
        if (spec->columns.at(column).type != ParamType::Pattern)
            continue;
        m_painter = new PatternPainter(model, column, this);
        layout->addWidget(m_painter);
        connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, m_painter,
                [this](const QModelIndex &current) { m_painter->setRow(current.isValid() ? current.row() : 0); });
        break;
    }

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

QString TablePanel::columnToolTip(int column) const
{
    return wrappedToolTip(m_model->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString());
}

bool TablePanel::eventFilter(QObject *watched, QEvent *event)
{
    // The header's own tool tip is one unwrapped line; show the description wrapped.
    if (event->type() == QEvent::ToolTip && watched == m_view->horizontalHeader()->viewport()) {
        auto *help = static_cast<QHelpEvent *>(event);
        QHeaderView *header = m_view->horizontalHeader();
        const int column = header->logicalIndexAt(help->pos());
        const QString tip = column >= 0 ? columnToolTip(column) : QString();
        if (tip.isEmpty()) {
            QToolTip::hideText();
        } else {
            const QRect section(header->sectionViewportPosition(column), 0, header->sectionSize(column),
                                header->height());
            QToolTip::showText(help->globalPos(), tip, header->viewport(), section);
        }
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void TablePanel::fitHeight()
{
    // Tables are short (at most 16 rows): show every row rather than scroll inside a
    // page that scrolls already.
    int height = m_view->horizontalHeader()->sizeHint().height() + 2 * m_view->frameWidth();
    for (int row = 0; row < m_model->rowCount(); ++row)
        height += m_view->rowHeight(row);
    if (m_view->horizontalScrollBar()->maximum() > m_view->horizontalScrollBar()->minimum())
        height += m_view->horizontalScrollBar()->sizeHint().height();
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
    int col = std::max(0, m_model->columnOf(column));
    // The row's name is in its row header: select the row's first shown cell instead.
    for (int shown = 0; m_view->isColumnHidden(col) && shown < m_model->columnCount(); ++shown)
        if (!m_view->isColumnHidden(shown))
            col = shown;
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
        warnPlain(this, tr("Import %1").arg(m_model->label()),
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
        warnPlain(this, tr("Export %1").arg(m_model->label()), tr("The file could not be written: %1").arg(error));
}

} // namespace isle
