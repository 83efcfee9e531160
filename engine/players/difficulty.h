#pragma once

#include <QString>

#include <memory>
#include <optional>
#include <span>

namespace isle {

class Player;

// The levels a person picks from, each a fixed player and budget (docs/ai.md).
enum class Difficulty { Easy, Medium, Hard, Expert };

struct DifficultyPreset
{
    Difficulty level;
    const char *id;    // "easy", …: the player name for createPlayer() and records
    const char *label; // untranslated; see difficultyLabel()
    qint64 iterations; // ISMCTS iterations per move
    int turnPlans;     // plans scored per decision in a game of many decisions a turn; 0 = none
    int turnSamples;   // ... each on this many determinizations
    int turnReplies;   // ... the best this many scored again after the rivals' reply; 0 = none
};

std::span<const DifficultyPreset> difficultyPresets();
const DifficultyPreset &difficultyPreset(Difficulty level);
std::optional<Difficulty> difficultyFromId(const QString &id);
// The level's name for people, translated.
QString difficultyLabel(Difficulty level);

// The level's player; a nonzero `iterations` replaces its budget (player name "hard:4000"),
// everything else the level knows staying the same, so that a designer can ask how much a
// level gains from more search in their game.
std::unique_ptr<Player> createDifficultyPlayer(Difficulty level, qint64 iterations = 0);

} // namespace isle
