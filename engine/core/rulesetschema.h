#pragma once

#include "problem.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace isle {

// Text: plain text of min..max characters (a name), never markup. Pattern: a small
// grid of one-character codes, rows separated by '/', every code one of the choices'
// values and every row as long as the first, with min..max rows and columns (a tile's
// terrain, "PFP/FLF/PPM"); editors paint it with the choices' colours.
// Dice: a dice expression as text ("2d6+6", DiceExpression::parse), refused with the
// position of the first character that cannot be read; min and max are unused.
enum class ParamType { Integer, Boolean, Choice, Table, Text, Pattern, Dice };

// Texts are untranslated source strings (QT_TR_NOOP); views translate them in the
// schema's translation context, so the editor can be generated from this metadata.
struct ChoiceSpec
{
    ChoiceSpec() = default;
    ChoiceSpec(QString choiceValue, const char *choiceLabel = "", QString choiceColour = {})
        : value(std::move(choiceValue)), label(choiceLabel), colour(std::move(choiceColour))
    {
    }

    QString value;
    const char *label = "";
    QString colour; // Pattern codes: how editors paint it ("#7cb342"); empty elsewhere
};

// The rows of a Pattern value ("PFP/FLF" → {"PFP", "FLF"}).
QStringList patternRows(const QString &pattern);

// One column of a table parameter (a scoring table, the character list...).
struct ColumnSpec
{
    QString key;
    const char *label = "";
    const char *description = "";
    ParamType type = ParamType::Integer;
    int min = 0;
    int max = 0;
    QString unit;
    QList<ChoiceSpec> choices;
    // The column that names a row: one of the table's fixed rows (a character's id), or,
    // in a table whose rows designers add, a free id of their own (isRowId()), unique.
    bool isRowKey = false;
};

// Whether `text` may name a row a designer added: 1 to 32 lower-case ASCII letters, digits
// and hyphens, starting with a letter ("oak-sprinter").
bool isRowId(const QString &text);

// The name people read for a table's row key ("scout" → "Scout"), translated; empty when
// the game has none for that key.
using RowLabelFunction = QString (*)(const QString &rowKey);

// One named, typed ruleset parameter with everything an editor needs to show it.
struct ParamSpec
{
    QString key;
    QString group; // editor section, e.g. "board", "scoring"
    const char *label = "";
    const char *description = "";
    ParamType type = ParamType::Integer;
    int min = 0;
    int max = 0;
    QString unit;
    QList<ChoiceSpec> choices;
    // Tables: columns, and either fixed rows (named by the row-key column) or
    // a row count range when designers may add rows.
    QList<ColumnSpec> columns;
    QStringList fixedRows;
    int minRows = 0;
    int maxRows = 0;
    QStringList variants; // variants that use it; empty means all
    // Tables with a row-key column: how the game names a row key. A function, not a
    // list, so the game words it as it does elsewhere (its own translation context).
    RowLabelFunction rowLabel = nullptr;
    // Tables of things a game has several copies of (tiles in a pile): the Integer column
    // saying how many, so editors weigh rows by it in their statistics; empty: once each.
    QString countColumn;

    const ColumnSpec *column(const QString &columnKey) const;
    const ColumnSpec *rowKeyColumn() const; // nullptr for a table without one
};

// The typed parameters a game's ruleset consists of. Structural validation lives here;
// rules that tie parameters together are the game module's (GameModule::validateRuleset).
class RulesetSchema
{
public:
    RulesetSchema() = default;
    RulesetSchema(QString gameId, const char *translationContext, QList<ParamSpec> params);

    QString gameId() const { return m_gameId; }
    const char *translationContext() const { return m_context; }
    const QList<ParamSpec> &params() const { return m_params; }
    const ParamSpec *param(const QString &key) const;
    QString translate(const char *text) const;
    // A row key of table `table` as people read it (ParamSpec::rowLabel, else the
    // row-key column's choice label); empty when the game names it no way, so views
    // fall back to the key. Files and edits always keep the key itself.
    QString rowLabel(const ParamSpec &table, const QString &rowKey) const;

    // Checks every value's type, range, choices, table shape; reports unknown keys.
    void validate(const QJsonObject &params, const QString &path, Problems &problems) const;
    void validateValue(const ParamSpec &spec, const QJsonValue &value, const QString &path, Problems &problems) const;

    // A JSON Schema (draft 2020-12) fragment describing the "params" object.
    QJsonObject toJsonSchema() const;

private:
    void validateCell(const ColumnSpec &column, const QJsonValue &value, const QString &path, Problems &problems) const;

    QString m_gameId;
    const char *m_context = "";
    QList<ParamSpec> m_params;
};

} // namespace isle
