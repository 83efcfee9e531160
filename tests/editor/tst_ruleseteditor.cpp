// The rule editor driven through its widgets: a cell typed into a table view, a form's
// spin box, undo and redo through the actions, save, reopen and compare, the window
// title's dirty marker, the issue list leading to the bad cell, and screenshots of
// every page (written to the build folder, to look at).
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "editorwindow.h"
#include "issuespanel.h"
#include "metadatapage.h"
#include "models/modelroles.h"
#include "models/problemlistmodel.h"
#include "models/rulesetdocument.h"
#include "models/rulesettablemodel.h"
#include "parameterform.h"
#include "regiongrid.h"
#include "ruleseteditor.h"
#include "tablepanel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace isle;

namespace {
const GameModule &foggy()
{
    return *GameRegistry::find(QStringLiteral("foggy-island"));
}

int rowOf(const RulesetTableModel &model, const QString &id)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.index(row, 0).data(Qt::EditRole).toString() == id)
            return row;
    return -1;
}

void screenshot(QWidget *widget, const QString &name)
{
    QCoreApplication::processEvents();
    const QString fileName = QStringLiteral(ISLE_SCREENSHOT_DIR "/") + name + QStringLiteral(".png");
    QVERIFY2(widget->grab().save(fileName), qPrintable(fileName));
}
} // namespace

