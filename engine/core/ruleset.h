#pragma once

#include "problem.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace isle {

class GameModule;

// A game's parameter values plus descriptive metadata (name, version, author, notes).
// Values are kept as JSON so the editor can change any of them; a game compiles them
// into its own typed rules before play.
class Ruleset
{
public:
    static constexpr int FormatVersion = 1;
    static inline const QString FormatName = QStringLiteral("isleworks-ruleset");

    Ruleset() = default;
    Ruleset(QString gameId, QJsonObject params, QJsonObject meta = {});

    QString gameId() const { return m_gameId; }
    const QJsonObject &params() const { return m_params; }
    const QJsonObject &meta() const { return m_meta; }
    void setMeta(const QJsonObject &meta) { m_meta = meta; }
    QString name() const { return m_meta.value(QStringLiteral("name")).toString(); }

    int integer(const QString &key) const { return m_params.value(key).toInt(); }
    bool boolean(const QString &key) const { return m_params.value(key).toBool(); }
    QString choice(const QString &key) const { return m_params.value(key).toString(); }
    QJsonArray table(const QString &key) const { return m_params.value(key).toArray(); }
    QJsonValue value(const QString &key) const { return m_params.value(key); }
    void setValue(const QString &key, const QJsonValue &value) { m_params.insert(key, value); }

    QJsonObject toJson() const;

    // Parses a ruleset file's object: header, game, metadata, every parameter (structure
    // and the game's own consistency rules). Missing parameters take the game's defaults
    // with a warning, which is how files from older versions are upgraded.
    static std::optional<Ruleset> fromJson(const QJsonObject &object, Problems &problems);
    static std::optional<Ruleset> load(const QString &fileName, Problems &problems);
    bool save(const QString &fileName, QString *error) const;

    // Same checks as fromJson, on a ruleset built or edited in memory.
    void validate(Problems &problems, const QString &path = QStringLiteral("$.params")) const;

    bool operator==(const Ruleset &other) const = default;

private:
    QString m_gameId;
    QJsonObject m_params;
    QJsonObject m_meta;
};

} // namespace isle
