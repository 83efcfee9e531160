// Ruleset files: the default validates, files survive a save and load unchanged, and
// every kind of bad input is refused with one problem that says where and what was
// expected.
#include "../hostilefiles.h"
#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gamerecord.h"
#include "core/gameregistry.h"
#include "core/jsonfile.h"
#include "core/position.h"
#include "core/ruleset.h"
#include "core/rulesetschema.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <functional>
#include <thread>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace isle;

namespace {
const QString DefaultResource = QStringLiteral(":/isleworks/rulesets/foggy-island.json");

QString dataFile(const QString &name)
{
    return QStringLiteral(ISLE_TEST_DATA_DIR "/core/rulesets/") + name;
}

QJsonObject defaultDocument()
{
    QFile file(DefaultResource);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open the embedded default ruleset");
    return QJsonDocument::fromJson(file.readAll()).object();
}

QJsonObject withKey(QJsonObject object, const QString &key, const QJsonValue &value)
{
    object.insert(key, value);
    return object;
}

QJsonObject withoutKey(QJsonObject object, const QString &key)
{
    object.remove(key);
    return object;
}

QJsonObject withParam(const QString &key, const QJsonValue &value)
{
    QJsonObject root = defaultDocument();
    root.insert(QStringLiteral("params"), withKey(root.value(QStringLiteral("params")).toObject(), key, value));
    return root;
}

QJsonObject withoutParam(const QString &key)
{
    QJsonObject root = defaultDocument();
    root.insert(QStringLiteral("params"), withoutKey(root.value(QStringLiteral("params")).toObject(), key));
    return root;
}

QJsonArray defaultTable(const QString &key)
{
    return defaultDocument().value(QStringLiteral("params")).toObject().value(key).toArray();
}

// The default document with one cell of one table row set (or removed, for an undefined value).
QJsonObject withCell(const QString &table, qsizetype row, const QString &column, const QJsonValue &value)
{
    QJsonArray rows = defaultTable(table);
    QJsonObject object = rows.at(row).toObject();
    if (value.isUndefined())
        object.remove(column);
    else
        object.insert(column, value);
    rows.replace(row, object);
    return withParam(table, rows);
}

QJsonObject withRowAppended(const QString &table, const QJsonValue &row)
{
    QJsonArray rows = defaultTable(table);
    rows.append(row);
    return withParam(table, rows);
}

QJsonObject withRowRemoved(const QString &table, qsizetype row)
{
    QJsonArray rows = defaultTable(table);
    rows.removeAt(row);
    return withParam(table, rows);
}

QString describe(const Problems &problems)
{
    return problems.items().isEmpty() ? QStringLiteral("(no problems)") : problems.summary();
}

// Each loader of the three formats, reduced to "did it load".
using Loader = std::function<bool(const QString &, Problems &)>;
void addLoaderRows(const char *what, const QString &fileName, const QString &message)
{
    const QList<std::pair<const char *, Loader>> loaders{
        {"ruleset", [](const QString &file, Problems &problems) { return Ruleset::load(file, problems).has_value(); }},
        {"record", [](const QString &file, Problems &problems) { return GameRecord::load(file, problems).has_value(); }},
        {"position", [](const QString &file, Problems &problems) { return loadPositionFile(file, nullptr, problems) != nullptr; }},
    };
    for (const auto &[name, loader] : loaders)
        QTest::addRow("%s as a %s", what, name) << fileName << message << loader;
}
} // namespace

class tst_Ruleset : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultRulesetIsClean();
    void defaultMatchesModule();
    void saveLoadRoundTrip_data();
    void saveLoadRoundTrip();
    void badInput_data();
    void badInput();
    void malformedJson_data();
    void malformedJson();
    void malformedJsonColumnCountsCharacters();
    void missingFile();
    void specialFilesAreRefused_data();
    void specialFilesAreRefused();
    void fifoIsRefusedWithoutWaiting();
    void linkToAFileIsRead();
    void fileOverTheLimitIsRefused();
    void missingParameterUsesDefault();
    void upgradeOlderFile();
    void semanticChecks_data();
    void semanticChecks();
    void validateInMemory();
    void problemToString();
    void problemsAreCapped();
    void nestedProblemsKeepTheirCount();
    void manyUnknownKeysAreCounted();
    void jsonSchemaHasEveryParameter();
    void textAndPatternColumns();
    void diceValues();
    void namesComeFromTheModule();
};

void tst_Ruleset::defaultRulesetIsClean()
{
    Problems problems;
    const auto ruleset = Ruleset::load(DefaultResource, problems);
    QVERIFY2(ruleset, qPrintable(describe(problems)));
    QVERIFY2(problems.items().isEmpty(), qPrintable(describe(problems)));
    QCOMPARE(ruleset->gameId(), QStringLiteral("foggy-island"));
    QCOMPARE(ruleset->integer(QStringLiteral("boardWidth")), 6);
    QCOMPARE(ruleset->integer(QStringLiteral("handSize")), 5);
    QVERIFY(!ruleset->name().isEmpty());

    // The same file in the source tree (what designers copy) is the embedded one.
    Problems sourceProblems;
    const auto source = Ruleset::load(QStringLiteral(ISLE_SOURCE_DIR "/resources/foggyisland/rulesets/foggy-island.json"),
                                      sourceProblems);
    QVERIFY2(source, qPrintable(describe(sourceProblems)));
    QVERIFY2(sourceProblems.items().isEmpty(), qPrintable(describe(sourceProblems)));
    QCOMPARE(*source, *ruleset);
}

void tst_Ruleset::defaultMatchesModule()
{
    const GameModule *module = GameRegistry::find(QStringLiteral("foggy-island"));
    QVERIFY(module);
    const Ruleset defaults = module->defaultRuleset();
    Problems problems;
    defaults.validate(problems);
    QVERIFY2(problems.items().isEmpty(), qPrintable(describe(problems)));

    // The default sets every parameter the schema knows, and nothing else.
    QStringList schemaKeys;
    for (const ParamSpec &spec : module->schema().params())
        schemaKeys.append(spec.key);
    QStringList defaultKeys = defaults.params().keys();
    schemaKeys.sort();
    defaultKeys.sort();
    QCOMPARE(defaultKeys, schemaKeys);
}

