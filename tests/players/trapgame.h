#pragma once

// A two-decision toy game for checking whose reward each tree node maximises, with 2–4
// seats and with teams. Seat 0 chooses "safe" (the game ends in a draw) or "trap"; after
// a trap the responder chooses whether seat 0's side wins or the responder's side wins.
// A search that scores every node for the seat that moved there plays safe when the
// responder is an opponent and trap when it is a partner.
#include "toygame.h"

namespace TrapTest {

using namespace isle;

struct TrapSetup
{
    int seats = 2;
    int responder = 1;
    bool teams = false; // seats 0 and 2 against 1 and 3
};

class TrapGame final : public ToyTest::TwoChoiceGame
{
public:
    explicit TrapGame(TrapSetup setup)
        : m_setup(setup)
    {
    }

    int seatCount() const override { return m_setup.seats; }
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
    int decisionsApplied() const override { return m_step; }
    Outcome outcome() const override
    {
        Outcome result;
        result.seatCount = m_setup.seats;
        result.winnerMask = m_winners;
        result.draw = isOver() && m_winners == 0;
        return result;
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
    std::uint64_t stateHash() const override { return std::uint64_t(m_step) * 31 + m_winners; }

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
