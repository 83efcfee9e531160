// Records written to harm: player names holding markup, image and file URLs open in the
// real window with person seats (the curtain, the log, the seat panels), show literally,
// and make nothing be fetched; the window's Save keeps meta keys it does not know; a
// start after a resume that never finished offers No; a computer asked to think too long
// by a file is refused, and any search can be cut short by the person.
#include "apptestutil.h"
#include "windowtestutil.h"

#include "core/gamerecord.h"
#include "core/problem.h"

#include <QApplication>
#include <QJsonDocument>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTimer>

using namespace isle::app;

namespace {
// A short game between two people, saved, with `names` written into its record.
QString recordWithNames(const QString &file, const QStringList &names)
{
    GameSession session;
    session.setAutosaveEnabled(false);
    if (!session.newGame(QStringLiteral("basic"), {GameSession::Person, GameSession::Person}, QStringLiteral("99"))
        || !test::waitForPerson(session) || !session.playChoice(0) || !test::waitForPerson(session)
        || !session.playChoice(0) || !session.save(file))
        return QString();
    isle::Problems problems(file);
    auto record = isle::GameRecord::load(file, problems);
    if (!record)
        return QString();
    record->meta.insert(QStringLiteral("names"), QJsonArray::fromStringList(names));
    record->meta.insert(QStringLiteral("tournament"), QStringLiteral("Isle Cup, table 4"));
    QString error;
    return record->save(file, &error) ? file : QString();
}
} // namespace

class tst_HostileRecord : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initWindowTest("IsleworksHostile"); }

    void markupInNamesIsShownLiterallyAndFetchesNothing()
    {
        QTcpServer listener;
        QVERIFY(listener.listen(QHostAddress::LocalHost));
        QSignalSpy connections(&listener, &QTcpServer::newConnection);
        const QString http = QStringLiteral("<img src=\"http://127.0.0.1:%1/name.png\">Eve").arg(listener.serverPort());
        const QString file = QStringLiteral("<img src=\"file:///etc/hostname\"><b>Mallory</b> & Co");
        QTemporaryDir dir;
        const QString record = recordWithNames(dir.filePath(QStringLiteral("hostile.json")), {http, file});
        QVERIFY(!record.isEmpty());

        MainWindow window;
        window.resize(1400, 940);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.logDock()->show();
        QVERIFY(window.openFile(record));
        GameSession &session = *window.session();
        QCOMPARE(session.seatName(0), http);
        // Every screen a name reaches: the curtain, the seat panels, the log, the hand.
        for (int pass = 0; pass < 4; ++pass) {
            QTest::qWait(150);
            if (session.curtain())
                QTest::keyClick(window.boardWidget(), Qt::Key_Return);
            else if (session.isMyTurn())
                QVERIFY(session.playChoice(0));
        }
        QTest::qWait(300);
        QCOMPARE(connections.count(), 0);
        QVERIFY(!listener.hasPendingConnections());

        // Shown as written: each text holding a name is plain text, wherever it is.
        int shown = 0;
        QStringList notPlain;
        for (const QQuickWidget *quick : window.findChildren<QQuickWidget *>())
            test::forEachVisibleItem(quick->rootObject(), [&](const QQuickItem *item) {
                const QString text = item->property("text").toString();
                if (!text.contains(QStringLiteral("<img")))
                    return;
                ++shown;
                // A control's text is drawn by its content item, which is checked on its own.
                if (item->property("textFormat").isValid() && item->property("textFormat").toInt() != 0 /* Text.PlainText */)
                    notPlain << text;
            });
        QVERIFY2(notPlain.isEmpty(), qPrintable(notPlain.join(QStringLiteral(" | "))));
        QVERIFY2(shown >= 3, "the names should show on the seat panels and in the log");
        for (const QLabel *label : window.findChildren<QLabel *>())
            if (label->text().contains(QStringLiteral("<img")))
                QCOMPARE(label->textFormat(), Qt::PlainText);

        // Saved again from the window: names and the keys this version does not know stay.
        const QString again = dir.filePath(QStringLiteral("again.json"));
        QVERIFY(session.save(again));
        isle::Problems problems(again);
        const auto saved = isle::GameRecord::load(again, problems);
        QVERIFY(saved);
        QCOMPARE(saved->meta.value(QStringLiteral("tournament")).toString(), QStringLiteral("Isle Cup, table 4"));
        QCOMPARE(saved->meta.value(QStringLiteral("names")).toArray().at(0).toString(), http);
    }

    void resumeAfterAFailedResumeOffersNo()
    {
        // An unfinished game in the autosave, and the mark of a resume that never finished.
        {
            GameSession session;
            session.setComputerDelay(0);
            QVERIFY(session.newGame(QStringLiteral("basic"), {GameSession::Person, QStringLiteral("random")},
                                    QStringLiteral("5")));
            QVERIFY(test::waitForPerson(session));
            QVERIFY(session.playChoice(0));
        }
        QVERIFY(!GameSession::resumableAutosave().isEmpty());
        const QString key = QStringLiteral("resumeUnderWay");
        for (const bool failedBefore : {false, true}) {
            QSettings().setValue(key, failedBefore);
            MainWindow window;
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            int defaultButton = -1;
            bool asked = false;
            QTimer::singleShot(200, &window, [&]() {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (!box)
                    return;
                asked = true;
                defaultButton = box->standardButton(box->defaultButton());
                box->button(QMessageBox::No)->click();
            });
            QVERIFY(!window.offerResume());
            QVERIFY(asked);
            QCOMPARE(defaultButton, int(failedBefore ? QMessageBox::No : QMessageBox::Yes));
            QVERIFY(!QSettings().contains(key)); // declined: asked normally next time
        }
    }

    void budgetsFromFilesAreBounded()
    {
        QTemporaryDir dir;
        const QString file = recordWithNames(dir.filePath(QStringLiteral("greedy.json")), {});
        QVERIFY(!file.isEmpty());
        QFile json(file);
        QVERIFY(json.open(QIODevice::ReadOnly));
        QJsonObject object = QJsonDocument::fromJson(json.readAll()).object();
        json.close();
        object.insert(QStringLiteral("players"), QJsonArray{QStringLiteral("ismcts:1000000000"), QStringLiteral("person")});
        QVERIFY(json.open(QIODevice::WriteOnly | QIODevice::Truncate));
        json.write(QJsonDocument(object).toJson());
        json.close();

        GameSession session;
        session.setAutosaveEnabled(false);
        QSignalSpy errors(&session, &GameSession::errorOccurred);
        QVERIFY(!session.open(file));
        QVERIFY(!errors.isEmpty());
        QVERIFY2(errors.first().first().toString().contains(QStringLiteral("$.players[0]")),
                 qPrintable(errors.first().first().toString()));
        QVERIFY(!session.isThinking());
    }

    void theStrongestSearchCanBeCutShort()
    {
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        // A budget no file may ask for, typed by a person: hours of thinking for one move.
        QVERIFY(session.newGame(QStringLiteral("basic"), {QStringLiteral("ismcts:1000000000"), GameSession::Person},
                                QStringLiteral("8")));
        QTRY_VERIFY(session.isThinking());
        QTest::qWait(200);
        const auto before = session.decisions().size();
        session.moveNow();
        QTRY_VERIFY_WITH_TIMEOUT(session.decisions().size() > before, 5000);
        QVERIFY(!session.decisions().isEmpty());
    }
};

QTEST_MAIN(tst_HostileRecord)
#include "tst_hostilerecord.moc"
