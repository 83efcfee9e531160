#include "csv.h"

#include <QCoreApplication>

namespace isle {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::Csv)
};

QString quoted(const QString &field)
{
    if (!field.contains(u',') && !field.contains(u'"') && !field.contains(u'\n') && !field.contains(u'\r'))
        return field;
    QString text = field;
    text.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + text + u'"';
}
} // namespace

bool parseCsv(const QByteArray &bytes, CsvTable &table, QString *error, int *errorLine)
{
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    table = {};
    QStringList record;
    QString field;
    bool inQuotes = false;
    bool afterQuote = false; // a closing quote was read; only a separator may follow
    bool fieldStarted = false;
    int line = 1;
    int recordLine = 1;
    const auto endRecord = [&] {
        record.append(field);
        const bool blank = record.size() == 1 && record.first().isEmpty() && !fieldStarted;
        if (!blank) {
            table.records.append(record);
            table.lines.append(recordLine);
        }
        record.clear();
        field.clear();
        afterQuote = false;
        fieldStarted = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (inQuotes) {
            if (c == u'"') {
                if (i + 1 < text.size() && text.at(i + 1) == u'"') {
                    field.append(u'"');
                    ++i;
                } else {
                    inQuotes = false;
                    afterQuote = true;
                }
            } else {
                if (c == u'\n')
                    ++line;
                field.append(c);
            }
            continue;
        }
        if (c == u',') {
            record.append(field);
            field.clear();
            afterQuote = false;
            fieldStarted = true;
        } else if (c == u'\r' || c == u'\n') {
            if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            endRecord();
            ++line;
            recordLine = line;
        } else if (afterQuote) {
            if (error)
                *error = Tr::tr("text after a closing quote; expected a comma or the end of the line");
            if (errorLine)
                *errorLine = line;
            return false;
        } else if (c == u'"' && field.isEmpty()) {
            inQuotes = true;
            fieldStarted = true;
        } else {
            field.append(c);
            fieldStarted = true;
        }
    }
    if (inQuotes) {
        if (error)
            *error = Tr::tr("a quoted field is never closed");
        if (errorLine)
            *errorLine = recordLine;
        return false;
    }
    if (!field.isEmpty() || !record.isEmpty() || fieldStarted)
        endRecord();
    return true;
}

QByteArray writeCsv(const QList<QStringList> &records)
{
    QString text;
    for (const QStringList &record : records) {
        QStringList fields;
        for (const QString &field : record)
            fields.append(quoted(field));
        text += fields.join(u',') + u"\r\n";
    }
    return text.toUtf8();
}

} // namespace isle
