// Qt Quick Test suites of the board's QML components (tst_*.qml beside this file), run
// against the real Isleworks.Board module and the embedded art.
#include <QQmlEngine>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(Isleworks_BoardPlugin)

class Setup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void qmlEngineAvailable(QQmlEngine *engine) { engine->addImportPath(QStringLiteral("qrc:/qt/qml")); }
};

QUICK_TEST_MAIN_WITH_SETUP(tst_qmlcomponents, Setup)

#include "tst_qmlcomponents.moc"
