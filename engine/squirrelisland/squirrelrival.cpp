// The solo rival, played by the engine inside apply() (rules §12 and its completions).
#include "squirrelevents.h"
#include "squirrelgame.h"

namespace isle::squirrelisland {

namespace {
constexpr int event(SquirrelEvent type)
{
    return static_cast<int>(type);
}
} // namespace

void SquirrelGame::rivalTurn()
{
    SquirrelState &s = m_state;
    const int rival = s.rival();
    PlayerState &p = s.player(rival);
    if (!p.awake) {
        // Asleep: one squirrel a turn for exactly the gather's nuts, in the specific order
        // without abilities.
        const int position = exhaustOrderChoice(rival, false);
        if (position < 0)
            emitEvent(event(SquirrelEvent::Passed), rival);
        else
            exhaustOwn(rival, position, true);
        s.stage = Stage::TurnEnd;
        return;
    }
    if (p.stamina == 0 || p.squirrelsPlayed >= m_rules->rivalTakeLimit) {
        if (!fallAsleep(rival))
            s.stage = Stage::TurnEnd;
        return;
    }
    const int roll = 1 + static_cast<int>(s.rng.below(static_cast<std::uint32_t>(m_rules->rivalDie)));
    const int slot = roll - 1;
    int card = -1;
    int from = -1;
    if (slot < m_rules->islandSlots && s.island[static_cast<std::size_t>(slot)] != NoCard) {
        card = s.island[static_cast<std::size_t>(slot)];
        s.island[static_cast<std::size_t>(slot)] = NoCard; // empty until the next morning
        from = slot;
    }
    emitEvent(event(SquirrelEvent::RivalRolled), rival, roll, from);
    if (card < 0)
        card = drawCard();
    if (card < 0) {
        // Nothing left to take anywhere.
        if (!fallAsleep(rival))
            s.stage = Stage::TurnEnd;
        return;
    }
    ++p.squirrelsPlayed;
    const CardRules &rules = m_rules->card(card);
    int position = NoPosition;
    if (rules.isSquirrel() && p.tableauCount < MaxTableau) {
        position = p.tableauCount++;
        p.tableau[static_cast<std::size_t>(position)] = {static_cast<std::uint8_t>(card), 1, NoPosition};
        // One stamina whatever the printed cost.
        p.stamina = static_cast<std::uint8_t>(p.stamina - 1);
    }
    emitEvent(event(SquirrelEvent::Played), rival, card, from, position == NoPosition ? 0 : 1, 0);
    if (position == NoPosition && rules.isSquirrel()) {
        // A full play area (never with a real deck): the card is discarded.
        s.discard[s.discardCount++] = static_cast<std::uint8_t>(card);
        emitEvent(event(SquirrelEvent::Discarded), rival, card);
        s.stage = Stage::TurnEnd;
        return;
    }
    startResolution(rival, card, position);
}

int SquirrelGame::rivalExhaustChoice(int victim, std::uint8_t habitat, bool ownSquirrels) const
{
    // Against the player: the squirrel the player would exhaust first (the worst loss);
    // among its own: the one it would exhaust last.
    std::array<std::uint8_t, MaxTableau> candidates{};
    const int count = exhaustCandidates(victim, habitat, &candidates);
    const bool withAbilities = victim != m_state.rival();
    int chosen = candidates[0];
    for (int i = 1; i < count; ++i) {
        const int other = candidates[static_cast<std::size_t>(i)];
        const bool before = exhaustsBefore(victim, other, chosen, withAbilities);
        if (ownSquirrels ? !before : before)
            chosen = other;
    }
    return chosen;
}

} // namespace isle::squirrelisland
