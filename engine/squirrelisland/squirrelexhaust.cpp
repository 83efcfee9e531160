// Auto-exhaust while asleep: the seed's three modes, and its "specific order" exactly
// (GOAL 1, then GOAL 2, each by the subgoals; Twinwatch last; then earliest played).
#include "squirrelgame.h"

namespace isle::squirrelisland {

bool SquirrelGame::exhaustsBefore(int actor, int a, int b, bool withAbilities) const
{
    const PlayerState &p = m_state.player(actor);
    const CardRules &cardA = m_rules->card(p.tableau[static_cast<std::size_t>(a)].card);
    const CardRules &cardB = m_rules->card(p.tableau[static_cast<std::size_t>(b)].card);
    if (withAbilities) {
        // GOAL 1: the most valuable resources gained by exhausting it now; a watcher
        // (Twinwatch) is always the last under this goal.
        const bool watchA = cardA.ability == Ability::Watch;
        const bool watchB = cardB.ability == Ability::Watch;
        if (watchA != watchB)
            return watchB;
        if (const int goal1 = exhaustBonus(actor, a).compare(exhaustBonus(actor, b)); goal1 != 0)
            return goal1 > 0;
    }
    // GOAL 2: the most valuable loops.
    const Bundle loopsA{cardA.loops[Nuts], cardA.loops[Stamina], cardA.loops[Coins], cardA.loops[Cards]};
    const Bundle loopsB{cardB.loops[Nuts], cardB.loops[Stamina], cardB.loops[Coins], cardB.loops[Cards]};
    if (const int goal2 = loopsA.compare(loopsB); goal2 != 0)
        return goal2 > 0;
    return a < b; // earliest played first
}

int SquirrelGame::exhaustOrderChoice(int actor, bool withAbilities) const
{
    const PlayerState &p = m_state.player(actor);
    int chosen = -1;
    for (int i = 0; i < p.tableauCount; ++i) {
        if (!p.tableau[static_cast<std::size_t>(i)].refreshed)
            continue;
        if (chosen < 0 || exhaustsBefore(actor, i, chosen, withAbilities))
            chosen = i;
    }
    return chosen;
}

std::optional<Action> SquirrelGame::autoExhaustChoice(int seat, AutoExhaust mode, Rng &rng) const
{
    const SquirrelState &s = m_state;
    if (mode == AutoExhaust::Manual || s.stage != Stage::Decide || s.pending != DecisionKind::Gather
        || s.decider != seat)
        return std::nullopt;
    const PlayerState &p = s.player(seat);
    int position = -1;
    if (mode == AutoExhaust::Order) {
        position = exhaustOrderChoice(seat, true);
    } else {
        int refreshed = 0;
        for (int i = 0; i < p.tableauCount; ++i)
            refreshed += p.tableau[static_cast<std::size_t>(i)].refreshed ? 1 : 0;
        if (refreshed > 0) {
            auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(refreshed)));
            for (int i = 0; i < p.tableauCount && position < 0; ++i)
                if (p.tableau[static_cast<std::size_t>(i)].refreshed && pick-- == 0)
                    position = i;
        }
    }
    if (position < 0)
        return simpleAction(ActionType::Pass);
    return positionAction(ActionType::Gather, position,
                          m_rules->card(p.tableau[static_cast<std::size_t>(position)].card).key);
}

std::optional<Action> SquirrelGame::preferredAction(int seat, const QStringList &preferenceValues, Rng &rng) const
{
    const QString mode = preferenceValues.value(0);
    if (mode == QLatin1StringView("order"))
        return autoExhaustChoice(seat, AutoExhaust::Order, rng);
    if (mode == QLatin1StringView("random"))
        return autoExhaustChoice(seat, AutoExhaust::Random, rng);
    return std::nullopt;
}

} // namespace isle::squirrelisland
