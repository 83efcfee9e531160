// Rows a designer adds and names with an id of their own (ColumnSpec::isRowKey in a table
// without fixed rows: Squirrel Island's cards), driven through the rule editor's table
// view: a card added with an id of its own, renamed by typing, a malformed or taken id
// refused with its reason (in the editor as it is typed, in the cell's tool tip and in
// the issues list), undo and redo of the rename, removal, and CSV export then import
// giving the same table.
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/rulesetschema.h"
#include "issuespanel.h"
#include "models/modelroles.h"
#include "models/problemlistmodel.h"
#include "models/rulesetdocument.h"
#include "models/rulesettablemodel.h"
#include "models/rulesetvalues.h"
#include "rulesetdelegate.h"
#include "ruleseteditor.h"
#include "tablepanel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace isle;

namespace {
const QString Cards = QStringLiteral("cards");
const QString Id = QStringLiteral("id");

const GameModule &squirrels()
{
    return *GameRegistry::find(QStringLiteral("squirrel-island"));
}

QString idAt(const RulesetDocument &document, int row)
{
    return document.tableCell(Cards, row, Id).toString();
}

QStringList inputMessages(const RulesetDocument &document, const QString &path)
{
    QStringList messages;
    for (const Problem &problem : document.inputProblems())
        if (problem.path == path)
            messages.append(problem.message);
    return messages;
}

// Whether the issues list below the editor shows `message` as a refused edit.
bool issuesShow(const IssuesPanel &issues, const QString &message)
{
    const ProblemListModel *model = issues.model();
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->isRefusedInput(row) && model->problemAt(row).message == message)
            return true;
    return false;
}
} // namespace

class tst_RowIds : public QObject
{
    Q_OBJECT

private:
    // The editor on the default cards, shown, with the cards' page in front.
    struct Fixture
    {
        RulesetDocument document{squirrels()};
        RulesetEditor editor{&document};
        TablePanel *panel = nullptr;
        QTableView *view = nullptr;
        RulesetTableModel *model = nullptr;
        int idColumn = -1;
    };

    static void open(Fixture &f)
    {
        f.editor.resize(1000, 760);
        f.editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.editor));
        f.panel = f.editor.tablePanel(Cards);
        QVERIFY(f.panel);
        f.editor.tabs()->setCurrentIndex(f.editor.tabOfGroup(f.panel->model()->spec()->group));
        f.view = f.panel->view();
        f.model = f.panel->model();
        f.idColumn = f.model->columnOf(Id);
        QVERIFY(f.idColumn >= 0);
        QVERIFY(f.model->hasRowIds());
        QVERIFY(!f.model->rowsFixed());
        // Rows that may be added are numbered; the id stays a column one can edit.
        QCOMPARE(f.panel->nameColumn(), -1);
        QVERIFY(!f.view->isColumnHidden(f.idColumn));
    }

    // Opens the id cell of `row` for editing and returns its line edit.
    static QLineEdit *editId(Fixture &f, int row)
    {
        const QModelIndex cell = f.model->index(row, f.idColumn);
        f.view->setCurrentIndex(cell);
        f.view->scrollTo(cell);
        f.view->setFocus();
        QTest::keyClick(f.view, Qt::Key_F2);
        // The editor of an earlier edit may not be deleted yet (deleteLater): the open one
        // is the one shown.
        const auto editors = f.view->findChildren<QLineEdit *>(QStringLiteral("rowIdEditor"));
        for (QLineEdit *edit : editors)
            if (edit->isVisible())
                return edit;
        return nullptr;
    }

    // Types `text` over the id of `row` and presses Return; returns the editor's verdict
    // on the text as it was typed, before the commit.
    static QString typeId(Fixture &f, int row, const QString &text)
    {
        QLineEdit *edit = editId(f, row);
        if (!edit)
            return QStringLiteral("<no id editor>");
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(edit, text);
        const QString verdict = rowIdEditorProblem(edit);
        QTest::keyClick(edit, Qt::Key_Return);
        QCoreApplication::processEvents();
        return verdict;
    }

