// CSV export and import of one ruleset table (RulesetTableModel).
#include "rulesettablemodel.h"

#include "core/gamemodule.h"
#include "core/jsonfile.h"
#include "csv.h"
#include "rulesetdocument.h"
#include "rulesetvalues.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QSaveFile>

namespace isle {

namespace {
QString cellText(const ColumnSpec &column, const QJsonValue &value)
{
    switch (column.type) {
    case ParamType::Integer: return QString::number(value.toInteger());
    case ParamType::Boolean: return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case ParamType::Choice:
    case ParamType::Text:
    case ParamType::Dice:
    case ParamType::Pattern: return value.toString();
    case ParamType::Table: break;
    }
    return {};
}

QString where(int line, int column)
{
    return column > 0 ? RulesetTableModel::tr("line %1, column %2").arg(line).arg(column)
                      : RulesetTableModel::tr("line %1").arg(line);
}
} // namespace

QByteArray RulesetTableModel::toCsv() const
{
    const ParamSpec *table = spec();
    if (!table)
        return {};
    QList<QStringList> records;
    QStringList header;
    for (const ColumnSpec &column : table->columns)
        header.append(column.key);
    records.append(header);
    for (const QJsonValue &row : m_document->table(m_key)) {
        QStringList record;
        for (const ColumnSpec &column : table->columns)
            record.append(cellText(column, row.toObject().value(column.key)));
        records.append(record);
    }
    return writeCsv(records);
}

bool RulesetTableModel::exportCsv(const QString &fileName, QString *error) const
{
    QSaveFile file(fileName);
    const QByteArray bytes = toCsv();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

bool RulesetTableModel::importCsv(const QString &fileName, Problems &problems)
{
    if (problems.file().isEmpty())
        problems.setFile(fileName);
    // Read like every other file a person picks: a pipe or a device is refused, a huge
    // file stops at the limit instead of filling the memory.
    const auto bytes = readOrdinaryFile(fileName, problems);
    return bytes && importCsvData(*bytes, fileName, problems);
}

bool RulesetTableModel::importCsvData(const QByteArray &bytes, const QString &fileName, Problems &problems)
{
    const ParamSpec *table = spec();
    if (!table)
        return false;
    const RulesetSchema &schema = m_document->schema();
    Problems found(fileName);
    CsvTable csv;
    QString error;
    int errorLine = 0;
    if (!parseCsv(bytes, csv, &error, &errorLine)) {
        found.error(where(errorLine, 0), error);
    } else if (csv.records.isEmpty()) {
        found.error(where(1, 0), tr("the file is empty; expected a header row of column keys"));
    } else {
        // The header maps file columns to table columns, in any order.
        const QStringList header = csv.records.first();
        QList<const ColumnSpec *> columns;
        QStringList expected;
        for (const ColumnSpec &column : table->columns)
            expected.append(column.key);
        for (qsizetype i = 0; i < header.size(); ++i) {
            const ColumnSpec *column = table->column(header.at(i).trimmed());
            if (!column)
                found.error(where(1, int(i) + 1), tr("unknown column \"%1\"; expected: %2")
                                                     .arg(header.at(i), expected.join(QStringLiteral(", "))));
            columns.append(column);
        }
        for (const QString &key : expected)
            if (!header.contains(key))
                found.error(where(1, 0), tr("the column \"%1\" is missing").arg(key));

        QJsonArray rows;
        QList<QList<QString>> rawCells; // what each cell held, for messages
        for (qsizetype r = 1; r < csv.records.size() && !found.hasErrors(); ++r) {
            const QStringList &record = csv.records.at(r);
            if (record.size() != header.size()) {
                found.error(where(csv.lines.at(r), 0),
                            tr("expected %1 fields like the header, found %2").arg(header.size()).arg(record.size()));
                continue;
            }
            QJsonObject row;
            for (qsizetype c = 0; c < record.size(); ++c) {
                const ColumnSpec *column = columns.at(c);
                row.insert(column->key, valueFromVariant(column->type, column->choices, schema, record.at(c).trimmed()));
            }
            rows.append(row);
            rawCells.append(record);
        }

        if (!found.hasErrors()) {
            // The schema's own checks, their paths turned into the file's lines and columns.
            Problems shape;
            schema.validateValue(*table, rows, paramPath(m_key), shape);
            for (const Problem &problem : shape.items()) {
                if (problem.severity != Problem::Severity::Error)
                    continue;
                const RulesetPath path = parseRulesetPath(problem.path);
                if (path.row < 0) {
                    found.error(QString(), problem.message);
                    continue;
                }
                const int line = csv.lines.at(path.row + 1);
                const int column = int(header.indexOf(path.column));
                if (column < 0) {
                    found.error(where(line, 0), problem.message);
                    continue;
                }
                found.error(where(line, column + 1), tr("%1: %2 (the cell holds \"%3\")")
                                                         .arg(path.column, problem.message,
                                                              rawCells.at(path.row).at(column)));
            }
            if (!found.hasErrors()) {
                const QString text = tr("Import %1 from %2").arg(label(), QFileInfo(fileName).fileName());
                m_document->setTable(m_key, rows, text);
            }
        }
    }
    if (problems.file().isEmpty())
        problems.setFile(fileName);
    for (const Problem &problem : found.items())
        problems.error(problem.path, problem.message);
    return !found.hasErrors();
}

} // namespace isle
