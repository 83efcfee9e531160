// The window from 1,024 × 700 up, with the log, the rules and the lab open: nothing
// grows past the screen asked for, the board, the hand and the status bar stay in sight
// (while hiring too), and the docks can be widened. Screenshots of each size are
// written next to this test's executable.
#include "apptestutil.h"
#include "windowtestutil.h"

#include "hiringmodel.h"

#include "core/rng.h"

#include <QApplication>
#include <QDockWidget>
#include <QStatusBar>

using namespace isle::app;

namespace {
// The part of `item` the QQuickWidget shows, as a fraction of the item's area.
double shownFraction(const MainWindow &window, const QQuickItem *item)
{
    if (!item || !item->isVisible() || item->width() <= 0 || item->height() <= 0)
        return 0.0;
    const QRectF scene = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    const QRectF view(QPointF(0, 0), window.boardWidget()->size());
    const QRectF shown = scene.intersected(view);
    return shown.width() * shown.height() / (scene.width() * scene.height());
}

// Plays a mercenary game against the computer until the person may hire.
void playToHiring(GameSession &session)
{
    isle::Rng rng(3, 9);
    while (true) {
        QVERIFY(test::waitForPerson(session));
        QVERIFY(!session.isOver());
        if (session.phase() == QLatin1StringView("hire"))
            return;
        const QJsonArray actions = session.viewerActions();
        QVERIFY(session.play(actions.at(qsizetype(rng.below(std::uint32_t(actions.size())))).toObject().toVariantMap()));
    }
}
} // namespace

class tst_WindowSizes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { test::initWindowTest("IsleworksSizes"); }

    void usableAtEverySize_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("docks");
        QTest::addRow("1024x700") << QSize(1024, 700) << false;
        QTest::addRow("1024x700-docks") << QSize(1024, 700) << true;
        QTest::addRow("1920x1080-docks") << QSize(1920, 1080) << true;
    }

    void usableAtEverySize()
    {
        QFETCH(QSize, size);
        QFETCH(bool, docks);
        MainWindow window;
        if (docks) {
            window.logDock()->show();
            window.findChild<QDockWidget *>(QStringLiteral("rulesDock"))->show();
            window.findChild<QDockWidget *>(QStringLiteral("labDock"))->show();
        }
        QVERIFY(test::startWindowGame(window, size, QStringLiteral("mercenary"),
                                      {GameSession::Person, QStringLiteral("greedy")}, QStringLiteral("31"),
                                      {QStringLiteral("Ada"), QString()}));
        GameSession &session = *window.session();
        playToHiring(session);
        QTest::qWait(200);
        const QString tag = QString::fromLatin1(QTest::currentDataTag());
        QVERIFY(window.grab().save(QStringLiteral(ISLE_SCREENSHOT_DIR "/size-%1.png").arg(tag)));

        // Nothing made the window grow past what was asked.
        QVERIFY2(window.width() <= size.width() && window.height() <= size.height(),
                 qPrintable(QStringLiteral("%1 × %2").arg(window.width()).arg(window.height())));
        QVERIFY(window.statusBar()->isVisible());
        QVERIFY(window.statusBar()->geometry().bottom() <= window.height());
        // The board's parts are in sight: the hand, the decision panel, the hiring panel.
        for (const char *name : {"handBar", "decisionBar", "hiringPanel"}) {
            const double shown = shownFraction(window, test::quickItem(window, name));
            QVERIFY2(shown > 0.99, qPrintable(QStringLiteral("%1 is %2 % in sight").arg(QLatin1StringView(name)).arg(shown * 100)));
        }
        // Every mercenary for hire can be reached: the list scrolls with a bar when it must.
        QQuickItem *cards = test::quickItem(window, "hiringCards");
        QVERIFY(cards);
        if (cards->property("contentHeight").toReal() > cards->height() + 1)
            QVERIFY(test::quickItem(window, "hiringScrollBar") && test::quickItem(window, "hiringScrollBar")->isVisible());

        if (docks) {
            // A dock can be widened: the board gives way (the log closed, at the smallest size).
            if (size.width() < 1200)
                window.logDock()->hide();
            QDockWidget *rules = window.findChild<QDockWidget *>(QStringLiteral("rulesDock"));
            const int before = rules->width();
            window.resizeDocks({rules}, {before + 120}, Qt::Horizontal);
            QTest::qWait(50);
            QVERIFY2(rules->width() > before + 60, qPrintable(QStringLiteral("%1 → %2").arg(before).arg(rules->width())));
            QVERIFY(window.width() <= size.width());
        }
    }
};

QTEST_MAIN(tst_WindowSizes)
#include "tst_windowsizes.moc"
