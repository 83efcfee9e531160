// The course of a basic game (rules: "Basic game"): opening hands, placing and drawing,
// passing, round ends, scores per round, who starts, the winner, undo and refusals.
#include "foggytestutil.h"

#include "foggyisland/scoring.h"

#include "core/position.h"
#include "core/rng.h"

#include <QTest>

using namespace FoggyTest;

namespace {
// Each player owns only `wolves` wolves on a width × height board; hands are dealt.
Ruleset wolvesOnly(int width, int height, int wolves, int rounds = 2)
{
    Ruleset ruleset = defaults();
    setBoard(ruleset, width, height);
    setBasicCounts(ruleset, wolves, 0, 0, 0);
    ruleset.setValue(QStringLiteral("openingHand"), QStringLiteral("random"));
    ruleset.setValue(QStringLiteral("basicRounds"), rounds);
    return ruleset;
}

int boardTokens(const FoggyGame &game)
{
    int count = 0;
    game.rules().boardCells.forEach([&](int c) { count += game.state().cells[c].isEmpty() ? 0 : 1; });
    return count;
}

bool applyRandom(FoggyGame &game, isle::Rng &rng, QString *error)
{
    const Action action = game.randomAction(rng);
    const isle::Verdict verdict = game.check(action);
    if (!verdict.legal) {
        *error = QStringLiteral("random action refused: ") + verdict.reason;
        return false;
    }
    game.apply(action);
    return true;
}
} // namespace

class tst_Flow : public QObject
{
    Q_OBJECT

private:
    void expectIllegal(const FoggyGame &game, const Action &action, const QString &fragment);
    void placeWolves(FoggyGame &game, const QString &cells);

private Q_SLOTS:
    void openingHandIsPicked();
    void secondRoundPicksFromSecondPlayer();
    void randomOpeningHand();
    void placeThenDrawBackUp();
    void passWithEmptyHand();
    void roundEndsWhenNoFreeTile();
    void roundEndsWhenNobodyCanPlace();
    void roundsAndWinner_data();
    void roundsAndWinner();
    void undoRestoresExactState_data();
    void undoRestoresExactState();
    void checkGivesReasons();
    void largestStartingSetPlays_data();
    void largestStartingSetPlays();
    void largerStartingSetIsRefused();
};

void tst_Flow::expectIllegal(const FoggyGame &game, const Action &action, const QString &fragment)
{
    const isle::Verdict verdict = game.check(action);
    QVERIFY2(!verdict.legal, qPrintable(game.describeAction(action)));
    QVERIFY2(!verdict.reason.isEmpty(), "an illegal action needs a reason");
    if (!fragment.isEmpty())
        QVERIFY2(verdict.reason.contains(fragment, Qt::CaseInsensitive),
                 qPrintable(QStringLiteral("\"%1\" does not mention \"%2\"").arg(verdict.reason, fragment)));
    isle::ActionList legal;
    game.legalActions(legal);
    QVERIFY(!legal.contains(action));
}

// Places a wolf for whoever is to move on each named tile in turn.
void tst_Flow::placeWolves(FoggyGame &game, const QString &cells)
{
    const QStringList names = cells.split(u' ', Qt::SkipEmptyParts);
    for (const QString &name : names) {
        const Action action = FoggyGame::placeAction(kindOf(Character::Wolf), cellFromName(name), false);
        const isle::Verdict verdict = game.check(action);
        QVERIFY2(verdict.legal, qPrintable(name + QStringLiteral(": ") + verdict.reason));
        game.apply(action);
    }
}

