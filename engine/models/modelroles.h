#pragma once

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
};

} // namespace isle
