// Game records: a played game saves and loads unchanged, replays to the same end, and
// tells exactly which decision stops making sense under other rules. Bad records are
// refused with the path of the bad value; failed saves leave no debris behind.
#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gamerecord.h"
#include "core/gameregistry.h"
#include "core/jsonfile.h"
#include "foggyisland/foggyrules.h"
#include "foggyisland/foggystate.h"
#include "players/difficulty.h"
#include "players/player.h"
#include "simulation/simulation.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/resource.h>
#endif

using namespace isle;

namespace {
const QString GameId = QStringLiteral("foggy-island");

const GameModule &foggyModule()
{
    return *GameRegistry::find(GameId);
}

SimulationConfig config(const QString &variant, std::uint64_t seed)
{
    SimulationConfig result;
    result.gameId = GameId;
    result.variant = variant;
    result.ruleset = foggyModule().defaultRuleset();
    result.players = {QStringLiteral("random"), QStringLiteral("greedy")};
    result.seed = seed;
    return result;
}

GameRecord play(const QString &variant, std::uint64_t seed)
{
    Problems problems;
    const auto record = playRecordedGame(config(variant, seed), problems);
    if (!record)
        qFatal("playRecordedGame failed: %s", qPrintable(problems.summary()));
    return *record;
}

// The decisions applied one by one to a fresh game, without replay(): an independent
// way to reach the end of a record.
std::unique_ptr<Game> applyAll(const GameRecord &record, const Ruleset &rules, qsizetype count)
{
    Problems problems;
    auto game = foggyModule().newGame(rules, record.variant, record.seed, problems);
    if (!game)
        qFatal("newGame failed: %s", qPrintable(problems.summary()));
    for (qsizetype i = 0; i < count; ++i) {
        if (!game->check(record.decisions.at(i)).legal)
            return nullptr;
        game->apply(record.decisions.at(i));
    }
    return game;
}

QString describe(const Problems &problems)
{
    return problems.items().isEmpty() ? QStringLiteral("(no problems)") : problems.summary();
}

QStringList entries(const QString &directory)
{
    return QDir(directory).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QJsonObject recordJson()
{
    static const QJsonObject json = play(QStringLiteral("weather"), 7).toJson();
    return json;
}

QJsonObject withDecision(qsizetype index, const QJsonValue &decision)
{
    QJsonObject json = recordJson();
    QJsonArray decisions = json.value(QStringLiteral("decisions")).toArray();
    decisions.replace(index, decision);
    json.insert(QStringLiteral("decisions"), decisions);
    return json;
}

QJsonObject place(const QString &character, const QString &cell)
{
    return {{QStringLiteral("type"), QStringLiteral("place")},
            {QStringLiteral("character"), character},
            {QStringLiteral("cell"), cell}};
}

QJsonObject withKey(QJsonObject object, const QString &key, const QJsonValue &value)
{
    object.insert(key, value);
    return object;
}
} // namespace

class tst_GameRecord : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void saveAndLoad_data();
    void saveAndLoad();
    void playingIsDeterministic();
    void replayReproducesTheGame_data();
    void replayReproducesTheGame();
    void replayStopsAfter();
    void replayUnderChangedRules_data();
    void replayUnderChangedRules();
    void replaySmallerBoard();
    void replayPastTheEnd();
    void replayUnderInvalidRules();
    void badRecords_data();
    void badRecords();
    void seedsRoundTrip_data();
    void seedsRoundTrip();
    void seedValues_data();
    void seedValues();
    void playerBudgets_data();
    void playerBudgets();
    void tileNames_data();
    void tileNames();
    void saveToUnwritablePath_data();
    void saveToUnwritablePath();
    void failedWriteKeepsExistingFile();
};

void tst_GameRecord::saveAndLoad_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("basic") << QStringLiteral("basic") << quint64(1);
    QTest::newRow("weather") << QStringLiteral("weather") << quint64(20240611);
    QTest::newRow("weather, seed above 2^53") << QStringLiteral("weather") << quint64(0xfedcba9876543210ULL);
}

