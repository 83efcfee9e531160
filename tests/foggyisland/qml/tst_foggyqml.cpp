// Qt Quick Test suites of Foggy Island's QML components (tst_*.qml beside this file), run
// against the real Isleworks.FoggyIsland and Isleworks.Board modules and the embedded art.
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(Isleworks_BoardPlugin)
Q_IMPORT_QML_PLUGIN(Isleworks_FoggyIslandPlugin)

class Setup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void qmlEngineAvailable(QQmlEngine *engine) { engine->addImportPath(QStringLiteral("qrc:/qt/qml")); }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_foggyqml, Setup)

#include "tst_foggyqml.moc"
