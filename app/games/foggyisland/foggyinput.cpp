// How clicks on the board, the hand and the side panels become decisions. Nothing here
// knows a rule: input is matched against the viewer's legal decisions as the engine lists
// them (GameScreen::legalActions), and the matching Action is played as it is.
#include "foggyscreen.h"

#include "boardmodel.h"
#include "handmodel.h"
#include "tiles.h"

#include "gamesession.h"

#include "foggyisland/characters.h"
#include "foggyisland/foggygame.h"

#include <QSet>

#include <algorithm>

namespace isle::app::foggyisland {

using foggy::ActionType;
using foggy::FoggyGame;

namespace {
ActionType typeOf(const Action &action)
{
    return static_cast<ActionType>(action.type);
}

// Decisions answered on the board: one tile or two, or a fog board.
bool namesTile(const Action &action)
{
    switch (typeOf(action)) {
    case ActionType::Place:
    case ActionType::SwapWith:
    case ActionType::Exchange:
    case ActionType::Target:
    case ActionType::SwapPair:
    case ActionType::Settle:
    case ActionType::MoveFrog:
    case ActionType::LiftFog: return true;
    default: return false;
    }
}

// Of those, the ones that also name a token of the hand (placed, or given in exchange).
bool namesHandToken(const Action &action)
{
    return typeOf(action) == ActionType::Place || typeOf(action) == ActionType::Exchange;
}

bool hasFace(const Action &action)
{
    return typeOf(action) == ActionType::Place;
}

bool isFaceDown(const Action &action)
{
    return action.flags != 0;
}

int kindOf(const QString &id)
{
    const auto character = foggy::characterFromId(id);
    return character ? static_cast<int>(*character) : -1;
}
} // namespace

int FoggyScreen::selectedKind() const
{
    return kindOf(m_selected);
}

QList<Action> FoggyScreen::tileActions() const
{
    const int selected = selectedKind();
    QList<Action> candidates;
    bool faceAsked = false;
    for (const Action &action : legalActions()) {
        // Decisions that name a hand token wait until one is selected.
        if (!namesTile(action) || (namesHandToken(action) && action.kind != selected))
            continue;
        faceAsked = faceAsked || (hasFace(action) && isFaceDown(action) == m_faceDown);
        candidates.append(action);
    }
    QList<Action> result;
    for (const Action &action : std::as_const(candidates)) {
        // The face the person asked for, when both are allowed for this token.
        if (faceAsked && hasFace(action) && isFaceDown(action) != m_faceDown)
            continue;
        // After a first tile, only the decisions of two tiles that start there.
        if (m_pendingCell >= 0 && (action.cell != m_pendingCell || action.cell2 < 0))
            continue;
        result.append(action);
    }
    return result;
}

QList<int> FoggyScreen::tilesOf(const Action &action, const QVariantList &regions) const
{
    if (m_pendingCell >= 0)
        return {action.cell2};
    if (typeOf(action) == ActionType::LiftFog)
        return tiles::ofRegion(regions.value(action.extra).toMap());
    return {action.cell};
}

QStringList FoggyScreen::targetCells() const
{
    QSet<int> cells;
    const QVariantList regions = fogRegions();
    for (const Action &action : tileActions())
        for (const int tile : tilesOf(action, regions))
            cells.insert(tile);
    QStringList names;
    for (const int tile : std::as_const(cells))
        names.append(tiles::name(tile));
    return names;
}

QString FoggyScreen::pendingCell() const
{
    return tiles::name(m_pendingCell);
}

void FoggyScreen::clickTile(const QString &cell)
{
    if (!session().isMyTurn())
        return;
    const int tile = tiles::fromName(cell);
    if (m_pendingCell >= 0 && tile == m_pendingCell) {
        m_pendingCell = -1; // a second click on the first tile takes it back
        m_board->refresh();
        Q_EMIT changed();
        return;
    }
    const QVariantList regions = fogRegions();
    QList<Action> hits;
    for (const Action &action : tileActions())
        if (tile >= 0 && tilesOf(action, regions).contains(tile))
            hits.append(action);
    if (hits.isEmpty()) {
        const bool placing = session().game()->decision().kind == static_cast<int>(foggy::Phase::Place);
        // Let the engine say why, when the person clearly meant to place the selected token.
        if (!m_selected.isEmpty() && placing)
            session().playAction(FoggyGame::placeAction(selectedKind(), tile, m_faceDown));
        else if (m_selected.isEmpty() && placing)
            Q_EMIT session().illegalMove(tr("Select a token in your hand first."));
        else
            Q_EMIT session().illegalMove(tr("%1 is not one of the choices now.").arg(cell));
        return;
    }
    const auto single = std::find_if(hits.cbegin(), hits.cend(), [](const Action &action) { return action.cell2 < 0; });
    if (m_pendingCell < 0 && single == hits.cend()) {
        m_pendingCell = tile; // a decision of two tiles: now the second
        m_board->refresh();
        Q_EMIT changed();
        return;
    }
    session().playAction(m_pendingCell < 0 ? *single : hits.first());
}

bool FoggyScreen::playMatching(const Action &wanted)
{
    const ActionList &legal = legalActions();
    const auto listed = std::find(legal.begin(), legal.end(), wanted);
    if (listed != legal.end())
        return session().playAction(*listed);
    // Not a choice now: the engine's check refuses it, with its reason, and nothing changes.
    return session().playAction(wanted);
}

bool FoggyScreen::refuse()
{
    Q_EMIT session().illegalMove(tr("That is not one of the choices now."));
    return false;
}

bool FoggyScreen::pick(const QString &character)
{
    const int kind = kindOf(character);
    return kind < 0 ? refuse() : playMatching(FoggyGame::pickAction(kind));
}

bool FoggyScreen::keepWeather(int card)
{
    return card < 0 || card > 255 ? refuse() : playMatching(FoggyGame::weatherAction(card));
}

bool FoggyScreen::liftFog(int region)
{
    return region < 0 || region > 255 ? refuse() : playMatching(FoggyGame::liftAction(region));
}

bool FoggyScreen::hire(const QString &character)
{
    const int kind = kindOf(character);
    return kind < 0 ? refuse() : playMatching(FoggyGame::hireAction(kind));
}

bool FoggyScreen::endHiring()
{
    return playMatching(FoggyGame::endHiringAction());
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
    m_pendingCell = -1;
    // Start from the face the token can take, when it can take only one.
    const int kind = kindOf(id);
    bool up = false;
    bool down = false;
    for (const Action &action : legalActions())
        if (hasFace(action) && action.kind == kind)
            (isFaceDown(action) ? down : up) = true;
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
    m_pendingCell = -1;
    m_board->refresh();
    Q_EMIT changed();
}

bool FoggyScreen::hasFaceChoice() const
{
    const int kind = selectedKind();
    bool up = false;
    bool down = false;
    for (const Action &action : legalActions())
        if (hasFace(action) && action.kind == kind)
            (isFaceDown(action) ? down : up) = true;
    return up && down;
}

QString FoggyScreen::cellName(int column, int row) const
{
    return tiles::name(tiles::at(column, row));
}

QString FoggyScreen::columnName(int column) const
{
    return tiles::columnName(column);
}

QString FoggyScreen::rowName(int row) const
{
    return tiles::rowName(row);
}

int FoggyScreen::cellColumn(const QString &cell) const
{
    return tiles::column(tiles::fromName(cell));
}

int FoggyScreen::cellRow(const QString &cell) const
{
    return tiles::row(tiles::fromName(cell));
}

} // namespace isle::app::foggyisland
