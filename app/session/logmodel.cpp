#include "logmodel.h"

#include "gamesession.h"

namespace isle::app {

LogModel::LogModel(GameSession *session)
    : QAbstractListModel(session)
    , m_session(session)
{
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LogEntry &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
    case TextRole: return m_session->logText(entry);
    case Qt::ToolTipRole:
    case DetailsRole: return m_session->logDetails(entry).join(u'\n');
    case SeatRole: return entry.seat;
    case SeatNameRole: return m_session->seatName(entry.seat);
    case NumberRole: return index.row() + 1;
    default: return {};
    }
}

QHash<int, QByteArray> LogModel::roleNames() const
{
    return {{TextRole, "text"},
            {SeatRole, "seat"},
            {SeatNameRole, "seatName"},
            {DetailsRole, "details"},
            {NumberRole, "number"}};
}

void LogModel::refresh()
{
    // Decisions are only ever appended or taken back from the end (undo, a new game
    // resets), so rows are inserted and removed at the end; texts may change with the viewer.
    // The model keeps its own copy, so views asking during the change see the old rows.
    const QList<LogEntry> entries = m_session->logEntries();
    const int rows = int(entries.size());
    if (rows > m_rows) {
        beginInsertRows({}, m_rows, rows - 1);
        m_entries = entries;
        m_rows = rows;
        endInsertRows();
    } else if (rows < m_rows) {
        beginRemoveRows({}, rows, m_rows - 1);
        m_entries = entries;
        m_rows = rows;
        endRemoveRows();
    }
    m_entries = entries;
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0), index(m_rows - 1));
}


} // namespace isle::app
