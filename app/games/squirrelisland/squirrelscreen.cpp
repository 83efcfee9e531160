#include "squirrelscreen.h"

#include "squirrelhandmodel.h"
#include "squirrelislandmodel.h"
#include "squirrelplayersmodel.h"

#include "gamesession.h"

#include <QJsonArray>

namespace isle::app::squirrelisland {

SquirrelScreen::SquirrelScreen(GameSession &session)
    : GameScreen(session)
    , m_hand(new HandModel(this))
    , m_island(new IslandModel(this))
    , m_players(new PlayersModel(this))
{
}

SquirrelScreen::~SquirrelScreen() = default;

QAbstractItemModel *SquirrelScreen::handModel() const { return m_hand; }
QAbstractItemModel *SquirrelScreen::islandModel() const { return m_island; }
QAbstractItemModel *SquirrelScreen::playersModel() const { return m_players; }

void SquirrelScreen::refresh()
{
    const GameSession &s = session();
    if (m_catalogue.update(s.shownGame()))
        Q_EMIT cardsChanged();
    // A decision taken or taken back, review, the curtain: any open chooser is stale.
    if (!m_chooser.isEmpty() && !s.isMyTurn())
        closeChooser();
    computeTargets();
    const QString morning = m_morning.key();
    const int serial = m_morning.flashSerial();
    if (s.decisionCount() == 0 && !s.reviewing())
        m_morning.clear();
    const int shown = s.reviewing() ? s.reviewIndex() : int(s.logEntries().size()) - 1;
    m_morning.update(s.logEntries(), shown, s.viewer(), !s.reviewing(), m_catalogue);
    m_hand->refresh();
    m_island->refresh();
    m_players->refresh();
    Q_EMIT changed();
    if (m_morning.key() != morning)
        Q_EMIT morningChanged();
    if (m_morning.flashSerial() != serial)
        Q_EMIT flashesChanged();
}

void SquirrelScreen::clearInput()
{
    closeChooser();
}

QJsonObject SquirrelScreen::seatView(int seat) const
{
    if (seat < 1)
        return {};
    const QJsonObject &view = session().observation();
    const QJsonArray seats = view.value(QStringLiteral("seats")).toArray();
    if (seat <= seats.size())
        return seats.at(seat - 1).toObject();
    const QJsonObject rival = view.value(QStringLiteral("rival")).toObject();
    return rival.value(QStringLiteral("seat")).toInt() == seat ? rival : QJsonObject();
}

QString SquirrelScreen::playerName(int seat) const
{
    if (seat < 1)
        return {};
    const Game *game = session().game();
    if (game && seat > game->seatCount())
        //: The solo game's opponent, played by the game itself
        return tr("Rival");
    return session().seatName(seat - 1);
}

int SquirrelScreen::day() const
{
    return session().observation().value(QStringLiteral("day")).toInt();
}

int SquirrelScreen::dayCount() const
{
    return session().observation().value(QStringLiteral("dayCount")).toInt();
}

QVariantList SquirrelScreen::dayIncome() const
{
    // The island board's income per day is ruleset data, the same for everybody.
    const Game *game = session().game();
    if (!game)
        return {};
    return game->ruleset().table(QStringLiteral("days")).toVariantList();
}

int SquirrelScreen::firstPlayer() const
{
    return session().observation().value(QStringLiteral("firstPlayer")).toInt();
}

int SquirrelScreen::deckCount() const
{
    return session().observation().value(QStringLiteral("deckCount")).toInt();
}

int SquirrelScreen::discardCount() const
{
    return session().observation().value(QStringLiteral("discardCount")).toInt();
}

QString SquirrelScreen::discardTop() const
{
    const QJsonArray discard = session().observation().value(QStringLiteral("discard")).toArray();
    return discard.isEmpty() ? QString() : discard.last().toString();
}

QString SquirrelScreen::resolving() const
{
    return session().observation().value(QStringLiteral("resolving")).toString();
}

bool SquirrelScreen::solo() const
{
    return session().observation().contains(QStringLiteral("rival"));
}

bool SquirrelScreen::over() const
{
    return session().observation().value(QStringLiteral("phase")).toString() == QLatin1StringView("over");
}

int SquirrelScreen::viewerSeat() const
{
    return session().viewer() + 1;
}

namespace {
QJsonObject decisionOf(const QJsonObject &view)
{
    return view.value(QStringLiteral("decision")).toObject();
}
} // namespace

QString SquirrelScreen::decisionKind() const
{
    return decisionOf(session().observation()).value(QStringLiteral("kind")).toString();
}

int SquirrelScreen::decisionSeat() const
{
    return decisionOf(session().observation()).value(QStringLiteral("seat")).toInt();
}

QString SquirrelScreen::decisionCard() const
{
    return decisionOf(session().observation()).value(QStringLiteral("card")).toString();
}

int SquirrelScreen::decisionRemaining() const
{
    return decisionOf(session().observation()).value(QStringLiteral("remaining")).toInt();
}

int SquirrelScreen::decisionTarget() const
{
    return decisionOf(session().observation()).value(QStringLiteral("target")).toInt();
}

bool SquirrelScreen::afterSleep() const
{
    return decisionOf(session().observation()).value(QStringLiteral("afterSleep")).toBool();
}

bool SquirrelScreen::myDecision() const
{
    return session().isMyTurn() && !session().curtain();
}

QVariantList SquirrelScreen::look() const
{
    return session().observation().value(QStringLiteral("look")).toArray().toVariantList();
}

int SquirrelScreen::lookCount() const
{
    return session().observation().value(QStringLiteral("lookCount")).toInt();
}

QStringList SquirrelScreen::chooserOptions() const
{
    QStringList options;
    const Game *game = session().game();
    if (!game)
        return options;
    // The engine's words for each way to pay, as the viewer reads them.
    for (const Action &action : m_chooser)
        options.append(game->describeAction(action, session().viewer()));
    return options;
}

} // namespace isle::app::squirrelisland