private Q_SLOTS:
    void theIdColumnIsFreeText()
    {
        Fixture f;
        open(f);
        if (QTest::currentTestFailed())
            return;
        QAbstractItemModelTester tester(f.model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QModelIndex id = f.model->index(0, f.idColumn);
        QVERIFY(id.flags() & Qt::ItemIsEditable);
        QVERIFY(id.data(RowIdRole).toBool());
        QVERIFY(!f.model->index(0, f.model->columnOf(QStringLiteral("cost"))).data(RowIdRole).toBool());
        // The editor is a line edit holding the id itself, not the name shown in the cell.
        QLineEdit *edit = editId(f, 0);
        QVERIFY(edit);
        QCOMPARE(edit->text(), idAt(f.document, 0));
        QVERIFY(rowIdEditorProblem(edit).isEmpty());
        QTest::keyClick(edit, Qt::Key_Escape);
    }

    void addRenameUndoRedoRemove()
    {
        Fixture f;
        open(f);
        if (QTest::currentTestFailed())
            return;
        QAbstractItemModelTester tester(f.model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QUndoStack *undo = f.editor.undoStack();
        const int before = f.model->rowCount();
        const QString last = idAt(f.document, before - 1);

        // Add: a copy of the selected card under an id of its own, so the table stays valid.
        f.view->setCurrentIndex(f.model->index(before - 1, f.idColumn));
        f.panel->addRow();
        QCOMPARE(f.model->rowCount(), before + 1);
        const QString added = idAt(f.document, before);
        QCOMPARE(added, last + QStringLiteral("-2"));
        QVERIFY(isRowId(added));
        QVERIFY2(f.document.inputProblems().isEmpty(), qPrintable(f.document.inputProblems().value(0).message));
        QVERIFY2(f.document.isValid(), qPrintable(f.document.problems().summary()));
        QCOMPARE(f.view->currentIndex().row(), before);
        // Adding again counts on rather than repeating an id.
        f.panel->addRow();
        QCOMPARE(idAt(f.document, before + 1), last + QStringLiteral("-3"));
        undo->undo();
        QCOMPARE(f.model->rowCount(), before + 1);

        // Rename by typing into the cell.
        QCOMPARE(typeId(f, before, QStringLiteral("moss-runner")), QString());
        QCOMPARE(idAt(f.document, before), QStringLiteral("moss-runner"));
        QVERIFY(f.document.inputProblems().isEmpty());
        QCOMPARE(undo->undoText(), QStringLiteral("Rename row %1 of cards from \"%2\" to \"moss-runner\"")
                                       .arg(before + 1)
                                       .arg(added));
        // Records and the board name the card by its id; the cell shows it as a name.
        QCOMPARE(f.model->index(before, f.idColumn).data(Qt::EditRole).toString(), QStringLiteral("moss-runner"));
        QCOMPARE(f.model->index(before, f.idColumn).data(Qt::DisplayRole).toString(), QStringLiteral("Moss runner"));
        QVERIFY(f.model->index(before, f.idColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("moss-runner")));
        QVERIFY(f.document.isValid());

        // Undo and redo the rename, through the editor's actions.
        f.editor.undoAction()->trigger();
        QCOMPARE(idAt(f.document, before), added);
        QCOMPARE(f.model->index(before, f.idColumn).data(Qt::EditRole).toString(), added);
        f.editor.redoAction()->trigger();
        QCOMPARE(idAt(f.document, before), QStringLiteral("moss-runner"));

        // Remove the card again.
        f.view->setCurrentIndex(f.model->index(before, f.idColumn));
        f.panel->removeRow();
        QCOMPARE(f.model->rowCount(), before);
        QCOMPARE(f.document.rowWithKey(Cards, QStringLiteral("moss-runner")), -1);
        f.editor.undoAction()->trigger();
        QCOMPARE(idAt(f.document, before), QStringLiteral("moss-runner"));
    }

    void malformedIdIsRefusedWithItsReason_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::newRow("upper case and a space") << QStringLiteral("Oak Runner");
        QTest::newRow("starts with a digit") << QStringLiteral("2-oak");
        QTest::newRow("underscore") << QStringLiteral("oak_runner");
        QTest::newRow("too long") << QStringLiteral("a-very-long-card-name-of-thirty-three");
    }

    void malformedIdIsRefusedWithItsReason()
    {
        QFETCH(QString, typed);
        Fixture f;
        open(f);
        if (QTest::currentTestFailed())
            return;
        const QString before = idAt(f.document, 2);
        const int steps = f.editor.undoStack()->count();
        const QString verdict = typeId(f, 2, typed);
        // Told while typing, in the editor's own words...
        QVERIFY2(verdict.contains(QStringLiteral("cannot be an id")), qPrintable(verdict));
        QVERIFY(verdict.contains(QStringLiteral("lower-case letters")));
        // ...and refused on Return: nothing changed, nothing to undo.
        QCOMPARE(idAt(f.document, 2), before);
        QCOMPARE(f.editor.undoStack()->count(), steps);
        // The reason stays at the cell: its tool tip, and the issues list below.
        const QString path = cellPath(Cards, 2, Id);
        QCOMPARE(inputMessages(f.document, path), QStringList{verdict});
        QVERIFY(f.model->index(2, f.idColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("cannot be an id")));
        QCOMPARE(f.model->index(2, f.idColumn).data(SeverityRole).toInt(), 0);
        QVERIFY(issuesShow(*f.editor.issues(), verdict));
        QVERIFY(f.document.describePath(path).contains(QStringLiteral("Card")));
        // A good id afterwards clears it.
        QCOMPARE(typeId(f, 2, QStringLiteral("oak-runner")), QString());
        QCOMPARE(idAt(f.document, 2), QStringLiteral("oak-runner"));
        QCOMPARE(inputMessages(f.document, path), QStringList());
    }

    void takenIdIsRefused()
    {
        Fixture f;
        open(f);
        if (QTest::currentTestFailed())
            return;
        const QString first = idAt(f.document, 0);
        const QString fifth = idAt(f.document, 4);
        const QString verdict = typeId(f, 0, fifth);
        QCOMPARE(verdict, QStringLiteral("the id \"%1\" is already used by row 5; expected an id no other row has").arg(fifth));
        QCOMPARE(idAt(f.document, 0), first);
        QCOMPARE(idAt(f.document, 4), fifth);
        // The reason is at the cell being edited, not at the other row.
        QCOMPARE(inputMessages(f.document, cellPath(Cards, 0, Id)), QStringList{verdict});
        QVERIFY(inputMessages(f.document, cellPath(Cards, 4, Id)).isEmpty());
        QVERIFY(issuesShow(*f.editor.issues(), verdict));
        // Its own id is no clash: typing it back changes nothing and says nothing.
        QCOMPARE(f.model->rowIdProblem(0, first), QString());
        // The document refuses the same edit made without a view.
        QVERIFY(!f.document.setTableCell(Cards, 1, Id, fifth));
        QCOMPARE(inputMessages(f.document, cellPath(Cards, 1, Id)).size(), 1);
    }

    void csvRoundTrip()
    {
        Fixture f;
        open(f);
        if (QTest::currentTestFailed())
            return;
        // A table of the designer's own: a card added, renamed and changed.
        const int rows = f.model->rowCount();
        f.view->setCurrentIndex(f.model->index(0, f.idColumn));
        f.panel->addRow();
        QVERIFY(f.document.setTableCell(Cards, 1, Id, QStringLiteral("pine-cone-42")));
        QVERIFY(f.document.setTableCell(Cards, 1, QStringLiteral("cost"), 3));
        QCOMPARE(f.model->rowCount(), rows + 1);
        const QJsonArray designed = f.document.table(Cards);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString file = dir.filePath(QStringLiteral("cards.csv"));
        QString error;
        QVERIFY2(f.panel->exportCsv(file, &error), qPrintable(error));

        // Into the same document after other edits: back to the exported table, one undo step.
        QVERIFY(f.model->removeRows(0, 3));
        QVERIFY(f.document.table(Cards) != designed);
        const int steps = f.editor.undoStack()->count();
        Problems problems(file);
        QVERIFY2(f.panel->importCsv(file, problems), qPrintable(problems.summary()));
        QCOMPARE(f.document.table(Cards), designed);
        QCOMPARE(f.editor.undoStack()->count(), steps + 1);

        // Into a fresh document of the default cards: the same table.
        RulesetDocument other(squirrels());
        RulesetTableModel otherModel(&other, Cards);
        Problems again(file);
        QVERIFY2(otherModel.importCsv(file, again), qPrintable(again.summary()));
        QCOMPARE(other.table(Cards), designed);
        QVERIFY2(other.isValid(), qPrintable(other.problems().summary()));
        QCOMPARE(otherModel.toCsv(), f.model->toCsv());
    }

    void csvWithATakenIdChangesNothing()
    {
        Fixture f;
        open(f);
        if (QTest::currentTestFailed())
            return;
        const QJsonArray before = f.document.table(Cards);
        QByteArray csv = f.model->toCsv();
        // The second card takes the first one's id.
        const QString first = idAt(f.document, 0);
        const QString second = idAt(f.document, 1);
        const QByteArray secondRow = QByteArray("\n") + second.toUtf8() + ',';
        const QByteArray firstRow = QByteArray("\n") + first.toUtf8() + ',';
        csv.replace(secondRow, firstRow);
        Problems problems(QStringLiteral("cards.csv"));
        QVERIFY(!f.model->importCsvData(csv, QStringLiteral("cards.csv"), problems));
        QCOMPARE(f.document.table(Cards), before);
        QVERIFY2(problems.summary().contains(QStringLiteral("appears twice")), qPrintable(problems.summary()));
        QVERIFY(problems.summary().contains(QStringLiteral("line 3, column 1")));
    }
};

QTEST_MAIN(tst_RowIds)
#include "tst_rowids.moc"
