// The fast random playout (Game::playOutRandomly, fastplayout.cpp) against the engine's
// own loop of randomAction + apply: the same seeds and generators must give the same
// state after every stretch, whole games and games taken up mid-way, stopped after a cap
// or not, one generator for all seats or one each. And the bit-mask scoring (bitboard.h)
// against scoring.cpp on hand-built and random boards of several shapes and rules.
//
// Games per variant: ISLE_FASTPLAYOUT_GAMES (default 20,000, so that a sanitizer build
// stays well under a minute per variant); docs/BENCHMARKS.md gives the 100,000-game run.
#include "foggytestutil.h"

#include "../allocationcounter.h"

#include "foggyisland/bitboard.h"
#include "foggyisland/scoring.h"

#include "core/designerfigures.h"
#include "simulation/simulation.h"
#include "core/rng.h"

#include <QTest>

#include <algorithm>

using namespace FoggyTest;
using isle::Rng;

Q_DECLARE_METATYPE(isle::Ruleset)

namespace {

int gameCount()
{
    bool ok = false;
    const int count = qEnvironmentVariableIntValue("ISLE_FASTPLAYOUT_GAMES", &ok);
    return ok && count > 0 ? count : 20000;
}

std::array<Rng *, isle::MaxSeats> generatorsOf(std::array<Rng, 4> &rngs, int seats, bool perSeat)
{
    std::array<Rng *, isle::MaxSeats> generators{};
    for (int seat = 0; seat < seats; ++seat)
        generators[std::size_t(seat)] = &rngs[perSeat ? std::size_t(seat) : 0];
    return generators;
}

// The engine's loop, which the fast path must match: returns the decisions played.
int playLoop(FoggyGame &game, std::array<Rng, 4> &rngs, bool perSeat, int maxDecisions)
{
    int played = 0;
    while (!game.isOver() && played != maxDecisions) {
        Rng &rng = rngs[perSeat ? std::size_t(game.decision().seat) : 0];
        game.apply(game.randomAction(rng));
        ++played;
    }
    return played;
}

std::array<Rng, 4> seededRngs(std::uint64_t seed)
{
    return {Rng(seed, 11), Rng(seed, 12), Rng(seed, 13), Rng(seed, 14)};
}

// Empty when both games (and both sets of generators) are in the same state.
QString difference(const FoggyGame &full, const FoggyGame &fast, const std::array<Rng, 4> &fullRngs,
                   const std::array<Rng, 4> &fastRngs)
{
    const FoggyState &a = full.state();
    const FoggyState &b = fast.state();
    if (a.cells != b.cells)
        return QStringLiteral("boards differ");
    if (a.totalPoints != b.totalPoints || a.roundPoints != b.roundPoints || a.coins != b.coins)
        return QStringLiteral("scores differ: %1–%2 against %3–%4")
            .arg(a.totalPoints[0])
            .arg(a.totalPoints[1])
            .arg(b.totalPoints[0])
            .arg(b.totalPoints[1]);
    if (full.decisionsApplied() != fast.decisionsApplied())
        return QStringLiteral("%1 decisions against %2").arg(full.decisionsApplied()).arg(fast.decisionsApplied());
    if (!(a.rng == b.rng))
        return QStringLiteral("the game's generators differ");
    if (fullRngs != fastRngs)
        return QStringLiteral("the players' generators differ");
    const isle::Outcome x = full.outcome();
    const isle::Outcome y = fast.outcome();
    if (x.score != y.score || x.winnerMask != y.winnerMask || x.draw != y.draw)
        return QStringLiteral("outcomes differ");
    if (full.stateHash() != fast.stateHash())
        return QStringLiteral("states differ (hash)");
    return {};
}

struct Shape
{
    QString name;
    Ruleset ruleset;
};

// Rulesets whose boards and scoring tables exercise the masks' edges.
QList<Shape> scoringShapes()
{
    QList<Shape> shapes;
    shapes.append({QStringLiteral("default 6×6"), defaults()});
    const QList<std::pair<int, int>> boards{{8, 8}, {5, 7}, {7, 5}, {3, 3}, {3, 9}, {9, 7},
                                                 {16, 4}, {4, 16}, {16, 3}, {8, 9}};
    for (const auto &[width, height] : boards) {
        Ruleset ruleset = defaults();
        setBoard(ruleset, width, height);
        shapes.append({QStringLiteral("%1×%2").arg(width).arg(height), ruleset});
    }
    Ruleset shortLines = defaults();
    setScoringTable(shortLines, {{2, 1}, {3, 2}, {4, 5}});
    shapes.append({QStringLiteral("lines from 2"), shortLines});
    Ruleset small = defaults();
    setBoard(small, 4, 3);
    setScoringTable(small, {{2, 1}, {3, 3}});
    shapes.append({QStringLiteral("lines from 2 on 4×3"), small});
    Ruleset stacking = defaults();
    stacking.setValue(QStringLiteral("crowHalvingStacks"), true);
    shapes.append({QStringLiteral("crow halving stacks"), stacking});
    Ruleset multipliers = defaults();
    setCharacter(multipliers, QStringLiteral("wolf"), QStringLiteral("multiplier"), 4);
    setCharacter(multipliers, QStringLiteral("rabbit"), QStringLiteral("multiplier"), 5); // white: never in a line
    setCharacter(multipliers, QStringLiteral("rat"), QStringLiteral("halvesLine"), true);
    shapes.append({QStringLiteral("wolf ×4, rat halves"), multipliers});
    return shapes;
}

QStringList rowsOf(std::initializer_list<const char *> rows)
{
    QStringList list;
    for (const char *row : rows)
        list.append(QString::fromLatin1(row));
    return list;
}

int scoreOfBits(const FoggyRules &rules, const std::array<Token, MaxCells> &cells, int side)
{
    const BitLayout layout = BitLayout::of(rules);
    return scoreBits(layout, BitBoard::of(layout, cells))[std::size_t(side)];
}

} // namespace

class TestFastPlayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wholeAndMidGames_data();
    void wholeAndMidGames();
    void figureTallyMatches();
    void declinesWithHistoryOrEvents();
    void mixedGeneratorsDecline();
    void fastPlayoutDoesNotAllocate();
    void simulateWithRandomPlayersMatchesTheLoop_data();
    void simulateWithRandomPlayersMatchesTheLoop();
    void scoringByShiftsOnHandBuiltBoards_data();
    void scoringByShiftsOnHandBuiltBoards();
    void scoringByShiftsOnRandomBoards();
    void layoutMasksStopAtTheEdges();
};

void TestFastPlayout::wholeAndMidGames_data()
{
    QTest::addColumn<Ruleset>("ruleset");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("games");
    const int games = gameCount();
    for (const char *variant : {"basic", "weather", "mercenary", "quick", "team"})
        QTest::newRow(variant) << defaults() << QString::fromLatin1(variant) << games;
    // Rules that take other ways through the flow, on fewer games each.
    Ruleset random = defaults();
    random.setValue(QStringLiteral("openingHand"), QStringLiteral("random"));
    random.setValue(QStringLiteral("fogLifter"), QStringLiteral("last-placer"));
    QTest::newRow("mercenary, random hands, last placer lifts fog") << random << QStringLiteral("mercenary") << games / 10;
    Ruleset large = defaults();
    setBoard(large, 8, 8);
    setFogRegions(large, {QRect(0, 0, 4, 4), QRect(4, 0, 4, 4), QRect(0, 4, 4, 4), QRect(4, 4, 4, 4)});
    QTest::newRow("weather, 8×8, four fog regions") << large << QStringLiteral("weather") << games / 10;
    Ruleset beyond = defaults();
    setBoard(beyond, 9, 9); // more than 64 tiles: scored by the engine's line walks
    QTest::newRow("mercenary, 9×9") << beyond << QStringLiteral("mercenary") << games / 20;
    Ruleset stacking = defaults();
    stacking.setValue(QStringLiteral("crowHalvingStacks"), true);
    setScoringTable(stacking, {{2, 1}, {3, 2}, {4, 4}});
    QTest::newRow("mercenary, stacking crows, lines from 2") << stacking << QStringLiteral("mercenary") << games / 10;
}

