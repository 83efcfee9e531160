#pragma once

#include "observationlistmodel.h"

#include <QStringList>

namespace isle::app::squirrelisland {

class SquirrelScreen;

// The viewer's hand, one row per card (copies repeat), in the observation's order; empty
// for a spectator. Other seats' hands are only counts (PlayersModel).
class HandModel : public ObservationListModel
{
    Q_OBJECT

public:
    enum Role {
        CardRole = Qt::UserRole + 1, // the card's id
        NameRole,
        TargetRole, // clicking it takes one of the viewer's decisions now
    };

    explicit HandModel(SquirrelScreen *screen);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void refresh();
    QString cardAt(int row) const { return m_cards.value(row); }

private:
    SquirrelScreen *m_screen;
    QStringList m_cards;
    QList<bool> m_targets;
};

} // namespace isle::app::squirrelisland
