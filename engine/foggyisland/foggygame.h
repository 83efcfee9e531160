#pragma once

#include "bitboard.h"
#include "foggyrules.h"
#include "foggystate.h"

#include "core/game.h"
#include "core/snapshothistory.h"
#include "core/ruleset.h"

#include <memory>
#include <vector>

namespace isle::foggy {

class FoggyModule;

static_assert(MaxFoggySeats <= MaxSeats);

// Foggy Island, basic game and game with weather cards, as shared/rules/foggy-island.md
// defines them. Rules are split by area: flow (foggyflow.cpp), legality
// (foggylegal.cpp), what seats see (foggyobservation.cpp), words and JSON (foggytext.cpp).
class FoggyGame final : public Game
{
public:
    FoggyGame(const FoggyModule &module, std::shared_ptr<const Ruleset> ruleset,
              std::shared_ptr<const FoggyRules> rules, Variant variant, std::uint64_t seed);

    // Game
    const GameModule &module() const override;
    const Ruleset &ruleset() const override { return *m_ruleset; }
    QString variant() const override;
    int seatCount() const override { return m_variant == Variant::Team ? 4 : 2; }
    std::uint64_t seed() const override { return m_seed; }
    Decision decision() const override;
    bool isOver() const override { return m_state.phase == Phase::GameOver; }
    QString decisionName(int kind) const override;
    void legalActions(ActionList &out) const override;
    Verdict check(const Action &action) const override;
    void apply(const Action &action) override;
    Action randomAction(Rng &rng) const override;
    // The fast random playout (fastplayout.cpp).
    int playOutRandomly(const std::array<Rng *, MaxSeats> &generators, int maxDecisions) override;
    using Game::playOutRandomly; // and the one-generator form
    void setHistoryEnabled(bool enabled) override { m_history.setEnabled(enabled); }
    bool canUndo() const override { return m_history.canUndo(); }
    void undo() override { m_history.undo(m_state); }
    int decisionsApplied() const override { return m_state.decisions; }
    Outcome outcome() const override;
    QJsonObject scoreReport() const override;
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
    using Game::describeAction; // and the viewer's form
    QString describeEvent(const GameEvent &event) const override;

    const FoggyRules &rules() const { return *m_rules; }
    const FoggyState &state() const { return m_state; }
    Variant variantKind() const { return m_variant; }
    int roundCount() const;
    bool usesWeather() const { return m_variant != Variant::Basic; }
    // Tokens lie face down only in Foggy weather (endRound turns them up; a position file
    // with face-down tokens under other weather is refused).
    bool mayHaveFaceDownTokens() const { return usesWeather() && m_state.weather == Weather::Foggy; }
    bool usesCoins() const { return m_variant >= Variant::Mercenary; }
    bool isTeamGame() const { return m_variant == Variant::Team; }
    // The quick and team games keep one weather all game: the ruleset's value, a Weather,
    // GameWeatherDrawn or GameWeatherChosen.
    bool hasGameWeather() const { return m_variant == Variant::Quick || m_variant == Variant::Team; }
    int fixedGameWeather() const;
    // The weather of every round of a quick or team game once it is known (fixed by the
    // ruleset, chosen or drawn); -1 before that and in the other variants.
    int knownGameWeather() const;
    // The other seat of `seat`'s team in the team game; the seat itself otherwise.
    int teammate(int seat) const { return isTeamGame() ? (seat + 2) % 4 : seat; }
    // What `seat`'s team owns of `kind`: hiring limits count the team's tokens together.
    int teamOwned(int seat, int kind) const
    {
        const int own = m_state.owned[seat][kind];
        return isTeamGame() ? own + m_state.owned[teammate(seat)][kind] : own;
    }

    // For position files and hand-built test positions: replace the state, then let
    // the game derive free tiles and continue from the phase it names.
    FoggyState &editState() { return m_state; }
    // Derives free tiles and the counts and masks of hands and piles from the cells,
    // hands, piles and fog.
    void recomputeFreeTiles();

    // Whether `seat` holds a token it can place: a lone face-up Hippo needs two free
    // tiles side by side; a seat that cannot place passes.
    bool canPlace(int seat) const;

    static Action placeAction(int kind, int cell, bool faceDown, int cell2 = -1);
    static Action pickAction(int kind);
    static Action weatherAction(int keep);
    static Action gameWeatherAction(Weather weather);
    static Action liftAction(int region);
    static Action hireAction(int kind);
    static Action endHiringAction();
    static Action swapAction(int cell);
    static Action abilityAction(ActionType type, int cell, int cell2 = -1, int kind = 0);

protected:
    QString describeActionFor(const Action &action, int viewer) const override;

private:
    friend class FoggyPositionReader;
    friend class FastPlayout;

    // A seat in words: the name people gave it, else "Player N".
    QString seatText(int seat) const;

