#pragma once

#include "observationlistmodel.h"
#include <QStringList>

namespace isle::app::foggyisland {

class FoggyScreen;

// The viewer's hand, one row per character held, from the viewer's observation.
class HandModel : public ObservationListModel
{
    Q_OBJECT

public:
    enum Role {
        CharacterRole = Qt::UserRole + 1,
        NameRole,
        CountRole,
        SelectedRole,
        DiscRole,
        AbilityRole, // what it does under the game's rules (Game::componentDescription), plain text
    };

    explicit HandModel(FoggyScreen *screen);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void refresh();

private:
    struct Entry
    {
        QString character;
        int count = 0;
        QString ability;
    };

    FoggyScreen *m_screen;
    QList<Entry> m_entries;
    QString m_disc;
};

} // namespace isle::app::foggyisland
