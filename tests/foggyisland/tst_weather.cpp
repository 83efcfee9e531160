// The game with weather cards (rules: "Game with weather cards"): drawing and keeping a
// card, the deck, Sunny / Cloudy / Foggy, lifting fog and revealing face-down tokens.
#include "foggytestutil.h"

#include "foggyisland/scoring.h"

#include "core/position.h"
#include "core/rng.h"

#include <QTest>

#include <algorithm>
#include <bit>

using namespace FoggyTest;

namespace {
Ruleset weatherRules(int sunny, int cloudy, int foggy)
{
    Ruleset ruleset = defaults();
    setWeatherDeck(ruleset, sunny, cloudy, foggy);
    ruleset.setValue(QStringLiteral("openingHand"), QStringLiteral("random"));
    return ruleset;
}

QList<int> deckList(const FoggyState &s)
{
    QList<int> cards;
    for (int i = 0; i < s.deckSize; ++i)
        cards.append(s.deck[(s.deckHead + i) % MaxWeatherCards]);
    return cards;
}

std::array<int, WeatherKindCount> composition(const QList<int> &cards)
{
    std::array<int, WeatherKindCount> counts{};
    for (int card : cards)
        ++counts[card];
    return counts;
}

CellSet regionCells(const FoggyRules &rules, std::uint16_t covered, bool coveredOnes)
{
    CellSet cells;
    for (int region = 0; region < rules.fogRegionCount; ++region)
        if (bool(covered & (1U << region)) == coveredOnes)
            cells |= rules.fogRegions[region].cells;
    return cells;
}

// Plays random decisions until `done` holds or the game ends; false on a refused action.
template<typename Done>
bool playUntil(FoggyGame &game, isle::Rng &rng, Done done)
{
    while (!game.isOver() && !done()) {
        const Action action = game.randomAction(rng);
        if (!game.check(action).legal)
            return false;
        game.apply(action);
    }
    return true;
}

// Places the first token of the mover's hand on the first free open tile, face down
// when the weather requires it.
void placeAnywhere(FoggyGame &game)
{
    const FoggyState &s = game.state();
    int kind = 0;
    while (s.hand[s.seat][kind] == 0)
        ++kind;
    const bool faceDown = s.weather == Weather::Foggy && !characterInfo(kind).mercenary;
    game.apply(FoggyGame::placeAction(kind, s.freeOpen.nth(0), faceDown));
}
} // namespace

class tst_Weather : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chooserDrawsTwoKeepsOne_data();
    void chooserDrawsTwoKeepsOne();
    void secondRoundChooser();
    void noWeatherShownWhileHandsArePicked();
    void deckComposition_data();
    void deckComposition();
    void weatherKinds_data();
    void weatherKinds();
    void openRegionIsRandom();
    void fogLifting_data();
    void fogLifting();
    void autoLiftWithOneCoveredRegion();
    void faceDownRevealedBeforeScoring();
    void randomFoggyRoundRevealsAll();
    void keptWeatherReturns_data();
    void keptWeatherReturns();
    void deckRunsOut_data();
    void deckRunsOut();
};

void tst_Weather::chooserDrawsTwoKeepsOne_data()
{
    QTest::addColumn<int>("keep");
    QTest::newRow("keep the first") << 0;
    QTest::newRow("keep the second") << 1;
}

void tst_Weather::chooserDrawsTwoKeepsOne()
{
    QFETCH(int, keep);
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        auto game = newGame(weatherRules(3, 3, 2), QStringLiteral("weather"), seed);
        QVERIFY(game);
        const FoggyState &s = game->state();
        // Round 1: player 1 starts, so player 2 chooses the weather.
        QCOMPARE(game->decision().seat, 1);
        QCOMPARE(game->decision().kind, int(Phase::ChooseWeather));
        QCOMPARE(int(s.drawnCount), 2);
        QCOMPARE(int(s.deckSize), 6);
        const QList<int> deckBefore = deckList(s);
        const std::array<int, 2> drawn{s.drawnWeather[0], s.drawnWeather[1]};
        QList<int> all = deckBefore;
        all << drawn[0] << drawn[1];
        QCOMPARE(composition(all), (std::array<int, 3>{3, 3, 2}));
        isle::ActionList legal;
        game->legalActions(legal);
        QCOMPARE(int(legal.size()), 2);
        QVERIFY(!game->check(FoggyGame::weatherAction(2)).legal);

        game->apply(FoggyGame::weatherAction(keep));
        QCOMPARE(int(s.weather), drawn[keep]);
        QVERIFY(s.weatherCardActive);
        // The other card goes to the bottom; the rest of the deck keeps its order.
        QList<int> expected = deckBefore;
        expected.append(drawn[1 - keep]);
        QCOMPARE(deckList(s), expected);
        QCOMPARE(int(s.drawnCount), 0);
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(game->decision().kind, int(Phase::Place));
    }
}

