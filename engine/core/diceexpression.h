#pragma once

#include "rng.h"

#include <QString>
#include <QStringView>

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace isle {

// Where and why a dice expression could not be read: `position` is the 0-based index of
// the offending character in the text (its length when the text ends too early), and
// `message` a translated sentence ("a number of sides is expected after 'd'").
struct DiceParseError
{
    int position = 0;
    QString message;
};

// One `NdS` term of an expression: `count` dice of `sides` sides (at least 2), with
// percentile dice written `dP`: a d10 read in tens, "00" read as 100 (sides ==
// PercentileSides). Plain numbers are not terms: they add up to the expression's bonus.
struct DiceTerm
{
    static constexpr std::uint16_t PercentileSides = 0xFFFF;

    std::int16_t count = 0; // negative for a subtracted term ("2d6-1d4")
    std::uint16_t sides = 0;

    bool operator==(const DiceTerm &) const = default;
};

// A dice expression as designers type it in rulesets: "2d6+6", "1d10+10", "3d3+9",
// "1dP", "2d6+1d4+3", "2d6-1d4", "d6" (N defaults to 1), "5" (a constant), "-1d4+5".
// Whitespace between tokens is ignored (not inside a number) and 'D' equals 'd', 'p' 'P'.
// parse() keeps terms as written ("1d6+1d6" stays two terms) and sums the numbers into
// the bonus. A fixed-capacity value type: rolling never allocates, so the rules'
// hot path may roll it. Evaluation follows the rules' §2.2: the bonus is added once,
// never per die; `Representative` rolls one die per term and multiplies it by N.
class DiceExpression
{
public:
    static constexpr int MaxTerms = 6;
    static constexpr int MaxDice = 99;   // per term
    static constexpr int MaxSides = 1000;
    static constexpr int MaxBonus = 9999; // |B|

    enum class RollMode : std::uint8_t { Individual, Representative };

    DiceExpression() = default; // the constant 0

    static std::optional<DiceExpression> parse(QStringView text, DiceParseError *error = nullptr);
    // Values beyond the bounds are clamped (count to ±MaxDice, sides to 2..MaxSides unless
    // PercentileSides, |bonus| to MaxBonus); a count of 0 gives no term.
    static DiceExpression constant(int value);
    static DiceExpression dice(int count, int sides, int bonus = 0);
    // The terms as given (not merged); nullopt when one is out of bounds or there are more
    // than MaxTerms.
    static std::optional<DiceExpression> fromTerms(std::span<const DiceTerm> terms, int bonus = 0);

    int roll(Rng &rng, RollMode mode = RollMode::Individual) const;
    // The smallest and largest totals (the same in both modes).
    int minimum() const;
    int maximum() const;
    // Exact probability of each total from minimum() to maximum() (index 0 is minimum()),
    // individual mode. Allocates: for editors, tests and the rules reference, not play.
    std::vector<double> distribution() const;
    double mean() const; // the same in both modes

    // §2.3: terms with the same die size (and sign) are added together, bonuses summed,
    // in order of first appearance (this, then other): "2d6+6" with "1d6+3" is "3d6+9".
    // More than MaxDice dice of one size go on in a second term of that size ("99d6+11d6").
    // Refused (nullopt) when the result needs more than MaxTerms terms or its bonus
    // exceeds MaxBonus. (Representative rolls of the result roll one die per merged term.)
    std::optional<DiceExpression> merged(const DiceExpression &other) const;
    // Canonical text ("2d6+6"), which parse() reads back to an equal expression.
    QString toString() const;

    int termCount() const { return m_termCount; }
    DiceTerm term(int index) const { return m_terms[static_cast<std::size_t>(index)]; }
    int bonus() const { return m_bonus; }

    bool operator==(const DiceExpression &) const = default;

private:
    std::array<DiceTerm, MaxTerms> m_terms{};
    std::int8_t m_termCount = 0;
    std::int16_t m_bonus = 0;
};

} // namespace isle
