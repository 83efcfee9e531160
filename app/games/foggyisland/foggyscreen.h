#pragma once

#include "gamescreen.h"

#include "core/action.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <QVariantList>

class QAbstractItemModel;

namespace isle::app::foggyisland {

class BoardModel;
class HandModel;
class HiringModel;

// Foggy Island's screen: the island's tiles, the viewer's hand, the weather, hiring, and
// the input that turns a selected token and a clicked tile into a placement. QML sees it
// as gameSession.screen; like the session, it reads only the viewer's observation.
class FoggyScreen : public GameScreen
{
    Q_OBJECT
    Q_PROPERTY(QString weather READ weather NOTIFY changed)
    Q_PROPERTY(QString weatherName READ weatherName NOTIFY changed)
    Q_PROPERTY(QVariantList drawnWeather READ drawnWeather NOTIFY changed)
    Q_PROPERTY(int boardWidth READ boardWidth NOTIFY changed)
    Q_PROPERTY(int boardHeight READ boardHeight NOTIFY changed)
    Q_PROPERTY(QVariantList fogRegions READ fogRegions NOTIFY changed)
    Q_PROPERTY(QString selectedCharacter READ selectedCharacter WRITE selectCharacter NOTIFY changed)
    Q_PROPERTY(bool faceDown READ faceDown WRITE setFaceDown NOTIFY changed)
    Q_PROPERTY(bool faceChoice READ hasFaceChoice NOTIFY changed)
    Q_PROPERTY(QString pendingCell READ pendingCell NOTIFY changed)
    Q_PROPERTY(int purse READ purse NOTIFY changed)
    Q_PROPERTY(int picksLeft READ picksLeft NOTIFY changed)
    Q_PROPERTY(QAbstractItemModel *board READ boardModel CONSTANT)
    Q_PROPERTY(QAbstractItemModel *hand READ handModel CONSTANT)
    Q_PROPERTY(QAbstractItemModel *hiring READ hiringModel CONSTANT)

public:
    explicit FoggyScreen(GameSession &session);

    void refresh() override;
    void clearInput() override;
    // The games with hiring: their coins decide (FoggyGame::outcome).
    bool wonOnCoins() const override;

    // A tile clicked (or Enter on the cursor) while a decision asks for tiles: matched
    // against the viewer's legal decisions (for the selected hand token, in the face asked
    // for), and the one it names is played. A click that names none is refused, in the
    // engine's words when a placement of the selected token was meant; nothing changes.
    Q_INVOKABLE void clickTile(const QString &cell);
    // Selects the hand token in row `index` of the hand (keys 1–9); again drops it.
    Q_INVOKABLE void selectHandToken(int index);
    // The side panel's and the hiring screen's decisions, by what they name: the legal
    // decision that matches is played; any other is refused with the engine's reason.
    Q_INVOKABLE bool pick(const QString &character);
    Q_INVOKABLE bool keepWeather(int card);
    Q_INVOKABLE bool liftFog(int region);
    Q_INVOKABLE bool hire(const QString &character);
    Q_INVOKABLE bool endHiring();
    // Tile names and places for the pages, as the engine writes them (tiles.h): "C4" is
    // column 2, row 3 (both from 0); -1 or "" for what is not a tile.
    Q_INVOKABLE QString cellName(int column, int row) const;
    Q_INVOKABLE QString columnName(int column) const;
    Q_INVOKABLE QString rowName(int row) const;
    Q_INVOKABLE int cellColumn(const QString &cell) const;
    Q_INVOKABLE int cellRow(const QString &cell) const;
    // A weather card's name ("sunny" → "Sunny"), for the cards of a weather choice.
    Q_INVOKABLE QString weatherNameOf(const QString &id) const;
    // A character's name ("prairie-dog" → "Prairie Dog") and how many the viewer's pile
    // still holds, for the opening-hand picks.
    Q_INVOKABLE QString characterName(const QString &id) const;
    Q_INVOKABLE int pileCount(const QString &id) const;

    QString weather() const;
    QString weatherName() const { return weatherNameOf(weather()); }
    QVariantList drawnWeather() const;
    int boardWidth() const;
    int boardHeight() const;
    QVariantList fogRegions() const;
    QString selectedCharacter() const { return m_selected; }
    void selectCharacter(const QString &id);
    bool faceDown() const { return m_faceDown; }
    void setFaceDown(bool faceDown);
    bool hasFaceChoice() const;
    QString pendingCell() const;
    // The coins of the viewer's side, -1 when the game has none or nobody is viewing.
    int purse() const;
    // While the viewer picks an opening hand: how many tokens are still to pick, else 0.
    int picksLeft() const;

    QAbstractItemModel *boardModel() const;
    QAbstractItemModel *handModel() const;
    QAbstractItemModel *hiringModel() const;

    // Tiles the viewer may click now (for the selected hand token, or the pending first tile).
    QStringList targetCells() const;
    // Tiles of lines that score now, from what the viewer can see.
    QStringList scoredCells() const { return m_scoredCells; }
    // Tiles the latest decision named (the reviewed one while reviewing): where a token
    // went is public even when its face is not.
    QStringList lastMoveCells() const;

private:
    // The viewer's legal decisions a tile click may take now, and the tiles that choose each.
    QList<Action> tileActions() const;
    QList<int> tilesOf(const Action &action, const QVariantList &regions) const;
    int selectedKind() const;
    // Plays the legal decision equal to `wanted`, or lets the engine say why it is not one.
    bool playMatching(const Action &wanted);
    bool refuse(); // "not one of the choices": for input that names no decision at all
    void computeScoredCells();
    void refreshModels();

    BoardModel *m_board;
    HandModel *m_hand;
    HiringModel *m_hiring;
    QString m_selected;
    bool m_faceDown = false;
    int m_pendingCell = -1; // the first tile of a two-tile decision
    QStringList m_scoredCells;
};

} // namespace isle::app::foggyisland
