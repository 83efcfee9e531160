// The hot path (docs/architecture.md) of every registered game, in every variant and
// ruleset profile: legal actions, random actions, one-move values, apply, undo within
// the reserved history, outcome, reset, assign, determinize and the fast random playout
// never allocate. A game's own scoring has its own checks in its suite.
#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"

#include <QTest>

#include <array>

#include "../allocationcounter.h"
#include "../everygame.h"

using isle::test::addEveryGameRow;
using isle::test::allocations;
using isle::test::newEveryGame;

using namespace isle;

namespace {
// Decisions played per row: several whole games of the short games, a couple of the long.
constexpr long DecisionsPerRow = 6000;
} // namespace

class tst_HotPath : public QObject
{
    Q_OBJECT

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

    void randomGamesDoNotAllocate_data() { addEveryGameRow(); }

    void randomGamesDoNotAllocate()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        QFETCH(int, profile);
        auto played = newEveryGame(game, variant, profile, 1);
        auto view = newEveryGame(game, variant, profile, 1);
        QVERIFY(played && view);
        played->setHistoryEnabled(false);
        view->setHistoryEnabled(false);
        auto actions = std::make_unique<ActionList>();
        auto values = std::make_unique<std::array<int, ActionList::Capacity>>();
        Rng rng(99, 1);
        const long before = allocations.load();
        long decisions = 0;
        int games = 0;
        for (; decisions < DecisionsPerRow; ++games) {
            played->reset(std::uint64_t(games));
            while (!played->isOver()) {
                const int seat = played->decision().seat;
                played->legalActions(*actions);
                played->actionValues(*actions, seat, values->data());
                (void)played->actionValuesNeedView(seat);
                std::array<double, MaxSeats> evaluation{};
                played->evaluate(evaluation); // a cut-off playout's score, in every search iteration
                for (const double value : evaluation)
                    if (!(value >= 0.0 && value <= 1.0))
                        QFAIL(qPrintable(QStringLiteral("decision %1: evaluate() gave %2, outside [0, 1]").arg(decisions).arg(value)));
                const Action action = played->randomAction(rng);
                if (!actions->contains(action))
                    QFAIL(qPrintable(QStringLiteral("decision %1: a random action that is not legal").arg(decisions)));
                if (decisions % 11 == 0) {
                    view->assign(*played);
                    view->determinize(seat, rng);
                }
                played->apply(action);
                ++decisions;
            }
            (void)played->outcome();
            // The rest of a game by the fast random playout, where the game has one.
            played->reset(std::uint64_t(games) + 1000);
            (void)played->playOutRandomly(rng, -1);
        }
        QCOMPARE(allocations.load() - before, 0L);
        QVERIFY(games > 1);
    }

    void applyAndUndoDoNotAllocate_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("variant");
        for (const GameModule *module : GameRegistry::all())
            QTest::newRow(qPrintable(module->id())) << module->id() << module->variants().constLast();
    }

    void applyAndUndoDoNotAllocate()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        auto played = newEveryGame(game, variant, -1, 5);
        QVERIFY(played);
        played->setHistoryEnabled(true); // capacity is reserved when the game is made
        Rng rng(5, 5);
        const long before = allocations.load();
        for (int i = 0; i < 100 && !played->isOver(); ++i)
            played->apply(played->randomAction(rng));
        for (int i = 0; i < 1000 && !played->isOver(); ++i) {
            played->apply(played->randomAction(rng));
            played->undo();
        }
        while (played->canUndo())
            played->undo();
        QCOMPARE(allocations.load() - before, 0L);
    }
};

QTEST_GUILESS_MAIN(tst_HotPath)
#include "tst_hotpath.moc"
