// The course of a Foggy Island game: rounds, opening hands, weather, fog, placing,
// drawing and scoring (rules: "Basic game", "Game with weather cards").
#include "foggyevents.h"
#include "foggygame.h"
#include "scoring.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace isle::foggy {

namespace {
GameEvent event(FoggyEvent type, int seat, int a = 0, int b = 0, int c = 0, int d = 0)
{
    GameEvent result = foggyEvent(type);
    result.seat = static_cast<std::int8_t>(seat);
    result.a = a;
    result.b = b;
    result.c = c;
    result.d = d;
    return result;
}

GameEvent privateEvent(FoggyEvent type, int seat, int a = 0, int b = 0)
{
    GameEvent result = event(type, seat, a, b);
    result.privateTo = static_cast<std::int8_t>(seat);
    return result;
}

} // namespace

void FoggyGame::startGame()
{
    FoggyState &s = m_state;
    s.roundStarter = 0;
    s.round = 0;
    s.deckHead = 0;
    s.deckSize = 0;
    if (usesWeather()) {
        for (int kind = 0; kind < WeatherKindCount; ++kind)
            for (int i = 0; i < m_rules->weatherDeck[kind]; ++i)
                s.deck[s.deckSize++] = static_cast<std::uint8_t>(kind);
        s.rng.shuffle(std::span<std::uint8_t>(s.deck.data(), s.deckSize));
    }
    // In the team game a team shares one player's set; it is split between teammates
    // at the start of each round (splitTeamSets).
    const int sets = isTeamGame() ? SideCount : seatCount();
    for (int seat = 0; seat < sets; ++seat)
        for (int kind = 0; kind < CharacterCount; ++kind)
            s.owned[seat][kind] = static_cast<std::uint8_t>(m_rules->characters[kind].basicCount);
    s.gameWeather = -1;
    if (m_variant == Variant::Quick) {
        // The quick game: everyone hires with the same purse before the first round, once
        // the game's weather is known when it is chosen.
        s.coins = {m_rules->quickCoins, m_rules->quickCoins};
        clearBoardAndFormPiles();
        if (fixedGameWeather() == GameWeatherChosen)
            chooseGameWeather();
        else
            startHiring();
        return;
    }
    beginRound();
}

void FoggyGame::chooseGameWeather()
{
    // Rules: "players should choose one weather for the entire game". The first round's
    // second player chooses, as the second player chooses a round's weather card
    // (docs/games/foggyisland.md, "Quick game").
    FoggyState &s = m_state;
    s.phase = Phase::ChooseGameWeather;
    s.seat = static_cast<std::int8_t>((s.roundStarter + 1) % seatCount());
}

void FoggyGame::clearBoardAndFormPiles()
{
    FoggyState &s = m_state;
    // Tiles off the board are never written: once a reset state's zeroed bytes (which
    // are no empty tile) have been cleared, only the board's rows need it. The last tile
    // is off the board unless the board is 16 × 16, whose rows are every tile.
    // (Two fills of fixed lengths: one of a length that changes from call to call ends
    // in a jump mispredicted.)
    const Token empty;
    if (!s.cells[MaxCells - 1].isEmpty())
        s.cells.fill(empty);
    else
        std::fill_n(s.cells.begin(), m_rules->height * MaxBoardSide, empty);
    s.coveredFog = 0;
    s.weather = Weather::Sunny;
    s.weatherCardActive = false;
    s.drawnCount = 0;
    s.lastPlacer = -1;
    s.placementsLeft = 0;
    s.nextTurnBonus = {}; // a Turtle's bonus for the opponent ends with the round
    s.turnStarting = false;
    s.frogsOnBoard = {};
    s.frogCells.clear();
    for (auto &tiles : s.hippo)
        tiles = {-1, -1};
    s.freeCount = static_cast<std::int16_t>(m_rules->cellCount);
    s.freeOpen.clear(); // opened by setWeather, once hands are picked
    s.openCount = 0;
    for (int seat = 0; seat < seatCount(); ++seat) {
        s.hand[seat] = {};
        s.handCount[seat] = 0;
        s.handMask[seat] = 0;
        s.pile[seat] = s.owned[seat];
        // A set that has not changed since a seat's last round (no hires) forms the same
        // list: it is copied from the last one formed instead of being written out again.
        FormedPile &formed = m_formedPiles[seat];
        if (!formed.valid || formed.owned != s.owned[seat]) {
            formed.owned = s.owned[seat];
            formPileList(formed.owned, formed.list, formed.count, formed.mask);
            formed.valid = true;
        }
        s.pileList[seat] = formed.list;
        s.pileCount[seat] = formed.count;
        s.pileMask[seat] = formed.mask;
    }
}

