#include "rulesetschema.h"

#include "diceexpression.h"
#include "jsonfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

namespace isle {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::RulesetSchema)
};

// Longer dice texts are refused before they are read (and quoted in the problem).
constexpr int MaxDiceTextLength = 200;

// What DiceExpression::parse reads, as a JSON Schema (ECMA-262) pattern; it leaves the
// bounds (MaxDice, MaxSides...) to the parser.
QString diceJsonPattern()
{
    const QString term = QStringLiteral("(\\d+|\\d*\\s*[dD]\\s*(\\d+|[pP]))");
    return QStringLiteral("^\\s*-?\\s*%1(\\s*[+-]\\s*%1)*\\s*$").arg(term);
}

QStringList choiceValues(const QList<ChoiceSpec> &choices)
{
    QStringList values;
    for (const ChoiceSpec &choice : choices)
        values.append(choice.value);
    return values;
}

QJsonObject scalarSchema(ParamType type, int min, int max, const QList<ChoiceSpec> &choices, const QString &description)
{
    QJsonObject schema;
    switch (type) {
    case ParamType::Integer:
        schema.insert(QStringLiteral("type"), QStringLiteral("integer"));
        schema.insert(QStringLiteral("minimum"), min);
        schema.insert(QStringLiteral("maximum"), max);
        break;
    case ParamType::Boolean:
        schema.insert(QStringLiteral("type"), QStringLiteral("boolean"));
        break;
    case ParamType::Choice:
        schema.insert(QStringLiteral("type"), QStringLiteral("string"));
        schema.insert(QStringLiteral("enum"), QJsonArray::fromStringList(choiceValues(choices)));
        break;
    case ParamType::Text:
        schema.insert(QStringLiteral("type"), QStringLiteral("string"));
        schema.insert(QStringLiteral("minLength"), min);
        schema.insert(QStringLiteral("maxLength"), max);
        break;
    case ParamType::Dice:
        schema.insert(QStringLiteral("type"), QStringLiteral("string"));
        schema.insert(QStringLiteral("maxLength"), MaxDiceTextLength);
        schema.insert(QStringLiteral("pattern"), diceJsonPattern());
        break;
    case ParamType::Pattern: {
        QString codes;
        for (const ChoiceSpec &choice : choices)
            codes += QRegularExpression::escape(choice.value);
        const QString row = QStringLiteral("[%1]{%2,%3}").arg(codes).arg(min).arg(max);
        schema.insert(QStringLiteral("type"), QStringLiteral("string"));
        schema.insert(QStringLiteral("pattern"), QStringLiteral("^%1(/%1)*$").arg(row));
        break;
    }
    case ParamType::Table:
        break;
    }
    if (!description.isEmpty())
        schema.insert(QStringLiteral("description"), description);
    return schema;
}
void validateDice(const QJsonValue &value, const QString &path, Problems &problems)
{
    if (!value.isString()) {
        problems.error(path, Tr::tr("expected a dice expression such as \"2d6+6\", found %1").arg(jsonTypeName(value)));
        return;
    }
    const QString text = value.toString();
    if (text.size() > MaxDiceTextLength) {
        problems.error(path, Tr::tr("expected a dice expression of at most %1 characters, found %2")
                                 .arg(MaxDiceTextLength).arg(text.size()));
        return;
    }
    DiceParseError error;
    if (!DiceExpression::parse(text, &error))
        problems.error(path, Tr::tr("'%1' is not a dice expression: %2 (character %3)")
                                 .arg(text, error.message).arg(error.position + 1));
}

// Text and Pattern values (validateCell and validateValue share them).
void validateText(const QJsonValue &value, int min, int max, const QString &path, Problems &problems)
{
    if (!value.isString()) {
        problems.error(path, Tr::tr("expected text, found %1").arg(jsonTypeName(value)));
        return;
    }
    const QString text = value.toString();
    if (text.size() < min || text.size() > max)
        problems.error(path, Tr::tr("expected text of %1 to %2 characters, found %3").arg(min).arg(max).arg(text.size()));
    for (const QChar c : text)
        if (c.category() == QChar::Other_Control || c.category() == QChar::Other_Format) {
            problems.error(path, Tr::tr("expected plain text without control characters"));
            break;
        }
}

