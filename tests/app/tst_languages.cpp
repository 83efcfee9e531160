// Languages switched while the window runs (translations/languages.h, Game ▸ Preferences):
// in the pseudo-locale every visible text of the window, its docks and its board is
// bracketed (so nothing escaped tr()), right to left the layout mirrors, and in each
// shipped language the menus, the board and the editor change at once. Screenshots of
// the board beside the editor in every language are written next to this test's
// executable (language-*.png) for people to look at.
#include "apptestutil.h"
#include "windowtestutil.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "languages.h"
#include "mainwindow.h"
#include "preferencesdialog.h"
#include "balancelab.h"
#include "ruleseteditor.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTabWidget>

using namespace isle;
using namespace isle::app;

namespace {
// Chooses `code` in Preferences as a person would: the dialog, its combo, one pick.
bool chooseInPreferences(MainWindow &window, const QString &code)
{
    window.openPreferences();
    auto *dialog = window.findChild<PreferencesDialog *>();
    if (!dialog)
        return false;
    QComboBox *choice = dialog->languageChoice();
    const int index = choice->findData(code);
    if (index < 0)
        return false;
    choice->setCurrentIndex(index);
    Q_EMIT choice->activated(index);
    dialog->close();
    QCoreApplication::processEvents();
    QTest::qWait(100); // the board's bindings and the editor's pages are made again
    return i18n::currentLanguage() == code;
}

QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (const QAction *action : window.menuBar()->actions())
        if (!action->text().isEmpty())
            titles.append(action->text());
    return titles;
}

QStringList tabTexts(const QTabWidget *tabs)
{
    QStringList texts;
    for (int i = 0; i < tabs->count(); ++i)
        texts.append(tabs->tabText(i));
    return texts;
}

// Texts with a letter in them that no pseudo-translation wrapped: they escaped tr().
// A lone letter is a board coordinate ("A" to "F"), the same in every language.
QStringList unbracketed(const QStringList &texts)
{
    static const QRegularExpression letter(QStringLiteral("\\p{L}"));
    QStringList found;
    for (const QString &text : texts) {
        if (!text.contains(letter) || text.contains(u'[') || text.size() == 1)
            continue;
        found.append(text.left(80));
    }
    found.removeDuplicates();
    return found;
}
} // namespace