void tst_GameRecord::saveAndLoad()
{
    QFETCH(QString, variant);
    QFETCH(quint64, seed);

    GameRecord record = play(variant, seed);
    record.meta = QJsonObject{{QStringLiteral("notes"), QStringLiteral("saved by tst_gamerecord")}};
    QVERIFY(record.decisions.size() > 30);
    QCOMPARE(record.players, QStringList({QStringLiteral("random"), QStringLiteral("greedy")}));
    QCOMPARE(record.seed, seed);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fileName = dir.filePath(QStringLiteral("game.isleworks-record.json"));
    QString error;
    QVERIFY2(record.save(fileName, &error), qPrintable(error));
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("game.isleworks-record.json")});

    Problems problems;
    const auto loaded = GameRecord::load(fileName, problems);
    QVERIFY2(loaded, qPrintable(describe(problems)));
    QVERIFY2(problems.items().isEmpty(), qPrintable(describe(problems)));
    QCOMPARE(loaded->gameId, record.gameId);
    QCOMPARE(loaded->variant, record.variant);
    QCOMPARE(loaded->seed, record.seed);
    QCOMPARE(loaded->players, record.players);
    QVERIFY(loaded->ruleset == record.ruleset);
    QCOMPARE(loaded->decisions.size(), record.decisions.size());
    for (qsizetype i = 0; i < record.decisions.size(); ++i)
        QVERIFY2(loaded->decisions.at(i) == record.decisions.at(i), qPrintable(QStringLiteral("decision %1").arg(i)));
    QCOMPARE(loaded->meta, record.meta);
    QCOMPARE(loaded->toJson(), record.toJson());

    // The file is readable: a header, the seed as a decimal string, decisions in words.
    const QJsonObject json = QJsonDocument::fromJson(readAll(fileName)).object();
    QCOMPARE(json.value(QStringLiteral("format")).toString(), GameRecord::FormatName);
    QCOMPARE(json.value(QStringLiteral("formatVersion")).toInt(), GameRecord::FormatVersion);
    QCOMPARE(json.value(QStringLiteral("seed")).toString(), QString::number(seed));
    const QJsonObject first = json.value(QStringLiteral("decisions")).toArray().at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("type")).toString(), QStringLiteral("pick"));
}

void tst_GameRecord::playingIsDeterministic()
{
    const GameRecord a = play(QStringLiteral("weather"), 99);
    const GameRecord b = play(QStringLiteral("weather"), 99);
    QCOMPARE(a.decisions, b.decisions);
    QCOMPARE(a.toJson(), b.toJson());

    const GameRecord c = play(QStringLiteral("weather"), 100);
    QVERIFY(a.decisions != c.decisions);
}

void tst_GameRecord::replayReproducesTheGame_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<quint64>("seed");
    QTest::newRow("basic") << QStringLiteral("basic") << quint64(3);
    QTest::newRow("weather") << QStringLiteral("weather") << quint64(4);
    QTest::newRow("weather, large seed") << QStringLiteral("weather") << quint64(std::numeric_limits<quint64>::max());
}

void tst_GameRecord::replayReproducesTheGame()
{
    QFETCH(QString, variant);
    QFETCH(quint64, seed);

    const GameRecord record = play(variant, seed);
    const auto reference = applyAll(record, record.ruleset, record.decisions.size());
    QVERIFY(reference);
    QVERIFY(reference->isOver());

    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("replay.json"));
    QString error;
    QVERIFY2(record.save(fileName, &error), qPrintable(error));
    Problems loadProblems;
    const auto loaded = GameRecord::load(fileName, loadProblems);
    QVERIFY2(loaded, qPrintable(describe(loadProblems)));

    for (const GameRecord *source : {&record, &*loaded}) {
        Problems problems;
        const ReplayResult result = replay(*source, nullptr, problems);
        QVERIFY2(result.game, qPrintable(describe(problems)));
        QVERIFY2(result.complete(), qPrintable(result.failure));
        QCOMPARE(result.failedIndex, -1);
        QVERIFY(result.failure.isEmpty());
        QCOMPARE(result.applied, int(record.decisions.size()));
        QVERIFY(result.game->isOver());
        QCOMPARE(result.game->decisionsApplied(), int(record.decisions.size()));
        QCOMPARE(result.game->stateHash(), reference->stateHash());
        QCOMPARE(result.game->seed(), seed);
        const Outcome outcome = result.game->outcome();
        const Outcome expected = reference->outcome();
        QCOMPARE(outcome.seatCount, 2);
        QCOMPARE(outcome.score, expected.score);
        QCOMPARE(outcome.winnerMask, expected.winnerMask);
        QCOMPARE(outcome.draw, expected.draw);
        QCOMPARE(result.game->positionJson(), reference->positionJson());
    }

    // The record's own rules, passed explicitly, are the same as none.
    Problems problems;
    const ReplayResult explicitRules = replay(record, &record.ruleset, problems);
    QVERIFY(explicitRules.complete());
    QCOMPARE(explicitRules.game->stateHash(), reference->stateHash());
}

void tst_GameRecord::replayStopsAfter()
{
    const GameRecord record = play(QStringLiteral("weather"), 11);
    const int stop = int(record.decisions.size() / 2);
    Problems problems;
    const ReplayResult result = replay(record, nullptr, problems, stop);
    QVERIFY(result.complete());
    QCOMPARE(result.applied, stop);
    QVERIFY(!result.game->isOver());
    const auto reference = applyAll(record, record.ruleset, stop);
    QVERIFY(reference);
    QCOMPARE(result.game->stateHash(), reference->stateHash());

    Problems none;
    const ReplayResult nothing = replay(record, nullptr, none, 0);
    QCOMPARE(nothing.applied, 0);
    QCOMPARE(nothing.game->decisionsApplied(), 0);
}