void tst_Flow::openingHandIsPicked()
{
    auto game = newGame(defaults(), QStringLiteral("basic"), 7);
    QVERIFY(game);
    QCOMPARE(game->decision().seat, 0);
    QCOMPARE(game->decision().kind, int(Phase::PickHand));
    isle::ActionList legal;
    game->legalActions(legal);
    QCOMPARE(int(legal.size()), 4); // wolf, rat, rabbit, pig
    for (const Action &action : legal)
        QCOMPARE(action.type, std::uint8_t(ActionType::PickHand));

    const std::array<Character, 5> first{Character::Pig, Character::Pig, Character::Wolf, Character::Rat, Character::Wolf};
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(game->decision().kind, int(Phase::PickHand));
        // Everyone is told how many the picker still takes.
        for (const int viewer : {-1, 0, 1})
            QCOMPARE(game->observation(viewer).value(QStringLiteral("picksLeft")).toInt(), 5 - i);
        const Action pick = FoggyGame::pickAction(kindOf(first[i]));
        QVERIFY(game->check(pick).legal);
        game->apply(pick);
        if (i == 1) // both pigs taken: a third is refused
            expectIllegal(*game, FoggyGame::pickAction(kindOf(Character::Pig)), QStringLiteral("Pig"));
    }
    // Seat order: player 2 picks after player 1's five.
    QCOMPARE(game->decision().seat, 1);
    QCOMPARE(game->decision().kind, int(Phase::PickHand));
    const FoggyState &s = game->state();
    QCOMPARE(int(s.handCount[0]), 5);
    QCOMPARE(int(s.hand[0][kindOf(Character::Pig)]), 2);
    QCOMPARE(int(s.hand[0][kindOf(Character::Wolf)]), 2);
    QCOMPARE(int(s.hand[0][kindOf(Character::Rat)]), 1);
    QCOMPARE(int(s.pileCount[0]), 13);
    QCOMPARE(int(s.handCount[1]), 0);
    QCOMPARE(int(s.pileCount[1]), 18);

    for (int i = 0; i < 3; ++i)
        game->apply(FoggyGame::pickAction(kindOf(Character::Rabbit)));
    expectIllegal(*game, FoggyGame::pickAction(kindOf(Character::Rabbit)), QStringLiteral("Rabbit"));
    game->apply(FoggyGame::pickAction(kindOf(Character::Wolf)));
    QCOMPARE(game->decision().seat, 1);
    game->apply(FoggyGame::pickAction(kindOf(Character::Wolf)));

    // Ten picks, then player 1 places first.
    QCOMPARE(game->decisionsApplied(), 10);
    QCOMPARE(game->decision().seat, 0);
    QCOMPARE(game->decision().kind, int(Phase::Place));
    QCOMPARE(int(s.handCount[1]), 5);
    QCOMPARE(int(s.hand[1][kindOf(Character::Rabbit)]), 3);
    QCOMPARE(int(s.pileCount[1]), 13);
    QCOMPARE(boardTokens(*game), 0);
    const QString error = conservationError(*game);
    QVERIFY2(error.isEmpty(), qPrintable(error));

    // Only tokens in hand may be placed.
    game->legalActions(legal);
    QCOMPARE(int(legal.size()), 3 * 36); // pig, wolf, rat on every tile
    for (const Action &action : legal) {
        QCOMPARE(action.type, std::uint8_t(ActionType::Place));
        QVERIFY(s.hand[0][action.kind] > 0);
        QCOMPARE(action.flags, std::uint8_t(0));
    }
}

void tst_Flow::secondRoundPicksFromSecondPlayer()
{
    Ruleset ruleset = wolvesOnly(3, 3, 5);
    ruleset.setValue(QStringLiteral("openingHand"), QStringLiteral("choose"));
    auto game = newGame(ruleset, QStringLiteral("basic"), 3);
    QVERIFY(game);
    EventLog log;
    game->setEventSink(&log);
    for (int i = 0; i < 10; ++i) { // five picks each, player 1 first
        QCOMPARE(game->decision().seat, i < 5 ? 0 : 1);
        game->apply(FoggyGame::pickAction(kindOf(Character::Wolf)));
    }
    placeWolves(*game, QStringLiteral("A1 A2 A3 B1 B2 B3 C1 C2 C3"));
    QCOMPARE(int(game->state().round), 1);
    QCOMPARE(int(game->state().roundStarter), 1);
    const isle::GameEvent *started = log.last(FoggyEvent::RoundStarted);
    QVERIFY(started);
    QCOMPARE(started->a, 2);
    QCOMPARE(int(started->seat), 1);
    for (int i = 0; i < 10; ++i) { // now player 2 picks first
        QCOMPARE(game->decision().seat, i < 5 ? 1 : 0);
        QCOMPARE(game->decision().kind, int(Phase::PickHand));
        game->apply(FoggyGame::pickAction(kindOf(Character::Wolf)));
    }
    QCOMPARE(game->decision().seat, 1);
    QCOMPARE(game->decision().kind, int(Phase::Place));
}