class tst_Languages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        qputenv("ISLE_PSEUDO_LOCALES", "1");
        test::initWindowTest("tst_languages");
    }

    void cleanup() { i18n::setLanguage(QStringLiteral("en")); }

    void pseudoLocaleLeavesNothingUntranslated_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("variant");
        QTest::newRow("foggy island") << QStringLiteral("foggy-island") << QStringLiteral("mercenary");
        QTest::newRow("squirrel island") << QStringLiteral("squirrel-island") << QStringLiteral("three-players");
    }

    void pseudoLocaleLeavesNothingUntranslated()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        GameSession &session = *window.session();
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        const GameModule *module = GameRegistry::find(game);
        QVERIFY(module);
        session.setRuleset(module->defaultRuleset());
        QStringList controllers{GameSession::Person};
        while (controllers.size() < module->seatCount(variant))
            controllers.append(QStringLiteral("random"));
        QVERIFY(session.newGame(variant, controllers, QStringLiteral("5")));
        QVERIFY(test::waitForPerson(session));
        window.logDock()->show();
        QTRY_COMPARE(window.rules()->module().id(), game);

        window.findChild<QDockWidget *>(QStringLiteral("rulesDock"))->show();
        QVERIFY(chooseInPreferences(window, QString::fromLatin1(i18n::PseudoLanguage)));
        for (const QString &title : menuTitles(window))
            QVERIFY2(title.startsWith(u'['), qPrintable(title));
        for (const QString &tab : tabTexts(window.rulesEditor()->tabs()))
            QVERIFY2(tab.contains(u'['), qPrintable(tab));
        QVERIFY2(session.statusText().startsWith(u'['), qPrintable(session.statusText()));
        // Played to the end in it: the log, the board, the round summaries and the result.
        QVERIFY(test::playToEnd(session, 5, [] {}) > 0);
        const QStringList escaped = unbracketed(test::visibleTexts(window));
        QVERIFY2(escaped.isEmpty(), qPrintable(escaped.join(QStringLiteral(" | "))));
        window.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/language-pseudo-%1.png").arg(game));
        // The lab in front of the editor (docking it resizes the board, which once crashed
        // in Qt Quick Layouts after a language change), the rules of the game, the print
        // dialog and Preferences.
        auto *labDock = window.findChild<QDockWidget *>(QStringLiteral("labDock"));
        labDock->show();
        labDock->raise();
        QTest::qWait(100);
        QVERIFY(labDock->isVisible());
        for (const QString &tab : tabTexts(window.balanceLab()->charts())) // the game's figures too
            QVERIFY2(tab.contains(u'['), qPrintable(tab));
        window.findChild<QAction *>(QStringLiteral("rulesHelpAction"))->trigger();
        window.findChild<QAction *>(QStringLiteral("printComponentsAction"))->trigger();
        window.openPreferences();
        QTest::qWait(200);
        int dialogs = 0;
        for (const QDialog *dialog : window.findChildren<QDialog *>())
            dialogs += dialog->isVisible() ? 1 : 0;
        QCOMPARE(dialogs, 3); // read with the window's texts
        const QStringList inDialogs = unbracketed(test::visibleTexts(window));
        QVERIFY2(inDialogs.isEmpty(), qPrintable(inDialogs.join(QStringLiteral(" | "))));
        for (QDialog *dialog : window.findChildren<QDialog *>())
            dialog->close();

        // The board's side column (the decision) is left of the game's page left to right,
        // right of it right to left: the board mirrors with the widgets.
        const auto sideIsRightOfPage = [&window] {
            const QQuickItem *decision = test::quickItem(window, "decisionBar");
            const QQuickItem *page = test::quickItem(window, "boardPage");
            return decision && page && decision->mapToScene(QPointF()).x() > page->mapToScene(QPointF()).x();
        };
        QVERIFY(!sideIsRightOfPage());
        QVERIFY(chooseInPreferences(window, QString::fromLatin1(i18n::PseudoRightToLeft)));
        QCOMPARE(QGuiApplication::layoutDirection(), Qt::RightToLeft);
        QTRY_VERIFY(sideIsRightOfPage());
        window.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/language-pseudo-rtl-%1.png").arg(game));
        QVERIFY(chooseInPreferences(window, QStringLiteral("en")));
        QCOMPARE(QGuiApplication::layoutDirection(), Qt::LeftToRight);
        QTRY_VERIFY(!sideIsRightOfPage());
        QVERIFY(menuTitles(window).contains(QStringLiteral("&Game")));
    }

    void everyLanguageAtOnce_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("gameMenu");
        QTest::newRow("uk") << QStringLiteral("uk") << QStringLiteral("Гра");
        QTest::newRow("pl") << QStringLiteral("pl") << QStringLiteral("Gra");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Spiel");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Partie");
        QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Partida");
    }

    void everyLanguageAtOnce()
    {
        QFETCH(QString, code);
        QFETCH(QString, gameMenu);
        MainWindow window;
        QVERIFY(test::startWindowGame(window, QSize(1400, 900), QStringLiteral("weather"),
                                      {GameSession::Person, QStringLiteral("random")}, QStringLiteral("8")));
        QVERIFY(test::waitForPerson(*window.session()));
        window.findChild<QDockWidget *>(QStringLiteral("rulesDock"))->show();
        const QStringList englishTabs = tabTexts(window.rulesEditor()->tabs());
        const QStringList englishLab = tabTexts(window.balanceLab()->charts());
        const QString englishStatus = window.session()->statusText();
        const QStringList englishBoard = test::visibleTexts(window);

        QVERIFY(chooseInPreferences(window, code));
        QCOMPARE(QString(menuTitles(window).constFirst()).remove(u'&'), gameMenu);
        QVERIFY(tabTexts(window.rulesEditor()->tabs()) != englishTabs);
        // The lab, made once, follows in place.
        const QStringList labTabs = tabTexts(window.balanceLab()->charts());
        QCOMPARE(labTabs.size(), englishLab.size());
        QVERIFY2(labTabs != englishLab, qPrintable(labTabs.join(u'|')));
        QVERIFY(window.session()->statusText() != englishStatus);
        const QStringList board = test::visibleTexts(window);
        QVERIFY(board != englishBoard);
        // Character names are words too, even where the board asks the screen for them
        // (not "Wolf": it is German as well).
        for (const QString &text : board)
            QVERIFY2(!text.contains(QStringLiteral("Rabbit")) && !text.contains(QStringLiteral("Pig")), qPrintable(text));
        window.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/language-%1.png").arg(code));
        QCOMPARE(i18n::rememberedLanguage(), code);
    }
};

QTEST_MAIN(tst_Languages)
#include "tst_languages.moc"
