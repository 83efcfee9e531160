#include "charactertext.h"

#include "foggyisland/characters.h"

namespace isle::app::foggyisland {

QString characterDisplayName(const QString &id)
{
    const auto character = isle::foggy::characterFromId(id);
    return character ? isle::foggy::characterName(static_cast<int>(*character)) : QString();
}

QStringList characterIds()
{
    QStringList ids;
    for (int kind = 0; kind < isle::foggy::CharacterCount; ++kind)
        ids.append(isle::foggy::characterId(kind));
    return ids;
}

} // namespace isle::app::foggyisland
