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

#include <algorithm>

namespace isle::app {

namespace {
const QString PreferencesKey = QStringLiteral("preferences");
const QString AutomaticKey = QStringLiteral("automaticDecisions");

// meta.preferences: one object per seat, each preference's value by its id
// ({"<id>": "<choice>"}), so a record stays readable when a game adds preferences.
QJsonArray preferencesJson(const PlaySession &play)
{
    const QList<SeatPreference> declared = play.game()->module().seatPreferences();
    QJsonArray seats;
    for (const QStringList &values : play.preferences()) {
        QJsonObject seat;
        for (qsizetype i = 0; i < declared.size(); ++i)
            seat.insert(declared.at(i).id, values.value(i));
        seats.append(seat);
    }
    return seats;
}

// Reads meta.preferences back for `seats` seats of `module`'s game. Anything it cannot use
// (an unknown preference, a value that is not one of its choices, a malformed entry) is a
// warning at its JSON path, and the seat keeps the preference's default.
QList<QStringList> readPreferences(const QJsonObject &meta, const GameModule &module, int seats, Problems &problems)
{
    QList<QStringList> result(seats);
    const QList<SeatPreference> declared = module.seatPreferences();
    if (!meta.contains(PreferencesKey))
        return result;
    const QString path = QStringLiteral("$.meta.") + PreferencesKey;
    const QJsonValue value = meta.value(PreferencesKey);
    if (!value.isArray()) {
        problems.warning(path, SessionFiles::tr("expected an array with one object per seat; every seat keeps the defaults"));
        return result;
    }
    const QJsonArray array = value.toArray();
    if (array.size() > seats)
        problems.warning(path, SessionFiles::tr("expected at most %n seat(s); the rest are left out", nullptr, seats));
    for (int seat = 0; seat < seats && seat < array.size() && !problems.isFull(); ++seat) {
        const QString seatPath = QStringLiteral("%1[%2]").arg(path).arg(seat);
        if (!array.at(seat).isObject()) {
            problems.warning(seatPath, SessionFiles::tr("expected an object of preference values; the seat keeps the defaults"));
            continue;
        }
        const QJsonObject object = array.at(seat).toObject();
        QStringList values;
        for (const SeatPreference &preference : declared) {
            const QJsonValue chosen = object.value(preference.id);
            const QString fallback = preference.choices.value(preference.defaultChoice);
            if (chosen.isUndefined()) {
                values.append(fallback);
            } else if (!chosen.isString() || !preference.choices.contains(chosen.toString())) {
                problems.warning(seatPath + u'.' + preference.id,
                                 SessionFiles::tr("expected one of: %1; the default \"%2\" is used")
                                     .arg(preference.choices.join(QStringLiteral(", ")), fallback));
                values.append(fallback);
            } else {
                values.append(chosen.toString());
            }
        }
        for (auto it = object.constBegin(); it != object.constEnd() && !problems.isFull(); ++it) {
            if (std::any_of(declared.cbegin(), declared.cend(),
                            [&](const SeatPreference &preference) { return preference.id == it.key(); }))
                continue;
            // A key from a file may be of any length: the message quotes its start.
            const QString key = it.key().size() > 40 ? it.key().left(40) + QStringLiteral("…") : it.key();
            problems.warning(seatPath, SessionFiles::tr("unknown preference \"%1\"; it is left out").arg(key));
        }
        result[seat] = values;
    }
    return result;
}

// meta.automaticDecisions: the indices of the decisions a person's preferences took.
// They only group decisions for undo, so anything unusable there is left out quietly.
QList<int> readAutomatic(const QJsonObject &meta, qsizetype decisions)
{
    QList<int> result;
    for (const QJsonValue &index : meta.value(AutomaticKey).toArray()) {
        const double number = index.toDouble(-1);
        if (number >= 0 && number < double(decisions) && number == double(int(number)))
            result.append(int(number));
    }
    return result;
}

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
    if (!game.module().seatPreferences().isEmpty())
        meta.insert(PreferencesKey, preferencesJson(play));
    QJsonArray automatic;
    for (int index = 0; index < int(play.logEntries().size()); ++index)
        if (play.logEntries().at(index).automatic)
            automatic.append(index);
    if (automatic.isEmpty())
        meta.remove(AutomaticKey);
    else
        meta.insert(AutomaticKey, automatic);
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
    Problems preferenceProblems(fileName);
    const QList<QStringList> preferences = readPreferences(record->meta, *module, game->seatCount(), preferenceProblems);
    if (preferenceProblems.count() > 0)
        Q_EMIT errorOccurred(tr("Some seat preferences of the record could not be read:\n%1").arg(preferenceProblems.summary()));
    m_play.start(std::move(game), controllers, names, preferences);
    QString refusal;
    const int taken = m_play.replay(record->decisions, &refusal, readAutomatic(record->meta, record->decisions.size()));
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
