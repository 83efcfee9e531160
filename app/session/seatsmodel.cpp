#include "seatsmodel.h"

#include "gamesession.h"

#include "players/difficulty.h"

#include <QJsonArray>

namespace isle::app {

SeatsModel::SeatsModel(GameSession *session)
    : ObservationListModel(session)
    , m_session(session)
{
}

int SeatsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant SeatsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int seat = index.row();
    const QJsonObject &view = m_session->observation();
    const QJsonObject entry = view.value(QStringLiteral("seats")).toArray().at(seat).toObject();
    const int side = entry.value(QStringLiteral("side")).toInt();
    const QString controller = m_session->controllers().value(seat);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
    case NameRole: return m_session->seatName(seat);
    case SeatRole: return seat;
    case ControllerRole: return controller;
    case ControllerTextRole: {
        if (controller == GameSession::Person)
            return tr("person");
        if (const auto level = difficultyFromId(controller))
            return tr("computer, %1").arg(difficultyLabel(*level));
        return tr("computer, %1").arg(controller);
    }
    case SideRole: return side;
    case HandCountRole: return entry.value(QStringLiteral("handCount")).toInt();
    case PileCountRole: return entry.value(QStringLiteral("pileCount")).toInt();
    case PointsRole: return view.value(QStringLiteral("totalPoints")).toArray().at(side - 1).toInt();
    case CoinsRole: {
        const QJsonArray coins = view.value(QStringLiteral("coins")).toArray();
        return coins.isEmpty() ? -1 : coins.at(side - 1).toInt();
    }
    case ToMoveRole: return m_session->toMove() == seat;
    case IsViewerRole: return m_session->viewer() == seat;
    case IsPersonRole: return m_session->isPerson(seat);
    default: return {};
    }
}

QHash<int, QByteArray> SeatsModel::roleNames() const
{
    return {{SeatRole, "seat"},           {NameRole, "name"},         {ControllerRole, "controller"},
            {ControllerTextRole, "controllerText"}, {SideRole, "side"}, {HandCountRole, "handCount"},
            {PileCountRole, "pileCount"}, {PointsRole, "points"},     {CoinsRole, "coins"},
            {ToMoveRole, "toMove"},       {IsViewerRole, "isViewer"}, {IsPersonRole, "isPerson"}};
}

void SeatsModel::refresh()
{
    const int rows = int(m_session->observation().value(QStringLiteral("seats")).toArray().size());
    publish(rows, [&]() { m_rows = rows; });
}

} // namespace isle::app
