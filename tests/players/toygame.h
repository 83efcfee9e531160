#pragma once

// What the toy games of the search tests share: a module of their own, nothing hidden,
// no history, no files and no words; actions told apart by their type alone.
#include "core/game.h"
#include "core/gamemodule.h"
#include "core/ruleset.h"
#include "core/rulesetschema.h"

namespace ToyTest {

using namespace isle;

class ToyModule final : public GameModule
{
public:
    QString id() const override { return QStringLiteral("toy"); }
    QString displayName() const override { return QStringLiteral("Toy"); }
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

    static const ToyModule &instance()
    {
        static const ToyModule module;
        return module;
    }

    Ruleset m_ruleset;

private:
    RulesetSchema m_schema;
};

// The outcome of a two-seat game of points: once it is over, more points win.
inline Outcome pointsOutcome(const std::array<int, 2> &points, bool over)
{
    Outcome result;
    result.seatCount = 2;
    result.score = {points[0], points[1]};
    result.draw = over && points[0] == points[1];
    result.winnerMask = !over || result.draw ? 0 : (points[0] > points[1] ? 1 : 2);
    return result;
}

class ToyGame : public Game
{
public:
    const GameModule &module() const override { return ToyModule::instance(); }
    const Ruleset &ruleset() const override { return ToyModule::instance().m_ruleset; }
    QString variant() const override { return QStringLiteral("basic"); }
    std::uint64_t seed() const override { return 0; }
    void setHistoryEnabled(bool) override {}
    bool canUndo() const override { return false; }
    void undo() override {}
    QJsonObject scoreReport() const override { return {}; }
    void actionValues(const ActionList &actions, int, int *values) const override
    {
        for (std::size_t i = 0; i < actions.size(); ++i)
            values[i] = 0;
    }
    void determinize(int, Rng &) override {} // nothing is hidden
    QJsonObject observation(int) const override { return {}; }
    QJsonObject positionJson() const override { return {}; }
    QJsonObject actionToJson(const Action &) const override { return {}; }
    QString describeAction(const Action &action) const override { return QString::number(action.type); }
    QString describeEvent(const GameEvent &) const override { return {}; }

    static Action choice(int type)
    {
        Action action;
        action.type = static_cast<std::uint8_t>(type);
        return action;
    }
};

// A toy game that checks and draws its actions from its legal list (the combo and
// leader games).
class ListedToyGame : public ToyGame
{
public:
    QString decisionName(int) const override { return QStringLiteral("choose"); }
    Verdict check(const Action &action) const override
    {
        ActionList legal;
        legalActions(legal);
        return legal.contains(action) ? Verdict::ok() : Verdict::illegal(QStringLiteral("not now"));
    }
    Action randomAction(Rng &rng) const override
    {
        ActionList legal;
        legalActions(legal);
        return legal[rng.below(std::uint32_t(legal.size()))];
    }
};

// A toy game whose every decision is "0" or "1" (the trap and coin games).
class TwoChoiceGame : public ToyGame
{
public:
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
    Action randomAction(Rng &rng) const override { return choice(int(rng.below(2))); }
};

} // namespace ToyTest
