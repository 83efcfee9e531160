// Files handed to the window from outside (docs/packaging.md): the command line's file and
// the file manager's double-click go through MainWindow::openDocument, a drop through the
// window's drop handling. A record opens as File ▸ Open opens it, a ruleset in the rules
// panel as Rules ▸ Open Rules; a bad file gets File ▸ Open's message and changes nothing.
// Drops are delivered to the window's platform window at a point on the board, as a file
// manager's drag arrives, so the widget that takes them is the one a person would hit.
#include "apptestutil.h"
#include "windowtestutil.h"

#include "gamesession.h"
#include "mainwindow.h"
#include "models/rulesetdocument.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QMimeData>
#include <QQuickWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUrl>
#include <QWindow>

using namespace isle::app;

class tst_OpenFiles : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_record;  // a saved Foggy Island game with a few decisions
    QString m_ruleset; // Foggy Island's rules under another name

    static QString writeFile(const QString &path, const QByteArray &contents)
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size())
            return {};
        return path;
    }

    // A drag from a file manager, entered and dropped at the middle of the board. True
    // when the window took the drop.
    static bool drop(MainWindow &window, const QList<QUrl> &urls)
    {
        QMimeData data;
        data.setUrls(urls);
        QWindow *handle = window.windowHandle();
        const QPoint at = window.boardWidget()->mapTo(&window, window.boardWidget()->rect().center());
        QDragEnterEvent enter(at, Qt::CopyAction | Qt::MoveAction | Qt::LinkAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(handle, &enter);
        if (!enter.isAccepted()) {
            QDragLeaveEvent leave;
            QApplication::sendEvent(handle, &leave);
            return false;
        }
        QDropEvent dropped(at, Qt::CopyAction | Qt::MoveAction | Qt::LinkAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(handle, &dropped);
        return dropped.isAccepted();
    }

private Q_SLOTS:
    void initTestCase()
    {
        isle::app::test::initWindowTest("IsleworksOpenFiles");
        QVERIFY(m_dir.isValid());
        // A game with decisions, saved as File ▸ Save saves it.
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        QVERIFY(session.newGame(QStringLiteral("basic"), {QStringLiteral("random"), QStringLiteral("random")},
                                QStringLiteral("7")));
        QTRY_VERIFY_WITH_TIMEOUT(session.isOver(), 60000);
        m_record = m_dir.filePath(QStringLiteral("a saved game.json"));
        QVERIFY(session.save(m_record));
        // The default rules under another name, so that the editor shows where they came from.
        QFile rules(QStringLiteral(ISLE_SOURCE_DIR "/resources/foggyisland/rulesets/foggy-island.json"));
        QVERIFY(rules.open(QIODevice::ReadOnly));
        m_ruleset = writeFile(m_dir.filePath(QStringLiteral("island rules.json")), rules.readAll());
        QVERIFY(!m_ruleset.isEmpty());
    }

    void argumentOpensARecord()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openDocument(m_record));
        QCOMPARE(window.session()->fileName(), m_record);
        QVERIFY(window.session()->isOver());
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("a saved game.json")));
        QVERIFY(!window.findChild<QDockWidget *>(QStringLiteral("rulesDock"))->isVisible());
    }

    void argumentOpensARulesetInTheRulesPanel()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openDocument(m_ruleset));
        QCOMPARE(window.rules()->fileName(), m_ruleset);
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("rulesDock"))->isVisible());
        QVERIFY(!window.session()->hasGame()); // a ruleset is not a game
    }

    void badFilesGetFileOpensMessage_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::addColumn<QString>("expected"); // part of the message
        QTest::newRow("not JSON") << QByteArray("this is not JSON") << QString();
        QTest::newRow("cut short") << QByteArray("{\"decisions\": [") << QString();
        QTest::newRow("another format") << QByteArray("{\"format\": \"isleworks-position\", \"formatVersion\": 1}")
                                        << QStringLiteral("isleworks-record");
        QTest::newRow("broken ruleset")
            << QByteArray("{\"format\": \"isleworks-ruleset\", \"formatVersion\": 1, \"game\": \"no-such-game\", \"params\": {}}")
            << QStringLiteral("no-such-game");
        QTest::newRow("folder") << QByteArray() << QString();
        QTest::newRow("missing") << QByteArray() << QString();
    }

    void badFilesGetFileOpensMessage()
    {
        QFETCH(QByteArray, contents);
        QFETCH(QString, expected);
        const QString name = QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-');
        QString path = m_dir.filePath(name + QStringLiteral(".json"));
        if (name == QLatin1StringView("folder"))
            QVERIFY(QDir(m_dir.path()).mkpath(name + QStringLiteral(".json")));
        else if (name != QLatin1StringView("missing"))
            QVERIFY(!writeFile(path, contents).isEmpty());

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openDocument(m_record));
        QSignalSpy errors(&window, &MainWindow::errorShown);
        QVERIFY(!window.openDocument(path));
        QCOMPARE(errors.size(), 1);
        const QString message = errors.constFirst().constFirst().toString();
        QVERIFY2(message.startsWith(QStringLiteral("Could not open ")), qPrintable(message));
        QVERIFY2(message.contains(QDir::toNativeSeparators(path)), qPrintable(message));
        QVERIFY2(message.contains(expected), qPrintable(message));
        // Nothing changed: the game opened before is still there, the rules panel closed.
        QCOMPARE(window.session()->fileName(), m_record);
        QVERIFY(window.rules()->fileName() != path);
    }

    void droppedRecordOpens()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(drop(window, {QUrl::fromLocalFile(m_record)}));
        QTRY_COMPARE(window.session()->fileName(), m_record);
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("a saved game.json")));
    }

    void droppedRulesetOpensInTheRulesPanel()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(drop(window, {QUrl::fromLocalFile(m_ruleset)}));
        QTRY_COMPARE(window.rules()->fileName(), m_ruleset);
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("rulesDock"))->isVisible());
    }

    void droppedBadFileGetsTheMessage()
    {
        const QString broken = writeFile(m_dir.filePath(QStringLiteral("dropped broken.json")), "{\"decisions\": [");
        QVERIFY(!broken.isEmpty());
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy errors(&window, &MainWindow::errorShown);
        QVERIFY(drop(window, {QUrl::fromLocalFile(broken)}));
        QTRY_COMPARE(errors.size(), 1);
        QVERIFY(errors.constFirst().constFirst().toString().contains(QDir::toNativeSeparators(broken)));
        QVERIFY(!window.session()->hasGame());
    }

    void dropsThatAreNotOneFileAreRefused()
    {
        MainWindow window;
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy errors(&window, &MainWindow::errorShown);
        QVERIFY(!drop(window, {QUrl(QStringLiteral("https://example.org/game.json"))}));
        QVERIFY(!drop(window, {QUrl::fromLocalFile(m_record), QUrl::fromLocalFile(m_ruleset)}));
        QVERIFY(!drop(window, {}));
        QTest::qWait(20);
        QCOMPARE(errors.size(), 0);
        QVERIFY(!window.session()->hasGame());
        QVERIFY(window.rules()->fileName().isEmpty());
    }
};

QTEST_MAIN(tst_OpenFiles)
#include "tst_openfiles.moc"
