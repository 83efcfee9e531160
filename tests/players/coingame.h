#pragma once

// A one-seat toy game with chance inside a move: seat 0 plays "safe" (a draw) or
// "gamble", which flips a coin inside apply(); then it calls the coin, seeing it, and
// wins when the call matches. Gambling is worth a sure win to a player that calls after
// looking, and a coin toss to one whose plan after "gamble" is the same for either face.
// When `tellsChance` is set the game reports the face (Game::chanceOutcome), so a search
// can keep apart what follows each face.
#include "toygame.h"

namespace CoinTest {

using namespace isle;

class CoinGame final : public ToyTest::TwoChoiceGame
{
public:
    explicit CoinGame(bool tellsChance)
        : m_tellsChance(tellsChance)
    {
    }

    int seatCount() const override { return 2; }
    Decision decision() const override { return isOver() ? Decision{} : Decision{0, m_step}; }
    bool isOver() const override { return m_step == 2; }
    QString decisionName(int kind) const override { return kind == 0 ? QStringLiteral("open") : QStringLiteral("call"); }
    void apply(const Action &action) override
    {
        m_chance = 0;
        if (m_step == 0 && action.type == 0) {
            m_step = 2; // safe: a draw
            m_won = -1;
        } else if (m_step == 0) {
            m_face = int(m_rng.below(2));
            m_chance = m_tellsChance ? std::uint32_t(1 + m_face) : 0;
            m_step = 1;
        } else {
            m_won = action.type == m_face ? 1 : 0;
            m_step = 2;
        }
    }
    std::uint32_t chanceOutcome() const override { return m_chance; }
    int decisionsApplied() const override { return m_step; }
    Outcome outcome() const override
    {
        Outcome result;
        result.seatCount = 2;
        result.draw = isOver() && m_won < 0;
        result.winnerMask = m_won == 1 ? 1 : (m_won == 0 ? 2 : 0);
        return result;
    }
    void reset(std::uint64_t seed) override
    {
        m_step = 0;
        m_rng = Rng(seed, 3);
    }
    // Nothing is hidden, but the coin is yet to fall: each sample flips its own.
    void determinize(int, Rng &rng) override { m_rng = Rng(rng.next(), 3); }
    std::unique_ptr<Game> clone() const override { return std::make_unique<CoinGame>(*this); }
    void assign(const Game &other) override { *this = static_cast<const CoinGame &>(other); }
    std::uint64_t stateHash() const override { return std::uint64_t(m_step) * 31 + std::uint64_t(m_face + 2); }

private:
    bool m_tellsChance = false;
    int m_step = 0;
    int m_face = -1;
    int m_won = -1;
    std::uint32_t m_chance = 0;
    Rng m_rng{1, 3};
};

} // namespace CoinTest
