// Ruleset + seed + decisions reproduce a game bit for bit: step by step, through undo,
// clone and assign, through records (JSON decisions), and against golden values.
#include "fuzzytestutil.h"

#include <QTest>

#include <vector>

using namespace FuzzyTest;

namespace {
QList<Action> playRandomGame(FuzzyGame &game, std::uint64_t decisionSeed, std::vector<std::uint64_t> *hashes)
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

class tst_FuzzyDeterminism : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameSeedSameGame_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<bool>("revisedProfile");
        for (const QString &variant : module().variants()) {
            QTest::newRow(qPrintable(variant)) << variant << false;
            QTest::newRow(qPrintable(variant + QStringLiteral("-revised"))) << variant << true;
        }
    }

    void sameSeedSameGame()
    {
        QFETCH(QString, variant);
        QFETCH(bool, revisedProfile);
        const Ruleset rules = profile(revisedProfile);
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            auto a = newGame(variant, seed, rules);
            auto b = newGame(variant, seed, rules);
            std::vector<std::uint64_t> hashesA;
            std::vector<std::uint64_t> hashesB;
            const QList<Action> first = playRandomGame(*a, seed * 31, &hashesA);
            const QList<Action> second = playRandomGame(*b, seed * 31, &hashesB);
            QCOMPARE(first, second);
            QVERIFY(hashesA == hashesB);
            // Replaying the decisions through their JSON gives the same game.
            auto replay = newGame(variant, seed, rules);
            for (const Action &action : first) {
                Problems problems;
                const auto read = module().actionFromJson(replay->actionToJson(action), QStringLiteral("$"), problems);
                QVERIFY2(read, qPrintable(problems.summary()));
                QCOMPARE(*read, action);
                FK_APPLY(*replay, *read);
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
    void golden_data()
    {
        QTest::addColumn<bool>("revisedProfile");
        QTest::addColumn<bool>("alliances");
        QTest::addColumn<qsizetype>("decisions");
        QTest::addColumn<quint64>("hash");
        QTest::newRow("default") << false << true << GoldenDecisions << GoldenHash;
        QTest::newRow("revised") << true << true << GoldenRevisedDecisions << GoldenRevisedHash;
        // Without alliances random play has the choices it had before they came: the values
        // from then, so the exchange dice (rolled one by one for the events) draw as before.
        QTest::newRow("default without alliances") << false << false << GoldenNoAllianceDecisions << GoldenNoAllianceHash;
        QTest::newRow("revised without alliances") << true << false << GoldenRevisedNoAllianceDecisions
                                                   << GoldenRevisedNoAllianceHash;
    }

    void golden()
    {
        QFETCH(bool, revisedProfile);
        QFETCH(bool, alliances);
        QFETCH(qsizetype, decisions);
        QFETCH(quint64, hash);
        auto game = newGame(QStringLiteral("two-players"), 2024, withParam(profile(revisedProfile), "alliances", alliances));
        const QList<Action> played = playRandomGame(*game, 7, nullptr);
        qInfo("decisions %lld hash %llx day %d", qlonglong(played.size()),
              static_cast<unsigned long long>(game->stateHash()), int(game->state().day));
        QCOMPARE(played.size(), decisions);
        QCOMPARE(game->stateHash(), hash);
    }

private:
    // Alliances (on in both profiles) add proposals to random play's choices.
    static constexpr qsizetype GoldenDecisions = 267;
    static constexpr quint64 GoldenHash = 0x611301a60d5db474ULL;
    static constexpr qsizetype GoldenRevisedDecisions = 119;
    static constexpr quint64 GoldenRevisedHash = 0xd4fa0b97dacd2cfeULL;
    static constexpr qsizetype GoldenNoAllianceDecisions = 279;
    static constexpr quint64 GoldenNoAllianceHash = 0x68202a2e5d94f1a1ULL;
    static constexpr qsizetype GoldenRevisedNoAllianceDecisions = 95;
    static constexpr quint64 GoldenRevisedNoAllianceHash = 0x133debce83f98c59ULL;
};

QTEST_GUILESS_MAIN(tst_FuzzyDeterminism)
#include "tst_fuzzydeterminism.moc"
