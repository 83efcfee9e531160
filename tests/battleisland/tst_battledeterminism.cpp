// Ruleset + seed + decisions reproduce a game bit for bit: step by step, through undo,
// clone and assign, through records (JSON decisions), and against golden values.
#include "battletestutil.h"

#include <QTest>

#include <vector>

using namespace BattleTest;

namespace {
QList<Action> playRandomGame(BattleGame &game, std::uint64_t decisionSeed, std::vector<std::uint64_t> *hashes)
{
    QList<Action> decisions;
    Rng rng(decisionSeed);
    if (hashes)
        hashes->push_back(game.stateHash());
    while (!game.isOver()) {
        const Action action = game.randomAction(rng);
        game.apply(action);
        decisions.append(action);
        if (hashes)
            hashes->push_back(game.stateHash());
    }
    return decisions;
}
} // namespace

class tst_BattleDeterminism : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void variants_data()
    {
        QTest::addColumn<QString>("variant");
        for (const QString &variant : module().variants())
            QTest::newRow(qPrintable(variant)) << variant;
    }

    void sameSeedSameGame_data() { variants_data(); }
    void sameSeedSameGame()
    {
        QFETCH(QString, variant);
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            auto a = newGame(variant, seed);
            auto b = newGame(variant, seed);
            std::vector<std::uint64_t> hashesA;
            std::vector<std::uint64_t> hashesB;
            const QList<Action> first = playRandomGame(*a, seed * 31, &hashesA);
            const QList<Action> second = playRandomGame(*b, seed * 31, &hashesB);
            QCOMPARE(first, second);
            QVERIFY(hashesA == hashesB);
            // Replaying the decisions through their JSON gives the same game.
            auto replay = newGame(variant, seed);
            for (const Action &action : first) {
                Problems problems;
                const auto read = module().actionFromJson(replay->actionToJson(action), QStringLiteral("$"), problems);
                QVERIFY2(read, qPrintable(problems.summary()));
                QCOMPARE(*read, action);
                BT_APPLY(*replay, *read);
            }
            QCOMPARE(replay->stateHash(), a->stateHash());
            // Undo walks back to the start.
            while (replay->canUndo())
                replay->undo();
            QCOMPARE(replay->stateHash(), hashesA.front());
        }
    }

    void cloneAndAssign()
    {
        auto game = newGame(QStringLiteral("three-players"), 8);
        Rng rng(8);
        for (int i = 0; i < 60 && !game->isOver(); ++i)
            game->apply(game->randomAction(rng));
        auto copy = game->clone();
        QCOMPARE(copy->stateHash(), game->stateHash());
        auto other = newGame(QStringLiteral("three-players"), 1);
        other->assign(*game);
        QCOMPARE(other->stateHash(), game->stateHash());
        Rng r1(5);
        Rng r2(5);
        while (!game->isOver()) {
            const Action action = game->randomAction(r1);
            QCOMPARE(other->randomAction(r2), action);
            game->apply(action);
            other->apply(action);
        }
        QCOMPARE(other->stateHash(), game->stateHash());
    }

    // Golden values: a change to the rules, the generator or the encoding shows here.
    void golden()
    {
        auto game = newGame(QStringLiteral("two-players"), 2024);
        const QList<Action> decisions = playRandomGame(*game, 7, nullptr);
        qInfo("decisions %lld hash %llx round %d", qlonglong(decisions.size()),
              static_cast<unsigned long long>(game->stateHash()), int(game->state().round));
        QCOMPARE(decisions.size(), qsizetype(GoldenDecisions));
        QCOMPARE(game->stateHash(), GoldenHash);
    }

private:
    static constexpr qsizetype GoldenDecisions = 946;
    static constexpr std::uint64_t GoldenHash = 0xa9f511e1e82e6954ULL;
};

QTEST_GUILESS_MAIN(tst_BattleDeterminism)
#include "tst_battledeterminism.moc"
