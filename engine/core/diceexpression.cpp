#include "diceexpression.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdlib>

namespace isle {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::DiceExpression)
};

// A percentile die is a d10 whose faces read 10, 20, ..., 100.
constexpr int PercentileFaces = 10;
constexpr int PercentileStep = 10;
// Numbers longer than this are refused as too large before they can overflow.
constexpr int NumberCap = 1'000'000;

struct Faces
{
    int count; // faces step, 2 * step, ..., count * step
    int step;
};

Faces facesOf(std::uint16_t sides)
{
    if (sides == DiceTerm::PercentileSides)
        return {PercentileFaces, PercentileStep};
    return {int(sides), 1};
}

bool isSpace(QChar c)
{
    return c.isSpace();
}

bool isDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

// A recursive-descent reader of: ['-'] term (('+' | '-') term)*, where
// term = number | [number] ('d' | 'D') (number | 'P' | 'p'), whitespace between tokens.
class Parser
{
public:
    explicit Parser(QStringView text)
        : m_text(text)
    {
    }

    std::optional<DiceExpression> run(DiceParseError *error);

private:
    void skipSpace()
    {
        while (m_pos < m_text.size() && isSpace(m_text[m_pos]))
            ++m_pos;
    }
    bool atEnd() const { return m_pos >= m_text.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_text[m_pos]; }
    // Reads digits at m_pos (saturating at NumberCap); false when there are none.
    bool readNumber(int &value)
    {
        if (atEnd() || !isDigit(peek()))
            return false;
        value = 0;
        while (!atEnd() && isDigit(peek())) {
            value = std::min(NumberCap, value * 10 + (peek().unicode() - u'0'));
            ++m_pos;
        }
        return true;
    }
    bool fail(qsizetype position, const QString &message)
    {
        m_errorPosition = int(position);
        m_errorMessage = message;
        return false;
    }
    bool readTerm(int sign, QChar afterWhat); // afterWhat: the sign before it, if any

    QStringView m_text;
    qsizetype m_pos = 0;
    int m_errorPosition = 0;
    QString m_errorMessage;

    std::array<DiceTerm, DiceExpression::MaxTerms> m_terms{};
    int m_termCount = 0;
    int m_bonus = 0;
};

bool Parser::readTerm(int sign, QChar afterWhat)
{
    skipSpace();
    const qsizetype start = m_pos;
    int count = 1;
    const bool hasCount = readNumber(count);
    skipSpace();
    const bool isDie = peek() == u'd' || peek() == u'D';
    if (!hasCount && !isDie) {
        return fail(m_pos, afterWhat.isNull()
                               ? Tr::tr("a number or a die is expected")
                               : Tr::tr("a number or a die is expected after '%1'").arg(afterWhat));
    }
    if (!isDie) {
        const int bonus = m_bonus + sign * count;
        if (std::abs(bonus) > DiceExpression::MaxBonus)
            return fail(start, Tr::tr("the numbers add up to more than %1").arg(DiceExpression::MaxBonus));
        m_bonus = bonus;
        return true;
    }
    ++m_pos; // the 'd'
    skipSpace();
    const qsizetype sidesAt = m_pos;
    int sides = 0;
    if (peek() == u'P' || peek() == u'p') {
        ++m_pos;
        sides = DiceTerm::PercentileSides;
    } else if (!readNumber(sides)) {
        return fail(m_pos, Tr::tr("a number of sides or 'P' is expected after 'd'"));
    } else if (sides < 2 || sides > DiceExpression::MaxSides) {
        return fail(sidesAt, Tr::tr("a die has 2 to %1 sides").arg(DiceExpression::MaxSides));
    }
    if (count < 1 || count > DiceExpression::MaxDice)
        return fail(start, Tr::tr("a term has 1 to %1 dice").arg(DiceExpression::MaxDice));
    if (m_termCount == DiceExpression::MaxTerms)
        return fail(start, Tr::tr("an expression has at most %1 dice terms").arg(DiceExpression::MaxTerms));
    m_terms[std::size_t(m_termCount++)] = DiceTerm{std::int16_t(sign * count), std::uint16_t(sides)};
    return true;
}

