#pragma once

// A two-seat toy game for the rival's planned reply. A turn is three decisions: a choice,
// a second step, a wait. Seat 0 chooses "farm" (2 points) or "wall" (1 point, and a wall
// until its next turn), then "take" (1). Seat 1 chooses "farm" (2) or "ready" (nothing),
// then "take" (1) or, once ready, "siege" (5, nothing against a wall). One-ply values see
// only the points of now, so a greedy seat 1 farms and takes (3) and never readies, and
// against it seat 0 farms (3 − 3 against 2 − 3). A seat 1 that plans readies and sieges an
// open farm (3 − 5) and farms against a wall (2 − 3): against it seat 0 walls.
#include "toygame.h"

namespace SiegeTest {

using namespace isle;

enum Choice { Farm = 0, Wall = 1, Ready = 2, Take = 3, Siege = 4, Wait = 5 };

class SiegeGame final : public ToyTest::ListedToyGame
{
public:
    int seatCount() const override { return 2; }
    Decision decision() const override { return isOver() ? Decision{} : Decision{m_seat, 0}; }
    bool isOver() const override { return m_decisions >= 12; }
    bool turnHasManyDecisions() const override { return true; }
    void legalActions(ActionList &out) const override
    {
        out.clear();
        if (isOver())
            return;
        if (m_step == 0) {
            out.push(choice(Farm));
            out.push(choice(m_seat == 0 ? Wall : Ready));
        } else if (m_step == 1) {
            out.push(choice(Take));
            if (m_ready)
                out.push(choice(Siege));
        } else {
            out.push(choice(Wait));
        }
    }
    void actionValues(const ActionList &actions, int, int *values) const override
    {
        for (std::size_t i = 0; i < actions.size(); ++i)
            values[i] = gain(actions[i].type);
    }
    void apply(const Action &action) override
    {
        m_points[std::size_t(m_seat)] += gain(action.type);
        if (action.type == Wall)
            m_walled = true;
        if (action.type == Ready)
            m_ready = true;
        ++m_decisions;
        if (++m_step == 3) {
            m_step = 0;
            m_ready = false;
            m_seat = 1 - m_seat;
            if (m_seat == 0)
                m_walled = false; // a wall stands until its builder's next turn
        }
    }
    void evaluate(std::array<double, MaxSeats> &values) const override
    {
        values.fill(0.0);
        for (int seat = 0; seat < 2; ++seat)
            values[std::size_t(seat)] = 0.5 + (m_points[std::size_t(seat)] - m_points[std::size_t(1 - seat)]) / 100.0;
    }
    int decisionsApplied() const override { return m_decisions; }
    Outcome outcome() const override { return ToyTest::pointsOutcome(m_points, isOver()); }
    void reset(std::uint64_t) override { *this = SiegeGame(); }
    std::unique_ptr<Game> clone() const override { return std::make_unique<SiegeGame>(*this); }
    void assign(const Game &other) override { *this = static_cast<const SiegeGame &>(other); }
    std::uint64_t stateHash() const override
    {
        return std::uint64_t(m_decisions) * 1000003 + std::uint64_t(m_points[0]) * 1009 + std::uint64_t(m_points[1]);
    }

private:
    int gain(int type) const
    {
        switch (type) {
        case Farm:
            return 2;
        case Wall:
        case Take:
            return 1;
        case Siege:
            return m_walled ? 0 : 5;
        default:
            return 0;
        }
    }

    int m_seat = 0;
    int m_step = 0;
    int m_decisions = 0;
    bool m_walled = false;
    bool m_ready = false;
    std::array<int, 2> m_points{};
};

} // namespace SiegeTest
