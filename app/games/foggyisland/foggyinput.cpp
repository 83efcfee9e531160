// How clicks on the board and the hand become decisions. Nothing here knows a rule: a
// click is matched against the legal decisions the engine listed for the viewer.
#include "foggyscreen.h"

#include "boardmodel.h"
#include "handmodel.h"

#include "gamesession.h"

#include <QSet>

namespace isle::app::foggyisland {

namespace {
const QString CellKey = QStringLiteral("cell");
const QString Cell2Key = QStringLiteral("cell2");
const QString CharacterKey = QStringLiteral("character");
const QString FaceDownKey = QStringLiteral("faceDown");
const QString RegionKey = QStringLiteral("region");

QString cellName(int x, int y)
{
    return QChar(u'A' + x) + QString::number(y + 1);
}
} // namespace

QList<QJsonObject> FoggyScreen::matchingActions() const
{
    QList<QJsonObject> tileActions;
    const QJsonArray actions = session().viewerActions();
    for (const QJsonValue &value : actions) {
        const QJsonObject action = value.toObject();
        if (!action.contains(CellKey) && !action.contains(RegionKey))
            continue;
        // Decisions that name a hand token wait until one is selected.
        if (action.contains(CharacterKey) && action.value(CharacterKey).toString() != m_selected)
            continue;
        tileActions.append(action);
    }
    // The face the person asked for, when both are allowed for this token.
    const bool preferred = std::any_of(tileActions.cbegin(), tileActions.cend(), [this](const QJsonObject &action) {
        return action.contains(FaceDownKey) && action.value(FaceDownKey).toBool() == m_faceDown;
    });
    QList<QJsonObject> result;
    for (const QJsonObject &action : std::as_const(tileActions)) {
        if (preferred && action.contains(FaceDownKey) && action.value(FaceDownKey).toBool() != m_faceDown)
            continue;
        if (!m_pendingCell.isEmpty()
            && (action.value(CellKey).toString() != m_pendingCell || !action.contains(Cell2Key)))
            continue;
        result.append(action);
    }
    return result;
}

QStringList FoggyScreen::targetCells() const
{
    QSet<QString> cells;
    const QVariantList regions = fogRegions();
    for (const QJsonObject &action : matchingActions()) {
        if (!m_pendingCell.isEmpty()) {
            cells.insert(action.value(Cell2Key).toString());
        } else if (action.contains(RegionKey)) {
            const QVariantMap region = regions.value(action.value(RegionKey).toInt()).toMap();
            const int x0 = region.value(QStringLiteral("x")).toInt();
            const int y0 = region.value(QStringLiteral("y")).toInt();
            for (int y = y0; y < y0 + region.value(QStringLiteral("height")).toInt(); ++y)
                for (int x = x0; x < x0 + region.value(QStringLiteral("width")).toInt(); ++x)
                    cells.insert(cellName(x, y));
        } else {
            cells.insert(action.value(CellKey).toString());
        }
    }
    return QStringList(cells.cbegin(), cells.cend());
}

void FoggyScreen::clickTile(const QString &cell)
{
    if (!session().isMyTurn())
        return;
    if (!m_pendingCell.isEmpty() && cell == m_pendingCell) {
        m_pendingCell.clear(); // a second click on the first tile takes it back
        m_board->refresh();
        Q_EMIT changed();
        return;
    }
    const QVariantList regions = fogRegions();
    QList<QJsonObject> hits;
    for (const QJsonObject &action : matchingActions()) {
        if (!m_pendingCell.isEmpty()) {
            if (action.value(Cell2Key).toString() == cell)
                hits.append(action);
        } else if (action.contains(RegionKey)) {
            const QVariantMap region = regions.value(action.value(RegionKey).toInt()).toMap();
            const int x = cell.isEmpty() ? -1 : cell.at(0).unicode() - u'A';
            const int y = cell.mid(1).toInt() - 1;
            const int x0 = region.value(QStringLiteral("x")).toInt();
            const int y0 = region.value(QStringLiteral("y")).toInt();
            if (x >= x0 && y >= y0 && x < x0 + region.value(QStringLiteral("width")).toInt()
                && y < y0 + region.value(QStringLiteral("height")).toInt())
                hits.append(action);
        } else if (action.value(CellKey).toString() == cell) {
            hits.append(action);
        }
    }
    if (hits.isEmpty()) {
        // Let the engine say why, when the person clearly meant to place the selected token.
        if (!m_selected.isEmpty() && session().phase() == QLatin1StringView("place")) {
            session().play(QVariantMap{{QStringLiteral("type"), QStringLiteral("place")},
                             {CharacterKey, m_selected},
                             {CellKey, cell},
                             {FaceDownKey, m_faceDown}});
        } else if (m_selected.isEmpty() && session().phase() == QLatin1StringView("place")) {
            Q_EMIT session().illegalMove(tr("Select a token in your hand first."));
        } else {
            Q_EMIT session().illegalMove(tr("%1 is not one of the choices now.").arg(cell));
        }
        return;
    }
    const auto single = std::find_if(hits.cbegin(), hits.cend(),
                                     [](const QJsonObject &action) { return !action.contains(Cell2Key); });
    if (m_pendingCell.isEmpty() && std::all_of(hits.cbegin(), hits.cend(), [](const QJsonObject &action) {
            return action.contains(Cell2Key);
        })) {
        m_pendingCell = cell; // a decision of two tiles: now the second
        m_board->refresh();
        Q_EMIT changed();
        return;
    }
    session().play((m_pendingCell.isEmpty() && single != hits.cend() ? *single : hits.first()).toVariantMap());
}

void FoggyScreen::selectHandToken(int index)
{
    if (!session().isMyTurn() || index < 0 || index >= m_hand->rowCount())
        return;
    const QString id = m_hand->index(index).data(HandModel::CharacterRole).toString();
    selectCharacter(m_selected == id ? QString() : id);
}

void FoggyScreen::selectCharacter(const QString &id)
{
    if (m_selected == id)
        return;
    m_selected = id;
    m_pendingCell.clear();
    // Start from the face the token can take, when it can take only one.
    bool up = false;
    bool down = false;
    for (const QJsonValue &value : session().viewerActions()) {
        const QJsonObject action = value.toObject();
        if (action.value(CharacterKey).toString() != id || !action.contains(FaceDownKey))
            continue;
        (action.value(FaceDownKey).toBool() ? down : up) = true;
    }
    if (down != up)
        m_faceDown = down;
    m_board->refresh();
    m_hand->refresh();
    Q_EMIT changed();
}

void FoggyScreen::setFaceDown(bool faceDown)
{
    if (m_faceDown == faceDown)
        return;
    m_faceDown = faceDown;
    m_pendingCell.clear();
    m_board->refresh();
    Q_EMIT changed();
}

bool FoggyScreen::hasFaceChoice() const
{
    bool up = false;
    bool down = false;
    for (const QJsonValue &value : session().viewerActions()) {
        const QJsonObject action = value.toObject();
        if (m_selected.isEmpty() || action.value(CharacterKey).toString() != m_selected
            || !action.contains(FaceDownKey))
            continue;
        (action.value(FaceDownKey).toBool() ? down : up) = true;
    }
    return up && down;
}

} // namespace isle::app::foggyisland
