// Dice values and ruleset profiles through the editor's widgets, on Pebbles (tests/fakegame):
// a dice field of the form and a dice cell of a table checked as they are typed (the
// reason and its character shown, nothing committed until the expression reads, then its
// range and mean), and the profile chooser switching every parameter as one undo step
// that the window's Undo takes back, the matching profile shown, and the lab's "Compare
// with saved" offered after a switch.
#include "balancelab.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "diceedit.h"
#include "editorwindow.h"
#include "fakegame.h"
#include "models/modelroles.h"
#include "models/rulesetdocument.h"
#include "parameterform.h"
#include "ruleseteditor.h"
#include "tablepanel.h"

#include <QAction>
#include <QAbstractItemDelegate>
#include <QComboBox>
#include <QCoreApplication>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace isle;

namespace {
const GameModule &pebbles()
{
    return *GameRegistry::find(QStringLiteral("pebbles"));
}

QJsonValue profileValue(const QString &profile, const QString &key)
{
    for (const RulesetProfile &p : pebbles().profiles())
        if (p.id == profile)
            return p.params.value(key);
    return {};
}

QString rollCell(const RulesetDocument &document, int row)
{
    return document.tableCell(QStringLiteral("putBack"), row, QStringLiteral("roll")).toString();
}

QPushButton *compareButton(BalanceLab *lab)
{
    for (QPushButton *button : lab->findChildren<QPushButton *>())
        if (button->text() == QLatin1StringView("Compare with saved"))
            return button;
    return nullptr;
}

void retype(QWidget *edit, const QString &text)
{
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}
} // namespace

