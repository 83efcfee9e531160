#pragma once

#include "action.h"
#include "designerfigures.h"
#include "event.h"
#include "rng.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <memory>
#include <optional>

namespace isle {

class GameModule;
class Ruleset;

// Any score report (Game::scoreReport()) as lines of text, key by key, nested parts
// indented: the words of a game that has none of its own.
QStringList genericScoreText(const QJsonObject &report);

// The most seats any game may have. Games size their own state by their own seat
// count; only seat-indexed results such as Outcome use this.
inline constexpr int MaxSeats = 6;

// Who must decide next and what kind of decision it is; `kind` is game-specific and
// named by Game::decisionName. seat is -1 once the game is over.
struct Decision
{
    int seat = -1;
    int kind = 0;
};

// Why an action is or is not legal, in words a player understands.
struct Verdict
{
    bool legal = true;
    QString reason;

    static Verdict ok() { return {}; }
    static Verdict illegal(QString why) { return {false, std::move(why)}; }
};

// The final (or current) standing. A seat in winnerMask won; draw means every seat
// still in contention shares first place.
struct Outcome
{
    int seatCount = 0;
    std::array<std::int32_t, MaxSeats> score{};
    std::uint8_t winnerMask = 0;
    bool draw = false;

    bool isWinner(int seat) const { return !draw && (winnerMask & (1U << seat)); }
};

// One game in progress: the interface every game module implements, and all that
// UIs, players, records and the command line use. Chance is resolved inside apply()
// by the game's own seeded Rng, so ruleset + seed + decisions reproduce the game.
//
// Hot path (no heap allocation): decision, legalActions, apply (with history off),
// undo, randomAction, outcome. JSON and text helpers are for UIs and files.
class Game
{
public:
    virtual ~Game() = default;

    virtual const GameModule &module() const = 0;
    // The ruleset the game is played under, as the designer wrote it.
    virtual const Ruleset &ruleset() const = 0;
    virtual QString variant() const = 0;
    virtual int seatCount() const = 0;
    virtual std::uint64_t seed() const = 0;

    virtual Decision decision() const = 0;
    virtual bool isOver() const = 0;
    virtual QString decisionName(int kind) const = 0;

    virtual void legalActions(ActionList &out) const = 0;
    virtual Verdict check(const Action &action) const = 0;
    // Whether `action` is one of legalActions(), without a reason: for players that test a
    // remembered decision many times a second (a turn plan replayed on every sample). A
    // game may answer from the action alone; the default lists the legal actions into
    // `scratch`. Hot path: never allocates.
    virtual bool isLegal(const Action &action, ActionList &scratch) const
    {
        legalActions(scratch);
        return scratch.contains(action);
    }
    // Precondition: check(action).legal. Replays and UIs call check first.
    virtual void apply(const Action &action) = 0;
    // A uniformly random legal action for the seat to decide, drawn with the caller's
    // generator (never the game's), without enumerating every legal action.
    virtual Action randomAction(Rng &rng) const = 0;
    // Plays on from the decision now due exactly as the loop
    //     while (!isOver() && played != maxDecisions) apply(randomAction(*generators[seat to decide]));
    // would, only faster: the same draws from the same generators, the same state after
    // every decision, so the game may be stopped after `maxDecisions` (negative: no limit)
    // and read or continued as usual. Returns the decisions played, or -1 when the game
    // has no such fast path now (the default; also with history on or an event sink
    // attached): then nothing has changed and the caller plays the loop itself. Each of the
    // first seatCount() generators must be set; they are either all one generator or all
    // distinct. Hot path: never allocates.
    virtual int playOutRandomly(const std::array<Rng *, MaxSeats> &generators, int maxDecisions)
    {
        Q_UNUSED(generators);
        Q_UNUSED(maxDecisions);
        return -1;
    }
    // The same with one generator for every seat.
    int playOutRandomly(Rng &rng, int maxDecisions)
    {
        std::array<Rng *, MaxSeats> generators;
        generators.fill(&rng);
        return playOutRandomly(generators, maxDecisions);
    }
    // The decision `seat` has asked to have taken for it by its seat preferences
    // (GameModule::seatPreferences(), one value id each, in order; missing ones take the
    // default), when the decision now due is one they cover; nullopt means the seat
    // decides itself, which is the default. Random choices use the caller's generator.
    virtual std::optional<Action> preferredAction(int seat, const QStringList &preferenceValues, Rng &rng) const
    {
        Q_UNUSED(seat);
        Q_UNUSED(preferenceValues);
        Q_UNUSED(rng);
        return std::nullopt;
    }

