#pragma once

#include <QJsonValue>
#include <QMetaType>
#include <QString>

namespace isle {

// One accepted change of a RulesetDocument: a parameter's whole value (a table edit
// replaces the whole table) or one metadata field, before and after. Undo stacks keep
// these and hand them back to RulesetDocument::applyEdit().
struct RulesetEdit
{
    QString key;       // the parameter, or empty for metadata
    QString metaField; // "name", "version", "author", "notes" when key is empty
    QJsonValue before;
    QJsonValue after;
    QString text; // what the edit did, translated: "Change Cat cost to 12"
};

} // namespace isle

Q_DECLARE_METATYPE(isle::RulesetEdit)