void validatePattern(const QJsonValue &value, int min, int max, const QList<ChoiceSpec> &choices, const QString &path,
                     Problems &problems)
{
    const QStringList codes = choiceValues(choices);
    if (!value.isString() || value.toString().size() > 4096) {
        problems.error(path, Tr::tr("expected rows of the codes %1 separated by \"/\", found %2")
                                 .arg(codes.join(QString()), jsonTypeName(value)));
        return;
    }
    const QStringList rows = patternRows(value.toString());
    if (rows.size() < min || rows.size() > max) {
        problems.error(path, Tr::tr("expected %1 to %2 rows separated by \"/\", found %3").arg(min).arg(max).arg(rows.size()));
        return;
    }
    for (qsizetype r = 0; r < rows.size(); ++r) {
        const QString &row = rows.at(r);
        if (row.size() != rows.first().size() || row.size() < min || row.size() > max) {
            problems.error(path, Tr::tr("row %1 has %2 codes; expected every row to have the same number, %3 to %4")
                                     .arg(r + 1).arg(row.size()).arg(min).arg(max));
            return;
        }
        for (const QChar c : row)
            if (!codes.contains(QString(c))) {
                problems.error(path, Tr::tr("row %1 has the code \"%2\"; expected one of: %3")
                                         .arg(r + 1).arg(QString(c), codes.join(QStringLiteral(", "))));
                return;
            }
    }
}
} // namespace

QStringList patternRows(const QString &pattern)
{
    return pattern.split(u'/');
}