void FoggyGame::formPileList(const KindCounts &owned, std::array<std::uint8_t, MaxSeatTokens> &list,
                             std::uint8_t &count, std::uint16_t &mask)
{
    // Each character's run written sixteen places at a time into a buffer with room to
    // spare, then the list's first places copied from it: the places past the list's end
    // keep what they held, as a token-by-token loop would leave them.
    constexpr int Step = 16;
    std::array<std::uint8_t, MaxSeatTokens + Step> runs;
    int total = 0;
    unsigned present = 0;
    for (int kind = 0; kind < CharacterCount; ++kind) {
        const int run = std::min<int>(owned[kind], MaxSeatTokens - total);
        std::array<std::uint8_t, Step> same;
        same.fill(static_cast<std::uint8_t>(kind));
        for (int i = 0; i < run; i += Step)
            std::memcpy(runs.data() + total + i, same.data(), Step);
        total += run;
        present |= static_cast<unsigned>(owned[kind] > 0) << kind;
    }
    std::memcpy(list.data(), runs.data(), static_cast<std::size_t>(total));
    count = static_cast<std::uint8_t>(total);
    mask = static_cast<std::uint16_t>(present);
}

void FoggyGame::beginRound(bool pilesFormed)
{
    FoggyState &s = m_state;
    if (isTeamGame()) {
        splitTeamSets();
        pilesFormed = false;
    }
    if (!pilesFormed)
        clearBoardAndFormPiles();
    emitEvent(event(FoggyEvent::RoundStarted, s.roundStarter, s.round + 1));

    if (m_rules->openingHand == OpeningHand::Random) {
        for (int i = 0; i < seatCount(); ++i)
            dealRandomHand((s.roundStarter + i) % seatCount());
        finishPicking();
        return;
    }
    // Seats pick in turn order from the round's starter; a seat with nothing to pick is skipped.
    for (int i = 0; i < seatCount(); ++i) {
        const int seat = (s.roundStarter + i) % seatCount();
        const int picks = std::min<int>(m_rules->handSize, s.pileCount[seat]);
        if (picks > 0) {
            s.phase = Phase::PickHand;
            s.seat = static_cast<std::int8_t>(seat);
            s.picksLeft = static_cast<std::int8_t>(picks);
            return;
        }
    }
    finishPicking();
}

void FoggyGame::dealRandomHand(int seat)
{
    const int picks = std::min<int>(m_rules->handSize, m_state.pileCount[seat]);
    for (int i = 0; i < picks; ++i)
        drawFromPile(seat);
    emitEvent(event(FoggyEvent::HandDealt, seat, picks));
}

void FoggyGame::finishPicking()
{
    startWeather();
}