void tst_GameRecord::replayUnderChangedRules_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");

    QTest::newRow("basic, hand size 3") << QStringLiteral("basic") << quint64(5) << QStringLiteral("handSize") << QJsonValue(3);
    QTest::newRow("weather, hand size 3") << QStringLiteral("weather") << quint64(6) << QStringLiteral("handSize") << QJsonValue(3);
    QTest::newRow("basic, hand size 6") << QStringLiteral("basic") << quint64(7) << QStringLiteral("handSize") << QJsonValue(6);
    QTest::newRow("weather, random opening") << QStringLiteral("weather") << quint64(8) << QStringLiteral("openingHand")
                                             << QJsonValue(QStringLiteral("random"));
}

void tst_GameRecord::replayUnderChangedRules()
{
    QFETCH(QString, variant);
    QFETCH(quint64, seed);
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);

    const GameRecord record = play(variant, seed);
    Ruleset changed = record.ruleset;
    changed.setValue(key, value);
    Problems valid;
    changed.validate(valid);
    QVERIFY2(!valid.hasErrors(), qPrintable(describe(valid)));

    Problems problems;
    const ReplayResult result = replay(record, &changed, problems);
    QVERIFY2(result.game, qPrintable(describe(problems)));
    QVERIFY2(!result.complete(), "every decision stayed legal under the changed rules");
    QVERIFY(result.failedIndex >= 0 && result.failedIndex < record.decisions.size());
    QCOMPARE(result.applied, result.failedIndex);
    QCOMPARE(result.game->decisionsApplied(), result.failedIndex);

    // Everything before the failure is legal under the new rules, the failing one is not.
    const auto upToFailure = applyAll(record, changed, result.failedIndex);
    QVERIFY(upToFailure);
    QCOMPARE(upToFailure->stateHash(), result.game->stateHash());
    const Action &failing = record.decisions.at(result.failedIndex);
    const Verdict verdict = result.game->check(failing);
    QVERIFY(!verdict.legal);
    QVERIFY(!verdict.reason.isEmpty());

    // The failure names the decision (counted from 1), the seat, what it was and why not.
    const QString expected = QStringLiteral("decision %1 (seat %2: %3) is not legal: %4")
                                 .arg(result.failedIndex + 1)
                                 .arg(result.game->decision().seat + 1)
                                 .arg(result.game->describeAction(failing), verdict.reason);
    QCOMPARE(result.failure, expected);
}

void tst_GameRecord::replaySmallerBoard()
{
    // On a 5×5 island (no fog in the basic game) everything goes as recorded until the
    // first token placed in column F or row 6.
    const GameRecord record = play(QStringLiteral("basic"), 12);
    Ruleset smaller = record.ruleset;
    smaller.setValue(QStringLiteral("boardWidth"), 5);
    smaller.setValue(QStringLiteral("boardHeight"), 5);
    smaller.setValue(QStringLiteral("fogRegions"), QJsonArray{});

    int expectedIndex = -1;
    int placementsBefore = 0;
    for (qsizetype i = 0; i < record.decisions.size() && expectedIndex < 0; ++i) {
        if (record.decisions.at(i).type != static_cast<std::uint8_t>(foggy::ActionType::Place))
            continue;
        const int cell = record.decisions.at(i).cell;
        if (foggy::FoggyRules::cellX(cell) >= 5 || foggy::FoggyRules::cellY(cell) >= 5)
            expectedIndex = int(i);
        else
            ++placementsBefore;
    }
    QVERIFY2(expectedIndex > 0 && placementsBefore < 25, "the seed must place off the 5×5 board before filling it");

    Problems problems;
    const ReplayResult result = replay(record, &smaller, problems);
    QVERIFY2(result.game, qPrintable(describe(problems)));
    QCOMPARE(result.failedIndex, expectedIndex);
    QCOMPARE(result.applied, expectedIndex);
    const QString cell = foggy::cellName(record.decisions.at(expectedIndex).cell);
    QVERIFY2(result.failure.startsWith(QStringLiteral("decision %1 (").arg(expectedIndex + 1)), qPrintable(result.failure));
    QVERIFY2(result.failure.contains(cell), qPrintable(result.failure));
    QVERIFY2(result.failure.contains(QStringLiteral("not on the 5×5 island")), qPrintable(result.failure));
}

void tst_GameRecord::replayPastTheEnd()
{
    GameRecord record = play(QStringLiteral("basic"), 13);
    const int length = int(record.decisions.size());
    record.decisions.append(record.decisions.constLast());
    Problems problems;
    const ReplayResult result = replay(record, nullptr, problems);
    QCOMPARE(result.failedIndex, length);
    QCOMPARE(result.applied, length);
    QVERIFY(result.game->isOver());
    QVERIFY2(result.failure.startsWith(QStringLiteral("decision %1 (").arg(length + 1)), qPrintable(result.failure));
    QVERIFY2(result.failure.contains(QStringLiteral("after the game has ended")), qPrintable(result.failure));
}

void tst_GameRecord::replayUnderInvalidRules()
{
    // Rules that cannot make a game: no game, and the problems say why.
    const GameRecord record = play(QStringLiteral("basic"), 14);
    Ruleset broken = record.ruleset;
    broken.setValue(QStringLiteral("scoringTable"), QJsonArray{});
    Problems problems;
    const ReplayResult result = replay(record, &broken, problems);
    QVERIFY(!result.game);
    QCOMPARE(result.applied, 0);
    QVERIFY(problems.hasErrors());
    QCOMPARE(problems.items().constFirst().path, QStringLiteral("$.params.scoringTable"));
}