void tst_Flow::randomOpeningHand()
{
    Ruleset ruleset = defaults();
    ruleset.setValue(QStringLiteral("openingHand"), QStringLiteral("random"));
    QSet<QByteArray> hands;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        auto game = newGame(ruleset, QStringLiteral("basic"), seed);
        QVERIFY(game);
        EventLog log;
        game->setEventSink(&log);
        game->reset(seed);
        QCOMPARE(game->decisionsApplied(), 0);
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(game->decision().kind, int(Phase::Place));
        QCOMPARE(log.count(FoggyEvent::HandDealt), 2);
        QCOMPARE(log.count(FoggyEvent::HandPicked), 0);
        const FoggyState &s = game->state();
        for (int seat = 0; seat < 2; ++seat) {
            QCOMPARE(int(s.handCount[seat]), 5);
            QCOMPARE(int(s.pileCount[seat]), 13);
        }
        const QString error = conservationError(*game);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        hands.insert(QByteArray(reinterpret_cast<const char *>(s.hand[0].data()), CharacterCount));
    }
    QVERIFY2(hands.size() > 1, "twelve seeds dealt the same opening hand");
}

void tst_Flow::placeThenDrawBackUp()
{
    Ruleset ruleset = defaults();
    ruleset.setValue(QStringLiteral("openingHand"), QStringLiteral("random"));
    auto game = newGame(ruleset, QStringLiteral("basic"), 11);
    QVERIFY(game);
    EventLog log;
    game->setEventSink(&log);
    const FoggyState &s = game->state();
    isle::Rng rng(5);
    int placements = 0;
    while (s.round == 0) {
        const int seat = game->decision().seat;
        QCOMPARE(game->decision().kind, int(Phase::Place));
        const KindCounts before = s.hand[seat];
        const int pileBefore = s.pileCount[seat];
        const int handBefore = s.handCount[seat];
        const Action action = game->randomAction(rng);
        const std::size_t eventsBefore = log.events.size();
        game->apply(action);
        ++placements;
        if (s.round != 0)
            break;
        QCOMPARE(s.cells[action.cell].kind, action.kind);
        QCOMPARE(int(s.cells[action.cell].owner), seat);
        int drawn = -1;
        for (std::size_t i = eventsBefore; i < log.events.size(); ++i) {
            const isle::GameEvent &event = log.events[i];
            if (event.type == std::uint16_t(FoggyEvent::TokenDrawn)) {
                QCOMPARE(int(event.seat), seat);
                QCOMPARE(int(event.privateTo), seat); // nobody else learns what was drawn
                drawn = event.a;
            }
        }
        if (pileBefore > 0) {
            // Drew back up to the hand size: the hand is what it was, less the token placed, plus the one drawn.
            QCOMPARE(int(s.handCount[seat]), 5);
            QCOMPARE(int(s.pileCount[seat]), pileBefore - 1);
            QVERIFY(drawn >= 0);
            KindCounts expected = before;
            --expected[action.kind];
            ++expected[drawn];
            QCOMPARE(s.hand[seat], expected);
        } else {
            QCOMPARE(int(s.handCount[seat]), handBefore - 1);
            QCOMPARE(drawn, -1);
        }
        // Players alternate while both hold tokens.
        QCOMPARE(game->decision().seat, 1 - seat);
    }
    QCOMPARE(placements, 36);
}

