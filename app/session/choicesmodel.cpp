#include "choicesmodel.h"

#include "charactertext.h"

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
    const auto field = [&](const char *key) { return choice.action.value(QLatin1StringView(key)); };
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
    case TextRole: return choice.text;
    case ActionRole: return choice.action;
    case TypeRole: return field("type").toString();
    case CharacterRole: return field("character").toString();
    case CellRole: return field("cell").toString();
    case Cell2Role: return field("cell2").toString();
    case FaceDownRole: return field("faceDown").toBool();
    case ValueRole: {
        if (choice.action.contains(QStringLiteral("keep")))
            return field("keep").toInt();
        return choice.action.contains(QStringLiteral("region")) ? field("region").toInt() : -1;
    }
    case CountRole: return choice.count;
    case NameRole: return characterDisplayName(field("character").toString());
    default: return {};
    }
}

QHash<int, QByteArray> ChoicesModel::roleNames() const
{
    return {{TextRole, "text"},         {ActionRole, "action"}, {TypeRole, "type"},
            {CharacterRole, "character"}, {CellRole, "cell"},   {Cell2Role, "cell2"},
            {FaceDownRole, "faceDown"}, {ValueRole, "value"},   {CountRole, "count"}, {NameRole, "name"},
            {Qt::DisplayRole, "description"}};
}

void ChoicesModel::refresh()
{
    const QJsonArray actions = m_session->viewerActions();
    const int viewer = m_session->viewer();
    const QJsonObject pile = viewer >= 0 ? m_session->observation()
                                               .value(QStringLiteral("seats"))
                                               .toArray()
                                               .at(viewer)
                                               .toObject()
                                               .value(QStringLiteral("pile"))
                                               .toObject()
                                         : QJsonObject();
    QList<Choice> choices;
    choices.reserve(actions.size());
    for (int i = 0; i < actions.size(); ++i) {
        const QJsonObject action = actions.at(i).toObject();
        Choice choice{action.toVariantMap(), m_session->describeViewerAction(i), 0};
        if (action.value(QStringLiteral("type")).toString() == QLatin1StringView("pick"))
            choice.count = pile.value(action.value(QStringLiteral("character")).toString()).toInt();
        choices.append(choice);
    }
    // A pick takes one choice away and leaves the others where they were: only that row
    // goes, so the cards under the pointer stay put. Any other change is a new list.
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
        Q_EMIT dataChanged(index(0), index(int(m_choices.size()) - 1), {CountRole, TextRole, Qt::DisplayRole});
        return;
    }
    beginResetModel();
    m_choices = choices;
    endResetModel();
}

} // namespace isle::app
