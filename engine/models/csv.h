#pragma once

#include <QByteArray>
#include <QList>
#include <QStringList>

namespace isle {

// Comma-separated values as spreadsheets write them (RFC 4180): fields with a comma,
// a quote or a line break are quoted, quotes doubled. UTF-8, a byte-order mark skipped.
struct CsvTable
{
    QList<QStringList> records;
    QList<int> lines; // the file line each record starts on, from 1
};

// Returns false with `error` and `errorLine` set on an unterminated quote or text
// after a closing quote. Blank lines are skipped.
bool parseCsv(const QByteArray &bytes, CsvTable &table, QString *error, int *errorLine);
QByteArray writeCsv(const QList<QStringList> &records);

} // namespace isle
