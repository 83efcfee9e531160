#pragma once

#include <QString>
#include <QStringView>
#include <cstdint>
#include <optional>

namespace isle::foggy {

// The fifteen Foggy Island characters. The order is part of the action encoding.
enum class Character : std::uint8_t {
    Wolf,
    Rat,
    Rabbit,
    Pig,
    Crow,
    Mole,
    PrairieDog,
    Hippo,
    Chameleon,
    Cat,
    Fox,
    Turtle,
    Frog,
    Mouses,
    Snake,
};
inline constexpr int CharacterCount = 15;

// A character as the index the state's per-kind arrays use.
constexpr int kindOf(Character character)
{
    return static_cast<int>(character);
}

// Whose line a token builds, relative to its owner (rules: "Token colours").
enum class FaceColour : std::uint8_t { Owner, Opponent, White, Chameleon };

// Fixed facts about a character that are code, not ruleset values: its identity,
// a one-letter code for position files, and whether it is a hired mercenary.
struct CharacterInfo
{
    const char *id;   // stable file identifier, e.g. "prairie-dog"
    const char *name; // translatable (context "isle::foggy::Character")
    char code;        // upper case in position files; lower case means face down
    bool mercenary;
};

const CharacterInfo &characterInfo(Character character);
inline const CharacterInfo &characterInfo(int kind) { return characterInfo(static_cast<Character>(kind)); }
QString characterId(int kind);
QString characterName(int kind); // translated
std::optional<Character> characterFromId(QStringView id);
std::optional<Character> characterFromCode(char code);

const char *faceColourId(FaceColour colour);
std::optional<FaceColour> faceColourFromId(QStringView id);

} // namespace isle::foggy
