#pragma once

#include "observationlistmodel.h"
#include <QJsonObject>

namespace isle::app {

class GameSession;

// One row per seat: who plays it, its side, what it holds (counts only, as every seat
// sees them) and its side's points or coins; a person's seat also carries their seat
// preferences. After the seats, a row for a side the rules play themselves when the
// observation reports one ("rival": a solo game's opponent), which no one controls.
class SeatsModel : public ObservationListModel
{
    Q_OBJECT

public:
    enum Role {
        SeatRole = Qt::UserRole + 1, // 0-based; the rival's is the seat count
        NameRole,
        ControllerRole,     // "person", the computer player's name, or "rival"
        ControllerTextRole, // the same for people to read
        SideRole,           // from 1
        HandCountRole,
        PileCountRole,
        CountsTextRole, // the game's counts in its words (GameUi::seatCounts), "Hand 3 · Pile 12"
        PointsRole,
        CoinsRole, // -1 when the variant (or the rival) has no coins
        ToMoveRole,
        IsViewerRole,
        IsPersonRole,
        IsRivalRole,
        PreferencesRole, // GameSession::seatPreferences: empty but for a person's seat
    };

    static inline const QString Rival = QStringLiteral("rival");

    explicit SeatsModel(GameSession *session);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void refresh();

private:
    // The row's entry of the observation: seats[row], or the rival after the seats.
    QJsonObject entry(int row) const;
    bool isRival(int row) const;

    GameSession *m_session;
    int m_rows = 0;
};

} // namespace isle::app
