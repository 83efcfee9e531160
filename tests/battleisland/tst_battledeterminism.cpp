// Golden values: a random game of a fixed seed and decisions, pinned. (Reproducing a game
// step by step, through JSON, undo, clone and assign is tests/core/tst_reproducible.cpp,
// for every game.)
#include "battletestutil.h"

#include <QTest>

using namespace BattleTest;

namespace {
QList<Action> playRandomGame(BattleGame &game, std::uint64_t decisionSeed)
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

class tst_BattleDeterminism : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Golden values: a change to the rules, the generator or the encoding shows here.
    void golden()
    {
        auto game = newGame(QStringLiteral("two-players"), 2024);
        const QList<Action> decisions = playRandomGame(*game, 7);
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
