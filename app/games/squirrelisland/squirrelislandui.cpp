#include "squirrelislandui.h"

#include "squirrelscreen.h"

#include <QCoreApplication>
#include <QtQml/QQmlExtensionPlugin>

// The game's QML module is static; its plugin must be pulled in by name.
Q_IMPORT_QML_PLUGIN(Isleworks_SquirrelIslandPlugin)

namespace isle::app::squirrelisland {

namespace {
class SquirrelUi final : public GameUi
{
public:
    QString gameId() const override { return QStringLiteral("squirrel-island"); }
    QUrl boardPage() const override
    {
        return QUrl(QStringLiteral("qrc:/qt/qml/Isleworks/SquirrelIsland/SquirrelBoardPage.qml"));
    }
    QUrl sidePanel() const override
    {
        return QUrl(QStringLiteral("qrc:/qt/qml/Isleworks/SquirrelIsland/SquirrelSidePanel.qml"));
    }
    QString artFolder() const override { return QStringLiteral("qrc:/isleworks/art/squirrel-island/"); }
    GameScreen *createScreen(GameSession &session) const override { return new SquirrelScreen(session); }
    // Cards in hand and stashed: the observation's pile is always empty in this game.
    QList<SeatCount> seatCounts() const override
    {
        return {{QStringLiteral("handCount"), QCoreApplication::translate("isle::app::squirrelisland::SquirrelUi", "Hand %1")},
                {QStringLiteral("stashCount"), QCoreApplication::translate("isle::app::squirrelisland::SquirrelUi", "Stash %1")}};
    }
    // The board's day track counts days: the side column and the status bar say so too.
    QString roundText(int round, int rounds) const override
    {
        return QCoreApplication::translate("isle::app::squirrelisland::SquirrelUi", "Day %1 of %2").arg(round).arg(rounds);
    }
};
} // namespace

const GameUi &gameUi()
{
    static const SquirrelUi ui;
    return ui;
}

} // namespace isle::app::squirrelisland
