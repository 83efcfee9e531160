#include "squirrelhandmodel.h"

#include "squirrelscreen.h"

#include <QJsonArray>

namespace isle::app::squirrelisland {

HandModel::HandModel(SquirrelScreen *screen)
    : ObservationListModel(screen)
    , m_screen(screen)
{
}

int HandModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_cards.size());
}

QVariant HandModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString &card = m_cards.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole: return m_screen->cardName(card);
    case CardRole: return card;
    case NameRole: return m_screen->cardName(card);
    case TargetRole: return m_targets.at(index.row());
    default: return {};
    }
}

QHash<int, QByteArray> HandModel::roleNames() const
{
    return {{CardRole, "card"}, {NameRole, "name"}, {TargetRole, "target"}, {Qt::DisplayRole, "display"}};
}

void HandModel::refresh()
{
    QStringList cards;
    QList<bool> targets;
    const QJsonArray hand = m_screen->seatView(m_screen->viewerSeat()).value(QStringLiteral("hand")).toArray();
    for (const QJsonValue &value : hand) {
        cards.append(value.toString());
        targets.append(m_screen->handCardIsTarget(value.toString()));
    }
    publish(int(cards.size()), [&]() {
        m_cards = std::move(cards);
        m_targets = std::move(targets);
    });
}

} // namespace isle::app::squirrelisland
