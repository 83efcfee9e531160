// The fast scans of the board and the unit slots (battlescan.h) and what is built on them
// (one-pass random choices, step values by row masks) against the plain loops they
// replaced, on positions of random games and on hand-filled unit slots: the same spaces
// and units in the same order, the same choices, the same values.
#include "battletestutil.h"

#include "battleisland/battlescan.h"

#include "../listedpick.h"

#include <QTest>

#include <algorithm>
#include <cstdlib>
#include <vector>

using namespace BattleTest;

namespace {
std::vector<int> plainStructures(const BattleState &s, int width)
{
    std::vector<int> spaces;
    for (int row = 0; row < width; ++row)
        for (int column = 0; column < width; ++column)
            if (s.structureAt(BattleGame::spaceAt(row, column)) != StructureKind::None)
                spaces.push_back(BattleGame::spaceAt(row, column));
    return spaces;
}

std::vector<int> plainOwned(const BattleState &s, int seat)
{
    std::vector<int> spaces;
    for (int space = 0; space < MaxSpaces; ++space)
        if (s.ownerAt(space) == seat)
            spaces.push_back(space);
    return spaces;
}

std::vector<int> plainUnits(const BattleState &s)
{
    std::vector<int> units;
    for (int index = 0; index < MaxUnits; ++index)
        if (s.unit(index).alive())
            units.push_back(index);
    return units;
}

// The scans on one state, each against its plain loop.
void compareScans(const BattleState &s, int width)
{
    std::vector<int> structures;
    for (int row = 0; row < width; ++row)
        forEachBit(rowOfStructures(s, row) & boardColumns(width), row, [&](int space) { structures.push_back(space); });
    QCOMPARE(structures, plainStructures(s, width));
    for (const int seat : {0, 1, 2, 3, int(NoSeat)}) {
        std::vector<int> owned;
        forEachOwnedSpace(s, seat, [&](int space) { owned.push_back(space); });
        QCOMPARE(owned, plainOwned(s, seat));
    }
    std::vector<int> units;
    forEachLiveUnit(s, [&](int index, const Unit &unit) {
        QCOMPARE(&unit, &s.unit(index));
        units.push_back(index);
    });
    QCOMPARE(units, plainUnits(s));
}

// Steps from `space` to the nearest goal of `seat`, tile by tile: the reference the step
// values were computed by before row masks.
int plainDistanceToGoal(const BattleGame &game, int seat, int space)
{
    const BattleState &s = game.state();
    int best = 99;
    for (int row = 0; row < game.width(); ++row) {
        for (int column = 0; column < game.width(); ++column) {
            const int at = BattleGame::spaceAt(row, column);
            const StructureKind kind = s.structureAt(at);
            const bool goal = (kind != StructureKind::None && s.ownerAt(at) != seat)
                              || (kind == StructureKind::None && s.terrainAt(at) == Terrain::Lot)
                              || s.terrainAt(at) == Terrain::Fog;
            if (goal)
                best = std::min(best, std::abs(row - BattleGame::spaceRow(space))
                                          + std::abs(column - BattleGame::spaceColumn(space)));
        }
    }
    return best;
}

// Whether a step's value is its gain toward the nearest goal (actionValues' last case).
bool valuedByDistance(const BattleGame &game, int seat, const Action &step)
{
    const BattleState &s = game.state();
    const int to = step.cell2;
    if (game.areaEmpty(game.areaOf(to)))
        return false;
    const StructureKind kind = s.structureAt(to);
    const int owner = s.ownerAt(to);
    if (kind != StructureKind::None && owner != NoSeat && owner != seat)
        return false;
    return !((kind == StructureKind::None && s.terrainAt(to) == Terrain::Lot)
             || (kind == StructureKind::Lighthouse && owner == NoSeat));
}
} // namespace

