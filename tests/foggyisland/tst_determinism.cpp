// Ruleset + seed + decisions reproduce a game bit for bit (core/game.h): step by step,
// through reset, clone and assign, through records and their replay, and against golden values.
#include "foggytestutil.h"

#include "core/gamerecord.h"
#include "core/rng.h"

#include <QJsonArray>
#include <QTest>

#include <algorithm>
#include <tuple>
#include <vector>

#include "../playedgame.h"

using namespace FoggyTest;

namespace {
Ruleset rulesWith(const QString &opening)
{
    Ruleset ruleset = defaults();
    ruleset.setValue(QStringLiteral("openingHand"), opening);
    return ruleset;
}

using Played = isle::test::PlayedGame;
using isle::test::playRandomGame;

// FNV-1a of the decisions' fields: our own, fixed, function (qHash is seeded per process).
std::uint64_t decisionChecksum(const QList<Action> &decisions)
{
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    const auto mix = [&hash](int value) {
        hash ^= std::uint64_t(std::uint16_t(value));
        hash *= 0x100000001b3ULL;
    };
    for (const Action &action : decisions) {
        mix(action.type);
        mix(action.kind);
        mix(action.flags);
        mix(action.extra);
        mix(action.cell);
        mix(action.cell2);
    }
    return hash;
}

// Plays a whole game choosing among the legal actions, sorted, with `decisionSeed`: a
// policy of the test's own, so a golden game does not hang on how randomAction samples.
QList<Action> playSortedLegalGame(FoggyGame &game, std::uint64_t decisionSeed)
{
    QList<Action> decisions;
    isle::Rng rng(decisionSeed);
    isle::ActionList legal;
    std::vector<Action> sorted;
    while (!game.isOver()) {
        game.legalActions(legal);
        sorted.assign(legal.begin(), legal.end());
        std::sort(sorted.begin(), sorted.end(), [](const Action &a, const Action &b) {
            return std::tie(a.type, a.kind, a.cell, a.flags, a.extra) < std::tie(b.type, b.kind, b.cell, b.flags, b.extra);
        });
        const Action action = sorted[rng.below(std::uint32_t(sorted.size()))];
        game.apply(action);
        decisions.append(action);
    }
    return decisions;
}

QString boardText(const FoggyGame &game)
{
    QStringList rows;
    for (const QJsonValue &row : game.positionJson().value(QStringLiteral("board")).toArray())
        rows.append(row.toString());
    return rows.join(u'/');
}
} // namespace

class tst_Determinism : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameSeedSameGame_data();
    void sameSeedSameGame();
    void differentSeedsDiffer();
    void resetCloneAssign();
    void replayReproducesEveryState_data();
    void replayReproducesEveryState();
    void replayUnderOtherRulesStops();
    void golden_data();
    void golden();
};

void tst_Determinism::sameSeedSameGame_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("opening");
    QTest::newRow("basic, chosen hands") << QStringLiteral("basic") << QStringLiteral("choose");
    QTest::newRow("basic, random hands") << QStringLiteral("basic") << QStringLiteral("random");
    QTest::newRow("weather, chosen hands") << QStringLiteral("weather") << QStringLiteral("choose");
    QTest::newRow("weather, random hands") << QStringLiteral("weather") << QStringLiteral("random");
}

void tst_Determinism::sameSeedSameGame()
{
    QFETCH(QString, variant);
    QFETCH(QString, opening);
    for (std::uint64_t seed : {std::uint64_t(1), std::uint64_t(0xdeadbeefcafeULL)}) {
        auto a = newGame(rulesWith(opening), variant, seed);
        auto b = newGame(rulesWith(opening), variant, seed);
        QVERIFY(a && b);
        QCOMPARE(a->stateHash(), b->stateHash());
        isle::Rng rng(seed ^ 0x55);
        int steps = 0;
        while (!a->isOver()) {
            const Action action = a->randomAction(rng);
            a->apply(action);
            QVERIFY(b->check(action).legal);
            b->apply(action);
            ++steps;
            if (a->stateHash() != b->stateHash())
                QFAIL(qPrintable(QStringLiteral("the games part after decision %1").arg(steps)));
            QCOMPARE(a->positionJson(), b->positionJson());
        }
        QVERIFY(b->isOver());
        QCOMPARE(a->outcome().score, b->outcome().score);
        QVERIFY(steps > 70);
    }
}

