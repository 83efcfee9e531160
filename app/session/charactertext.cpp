#include "charactertext.h"

#include "foggyisland/characters.h"

namespace isle::app {

QString characterDisplayName(const QString &id)
{
    const auto character = foggy::characterFromId(id);
    return character ? foggy::characterName(static_cast<int>(*character)) : QString();
}

QStringList characterIds()
{
    QStringList ids;
    for (int kind = 0; kind < foggy::CharacterCount; ++kind)
        ids.append(foggy::characterId(kind));
    return ids;
}

} // namespace isle::app
