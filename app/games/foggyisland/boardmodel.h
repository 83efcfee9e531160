#pragma once

#include "observationlistmodel.h"
#include <QStringList>

namespace isle::app::foggyisland {

class FoggyScreen;

// One row per tile of the board, read from the viewer's observation: what lies there
// (a face-down token of another seat carries no character), fog, and whether the
// viewer may click it now.
class BoardModel : public ObservationListModel
{
    Q_OBJECT

public:
    enum Role {
        CellRole = Qt::UserRole + 1,
        ColumnRole,
        RowRole,
        CharacterRole, // id, or empty for a free tile or a token the viewer cannot see
        CharacterNameRole,
        OwnerRole, // seat from 0, -1 for a free tile
        DiscRole,  // "side-1", "side-2", "white" or empty: the disc drawn under the token
        FaceDownRole,
        HiddenRole, // face down and unknown to the viewer
        UnderFogRole,
        LegalTargetRole,
        HighlightRole, // part of a line that scores now
        PendingRole,   // the first tile of a two-tile decision
        LastMoveRole,  // named by the latest decision (or the one being reviewed)
        ToolTipRole,   // whose token, which character and what it does; empty unless the viewer sees the character
    };

    explicit BoardModel(FoggyScreen *screen);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void refresh();

private:
    struct Tile
    {
        QString cell;
        int x = 0;
        int y = 0;
        QString character;
        QString ability; // Game::componentDescription of the character, when the viewer sees it
        int owner = -1;
        QString disc;
        bool faceDown = false;
        bool underFog = false;
        bool legalTarget = false;
        bool highlight = false;
        bool pending = false;
        bool lastMove = false;
    };

    FoggyScreen *m_screen;
    QList<Tile> m_tiles;
};

} // namespace isle::app::foggyisland
