#include "boardmodel.h"

#include "charactertext.h"
#include "foggyscreen.h"
#include "gamesession.h"
#include "tiles.h"

#include <QJsonArray>
#include <QSet>

namespace isle::app::foggyisland {

BoardModel::BoardModel(FoggyScreen *screen)
    : ObservationListModel(screen)
    , m_screen(screen)
{
}

int BoardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_tiles.size());
}

QVariant BoardModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Tile &tile = m_tiles.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole: {
        if (tile.owner < 0)
            return tile.underFog ? tr("%1, under fog").arg(tile.cell) : tr("%1, free").arg(tile.cell);
        const QString who = m_screen->session().seatName(tile.owner);
        if (tile.character.isEmpty())
            return tr("%1, %2's token face down").arg(tile.cell, who);
        return tile.faceDown ? tr("%1, %2's %3 face down").arg(tile.cell, who, characterDisplayName(tile.character))
                             : tr("%1, %2's %3").arg(tile.cell, who, characterDisplayName(tile.character));
    }
    case CellRole: return tile.cell;
    case ColumnRole: return tile.x;
    case RowRole: return tile.y;
    case CharacterRole: return tile.character;
    case CharacterNameRole: return characterDisplayName(tile.character);
    case OwnerRole: return tile.owner;
    case DiscRole: return tile.disc;
    case FaceDownRole: return tile.faceDown;
    case HiddenRole: return tile.faceDown && tile.character.isEmpty();
    case UnderFogRole: return tile.underFog;
    case LegalTargetRole: return tile.legalTarget;
    case HighlightRole: return tile.highlight;
    case PendingRole: return tile.pending;
    case LastMoveRole: return tile.lastMove;
    case ToolTipRole: {
        if (tile.owner < 0 || tile.character.isEmpty())
            return QString();
        const QString who = m_screen->session().seatName(tile.owner);
        const QString token = tile.faceDown ? tr("%1's %2, face down").arg(who, characterDisplayName(tile.character))
                                            : tr("%1's %2").arg(who, characterDisplayName(tile.character));
        return tile.ability.isEmpty() ? token : token + QLatin1Char('\n') + tile.ability;
    }
    default: return {};
    }
}

QHash<int, QByteArray> BoardModel::roleNames() const
{
    return {{CellRole, "cell"},
            {ColumnRole, "column"},
            {RowRole, "row"},
            {CharacterRole, "character"},
            {CharacterNameRole, "characterName"},
            {OwnerRole, "owner"},
            {DiscRole, "disc"},
            {FaceDownRole, "faceDown"},
            {HiddenRole, "hidden"},
            {UnderFogRole, "underFog"},
            {LegalTargetRole, "legalTarget"},
            {HighlightRole, "highlight"},
            {PendingRole, "pending"},
            {LastMoveRole, "lastMove"},
            {ToolTipRole, "tooltip"},
            {Qt::DisplayRole, "display"}};
}

void BoardModel::refresh()
{
    const QJsonObject &view = m_screen->session().boardView();
    const int width = view.value(QStringLiteral("width")).toInt();
    const int height = view.value(QStringLiteral("height")).toInt();
    QList<Tile> board;
    board.reserve(qsizetype(width) * height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            Tile tile;
            tile.cell = tiles::name(tiles::at(x, y));
            tile.x = x;
            tile.y = y;
            board.append(tile);
        }
    const auto tileAt = [&](int number) -> Tile * {
        const int x = tiles::column(number);
        const int y = tiles::row(number);
        return number >= 0 && x < width && y < height ? &board[y * width + x] : nullptr;
    };
    const auto tileNamed = [&](const QString &cell) { return tileAt(tiles::fromName(cell)); };

    // A token's disc: its face colour when the viewer sees it, else its owner's side
    // (the rim of a face-down token shows whose it is, as the printed shield does).
    const QJsonArray seats = view.value(QStringLiteral("seats")).toArray();
    const Game *game = m_screen->session().game();
    for (const QJsonValue &value : view.value(QStringLiteral("tokens")).toArray()) {
        const QJsonObject token = value.toObject();
        Tile *tile = tileNamed(token.value(QStringLiteral("cell")).toString());
        if (!tile)
            continue;
        tile->owner = token.value(QStringLiteral("owner")).toInt() - 1;
        tile->faceDown = token.value(QStringLiteral("faceDown")).toBool();
        tile->character = token.value(QStringLiteral("character")).toString();
        if (game && !tile->character.isEmpty())
            tile->ability = game->componentDescription(tile->character);
        const int ownerSide = seats.at(tile->owner).toObject().value(QStringLiteral("side")).toInt();
        if (tile->character.isEmpty() || tile->faceDown)
            tile->disc = QStringLiteral("side-%1").arg(ownerSide);
        else if (token.value(QStringLiteral("side")).isNull())
            tile->disc = QStringLiteral("white");
        else
            tile->disc = QStringLiteral("side-%1").arg(token.value(QStringLiteral("side")).toInt());
    }
    for (const QVariant &value : m_screen->fogRegions()) {
        const QVariantMap region = value.toMap();
        if (!region.value(QStringLiteral("covered")).toBool())
            continue;
        for (const int number : tiles::ofRegion(region))
            if (Tile *tile = tileAt(number))
                tile->underFog = true;
    }
    for (const QString &cell : m_screen->targetCells())
        if (Tile *tile = tileNamed(cell))
            tile->legalTarget = true;
    for (const QString &cell : m_screen->scoredCells())
        if (Tile *tile = tileNamed(cell))
            tile->highlight = true;
    if (Tile *tile = tileNamed(m_screen->pendingCell()))
        tile->pending = true;
    for (const QString &cell : m_screen->lastMoveCells())
        if (Tile *tile = tileNamed(cell))
            tile->lastMove = true;

    publish(int(board.size()), [&]() { m_tiles = std::move(board); });
}

} // namespace isle::app::foggyisland
