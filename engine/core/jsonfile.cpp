#include "jsonfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <cmath>

namespace isle {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::JsonFile)
};

// QJsonParseError gives a byte offset; people want a line and a column.
QString lineAndColumn(const QByteArray &bytes, int offset)
{
    int line = 1;
    int column = 1;
    for (int i = 0; i < offset && i < bytes.size(); ++i) {
        if (bytes.at(i) == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(bytes.at(i)) & 0xc0U) != 0x80U) {
            ++column; // UTF-8 continuation bytes belong to the character before them
        }
    }
    return Tr::tr("line %1, column %2").arg(line).arg(column);
}
} // namespace

std::optional<QJsonObject> parseJsonObject(const QByteArray &bytes, Problems &problems)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        problems.error(QStringLiteral("$"), Tr::tr("malformed JSON at %1: %2")
                                                .arg(lineAndColumn(bytes, parseError.offset), parseError.errorString()));
        return std::nullopt;
    }
    if (!document.isObject()) {
        problems.error(QStringLiteral("$"), Tr::tr("expected a JSON object at the top level"));
        return std::nullopt;
    }
    return document.object();
}

std::optional<QByteArray> readOrdinaryFile(const QString &fileName, Problems &problems)
{
    // Checked before opening: a FIFO blocks in open() until someone writes to it, and a
    // device such as /dev/zero reports a size of 0 and never ends. Symbolic links are
    // followed, so a link to an ordinary file is read.
    const QFileInfo info(fileName);
    if (info.exists() && !info.isFile()) {
        problems.error(QString(), info.isDir() ? Tr::tr("expected a file, found a folder")
                                               : Tr::tr("not an ordinary file (a device, pipe or socket); "
                                                        "only ordinary files are read"));
        return std::nullopt;
    }
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        problems.error(QString(), Tr::tr("cannot open the file: %1").arg(file.errorString()));
        return std::nullopt;
    }
    const QString tooLarge = Tr::tr("the file is larger than %1 MiB; Isleworks reads no file that large")
                                 .arg(MaxJsonFileBytes / (1024 * 1024));
    if (file.size() > MaxJsonFileBytes) {
        problems.error(QString(), tooLarge);
        return std::nullopt;
    }
    // The bytes actually read are counted, not the size reported: a file may grow while
    // it is read. At most one byte more than the limit is ever held.
    constexpr qint64 Chunk = 64 * 1024;
    QByteArray bytes;
    bytes.reserve(qsizetype(qMin(file.size(), MaxJsonFileBytes) + 1));
    for (;;) {
        const qint64 want = qMin(Chunk, MaxJsonFileBytes + 1 - qint64(bytes.size()));
        const qsizetype before = bytes.size();
        bytes.resize(before + qsizetype(want));
        const qint64 got = file.read(bytes.data() + before, want);
        if (got < 0) {
            problems.error(QString(), Tr::tr("cannot read the file: %1").arg(file.errorString()));
            return std::nullopt;
        }
        bytes.resize(before + qsizetype(got));
        if (bytes.size() > MaxJsonFileBytes) {
            problems.error(QString(), tooLarge);
            return std::nullopt;
        }
        if (got == 0)
            break;
    }
    return bytes;
}

std::optional<QJsonObject> readJsonObjectFile(const QString &fileName, Problems &problems)
{
    const auto bytes = readOrdinaryFile(fileName, problems);
    if (!bytes)
        return std::nullopt;
    return parseJsonObject(*bytes, problems);
}

