#include "core/diceexpression.h"

#include <QTest>

#include <cmath>
#include <map>

#include "../allocationcounter.h"

using isle::test::allocations;

using namespace isle;

namespace {

// Every outcome of every die, enumerated one by one (individual mode): the reference the
// convolution in distribution() is checked against. Percentile dice read 10..100.
std::map<int, double> bruteForce(const DiceExpression &expression)
{
    std::vector<std::pair<int, int>> dice; // (faces, step), sign folded into step
    for (int t = 0; t < expression.termCount(); ++t) {
        const DiceTerm term = expression.term(t);
        const bool percentile = term.sides == DiceTerm::PercentileSides;
        const int faces = percentile ? 10 : term.sides;
        const int step = (percentile ? 10 : 1) * (term.count < 0 ? -1 : 1);
        for (int d = 0; d < std::abs(int(term.count)); ++d)
            dice.emplace_back(faces, step);
    }
    std::map<int, double> counts;
    std::vector<int> faceIndex(dice.size(), 0);
    double outcomes = 0;
    for (;;) {
        int total = expression.bonus();
        for (std::size_t i = 0; i < dice.size(); ++i)
            total += (faceIndex[i] + 1) * dice[i].second;
        counts[total] += 1;
        outcomes += 1;
        std::size_t i = 0;
        for (; i < dice.size(); ++i) {
            if (++faceIndex[i] < dice[i].first)
                break;
            faceIndex[i] = 0;
        }
        if (i == dice.size())
            break;
    }
    for (auto &entry : counts)
        entry.second /= outcomes;
    return counts;
}

DiceExpression parsed(const char *text)
{
    DiceParseError error;
    const auto expression = DiceExpression::parse(QString::fromUtf8(text), &error);
    if (!expression)
        qWarning("%s: %s at %d", text, qPrintable(error.message), error.position);
    return expression.value_or(DiceExpression::constant(-9999));
}

} // namespace

