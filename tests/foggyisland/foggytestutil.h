#pragma once

// Shared helpers of the Foggy Island rule suites: ruleset edits, hand-built boards,
// games and invariant checks. Header-only, so each suite stays one executable.
#include "foggyisland/characters.h"
#include "foggyisland/foggyevents.h"
#include "foggyisland/foggygame.h"
#include "foggyisland/foggymodule.h"
#include "foggyisland/foggyrules.h"
#include "foggyisland/foggystate.h"

#include "core/event.h"
#include "core/problem.h"
#include "core/ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QRect>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <memory>
#include <utility>
#include <vector>

namespace FoggyTest {

using isle::Action;
using isle::Ruleset;
using namespace isle::foggy;

inline Ruleset defaults()
{
    return FoggyModule::instance().defaultRuleset();
}

inline int kindFromId(const QString &id)
{
    const auto character = characterFromId(id);
    return character ? static_cast<int>(*character) : -1;
}

// Sets one column of one row of the characters table (e.g. "pig", "multiplier", 3).
inline void setCharacter(Ruleset &ruleset, const QString &id, const QString &key, const QJsonValue &value)
{
    QJsonArray rows = ruleset.table(QStringLiteral("characters"));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        QJsonObject row = rows.at(i).toObject();
        if (row.value(QStringLiteral("id")).toString() == id) {
            row.insert(key, value);
            rows.replace(i, row);
        }
    }
    ruleset.setValue(QStringLiteral("characters"), rows);
}

// Each player's starting set of basic tokens.
inline void setBasicCounts(Ruleset &ruleset, int wolves, int rats, int rabbits, int pigs)
{
    setCharacter(ruleset, QStringLiteral("wolf"), QStringLiteral("basicCount"), wolves);
    setCharacter(ruleset, QStringLiteral("rat"), QStringLiteral("basicCount"), rats);
    setCharacter(ruleset, QStringLiteral("rabbit"), QStringLiteral("basicCount"), rabbits);
    setCharacter(ruleset, QStringLiteral("pig"), QStringLiteral("basicCount"), pigs);
}

inline void setScoringTable(Ruleset &ruleset, const QList<std::pair<int, int>> &table)
{
    QJsonArray rows;
    for (const auto &[length, points] : table)
        rows.append(QJsonObject{{QStringLiteral("length"), length}, {QStringLiteral("points"), points}});
    ruleset.setValue(QStringLiteral("scoringTable"), rows);
}

inline void setWeatherDeck(Ruleset &ruleset, int sunny, int cloudy, int foggy)
{
    ruleset.setValue(QStringLiteral("weatherDeck"),
                     QJsonArray{QJsonObject{{QStringLiteral("weather"), QStringLiteral("sunny")}, {QStringLiteral("count"), sunny}},
                                QJsonObject{{QStringLiteral("weather"), QStringLiteral("cloudy")}, {QStringLiteral("count"), cloudy}},
                                QJsonObject{{QStringLiteral("weather"), QStringLiteral("foggy")}, {QStringLiteral("count"), foggy}}});
}

inline void setFogRegions(Ruleset &ruleset, const QList<QRect> &regions)
{
    QJsonArray rows;
    for (const QRect &r : regions)
        rows.append(QJsonObject{{QStringLiteral("x"), r.x()},
                                {QStringLiteral("y"), r.y()},
                                {QStringLiteral("width"), r.width()},
                                {QStringLiteral("height"), r.height()}});
    ruleset.setValue(QStringLiteral("fogRegions"), rows);
}

// A board of width × height without fog regions (they would reach off a smaller board).
inline void setBoard(Ruleset &ruleset, int width, int height)
{
    ruleset.setValue(QStringLiteral("boardWidth"), width);
    ruleset.setValue(QStringLiteral("boardHeight"), height);
    setFogRegions(ruleset, {});
}

inline std::shared_ptr<const FoggyRules> compileRules(const Ruleset &ruleset, QString *errors = nullptr)
{
    isle::Problems problems;
    auto rules = FoggyRules::compile(ruleset, problems);
    if (errors)
        *errors = problems.summary();
    return rules;
}