void tst_Flow::passWithEmptyHand()
{
    // Player 2 holds a single wolf and no pile; player 1 three wolves.
    const QJsonObject position{
        {QStringLiteral("format"), QStringLiteral("isleworks-position")},
        {QStringLiteral("formatVersion"), 1},
        {QStringLiteral("game"), QStringLiteral("foggy-island")},
        {QStringLiteral("variant"), QStringLiteral("basic")},
        {QStringLiteral("board"), QJsonArray{QStringLiteral(". . . . . ."), QStringLiteral(". . . . . ."),
                                             QStringLiteral(". . . . . ."), QStringLiteral(". . . . . ."),
                                             QStringLiteral(". . . . . ."), QStringLiteral(". . . . . .")}},
        {QStringLiteral("hands"), QJsonArray{QJsonObject{{QStringLiteral("wolf"), 3}}, QJsonObject{{QStringLiteral("wolf"), 1}}}},
        {QStringLiteral("piles"), QJsonArray{QJsonObject{}, QJsonObject{}}},
        {QStringLiteral("toMove"), 1}};
    isle::Problems problems;
    auto game = asFoggy(isle::loadPosition(position, nullptr, problems));
    QVERIFY2(game, qPrintable(problems.summary()));
    EventLog log;
    game->setEventSink(&log);
    const FoggyState &s = game->state();

    placeWolves(*game, QStringLiteral("A1 B1"));
    QCOMPARE(int(s.handCount[1]), 0);
    QCOMPARE(game->decision().seat, 0);
    QCOMPARE(log.count(FoggyEvent::Passed), 0);
    placeWolves(*game, QStringLiteral("C1"));
    // Player 2 has nothing to place: passes, and player 1 moves again.
    QCOMPARE(log.count(FoggyEvent::Passed), 1);
    QCOMPARE(int(log.last(FoggyEvent::Passed)->seat), 1);
    QCOMPARE(game->decision().seat, 0);
    QCOMPARE(game->decision().kind, int(Phase::Place));
    QCOMPARE(int(s.round), 0);
    // Player 2 cannot be made to place.
    isle::ActionList legal;
    game->legalActions(legal);
    QVERIFY(!legal.isEmpty());

    placeWolves(*game, QStringLiteral("D1"));
    // Nobody can place: the round ends with free tiles left and is scored (no line: B1 is player 2's).
    QCOMPARE(log.count(FoggyEvent::RoundEnded), 1);
    QCOMPARE(int(s.round), 1);
    QCOMPARE(int(s.roundPoints[0][0]), 0);
    QCOMPARE(int(s.roundPoints[1][0]), 0);
}

void tst_Flow::roundEndsWhenNoFreeTile()
{
    // 4×4 = 16 tiles, 9 wolves each: the board fills while both still hold tokens.
    auto game = newGame(wolvesOnly(4, 4, 9), QStringLiteral("basic"), 21);
    QVERIFY(game);
    EventLog log;
    game->setEventSink(&log);
    const FoggyState &s = game->state();
    isle::Rng rng(1);
    QString error;
    for (int i = 0; i < 15; ++i) {
        QVERIFY2(applyRandom(*game, rng, &error), qPrintable(error));
        QCOMPARE(int(s.round), 0);
    }
    QCOMPARE(int(s.freeCount), 1);
    QVERIFY(s.handCount[0] > 0 && s.handCount[1] > 0);
    const std::array<Token, MaxCells> board = s.cells;
    const int last = s.freeOpen.nth(0);
    std::array<Token, MaxCells> full = board;
    full[last].kind = std::uint8_t(kindOf(Character::Wolf));
    full[last].owner = std::uint8_t(game->decision().seat);
    full[last].side = std::uint8_t(game->decision().seat);
    const std::array<int, 2> expected = scoreSides(game->rules(), full);
    game->apply(FoggyGame::placeAction(kindOf(Character::Wolf), last, false));

    QCOMPARE(log.count(FoggyEvent::RoundEnded), 1);
    QCOMPARE(int(s.round), 1);
    QCOMPARE(int(s.roundPoints[0][0]), expected[0]);
    QCOMPARE(int(s.roundPoints[1][0]), expected[1]);
    QCOMPARE(s.totalPoints[0], expected[0]);
    QCOMPARE(s.totalPoints[1], expected[1]);
    // Board cleared, every token back, piles re-formed and new hands dealt.
    QCOMPARE(boardTokens(*game), 0);
    QCOMPARE(int(s.freeCount), 16);
    for (int seat = 0; seat < 2; ++seat) {
        QCOMPARE(int(s.handCount[seat]), 5);
        QCOMPARE(int(s.pileCount[seat]), 4);
    }
    error = conservationError(*game);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(game->decision().seat, 1);
}