std::optional<DiceExpression> Parser::run(DiceParseError *error)
{
    bool ok = true;
    skipSpace();
    int sign = 1;
    QChar afterWhat;
    if (peek() == u'-') {
        ++m_pos;
        sign = -1;
        afterWhat = u'-';
    }
    ok = readTerm(sign, afterWhat);
    while (ok) {
        skipSpace();
        if (atEnd())
            break;
        const QChar op = peek();
        if (op != u'+' && op != u'-') {
            ok = fail(m_pos, Tr::tr("'+' or '-' is expected before '%1'").arg(op));
            break;
        }
        ++m_pos;
        ok = readTerm(op == u'+' ? 1 : -1, op);
    }
    if (!ok) {
        if (error)
            *error = DiceParseError{m_errorPosition, m_errorMessage};
        return std::nullopt;
    }
    // Terms are kept as written: "1d6+1d6" stays two terms (in representative mode it is
    // not "2d6"); merged() adds them up on request.
    return DiceExpression::fromTerms(std::span<const DiceTerm>(m_terms.data(), std::size_t(m_termCount)), m_bonus);
}
} // namespace

std::optional<DiceExpression> DiceExpression::parse(QStringView text, DiceParseError *error)
{
    return Parser(text).run(error);
}

DiceExpression DiceExpression::constant(int value)
{
    DiceExpression result;
    result.m_bonus = std::int16_t(std::clamp(value, -MaxBonus, MaxBonus));
    return result;
}

DiceExpression DiceExpression::dice(int count, int sides, int bonus)
{
    DiceExpression result = constant(bonus);
    count = std::clamp(count, -MaxDice, MaxDice);
    if (count != 0) {
        const int clampedSides = sides == DiceTerm::PercentileSides ? sides : std::clamp(sides, 2, MaxSides);
        result.m_terms[0] = DiceTerm{std::int16_t(count), std::uint16_t(clampedSides)};
        result.m_termCount = 1;
    }
    return result;
}

std::optional<DiceExpression> DiceExpression::fromTerms(std::span<const DiceTerm> terms, int bonus)
{
    if (terms.size() > std::size_t(MaxTerms) || std::abs(bonus) > MaxBonus)
        return std::nullopt;
    DiceExpression result = constant(bonus);
    for (const DiceTerm &term : terms) {
        const bool sidesOk = term.sides == DiceTerm::PercentileSides || (term.sides >= 2 && term.sides <= MaxSides);
        if (!sidesOk || term.count == 0 || std::abs(int(term.count)) > MaxDice)
            return std::nullopt;
        result.m_terms[std::size_t(result.m_termCount++)] = term;
    }
    return result;
}

int DiceExpression::roll(Rng &rng, RollMode mode) const
{
    int total = m_bonus;
    for (int i = 0; i < m_termCount; ++i) {
        const DiceTerm &term = m_terms[std::size_t(i)];
        const Faces faces = facesOf(term.sides);
        const int count = std::abs(int(term.count));
        int sum = 0;
        if (mode == RollMode::Representative) {
            sum = count * (int(rng.below(std::uint32_t(faces.count))) + 1);
        } else {
            for (int die = 0; die < count; ++die)
                sum += int(rng.below(std::uint32_t(faces.count))) + 1;
        }
        total += (term.count < 0 ? -sum : sum) * faces.step;
    }
    return total;
}

int DiceExpression::minimum() const
{
    int total = m_bonus;
    for (int i = 0; i < m_termCount; ++i) {
        const DiceTerm &term = m_terms[std::size_t(i)];
        const Faces faces = facesOf(term.sides);
        total += term.count > 0 ? term.count * faces.step : term.count * faces.count * faces.step;
    }
    return total;
}

int DiceExpression::maximum() const
{
    int total = m_bonus;
    for (int i = 0; i < m_termCount; ++i) {
        const DiceTerm &term = m_terms[std::size_t(i)];
        const Faces faces = facesOf(term.sides);
        total += term.count > 0 ? term.count * faces.count * faces.step : term.count * faces.step;
    }
    return total;
}