bool writeJsonFileAtomically(const QString &fileName, const QJsonObject &object, QString *error)
{
    QSaveFile file(fileName);
    // Unbuffered: a buffered QSaveFile flushes in commit(), where a short write (disk
    // full, file size limit) is not reported and a truncated file replaces the old one.
    // Written directly, the short count shows here and nothing is committed.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    const QByteArray bytes = QJsonDocument(object).toJson(QJsonDocument::Indented);
    if (file.write(bytes) != bytes.size()) {
        if (error)
            *error = file.error() != QFileDevice::NoError
                ? file.errorString()
                : Tr::tr("only part of the file could be written (the disk may be full, or a file size limit reached)");
        file.cancelWriting();
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

int checkFormatHeader(const QJsonObject &object, const QString &expectedFormat, int newestVersion, Problems &problems)
{
    const auto format = readString(object, QStringLiteral("format"), QStringLiteral("$"), problems);
    if (!format)
        return 0;
    if (*format != expectedFormat) {
        problems.error(QStringLiteral("$.format"),
                       Tr::tr("expected \"%1\", found \"%2\"").arg(expectedFormat, *format));
        return 0;
    }
    const auto version = readInteger(object, QStringLiteral("formatVersion"), QStringLiteral("$"), problems, 1, 1000000);
    if (!version)
        return 0;
    if (*version > newestVersion) {
        problems.error(QStringLiteral("$.formatVersion"),
                       Tr::tr("format version %1 is newer than this Isleworks reads (up to %2); update Isleworks")
                           .arg(*version)
                           .arg(newestVersion));
        return 0;
    }
    return static_cast<int>(*version);
}

void rejectUnknownKeys(const QJsonObject &object, const QStringList &allowed, const QString &path, Problems &problems)
{
    QString message; // composed once, and only when a key is unknown
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (allowed.contains(it.key()))
            continue;
        if (problems.isFull()) { // only counted from now on
            problems.error(QString(), QString());
            continue;
        }
        if (message.isEmpty())
            message = Tr::tr("unknown key; expected one of: %1").arg(allowed.join(QStringLiteral(", ")));
        problems.error(childPath(path, it.key()), message);
    }
}

QString jsonTypeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null: return Tr::tr("null");
    case QJsonValue::Bool: return Tr::tr("a boolean");
    case QJsonValue::Double: return Tr::tr("a number");
    case QJsonValue::String: return Tr::tr("a string");
    case QJsonValue::Array: return Tr::tr("an array");
    case QJsonValue::Object: return Tr::tr("an object");
    case QJsonValue::Undefined: break;
    }
    return Tr::tr("nothing");
}

std::optional<qint64> integerValue(const QJsonValue &value, const QString &path, Problems &problems, qint64 min, qint64 max)
{
    if (!value.isDouble()) {
        problems.error(path, Tr::tr("expected an integer from %1 to %2, found %3").arg(min).arg(max).arg(jsonTypeName(value)));
        return std::nullopt;
    }
    const double number = value.toDouble();
    if (!std::isfinite(number) || number != std::floor(number) || number < double(min) || number > double(max)) {
        problems.error(path, Tr::tr("expected an integer from %1 to %2, found %3").arg(min).arg(max).arg(number));
        return std::nullopt;
    }
    return static_cast<qint64>(number);
}

std::optional<qint64> readInteger(const QJsonObject &object, const QString &key, const QString &path,
                                  Problems &problems, qint64 min, qint64 max)
{
    if (!object.contains(key)) {
        problems.error(childPath(path, key), Tr::tr("missing; expected an integer from %1 to %2").arg(min).arg(max));
        return std::nullopt;
    }
    return integerValue(object.value(key), childPath(path, key), problems, min, max);
}

std::optional<QString> readString(const QJsonObject &object, const QString &key, const QString &path, Problems &problems)
{
    const QJsonValue value = object.value(key);
    if (!value.isString()) {
        problems.error(childPath(path, key), object.contains(key)
                           ? Tr::tr("expected a string, found %1").arg(jsonTypeName(value))
                           : Tr::tr("missing; expected a string"));
        return std::nullopt;
    }
    return value.toString();
}

std::optional<bool> readBool(const QJsonObject &object, const QString &key, const QString &path, Problems &problems)
{
    const QJsonValue value = object.value(key);
    if (!value.isBool()) {
        problems.error(childPath(path, key), object.contains(key)
                           ? Tr::tr("expected true or false, found %1").arg(jsonTypeName(value))
                           : Tr::tr("missing; expected true or false"));
        return std::nullopt;
    }
    return value.toBool();
}

QString childPath(const QString &path, const QString &key)
{
    return path + u'.' + key;
}

QString indexPath(const QString &path, qsizetype index)
{
    return path + u'[' + QString::number(index) + u']';
}

} // namespace isle
