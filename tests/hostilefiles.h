#pragma once

// Files written to harm, shared by the suites that read them (core loaders, the CLI).
#include <QByteArray>

namespace isle::test {

// `compactRuleset` (a ruleset as compact JSON) with `keys` misspelt parameters added.
// Written as text: inserting into a QJsonObject one key at a time is quadratic.
inline QByteArray withUnknownParams(QByteArray compactRuleset, int keys)
{
    const QByteArray params("\"params\":{");
    QByteArray unknown;
    for (int i = 0; i < keys; ++i)
        unknown.append("\"unknownKey").append(QByteArray::number(i)).append("\":1,");
    compactRuleset.insert(compactRuleset.indexOf(params) + params.size(), unknown);
    return compactRuleset;
}

} // namespace isle::test
