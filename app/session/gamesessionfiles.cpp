// Saving, opening and autosaving games as records (docs/formats.md): the record holds
// the ruleset, seed and decisions, so reopening replays the game exactly.
#include "gamesession.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/gamerecord.h"
#include "players/player.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace isle::app {

namespace {
GameRecord recordOf(const Game &game, const QList<Action> &decisions, const QStringList &controllers,
                    const QStringList &names, QJsonObject meta)
{
    GameRecord record;
    record.gameId = game.module().id();
    record.variant = game.variant();
    record.ruleset = game.ruleset();
    record.seed = game.seed();
    record.players = controllers;
    record.decisions = decisions;
    // Keys this version does not know (another tool's, a newer version's) are kept.
    if (!meta.contains(QStringLiteral("created")))
        meta.insert(QStringLiteral("created"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    meta.insert(QStringLiteral("application"), QStringLiteral("isleworks %1").arg(QCoreApplication::applicationVersion()));
    meta.insert(QStringLiteral("names"), QJsonArray::fromStringList(names));
    record.meta = meta;
    return record;
}
} // namespace

QString GameSession::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

QString GameSession::resumableAutosave()
{
    const QString path = autosavePath();
    if (!QFileInfo::exists(path))
        return QString();
    Problems problems(path);
    const auto record = GameRecord::load(path, problems);
    if (!record || record->decisions.isEmpty())
        return QString();
    const ReplayResult result = replay(*record, nullptr, problems);
    return result.game && result.complete() && !result.game->isOver() ? path : QString();
}

bool GameSession::resumeAutosave()
{
    const QString path = resumableAutosave();
    if (path.isEmpty() || !open(path))
        return false;
    m_fileName.clear(); // the autosave is not the person's file
    Q_EMIT updated();
    return true;
}

void GameSession::autosave()
{
    if (!m_autosave || !m_game)
        return;
    const QString path = autosavePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QString error;
    if (!recordOf(*m_game, m_decisions, m_controllers, m_names, m_meta).save(path, &error))
        Q_EMIT errorOccurred(tr("Could not autosave the game: %1").arg(error));
}

bool GameSession::save(const QString &fileName)
{
    if (!m_game)
        return false;
    QString error;
    if (!recordOf(*m_game, m_decisions, m_controllers, m_names, m_meta).save(fileName, &error)) {
        Q_EMIT errorOccurred(tr("Could not save %1: %2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    m_fileName = fileName;
    m_savedChanges = m_changes;
    Q_EMIT updated();
    return true;
}

bool GameSession::open(const QString &fileName)
{
    Problems problems(fileName);
    const auto record = GameRecord::load(fileName, problems);
    const GameModule *module = record ? GameRegistry::find(record->gameId) : nullptr;
    auto game = module ? module->newGame(record->ruleset, record->variant, record->seed, problems) : nullptr;
    if (!game) {
        Q_EMIT errorOccurred(tr("Could not open %1:\n%2").arg(QDir::toNativeSeparators(fileName), problems.summary()));
        return false;
    }
    // Seats a record names by a player this build does not know are given to people.
    QStringList controllers;
    for (int seat = 0; seat < game->seatCount(); ++seat) {
        const QString label = record->players.value(seat, Person);
        controllers.append(label == Person || createPlayer(label) ? label : Person);
    }
    QStringList names;
    for (const QJsonValue &name : record->meta.value(QStringLiteral("names")).toArray())
        names.append(name.toString());
    startGame(std::move(game), controllers, names);
    // Replayed one by one so the log and the undo history are as if played here.
    for (qsizetype i = 0; i < record->decisions.size(); ++i) {
        const Action &action = record->decisions.at(i);
        const Verdict verdict = m_game->isOver() ? Verdict::illegal(tr("the game has ended")) : m_game->check(action);
        if (!verdict.legal) {
            Q_EMIT errorOccurred(tr("%1: decision %2 (%3) is not legal: %4. The game stops before it.")
                                     .arg(QDir::toNativeSeparators(fileName))
                                     .arg(i + 1)
                                     .arg(m_game->describeAction(action), verdict.reason));
            break;
        }
        applyDecision(action);
    }
    m_roundSummary.clear();
    clearScoring();
    m_fileName = fileName;
    m_meta = record->meta;
    m_savedChanges = m_changes;
    afterChange();
    Q_EMIT gameStarted();
    return true;
}

} // namespace isle::app
