#include "rulesetvalues.h"

#include "core/diceexpression.h"
#include "core/jsonfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QRegularExpression>

namespace isle {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::RulesetValues)
};

const QString ParamsRoot = QStringLiteral("$.params");
} // namespace

QString diceProblem(const QString &text)
{
    DiceParseError error;
    if (DiceExpression::parse(text, &error))
        return {};
    //: %1 says what is wrong, %2 is the position of the character counted from 1
    return Tr::tr("%1 (character %2)").arg(error.message).arg(error.position + 1);
}

QString diceSummary(const QString &text)
{
    const auto dice = DiceExpression::parse(text);
    if (!dice)
        return {};
    const QLocale locale;
    if (dice->minimum() == dice->maximum())
        return Tr::tr("always %1").arg(locale.toString(dice->minimum()));
    //: the range of a dice roll and its mean, "8–18, mean 13"
    return Tr::tr("%1–%2, mean %3")
        .arg(locale.toString(dice->minimum()), locale.toString(dice->maximum()),
             locale.toString(dice->mean(), 'g', 6));
}

RulesetPath parseRulesetPath(const QString &path)
{
    RulesetPath parts;
    static const QRegularExpression meta(QStringLiteral(R"(^\$\.meta\.([A-Za-z0-9_-]+)$)"));
    static const QRegularExpression param(
        QStringLiteral(R"(^\$\.params\.([A-Za-z0-9_-]+)(?:\[(\d+)\](?:\.([A-Za-z0-9_-]+))?)?$)"));
    if (const auto match = meta.match(path); match.hasMatch()) {
        parts.metaField = match.captured(1);
        return parts;
    }
    if (const auto match = param.match(path); match.hasMatch()) {
        parts.key = match.captured(1);
        if (match.hasCaptured(2))
            parts.row = match.captured(2).toInt();
        parts.column = match.captured(3);
    }
    return parts;
}

QString paramPath(const QString &key)
{
    return childPath(ParamsRoot, key);
}

QString rowPath(const QString &key, int row)
{
    return indexPath(paramPath(key), row);
}

QString cellPath(const QString &key, int row, const QString &column)
{
    return childPath(rowPath(key, row), column);
}

QString metaPath(const QString &field)
{
    return childPath(QStringLiteral("$.meta"), field);
}

QString humanizeId(const QString &id)
{
    QString text = id;
    text.replace(u'-', u' ').replace(u'_', u' ');
    if (!text.isEmpty())
        text[0] = text.at(0).toUpper();
    return text;
}

QString choiceLabel(const RulesetSchema &schema, const QList<ChoiceSpec> &choices, const QString &value)
{
    for (const ChoiceSpec &choice : choices)
        if (choice.value == value && choice.label && *choice.label)
            return schema.translate(choice.label);
    // No label in the schema: a readable form of the id, translated when the schema's
    // context happens to hold that word (a schema may label rows with everyday words).
    const QString readable = humanizeId(value);
    return schema.translate(readable.toUtf8().constData());
}

QString valueText(const RulesetSchema &schema, ParamType type, const QList<ChoiceSpec> &choices,
                  const QJsonValue &value)
{
    switch (type) {
    case ParamType::Integer:
        return value.isDouble() ? QString::number(value.toDouble()) : value.toVariant().toString();
    case ParamType::Boolean:
        return value.toBool() ? Tr::tr("on") : Tr::tr("off");
    case ParamType::Choice:
        return choiceLabel(schema, choices, value.toString());
    case ParamType::Text:
    case ParamType::Dice:
    case ParamType::Pattern:
        return value.toString();
    case ParamType::Table:
        break;
    }
    return {};
}