void tst_GameRecord::badRecords_data()
{
    QTest::addColumn<QJsonObject>("document");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");

    const QJsonObject base = recordJson();

    // Decisions
    QTest::newRow("unknown decision type") << withDecision(3, QJsonObject{{QStringLiteral("type"), QStringLiteral("jump")}})
                                           << QStringLiteral("$.decisions[3].type")
                                           << QStringLiteral("unknown decision \"jump\"; expected pick, weather, game-weather, lift, place, hire, end-hiring, ");
    QTest::newRow("decision type missing") << withDecision(3, QJsonObject{{QStringLiteral("character"), QStringLiteral("wolf")}})
                                           << QStringLiteral("$.decisions[3].type") << QStringLiteral("missing; expected a string");
    QTest::newRow("decision not an object") << withDecision(3, 7) << QStringLiteral("$.decisions[3]")
                                            << QStringLiteral("expected an object, found a number");
    QTest::newRow("unknown character in a placement") << withDecision(3, place(QStringLiteral("unicorn"), QStringLiteral("C4")))
                                                      << QStringLiteral("$.decisions[3].character")
                                                      << QStringLiteral("unknown character \"unicorn\"");
    QTest::newRow("unknown character in a pick")
        << withDecision(3, QJsonObject{{QStringLiteral("type"), QStringLiteral("pick")}, {QStringLiteral("character"), QStringLiteral("Wolf")}})
        << QStringLiteral("$.decisions[3].character") << QStringLiteral("unknown character \"Wolf\"");
    QTest::newRow("bad tile name: column") << withDecision(3, place(QStringLiteral("wolf"), QStringLiteral("Q1")))
                                           << QStringLiteral("$.decisions[3].cell")
                                           << QStringLiteral("expected a tile name from A1 to P16, found \"Q1\"");
    QTest::newRow("bad tile name: row 0") << withDecision(3, place(QStringLiteral("wolf"), QStringLiteral("A0")))
                                          << QStringLiteral("$.decisions[3].cell")
                                          << QStringLiteral("expected a tile name from A1 to P16, found \"A0\"");
    QTest::newRow("bad tile name: row 17") << withDecision(3, place(QStringLiteral("wolf"), QStringLiteral("B17")))
                                           << QStringLiteral("$.decisions[3].cell")
                                           << QStringLiteral("expected a tile name from A1 to P16, found \"B17\"");
    QTest::newRow("bad tile name: no row") << withDecision(3, place(QStringLiteral("wolf"), QStringLiteral("C")))
                                           << QStringLiteral("$.decisions[3].cell")
                                           << QStringLiteral("expected a tile name from A1 to P16, found \"C\"");
    QTest::newRow("bad tile name: junk") << withDecision(3, place(QStringLiteral("wolf"), QStringLiteral("C4x")))
                                         << QStringLiteral("$.decisions[3].cell")
                                         << QStringLiteral("expected a tile name from A1 to P16, found \"C4x\"");
    // Only the exact spelling: upper-case column, row without sign, space or leading zero.
    for (const QString &tile : {QStringLiteral("a1"), QStringLiteral("c4"), QStringLiteral("A01"), QStringLiteral("C04"),
                                QString(QStringLiteral("A1") + QChar(0)), QStringLiteral("C+4"), QStringLiteral(" C4"),
                                QStringLiteral("C4 "), QStringLiteral("C 4"), QStringLiteral("A-1"), QStringLiteral("A١")})
        QTest::addRow("bad tile name: \"%s\"", qPrintable(QString(tile).replace(QChar(0), QStringLiteral("\\0"))))
            << withDecision(3, place(QStringLiteral("wolf"), tile)) << QStringLiteral("$.decisions[3].cell")
            << QStringLiteral("expected a tile name from A1 to P16, found \"%1\"").arg(tile);
    QTest::newRow("tile not a string") << withDecision(3, withKey(place(QStringLiteral("wolf"), {}), QStringLiteral("cell"), 12))
                                       << QStringLiteral("$.decisions[3].cell") << QStringLiteral("expected a string, found a number");
    QTest::newRow("faceDown not a boolean")
        << withDecision(3, withKey(place(QStringLiteral("wolf"), QStringLiteral("C4")), QStringLiteral("faceDown"), QStringLiteral("yes")))
        << QStringLiteral("$.decisions[3].faceDown") << QStringLiteral("expected true or false, found a string");
    QTest::newRow("unknown key in a decision")
        << withDecision(3, withKey(place(QStringLiteral("wolf"), QStringLiteral("C4")), QStringLiteral("colour"), QStringLiteral("red")))
        << QStringLiteral("$.decisions[3].colour") << QStringLiteral("unknown key; expected one of: type, character, cell, cell2, faceDown");
    QTest::newRow("weather keep out of range")
        << withDecision(3, QJsonObject{{QStringLiteral("type"), QStringLiteral("weather")}, {QStringLiteral("keep"), 2}})
        << QStringLiteral("$.decisions[3].keep") << QStringLiteral("expected an integer from 0 to 1, found 2");
    QTest::newRow("fog region out of range")
        << withDecision(3, QJsonObject{{QStringLiteral("type"), QStringLiteral("lift")}, {QStringLiteral("region"), 16}})
        << QStringLiteral("$.decisions[3].region") << QStringLiteral("expected an integer from 0 to 15, found 16");
    QTest::newRow("decisions not an array") << withKey(base, QStringLiteral("decisions"), QJsonObject{})
                                            << QStringLiteral("$.decisions") << QStringLiteral("expected an array of decisions");

    // The rest of the record
    QTest::newRow("wrong format") << withKey(base, QStringLiteral("format"), QStringLiteral("isleworks-ruleset"))
                                  << QStringLiteral("$.format")
                                  << QStringLiteral("expected \"isleworks-record\", found \"isleworks-ruleset\"");
    QTest::newRow("newer formatVersion") << withKey(base, QStringLiteral("formatVersion"), 2) << QStringLiteral("$.formatVersion")
                                         << QStringLiteral("format version 2 is newer than this Isleworks reads (up to 1)");
    QTest::newRow("unknown key") << withKey(base, QStringLiteral("winner"), 1) << QStringLiteral("$.winner")
                                 << QStringLiteral("unknown key; expected one of: format, formatVersion, game, variant, seed");
    QTest::newRow("unknown variant") << withKey(base, QStringLiteral("variant"), QStringLiteral("stormy"))
                                     << QStringLiteral("$.variant") << QStringLiteral("expected one of: basic, weather");
    QTest::newRow("negative seed") << withKey(base, QStringLiteral("seed"), QStringLiteral("-1")) << QStringLiteral("$.seed")
                                   << QStringLiteral("expected a seed: a decimal string of an unsigned 64-bit integer");
    QTest::newRow("seed above 2^64") << withKey(base, QStringLiteral("seed"), QStringLiteral("18446744073709551616"))
                                     << QStringLiteral("$.seed") << QStringLiteral("expected a seed");
    QTest::newRow("seed missing") << withKey(base, QStringLiteral("seed"), QJsonValue::Undefined) << QStringLiteral("$.seed")
                                  << QStringLiteral("expected a seed");
    QTest::newRow("players not an array") << withKey(base, QStringLiteral("players"), QStringLiteral("random"))
                                          << QStringLiteral("$.players") << QStringLiteral("expected an array of strings");
    QTest::newRow("player not a string") << withKey(base, QStringLiteral("players"), QJsonArray{QStringLiteral("random"), 2})
                                         << QStringLiteral("$.players[1]") << QStringLiteral("expected a string");
    QTest::newRow("player budget above Expert's")
        << withKey(base, QStringLiteral("players"), QJsonArray{QStringLiteral("ismcts:1000000000"), QStringLiteral("random")})
        << QStringLiteral("$.players[0]")
        << QStringLiteral("\"ismcts:1000000000\" is not allowed in a file, where a computer player searches at most 10000 "
                          "iterations a move (as Expert does); expected \"ismcts:N\" or a level with its budget (\"hard:N\") with N from 1 to 10000, or one of: "
                          "random, greedy, easy, medium, hard, expert");
    QTest::newRow("player budget one above Expert's")
        << withKey(base, QStringLiteral("players"), QJsonArray{QStringLiteral("random"), QStringLiteral("ismcts:10001")})
        << QStringLiteral("$.players[1]") << QStringLiteral("at most 10000 iterations");
    QTest::newRow("player budget not a number")
        << withKey(base, QStringLiteral("players"), QJsonArray{QStringLiteral("ismcts:lots"), QStringLiteral("random")})
        << QStringLiteral("$.players[0]") << QStringLiteral("with N from 1 to 10000");
    QTest::newRow("ruleset missing") << withKey(base, QStringLiteral("ruleset"), QJsonValue::Undefined)
                                     << QStringLiteral("$.ruleset") << QStringLiteral("expected the embedded ruleset object");
    QJsonObject ruleset = base.value(QStringLiteral("ruleset")).toObject();
    QJsonObject params = ruleset.value(QStringLiteral("params")).toObject();
    params.insert(QStringLiteral("handSize"), 0);
    ruleset.insert(QStringLiteral("params"), params);
    QTest::newRow("bad value in the embedded ruleset") << withKey(base, QStringLiteral("ruleset"), ruleset)
                                                       << QStringLiteral("$.ruleset.params.handSize")
                                                       << QStringLiteral("expected an integer from 1 to 10, found 0");
    QTest::newRow("meta not an object") << withKey(base, QStringLiteral("meta"), QJsonArray{}) << QStringLiteral("$.meta")
                                        << QStringLiteral("expected an object");
}

