#pragma once

// A three-seat toy game for scoring a turn against the leader. A turn is three decisions:
// a choice, then two forced waits. The choice is "raid" (the last seat loses 2 points, the
// raider gains 1) or "strike" (the leader loses 3). From points 5, 9 and 1 for seat 0,
// raiding gains most against the others' mean (+2 against +1.5), striking most against the
// leader, which only passing wins. Evaluation: each seat's points against the others'
// mean, on a fixed scale, so the two measures are plain sums; the finer evaluation
// (Game::evaluateFinely) weighs them against the leader's instead.
#include "toygame.h"

namespace LeaderTest {

using namespace isle;

enum Choice { Raid = 0, Strike = 1, Wait = 2 };

class LeaderGame final : public ToyTest::ListedToyGame
{
public:
    int seatCount() const override { return 3; }
    Decision decision() const override { return isOver() ? Decision{} : Decision{m_seat, 0}; }
    bool isOver() const override { return m_decisions >= 18; }
    bool turnHasManyDecisions() const override { return true; }
    void legalActions(ActionList &out) const override
    {
        out.clear();
        if (isOver())
            return;
        if (m_step > 0) {
            out.push(choice(Wait));
            return;
        }
        out.push(choice(Raid));
        out.push(choice(Strike));
    }
    void apply(const Action &action) override
    {
        if (action.type == Raid) {
            m_points[std::size_t(ranked(m_seat, true))] -= 2;
            m_points[std::size_t(m_seat)] += 1;
        } else if (action.type == Strike) {
            m_points[std::size_t(ranked(m_seat, false))] -= 3;
        }
        ++m_decisions;
        if (++m_step == 3) {
            m_step = 0;
            m_seat = (m_seat + 1) % 3;
        }
    }
    void evaluate(std::array<double, MaxSeats> &values) const override
    {
        values.fill(0.0);
        const int total = m_points[0] + m_points[1] + m_points[2];
        for (int seat = 0; seat < 3; ++seat) {
            const double others = (total - m_points[std::size_t(seat)]) / 2.0;
            values[std::size_t(seat)] = 0.5 + (m_points[std::size_t(seat)] - others) / 100.0;
        }
    }
    void evaluateFinely(std::array<double, MaxSeats> &values) const override
    {
        values.fill(0.0);
        for (int seat = 0; seat < 3; ++seat)
            values[std::size_t(seat)] = 0.5 + (m_points[std::size_t(seat)] - m_points[std::size_t(ranked(seat, false))]) / 100.0;
    }
    int decisionsApplied() const override { return m_decisions; }
    Outcome outcome() const override
    {
        Outcome result;
        result.seatCount = 3;
        result.score = {m_points[0], m_points[1], m_points[2]};
        result.winnerMask = isOver() ? 1U << unsigned(ranked(-1, false)) : 0;
        return result;
    }
    void reset(std::uint64_t) override { *this = LeaderGame(); }
    std::unique_ptr<Game> clone() const override { return std::make_unique<LeaderGame>(*this); }
    void assign(const Game &other) override { *this = static_cast<const LeaderGame &>(other); }
    std::uint64_t stateHash() const override
    {
        return std::uint64_t(m_decisions) * 1000003 + std::uint64_t(m_points[0] + 100) * 10007
            + std::uint64_t(m_points[1] + 100) * 101 + std::uint64_t(m_points[2] + 100);
    }

private:
    // The seat other than `except` (-1: any seat) with the most points, or the fewest.
    int ranked(int except, bool fewest) const
    {
        int found = -1;
        for (int seat = 0; seat < 3; ++seat) {
            if (seat == except)
                continue;
            const int points = m_points[std::size_t(seat)];
            const int foundPoints = found < 0 ? 0 : m_points[std::size_t(found)];
            if (found < 0 || (fewest ? points < foundPoints : points > foundPoints))
                found = seat;
        }
        return found;
    }

    int m_seat = 0;
    int m_step = 0;
    int m_decisions = 0;
    std::array<int, 3> m_points{5, 9, 1};
};

} // namespace LeaderTest