void tst_Weather::secondRoundChooser()
{
    Ruleset ruleset = weatherRules(3, 3, 2);
    ruleset.setValue(QStringLiteral("openingHand"), QStringLiteral("choose"));
    auto game = newGame(ruleset, QStringLiteral("weather"), 12);
    QVERIFY(game);
    const FoggyState &s = game->state();
    isle::Rng rng(3);
    QVERIFY(playUntil(*game, rng, [&] { return game->decision().kind == int(Phase::ChooseWeather); }));
    QCOMPARE(game->decision().seat, 1);
    game->apply(FoggyGame::weatherAction(0));
    const QList<int> deckAfterChoice = deckList(s); // d0..d5, then the card put back
    const int kept = int(s.weather);
    QVERIFY(playUntil(*game, rng, [&] { return s.round == 1 && game->decision().kind == int(Phase::ChooseWeather); }));
    // While round 2's card is chosen, round 1's is out of play: nobody is shown a weather.
    for (const int viewer : {-1, 0, 1})
        QVERIFY(game->observation(viewer).value(QStringLiteral("weather")).isNull());
    // Round 2: player 2 starts, so player 1 chooses, from the top of the deck.
    QCOMPARE(int(s.roundStarter), 1);
    QCOMPARE(game->decision().seat, 0);
    QCOMPARE(int(s.drawnWeather[0]), deckAfterChoice.at(0));
    QCOMPARE(int(s.drawnWeather[1]), deckAfterChoice.at(1));
    QList<int> expected = deckAfterChoice.mid(2);
    expected.append(kept); // the kept card of round 1 went to the bottom at the round's end
    QCOMPARE(deckList(s), expected);
    game->apply(FoggyGame::weatherAction(1));
    QCOMPARE(game->decision().seat, 1);
    QCOMPARE(game->decision().kind, int(Phase::Place));
    QCOMPARE(game->observation(0).value(QStringLiteral("weather")).toString(),
             QString::fromLatin1(weatherId(s.weather)));
}

void tst_Weather::noWeatherShownWhileHandsArePicked()
{
    // Issue: a Sunny card showed at every round start, before any card was drawn.
    Ruleset ruleset = weatherRules(0, 3, 3); // no Sunny card in the deck at all
    ruleset.setValue(QStringLiteral("openingHand"), QStringLiteral("choose"));
    auto game = newGame(ruleset, QStringLiteral("weather"), 5);
    QVERIFY(game);
    const FoggyState &s = game->state();
    isle::Rng rng(9);
    for (const int round : {0, 1}) {
        QVERIFY(playUntil(*game, rng, [&] { return s.round == round && game->decision().kind == int(Phase::PickHand); }));
        for (const int viewer : {-1, 0, 1})
            QVERIFY2(game->observation(viewer).value(QStringLiteral("weather")).isNull(),
                     qPrintable(QStringLiteral("round %1, viewer %2").arg(round + 1).arg(viewer)));
        QVERIFY(playUntil(*game, rng, [&] { return game->decision().kind == int(Phase::Place); }));
        QVERIFY(s.weather != Weather::Sunny);
        QCOMPARE(game->observation(0).value(QStringLiteral("weather")).toString(),
                 QString::fromLatin1(weatherId(s.weather)));
    }
}

void tst_Weather::deckComposition_data()
{
    QTest::addColumn<int>("sunny");
    QTest::addColumn<int>("cloudy");
    QTest::addColumn<int>("foggy");
    QTest::newRow("default 3/3/2") << 3 << 3 << 2;
    QTest::newRow("only foggy") << 0 << 0 << 5;
    QTest::newRow("4/4/4") << 4 << 4 << 4;
    QTest::newRow("20/20/20") << 20 << 20 << 20;
    QTest::newRow("two sunny") << 2 << 0 << 0;
}