void tst_Ruleset::saveLoadRoundTrip_data()
{
    QTest::addColumn<QJsonObject>("document");
    QTest::newRow("default") << defaultDocument();
    QJsonObject edited = withParam(QStringLiteral("handSize"), 4);
    QJsonObject params = edited.value(QStringLiteral("params")).toObject();
    params.insert(QStringLiteral("openingHand"), QStringLiteral("random"));
    params.insert(QStringLiteral("crowHalvingStacks"), true);
    params.insert(QStringLiteral("boardWidth"), 8);
    params.insert(QStringLiteral("fogRegions"),
                  QJsonArray{QJsonObject{{QStringLiteral("x"), 0}, {QStringLiteral("y"), 0},
                                         {QStringLiteral("width"), 4}, {QStringLiteral("height"), 6}},
                             QJsonObject{{QStringLiteral("x"), 4}, {QStringLiteral("y"), 0},
                                         {QStringLiteral("width"), 4}, {QStringLiteral("height"), 6}}});
    edited.insert(QStringLiteral("params"), params);
    edited.insert(QStringLiteral("meta"), QJsonObject{{QStringLiteral("name"), QStringLiteral("Wide island – «test»")},
                                                      {QStringLiteral("author"), QStringLiteral("Zoë")}});
    QTest::newRow("edited, non-ASCII metadata") << edited;
    QTest::newRow("no meta") << withoutKey(defaultDocument(), QStringLiteral("meta"));
}

void tst_Ruleset::saveLoadRoundTrip()
{
    QFETCH(QJsonObject, document);
    Problems problems;
    const auto original = Ruleset::fromJson(document, problems);
    QVERIFY2(original, qPrintable(describe(problems)));
    QVERIFY2(problems.items().isEmpty(), qPrintable(describe(problems)));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fileName = dir.filePath(QStringLiteral("saved.json"));
    QString error;
    QVERIFY2(original->save(fileName, &error), qPrintable(error));

    Problems loadProblems;
    const auto loaded = Ruleset::load(fileName, loadProblems);
    QVERIFY2(loaded, qPrintable(describe(loadProblems)));
    QVERIFY2(loadProblems.items().isEmpty(), qPrintable(describe(loadProblems)));
    QCOMPARE(*loaded, *original);
    QCOMPARE(loaded->toJson(), original->toJson());

    // Saving what was loaded gives the same bytes again.
    const QString second = dir.filePath(QStringLiteral("again.json"));
    QVERIFY2(loaded->save(second, &error), qPrintable(error));
    QFile a(fileName);
    QFile b(second);
    QVERIFY(a.open(QIODevice::ReadOnly));
    QVERIFY(b.open(QIODevice::ReadOnly));
    QCOMPARE(b.readAll(), a.readAll());
}