bool isRowId(const QString &text)
{
    if (text.isEmpty() || text.size() > 32 || text.at(0) < u'a' || text.at(0) > u'z')
        return false;
    for (const QChar c : text)
        if (!((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') || c == u'-'))
            return false;
    return true;
}

const ColumnSpec *ParamSpec::column(const QString &columnKey) const
{
    for (const ColumnSpec &spec : columns)
        if (spec.key == columnKey)
            return &spec;
    return nullptr;
}

const ColumnSpec *ParamSpec::rowKeyColumn() const
{
    for (const ColumnSpec &spec : columns)
        if (spec.isRowKey)
            return &spec;
    return nullptr;
}

RulesetSchema::RulesetSchema(QString gameId, const char *translationContext, QList<ParamSpec> params)
    : m_gameId(std::move(gameId))
    , m_context(translationContext)
    , m_params(std::move(params))
{
}

const ParamSpec *RulesetSchema::param(const QString &key) const
{
    for (const ParamSpec &spec : m_params)
        if (spec.key == key)
            return &spec;
    return nullptr;
}

QString RulesetSchema::translate(const char *text) const
{
    return QCoreApplication::translate(m_context, text);
}

QString RulesetSchema::rowLabel(const ParamSpec &table, const QString &rowKey) const
{
    if (table.rowLabel) {
        const QString label = table.rowLabel(rowKey);
        if (!label.isEmpty())
            return label;
    }
    if (const ColumnSpec *key = table.rowKeyColumn())
        for (const ChoiceSpec &choice : key->choices)
            if (choice.value == rowKey && choice.label && *choice.label)
                return translate(choice.label);
    return {};
}

void RulesetSchema::validate(const QJsonObject &params, const QString &path, Problems &problems) const
{
    QStringList known;
    for (const ParamSpec &spec : m_params) {
        known.append(spec.key);
        if (params.contains(spec.key))
            validateValue(spec, params.value(spec.key), childPath(path, spec.key), problems);
    }
    rejectUnknownKeys(params, known, path, problems);
}

void RulesetSchema::validateCell(const ColumnSpec &column, const QJsonValue &value, const QString &path,
                                 Problems &problems) const
{
    switch (column.type) {
    case ParamType::Integer:
        integerValue(value, path, problems, column.min, column.max);
        break;
    case ParamType::Boolean:
        if (!value.isBool())
            problems.error(path, Tr::tr("expected true or false, found %1").arg(jsonTypeName(value)));
        break;
    case ParamType::Choice:
        if (!value.isString() || !choiceValues(column.choices).contains(value.toString()))
            problems.error(path, Tr::tr("expected one of: %1").arg(choiceValues(column.choices).join(QStringLiteral(", "))));
        break;
    case ParamType::Text:
        validateText(value, column.min, column.max, path, problems);
        break;
    case ParamType::Dice:
        validateDice(value, path, problems);
        break;
    case ParamType::Pattern:
        validatePattern(value, column.min, column.max, column.choices, path, problems);
        break;
    case ParamType::Table:
        break;
    }
}

void RulesetSchema::validateValue(const ParamSpec &spec, const QJsonValue &value, const QString &path,
                                  Problems &problems) const
{
    switch (spec.type) {
    case ParamType::Integer:
        integerValue(value, path, problems, spec.min, spec.max);
        return;
    case ParamType::Boolean:
        if (!value.isBool())
            problems.error(path, Tr::tr("expected true or false, found %1").arg(jsonTypeName(value)));
        return;
    case ParamType::Choice:
        if (!value.isString() || !choiceValues(spec.choices).contains(value.toString()))
            problems.error(path, Tr::tr("expected one of: %1").arg(choiceValues(spec.choices).join(QStringLiteral(", "))));
        return;
    case ParamType::Text:
        validateText(value, spec.min, spec.max, path, problems);
        return;
    case ParamType::Dice:
        validateDice(value, path, problems);
        return;
    case ParamType::Pattern:
        validatePattern(value, spec.min, spec.max, spec.choices, path, problems);
        return;
    case ParamType::Table:
        break;
    }

    if (!value.isArray()) {
        problems.error(path, Tr::tr("expected an array of rows, found %1").arg(jsonTypeName(value)));
        return;
    }
    const QJsonArray rows = value.toArray();
    if (spec.fixedRows.isEmpty() && (rows.size() < spec.minRows || rows.size() > spec.maxRows))
        problems.error(path, Tr::tr("expected %1 to %2 rows, found %3").arg(spec.minRows).arg(spec.maxRows).arg(rows.size()));

    QStringList columnKeys;
    const ColumnSpec *rowKey = nullptr;
    for (const ColumnSpec &column : spec.columns) {
        columnKeys.append(column.key);
        if (column.isRowKey)
            rowKey = &column;
    }
    QSet<QString> seenRows;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QString rowPath = indexPath(path, i);
        if (!rows.at(i).isObject()) {
            problems.error(rowPath, Tr::tr("expected an object, found %1").arg(jsonTypeName(rows.at(i))));
            continue;
        }
        const QJsonObject row = rows.at(i).toObject();
        rejectUnknownKeys(row, columnKeys, rowPath, problems);
        for (const ColumnSpec &column : spec.columns) {
            const QString cellPath = childPath(rowPath, column.key);
            if (!row.contains(column.key)) {
                problems.error(cellPath, Tr::tr("missing; expected a value for the column \"%1\"").arg(column.key));
                continue;
            }
            if (column.isRowKey) {
                const QString key = row.value(column.key).toString();
                if (spec.fixedRows.isEmpty() && !isRowId(key))
                    problems.error(cellPath, Tr::tr("expected an id of 1 to 32 lower-case letters, digits and hyphens, "
                                                    "starting with a letter"));
                else if (!spec.fixedRows.isEmpty() && !spec.fixedRows.contains(key))
                    problems.error(cellPath, Tr::tr("expected one of: %1").arg(spec.fixedRows.join(QStringLiteral(", "))));
                else if (seenRows.contains(key))
                    problems.error(cellPath, Tr::tr("row \"%1\" appears twice; expected each row once").arg(key));
                seenRows.insert(key);
                continue;
            }
            validateCell(column, row.value(column.key), cellPath, problems);
        }
    }
    if (rowKey) {
        for (const QString &fixed : spec.fixedRows)
            if (!seenRows.contains(fixed))
                problems.error(path, Tr::tr("missing the row \"%1\"; expected one row for each of: %2")
                                         .arg(fixed, spec.fixedRows.join(QStringLiteral(", "))));
    }
}

QJsonObject RulesetSchema::toJsonSchema() const
{
    QJsonObject properties;
    for (const ParamSpec &spec : m_params) {
        const QString description = QString::fromUtf8(spec.description);
        if (spec.type != ParamType::Table) {
            properties.insert(spec.key, scalarSchema(spec.type, spec.min, spec.max, spec.choices, description));
            continue;
        }
        QJsonObject rowProperties;
        QJsonArray required;
        for (const ColumnSpec &column : spec.columns) {
            QJsonObject cell = column.isRowKey && spec.fixedRows.isEmpty()
                ? QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                              {QStringLiteral("pattern"), QStringLiteral("^[a-z][a-z0-9-]{0,31}$")}}
                : column.isRowKey ? QJsonObject{{QStringLiteral("enum"), QJsonArray::fromStringList(spec.fixedRows)}}
                : scalarSchema(column.type, column.min, column.max, column.choices, QString::fromUtf8(column.description));
            rowProperties.insert(column.key, cell);
            required.append(column.key);
        }
        QJsonObject table{{QStringLiteral("type"), QStringLiteral("array")},
                          {QStringLiteral("description"), description},
                          {QStringLiteral("items"),
                           QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                                       {QStringLiteral("properties"), rowProperties},
                                       {QStringLiteral("required"), required},
                                       {QStringLiteral("additionalProperties"), false}}}};
        if (spec.fixedRows.isEmpty()) {
            table.insert(QStringLiteral("minItems"), spec.minRows);
            table.insert(QStringLiteral("maxItems"), spec.maxRows);
        } else {
            table.insert(QStringLiteral("minItems"), int(spec.fixedRows.size()));
            table.insert(QStringLiteral("maxItems"), int(spec.fixedRows.size()));
        }
        properties.insert(spec.key, table);
    }
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                       {QStringLiteral("properties"), properties},
                       {QStringLiteral("additionalProperties"), false}};
}

} // namespace isle
