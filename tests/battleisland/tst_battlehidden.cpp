// Hidden information: only the pile's order. Two games that differ only in it look the
// same to every seat; determinize() reshuffles only the pile (and the generator).
#include "battletestutil.h"

#include <QTest>

#include <cstring>

using namespace BattleTest;

class tst_BattleHidden : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void variants_data()
    {
        QTest::addColumn<QString>("variant");
        for (const QString &variant : module().variants())
            QTest::newRow(qPrintable(variant)) << variant;
    }

    void differential_data() { variants_data(); }
    void differential()
    {
        QFETCH(QString, variant);
        int compared = 0;
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            auto game = newGame(variant, seed);
            Rng rng(seed);
            for (int i = 0; i < int(seed % 23) + 3 && !game->isOver(); ++i)
                game->apply(game->randomAction(rng));
            if (game->isOver())
                continue;
            auto other = std::unique_ptr<BattleGame>(static_cast<BattleGame *>(game->clone().release()));
            BattleState &s = other->editState();
            if (s.pileCount < 2 || s.pile[0] == s.pile[s.pileCount - 1])
                continue;
            std::swap(s.pile[0], s.pile[s.pileCount - 1]);
            QVERIFY(game->stateHash() != other->stateHash());
            for (int seat = -1; seat < game->seatCount(); ++seat)
                QCOMPARE(other->observation(seat), game->observation(seat));
            ++compared;
        }
        QVERIFY(compared > 10);
    }

    void determinizeOnlyReshufflesThePile()
    {
        auto game = newGame(QStringLiteral("four-players"), 3);
        Rng rng(3);
        for (int i = 0; i < 40 && !game->isOver(); ++i)
            game->apply(game->randomAction(rng));
        auto copy = std::unique_ptr<BattleGame>(static_cast<BattleGame *>(game->clone().release()));
        Rng sample(11);
        copy->determinize(0, sample);
        QCOMPARE(copy->observation(0), game->observation(0));
        BattleState a = game->state();
        BattleState b = copy->state();
        std::array<int, 256> countA{};
        std::array<int, 256> countB{};
        for (int i = 0; i < a.pileCount; ++i) {
            ++countA[a.pile[static_cast<std::size_t>(i)]];
            ++countB[b.pile[static_cast<std::size_t>(i)]];
        }
        QVERIFY(countA == countB);
        QCOMPARE(a.pileCount, b.pileCount);
        a.pile = b.pile;
        a.rng = b.rng;
        QVERIFY(std::memcmp(&a, &b, sizeof a) == 0);
    }

    // The observation never names the pile's tiles.
    void pileNotShown()
    {
        auto game = newGame(QStringLiteral("two-players"), 5);
        const QJsonObject observation = game->observation(0);
        QVERIFY(!observation.contains(QStringLiteral("pile")));
        QCOMPARE(observation.value(QStringLiteral("pileCount")).toInt(), int(game->state().pileCount));
    }
};

QTEST_GUILESS_MAIN(tst_BattleHidden)
#include "tst_battlehidden.moc"
