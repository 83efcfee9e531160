#include "issuespanel.h"

#include "models/modelroles.h"
#include "models/problemlistmodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QIdentityProxyModel>
#include <QLabel>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

namespace isle {

namespace {
// Adds the severity icon; the model itself stays free of Gui types.
class ProblemIcons : public QIdentityProxyModel
{
public:
    ProblemIcons(QStyle *style, QObject *parent)
        : QIdentityProxyModel(parent)
        , m_style(style)
    {
    }

    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role == Qt::DecorationRole && index.column() == ProblemListModel::SeverityColumn) {
            const bool error = QIdentityProxyModel::data(index, SeverityRole).toInt() == 0;
            return m_style->standardIcon(error ? QStyle::SP_MessageBoxCritical : QStyle::SP_MessageBoxWarning);
        }
        return QIdentityProxyModel::data(index, role);
    }

private:
    QStyle *m_style;
};
} // namespace

IssuesPanel::IssuesPanel(RulesetDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_model(new ProblemListModel(document, this))
    , m_view(new QTableView(this))
    , m_summary(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);
    auto *icons = new ProblemIcons(style(), this);
    icons->setSourceModel(m_model);
    m_view->setModel(icons);
    m_view->setObjectName(QStringLiteral("issues"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setSectionResizeMode(ProblemListModel::SeverityColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(ProblemListModel::LocationColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    layout->addWidget(m_view);
    connect(m_view, &QTableView::activated, this,
            [this](const QModelIndex &index) { Q_EMIT showPathRequested(index.data(PathRole).toString()); });
    connect(m_view, &QTableView::clicked, this,
            [this](const QModelIndex &index) { Q_EMIT showPathRequested(index.data(PathRole).toString()); });
    connect(m_model, &QAbstractItemModel::modelReset, this, &IssuesPanel::updateSummary);
    updateSummary();
}

void IssuesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        updateSummary();
    QWidget::changeEvent(event);
}

void IssuesPanel::updateSummary()
{
    const int errors = m_model->errorCount();
    const int warnings = m_model->warningCount();
    if (errors == 0 && warnings == 0)
        m_summary->setText(tr("No problems: these rules can be played."));
    else if (errors == 0)
        m_summary->setText(tr("Warnings: %1. The rules can still be played.").arg(warnings));
    else
        m_summary->setText(tr("Errors: %1, warnings: %2. A game cannot start until the errors are fixed; saving is "
                              "allowed.")
                               .arg(errors)
                               .arg(warnings));
}

} // namespace isle