class tst_DiceEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        fakegame::registerPebbles();
        QVERIFY(GameRegistry::find(QStringLiteral("pebbles")));
    }

    void validatorReadsWhatTheParserReads()
    {
        DiceValidator validator;
        int position = 0;
        for (const char *good : {"2d6+6", "d6", "1dP", " 3d3 + 9 ", "-1d4+5", "7"}) {
            QString text = QString::fromUtf8(good);
            QCOMPARE(validator.validate(text, position), QValidator::Acceptable);
        }
        // Half-typed text stays typeable (Intermediate, never Invalid).
        for (const char *bad : {"2d6+", "", "2d", "1d1", "x"}) {
            QString text = QString::fromUtf8(bad);
            QCOMPARE(validator.validate(text, position), QValidator::Intermediate);
        }
    }

    void formFieldCheckedAsTyped()
    {
        RulesetDocument document(pebbles());
        RulesetEditor editor(&document);
        editor.resize(700, 600);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        const QString key = QStringLiteral("bonusRoll");
        ParameterForm *form = editor.form(pebbles().schema().param(key)->group);
        QVERIFY(form);
        auto *line = qobject_cast<QLineEdit *>(form->editorFor(key));
        QVERIFY(line);
        QLabel *summary = form->diceSummaryFor(key);
        QVERIFY(summary);
        const QString original = document.value(key).toString();
        QCOMPARE(line->text(), original);
        QCOMPARE(summary->text(), QStringLiteral("0–2, mean 1")); // 1d3-1

        // Half typed: the reason with its character, beside the field and in its tool tip.
        retype(line, QStringLiteral("2d6+"));
        QCOMPARE(diceEditProblem(line), QStringLiteral("a number or a die is expected after '+' (character 5)"));
        QCOMPARE(summary->text(), diceEditProblem(line));
        QVERIFY(line->toolTip().contains(QStringLiteral("character 5")));
        QVERIFY(!line->hasAcceptableInput());
        QVERIFY(line->palette().color(QPalette::Base) != editor.palette().color(QPalette::Base));
        QCoreApplication::processEvents();
        QVERIFY(editor.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/dice-field-refused.png")));
        // Return and leaving the field commit nothing.
        QTest::keyClick(line, Qt::Key_Return);
        line->clearFocus();
        QCOMPARE(document.value(key).toString(), original);
        QCOMPARE(editor.undoStack()->count(), 0);
        QVERIFY(document.inputProblems().isEmpty());

        // Finished: the range and mean, committed as one edit.
        line->setFocus();
        QTest::keyClicks(line, QStringLiteral("6"));
        QVERIFY(diceEditProblem(line).isEmpty());
        QCOMPARE(summary->text(), QStringLiteral("8–18, mean 13"));
        QVERIFY(line->toolTip().contains(QStringLiteral("8–18, mean 13")));
        QTest::keyClick(line, Qt::Key_Return);
        QCOMPARE(document.value(key).toString(), QStringLiteral("2d6+6"));
        QCOMPARE(editor.undoStack()->count(), 1);

        // Undo brings the old expression and its summary back into the field.
        editor.undoAction()->trigger();
        QCOMPARE(document.value(key).toString(), original);
        QCOMPARE(line->text(), original);
        QCOMPARE(summary->text(), QStringLiteral("0–2, mean 1"));

        // The document refuses a bad expression from any other view, saying where and why.
        QVERIFY(!document.setValue(key, QStringLiteral("2d6+")));
        QCOMPARE(document.inputProblems().size(), 1);
        QCOMPARE(document.inputProblems().first().path, QStringLiteral("$.params.bonusRoll"));
        QCOMPARE(document.inputProblems().first().message,
                 QStringLiteral("'2d6+' is not a dice expression: a number or a die is expected after '+' (character 5)"));
        QCOMPARE(document.value(key).toString(), original);
    }

    void tableCellCheckedAsTyped()
    {
        RulesetDocument document(pebbles());
        RulesetEditor editor(&document);
        editor.resize(700, 600);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        TablePanel *panel = editor.tablePanel(QStringLiteral("putBack"));
        QVERIFY(panel);
        QTableView *view = panel->view();
        int rollColumn = -1;
        for (int column = 0; column < view->model()->columnCount(); ++column)
            if (view->model()->index(0, column).data(KeyRole).toString() == u"roll")
                rollColumn = column;
        QVERIFY(rollColumn >= 0);
        const QModelIndex cell = view->model()->index(1, rollColumn);
        const QString original = rollCell(document, 1);
        // A valid cell's tool tip gives its range and mean (1d2+1: 2–3, mean 2.5).
        QVERIFY2(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("2–3, mean 2.5")),
                 qPrintable(cell.data(Qt::ToolTipRole).toString()));

        view->setCurrentIndex(cell);
        view->edit(cell);
        auto *edit = view->findChild<QLineEdit *>(QStringLiteral("diceEditor"));
        QVERIFY(edit);
        QCOMPARE(edit->text(), original);
        retype(edit, QStringLiteral("3d3+"));
        QCOMPARE(diceEditProblem(edit), QStringLiteral("a number or a die is expected after '+' (character 5)"));
        QVERIFY(edit->toolTip().contains(QStringLiteral("character 5")));
        const QPointer<QLineEdit> open(edit);
        QTest::keyClick(edit, Qt::Key_Return);
        QCoreApplication::processEvents(); // the view commits a queued call later
        QCOMPARE(rollCell(document, 1), original); // refused, not committed
        QCOMPARE(editor.undoStack()->count(), 0);
        if (open) {
            // Nor does the delegate write it when asked to (focus moving away).
            view->itemDelegateForIndex(cell)->setModelData(edit, view->model(), cell);
            QCOMPARE(rollCell(document, 1), original);
            QCOMPARE(editor.undoStack()->count(), 0);
        }

        // (The view keeps the editor open on a text that does not read.)
        if (!open) {
            QTRY_VERIFY(!view->findChild<QLineEdit *>(QStringLiteral("diceEditor")));
            view->edit(cell);
            edit = view->findChild<QLineEdit *>(QStringLiteral("diceEditor"));
        }
        QVERIFY(edit);
        retype(edit, QStringLiteral("3d3+9"));
        QVERIFY(diceEditProblem(edit).isEmpty());
        QCOMPARE(diceEditSummary(edit), QStringLiteral("12–18, mean 15"));
        QTest::keyClick(edit, Qt::Key_Return);
        QTRY_COMPARE(rollCell(document, 1), QStringLiteral("3d3+9"));
        QCOMPARE(editor.undoStack()->count(), 1);
        QVERIFY(view->model()->index(1, rollColumn).data(Qt::ToolTipRole).toString().contains(QStringLiteral("12–18")));
    }

    void profileChooserShownOnlyWithProfiles()
    {
        for (const GameModule *module : GameRegistry::all()) {
            RulesetDocument document(*module);
            RulesetEditor editor(&document);
            editor.show();
            QVERIFY(QTest::qWaitForWindowExposed(&editor));
            QCOMPARE(editor.profileChooser()->isVisible(), !module->profiles().isEmpty());
        }
        // Turning to another game follows it.
        RulesetDocument document(pebbles());
        RulesetEditor editor(&document);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY(editor.profileChooser()->isVisible());
        for (const GameModule *module : GameRegistry::all()) {
            if (!module->profiles().isEmpty())
                continue;
            QVERIFY(editor.newRules(module->id()));
            QVERIFY(!editor.profileChooser()->isVisible());
            QVERIFY(editor.newRules(pebbles().id()));
            QVERIFY(editor.profileChooser()->isVisible());
            break;
        }
    }

    void profilesSwitchAsOneStep()
    {
        RulesetDocument document(pebbles());
        EditorWindow window(&document);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        RulesetEditor *editor = window.editor();
        QComboBox *chooser = editor->profileChooser();
        QPushButton *compare = compareButton(window.lab());
        QVERIFY(compare);
        QVERIFY(!compare->isEnabled()); // nothing to compare yet

        // The default rules are the first profile.
        QCOMPARE(document.matchingProfile(), QStringLiteral("standard"));
        QCOMPARE(chooser->currentData().toString(), QStringLiteral("standard"));
        QCOMPARE(chooser->count(), 2); // the profiles, no "modified"
        QCOMPARE(chooser->itemText(1), QStringLiteral("Quick pile"));

        // Chosen from the keyboard: every parameter switches, as one undo step.
        chooser->setFocus();
        QTest::keyClick(chooser, Qt::Key_Down);
        QCOMPARE(document.matchingProfile(), QStringLiteral("quick"));
        for (const QString &key : {QStringLiteral("pile"), QStringLiteral("maxTake"), QStringLiteral("bonusRoll"),
                                  QStringLiteral("putBack")})
            QCOMPARE(document.value(key), profileValue(QStringLiteral("quick"), key));
        QCOMPARE(editor->undoStack()->count(), 1);
        QVERIFY2(editor->undoAction()->text().contains(QStringLiteral("Quick pile")), qPrintable(editor->undoAction()->text()));
        QCOMPARE(chooser->currentData().toString(), QStringLiteral("quick"));
        QVERIFY(document.isDirty());
        QVERIFY(window.isWindowModified());
        // The form follows, and the lab may now compare the saved rules with the profile.
        auto *pile = editor->findChild<QSpinBox *>(QStringLiteral("pile"));
        QVERIFY(pile);
        QCOMPARE(pile->value(), profileValue(QStringLiteral("quick"), QStringLiteral("pile")).toInt());
        QVERIFY(compare->isEnabled());
        QCOMPARE(document.savedRuleset().params(), pebbles().defaultRuleset().params());

        // The window's Undo takes the whole switch back, Redo does it again.
        window.editor()->undoAction()->trigger();
        QCOMPARE(document.ruleset().params(), pebbles().defaultRuleset().params());
        QCOMPARE(chooser->currentData().toString(), QStringLiteral("standard"));
        QCOMPARE(pile->value(), pebbles().defaultRuleset().value(QStringLiteral("pile")).toInt());
        QVERIFY(!document.isDirty());
        QVERIFY(!compare->isEnabled());
        window.editor()->redoAction()->trigger();
        QCOMPARE(document.matchingProfile(), QStringLiteral("quick"));
        QCOMPARE(document.value(QStringLiteral("putBack")), profileValue(QStringLiteral("quick"), QStringLiteral("putBack")));
        QCOMPARE(chooser->currentData().toString(), QStringLiteral("quick"));

        // An edit away from every profile: "modified"; choosing a profile again switches back.
        pile->setValue(pile->value() + 1);
        QVERIFY(document.matchingProfile().isEmpty());
        QCOMPARE(chooser->count(), 3);
        QCOMPARE(chooser->currentText(), QStringLiteral("modified"));
        QCOMPARE(editor->undoStack()->count(), 2);
        chooser->setFocus();
        QTest::keyClick(chooser, Qt::Key_Home);
        QCOMPARE(document.matchingProfile(), QStringLiteral("standard"));
        QCOMPARE(document.ruleset().params(), pebbles().defaultRuleset().params());
        QCOMPARE(editor->undoStack()->count(), 3);
        QCOMPARE(chooser->count(), 2);
        // Back to the edited quick pile in one step.
        editor->undoAction()->trigger();
        QVERIFY(document.matchingProfile().isEmpty());
        QCOMPARE(pile->value(), profileValue(QStringLiteral("quick"), QStringLiteral("pile")).toInt() + 1);
        QCOMPARE(document.value(QStringLiteral("bonusRoll")), profileValue(QStringLiteral("quick"), QStringLiteral("bonusRoll")));
    }

    void applyProfileThroughTheDocument()
    {
        RulesetDocument document(pebbles());
        QList<RulesetEdit> edits;
        connect(&document, &RulesetDocument::edited, this, [&edits](const RulesetEdit &edit) { edits.append(edit); });
        QVERIFY(document.setMetaValue(QStringLiteral("name"), QStringLiteral("Mine")));
        edits.clear();
        // Already there: nothing to do, no edit.
        QVERIFY(document.applyProfile(QStringLiteral("standard")));
        QVERIFY(edits.isEmpty());
        // Unknown: refused, with a reason.
        QVERIFY(!document.applyProfile(QStringLiteral("no-such-profile")));
        QVERIFY(edits.isEmpty());
        QVERIFY(!document.inputProblems().isEmpty());
        QVERIFY(document.profileValues(QStringLiteral("no-such-profile")).isEmpty());
        // One edit holding only what changes; the metadata stays.
        QVERIFY(document.applyProfile(QStringLiteral("quick")));
        QCOMPARE(edits.size(), 1);
        QVERIFY(edits.first().isMultiple());
        QCOMPARE(edits.first().after.toObject().size(), 4);
        QCOMPARE(document.metaValue(QStringLiteral("name")), QStringLiteral("Mine"));
        document.applyEdit(edits.first(), true);
        QCOMPARE(document.matchingProfile(), QStringLiteral("standard"));
        document.applyEdit(edits.first(), false);
        QCOMPARE(document.matchingProfile(), QStringLiteral("quick"));
        QCOMPARE(document.ruleset().params(), document.profileValues(QStringLiteral("quick")));
    }
};

QTEST_MAIN(tst_DiceEdit)
#include "tst_diceedit.moc"
