// Qt Quick Test suites of Squirrel Island's QML components (tst_*.qml beside this file), run
// against the real Isleworks.SquirrelIsland and Isleworks.Board modules and the embedded art.
#include <QQmlContext>
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(Isleworks_BoardPlugin)
Q_IMPORT_QML_PLUGIN(Isleworks_SquirrelIslandPlugin)

class Setup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        // Where tst_art.qml writes its contact sheet for people to look at.
        engine->rootContext()->setContextProperty(QStringLiteral("contactSheetDir"),
                                                  QStringLiteral(ISLE_CONTACT_SHEET_DIR));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_squirrelqml, Setup)

#include "tst_squirrelqml.moc"
