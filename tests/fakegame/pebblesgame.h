#pragma once

#include "core/game.h"
#include "core/ruleset.h"

#include <array>
#include <memory>
#include <vector>

namespace isle::fakegame {

class PebblesModule;

// The ruleset's two parameters, read once when a game is created.
struct PebblesRules
{
    int pile = 15; // pebbles at the start
    int maxTake = 3; // most pebbles one turn may take
};

// Pebbles' only decision: Action::type = Take, Action::kind = how many pebbles.
enum PebblesActionType : std::uint8_t { Take = 1 };
enum PebblesDecision : int { DecideTake = 0 };

// GameEvent::type values, with the meaning of the event's fields.
enum class PebblesEvent : std::uint16_t {
    BonusDealt = 1, // seat, a = bonus; private to seat
    Took, // seat, a = pebbles taken, b = pebbles left
    GameEnded, // seat = the winner (who took the last pebble); every bonus is shown
};

// The whole state of a game: plain data, so snapshots, assign and hashing are copies.
struct PebblesState
{
    std::int8_t pile = 0;
    std::int8_t toMove = 0; // -1 once the game is over
    std::int8_t winner = -1; // who took the last pebble
    std::int16_t decisions = 0;
    std::array<std::int8_t, MaxSeats> taken {};
    std::array<std::int8_t, MaxSeats> bonus {}; // secret: each seat sees only its own
};

// Pebbles: seats take turns taking 1..maxTake pebbles from one pile; whoever takes the
// last pebble wins. Each seat is dealt a secret bonus of 0..2 at the start, added to the
// pebbles it took for its score (a statistic; it never decides the winner).
class PebblesGame final : public Game
{
public:
    static constexpr int MaxBonus = 2;

    PebblesGame(const PebblesModule &module, std::shared_ptr<const Ruleset> ruleset, PebblesRules rules,
        QString variant, int seats, std::uint64_t seed);

    // Game
    const GameModule &module() const override;
    const Ruleset &ruleset() const override { return *m_ruleset; }
    QString variant() const override { return m_variant; }
    int seatCount() const override { return m_seats; }
    std::uint64_t seed() const override { return m_seed; }
    Decision decision() const override { return { m_state.toMove, DecideTake }; }
    bool isOver() const override { return m_state.toMove < 0; }
    QString decisionName(int kind) const override;
    void legalActions(ActionList &out) const override;
    Verdict check(const Action &action) const override;
    void apply(const Action &action) override;
    Action randomAction(Rng &rng) const override;
    // "auto-take": "one" takes one pebble, "random" a random legal count drawn with `rng`.
    std::optional<Action> preferredAction(int seat, const QStringList &preferenceValues, Rng &rng) const override;
    void setHistoryEnabled(bool enabled) override;
    bool canUndo() const override { return !m_history.empty(); }
    void undo() override;
    int decisionsApplied() const override { return m_state.decisions; }
    Outcome outcome() const override;
    QJsonObject scoreReport() const override;
    void actionValues(const ActionList &actions, int seat, int *values) const override;
    void reset(std::uint64_t seed) override;
    std::unique_ptr<Game> clone() const override;
    void assign(const Game &other) override;
    void determinize(int seat, Rng &rng) override;
    QJsonObject observation(int seat) const override;
    QJsonObject positionJson() const override;
    std::uint64_t stateHash() const override;
    QJsonObject actionToJson(const Action &action) const override;
    QString describeAction(const Action &action) const override;
    using Game::describeAction; // the viewer's form: nothing Pebbles decides is hidden
    QString describeEvent(const GameEvent &event) const override;

    const PebblesRules &rules() const { return m_rules; }
    const PebblesState &state() const { return m_state; }
    // For position files and hand-built test positions; the caller keeps it consistent
    // (pebbles taken plus the pile make the ruleset's pile). Clears the undo history.
    void setState(const PebblesState &state);

    static Action takeAction(int count);

private:
    // seatNames() where given, else "Player N".
    QString seatName(int seat) const;
    // Whether `seat` sees the bonuses of every seat: its own always, all once the game is over.
    bool seesBonus(int viewer, int seat) const { return viewer == seat || isOver(); }

    const PebblesModule *m_module;
    std::shared_ptr<const Ruleset> m_ruleset;
    PebblesRules m_rules;
    QString m_variant;
    int m_seats;
    std::uint64_t m_seed;
    PebblesState m_state;
    // Reserved for a whole game (at most one decision per pebble), so apply never allocates.
    std::vector<PebblesState> m_history;
    bool m_historyEnabled = true;
};

} // namespace isle::fakegame
