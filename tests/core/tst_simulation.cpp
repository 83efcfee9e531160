// Batches of simulated games: the totals depend on the seed only, never on the number of
// threads; the figures add up; a batch can be cancelled.
#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "simulation/simulation.h"

#include <QJsonArray>
#include <QTest>

#include <algorithm>
#include <array>
#include <atomic>
#include <mutex>

using namespace isle;

namespace {
SimulationConfig config(const QString &variant, int games, std::uint64_t seed, int threads)
{
    SimulationConfig result;
    result.gameId = QStringLiteral("foggy-island");
    result.variant = variant;
    result.ruleset = GameRegistry::find(result.gameId)->defaultRuleset();
    result.players = {QStringLiteral("random"), QStringLiteral("greedy")};
    result.games = games;
    result.seed = seed;
    result.threads = threads;
    return result;
}

QString describe(const Problems &problems)
{
    return problems.items().isEmpty() ? QStringLiteral("(no problems)") : problems.summary();
}

bool sameSeat(const SeatStatistics &a, const SeatStatistics &b)
{
    return a.wins == b.wins && a.draws == b.draws && a.losses == b.losses && a.scoreSum == b.scoreSum
        && a.scoreSquares == b.scoreSquares && a.scoreMin == b.scoreMin && a.scoreMax == b.scoreMax;
}

void compareResults(const SimulationResult &a, const SimulationResult &b)
{
    QCOMPARE(a.games, b.games);
    QCOMPARE(a.seats, b.seats);
    QCOMPARE(a.seatStats.size(), b.seatStats.size());
    for (std::size_t seat = 0; seat < a.seatStats.size(); ++seat)
        QVERIFY2(sameSeat(a.seatStats[seat], b.seatStats[seat]), qPrintable(QStringLiteral("seat %1").arg(seat)));
    QCOMPARE(a.decisionSum, b.decisionSum);
    QCOMPARE(a.decisionSquares, b.decisionSquares);
    QCOMPARE(a.decisionMin, b.decisionMin);
    QCOMPARE(a.decisionMax, b.decisionMax);
    QCOMPARE(a.drawGames, b.drawGames);
    QCOMPARE(a.cancelled, b.cancelled);
}

void checkTotals(const SimulationResult &result)
{
    QCOMPARE(result.seats, 2);
    QCOMPARE(int(result.seatStats.size()), 2);
    for (const SeatStatistics &seat : result.seatStats) {
        QCOMPARE(seat.wins + seat.draws + seat.losses, qint64(result.games));
        QCOMPARE(seat.draws, result.drawGames);
        QVERIFY(seat.scoreMin <= seat.scoreMax);
        if (result.games > 0) {
            QVERIFY(seat.scoreSum >= seat.scoreMin * result.games);
            QVERIFY(seat.scoreSum <= seat.scoreMax * result.games);
        }
    }
    // Two seats: one's win is the other's loss.
    QCOMPARE(result.seatStats[0].wins, result.seatStats[1].losses);
    QCOMPARE(result.seatStats[1].wins, result.seatStats[0].losses);
    if (result.games > 0) {
        QCOMPARE(result.winRate(0) + result.winRate(1) + result.drawRate(), 1.0);
        QVERIFY(result.decisionMin > 0);
        QVERIFY(result.decisionMin <= result.decisionMax);
        QVERIFY(result.meanDecisions() >= double(result.decisionMin));
        QVERIFY(result.meanDecisions() <= double(result.decisionMax));
    }
}
} // namespace

class tst_Simulation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void threadCountDoesNotMatter_data();
    void threadCountDoesNotMatter();
    void seedsDiffer();
    void viewsOnlyForPlayersThatReadThem_data();
    void viewsOnlyForPlayersThatReadThem();
    void countsAddUp_data();
    void countsAddUp();
    void batchGamesAreRecordedGames();
    void progressReachesTheEnd();
    void cancelStopsEarly_data();
    void cancelStopsEarly();
    void cancelledBeforeStart();
    void emptyBatch();
    void badConfiguration();
};

void tst_Simulation::threadCountDoesNotMatter_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("games");
    QTest::addColumn<quint64>("seed");

    // More games than one chunk (64), and a last chunk that is not full.
    QTest::newRow("basic, 150 games") << QStringLiteral("basic") << 150 << quint64(2024);
    QTest::newRow("weather, 200 games") << QStringLiteral("weather") << 200 << quint64(0xdeadbeefcafeULL);
    QTest::newRow("weather, 5 games") << QStringLiteral("weather") << 5 << quint64(1);
}