void tst_GameRecord::badRecords()
{
    QFETCH(QJsonObject, document);
    QFETCH(QString, path);
    QFETCH(QString, message);

    // Sanity: the unmodified record loads.
    Problems clean;
    QVERIFY2(GameRecord::fromJson(recordJson(), clean), qPrintable(describe(clean)));

    // Through a file, so the problem names it.
    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("bad-record.json"));
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(document).toJson());
    file.close();

    Problems problems;
    const auto record = GameRecord::load(fileName, problems);
    QVERIFY2(!record, "a bad record was accepted");
    QVERIFY2(problems.items().size() == 1, qPrintable(QStringLiteral("expected one problem, found:\n") + describe(problems)));
    const Problem &problem = problems.items().constFirst();
    QCOMPARE(problem.severity, Problem::Severity::Error);
    QCOMPARE(problem.file, fileName);
    QCOMPARE(problem.path, path);
    QVERIFY2(problem.message.contains(message),
             qPrintable(QStringLiteral("\"%1\" does not contain \"%2\"").arg(problem.message, message)));
}

void tst_GameRecord::seedsRoundTrip_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::newRow("0") << quint64(0);
    QTest::newRow("1") << quint64(1);
    QTest::newRow("2^53 - 1") << quint64((1ULL << 53U) - 1);
    QTest::newRow("2^53") << quint64(1ULL << 53U);
    QTest::newRow("2^53 + 1") << quint64((1ULL << 53U) + 1);
    QTest::newRow("2^63") << quint64(1ULL << 63U);
    QTest::newRow("12345678901234567891") << quint64(12345678901234567891ULL);
    QTest::newRow("2^64 - 1") << std::numeric_limits<quint64>::max();
}