void FoggyGame::startWeather()
{
    FoggyState &s = m_state;
    if (hasGameWeather() && (s.gameWeather >= 0 || fixedGameWeather() >= 0)) {
        // One weather for the whole quick or team game.
        if (s.gameWeather < 0)
            s.gameWeather = static_cast<std::int8_t>(fixedGameWeather());
        setWeather(static_cast<Weather>(s.gameWeather));
        beginPlacing();
        return;
    }
    if (!usesWeather() || s.deckSize == 0) {
        if (hasGameWeather())
            s.gameWeather = static_cast<std::int8_t>(Weather::Sunny);
        setWeather(Weather::Sunny);
        beginPlacing();
        return;
    }
    s.drawnCount = 0;
    while (s.drawnCount < 2 && s.deckSize > 0) {
        s.drawnWeather[s.drawnCount++] = s.deck[s.deckHead];
        s.deckHead = static_cast<std::uint8_t>((s.deckHead + 1) % MaxWeatherCards);
        --s.deckSize;
    }
    if (s.drawnCount == 1) {
        s.weatherCardActive = true;
        if (hasGameWeather())
            s.gameWeather = static_cast<std::int8_t>(s.drawnWeather[0]);
        setWeather(static_cast<Weather>(s.drawnWeather[0]));
        beginPlacing();
        return;
    }
    // The round's second player draws two, keeps one and puts the other at the bottom.
    s.phase = Phase::ChooseWeather;
    s.seat = static_cast<std::int8_t>((s.roundStarter + 1) % seatCount());
    GameEvent drawn = privateEvent(FoggyEvent::WeatherDrawn, s.seat, s.drawnWeather[0], s.drawnWeather[1]);
    emitEvent(drawn);
}

void FoggyGame::setWeather(Weather weather)
{
    FoggyState &s = m_state;
    s.weather = weather;
    s.coveredFog = 0;
    if (weather != Weather::Sunny && m_rules->fogRegionCount > 0) {
        const auto open = static_cast<int>(s.rng.below(static_cast<std::uint32_t>(m_rules->fogRegionCount)));
        s.coveredFog = static_cast<std::uint16_t>(((1U << m_rules->fogRegionCount) - 1U) & ~(1U << open));
    }
    openEmptyBoard(); // the weather is set before the round's first placement
    emitEvent(event(FoggyEvent::WeatherSet, -1, static_cast<int>(weather), s.coveredFog));
}

void FoggyGame::recomputeFreeTiles()
{
    FoggyState &s = m_state;
    CellSet covered;
    for (int region = 0; region < m_rules->fogRegionCount; ++region)
        if (s.coveredFog & (1U << region))
            covered |= m_rules->fogRegions[region].cells;
    CellSet free = m_rules->boardCells;
    m_rules->boardCells.forEach([&](int cell) {
        if (!s.cells[cell].isEmpty())
            free.reset(cell);
    });
    s.freeCount = static_cast<std::int16_t>(free.count());
    free &= ~covered;
    s.freeOpen = free;
    rebuildOpenList();
    recountHandsAndPiles();
}

void FoggyGame::recountHandsAndPiles()
{
    FoggyState &s = m_state;
    s.frogsOnBoard = {};
    s.frogCells.clear();
    m_rules->boardCells.forEach([&s](int cell) {
        const Token &token = s.cells[cell];
        if (token.kind == static_cast<int>(Character::Frog) && !token.isFaceDown()) {
            ++s.frogsOnBoard[token.owner];
            s.frogCells.set(cell);
        }
    });
    recountHandsAndPileLists();
}

void FoggyGame::recountHandsAndPileLists()
{
    FoggyState &s = m_state;
    for (int seat = 0; seat < MaxFoggySeats; ++seat) {
        s.handMask[seat] = 0;
        s.handCount[seat] = 0;
        s.pileMask[seat] = 0;
        s.pileCount[seat] = 0;
        for (int kind = 0; kind < CharacterCount; ++kind) {
            s.handCount[seat] = static_cast<std::uint8_t>(s.handCount[seat] + s.hand[seat][kind]);
            for (int i = 0; i < s.pile[seat][kind] && s.pileCount[seat] < MaxSeatTokens; ++i)
                s.pileList[seat][s.pileCount[seat]++] = static_cast<std::uint8_t>(kind);
            if (s.hand[seat][kind] > 0)
                s.handMask[seat] = static_cast<std::uint16_t>(s.handMask[seat] | (1U << kind));
            if (s.pile[seat][kind] > 0)
                s.pileMask[seat] = static_cast<std::uint16_t>(s.pileMask[seat] | (1U << kind));
        }
    }
}