void tst_Determinism::differentSeedsDiffer()
{
    // Random opening hands and the weather deck are dealt by the seed.
    const auto hands = [](std::uint64_t seed) {
        auto game = newGame(rulesWith(QStringLiteral("random")), QStringLiteral("weather"), seed);
        return game->positionJson().value(QStringLiteral("hands"));
    };
    const auto deck = [](std::uint64_t seed) {
        auto game = newGame(rulesWith(QStringLiteral("random")), QStringLiteral("weather"), seed);
        const FoggyState &s = game->state();
        QList<int> cards{s.drawnWeather[0], s.drawnWeather[1]};
        for (int i = 0; i < s.deckSize; ++i)
            cards.append(s.deck[(s.deckHead + i) % MaxWeatherCards]);
        return cards;
    };
    int handsDiffer = 0;
    int decksDiffer = 0;
    for (std::uint64_t seed = 2; seed <= 6; ++seed) {
        handsDiffer += hands(seed) != hands(1) ? 1 : 0;
        decksDiffer += deck(seed) != deck(1) ? 1 : 0;
    }
    QVERIFY(handsDiffer >= 4);
    QVERIFY(decksDiffer >= 3);

    // The same decision policy under two seeds plays two different games.
    auto a = newGame(rulesWith(QStringLiteral("choose")), QStringLiteral("basic"), 1);
    auto b = newGame(rulesWith(QStringLiteral("choose")), QStringLiteral("basic"), 2);
    QVERIFY(a->stateHash() != b->stateHash());
    const Played playedA = playRandomGame(*a, 7);
    const Played playedB = playRandomGame(*b, 7);
    QVERIFY(playedA.hashes.back() != playedB.hashes.back());
    QVERIFY(boardText(*a) != boardText(*b));
}

void tst_Determinism::resetCloneAssign()
{
    const Ruleset ruleset = rulesWith(QStringLiteral("choose"));
    auto game = newGame(ruleset, QStringLiteral("weather"), 42);
    const std::uint64_t start = game->stateHash();
    const Played first = playRandomGame(*game, 3);
    game->reset(42);
    QCOMPARE(game->stateHash(), start);
    QVERIFY(!game->canUndo());
    const Played second = playRandomGame(*game, 3);
    QCOMPARE(second.decisions, first.decisions);
    QCOMPARE(second.hashes, first.hashes);

    // A clone and an assigned copy go on exactly like the original.
    game->reset(42);
    isle::Rng rng(3);
    for (int i = 0; i < 40; ++i)
        game->apply(game->randomAction(rng));
    QCOMPARE(game->stateHash(), first.hashes[40]);
    auto clone = asFoggy(game->clone());
    auto assigned = newGame(ruleset, QStringLiteral("weather"), 1);
    assigned->assign(*game);
    QCOMPARE(clone->stateHash(), game->stateHash());
    QCOMPARE(assigned->stateHash(), game->stateHash());
    for (qsizetype i = 40; i < first.decisions.size(); ++i) {
        clone->apply(first.decisions.at(i));
        assigned->apply(first.decisions.at(i));
        QCOMPARE(clone->stateHash(), first.hashes[std::size_t(i + 1)]);
        QCOMPARE(assigned->stateHash(), first.hashes[std::size_t(i + 1)]);
    }
}

void tst_Determinism::replayReproducesEveryState_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("opening");
    QTest::newRow("basic") << QStringLiteral("basic") << QStringLiteral("choose");
    QTest::newRow("weather") << QStringLiteral("weather") << QStringLiteral("random");
}

void tst_Determinism::replayReproducesEveryState()
{
    QFETCH(QString, variant);
    QFETCH(QString, opening);
    const Ruleset ruleset = rulesWith(opening);
    const std::uint64_t seed = 0x123456789abcdefULL; // above 2^53: files carry seeds as strings
    auto game = newGame(ruleset, variant, seed);
    const Played played = playRandomGame(*game, 11);

    isle::GameRecord record;
    record.gameId = QStringLiteral("foggy-island");
    record.variant = variant;
    record.ruleset = ruleset;
    record.seed = seed;
    record.players = {QStringLiteral("random"), QStringLiteral("random")};
    record.decisions = played.decisions;

    for (qsizetype k = 0; k <= played.decisions.size(); ++k) {
        isle::Problems problems;
        const isle::ReplayResult result = isle::replay(record, nullptr, problems, int(k));
        QVERIFY2(result.game, qPrintable(problems.summary()));
        QVERIFY2(result.complete(), qPrintable(result.failure));
        QCOMPARE(result.applied, int(k));
        if (result.game->stateHash() != played.hashes[std::size_t(k)])
            QFAIL(qPrintable(QStringLiteral("replay differs after %1 decisions").arg(k)));
    }

    // Through the file format and back.
    isle::Problems problems;
    const auto reread = isle::GameRecord::fromJson(record.toJson(), problems);
    QVERIFY2(reread, qPrintable(problems.summary()));
    QCOMPARE(reread->seed, seed);
    QCOMPARE(reread->decisions, record.decisions);
    const isle::ReplayResult result = isle::replay(*reread, nullptr, problems);
    QVERIFY(result.complete());
    QVERIFY(result.game->isOver());
    QCOMPARE(result.game->stateHash(), played.hashes.back());
    QCOMPARE(result.game->outcome().score, game->outcome().score);
}

