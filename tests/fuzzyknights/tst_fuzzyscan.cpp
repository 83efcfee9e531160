// The empty-tile scan (FuzzyGame::forEachEmptyTile, emptyTileRows and nthEmptyTile: a
// row of tiles at a time), the mines' count, the evaluation's steps to the nearest goal
// (goalRows and stepsToGoal) and the one-pass random choice against what they replaced:
// tileEmpty() tile by tile, mines tile by tile, every tile near enough looked at, and the
// pick counted and walked in legalActions' order, on positions of random games in both
// rule profiles.
#include "fuzzytestutil.h"

#include "../listedpick.h"

#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <vector>

using namespace FuzzyTest;

namespace {
std::vector<int> plainEmptyTiles(const FuzzyGame &game)
{
    std::vector<int> tiles;
    for (int y = 0; y < game.rules().height; ++y)
        for (int x = 0; x < game.rules().width; ++x)
            if (game.tileEmpty(FuzzyGame::tileAt(x, y)))
                tiles.push_back(FuzzyGame::tileAt(x, y));
    return tiles;
}

void compareEmptyTiles(const FuzzyGame &game)
{
    std::vector<int> scanned;
    QVERIFY(game.forEachEmptyTile([&](int tile) {
        scanned.push_back(tile);
        return true;
    }));
    QCOMPARE(scanned, plainEmptyTiles(game));
    // Stopping at the first: the scan says it stopped exactly when there was one.
    int visited = 0;
    const bool whole = game.forEachEmptyTile([&](int) {
        ++visited;
        return false;
    });
    QCOMPARE(whole, scanned.empty());
    QCOMPARE(visited, scanned.empty() ? 0 : 1);
    QCOMPARE(game.anyEmptyTile(), !scanned.empty());
    // Counted and found a row at a time, as a random tile is drawn: the same tiles in order.
    std::array<std::uint32_t, MaxMap> rows;
    QCOMPARE(game.emptyTileRows(rows), int(scanned.size()));
    for (int pick = 0; pick < int(scanned.size()); ++pick)
        QCOMPARE(FuzzyGame::nthEmptyTile(rows, pick), scanned[std::size_t(pick)]);
    // Mines counted a row at a time, against tile by tile.
    for (int seat = 0; seat < game.state().seats; ++seat) {
        int owned = 0;
        for (int y = 0; y < game.rules().height; ++y)
            for (int x = 0; x < game.rules().width; ++x)
                owned += game.state().mineAt(FuzzyGame::tileAt(x, y)) == MineOwned + seat ? 1 : 0;
        QCOMPARE(game.mineCount(seat), owned);
    }
}

// The steps from `from` to the nearest tile holding a token, a mine not the seat's own or a
// settlement neither its own nor an ally's, capped at the horizon: each tile looked at.
int plainStepsToGoal(const FuzzyGame &game, int seat, int from)
{
    constexpr int Horizon = 8;
    const FuzzyState &s = game.state();
    int best = Horizon;
    for (int y = 0; y < game.rules().height; ++y) {
        for (int x = 0; x < game.rules().width; ++x) {
            const int tile = FuzzyGame::tileAt(x, y);
            const int distance = std::abs(x - FuzzyGame::tileX(from)) + std::abs(y - FuzzyGame::tileY(from));
            const std::uint8_t settlement = s.settlementOn(tile);
            const bool goal = s.monstersAt(tile) || s.itemsAt(tile) || s.resourcesAt(tile)
                              || (s.mineAt(tile) != NoMine && s.mineAt(tile) != MineOwned + seat)
                              || (settlement != NoSettlement && !game.friendly(seat, s.settlement(settlement).owner));
            if (goal)
                best = std::min(best, distance);
        }
    }
    return best;
}

void compareStepsToGoal(const FuzzyGame &game)
{
    for (int seat = 0; seat < game.state().seats; ++seat)
        for (int y = 0; y < game.rules().height; ++y)
            for (int x = 0; x < game.rules().width; ++x)
                QCOMPARE(game.stepsToGoal(seat, FuzzyGame::tileAt(x, y)),
                         plainStepsToGoal(game, seat, FuzzyGame::tileAt(x, y)));
}
} // namespace

class tst_FuzzyScan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyTilesMatchTileByTile()
    {
        int checked = 0;
        for (const bool revisedProfile : {false, true}) {
            for (const QString &variant : {QStringLiteral("two-players"), QStringLiteral("four-players")}) {
                for (std::uint64_t seed = 1; seed <= 15; ++seed) {
                    auto game = newGame(variant, seed, profile(revisedProfile));
                    QVERIFY(game);
                    Rng rng(seed, 9);
                    for (int decision = 0; !game->isOver() && decision < 2000; ++decision) {
                        if (decision % 5 == 0) {
                            compareEmptyTiles(*game);
                            ++checked;
                        }
                        if (decision % 50 == 0)
                            compareStepsToGoal(*game);
                        if (QTest::currentTestFailed())
                            return;
                        game->apply(game->randomAction(rng));
                    }
                }
            }
        }
        QVERIFY(checked > 1000);
    }

    void aFullMapHasNoEmptyTile()
    {
        // Daybreak's tokens skip a full map (anyEmptyTile): every tile but one taken, then that one.
        auto game = newGame();
        clearMap(*game);
        FuzzyState &s = game->editState();
        const int last = at(2, 3);
        for (int y = 0; y < game->rules().height; ++y)
            for (int x = 0; x < game->rules().width; ++x)
                if (at(x, y) != last && s.settlementOn(at(x, y)) == NoSettlement)
                    s.monsters[static_cast<std::size_t>(at(x, y))] = 1;
        QVERIFY(game->anyEmptyTile());
        std::array<std::uint32_t, MaxMap> rows;
        QCOMPARE(game->emptyTileRows(rows), 1);
        QCOMPARE(FuzzyGame::nthEmptyTile(rows, 0), last);
        placeHero(*game, 1, last);
        QVERIFY(!game->anyEmptyTile());
        QCOMPARE(game->emptyTileRows(rows), 0);
    }

    void randomChoiceIsTheListedPick()
    {
        // randomAction keeps the actions it lists in one pass (core/listeddraw.h).
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto game = newGame(seed % 2 ? QStringLiteral("two-players") : QStringLiteral("three-players"), seed);
            Rng rng(seed, 13);
            isle::test::checkRandomChoicesAreListedPicks(*game, rng, 2000);
            if (QTest::currentTestFailed())
                return;
        }
    }
};

QTEST_GUILESS_MAIN(tst_FuzzyScan)
#include "tst_fuzzyscan.moc"