void tst_Weather::deckComposition()
{
    QFETCH(int, sunny);
    QFETCH(int, cloudy);
    QFETCH(int, foggy);
    QSet<QList<int>> orders;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        auto game = newGame(weatherRules(sunny, cloudy, foggy), QStringLiteral("weather"), seed);
        QVERIFY(game);
        const FoggyState &s = game->state();
        QCOMPARE(game->decision().kind, int(Phase::ChooseWeather));
        QList<int> all;
        all << s.drawnWeather[0] << s.drawnWeather[1];
        all += deckList(s);
        QCOMPARE(composition(all), (std::array<int, 3>{sunny, cloudy, foggy}));
        orders.insert(all);
    }
    // The deck is shuffled: with at least two kinds, ten seeds give more than one order.
    if ((sunny > 0) + (cloudy > 0) + (foggy > 0) > 1)
        QVERIFY(orders.size() > 1);
}

void tst_Weather::weatherKinds_data()
{
    QTest::addColumn<int>("weather");
    QTest::newRow("sunny") << int(Weather::Sunny);
    QTest::newRow("cloudy") << int(Weather::Cloudy);
    QTest::newRow("foggy") << int(Weather::Foggy);
}

void tst_Weather::weatherKinds()
{
    QFETCH(int, weather);
    auto game = newGame(weatherRules(weather == 0 ? 4 : 0, weather == 1 ? 4 : 0, weather == 2 ? 4 : 0),
                        QStringLiteral("weather"), 31);
    QVERIFY(game);
    game->apply(FoggyGame::weatherAction(0));
    const FoggyState &s = game->state();
    const FoggyRules &rules = game->rules();
    QCOMPARE(int(s.weather), weather);
    QCOMPARE(game->decision().kind, int(Phase::Place));
    QCOMPARE(game->decision().seat, 0);
    int kind = 0;
    while (s.hand[0][kind] == 0)
        ++kind;

    if (weather == int(Weather::Sunny)) {
        QCOMPARE(int(s.coveredFog), 0);
        QCOMPARE(s.freeOpen, rules.boardCells);
    } else {
        // Every fog region covered but one, and the open tiles are exactly that region.
        QCOMPARE(rules.fogRegionCount, 4);
        QCOMPARE(std::popcount(unsigned(s.coveredFog)), 3);
        QCOMPARE(s.freeOpen, regionCells(rules, s.coveredFog, false));
        QCOMPARE(s.freeOpen.count(), 9);
        QCOMPARE(int(s.freeCount), 36);
        const CellSet covered = regionCells(rules, s.coveredFog, true);
        QCOMPARE(covered.count(), 27);
        covered.forEach([&](int c) {
            const isle::Verdict verdict = game->check(FoggyGame::placeAction(kind, c, weather == int(Weather::Foggy)));
            QVERIFY2(!verdict.legal, qPrintable(cellName(c)));
            QVERIFY2(verdict.reason.contains(QStringLiteral("fog")), qPrintable(verdict.reason));
        });
    }

    // Face: up in Sunny and Cloudy weather; basic tokens face down in Foggy weather.
    const bool faceDown = weather == int(Weather::Foggy);
    isle::ActionList legal;
    game->legalActions(legal);
    int kinds = 0;
    for (int k = 0; k < CharacterCount; ++k)
        kinds += s.hand[0][k] > 0 ? 1 : 0;
    QCOMPARE(int(legal.size()), kinds * s.freeOpen.count());
    for (const Action &action : legal) {
        QCOMPARE(action.flags != 0, faceDown);
        QVERIFY(s.freeOpen.test(action.cell));
    }
    const int target = s.freeOpen.nth(0);
    const isle::Verdict wrongFace = game->check(FoggyGame::placeAction(kind, target, !faceDown));
    QVERIFY(!wrongFace.legal);
    QVERIFY(!wrongFace.reason.isEmpty());
    game->apply(FoggyGame::placeAction(kind, target, faceDown));
    QCOMPARE(s.cells[target].isFaceDown(), faceDown);
    QCOMPARE(int(s.cells[target].kind), kind);
    // The weather holds for the whole round.
    isle::Rng rng(2);
    QVERIFY(playUntil(*game, rng, [&] { return s.round == 1; }));
    QCOMPARE(int(s.round), 1);
}

void tst_Weather::openRegionIsRandom()
{
    QSet<int> openRegions;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        auto game = newGame(weatherRules(0, 4, 0), QStringLiteral("weather"), seed);
        QVERIFY(game);
        game->apply(FoggyGame::weatherAction(0));
        openRegions.insert(std::countr_zero(unsigned(~game->state().coveredFog & 0xfU)));
    }
    QCOMPARE(openRegions.size(), 4);
}

