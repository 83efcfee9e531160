// isleworks-bench-app: the desktop suite's figures for docs/BENCHMARKS.md. Start to the
// board's first frame, frame intervals while the computer plays, memory after a full
// mercenary game, and "Replay now" of that game under edited rules with the models
// refreshed. Figures, not pass/fail: targets are judged in the document.
#include "gamesession.h"
#include "mainwindow.h"

#include "models/rulesetdocument.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QQuickWidget>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <unistd.h>
#include <vector>

using namespace isle;
using namespace isle::app;

namespace {
// Seconds since this process started, from the kernel's own start time, so that loading
// the libraries before main() counts too.
double secondsSinceProcessStart()
{
    QFile stat(QStringLiteral("/proc/self/stat"));
    QFile uptime(QStringLiteral("/proc/uptime"));
    if (!stat.open(QIODevice::ReadOnly) || !uptime.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray statText = stat.readAll();
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const QList<QByteArray> fields = statText.mid(statText.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble(); // field 22 of the whole line
    const double up = uptime.readAll().split(' ').value(0).toDouble();
    return up - startTicks / double(sysconf(_SC_CLK_TCK));
}

qint64 statusKilobytes(const char *key)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith(key))
            return line.mid(qstrlen(key)).trimmed().split(' ').value(0).toLongLong();
    return -1;
}

void waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (!done() && timer.elapsed() < timeoutMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("ISLE_NO_DIALOGS", "1");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // keep the user's autosave and settings out of it
    QApplication::setOrganizationName(QStringLiteral("Isleworks"));
    QApplication::setApplicationName(QStringLiteral("Isleworks bench"));

    QSettings().setValue(QStringLiteral("autoReplay"), false); // replays are timed one by one below
    MainWindow window;
    QQuickWindow *quick = window.boardWidget()->quickWindow();
    std::vector<double> frameTimes; // seconds since process start of each rendered frame
    QObject::connect(quick, &QQuickWindow::afterRendering, &window,
                     [&frameTimes]() { frameTimes.push_back(secondsSinceProcessStart()); }, Qt::DirectConnection);
    window.resize(1400, 940);
    window.show();
    waitUntil([&]() { return !frameTimes.empty(); }, 10000);
    const double firstFrame = frameTimes.empty() ? -1 : frameTimes.front();
    std::printf("Isleworks desktop benchmark (platform %s, Qt Quick backend %s)\n\n", qPrintable(QGuiApplication::platformName()),
                qPrintable(QQuickWindow::sceneGraphBackend().isEmpty() ? QStringLiteral("default") : QQuickWindow::sceneGraphBackend()));
    std::printf("%-60s %10.3f s\n", "start to the board's first frame", firstFrame);

    // A mercenary game between two Medium computers at a brisk pace: frames while it runs.
    GameSession *session = window.session();
    session->setAutosaveEnabled(false);
    session->setComputerDelay(120);
    frameTimes.clear();
    session->newGame(QStringLiteral("mercenary"), {QStringLiteral("medium"), QStringLiteral("medium")}, QStringLiteral("17"));
    QElapsedTimer played;
    played.start();
    waitUntil([&]() {
        if (!session->roundSummary().isEmpty())
            session->dismissRoundSummary();
        return session->isOver();
    }, 600000);
    std::vector<double> intervals;
    for (std::size_t i = 1; i < frameTimes.size(); ++i)
        intervals.push_back((frameTimes[i] - frameTimes[i - 1]) * 1000.0);
    std::sort(intervals.begin(), intervals.end());
    const auto percentile = [&intervals](double p) {
        return intervals.empty() ? 0.0 : intervals[std::min(intervals.size() - 1, std::size_t(p * double(intervals.size())))];
    };
    std::printf("%-60s %10lld decisions in %.1f s\n", "mercenary game, Medium vs Medium, 120 ms pace",
                qint64(session->decisions().size()), double(played.elapsed()) / 1000.0);
    std::printf("%-60s %10zu frames; interval median %.1f ms, 95th %.1f ms, worst %.1f ms\n", "frames rendered while it ran",
                frameTimes.size(), percentile(0.5), percentile(0.95), intervals.empty() ? 0.0 : intervals.back());
    std::printf("%-60s %10.1f MB (peak %.1f MB)\n", "resident memory after the game", double(statusKilobytes("VmRSS:")) / 1024.0,
                double(statusKilobytes("VmHWM:")) / 1024.0);

    // Replay now: the whole record under a cheaper Cat, models refreshed, 30 times.
    RulesetDocument *rules = window.rules();
    std::vector<double> replays;
    for (int i = 0; i < 30; ++i) {
        rules->setTableCell(QStringLiteral("characters"), rules->rowWithKey(QStringLiteral("characters"), QStringLiteral("cat")), QStringLiteral("cost"), 5 + i % 7);
        QElapsedTimer timer;
        timer.start();
        const ReplayReport report = session->replayUnder(rules->ruleset());
        replays.push_back(double(timer.nsecsElapsed()) / 1e6);
        if (!report.replayed)
            std::printf("replay failed: %s\n", qPrintable(report.reason));
        QCoreApplication::processEvents();
    }
    std::sort(replays.begin(), replays.end());
    std::printf("%-60s %10.2f ms median, %.2f ms worst (%lld decisions)\n",
                "Replay now: the mercenary record under edited rules, models refreshed", replays[replays.size() / 2],
                replays.back(), qint64(session->decisions().size()));
    return 0;
}
