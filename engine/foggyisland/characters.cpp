#include "characters.h"

#include <QCoreApplication>
#include <array>

namespace isle::foggy {

namespace {
constexpr std::array<CharacterInfo, CharacterCount> Characters{{
    {"wolf", QT_TRANSLATE_NOOP("isle::foggy::Character", "Wolf"), 'W', false},
    {"rat", QT_TRANSLATE_NOOP("isle::foggy::Character", "Rat"), 'R', false},
    {"rabbit", QT_TRANSLATE_NOOP("isle::foggy::Character", "Rabbit"), 'B', false},
    {"pig", QT_TRANSLATE_NOOP("isle::foggy::Character", "Pig"), 'P', false},
    {"crow", QT_TRANSLATE_NOOP("isle::foggy::Character", "Crow"), 'K', true},
    {"mole", QT_TRANSLATE_NOOP("isle::foggy::Character", "Mole"), 'M', true},
    {"prairie-dog", QT_TRANSLATE_NOOP("isle::foggy::Character", "Prairie Dog"), 'D', true},
    {"hippo", QT_TRANSLATE_NOOP("isle::foggy::Character", "Hippo"), 'H', true},
    {"chameleon", QT_TRANSLATE_NOOP("isle::foggy::Character", "Chameleon"), 'N', true},
    {"cat", QT_TRANSLATE_NOOP("isle::foggy::Character", "Cat"), 'C', true},
    {"fox", QT_TRANSLATE_NOOP("isle::foggy::Character", "Fox"), 'F', true},
    {"turtle", QT_TRANSLATE_NOOP("isle::foggy::Character", "Turtle"), 'T', true},
    {"frog", QT_TRANSLATE_NOOP("isle::foggy::Character", "Frog"), 'G', true},
    {"mouses", QT_TRANSLATE_NOOP("isle::foggy::Character", "Mouses"), 'O', true},
    {"snake", QT_TRANSLATE_NOOP("isle::foggy::Character", "Snake"), 'S', true},
}};

constexpr std::array<const char *, 4> FaceColourIds{"owner", "opponent", "white", "chameleon"};
} // namespace

const CharacterInfo &characterInfo(Character character)
{
    return Characters[static_cast<std::size_t>(character)];
}

QString characterId(int kind)
{
    if (kind < 0 || kind >= CharacterCount)
        return QStringLiteral("unknown-%1").arg(kind);
    return QString::fromLatin1(characterInfo(kind).id);
}

QString characterName(int kind)
{
    if (kind < 0 || kind >= CharacterCount)
        return QCoreApplication::translate("isle::foggy::Character", "unknown character %1").arg(kind);
    return QCoreApplication::translate("isle::foggy::Character", characterInfo(kind).name);
}

std::optional<Character> characterFromId(QStringView id)
{
    for (int kind = 0; kind < CharacterCount; ++kind)
        if (id == QLatin1StringView(Characters[kind].id))
            return static_cast<Character>(kind);
    return std::nullopt;
}

std::optional<Character> characterFromCode(char code)
{
    for (int kind = 0; kind < CharacterCount; ++kind)
        if (Characters[kind].code == code)
            return static_cast<Character>(kind);
    return std::nullopt;
}

const char *faceColourId(FaceColour colour)
{
    return FaceColourIds[static_cast<std::size_t>(colour)];
}

std::optional<FaceColour> faceColourFromId(QStringView id)
{
    for (std::size_t i = 0; i < FaceColourIds.size(); ++i)
        if (id == QLatin1StringView(FaceColourIds[i]))
            return static_cast<FaceColour>(i);
    return std::nullopt;
}

} // namespace isle::foggy
