#pragma once

// A two-decision toy game for checking whose reward each tree node maximises, with 2–4
// seats and with teams. Seat 0 chooses "safe" (the game ends in a draw) or "trap"; after
// a trap the responder chooses whether seat 0's side wins or the responder's side wins.
// A search that scores every node for the seat that moved there plays safe when the
// responder is an opponent and trap when it is a partner.
#include "core/game.h"
#include "core/gamemodule.h"
#include "core/ruleset.h"
#include "core/rulesetschema.h"

namespace TrapTest {

using namespace isle;

struct TrapSetup
{
    int seats = 2;
    int responder = 1;
    bool teams = false; // seats 0 and 2 against 1 and 3
};

class TrapModule final : public GameModule
{
public:
    QString id() const override { return QStringLiteral("trap"); }
    QString displayName() const override { return QStringLiteral("Trap"); }
    QStringList variants() const override { return {QStringLiteral("basic")}; }
    int seatCount(const QString &) const override { return 2; }
    const RulesetSchema &schema() const override { return m_schema; }
    Ruleset defaultRuleset() const override { return m_ruleset; }
    void validateRuleset(const Ruleset &, Problems &) const override {}
    std::unique_ptr<Game> newGame(const Ruleset &, const QString &, std::uint64_t, Problems &) const override
    {
        return nullptr;
    }
    std::unique_ptr<Game> loadPosition(const QJsonObject &, const Ruleset &, Problems &) const override
    {
        return nullptr;
    }
    std::optional<Action> actionFromJson(const QJsonObject &, const QString &, Problems &) const override
    {
        return std::nullopt;
    }

    static const TrapModule &instance()
    {
        static const TrapModule module;
        return module;
    }

    Ruleset m_ruleset;

private:
    RulesetSchema m_schema;
};

class TrapGame final : public Game
{
public:
    explicit TrapGame(TrapSetup setup)
        : m_setup(setup)
    {
    }

    const GameModule &module() const override { return TrapModule::instance(); }
    const Ruleset &ruleset() const override { return TrapModule::instance().m_ruleset; }
    QString variant() const override { return QStringLiteral("basic"); }
    int seatCount() const override { return m_setup.seats; }
    std::uint64_t seed() const override { return 0; }
    Decision decision() const override
    {
        if (m_step == 0)
            return {0, 0};
        if (m_step == 1)
            return {m_setup.responder, 1};
        return {};
    }
    bool isOver() const override { return m_step == 2; }
    QString decisionName(int kind) const override { return kind == 0 ? QStringLiteral("open") : QStringLiteral("respond"); }
    void legalActions(ActionList &out) const override
    {
        out.clear();
        if (!isOver()) {
            out.push(choice(0));
            out.push(choice(1));
        }
    }
    Verdict check(const Action &action) const override
    {
        return !isOver() && action.type <= 1 ? Verdict::ok() : Verdict::illegal(QStringLiteral("no such choice"));
    }
    void apply(const Action &action) override
    {
        if (m_step == 0 && action.type == 0) {
            m_step = 2; // safe: a draw
            m_winners = 0;
        } else if (m_step == 0) {
            m_step = 1;
        } else {
            m_step = 2;
            m_winners = sideMask(action.type == 0 ? 0 : m_setup.responder);
        }
    }
    Action randomAction(Rng &rng) const override { return choice(int(rng.below(2))); }
    void setHistoryEnabled(bool) override {}
    bool canUndo() const override { return false; }
    void undo() override {}
    int decisionsApplied() const override { return m_step; }
    Outcome outcome() const override
    {
        Outcome result;
        result.seatCount = m_setup.seats;
        result.winnerMask = m_winners;
        result.draw = isOver() && m_winners == 0;
        return result;
    }
    QJsonObject scoreReport() const override { return {}; }
    void actionValues(const ActionList &actions, int, int *values) const override
    {
        for (std::size_t i = 0; i < actions.size(); ++i)
            values[i] = 0;
    }
    void reset(std::uint64_t) override { m_step = 0; }
    std::unique_ptr<Game> clone() const override { return std::make_unique<TrapGame>(*this); }
    void assign(const Game &other) override
    {
        const auto &source = static_cast<const TrapGame &>(other);
        m_setup = source.m_setup;
        m_step = source.m_step;
        m_winners = source.m_winners;
    }
    void determinize(int, Rng &) override {} // nothing is hidden
    QJsonObject observation(int) const override { return {}; }
    QJsonObject positionJson() const override { return {}; }
    std::uint64_t stateHash() const override { return std::uint64_t(m_step) * 31 + m_winners; }
    QJsonObject actionToJson(const Action &) const override { return {}; }
    QString describeAction(const Action &action) const override { return QString::number(action.type); }
    QString describeEvent(const GameEvent &) const override { return {}; }

    static Action choice(int type)
    {
        Action action;
        action.type = static_cast<std::uint8_t>(type);
        return action;
    }

private:
    // The seats winning together with `seat`: itself, or its whole team.
    std::uint8_t sideMask(int seat) const
    {
        if (!m_setup.teams)
            return static_cast<std::uint8_t>(1U << seat);
        std::uint8_t mask = 0;
        for (int other = seat % 2; other < m_setup.seats; other += 2)
            mask = static_cast<std::uint8_t>(mask | (1U << other));
        return mask;
    }

    TrapSetup m_setup;
    int m_step = 0;
    std::uint8_t m_winners = 0;
};

} // namespace TrapTest