void tst_Weather::fogLifting_data()
{
    QTest::addColumn<QString>("lifter");
    QTest::addColumn<QList<int>>("lifters"); // who lifts the first, second and third board

    // Player 1 starts and fills the first open region (9 tiles), player 2 the second, player 1 the third.
    QTest::newRow("next player") << QStringLiteral("next-player") << QList<int>{1, 0, 1};
    QTest::newRow("last placer") << QStringLiteral("last-placer") << QList<int>{0, 1, 0};
}

void tst_Weather::fogLifting()
{
    QFETCH(QString, lifter);
    QFETCH(QList<int>, lifters);
    Ruleset ruleset = weatherRules(0, 4, 0);
    ruleset.setValue(QStringLiteral("fogLifter"), lifter);
    auto game = newGame(ruleset, QStringLiteral("weather"), 8);
    QVERIFY(game);
    EventLog log;
    game->setEventSink(&log);
    const FoggyState &s = game->state();
    const FoggyRules &rules = game->rules();
    game->apply(FoggyGame::weatherAction(0));

    for (int lift = 0; lift < 3; ++lift) {
        for (int i = 0; i < 9; ++i) {
            QCOMPARE(game->decision().kind, int(Phase::Place));
            QCOMPARE(game->decision().seat, (lift * 9 + i) % 2);
            placeAnywhere(*game);
        }
        const int coveredBefore = lift < 2 ? std::popcount(unsigned(s.coveredFog)) : 1;
        if (lift < 2) {
            QCOMPARE(coveredBefore, 3 - lift);
            QCOMPARE(s.freeOpen.count(), 0);
        }
        const int placerNext = (lift * 9 + 9) % 2;
        if (coveredBefore > 1) {
            // The lifter chooses which board; nothing may be placed until then.
            QCOMPARE(game->decision().kind, int(Phase::LiftFog));
            QCOMPARE(game->decision().seat, lifters.at(lift));
            isle::ActionList legal;
            game->legalActions(legal);
            QCOMPARE(int(legal.size()), coveredBefore);
            for (int region = 0; region < rules.fogRegionCount; ++region)
                QCOMPARE(game->check(FoggyGame::liftAction(region)).legal, bool(s.coveredFog & (1U << region)));
            QVERIFY(!game->check(FoggyGame::liftAction(rules.fogRegionCount)).legal);
            QVERIFY(!game->check(FoggyGame::placeAction(0, regionCells(rules, s.coveredFog, true).nth(0), false)).legal);
            const int region = std::countr_zero(unsigned(s.coveredFog));
            game->apply(FoggyGame::liftAction(region));
            QVERIFY(!(s.coveredFog & (1U << region)));
            QCOMPARE(s.freeOpen, rules.fogRegions[region].cells);
        } else {
            // One board left: it is lifted without a decision.
            QCOMPARE(int(s.coveredFog), 0);
            QCOMPARE(s.freeOpen.count(), 9);
        }
        QCOMPARE(log.count(FoggyEvent::FogLifted), lift + 1);
        QCOMPARE(int(log.last(FoggyEvent::FogLifted)->seat), lifters.at(lift));
        // Then play goes on with the player after the one who filled the last tile.
        QCOMPARE(game->decision().kind, int(Phase::Place));
        QCOMPARE(game->decision().seat, placerNext);
    }
    for (int i = 0; i < 9; ++i)
        placeAnywhere(*game);
    QCOMPARE(int(s.round), 1);
    QCOMPARE(log.count(FoggyEvent::RoundEnded), 1);
}

void tst_Weather::autoLiftWithOneCoveredRegion()
{
    // Two fog regions: Cloudy covers one, which is lifted by itself when the other half is full.
    Ruleset ruleset = weatherRules(0, 4, 0);
    setFogRegions(ruleset, {QRect(0, 0, 6, 3), QRect(0, 3, 6, 3)});
    auto game = newGame(ruleset, QStringLiteral("weather"), 4);
    QVERIFY(game);
    EventLog log;
    game->setEventSink(&log);
    game->apply(FoggyGame::weatherAction(0));
    const FoggyState &s = game->state();
    QCOMPARE(std::popcount(unsigned(s.coveredFog)), 1);
    QCOMPARE(s.freeOpen.count(), 18);
    for (int i = 0; i < 18; ++i) {
        QCOMPARE(game->decision().kind, int(Phase::Place));
        placeAnywhere(*game);
    }
    QCOMPARE(int(s.coveredFog), 0);
    QCOMPARE(s.freeOpen.count(), 18);
    QCOMPARE(game->decision().kind, int(Phase::Place));
    QCOMPARE(game->decision().seat, 0);
    QCOMPARE(log.count(FoggyEvent::FogLifted), 1);
    QCOMPARE(int(log.last(FoggyEvent::FogLifted)->seat), 0); // next player lifts
}