void tst_Flow::roundEndsWhenNobodyCanPlace()
{
    // 4×4 board, 5 wolves each: ten placements, six free tiles left.
    auto game = newGame(wolvesOnly(4, 4, 5, 1), QStringLiteral("basic"), 2);
    QVERIFY(game);
    isle::Rng rng(9);
    QString error;
    for (int i = 0; i < 10; ++i) {
        QVERIFY(!game->isOver());
        QCOMPARE(game->decision().seat, i % 2);
        QVERIFY2(applyRandom(*game, rng, &error), qPrintable(error));
    }
    QVERIFY(game->isOver());
    QCOMPARE(game->decision().seat, -1);
    QCOMPARE(int(game->state().freeCount), 6);
    QCOMPARE(boardTokens(*game), 10); // the last round's board stays for display
    const std::array<int, 2> expected = scoreSides(game->rules(), game->state().cells);
    QCOMPARE(int(game->state().roundPoints[0][0]), expected[0]);
    QCOMPARE(int(game->state().roundPoints[1][0]), expected[1]);
    expectIllegal(*game, FoggyGame::placeAction(kindOf(Character::Wolf), game->state().freeOpen.nth(0), false),
                  QStringLiteral("over"));
}

void tst_Flow::roundsAndWinner_data()
{
    QTest::addColumn<int>("rounds");
    QTest::addColumn<QStringList>("scripts"); // tiles in placing order, one entry per round
    QTest::addColumn<QList<int>>("points");   // side 1, side 2 of each round
    QTest::addColumn<int>("winner");          // seat, or -1 for a draw

    // 3×3 board, 5 wolves each: the round's starter places 5, the other 4.
    // Starter: A1 B1 C1 A2 A3 (row 1 and column A: 2 points); other: B2 C2 B3 C3 (no line).
    const QString twoToNothing = QStringLiteral("A1 B2 B1 C2 C1 B3 A2 C3 A3");
    // Starter: A1 B1 C1 A3 C3 (row 1); other: A2 B2 C2 B3 (row 2): one point each.
    const QString oneEach = QStringLiteral("A1 A2 B1 B2 C1 C2 A3 B3 C3");
    QTest::newRow("one round, player 1 wins") << 1 << QStringList{twoToNothing} << QList<int>{2, 0} << 0;
    QTest::newRow("two rounds, tie is a draw") << 2 << QStringList{twoToNothing, twoToNothing} << QList<int>{2, 0, 0, 2} << -1;
    QTest::newRow("two rounds, player 1 wins on total")
        << 2 << QStringList{twoToNothing, oneEach} << QList<int>{2, 0, 1, 1} << 0;
    QTest::newRow("two rounds, player 2 wins on total")
        << 2 << QStringList{oneEach, twoToNothing} << QList<int>{1, 1, 0, 2} << 1;
    QTest::newRow("three rounds, starters alternate")
        << 3 << QStringList{twoToNothing, twoToNothing, twoToNothing} << QList<int>{2, 0, 0, 2, 2, 0} << 0;
}

