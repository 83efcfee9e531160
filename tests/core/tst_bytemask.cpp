// equalBytes32 (core/bytemask.h) against a byte-by-byte comparison: every bit, every value,
// rows read from anywhere in a buffer (unaligned too).
#include "core/bytemask.h"
#include "core/rng.h"

#include <QTest>

#include <array>

class tst_ByteMask : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesByteComparison()
    {
        isle::Rng rng(1, 1);
        std::array<std::uint8_t, 64> buffer{};
        for (int round = 0; round < 2000; ++round) {
            // Few distinct values, so that every row has matches and misses.
            for (std::uint8_t &byte : buffer)
                byte = static_cast<std::uint8_t>(round % 3 == 0 ? rng.below(256) : rng.below(3) * 127);
            const auto offset = static_cast<std::size_t>(rng.below(33));
            const auto value = static_cast<std::uint8_t>(round % 2 ? buffer[offset + rng.below(32)] : rng.below(256));
            std::uint32_t expected = 0;
            for (unsigned i = 0; i < 32; ++i)
                expected |= std::uint32_t(buffer[offset + i] == value) << i;
            QCOMPARE(isle::equalBytes32(buffer.data() + offset, value), expected);
        }
    }

    void allAndNone()
    {
        std::array<std::uint8_t, 32> row{};
        row.fill(0xFF);
        QCOMPARE(isle::equalBytes32(row.data(), 0xFF), 0xFFFFFFFFU);
        QCOMPARE(isle::equalBytes32(row.data(), 0x00), 0U);
        row[31] = 0;
        row[0] = 0;
        QCOMPARE(isle::equalBytes32(row.data(), 0x00), 0x80000001U);
    }
};

QTEST_GUILESS_MAIN(tst_ByteMask)
#include "tst_bytemask.moc"