inline std::unique_ptr<FoggyGame> newGame(const Ruleset &ruleset, const QString &variant, std::uint64_t seed,
                                          QString *errors = nullptr)
{
    isle::Problems problems;
    auto game = FoggyModule::instance().newGame(ruleset, variant, seed, problems);
    if (errors)
        *errors = problems.summary();
    return std::unique_ptr<FoggyGame>(static_cast<FoggyGame *>(game.release()));
}

inline std::unique_ptr<FoggyGame> asFoggy(std::unique_ptr<isle::Game> game)
{
    return std::unique_ptr<FoggyGame>(static_cast<FoggyGame *>(game.release()));
}

// The side whose line a token of `kind` owned by `owner` builds, as the rules' colour
// table says (chameleons start in the owner's colour).
inline std::uint8_t expectedSide(const FoggyRules &rules, int kind, int owner)
{
    switch (rules.characters[kind].colour) {
    case FaceColour::Owner:
    case FaceColour::Chameleon:
        return static_cast<std::uint8_t>(owner);
    case FaceColour::Opponent:
        return static_cast<std::uint8_t>(1 - owner);
    case FaceColour::White:
        return SideWhite;
    }
    return SideWhite;
}

// A board from rows such as "W1 W1 . r2": a character code (lower case = face down)
// and the owner seat 1 or 2, or "." for a free tile. Missing rows are free.
// Returns false (with the reason) for a malformed row.
inline bool boardFromRows(const FoggyRules &rules, const QStringList &rows, std::array<Token, MaxCells> &cells,
                          QString *error = nullptr)
{
    cells.fill(Token{});
    static const QRegularExpression separator(QStringLiteral("\\s+"));
    if (rows.size() > rules.height) {
        if (error)
            *error = QStringLiteral("%1 rows on a board %2 high").arg(rows.size()).arg(rules.height);
        return false;
    }
    for (int y = 0; y < rows.size(); ++y) {
        const QStringList tiles = rows.at(y).split(separator, Qt::SkipEmptyParts);
        if (tiles.size() != rules.width) {
            if (error)
                *error = QStringLiteral("row %1 has %2 tiles, expected %3").arg(y + 1).arg(tiles.size()).arg(rules.width);
            return false;
        }
        for (int x = 0; x < rules.width; ++x) {
            const QString &code = tiles.at(x);
            if (code == QLatin1StringView("."))
                continue;
            const auto character = code.size() == 2 ? characterFromCode(code.at(0).toUpper().toLatin1()) : std::nullopt;
            const int owner = code.size() == 2 ? code.at(1).digitValue() - 1 : -1;
            if (!character || owner < 0 || owner > 1) {
                if (error)
                    *error = QStringLiteral("tile \"%1\" in row %2 is not a token").arg(code).arg(y + 1);
                return false;
            }
            Token &token = cells[FoggyRules::cellAt(x, y)];
            token.kind = static_cast<std::uint8_t>(*character);
            token.owner = static_cast<std::uint8_t>(owner);
            token.side = expectedSide(rules, token.kind, owner);
            token.flags = code.at(0).isLower() ? Token::FaceDown : 0;
        }
    }
    return true;
}

inline int cellOf(const char *name)
{
    return cellFromName(QString::fromLatin1(name));
}

inline Action place(Character character, const char *name, bool faceDown = false)
{
    return FoggyGame::placeAction(kindOf(character), cellOf(name), faceDown);
}

