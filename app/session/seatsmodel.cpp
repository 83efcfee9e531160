#include "seatsmodel.h"

#include "gamesession.h"
#include "gameui.h"

#include "players/difficulty.h"

#include <QJsonArray>

namespace isle::app {

namespace {
int seatRows(const QJsonObject &view)
{
    return int(view.value(QStringLiteral("seats")).toArray().size());
}
} // namespace

SeatsModel::SeatsModel(GameSession *session)
    : ObservationListModel(session)
    , m_session(session)
{
}

int SeatsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

bool SeatsModel::isRival(int row) const
{
    return row >= seatRows(m_session->observation());
}

QJsonObject SeatsModel::entry(int row) const
{
    const QJsonObject &view = m_session->observation();
    return isRival(row) ? view.value(Rival).toObject()
                        : view.value(QStringLiteral("seats")).toArray().at(row).toObject();
}

QVariant SeatsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int seat = index.row();
    const QJsonObject &view = m_session->observation();
    const QJsonObject entry = this->entry(seat);
    const bool rival = isRival(seat);
    // The rival is numbered like a seat after the last (1-based "seat" in the observation).
    const int side = entry.contains(QStringLiteral("side")) ? entry.value(QStringLiteral("side")).toInt()
                                                           : entry.value(QStringLiteral("seat")).toInt(seat + 1);
    const QString controller = rival ? Rival : m_session->controllers().value(seat);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
    //: the name of the solo game's automatic opponent (a noun)
    case NameRole: return rival ? tr("Rival") : m_session->seatName(seat);
    case SeatRole: return seat;
    case ControllerRole: return controller;
    case ControllerTextRole: {
        if (rival)
            return tr("played by the rules");
        if (controller == GameSession::Person)
            //: who plays a seat: a person (not a computer player)
            return tr("person");
        if (const auto level = difficultyFromId(controller))
            return tr("computer, %1").arg(difficultyLabel(*level));
        return tr("computer, %1").arg(controller);
    }
    case SideRole: return side;
    case HandCountRole: return entry.value(QStringLiteral("handCount")).toInt();
    case PileCountRole: return entry.value(QStringLiteral("pileCount")).toInt();
    case CountsTextRole: {
        QStringList counts;
        if (const GameUi *ui = m_session->gameUi())
            for (const SeatCount &count : ui->seatCounts())
                if (entry.contains(count.key))
                    counts.append(count.label.arg(entry.value(count.key).toInt()));
        return counts.join(QStringLiteral(" · "));
    }
    case PointsRole: return view.value(QStringLiteral("totalPoints")).toArray().at(side - 1).toInt();
    case CoinsRole: {
        const QJsonArray coins = view.value(QStringLiteral("coins")).toArray();
        return side < 1 || side > coins.size() ? -1 : coins.at(side - 1).toInt();
    }
    case ToMoveRole: return !rival && m_session->toMove() == seat;
    case IsViewerRole: return !rival && m_session->viewer() == seat;
    case IsPersonRole: return !rival && m_session->isPerson(seat);
    case IsRivalRole: return rival;
    case PreferencesRole: return rival ? QVariantList() : m_session->seatPreferences(seat);
    default: return {};
    }
}

QHash<int, QByteArray> SeatsModel::roleNames() const
{
    return {{SeatRole, "seat"},
            {NameRole, "name"},
            {ControllerRole, "controller"},
            {ControllerTextRole, "controllerText"},
            {SideRole, "side"},
            {HandCountRole, "handCount"},
            {PileCountRole, "pileCount"},
            {CountsTextRole, "countsText"},
            {PointsRole, "points"},
            {CoinsRole, "coins"},
            {ToMoveRole, "toMove"},
            {IsViewerRole, "isViewer"},
            {IsPersonRole, "isPerson"},
            {IsRivalRole, "isRival"},
            {PreferencesRole, "preferences"}};
}

void SeatsModel::refresh()
{
    const QJsonObject &view = m_session->observation();
    const int rows = seatRows(view) + (view.value(Rival).isObject() ? 1 : 0);
    publish(rows, [&]() { m_rows = rows; });
}

} // namespace isle::app