    // Undo history: every apply() pushes a snapshot while history is on. Simulations
    // and AI playouts turn it off.
    virtual void setHistoryEnabled(bool enabled) = 0;
    virtual bool canUndo() const = 0;
    virtual void undo() = 0;
    virtual int decisionsApplied() const = 0;

    virtual Outcome outcome() const = 0;

    // How the position scores now, for people, from public facts only (a hidden score,
    // such as a stash, counts once it is revealed): the round summary of every seat reads
    // it. The shape is the game's own; two keys are shared: "totals" (one number per
    // side, then any contender that is no seat, such as a solo rival) and "lines" (the
    // scoring lines of a line-scoring game, else empty).
    virtual QJsonObject scoreReport() const = 0;
    // The same report with every fact the state holds, hidden ones included: for files
    // that show those facts anyway (`isleworks-cli score` on a position file). The same
    // as scoreReport() in a game that hides nothing that scores.
    virtual QJsonObject fullScoreReport() const { return scoreReport(); }
    // A score report of this game (either one) in words, one line each, an empty line
    // between parts: what `isleworks-cli score` prints. By default a generic rendering
    // of the JSON (genericScoreText()), so a game is shown before it words its own.
    virtual QStringList scoreReportText(const QJsonObject &report) const;

    // How the position looks for every seat, each value in [0, 1] (0.5 even, 1 as good as
    // won), for a search that stops a playout before the end (docs/ai.md, "Long games");
    // values[seat] for each seat below seatCount(), the rest 0. By default the score margin
    // relative to the scores' size, 0.5 + 0.5 · (own − others' mean) / (|own| + |others'
    // mean| + 1); a game whose score says little until late overrides it with what matters
    // on its way there. Hot path: never allocates.
    virtual void evaluate(std::array<double, MaxSeats> &values) const
    {
        const Outcome standing = outcome();
        std::array<double, MaxSeats> scores{};
        for (std::size_t seat = 0; seat < scores.size(); ++seat)
            scores[seat] = standing.score[seat];
        marginValues(scores, standing.seatCount, 1.0, values);
    }
    // The evaluation a planner that can afford a finer one scores its plans by
    // (TurnPlanSettings::fineEvaluation): by default evaluate() itself; a game whose values
    // change as its end nears overrides it to weigh the turns each seat has left. Hot path:
    // never allocates.
    virtual void evaluateFinely(std::array<double, MaxSeats> &values) const { evaluate(values); }
    // For each of the first `seats` amounts (a score, a worth): 0.5 + 0.5 · (own − others'
    // mean) / (|own| + |others' mean| + floor), in [0, 1]; seats in the `lost` mask and
    // those past `seats` get 0. The default evaluation with floor 1; a game weighing its own
    // amounts picks the floor that keeps small early amounts from swinging.
    static void marginValues(const std::array<double, MaxSeats> &amounts, int seats, double floor,
                             std::array<double, MaxSeats> &values, unsigned lost = 0)
    {
        seats = seats < 1 ? 1 : (seats > MaxSeats ? MaxSeats : seats);
        double total = 0.0;
        for (int seat = 0; seat < seats; ++seat)
            total += amounts[static_cast<std::size_t>(seat)];
        values.fill(0.0);
        for (int seat = 0; seat < seats; ++seat) {
            if (lost & (1U << seat))
                continue;
            const double own = amounts[static_cast<std::size_t>(seat)];
            const double others = seats > 1 ? (total - own) / (seats - 1) : 0.0;
            const double size = (own < 0 ? -own : own) + (others < 0 ? -others : others) + floor;
            values[static_cast<std::size_t>(seat)] = 0.5 + 0.5 * (own - others) / size;
        }
    }

    // Whether evaluate() scores a position in the middle of a turn about as well as at its
    // end: it prices what is under way (a structure about to change hands, a threat within a
    // move), so a search that looks ahead in its own tree may stop a long game's playouts
    // after a couple of decisions (IsmctsSettings::steadyPlayoutCap) instead of sampling
    // forty, whose random moves and dice drown the differences between moves. A game says
    // so only where the ladder measured it (docs/ai.md, "Short playouts for the upper
    // levels").
    virtual bool evaluationIsSteady() const { return false; }

    // Whether a seat's turn is a sequence of many decisions (activate a unit, step, step,
    // attack, the next unit ...) whose worth shows only at the turn's end. The upper levels
    // then plan the rest of the turn as one sequence (TurnPlanner) instead of searching
    // step by step: in Battle on the Island of Fog the planning Hard beat Medium in 74.0 %
    // of 1,000 games, the step search in 63.8 % (docs/ai.md, "Turn plans"). A game says so
    // only where the ladder measured it.
    virtual bool turnHasManyDecisions() const { return false; }

