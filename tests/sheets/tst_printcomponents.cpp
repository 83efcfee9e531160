// File ▸ Print Components in the real window (offscreen): Ctrl+P opens the dialog on the
// rules the Rules panel holds, the preview has pages, an edit to the rules reaches the
// sheets, "only changed since" prints just the edited card, a refused layout says why
// and disables the outputs, export writes a PDF, and the settings are remembered.
// Screenshot: print-components.png next to the test executable.
#include "../app/apptestutil.h"

#include "mainwindow.h"
#include "printcomponentsdialog.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "models/rulesetdocument.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPrintPreviewWidget>
#include <QPushButton>
#include <QQuickWidget>
#include <QSettings>
#include <QTemporaryDir>

using namespace isle;
using namespace isle::app;

class tst_PrintComponents : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    static int cardRow(const RulesetDocument &rules, const QString &id)
    {
        for (int row = 0; row < rules.rowCount(QStringLiteral("cards")); ++row)
            if (rules.tableCell(QStringLiteral("cards"), row, QStringLiteral("id")).toString() == id)
                return row;
        return -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        Q_UNUSED(test::windowTestSetUp);
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("IsleworksTest"));
        QApplication::setApplicationName(QStringLiteral("IsleworksPrintTest"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }

    void ctrlPOpensTheDialogOnTheRulesBeingEdited()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *action = window.findChild<QAction *>(QStringLiteral("printComponentsAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::Print));
        // Nobody else in the window owns the key.
        int owners = 0;
        for (const QAction *other : window.findChildren<QAction *>())
            owners += other->shortcuts().contains(QKeySequence(QKeySequence::Print)) ? 1 : 0;
        QCOMPARE(owners, 1);
        QTest::keyClick(window.boardWidget(), Qt::Key_P, Qt::ControlModifier);
        auto *dialog = window.findChild<PrintComponentsDialog *>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QVERIFY2(dialog->pageCount() > 0, qPrintable(dialog->problemText()));
        QVERIFY(dialog->preview()->pageCount() > 0);
        QCOMPARE(dialog->preview()->pageCount(), dialog->pageCount());
        // The Rules panel's document: a new ruleset there is printed at once.
        const GameModule *second = GameRegistry::all().value(1);
        QVERIFY(second);
        window.rules()->setRuleset(second->defaultRuleset());
        dialog->refreshNow();
        QVERIFY(dialog->pageCount() > 0);
        QVERIFY(dialog->findChild<QListWidget *>(QStringLiteral("groups"))->count() > 0);
    }

    void previewExportAndOnlyChanges()
    {
        const GameModule *module = GameRegistry::all().value(1); // a game with a deck of cards
        RulesetDocument rules(*module);
        PrintComponentsDialog dialog(&rules);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const int fullPages = dialog.pageCount();
        QVERIFY(fullPages > 1);
        QCOMPARE(dialog.preview()->pageCount(), fullPages);
        QTest::qWait(50);
        dialog.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/print-components.png"));

        const QString pdf = m_dir.filePath(QStringLiteral("components.pdf"));
        QVERIFY(dialog.exportTo(pdf, sheets::SheetFormat::Pdf));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");

        // The designer saves the rules, edits one card's stash value, and asks for what changed.
        QString error;
        const QString saved = m_dir.filePath(QStringLiteral("before.json"));
        QVERIFY2(rules.saveAs(saved, &error), qPrintable(error));
        const int row = cardRow(rules, rules.tableCell(QStringLiteral("cards"), 0, QStringLiteral("id")).toString());
        QVERIFY(row >= 0);
        const int stash = rules.tableCell(QStringLiteral("cards"), row, QStringLiteral("stash")).toInt();
        QVERIFY(rules.setTableCell(QStringLiteral("cards"), row, QStringLiteral("stash"), stash + 3));
        dialog.findChild<QLineEdit *>(QStringLiteral("changedSince"))->setText(saved);
        dialog.refreshNow();
        QCOMPARE(dialog.pageCount(), 1); // one card's copies fit one page
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("summary"))->text().contains(QStringLiteral("1 page")));
        QVERIFY(dialog.exportTo(m_dir.filePath(QStringLiteral("changed.pdf")), sheets::SheetFormat::Pdf));

        // Two-sided: each page followed by its back.
        auto *duplex = dialog.findChild<QComboBox *>(QStringLiteral("duplex"));
        duplex->setCurrentIndex(duplex->findData(QStringLiteral("long")));
        dialog.refreshNow();
        QCOMPARE(dialog.pageCount(), 2);
        QCOMPARE(dialog.preview()->pageCount(), 2);
        dialog.findChild<QLineEdit *>(QStringLiteral("changedSince"))->clear();
        dialog.refreshNow();
        QCOMPARE(dialog.pageCount(), fullPages * 2);
    }

    void refusedLayoutSaysWhy()
    {
        RulesetDocument rules(*GameRegistry::all().value(0));
        PrintComponentsDialog dialog(&rules);
        auto *margin = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("margin"));
        QVERIFY(margin);
        margin->setValue(49);
        dialog.refreshNow();
        QCOMPARE(dialog.pageCount(), 0);
        QVERIFY(dialog.problemText().contains(QStringLiteral("does not fit")));
        QVERIFY(!dialog.exportTo(m_dir.filePath(QStringLiteral("refused.pdf")), sheets::SheetFormat::Pdf));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("refused.pdf"))));
        for (const QPushButton *button : dialog.findChildren<QPushButton *>())
            if (button->text().contains(QStringLiteral("PDF")))
                QVERIFY(!button->isEnabled());
    }

    void settingsAreRemembered()
    {
        RulesetDocument rules(*GameRegistry::all().value(0));
        {
            PrintComponentsDialog dialog(&rules);
            auto *paper = dialog.findChild<QComboBox *>(QStringLiteral("paper"));
            paper->setCurrentIndex(paper->findData(QStringLiteral("a3")));
            dialog.findChild<QListWidget *>(QStringLiteral("groups"))->item(0)->setCheckState(Qt::Unchecked);
            dialog.refreshNow();
        }
        PrintComponentsDialog again(&rules);
        QCOMPARE(again.findChild<QComboBox *>(QStringLiteral("paper"))->currentData().toString(), QStringLiteral("a3"));
        QCOMPARE(again.findChild<QListWidget *>(QStringLiteral("groups"))->item(0)->checkState(), Qt::Unchecked);
    }
};

QTEST_MAIN(tst_PrintComponents)

#include "tst_printcomponents.moc"
