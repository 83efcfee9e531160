#include "../hostilefiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

// Runs isleworks-cli as a person or a script would and checks what it prints and returns.
class tst_Cli : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
        QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
    };

    static Run run(const QStringList &arguments) { return runProgram(QStringLiteral(ISLE_CLI_PATH), arguments); }

    static Run runProgram(const QString &program, const QStringList &arguments)
    {
        QProcess process;
        process.start(program, arguments);
        if (!process.waitForFinished(120000))
            qFatal("isleworks-cli did not finish");
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
    }

    static QString data(const QString &name) { return QStringLiteral(ISLE_TEST_DATA_DIR "/cli/") + name; }

    static bool writeFile(const QString &fileName, const QByteArray &bytes)
    {
        QFile file(fileName);
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    }

    // A record played here, with its "players" replaced.
    static QByteArray recordWithPlayers(const QString &played, const QJsonArray &players)
    {
        QFile file(played);
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read the record just played");
        QJsonObject record = QJsonDocument::fromJson(file.readAll()).object();
        record.insert(QStringLiteral("players"), players);
        return QJsonDocument(record).toJson();
    }

private Q_SLOTS:
    // --lang and the environment choose the language of the words; --json stays the same.
    void languageOfTheOutput()
    {
        const QString ruleset = QStringLiteral(ISLE_SOURCE_DIR "/resources/squirrelisland/rulesets/squirrel-island.json");
        const Run english = run({QStringLiteral("validate"), ruleset});
        QCOMPARE(english.exitCode, 0);
        QVERIFY2(english.out.contains(QStringLiteral("a valid ruleset")), qPrintable(english.out));
        const Run polish = run({QStringLiteral("--lang"), QStringLiteral("pl"), QStringLiteral("validate"), ruleset});
        QCOMPARE(polish.exitCode, 0);
        QVERIFY2(polish.out.contains(QStringLiteral("poprawny")), qPrintable(polish.out));
        const Run german = run({QStringLiteral("validate"), QStringLiteral("--lang=de"), ruleset});
        QVERIFY2(german.out.contains(QStringLiteral("Regelwerk")), qPrintable(german.out));

        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("LANGUAGE"));
        environment.remove(QStringLiteral("LC_ALL"));
        environment.remove(QStringLiteral("LC_MESSAGES"));
        environment.insert(QStringLiteral("LANG"), QStringLiteral("uk_UA.UTF-8"));
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(ISLE_CLI_PATH), {QStringLiteral("validate"), ruleset});
        QVERIFY(process.waitForFinished(60000));
        const QString ukrainian = QString::fromUtf8(process.readAllStandardOutput());
        QVERIFY2(ukrainian.contains(QStringLiteral("набір правил")), qPrintable(ukrainian));

        const QStringList json{QStringLiteral("validate"), QStringLiteral("--json"), ruleset};
        const Run neutral = run(json);
        QCOMPARE(run(QStringList{QStringLiteral("--lang"), QStringLiteral("uk")} + json).out, neutral.out);
        QCOMPARE(neutral.json().value(QStringLiteral("kind")).toString(), QStringLiteral("ruleset"));

        const Run unknown = run({QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("validate"), ruleset});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains(QStringLiteral("xx")));
    }

    void versionAndHelp()
    {
        const Run version = run({QStringLiteral("--version")});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith(QStringLiteral("isleworks-cli ")));
        const Run help = run({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        for (const char *command : {"score", "simulate", "play", "replay", "validate"})
            QVERIFY2(help.out.contains(QLatin1StringView(command)), command);
        const Run commandHelp = run({QStringLiteral("simulate"), QStringLiteral("--help")});
        QCOMPARE(commandHelp.exitCode, 0);
        QVERIFY(commandHelp.out.contains(QStringLiteral("--threads")));
    }

    void badCommandLines_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("nothing") << QStringList{};
        QTest::newRow("unknown command") << QStringList{QStringLiteral("dance")};
        QTest::newRow("unknown option") << QStringList{QStringLiteral("simulate"), QStringLiteral("--speed")};
        QTest::newRow("games not a number") << QStringList{QStringLiteral("simulate"), QStringLiteral("--games"), QStringLiteral("many")};
        QTest::newRow("unknown player") << QStringList{QStringLiteral("simulate"), QStringLiteral("--players"), QStringLiteral("random,genius")};
        QTest::newRow("unknown variant") << QStringList{QStringLiteral("simulate"), QStringLiteral("--variant"), QStringLiteral("windy")};
        QTest::newRow("missing position") << QStringList{QStringLiteral("score")};
        QTest::newRow("position not found") << QStringList{QStringLiteral("score"), QStringLiteral("/nonexistent/position.json")};
        QTest::newRow("play without record") << QStringList{QStringLiteral("play")};
    }

    void badCommandLines()
    {
        QFETCH(QStringList, arguments);
        const Run result = run(arguments);
        QCOMPARE(result.exitCode, 2);
        QVERIFY(!result.err.isEmpty());
    }

    void scoreText()
    {
        const Run result = run({QStringLiteral("score"), data(QStringLiteral("lines.json"))});
        QCOMPARE(result.exitCode, 0);
        QVERIFY2(result.out.contains(QStringLiteral("horizontal A1–D1 (Wolf Wolf Pig Wolf): length 4, 3 × 2 = 6 points")), qPrintable(result.out));
        QVERIFY(result.out.contains(QStringLiteral("vertical A1–A3 (Wolf Rat Wolf): length 3, 1 = 1 points")));
        QVERIFY(result.out.contains(QStringLiteral("diagonal-down-right B2–D4 (Wolf Wolf Wolf): length 3, 1 = 1 points")));
        QVERIFY(result.out.contains(QStringLiteral("total: 7 points")));
        QVERIFY(result.out.contains(QStringLiteral("total: 1 points")));
    }

    void scoreJson()
    {
        const Run result = run({QStringLiteral("score"), data(QStringLiteral("lines.json")), QStringLiteral("--json")});
        QCOMPARE(result.exitCode, 0);
        const QJsonObject json = result.json();
        QCOMPARE(json.value(QStringLiteral("totals")).toArray(), (QJsonArray{7, 1}));
        QCOMPARE(json.value(QStringLiteral("lines")).toArray().size(), 3);
    }

    // Foggy Island's words did not change when the command stopped knowing them: the
    // whole text, line for line, as it was printed before.
    void scoreTextOfLinesIsUnchanged()
    {
        const QString file = data(QStringLiteral("lines.json"));
        const Run result = run({QStringLiteral("score"), file});
        QCOMPARE(result.exitCode, 0);
        const QStringList expected{
            file + QStringLiteral(": Foggy Island, basic game"),
            QString(),
            QStringLiteral("Player 1"),
            QStringLiteral("  horizontal A1–D1 (Wolf Wolf Pig Wolf): length 4, 3 × 2 = 6 points"),
            QStringLiteral("  vertical A1–A3 (Wolf Rat Wolf): length 3, 1 = 1 points"),
            QStringLiteral("  total: 7 points"),
            QString(),
            QStringLiteral("Player 2"),
            QStringLiteral("  diagonal-down-right B2–D4 (Wolf Wolf Wolf): length 3, 1 = 1 points"),
            QStringLiteral("  total: 1 points"),
            QString(),
        };
        QCOMPARE(result.out.split(u'\n'), expected);
        // --json is the game's report itself, with the file, game and variant added.
        const QJsonObject json = run({QStringLiteral("score"), file, QStringLiteral("--json")}).json();
        QCOMPARE(json.value(QStringLiteral("game")).toString(), QStringLiteral("foggy-island"));
        QCOMPARE(json.value(QStringLiteral("variant")).toString(), QStringLiteral("basic"));
        QCOMPARE(json.value(QStringLiteral("file")).toString(), file);
        const QJsonObject line = json.value(QStringLiteral("lines")).toArray().first().toObject();
        for (const char *key : {"side", "direction", "cells", "length", "basePoints", "multiplier", "halvings", "points"})
            QVERIFY2(line.contains(QLatin1StringView(key)), key);
    }

    // Squirrel Island: each player's nuts, stash value, bonus and total. A position file
    // holds the stashes, so they count, although nobody sees them in play.
    void scoreSquirrelTwoPlayers()
    {
        const QString file = data(QStringLiteral("squirrel-two-players.json"));
        const Run text = run({QStringLiteral("score"), file});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.err.isEmpty(), qPrintable(text.err));
        const QStringList lines = text.out.split(u'\n');
        QCOMPARE(lines.value(0), file + QStringLiteral(": Squirrel Island, two-players game"));
        QVERIFY2(lines.value(1).contains(QStringLiteral("Day 2 in play")), qPrintable(text.out));
        // Player 1: 7 nuts, two nut baskets and a trail map stashed (2 + 2 + 1), and the
        // refreshed Stashkeeper's nut for every 3 stashed cards.
        const qsizetype first = lines.indexOf(QStringLiteral("Player 1"));
        const qsizetype second = lines.indexOf(QStringLiteral("Player 2"));
        QVERIFY2(first > 0 && second > first, qPrintable(text.out));
        const QStringList one = lines.mid(first, second - first);
        QVERIFY(one.contains(QStringLiteral("  nuts: 7")));
        QVERIFY2(one.filter(QStringLiteral("  stash: ")).value(0).endsWith(QStringLiteral("worth 5 nuts")), qPrintable(text.out));
        QVERIFY(one.contains(QStringLiteral("  bonus: 1 nuts")));
        QVERIFY(one.contains(QStringLiteral("  squirrels in play: 2")));
        QVERIFY(one.contains(QStringLiteral("  total: 13 points")));
        const QStringList two = lines.mid(second);
        QVERIFY(two.contains(QStringLiteral("  nuts: 9")));
        QVERIFY(two.filter(QStringLiteral("  stash: ")).value(0).endsWith(QStringLiteral("worth 2 nuts")));
        QVERIFY(two.filter(QStringLiteral("bonus")).isEmpty());
        QVERIFY(two.contains(QStringLiteral("  total: 11 points")));
        QVERIFY(!text.out.contains(QStringLiteral("rival"), Qt::CaseInsensitive));

        const Run json = run({QStringLiteral("score"), file, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject report = json.json();
        QCOMPARE(report.value(QStringLiteral("game")).toString(), QStringLiteral("squirrel-island"));
        QCOMPARE(report.value(QStringLiteral("totals")).toArray(), (QJsonArray{13, 11}));
        QCOMPARE(report.value(QStringLiteral("over")).toBool(), false);
        const QJsonArray players = report.value(QStringLiteral("players")).toArray();
        QCOMPARE(players.size(), 2);
        const QJsonObject p1 = players.at(0).toObject();
        QCOMPARE(p1.value(QStringLiteral("side")).toInt(), 1);
        QCOMPARE(p1.value(QStringLiteral("nuts")).toInt(), 7);
        QCOMPARE(p1.value(QStringLiteral("stash")).toInt(), 5);
        QCOMPARE(p1.value(QStringLiteral("stashCount")).toInt(), 3);
        QCOMPARE(p1.value(QStringLiteral("bonus")).toInt(), 1);
        QCOMPARE(p1.value(QStringLiteral("total")).toInt(), 13);
        QCOMPARE(p1.value(QStringLiteral("squirrels")).toInt(), 2);
        QVERIFY(!p1.contains(QStringLiteral("rival")));
        const QJsonObject p2 = players.at(1).toObject();
        QCOMPARE(p2.value(QStringLiteral("nuts")).toInt(), 9);
        QCOMPARE(p2.value(QStringLiteral("stash")).toInt(), 2);
        QCOMPARE(p2.value(QStringLiteral("total")).toInt(), 11);
    }

    void scoreSquirrelSolo()
    {
        const QString file = data(QStringLiteral("squirrel-solo.json"));
        const Run text = run({QStringLiteral("score"), file});
        QCOMPARE(text.exitCode, 0);
        const QStringList lines = text.out.split(u'\n');
        QCOMPARE(lines.value(0), file + QStringLiteral(": Squirrel Island, solo game"));
        const qsizetype player = lines.indexOf(QStringLiteral("Player 1"));
        const qsizetype rival = lines.indexOf(QStringLiteral("The rival"));
        QVERIFY2(player > 0 && rival > player, qPrintable(text.out));
        const QStringList mine = lines.mid(player, rival - player);
        QVERIFY(mine.contains(QStringLiteral("  nuts: 10")));
        QVERIFY(mine.filter(QStringLiteral("  stash: ")).value(0).endsWith(QStringLiteral("worth 3 nuts")));
        QVERIFY(mine.contains(QStringLiteral("  total: 13 points")));
        const QStringList theirs = lines.mid(rival);
        QVERIFY(theirs.contains(QStringLiteral("  nuts: 27")));
        QVERIFY(theirs.filter(QStringLiteral("  stash: ")).value(0).endsWith(QStringLiteral("worth 1 nuts")));
        QVERIFY(theirs.contains(QStringLiteral("  squirrels in play: 1")));
        QVERIFY(theirs.contains(QStringLiteral("  total: 28 points")));

        const QJsonObject report = run({QStringLiteral("score"), file, QStringLiteral("--json")}).json();
        QCOMPARE(report.value(QStringLiteral("totals")).toArray(), (QJsonArray{13, 28}));
        const QJsonArray players = report.value(QStringLiteral("players")).toArray();
        QCOMPARE(players.size(), 2);
        QVERIFY(!players.at(0).toObject().contains(QStringLiteral("rival")));
        const QJsonObject theRival = players.at(1).toObject();
        QCOMPARE(theRival.value(QStringLiteral("rival")).toBool(), true);
        QCOMPARE(theRival.value(QStringLiteral("side")).toInt(), 2);
        QCOMPARE(theRival.value(QStringLiteral("nuts")).toInt(), 27);
        QCOMPARE(theRival.value(QStringLiteral("stash")).toInt(), 1);
        QCOMPARE(theRival.value(QStringLiteral("bonus")).toInt(), 0);
        QCOMPARE(theRival.value(QStringLiteral("total")).toInt(), 28);
    }

    // Once the game is over the report is the final score, and says who won.
    void scoreSquirrelGameOver()
    {
        QFile source(data(QStringLiteral("squirrel-two-players.json")));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QJsonObject position = QJsonDocument::fromJson(source.readAll()).object();
        position.insert(QStringLiteral("over"), true);
        position.insert(QStringLiteral("day"), 4);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("over.json"));
        QVERIFY(writeFile(file, QJsonDocument(position).toJson()));
        const Run text = run({QStringLiteral("score"), file});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(QStringLiteral("The game is over: final scores.")), qPrintable(text.out));
        QVERIFY(text.out.contains(QStringLiteral("Player 1 (wins)")));
        const QJsonObject report = run({QStringLiteral("score"), file, QStringLiteral("--json")}).json();
        QCOMPARE(report.value(QStringLiteral("over")).toBool(), true);
        QCOMPARE(report.value(QStringLiteral("totals")).toArray(), (QJsonArray{13, 11}));
        QCOMPARE(report.value(QStringLiteral("players")).toArray().at(0).toObject().value(QStringLiteral("winner")).toBool(), true);
        QCOMPARE(report.value(QStringLiteral("players")).toArray().at(1).toObject().value(QStringLiteral("winner")).toBool(), false);
    }

    void scoreRefusesImpossiblePosition()
    {
        const QString file = data(QStringLiteral("too-many-wolves.json"));
        const Run result = run({QStringLiteral("score"), file});
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(result.err.contains(file + QStringLiteral(":$.board")), qPrintable(result.err));
        QVERIFY(result.err.contains(QStringLiteral("player 1 has 10 Wolf tokens")));
    }

    void simulateSummary()
    {
        const Run result = run({QStringLiteral("simulate"), QStringLiteral("--games"), QStringLiteral("300"),
                                QStringLiteral("--players"), QStringLiteral("random,greedy")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.contains(QStringLiteral("300 games")));
        QVERIFY(result.out.contains(QStringLiteral("greedy")));
        QVERIFY(result.out.contains(QStringLiteral("Game length")));
    }

    void simulateIsIndependentOfThreads()
    {
        QJsonObject results[2];
        for (int threads = 1; threads <= 2; ++threads) {
            const Run result = run({QStringLiteral("simulate"), QStringLiteral("--games"), QStringLiteral("500"),
                                    QStringLiteral("--variant"), QStringLiteral("weather"), QStringLiteral("--players"),
                                    QStringLiteral("greedy,random"), QStringLiteral("--seed"), QStringLiteral("99"),
                                    QStringLiteral("--threads"), QString::number(threads), QStringLiteral("--json")});
            QCOMPARE(result.exitCode, 0);
            QJsonObject json = result.json();
            // How it ran is not part of the result.
            QVERIFY(!json.contains(QStringLiteral("seconds")));
            QVERIFY(!json.contains(QStringLiteral("threads")));
            results[threads - 1] = json;
        }
        QCOMPARE(results[0], results[1]);
        const QJsonArray seats = results[0].value(QStringLiteral("seats")).toArray();
        QCOMPARE(seats.size(), 2);
        for (const QJsonValue &seat : seats) {
            const QJsonObject stats = seat.toObject();
            QCOMPARE(stats.value(QStringLiteral("wins")).toInt() + stats.value(QStringLiteral("draws")).toInt()
                         + stats.value(QStringLiteral("losses")).toInt(),
                     500);
        }
        // The one-ply player beats random play almost always.
        QVERIFY(seats.at(0).toObject().value(QStringLiteral("winRate")).toDouble() > 0.8);
    }

    void shardsMergeIntoTheSingleRunByteForByte_data()
    {
        QTest::addColumn<QStringList>("batch");
        const QString ruleset = data(QStringLiteral("small-hand-ruleset.json"));
        QTest::newRow("simulate") << QStringList{QStringLiteral("simulate"), QStringLiteral("--variant"),
                                                 QStringLiteral("mercenary"), QStringLiteral("--players"),
                                                 QStringLiteral("greedy,random"), QStringLiteral("--games"),
                                                 QStringLiteral("203"), QStringLiteral("--seed"), QStringLiteral("17")};
        QTest::newRow("simulate, another game")
            << QStringList{QStringLiteral("simulate"), QStringLiteral("--game"), QStringLiteral("squirrel-island"),
                           QStringLiteral("--variant"), QStringLiteral("three-players"), QStringLiteral("--games"),
                           QStringLiteral("90"), QStringLiteral("--seed"), QStringLiteral("4")};
        QTest::newRow("compare") << QStringList{QStringLiteral("compare"),
                                                QStringLiteral(ISLE_SOURCE_DIR "/resources/foggyisland/rulesets/foggy-island.json"), ruleset,
                                                QStringLiteral("--players"), QStringLiteral("greedy,greedy"),
                                                QStringLiteral("--games"), QStringLiteral("150"), QStringLiteral("--seed"),
                                                QStringLiteral("8")};
    }

    // Four shards run as separate processes, each writing its partial result; merged,
    // they print exactly what the batch run at once prints, byte for byte.
    void shardsMergeIntoTheSingleRunByteForByte()
    {
        QFETCH(QStringList, batch);
        const Run once = run(batch + QStringList{QStringLiteral("--json"), QStringLiteral("--threads"), QStringLiteral("2")});
        QCOMPARE(once.exitCode, 0);
        QTemporaryDir dir;
        QStringList parts;
        for (int index = 3; index >= 0; --index) { // the order does not matter
            const QString part = dir.filePath(QStringLiteral("part-%1.json").arg(index));
            const Run shard = run(batch + QStringList{QStringLiteral("--shard"), QStringLiteral("%1/4").arg(index),
                                                      QStringLiteral("--output"), part, QStringLiteral("--threads"),
                                                      QStringLiteral("1")});
            QVERIFY2(shard.exitCode == 0, qPrintable(shard.err));
            parts.append(part);
        }
        const Run merged = run(QStringList{QStringLiteral("merge"), QStringLiteral("--json")} + parts);
        QVERIFY2(merged.exitCode == 0, qPrintable(merged.err));
        QCOMPARE(merged.out, once.out);
        // And the text report reads like the batch's.
        const Run text = run(QStringList{QStringLiteral("merge")} + parts);
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(QStringLiteral("merged from 4 shard")), qPrintable(text.out));
    }

    void mergeRefusesPartsOfDifferentBatches()
    {
        QTemporaryDir dir;
        const auto shard = [&](const QString &name, const QString &which, const QString &seed) {
            const QString part = dir.filePath(name);
            const Run ran = run({QStringLiteral("simulate"), QStringLiteral("--games"), QStringLiteral("40"),
                                 QStringLiteral("--seed"), seed, QStringLiteral("--shard"), which,
                                 QStringLiteral("--output"), part});
            return ran.exitCode == 0 ? part : QString();
        };
        const QString a = shard(QStringLiteral("a.json"), QStringLiteral("0/2"), QStringLiteral("1"));
        const QString b = shard(QStringLiteral("b.json"), QStringLiteral("1/2"), QStringLiteral("1"));
        const QString other = shard(QStringLiteral("other.json"), QStringLiteral("1/2"), QStringLiteral("2"));
        QVERIFY(!a.isEmpty() && !b.isEmpty() && !other.isEmpty());
        QCOMPARE(run({QStringLiteral("merge"), a, b}).exitCode, 0);

        const Run missing = run({QStringLiteral("merge"), a});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(QStringLiteral("shards missing: 1/2")), qPrintable(missing.err));
        const Run twice = run({QStringLiteral("merge"), a, a, b});
        QCOMPARE(twice.exitCode, 2);
        QVERIFY2(twice.err.contains(a + QStringLiteral(":$.shard")), qPrintable(twice.err));
        const Run mixed = run({QStringLiteral("merge"), a, other});
        QCOMPARE(mixed.exitCode, 2);
        QVERIFY2(mixed.err.contains(other + QStringLiteral(":$.seed")), qPrintable(mixed.err));

        // A part edited by hand: counts that no batch produces are refused with their field.
        QFile file(b);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
        file.close();
        QJsonArray results = object.value(QStringLiteral("results")).toArray();
        QJsonObject result = results.at(0).toObject();
        QJsonArray seats = result.value(QStringLiteral("seats")).toArray();
        QJsonObject seat = seats.at(0).toObject();
        seat.insert(QStringLiteral("wins"), QStringLiteral("999"));
        seats.replace(0, seat);
        result.insert(QStringLiteral("seats"), seats);
        results.replace(0, result);
        object.insert(QStringLiteral("results"), results);
        const QString edited = dir.filePath(QStringLiteral("edited.json"));
        QVERIFY(writeFile(edited, QJsonDocument(object).toJson()));
        const Run bad = run({QStringLiteral("merge"), a, edited});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains(edited + QStringLiteral(":$.results[0].seats[0]")), qPrintable(bad.err));

        const Run badShard = run({QStringLiteral("simulate"), QStringLiteral("--shard"), QStringLiteral("4/4")});
        QCOMPARE(badShard.exitCode, 2);
        QVERIFY(badShard.err.contains(QStringLiteral("--shard")));
    }

    void playValidateReplay()
    {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("game.json"));
        const Run played = run({QStringLiteral("play"), QStringLiteral("--record"), record, QStringLiteral("--variant"),
                                QStringLiteral("weather"), QStringLiteral("--players"), QStringLiteral("greedy,random"),
                                QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--json")});
        QCOMPARE(played.exitCode, 0);
        QVERIFY(QFile::exists(record));
        const Run validated = run({QStringLiteral("validate"), record});
        QCOMPARE(validated.exitCode, 0);
        QVERIFY(validated.out.contains(QStringLiteral("a valid game record")));
        const Run replayed = run({QStringLiteral("replay"), record, QStringLiteral("--json")});
        QCOMPARE(replayed.exitCode, 0);
        QCOMPARE(replayed.json().value(QStringLiteral("scores")), played.json().value(QStringLiteral("scores")));
        QCOMPARE(replayed.json().value(QStringLiteral("finished")).toBool(), true);
    }

    void mercenaryGamePlaysThrough()
    {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("mercenary.json"));
        const Run played = run({QStringLiteral("play"), QStringLiteral("--record"), record, QStringLiteral("--variant"),
                                QStringLiteral("mercenary"), QStringLiteral("--players"), QStringLiteral("greedy,random"),
                                QStringLiteral("--seed"), QStringLiteral("12"), QStringLiteral("--json")});
        QCOMPARE(played.exitCode, 0);
        const Run replayed = run({QStringLiteral("replay"), record, QStringLiteral("--json")});
        QCOMPARE(replayed.exitCode, 0);
        QCOMPARE(replayed.json().value(QStringLiteral("scores")), played.json().value(QStringLiteral("scores")));
        const Run simulated = run({QStringLiteral("simulate"), QStringLiteral("--variant"), QStringLiteral("mercenary"),
                                   QStringLiteral("--games"), QStringLiteral("200"), QStringLiteral("--json")});
        QCOMPARE(simulated.exitCode, 0);
        QCOMPARE(simulated.json().value(QStringLiteral("games")).toInt(), 200);
        // Four rounds at least, so far longer than the two-round games.
        QVERIFY(simulated.json().value(QStringLiteral("meanDecisions")).toDouble() > 180);
        // The game's designer figures, with their ids and labels: mercenaries were hired.
        const QJsonArray gameFigures = simulated.json().value(QStringLiteral("gameFigures")).toArray();
        QVERIFY(!gameFigures.isEmpty());
        const QJsonObject hires = gameFigures.first().toObject();
        QCOMPARE(hires.value(QStringLiteral("id")).toString(), QStringLiteral("hiresPerGame"));
        QVERIFY(!hires.value(QStringLiteral("name")).toString().isEmpty());
        QVERIFY(hires.value(QStringLiteral("value")).toDouble() > 0);
        QCOMPARE(simulated.json().value(QStringLiteral("components")).toArray().size(), 15);
        const Run text = run({QStringLiteral("simulate"), QStringLiteral("--variant"), QStringLiteral("mercenary"),
                              QStringLiteral("--games"), QStringLiteral("50")});
        QVERIFY2(text.out.contains(hires.value(QStringLiteral("name")).toString()), qPrintable(text.out));
        QVERIFY2(text.out.contains(QStringLiteral("Per component")), qPrintable(text.out));
        // Without figures: none counted, none printed.
        const Run plain = run({QStringLiteral("simulate"), QStringLiteral("--variant"), QStringLiteral("mercenary"),
                               QStringLiteral("--games"), QStringLiteral("50"), QStringLiteral("--no-figures"),
                               QStringLiteral("--json")});
        QCOMPARE(plain.exitCode, 0);
        QVERIFY(plain.json().value(QStringLiteral("gameFigures")).toArray().isEmpty());
        QVERIFY(plain.json().value(QStringLiteral("components")).toArray().isEmpty());
    }

    void everyVariantPlaysThroughAndReplays_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("seats");
        QTest::newRow("quick") << QStringLiteral("quick") << 2;
        QTest::newRow("team") << QStringLiteral("team") << 4;
    }

    void everyVariantPlaysThroughAndReplays()
    {
        QFETCH(QString, variant);
        QFETCH(int, seats);
        QTemporaryDir dir;
        const QString record = dir.filePath(variant + QStringLiteral(".json"));
        const Run played = run({QStringLiteral("play"), QStringLiteral("--record"), record, QStringLiteral("--variant"), variant,
                                QStringLiteral("--players"), QStringLiteral("greedy,random"), QStringLiteral("--seed"),
                                QStringLiteral("5"), QStringLiteral("--json")});
        QCOMPARE(played.exitCode, 0);
        QCOMPARE(played.json().value(QStringLiteral("scores")).toArray().size(), seats);
        if (variant == QLatin1StringView("quick")) {
            // By default the quick game starts with its one weather being chosen.
            QFile file(record);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QJsonObject first =
                QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("decisions")).toArray().at(0).toObject();
            QCOMPARE(first.value(QStringLiteral("type")).toString(), QStringLiteral("game-weather"));
            QVERIFY(QStringList({QStringLiteral("sunny"), QStringLiteral("cloudy"), QStringLiteral("foggy")})
                        .contains(first.value(QStringLiteral("weather")).toString()));
        }
        const Run replayed = run({QStringLiteral("replay"), record, QStringLiteral("--json")});
        QCOMPARE(replayed.exitCode, 0);
        QCOMPARE(replayed.json().value(QStringLiteral("scores")), played.json().value(QStringLiteral("scores")));
        QCOMPARE(replayed.json().value(QStringLiteral("finished")).toBool(), true);
        // Names repeat over the seats: greedy plays for the first team in the team game.
        const Run simulated = run({QStringLiteral("simulate"), QStringLiteral("--variant"), variant, QStringLiteral("--players"),
                                   QStringLiteral("greedy,random"), QStringLiteral("--games"), QStringLiteral("100"),
                                   QStringLiteral("--json")});
        QCOMPARE(simulated.exitCode, 0);
        const QJsonArray seatRows = simulated.json().value(QStringLiteral("seats")).toArray();
        QCOMPARE(seatRows.size(), seats);
        for (int seat = 0; seat < seats; ++seat)
            QCOMPARE(seatRows.at(seat).toObject().value(QStringLiteral("player")).toString(),
                     seat % 2 == 0 ? QStringLiteral("greedy") : QStringLiteral("random"));
        QVERIFY(seatRows.at(0).toObject().value(QStringLiteral("winRate")).toDouble() > 0.6);
    }

    void compareIdenticalRulesetsReportsNoDifference()
    {
        const QString ruleset = QStringLiteral(ISLE_SOURCE_DIR "/resources/foggyisland/rulesets/foggy-island.json");
        const Run compared = run({QStringLiteral("compare"), ruleset, ruleset, QStringLiteral("--variant"),
                                  QStringLiteral("mercenary"), QStringLiteral("--games"), QStringLiteral("40"),
                                  QStringLiteral("--players"), QStringLiteral("greedy,random"), QStringLiteral("--json")});
        QCOMPARE(compared.exitCode, 0);
        const QJsonObject report = compared.json();
        QCOMPARE(report.value(QStringLiteral("games")).toInt(), 40);
        const QJsonArray figures = report.value(QStringLiteral("figures")).toArray();
        QCOMPARE(figures.size(), 5); // three every game has, then hiresPerGame and linesPerGame
        QCOMPARE(figures.at(3).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("hiresPerGame"));
        for (const QJsonValue &figure : figures) {
            QCOMPARE(figure.toObject().value(QStringLiteral("difference")).toDouble(), 0.0);
            QCOMPARE(figure.toObject().value(QStringLiteral("low")).toDouble(), 0.0);
            QCOMPARE(figure.toObject().value(QStringLiteral("high")).toDouble(), 0.0);
        }
        // Every character some figure covers, with the figures covering it under both rulesets.
        const QJsonArray components = report.value(QStringLiteral("components")).toArray();
        QCOMPARE(components.size(), 15);
        for (const QJsonValue &component : components) {
            const QJsonObject a = component.toObject().value(QStringLiteral("a")).toObject();
            QCOMPARE(a, component.toObject().value(QStringLiteral("b")).toObject());
            QVERIFY(a.contains(QStringLiteral("scoredLines")) && a.contains(QStringLiteral("lineEdge")));
        }
        QCOMPARE(report.value(QStringLiteral("componentFigures")).toArray().size(), 4);
        QCOMPARE(report.value(QStringLiteral("gameFigures")).toArray().size(), 3);
        // One file is not enough; a missing one is named.
        QCOMPARE(run({QStringLiteral("compare"), ruleset}).exitCode, 2);
        const Run missing = run({QStringLiteral("compare"), ruleset, QStringLiteral("no-such-ruleset.json")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(QStringLiteral("no-such-ruleset.json")), qPrintable(missing.err));
    }

    void replayUnderOtherRulesStops()
    {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("game.json"));
        QCOMPARE(run({QStringLiteral("play"), QStringLiteral("--record"), record, QStringLiteral("--seed"), QStringLiteral("3")}).exitCode, 0);
        const Run replayed = run({QStringLiteral("replay"), record, QStringLiteral("--ruleset"), data(QStringLiteral("small-hand-ruleset.json"))});
        QCOMPARE(replayed.exitCode, 1);
        // With three-token hands the opening picks run out early: a recorded pick meets a placement.
        QVERIFY2(replayed.out.contains(QStringLiteral("Stopped: decision")), qPrintable(replayed.out));
        QVERIFY(replayed.out.contains(QStringLiteral("is not legal: the game waits for a different decision")));
    }

    void playLeavesNothingOnFailure()
    {
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("missing-folder/game.json"));
        const Run result = run({QStringLiteral("play"), QStringLiteral("--record"), record});
        QCOMPARE(result.exitCode, 1);
        QVERIFY(!QFile::exists(record));
        QVERIFY(result.err.contains(QStringLiteral("cannot write the record")));
    }

    void validateReportsEveryProblem_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("malformed") << data(QStringLiteral("malformed.json")) << QStringLiteral("malformed JSON at line 4");
        QTest::newRow("unknown key") << data(QStringLiteral("unknown-key-ruleset.json")) << QStringLiteral("$.params.handsize: error: unknown key");
        QTest::newRow("impossible position") << data(QStringLiteral("too-many-wolves.json")) << QStringLiteral("10 Wolf tokens");
    }

    void validateReportsEveryProblem()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const Run result = run({QStringLiteral("validate"), file});
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.out.contains(expected), qPrintable(result.out));
        QVERIFY(result.out.contains(QStringLiteral("not a valid")));
        const Run json = run({QStringLiteral("validate"), file, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 2);
        QCOMPARE(json.json().value(QStringLiteral("ok")).toBool(true), false);
    }

    void jsonWritesEachProblemOnce_data()
    {
        // "%1" stands for a ruleset with three misspelt parameters.
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("simulate") << QStringList{QStringLiteral("simulate"), QStringLiteral("--games"), QStringLiteral("2"),
                                                 QStringLiteral("--ruleset"), QStringLiteral("%1")};
        QTest::newRow("play") << QStringList{QStringLiteral("play"), QStringLiteral("--ruleset"), QStringLiteral("%1")};
        QTest::newRow("compare") << QStringList{QStringLiteral("compare"), QStringLiteral("--games"), QStringLiteral("2"),
                                                QStringLiteral("%1"), QStringLiteral("%1")};
    }

    void jsonWritesEachProblemOnce()
    {
        // Issue: with --json every problem was written twice, as text and as JSON.
        QFETCH(QStringList, arguments);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("misspelt.json"));
        QFile defaults(QStringLiteral(ISLE_SOURCE_DIR "/resources/foggyisland/rulesets/foggy-island.json"));
        QVERIFY(defaults.open(QIODevice::ReadOnly));
        QVERIFY(writeFile(file, isle::test::withUnknownParams(
                                    QJsonDocument::fromJson(defaults.readAll()).toJson(QJsonDocument::Compact), 3)));
        arguments.replaceInStrings(QStringLiteral("%1"), file);
        const Run json = run(QStringList(arguments) << QStringLiteral("--json"));
        QCOMPARE(json.exitCode, 2);
        QVERIFY2(json.err.isEmpty(), qPrintable(json.err));
        QCOMPARE(json.out.count(QStringLiteral("unknownKey")), 3);
        const Run text = run(arguments);
        QCOMPARE(text.exitCode, 2);
        QCOMPARE(text.err.count(QStringLiteral("unknownKey")), 3);
    }

    void validateCountsWhatItDoesNotList()
    {
        // 100,000 misspelt parameters: 50 problems are written, each once, and the rest counted.
        constexpr int Keys = 100000;
        QFile defaults(QStringLiteral(ISLE_SOURCE_DIR "/resources/foggyisland/rulesets/foggy-island.json"));
        QVERIFY(defaults.open(QIODevice::ReadOnly));
        const QByteArray text
            = isle::test::withUnknownParams(QJsonDocument::fromJson(defaults.readAll()).toJson(QJsonDocument::Compact), Keys);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("many-keys.json"));
        QVERIFY(writeFile(file, text));

        const Run json = run({QStringLiteral("validate"), file, QStringLiteral("--json")});
        QCOMPARE(json.exitCode, 2);
        QVERIFY2(json.out.size() < 64 * 1024, qPrintable(QString::number(json.out.size())));
        QVERIFY2(json.err.isEmpty(), qPrintable(json.err.left(2000)));
        const QJsonObject report = json.json();
        QCOMPARE(report.value(QStringLiteral("ok")).toBool(true), false);
        const QJsonArray problems = report.value(QStringLiteral("problems")).toArray();
        QCOMPARE(problems.size(), 50);
        QCOMPARE(report.value(QStringLiteral("omittedProblems")).toInteger(), Keys - 50);
        QSet<QString> paths;
        for (const QJsonValue &problem : problems)
            paths.insert(problem.toObject().value(QStringLiteral("path")).toString());
        QCOMPARE(paths.size(), 50);
        QCOMPARE(json.out.count(QStringLiteral("unknownKey")), 50); // each written once, nowhere else

        const Run listed = run({QStringLiteral("validate"), file});
        QCOMPARE(listed.exitCode, 2);
        QVERIFY(listed.out.size() < 64 * 1024);
        const QStringList lines = listed.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 52);
        QVERIFY2(lines.at(50).contains(QStringLiteral("more problem")), qPrintable(lines.at(50)));
        QString digits; // the count, whatever the locale's digit grouping
        for (const QChar c : lines.at(50))
            if (c >= u'0' && c <= u'9')
                digits += c;
        QCOMPARE(digits, QString::number(Keys - 50));
        QVERIFY(lines.at(51).contains(QStringLiteral("not a valid ruleset")));
    }

    void recordsMayNotAskForMoreThanExpert()
    {
        QTemporaryDir dir;
        const QString played = dir.filePath(QStringLiteral("played.json"));
        QCOMPARE(run({QStringLiteral("play"), QStringLiteral("--record"), played, QStringLiteral("--seed"), QStringLiteral("4")}).exitCode, 0);

        const QString tooStrong = dir.filePath(QStringLiteral("too-strong.json"));
        QVERIFY(writeFile(tooStrong, recordWithPlayers(played, {QStringLiteral("ismcts:1000000000"), QStringLiteral("random")})));
        const Run validated = run({QStringLiteral("validate"), tooStrong});
        QCOMPARE(validated.exitCode, 2);
        QVERIFY2(validated.out.contains(tooStrong + QStringLiteral(":$.players[0]: error: \"ismcts:1000000000\" is not allowed")),
                 qPrintable(validated.out));
        QVERIFY(validated.out.contains(QStringLiteral("with N from 1 to 10000")));
        const Run replayed = run({QStringLiteral("replay"), tooStrong});
        QCOMPARE(replayed.exitCode, 2);
        QVERIFY2(replayed.err.contains(tooStrong + QStringLiteral(":$.players[0]")), qPrintable(replayed.err));

        const QString expert = dir.filePath(QStringLiteral("expert.json"));
        QVERIFY(writeFile(expert, recordWithPlayers(played, {QStringLiteral("ismcts:10000"), QStringLiteral("expert")})));
        const Run fine = run({QStringLiteral("validate"), expert});
        QCOMPARE(fine.exitCode, 0);
        QCOMPARE(run({QStringLiteral("replay"), expert}).exitCode, 0);

        // play would write a record that could not be opened again: refused before playing.
        const QString refused = dir.filePath(QStringLiteral("refused.json"));
        const Run play = run({QStringLiteral("play"), QStringLiteral("--record"), refused, QStringLiteral("--players"),
                              QStringLiteral("ismcts:20000,random")});
        QCOMPARE(play.exitCode, 2);
        QVERIFY2(play.err.contains(QStringLiteral("--players")) && play.err.contains(QStringLiteral("ismcts:20000")),
                 qPrintable(play.err));
        QVERIFY(!QFile::exists(refused));
    }

    void specialFilesAreRefused()
    {
        QStringList files{QStringLiteral(ISLE_TEST_DATA_DIR "/cli")};
        QTemporaryDir dir;
#ifdef Q_OS_UNIX
        files.append(QStringLiteral("/dev/zero"));
        const QString fifo = dir.filePath(QStringLiteral("pipe.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        files.append(fifo);
#endif
        for (const QString &file : files) {
            for (const QString &command : {QStringLiteral("validate"), QStringLiteral("replay"), QStringLiteral("score")}) {
                const Run result = run({command, file});
                QCOMPARE(result.exitCode, 2);
                const QString output = result.out + result.err;
                QVERIFY2(output.contains(file + QStringLiteral(": error: ")), qPrintable(output));
                QVERIFY2(output.contains(QStringLiteral("not an ordinary file")) || output.contains(QStringLiteral("found a folder")),
                         qPrintable(output));
            }
        }
    }

    void fileSizeLimitIsReported()
    {
#ifdef Q_OS_UNIX
        // Past "ulimit -f" a write would kill the program (SIGXFSZ) without a word.
        QTemporaryDir dir;
        const QString record = dir.filePath(QStringLiteral("game.json"));
        const Run result = runProgram(QStringLiteral("bash"),
                                      {QStringLiteral("-c"), QStringLiteral("ulimit -f 1; exec \"$0\" \"$@\""),
                                       QStringLiteral(ISLE_CLI_PATH), QStringLiteral("play"), QStringLiteral("--record"),
                                       record, QStringLiteral("--seed"), QStringLiteral("3")});
        QCOMPARE(result.exitCode, 1);
        QVERIFY2(result.err.contains(record + QStringLiteral(": error: cannot write the record")), qPrintable(result.err));
        QVERIFY(!QFile::exists(record));
#else
        QSKIP("needs ulimit -f");
#endif
    }

    void validateDefaultRulesetWithWarnings()
    {
        const Run result = run({QStringLiteral("validate"), data(QStringLiteral("small-hand-ruleset.json"))});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.contains(QStringLiteral("missing; the default value is used")));
    }
};

QTEST_GUILESS_MAIN(tst_Cli)
#include "tst_cli.moc"
