#pragma once

#include "squirrelrules.h"
#include "squirrelstate.h"

#include "core/game.h"
#include "core/snapshothistory.h"
#include "core/ruleset.h"

#include <memory>
#include <optional>
#include <vector>

namespace isle::squirrelisland {

class SquirrelModule;
struct Bundle;

// One way of playing one card: its payments differ only by how many stamina of the cost
// are paid with coins, from `fewest` to `most`. No initializers: arrays of them on the
// hot path stay uninitialized until filled.
struct PlayGroup
{
    int card;
    int slot; // -1: the hand
    bool surchargeInCoins;
    int fewest;
    int most;
};

// How an asleep seat's squirrel is chosen for it (the seat preference "auto-exhaust").
enum class AutoExhaust : std::uint8_t { Manual, Order, Random };

// Squirrel Island for 2 to 5 players, or one against the rival, as
// docs/games/squirrelisland.md defines it. Rules by area: the course of play
// (squirrelflow.cpp), card effects and sabotage (squirreleffects.cpp), the rival
// (squirrelrival.cpp), legality (squirrellegal.cpp), auto-exhaust
// (squirrelexhaust.cpp), views (squirrelobservation.cpp), words (squirreltext.cpp).
class SquirrelGame final : public Game
{
public:
    SquirrelGame(const SquirrelModule &module, std::shared_ptr<const Ruleset> ruleset,
                 std::shared_ptr<const SquirrelRules> rules, QString variant, int seats, std::uint64_t seed);

    // Game
    const GameModule &module() const override;
    const Ruleset &ruleset() const override { return *m_ruleset; }
    QString variant() const override { return m_variant; }
    int seatCount() const override { return m_state.seats; }
    std::uint64_t seed() const override { return m_seed; }
    Decision decision() const override;
    bool isOver() const override { return m_state.stage == Stage::Over; }
    QString decisionName(int kind) const override;
    void legalActions(ActionList &out) const override;
    Verdict check(const Action &action) const override;
    void apply(const Action &action) override;
    Action randomAction(Rng &rng) const override;
    std::optional<Action> preferredAction(int seat, const QStringList &preferenceValues, Rng &rng) const override;
    void setHistoryEnabled(bool enabled) override { m_history.setEnabled(enabled); }
    bool canUndo() const override { return m_history.canUndo(); }
    void undo() override { m_history.undo(m_state); }
    int decisionsApplied() const override { return m_state.decisions; }
    Outcome outcome() const override;
    QJsonObject scoreReport() const override;
    QJsonObject fullScoreReport() const override;
    QStringList scoreReportText(const QJsonObject &report) const override;
    void actionValues(const ActionList &actions, int seat, int *values) const override;
    bool actionValuesNeedView(int seat) const override;
    void reset(std::uint64_t seed) override;
    std::unique_ptr<Game> clone() const override;
    void assign(const Game &other) override;
    void determinize(int seat, Rng &rng) override;
    QJsonObject observation(int seat) const override;
    QJsonObject positionJson() const override;
    std::uint64_t stateHash() const override { return stateFingerprint(m_state); }
    DesignerFigures designerFigures() const override;
    void setFigureTally(FigureTally *tally) override;
    QString componentDescription(const QString &componentId) const override;
    QJsonObject actionToJson(const Action &action) const override;
    QString describeAction(const Action &action) const override;
    using Game::describeAction;
    QString describeEvent(const GameEvent &event) const override;

    const SquirrelRules &rules() const { return *m_rules; }
    const SquirrelState &state() const { return m_state; }
    bool isSolo() const { return m_state.solo != 0; }
    // For position files and hand-built test positions: the caller keeps the state
    // consistent; the undo history is cleared.
    void setState(const SquirrelState &state);
    SquirrelState &editState() { return m_state; }
    // Runs the course of play from the state's stage to the next decision (or the end):
    // what a hand-built position at Stage::TurnStart or Morning needs to continue.
    void continuePlay();

    // The gather (or pass) `mode` picks for `seat`'s Gather decision (the seed's
    // "auto-exhaust"); nullopt for Manual or when `seat` has no Gather decision now.
    std::optional<Action> autoExhaustChoice(int seat, AutoExhaust mode, Rng &rng) const;
    // The tableau position the seed's "specific order" exhausts first among `actor`'s
    // refreshed squirrels (abilities ignored when `withAbilities` is off, as for the
    // rival), or -1 when none is refreshed.
    int exhaustOrderChoice(int actor, bool withAbilities) const;

    // A player's final score parts: nuts, stash values, ability bonus.
    int stashValue(int actor) const;
    int endBonus(int actor) const;
    int finalScore(int actor) const { return m_state.player(actor).nuts + stashValue(actor) + endBonus(actor); }
    int squirrelCount(int actor) const { return m_state.player(actor).tableauCount; }
    // What exhausting `position` of its owner gains beyond the gather (abilities).
    Bundle exhaustBonus(int actor, int position) const;

