#include "sessionfiles.h"

#include "playsession.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/gamerecord.h"
#include "players/player.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QStandardPaths>

namespace isle::app {

namespace {
GameRecord recordOf(const PlaySession &play, QJsonObject meta)
{
    const Game &game = *play.game();
    GameRecord record;
    record.gameId = game.module().id();
    record.variant = game.variant();
    record.ruleset = game.ruleset();
    record.seed = game.seed();
    record.players = play.controllers();
    record.decisions = play.decisions();
    // Keys this version does not know (another tool's, a newer version's) are kept.
    if (!meta.contains(QStringLiteral("created")))
        meta.insert(QStringLiteral("created"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    meta.insert(QStringLiteral("application"), QStringLiteral("isleworks %1").arg(QCoreApplication::applicationVersion()));
    meta.insert(QStringLiteral("names"), QJsonArray::fromStringList(play.names()));
    record.meta = meta;
    return record;
}
} // namespace

SessionFiles::SessionFiles(PlaySession &play, QObject *parent)
    : QObject(parent)
    , m_play(play)
{
}

QString SessionFiles::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.json");
}

QString SessionFiles::resumableAutosave()
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

void SessionFiles::forgetFile()
{
    m_fileName.clear();
    m_meta = {};
    m_savedChanges = 0;
}

bool SessionFiles::isModified() const
{
    return m_play.hasGame() && !m_play.decisions().isEmpty()
           && (m_fileName.isEmpty() || m_play.changeCount() != m_savedChanges);
}

void SessionFiles::autosave()
{
    if (!m_autosave || !m_play.hasGame())
        return;
    const QString path = autosavePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    QString error;
    if (!recordOf(m_play, m_meta).save(path, &error))
        Q_EMIT errorOccurred(tr("Could not autosave the game: %1").arg(error));
}

bool SessionFiles::save(const QString &fileName)
{
    if (!m_play.hasGame())
        return false;
    QString error;
    if (!recordOf(m_play, m_meta).save(fileName, &error)) {
        Q_EMIT errorOccurred(tr("Could not save %1: %2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    m_fileName = fileName;
    m_savedChanges = m_play.changeCount();
    return true;
}

bool SessionFiles::open(const QString &fileName)
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
        const QString label = record->players.value(seat, PlaySession::Person);
        controllers.append(label == PlaySession::Person || createPlayer(label) ? label : PlaySession::Person);
    }
    QStringList names;
    for (const QJsonValue &name : record->meta.value(QStringLiteral("names")).toArray())
        names.append(name.toString());
    m_play.start(std::move(game), controllers, names);
    QString refusal;
    const int taken = m_play.replay(record->decisions, &refusal);
    if (taken < record->decisions.size())
        Q_EMIT errorOccurred(tr("%1: decision %2 (%3) is not legal: %4. The game stops before it.")
                                 .arg(QDir::toNativeSeparators(fileName))
                                 .arg(taken + 1)
                                 .arg(m_play.game()->describeAction(record->decisions.at(taken)), refusal));
    m_fileName = fileName;
    m_meta = record->meta;
    m_savedChanges = m_play.changeCount();
    return true;
}

} // namespace isle::app
