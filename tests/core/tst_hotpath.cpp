#include "core/game.h"
#include "foggyisland/foggygame.h"
#include "foggyisland/foggymodule.h"
#include "foggyisland/scoring.h"

#include <QTest>

#include "../allocationcounter.h"

using isle::test::allocations;

using namespace isle;

class tst_HotPath : public QObject
{
    Q_OBJECT

private:
    static std::unique_ptr<Game> newGame(const QString &variant)
    {
        Problems problems;
        const auto &module = foggy::FoggyModule::instance();
        return module.newGame(module.defaultRuleset(), variant, 17, problems);
    }

private Q_SLOTS:
    void countingWorks()
    {
        // The counter itself must see allocations, or the tests below prove nothing.
#ifdef ISLE_UNDER_ASAN
        QVERIFY(isle::test::allocationHooksInstalled != 0);
#endif
        // (A direct call: a new-expression may be optimised away.)
        const long before = allocations.load();
        void *probe = ::operator new(16);
        ::operator delete(probe);
        QCOMPARE(allocations.load() - before, 1L);
    }

    void randomGamesDoNotAllocate_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("basic") << QStringLiteral("basic");
        QTest::newRow("weather") << QStringLiteral("weather");
    }

    void randomGamesDoNotAllocate()
    {
        QFETCH(QString, variant);
        auto game = newGame(variant);
        game->setHistoryEnabled(false);
        auto actions = std::make_unique<ActionList>();
        Rng rng(99, 1);
        const long before = allocations.load();
        long decisions = 0;
        for (int round = 0; round < 200; ++round) {
            game->reset(std::uint64_t(round));
            while (!game->isOver()) {
                game->legalActions(*actions);
                const Action action = game->randomAction(rng);
                QVERIFY(actions->contains(action));
                game->apply(action);
                ++decisions;
            }
            (void)game->outcome();
        }
        QCOMPARE(allocations.load() - before, 0L);
        QVERIFY(decisions > 200 * 80);
    }

    void applyAndUndoDoNotAllocate()
    {
        auto game = newGame(QStringLiteral("weather"));
        game->setHistoryEnabled(true); // capacity is reserved when the game is made
        Rng rng(5, 5);
        const long before = allocations.load();
        for (int i = 0; i < 60 && !game->isOver(); ++i)
            game->apply(game->randomAction(rng));
        for (int i = 0; i < 1000; ++i) {
            game->apply(game->randomAction(rng));
            game->undo();
        }
        while (game->canUndo())
            game->undo();
        QCOMPARE(allocations.load() - before, 0L);
    }

    void scoringAndDeterminizingDoNotAllocate()
    {
        auto game = newGame(QStringLiteral("weather"));
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
        const long used = allocations.load() - before;
        // history is on for `game`: its snapshots fit the capacity reserved at creation
        QCOMPARE(used, 0L);
        QVERIFY(points >= 0);
    }
};

QTEST_GUILESS_MAIN(tst_HotPath)
#include "tst_hotpath.moc"
