#include "choicesmodel.h"

#include "gamesession.h"

#include <QJsonArray>

namespace isle::app {

ChoicesModel::ChoicesModel(GameSession *session)
    : QAbstractListModel(session)
    , m_session(session)
{
}

int ChoicesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_choices.size());
}

QVariant ChoicesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Choice &choice = m_choices.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
    case TextRole: return choice.text;
    case ActionRole: return choice.action;
    case TypeRole: return choice.action.value(QStringLiteral("type")).toString();
    default: return {};
    }
}

QHash<int, QByteArray> ChoicesModel::roleNames() const
{
    return {{TextRole, "text"}, {ActionRole, "action"}, {TypeRole, "type"}, {Qt::DisplayRole, "description"}};
}

void ChoicesModel::refresh()
{
    const QJsonArray actions = m_session->viewerActions();
    QList<Choice> choices;
    choices.reserve(actions.size());
    for (int i = 0; i < actions.size(); ++i) {
        const QJsonObject action = actions.at(i).toObject();
        choices.append(Choice{action.toVariantMap(), m_session->describeViewerAction(i)});
    }
    // A choice taken away with the others left where they were (an opening-hand pick)
    // removes only that row, so the cards under the pointer stay put. Any other change
    // is a new list.
    const auto sameAction = [](const Choice &a, const Choice &b) { return a.action == b.action; };
    qsizetype kept = 0;
    QList<int> gone;
    for (int row = 0; row < m_choices.size(); ++row) {
        if (kept < choices.size() && sameAction(m_choices.at(row), choices.at(kept)))
            ++kept;
        else
            gone.append(row);
    }
    if (kept == choices.size() && !m_choices.isEmpty() && !choices.isEmpty()) {
        for (auto row = gone.crbegin(); row != gone.crend(); ++row) {
            beginRemoveRows({}, *row, *row);
            m_choices.removeAt(*row);
            endRemoveRows();
        }
        m_choices = choices;
        Q_EMIT dataChanged(index(0), index(int(m_choices.size()) - 1), {TextRole, Qt::DisplayRole});
        return;
    }
    beginResetModel();
    m_choices = choices;
    endResetModel();
}

} // namespace isle::app