void tst_GameRecord::seedsRoundTrip()
{
    QFETCH(quint64, seed);

    GameRecord record;
    record.gameId = GameId;
    record.variant = QStringLiteral("basic");
    record.ruleset = foggyModule().defaultRuleset();
    record.seed = seed;
    record.players = {QStringLiteral("person"), QStringLiteral("greedy")};

    const QJsonObject json = record.toJson();
    QVERIFY(json.value(QStringLiteral("seed")).isString());
    QCOMPARE(json.value(QStringLiteral("seed")).toString(), QString::number(seed));
    QCOMPARE(seedToString(seed), QString::number(seed));

    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("seed.json"));
    QString error;
    QVERIFY2(record.save(fileName, &error), qPrintable(error));
    Problems problems;
    const auto loaded = GameRecord::load(fileName, problems);
    QVERIFY2(loaded, qPrintable(describe(problems)));
    QCOMPARE(loaded->seed, seed);

    // The seed reaches the game: the same seed starts the same game.
    Problems replayProblems;
    const ReplayResult replayed = replay(*loaded, nullptr, replayProblems);
    QCOMPARE(replayed.game->seed(), seed);
    Problems newProblems;
    QCOMPARE(replayed.game->stateHash(),
             foggyModule().newGame(record.ruleset, record.variant, seed, newProblems)->stateHash());
}

void tst_GameRecord::seedValues_data()
{
    QTest::addColumn<QByteArray>("json"); // the "seed" value as written in a file
    QTest::addColumn<bool>("valid");
    QTest::addColumn<quint64>("expected");

    QTest::newRow("string 0") << QByteArray("\"0\"") << true << quint64(0);
    QTest::newRow("string 2^64 - 1") << QByteArray("\"18446744073709551615\"") << true << std::numeric_limits<quint64>::max();
    QTest::newRow("string 2^64") << QByteArray("\"18446744073709551616\"") << false << quint64(0);
    QTest::newRow("string negative") << QByteArray("\"-5\"") << false << quint64(0);
    QTest::newRow("string hexadecimal") << QByteArray("\"0x10\"") << false << quint64(0);
    QTest::newRow("string empty") << QByteArray("\"\"") << false << quint64(0);
    QTest::newRow("string words") << QByteArray("\"forty-two\"") << false << quint64(0);
    // Exactly as Isleworks writes seeds: digits only, no sign, space or leading zero.
    QTest::newRow("string 42") << QByteArray("\"42\"") << true << quint64(42);
    QTest::newRow("string plus") << QByteArray("\"+42\"") << false << quint64(0);
    QTest::newRow("string leading space") << QByteArray("\" 42\"") << false << quint64(0);
    QTest::newRow("string trailing space") << QByteArray("\"42 \"") << false << quint64(0);
    QTest::newRow("string leading zero") << QByteArray("\"042\"") << false << quint64(0);
    QTest::newRow("string two zeros") << QByteArray("\"00\"") << false << quint64(0);
    QTest::newRow("string minus zero") << QByteArray("\"-0\"") << false << quint64(0);
    QTest::newRow("string NUL after digits") << QByteArray("\"42\\u0000\"") << false << quint64(0);
    QTest::newRow("string Arabic-Indic digits") << QByteArray("\"\u0664\u0662\"") << false << quint64(0);
    QTest::newRow("string 21 digits") << QByteArray("\"100000000000000000000\"") << false << quint64(0);
    QTest::newRow("number 42") << QByteArray("42") << true << quint64(42);
    QTest::newRow("number 2^53 - 1") << QByteArray("9007199254740991") << true << quint64(9007199254740991ULL);
    // Numbers past 2^53 - 1 are not exact as JSON numbers: refuse rather than guess.
    QTest::newRow("number 2^53") << QByteArray("9007199254740992") << false << quint64(0);
    QTest::newRow("number 2^53 + 1") << QByteArray("9007199254740993") << false << quint64(0);
    QTest::newRow("number 2^60 as a double") << QByteArray("1.152921504606846977e18") << false << quint64(0);
    QTest::newRow("number fraction") << QByteArray("1.5") << false << quint64(0);
    QTest::newRow("number negative") << QByteArray("-3") << false << quint64(0);
    QTest::newRow("boolean") << QByteArray("true") << false << quint64(0);
    QTest::newRow("null") << QByteArray("null") << false << quint64(0);
}