class tst_Dice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void goodExpressions_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("canonical");
        QTest::addColumn<int>("minimum");
        QTest::addColumn<int>("maximum");
        QTest::addColumn<double>("mean");
        QTest::newRow("2d6+6") << "2d6+6" << "2d6+6" << 8 << 18 << 13.0;
        QTest::newRow("d6") << "d6" << "1d6" << 1 << 6 << 3.5;
        QTest::newRow("constant") << "5" << "5" << 5 << 5 << 5.0;
        QTest::newRow("zero") << "0" << "0" << 0 << 0 << 0.0;
        QTest::newRow("negative constant") << "-3" << "-3" << -3 << -3 << -3.0;
        QTest::newRow("several terms") << "2d6+1d4+3" << "2d6+1d4+3" << 6 << 19 << 12.5;
        QTest::newRow("bonus first") << "3+2d6" << "2d6+3" << 5 << 15 << 10.0;
        QTest::newRow("constants summed") << "1d6+2+3-1" << "1d6+4" << 5 << 10 << 7.5;
        QTest::newRow("subtraction") << "2d6-1d4" << "2d6-1d4" << -2 << 11 << 4.5;
        QTest::newRow("subtracted bonus") << "1d10-2" << "1d10-2" << -1 << 8 << 3.5;
        QTest::newRow("leading minus") << "-1d4+5" << "-1d4+5" << 1 << 4 << 2.5;
        QTest::newRow("whitespace") << "  2 d 6 +\t6 " << "2d6+6" << 8 << 18 << 13.0;
        QTest::newRow("capital D") << "1D10+10" << "1d10+10" << 11 << 20 << 15.5;
        QTest::newRow("city roll") << "3d3+9" << "3d3+9" << 12 << 18 << 15.0;
        QTest::newRow("percentile") << "1dP" << "1dP" << 10 << 100 << 55.0;
        QTest::newRow("percentile lower case") << "dp" << "1dP" << 10 << 100 << 55.0;
        QTest::newRow("two percentile") << "2dP" << "2dP" << 20 << 200 << 110.0;
        QTest::newRow("largest") << "99d1000+9999" << "99d1000+9999" << 99 + 9999 << 99000 + 9999 << 99 * 500.5 + 9999;
        QTest::newRow("equal terms kept") << "1d6+1d6" << "1d6+1d6" << 2 << 12 << 7.0;
    }
    void goodExpressions()
    {
        QFETCH(QString, text);
        QFETCH(QString, canonical);
        QFETCH(int, minimum);
        QFETCH(int, maximum);
        QFETCH(double, mean);
        DiceParseError error;
        const auto expression = DiceExpression::parse(text, &error);
        QVERIFY2(expression, qPrintable(error.message));
        QCOMPARE(expression->toString(), canonical);
        QCOMPARE(expression->minimum(), minimum);
        QCOMPARE(expression->maximum(), maximum);
        QCOMPARE(expression->mean(), mean);
        // The canonical text reads back to the same expression.
        QCOMPARE(DiceExpression::parse(canonical), expression);
    }

    void badExpressions_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << "" << 0 << "a number or a die is expected";
        QTest::newRow("blank") << "   " << 3 << "a number or a die is expected";
        QTest::newRow("dangling plus") << "2d6+" << 4 << "a number or a die is expected after '+'";
        QTest::newRow("dangling plus, space") << "2d6+ " << 5 << "a number or a die is expected after '+'";
        QTest::newRow("double operator") << "2d6+-1" << 4 << "a number or a die is expected after '+'";
        QTest::newRow("dangling minus") << "1d4 -" << 5 << "a number or a die is expected after '-'";
        QTest::newRow("lone minus") << "-" << 1 << "a number or a die is expected after '-'";
        QTest::newRow("no sides") << "2d" << 2 << "a number of sides or 'P' is expected after 'd'";
        QTest::newRow("letter sides") << "2dx" << 2 << "a number of sides or 'P' is expected after 'd'";
        QTest::newRow("junk after term") << "2d6x" << 3 << "'+' or '-' is expected before 'x'";
        QTest::newRow("space in number") << "1 0" << 2 << "'+' or '-' is expected before '0'";
        QTest::newRow("multiplication") << "2*d6" << 1 << "'+' or '-' is expected before '*'";
        QTest::newRow("letter") << "a" << 0 << "a number or a die is expected";
        QTest::newRow("one side") << "1d1" << 2 << "a die has 2 to 1000 sides";
        QTest::newRow("too many sides") << "1d1001" << 2 << "a die has 2 to 1000 sides";
        QTest::newRow("no dice") << "0d6" << 0 << "a term has 1 to 99 dice";
        QTest::newRow("too many dice") << "1+100d6" << 2 << "a term has 1 to 99 dice";
        QTest::newRow("huge count") << "99999999999d6" << 0 << "a term has 1 to 99 dice";
        QTest::newRow("bonus too large") << "1d6+10000" << 4 << "the numbers add up to more than 9999";
        QTest::newRow("bonuses add up") << "5000+5000" << 5 << "the numbers add up to more than 9999";
        QTest::newRow("seven terms") << "d4+d6+d8+d10+d12+d20+d100" << 21 << "an expression has at most 6 dice terms";
    }
    void badExpressions()
    {
        QFETCH(QString, text);
        QFETCH(int, position);
        QFETCH(QString, message);
        DiceParseError error;
        QVERIFY(!DiceExpression::parse(text, &error));
        QCOMPARE(error.position, position);
        QCOMPARE(error.message, message);
        QVERIFY(!DiceExpression::parse(text)); // without an error to fill in
    }

    void distributionIsExact_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *text : {"2d6", "1d4+1d6", "3d3+9", "1dP", "2dP", "2d6-1d4+2", "1dP+1d4", "-2d3", "7"})
            QTest::newRow(text) << QString::fromUtf8(text);
    }
    void distributionIsExact()
    {
        QFETCH(QString, text);
        const DiceExpression expression = parsed(text.toUtf8().constData());
        const std::vector<double> distribution = expression.distribution();
        QCOMPARE(qsizetype(distribution.size()), qsizetype(expression.maximum() - expression.minimum() + 1));
        const std::map<int, double> expected = bruteForce(expression);
        QCOMPARE(expected.begin()->first, expression.minimum());
        QCOMPARE(expected.rbegin()->first, expression.maximum());
        double sum = 0;
        double mean = 0;
        for (std::size_t i = 0; i < distribution.size(); ++i) {
            const int total = expression.minimum() + int(i);
            const auto found = expected.find(total);
            const double want = found == expected.end() ? 0.0 : found->second;
            QVERIFY2(std::abs(distribution[i] - want) < 1e-12,
                     qPrintable(QStringLiteral("P(%1) = %2, expected %3").arg(total).arg(distribution[i]).arg(want)));
            sum += distribution[i];
            mean += total * distribution[i];
        }
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
        QVERIFY(std::abs(mean - expression.mean()) < 1e-9);
    }

    void twoDiceByHand()
    {
        // Independent of the enumeration above: 2d6 is the triangle 1, 2, ..., 6, ..., 1 / 36.
        const std::vector<double> distribution = parsed("2d6").distribution();
        QCOMPARE(distribution.size(), std::size_t(11));
        for (int i = 0; i < 11; ++i)
            QVERIFY(std::abs(distribution[std::size_t(i)] - (6 - std::abs(i - 5)) / 36.0) < 1e-15);
        // 1dP only ever shows multiples of ten.
        const std::vector<double> percentile = parsed("1dP").distribution();
        for (std::size_t i = 0; i < percentile.size(); ++i)
            QCOMPARE(percentile[i], i % 10 == 0 ? 0.1 : 0.0);
    }

    void largeDistributionSumsToOne()
    {
        const DiceExpression expression = parsed("40d20+3d100-2dP");
        const std::vector<double> distribution = expression.distribution();
        double sum = 0;
        double mean = 0;
        for (std::size_t i = 0; i < distribution.size(); ++i) {
            QVERIFY(distribution[i] >= 0.0);
            sum += distribution[i];
            mean += (expression.minimum() + int(i)) * distribution[i];
        }
        QVERIFY(std::abs(sum - 1.0) < 1e-9);
        QVERIFY(std::abs(mean - expression.mean()) < 1e-6);
    }

    void rollsStayInRangeAndFollowTheDistribution_data()
    {
        QTest::addColumn<QString>("text");
        for (const char *text : {"2d6", "1d4+1d6", "3d3+9", "1dP", "2dP", "2d6-1d4+2"})
            QTest::newRow(text) << QString::fromUtf8(text);
    }
    void rollsStayInRangeAndFollowTheDistribution()
    {
        QFETCH(QString, text);
        const DiceExpression expression = parsed(text.toUtf8().constData());
        const std::vector<double> distribution = expression.distribution();
        std::vector<int> seen(distribution.size(), 0);
        Rng rng(20261125);
        constexpr int Rolls = 60000;
        for (int i = 0; i < Rolls; ++i) {
            const int total = expression.roll(rng);
            QVERIFY(total >= expression.minimum() && total <= expression.maximum());
            ++seen[std::size_t(total - expression.minimum())];
        }
        // Every total's frequency within five standard deviations of its probability, and
        // totals that cannot happen never seen (a wrong step or an off-by-one die fails).
        for (std::size_t i = 0; i < distribution.size(); ++i) {
            const double p = distribution[i];
            const double sigma = std::sqrt(Rolls * p * (1 - p));
            QVERIFY2(std::abs(seen[i] - Rolls * p) <= 5 * sigma + 1e-9,
                     qPrintable(QStringLiteral("total %1: seen %2 times, expected about %3")
                                    .arg(expression.minimum() + int(i)).arg(seen[i]).arg(Rolls * p)));
        }
    }

    void representativeMode()
    {
        // One die per term times N: 3d6 representative only shows 3, 6, ..., 18.
        const DiceExpression expression = parsed("3d6+1");
        Rng rng(7);
        std::map<int, int> seen;
        for (int i = 0; i < 6000; ++i)
            ++seen[expression.roll(rng, DiceExpression::RollMode::Representative)];
        QCOMPARE(seen.size(), std::size_t(6));
        for (const auto &[total, times] : seen) {
            QCOMPARE((total - 1) % 3, 0);
            QVERIFY(total >= 4 && total <= 19);
            QVERIFY2(times > 800 && times < 1200, qPrintable(QString::number(times)));
        }
        // Percentile: 2dP representative is twice one d10 read in tens.
        const DiceExpression percentile = parsed("2dP");
        std::map<int, int> percentiles;
        for (int i = 0; i < 2000; ++i)
            ++percentiles[percentile.roll(rng, DiceExpression::RollMode::Representative)];
        QCOMPARE(percentiles.size(), std::size_t(10));
        QCOMPARE(percentiles.begin()->first, 20);
        QCOMPARE(percentiles.rbegin()->first, 200);
        for (const auto &entry : percentiles)
            QCOMPARE(entry.first % 20, 0);
        // Subtracted terms are subtracted in this mode too.
        const DiceExpression subtracted = parsed("-2d4");
        for (int i = 0; i < 200; ++i) {
            const int total = subtracted.roll(rng, DiceExpression::RollMode::Representative);
            QVERIFY(total <= -2 && total >= -8 && total % 2 == 0);
        }
    }

    void sameSeedSameRolls()
    {
        const DiceExpression expression = parsed("2d6+1d4+3");
        Rng a(99);
        Rng b(99);
        for (int i = 0; i < 100; ++i)
            QCOMPARE(expression.roll(a), expression.roll(b));
    }

    void merging()
    {
        // §2.3's example.
        auto merged = parsed("2d6+6").merged(parsed("1d6+3"));
        QVERIFY(merged);
        merged = merged->merged(parsed("1d6"));
        QVERIFY(merged);
        merged = merged->merged(parsed("1d6"));
        QVERIFY(merged);
        QCOMPARE(merged->toString(), QStringLiteral("5d6+9"));
        QCOMPARE(*merged, parsed("5d6+9"));

        // Mixed sizes stay apart, in order of first appearance; subtracted dice apart too.
        QCOMPARE(parsed("1d6+1d4+1d6").merged(parsed("2d4-1d6+1"))->toString(), QStringLiteral("2d6+3d4-1d6+1"));
        // A constant merges into the bonus only.
        QCOMPARE(parsed("2d8").merged(DiceExpression::constant(-3))->toString(), QStringLiteral("2d8-3"));
        // More than MaxDice of one size spill into a second term of that size.
        const auto many = DiceExpression::dice(90, 6).merged(DiceExpression::dice(20, 6));
        QVERIFY(many);
        QCOMPARE(many->toString(), QStringLiteral("99d6+11d6"));
        QCOMPARE(many->minimum(), 110);
        QCOMPARE(many->maximum(), 660);

        // Refused: more than MaxTerms sizes, or a bonus beyond MaxBonus.
        QVERIFY(!parsed("d4+d6+d8+d10").merged(parsed("d12+d20+d100")));
        QVERIFY(!parsed("d4+5000").merged(parsed("d4+5000")));
        QVERIFY(parsed("d4+d6+d8+d10").merged(parsed("d12+d20+d4")));
    }

    void factories()
    {
        QCOMPARE(DiceExpression::dice(2, 6, 6), parsed("2d6+6"));
        QCOMPARE(DiceExpression::dice(1, DiceTerm::PercentileSides), parsed("1dP"));
        QCOMPARE(DiceExpression::dice(0, 6, 4), parsed("4"));
        QCOMPARE(DiceExpression::constant(0), DiceExpression());
        QCOMPARE(DiceExpression().toString(), QStringLiteral("0"));
        // Out of bounds is clamped, never an invalid value.
        QCOMPARE(DiceExpression::dice(500, 1, 20000).toString(), QStringLiteral("99d2+9999"));
        const DiceTerm terms[] = {{2, 6}, {-1, 4}};
        QCOMPARE(DiceExpression::fromTerms(terms, 2), parsed("2d6-1d4+2"));
        const DiceTerm badTerms[] = {{2, 1}};
        QVERIFY(!DiceExpression::fromTerms(badTerms));
        const DiceTerm tooMany[] = {{1, 4}, {1, 4}, {1, 4}, {1, 4}, {1, 4}, {1, 4}, {1, 4}};
        QVERIFY(!DiceExpression::fromTerms(tooMany));
    }

    void rollDoesNotAllocate()
    {
#ifdef ISLE_UNDER_ASAN
        QVERIFY(isle::test::allocationHooksInstalled != 0);
#endif
        const long probeBefore = allocations.load();
        void *probe = ::operator new(16);
        ::operator delete(probe);
        QCOMPARE(allocations.load() - probeBefore, 1L);

        const DiceExpression expression = parsed("2d6+1d4-1dP+3");
        const auto merged = expression.merged(parsed("1d6"));
        QVERIFY(merged);
        Rng rng(5);
        long sum = 0;
        const long before = allocations.load();
        for (int i = 0; i < 1000; ++i) {
            sum += expression.roll(rng);
            sum += expression.roll(rng, DiceExpression::RollMode::Representative);
            sum += merged->roll(rng);
            sum += expression.minimum() + expression.maximum();
        }
        QCOMPARE(allocations.load() - before, 0L);
        QVERIFY(sum != 0);
    }
};

QTEST_GUILESS_MAIN(tst_Dice)
#include "tst_dice.moc"