QJsonValue valueFromVariant(ParamType type, const QList<ChoiceSpec> &choices, const RulesetSchema &schema,
                            const QVariant &value)
{
    switch (type) {
    case ParamType::Integer: {
        if (value.typeId() == QMetaType::QString) {
            bool ok = false;
            const QString text = value.toString().trimmed();
            const qlonglong number = text.toLongLong(&ok);
            if (ok)
                return double(number);
            return text; // refused by the schema with its own words
        }
        bool ok = false;
        const double number = value.toDouble(&ok);
        return ok ? QJsonValue(number) : QJsonValue(value.toString());
    }
    case ParamType::Boolean:
        if (value.typeId() == QMetaType::Int || value.typeId() == QMetaType::UInt) // Qt::CheckState
            return value.toInt() == Qt::Checked;
        if (value.typeId() == QMetaType::QString) {
            const QString text = value.toString().trimmed().toLower();
            if (text == u"true" || text == u"1" || text == u"yes" || text == u"on" || text == Tr::tr("on"))
                return true;
            if (text == u"false" || text == u"0" || text == u"no" || text == u"off" || text == Tr::tr("off"))
                return false;
            return value.toString();
        }
        return value.toBool();
    case ParamType::Choice: {
        const QString text = value.toString();
        for (const ChoiceSpec &choice : choices)
            if (choice.value == text)
                return text;
        // A view may hand back the label it showed.
        for (const ChoiceSpec &choice : choices)
            if (choiceLabel(schema, choices, choice.value) == text)
                return choice.value;
        return text;
    }
    case ParamType::Text:
    case ParamType::Dice:
    case ParamType::Pattern:
        return value.toString();
    case ParamType::Table:
        break;
    }
    return QJsonValue::fromVariant(value);
}

QVariant variantFromValue(ParamType type, const QJsonValue &value)
{
    switch (type) {
    case ParamType::Integer: return value.toInt();
    case ParamType::Boolean: return value.toBool();
    case ParamType::Choice:
    case ParamType::Text:
    case ParamType::Dice:
    case ParamType::Pattern: return value.toString();
    case ParamType::Table: break;
    }
    return value.toVariant();
}

QString rowLabel(const RulesetSchema &schema, const ParamSpec &spec, const QJsonArray &rows, int row)
{
    for (const ColumnSpec &column : spec.columns) {
        if (column.isRowKey && row >= 0 && row < rows.size())
            return choiceLabel(schema, column.choices, rows.at(row).toObject().value(column.key).toString());
    }
    return Tr::tr("row %1").arg(row + 1);
}

QString groupLabel(const RulesetSchema &schema, const QString &group)
{
    return schema.translate(humanizeId(group).toUtf8().constData());
}

QStringList schemaGroups(const RulesetSchema &schema)
{
    QStringList groups;
    for (const ParamSpec &spec : schema.params())
        if (!groups.contains(spec.group))
            groups.append(spec.group);
    return groups;
}

QString describePath(const RulesetSchema &schema, const Ruleset &ruleset, const QString &path)
{
    const RulesetPath parts = parseRulesetPath(path);
    if (!parts.metaField.isEmpty())
        return Tr::tr("Description › %1").arg(humanizeId(parts.metaField));
    const ParamSpec *spec = schema.param(parts.key);
    if (!spec)
        return path;
    QStringList words{schema.translate(spec->label)};
    if (parts.row >= 0)
        words.append(rowLabel(schema, *spec, ruleset.table(parts.key), parts.row));
    if (const ColumnSpec *column = spec->column(parts.column))
        words.append(schema.translate(column->label));
    return words.join(QStringLiteral(" › "));
}

QString problemText(const QList<Problem> &problems, const QStringList &paths, int *severity)
{
    QStringList lines;
    int worst = -1;
    for (const Problem &problem : problems) {
        if (!paths.contains(problem.path))
            continue;
        lines.append(problem.message);
        const int level = problem.severity == Problem::Severity::Error ? 0 : 1;
        worst = worst < 0 ? level : std::min(worst, level);
    }
    if (severity)
        *severity = worst;
    return lines.join(u'\n');
}

} // namespace isle