class tst_BattleScan : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scansMatchPlainLoopsInPlay()
    {
        int checked = 0;
        for (const QString &variant : {QStringLiteral("two-players"), QStringLiteral("four-players")}) {
            for (std::uint64_t seed = 1; seed <= 40; ++seed) {
                auto game = newGame(variant, seed);
                QVERIFY(game);
                Rng rng(seed, 3);
                for (int decision = 0; !game->isOver() && decision < 3000; ++decision) {
                    if (decision % 7 == 0) {
                        compareScans(game->state(), game->width());
                        ++checked;
                    }
                    game->apply(game->randomAction(rng));
                }
                compareScans(game->state(), game->width());
            }
        }
        QVERIFY(checked > 1000);
    }

    void unitScanFindsEverySlot()
    {
        // Slots filled by hand anywhere, sparse and dense, first and last included.
        auto game = newGame();
        Rng rng(7, 7);
        for (int round = 0; round < 500; ++round) {
            BattleState &s = game->editState();
            const int density = int(rng.below(5)); // 0: empty … 4: about every other slot
            for (int index = 0; index < MaxUnits; ++index) {
                Unit &unit = s.unit(index);
                unit = Unit{};
                if (density > 0 && rng.below(8) < std::uint32_t(density))
                    unit.space = static_cast<std::int16_t>(rng.below(MaxSpaces));
                else if (rng.below(3) == 0)
                    unit.space = static_cast<std::int16_t>(-1 - int(rng.below(100))); // any negative: free
                unit.owner = static_cast<std::uint8_t>(rng.below(4));
                unit.flags = static_cast<std::uint8_t>(rng.below(256));
            }
            if (round % 5 == 0)
                s.unit(int(rng.below(2)) == 0 ? 0 : MaxUnits - 1).space = 0;
            compareScans(s, game->width());
        }
    }

    void randomChoiceIsTheListedPick()
    {
        // randomAction keeps the actions it lists in one pass (core/listeddraw.h).
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto game = newGame(seed % 2 ? QStringLiteral("two-players") : QStringLiteral("three-players"), seed);
            Rng rng(seed, 11);
            isle::test::checkRandomChoicesAreListedPicks(*game, rng, 3000);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void stepValuesFollowTheNearestGoal()
    {
        int compared = 0;
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            auto game = newGame(QStringLiteral("two-players"), seed);
            Rng rng(seed, 5);
            auto actions = std::make_unique<ActionList>();
            std::vector<int> values(ActionList::Capacity);
            for (int decision = 0; !game->isOver() && decision < 3000; ++decision) {
                game->legalActions(*actions);
                const int seat = game->decision().seat;
                game->actionValues(*actions, seat, values.data());
                for (std::size_t i = 0; i < actions->size(); ++i) {
                    const Action &action = (*actions)[i];
                    if (action.type != std::uint8_t(ActionType::Step) || !valuedByDistance(*game, seat, action))
                        continue;
                    const int expected = 3 * (plainDistanceToGoal(*game, seat, action.cell)
                                              - plainDistanceToGoal(*game, seat, action.cell2));
                    QCOMPARE(values[i], expected);
                    ++compared;
                }
                game->apply(game->randomAction(rng));
            }
        }
        QVERIFY(compared > 1000);
    }

    void stepTowardAFarGoalGainsOneStep()
    {
        // A cleared board: the only goal is an empty lot five columns east of the unit.
        auto game = newGame();
        clearBoard(*game);
        const int from = sp(10, 10);
        setTerrain(*game, sp(10, 15), Terrain::Lot);
        placeUnit(*game, 0, from);
        startTurn(*game, 0);
        activate(*game, from);
        auto actions = std::make_unique<ActionList>();
        actions->push(step(from, sp(10, 11)));
        actions->push(step(from, sp(10, 9)));
        actions->push(step(from, sp(9, 10)));
        std::array<int, 3> values{};
        game->actionValues(*actions, 0, values.data());
        QCOMPARE(values[0], 3);  // one step nearer
        QCOMPARE(values[1], -3); // one step farther
        QCOMPARE(values[2], -3); // off the row: one step farther too
    }
};

QTEST_GUILESS_MAIN(tst_BattleScan)
#include "tst_battlescan.moc"