void TestFastPlayout::wholeAndMidGames()
{
    QFETCH(Ruleset, ruleset);
    QFETCH(QString, variant);
    QFETCH(int, games);
    QString errors;
    auto full = newGame(ruleset, variant, 1, &errors);
    QVERIFY2(full, qPrintable(errors));
    auto fast = newGame(ruleset, variant, 1);
    full->setHistoryEnabled(false);
    fast->setHistoryEnabled(false);
    const int seats = full->seatCount();
    qint64 midGames = 0;
    qint64 capped = 0;
    for (int seed = 1; seed <= games; ++seed) {
        // The whole game from its first decision, one generator for every seat.
        full->reset(std::uint64_t(seed));
        fast->reset(std::uint64_t(seed));
        auto fullRngs = seededRngs(std::uint64_t(seed));
        auto fastRngs = fullRngs;
        const int expected = playLoop(*full, fullRngs, false, -1);
        const int played = fast->playOutRandomly(fastRngs[0], -1);
        QCOMPARE(played, expected);
        QVERIFY(fast->isOver());
        QString why = difference(*full, *fast, fullRngs, fastRngs);
        if (!why.isEmpty())
            QFAIL(qPrintable(QStringLiteral("seed %1, whole game: %2").arg(seed).arg(why)));

        // From a random decision of the game, on odd seeds with a generator per seat; first
        // up to a cap (the decision a search playout stops at), then to the end.
        const bool perSeat = seed % 2 == 1;
        Rng steps(std::uint64_t(seed), 21);
        full->reset(std::uint64_t(seed) + 1000000);
        const int before = int(steps.below(std::uint32_t(expected)));
        for (int i = 0; i < before && !full->isOver(); ++i)
            full->apply(full->randomAction(steps));
        if (full->isOver())
            continue;
        ++midGames;
        fast->assign(*full);
        fullRngs = seededRngs(std::uint64_t(seed) * 7);
        fastRngs = fullRngs;
        const int cap = seed % 3 == 0 ? -1 : 1 + int(steps.below(60));
        const int expectedCapped = playLoop(*full, fullRngs, perSeat, cap);
        const int playedCapped = fast->playOutRandomly(generatorsOf(fastRngs, seats, perSeat), cap);
        QCOMPARE(playedCapped, expectedCapped);
        why = difference(*full, *fast, fullRngs, fastRngs);
        if (!why.isEmpty())
            QFAIL(qPrintable(QStringLiteral("seed %1, %2 decisions in, cap %3: %4").arg(seed).arg(before).arg(cap).arg(why)));
        if (full->isOver())
            continue;
        ++capped;
        QCOMPARE(fast->playOutRandomly(generatorsOf(fastRngs, seats, perSeat), -1), playLoop(*full, fullRngs, perSeat, -1));
        why = difference(*full, *fast, fullRngs, fastRngs);
        if (!why.isEmpty())
            QFAIL(qPrintable(QStringLiteral("seed %1, after the cap: %2").arg(seed).arg(why)));
    }
    // The mid-game part is not empty (a game is over before its first decision never).
    QVERIFY(midGames > games / 2);
    QVERIFY(capped > 0);
}

void TestFastPlayout::figureTallyMatches()
{
    // Designer figures count scored lines at each round's end and hires: the same counts.
    for (const char *variant : {"weather", "mercenary"}) {
        auto full = newGame(defaults(), QString::fromLatin1(variant), 1);
        auto fast = newGame(defaults(), QString::fromLatin1(variant), 1);
        full->setHistoryEnabled(false);
        fast->setHistoryEnabled(false);
        isle::FigureTally fullTally(full->designerFigures());
        isle::FigureTally fastTally(fast->designerFigures());
        QVERIFY(!fullTally.isEmpty());
        full->setFigureTally(&fullTally);
        fast->setFigureTally(&fastTally);
        for (int seed = 1; seed <= 300; ++seed) {
            full->reset(std::uint64_t(seed));
            fast->reset(std::uint64_t(seed));
            auto fullRngs = seededRngs(std::uint64_t(seed));
            auto fastRngs = fullRngs;
            playLoop(*full, fullRngs, false, -1);
            QVERIFY(fast->playOutRandomly(fastRngs[0], -1) > 0);
        }
        QCOMPARE(fastTally.rawCounts(), fullTally.rawCounts());
        full->setFigureTally(nullptr);
        fast->setFigureTally(nullptr);
    }
}