class tst_RulesetEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void editCellThroughView()
    {
        RulesetDocument document(foggy());
        RulesetEditor editor(&document);
        editor.resize(1000, 760);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        TablePanel *panel = editor.tablePanel(QStringLiteral("characters"));
        QVERIFY(panel);
        QAbstractItemModelTester tester(panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        editor.tabs()->setCurrentIndex(editor.tabOfGroup(QStringLiteral("tokens")));
        QTableView *view = panel->view();
        const int cat = rowOf(*panel->model(), QStringLiteral("cat"));
        const QModelIndex cost = panel->model()->index(cat, panel->model()->columnOf(QStringLiteral("cost")));
        view->setCurrentIndex(cost);
        view->setFocus();
        QTest::keyClick(view, Qt::Key_F2);
        auto *spin = view->findChild<QSpinBox *>();
        QVERIFY(spin);
        QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(spin, QStringLiteral("12"));
        QTest::keyClick(spin, Qt::Key_Return);
        QTRY_COMPARE(document.tableCell(QStringLiteral("characters"), cat, QStringLiteral("cost")).toInt(), 12);
        QCOMPARE(editor.undoStack()->count(), 1);
        QCOMPARE(editor.undoStack()->undoText(), QStringLiteral("Change Cat cost to 12"));
        QVERIFY(editor.undoAction()->isEnabled());
        QVERIFY(editor.undoAction()->text().contains(QStringLiteral("Change Cat cost to 12")));

        editor.undoAction()->trigger();
        QCOMPARE(document.tableCell(QStringLiteral("characters"), cat, QStringLiteral("cost")).toInt(), 15);
        QCOMPARE(cost.data(Qt::EditRole).toInt(), 15);
        QVERIFY(!document.isDirty());
        editor.redoAction()->trigger();
        QCOMPARE(cost.data(Qt::EditRole).toInt(), 12);
        QVERIFY(document.isDirty());

        // A check box cell toggles through the view's model.
        const QModelIndex halves = panel->model()->index(cat, panel->model()->columnOf(QStringLiteral("halvesLine")));
        QVERIFY(view->model()->setData(halves, Qt::Checked, Qt::CheckStateRole));
        QCOMPARE(editor.undoStack()->count(), 2);
        QCOMPARE(editor.undoStack()->undoText(), QStringLiteral("Change Cat halves line to on"));
    }

    void formFollowsDocument()
    {
        RulesetDocument document(foggy());
        RulesetEditor editor(&document);
        ParameterForm *form = editor.form(QStringLiteral("turn"));
        QVERIFY(form);
        auto *hand = qobject_cast<QSpinBox *>(form->editorFor(QStringLiteral("handSize")));
        QVERIFY(hand);
        QCOMPARE(hand->value(), 5);
        QCOMPARE(hand->maximum(), 10);
        QVERIFY(!hand->toolTip().isEmpty());
        hand->setValue(7);
        QCOMPARE(document.value(QStringLiteral("handSize")).toInt(), 7);
        QCOMPARE(editor.undoStack()->undoText(), QStringLiteral("Change hand size to 7"));
        editor.undoAction()->trigger();
        QCOMPARE(hand->value(), 5);
        // An edit made elsewhere (another view of the document) shows in the form.
        QVERIFY(document.setValue(QStringLiteral("handSize"), 3));
        QCOMPARE(hand->value(), 3);
        QCOMPARE(editor.undoStack()->count(), 1); // the redo step gave way to the new edit
    }

    void saveReopenCompare()
    {
        QTemporaryDir dir;
        const QString fileName = dir.filePath(QStringLiteral("misty.json"));
        RulesetDocument document(foggy());
        EditorWindow window(&document);
        RulesetEditor *editor = window.editor();
        QSignalSpy title(editor, &RulesetEditor::titleChanged);
        QVERIFY(window.windowTitle().contains(QStringLiteral("[*]")));
        QVERIFY(!window.isWindowModified());
        auto *name = qobject_cast<QLineEdit *>(editor->metadataPage()->editorFor(QStringLiteral("name")));
        QVERIFY(name);
        name->setText(QStringLiteral("Misty Isle"));
        Q_EMIT name->editingFinished();
        QCOMPARE(document.metaValue(QStringLiteral("name")), QStringLiteral("Misty Isle"));
        QVERIFY(title.count() >= 1);
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("Misty Isle[*]")));
        QVERIFY(window.isWindowModified());
        TablePanel *scoring = editor->tablePanel(QStringLiteral("scoringTable"));
        scoring->view()->setCurrentIndex(scoring->model()->index(3, 0));
        scoring->addRow();
        QCOMPARE(document.rowCount(QStringLiteral("scoringTable")), 5);
        QVERIFY(scoring->view()->model()->setData(scoring->model()->index(4, 1), 15));

        QString error;
        QVERIFY2(editor->saveFile(fileName, &error), qPrintable(error));
        QVERIFY(!window.isWindowModified());
        const Ruleset saved = document.ruleset();

        RulesetDocument other(foggy());
        RulesetEditor reopened(&other);
        Problems problems;
        QVERIFY2(reopened.openFile(fileName, problems), qPrintable(problems.summary()));
        QCOMPARE(other.ruleset(), saved);
        QCOMPARE(reopened.tablePanel(QStringLiteral("scoringTable"))->model()->rowCount(), 5);
        QCOMPARE(qobject_cast<QLineEdit *>(reopened.metadataPage()->editorFor(QStringLiteral("name")))->text(),
                 QStringLiteral("Misty Isle"));
        QCOMPARE(reopened.undoStack()->count(), 0);
    }

    void issuesLeadToTheCell()
    {
        RulesetDocument document(foggy());
        RulesetEditor editor(&document);
        editor.resize(1000, 760);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QAbstractItemModelTester tester(editor.issues()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        TablePanel *fog = editor.tablePanel(QStringLiteral("fogRegions"));
        QVERIFY(fog->view()->model()->setData(fog->model()->index(2, fog->model()->columnOf(QStringLiteral("y"))), 2));
        QCOMPARE(editor.issues()->model()->rowCount(), 1);
        const QModelIndex issue = editor.issues()->view()->model()->index(0, 1);
        QCOMPARE(issue.data().toString(), QStringLiteral("Fog regions › row 3"));
        editor.tabs()->setCurrentIndex(editor.metadataTab());
        Q_EMIT editor.issues()->view()->activated(issue);
        QCOMPARE(editor.tabs()->currentIndex(), editor.tabOfGroup(QStringLiteral("board")));
        QCOMPARE(fog->view()->currentIndex().row(), 2);
        QCOMPARE(fog->model()->index(2, 0).data(SeverityRole).toInt(), 0);
        auto *grid = editor.findChild<RegionGrid *>();
        QVERIFY(grid);
        editor.undoAction()->trigger();
        QCOMPARE(editor.issues()->model()->rowCount(), 0);
    }

    void variantFilterHidesParameters()
    {
        RulesetDocument document(foggy());
        RulesetEditor editor(&document);
        editor.setVariantFilter(QStringLiteral("basic"));
        QVERIFY(!editor.form(QStringLiteral("rounds"))->editorFor(QStringLiteral("weatherRounds")));
        QVERIFY(editor.form(QStringLiteral("rounds"))->editorFor(QStringLiteral("basicRounds")));
        QVERIFY(editor.tablePanel(QStringLiteral("weatherDeck"))->isHidden());
        editor.setVariantFilter(QString());
        QVERIFY(editor.form(QStringLiteral("rounds"))->editorFor(QStringLiteral("weatherRounds")));
    }

    void screenshots()
    {
        RulesetDocument document(foggy());
        EditorWindow window(&document);
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        RulesetEditor *editor = window.editor();
        for (int tab = 0; tab < editor->tabs()->count(); ++tab) {
            editor->tabs()->setCurrentIndex(tab);
            screenshot(editor, QStringLiteral("editor-%1").arg(tab));
        }
        screenshot(&window, QStringLiteral("editor-window"));
        // With problems: overlapping fog, a gap in the scoring table, a refused cost.
        QVERIFY(document.setTableCell(QStringLiteral("fogRegions"), 1, QStringLiteral("x"), 2));
        QVERIFY(document.setTableCell(QStringLiteral("scoringTable"), 3, QStringLiteral("length"), 8));
        QVERIFY(!document.setTableCell(QStringLiteral("characters"), 9, QStringLiteral("cost"), -4));
        editor->tabs()->setCurrentIndex(editor->tabOfGroup(QStringLiteral("board")));
        screenshot(editor, QStringLiteral("editor-problems-board"));
        editor->tabs()->setCurrentIndex(editor->tabOfGroup(QStringLiteral("scoring")));
        screenshot(editor, QStringLiteral("editor-problems-scoring"));
    }
};

QTEST_MAIN(tst_RulesetEditor)
#include "tst_ruleseteditor.moc"
