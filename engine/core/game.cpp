// What the Game interface does by default: a score report in generic words.
#include "game.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace isle {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::Game)
};

QString scalarText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool: return value.toBool() ? Tr::tr("yes") : Tr::tr("no");
    case QJsonValue::Double: return QString::number(value.toDouble());
    case QJsonValue::String: return value.toString();
    case QJsonValue::Null:
    case QJsonValue::Undefined: return Tr::tr("none");
    case QJsonValue::Array:
    case QJsonValue::Object: break;
    }
    return {};
}

bool isScalar(const QJsonValue &value)
{
    return !value.isArray() && !value.isObject();
}

// An object whose values are all scalars fits on one line: "nuts 3, stash 5".
QString inlineObject(const QJsonObject &object)
{
    QStringList parts;
    for (auto it = object.begin(); it != object.end(); ++it)
        parts.append(Tr::tr("%1 %2").arg(it.key(), scalarText(it.value())));
    return parts.join(QStringLiteral(", "));
}

void appendValue(QStringList &lines, const QString &indent, const QString &label, const QJsonValue &value)
{
    const QString head = label.isEmpty() ? indent : Tr::tr("%1%2:").arg(indent, label);
    if (isScalar(value)) {
        lines.append(label.isEmpty() ? indent + scalarText(value) : Tr::tr("%1 %2").arg(head, scalarText(value)));
        return;
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        bool flat = true;
        for (const QJsonValue &item : object)
            flat = flat && isScalar(item);
        if (flat && !label.isEmpty()) {
            lines.append(Tr::tr("%1 %2").arg(head, object.isEmpty() ? Tr::tr("none") : inlineObject(object)));
            return;
        }
        if (!label.isEmpty())
            lines.append(head);
        for (auto it = object.begin(); it != object.end(); ++it)
            appendValue(lines, indent + QStringLiteral("  "), it.key(), it.value());
        return;
    }
    const QJsonArray array = value.toArray();
    bool scalars = true;
    for (const QJsonValue &item : array)
        scalars = scalars && isScalar(item);
    if (scalars) {
        QStringList items;
        for (const QJsonValue &item : array)
            items.append(scalarText(item));
        lines.append(Tr::tr("%1 %2").arg(head, array.isEmpty() ? Tr::tr("none") : items.join(QStringLiteral(", "))));
        return;
    }
    // Rows (a list of objects): one line each when they are flat, numbered from 1.
    lines.append(head);
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue &item = array.at(i);
        bool flat = item.isObject();
        for (const QJsonValue &field : item.toObject())
            flat = flat && isScalar(field);
        if (flat)
            lines.append(Tr::tr("%1  %2. %3").arg(indent).arg(i + 1).arg(inlineObject(item.toObject())));
        else
            appendValue(lines, indent + QStringLiteral("  "), QString::number(i + 1), item);
    }
}
} // namespace

QStringList genericScoreText(const QJsonObject &report)
{
    QStringList lines;
    for (auto it = report.begin(); it != report.end(); ++it)
        appendValue(lines, QString(), it.key(), it.value());
    return lines;
}

QStringList Game::scoreReportText(const QJsonObject &report) const
{
    return genericScoreText(report);
}

} // namespace isle
