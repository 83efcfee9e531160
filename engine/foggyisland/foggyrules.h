#pragma once

#include "cellset.h"
#include "characters.h"

#include "core/problem.h"
#include "core/ruleset.h"

#include <array>
#include <memory>

namespace isle::foggy {

inline constexpr int MaxFogRegions = 16;
inline constexpr int MaxRounds = 16;
inline constexpr int MaxWeatherCards = 64;
inline constexpr int SideCount = 2;
// Foggy Island seats two, or four in the team game. Its state is sized by this, not by
// the core's MaxSeats, so games with more seats cost Foggy's playouts nothing.
inline constexpr int MaxFoggySeats = 4;
// Tokens one player owns, board, hand and pile together: the largest starting set (the
// sum of every basicCount). Piles are fixed arrays of this size in the state.
inline constexpr int MaxSeatTokens = 64;

enum class Weather : std::uint8_t { Sunny, Cloudy, Foggy };
inline constexpr int WeatherKindCount = 3;
const char *weatherId(Weather weather);
QString weatherName(Weather weather); // translated

// The quick and team games keep one weather all game (quickWeather, teamWeather): a
// Weather, or one of these.
inline constexpr int GameWeatherDrawn = -1;  // drawn once, like a round's weather
inline constexpr int GameWeatherChosen = -2; // chosen by the first round's second player at the start of the game

enum class FogLifter : std::uint8_t { NextPlayer, LastPlacer };
enum class OpeningHand : std::uint8_t { Choose, Random };

struct FogRegion
{
    int x = 0;
    int y = 0;
    int width = 0;
    int height = 0;
    CellSet cells;
};

// One straight line of tiles across the board in one of the four directions; scoring
// walks these instead of testing every tile for the start of a run.
struct BoardLine
{
    std::int16_t start = 0;
    std::int8_t step = 1;
    std::int8_t length = 0;
    std::int8_t direction = 0;
};
inline constexpr int MaxBoardLines = 6 * MaxBoardSide;

struct CharacterRules
{
    int basicCount = 0; // in each player's starting set
    int hireCount = 0;  // available to hire, per player
    FaceColour colour = FaceColour::Owner;
    int multiplier = 1;
    bool halvesLine = false;
    int cost = 0;
    int replaces = -1; // basic character exchanged when hired, -1 for none
};

// A Foggy Island ruleset compiled into plain values for the hot path. Built once per
// ruleset by compile(), which also checks everything that ties parameters together.
struct FoggyRules
{
    int width = 6;
    int height = 6;
    int cellCount = 36;
    std::array<FogRegion, MaxFogRegions> fogRegions{};
    int fogRegionCount = 0;

    // linePoints[length] for every length up to MaxBoardSide; 0 below the minimum.
    std::array<int, MaxBoardSide + 1> linePoints{};
    int minLineLength = 3;
    bool crowHalvingStacks = false;

    std::array<CharacterRules, CharacterCount> characters{};
    // The same facts packed for the hot path.
    std::array<std::uint8_t, CharacterCount> kindMultiplier{};
    std::array<std::uint8_t, CharacterCount> kindHalves{};
    std::uint16_t mercenaryMask = 0; // bit k: character k may be placed face up in Foggy weather
    // Side whose line a token of `kind` placed by `seat` builds (before any Chameleon change).
    std::array<std::array<std::uint8_t, CharacterCount>, 4> placedSide{};
    std::array<BoardLine, MaxBoardLines> lines{};
    int lineCount = 0;
    int handSize = 5;
    OpeningHand openingHand = OpeningHand::Choose;
    int basicRounds = 2;
    int weatherRounds = 2;
    int mercenaryRounds = 4;
    int maxExtraRounds = 3;
    int quickRounds = 2;
    int quickCoins = 80;
    int quickWeather = GameWeatherChosen; // a Weather, GameWeatherDrawn or GameWeatherChosen
    int teamRounds = 4;
    int teamWeather = 0; // a Weather or GameWeatherDrawn; the rulebook allows Sunny only

    std::array<int, WeatherKindCount> weatherDeck{};
    FogLifter fogLifter = FogLifter::NextPlayer;
    bool ownerSeesFaceDown = false; // the printed rulebook: players may not check face-down characters
    bool keptWeatherReturns = true;

    CellSet boardCells; // every tile of the width × height board
    // The open-tile list of the empty board without fog (every tile, in order) and each
    // tile's place in it, so a round opens its board with copies (FoggyGame::openEmptyBoard).
    std::array<std::uint8_t, MaxCells> emptyBoardList{};
    std::array<std::uint8_t, MaxCells> emptyBoardIndex{};

    // Tiles are numbered with a fixed row stride of MaxBoardSide, so a tile keeps its
    // number (and a record its meaning) when the board's size is edited.
    static int cellAt(int x, int y) { return y * MaxBoardSide + x; }
    static int cellX(int cell) { return cell % MaxBoardSide; }
    static int cellY(int cell) { return cell / MaxBoardSide; }
    bool isOnBoard(int cell) const { return cell >= 0 && cell < MaxCells && cellX(cell) < width && cellY(cell) < height; }
    int startingTokens() const;

    static std::shared_ptr<const FoggyRules> compile(const Ruleset &ruleset, Problems &problems);
};

// "C4": column letter, then row number counted from the top; both from 1.
QString cellName(int cell);
// -1 when not exactly an upper-case column letter and a row number (no leading zero)
// of a tile within width × height.
int cellFromName(QStringView name, int width = MaxBoardSide, int height = MaxBoardSide);

} // namespace isle::foggy
