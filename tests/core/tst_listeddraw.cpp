// drawListed (core/listeddraw.h), the one-pass random choice every game's randomAction may
// use, against counting the listing and walking it to the drawn place: the same action and
// the same generator afterwards, for listings shorter than, as long as and longer than the
// part it keeps; none drawn from an empty listing.
#include "core/listeddraw.h"

#include <QTest>

namespace {
isle::Action numbered(int n)
{
    isle::Action action;
    action.type = static_cast<std::uint8_t>(n % 7);
    action.kind = static_cast<std::uint8_t>(n / 7);
    action.cell = static_cast<std::int16_t>(n);
    action.cell2 = static_cast<std::int16_t>(-n);
    return action;
}

// A listing of `size` distinct actions, in order, counting how often it is walked.
struct Listing
{
    int size = 0;
    int *walks = nullptr;
    template<typename Visit>
    void operator()(Visit &&visit) const
    {
        ++*walks;
        for (int n = 0; n < size; ++n)
            visit(numbered(n));
    }
};
} // namespace

class tst_ListedDraw : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsCountAndWalk()
    {
        for (const int size : {1, 2, 5, 127, 128, 129, 200, 1000}) {
            for (std::uint64_t seed = 1; seed <= 300; ++seed) {
                isle::Rng drawn(seed, 17);
                isle::Rng walked = drawn;
                int walks = 0;
                const isle::Action chosen = isle::drawListed(drawn, Listing{size, &walks});
                const auto pick = static_cast<int>(walked.below(static_cast<std::uint32_t>(size)));
                QCOMPARE(chosen, numbered(pick));
                QVERIFY(drawn == walked);
                QCOMPARE(walks, pick < 128 ? 1 : 2); // walked again only for a pick past the kept part
            }
        }
    }

    void emptyListingDrawsNothing()
    {
        isle::Rng rng(5, 5);
        const isle::Rng before = rng;
        int walks = 0;
        QCOMPARE(isle::drawListed(rng, Listing{0, &walks}), isle::Action{});
        QVERIFY(rng == before);
        QCOMPARE(walks, 1);
    }
};

QTEST_GUILESS_MAIN(tst_ListedDraw)
#include "tst_listeddraw.moc"