void tst_Ruleset::badInput_data()
{
    QTest::addColumn<QJsonObject>("document");
    QTest::addColumn<QString>("path");
    // Part of the message that says what was expected, not only what is wrong.
    QTest::addColumn<QString>("message");

    const QJsonObject base = defaultDocument();

    // Header
    QTest::newRow("wrong format name") << withKey(base, QStringLiteral("format"), QStringLiteral("isleworks-record"))
                                       << QStringLiteral("$.format")
                                       << QStringLiteral("expected \"isleworks-ruleset\", found \"isleworks-record\"");
    QTest::newRow("format missing") << withoutKey(base, QStringLiteral("format")) << QStringLiteral("$.format")
                                    << QStringLiteral("missing; expected a string");
    QTest::newRow("format not a string") << withKey(base, QStringLiteral("format"), 1) << QStringLiteral("$.format")
                                         << QStringLiteral("expected a string, found a number");
    QTest::newRow("newer formatVersion") << withKey(base, QStringLiteral("formatVersion"), 2)
                                         << QStringLiteral("$.formatVersion")
                                         << QStringLiteral("format version 2 is newer than this Isleworks reads (up to 1)");
    QTest::newRow("formatVersion as string") << withKey(base, QStringLiteral("formatVersion"), QStringLiteral("1"))
                                             << QStringLiteral("$.formatVersion")
                                             << QStringLiteral("expected an integer from 1 to 1000000, found a string");
    QTest::newRow("formatVersion zero") << withKey(base, QStringLiteral("formatVersion"), 0)
                                        << QStringLiteral("$.formatVersion")
                                        << QStringLiteral("expected an integer from 1 to 1000000, found 0");
    QTest::newRow("unknown game") << withKey(base, QStringLiteral("game"), QStringLiteral("foggy-islands"))
                                  << QStringLiteral("$.game")
                                  << QStringLiteral("unknown game \"foggy-islands\"; expected one of: foggy-island");
    QTest::newRow("game missing") << withoutKey(base, QStringLiteral("game")) << QStringLiteral("$.game")
                                  << QStringLiteral("missing; expected a string");
    QTest::newRow("unknown top-level key") << withKey(base, QStringLiteral("rules"), QJsonObject{})
                                           << QStringLiteral("$.rules")
                                           << QStringLiteral("unknown key; expected one of: format, formatVersion, game, meta, params");
    QTest::newRow("meta not an object") << withKey(base, QStringLiteral("meta"), QStringLiteral("mine"))
                                        << QStringLiteral("$.meta") << QStringLiteral("expected an object, found a string");
    QTest::newRow("meta value not a string")
        << withKey(base, QStringLiteral("meta"), QJsonObject{{QStringLiteral("version"), 2}})
        << QStringLiteral("$.meta.version") << QStringLiteral("expected a string, found a number");
    QTest::newRow("unknown meta key")
        << withKey(base, QStringLiteral("meta"), QJsonObject{{QStringLiteral("licence"), QStringLiteral("CC0")}})
        << QStringLiteral("$.meta.licence") << QStringLiteral("unknown key; expected one of: name, version, author, notes");
    QTest::newRow("params missing") << withoutKey(base, QStringLiteral("params")) << QStringLiteral("$.params")
                                    << QStringLiteral("missing; expected an object of parameters");
    QTest::newRow("params not an object") << withKey(base, QStringLiteral("params"), QJsonArray{})
                                          << QStringLiteral("$.params") << QStringLiteral("expected an object, found an array");

    // Parameter values
    QTest::newRow("wrong type: string for integer") << withParam(QStringLiteral("boardWidth"), QStringLiteral("six"))
                                                    << QStringLiteral("$.params.boardWidth")
                                                    << QStringLiteral("expected an integer from 3 to 16, found a string");
    QTest::newRow("wrong type: null for integer") << withParam(QStringLiteral("boardHeight"), QJsonValue::Null)
                                                  << QStringLiteral("$.params.boardHeight")
                                                  << QStringLiteral("expected an integer from 3 to 16, found null");
    QTest::newRow("wrong type: string for boolean") << withParam(QStringLiteral("crowHalvingStacks"), QStringLiteral("yes"))
                                                    << QStringLiteral("$.params.crowHalvingStacks")
                                                    << QStringLiteral("expected true or false, found a string");
    QTest::newRow("wrong type: object for table") << withParam(QStringLiteral("fogRegions"), QJsonObject{})
                                                  << QStringLiteral("$.params.fogRegions")
                                                  << QStringLiteral("expected an array of rows, found an object");
    QTest::newRow("wrong type: number for choice") << withParam(QStringLiteral("fogLifter"), 1)
                                                   << QStringLiteral("$.params.fogLifter")
                                                   << QStringLiteral("expected one of: next-player, last-placer");
    QTest::newRow("wrong type in a cell") << withCell(QStringLiteral("characters"), 3, QStringLiteral("halvesLine"), 0)
                                          << QStringLiteral("$.params.characters[3].halvesLine")
                                          << QStringLiteral("expected true or false, found a number");
    QTest::newRow("row not an object") << withParam(QStringLiteral("scoringTable"),
                                                    QJsonArray{QJsonObject{{QStringLiteral("length"), 3}, {QStringLiteral("points"), 1}}, 5})
                                       << QStringLiteral("$.params.scoringTable[1]")
                                       << QStringLiteral("expected an object, found a number");
    QTest::newRow("out of range: above") << withParam(QStringLiteral("handSize"), 11) << QStringLiteral("$.params.handSize")
                                         << QStringLiteral("expected an integer from 1 to 10, found 11");
    QTest::newRow("out of range: below") << withParam(QStringLiteral("boardWidth"), 2) << QStringLiteral("$.params.boardWidth")
                                         << QStringLiteral("expected an integer from 3 to 16, found 2");
    QTest::newRow("out of range: huge") << withParam(QStringLiteral("weatherRounds"), 1e300)
                                        << QStringLiteral("$.params.weatherRounds")
                                        << QStringLiteral("expected an integer from 1 to 10, found 1e+300");
    QTest::newRow("out of range in a cell") << withCell(QStringLiteral("characters"), 0, QStringLiteral("cost"), -1)
                                            << QStringLiteral("$.params.characters[0].cost")
                                            << QStringLiteral("expected an integer from 0 to 999, found -1");
    QTest::newRow("non-integer number") << withParam(QStringLiteral("basicRounds"), 2.5)
                                        << QStringLiteral("$.params.basicRounds")
                                        << QStringLiteral("expected an integer from 1 to 10, found 2.5");
    QTest::newRow("non-integer in a cell") << withCell(QStringLiteral("scoringTable"), 1, QStringLiteral("points"), 3.25)
                                           << QStringLiteral("$.params.scoringTable[1].points")
                                           << QStringLiteral("expected an integer from 0 to 1000, found 3.25");
    QTest::newRow("unknown key in params") << withParam(QStringLiteral("boardDepth"), 3)
                                           << QStringLiteral("$.params.boardDepth")
                                           << QStringLiteral("unknown key; expected one of: boardWidth, boardHeight, fogRegions");
    QTest::newRow("unknown key in a table row") << withCell(QStringLiteral("fogRegions"), 1, QStringLiteral("depth"), 1)
                                                << QStringLiteral("$.params.fogRegions[1].depth")
                                                << QStringLiteral("unknown key; expected one of: x, y, width, height");
    QTest::newRow("cell missing") << withCell(QStringLiteral("fogRegions"), 0, QStringLiteral("height"), QJsonValue::Undefined)
                                  << QStringLiteral("$.params.fogRegions[0].height")
                                  << QStringLiteral("missing; expected a value for the column \"height\"");
    QTest::newRow("unknown choice value") << withParam(QStringLiteral("openingHand"), QStringLiteral("deal"))
                                          << QStringLiteral("$.params.openingHand")
                                          << QStringLiteral("expected one of: choose, random");
    QTest::newRow("unknown choice value in a cell")
        << withCell(QStringLiteral("characters"), 2, QStringLiteral("faceColour"), QStringLiteral("purple"))
        << QStringLiteral("$.params.characters[2].faceColour")
        << QStringLiteral("expected one of: owner, opponent, white, chameleon");
    QTest::newRow("choice values are case-sensitive") << withParam(QStringLiteral("openingHand"), QStringLiteral("Random"))
                                                      << QStringLiteral("$.params.openingHand")
                                                      << QStringLiteral("expected one of: choose, random");

    // Table shape
    QTest::newRow("missing row of a fixed-row table") << withRowRemoved(QStringLiteral("characters"), 9)
                                                      << QStringLiteral("$.params.characters")
                                                      << QStringLiteral("missing the row \"cat\"; expected one row for each of: wolf, rat");
    QTest::newRow("missing weather row") << withRowRemoved(QStringLiteral("weatherDeck"), 2)
                                         << QStringLiteral("$.params.weatherDeck")
                                         << QStringLiteral("missing the row \"foggy\"; expected one row for each of: sunny, cloudy, foggy");
    QTest::newRow("duplicated row") << withRowAppended(QStringLiteral("weatherDeck"),
                                                       QJsonObject{{QStringLiteral("weather"), QStringLiteral("sunny")},
                                                                   {QStringLiteral("count"), 1}})
                                    << QStringLiteral("$.params.weatherDeck[3].weather")
                                    << QStringLiteral("row \"sunny\" appears twice; expected each row once");
    QJsonObject dragon = defaultTable(QStringLiteral("characters")).at(4).toObject();
    dragon.insert(QStringLiteral("id"), QStringLiteral("dragon"));
    QTest::newRow("unknown row of a fixed-row table") << withRowAppended(QStringLiteral("characters"), dragon)
                                                      << QStringLiteral("$.params.characters[15].id")
                                                      << QStringLiteral("expected one of: wolf, rat, rabbit, pig, crow");
    QJsonArray tooManyRegions;
    for (int i = 0; i < 17; ++i)
        tooManyRegions.append(QJsonObject{{QStringLiteral("x"), i % 6}, {QStringLiteral("y"), i / 6},
                                          {QStringLiteral("width"), 1}, {QStringLiteral("height"), 1}});
    QTest::newRow("too many rows") << withParam(QStringLiteral("fogRegions"), tooManyRegions)
                                   << QStringLiteral("$.params.fogRegions") << QStringLiteral("expected 0 to 16 rows, found 17");
    QTest::newRow("too few rows") << withParam(QStringLiteral("scoringTable"), QJsonArray{})
                                  << QStringLiteral("$.params.scoringTable") << QStringLiteral("expected 1 to 15 rows, found 0");
}

void tst_Ruleset::badInput()
{
    QFETCH(QJsonObject, document);
    QFETCH(QString, path);
    QFETCH(QString, message);

    const QString fileName = QStringLiteral("bad-ruleset.json");
    Problems problems(fileName);
    const auto ruleset = Ruleset::fromJson(document, problems);
    QVERIFY2(!ruleset, "a bad ruleset was accepted");
    QVERIFY2(problems.items().size() == 1,
             qPrintable(QStringLiteral("expected one problem, found:\n") + describe(problems)));
    const Problem &problem = problems.items().constFirst();
    QCOMPARE(problem.severity, Problem::Severity::Error);
    QCOMPARE(problem.file, fileName);
    QCOMPARE(problem.path, path);
    QVERIFY2(problem.message.contains(message),
             qPrintable(QStringLiteral("\"%1\" does not contain \"%2\"").arg(problem.message, message)));
    QVERIFY(problem.toString().startsWith(fileName + u':' + path + u':'));
}

