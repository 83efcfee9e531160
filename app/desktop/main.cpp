#include "mainwindow.h"

#include "languages.h"

#include <QApplication>
#include <QLocale>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Isleworks"));
    QApplication::setApplicationName(QStringLiteral("Isleworks"));
    QApplication::setApplicationVersion(QStringLiteral(ISLE_VERSION));
    QApplication::setApplicationDisplayName(QStringLiteral("Isleworks"));

    // The language chosen in Preferences (shared by the window and the editor), else the system's.
    isle::i18n::setLanguage(isle::i18n::rememberedLanguage());

    isle::app::MainWindow window;
    window.show();
    const QStringList arguments = QApplication::arguments();
    QTimer::singleShot(0, &window, [&window, arguments]() {
        if (arguments.size() > 1)
            window.openFile(arguments.at(1));
        else if (!window.offerResume())
            window.newGame();
    });
    return app.exec();
}
