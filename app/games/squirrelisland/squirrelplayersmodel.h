#pragma once

#include "observationlistmodel.h"

#include <QVariantList>
#include <QVariantMap>

namespace isle::app::squirrelisland {

class SquirrelScreen;

// Every player as the viewer sees them: resources, awake or asleep, hand and stash as
// counts, the squirrels in play (refreshed or exhausted), and the solo rival last. The
// stash's cards appear only once the game is over, as the observation gives them.
class PlayersModel : public ObservationListModel
{
    Q_OBJECT

public:
    enum Role {
        SeatRole = Qt::UserRole + 1, // 1-based; the rival is the seat after the last
        NameRole,
        IsViewerRole,
        IsRivalRole,
        NutsRole,
        CoinsRole, // -1 for the rival, who has none
        StaminaRole,
        StaminaCapRole,
        AwakeRole,
        GoAgainRole, // Go again! turns still owed this day
        HandCountRole,
        StashCountRole,
        StashRole,   // the stash's card ids once the game is over, else empty
        TableauRole, // [{position, card, name, refreshed, protectedBy, target}]
        FirstPlayerRole,
        ToMoveRole,
        TargetRole, // the viewer may choose this player now (a sabotage's opponent)
        TotalRole,  // nuts during play, the final score once over
        ScoreRole,  // {nuts, stash, bonus, total, squirrels} once over
        WinnerRole,
    };

    explicit PlayersModel(SquirrelScreen *screen);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void refresh();

private:
    SquirrelScreen *m_screen;
    QList<QVariantMap> m_rows;
};

} // namespace isle::app::squirrelisland
