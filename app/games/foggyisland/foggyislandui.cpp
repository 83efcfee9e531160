#include "foggyislandui.h"

#include "boardlegend.h"
#include "foggyscreen.h"

#include <QCoreApplication>
#include <QtQml/QQmlExtensionPlugin>

// The game's QML module is static; its plugin must be pulled in by name.
Q_IMPORT_QML_PLUGIN(Isleworks_FoggyIslandPlugin)

namespace isle::app::foggyisland {

namespace {
class FoggyUi final : public GameUi
{
public:
    QString gameId() const override { return QStringLiteral("foggy-island"); }
    QUrl boardPage() const override { return QUrl(QStringLiteral("qrc:/qt/qml/Isleworks/FoggyIsland/FoggyBoardPage.qml")); }
    QUrl sidePanel() const override { return QUrl(QStringLiteral("qrc:/qt/qml/Isleworks/FoggyIsland/FoggySidePanel.qml")); }
    QString artFolder() const override { return QStringLiteral("qrc:/isleworks/art/foggy-island/"); }
    GameScreen *createScreen(GameSession &session) const override { return new FoggyScreen(session); }
    QString boardLegend() const override { return BoardLegend::html(); }
    QList<SeatCount> seatCounts() const override
    {
        return {{QStringLiteral("handCount"), QCoreApplication::translate("isle::app::foggyisland::FoggyUi", "Hand %1")},
                {QStringLiteral("pileCount"), QCoreApplication::translate("isle::app::foggyisland::FoggyUi", "Pile %1")}};
    }
};
} // namespace

const GameUi &gameUi()
{
    static const FoggyUi ui;
    return ui;
}

} // namespace isle::app::foggyisland
