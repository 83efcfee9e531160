#pragma once

#include "observationlistmodel.h"

#include <QStringList>

namespace isle::app::squirrelisland {

class SquirrelScreen;

// The island's slots, slot 1 first: the face-up card in each ("" when empty) and whether
// the viewer may play it now (with the island surcharge).
class IslandModel : public ObservationListModel
{
    Q_OBJECT

public:
    enum Role {
        SlotRole = Qt::UserRole + 1, // 1-based
        CardRole,                    // the card's id, "" for an empty slot
        NameRole,
        TargetRole,
    };

    explicit IslandModel(SquirrelScreen *screen);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void refresh();

private:
    SquirrelScreen *m_screen;
    QStringList m_cards;
    QList<bool> m_targets;
};

} // namespace isle::app::squirrelisland