void TestFastPlayout::declinesWithHistoryOrEvents()
{
    auto game = newGame(defaults(), QStringLiteral("basic"), 5);
    Rng rng(5, 5);
    const Rng before = rng;
    const std::uint64_t hash = game->stateHash();
    // History on (the default): the caller's own loop keeps the snapshots.
    QCOMPARE(game->playOutRandomly(rng, -1), -1);
    QCOMPARE(game->stateHash(), hash);
    QVERIFY(rng == before);
    game->setHistoryEnabled(false);
    struct Sink : isle::EventSink
    {
        void onEvent(const isle::GameEvent &) override {}
    } sink;
    game->setEventSink(&sink);
    QCOMPARE(game->playOutRandomly(rng, -1), -1);
    QCOMPARE(game->stateHash(), hash);
    QVERIFY(rng == before);
    game->setEventSink(nullptr);
    QCOMPARE(game->playOutRandomly(rng, 0), 0); // a cap of none: nothing played
    QCOMPARE(game->stateHash(), hash);
    QVERIFY(game->playOutRandomly(rng, -1) > 0);
    QVERIFY(game->isOver());
    QCOMPARE(game->playOutRandomly(rng, -1), 0); // over: nothing to play
}

void TestFastPlayout::mixedGeneratorsDecline()
{
    // Two of four seats sharing a generator is neither one for all nor one each.
    auto game = newGame(defaults(), QStringLiteral("team"), 3);
    game->setHistoryEnabled(false);
    std::array<Rng, 4> rngs = seededRngs(3);
    std::array<Rng *, isle::MaxSeats> generators{&rngs[0], &rngs[1], &rngs[0], &rngs[2], nullptr, nullptr};
    const std::uint64_t hash = game->stateHash();
    QCOMPARE(game->playOutRandomly(generators, -1), -1);
    generators[2] = nullptr;
    QCOMPARE(game->playOutRandomly(generators, -1), -1);
    QCOMPARE(game->stateHash(), hash);
}

void TestFastPlayout::fastPlayoutDoesNotAllocate()
{
#ifdef ISLE_UNDER_ASAN
    QVERIFY(isle::test::allocationHooksInstalled != 0); // or the count proves nothing
#endif
    for (const char *variant : {"basic", "weather", "mercenary", "quick", "team"}) {
        auto game = newGame(defaults(), QString::fromLatin1(variant), 1);
        game->setHistoryEnabled(false);
        std::array<Rng, 4> rngs = seededRngs(8);
        const auto perSeat = generatorsOf(rngs, game->seatCount(), true);
        const long before = isle::test::allocations.load();
        long decisions = 0;
        for (int seed = 1; seed <= 100; ++seed) {
            game->reset(std::uint64_t(seed));
            decisions += seed % 2 ? game->playOutRandomly(rngs[0], -1) : game->playOutRandomly(perSeat, -1);
        }
        QCOMPARE(isle::test::allocations.load() - before, 0L);
        QVERIFY(decisions > 100 * 80);
    }
}

void TestFastPlayout::simulateWithRandomPlayersMatchesTheLoop_data()
{
    QTest::addColumn<QString>("variant");
    for (const char *variant : {"basic", "weather", "mercenary", "quick", "team"})
        QTest::newRow(variant) << QString::fromLatin1(variant);
}

// simulate() hands a game with a random player on every seat to the fast playout, each
// seat drawing from its own generator; with a view for every player (alwaysView) it plays
// the engine's loop. Both batches must be the same, designer figures included.
void TestFastPlayout::simulateWithRandomPlayersMatchesTheLoop()
{
    QFETCH(QString, variant);
    isle::SimulationConfig config;
    config.gameId = FoggyModule::instance().id();
    config.variant = variant;
    config.ruleset = defaults();
    config.players = {QStringLiteral("random")};
    config.games = 300;
    config.seed = 77;
    config.threads = 1;
    config.tallyFigures = true;
    std::vector<isle::GameSample> fastSamples;
    std::vector<isle::GameSample> loopSamples;
    config.samples = &fastSamples;
    isle::SimulationConfig loop = config;
    loop.alwaysView = true;
    loop.samples = &loopSamples;
    isle::Problems problems;
    const isle::SimulationResult a = isle::simulate(config, problems);
    const isle::SimulationResult b = isle::simulate(loop, problems);
    QVERIFY(!problems.hasErrors());
    QCOMPARE(a.games, 300);
    QCOMPARE(b.games, 300);
    for (std::size_t seat = 0; seat < a.seatStats.size(); ++seat) {
        QCOMPARE(a.seatStats[seat].wins, b.seatStats[seat].wins);
        QCOMPARE(a.seatStats[seat].draws, b.seatStats[seat].draws);
        QCOMPARE(a.seatStats[seat].scoreSum, b.seatStats[seat].scoreSum);
        QCOMPARE(a.seatStats[seat].scoreSquares, b.seatStats[seat].scoreSquares);
    }
    QCOMPARE(a.decisionSum, b.decisionSum);
    QCOMPARE(a.decisionSquares, b.decisionSquares);
    QCOMPARE(a.tally.rawCounts(), b.tally.rawCounts());
    QCOMPARE(fastSamples.size(), loopSamples.size());
    for (std::size_t i = 0; i < fastSamples.size(); ++i) {
        QCOMPARE(fastSamples[i].margin, loopSamples[i].margin);
        QCOMPARE(fastSamples[i].decisions, loopSamples[i].decisions);
    }
}