void tst_Weather::faceDownRevealedBeforeScoring()
{
    Ruleset ruleset = defaults();
    setBoard(ruleset, 3, 3);
    ruleset.setValue(QStringLiteral("weatherRounds"), 1);
    // Player 1's face-down pig doubles its row; player 2 completes row 2 face down.
    const QJsonObject position{
        {QStringLiteral("format"), QStringLiteral("isleworks-position")},
        {QStringLiteral("formatVersion"), 1},
        {QStringLiteral("game"), QStringLiteral("foggy-island")},
        {QStringLiteral("variant"), QStringLiteral("weather")},
        {QStringLiteral("weather"), QStringLiteral("foggy")},
        {QStringLiteral("board"), QJsonArray{QStringLiteral("p1 w1 w1"), QStringLiteral("w2 w2 ."), QStringLiteral("b1 r1 b2")}},
        {QStringLiteral("hands"), QJsonArray{QJsonObject{}, QJsonObject{{QStringLiteral("wolf"), 1}}}},
        {QStringLiteral("piles"), QJsonArray{QJsonObject{}, QJsonObject{}}},
        {QStringLiteral("toMove"), 2}};
    isle::Problems problems;
    auto game = asFoggy(isle::loadPosition(position, &ruleset, problems));
    QVERIFY2(game, qPrintable(problems.summary()));
    EventLog log;
    game->setEventSink(&log);
    const FoggyState &s = game->state();
    QCOMPARE(game->decision().seat, 1);
    QVERIFY(!game->check(place(Character::Wolf, "C2")).legal); // basic tokens go face down
    game->apply(place(Character::Wolf, "C2", true));

    QVERIFY(game->isOver());
    for (int c = 0; c < MaxCells; ++c)
        QVERIFY2(!s.cells[c].isFaceDown(), qPrintable(cellName(c)));
    QCOMPARE(log.count(FoggyEvent::TokensRevealed), 1);
    QCOMPARE(log.last(FoggyEvent::TokensRevealed)->a, 9);
    QCOMPARE(int(s.roundPoints[0][0]), 2);
    QCOMPARE(int(s.roundPoints[1][0]), 1);
    // Every seat now sees every token.
    for (const QJsonValue &value : game->observation(-1).value(QStringLiteral("tokens")).toArray()) {
        QVERIFY(value.toObject().contains(QStringLiteral("character")));
        QCOMPARE(value.toObject().value(QStringLiteral("faceDown")).toBool(), false);
    }
}

void tst_Weather::randomFoggyRoundRevealsAll()
{
    Ruleset ruleset = weatherRules(0, 0, 3);
    ruleset.setValue(QStringLiteral("weatherRounds"), 1);
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        auto game = newGame(ruleset, QStringLiteral("weather"), seed);
        QVERIFY(game);
        EventLog log;
        game->setEventSink(&log);
        const FoggyState &s = game->state();
        isle::Rng rng(seed * 7);
        std::array<Token, MaxCells> lastBoard{};
        while (!game->isOver()) {
            lastBoard = s.cells;
            const Action action = game->randomAction(rng);
            QVERIFY(game->check(action).legal);
            game->apply(action);
            if (!game->isOver() && action.type == std::uint8_t(ActionType::Place))
                QVERIFY(s.cells[action.cell].isFaceDown());
        }
        QCOMPARE(log.last(FoggyEvent::TokensRevealed)->a, 36);
        for (int c = 0; c < MaxCells; ++c) {
            QVERIFY(!s.cells[c].isFaceDown());
            // Revealing turns tokens up and changes nothing else.
            if (!lastBoard[c].isEmpty()) {
                QCOMPARE(s.cells[c].kind, lastBoard[c].kind);
                QCOMPARE(s.cells[c].owner, lastBoard[c].owner);
                QCOMPARE(s.cells[c].side, lastBoard[c].side);
            }
        }
        const std::array<int, 2> expected = scoreSides(game->rules(), s.cells);
        QCOMPARE(int(s.roundPoints[0][0]), expected[0]);
        QCOMPARE(int(s.roundPoints[1][0]), expected[1]);
    }
}