    // Flow (foggyflow.cpp)
    void startGame();
    // Hiring edits the piles formed at the round's end in place, so they need forming
    // again only when something else changed them (the team game's split).
    void beginRound(bool pilesFormed = false);
    // A seat's pile list as a round forms it from the seat's set: each character's
    // tokens in character order, with their count and the characters present.
    static void formPileList(const KindCounts &owned, std::array<std::uint8_t, MaxSeatTokens> &list,
                             std::uint8_t &count, std::uint16_t &mask);
    void clearBoardAndFormPiles();
    void dealRandomHand(int seat);
    void finishPicking();
    void startWeather();
    void chooseGameWeather(); // asks the first round's second player for the quick game's weather
    void setWeather(Weather weather);
    void beginPlacing();
    void openEmptyBoard();
    void rebuildOpenList();
    void recountHandsAndPiles();     // and the face-up Frogs
    void recountHandsAndPileLists(); // counts, masks and pile lists from the hand and pile make-ups
    void afterPlacement(int placer);
    void endTurn(int placer); // draws back up, then hands over
    void handOver(int placer); // to the next seat that can place, or the round's end
    void requestFogLift(int placer, int next);
    void liftFog(int region, int seat);
    void drawToken(int seat);
    int drawFromPile(int seat);
    // The next seat (after `after`, itself last) holding a token it can place, or -1.
    int nextSeatWithTokens(int after) const;

    void endRound();
    void applyPlace(const Action &action);
    bool recolourAndStartAbility(int kind, int cell, int seat);

    // Abilities of mercenaries placed face up (foggyabilities.cpp)
    void recolourChameleons(int cell);
    bool startAbility(int kind, int cell, int seat); // true when a decision is pending
    void reportAbilityUnused(int kind, int cell, int seat);
    int swapTargets(int cell, int seat, std::array<std::int16_t, 4> &targets) const;
    void swapTokens(int a, int b);
    void applySwapWith(const Action &action);
    Verdict checkSwapWith(const Action &action) const;
    void beginTurn(int seat);
    void startTurnDecisions(int seat);
    bool frogCanMove(int seat) const;
    void placeOrPass(int seat);
    void exchangeToken(int cell, int kind);
    void applyAbilityDecision(const Action &action);
    void abilityActions(ActionList &out) const;
    Action randomAbilityAction(Rng &rng) const;
    Verdict checkAbilityDecision(const Action &action) const;
    template<typename Visit>
    void forEachAbilityChoice(Visit &&visit) const;
    template<typename Visit>
    void forEachHippoPair(Visit &&visit) const;
    void hippoPlacements(ActionList &out) const;
    int hippoPairCount(int seat) const;
    Action nthHippoPlacement(int n) const;
    Action randomPlacementWithHippo(Rng &rng) const;
    void takeOpenTile(int cell);
    void freeOpenTile(int cell);

    // Hiring between rounds (foggyhiring.cpp)
    void startHiring();
    int hiringSeat(int step) const; // who hires at this step of the between-rounds hiring
    void splitTeamSets();
    void applyHire(const Action &action);
    void applyEndHiring();
    Verdict checkHire(const Action &action) const;
    // The legal hiring decisions (every affordable mercenary, then "done"); returns how many.
    int hiringChoices(std::array<Action, CharacterCount + 1> &choices) const;
    bool gameIsDecided() const;

    Verdict checkPlace(const Action &action) const;

    const FoggyModule *m_module;
    std::shared_ptr<const Ruleset> m_ruleset;
    std::shared_ptr<const FoggyRules> m_rules;
    Variant m_variant;
    std::uint64_t m_seed;
    FoggyState m_state;
    SnapshotHistory<FoggyState> m_history;
    // Designer statistics (foggyfigures.cpp), outside the state: they describe games,
    // not positions. Pointers into the tally the simulation gave; null when off.
    struct TallyCounts
    {
        qint64 *hires = nullptr;      // per game
        qint64 *lines = nullptr;      // per game: every scored line
        qint64 *linePoints = nullptr; // per game: their points
        qint64 *hired = nullptr;      // per character
        qint64 *kindLines = nullptr;  // per character: scored lines holding it
        qint64 *kindLinePoints = nullptr;
    };
    void tallyScoredLines();
    TallyCounts m_tally;
    // The pile list each seat's set formed last (clearBoardAndFormPiles), a cache keyed by the set.
    struct FormedPile
    {
        bool valid = false;
        KindCounts owned{};
        std::array<std::uint8_t, MaxSeatTokens> list{};
        std::uint8_t count = 0;
        std::uint16_t mask = 0;
    };
    std::array<FormedPile, MaxFoggySeats> m_formedPiles;
    // The fast playout's board layout, for the rules it was computed from.
    BitLayout m_bitLayout;
    std::shared_ptr<const FoggyRules> m_bitLayoutRules;
};

} // namespace isle::foggy
