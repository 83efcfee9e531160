// The course of play (rules file §3): set-up and the roll-off, each turn's upkeep
// (captures, income, lighthouse and stall placements), the end of a turn with the
// countdown, and the end of the game.
#include "battleevents.h"
#include "battlegame.h"
#include "battlescan.h"

namespace isle::battleisland {

namespace {
// The i-th start-tile token whose side is chosen at set-up, seat by seat, by space.
int startToken(const BattleGame &game, int index, int *owner)
{
    const BattleState &s = game.state();
    for (int seat = 0; seat < s.seats; ++seat) {
        for (int space = 0; space < MaxSpaces; ++space) {
            const StructureKind kind = s.structureAt(space);
            if (s.ownerAt(space) != seat || (kind != StructureKind::City && kind != StructureKind::Factory)
                || s.areaTile[static_cast<std::size_t>(game.areaOf(space))] != StartTile)
                continue;
            if (index-- == 0) {
                *owner = seat;
                return space;
            }
        }
    }
    return -1;
}
} // namespace

void BattleGame::startGame()
{
    BattleState &s = m_state;
    s.stage = Stage::Setup;
    s.phase = Phase::Exploration;
    s.activeUnit = NoUnit;
    s.decider = NoSeat;
    s.placer = NoSeat;
    s.drawnTile = NoTile;
    s.drawnArea = 0xFF;
    s.exploreTarget = -1;
    s.sideSpace = -1;
    s.combat = Combat{};
    setUpBoard();
    run();
}

void BattleGame::continuePlay()
{
    run();
}

void BattleGame::ask(DecisionKind kind, int seat)
{
    m_state.stage = Stage::Decide;
    m_state.pending = kind;
    m_state.decider = static_cast<std::uint8_t>(seat);
}

int BattleGame::activeSeats() const
{
    int count = 0;
    for (int seat = 0; seat < m_state.seats; ++seat)
        count += m_state.player(seat).eliminated ? 0 : 1;
    return count;
}

void BattleGame::run()
{
    BattleState &s = m_state;
    while (true) {
        switch (s.stage) {
        case Stage::Setup: {
            if (m_rules->chooseStartSides) {
                int owner = -1;
                const int space = startToken(*this, s.setupSides, &owner);
                if (space >= 0) {
                    s.sideSpace = static_cast<std::int16_t>(space);
                    ask(DecisionKind::TokenSide, owner);
                    return;
                }
            }
            s.sideSpace = -1;
            // Roll-off: every player rolls; only those tied for highest roll again.
            std::uint8_t rolling = static_cast<std::uint8_t>((1U << s.seats) - 1U);
            while (true) {
                int best = 0;
                std::uint8_t tied = 0;
                for (int seat = 0; seat < s.seats; ++seat) {
                    if (!(rolling & (1U << seat)))
                        continue;
                    const int die = int(s.rng.below(6)) + 1;
                    emitEvent(int(BattleEvent::RolledOff), seat, die);
                    if (die > best) {
                        best = die;
                        tied = static_cast<std::uint8_t>(1U << seat);
                    } else if (die == best) {
                        tied = static_cast<std::uint8_t>(tied | (1U << seat));
                    }
                }
                if ((tied & (tied - 1U)) == 0) {
                    for (int seat = 0; seat < s.seats; ++seat)
                        if (tied & (1U << seat))
                            s.firstSeat = static_cast<std::uint8_t>(seat);
                    break;
                }
                rolling = tied;
            }
            emitEvent(int(BattleEvent::FirstPlayer), s.firstSeat);
            s.active = s.firstSeat;
            s.round = 1;
            s.stage = Stage::TurnStart;
            break;
        }
        case Stage::TurnStart:
            beginTurn();
            s.stage = Stage::Captures;
            break;
        case Stage::Captures:
            if (!resolveCaptures())
                return;
            s.stage = Stage::Income;
            break;
        case Stage::Income:
            collectIncome();
            s.stage = Stage::Lighthouse;
            break;
        case Stage::Lighthouse: {
            s.stage = Stage::StallCheck;
            if (!lighthousePlacementDue())
                break;
            int owner = -1;
            for (int space = 0; space < MaxSpaces && owner < 0; ++space)
                if (s.structureAt(space) == StructureKind::Lighthouse && s.ownerAt(space) != NoSeat)
                    owner = s.ownerAt(space);
            s.placeContext = PlaceContext::Lighthouse;
            s.drawnArea = 0xFF;
            drawTile(owner);
            offerPlacement();
            if (s.stage == Stage::Decide)
                return;
            break;
        }
        case Stage::StallCheck:
            s.stage = Stage::Main;
            if (!stallDue())
                break;
            emitEvent(int(BattleEvent::Stall), s.active);
            s.placeContext = PlaceContext::Stall;
            s.drawnArea = 0xFF;
            drawTile(s.active);
            offerPlacement();
            if (s.stage == Stage::Decide)
                return;
            break;
        case Stage::Main:
            ask(DecisionKind::Main, s.active);
            return;
        case Stage::TurnEnd:
            endTurn();
            break;
        case Stage::Decide:
        case Stage::Over: return;
        }
    }
}

void BattleGame::beginTurn()
{
    BattleState &s = m_state;
    ++s.turns;
    forEachLiveUnit(s, [&s](int, Unit &unit) {
        if (unit.owner == s.active)
            unit.flags = static_cast<std::uint8_t>(unit.flags
                                                   & ~(UnitFlag::Activated | UnitFlag::Recruited | UnitFlag::Locked));
    });
    s.activationsUsed = 0;
    s.tilePlaced = 0;
    s.activeUnit = NoUnit;
    s.movePoints = 0;
    emitEvent(int(BattleEvent::TurnStarted), s.active, s.round);
}

void BattleGame::collectIncome()
{
    BattleState &s = m_state;
    // A structure taken with the action (captureNeedsAction) was captured just now or
    // never: the mark lasts until this turn's captures.
    forEachLiveUnit(s, [&s](int, Unit &unit) {
        if (unit.owner == s.active)
            unit.flags = static_cast<std::uint8_t>(unit.flags & ~UnitFlag::Taking);
    });
    const int coins = income(s.active);
    s.player(s.active).coins += coins;
    m_counts.income += coins;
    emitEvent(int(BattleEvent::Income), s.active, coins);
}

bool BattleGame::lighthousePlacementDue() const
{
    const BattleState &s = m_state;
    if (s.pileCount == 0 || emptyAreas() == 0)
        return false;
    // The first lighthouse with an owner, row by row.
    int space = -1;
    for (int row = 0; row < MaxWidth && space < 0; ++row) {
        for (std::uint32_t mask = rowOfKind(s, row, StructureKind::Lighthouse); mask != 0; mask &= mask - 1U) {
            const int at = spaceAt(row, std::countr_zero(mask));
            if (s.ownerAt(at) != NoSeat) {
                space = at;
                break;
            }
        }
    }
    if (space >= 0) {
        const int owner = s.ownerAt(space);
        switch (m_rules->lighthouseTrigger) {
        case LighthouseTrigger::OwnedOncePerOwnerTurn: return owner == s.active;
        case LighthouseTrigger::NeedsUnit: {
            const int unit = s.unitOn(space);
            return owner == s.active && unit != NoUnit && s.unit(unit).owner == owner;
        }
        case LighthouseTrigger::EveryTurn: return true;
        }
    }
    return false;
}

bool BattleGame::stallDue() const
{
    const BattleState &s = m_state;
    return m_rules->stallRounds > 0 && s.pileCount > 0 && emptyAreas() > 0
           && s.quietTurns >= m_rules->stallRounds * activeSeats();
}

void BattleGame::endTurn()
{
    BattleState &s = m_state;
    if (!s.tilePlaced && s.quietTurns < 255)
        ++s.quietTurns;
    unsigned passed = 0;
    const int next = seatAfter(s, s.active, passed);
    const bool crossedStart = s.phase == Phase::Countdown && (passed >> s.countdownStart & 1U);
    const bool newRound = passed >> s.firstSeat & 1U;
    if (newRound)
        ++s.round;
    if (s.countdownPending) {
        s.countdownPending = 0;
        s.phase = Phase::Countdown;
        s.countdownStart = static_cast<std::uint8_t>(next);
        s.countdownRound = 1;
        emitEvent(int(BattleEvent::CountdownStarted), next);
    } else if (s.phase == Phase::Countdown
               && (m_rules->countdownUnit == CountdownUnit::Turns || crossedStart)) {
        if (s.countdownRound >= m_rules->countdownRounds) {
            endGame(EndReason::Points);
            return;
        }
        ++s.countdownRound;
        emitEvent(int(BattleEvent::CountdownRound), -1, s.countdownRound);
    }
    if (int(s.turns) >= m_rules->maxTurns) {
        endGame(EndReason::Points);
        return;
    }
    s.active = static_cast<std::uint8_t>(next);
    s.stage = Stage::TurnStart;
}

void BattleGame::endGame(EndReason reason)
{
    BattleState &s = m_state;
    s.stage = Stage::Over;
    s.phase = Phase::Over;
    s.endReason = reason;
    s.decider = NoSeat;
    s.activeUnit = NoUnit;
    // The most points; then the higher city income; then more coins; else a shared win.
    std::uint8_t mask = 0;
    int best[3] = {-1, -1, -1};
    for (int seat = 0; seat < s.seats; ++seat) {
        if (s.player(seat).eliminated)
            continue;
        const int keys[3] = {points(seat), income(seat), s.player(seat).coins};
        int compare = 0;
        for (int i = 0; i < 3 && compare == 0; ++i)
            compare = keys[i] > best[i] ? 1 : keys[i] < best[i] ? -1 : 0;
        if (compare > 0) {
            mask = static_cast<std::uint8_t>(1U << seat);
            for (int i = 0; i < 3; ++i)
                best[i] = keys[i];
        } else if (compare == 0) {
            mask = static_cast<std::uint8_t>(mask | (1U << seat));
        }
    }
    s.winnerMask = mask;
    for (int seat = 0; seat < s.seats; ++seat)
        if (!s.player(seat).eliminated)
            emitEvent(int(BattleEvent::FinalScore), seat, points(seat), income(seat), s.player(seat).coins);
    emitEvent(int(BattleEvent::GameEnded), -1, mask, reason == EndReason::Elimination ? 0 : 1);
    tallyGameEnd();
}

} // namespace isle::battleisland