void tst_Flow::roundsAndWinner()
{
    QFETCH(int, rounds);
    QFETCH(QStringList, scripts);
    QFETCH(QList<int>, points);
    QFETCH(int, winner);

    auto game = newGame(wolvesOnly(3, 3, 5, rounds), QStringLiteral("basic"), 17);
    QVERIFY(game);
    EventLog log;
    game->setEventSink(&log);
    const FoggyState &s = game->state();
    std::array<int, 2> totals{};
    for (int round = 0; round < rounds; ++round) {
        QCOMPARE(int(s.round), round);
        // The second player of the previous round starts.
        QCOMPARE(int(s.roundStarter), round % 2);
        QCOMPARE(game->decision().seat, round % 2);
        QCOMPARE(boardTokens(*game), 0);
        placeWolves(*game, scripts.at(round));
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(int(s.roundPoints[0][round]), points.at(2 * round));
        QCOMPARE(int(s.roundPoints[1][round]), points.at(2 * round + 1));
        totals[0] += points.at(2 * round);
        totals[1] += points.at(2 * round + 1);
        QCOMPARE(s.totalPoints[0], totals[0]);
        QCOMPARE(s.totalPoints[1], totals[1]);
        const isle::GameEvent *ended = log.last(FoggyEvent::RoundEnded);
        QVERIFY(ended);
        QCOMPARE(ended->a, round + 1);
        QCOMPARE(ended->b, points.at(2 * round));
        QCOMPARE(ended->c, points.at(2 * round + 1));
    }
    QVERIFY(game->isOver());
    QCOMPARE(log.count(FoggyEvent::RoundEnded), rounds);
    const isle::Outcome outcome = game->outcome();
    QCOMPARE(outcome.score[0], totals[0]);
    QCOMPARE(outcome.score[1], totals[1]);
    QCOMPARE(outcome.draw, winner < 0);
    QCOMPARE(outcome.isWinner(0), winner == 0);
    QCOMPARE(outcome.isWinner(1), winner == 1);
    const isle::GameEvent *ended = log.last(FoggyEvent::GameEnded);
    QVERIFY(ended);
    QCOMPARE(ended->a, winner);
    // The observation reports the same per-round record.
    const QJsonArray observed = game->observation(-1).value(QStringLiteral("roundPoints")).toArray();
    QCOMPARE(observed.size(), 2);
    for (int side = 0; side < 2; ++side) {
        QCOMPARE(observed.at(side).toArray().size(), rounds);
        for (int round = 0; round < rounds; ++round)
            QCOMPARE(observed.at(side).toArray().at(round).toInt(), points.at(2 * round + side));
    }
}

void tst_Flow::undoRestoresExactState_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("opening");
    QTest::newRow("basic, chosen hands") << QStringLiteral("basic") << QStringLiteral("choose");
    QTest::newRow("basic, random hands") << QStringLiteral("basic") << QStringLiteral("random");
    QTest::newRow("weather, chosen hands") << QStringLiteral("weather") << QStringLiteral("choose");
}

void tst_Flow::undoRestoresExactState()
{
    QFETCH(QString, variant);
    QFETCH(QString, opening);
    Ruleset ruleset = defaults();
    ruleset.setValue(QStringLiteral("openingHand"), opening);
    auto game = newGame(ruleset, variant, 99);
    QVERIFY(game);
    QVERIFY(!game->canUndo());
    isle::Rng rng(4);
    std::vector<std::uint64_t> hashes;
    std::vector<QJsonObject> positions;
    while (!game->isOver()) {
        const std::uint64_t before = game->stateHash();
        const QJsonObject position = game->positionJson();
        const int applied = game->decisionsApplied();
        const Action action = game->randomAction(rng);
        QVERIFY(game->check(action).legal);
        game->apply(action);
        const std::uint64_t after = game->stateHash();
        QVERIFY(after != before);
        // One step back and forth.
        QVERIFY(game->canUndo());
        game->undo();
        QCOMPARE(game->stateHash(), before);
        QCOMPARE(game->positionJson(), position);
        QCOMPARE(game->decisionsApplied(), applied);
        game->apply(action);
        QCOMPARE(game->stateHash(), after);
        hashes.push_back(before);
        positions.push_back(position);
    }
    // All the way back, across round ends and the game's end.
    QVERIFY(game->state().round >= 1);
    for (std::size_t i = hashes.size(); i-- > 0;) {
        QVERIFY(game->canUndo());
        game->undo();
        QCOMPARE(game->stateHash(), hashes[i]);
        QCOMPARE(game->positionJson(), positions[i]);
    }
    QVERIFY(!game->canUndo());
    QCOMPARE(game->decisionsApplied(), 0);
    auto fresh = newGame(ruleset, variant, 99);
    QCOMPARE(game->stateHash(), fresh->stateHash());
}

