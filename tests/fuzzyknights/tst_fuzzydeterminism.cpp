// Golden values: random games of fixed seeds and decisions, pinned, under both profiles.
// (Reproducing a game step by step, through JSON, undo, clone and assign is
// tests/core/tst_reproducible.cpp, for every game and profile.)
#include "fuzzytestutil.h"

#include <QTest>

using namespace FuzzyTest;

namespace {
QList<Action> playRandomGame(FuzzyGame &game, std::uint64_t decisionSeed)
{
    QList<Action> decisions;
    Rng rng(decisionSeed);
    while (!game.isOver()) {
        const Action action = game.randomAction(rng);
        game.apply(action);
        decisions.append(action);
    }
    return decisions;
}
} // namespace

class tst_FuzzyDeterminism : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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
        const QList<Action> played = playRandomGame(*game, 7);
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
