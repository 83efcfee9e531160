#include "squirrelislandmodel.h"

#include "gamesession.h"
#include "squirrelscreen.h"

#include <QJsonArray>

namespace isle::app::squirrelisland {

IslandModel::IslandModel(SquirrelScreen *screen)
    : ObservationListModel(screen)
    , m_screen(screen)
{
}

int IslandModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_cards.size());
}

QVariant IslandModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString &card = m_cards.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return card.isEmpty() ? tr("Island slot %1: empty").arg(index.row() + 1)
                              : tr("Island slot %1: %2").arg(index.row() + 1).arg(m_screen->cardName(card));
    case SlotRole: return index.row() + 1;
    case CardRole: return card;
    case NameRole: return m_screen->cardName(card);
    case TargetRole: return m_targets.at(index.row());
    default: return {};
    }
}

QHash<int, QByteArray> IslandModel::roleNames() const
{
    return {{SlotRole, "slot"}, {CardRole, "card"}, {NameRole, "name"}, {TargetRole, "target"}, {Qt::DisplayRole, "display"}};
}

void IslandModel::refresh()
{
    QStringList cards;
    QList<bool> targets;
    const QJsonArray island = m_screen->session().observation().value(QStringLiteral("island")).toArray();
    for (qsizetype i = 0; i < island.size(); ++i) {
        cards.append(island.at(i).toString()); // null (an empty slot) reads as ""
        targets.append(m_screen->islandSlotIsTarget(int(i) + 1));
    }
    publish(int(cards.size()), [&]() {
        m_cards = std::move(cards);
        m_targets = std::move(targets);
    });
}

} // namespace isle::app::squirrelisland