void TestFastPlayout::scoringByShiftsOnHandBuiltBoards_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<int>("red");
    QTest::addColumn<int>("blue");
    // Points by the rules' table (3→1, 4→3, 5→6, 6→10), Pig ×2, Cat ×3, Crow halves.
    QTest::newRow("row at the right edge, next row's first tile") << rowsOf({". . . W1 W1 W1", "W1 . . . . ."}) << 1 << 0;
    QTest::newRow("row of six") << rowsOf({"W1 W1 W1 W1 W1 W1"}) << 10 << 0;
    QTest::newRow("column at the bottom edge") << rowsOf({". . . . . W2", ". . . . . .", ". . . W2 . .", ". . . W2 . .", ". . . W2 . .", ". . . W2 . ."}) << 0 << 3;
    QTest::newRow("down-right diagonal, a tile at the wrap") << rowsOf({". . . . . W1", ". . . . . .", "W1 . . . . .", ". W1 . . . .", ". . W1 . . ."}) << 1 << 0;
    QTest::newRow("down-left diagonal, a tile at the wrap") << rowsOf({". . . . . .", "W1 . . . . W1", ". . . . W1 .", ". . . W1 . ."}) << 1 << 0;
    QTest::newRow("down-left diagonal of six") << rowsOf({". . . . . W2", ". . . . W2 .", ". . . W2 . .", ". . W2 . . .", ". W2 . . . .", "W2 . . . . ."}) << 0 << 10;
    QTest::newRow("corner diagonals of three") << rowsOf({". . . . . .", ". . . . . .", ". . . . . .", "W1 . . . . W2", ". W1 . . W2 .", ". . W1 W2 . ."}) << 1 << 1;
    QTest::newRow("pig doubles") << rowsOf({"W1 P1 W1 W1 . ."}) << 6 << 0;
    QTest::newRow("cat triples") << rowsOf({"W1 C1 W1 . . ."}) << 3 << 0;
    QTest::newRow("pig and cat: triple only") << rowsOf({"P1 W1 C1 W1 W1 ."}) << 18 << 0;
    QTest::newRow("two pigs: double once") << rowsOf({"P1 W1 P1 . . ."}) << 2 << 0;
    // A Crow is a spy: it builds its opponent's line, and halves it.
    QTest::newRow("crow halves, rounded down") << rowsOf({"W1 W1 K2 W1 . ."}) << 1 << 0;
    QTest::newRow("two crows halve once") << rowsOf({"K2 W1 K2 W1 W1 ."}) << 3 << 0;
    QTest::newRow("crow with pig and cat") << rowsOf({"C1 P1 K2 W1 W1 W1"}) << 15 << 0;
    QTest::newRow("rat builds the other side's line") << rowsOf({"R1 W2 W2 . . ."}) << 0 << 1;
    QTest::newRow("rabbit breaks a line") << rowsOf({"W1 W1 B1 W1 W1 W1"}) << 1 << 0;
    QTest::newRow("face down counts, every direction") << rowsOf({"w1 w1 w1 . . .", "w1 w1 . . . .", "w1 . w1 . . ."}) << 4 << 0;
    QTest::newRow("a tile in four lines") << rowsOf({"W1 W1 W1 . . .", "W1 W1 W1 . . .", "W1 W1 W1 . . ."}) << 8 << 0;
}