void tst_Determinism::replayUnderOtherRulesStops()
{
    const Ruleset ruleset = rulesWith(QStringLiteral("choose"));
    auto game = newGame(ruleset, QStringLiteral("basic"), 5);
    const Played played = playRandomGame(*game, 5);
    isle::GameRecord record;
    record.gameId = QStringLiteral("foggy-island");
    record.variant = QStringLiteral("basic");
    record.ruleset = ruleset;
    record.seed = 5;
    record.decisions = played.decisions;

    // On a 5×5 island some placement of a 6×6 game falls off the map, or the round ends early.
    Ruleset smaller = ruleset;
    setBoard(smaller, 5, 5);
    isle::Problems problems;
    const isle::ReplayResult result = isle::replay(record, &smaller, problems);
    QVERIFY(result.game);
    QVERIFY(!result.complete());
    QVERIFY(result.failedIndex >= 10);
    QCOMPARE(result.applied, result.failedIndex);
    QVERIFY(!result.failure.isEmpty());
}

void tst_Determinism::golden_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QList<int>>("roundPoints"); // side 1 round 1, side 2 round 1, side 1 round 2, side 2 round 2
    QTest::addColumn<int>("decisions");
    QTest::addColumn<quint64>("checksum");
    QTest::addColumn<QString>("board");

    // Computed once from seed 20240611 and decision seed 4242 under the default rules,
    // choosing among the sorted legal actions.
    // A change means a seed no longer reproduces its game: determinism (or the rules) broke.
    // Last recomputed when pile draws became an index into the pile's token list.
    QTest::newRow("basic") << QStringLiteral("basic") << QList<int>{10, 9, 8, 21} << 92 << quint64(2409631335118074776ULL)
                           << QStringLiteral("W1 W2 R2 W1 P1 B1/B2 W1 W2 W1 W1 R1/W1 W2 P2 R1 P1 W2/"
                                             "R1 W2 P2 W1 B1 W2/W1 W2 R1 W2 R2 W2/B2 W1 B1 R2 B2 R2");
    QTest::newRow("weather") << QStringLiteral("weather") << QList<int>{12, 4, 3, 25} << 98 << quint64(5811191190025873810ULL)
                             << QStringLiteral("W1 R2 P2 P1 P1 W1/B1 W1 W2 W2 P2 W2/W1 R2 R1 W2 B1 W2/"
                                               "W1 W2 R1 W1 W1 W2/R1 B2 W2 R2 B2 W1/W2 B1 B2 R1 R2 W1");
}

void tst_Determinism::golden()
{
    QFETCH(QString, variant);
    QFETCH(QList<int>, roundPoints);
    QFETCH(int, decisions);
    QFETCH(quint64, checksum);
    QFETCH(QString, board);

    auto game = newGame(defaults(), variant, 20240611);
    QVERIFY(game);
    const QList<Action> played = playSortedLegalGame(*game, 4242);
    const FoggyState &s = game->state();
    const QList<int> actualPoints{s.roundPoints[0][0], s.roundPoints[1][0], s.roundPoints[0][1], s.roundPoints[1][1]};
    const QString actual = QStringLiteral("points %1 %2 %3 %4, %5 decisions, checksum %6, board %7")
                               .arg(actualPoints[0])
                               .arg(actualPoints[1])
                               .arg(actualPoints[2])
                               .arg(actualPoints[3])
                               .arg(played.size())
                               .arg(decisionChecksum(played))
                               .arg(boardText(*game));
    QVERIFY2(actualPoints == roundPoints, qPrintable(actual));
    QVERIFY2(int(played.size()) == decisions, qPrintable(actual));
    QVERIFY2(quint64(decisionChecksum(played)) == checksum, qPrintable(actual));
    QVERIFY2(boardText(*game) == board, qPrintable(actual));
    QCOMPARE(game->outcome().score[0], actualPoints[0] + actualPoints[2]);
    QCOMPARE(game->outcome().score[1], actualPoints[1] + actualPoints[3]);
}

QTEST_GUILESS_MAIN(tst_Determinism)
#include "tst_determinism.moc"
