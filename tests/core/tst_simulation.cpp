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

// A batch of any game: `players` repeat over the seats, two threads.
SimulationConfig batchOf(const QString &game, const QString &variant, const QStringList &players, int games,
                         std::uint64_t seed)
{
    SimulationConfig result;
    result.gameId = game;
    result.variant = variant;
    result.ruleset = GameRegistry::find(game)->defaultRuleset();
    result.players = players;
    result.games = games;
    result.seed = seed;
    result.threads = 2;
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
    void goldenResults_data();
    void goldenResults();
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

// A random player, and a greedy one where the game's values need no view, is handed the
// game itself: the batch must come out exactly as when every player gets a view, in
// every game and variant (each view is dealt with a generator of its own, so making one
// or not never moves another view or a player's draws).
void tst_Simulation::viewsOnlyForPlayersThatReadThem()
{
    QFETCH(QString, game);
    QFETCH(QString, variant);
    SimulationConfig fast = batchOf(game, variant, {QStringLiteral("random"), QStringLiteral("greedy")}, 40, 31);
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

// Every figure of a batch in one line: each seat's wins-draws-losses, score sum and
// score squares, then the decision sum and squares.
QString fingerprint(const SimulationResult &result)
{
    QStringList parts;
    for (const SeatStatistics &seat : result.seatStats)
        parts.append(QStringLiteral("%1-%2-%3 %4 %5").arg(seat.wins).arg(seat.draws).arg(seat.losses).arg(seat.scoreSum).arg(seat.scoreSquares));
    parts.append(QStringLiteral("%1 %2").arg(result.decisionSum).arg(result.decisionSquares));
    return parts.join(QStringLiteral(" | "));
}

void tst_Simulation::goldenResults_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("players");
    QTest::addColumn<QString>("expected");
    // Seeds' figures as the batch driver gave them before greedy players were handed the
    // game itself; Foggy Island's weather, mercenary and quick rows since views are dealt
    // per decision (greedy values read face-down tokens there, so its choices depend on
    // the views' draws). Rows are game, variant, players, then fingerprint().
    QTest::newRow("foggy-island basic greedy") << QStringLiteral("foggy-island") << QStringLiteral("basic") << QStringLiteral("greedy")
                                   << QStringLiteral("30-0-30 2800 139402 | 30-0-30 3008 158520 | 5520 507840");
    QTest::newRow("foggy-island basic random,greedy") << QStringLiteral("foggy-island") << QStringLiteral("basic") << QStringLiteral("random,greedy")
                                   << QStringLiteral("0-1-59 947 18681 | 59-1-0 3833 255429 | 5520 507840");
    QTest::newRow("foggy-island weather greedy") << QStringLiteral("foggy-island") << QStringLiteral("weather") << QStringLiteral("greedy")
                                   << QStringLiteral("33-3-24 2563 117605 | 24-3-33 2448 107040 | 5774 555740");
    QTest::newRow("foggy-island weather random,greedy") << QStringLiteral("foggy-island") << QStringLiteral("weather") << QStringLiteral("random,greedy")
                                   << QStringLiteral("0-0-60 1072 23820 | 60-0-0 3157 175147 | 5780 556888");
    QTest::newRow("foggy-island mercenary greedy") << QStringLiteral("foggy-island") << QStringLiteral("mercenary") << QStringLiteral("greedy")
                                   << QStringLiteral("35-0-25 3097 179643 | 25-0-35 2932 159514 | 13519 3054735");
    QTest::newRow("foggy-island mercenary random,greedy") << QStringLiteral("foggy-island") << QStringLiteral("mercenary") << QStringLiteral("random,greedy")
                                   << QStringLiteral("0-0-60 617 8835 | 60-0-0 4457 366221 | 13458 3023056");
    QTest::newRow("foggy-island quick greedy") << QStringLiteral("foggy-island") << QStringLiteral("quick") << QStringLiteral("greedy")
                                   << QStringLiteral("26-0-34 2767 141477 | 34-0-26 2938 160250 | 8383 1181599");
    QTest::newRow("foggy-island quick random,greedy") << QStringLiteral("foggy-island") << QStringLiteral("quick") << QStringLiteral("random,greedy")
                                   << QStringLiteral("1-0-59 551 7285 | 59-0-1 3523 226013 | 7892 1047292");
    QTest::newRow("foggy-island team greedy") << QStringLiteral("foggy-island") << QStringLiteral("team") << QStringLiteral("greedy")
                                   << QStringLiteral("30-0-30 3389 206295 | 30-0-30 3619 237355 | 30-0-30 3389 206295 | 30-0-30 3619 237355 | 15989 4271143");
    QTest::newRow("foggy-island team random,greedy") << QStringLiteral("foggy-island") << QStringLiteral("team") << QStringLiteral("random,greedy")
                                   << QStringLiteral("0-0-60 504 6004 | 60-0-0 5513 533305 | 0-0-60 504 6004 | 60-0-0 5513 533305 | 15695 4108439");
    QTest::newRow("squirrel-island two-players greedy") << QStringLiteral("squirrel-island") << QStringLiteral("two-players") << QStringLiteral("greedy")
                                   << QStringLiteral("31-0-29 489 4521 | 32-0-28 492 4636 | 2253 85443");
    QTest::newRow("squirrel-island two-players random,greedy") << QStringLiteral("squirrel-island") << QStringLiteral("two-players") << QStringLiteral("random,greedy")
                                   << QStringLiteral("25-0-35 323 2119 | 37-0-23 403 3061 | 2009 68325");
    QTest::newRow("squirrel-island three-players greedy") << QStringLiteral("squirrel-island") << QStringLiteral("three-players") << QStringLiteral("greedy")
                                   << QStringLiteral("20-0-40 532 5270 | 20-0-40 512 4750 | 20-0-40 522 5120 | 3802 242264");
    QTest::newRow("squirrel-island three-players random,greedy") << QStringLiteral("squirrel-island") << QStringLiteral("three-players") << QStringLiteral("random,greedy")
                                   << QStringLiteral("11-0-49 374 2768 | 32-0-28 493 4441 | 17-0-43 396 3106 | 3304 183694");
    QTest::newRow("squirrel-island four-players greedy") << QStringLiteral("squirrel-island") << QStringLiteral("four-players") << QStringLiteral("greedy")
                                   << QStringLiteral("11-0-49 529 5301 | 18-0-42 523 5129 | 12-0-48 530 5110 | 20-0-40 574 6202 | 5228 457544");
    QTest::newRow("squirrel-island four-players random,greedy") << QStringLiteral("squirrel-island") << QStringLiteral("four-players") << QStringLiteral("random,greedy")
                                   << QStringLiteral("10-0-50 383 2799 | 18-0-42 505 4871 | 12-0-48 436 3674 | 23-0-37 499 4851 | 4623 358139");
    QTest::newRow("squirrel-island five-players greedy") << QStringLiteral("squirrel-island") << QStringLiteral("five-players") << QStringLiteral("greedy")
                                   << QStringLiteral("12-0-48 590 6502 | 14-0-46 588 6376 | 6-0-54 536 5370 | 14-0-46 592 6588 | 17-0-43 619 7253 | 6716 754182");
    QTest::newRow("squirrel-island five-players random,greedy") << QStringLiteral("squirrel-island") << QStringLiteral("five-players") << QStringLiteral("random,greedy")
                                   << QStringLiteral("4-0-56 380 2802 | 16-0-44 474 4122 | 12-0-48 442 3652 | 20-0-40 518 4778 | 12-0-48 431 3713 | 5816 566544");
    QTest::newRow("squirrel-island solo greedy") << QStringLiteral("squirrel-island") << QStringLiteral("solo") << QStringLiteral("greedy")
                                   << QStringLiteral("1-0-59 839 12653 | 1587 42923");
    QTest::newRow("squirrel-island solo random,greedy") << QStringLiteral("squirrel-island") << QStringLiteral("solo") << QStringLiteral("random,greedy")
                                   << QStringLiteral("0-0-60 672 8146 | 1529 39671");
    QTest::newRow("battle-island-of-fog two-players greedy") << QStringLiteral("battle-island-of-fog") << QStringLiteral("two-players") << QStringLiteral("greedy")
                                   << QStringLiteral("7-0-5 222 4440 | 5-0-7 206 3756 | 6308 3343422");
    QTest::newRow("battle-island-of-fog two-players random,greedy") << QStringLiteral("battle-island-of-fog") << QStringLiteral("two-players") << QStringLiteral("random,greedy")
                                   << QStringLiteral("0-0-12 44 166 | 12-0-0 366 11368 | 6494 3548486");
    QTest::newRow("battle-island-of-fog three-players greedy") << QStringLiteral("battle-island-of-fog") << QStringLiteral("three-players") << QStringLiteral("greedy")
                                   << QStringLiteral("2-0-10 153 2289 | 6-0-6 148 2322 | 4-0-8 168 2516 | 8487 6093883");
    QTest::newRow("battle-island-of-fog three-players random,greedy") << QStringLiteral("battle-island-of-fog") << QStringLiteral("three-players") << QStringLiteral("random,greedy")
                                   << QStringLiteral("0-0-12 31 107 | 12-0-0 378 12114 | 0-0-12 30 104 | 7405 4685575");
    QTest::newRow("battle-island-of-fog four-players greedy") << QStringLiteral("battle-island-of-fog") << QStringLiteral("four-players") << QStringLiteral("greedy")
                                   << QStringLiteral("1-0-11 108 1070 | 5-0-7 122 1404 | 4-0-8 132 1538 | 2-0-10 124 1386 | 8656 6282724");
    QTest::newRow("battle-island-of-fog four-players random,greedy") << QStringLiteral("battle-island-of-fog") << QStringLiteral("four-players") << QStringLiteral("random,greedy")
                                   << QStringLiteral("0-0-12 26 76 | 8-0-4 228 4764 | 0-0-12 32 90 | 4-0-8 201 3725 | 7799 5102975");
    QTest::newRow("fuzzy-knights two-players greedy") << QStringLiteral("fuzzy-knights") << QStringLiteral("two-players") << QStringLiteral("greedy")
                                   << QStringLiteral("32-0-28 217 1011 | 28-0-32 210 990 | 31342 17188498");
    QTest::newRow("fuzzy-knights two-players random,greedy") << QStringLiteral("fuzzy-knights") << QStringLiteral("two-players") << QStringLiteral("random,greedy")
                                   << QStringLiteral("14-0-46 125 395 | 46-0-14 252 1342 | 25160 11496978");
    QTest::newRow("fuzzy-knights three-players greedy") << QStringLiteral("fuzzy-knights") << QStringLiteral("three-players") << QStringLiteral("greedy")
                                   << QStringLiteral("24-0-36 263 1697 | 19-0-41 240 1398 | 17-0-43 274 1796 | 51532 45465204");
    QTest::newRow("fuzzy-knights three-players random,greedy") << QStringLiteral("fuzzy-knights") << QStringLiteral("three-players") << QStringLiteral("random,greedy")
                                   << QStringLiteral("5-1-54 157 583 | 48-1-11 361 2599 | 6-1-53 143 517 | 42347 30966475");
    QTest::newRow("fuzzy-knights four-players greedy") << QStringLiteral("fuzzy-knights") << QStringLiteral("four-players") << QStringLiteral("greedy")
                                   << QStringLiteral("13-1-46 281 2061 | 15-1-44 276 1992 | 14-1-45 311 2385 | 17-1-42 295 2397 | 72792 89822198");
    QTest::newRow("fuzzy-knights four-players random,greedy") << QStringLiteral("fuzzy-knights") << QStringLiteral("four-players") << QStringLiteral("random,greedy")
                                   << QStringLiteral("3-0-57 160 676 | 26-0-34 410 3974 | 6-0-54 139 557 | 25-0-35 308 2304 | 61530 64762812");
}

// Fixed batches keep their figures when the way players are handed the game changes
// (issue 17: views only for players that read them, greedy players without a view where
// a game's one-move values read only what the deciding seat sees). Batches whose
// players choose from a determinized view (Foggy Island's weather games, where greedy
// values read face-down tokens) hold the figures of views dealt per decision.
void tst_Simulation::goldenResults()
{
    QFETCH(QString, game);
    QFETCH(QString, variant);
    QFETCH(QString, players);
    QFETCH(QString, expected);
    // Battle on the Island of Fog's games are about 1,100 decisions long.
    const int games = game == QLatin1StringView("battle-island-of-fog") ? 12 : 60;
    const SimulationConfig batch = batchOf(game, variant, players.split(u','), games, 2026);
    Problems problems;
    const SimulationResult result = simulate(batch, problems);
    QVERIFY2(!problems.hasErrors(), qPrintable(describe(problems)));
    if (qEnvironmentVariableIsSet("ISLE_PRINT_GOLDEN"))
        qWarning("GOLDEN %s|%s|%s|%s", qPrintable(game), qPrintable(variant), qPrintable(players), qPrintable(fingerprint(result)));
    QCOMPARE(fingerprint(result), expected);
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
