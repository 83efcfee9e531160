#pragma once

#include "observationlistmodel.h"
#include <QJsonObject>

namespace isle::app {

class GameSession;

// One row per seat: who plays it, its side, what it holds (counts only, as every seat
// sees them) and its side's points or coins.
class SeatsModel : public ObservationListModel
{
    Q_OBJECT

public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        NameRole,
        ControllerRole,     // "person" or the computer player's name
        ControllerTextRole, // the same for people to read
        SideRole,           // from 1
        HandCountRole,
        PileCountRole,
        PointsRole,
        CoinsRole, // -1 when the variant has no coins
        ToMoveRole,
        IsViewerRole,
        IsPersonRole,
    };

    explicit SeatsModel(GameSession *session);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void refresh();

private:
    GameSession *m_session;
    int m_rows = 0;
};

} // namespace isle::app
