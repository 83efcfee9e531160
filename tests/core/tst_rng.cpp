// Golden values of the seeded generator: a seed must give the same numbers with every
// compiler, standard library and platform, or records and simulations stop reproducing.
#include "core/rng.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <limits>
#include <numeric>
#include <vector>

using namespace isle;

class tst_Rng : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void referenceSequence_data();
    void referenceSequence();
    void defaultConstructedIsDeterministic();
    void streamsDiffer();
    void belowGolden();
    void belowStaysInBounds_data();
    void belowStaysInBounds();
    void belowIsUniform_data();
    void belowIsUniform();
    void belowLargeBoundIsUnbiased();
    void betweenGolden();
    void betweenCoversRange_data();
    void betweenCoversRange();
    void betweenFullRange();
    void shuffleGolden();
    void shuffleIsPermutation();
    void shuffleTrivialSpans();
    void splitMix64Golden_data();
    void splitMix64Golden();
};

void tst_Rng::referenceSequence_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<quint64>("stream");
    QTest::addColumn<QList<quint32>>("expected");

    // pcg32-demo of the reference C implementation: pcg32_srandom_r(&rng, 42u, 54u).
    QTest::newRow("pcg32-demo 42/54") << quint64(42) << quint64(54)
                                      << QList<quint32>{0xa15c02b7U, 0x7b47f409U, 0xba1d3330U,
                                                        0x83d2f293U, 0xbfa4784bU, 0xcbed606eU};
}

void tst_Rng::referenceSequence()
{
    QFETCH(quint64, seed);
    QFETCH(quint64, stream);
    QFETCH(QList<quint32>, expected);

    Rng rng(seed, stream);
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const quint32 value = rng.next();
        QVERIFY2(value == expected.at(i), qPrintable(QStringLiteral("output %1: 0x%2, expected 0x%3")
                                                         .arg(i)
                                                         .arg(value, 8, 16, QLatin1Char('0'))
                                                         .arg(expected.at(i), 8, 16, QLatin1Char('0'))));
    }
}

void tst_Rng::defaultConstructedIsDeterministic()
{
    Rng a;
    Rng b;
    QCOMPARE(a, b);
    for (int i = 0; i < 100; ++i)
        QCOMPARE(a.next(), b.next());
    QCOMPARE(a, b);

    // Copies continue the same sequence; equality compares the whole state.
    Rng copy = a;
    QCOMPARE(copy.next(), a.next());
    QCOMPARE(copy.state(), a.state());
    QCOMPARE(copy.increment(), a.increment());
    a.next();
    QVERIFY(!(copy == a));
}

void tst_Rng::streamsDiffer()
{
    Rng a(42, 54);
    Rng b(42, 55);
    Rng c(43, 54);
    QVERIFY(a.increment() & 1U);
    QVERIFY(b.increment() & 1U);
    int sameAB = 0;
    int sameAC = 0;
    for (int i = 0; i < 64; ++i) {
        const quint32 value = a.next();
        sameAB += value == b.next() ? 1 : 0;
        sameAC += value == c.next() ? 1 : 0;
    }
    QCOMPARE(sameAB, 0);
    QCOMPARE(sameAC, 0);
}

void tst_Rng::belowGolden()
{
    // Lemire's multiply-and-reject on the 42/54 sequence, computed with an independent
    // implementation: (next * bound) >> 32, rejecting low words under 2^32 mod bound.
    Rng small(42, 54);
    const std::array<quint32, 10> dice{3, 2, 4, 3, 4, 4, 4, 3, 5, 5};
    for (quint32 expected : dice)
        QCOMPARE(small.below(6), expected);

    Rng large(42, 54);
    const std::array<quint32, 5> big{1444700008U, 2181024167U, 1544812662U, 2389772491U, 1513915912U};
    for (quint32 expected : big)
        QCOMPARE(large.below(3000000000U), expected);

    // A bound of one always gives zero and still advances the generator.
    Rng one(7, 7);
    const quint64 before = one.state();
    QCOMPARE(one.below(1), 0U);
    QVERIFY(one.state() != before);
}

void tst_Rng::belowStaysInBounds_data()
{
    QTest::addColumn<quint32>("bound");
    QTest::newRow("1") << 1U;
    QTest::newRow("2") << 2U;
    QTest::newRow("7") << 7U;
    QTest::newRow("36 tiles") << 36U;
    QTest::newRow("256 tiles") << 256U;
    QTest::newRow("2^31+1") << 0x80000001U;
    QTest::newRow("max") << 0xffffffffU;
}