void tst_Ruleset::malformedJson_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("position");

    QTest::newRow("missing comma") << dataFile(QStringLiteral("malformed-missing-comma.json"))
                                   << QStringLiteral("line 6, column ");
    QTest::newRow("trailing comma") << dataFile(QStringLiteral("malformed-trailing-comma.json"))
                                    << QStringLiteral("line 9, column ");
    QTest::newRow("truncated") << dataFile(QStringLiteral("malformed-truncated.json")) << QStringLiteral("line 7, column ");
}

void tst_Ruleset::malformedJson()
{
    QFETCH(QString, fileName);
    QFETCH(QString, position);

    Problems problems;
    const auto ruleset = Ruleset::load(fileName, problems);
    QVERIFY(!ruleset);
    QVERIFY2(problems.items().size() == 1, qPrintable(describe(problems)));
    const Problem &problem = problems.items().constFirst();
    QCOMPARE(problem.severity, Problem::Severity::Error);
    QCOMPARE(problem.file, fileName);
    QCOMPARE(problem.path, QStringLiteral("$"));
    QVERIFY2(problem.message.startsWith(QStringLiteral("malformed JSON at ") + position), qPrintable(problem.message));
    // A column number follows, then Qt's reason.
    static const QRegularExpression format(QStringLiteral("^malformed JSON at line \\d+, column \\d+: \\S"));
    QVERIFY2(format.match(problem.message).hasMatch(), qPrintable(problem.message));
}

void tst_Ruleset::malformedJsonColumnCountsCharacters()
{
    // The same mistake after a word with non-ASCII letters is in the same column:
    // columns count characters, as editors show them, not UTF-8 bytes.
    Problems ascii;
    QVERIFY(!parseJsonObject(QByteArrayLiteral("{\n  \"name\": \"Zoe Eel\" \"x\": 1}"), ascii));
    Problems accented;
    QVERIFY(!parseJsonObject(QStringLiteral("{\n  \"name\": \"Zoë Éel\" \"x\": 1}").toUtf8(), accented));
    QCOMPARE(ascii.items().size(), 1);
    QCOMPARE(accented.items().size(), 1);
    QVERIFY2(ascii.items().constFirst().message.startsWith(QStringLiteral("malformed JSON at line 2, column ")),
             qPrintable(ascii.items().constFirst().message));
    QCOMPARE(accented.items().constFirst().message, ascii.items().constFirst().message);
}

void tst_Ruleset::missingFile()
{
    const QString fileName = dataFile(QStringLiteral("there-is-no-such-file.json"));
    Problems problems;
    QVERIFY(!Ruleset::load(fileName, problems));
    QCOMPARE(problems.items().size(), 1);
    QCOMPARE(problems.items().constFirst().file, fileName);
    QVERIFY(problems.items().constFirst().message.startsWith(QStringLiteral("cannot open the file")));

    // A document that is JSON but not an object.
    Problems arrayProblems;
    QVERIFY(!parseJsonObject(QByteArrayLiteral("[1, 2]"), arrayProblems));
    QCOMPARE(arrayProblems.items().size(), 1);
    QCOMPARE(arrayProblems.items().constFirst().path, QStringLiteral("$"));
    QVERIFY(arrayProblems.items().constFirst().message.contains(QStringLiteral("expected a JSON object")));
}

Q_DECLARE_METATYPE(Loader)

void tst_Ruleset::specialFilesAreRefused_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("message");
    QTest::addColumn<Loader>("load");
#ifdef Q_OS_UNIX
    // /dev/zero reports a size of 0 and never ends: read, it would grow without bound.
    const QString notOrdinary = QStringLiteral("not an ordinary file");
    addLoaderRows("/dev/zero", QStringLiteral("/dev/zero"), notOrdinary);
    addLoaderRows("/dev/null", QStringLiteral("/dev/null"), notOrdinary);
#endif
    addLoaderRows("a folder", QStringLiteral(ISLE_TEST_DATA_DIR "/core"), QStringLiteral("expected a file, found a folder"));
}

void tst_Ruleset::specialFilesAreRefused()
{
    QFETCH(QString, fileName);
    QFETCH(QString, message);
    QFETCH(Loader, load);

    Problems problems;
    QVERIFY(!load(fileName, problems));
    QCOMPARE(problems.items().size(), 1);
    QCOMPARE(problems.items().constFirst().file, fileName);
    QVERIFY2(problems.items().constFirst().message.contains(message), qPrintable(describe(problems)));
}

void tst_Ruleset::fifoIsRefusedWithoutWaiting()
{
#ifdef Q_OS_UNIX
    // Opened, a FIFO blocks until someone writes to it: it must be refused unopened.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fifo = dir.filePath(QStringLiteral("pipe.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QTemporaryDir linkDir;
    const QString link = linkDir.filePath(QStringLiteral("link.json"));
    QVERIFY(QFile::link(fifo, link));

    for (const QString &fileName : {fifo, link}) {
        // Should the loader open the FIFO after all, a writer comes along after 5 s and
        // the test fails on the message instead of hanging.
        std::atomic<bool> done{false};
        std::thread unblocker([&done, fifo] {
            for (int i = 0; i < 100 && !done; ++i)
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            if (!done) {
                const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY | O_NONBLOCK);
                if (fd >= 0)
                    ::close(fd);
            }
        });
        Problems problems;
        const auto ruleset = Ruleset::load(fileName, problems);
        done = true;
        unblocker.join();
        QVERIFY(!ruleset);
        QCOMPARE(problems.items().size(), 1);
        QCOMPARE(problems.items().constFirst().file, fileName);
        QVERIFY2(problems.items().constFirst().message.contains(QStringLiteral("not an ordinary file")),
                 qPrintable(describe(problems)));
    }
#else
    QSKIP("FIFOs are a POSIX feature");
#endif
}

void tst_Ruleset::linkToAFileIsRead()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString link = dir.filePath(QStringLiteral("rules.json"));
    if (!QFile::link(QStringLiteral(ISLE_SOURCE_DIR "/resources/foggyisland/rulesets/foggy-island.json"), link))
        QSKIP("cannot make a symbolic link here");
    Problems problems;
    QVERIFY2(Ruleset::load(link, problems), qPrintable(describe(problems)));
}

