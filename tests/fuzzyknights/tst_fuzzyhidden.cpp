// Hidden information: only future rolls. Two games that differ only in their generator look
// the same to every seat; determinize() changes only the generator.
#include "fuzzytestutil.h"

#include <QTest>

#include <cstring>

using namespace FuzzyTest;

class tst_FuzzyHidden : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void differential_data()
    {
        QTest::addColumn<QString>("variant");
        for (const QString &variant : module().variants())
            QTest::newRow(qPrintable(variant)) << variant;
    }

    void differential()
    {
        QFETCH(QString, variant);
        int compared = 0;
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            auto game = newGame(variant, seed);
            Rng rng(seed);
            for (int i = 0; i < int(seed % 37) + 5 && !game->isOver(); ++i)
                game->apply(game->randomAction(rng));
            if (game->isOver())
                continue;
            auto other = std::unique_ptr<FuzzyGame>(static_cast<FuzzyGame *>(game->clone().release()));
            other->editState().rng = Rng(seed * 1000 + 1, 17);
            QVERIFY(game->stateHash() != other->stateHash());
            for (int seat = -1; seat < game->seatCount(); ++seat)
                QCOMPARE(other->observation(seat), game->observation(seat));
            ++compared;
        }
        QVERIFY(compared > 10);
    }

    void determinizeOnlyChangesTheGenerator()
    {
        auto game = newGame(QStringLiteral("four-players"), 3);
        Rng rng(3);
        for (int i = 0; i < 80 && !game->isOver(); ++i)
            game->apply(game->randomAction(rng));
        auto copy = std::unique_ptr<FuzzyGame>(static_cast<FuzzyGame *>(game->clone().release()));
        Rng sample(11);
        copy->determinize(0, sample);
        QCOMPARE(copy->observation(0), game->observation(0));
        FuzzyState a = game->state();
        const FuzzyState b = copy->state();
        QVERIFY(!(a.rng == b.rng));
        a.rng = b.rng;
        QVERIFY(std::memcmp(&a, &b, sizeof a) == 0);
    }

    // Alliances are public (§11.1): every seat, and a spectator, sees who is allied with whom.
    void alliancesArePublic()
    {
        auto game = newGame(QStringLiteral("three-players"), 4, revised());
        clearMap(*game);
        placeHero(*game, 0, at(3, 3));
        FK_APPLY(*game, act(ActionType::ProposeAlliance, 2));
        FK_APPLY(*game, act(ActionType::AcceptAlliance));
        for (int seat = -1; seat < game->seatCount(); ++seat) {
            const QJsonArray seats = game->observation(seat).value(QStringLiteral("seats")).toArray();
            QCOMPARE(seats.at(0).toObject().value(QStringLiteral("allies")).toArray(), QJsonArray{2});
            QCOMPARE(seats.at(1).toObject().value(QStringLiteral("allies")).toArray(), QJsonArray{});
            QCOMPARE(seats.at(2).toObject().value(QStringLiteral("allies")).toArray(), QJsonArray{0});
        }
    }

    // The observation never carries the seed, which would tell the future rolls.
    void seedNotShown()
    {
        auto game = newGame(QStringLiteral("two-players"), 5);
        const QJsonObject observation = game->observation(0);
        QVERIFY(!observation.contains(QStringLiteral("seed")));
        QVERIFY(game->positionJson().contains(QStringLiteral("seed")));
    }
};

QTEST_GUILESS_MAIN(tst_FuzzyHidden)
#include "tst_fuzzyhidden.moc"