void FoggyGame::openEmptyBoard()
{
    FoggyState &s = m_state;
    if (s.coveredFog == 0) {
        // What rebuildOpenList would write, copied: every tile in order, and each board
        // tile's place. Both arrays are copied whole, in a few fixed-size moves: the
        // entries past the board's tiles are zero in the rules' lists and are never
        // written in a state, which zeroes them when the game is reset.
        s.freeOpen = m_rules->boardCells;
        s.freeCount = static_cast<std::int16_t>(m_rules->cellCount);
        s.openCount = static_cast<std::int16_t>(m_rules->cellCount);
        s.openList = m_rules->emptyBoardList;
        s.openIndex = m_rules->emptyBoardIndex;
        return;
    }
    CellSet open = m_rules->boardCells;
    for (int region = 0; region < m_rules->fogRegionCount; ++region)
        if (s.coveredFog & (1U << region))
            open &= ~m_rules->fogRegions[region].cells;
    s.freeOpen = open;
    s.freeCount = static_cast<std::int16_t>(m_rules->cellCount);
    rebuildOpenList();
}

void FoggyGame::rebuildOpenList()
{
    FoggyState &s = m_state;
    s.openCount = 0;
    s.freeOpen.forEach([&s](int cell) {
        s.openIndex[cell] = static_cast<std::uint8_t>(s.openCount);
        s.openList[s.openCount++] = static_cast<std::uint8_t>(cell);
    });
}

void FoggyGame::beginPlacing()
{
    FoggyState &s = m_state;
    s.phase = Phase::Place;
    int first = s.roundStarter;
    if (!canPlace(first))
        first = nextSeatWithTokens(first);
    if (first < 0 || s.freeCount == 0) {
        endRound();
        return;
    }
    beginTurn(first);
    if (s.freeOpen.isEmpty())
        requestFogLift(first, first);
    else
        startTurnDecisions(first);
}

int FoggyGame::nextSeatWithTokens(int after) const
{
    for (int i = 1; i <= seatCount(); ++i) {
        const int seat = (after + i) % seatCount();
        if (canPlace(seat))
            return seat;
    }
    return -1;
}

void FoggyGame::applyPlace(const Action &action)
{
    FoggyState &s = m_state;
    const int seat = s.seat;
    const int kind = action.kind;
    const bool faceDown = action.flags != 0;
    Token &token = s.cells[action.cell];
    token.kind = static_cast<std::uint8_t>(kind);
    token.owner = static_cast<std::uint8_t>(seat);
    token.side = m_rules->placedSide[seat][kind];
    token.flags = faceDown ? Token::FaceDown : 0;
    takeFromHand(s, seat, kind);
    takeOpenTile(action.cell);
    if (action.cell2 >= 0) {
        // A Hippo placed face up lies across two tiles until its owner's next turn.
        Token &second = s.cells[action.cell2];
        second = token;
        second.flags = static_cast<std::uint8_t>(second.flags | Token::HippoSecond);
        takeOpenTile(action.cell2);
        s.hippo[seat] = {action.cell, action.cell2};
    }
    s.lastPlacer = static_cast<std::int8_t>(seat);
    if (eventSink()) { // checked first: building events costs more than the placement
        emitEvent(event(FoggyEvent::TokenPlaced, seat, action.cell, faceDown ? -1 : kind, faceDown ? 1 : 0));
        if (faceDown)
            emitEvent(privateEvent(FoggyEvent::TokenIdentity, seat, action.cell, kind));
    }
    // Only the mercenary game has characters with abilities to check for.
    if (faceDown || !usesCoins() || !recolourAndStartAbility(kind, action.cell, seat))
        afterPlacement(seat);
}

void FoggyGame::takeOpenTile(int cell)
{
    FoggyState &s = m_state;
    s.freeOpen.reset(cell);
    const int index = s.openIndex[cell];
    const std::uint8_t last = s.openList[--s.openCount];
    s.openList[index] = last;
    s.openIndex[last] = static_cast<std::uint8_t>(index);
    --s.freeCount;
}

void FoggyGame::freeOpenTile(int cell)
{
    FoggyState &s = m_state;
    s.cells[cell] = Token{};
    s.freeOpen.set(cell);
    s.openIndex[cell] = static_cast<std::uint8_t>(s.openCount);
    s.openList[s.openCount++] = static_cast<std::uint8_t>(cell);
    ++s.freeCount;
}