void tst_Ruleset::fileOverTheLimitIsRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Sparse, so the test writes nothing to the disk.
    const QString atLimit = dir.filePath(QStringLiteral("at-limit.json"));
    const QString overLimit = dir.filePath(QStringLiteral("over-limit.json"));
    for (const auto &[name, size] : {std::pair{atLimit, MaxJsonFileBytes}, std::pair{overLimit, MaxJsonFileBytes + 1}}) {
        QFile file(name);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(size));
    }

    Problems over;
    QVERIFY(!Ruleset::load(overLimit, over));
    QCOMPARE(over.items().size(), 1);
    QCOMPARE(over.items().constFirst().file, overLimit);
    QVERIFY2(over.items().constFirst().message.contains(QStringLiteral("larger than 64 MiB")), qPrintable(describe(over)));

    // Exactly the limit is read, and refused only for what it holds (zero bytes, not JSON).
    Problems at;
    QVERIFY(!Ruleset::load(atLimit, at));
    QCOMPARE(at.items().size(), 1);
    QVERIFY2(at.items().constFirst().message.contains(QStringLiteral("malformed JSON")), qPrintable(describe(at)));
}

void tst_Ruleset::missingParameterUsesDefault()
{
    Problems problems;
    const auto ruleset = Ruleset::fromJson(withoutParam(QStringLiteral("handSize")), problems);
    QVERIFY2(ruleset, qPrintable(describe(problems)));
    QVERIFY(!problems.hasErrors());
    QCOMPARE(problems.items().size(), 1);
    const Problem &problem = problems.items().constFirst();
    QCOMPARE(problem.severity, Problem::Severity::Warning);
    QCOMPARE(problem.path, QStringLiteral("$.params.handSize"));
    QVERIFY(problem.message.contains(QStringLiteral("default")));
    QCOMPARE(ruleset->integer(QStringLiteral("handSize")), 5);
    QCOMPARE(ruleset->params(), Ruleset::fromJson(defaultDocument(), problems)->params());
}

void tst_Ruleset::upgradeOlderFile()
{
    // A file written before weather, mercenary, quick- and team-game options existed: every missing
    // parameter is filled in with a warning, the values it does set are kept.
    const QString fileName = dataFile(QStringLiteral("older-without-weather.json"));
    Problems problems;
    const auto ruleset = Ruleset::load(fileName, problems);
    QVERIFY2(ruleset, qPrintable(describe(problems)));
    QVERIFY2(!problems.hasErrors(), qPrintable(describe(problems)));
    QStringList warned;
    for (const Problem &problem : problems.items()) {
        QCOMPARE(problem.severity, Problem::Severity::Warning);
        QCOMPARE(problem.file, fileName);
        warned.append(problem.path);
    }
    warned.sort();
    QStringList expected{QStringLiteral("$.params.fogLifter"), QStringLiteral("$.params.keptWeatherReturns"),
                         QStringLiteral("$.params.ownerSeesFaceDown"), QStringLiteral("$.params.weatherDeck"),
                         QStringLiteral("$.params.weatherRounds"), QStringLiteral("$.params.mercenaryRounds"),
                         QStringLiteral("$.params.maxExtraRounds"), QStringLiteral("$.params.quickRounds"),
                         QStringLiteral("$.params.quickCoins"), QStringLiteral("$.params.quickWeather"),
                         QStringLiteral("$.params.teamRounds"), QStringLiteral("$.params.teamWeather")};
    expected.sort();
    QCOMPARE(warned, expected);

    const Ruleset defaults = GameRegistry::find(QStringLiteral("foggy-island"))->defaultRuleset();
    QCOMPARE(ruleset->integer(QStringLiteral("handSize")), 4); // the file's own value
    QCOMPARE(ruleset->integer(QStringLiteral("basicRounds")), 3);
    QCOMPARE(ruleset->value(QStringLiteral("weatherDeck")), defaults.value(QStringLiteral("weatherDeck")));
    QCOMPARE(ruleset->choice(QStringLiteral("fogLifter")), QStringLiteral("next-player"));
    QCOMPARE(ruleset->params().size(), defaults.params().size());
}

void tst_Ruleset::semanticChecks_data()
{
    QTest::addColumn<QJsonObject>("document");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");

    QTest::newRow("fog regions overlap") << withCell(QStringLiteral("fogRegions"), 1, QStringLiteral("x"), 2)
                                         << QStringLiteral("$.params.fogRegions[1]")
                                         << QStringLiteral("overlaps an earlier fog region");
    QTest::newRow("fog region off the board") << withCell(QStringLiteral("fogRegions"), 3, QStringLiteral("x"), 4)
                                              << QStringLiteral("$.params.fogRegions[3]")
                                              << QStringLiteral("the region (4, 3, 3×3) reaches off the 6×6 board");
    QTest::newRow("fog region below the board") << withCell(QStringLiteral("fogRegions"), 2, QStringLiteral("height"), 4)
                                                << QStringLiteral("$.params.fogRegions[2]")
                                                << QStringLiteral("reaches off the 6×6 board");
    QTest::newRow("scoring table with a gap") << withRowRemoved(QStringLiteral("scoringTable"), 2)
                                              << QStringLiteral("$.params.scoringTable")
                                              << QStringLiteral("no value for lines of length 5");
    QTest::newRow("scoring table with a duplicate length")
        << withRowAppended(QStringLiteral("scoringTable"),
                           QJsonObject{{QStringLiteral("length"), 4}, {QStringLiteral("points"), 3}})
        << QStringLiteral("$.params.scoringTable[4].length") << QStringLiteral("length 4 appears twice");
    QJsonArray emptyDeck = defaultTable(QStringLiteral("weatherDeck"));
    for (qsizetype i = 0; i < emptyDeck.size(); ++i) {
        QJsonObject row = emptyDeck.at(i).toObject();
        row.insert(QStringLiteral("count"), 0);
        emptyDeck.replace(i, row);
    }
    QTest::newRow("empty weather deck") << withParam(QStringLiteral("weatherDeck"), emptyDeck)
                                        << QStringLiteral("$.params.weatherDeck")
                                        << QStringLiteral("the weather deck is empty; expected at least one card");
    QJsonArray noTokens = defaultTable(QStringLiteral("characters"));
    for (qsizetype i = 0; i < noTokens.size(); ++i) {
        QJsonObject row = noTokens.at(i).toObject();
        row.insert(QStringLiteral("basicCount"), 0);
        noTokens.replace(i, row);
    }
    QTest::newRow("every basicCount zero") << withParam(QStringLiteral("characters"), noTokens)
                                           << QStringLiteral("$.params.characters")
                                           << QStringLiteral("every basicCount is 0");
    QTest::newRow("mercenary in the starting set") << withCell(QStringLiteral("characters"), 4, QStringLiteral("basicCount"), 1)
                                                   << QStringLiteral("$.params.characters[4].basicCount")
                                                   << QStringLiteral("expected 0");
}