    // What chance decided in the last apply(), as a small key that every seat sees the same
    // (a fight's result, a tile drawn face up), or 0 when nothing was drawn or the game does
    // not say. A search keeps what follows each outcome apart (chance nodes) instead of
    // fusing the plans for a won and a lost fight (docs/ai.md, "Chance inside the tree").
    // Hot path: never allocates.
    virtual std::uint32_t chanceOutcome() const { return 0; }

    // One-ply value of each action for `seat`: the immediate change in its standing
    // (for a placement, the points it adds to its side's lines minus the opponent's).
    // Used by simple players; values[i] belongs to actions[i].
    virtual void actionValues(const ActionList &actions, int seat, int *values) const = 0;
    // False where actionValues for the deciding `seat` (and its legal actions) read only
    // what that seat sees here, so a player that reads nothing else may be handed the game
    // itself instead of a determinized view. A game says so only where its tests show the
    // values equal on every view of the position (tst_observablevalues). Hot path.
    virtual bool actionValuesNeedView(int seat) const
    {
        Q_UNUSED(seat);
        return true;
    }

    // Starts over from the first decision with another seed, keeping the rules.
    virtual void reset(std::uint64_t seed) = 0;

    virtual std::unique_ptr<Game> clone() const = 0;
    // Copies another game of the same module's state into this one without allocating.
    virtual void assign(const Game &other) = 0;
    // Replaces every fact `seat` cannot see (other hands, piles, face-down identities,
    // deck order, the generator's state) by a random sample consistent with what that
    // seat has observed. Players only ever receive such a copy.
    virtual void determinize(int seat, Rng &rng) = 0;

    // What `seat` may see, for UIs; spectator = -1 sees only public facts.
    virtual QJsonObject observation(int seat) const = 0;
    // The whole state (hidden facts included): for position files and tests.
    virtual QJsonObject positionJson() const = 0;
    // A fingerprint of the complete state, for determinism checks.
    virtual std::uint64_t stateHash() const = 0;

    // Designer statistics (docs/simulation.md): the figures and components this game
    // declares (none by default), under its rules and variant.
    virtual DesignerFigures designerFigures() const { return {}; }
    // Adds this game's counts to `tally` (laid out for designerFigures()) as it plays,
    // until called with nullptr; off by default, since counting costs the playouts time.
    // Clones do not inherit it.
    virtual void setFigureTally(FigureTally *tally) { Q_UNUSED(tally); }

    // What a component (an id as observations name it, e.g. a piece "scout") does under
    // this game's rules, in one or two plain-text sentences for tool tips and panels;
    // empty for an id the game does not know.
    virtual QString componentDescription(const QString &componentId) const
    {
        Q_UNUSED(componentId);
        return {};
    }

    virtual QJsonObject actionToJson(const Action &action) const = 0;
    // The decision in words for the seat that takes it. Call before apply(): the words
    // may name what the decision is about (the card kept from a draw).
    virtual QString describeAction(const Action &action) const = 0;
    // The same decision as seat `viewer` may read it (-1: a spectator): facts that seat
    // cannot see (what a face-down piece is, a pick from a hidden hand) are left out.
    // Not virtual itself, so a game overriding only the one-argument form does not hide
    // it; games with hidden decisions override describeActionFor.
    QString describeAction(const Action &action, int viewer) const { return describeActionFor(action, viewer); }
    // Events in words, naming seats by seatNames() where given.
    virtual QString describeEvent(const GameEvent &event) const = 0;

    // What people call the seats ("Ann", "Computer 2"), for texts the game writes about
    // seats; a seat without a name here is the game's own "Player N". Not game state:
    // clones keep the names, assign() and reset() leave them alone.
    void setSeatNames(const QStringList &names) { m_seatNames = names; }
    const QStringList &seatNames() const { return m_seatNames; }

    void setEventSink(EventSink *sink) { m_events = sink; }
    EventSink *eventSink() const { return m_events; }

protected:
    // describeAction(action, viewer); by default a game whose decisions hide nothing.
    virtual QString describeActionFor(const Action &action, int viewer) const
    {
        Q_UNUSED(viewer);
        return describeAction(action);
    }

    void emitEvent(const GameEvent &event) const
    {
        if (m_events)
            m_events->onEvent(event);
    }

private:
    EventSink *m_events = nullptr;
    QStringList m_seatNames;
};

} // namespace isle
