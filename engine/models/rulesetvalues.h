#pragma once

#include "core/problem.h"
#include "core/ruleset.h"
#include "core/rulesetschema.h"

#include <QJsonValue>
#include <QVariant>

// Small conversions the ruleset models share: between QVariant (what views edit) and
// JSON (what a Ruleset holds), display texts, and JSON paths of parameters and cells.
namespace isle {

// A JSON path of the ruleset taken apart: "$.params.characters[9].cost" is key
// "characters", row 9, column "cost". Paths outside the parameters leave key empty.
struct RulesetPath
{
    QString key;
    int row = -1;
    QString column;
    QString metaField; // "$.meta.name"
};

RulesetPath parseRulesetPath(const QString &path);
QString paramPath(const QString &key);
QString rowPath(const QString &key, int row);
QString cellPath(const QString &key, int row, const QString &column);
QString metaPath(const QString &field);

// "sea-serpent" -> "Sea serpent": a readable fallback for ids the schema gives no label.
QString humanizeId(const QString &id);

// Translated label of a choice value (its id when the schema has no label for it).
QString choiceLabel(const RulesetSchema &schema, const QList<ChoiceSpec> &choices, const QString &value);

// A value as people read it: "12", "on", "opponent (spy)".
QString valueText(const RulesetSchema &schema, ParamType type, const QList<ChoiceSpec> &choices,
                  const QJsonValue &value);

// What a view's edit becomes in the file. Text that is not a number stays text for an
// integer, so the schema's own check reports it ("expected an integer..., found a string").
QJsonValue valueFromVariant(ParamType type, const QList<ChoiceSpec> &choices, const RulesetSchema &schema,
                            const QVariant &value);
QVariant variantFromValue(ParamType type, const QJsonValue &value);

// Dice values as designers type them (ParamType::Dice): why `text` is not a dice
// expression, with the character ("a number or a die is expected after '+' (character
// 5)"), empty when it is one; and what a valid one gives ("8–18, mean 13"), empty when
// it is not one.
QString diceProblem(const QString &text);
QString diceSummary(const QString &text);

// A table row's name: its row key's label for fixed rows ("Scout"), else its number from 1.
QString rowLabel(const RulesetSchema &schema, const ParamSpec &spec, const QJsonArray &rows, int row);

// A schema group ("board") as a page title.
QString groupLabel(const RulesetSchema &schema, const QString &group);
QStringList schemaGroups(const RulesetSchema &schema); // in the order they first appear

// Where a problem is, in words: "Characters › Cat › Cost".
QString describePath(const RulesetSchema &schema, const Ruleset &ruleset, const QString &path);

// The problems whose path is exactly `path`, one a line; `severity` gets the worst.
QString problemText(const QList<Problem> &problems, const QStringList &paths, int *severity = nullptr);

} // namespace isle