    static Action playAction(std::uint32_t cardKey, int slot, int coinsForStamina, bool surchargeInCoins);
    static Action simpleAction(ActionType type);
    static Action positionAction(ActionType type, int position, std::uint32_t cardKey);
    static Action cardAction(ActionType type, std::uint32_t cardKey);
    static Action targetAction(int seat);
    static std::uint32_t actionCardKey(const Action &action);

protected:
    QString describeActionFor(const Action &action, int viewer) const override;

private:
    friend class SquirrelPositionReader;

    // scoreReport() (public facts only) or fullScoreReport() (stashes counted in play too).
    QJsonObject buildScoreReport(bool withHidden) const;

    QString seatText(int actor) const;
    QString cardText(int card) const;
    int cardOf(const Action &action) const { return m_rules->cardWithKey(actionCardKey(action)); }
    void emitEvent(int type, int seat, int a = 0, int b = 0, int c = 0, int d = 0, int privateTo = -1) const;

    // Flow (squirrelflow.cpp)
    void startGame();
    void run();
    void morning();
    void beginTurn();
    void endTurn();
    void endDay();
    void endGame();
    bool fallAsleep(int actor); // true when it ended the day
    bool allAsleep() const;
    void ask(DecisionKind kind, int seat);
    void applyPlay(int actor, const Action &action);
    void gather(int actor, int position);
    void exhaustOwn(int actor, int position, bool gathering);
    void gainStamina(int actor, int amount);
    void gainNuts(int actor, int amount);
    int drawCard(); // the deck's top card (reshuffling the discard pile), or -1
    void drawCards(int actor, int count);
    void collectLoops(int actor, int position);
    void refreshAll();
    // Clockwise; a compare instead of a division (once per turn in playouts).
    int nextActor(int actor) const { return actor + 1 < m_state.actors ? actor + 1 : 0; }

    // Effects (squirreleffects.cpp)
    void startResolution(int actor, int card, int position);
    bool resolve(); // false when a decision is pending
    bool resolveEffect(Effect kind, int amount);
    void finishResolution();
    bool chooseTarget();
    bool exhaustStep(Effect kind, int victim, int decider);
    int exhaustCandidates(int victim, std::uint8_t habitat, std::array<std::uint8_t, MaxTableau> *out) const;
    bool isProtected(int actor, int position) const;
    bool hasActiveAbility(int actor, Ability ability) const;
    int opponentAfter(int actor, int step) const;
    void applyEffectDecision(const Action &action);
    void sabotageExhaust(int attacker, int victim, int position);
    void protect(int actor, int position);
    // Whose squirrels the pending exhaust decision is about.
    int currentVictim() const;

    // The rival (squirrelrival.cpp)
    void rivalTurn();
    int rivalExhaustChoice(int victim, std::uint8_t habitat, bool ownSquirrels) const;
    // Whether `a` is exhausted before `b` under the seed's "specific order".
    bool exhaustsBefore(int actor, int a, int b, bool withAbilities) const;

    // Legality (squirrellegal.cpp)
    template<typename Visit>
    void forEachPlay(Visit &&visit) const;
    // The decider's row of the ruleset's payment counts, or nullptr when the general
    // test of every payment must decide (a full tableau, or outside the table).
    const SquirrelRules::PaymentCounts *paymentCounts() const;
    // Room for every choice of a decision other than Play, left uninitialized: filling
    // 89 default actions on every random decision was a twentieth of a playout.
    struct Choices
    {
        Choices() {}
        union {
            Action items[MaxTableau + MaxCardKinds + 1];
        };
    };
    // Writes the choices of the pending decision other than Play to `out`; returns how many.
    int effectChoices(Action *out) const;
    Verdict checkPlay(const Action &action) const;

    const SquirrelModule *m_module;
    std::shared_ptr<const Ruleset> m_ruleset;
    std::shared_ptr<const SquirrelRules> m_rules;
    QString m_variant;
    std::uint64_t m_seed;
    SquirrelState m_state;
    SnapshotHistory<SquirrelState> m_history;

    // Designer statistics (squirrelfigures.cpp); pointers into the simulation's tally.
    struct TallyCounts
    {
        qint64 *games = nullptr;
        qint64 *scoreSpread = nullptr;
        qint64 *dayResources = nullptr; // per day component
        qint64 *played = nullptr;       // per card
        qint64 *playedNuts = nullptr;   // per card: final nuts of players who played it
        qint64 *playerGames = nullptr;
        qint64 *allNuts = nullptr;
    };
    TallyCounts m_tally;
    // Of the game being played, for the figures: kept outside the state (they describe
    // the game, not the position) and added to the tally at its end, since a simulation
    // clears the tally after reset(), which plays the first morning.
    std::array<std::uint64_t, MaxActors> m_playedMask{}; // cards each actor played
    std::array<int, MaxDays> m_dayGains{};               // resources gained each day
    void tallyGain(int amount);
    void tallyGameEnd();
};

// A bundle of resources, compared as the seed's auto-exhaust subgoals say: more things in
// total, then more nuts, stamina, coins, cards.
struct Bundle
{
    int nuts = 0;
    int stamina = 0;
    int coins = 0;
    int cards = 0;

    int total() const { return nuts + stamina + coins + cards; }
    // > 0 when this bundle is the more valuable one, < 0 when `other` is, 0 when equal.
    int compare(const Bundle &other) const;
};

} // namespace isle::squirrelisland