void tst_Flow::checkGivesReasons()
{
    auto game = newGame(defaults(), QStringLiteral("basic"), 5);
    QVERIFY(game);
    // Picking: a placement or a fog lift is the wrong kind of decision.
    expectIllegal(*game, place(Character::Wolf, "A1"), QString());
    expectIllegal(*game, FoggyGame::liftAction(0), QString());
    expectIllegal(*game, FoggyGame::weatherAction(0), QString());
    expectIllegal(*game, FoggyGame::pickAction(kindOf(Character::Cat)), QStringLiteral("Cat")); // not in the basic set
    expectIllegal(*game, FoggyGame::pickAction(CharacterCount), QString());
    for (int i = 0; i < 10; ++i)
        game->apply(FoggyGame::pickAction(kindOf(Character::Wolf)));
    QCOMPARE(game->decision().kind, int(Phase::Place));

    // Placing: every wrong shape of placement is refused with a reason.
    expectIllegal(*game, FoggyGame::pickAction(kindOf(Character::Wolf)), QString());
    expectIllegal(*game, FoggyGame::liftAction(0), QString());
    expectIllegal(*game, place(Character::Pig, "A1"), QStringLiteral("Pig"));  // not in hand
    expectIllegal(*game, place(Character::Cat, "A1"), QStringLiteral("Cat"));  // not in hand
    expectIllegal(*game, place(Character::Wolf, "A1", true), QString());      // face down outside Foggy weather
    expectIllegal(*game, FoggyGame::placeAction(kindOf(Character::Wolf), FoggyRules::cellAt(6, 0), false), QString());
    expectIllegal(*game, FoggyGame::placeAction(kindOf(Character::Wolf), FoggyRules::cellAt(0, 6), false), QString());
    expectIllegal(*game, FoggyGame::placeAction(kindOf(Character::Wolf), -1, false), QString());
    expectIllegal(*game, FoggyGame::placeAction(CharacterCount, cellOf("A1"), false), QString());
    Action badFace = place(Character::Wolf, "A1");
    badFace.flags = 2;
    expectIllegal(*game, badFace, QString());

    QVERIFY(game->check(place(Character::Wolf, "A1")).legal);
    game->apply(place(Character::Wolf, "A1"));
    expectIllegal(*game, place(Character::Wolf, "A1"), QStringLiteral("A1")); // occupied
    QVERIFY(game->check(place(Character::Wolf, "B1")).legal);
}

void tst_Flow::largestStartingSetPlays_data()
{
    QTest::addColumn<QString>("variant");
    for (const char *variant : {"basic", "weather", "mercenary", "quick", "team"})
        QTest::newRow(variant) << QString::fromLatin1(variant);
}

