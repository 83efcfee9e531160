#pragma once

#include <QJsonValue>
#include <QMetaType>
#include <QString>

namespace isle {

// One accepted change of a RulesetDocument: a parameter's whole value (a table edit
// replaces the whole table), one metadata field, or several parameters at once (a
// switch to a profile), before and after. Undo stacks keep these and hand them back to
// RulesetDocument::applyEdit().
struct RulesetEdit
{
    QString key;       // the parameter, or empty for metadata and several parameters
    QString metaField; // "name", "version", "author", "notes" when key is empty
    // With key and metaField both empty, before and after are objects of the changed
    // parameters' keys and values (isMultiple()).
    QJsonValue before;
    QJsonValue after;
    QString text; // what the edit did, translated: "Change Cat cost to 12"

    bool isMultiple() const { return key.isEmpty() && metaField.isEmpty(); }
};

} // namespace isle

Q_DECLARE_METATYPE(isle::RulesetEdit)
