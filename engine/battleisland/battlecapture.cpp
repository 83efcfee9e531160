// Capture by holding (rules file §2.12): at the start of a player's turn every structure
// of another player with one of their units on it changes hands, bases first; a captured
// base eliminates its owner (§2.14) and may end the game.
#include "battleevents.h"
#include "battlegame.h"
#include "battlescan.h"

#include <algorithm>
#include <array>

namespace isle::battleisland {

bool BattleGame::resolveCaptures()
{
    BattleState &s = m_state;
    const int seat = s.active;
    const auto capturing = [&](int space) {
        const int owner = s.ownerAt(space);
        const int unit = s.unitOn(space);
        return owner != NoSeat && owner != seat && unit != NoUnit && s.unit(unit).owner == seat
               && (!m_rules->captureNeedsAction || s.unit(unit).has(UnitFlag::Taking));
    };
    // A structure is captured only under one of the seat's units, so the spaces those
    // stand on are all that is looked at (most turns, none), in the board's order: row by
    // row, column by column, bases first. Captures never make a structure; each is read
    // again below, as an elimination may have removed it.
    std::array<int, MaxUnits> under; // the first `count` are written
    int count = 0;
    forEachLiveUnit(s, [&](int, const Unit &unit) {
        if (unit.owner == seat && capturing(unit.space))
            under[static_cast<std::size_t>(count++)] = unit.space;
    });
    if (count == 0)
        return true;
    std::sort(under.begin(), under.begin() + count);
    for (int pass = 0; pass < 2; ++pass) {
        for (int i = 0; i < count; ++i) {
            const int space = under[static_cast<std::size_t>(i)];
            const StructureKind kind = s.structureAt(space);
            if (kind == StructureKind::None || (pass == 0) != (kind == StructureKind::Base) || !capturing(space))
                continue;
            const int previous = s.ownerAt(space);
            if (kind == StructureKind::Base)
                eliminate(previous, seat);
            s.structureOwner[static_cast<std::size_t>(space)] = static_cast<std::uint8_t>(seat);
            emitEvent(int(BattleEvent::Captured), seat, space, previous, int(kind));
            if (kind == StructureKind::Lighthouse)
                continue; // it stays a city
            // The captor's own token replaces the old one, on the side they choose.
            s.structure[static_cast<std::size_t>(space)] = StructureKind::City;
            if (s.player(seat).supplyTokens > 0)
                --s.player(seat).supplyTokens;
            if (kind == StructureKind::Base && activeSeats() == 1) {
                endGame(EndReason::Elimination); // the side of the last token no longer matters
                return false;
            }
            s.sideSpace = static_cast<std::int16_t>(space);
            ask(DecisionKind::TokenSide, seat);
            return false;
        }
    }
    return true;
}

void BattleGame::eliminate(int loser, int captor)
{
    BattleState &s = m_state;
    SeatState &p = s.player(loser);
    p.eliminated = 1;
    p.coins = 0;
    for (int index = 0; index < MaxUnits; ++index)
        if (s.unit(index).alive() && s.unit(index).owner == loser)
            removeUnit(index, false); // to the box
    const int w = width();
    for (int row = 0; row < w; ++row) {
        for (int column = 0; column < w; ++column) {
            const auto space = static_cast<std::size_t>(spaceAt(row, column));
            if (s.structureOwner[space] != loser || s.structure[space] == StructureKind::Base)
                continue;
            if (s.structure[space] == StructureKind::Factory && m_rules->transferCitiesOnly) {
                s.structure[space] = StructureKind::None; // an empty lot again
                s.structureOwner[space] = NoSeat;
                continue;
            }
            s.structureOwner[space] = static_cast<std::uint8_t>(captor); // sides unchanged
        }
    }
    emitEvent(int(BattleEvent::Eliminated), loser, captor);
}

void BattleGame::applySide(const Action &action)
{
    BattleState &s = m_state;
    const int space = s.sideSpace;
    s.structure[static_cast<std::size_t>(space)] = action.kind == 1 ? StructureKind::Factory : StructureKind::City;
    s.sideSpace = -1;
    if (s.round == 0) {
        ++s.setupSides; // set-up: the next start token, then the roll-off
        s.stage = Stage::Setup;
    } else {
        s.stage = Stage::Captures;
    }
}

} // namespace isle::battleisland