void tst_GameRecord::seedValues()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, valid);
    QFETCH(quint64, expected);

    Problems parseProblems;
    const auto object = parseJsonObject(QByteArray("{\"seed\": ") + json + '}', parseProblems);
    QVERIFY2(object, qPrintable(describe(parseProblems)));
    Problems problems;
    const auto seed = seedFromJson(object->value(QStringLiteral("seed")), QStringLiteral("$.seed"), problems);
    QCOMPARE(seed.has_value(), valid);
    if (valid) {
        QCOMPARE(*seed, expected);
        QVERIFY(problems.items().isEmpty());
    } else {
        QCOMPARE(problems.items().size(), 1);
        QCOMPARE(problems.items().constFirst().path, QStringLiteral("$.seed"));
        QVERIFY(problems.items().constFirst().message.contains(QStringLiteral("decimal string")));
    }
}

void tst_GameRecord::playerBudgets_data()
{
    QTest::addColumn<QString>("player");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("Expert's budget") << QStringLiteral("ismcts:10000") << true;
    QTest::newRow("one iteration") << QStringLiteral("ismcts:1") << true;
    QTest::newRow("expert") << QStringLiteral("expert") << true;
    QTest::newRow("person") << QStringLiteral("person") << true;
    QTest::newRow("unknown name, given to a person") << QStringLiteral("genius") << true;
    QTest::newRow("10^9 iterations") << QStringLiteral("ismcts:1000000000") << false;
    QTest::newRow("one above Expert's") << QStringLiteral("ismcts:10001") << false;
    QTest::newRow("a level with its budget") << QStringLiteral("hard:4000") << true;
    QTest::newRow("a level above Expert's budget") << QStringLiteral("medium:10001") << false;
    QTest::newRow("a level's budget with a sign") << QStringLiteral("hard:+100") << false;
    QTest::newRow("zero") << QStringLiteral("ismcts:0") << false;
    QTest::newRow("leading zero") << QStringLiteral("ismcts:0100") << false;
    QTest::newRow("plus") << QStringLiteral("ismcts:+100") << false;
    QTest::newRow("space") << QStringLiteral("ismcts: 100") << false;
    QTest::newRow("empty") << QStringLiteral("ismcts:") << false;
    QTest::newRow("beyond 64 bits") << QStringLiteral("ismcts:99999999999999999999999") << false;
}

void tst_GameRecord::playerBudgets()
{
    QFETCH(QString, player);
    QFETCH(bool, accepted);

    QCOMPARE(maxFileIterations(), difficultyPreset(Difficulty::Expert).iterations);
    // Typed by a person (isleworks-cli --players), a larger budget is still allowed.
    QVERIFY(createPlayer(QStringLiteral("ismcts:%1").arg(maxFileIterations() * 10)));
    const QJsonObject document = withKey(recordJson(), QStringLiteral("players"), QJsonArray{QStringLiteral("random"), player});
    Problems problems;
    const auto record = GameRecord::fromJson(document, problems);
    QCOMPARE(record.has_value(), accepted);
    if (accepted) {
        QCOMPARE(record->players.at(1), player);
        return;
    }
    QCOMPARE(problems.items().size(), 1);
    QCOMPARE(problems.items().constFirst().path, QStringLiteral("$.players[1]"));
    QVERIFY2(problems.items().constFirst().message.contains(QStringLiteral("with N from 1 to 10000")),
             qPrintable(problems.items().constFirst().message));
}

