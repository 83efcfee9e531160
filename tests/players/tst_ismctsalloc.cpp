// The ISMCTS loop never touches the heap: a search allocates a fixed handful of times
// (the report, the per-thread bookkeeping), whatever its iteration budget; nor does the
// turn planner once its first decision has made its buffers.
#include "core/game.h"
#include "core/rng.h"
#include "battleisland/battlemodule.h"
#include "foggyisland/foggymodule.h"
#include "players/ismctsplayer.h"
#include "players/turnplanner.h"

#include <QTest>

// Under AddressSanitizer, which owns operator new, the suite only checks the player runs
// (the hot-path suite covers ASan).
#include "../allocationcounter.h"

using isle::test::allocations;

using namespace isle;

namespace {
// The deciding seat's view, as playGame() makes it.
std::unique_ptr<Game> seatView(const Game &game)
{
    auto view = game.clone();
    view->setHistoryEnabled(false);
    Rng viewRng(5, 1);
    view->determinize(game.decision().seat, viewRng);
    return view;
}
} // namespace

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
        const auto view = seatView(*game);

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

    void turnPlannerAllocatesNothingPerPlan()
    {
#ifdef ISLE_UNDER_ASAN
        QSKIP("operator new belongs to AddressSanitizer here");
#endif
        // Battle on the Island of Fog, whose turns the upper levels plan, a few turns in.
        Problems problems;
        const auto &module = battleisland::BattleModule::instance();
        auto game = module.newGame(module.defaultRuleset(), QStringLiteral("two-players"), 17, problems);
        QVERIFY(game);
        game->setHistoryEnabled(false);
        Rng walk(8, 4);
        ActionList actions;
        for (int i = 0; !game->isOver() && (i < 40 || (game->legalActions(actions), actions.size() < 2)); ++i)
            game->apply(game->randomAction(walk));
        QVERIFY(!game->isOver());
        const auto view = seatView(*game);

        TurnPlanner planner;
        TurnPlanSettings settings;
        settings.evaluations = 400;
        Rng rng(6, 1);
        planner.choose(*view, rng, settings, nullptr, nullptr); // makes the samples and plans
        // The same decision again: the plan under way is forgotten (it was made here, not
        // before), so each call plans from the start.
        long before = allocations.load();
        planner.choose(*view, rng, settings, nullptr, nullptr);
        const long large = allocations.load() - before;
        settings.evaluations = 40;
        before = allocations.load();
        planner.choose(*view, rng, settings, nullptr, nullptr);
        const long small = allocations.load() - before;
        QCOMPARE(large, small);
        QCOMPARE(large, 0L);
    }
};

QTEST_GUILESS_MAIN(tst_IsmctsAlloc)
#include "tst_ismctsalloc.moc"