double DiceExpression::mean() const
{
    double total = m_bonus;
    for (int i = 0; i < m_termCount; ++i) {
        const DiceTerm &term = m_terms[std::size_t(i)];
        const Faces faces = facesOf(term.sides);
        total += term.count * faces.step * (faces.count + 1) / 2.0;
    }
    return total;
}

std::vector<double> DiceExpression::distribution() const
{
    // The probabilities of the totals lowest, lowest + 1, ...; each die is convolved in
    // with prefix sums taken along its step, so a die costs one pass over the totals.
    // A subtracted die with faces -step..-count*step is the die step..count*step shifted
    // down by (count + 1) * step, so only the shift differs.
    std::vector<double> probabilities{1.0};
    std::vector<double> prefix;
    for (int i = 0; i < m_termCount; ++i) {
        const DiceTerm &term = m_terms[std::size_t(i)];
        const Faces faces = facesOf(term.sides);
        const auto step = std::size_t(faces.step);
        const auto span = std::size_t(faces.count) * step;
        for (int die = 0; die < std::abs(int(term.count)); ++die) {
            // new[j] (total lowest + step + j) = sum over k < count of old[j - k * step] / count
            const std::size_t size = probabilities.size() + span - step;
            probabilities.resize(size, 0.0);
            prefix.assign(size, 0.0);
            for (std::size_t j = 0; j < size; ++j)
                prefix[j] = probabilities[j] + (j >= step ? prefix[j - step] : 0.0);
            for (std::size_t j = 0; j < size; ++j) {
                const double sum = prefix[j] - (j >= span ? prefix[j - span] : 0.0);
                probabilities[j] = std::max(0.0, sum / faces.count);
            }
        }
    }
    return probabilities;
}

std::optional<DiceExpression> DiceExpression::merged(const DiceExpression &other) const
{
    // Dice per (size, sign), in order of first appearance.
    struct Group
    {
        std::uint16_t sides;
        int sign;
        int count;
    };
    std::array<Group, 2 * MaxTerms> groups{};
    std::size_t groupCount = 0;
    for (const DiceExpression *source : {this, &other}) {
        for (int i = 0; i < source->m_termCount; ++i) {
            const DiceTerm &term = source->m_terms[std::size_t(i)];
            const int sign = term.count < 0 ? -1 : 1;
            auto group = std::find_if(groups.begin(), groups.begin() + std::ptrdiff_t(groupCount),
                                       [&](const Group &g) { return g.sides == term.sides && g.sign == sign; });
            if (group == groups.begin() + std::ptrdiff_t(groupCount))
                groups[groupCount++] = Group{term.sides, sign, 0};
            group->count += std::abs(int(term.count));
        }
    }
    const int bonus = m_bonus + other.m_bonus;
    if (std::abs(bonus) > MaxBonus)
        return std::nullopt;
    DiceExpression result = constant(bonus);
    for (std::size_t g = 0; g < groupCount; ++g) {
        for (int left = groups[g].count; left > 0; left -= MaxDice) {
            if (result.m_termCount == MaxTerms)
                return std::nullopt;
            const int count = std::min(left, MaxDice);
            result.m_terms[std::size_t(result.m_termCount++)] =
                DiceTerm{std::int16_t(groups[g].sign * count), groups[g].sides};
        }
    }
    return result;
}

QString DiceExpression::toString() const
{
    QString text;
    for (int i = 0; i < m_termCount; ++i) {
        const DiceTerm &term = m_terms[std::size_t(i)];
        if (term.count < 0)
            text += u'-';
        else if (i > 0)
            text += u'+';
        text += QString::number(std::abs(int(term.count)));
        text += u'd';
        text += term.sides == DiceTerm::PercentileSides ? QStringLiteral("P") : QString::number(term.sides);
    }
    if (m_bonus != 0 || m_termCount == 0) {
        if (m_bonus >= 0 && m_termCount > 0)
            text += u'+';
        text += QString::number(m_bonus);
    }
    return text;
}

} // namespace isle
