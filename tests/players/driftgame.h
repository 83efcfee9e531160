#pragma once

// A long toy game for the long-game search settings: seat 0 opens with "better" or
// "worse", then the two seats pass in turn for `length` decisions and the game ends in a
// draw. Cut off on the way, the position is worth 0.5 + edge to seat 0 after "better" and
// 0.5 after "worse" (the rival gets the rest): a difference of the size a real game's
// evaluation shows between two moves, with no noise at all.
#include "toygame.h"

#include <memory>

namespace DriftTest {

using namespace isle;

class DriftGame final : public ToyTest::ToyGame
{
public:
    DriftGame(int length, double edge)
        : m_length(length)
        , m_edge(edge)
    {
    }

    int seatCount() const override { return 2; }
    Decision decision() const override { return isOver() ? Decision{} : Decision{m_step % 2, m_step == 0 ? 0 : 1}; }
    bool isOver() const override { return m_step > m_length; }
    QString decisionName(int kind) const override { return kind == 0 ? QStringLiteral("open") : QStringLiteral("pass"); }
    void legalActions(ActionList &out) const override
    {
        out.clear();
        if (isOver())
            return;
        out.push(choice(0));
        if (m_step == 0)
            out.push(choice(1));
    }
    Verdict check(const Action &action) const override
    {
        return !isOver() && action.type <= (m_step == 0 ? 1 : 0) ? Verdict::ok() : Verdict::illegal(QStringLiteral("no such choice"));
    }
    // Whether the game says its evaluation scores any position (Game::evaluationIsSteady),
    // and a count of apply() calls shared by every copy, to see how far playouts run.
    void setSteady(bool steady) { m_steady = steady; }
    void countApplies(std::shared_ptr<qint64> counter) { m_applied = std::move(counter); }
    bool evaluationIsSteady() const override { return m_steady; }

    void apply(const Action &action) override
    {
        if (m_applied)
            ++*m_applied;
        if (m_step == 0)
            m_better = action.type == 0;
        ++m_step;
    }
    Action randomAction(Rng &rng) const override { return choice(m_step == 0 ? int(rng.below(2)) : 0); }
    int decisionsApplied() const override { return m_step; }
    Outcome outcome() const override
    {
        Outcome result;
        result.seatCount = 2;
        result.draw = isOver();
        return result;
    }
    void evaluate(std::array<double, MaxSeats> &values) const override
    {
        values.fill(0.0);
        values[0] = 0.5 + (m_better ? m_edge : 0.0);
        values[1] = 1.0 - values[0];
    }
    void reset(std::uint64_t) override { m_step = 0; }
    std::unique_ptr<Game> clone() const override { return std::make_unique<DriftGame>(*this); }
    void assign(const Game &other) override
    {
        const auto &source = static_cast<const DriftGame &>(other);
        m_length = source.m_length;
        m_edge = source.m_edge;
        m_step = source.m_step;
        m_better = source.m_better;
        m_steady = source.m_steady;
        m_applied = source.m_applied;
    }
    std::uint64_t stateHash() const override { return std::uint64_t(m_step) * 2 + (m_better ? 1 : 0); }

private:
    int m_length = 0;
    double m_edge = 0.0;
    int m_step = 0;
    bool m_better = false;
    bool m_steady = false;
    std::shared_ptr<qint64> m_applied;
};

} // namespace DriftTest
