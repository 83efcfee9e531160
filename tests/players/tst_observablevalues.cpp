// Where a game says its one-move values need no view (Game::actionValuesNeedView), a
// greedy player is handed the true game in batches. That is only fair if the legal
// actions and their values are the same on every view the deciding seat could be
// handed: checked here on random positions of every game and variant, against several
// determinized views of each.
#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "players/greedyplayer.h"
#include "players/randomplayer.h"

#include <QTest>

#include <array>

using namespace isle;

namespace {
constexpr int ViewsPerPosition = 3;

// Decisions examined per variant: enough random games that every phase comes up.
constexpr qint64 DecisionsPerVariant = 6000;

bool sameActions(const ActionList &a, const ActionList &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!(a[i] == b[i]))
            return false;
    return true;
}
} // namespace

class tst_ObservableValues : public QObject
{
    Q_OBJECT

private:
    // Positions where a game said it needs a view and a view's values did differ: the
    // comparison below can tell values apart.
    qint64 m_differingWhereNeeded = 0;
    int m_variantsExamined = 0;

private Q_SLOTS:
    void valuesAgreeOnEveryView_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("variant");
        for (const GameModule *module : GameRegistry::all())
            for (const QString &variant : module->variants())
                QTest::newRow(qPrintable(module->id() + u' ' + variant)) << module->id() << variant;
    }

    void valuesAgreeOnEveryView()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        const GameModule *module = GameRegistry::find(game);
        Problems problems;
        auto played = module->newGame(module->defaultRuleset(), variant, 1, problems);
        QVERIFY(played);
        played->setHistoryEnabled(false);
        auto view = played->clone();
        view->setHistoryEnabled(false);
        ActionList trueActions;
        ActionList viewActions;
        std::array<int, ActionList::Capacity> trueValues{};
        std::array<int, ActionList::Capacity> viewValues{};
        Rng walk(7, 7);
        Rng dealer(8, 8);
        qint64 examined = 0;
        qint64 claimed = 0;
        for (std::uint64_t seed = 1; examined < DecisionsPerVariant; ++seed) {
            played->reset(seed);
            // Random moves, so positions are varied.
            for (int step = 0; !played->isOver() && examined < DecisionsPerVariant; ++step, ++examined) {
                const int seat = played->decision().seat;
                played->legalActions(trueActions);
                played->actionValues(trueActions, seat, trueValues.data());
                const bool needView = played->actionValuesNeedView(seat);
                claimed += needView ? 0 : 1;
                for (int k = 0; k < ViewsPerPosition; ++k) {
                    view->assign(*played);
                    view->determinize(seat, dealer);
                    QCOMPARE(view->decision().seat, seat);
                    view->legalActions(viewActions);
                    const bool same = sameActions(trueActions, viewActions);
                    bool sameValues = same;
                    if (same) {
                        view->actionValues(viewActions, seat, viewValues.data());
                        for (std::size_t i = 0; i < trueActions.size(); ++i)
                            sameValues = sameValues && trueValues[i] == viewValues[i];
                    }
                    if (!needView) {
                        QVERIFY2(same, qPrintable(QStringLiteral("seed %1, decision %2: the legal actions differ on a view")
                                                      .arg(seed)
                                                      .arg(step)));
                        QVERIFY2(sameValues, qPrintable(QStringLiteral("seed %1, decision %2: the values differ on a view")
                                                            .arg(seed)
                                                            .arg(step)));
                    } else if (!sameValues) {
                        ++m_differingWhereNeeded;
                    }
                }
                played->apply(played->randomAction(walk));
            }
        }
        ++m_variantsExamined;
        qInfo("%s %s: %lld decisions, %lld without a view", qPrintable(game), qPrintable(variant), examined, claimed);
    }

    // The comparison is not blind: somewhere a game needs its views, and they differ.
    void viewsDoDifferWhereNeeded()
    {
        if (m_variantsExamined == 0)
            QSKIP("run together with valuesAgreeOnEveryView");
        QVERIFY(m_differingWhereNeeded > 0);
    }

    // What a batch relies on: which players may be handed the game itself.
    void onlySimplePlayersReadTheGame()
    {
        const GameModule *module = GameRegistry::all().constFirst();
        Problems problems;
        auto game = module->newGame(module->defaultRuleset(), module->variants().constFirst(), 1, problems);
        QVERIFY(game);
        const int seat = game->decision().seat;
        RandomPlayer random;
        QVERIFY(mayReadTheGame(random, *game, seat));
        GreedyPlayer greedy;
        QCOMPARE(mayReadTheGame(greedy, *game, seat), !game->actionValuesNeedView(seat));
        const auto search = createPlayer(QStringLiteral("easy"));
        QVERIFY(!mayReadTheGame(*search, *game, seat));
    }
};

QTEST_GUILESS_MAIN(tst_ObservableValues)
#include "tst_observablevalues.moc"