void TestFastPlayout::scoringByShiftsOnHandBuiltBoards()
{
    QFETCH(QStringList, rows);
    QFETCH(int, red);
    QFETCH(int, blue);
    const auto rules = compileRules(defaults());
    std::array<Token, MaxCells> cells{};
    QString error;
    QVERIFY2(boardFromRows(*rules, rows, cells, &error), qPrintable(error));
    const auto expected = scoreSides(*rules, cells);
    QCOMPARE(expected[0], red); // the rules' arithmetic, by scoring.cpp
    QCOMPARE(expected[1], blue);
    QCOMPARE(scoreOfBits(*rules, cells, 0), red);
    QCOMPARE(scoreOfBits(*rules, cells, 1), blue);
}

void TestFastPlayout::scoringByShiftsOnRandomBoards()
{
    // Dense random boards (lines in every direction, to every edge) of every shape.
    for (const Shape &shape : scoringShapes()) {
        QString errors;
        const auto rules = compileRules(shape.ruleset, &errors);
        QVERIFY2(rules, qPrintable(shape.name + u' ' + errors));
        const BitLayout layout = BitLayout::of(*rules);
        const bool fits = rules->width * rules->height <= 64;
        QCOMPARE(layout.fits, fits);
        if (!fits)
            continue;
        Rng rng(std::uint64_t(rules->width * 100 + rules->height), 5);
        int scored = 0;
        for (int board = 0; board < 3000; ++board) {
            std::array<Token, MaxCells> cells{};
            const int density = 50 + int(rng.below(51)); // per cent of tiles taken
            for (int y = 0; y < rules->height; ++y) {
                for (int x = 0; x < rules->width; ++x) {
                    if (int(rng.below(100)) >= density)
                        continue;
                    Token &token = cells[std::size_t(FoggyRules::cellAt(x, y))];
                    token.kind = std::uint8_t(rng.below(CharacterCount));
                    token.owner = std::uint8_t(rng.below(2));
                    // Mostly the rules' colour; sometimes a Chameleon's changed one.
                    token.side = rng.below(8) == 0 ? std::uint8_t(rng.below(3)) : expectedSide(*rules, token.kind, token.owner);
                }
            }
            const auto expected = scoreSides(*rules, cells);
            const auto bits = scoreBits(layout, BitBoard::of(layout, cells));
            if (bits != expected)
                QFAIL(qPrintable(QStringLiteral("%1, board %2: %3–%4 against %5–%6")
                                     .arg(shape.name)
                                     .arg(board)
                                     .arg(bits[0])
                                     .arg(bits[1])
                                     .arg(expected[0])
                                     .arg(expected[1])));
            scored += expected[0] + expected[1] > 0 ? 1 : 0;
        }
        QVERIFY2(scored > 100 || rules->width * rules->height < 6, qPrintable(shape.name)); // boards that score
    }
}

void TestFastPlayout::layoutMasksStopAtTheEdges()
{
    // Every tile's next tile in each direction, by the masks and shifts, is the board's own
    // neighbour, and there is none past an edge.
    for (const Shape &shape : scoringShapes()) {
        const auto rules = compileRules(shape.ruleset);
        const BitLayout layout = BitLayout::of(*rules);
        if (!layout.fits)
            continue;
        for (int y = 0; y < rules->height; ++y) {
            for (int x = 0; x < rules->width; ++x) {
                const int bit = layout.bitOf[std::size_t(FoggyRules::cellAt(x, y))];
                QCOMPARE(int(layout.cellOf[std::size_t(bit)]), FoggyRules::cellAt(x, y));
                for (int direction = 0; direction < 4; ++direction) {
                    const int nx = x + DirectionDx[std::size_t(direction)];
                    const int ny = y + DirectionDy[std::size_t(direction)];
                    const bool onBoard = nx >= 0 && nx < rules->width && ny < rules->height;
                    const std::uint64_t mask = std::uint64_t{1} << bit;
                    QCOMPARE((layout.hasNext[std::size_t(direction)] & mask) != 0, onBoard);
                    if (onBoard) {
                        const int next = bit + layout.shift[std::size_t(direction)];
                        QCOMPARE(int(layout.cellOf[std::size_t(next)]), FoggyRules::cellAt(nx, ny));
                        QVERIFY(layout.hasPrevious[std::size_t(direction)] & (std::uint64_t{1} << next));
                    }
                }
            }
        }
        QCOMPARE(std::popcount(layout.board), rules->width * rules->height);
    }
}

QTEST_GUILESS_MAIN(TestFastPlayout)
#include "tst_fastplayout.moc"
