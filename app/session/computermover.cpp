#include "computermover.h"

#include "core/game.h"
#include "core/rng.h"
#include "players/ismctsplayer.h"
#include "players/player.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>

namespace isle::app {

namespace {
struct Choice
{
    Action action;
    QString error;
};
} // namespace

ComputerMover::ComputerMover(QObject *parent)
    : QObject(parent)
{
}

void ComputerMover::cancel()
{
    ++m_ticket;
    moveNow();
}

void ComputerMover::moveNow()
{
    if (m_stop)
        m_stop->store(true);
}

void ComputerMover::start(const Game &game, int seat, const QString &playerName, quint64 seed, int delayMilliseconds)
{
    cancel();
    const quint64 ticket = m_ticket;
    auto stop = std::make_shared<std::atomic<bool>>(false);
    m_stop = stop;
    // The worker owns its copy outright, so the session may change or die meanwhile.
    std::shared_ptr<Game> view(game.clone());
    QElapsedTimer clock;
    clock.start();
    auto *watcher = new QFutureWatcher<Choice>(this);
    connect(watcher, &QFutureWatcher<Choice>::finished, this, [this, watcher, ticket, clock, delayMilliseconds]() {
        const Choice choice = watcher->result();
        watcher->deleteLater();
        if (ticket != m_ticket)
            return;
        if (!choice.error.isEmpty()) {
            Q_EMIT failed(choice.error);
            return;
        }
        const qint64 remaining = std::max<qint64>(0, delayMilliseconds - clock.elapsed());
        QTimer::singleShot(std::chrono::milliseconds(remaining), this, [this, ticket, action = choice.action]() {
            if (ticket == m_ticket)
                Q_EMIT chosen(ticket, action);
        });
    });
    // The seat's player again unless it is still searching (a cancelled search may still
    // be running on it) or another player is named.
    QString error;
    SeatPlayer *kept = seat >= 0 && seat < MaxSeats ? &m_players[std::size_t(seat)] : nullptr;
    std::shared_ptr<Player> player;
    std::shared_ptr<std::atomic<bool>> searching;
    if (kept && kept->player && kept->name == playerName && !kept->searching->load()) {
        player = kept->player;
        searching = kept->searching;
    } else {
        player = createPlayer(playerName, &error);
        searching = std::make_shared<std::atomic<bool>>(false);
        if (kept && player)
            *kept = SeatPlayer{playerName, player, searching};
    }
    if (player)
        searching->store(true);
    watcher->setFuture(QtConcurrent::run([view, seat, player, searching, error, seed, stop]() {
        Choice choice;
        if (!player) {
            choice.error = error;
            return choice;
        }
        if (auto *search = dynamic_cast<IsmctsPlayer *>(player.get()))
            search->setCancelFlag(stop.get()); // the others answer at once
        Rng rng(seed, std::uint64_t(seat + 1));
        view->setHistoryEnabled(false);
        view->determinize(seat, rng);
        choice.action = player->choose(*view, rng);
        searching->store(false);
        return choice;
    }));
}

} // namespace isle::app
