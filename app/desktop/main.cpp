// isleworks: the desktop suite. With a file (from the command line, or the file manager
// through the desktop entry) it opens that game record or ruleset; without one it offers
// the autosaved unfinished game, else a new game.
#include "mainwindow.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "languages.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QLocale>
#include <QTimer>

#include <cstdio>

namespace {
// The exit status of --quit-after-open when the file could not be opened: bad input, as
// isleworks-cli says it.
constexpr int ExitNotOpened = 2;

void printLine(std::FILE *stream, const QString &text)
{
    std::fputs(text.toLocal8Bit().constData(), stream);
    std::fputc('\n', stream);
    std::fflush(stream);
}
} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Isleworks"));
    QApplication::setApplicationName(QStringLiteral("Isleworks"));
    QApplication::setApplicationVersion(QStringLiteral(ISLE_VERSION));
    QApplication::setApplicationDisplayName(QStringLiteral("Isleworks"));
    // The desktop entry's name, so that the window is matched with it (and its icon).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.isleworks.isleworks"));

    // The language chosen in Preferences (shared by the window and the editor), else the system's.
    isle::i18n::setLanguage(isle::i18n::rememberedLanguage());

    QCommandLineParser parser;
    // The games this build plays, by their names in the language chosen.
    QStringList games;
    for (const isle::GameModule *module : isle::GameRegistry::all())
        games.append(module->displayName());
    //: %1 lists the names of the games, separated by commas
    parser.setApplicationDescription(
        QApplication::translate("main", "Play, design and print island board games: %1.").arg(games.join(QStringLiteral(", "))));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"),
                                 QApplication::translate("main", "A game record to open, or a ruleset to open in the "
                                                                 "rules editor."),
                                 QStringLiteral("[file]"));
    const QCommandLineOption quitAfterOpen(
        QStringLiteral("quit-after-open"),
        QApplication::translate("main", "Open the file as the window does, print the window's title and quit: "
                                        "the exit status is 0 when the file opened and 2 when it did not, with "
                                        "the reason on standard error. For scripts and tests."));
    parser.addOption(quitAfterOpen);
    parser.process(app);

    const QStringList files = parser.positionalArguments();
    const bool checkOnly = parser.isSet(quitAfterOpen);
    if (checkOnly && files.isEmpty()) {
        printLine(stderr, QApplication::translate("main", "--quit-after-open needs a file to open."));
        return ExitNotOpened;
    }
    if (checkOnly)
        qputenv("ISLE_NO_DIALOGS", "1"); // nobody is there to answer: problems are printed instead

    isle::app::MainWindow window;
    if (checkOnly)
        QObject::connect(&window, &isle::app::MainWindow::errorShown, &window,
                         [](const QString &message) { printLine(stderr, message); });
    window.show();
    QTimer::singleShot(0, &window, [&window, files, checkOnly]() {
        if (files.isEmpty()) {
            if (!window.offerResume())
                window.newGame();
            return;
        }
        const bool opened = window.openDocument(files.constFirst());
        if (!checkOnly)
            return;
        // Printed once the window has shown what it opened: its title as the title bar
        // shows it, and the rules panel's when a ruleset went there.
        QTimer::singleShot(0, &window, [&window, opened]() {
            printLine(stdout, window.windowTitle().replace(QStringLiteral("[*]"),
                                                           window.isWindowModified() ? QStringLiteral("*") : QString()));
            const auto *rules = window.findChild<QDockWidget *>(QStringLiteral("rulesDock"));
            if (rules && rules->isVisible())
                printLine(stdout, rules->windowTitle());
            QCoreApplication::exit(opened ? 0 : ExitNotOpened);
        });
    });
    return app.exec();
}
