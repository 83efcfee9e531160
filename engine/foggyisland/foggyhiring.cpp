// Hiring mercenaries between rounds and the mercenary game's coins (rules: "Game with
// mercenary characters"): pay the cost, give back the required basic character, so
// the pile keeps its size.
#include "foggyevents.h"
#include "foggygame.h"

#include <QCoreApplication>

#include <span>

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
    m_state.phase = Phase::Hire;
    m_state.hireStep = 0;
    m_state.seat = static_cast<std::int8_t>(hiringSeat(0));
}

int FoggyGame::hiringSeat(int step) const
{
    const FoggyState &s = m_state;
    // The next round's starter hires first, then the others in turn order.
    if (!isTeamGame())
        return (s.roundStarter + step) % seatCount();
    // Team game: each team's hirer for this round (teammates take turns, round by round)
    // spends first, the starter's team before the other; then the teammates may spend
    // what is left, in the same team order.
    const int team = (s.roundStarter + step) % SideCount;
    const int hirer = team + SideCount * ((s.round + 1) % 2);
    return step < SideCount ? hirer : teammate(hirer);
}

void FoggyGame::splitTeamSets()
{
    // Rules: "hired mercenaries are shuffled and split between teammates". Each team's
    // mercenaries are shuffled and dealt alternately, then its basic tokens the same
    // way, so both teammates hold half the set and as many mercenaries as can be shared
    // evenly; who is dealt first is drawn too (docs/games/foggyisland.md).
    FoggyState &s = m_state;
    for (int team = 0; team < SideCount; ++team) {
        const int first = team;
        const int second = teammate(team);
        std::array<std::uint8_t, 2 * MaxSeatTokens> mercenaries{};
        std::array<std::uint8_t, 2 * MaxSeatTokens> basics{};
        int mercenaryCount = 0;
        int basicCount = 0;
        for (int kind = 0; kind < CharacterCount; ++kind) {
            const int count = s.owned[first][kind] + s.owned[second][kind];
            for (int i = 0; i < count; ++i) {
                if (characterInfo(kind).mercenary)
                    mercenaries[mercenaryCount++] = static_cast<std::uint8_t>(kind);
                else
                    basics[basicCount++] = static_cast<std::uint8_t>(kind);
            }
        }
        s.rng.shuffle(std::span<std::uint8_t>(mercenaries.data(), mercenaryCount));
        s.rng.shuffle(std::span<std::uint8_t>(basics.data(), basicCount));
        s.owned[first] = {};
        s.owned[second] = {};
        int receiver = static_cast<int>(s.rng.below(2));
        const auto deal = [&](const auto &tokens, int count) {
            for (int i = 0; i < count; ++i) {
                ++s.owned[receiver == 0 ? first : second][tokens[i]];
                receiver = 1 - receiver;
            }
        };
        deal(mercenaries, mercenaryCount);
        deal(basics, basicCount);
    }
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
    if (teamOwned(s.seat, action.kind) >= character.hireCount)
        return Verdict::illegal(Tr::tr("every %1 for hire (%n) is hired already", nullptr, character.hireCount).arg(name));
    const int side = sideOfSeat(s.seat);
    if (s.coins[side] < character.cost)
        return Verdict::illegal(Tr::tr("hiring the %1 costs %2 coins; there are %3")
                                    .arg(name)
                                    .arg(character.cost)
                                    .arg(s.coins[side]));
    if (teamOwned(s.seat, character.replaces) == 0)
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
        if (characterInfo(kind).mercenary && character.hireCount > 0 && teamOwned(s.seat, kind) < character.hireCount
            && s.coins[side] >= character.cost && teamOwned(s.seat, character.replaces) > 0)
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
    if (m_tally.hired) {
        ++m_tally.hired[action.kind];
        ++*m_tally.hires;
    }
    // Between rounds every token is in the pile: the mercenary takes the basic's place,
    // in the team game in whichever teammate's pile holds one (the round's split follows).
    const int seat = s.owned[s.seat][character.replaces] > 0 ? s.seat : teammate(s.seat);
    ++s.owned[seat][action.kind];
    --s.owned[seat][character.replaces];
    const int index = pileIndexOf(s, seat, character.replaces);
    s.pileList[seat][index] = action.kind;
    if (--s.pile[seat][character.replaces] == 0)
        s.pileMask[seat] = static_cast<std::uint16_t>(s.pileMask[seat] & ~(1U << character.replaces));
    ++s.pile[seat][action.kind];
    s.pileMask[seat] = static_cast<std::uint16_t>(s.pileMask[seat] | (1U << action.kind));
    if (eventSink()) {
        GameEvent event = foggyEvent(FoggyEvent::Hired);
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
    if (++s.hireStep == seatCount()) {
        if (m_variant == Variant::Quick && s.round == 0)
            s.coins = {0, 0}; // the quick game's unspent coins go back to the bank
        beginRound(true);
        return;
    }
    s.seat = static_cast<std::int8_t>(hiringSeat(s.hireStep));
}

} // namespace isle::foggy
