#include "foggyscreen.h"

#include "boardmodel.h"
#include "charactertext.h"
#include "handmodel.h"
#include "hiringmodel.h"
#include "tiles.h"

#include "gamesession.h"

#include "core/game.h"
#include "core/rng.h"

#include <QSet>

namespace isle::app::foggyisland {

FoggyScreen::FoggyScreen(GameSession &session)
    : GameScreen(session)
    , m_board(new BoardModel(this))
    , m_hand(new HandModel(this))
    , m_hiring(new HiringModel(this))
{
}

QAbstractItemModel *FoggyScreen::boardModel() const { return m_board; }
QAbstractItemModel *FoggyScreen::handModel() const { return m_hand; }
QAbstractItemModel *FoggyScreen::hiringModel() const { return m_hiring; }

void FoggyScreen::refresh()
{
    computeScoredCells();
    refreshModels();
    Q_EMIT changed();
}

void FoggyScreen::refreshModels()
{
    m_board->refresh();
    m_hand->refresh();
    m_hiring->refresh();
}

void FoggyScreen::clearInput()
{
    m_selected.clear();
    m_pendingCell = -1;
}

QString FoggyScreen::weather() const
{
    return session().observation().value(QStringLiteral("weather")).toString();
}

QString FoggyScreen::weatherNameOf(const QString &id) const
{
    if (id == QLatin1StringView("sunny"))
        return tr("Sunny");
    if (id == QLatin1StringView("cloudy"))
        return tr("Cloudy");
    if (id == QLatin1StringView("foggy"))
        return tr("Foggy");
    return QString();
}

QString FoggyScreen::characterName(const QString &id) const
{
    return characterDisplayName(id);
}

int FoggyScreen::pileCount(const QString &id) const
{
    const int viewer = session().viewer();
    if (viewer < 0)
        return 0;
    return session()
        .observation()
        .value(QStringLiteral("seats"))
        .toArray()
        .at(viewer)
        .toObject()
        .value(QStringLiteral("pile"))
        .toObject()
        .value(id)
        .toInt();
}

QVariantList FoggyScreen::drawnWeather() const
{
    return session().observation().value(QStringLiteral("drawnWeather")).toArray().toVariantList();
}

int FoggyScreen::boardWidth() const
{
    return session().observation().value(QStringLiteral("width")).toInt();
}

int FoggyScreen::boardHeight() const
{
    return session().observation().value(QStringLiteral("height")).toInt();
}

QVariantList FoggyScreen::fogRegions() const
{
    QVariantList result;
    const Game *game = session().game();
    if (!game)
        return result;
    // The regions' places are ruleset data; which are covered is in the observation.
    QSet<int> covered;
    for (const QJsonValue &region : session().boardView().value(QStringLiteral("fogCovered")).toArray())
        covered.insert(region.toInt());
    const QJsonArray regions = game->ruleset().table(QStringLiteral("fogRegions"));
    for (int index = 0; index < regions.size(); ++index) {
        QVariantMap region = regions.at(index).toObject().toVariantMap();
        region.insert(QStringLiteral("index"), index);
        region.insert(QStringLiteral("covered"), covered.contains(index));
        result.append(region);
    }
    return result;
}

bool FoggyScreen::wonOnCoins() const
{
    return session().observation().contains(QStringLiteral("coins"));
}

int FoggyScreen::purse() const
{
    const QJsonObject &view = session().observation();
    const int viewer = session().viewer();
    if (viewer < 0 || !view.contains(QStringLiteral("coins")))
        return -1;
    const int side = view.value(QStringLiteral("seats")).toArray().at(viewer).toObject().value(QStringLiteral("side")).toInt();
    return view.value(QStringLiteral("coins")).toArray().at(side - 1).toInt();
}

int FoggyScreen::picksLeft() const
{
    // The engine counts them (a short pile picks fewer than the hand size).
    return session().isMyTurn() ? session().observation().value(QStringLiteral("picksLeft")).toInt() : 0;
}

QStringList FoggyScreen::lastMoveCells() const
{
    const GameSession &s = session();
    const qsizetype index = s.reviewing() ? s.reviewIndex() : s.decisionCount() - 1;
    if (!s.game() || index < 0 || index >= s.decisionCount() || s.scoringStep() >= 0)
        return {};
    // Only tile decisions use an Action's tiles; every other leaves them at -1.
    const Action &action = s.decisions().at(index);
    QStringList cells;
    for (const int tile : {int(action.cell), int(action.cell2)})
        if (tile >= 0)
            cells.append(tiles::name(tile));
    return cells;
}

void FoggyScreen::computeScoredCells()
{
    const GameSession &s = session();
    m_scoredCells.clear();
    if (!s.game())
        return;
    if (s.scoringStep() >= 0) {
        // The round's lines one at a time, then all of them.
        const QVariantList lines = s.roundSummary().value(QStringLiteral("scoring")).toList();
        QSet<QString> cells;
        for (qsizetype i = 0; i < lines.size(); ++i)
            if (i == s.scoringStep() || s.scoringStep() >= lines.size())
                for (const QVariant &cell : lines.at(i).toMap().value(QStringLiteral("cells")).toList())
                    cells.insert(cell.toString());
        m_scoredCells = QStringList(cells.cbegin(), cells.cend());
        return;
    }
    // The true board would let a line's presence or absence betray a face-down token, so
    // lines are read from the viewer's determinized view and any line through a token
    // the viewer cannot see is left out.
    QSet<QString> hidden;
    const QJsonArray tokens = s.observation().value(QStringLiteral("tokens")).toArray();
    for (const QJsonValue &token : tokens) {
        const QJsonObject object = token.toObject();
        if (!object.contains(QStringLiteral("character")))
            hidden.insert(object.value(QStringLiteral("cell")).toString());
    }
    auto view = s.shownGame()->clone();
    view->setHistoryEnabled(false);
    Rng rng(s.game()->seed() ^ quint64(s.decisionCount()), 0x5c0eULL);
    view->determinize(s.viewer(), rng);
    const QJsonArray lines = view->scoreReport().value(QStringLiteral("lines")).toArray();
    QSet<QString> scored;
    for (const QJsonValue &line : lines) {
        const QJsonArray cells = line.toObject().value(QStringLiteral("cells")).toArray();
        bool visible = true;
        for (const QJsonValue &cell : cells)
            visible = visible && !hidden.contains(cell.toString());
        if (visible)
            for (const QJsonValue &cell : cells)
                scored.insert(cell.toString());
    }
    m_scoredCells = QStringList(scored.cbegin(), scored.cend());
}

} // namespace isle::app::foggyisland
