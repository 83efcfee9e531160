#include "mainwindow.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Isleworks"));
    QApplication::setApplicationName(QStringLiteral("Isleworks"));
    QApplication::setApplicationVersion(QStringLiteral(ISLE_VERSION));
    QApplication::setApplicationDisplayName(QStringLiteral("Isleworks"));

    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(), QStringLiteral("qt"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("isleworks"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);

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