void tst_Ruleset::semanticChecks()
{
    QFETCH(QJsonObject, document);
    QFETCH(QString, path);
    QFETCH(QString, message);

    Problems problems(QStringLiteral("designer.json"));
    QVERIFY(!Ruleset::fromJson(document, problems));
    QVERIFY2(problems.items().size() == 1,
             qPrintable(QStringLiteral("expected one problem, found:\n") + describe(problems)));
    const Problem &problem = problems.items().constFirst();
    QCOMPARE(problem.severity, Problem::Severity::Error);
    QCOMPARE(problem.path, path);
    QVERIFY2(problem.message.contains(message),
             qPrintable(QStringLiteral("\"%1\" does not contain \"%2\"").arg(problem.message, message)));
}

void tst_Ruleset::validateInMemory()
{
    // The editor changes values in memory and validates without a file.
    Ruleset ruleset = GameRegistry::find(QStringLiteral("foggy-island"))->defaultRuleset();
    ruleset.setValue(QStringLiteral("handSize"), 0);
    Problems problems;
    ruleset.validate(problems);
    QCOMPARE(problems.items().size(), 1);
    QCOMPARE(problems.items().constFirst().path, QStringLiteral("$.params.handSize"));

    ruleset.setValue(QStringLiteral("handSize"), 3);
    Problems clean;
    ruleset.validate(clean);
    QVERIFY2(clean.items().isEmpty(), qPrintable(describe(clean)));

    const Ruleset unknownGame(QStringLiteral("chess"), ruleset.params());
    Problems unknown;
    unknownGame.validate(unknown);
    QCOMPARE(unknown.items().size(), 1);
    QCOMPARE(unknown.items().constFirst().path, QStringLiteral("$.game"));
    QVERIFY(unknown.items().constFirst().message.contains(QStringLiteral("expected one of: foggy-island")));
}

void tst_Ruleset::problemToString()
{
    Problems problems(QStringLiteral("rules.json"));
    problems.error(QStringLiteral("$.params.handSize"), QStringLiteral("expected an integer"));
    problems.warning(QStringLiteral("$.params.openingHand"), QStringLiteral("missing"));
    Problems noFile;
    noFile.error(QStringLiteral("$"), QStringLiteral("broken"));
    noFile.error(QString(), QStringLiteral("nowhere"));

    QCOMPARE(problems.items().at(0).toString(), QStringLiteral("rules.json:$.params.handSize: error: expected an integer"));
    QCOMPARE(problems.items().at(1).toString(), QStringLiteral("rules.json:$.params.openingHand: warning: missing"));
    QCOMPARE(noFile.items().at(0).toString(), QStringLiteral("$: error: broken"));
    QCOMPARE(noFile.items().at(1).toString(), QStringLiteral("error: nowhere"));
    QVERIFY(problems.hasErrors());
    QCOMPARE(problems.firstError(), problems.items().at(0).toString());
    QCOMPARE(problems.summary(), problems.items().at(0).toString() + u'\n' + problems.items().at(1).toString());

    Problems warningsOnly;
    warningsOnly.warning(QStringLiteral("$.x"), QStringLiteral("w"));
    QVERIFY(!warningsOnly.hasErrors());
    QVERIFY(warningsOnly.firstError().isEmpty());
}

void tst_Ruleset::problemsAreCapped()
{
    Problems problems(QStringLiteral("huge.json"));
    for (int i = 0; i < 3; ++i)
        problems.warning(QStringLiteral("$.w%1").arg(i), QStringLiteral("a warning"));
    QVERIFY(!problems.isFull());
    for (int i = 0; i < 100000; ++i)
        problems.error(QStringLiteral("$.e%1").arg(i), QStringLiteral("an error"));
    QVERIFY(problems.isFull());
    QCOMPARE(problems.items().size(), Problems::MaxKept);
    QCOMPARE(problems.count(), 100003);
    QCOMPARE(problems.omittedCount(), 100003 - Problems::MaxKept);
    QVERIFY(problems.hasErrors());
    QCOMPARE(problems.items().constLast().path, QStringLiteral("$.e%1").arg(Problems::MaxKept - 4));

    // The summary lists the kept ones, then how many more there are.
    const QStringList lines = problems.summary().split(u'\n');
    QCOMPARE(lines.size(), Problems::MaxKept + 1);
    QCOMPARE(lines.constLast(), problems.omittedText());
    QVERIFY2(lines.constLast().contains(QStringLiteral("and %1 more problem").arg(QLocale().toString(100003 - Problems::MaxKept))),
             qPrintable(lines.constLast()));

    // Errors past the cap still refuse the file.
    Problems lateError;
    for (qsizetype i = 0; i < Problems::MaxKept; ++i)
        lateError.warning(QStringLiteral("$"), QStringLiteral("w"));
    QVERIFY(!lateError.hasErrors());
    QVERIFY(lateError.omittedText().isEmpty());
    lateError.error(QStringLiteral("$.late"), QStringLiteral("e"));
    QVERIFY(lateError.hasErrors());
    QCOMPARE(lateError.omittedCount(), 1);
    QVERIFY(lateError.firstError().isEmpty()); // not kept, but counted
}

void tst_Ruleset::nestedProblemsKeepTheirCount()
{
    Problems inner(QStringLiteral("record.json"));
    for (int i = 0; i < 70; ++i)
        inner.error(QStringLiteral("$.params.x%1").arg(i), QStringLiteral("bad"));
    Problems outer(QStringLiteral("record.json"));
    for (int i = 0; i < 10; ++i)
        outer.warning(QStringLiteral("$.w%1").arg(i), QStringLiteral("w"));
    outer.addNested(inner, QStringLiteral("$.ruleset"));
    QCOMPARE(outer.count(), 80);
    QCOMPARE(outer.items().size(), Problems::MaxKept);
    QCOMPARE(outer.items().at(10).path, QStringLiteral("$.ruleset.params.x0"));
    QVERIFY(outer.hasErrors());

    Problems warningsOnly;
    Problems innerWarnings;
    for (int i = 0; i < 60; ++i)
        innerWarnings.warning(QStringLiteral("$.w"), QStringLiteral("w"));
    warningsOnly.addNested(innerWarnings, QStringLiteral("$.ruleset"));
    QVERIFY(!warningsOnly.hasErrors());
    QCOMPARE(warningsOnly.count(), 60);
}

void tst_Ruleset::manyUnknownKeysAreCounted()
{
    // 100,000 misspelt parameters: every one is counted, 50 are described, and the
    // loader's work stays proportional to the file, not to the problems times the keys.
    constexpr int Keys = 100000;
    const QByteArray json = isle::test::withUnknownParams(QJsonDocument(defaultDocument()).toJson(QJsonDocument::Compact), Keys);

    QTemporaryDir dir;
    const QString fileName = dir.filePath(QStringLiteral("many-keys.json"));
    QFile file(fileName);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();

    Problems problems;
    QVERIFY(!Ruleset::load(fileName, problems));
    QCOMPARE(problems.count(), Keys);
    QCOMPARE(problems.items().size(), Problems::MaxKept);
    QCOMPARE(problems.omittedCount(), Keys - Problems::MaxKept);
    for (const Problem &problem : problems.items()) {
        QVERIFY2(problem.path.startsWith(QStringLiteral("$.params.unknownKey")), qPrintable(problem.path));
        QVERIFY(problem.message.startsWith(QStringLiteral("unknown key; expected one of: ")));
    }
    QVERIFY(problems.summary().size() < 50 * 1000);
}