void FoggyGame::afterPlacement(int placer)
{
    FoggyState &s = m_state;
    // A Turtle's extra placement comes now, before drawing back up.
    if (--s.placementsLeft > 0 && s.freeCount > 0 && canPlace(placer)) {
        s.phase = Phase::Place;
        s.seat = static_cast<std::int8_t>(placer);
        if (s.freeOpen.isEmpty())
            requestFogLift(placer, placer);
        return;
    }
    endTurn(placer);
}

void FoggyGame::endTurn(int placer)
{
    FoggyState &s = m_state;
    // Draw back up to the hand size: one token after a usual turn, two after a Turtle's.
    while (s.handCount[placer] < m_rules->handSize && s.pileCount[placer] > 0)
        drawToken(placer);
    handOver(placer);
}

void FoggyGame::handOver(int placer)
{
    FoggyState &s = m_state;
    if (s.freeCount == 0) {
        endRound();
        return;
    }
    const int next = nextSeatWithTokens(placer);
    if (next < 0) {
        endRound();
        return;
    }
    if (eventSink())
        for (int seat = (placer + 1) % seatCount(); seat != next; seat = (seat + 1) % seatCount())
            emitEvent(event(FoggyEvent::Passed, seat));
    beginTurn(next);
    if (s.freeOpen.isEmpty())
        requestFogLift(placer, next);
    else
        startTurnDecisions(next);
}

void FoggyGame::requestFogLift(int placer, int next)
{
    FoggyState &s = m_state;
    const int lifter = m_rules->fogLifter == FogLifter::NextPlayer ? next : placer;
    s.pendingSeat = static_cast<std::int8_t>(next);
    if (std::popcount(static_cast<unsigned>(s.coveredFog)) == 1) {
        liftFog(std::countr_zero(static_cast<unsigned>(s.coveredFog)), lifter);
        return;
    }
    s.phase = Phase::LiftFog;
    s.seat = static_cast<std::int8_t>(lifter);
}

void FoggyGame::liftFog(int region, int seat)
{
    FoggyState &s = m_state;
    s.coveredFog = static_cast<std::uint16_t>(s.coveredFog & ~(1U << region));
    m_rules->fogRegions[region].cells.forEach([&s](int cell) {
        s.freeOpen.set(cell);
        s.openIndex[cell] = static_cast<std::uint8_t>(s.openCount);
        s.openList[s.openCount++] = static_cast<std::uint8_t>(cell);
    });
    emitEvent(event(FoggyEvent::FogLifted, seat, region));
    if (s.turnStarting) {
        startTurnDecisions(s.pendingSeat);
    } else if (canPlace(s.pendingSeat)) {
        s.phase = Phase::Place;
        s.seat = s.pendingSeat;
    } else {
        // An extra placement counted on the fog: a lone Hippo in hand may find only
        // single tiles under it, and then the turn ends as if it had no placement left.
        endTurn(s.pendingSeat);
    }
}

int FoggyGame::drawFromPile(int seat)
{
    FoggyState &s = m_state;
    const int kind = takeFromPile(s, seat, static_cast<int>(s.rng.below(s.pileCount[seat])));
    addToHand(s, seat, kind);
    return kind;
}

void FoggyGame::drawToken(int seat)
{
    const int kind = drawFromPile(seat);
    if (eventSink())
        emitEvent(privateEvent(FoggyEvent::TokenDrawn, seat, kind));
}

