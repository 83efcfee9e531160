#pragma once

#include <QByteArray>
#include <QHash>

#include <Qt>

namespace isle {

// Item roles shared by the ruleset models, so a delegate or a QML view handles every
// one of them alike (an editor for a cell is chosen from TypeRole, MinimumRole...).
enum RulesetRole {
    KeyRole = Qt::UserRole + 1, // the parameter's key ("handSize"), or the column's key in a table
    TypeRole,                   // int(ParamType)
    MinimumRole,
    MaximumRole,
    UnitRole,
    ChoicesRole,      // QStringList of the values a Choice may take
    ChoiceLabelsRole, // QStringList of their translated labels, same order
    DescriptionRole,  // translated description
    ProblemRole,      // the problems at this place, one a line; empty when none
    SeverityRole,     // -1 none, 0 error, 1 warning (the worst at this place)
    PathRole,         // the JSON path ("$.params.characters[9].cost")
    LabelRole,        // translated label
    RowIdRole,        // true for a cell holding the free id of a row designers add (a card):
                      // typed as text, checked by isRowId() and against the other rows
};

// `names` (a model's own role names) with the ruleset roles added, for QML.
inline QHash<int, QByteArray> withRulesetRoleNames(QHash<int, QByteArray> names)
{
    names.insert(KeyRole, "key");
    names.insert(TypeRole, "type");
    names.insert(MinimumRole, "minimum");
    names.insert(MaximumRole, "maximum");
    names.insert(UnitRole, "unit");
    names.insert(ChoicesRole, "choices");
    names.insert(ChoiceLabelsRole, "choiceLabels");
    names.insert(DescriptionRole, "description");
    names.insert(ProblemRole, "problem");
    names.insert(SeverityRole, "severity");
    names.insert(PathRole, "path");
    names.insert(LabelRole, "label");
    names.insert(RowIdRole, "rowId");
    return names;
}

} // namespace isle
