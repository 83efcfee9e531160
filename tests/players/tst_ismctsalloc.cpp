// The ISMCTS loop never touches the heap: a search allocates a fixed handful of times
// (the report, the per-thread bookkeeping), whatever its iteration budget.
#include "core/game.h"
#include "core/rng.h"
#include "foggyisland/foggymodule.h"
#include "players/ismctsplayer.h"

#include <QTest>

// Under AddressSanitizer, which owns operator new, the suite only checks the player runs
// (the hot-path suite covers ASan).
#include "../allocationcounter.h"

using isle::test::allocations;

using namespace isle;

class tst_IsmctsAlloc : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void allocationsIndependentOfBudget_data()
    {
        QTest::addColumn<QString>("variant");
        for (const QString &variant : foggy::FoggyModule::instance().variants())
            QTest::newRow(qPrintable(variant)) << variant;
    }

    void allocationsIndependentOfBudget()
    {
#ifdef ISLE_UNDER_ASAN
        QSKIP("operator new belongs to AddressSanitizer here");
#endif
        QFETCH(QString, variant);
        Problems problems;
        const auto &module = foggy::FoggyModule::instance();
        auto game = module.newGame(module.defaultRuleset(), variant, 31, problems);
        QVERIFY(game);
        game->setHistoryEnabled(false);
        Rng walk(4, 4);
        ActionList actions;
        // A decision with a real choice, a few moves in.
        const auto hasChoice = [&] {
            game->legalActions(actions);
            return actions.size() >= 2;
        };
        for (int i = 0; !game->isOver() && (i < 6 || !hasChoice()); ++i)
            game->apply(game->randomAction(walk));
        QVERIFY(!game->isOver());
        auto view = game->clone();
        view->setHistoryEnabled(false);
        Rng viewRng(5, 1);
        view->determinize(game->decision().seat, viewRng);

        IsmctsSettings settings;
        settings.iterations = 2000;
        IsmctsPlayer player(settings);
        Rng rng(6, 1);
        player.choose(*view, rng); // the first search reserves the pool and the scratch game

        long before = allocations.load();
        player.choose(*view, rng);
        const long large = allocations.load() - before;

        settings.iterations = 200;
        player.setSettings(settings);
        before = allocations.load();
        player.choose(*view, rng);
        const long small = allocations.load() - before;

        QCOMPARE(large, small);
        QVERIFY2(large <= 8, qPrintable(QStringLiteral("%1 allocations per search").arg(large)));
    }
};

QTEST_GUILESS_MAIN(tst_IsmctsAlloc)
#include "tst_ismctsalloc.moc"
