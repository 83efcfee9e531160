// The rules of Battle on the Island of Fog on hand-built positions, a paragraph at a
// time: orientation (§1.4), set-up and roll-off (§2.1), movement (§2.6), exploration
// (§2.7), actions (§2.8), recruiting (§2.9), stacks (§2.10), capture and elimination
// (§2.12, §2.14), the lighthouse (§2.13), the end (§2.15) and the stall rule (§2.16).
#include "battletestutil.h"

#include <QTest>

using namespace BattleTest;

namespace {
Ruleset withBoard(int size)
{
    Ruleset rules = defaults();
    rules.setValue(QStringLiteral("boardSize"), size);
    return rules;
}

std::unique_ptr<BattleGame> board(const QString &variant = QStringLiteral("two-players"), bool fog = false,
                                  const Ruleset &rules = defaults())
{
    auto game = newGame(variant, 3, rules);
    clearBoard(*game, fog);
    return game;
}

// Every empty area becomes plains, as if explored: the board is full.
void fillBoard(BattleGame &game)
{
    BattleState &s = game.editState();
    const int n = game.rules().boardSize;
    const int k = game.rules().tileSize;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c) {
            if (!game.areaEmpty(BattleGame::areaAt(r, c)))
                continue;
            s.areaTile[static_cast<std::size_t>(BattleGame::areaAt(r, c))] = 0;
            for (int y = 0; y < k; ++y)
                for (int x = 0; x < k; ++x)
                    s.terrain[static_cast<std::size_t>(sp(r * k + y, c * k + x))] = Terrain::Plains;
        }
}

bool hasStep(const BattleGame &game, int from, int to)
{
    return legal(game).contains(step(from, to));
}
} // namespace