void tst_Weather::keptWeatherReturns_data()
{
    QTest::addColumn<bool>("returns");
    QTest::newRow("kept card returns") << true;
    QTest::newRow("kept card leaves the game") << false;
}

void tst_Weather::keptWeatherReturns()
{
    QFETCH(bool, returns);
    Ruleset ruleset = weatherRules(3, 3, 2);
    ruleset.setValue(QStringLiteral("keptWeatherReturns"), returns);
    ruleset.setValue(QStringLiteral("weatherRounds"), 3);
    auto game = newGame(ruleset, QStringLiteral("weather"), 44);
    QVERIFY(game);
    const FoggyState &s = game->state();
    isle::Rng rng(6);
    int expectedDeck = 8;
    for (int round = 0; round < 3; ++round) {
        QCOMPARE(int(s.round), round);
        QCOMPARE(game->decision().kind, int(Phase::ChooseWeather));
        expectedDeck -= 2;
        QCOMPARE(int(s.deckSize), expectedDeck);
        game->apply(FoggyGame::weatherAction(round % 2));
        ++expectedDeck; // the card not kept
        const int kept = int(s.weather);
        const QList<int> beforeEnd = deckList(s);
        QVERIFY(playUntil(*game, rng, [&] { return s.round != round; }));
        QList<int> expected = beforeEnd;
        if (returns) {
            ++expectedDeck;
            expected.append(kept);
        }
        if (round < 2) {
            // deckList now shows the next round's deck, two cards drawn from its top.
            QCOMPARE(deckList(s), expected.mid(2));
        } else {
            QCOMPARE(deckList(s), expected);
        }
    }
    QVERIFY(game->isOver());
    QCOMPARE(int(s.deckSize), returns ? 8 : 5);
}

void tst_Weather::deckRunsOut_data()
{
    QTest::addColumn<int>("cloudy");
    QTest::addColumn<int>("foggy");
    QTest::addColumn<bool>("returns");
    QTest::addColumn<QList<int>>("weathers"); // each round's weather
    QTest::addColumn<QList<bool>>("choices"); // whether the round had a choice to make

    // One card: no choice; it comes back each round, or it is gone after round 1 (then Sunny).
    QTest::newRow("one card, returns") << 1 << 0 << true << QList<int>{1, 1, 1} << QList<bool>{false, false, false};
    QTest::newRow("one card, gone") << 1 << 0 << false << QList<int>{1, 0, 0} << QList<bool>{false, false, false};
    // Two cards, not returning: a choice, then the card put back, then nothing.
    QTest::newRow("two cards, gone") << 1 << 1 << false << QList<int>{-1, -1, 0} << QList<bool>{true, false, false};
}

void tst_Weather::deckRunsOut()
{
    QFETCH(int, cloudy);
    QFETCH(int, foggy);
    QFETCH(bool, returns);
    QFETCH(QList<int>, weathers);
    QFETCH(QList<bool>, choices);
    Ruleset ruleset = weatherRules(0, cloudy, foggy);
    ruleset.setValue(QStringLiteral("keptWeatherReturns"), returns);
    ruleset.setValue(QStringLiteral("weatherRounds"), 3);
    auto game = newGame(ruleset, QStringLiteral("weather"), 10);
    QVERIFY(game);
    const FoggyState &s = game->state();
    isle::Rng rng(1);
    int previous = -1;
    for (int round = 0; round < 3; ++round) {
        QCOMPARE(int(s.round), round);
        QCOMPARE(game->decision().kind == int(Phase::ChooseWeather), choices.at(round));
        if (choices.at(round))
            game->apply(FoggyGame::weatherAction(0));
        QCOMPARE(game->decision().kind, int(Phase::Place));
        if (weathers.at(round) >= 0)
            QCOMPARE(int(s.weather), weathers.at(round));
        else if (round == 0)
            previous = int(s.weather);
        if (round == 1 && weathers.at(1) < 0) // the card put back in round 1 is round 2's weather
            QCOMPARE(int(s.weather), int(Weather::Cloudy) + int(Weather::Foggy) - previous);
        QCOMPARE(s.weatherCardActive, s.weather != Weather::Sunny);
        QVERIFY(playUntil(*game, rng, [&] { return s.round != round; }));
    }
    QVERIFY(game->isOver());
}

QTEST_GUILESS_MAIN(tst_Weather)
#include "tst_weather.moc"
