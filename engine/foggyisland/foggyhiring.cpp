// Hiring mercenaries between rounds and the mercenary game's coins (rules: "Game with
// mercenary characters"): pay the cost, give back the required basic character, so
// the pile keeps its size.
#include "foggyevents.h"
#include "foggygame.h"

#include <QCoreApplication>

namespace isle::foggy {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::foggy::FoggyGame)
};
} // namespace

void FoggyGame::startHiring()
{
    // The next round's starter hires first, then the others in turn order.
    m_state.phase = Phase::Hire;
    m_state.seat = m_state.roundStarter;
}

bool FoggyGame::gameIsDecided() const
{
    const FoggyState &s = m_state;
    if (!usesCoins())
        return true;
    // Tied on coins and on the cost of hires: one more round, a limited number of times.
    const bool tied = s.coins[0] == s.coins[1] && s.hiredCost[0] == s.hiredCost[1];
    return !tied || s.extraRounds >= m_rules->maxExtraRounds;
}

Verdict FoggyGame::checkHire(const Action &action) const
{
    const FoggyState &s = m_state;
    if (action.kind >= CharacterCount)
        return Verdict::illegal(Tr::tr("there is no such character"));
    const CharacterRules &character = m_rules->characters[action.kind];
    const QString name = characterName(action.kind);
    if (!characterInfo(action.kind).mercenary || character.hireCount == 0)
        return Verdict::illegal(Tr::tr("the %1 is not for hire").arg(name));
    if (s.owned[s.seat][action.kind] >= character.hireCount)
        return Verdict::illegal(Tr::tr("every %1 for hire (%n) is hired already", nullptr, character.hireCount).arg(name));
    const int side = sideOfSeat(s.seat);
    if (s.coins[side] < character.cost)
        return Verdict::illegal(Tr::tr("hiring the %1 costs %2 coins; there are %3")
                                    .arg(name)
                                    .arg(character.cost)
                                    .arg(s.coins[side]));
    if (s.owned[s.seat][character.replaces] == 0)
        return Verdict::illegal(Tr::tr("the %1 replaces a %2, and no %2 is left in the pile")
                                    .arg(name, characterName(character.replaces)));
    return Verdict::ok();
}

int FoggyGame::hiringChoices(std::array<Action, CharacterCount + 1> &choices) const
{
    const FoggyState &s = m_state;
    const int side = sideOfSeat(s.seat);
    int count = 0;
    for (int kind = 0; kind < CharacterCount; ++kind) {
        const CharacterRules &character = m_rules->characters[kind];
        // The same conditions as checkHire, without building its messages.
        if (characterInfo(kind).mercenary && character.hireCount > 0 && s.owned[s.seat][kind] < character.hireCount
            && s.coins[side] >= character.cost && s.owned[s.seat][character.replaces] > 0)
            choices[count++] = hireAction(kind);
    }
    choices[count++] = endHiringAction();
    return count;
}

void FoggyGame::applyHire(const Action &action)
{
    FoggyState &s = m_state;
    const CharacterRules &character = m_rules->characters[action.kind];
    const int side = sideOfSeat(s.seat);
    s.coins[side] -= character.cost;
    s.hiredCost[side] += character.cost;
    ++s.owned[s.seat][action.kind];
    --s.owned[s.seat][character.replaces];
    // Between rounds every token is in the pile: the mercenary takes the basic's place.
    const int index = pileIndexOf(s, s.seat, character.replaces);
    s.pileList[s.seat][index] = action.kind;
    if (--s.pile[s.seat][character.replaces] == 0)
        s.pileMask[s.seat] = static_cast<std::uint16_t>(s.pileMask[s.seat] & ~(1U << character.replaces));
    ++s.pile[s.seat][action.kind];
    s.pileMask[s.seat] = static_cast<std::uint16_t>(s.pileMask[s.seat] | (1U << action.kind));
    if (eventSink()) {
        GameEvent event;
        event.type = static_cast<std::uint16_t>(FoggyEvent::Hired);
        event.seat = s.seat;
        event.a = action.kind;
        event.b = character.replaces;
        event.c = character.cost;
        emitEvent(event);
    }
}

void FoggyGame::applyEndHiring()
{
    FoggyState &s = m_state;
    const int next = (s.seat + 1) % seatCount();
    if (next == s.roundStarter) {
        if (m_variant == Variant::Quick && s.round == 0)
            s.coins = {0, 0}; // the quick game's unspent coins go back to the bank
        beginRound();
        return;
    }
    s.seat = static_cast<std::int8_t>(next);
}

} // namespace isle::foggy
