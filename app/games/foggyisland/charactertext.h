#pragma once

#include <QString>
#include <QStringList>

namespace isle::app::foggyisland {

// The translated name of a character id ("prairie-dog" → "Prairie Dog"); empty for "".
QString characterDisplayName(const QString &id);
// Every character id in the engine's order, so hands list tokens the same way each time.
QStringList characterIds();

} // namespace isle::app::foggyisland
