// The shared ruleset models: RulesetDocument, ParameterListModel, RulesetTableModel and
// ProblemListModel keep QAbstractItemModel's contract while edited, refuse bad input at
// the right path without losing the last good value, and round-trip every table as CSV.
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "models/modelroles.h"
#include "models/parameterlistmodel.h"
#include "models/problemlistmodel.h"
#include "models/rulesetdocument.h"
#include "models/rulesettablemodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace isle;

namespace {
const GameModule &foggy()
{
    const GameModule *module = GameRegistry::find(QStringLiteral("foggy-island"));
    Q_ASSERT(module);
    return *module;
}

bool hasProblem(const RulesetDocument &document, const QString &path, const QString &fragment)
{
    for (const Problem &problem : document.allProblems())
        if (problem.path == path && problem.message.contains(fragment))
            return true;
    return false;
}

QString problemDump(const RulesetDocument &document)
{
    QStringList lines;
    for (const Problem &problem : document.allProblems())
        lines.append(problem.path + QStringLiteral(": ") + problem.message);
    return lines.join(u'\n');
}

// Every model that looks at a document, each checked by a tester for the whole test.
struct Watched
{
    explicit Watched(RulesetDocument *document)
        : parameters(document)
        , characters(document, QStringLiteral("characters"))
        , scoring(document, QStringLiteral("scoringTable"))
        , deck(document, QStringLiteral("weatherDeck"))
        , fog(document, QStringLiteral("fogRegions"))
        , problems(document)
    {
    }
    ParameterListModel parameters;
    RulesetTableModel characters;
    RulesetTableModel scoring;
    RulesetTableModel deck;
    RulesetTableModel fog;
    ProblemListModel problems;
    static constexpr auto Mode = QAbstractItemModelTester::FailureReportingMode::QtTest;
    QAbstractItemModelTester t1{&parameters, Mode};
    QAbstractItemModelTester t2{&characters, Mode};
    QAbstractItemModelTester t3{&scoring, Mode};
    QAbstractItemModelTester t4{&deck, Mode};
    QAbstractItemModelTester t5{&fog, Mode};
    QAbstractItemModelTester t6{&problems, Mode};
};

int rowOf(const RulesetTableModel &model, const QString &id)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.index(row, 0).data(Qt::EditRole).toString() == id)
            return row;
    return -1;
}
} // namespace

