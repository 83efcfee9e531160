// The rule editor driven through its widgets: a cell typed into a table view, a form's
// spin box, undo and redo through the actions, save, reopen and compare, the window
// title's dirty marker, the issue list leading to the bad cell, a narrow, short dock
// (minimum size, no sideways scrolling, row names that stay in sight, wrapped
// descriptions and tool tips), screenshots of every page (written to the build folder,
// to look at), and, last, the editor and lab turning to another game's rules.
#include "balancelab.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/rulesetschema.h"
#include "editorwindow.h"
#include "fakegame.h"
#include "issuespanel.h"
#include "metadatapage.h"
#include "models/modelroles.h"
#include "models/problemlistmodel.h"
#include "models/rulesetdocument.h"
#include "models/rulesettablemodel.h"
#include "models/rulesetvalues.h"
#include "parameterform.h"
#include "regiongrid.h"
#include "rulesetdelegate.h"
#include "ruleseteditor.h"
#include "tablepanel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QHeaderView>
#include <QMenu>
#include <QHelpEvent>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolTip>
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

QString plainText(const QString &richText)
{
    QTextDocument document;
    document.setHtml(richText);
    return document.toPlainText();
}

// The width of a dock beside the board on a 1,024-pixel screen, and its height.
constexpr int DockWidth = 360;
constexpr int DockHeight = 600;
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

    void fitsANarrowShortDock()
    {
        RulesetDocument document(foggy());
        RulesetEditor editor(&document);
        const QSize minimum = editor.minimumSizeHint();
        qInfo("RulesetEditor minimumSizeHint: %d x %d", minimum.width(), minimum.height());
        QVERIFY2(minimum.width() <= DockWidth, qPrintable(QString::number(minimum.width())));
        QVERIFY2(minimum.height() <= DockHeight, qPrintable(QString::number(minimum.height())));
        // Narrower and shorter still (320 x 560): every page fits its width and scrolls
        // only up and down.
        for (const QSize size : {QSize(DockWidth, DockHeight), QSize(320, 560)}) {
            editor.resize(size);
            editor.show();
            QVERIFY(QTest::qWaitForWindowExposed(&editor));
            QCOMPARE(editor.size(), size);
            for (int tab = 0; tab < editor.tabs()->count(); ++tab) {
                editor.tabs()->setCurrentIndex(tab);
                QCoreApplication::processEvents();
                auto *page = qobject_cast<QScrollArea *>(editor.tabs()->currentWidget());
                QVERIFY2(page, qPrintable(editor.tabs()->tabText(tab)));
                QVERIFY2(!page->horizontalScrollBar()->isVisible(),
                         qPrintable(QStringLiteral("%1 at %2 wide: the content needs %3")
                                        .arg(editor.tabs()->tabText(tab))
                                        .arg(size.width())
                                        .arg(page->widget()->minimumSizeHint().width())));
                if (size.width() == DockWidth)
                    screenshot(&editor, QStringLiteral("editor-narrow-%1").arg(tab));
            }
        }
        // Stacked under the fog table in a narrow page, beside it in a wide one.
        editor.tabs()->setCurrentIndex(editor.tabOfGroup(QStringLiteral("board")));
        QWidget *grid = editor.findChild<RegionGrid *>(); // its geometry as a widget
        TablePanel *fog = editor.tablePanel(QStringLiteral("fogRegions"));
        QCoreApplication::processEvents();
        QVERIFY(grid->geometry().top() >= fog->geometry().bottom());
        editor.resize(1000, 760);
        QCoreApplication::processEvents();
        QTRY_VERIFY(grid->geometry().left() >= fog->geometry().right());
    }

    void rowNamesStayInSight()
    {
        RulesetDocument document(foggy());
        RulesetEditor editor(&document);
        editor.resize(DockWidth, DockHeight);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.tabs()->setCurrentIndex(editor.tabOfGroup(QStringLiteral("tokens")));
        TablePanel *panel = editor.tablePanel(QStringLiteral("characters"));
        QTableView *view = panel->view();
        QCoreApplication::processEvents();
        const int cat = rowOf(*panel->model(), QStringLiteral("cat"));
        // The name column is the row header; the table is wider than the page.
        QCOMPARE(panel->nameColumn(), panel->model()->columnOf(QStringLiteral("id")));
        QVERIFY(view->isColumnHidden(panel->nameColumn()));
        QVERIFY(view->verticalHeader()->isVisible());
        QCOMPARE(panel->model()->headerData(cat, Qt::Vertical).toString(), QStringLiteral("Cat"));
        QVERIFY(view->horizontalScrollBar()->isVisible());
        QVERIFY(view->horizontalScrollBar()->maximum() > 0);
        // Every row shows, the scroll bar too.
        QVERIFY(view->viewport()->height() >= view->rowViewportPosition(panel->model()->rowCount() - 1)
                                                   + view->rowHeight(panel->model()->rowCount() - 1));
        const QRect header = view->verticalHeader()->geometry();

        // Scrolled to the last column (Replaces, after Cost), the names are where they were.
        const int last = panel->model()->columnCount() - 1;
        view->scrollTo(panel->model()->index(cat, last));
        QCoreApplication::processEvents();
        QCOMPARE(view->horizontalScrollBar()->value(), view->horizontalScrollBar()->maximum());
        QVERIFY(view->columnViewportPosition(panel->model()->columnOf(QStringLiteral("basicCount"))) < 0);
        QVERIFY(view->viewport()->rect().contains(view->visualRect(panel->model()->index(cat, last))));
        QCOMPARE(view->verticalHeader()->geometry(), header);
        QVERIFY(view->verticalHeader()->isVisible());
        QVERIFY(header.right() < view->viewport()->geometry().left());
        QVERIFY(header.width() >= view->verticalHeader()->fontMetrics().horizontalAdvance(QStringLiteral("Chameleon")));
        const int catTop = view->verticalHeader()->sectionViewportPosition(cat);
        QVERIFY(catTop >= 0 && catTop < view->verticalHeader()->height());

        // Going to a row's problem selects a cell that shows, not the hidden name.
        panel->showCell(cat, QStringLiteral("id"));
        QCOMPARE(view->currentIndex().row(), cat);
        QVERIFY(!view->isColumnHidden(view->currentIndex().column()));

        // Tables whose rows come and go keep their numbers and every column.
        TablePanel *scoring = editor.tablePanel(QStringLiteral("scoringTable"));
        QCOMPARE(scoring->nameColumn(), -1);
        QVERIFY(!scoring->view()->isColumnHidden(0));
        QCOMPARE(scoring->model()->headerData(0, Qt::Vertical).toInt(), 1);
    }

    void descriptionsWrapAndShowInFull()
    {
        RulesetDocument document(foggy());
        RulesetEditor editor(&document);
        editor.resize(DockWidth, DockHeight);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));

        // A parameter's description under its row, whole and wrapped.
        editor.tabs()->setCurrentIndex(editor.tabOfGroup(QStringLiteral("weather")));
        ParameterForm *form = editor.form(QStringLiteral("weather"));
        const QString key = QStringLiteral("keptWeatherReturns");
        QLabel *description = form->descriptionFor(key);
        QVERIFY(description);
        const QString full = document.schema().translate(document.schema().param(key)->description);
        QVERIFY(full.size() > 150);
        QCOMPARE(description->text(), full);
        QVERIFY(description->wordWrap());
        QVERIFY(description->isVisible());
        QCoreApplication::processEvents();
        QVERIFY(description->width() <= DockWidth);
        QVERIFY(description->height() >= 3 * description->fontMetrics().height()); // wrapped, not cut
        QVERIFY(form->labelFor(key)->wordWrap());
        QVERIFY(form->labelFor(key)->geometry().right() <= form->width());
        // Its tool tip wraps too (rich text, which QToolTip wraps).
        QWidget *editorWidget = form->editorFor(key);
        QVERIFY(Qt::mightBeRichText(editorWidget->toolTip()));
        QCOMPARE(plainText(editorWidget->toolTip()), full);

        // A table's description, and its columns' descriptions in the header's tool tips.
        editor.tabs()->setCurrentIndex(editor.tabOfGroup(QStringLiteral("tokens")));
        TablePanel *panel = editor.tablePanel(QStringLiteral("characters"));
        QVERIFY(panel->descriptionLabel()->wordWrap());
        QCoreApplication::processEvents();
        QVERIFY(panel->descriptionLabel()->width() <= DockWidth);
        const int multiplier = panel->model()->columnOf(QStringLiteral("multiplier"));
        const QString columnDescription
            = panel->model()->headerData(multiplier, Qt::Horizontal, DescriptionRole).toString();
        QVERIFY(columnDescription.size() > 100);
        const QString tip = panel->columnToolTip(multiplier);
        QVERIFY(Qt::mightBeRichText(tip));
        QVERIFY(plainText(tip).contains(columnDescription));
        QVERIFY(plainText(tip).contains(QStringLiteral("Unit: ×")));
        QTableView *view = panel->view();
        view->scrollTo(panel->model()->index(0, multiplier));
        QCoreApplication::processEvents();
        QHeaderView *header = view->horizontalHeader();
        const QPoint inSection(header->sectionViewportPosition(multiplier) + header->sectionSize(multiplier) / 2,
                               header->height() / 2);
        QVERIFY(header->viewport()->rect().contains(inSection));
        QHelpEvent headerHelp(QEvent::ToolTip, inSection, header->viewport()->mapToGlobal(inSection));
        QApplication::sendEvent(header->viewport(), &headerHelp);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), tip);
        QToolTip::hideText();
        // A cell's tool tip (its column's description) is wrapped the same way.
        const QModelIndex cell = panel->model()->index(0, multiplier);
        const QPoint inCell = view->visualRect(cell).center();
        QHelpEvent cellHelp(QEvent::ToolTip, inCell, view->viewport()->mapToGlobal(inCell));
        QApplication::sendEvent(view->viewport(), &cellHelp);
        QTRY_VERIFY(QToolTip::isVisible());
        QCOMPARE(QToolTip::text(), wrappedToolTip(cell.data(Qt::ToolTipRole).toString()));
        QCOMPARE(plainText(QToolTip::text()), columnDescription);
        QToolTip::hideText();
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

    void turnsToAnotherGame()
    {
        // Last: from here on a second game, Pebbles (tests/fakegame), is registered.
        RulesetDocument document(foggy());
        EditorWindow window(&document);
        window.resize(900, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        RulesetEditor *editor = window.editor();
        editor->updateNewAction();
        // One game: New Rules is a plain action; several: it offers them.
        QCOMPARE(editor->newAction()->menu() != nullptr, GameRegistry::all().size() > 1);
        fakegame::registerPebbles();
        const GameModule &pebbles = *GameRegistry::find(QStringLiteral("pebbles"));
        QString firstTable;
        for (const ParamSpec &spec : foggy().schema().params())
            if (spec.type == ParamType::Table && firstTable.isEmpty())
                firstTable = spec.key;
        QVERIFY(editor->tablePanel(firstTable));
        const int firstTabs = editor->tabs()->count();

        // New Rules offers each game by its name; Pebbles' defaults rebuild every page.
        editor->updateNewAction();
        QMenu *games = editor->newAction()->menu();
        QVERIFY(games);
        QAction *pebblesItem = nullptr;
        for (QAction *item : games->actions())
            if (item->text() == pebbles.displayName())
                pebblesItem = item;
        QVERIFY(pebblesItem);
        QCOMPARE(games->actions().size(), int(GameRegistry::all().size()));
        pebblesItem->trigger();
        QCOMPARE(document.module().id(), pebbles.id());
        QCOMPARE(document.ruleset().params(), pebbles.defaultRuleset().params());
        QVERIFY(!editor->tablePanel(firstTable));
        QVERIFY(!editor->findChild<QWidget *>(firstTable));
        QCOMPARE(editor->tabs()->count(), int(schemaGroups(pebbles.schema()).size()) + 1); // and Description
        QVERIFY(window.windowTitle().contains(pebbles.displayName()));
        // The variant filter and the lab's variants are Pebbles'.
        for (QWidget *part : {static_cast<QWidget *>(editor), static_cast<QWidget *>(window.lab())}) {
            bool found = false;
            for (const QComboBox *box : part->findChildren<QComboBox *>())
                for (int row = 0; row < box->count(); ++row)
                    found = found || box->itemData(row).toString() == pebbles.variants().constLast();
            QVERIFY(found);
        }
        // Its pages edit its rules, one undoable step at a time.
        auto *pile = editor->findChild<QSpinBox *>(QStringLiteral("pile"));
        QVERIFY(pile);
        QCOMPARE(editor->undoStack()->count(), 0);
        pile->setValue(pile->value() + 2);
        QCOMPARE(document.value(QStringLiteral("pile")).toInt(), pile->value());
        QCOMPARE(editor->undoStack()->count(), 1);
        editor->undoStack()->undo();
        QCOMPARE(document.value(QStringLiteral("pile")).toInt(), pebbles.defaultRuleset().value(QStringLiteral("pile")).toInt());
        QVERIFY(!document.isDirty());

        // And back: the first game's pages again.
        QVERIFY(editor->newRules(foggy().id()));
        QCOMPARE(document.module().id(), foggy().id());
        QVERIFY(editor->tablePanel(firstTable));
        QVERIFY(!editor->findChild<QSpinBox *>(QStringLiteral("pile")));
        QCOMPARE(editor->tabs()->count(), firstTabs);
        QVERIFY(!editor->newRules(QStringLiteral("no-such-game")));
    }
};

QTEST_MAIN(tst_RulesetEditor)
#include "tst_ruleseteditor.moc"