void tst_Rng::belowStaysInBounds()
{
    QFETCH(quint32, bound);
    Rng rng(20240601, 3);
    quint32 largest = 0;
    for (int i = 0; i < 20000; ++i) {
        const quint32 value = rng.below(bound);
        QVERIFY2(value < bound, qPrintable(QStringLiteral("draw %1 gave %2").arg(i).arg(value)));
        largest = std::max(largest, value);
    }
    // Small bounds must reach their top value in 20000 draws.
    if (bound <= 256)
        QCOMPARE(largest, bound - 1);
}

void tst_Rng::belowIsUniform_data()
{
    QTest::addColumn<quint32>("bound");
    QTest::addColumn<quint64>("seed");
    // Critical chi-square values at p = 0.001 for bound - 1 degrees of freedom.
    QTest::addColumn<double>("critical");

    QTest::newRow("d6") << 6U << quint64(1) << 20.515;
    QTest::newRow("d10") << 10U << quint64(2) << 27.877;
    QTest::newRow("36 tiles") << 36U << quint64(3) << 66.619;
    QTest::newRow("15 characters") << 15U << quint64(4) << 36.123;
}

void tst_Rng::belowIsUniform()
{
    QFETCH(quint32, bound);
    QFETCH(quint64, seed);
    QFETCH(double, critical);

    constexpr int Draws = 120000;
    std::vector<int> counts(bound, 0);
    Rng rng(seed, 99);
    for (int i = 0; i < Draws; ++i)
        ++counts[rng.below(bound)];
    const double expected = double(Draws) / bound;
    double chiSquare = 0;
    for (int count : counts)
        chiSquare += (count - expected) * (count - expected) / expected;
    QVERIFY2(chiSquare < critical,
             qPrintable(QStringLiteral("chi-square %1 over the critical %2").arg(chiSquare).arg(critical)));
    // And not suspiciously perfect either (a counter, not a generator).
    QVERIFY2(chiSquare > 0.5, qPrintable(QStringLiteral("chi-square %1 is too small").arg(chiSquare)));
}

void tst_Rng::belowLargeBoundIsUnbiased()
{
    // With bound = 3 * 2^30 a plain "next() % bound" puts half of all draws in the lowest
    // third; multiply-and-reject must spread them evenly over the three thirds.
    constexpr quint32 Bound = 3U << 30U;
    constexpr int Draws = 90000;
    std::array<int, 3> thirds{};
    Rng rng(5, 5);
    for (int i = 0; i < Draws; ++i)
        ++thirds[rng.below(Bound) >> 30U];
    const double expected = Draws / 3.0;
    double chiSquare = 0;
    for (int count : thirds)
        chiSquare += (count - expected) * (count - expected) / expected;
    QVERIFY2(chiSquare < 13.816, qPrintable(QStringLiteral("thirds %1 %2 %3, chi-square %4")
                                                .arg(thirds[0])
                                                .arg(thirds[1])
                                                .arg(thirds[2])
                                                .arg(chiSquare)));
}

void tst_Rng::betweenGolden()
{
    // between(-3, 3) is -3 + below(7) on the 1/1 sequence.
    Rng rng(1, 1);
    const std::array<qint32, 10> expected{2, -3, 2, 1, 1, -1, -2, 1, 2, 0};
    for (qint32 value : expected)
        QCOMPARE(rng.between(-3, 3), value);
}

void tst_Rng::betweenCoversRange_data()
{
    QTest::addColumn<qint32>("low");
    QTest::addColumn<qint32>("high");
    QTest::newRow("single value") << 4 << 4;
    QTest::newRow("die") << 1 << 6;
    QTest::newRow("around zero") << -5 << 5;
    QTest::newRow("negative") << -20 << -11;
    QTest::newRow("near int max") << std::numeric_limits<qint32>::max() - 3 << std::numeric_limits<qint32>::max();
    QTest::newRow("near int min") << std::numeric_limits<qint32>::min() << std::numeric_limits<qint32>::min() + 3;
}

void tst_Rng::betweenCoversRange()
{
    QFETCH(qint32, low);
    QFETCH(qint32, high);
    Rng rng(77, 1);
    const qint64 width = qint64(high) - low + 1;
    std::vector<int> seen(static_cast<std::size_t>(width), 0);
    for (int i = 0; i < 2000; ++i) {
        const qint32 value = rng.between(low, high);
        QVERIFY2(value >= low && value <= high, qPrintable(QString::number(value)));
        ++seen[static_cast<std::size_t>(qint64(value) - low)];
    }
    for (std::size_t i = 0; i < seen.size(); ++i)
        QVERIFY2(seen[i] > 0, qPrintable(QStringLiteral("%1 never drawn").arg(qint64(low) + qint64(i))));
}

