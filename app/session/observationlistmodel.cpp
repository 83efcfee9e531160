#include "observationlistmodel.h"

namespace isle::app {

QList<int> ObservationListModel::watchedRoles() const
{
    QList<int> roles = roleNames().keys();
    if (!roles.contains(Qt::DisplayRole))
        roles.append(Qt::DisplayRole);
    if (!roles.contains(Qt::AccessibleTextRole))
        roles.append(Qt::AccessibleTextRole);
    return roles;
}

void ObservationListModel::remember()
{
    const QList<int> roles = watchedRoles();
    m_rememberedRows = rowCount();
    m_remembered.clear();
    m_remembered.reserve(qsizetype(m_rememberedRows) * roles.size());
    for (int row = 0; row < m_rememberedRows; ++row)
        for (const int role : roles)
            m_remembered.append(data(index(row), role));
}

void ObservationListModel::publish(int rows, const std::function<void()> &replace)
{
    if (rows != m_rememberedRows || rows != rowCount()) {
        beginResetModel();
        replace();
        endResetModel();
        remember();
        return;
    }
    replace();
    const QList<int> roles = watchedRoles();
    qsizetype at = 0;
    for (int row = 0; row < rows; ++row) {
        QList<int> changed;
        for (const int role : roles) {
            QVariant now = data(index(row), role);
            if (now != m_remembered.at(at)) {
                changed.append(role);
                m_remembered[at] = std::move(now);
            }
            ++at;
        }
        if (!changed.isEmpty())
            Q_EMIT dataChanged(index(row), index(row), changed);
    }
}

} // namespace isle::app