// Board + hands + piles == owned, per seat and character, and the cached counts agree.
// Without coins every seat owns the ruleset's starting set; with coins each side's set
// (a player's, or a team's two halves) keeps its size, with at most the hireable number
// of each mercenary, and no purse is ever negative.
inline QString conservationError(const FoggyGame &game)
{
    const FoggyState &s = game.state();
    const FoggyRules &rules = game.rules();
    const int seats = game.seatCount();
    std::array<KindCounts, MaxFoggySeats> onBoard{};
    int freeTiles = 0;
    for (int c = 0; c < MaxCells; ++c) {
        const Token &token = s.cells[c];
        if (!rules.isOnBoard(c)) {
            if (!token.isEmpty())
                return QStringLiteral("a token lies off the board on cell %1").arg(c);
            continue;
        }
        if (token.isEmpty()) {
            ++freeTiles;
            continue;
        }
        if (token.flags & Token::HippoSecond)
            continue; // a Hippo across two tiles is one token
        if (token.owner >= seats)
            return QStringLiteral("%1 has owner %2").arg(cellName(c)).arg(token.owner);
        ++onBoard[token.owner][token.kind];
    }
    if (freeTiles != s.freeCount)
        return QStringLiteral("freeCount %1, but %2 tiles are free").arg(s.freeCount).arg(freeTiles);
    for (int seat = 0; seat < seats; ++seat) {
        int handTotal = 0;
        int pileTotal = 0;
        for (int kind = 0; kind < CharacterCount; ++kind) {
            const int sum = onBoard[seat][kind] + s.hand[seat][kind] + s.pile[seat][kind];
            if (sum != s.owned[seat][kind])
                return QStringLiteral("seat %1, %2: board %3 + hand %4 + pile %5 != owned %6")
                    .arg(seat + 1)
                    .arg(characterId(kind))
                    .arg(onBoard[seat][kind])
                    .arg(s.hand[seat][kind])
                    .arg(s.pile[seat][kind])
                    .arg(s.owned[seat][kind]);
            if (!game.usesCoins() && s.owned[seat][kind] != rules.characters[kind].basicCount)
                return QStringLiteral("seat %1 owns %2 %3, the ruleset gives %4")
                    .arg(seat + 1)
                    .arg(s.owned[seat][kind])
                    .arg(characterId(kind))
                    .arg(rules.characters[kind].basicCount);
            handTotal += s.hand[seat][kind];
            pileTotal += s.pile[seat][kind];
        }
        if (handTotal != s.handCount[seat] || pileTotal != s.pileCount[seat])
            return QStringLiteral("seat %1: handCount %2 (sum %3), pileCount %4 (sum %5)")
                .arg(seat + 1)
                .arg(s.handCount[seat])
                .arg(handTotal)
                .arg(s.pileCount[seat])
                .arg(pileTotal);
        if (handTotal > rules.handSize)
            return QStringLiteral("seat %1 holds %2 tokens, the hand size is %3").arg(seat + 1).arg(handTotal).arg(rules.handSize);
    }
    if (!game.usesCoins())
        return {};
    for (int seat = 0; seat < seats; ++seat) {
        const int mate = game.teammate(seat);
        if (mate < seat)
            continue; // counted with its teammate
        int total = 0;
        for (int kind = 0; kind < CharacterCount; ++kind) {
            const int count = s.owned[seat][kind] + (mate != seat ? s.owned[mate][kind] : 0);
            total += count;
            const int most = characterInfo(kind).mercenary ? rules.characters[kind].hireCount : rules.characters[kind].basicCount;
            if (count > most)
                return QStringLiteral("side of seat %1 owns %2 %3, at most %4").arg(seat + 1).arg(count).arg(characterId(kind)).arg(most);
        }
        if (total != rules.startingTokens())
            return QStringLiteral("side of seat %1 owns %2 tokens, not %3").arg(seat + 1).arg(total).arg(rules.startingTokens());
    }
    for (int side = 0; side < SideCount; ++side)
        if (s.coins[side] < 0 || s.hiredCost[side] < 0)
            return QStringLiteral("side %1 has %2 coins, hires cost %3").arg(side + 1).arg(s.coins[side]).arg(s.hiredCost[side]);
    return {};
}

// Collects every event a game emits, for tests that follow what happened.
class EventLog final : public isle::EventSink
{
public:
    void onEvent(const isle::GameEvent &event) override { events.push_back(event); }

    int count(FoggyEvent type) const
    {
        int n = 0;
        for (const isle::GameEvent &event : events)
            n += event.type == static_cast<std::uint16_t>(type) ? 1 : 0;
        return n;
    }
    const isle::GameEvent *last(FoggyEvent type) const
    {
        for (auto it = events.rbegin(); it != events.rend(); ++it)
            if (it->type == static_cast<std::uint16_t>(type))
                return &*it;
        return nullptr;
    }

    std::vector<isle::GameEvent> events;
};

} // namespace FoggyTest