void tst_Ruleset::namesComeFromTheModule()
{
    // Views name variants and table rows as the game does; files keep the ids.
    const GameModule *module = GameRegistry::find(QStringLiteral("foggy-island"));
    QVERIFY(module);
    QCOMPARE(module->variantName(QStringLiteral("weather")), QStringLiteral("Game with weather"));
    QCOMPARE(module->variantName(QStringLiteral("no-such")), QStringLiteral("no-such"));
    for (const QString &variant : module->variants())
        QVERIFY(module->variantName(variant) != variant);
    const RulesetSchema &schema = module->schema();
    const ParamSpec *characters = schema.param(QStringLiteral("characters"));
    const ParamSpec *deck = schema.param(QStringLiteral("weatherDeck"));
    QVERIFY(characters && deck);
    QCOMPARE(schema.rowLabel(*characters, QStringLiteral("prairie-dog")), QStringLiteral("Prairie Dog"));
    QCOMPARE(schema.rowLabel(*characters, QStringLiteral("fox")), QStringLiteral("Fox"));
    QCOMPARE(schema.rowLabel(*deck, QStringLiteral("sunny")), QStringLiteral("Sunny"));
    QVERIFY(schema.rowLabel(*characters, QStringLiteral("sunny")).isEmpty());
    for (const QString &row : characters->fixedRows)
        QVERIFY2(!schema.rowLabel(*characters, row).isEmpty(), qPrintable(row));
    // A table without row keys has no row labels.
    QVERIFY(schema.rowLabel(*schema.param(QStringLiteral("scoringTable")), QStringLiteral("1")).isEmpty());
}

void tst_Ruleset::jsonSchemaHasEveryParameter()
{
    const RulesetSchema &schema = GameRegistry::find(QStringLiteral("foggy-island"))->schema();
    const QJsonObject json = schema.toJsonSchema();
    QCOMPARE(json.value(QStringLiteral("type")).toString(), QStringLiteral("object"));
    QCOMPARE(json.value(QStringLiteral("additionalProperties")), QJsonValue(false));
    const QJsonObject properties = json.value(QStringLiteral("properties")).toObject();
    QCOMPARE(properties.size(), schema.params().size());

    for (const ParamSpec &spec : schema.params()) {
        const QByteArray key = spec.key.toUtf8();
        QVERIFY2(properties.contains(spec.key), key.constData());
        const QJsonObject property = properties.value(spec.key).toObject();
        QVERIFY2(!property.value(QStringLiteral("description")).toString().isEmpty(), key.constData());
        switch (spec.type) {
        case ParamType::Integer:
            QCOMPARE(property.value(QStringLiteral("type")).toString(), QStringLiteral("integer"));
            QCOMPARE(property.value(QStringLiteral("minimum")).toInt(), spec.min);
            QCOMPARE(property.value(QStringLiteral("maximum")).toInt(), spec.max);
            break;
        case ParamType::Boolean:
            QCOMPARE(property.value(QStringLiteral("type")).toString(), QStringLiteral("boolean"));
            break;
        case ParamType::Choice: {
            QCOMPARE(property.value(QStringLiteral("type")).toString(), QStringLiteral("string"));
            const QJsonArray values = property.value(QStringLiteral("enum")).toArray();
            QCOMPARE(values.size(), spec.choices.size());
            for (const ChoiceSpec &choice : spec.choices)
                QVERIFY2(values.contains(choice.value), qPrintable(choice.value));
            break;
        }
        case ParamType::Table: {
            QCOMPARE(property.value(QStringLiteral("type")).toString(), QStringLiteral("array"));
            const QJsonObject items = property.value(QStringLiteral("items")).toObject();
            QCOMPARE(items.value(QStringLiteral("additionalProperties")), QJsonValue(false));
            const QJsonObject columns = items.value(QStringLiteral("properties")).toObject();
            const QJsonArray required = items.value(QStringLiteral("required")).toArray();
            QCOMPARE(columns.size(), spec.columns.size());
            for (const ColumnSpec &column : spec.columns) {
                QVERIFY2(columns.contains(column.key), qPrintable(spec.key + u'.' + column.key));
                QVERIFY2(required.contains(column.key), qPrintable(spec.key + u'.' + column.key));
            }
            const int rows = int(spec.fixedRows.isEmpty() ? spec.maxRows : spec.fixedRows.size());
            QCOMPARE(property.value(QStringLiteral("maxItems")).toInt(), rows);
            break;
        }
        case ParamType::Dice:
            QCOMPARE(property.value(QStringLiteral("type")).toString(), QStringLiteral("string"));
            QVERIFY(QRegularExpression(property.value(QStringLiteral("pattern")).toString()).isValid());
            break;
        case ParamType::Text:
        case ParamType::Pattern:
            QCOMPARE(property.value(QStringLiteral("type")).toString(), QStringLiteral("string"));
            break;
        }
    }

    // Fixed rows are listed by name, so a schema-aware editor can offer them.
    const QJsonObject characterId = properties.value(QStringLiteral("characters"))
                                        .toObject()
                                        .value(QStringLiteral("items"))
                                        .toObject()
                                        .value(QStringLiteral("properties"))
                                        .toObject()
                                        .value(QStringLiteral("id"))
                                        .toObject();
    QCOMPARE(characterId.value(QStringLiteral("enum")).toArray().size(), 15);
    QVERIFY(characterId.value(QStringLiteral("enum")).toArray().contains(QStringLiteral("prairie-dog")));
}