void tst_Flow::largestStartingSetPlays()
{
    // A starting set of MaxSeatTokens (64) tokens, the most a ruleset may give, is played
    // through in every variant on the largest island, where every token can be placed.
    QFETCH(QString, variant);
    QCOMPARE(MaxSeatTokens, 64);
    Ruleset ruleset = defaults();
    setBoard(ruleset, 16, 16);
    setBasicCounts(ruleset, 30, 30, 4, 0);
    ruleset.setValue(QStringLiteral("openingHand"), QStringLiteral("random"));
    QString errors;
    const auto rules = compileRules(ruleset, &errors);
    QVERIFY2(rules, qPrintable(errors));
    QCOMPARE(rules->startingTokens(), 64);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        auto game = newGame(ruleset, variant, seed, &errors);
        QVERIFY2(game, qPrintable(errors));
        int owned = 0; // a player's set, or in the team game the team's, split between teammates
        for (int kind = 0; kind < CharacterCount; ++kind)
            owned += game->state().owned[0][kind] + (game->isTeamGame() ? game->state().owned[2][kind] : 0);
        QCOMPARE(owned, 64);
        isle::Rng rng(seed, 64);
        int placed = 0;
        while (!game->isOver()) {
            placed += game->state().phase == Phase::Place ? 1 : 0;
            QString error;
            QVERIFY2(applyRandom(*game, rng, &error), qPrintable(error));
            const QString conservation = conservationError(*game);
            QVERIFY2(conservation.isEmpty(), qPrintable(conservation));
        }
        // Both sides place their whole set every round (256 tiles hold them all).
        QVERIFY2(placed >= 2 * 64 * game->roundCount(), qPrintable(QString::number(placed)));
    }
}

void tst_Flow::largerStartingSetIsRefused()
{
    // One token more than MaxSeatTokens: the ruleset is refused, saying why, wherever it is
    // checked (a file, a new game); and a position cannot hold more of a character either.
    Ruleset ruleset = defaults();
    setBasicCounts(ruleset, 30, 30, 5, 0);
    const QString expected = QStringLiteral("the starting set holds 65 tokens (the sum of every basicCount); at most 64 "
                                            "are allowed");
    const auto refused = [&](const isle::Problems &problems) {
        for (const isle::Problem &problem : problems.items())
            if (problem.path == QLatin1StringView("$.params.characters") && problem.message == expected)
                return true;
        return false;
    };
    isle::Problems compiled;
    QVERIFY(!FoggyRules::compile(ruleset, compiled));
    QVERIFY2(refused(compiled), qPrintable(compiled.summary()));
    isle::Problems validated;
    FoggyModule::instance().validateRuleset(ruleset, validated);
    QVERIFY2(refused(validated), qPrintable(validated.summary()));
    isle::Problems created;
    QVERIFY(!FoggyModule::instance().newGame(ruleset, QStringLiteral("basic"), 1, created));
    QVERIFY2(refused(created), qPrintable(created.summary()));
    // Each count of the set on its own is within its range: only the sum is too large.
    for (const isle::Problem &problem : compiled.items())
        QVERIFY2(problem.path == QLatin1StringView("$.params.characters"), qPrintable(problem.path));

    // A position's hands and piles count at most 64 of a character.
    Ruleset largest = defaults();
    setBoard(largest, 16, 16);
    setBasicCounts(largest, 30, 30, 4, 0);
    QJsonArray rows;
    for (int y = 0; y < 16; ++y)
        rows.append(QStringLiteral(". . . . . . . . . . . . . . . ."));
    QJsonObject position{{QStringLiteral("format"), QStringLiteral("isleworks-position")},
                         {QStringLiteral("formatVersion"), 1},
                         {QStringLiteral("game"), QStringLiteral("foggy-island")},
                         {QStringLiteral("board"), rows},
                         {QStringLiteral("piles"), QJsonArray{QJsonObject{{QStringLiteral("wolf"), 65}}, QJsonObject{}}}};
    isle::Problems tooMany;
    QVERIFY(!isle::loadPosition(position, &largest, tooMany));
    bool named = false;
    for (const isle::Problem &problem : tooMany.items())
        named = named || (problem.path == QLatin1StringView("$.piles[0].wolf") && problem.message.contains(QStringLiteral("64")));
    QVERIFY2(named, qPrintable(tooMany.summary()));
}

QTEST_GUILESS_MAIN(tst_Flow)
#include "tst_flow.moc"
