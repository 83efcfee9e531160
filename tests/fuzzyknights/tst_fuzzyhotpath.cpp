// The hot path (docs/architecture.md): legal actions, random actions, apply, undo within
// the reserved history, outcome, reset, assign and determinize never allocate.
#include "fuzzytestutil.h"

#include <QTest>

#include "../allocationcounter.h"

using isle::test::allocations;
using namespace FuzzyTest;

class tst_FuzzyHotPath : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void randomGamesDoNotAllocate_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<bool>("revisedProfile");
        for (const QString &variant : module().variants()) {
            QTest::newRow(qPrintable(variant)) << variant << false;
            QTest::newRow(qPrintable(variant + QStringLiteral("-revised"))) << variant << true;
        }
    }

    void randomGamesDoNotAllocate()
    {
        QFETCH(QString, variant);
        QFETCH(bool, revisedProfile);
        auto game = newGame(variant, 1, profile(revisedProfile));
        auto view = newGame(variant, 1, profile(revisedProfile));
        game->setHistoryEnabled(false);
        auto actions = std::make_unique<ActionList>();
        Rng rng(99, 1);
        const long before = allocations.load();
        long decisions = 0;
        for (int round = 0; round < 20; ++round) {
            game->reset(std::uint64_t(round));
            while (!game->isOver()) {
                game->legalActions(*actions);
                const Action action = game->randomAction(rng);
                if (decisions % 11 == 0) {
                    view->assign(*game);
                    view->determinize(game->decision().seat, rng);
                }
                game->apply(action);
                ++decisions;
            }
            (void)game->outcome();
        }
        QCOMPARE(allocations.load() - before, 0L);
        QVERIFY(decisions > 20 * 10);
    }

    void applyAndUndoDoNotAllocate()
    {
        auto game = newGame(QStringLiteral("three-players"), 5);
        Rng rng(5, 5);
        const long before = allocations.load();
        for (int i = 0; i < 200 && !game->isOver(); ++i)
            game->apply(game->randomAction(rng));
        while (game->canUndo())
            game->undo();
        QCOMPARE(allocations.load() - before, 0L);
    }
};

QTEST_GUILESS_MAIN(tst_FuzzyHotPath)
#include "tst_fuzzyhotpath.moc"
