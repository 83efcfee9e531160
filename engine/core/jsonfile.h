#pragma once

#include "problem.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace isle {

// No Isleworks file is larger; a bigger one is refused unread.
constexpr qint64 MaxJsonFileBytes = 64 * 1024 * 1024;

// The bytes of an ordinary file (or a link to one) of at most MaxJsonFileBytes, counted
// as they are read: a folder, device, pipe or socket is refused unopened, so neither a
// FIFO nor /dev/zero can hang or exhaust the reader. Problems have no path.
std::optional<QByteArray> readOrdinaryFile(const QString &fileName, Problems &problems);

// Reads a JSON document that must be an object; a syntax error is reported with its
// line and column, never thrown. Only ordinary files (or links to them) of at most
// MaxJsonFileBytes are read: a folder, device, pipe or socket is refused unopened.
std::optional<QJsonObject> readJsonObjectFile(const QString &fileName, Problems &problems);
std::optional<QJsonObject> parseJsonObject(const QByteArray &bytes, Problems &problems);

// Reads `fileName` and hands its object to `parse(object, problems)`; every problem
// names the file. Returns what parse returns, or an empty result when unreadable.
template<typename Parse>
auto loadJsonFile(const QString &fileName, Problems &problems, Parse &&parse)
    -> decltype(parse(QJsonObject{}, problems))
{
    if (problems.file().isEmpty())
        problems.setFile(fileName);
    const auto object = readJsonObjectFile(fileName, problems);
    if (!object)
        return {};
    return parse(*object, problems);
}

// Writes through QSaveFile: the old file stays intact unless the whole write succeeds.
bool writeJsonFileAtomically(const QString &fileName, const QJsonObject &object, QString *error);

// Checks the common header every Isleworks file carries ("format", "formatVersion").
// Returns the version found, or 0 after reporting why the file is not of that format.
int checkFormatHeader(const QJsonObject &object, const QString &expectedFormat, int newestVersion, Problems &problems);

// Reports every key of `object` that is not in `allowed` as an error at `path`.
void rejectUnknownKeys(const QJsonObject &object, const QStringList &allowed, const QString &path, Problems &problems);

QString jsonTypeName(const QJsonValue &value);

// Typed field readers: each reports "expected ..." at path.key and returns std::nullopt.
std::optional<qint64> readInteger(const QJsonObject &object, const QString &key, const QString &path,
                                  Problems &problems, qint64 min, qint64 max);
std::optional<QString> readString(const QJsonObject &object, const QString &key, const QString &path, Problems &problems);
std::optional<bool> readBool(const QJsonObject &object, const QString &key, const QString &path, Problems &problems);
std::optional<qint64> integerValue(const QJsonValue &value, const QString &path, Problems &problems, qint64 min, qint64 max);

QString childPath(const QString &path, const QString &key);
QString indexPath(const QString &path, qsizetype index);

} // namespace isle