void tst_GameRecord::tileNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("cell"); // -1: refused

    QTest::newRow("A1") << QStringLiteral("A1") << 16 << 16 << foggy::FoggyRules::cellAt(0, 0);
    QTest::newRow("C4") << QStringLiteral("C4") << 16 << 16 << foggy::FoggyRules::cellAt(2, 3);
    QTest::newRow("J10") << QStringLiteral("J10") << 16 << 16 << foggy::FoggyRules::cellAt(9, 9);
    QTest::newRow("P16") << QStringLiteral("P16") << 16 << 16 << foggy::FoggyRules::cellAt(15, 15);
    QTest::newRow("F6 on a 6 x 6 board") << QStringLiteral("F6") << 6 << 6 << foggy::FoggyRules::cellAt(5, 5);
    QTest::newRow("G1 right of a 6 x 6 board") << QStringLiteral("G1") << 6 << 6 << -1;
    QTest::newRow("A7 below a 6 x 6 board") << QStringLiteral("A7") << 6 << 6 << -1;
    QTest::newRow("Q1") << QStringLiteral("Q1") << 16 << 16 << -1;
    QTest::newRow("A17") << QStringLiteral("A17") << 16 << 16 << -1;
    QTest::newRow("A0") << QStringLiteral("A0") << 16 << 16 << -1;
    QTest::newRow("lower-case column") << QStringLiteral("a1") << 16 << 16 << -1;
    QTest::newRow("leading zero") << QStringLiteral("A01") << 16 << 16 << -1;
    QTest::newRow("trailing NUL") << QString(QStringLiteral("A1") + QChar(0)) << 16 << 16 << -1;
    QTest::newRow("plus") << QStringLiteral("A+1") << 16 << 16 << -1;
    QTest::newRow("space") << QStringLiteral("A 1") << 16 << 16 << -1;
    QTest::newRow("fullwidth digit") << QStringLiteral("A１") << 16 << 16 << -1;
    QTest::newRow("empty") << QString() << 16 << 16 << -1;
    QTest::newRow("letter only") << QStringLiteral("A") << 16 << 16 << -1;
    QTest::newRow("three digits") << QStringLiteral("A100") << 16 << 16 << -1;
}

void tst_GameRecord::tileNames()
{
    QFETCH(QString, name);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, cell);
    QCOMPARE(foggy::cellFromName(name, width, height), cell);
    if (cell >= 0)
        QCOMPARE(foggy::cellName(cell), name);
}

void tst_GameRecord::saveToUnwritablePath_data()
{
    QTest::addColumn<QString>("relativePath");
    QTest::newRow("parent is a file") << QStringLiteral("plain.txt/record.json");
    QTest::newRow("parent does not exist") << QStringLiteral("missing/deeper/record.json");
    QTest::newRow("target is a directory") << QStringLiteral("folder");
}

void tst_GameRecord::saveToUnwritablePath()
{
    QFETCH(QString, relativePath);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    {
        QFile plain(dir.filePath(QStringLiteral("plain.txt")));
        QVERIFY(plain.open(QIODevice::WriteOnly));
        plain.write("not a directory\n");
    }
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
    const QStringList before = entries(dir.path());

    const GameRecord record = play(QStringLiteral("basic"), 21);
    const QString fileName = dir.filePath(relativePath);
    QString error;
    QVERIFY(!record.save(fileName, &error));
    QVERIFY2(!error.isEmpty(), "a failed save must say why");

    // Nothing new next to the target, not even a temporary file.
    QCOMPARE(entries(dir.path()), before);
    QVERIFY(entries(dir.filePath(QStringLiteral("folder"))).isEmpty());
    QCOMPARE(readAll(dir.filePath(QStringLiteral("plain.txt"))), QByteArray("not a directory\n"));

    // Rulesets are saved the same way.
    QString rulesetError;
    QVERIFY(!record.ruleset.save(fileName, &rulesetError));
    QVERIFY(!rulesetError.isEmpty());
    QCOMPARE(entries(dir.path()), before);
}

void tst_GameRecord::failedWriteKeepsExistingFile()
{
#ifdef Q_OS_LINUX
    // A write that fails half-way (here: the file size limit, which holds even for root)
    // must leave the previous file as it was and no temporary file behind.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fileName = dir.filePath(QStringLiteral("game.json"));
    const GameRecord earlier = play(QStringLiteral("basic"), 30);
    QString error;
    QVERIFY2(earlier.save(fileName, &error), qPrintable(error));
    const QByteArray original = readAll(fileName);
    QVERIFY(original.size() > 4096);

    const GameRecord later = play(QStringLiteral("weather"), 31);
    rlimit saved{};
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
    rlimit limited = saved;
    limited.rlim_cur = 1024;
    const auto previousHandler = std::signal(SIGXFSZ, SIG_IGN);
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &limited), 0);
    const bool saved1 = later.save(fileName, &error);
    const bool savedRuleset = later.ruleset.save(dir.filePath(QStringLiteral("rules.json")), nullptr);
    setrlimit(RLIMIT_FSIZE, &saved);
    std::signal(SIGXFSZ, previousHandler);

    QVERIFY(!saved1);
    QVERIFY(!error.isEmpty());
    QVERIFY(!savedRuleset);
    QCOMPARE(readAll(fileName), original);
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("game.json")});

    // With room to write, the same save replaces the file completely.
    QVERIFY2(later.save(fileName, &error), qPrintable(error));
    Problems problems;
    const auto loaded = GameRecord::load(fileName, problems);
    QVERIFY2(loaded, qPrintable(describe(problems)));
    QCOMPARE(loaded->decisions, later.decisions);
#else
    QSKIP("needs RLIMIT_FSIZE to make a write fail");
#endif
}

QTEST_GUILESS_MAIN(tst_GameRecord)
#include "tst_gamerecord.moc"