void tst_Simulation::threadCountDoesNotMatter()
{
    QFETCH(QString, variant);
    QFETCH(int, games);
    QFETCH(quint64, seed);

    Problems problems;
    const SimulationResult one = simulate(config(variant, games, seed, 1), problems);
    QVERIFY2(!problems.hasErrors(), qPrintable(describe(problems)));
    QCOMPARE(one.games, games);
    QVERIFY(!one.cancelled);

    const SimulationResult two = simulate(config(variant, games, seed, 2), problems);
    compareResults(two, one);
    const SimulationResult four = simulate(config(variant, games, seed, 4), problems);
    compareResults(four, one);
    // Running again on one thread repeats itself too.
    const SimulationResult again = simulate(config(variant, games, seed, 1), problems);
    compareResults(again, one);
    QVERIFY2(!problems.hasErrors(), qPrintable(describe(problems)));
}

void tst_Simulation::viewsOnlyForPlayersThatReadThem_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    for (const GameModule *module : GameRegistry::all())
        for (const QString &variant : module->variants())
            QTest::newRow(qPrintable(module->id() + u' ' + variant)) << module->id() << variant;
}

// A random player is handed the game itself, no view: the batch must come out exactly
// as when every player gets a view, in every game and variant (the views' generators
// are their own, so making one or not never moves a player's draws).
void tst_Simulation::viewsOnlyForPlayersThatReadThem()
{
    QFETCH(QString, game);
    QFETCH(QString, variant);
    SimulationConfig fast;
    fast.gameId = game;
    fast.variant = variant;
    fast.ruleset = GameRegistry::find(game)->defaultRuleset();
    fast.players = {QStringLiteral("random"), QStringLiteral("greedy")};
    fast.games = 40;
    fast.seed = 31;
    fast.tallyFigures = true;
    SimulationConfig viewed = fast;
    viewed.alwaysView = true;
    Problems problems;
    const SimulationResult a = simulate(fast, problems);
    const SimulationResult b = simulate(viewed, problems);
    QVERIFY2(!problems.hasErrors(), qPrintable(describe(problems)));
    QCOMPARE(a.games, 40);
    compareResults(a, b);
    QCOMPARE(a.tally.rawCounts(), b.tally.rawCounts());
}

void tst_Simulation::seedsDiffer()
{
    Problems problems;
    const SimulationResult a = simulate(config(QStringLiteral("weather"), 100, 1, 2), problems);
    const SimulationResult b = simulate(config(QStringLiteral("weather"), 100, 2, 2), problems);
    QVERIFY2(!problems.hasErrors(), qPrintable(describe(problems)));
    QCOMPARE(a.games, b.games);
    // 100 games of different seeds give different totals (these are far from a tie).
    QVERIFY(a.decisionSquares != b.decisionSquares || a.seatStats[0].scoreSquares != b.seatStats[0].scoreSquares);
    QVERIFY(a.seatStats[0].scoreSum != b.seatStats[0].scoreSum || a.seatStats[1].scoreSum != b.seatStats[1].scoreSum);
}

void tst_Simulation::countsAddUp_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("threads");
    QTest::newRow("basic, 1 thread") << QStringLiteral("basic") << 1;
    QTest::newRow("weather, 2 threads") << QStringLiteral("weather") << 2;
}

void tst_Simulation::countsAddUp()
{
    QFETCH(QString, variant);
    QFETCH(int, threads);

    Problems problems;
    const SimulationResult result = simulate(config(variant, 300, 77, threads), problems);
    QVERIFY2(!problems.hasErrors(), qPrintable(describe(problems)));
    QCOMPARE(result.games, 300);
    checkTotals(result);
    // Greedy (seat 2) against random wins more often.
    QVERIFY(result.seatStats[1].wins > result.seatStats[0].wins);
}

void tst_Simulation::batchGamesAreRecordedGames()
{
    // Game i of a batch is the game playRecordedGame plays with gameSeed(batch, i), so
    // any game of a batch can be looked at in full.
    constexpr int Games = 4;
    constexpr std::uint64_t Batch = 99;
    Problems problems;
    const SimulationResult result = simulate(config(QStringLiteral("weather"), Games, Batch, 1), problems);
    QVERIFY2(!problems.hasErrors(), qPrintable(describe(problems)));

    qint64 decisions = 0;
    std::array<qint64, 2> scores{};
    for (int index = 0; index < Games; ++index) {
        const auto record = playRecordedGame(config(QStringLiteral("weather"), 1, gameSeed(Batch, index), 1), problems);
        QVERIFY2(record, qPrintable(describe(problems)));
        decisions += record->decisions.size();
        const ReplayResult replayed = replay(*record, nullptr, problems);
        QVERIFY(replayed.complete());
        QVERIFY(replayed.game->isOver());
        scores[0] += replayed.game->outcome().score[0];
        scores[1] += replayed.game->outcome().score[1];
    }
    QCOMPARE(result.decisionSum, decisions);
    QCOMPARE(result.seatStats[0].scoreSum, scores[0]);
    QCOMPARE(result.seatStats[1].scoreSum, scores[1]);
}