class tst_BattleRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // §1.4's tables: "-" fixed (start tile or lighthouse), else the allowed arrows.
    void orientation_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QStringList>("table");
        QTest::newRow("3") << 3 << QString::fromLatin1("- S -|E - W|- N -").split(u'|');
        QTest::newRow("4") << 4 << QString::fromLatin1("- S S -|E SE SW W|E NE NW W|- N N -").split(u'|');
        QTest::newRow("5") << 5 << QString::fromLatin1("- S S S -|E SE S SW W|E E - W W|E NE N NW W|- N N N -").split(u'|');
        QTest::newRow("6") << 6
                           << QString::fromLatin1("- S S S S -|E SE S S SW W|E E SE SW W W|E E NE NW W W|E NE N N NW W|- N N N N -").split(u'|');
    }

    void orientation()
    {
        QFETCH(int, size);
        QFETCH(QStringList, table);
        auto game = newGame(QStringLiteral("four-players"), 1, withBoard(size));
        QVERIFY(game);
        for (int r = 0; r < size; ++r) {
            const QStringList cells = table.at(r).split(u' ');
            for (int c = 0; c < size; ++c) {
                const QString cell = cells.at(c);
                if (cell == u"-")
                    continue;
                int bits = 0;
                for (const QChar d : cell)
                    bits |= 1 << QStringLiteral("NESW").indexOf(d);
                QCOMPARE(game->allowedArrows(BattleGame::areaAt(r, c)), bits);
            }
        }
    }

    // §1.1: a space lies in the area of its tile: row and column each divided by the tile
    // size (the table compile() builds, for every size of board).
    void areaOfEverySpace_data()
    {
        QTest::addColumn<int>("boardSize");
        for (int board = 3; board <= MaxBoard; ++board)
            QTest::addRow("board %d", board) << board;
    }

    void areaOfEverySpace()
    {
        QFETCH(int, boardSize);
        auto game = newGame(QStringLiteral("four-players"), 1, withBoard(boardSize));
        QVERIFY(game);
        const int tileSize = game->rules().tileSize;
        const int w = boardSize * tileSize;
        for (int row = 0; row < w; ++row)
            for (int column = 0; column < w; ++column)
                QCOMPARE(game->areaOf(sp(row, column)), BattleGame::areaAt(row / tileSize, column / tileSize));
    }

    // §2.1: corners, start tiles, tokens, a basic unit on each base, 0 coins then the
    // first income of 2, the lighthouse in the centre; the roll-off names a first player.
    void setUp()
    {
        EventLog log;
        auto game = newGame(QStringLiteral("two-players"), 5);
        const BattleState &s = game->state();
        QCOMPARE(int(s.player(0).colour), int(Red));
        QCOMPARE(int(s.player(1).colour), int(Blue));
        QCOMPARE(s.structureAt(sp(0, 0)), StructureKind::Base);
        QCOMPARE(s.structureAt(sp(14, 14)), StructureKind::Base);
        QCOMPARE(s.structureAt(sp(0, 1)), StructureKind::City);
        QCOMPARE(s.structureAt(sp(1, 0)), StructureKind::City);
        QCOMPARE(s.structureAt(sp(7, 7)), StructureKind::Lighthouse);
        QCOMPARE(int(s.ownerAt(sp(7, 7))), int(NoSeat));
        // Neutral start tiles in the unused corners: lots empty, H as plains.
        QCOMPARE(s.terrainAt(sp(0, 14)), Terrain::Plains);
        QCOMPARE(s.terrainAt(sp(0, 13)), Terrain::Lot);
        QCOMPARE(s.structureAt(sp(0, 13)), StructureKind::None);
        QCOMPARE(int(s.pileCount), 32); // 20 of them come out as the board fills
        QCOMPARE(s.player(s.active).coins, 2);
        QCOMPARE(int(s.player(0).supplyTokens), 38);
        QVERIFY(s.unitOn(sp(0, 0)) != NoUnit);
        QCOMPARE(game->decision().kind, int(DecisionKind::Main));
        QCOMPARE(game->decision().seat, int(s.firstSeat));
        // The roll-off: only the highest roll goes first, re-rolling ties.
        for (std::uint64_t seed = 1; seed < 30; ++seed) {
            auto other = newGame(QStringLiteral("four-players"), 1);
            other->setEventSink(&log);
            log.events.clear();
            other->reset(seed);
            int firstRolls = 0;
            int best = 0;
            int winner = -1;
            for (const GameEvent &event : log.events)
                if (event.type == std::uint16_t(BattleEvent::FirstPlayer))
                    winner = event.seat;
            QCOMPARE(winner, int(other->state().firstSeat));
            for (const GameEvent &event : log.events)
                if (event.type == std::uint16_t(BattleEvent::RolledOff) && ++firstRolls <= 4)
                    best = std::max(best, event.a);
            QVERIFY(firstRolls >= 4);
            other->setEventSink(nullptr);
        }
    }

    // §2.6: costs, mountains, water, enemies block, friends are passed through.
    void movement()
    {
        auto game = board();
        setTerrain(*game, sp(5, 6), Terrain::Mountain);
        setTerrain(*game, sp(6, 5), Terrain::Water);
        setTerrain(*game, sp(4, 5), Terrain::Forest);
        placeUnit(*game, 0, sp(5, 5));
        placeUnit(*game, 1, sp(5, 4));
        activate(*game, sp(5, 5));
        QCOMPARE(int(game->state().movePoints), 6);
        QVERIFY(hasStep(*game, sp(5, 5), sp(5, 6)));  // a basic climbs
        QVERIFY(!hasStep(*game, sp(5, 5), sp(6, 5))); // water
        QVERIFY(!hasStep(*game, sp(5, 5), sp(5, 4))); // an enemy
        BT_APPLY(*game, step(sp(5, 5), sp(5, 6)));
        QCOMPARE(int(game->state().movePoints), 4); // a mountain costs 2
        BT_APPLY(*game, step(sp(5, 6), sp(4, 6)));
        BT_APPLY(*game, step(sp(4, 6), sp(4, 5)));
        QCOMPARE(int(game->state().movePoints), 2); // forest costs 1
        BT_APPLY(*game, act(ActionType::EndActivation));

        // An elite never enters a mountain; one point is too little for a mountain.
        auto elite = board();
        setTerrain(*elite, sp(5, 6), Terrain::Mountain);
        placeUnit(*elite, 0, sp(5, 5), UnitType::Elite);
        activate(*elite, sp(5, 5));
        QCOMPARE(int(elite->state().movePoints), 7);
        QVERIFY(!hasStep(*elite, sp(5, 5), sp(5, 6)));
        QVERIFY(elite->check(step(sp(5, 5), sp(5, 6))).reason.contains(QStringLiteral("mountain")));
        auto tired = board();
        setTerrain(*tired, sp(5, 6), Terrain::Mountain);
        placeUnit(*tired, 0, sp(5, 5));
        activate(*tired, sp(5, 5));
        tired->editState().movePoints = 1;
        QVERIFY(!hasStep(*tired, sp(5, 5), sp(5, 6)));

        // A friend's space: passed through when a free space lies beyond, never a place to stop.
        auto pass = board();
        placeUnit(*pass, 0, sp(5, 5));
        placeUnit(*pass, 0, sp(5, 6), UnitType::Elite);
        activate(*pass, sp(5, 5));
        QVERIFY(hasStep(*pass, sp(5, 5), sp(5, 6)));
        BT_APPLY(*pass, step(sp(5, 5), sp(5, 6)));
        QVERIFY(!legal(*pass).contains(act(ActionType::EndActivation)));
        QVERIFY(!legal(*pass).contains(act(ActionType::Stack))); // an elite never stacks
        BT_APPLY(*pass, step(sp(5, 6), sp(5, 7)));
        BT_APPLY(*pass, act(ActionType::EndActivation));
        // Hemmed in: no step onto a friend that would strand the unit.
        auto hemmed = board();
        placeUnit(*hemmed, 0, sp(5, 5));
        placeUnit(*hemmed, 0, sp(5, 6), UnitType::Elite);
        for (const int wall : {sp(4, 6), sp(6, 6), sp(5, 7)})
            setTerrain(*hemmed, wall, Terrain::Water);
        setTerrain(*hemmed, sp(4, 5), Terrain::Water);
        setTerrain(*hemmed, sp(6, 5), Terrain::Water);
        setTerrain(*hemmed, sp(5, 4), Terrain::Water);
        activate(*hemmed, sp(5, 5));
        QVERIFY(hasStep(*hemmed, sp(5, 5), sp(5, 6))); // stepping back counts
        hemmed->editState().movePoints = 1;
        QVERIFY(!hasStep(*hemmed, sp(5, 5), sp(5, 6)));
    }

    // §2.7: a step into fog draws the top tile; a blocked entry costs nothing.
    void exploration()
    {
        auto game = newGame(QStringLiteral("two-players"), 3);
        clearBoard(*game);
        BattleState &s = game->editState();
        // Area (1, 2) is fog; the next tile's entry space is water.
        const int area = BattleGame::areaAt(1, 2);
        s.areaTile[area] = NoTile;
        for (int r = 3; r < 6; ++r)
            for (int c = 6; c < 9; ++c)
                setTerrain(*game, sp(r, c), Terrain::Fog);
        const int lake = game->rules().tileIndex(QStringLiteral("f25")); // FPF/PWW/PWW, arrow east here
        s.pile[s.pileCount - 1] = static_cast<std::uint8_t>(lake);
        placeUnit(*game, 0, sp(4, 5));
        activate(*game, sp(4, 5));
        EventLog log;
        game->setEventSink(&log);
        const int before = s.pileCount;
        BT_APPLY(*game, step(sp(4, 5), sp(4, 6)));
        QCOMPARE(int(game->state().pileCount), before - 1);
        QCOMPARE(int(game->state().areaTile[area]), lake);
        QCOMPARE(int(game->state().areaArrow[area]), 2); // area (1, 2) of 5×5: south
        QCOMPARE(log.count(BattleEvent::TileDrawn), 1);
        const Terrain entered = game->state().terrainAt(sp(4, 6));
        if (entered == Terrain::Water) {
            QCOMPARE(log.count(BattleEvent::Blocked), 1);
            QCOMPARE(int(game->state().movePoints), 6);
            QCOMPARE(int(game->state().unit(game->state().activeUnit).space), sp(4, 5));
        } else {
            QCOMPARE(log.count(BattleEvent::Moved), 1);
        }
        // Rotated south, F25's back row (PWW) is the area's top row, read right to left.
        QCOMPARE(game->state().terrainAt(sp(3, 6)), Terrain::Water);
        QCOMPARE(game->state().terrainAt(sp(3, 8)), Terrain::Plains);
        QCOMPARE(game->decision().kind, int(DecisionKind::Act));
    }

    // A diagonal area: the player turns the drawn tile.
    void orientDecision()
    {
        auto game = newGame(QStringLiteral("two-players"), 3);
        clearBoard(*game);
        BattleState &s = game->editState();
        const int area = BattleGame::areaAt(1, 1);
        s.areaTile[area] = NoTile;
        for (int r = 3; r < 6; ++r)
            for (int c = 3; c < 6; ++c)
                setTerrain(*game, sp(r, c), Terrain::Fog);
        placeUnit(*game, 0, sp(2, 3));
        activate(*game, sp(2, 3));
        BT_APPLY(*game, step(sp(2, 3), sp(3, 3)));
        QCOMPARE(game->decision().kind, int(DecisionKind::Orient));
        QCOMPARE(legal(*game), (QList<Action>{act(ActionType::Orient, -1, -1, 1), act(ActionType::Orient, -1, -1, 2)}));
        BT_APPLY(*game, act(ActionType::Orient, -1, -1, 1));
        QCOMPARE(int(game->state().areaArrow[area]), 1);
        QCOMPARE(game->decision().kind, int(DecisionKind::Act));
    }

    // §2.8–§2.10: build, swap, stack, recruit.
    void actions()
    {
        auto game = board();
        setTerrain(*game, sp(5, 5), Terrain::Lot);
        placeUnit(*game, 0, sp(5, 5));
        activate(*game, sp(5, 5));
        QVERIFY(legal(*game).contains(act(ActionType::Build, -1, -1, 0)));
        const int tokens = game->state().player(0).supplyTokens;
        BT_APPLY(*game, act(ActionType::Build, -1, -1, 1));
        QCOMPARE(game->state().structureAt(sp(5, 5)), StructureKind::Factory);
        QCOMPARE(int(game->state().player(0).supplyTokens), tokens - 1);
        QVERIFY(!game->check(act(ActionType::Activate, sp(5, 5))).legal); // activated already
        // Recruiting: the factory is occupied.
        game->editState().player(0).coins = 10;
        QVERIFY(!legal(*game).contains(act(ActionType::Recruit, sp(5, 5), -1, 0)));
        game->editState().unit(game->state().unitOn(sp(5, 5))).flags = 0;
        activate(*game, sp(5, 5));
        BT_APPLY(*game, act(ActionType::Swap));
        QCOMPARE(game->state().structureAt(sp(5, 5)), StructureKind::City);
        game->editState().unit(game->state().unitOn(sp(5, 5))).flags = 0;
        game->editState().structure[sp(5, 5)] = StructureKind::Factory;
        activate(*game, sp(5, 5));
        BT_APPLY(*game, step(sp(5, 5), sp(5, 6)));
        BT_APPLY(*game, act(ActionType::EndActivation));
        QVERIFY(legal(*game).contains(act(ActionType::Recruit, sp(5, 5), -1, 0)));
        QVERIFY(legal(*game).contains(act(ActionType::Recruit, sp(5, 5), -1, 1)));
        BT_APPLY(*game, act(ActionType::Recruit, sp(5, 5), -1, 0));
        QCOMPARE(game->state().player(0).coins, 8);
        QVERIFY(!game->check(act(ActionType::Activate, sp(5, 5))).legal); // recruited this turn
        QVERIFY(!legal(*game).contains(act(ActionType::Recruit, sp(5, 5), -1, 0))); // occupied now
        // Stacking onto the recruit: the stack is locked for the turn.
        placeUnit(*game, 0, sp(5, 4));
        activate(*game, sp(5, 4));
        BT_APPLY(*game, step(sp(5, 4), sp(5, 5)));
        BT_APPLY(*game, act(ActionType::Stack));
        const Unit &stack = game->state().unit(game->state().unitOn(sp(5, 5)));
        QCOMPARE(int(stack.size), 2);
        QVERIFY(!game->check(act(ActionType::Activate, sp(5, 5))).legal);
        QCOMPARE(int(game->state().player(0).supplyBasic), game->rules().supplyBasic - 3);
        // Five activations a turn.
        game->editState().activationsUsed = 5;
        QVERIFY(!game->check(act(ActionType::Activate, sp(5, 6))).legal);
        QVERIFY(invariantProblem(*game).isEmpty());
    }

    // §2.12 and §2.14: captures at the captor's next turn start, bases first, then the rest
    // by space; the loser's structures pass on with their sides; their units leave.
    void captureAndElimination()
    {
        auto game = board(QStringLiteral("three-players"));
        BattleState &s = game->editState();
        const int base1 = sp(0, 14);
        setTerrain(*game, base1, Terrain::Home);
        setStructure(*game, base1, StructureKind::Base, 1);
        setTerrain(*game, sp(0, 0), Terrain::Home);
        setStructure(*game, sp(0, 0), StructureKind::Base, 0);
        setTerrain(*game, sp(14, 14), Terrain::Home);
        setStructure(*game, sp(14, 14), StructureKind::Base, 2);
        setTerrain(*game, sp(1, 1), Terrain::Lot);
        setStructure(*game, sp(1, 1), StructureKind::Factory, 1); // seat 1's, passes to 0 by transfer
        setTerrain(*game, sp(9, 9), Terrain::Lot);
        setStructure(*game, sp(9, 9), StructureKind::City, 2);
        placeUnit(*game, 0, sp(9, 9));
        placeUnit(*game, 0, base1);
        placeUnit(*game, 1, sp(12, 3));
        s.player(1).coins = 9;
        EventLog log;
        game->setEventSink(&log);
        startTurn(*game, 0);
        QCOMPARE(log.count(BattleEvent::Eliminated), 1);
        QVERIFY(game->state().player(1).eliminated);
        QCOMPARE(game->state().player(1).coins, 0);
        QCOMPARE(game->state().unitOn(sp(12, 3)), NoUnit);
        QCOMPARE(int(game->state().ownerAt(sp(1, 1))), 0);
        QCOMPARE(game->state().structureAt(sp(1, 1)), StructureKind::Factory); // side unchanged
        QCOMPARE(game->decision().kind, int(DecisionKind::TokenSide));
        QCOMPARE(game->state().sideSpace, std::int16_t(base1)); // the base first
        BT_APPLY(*game, act(ActionType::Side, base1, -1, 1));
        QCOMPARE(game->state().structureAt(base1), StructureKind::Factory);
        QCOMPARE(game->decision().kind, int(DecisionKind::TokenSide));
        QCOMPARE(game->state().sideSpace, std::int16_t(sp(9, 9)));
        BT_APPLY(*game, act(ActionType::Side, sp(9, 9), -1, 0));
        QCOMPARE(int(game->state().ownerAt(sp(9, 9))), 0);
        QCOMPARE(game->decision().kind, int(DecisionKind::Main));
        // Income after captures: the captured city (ring 1 of 5×5 → 2) pays at once.
        QCOMPARE(game->state().player(0).coins, 2);
        QVERIFY(invariantProblem(*game).isEmpty());

        // citiesOnly: the eliminated player's factories become empty lots.
        Ruleset citiesOnly = defaults();
        citiesOnly.setValue(QStringLiteral("baseCaptureTransfers"), QStringLiteral("citiesOnly"));
        auto other = board(QStringLiteral("three-players"), false, citiesOnly);
        setTerrain(*other, base1, Terrain::Home);
        setStructure(*other, base1, StructureKind::Base, 1);
        setStructure(*other, sp(0, 0), StructureKind::Base, 0);
        setStructure(*other, sp(14, 14), StructureKind::Base, 2);
        setTerrain(*other, sp(1, 1), Terrain::Lot);
        setStructure(*other, sp(1, 1), StructureKind::Factory, 1);
        placeUnit(*other, 0, base1);
        startTurn(*other, 0);
        QCOMPARE(other->state().structureAt(sp(1, 1)), StructureKind::None);
    }

    // Captures happen only at the captor's turn start, not when the unit arrives.
    void captureTiming()
    {
        auto game = board();
        setStructure(*game, sp(0, 0), StructureKind::Base, 0);
        setStructure(*game, sp(14, 14), StructureKind::Base, 1);
        setTerrain(*game, sp(5, 6), Terrain::Lot);
        setStructure(*game, sp(5, 6), StructureKind::City, 1);
        placeUnit(*game, 0, sp(5, 5));
        activate(*game, sp(5, 5));
        BT_APPLY(*game, step(sp(5, 5), sp(5, 6)));
        BT_APPLY(*game, act(ActionType::EndActivation));
        QCOMPARE(int(game->state().ownerAt(sp(5, 6))), 1);
        BT_APPLY(*game, act(ActionType::EndTurn));
        QCOMPARE(int(game->state().active), 1);
        QCOMPARE(int(game->state().ownerAt(sp(5, 6))), 1); // still seat 1's on its turn…
        const int coins = game->state().player(1).coins;
        QCOMPARE(coins, 2); // …and it paid seat 1 (ring 1)
        BT_APPLY(*game, act(ActionType::EndTurn));
        QCOMPARE(game->decision().kind, int(DecisionKind::TokenSide));
        BT_APPLY(*game, act(ActionType::Side, sp(5, 6), -1, 0));
        QCOMPARE(int(game->state().ownerAt(sp(5, 6))), 0);
    }

    // Win by elimination: capturing the last other base ends the game at once.
    void winByElimination()
    {
        auto game = board();
        setStructure(*game, sp(0, 0), StructureKind::Base, 0);
        setTerrain(*game, sp(14, 14), Terrain::Home);
        setStructure(*game, sp(14, 14), StructureKind::Base, 1);
        placeUnit(*game, 0, sp(14, 14));
        EventLog log;
        game->setEventSink(&log);
        startTurn(*game, 0);
        QVERIFY(game->isOver());
        QCOMPARE(int(game->state().winnerMask), 1);
        QCOMPARE(game->state().endReason, EndReason::Elimination);
        QVERIFY(game->outcome().isWinner(0));
    }

    // §2.13: claiming the lighthouse with Build; its owner then places a tile each own turn.
    void lighthouse()
    {
        auto game = newGame(QStringLiteral("two-players"), 9);
        BattleState &s = game->editState();
        const int x = sp(7, 7);
        // Put seat 0 at its main decision with a unit next to the lighthouse.
        s.active = 0;
        s.decider = 0;
        s.pending = DecisionKind::Main;
        s.activationsUsed = 0;
        placeUnit(*game, 0, sp(7, 6));
        activate(*game, sp(7, 6));
        BT_APPLY(*game, step(sp(7, 6), x));
        BT_APPLY(*game, act(ActionType::Build, -1, -1, 2));
        QCOMPARE(int(game->state().ownerAt(x)), 0);
        QCOMPARE(game->income(0), 2 + 3);
        QCOMPARE(game->points(0), 3 + 4);
        const int empty = game->emptyAreas();
        const int pile = game->state().pileCount;
        BT_APPLY(*game, act(ActionType::EndTurn));
        BT_APPLY(*game, act(ActionType::EndTurn)); // seat 1's turn passes: no placement for it
        QCOMPARE(game->emptyAreas(), empty);
        // Seat 0's upkeep: draw, then choose any empty area.
        QCOMPARE(game->decision().kind, int(DecisionKind::PlaceTile));
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(int(game->state().pileCount), pile - 1);
        QCOMPARE(legal(*game).size(), empty);
        Action far = legal(*game).last();
        BT_APPLY(*game, far);
        if (game->decision().kind == int(DecisionKind::Orient))
            BT_APPLY(*game, legal(*game).first());
        QCOMPARE(game->emptyAreas(), empty - 1);
        QCOMPARE(game->decision().kind, int(DecisionKind::Main));
    }

    // §2.16: after stallRounds × players quiet turns the player to move places a tile next
    // to a revealed area.
    void stall()
    {
        auto game = newGame(QStringLiteral("two-players"), 4);
        for (int turn = 0; turn < 4; ++turn) {
            QCOMPARE(game->decision().kind, int(DecisionKind::Main));
            BT_APPLY(*game, act(ActionType::EndTurn));
        }
        QCOMPARE(game->decision().kind, int(DecisionKind::PlaceTile));
        for (const Action &action : legal(*game)) {
            const int r = action.cell / AreaStride;
            const int c = action.cell % AreaStride;
            bool next = false;
            for (const auto &[dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}})
                next = next || (r + dr >= 0 && c + dc >= 0 && r + dr < 5 && c + dc < 5
                                && !game->areaEmpty(BattleGame::areaAt(r + dr, c + dc)));
            QVERIFY(next);
        }
        BT_APPLY(*game, legal(*game).first());
        if (game->decision().kind == int(DecisionKind::Orient))
            BT_APPLY(*game, legal(*game).first());
        QCOMPARE(int(game->state().quietTurns), 0);
        Ruleset off = defaults();
        off.setValue(QStringLiteral("stallRounds"), 0);
        auto quiet = newGame(QStringLiteral("two-players"), 4, off);
        for (int turn = 0; turn < 12; ++turn)
            BT_APPLY(*quiet, act(ActionType::EndTurn));
        QCOMPARE(quiet->emptyAreas(), 20);
    }

    // §2.2 and §3.4: the countdown starts after the filling turn and gives every seat five
    // turns, counted by seat even after an elimination; then points decide.
    void countdown_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("eliminate");
        QTest::newRow("two") << QStringLiteral("two-players") << -1;
        QTest::newRow("four") << QStringLiteral("four-players") << -1;
        QTest::newRow("four, one out") << QStringLiteral("four-players") << 2;
    }

    void countdown()
    {
        QFETCH(QString, variant);
        QFETCH(int, eliminate);
        auto game = newGame(variant, 2, withBoard(3));
        BattleState &s = game->editState();
        if (eliminate >= 0) {
            s.player(eliminate).eliminated = 1;
            s.structure[s.player(eliminate).baseSpace] = StructureKind::City;
            s.structureOwner[s.player(eliminate).baseSpace] = static_cast<std::uint8_t>((eliminate + 1) % 4);
            for (Unit &unit : s.units)
                if (unit.alive() && unit.owner == eliminate) {
                    s.unitAt[unit.space] = NoUnit;
                    unit = Unit{};
                }
        }
        // Fill the board during the first turn: the next turn opens the countdown.
        fillBoard(*game);
        s.countdownPending = 1;
        const int opener = s.active;
        QList<int> turns(game->seatCount(), 0);
        EventLog log;
        game->setEventSink(&log);
        while (!game->isOver()) {
            BT_APPLY(*game, act(ActionType::EndTurn));
        }
        for (const GameEvent &event : log.events)
            if (event.type == std::uint16_t(BattleEvent::TurnStarted))
                ++turns[event.seat];
        for (int seat = 0; seat < game->seatCount(); ++seat)
            QCOMPARE(turns[seat], seat == eliminate ? 0 : 5);
        // The last turn was that of the seat before the opener (skipping the eliminated one).
        int last = -1;
        for (const GameEvent &event : log.events)
            if (event.type == std::uint16_t(BattleEvent::TurnStarted))
                last = event.seat;
        int expected = opener;
        do {
            expected = (expected + 1) % game->seatCount();
        } while (expected == eliminate);
        int before = (expected + game->seatCount() - 1) % game->seatCount();
        while (before == eliminate)
            before = (before + game->seatCount() - 1) % game->seatCount();
        QCOMPARE(last, before);
        QCOMPARE(game->state().endReason, EndReason::Points);
    }

    // The countdown counted in turns: five turns in all.
    void countdownInTurns()
    {
        Ruleset rules = withBoard(3);
        rules.setValue(QStringLiteral("countdownUnit"), QStringLiteral("turns"));
        auto game = newGame(QStringLiteral("four-players"), 2, rules);
        fillBoard(*game);
        game->editState().countdownPending = 1;
        EventLog log;
        game->setEventSink(&log);
        while (!game->isOver())
            BT_APPLY(*game, act(ActionType::EndTurn));
        QCOMPARE(log.count(BattleEvent::TurnStarted), 5);
    }

    // §2.15: points, then income, then coins; otherwise a shared win.
    void tieBreaks()
    {
        auto game = newGame(QStringLiteral("two-players"), 2);
        BattleState &s = game->editState();
        s.player(0).coins = 3;
        s.player(1).coins = 3;
        fillBoard(*game);
        game->editState().countdownPending = 1;
        // Equal points (base + two cities each) and income: a shared win.
        auto shared = std::unique_ptr<BattleGame>(static_cast<BattleGame *>(game->clone().release()));
        while (!shared->isOver())
            BT_APPLY(*shared, act(ActionType::EndTurn));
        QCOMPARE(int(shared->state().winnerMask), 3);
        // One more coin decides.
        auto coins = std::unique_ptr<BattleGame>(static_cast<BattleGame *>(game->clone().release()));
        while (!coins->isOver()) {
            if (coins->decision().kind == int(DecisionKind::Main) && coins->state().active == 1
                && coins->state().countdownRound == 5)
                coins->editState().player(1).coins += 1;
            BT_APPLY(*coins, act(ActionType::EndTurn));
        }
        QCOMPARE(int(coins->state().winnerMask), 2);
        // A factory instead of a city: equal points, less income, so it loses.
        auto income = std::unique_ptr<BattleGame>(static_cast<BattleGame *>(game->clone().release()));
        income->editState().structure[sp(0, 1)] = StructureKind::Factory;
        while (!income->isOver())
            BT_APPLY(*income, act(ActionType::EndTurn));
        QCOMPARE(int(income->state().winnerMask), 2);
        QCOMPARE(income->points(0), income->points(1));
    }
};

QTEST_GUILESS_MAIN(tst_BattleRules)
#include "tst_battlerules.moc"
