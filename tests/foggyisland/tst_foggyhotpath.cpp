// Foggy Island's own scoring allocates nothing, as the rest of the hot path (every game's
// is checked in tests/core/tst_hotpath.cpp): the full scoring of the board after every
// decision of a weather game, beside assign and determinize.
#include "foggyisland/foggygame.h"
#include "foggyisland/foggymodule.h"
#include "foggyisland/scoring.h"

#include <QTest>

#include "../allocationcounter.h"

using isle::test::allocations;

using namespace isle;

class tst_FoggyHotPath : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scoringAndDeterminizingDoNotAllocate()
    {
        Problems problems;
        const auto &module = foggy::FoggyModule::instance();
        auto game = module.newGame(module.defaultRuleset(), QStringLiteral("weather"), 17, problems);
        QVERIFY(game);
        auto view = game->clone();
        view->setHistoryEnabled(false);
        Rng rng(8, 8);
        const auto &foggy = static_cast<const foggy::FoggyGame &>(*game);
        long points = 0;
        const long before = allocations.load();
        for (int i = 0; i < 40 && !game->isOver(); ++i) {
            game->apply(game->randomAction(rng));
            const auto sides = foggy::scoreSides(foggy.rules(), foggy.state().cells);
            points += sides[0] + sides[1];
            view->assign(*game);
            view->determinize(game->decision().seat, rng);
        }
        // History is on for `game`: its snapshots fit the capacity reserved at creation.
        QCOMPARE(allocations.load() - before, 0L);
        QVERIFY(points > 0);
    }
};

QTEST_GUILESS_MAIN(tst_FoggyHotPath)
#include "tst_foggyhotpath.moc"
