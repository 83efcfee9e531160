#include "problemlistmodel.h"

#include "modelroles.h"
#include "rulesetdocument.h"
#include "rulesetvalues.h"

namespace isle {

ProblemListModel::ProblemListModel(RulesetDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    Q_ASSERT(document);
    connect(document, &RulesetDocument::problemsChanged, this, &ProblemListModel::refresh);
    connect(document, &RulesetDocument::replaced, this, &ProblemListModel::refresh);
    refresh();
}

void ProblemListModel::refresh()
{
    QList<Problem> problems = m_document ? m_document->allProblems() : QList<Problem>();
    const int refused = m_document ? int(m_document->inputProblems().size()) : 0;
    QStringList locations;
    for (const Problem &problem : problems)
        locations.append(m_document->describePath(problem.path));
    const auto same = [](const Problem &a, const Problem &b) {
        return a.severity == b.severity && a.path == b.path && a.message == b.message;
    };
    bool unchanged = problems.size() == m_problems.size() && refused == m_refused && locations == m_locations;
    for (qsizetype i = 0; unchanged && i < problems.size(); ++i)
        unchanged = same(problems.at(i), m_problems.at(i));
    if (unchanged)
        return;
    // Problems come and go as a whole with every check, so a reset is the honest signal.
    beginResetModel();
    m_problems = problems;
    m_locations = locations;
    m_refused = refused;
    endResetModel();
    Q_EMIT countsChanged();
}

int ProblemListModel::errorCount() const
{
    int count = 0;
    for (const Problem &problem : m_problems)
        count += problem.severity == Problem::Severity::Error ? 1 : 0;
    return count;
}

int ProblemListModel::warningCount() const
{
    return int(m_problems.size()) - errorCount();
}

int ProblemListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_problems.size());
}

int ProblemListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ProblemListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Problem &problem = m_problems.at(index.row());
    const bool error = problem.severity == Problem::Severity::Error;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SeverityColumn:
            if (isRefusedInput(index.row()))
                return tr("Not accepted");
            return error ? tr("Error") : tr("Warning");
        case LocationColumn: return m_locations.at(index.row());
        case MessageColumn: return problem.message;
        }
        return {};
    case Qt::ToolTipRole:
        if (isRefusedInput(index.row()))
            return tr("%1\nThis value was not taken; the previous one is kept.").arg(problem.path);
        return problem.path;
    case PathRole: return problem.path;
    case SeverityRole: return error ? 0 : 1;
    case KeyRole: return parseRulesetPath(problem.path).key;
    case ProblemRole: return problem.message;
    case RefusedInputRole: return isRefusedInput(index.row());
    }
    return {};
}

QVariant ProblemListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case LocationColumn: return tr("Where");
    case MessageColumn: return tr("Problem");
    }
    return {};
}

QHash<int, QByteArray> ProblemListModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(PathRole, "path");
    names.insert(SeverityRole, "severity");
    names.insert(KeyRole, "key");
    names.insert(ProblemRole, "message");
    names.insert(RefusedInputRole, "refusedInput");
    return names;
}

} // namespace isle