void tst_Ruleset::textAndPatternColumns()
{
    ParamSpec tiles;
    tiles.key = QStringLiteral("tiles");
    tiles.type = ParamType::Table;
    tiles.minRows = 1;
    tiles.maxRows = 4;
    const auto column = [](const char *key, ParamType type, int min, int max) {
        ColumnSpec spec;
        spec.key = QString::fromUtf8(key);
        spec.label = key;
        spec.type = type;
        spec.min = min;
        spec.max = max;
        return spec;
    };
    ColumnSpec id = column("id", ParamType::Choice, 0, 0);
    id.isRowKey = true;
    ColumnSpec rows = column("rows", ParamType::Pattern, 2, 3);
    rows.choices = {{QStringLiteral("P"), "plains", QStringLiteral("#8bc34a")}, {QStringLiteral("W"), "water"}};
    tiles.columns = {id, column("name", ParamType::Text, 0, 12), rows};
    const RulesetSchema schema(QStringLiteral("test"), "test", {tiles});
    const auto problemsOf = [&schema](const QJsonValue &name, const QJsonValue &rows) {
        Problems problems;
        const QJsonObject row{{QStringLiteral("id"), QStringLiteral("t1")}, {QStringLiteral("name"), name},
                              {QStringLiteral("rows"), rows}};
        schema.validate(QJsonObject{{QStringLiteral("tiles"), QJsonArray{row}}}, QStringLiteral("$.params"), problems);
        QStringList texts;
        for (const Problem &problem : problems.items())
            texts.append(problem.path + u' ' + problem.message);
        return texts;
    };
    QCOMPARE(problemsOf(QStringLiteral("Meadow"), QStringLiteral("PW/WP")), QStringList());
    QCOMPARE(problemsOf(QStringLiteral("Meadow"), QStringLiteral("PWP/WPW/PPP")), QStringList());
    // Each way a value can be wrong names the cell and what was expected.
    const QStringList tooLong = problemsOf(QStringLiteral("A name far too long"), QStringLiteral("PW/WP"));
    QCOMPARE(tooLong.size(), 1);
    QVERIFY2(tooLong.first().startsWith(QStringLiteral("$.params.tiles[0].name ")), qPrintable(tooLong.first()));
    QVERIFY(problemsOf(QStringLiteral("Tab\there"), QStringLiteral("PW/WP")).first().contains(QStringLiteral("control")));
    QVERIFY(problemsOf(3, QStringLiteral("PW/WP")).first().contains(QStringLiteral("expected text")));
    const QStringList badCode = problemsOf(QStringLiteral("x"), QStringLiteral("PW/WX"));
    QCOMPARE(badCode.size(), 1);
    QVERIFY2(badCode.first().startsWith(QStringLiteral("$.params.tiles[0].rows ")), qPrintable(badCode.first()));
    QVERIFY2(badCode.first().contains(QStringLiteral("\"X\"")), qPrintable(badCode.first()));
    QVERIFY(problemsOf(QStringLiteral("x"), QStringLiteral("PWP/WP")).first().contains(QStringLiteral("row 2")));
    QVERIFY(problemsOf(QStringLiteral("x"), QStringLiteral("P")).first().contains(QStringLiteral("2 to 3 rows")));
    QVERIFY(problemsOf(QStringLiteral("x"), QStringLiteral("PWPW/WPWP")).first().contains(QStringLiteral("row 1")));
    QVERIFY(!problemsOf(QStringLiteral("x"), QJsonArray{}).isEmpty());
    QCOMPARE(patternRows(QStringLiteral("PW/WP")), (QStringList{QStringLiteral("PW"), QStringLiteral("WP")}));

    // The JSON Schema states the same bounds.
    const QJsonObject columns = schema.toJsonSchema()
                                    .value(QStringLiteral("properties")).toObject()
                                    .value(QStringLiteral("tiles")).toObject()
                                    .value(QStringLiteral("items")).toObject()
                                    .value(QStringLiteral("properties")).toObject();
    QCOMPARE(columns.value(QStringLiteral("name")).toObject().value(QStringLiteral("maxLength")).toInt(), 12);
    const QRegularExpression pattern(
        columns.value(QStringLiteral("rows")).toObject().value(QStringLiteral("pattern")).toString());
    QVERIFY(pattern.isValid());
    QVERIFY(pattern.match(QStringLiteral("PW/WP")).hasMatch());
    QVERIFY(!pattern.match(QStringLiteral("PX/WP")).hasMatch());
}

void tst_Ruleset::diceValues()
{
    ParamSpec roll;
    roll.key = QStringLiteral("roll");
    roll.label = "Roll";
    roll.type = ParamType::Dice;
    ParamSpec table;
    table.key = QStringLiteral("rolls");
    table.type = ParamType::Table;
    table.minRows = 0;
    table.maxRows = 3;
    ColumnSpec dice;
    dice.key = QStringLiteral("dice");
    dice.label = "Dice";
    dice.type = ParamType::Dice;
    table.columns = {dice};
    const RulesetSchema schema(QStringLiteral("test"), "test", {roll, table});
    const auto problemsOf = [&schema](const QJsonValue &value, const QJsonValue &cell) {
        Problems problems;
        schema.validate(QJsonObject{{QStringLiteral("roll"), value},
                                    {QStringLiteral("rolls"), QJsonArray{QJsonObject{{QStringLiteral("dice"), cell}}}}},
                        QStringLiteral("$.params"), problems);
        QStringList texts;
        for (const Problem &problem : problems.items())
            texts.append(problem.path + u' ' + problem.message);
        return texts;
    };
    for (const char *good : {"2d6+6", "d6", "1d10+10", "3d3+9", "1dP", "2dP", "2d6+1d4+3", "5", "2 D 6 - 1"})
        QCOMPARE(problemsOf(QString::fromUtf8(good), QString::fromUtf8(good)), QStringList());
    // The path, the text, why, and the character (counted from 1).
    QCOMPARE(problemsOf(QStringLiteral("2d6+"), QStringLiteral("1d6")),
             QStringList{QStringLiteral("$.params.roll '2d6+' is not a dice expression: a number or a die is "
                                        "expected after '+' (character 5)")});
    QCOMPARE(problemsOf(QStringLiteral("1d6"), QStringLiteral("1d0")),
             QStringList{QStringLiteral("$.params.rolls[0].dice '1d0' is not a dice expression: a die has 2 to 1000 "
                                        "sides (character 3)")});
    QVERIFY(problemsOf(6, QStringLiteral("1d6")).first().startsWith(QStringLiteral("$.params.roll expected a dice expression")));
    QCOMPARE(problemsOf(QStringLiteral("1d6+").repeated(60), QStringLiteral("1d6")).size(), 1);

    // The JSON Schema's pattern takes the same shapes (the bounds are the parser's).
    const QJsonObject property
        = schema.toJsonSchema().value(QStringLiteral("properties")).toObject().value(QStringLiteral("roll")).toObject();
    QCOMPARE(property.value(QStringLiteral("type")).toString(), QStringLiteral("string"));
    const QRegularExpression pattern(property.value(QStringLiteral("pattern")).toString());
    QVERIFY(pattern.isValid());
    for (const char *good : {"2d6+6", "d6", "1dP", "2d6+1d4+3", "5", " 2 D 6 - 1 ", "-1d4+5"})
        QVERIFY2(pattern.match(QString::fromUtf8(good)).hasMatch(), good);
    for (const char *bad : {"2d6+", "", "2d", "d", "2d6x", "+3", "2*d6", "1d6++1"})
        QVERIFY2(!pattern.match(QString::fromUtf8(bad)).hasMatch(), bad);
}

QTEST_GUILESS_MAIN(tst_Ruleset)
#include "tst_ruleset.moc"
