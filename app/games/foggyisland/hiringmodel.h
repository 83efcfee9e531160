#pragma once

#include "observationlistmodel.h"
#include <QVariantMap>

namespace isle::app::foggyisland {

class FoggyScreen;

// The hiring screen of a mercenary game: every character for hire under the game's
// ruleset (cost, the basic character it replaces, how many the viewer's seat or team
// owns and the limit), and whether the engine lists hiring it now among the viewer's
// legal decisions. The model decides nothing: costs and limits are the ruleset's data,
// "hirable" is the engine's list, and a refused hire is answered in the engine's words.
class HiringModel : public ObservationListModel
{
    Q_OBJECT

public:
    enum Role {
        CharacterRole = Qt::UserRole + 1,
        NameRole,
        CostRole,
        ReplacesRole, // id of the basic character given back
        ReplacesNameRole,
        OwnedRole, // how many the viewer's seat (or team) owns now
        LimitRole, // how many there are for hire in all
        HirableRole, // among the viewer's legal decisions now (FoggyScreen::hire plays it)
        AbilityRole, // what it does under the game's rules (Game::componentDescription), plain text
    };

    explicit HiringModel(FoggyScreen *screen);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void refresh();

private:
    struct Row
    {
        QString character;
        int cost = 0;
        QString replaces;
        int owned = 0;
        int limit = 0;
        bool hirable = false;
        QString ability;
    };

    FoggyScreen *m_screen;
    QList<Row> m_rows;
};

} // namespace isle::app::foggyisland