void tst_Simulation::progressReachesTheEnd()
{
    std::mutex mutex;
    QList<int> reports;
    Problems problems;
    const SimulationResult result = simulate(config(QStringLiteral("basic"), 130, 5, 2), problems, [&](int done) {
        const std::lock_guard lock(mutex);
        reports.append(done);
    });
    QCOMPARE(result.games, 130);
    // One report per chunk (64, 64 and 2 games), each the running total of finished
    // games, whichever chunk finishes first.
    QCOMPARE(reports.size(), 3);
    std::sort(reports.begin(), reports.end());
    QCOMPARE(reports.last(), 130);
    QList<int> chunkSizes{reports.at(0), reports.at(1) - reports.at(0), reports.at(2) - reports.at(1)};
    std::sort(chunkSizes.begin(), chunkSizes.end());
    QCOMPARE(chunkSizes, (QList<int>{2, 64, 64}));
}

void tst_Simulation::cancelStopsEarly_data()
{
    QTest::addColumn<int>("threads");
    QTest::newRow("1 thread") << 1;
    QTest::newRow("2 threads") << 2;
}

void tst_Simulation::cancelStopsEarly()
{
    QFETCH(int, threads);

    // Cancel as soon as the first chunk reports; the other threads finish at most the
    // game they are playing, and nothing new starts.
    constexpr int Games = 64 * 20;
    std::atomic<bool> cancel{false};
    Problems problems;
    const SimulationResult result = simulate(config(QStringLiteral("basic"), Games, 3, threads), problems,
                                             [&](int) { cancel = true; }, &cancel);
    QVERIFY(result.cancelled);
    QVERIFY2(result.games >= 64 && result.games < 64 * (threads + 1),
             qPrintable(QStringLiteral("%1 games played").arg(result.games)));
    if (threads == 1)
        QCOMPARE(result.games, 64);
    checkTotals(result);
}

void tst_Simulation::cancelledBeforeStart()
{
    const std::atomic<bool> cancel{true};
    Problems problems;
    const SimulationResult result = simulate(config(QStringLiteral("weather"), 500, 3, 2), problems, {}, &cancel);
    QVERIFY(!problems.hasErrors());
    QVERIFY(result.cancelled);
    QCOMPARE(result.games, 0);
    QCOMPARE(result.decisionSum, 0);
    checkTotals(result);
}

void tst_Simulation::emptyBatch()
{
    Problems problems;
    const SimulationResult result = simulate(config(QStringLiteral("basic"), 0, 3, 2), problems);
    QVERIFY2(!problems.hasErrors(), qPrintable(describe(problems)));
    QCOMPARE(result.games, 0);
    QVERIFY(!result.cancelled);
    QCOMPARE(result.winRate(0), 0.0);
    QCOMPARE(result.meanScore(1), 0.0);
    QCOMPARE(result.scoreDeviation(0), 0.0);
    checkTotals(result);
}

void tst_Simulation::badConfiguration()
{
    SimulationConfig unknownGame = config(QStringLiteral("basic"), 10, 1, 1);
    unknownGame.gameId = QStringLiteral("chess");
    Problems gameProblems;
    QCOMPARE(simulate(unknownGame, gameProblems).games, 0);
    QVERIFY(gameProblems.hasErrors());
    QVERIFY(gameProblems.firstError().contains(QStringLiteral("chess")));

    SimulationConfig unknownPlayer = config(QStringLiteral("basic"), 10, 1, 1);
    unknownPlayer.players = {QStringLiteral("random"), QStringLiteral("genius")};
    Problems playerProblems;
    QCOMPARE(simulate(unknownPlayer, playerProblems).games, 0);
    QVERIFY(playerProblems.hasErrors());
    QVERIFY(playerProblems.firstError().contains(QStringLiteral("expected one of: random, greedy")));
    Problems recordProblems;
    QVERIFY(!playRecordedGame(unknownPlayer, recordProblems));
    QVERIFY(recordProblems.hasErrors());

    SimulationConfig unknownVariant = config(QStringLiteral("stormy"), 10, 1, 1);
    Problems variantProblems;
    QCOMPARE(simulate(unknownVariant, variantProblems).games, 0);
    QCOMPARE(variantProblems.items().constFirst().path, QStringLiteral("$.variant"));

    SimulationConfig badRules = config(QStringLiteral("basic"), 10, 1, 1);
    badRules.ruleset.setValue(QStringLiteral("scoringTable"), QJsonArray{});
    Problems ruleProblems;
    QCOMPARE(simulate(badRules, ruleProblems).games, 0);
    QVERIFY(ruleProblems.hasErrors());
}

QTEST_GUILESS_MAIN(tst_Simulation)
#include "tst_simulation.moc"
