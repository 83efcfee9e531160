#pragma once

// A game that declares no designer figures, for checking that simulations, comparisons
// and the balance lab run without any: two seats take turns adding 1 or 2 to their
// score, six decisions in all, and the higher score wins. Registered as "no-figures".
#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/ruleset.h"
#include "core/rulesetschema.h"

namespace NoFigures {

using namespace isle;

class Module final : public GameModule
{
public:
    QString id() const override { return QStringLiteral("no-figures"); }
    QString displayName() const override { return QStringLiteral("No figures"); }
    QStringList variants() const override { return {QStringLiteral("basic")}; }
    int seatCount(const QString &) const override { return 2; }
    const RulesetSchema &schema() const override { return m_schema; }
    Ruleset defaultRuleset() const override { return m_ruleset; }
    void validateRuleset(const Ruleset &, Problems &) const override {}
    std::unique_ptr<Game> newGame(const Ruleset &, const QString &, std::uint64_t seed, Problems &) const override;
    std::unique_ptr<Game> loadPosition(const QJsonObject &, const Ruleset &, Problems &) const override
    {
        return nullptr;
    }
    std::optional<Action> actionFromJson(const QJsonObject &, const QString &, Problems &) const override
    {
        return std::nullopt;
    }

    static const Module &instance()
    {
        static const Module module;
        return module;
    }
    // Adds the game to the registry once; true when it is known afterwards.
    static bool registered()
    {
        static const bool added = GameRegistry::add(&instance());
        return added || GameRegistry::find(QStringLiteral("no-figures"));
    }

    Ruleset m_ruleset{QStringLiteral("no-figures"), QJsonObject()};

private:
    RulesetSchema m_schema;
};

class Game final : public isle::Game
{
public:
    explicit Game(std::uint64_t seed) { reset(seed); }

    const GameModule &module() const override { return Module::instance(); }
    const Ruleset &ruleset() const override { return Module::instance().m_ruleset; }
    QString variant() const override { return QStringLiteral("basic"); }
    int seatCount() const override { return 2; }
    std::uint64_t seed() const override { return m_seed; }
    Decision decision() const override { return isOver() ? Decision{} : Decision{m_step % 2, 0}; }
    bool isOver() const override { return m_step >= 6; }
    QString decisionName(int) const override { return QStringLiteral("add"); }
    void legalActions(ActionList &out) const override
    {
        out.clear();
        out.push(step(1));
        out.push(step(2));
    }
    Verdict check(const Action &action) const override
    {
        return !isOver() && (action.type == 1 || action.type == 2) ? Verdict::ok()
                                                                   : Verdict::illegal(QStringLiteral("no"));
    }
    void apply(const Action &action) override
    {
        m_score[std::size_t(m_step % 2)] += action.type;
        ++m_step;
    }
    Action randomAction(Rng &rng) const override { return step(int(rng.below(2)) + 1); }
    void setHistoryEnabled(bool) override {}
    bool canUndo() const override { return false; }
    void undo() override {}
    int decisionsApplied() const override { return m_step; }
    Outcome outcome() const override
    {
        Outcome result;
        result.seatCount = 2;
        result.score[0] = m_score[0];
        result.score[1] = m_score[1];
        result.draw = m_score[0] == m_score[1];
        if (!result.draw)
            result.winnerMask = m_score[0] > m_score[1] ? 1 : 2;
        return result;
    }
    QJsonObject scoreReport() const override { return {}; }
    void actionValues(const ActionList &actions, int, int *values) const override
    {
        for (std::size_t i = 0; i < actions.size(); ++i)
            values[i] = actions[i].type;
    }
    void reset(std::uint64_t seed) override
    {
        m_seed = seed;
        m_step = 0;
        m_score = {};
    }
    std::unique_ptr<isle::Game> clone() const override { return std::make_unique<Game>(*this); }
    void assign(const isle::Game &other) override
    {
        const auto &source = static_cast<const Game &>(other);
        m_seed = source.m_seed;
        m_step = source.m_step;
        m_score = source.m_score;
    }
    void determinize(int, Rng &) override {} // nothing is hidden
    QJsonObject observation(int) const override { return {}; }
    QJsonObject positionJson() const override { return {}; }
    std::uint64_t stateHash() const override { return std::uint64_t(m_step) * 31 + std::uint64_t(m_score[0]); }
    QJsonObject actionToJson(const Action &) const override { return {}; }
    QString describeAction(const Action &action) const override { return QString::number(action.type); }
    QString describeEvent(const GameEvent &) const override { return {}; }

private:
    static Action step(int amount)
    {
        Action action;
        action.type = static_cast<std::uint8_t>(amount);
        return action;
    }

    std::uint64_t m_seed = 0;
    int m_step = 0;
    std::array<std::int32_t, 2> m_score{};
};

inline std::unique_ptr<isle::Game> Module::newGame(const Ruleset &, const QString &, std::uint64_t seed, Problems &) const
{
    return std::make_unique<Game>(seed);
}

} // namespace NoFigures