void tst_Rng::betweenFullRange()
{
    // The whole int32 range has 2^32 values: the span does not fit in 32 bits and must
    // not collapse to a single value.
    Rng rng(9, 9);
    int negative = 0;
    int positive = 0;
    qint32 first = rng.between(std::numeric_limits<qint32>::min(), std::numeric_limits<qint32>::max());
    bool varied = false;
    for (int i = 0; i < 1000; ++i) {
        const qint32 value = rng.between(std::numeric_limits<qint32>::min(), std::numeric_limits<qint32>::max());
        negative += value < 0 ? 1 : 0;
        positive += value > 0 ? 1 : 0;
        varied = varied || value != first;
    }
    QVERIFY(varied);
    QVERIFY2(negative > 400 && positive > 400,
             qPrintable(QStringLiteral("%1 negative, %2 positive of 1000").arg(negative).arg(positive)));
}

void tst_Rng::shuffleGolden()
{
    // Fisher-Yates from the back, j = below(i), on the 2024/7 sequence.
    std::array<int, 10> items{};
    std::iota(items.begin(), items.end(), 0);
    Rng rng(2024, 7);
    rng.shuffle(std::span<int>(items));
    const std::array<int, 10> expected{6, 2, 3, 4, 7, 1, 0, 8, 5, 9};
    QCOMPARE(items, expected);

    // The same seed gives the same permutation again.
    std::array<int, 10> again{};
    std::iota(again.begin(), again.end(), 0);
    Rng same(2024, 7);
    same.shuffle(std::span<int>(again));
    QCOMPARE(again, expected);
}

void tst_Rng::shuffleIsPermutation()
{
    Rng rng(11, 3);
    std::vector<QString> names;
    for (int i = 0; i < 50; ++i)
        names.push_back(QString::number(i));
    const std::vector<QString> original = names;
    rng.shuffle(std::span<QString>(names));
    QVERIFY(names != original);
    std::vector<QString> sorted = names;
    std::vector<QString> sortedOriginal = original;
    std::sort(sorted.begin(), sorted.end());
    std::sort(sortedOriginal.begin(), sortedOriginal.end());
    QCOMPARE(sorted, sortedOriginal);

    // Every item reaches every position over many shuffles of three.
    std::array<std::array<int, 3>, 3> where{};
    for (int round = 0; round < 3000; ++round) {
        std::array<int, 3> three{0, 1, 2};
        rng.shuffle(std::span<int>(three));
        for (int position = 0; position < 3; ++position)
            ++where[three[position]][position];
    }
    for (const auto &item : where)
        for (int count : item)
            QVERIFY2(count > 850 && count < 1150, qPrintable(QString::number(count)));
}

void tst_Rng::shuffleTrivialSpans()
{
    Rng rng(1, 2);
    const Rng before = rng;
    std::vector<int> empty;
    rng.shuffle(std::span<int>(empty));
    std::array<int, 1> single{42};
    rng.shuffle(std::span<int>(single));
    QCOMPARE(single[0], 42);
    // Nothing to shuffle draws nothing, so the sequence does not shift.
    QCOMPARE(rng, before);
}

void tst_Rng::splitMix64Golden_data()
{
    QTest::addColumn<quint64>("input");
    QTest::addColumn<quint64>("expected");
    // Vigna's splitmix64 with state 0: the state advances by the golden gamma before
    // each output, so output n is splitMix64(n * gamma).
    constexpr quint64 Gamma = 0x9e3779b97f4a7c15ULL;
    QTest::newRow("state 0, output 1") << quint64(0) << quint64(0xe220a8397b1dcdafULL);
    QTest::newRow("output 2") << Gamma << quint64(0x6e789e6aa1b965f4ULL);
    QTest::newRow("output 3") << quint64(Gamma * 2) << quint64(0x06c45d188009454fULL);
    QTest::newRow("output 4") << quint64(Gamma * 3) << quint64(0xf88bb8a8724c81ecULL);
    QTest::newRow("output 5") << quint64(Gamma * 4) << quint64(0x1b39896a51a8749bULL);
}

void tst_Rng::splitMix64Golden()
{
    QFETCH(quint64, input);
    QFETCH(quint64, expected);
    QCOMPARE(splitMix64(input), expected);
}

QTEST_GUILESS_MAIN(tst_Rng)
#include "tst_rng.moc"