void FoggyGame::endRound()
{
    FoggyState &s = m_state;
    int revealed = 0;
    if (s.weather == Weather::Foggy) { // the only weather with face-down tokens
        m_rules->boardCells.forEach([&](int cell) {
            if (s.cells[cell].isFaceDown()) {
                s.cells[cell].flags = static_cast<std::uint8_t>(s.cells[cell].flags & ~Token::FaceDown);
                ++revealed;
            }
        });
    }
    if (revealed > 0)
        emitEvent(event(FoggyEvent::TokensRevealed, -1, revealed));

    if (m_tally.lines)
        tallyScoredLines();
    std::array<int, SideCount> points{};
    if (eventSink()) {
        forEachLine(*m_rules, s.cells, [&](const ScoredLine &line) {
            points[line.side] += line.points;
            emitEvent(event(FoggyEvent::LineScored, -1, line.side, line.start, line.direction, line.points));
        });
    } else {
        points = scoreSides(*m_rules, s.cells);
    }
    for (int side = 0; side < SideCount; ++side) {
        s.roundPoints[side][s.round] = static_cast<std::int16_t>(std::min(points[side], 32767));
        s.totalPoints[side] += points[side];
        if (usesCoins()) {
            // Coins equal to the round's victory points.
            s.coins[side] += points[side];
            if (eventSink())
                emitEvent(event(FoggyEvent::CoinsEarned, -1, side, points[side], s.coins[side]));
        }
    }
    emitEvent(event(FoggyEvent::RoundEnded, -1, s.round + 1, points[0], points[1]));

    if (m_rules->keptWeatherReturns && s.weatherCardActive) {
        s.deck[(s.deckHead + s.deckSize) % MaxWeatherCards] = static_cast<std::uint8_t>(s.weather);
        ++s.deckSize;
    }
    ++s.round;
    if (s.round >= roundCount() && !gameIsDecided() && s.round < MaxRounds)
        ++s.extraRounds;
    if (s.round >= roundCount()) {
        s.phase = Phase::GameOver;
        s.seat = -1;
        const Outcome result = outcome();
        emitEvent(event(FoggyEvent::GameEnded, -1, result.draw ? -1 : (result.winnerMask & 1U ? 0 : 1)));
        return;
    }
    // The second player of the round just played starts the next.
    s.roundStarter = static_cast<std::int8_t>((s.roundStarter + 1) % seatCount());
    if (usesCoins()) {
        // Every token goes back to its owner's pile before anyone hires.
        clearBoardAndFormPiles();
        startHiring();
    } else {
        beginRound();
    }
}

void FoggyGame::apply(const Action &action)
{
    m_history.record(m_state);
    FoggyState &s = m_state;
    ++s.decisions;
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::PickHand: {
        const int seat = s.seat;
        takeFromPile(s, seat, pileIndexOf(s, seat, action.kind));
        addToHand(s, seat, action.kind);
        if (eventSink())
            emitEvent(privateEvent(FoggyEvent::HandPicked, seat, action.kind));
        if (--s.picksLeft > 0)
            return;
        for (int next = (seat + 1) % seatCount(); next != s.roundStarter; next = (next + 1) % seatCount()) {
            const int picks = std::min<int>(m_rules->handSize, s.pileCount[next]);
            if (picks > 0) {
                s.seat = static_cast<std::int8_t>(next);
                s.picksLeft = static_cast<std::int8_t>(picks);
                return;
            }
        }
        finishPicking();
        return;
    }
    case ActionType::ChooseWeather: {
        const int keep = action.extra;
        const std::uint8_t other = s.drawnWeather[1 - keep];
        s.deck[(s.deckHead + s.deckSize) % MaxWeatherCards] = other;
        ++s.deckSize;
        s.weatherCardActive = true;
        s.drawnCount = 0;
        if (hasGameWeather())
            s.gameWeather = static_cast<std::int8_t>(s.drawnWeather[keep]);
        setWeather(static_cast<Weather>(s.drawnWeather[keep]));
        beginPlacing();
        return;
    }
    case ActionType::ChooseGameWeather:
        // Public: the weather is set for every round; hiring comes next.
        s.gameWeather = static_cast<std::int8_t>(action.extra);
        startHiring();
        return;
    case ActionType::LiftFog:
        liftFog(action.extra, s.seat);
        return;
    case ActionType::Place:
        applyPlace(action);
        return;
    case ActionType::Hire:
        applyHire(action);
        return;
    case ActionType::EndHiring:
        applyEndHiring();
        return;
    case ActionType::SwapWith:
        applySwapWith(action);
        return;
    case ActionType::Exchange:
    case ActionType::Target:
    case ActionType::SwapPair:
    case ActionType::Settle:
    case ActionType::MoveFrog:
    case ActionType::Skip:
        applyAbilityDecision(action);
        return;
    }
}

} // namespace isle::foggy