class tst_RulesetModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultIsValid()
    {
        RulesetDocument document(foggy());
        Watched models(&document);
        QVERIFY2(document.isValid(), qPrintable(problemDump(document)));
        QVERIFY(!document.isDirty());
        QCOMPARE(models.problems.rowCount(), 0);
        // Generated from the schema: every scalar parameter, no table.
        int scalars = 0;
        for (const ParamSpec &spec : foggy().schema().params())
            scalars += spec.type == ParamType::Table ? 0 : 1;
        QCOMPARE(models.parameters.rowCount(), scalars);
        QCOMPARE(models.characters.rowCount(), 15);
        QCOMPARE(models.characters.columnCount(), foggy().schema().param(QStringLiteral("characters"))->columns.size());
        QVERIFY(models.characters.rowsFixed());
        QVERIFY(!models.scoring.rowsFixed());
    }

    void setScalarValue()
    {
        RulesetDocument document(foggy());
        Watched models(&document);
        QSignalSpy changed(&document, &RulesetDocument::changed);
        QSignalSpy edited(&document, &RulesetDocument::edited);
        const int row = models.parameters.rowOfKey(QStringLiteral("handSize"));
        QVERIFY(row >= 0);
        const QModelIndex value = models.parameters.index(row, ParameterListModel::ValueColumn);
        QCOMPARE(value.data(MinimumRole).toInt(), 1);
        QCOMPARE(value.data(MaximumRole).toInt(), 10);
        QVERIFY(models.parameters.setData(value, 7));
        QCOMPARE(document.value(QStringLiteral("handSize")).toInt(), 7);
        QCOMPARE(value.data(Qt::EditRole).toInt(), 7);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(edited.count(), 1);
        QCOMPARE(edited.first().first().value<RulesetEdit>().text, QStringLiteral("Change hand size to 7"));
        QVERIFY(document.isDirty());
        // A choice takes its value or the label shown for it.
        const QModelIndex opening
            = models.parameters.index(models.parameters.rowOfKey(QStringLiteral("openingHand")), 1);
        QVERIFY(models.parameters.setData(opening, QStringLiteral("drawn at random")));
        QCOMPARE(document.value(QStringLiteral("openingHand")).toString(), QStringLiteral("random"));
        // Setting the old value back makes the document clean again.
        QVERIFY(models.parameters.setData(value, 5));
        QVERIFY(models.parameters.setData(opening, QStringLiteral("choose")));
        QVERIFY(!document.isDirty());
    }

    void variantAndGroupFilter()
    {
        RulesetDocument document(foggy());
        ParameterListModel model(&document);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setVariant(QStringLiteral("basic"));
        QVERIFY(model.rowOfKey(QStringLiteral("basicRounds")) >= 0);
        QCOMPARE(model.rowOfKey(QStringLiteral("weatherRounds")), -1);
        QCOMPARE(model.rowOfKey(QStringLiteral("fogLifter")), -1);
        model.setVariant(QString());
        model.setGroup(QStringLiteral("board"));
        QCOMPARE(model.rowCount(), 2);
    }

    void textInNumberIsRefused()
    {
        RulesetDocument document(foggy());
        Watched models(&document);
        const int cat = rowOf(models.characters, QStringLiteral("cat"));
        const int cost = models.characters.columnOf(QStringLiteral("cost"));
        const QModelIndex cell = models.characters.index(cat, cost);
        QCOMPARE(cell.data(Qt::EditRole).toInt(), 15);
        QVERIFY(!models.characters.setData(cell, QStringLiteral("twelve")));
        QCOMPARE(cell.data(Qt::EditRole).toInt(), 15); // the last good value stays
        const QString path = QStringLiteral("$.params.characters[%1].cost").arg(cat);
        QVERIFY2(hasProblem(document, path, QStringLiteral("expected an integer from 0 to 999")),
                 qPrintable(problemDump(document)));
        QVERIFY(cell.data(ProblemRole).toString().contains(QStringLiteral("expected an integer")));
        QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("expected an integer")));
        QCOMPARE(cell.data(SeverityRole).toInt(), 0);
        QVERIFY(document.isValid()); // refused input never reaches the rules
        QVERIFY(!document.isDirty());
        QCOMPARE(models.problems.rowCount(), 1);
        QVERIFY(models.problems.index(0, 0).data(ProblemListModel::RefusedInputRole).toBool());
        QCOMPARE(models.problems.index(0, ProblemListModel::LocationColumn).data().toString(),
                 QStringLiteral("Characters › Cat › Cost"));
        // A good value clears the complaint.
        QVERIFY(models.characters.setData(cell, QStringLiteral("12")));
        QCOMPARE(document.tableCell(QStringLiteral("characters"), cat, QStringLiteral("cost")).toInt(), 12);
        QCOMPARE(models.problems.rowCount(), 0);
        QVERIFY(cell.data(ProblemRole).toString().isEmpty());
    }

    void negativeCostIsRefused()
    {
        RulesetDocument document(foggy());
        Watched models(&document);
        const int cat = rowOf(models.characters, QStringLiteral("cat"));
        const QModelIndex cell = models.characters.index(cat, models.characters.columnOf(QStringLiteral("cost")));
        QSignalSpy rejected(&document, &RulesetDocument::inputRejected);
        QVERIFY(!models.characters.setData(cell, -3));
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(rejected.first().at(0).toString(), QStringLiteral("$.params.characters[%1].cost").arg(cat));
        QVERIFY(rejected.first().at(1).toString().contains(QStringLiteral("found -3")));
        QCOMPARE(cell.data(Qt::EditRole).toInt(), 15);
        // And the same through a scalar parameter.
        const QModelIndex hand = models.parameters.index(models.parameters.rowOfKey(QStringLiteral("handSize")), 1);
        QVERIFY(!models.parameters.setData(hand, 11));
        QVERIFY(hasProblem(document, QStringLiteral("$.params.handSize"), QStringLiteral("from 1 to 10")));
        QVERIFY(hand.data(Qt::ToolTipRole).toString().contains(QStringLiteral("from 1 to 10")));
        QCOMPARE(hand.data(Qt::EditRole).toInt(), 5);
    }

    void emptyWeatherDeck()
    {
        RulesetDocument document(foggy());
        Watched models(&document);
        QSignalSpy validity(&document, &RulesetDocument::validityChanged);
        for (int row = 0; row < models.deck.rowCount(); ++row)
            QVERIFY(models.deck.setData(models.deck.index(row, models.deck.columnOf(QStringLiteral("count"))), 0));
        QVERIFY(!document.isValid());
        QCOMPARE(validity.count(), 1);
        QVERIFY(hasProblem(document, QStringLiteral("$.params.weatherDeck"), QStringLiteral("the weather deck is empty")));
        QVERIFY(models.deck.tableProblems().contains(QStringLiteral("empty")));
        QCOMPARE(models.deck.tableSeverity(), 0);
        // Kept: a designer passes through such states; saving is allowed.
        QCOMPARE(document.tableCell(QStringLiteral("weatherDeck"), 0, QStringLiteral("count")).toInt(), 0);
        QTemporaryDir dir;
        QString error;
        QVERIFY2(document.saveAs(dir.filePath(QStringLiteral("empty-deck.json")), &error), qPrintable(error));
        // ...and such a file opens again, with its problem.
        RulesetDocument reopened(foggy());
        Problems problems;
        QVERIFY2(reopened.open(dir.filePath(QStringLiteral("empty-deck.json")), problems), qPrintable(problems.summary()));
        QVERIFY(!reopened.isValid());
        QCOMPARE(reopened.ruleset(), document.ruleset());
    }

    void fogProblems()
    {
        RulesetDocument document(foggy());
        Watched models(&document);
        const int x = models.fog.columnOf(QStringLiteral("x"));
        // Region 1 (3,0 3×3) moved left overlaps region 0.
        QVERIFY(models.fog.setData(models.fog.index(1, x), 2));
        QVERIFY(hasProblem(document, QStringLiteral("$.params.fogRegions[1]"), QStringLiteral("overlaps")));
        // The row's problem shows on each of its cells.
        QVERIFY(models.fog.index(1, 2).data(Qt::ToolTipRole).toString().contains(QStringLiteral("overlaps")));
        QCOMPARE(models.fog.index(0, 0).data(SeverityRole).toInt(), -1);
        QVERIFY(models.fog.setData(models.fog.index(1, x), 3));
        QVERIFY(document.isValid());
        // Shrinking the board leaves regions off it.
        const QModelIndex width = models.parameters.index(models.parameters.rowOfKey(QStringLiteral("boardWidth")), 1);
        QVERIFY(models.parameters.setData(width, 5));
        QVERIFY2(hasProblem(document, QStringLiteral("$.params.fogRegions[1]"), QStringLiteral("off the 5×6 board")),
                 qPrintable(problemDump(document)));
        QVERIFY(hasProblem(document, QStringLiteral("$.params.fogRegions[3]"), QStringLiteral("off the 5×6 board")));
        QCOMPARE(document.value(QStringLiteral("boardWidth")).toInt(), 5);
        QVERIFY(!document.isValid());
    }

    void scoringTableGap()
    {
        RulesetDocument document(foggy());
        Watched models(&document);
        const int length = models.scoring.columnOf(QStringLiteral("length"));
        QVERIFY(models.scoring.setData(models.scoring.index(3, length), 8)); // 3, 4, 5, 8
        QVERIFY(hasProblem(document, QStringLiteral("$.params.scoringTable"), QStringLiteral("a gap")));
        QVERIFY(models.scoring.tableProblems().contains(QStringLiteral("length 6")));
        QVERIFY(!document.isValid());
        // A decreasing table is a warning only.
        QVERIFY(models.scoring.setData(models.scoring.index(3, length), 6));
        QVERIFY(models.scoring.setData(models.scoring.index(3, 1), 2));
        QVERIFY(document.isValid());
        QCOMPARE(models.scoring.tableSeverity(), 1);
        QCOMPARE(models.problems.warningCount(), 1);
    }

    void insertAndRemoveRows()
    {
        RulesetDocument document(foggy());
        Watched models(&document);
        QSignalSpy inserted(&models.scoring, &QAbstractItemModel::rowsInserted);
        QVERIFY(models.scoring.insertRows(4, 1));
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(models.scoring.rowCount(), 5);
        // The length column counts on; the points are the row before's.
        QCOMPARE(document.tableCell(QStringLiteral("scoringTable"), 4, QStringLiteral("length")).toInt(), 7);
        QCOMPARE(document.tableCell(QStringLiteral("scoringTable"), 4, QStringLiteral("points")).toInt(), 10);
        QVERIFY(document.isValid());
        QSignalSpy removed(&models.scoring, &QAbstractItemModel::rowsRemoved);
        QVERIFY(models.scoring.removeRows(0, 1));
        QCOMPARE(removed.count(), 1);
        QCOMPARE(models.scoring.index(0, 0).data(Qt::EditRole).toInt(), 4);
        // Fixed rows never come or go; the row count keeps to the schema's range.
        QVERIFY(!models.characters.insertRows(0, 1));
        QVERIFY(!models.deck.removeRows(0, 1));
        QCOMPARE(models.characters.rowCount(), 15);
        while (models.scoring.rowCount() > 1)
            QVERIFY(models.scoring.removeRows(0, 1));
        QVERIFY(!models.scoring.canRemoveRow());
        QVERIFY(!models.scoring.removeRows(0, 1));
        QCOMPARE(models.scoring.rowCount(), 1);
        QVERIFY(hasProblem(document, QStringLiteral("$.params.scoringTable"), QStringLiteral("expected 1 to 15 rows")));
        // The row key of a fixed table cannot be renamed.
        QVERIFY(!(models.characters.flags(models.characters.index(0, 0)) & Qt::ItemIsEditable));
        QVERIFY(!document.setTableCell(QStringLiteral("characters"), 0, QStringLiteral("id"), QStringLiteral("cat")));
    }

    void undoEditsThroughApplyEdit()
    {
        RulesetDocument document(foggy());
        Watched models(&document);
        QList<RulesetEdit> edits;
        connect(&document, &RulesetDocument::edited, this, [&edits](const RulesetEdit &edit) { edits.append(edit); });
        QVERIFY(models.scoring.insertRows(4, 1));
        QVERIFY(models.scoring.removeRows(0, 2));
        QVERIFY(document.setMetaValue(QStringLiteral("name"), QStringLiteral("Misty")));
        QCOMPARE(edits.size(), 3);
        QCOMPARE(edits.at(2).text, QStringLiteral("Change name to \"Misty\""));
        QCOMPARE(document.title(), QStringLiteral("Misty"));
        for (qsizetype i = edits.size() - 1; i >= 0; --i)
            document.applyEdit(edits.at(i), true);
        QCOMPARE(document.ruleset(), foggy().defaultRuleset());
        QVERIFY(!document.isDirty());
        QCOMPARE(models.scoring.rowCount(), 4);
        for (const RulesetEdit &edit : std::as_const(edits))
            document.applyEdit(edit, false);
        QCOMPARE(models.scoring.rowCount(), 3);
        QCOMPARE(edits.size(), 3); // applying an edit is not a new edit
    }

    void twoModelsOneDocument()
    {
        RulesetDocument document(foggy());
        RulesetTableModel editorView(&document, QStringLiteral("characters"));
        RulesetTableModel hiringScreen(&document, QStringLiteral("characters"));
        QAbstractItemModelTester t1(&editorView, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&hiringScreen, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy otherChanged(&hiringScreen, &QAbstractItemModel::dataChanged);
        const int cat = rowOf(editorView, QStringLiteral("cat"));
        const int cost = editorView.columnOf(QStringLiteral("cost"));
        QVERIFY(editorView.setData(editorView.index(cat, cost), 12));
        QVERIFY(otherChanged.count() >= 1);
        QCOMPARE(hiringScreen.index(cat, cost).data(Qt::EditRole).toInt(), 12);
        QCOMPARE(hiringScreen.index(cat, cost).data().toString(), QStringLiteral("12"));
        // Parameter models too.
        ParameterListModel a(&document);
        ParameterListModel b(&document);
        QVERIFY(a.setData(a.index(a.rowOfKey(QStringLiteral("crowHalvingStacks")), 1), Qt::Checked,
                          Qt::CheckStateRole));
        QCOMPARE(b.index(b.rowOfKey(QStringLiteral("crowHalvingStacks")), 1).data(Qt::CheckStateRole).toInt(),
                 int(Qt::Checked));
    }

    void csvRoundTrip_data()
    {
        QTest::addColumn<QString>("key");
        for (const ParamSpec &spec : foggy().schema().params())
            if (spec.type == ParamType::Table)
                QTest::newRow(qPrintable(spec.key)) << spec.key;
    }

    void csvRoundTrip()
    {
        QFETCH(QString, key);
        RulesetDocument document(foggy());
        RulesetTableModel model(&document, key);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QJsonArray original = document.table(key);
        QTemporaryDir dir;
        const QString fileName = dir.filePath(key + QStringLiteral(".csv"));
        QString error;
        QVERIFY2(model.exportCsv(fileName, &error), qPrintable(error));
        // Change the table, then import the file: the original comes back.
        if (model.rowsFixed()) {
            const int column = model.columnCount() - 1;
            QVariant other = model.index(0, column).data(Qt::EditRole);
            other = other.typeId() == QMetaType::Int ? QVariant(other.toInt() == 0 ? 1 : 0) : other;
            if (ParamType(model.index(0, column).data(TypeRole).toInt()) == ParamType::Choice)
                other = model.index(0, column).data(ChoicesRole).toStringList().last();
            model.setData(model.index(0, column), other);
        } else {
            QVERIFY(model.removeRows(0, 1));
        }
        QVERIFY(document.table(key) != original);
        Problems problems(fileName);
        QVERIFY2(model.importCsv(fileName, problems), qPrintable(problems.summary()));
        QCOMPARE(document.table(key), original);
    }

    void csvFormatDetails()
    {
        RulesetDocument document(foggy());
        RulesetTableModel model(&document, QStringLiteral("characters"));
        const QByteArray csv = model.toCsv();
        QVERIFY(csv.startsWith("id,basicCount,hireCount,faceColour,multiplier,halvesLine,cost,replaces\r\n"));
        QVERIFY(csv.contains("\r\ncat,0,1,owner,3,false,15,pig\r\n"));
        // Columns in any order, quoted fields, a byte-order mark and rows in any order.
        RulesetTableModel deck(&document, QStringLiteral("weatherDeck"));
        Problems problems(QStringLiteral("deck.csv"));
        QVERIFY2(deck.importCsvData("\xef\xbb\xbf\"count\",weather\n1,foggy\n\"4\",sunny\n2,cloudy\n",
                                    QStringLiteral("deck.csv"), problems),
                 qPrintable(problems.summary()));
        QCOMPARE(document.tableCell(QStringLiteral("weatherDeck"), 0, QStringLiteral("weather")).toString(),
                 QStringLiteral("foggy"));
        QCOMPARE(document.tableCell(QStringLiteral("weatherDeck"), 1, QStringLiteral("count")).toInt(), 4);
    }

    void csvImportRefusesSpecialFiles()
    {
        // Issue (hostile files): a FIFO picked for Import hung the window, /dev/zero grew
        // without limit. Only ordinary files are read, and nothing changes.
        RulesetDocument document(foggy());
        RulesetTableModel model(&document, QStringLiteral("characters"));
        const Ruleset before = document.ruleset();
        QTemporaryDir dir;
        QStringList refused{dir.path()};
#ifdef Q_OS_UNIX
        refused << QStringLiteral("/dev/zero");
        const QString fifo = dir.filePath(QStringLiteral("pipe.csv"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        refused << fifo;
#endif
        for (const QString &fileName : std::as_const(refused)) {
            Problems problems;
            QVERIFY(!model.importCsv(fileName, problems));
            QCOMPARE(problems.items().size(), 1);
            QCOMPARE(problems.items().first().file, fileName);
            QCOMPARE(document.ruleset(), before);
        }
    }

    void csvBadCellChangesNothing()
    {
        RulesetDocument document(foggy());
        RulesetTableModel model(&document, QStringLiteral("characters"));
        QByteArray csv = model.toCsv();
        csv.replace("cat,0,1,owner,3,false,15,pig", "cat,0,1,owner,3,false,lots,pig");
        const Ruleset before = document.ruleset();
        QSignalSpy edited(&document, &RulesetDocument::edited);
        Problems problems(QStringLiteral("characters.csv"));
        QVERIFY(!model.importCsvData(csv, QStringLiteral("characters.csv"), problems));
        QCOMPARE(document.ruleset(), before);
        QCOMPARE(edited.count(), 0);
        QCOMPARE(problems.items().size(), 1);
        const Problem &problem = problems.items().first();
        QCOMPARE(problem.file, QStringLiteral("characters.csv"));
        QCOMPARE(problem.path, QStringLiteral("line 11, column 7")); // the header is line 1, cat the tenth row
        QVERIFY2(problem.message.contains(QStringLiteral("cost")) && problem.message.contains(QStringLiteral("\"lots\"")),
                 qPrintable(problem.message));

        // An unknown column, a short record and an unclosed quote are reported likewise.
        RulesetTableModel scoring(&document, QStringLiteral("scoringTable"));
        Problems unknown(QStringLiteral("s.csv"));
        QVERIFY(!scoring.importCsvData("length,points,bonus\n3,1,0\n", QStringLiteral("s.csv"), unknown));
        QCOMPARE(unknown.items().first().path, QStringLiteral("line 1, column 3"));
        Problems shortRow(QStringLiteral("s.csv"));
        QVERIFY(!scoring.importCsvData("length,points\n3,1\n4\n", QStringLiteral("s.csv"), shortRow));
        QCOMPARE(shortRow.items().first().path, QStringLiteral("line 3"));
        Problems quote(QStringLiteral("s.csv"));
        QVERIFY(!scoring.importCsvData("length,points\n3,\"1\n", QStringLiteral("s.csv"), quote));
        QCOMPARE(quote.items().first().path, QStringLiteral("line 2"));
        Problems range(QStringLiteral("s.csv"));
        QVERIFY(!scoring.importCsvData("points,length\n1,3\n3,99\n", QStringLiteral("s.csv"), range));
        QCOMPARE(range.items().first().path, QStringLiteral("line 3, column 2"));
        QCOMPARE(document.ruleset(), before);
    }

    void saveAndReopen()
    {
        RulesetDocument document(foggy());
        QSignalSpy dirty(&document, &RulesetDocument::dirtyChanged);
        QVERIFY(document.setValue(QStringLiteral("basicRounds"), 3));
        QVERIFY(document.setMetaValue(QStringLiteral("author"), QStringLiteral("A. Designer")));
        QCOMPARE(dirty.count(), 1);
        QTemporaryDir dir;
        const QString fileName = dir.filePath(QStringLiteral("rules.json"));
        QString error;
        QVERIFY(!document.save(&error)); // no file yet
        QVERIFY2(document.saveAs(fileName, &error), qPrintable(error));
        QVERIFY(!document.isDirty());
        QCOMPARE(document.fileName(), fileName);
        QCOMPARE(document.savedRuleset(), document.ruleset());
        RulesetDocument reopened(foggy());
        Problems problems;
        QVERIFY(reopened.open(fileName, problems));
        QCOMPARE(reopened.ruleset(), document.ruleset());
        QCOMPARE(reopened.metaValue(QStringLiteral("author")), QStringLiteral("A. Designer"));
        // A file that is not a ruleset is refused with its reason and changes nothing.
        QFile junk(dir.filePath(QStringLiteral("junk.json")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("{\"format\": \"isleworks-record\"}");
        junk.close();
        Problems refused;
        QVERIFY(!reopened.open(junk.fileName(), refused));
        QVERIFY(refused.hasErrors());
        QCOMPARE(reopened.fileName(), fileName);
    }
};

QTEST_GUILESS_MAIN(tst_RulesetModels)
#include "tst_rulesetmodels.moc"
