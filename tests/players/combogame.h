#pragma once

// A two-seat toy game whose turn is four decisions: "take" (1 point now), "prepare"
// (nothing now, and no taking until the seat cashes) or "cash" (3 points for every
// prepare since the last cash; only after a prepare). One-ply values see only the points
// of now, so a greedy turn is take × 4 (4 points) and the best one prepare × 3, cash (9);
// each step of the way there (prepare, cash, take, take: 5; prepare × 2, cash, take: 7) is
// better than the last. After `turns` turns each, the seat with more points wins.
//
// With raids, cashed points stay loose until their seat's next turn: the rival's first
// decision of its turn may "raid" them (worth what is loose), moving them to the rival. A
// turn's end then overrates cashing, which only the rival's reply shows.
#include "toygame.h"

namespace ComboTest {

using namespace isle;

enum Choice { Take = 0, Prepare = 1, Cash = 2, Raid = 3 };

class ComboGame final : public ToyTest::ListedToyGame
{
public:
    explicit ComboGame(bool manyDecisions = true, std::uint64_t seed = 1, int turns = 4, bool raids = false)
        : m_manyDecisions(manyDecisions)
        , m_seed(seed)
        , m_turns(turns)
        , m_raids(raids)
    {
    }

    int seatCount() const override { return 2; }
    std::uint64_t seed() const override { return m_seed; }
    Decision decision() const override { return isOver() ? Decision{} : Decision{m_seat, 0}; }
    bool isOver() const override { return m_turnsPlayed >= 2 * m_turns; }
    bool turnHasManyDecisions() const override { return m_manyDecisions; }
    void legalActions(ActionList &out) const override
    {
        out.clear();
        if (isOver())
            return;
        if (m_prepared == 0)
            out.push(choice(Take));
        out.push(choice(Prepare));
        if (m_prepared > 0)
            out.push(choice(Cash));
        if (m_step == 0 && m_loose[1 - m_seat] > 0)
            out.push(choice(Raid));
    }
    void actionValues(const ActionList &actions, int, int *values) const override
    {
        for (std::size_t i = 0; i < actions.size(); ++i)
            values[i] = gain(actions[i].type);
    }
    void apply(const Action &action) override
    {
        const int other = 1 - m_seat;
        const int gained = gain(action.type);
        if (action.type == Raid) {
            m_points[other] -= m_loose[other];
            m_loose[other] = 0;
        }
        if (action.type == Cash && m_raids)
            m_loose[m_seat] += gained;
        m_points[m_seat] += gained;
        m_prepared = action.type == Prepare ? m_prepared + 1 : (action.type == Cash ? 0 : m_prepared);
        ++m_decisions;
        if (++m_step == 4) {
            m_step = 0;
            m_prepared = 0;
            m_seat = other;
            m_loose[m_seat] = 0; // safe from here on
            ++m_turnsPlayed;
        }
    }
    void evaluate(std::array<double, MaxSeats> &values) const override
    {
        values.fill(0.0);
        for (int seat = 0; seat < 2; ++seat)
            values[std::size_t(seat)] = 0.5 + 0.5 * (m_points[seat] - m_points[1 - seat]) / (m_points[0] + m_points[1] + 10.0);
    }
    int decisionsApplied() const override { return m_decisions; }
    Outcome outcome() const override { return ToyTest::pointsOutcome(m_points, isOver()); }
    void reset(std::uint64_t seed) override { *this = ComboGame(m_manyDecisions, seed, m_turns, m_raids); }
    std::unique_ptr<Game> clone() const override { return std::make_unique<ComboGame>(*this); }
    void assign(const Game &other) override { *this = static_cast<const ComboGame &>(other); }
    std::uint64_t stateHash() const override
    {
        return std::uint64_t(m_decisions) * 1000003 + std::uint64_t(m_points[0]) * 1009 + std::uint64_t(m_points[1]);
    }

    int points(int seat) const { return m_points[seat]; }
    int loose(int seat) const { return m_loose[seat]; }

private:
    int gain(int type) const
    {
        switch (type) {
        case Take:
            return 1;
        case Cash:
            return 3 * m_prepared;
        case Raid:
            return m_loose[1 - m_seat];
        default:
            return 0;
        }
    }

    bool m_manyDecisions = true;
    std::uint64_t m_seed = 1;
    int m_turns = 4;
    int m_seat = 0;
    int m_step = 0;
    int m_prepared = 0;
    int m_turnsPlayed = 0;
    int m_decisions = 0;
    bool m_raids = false;
    std::array<int, 2> m_points{};
    std::array<int, 2> m_loose{};
};

} // namespace ComboTest
