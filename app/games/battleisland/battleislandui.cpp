#include "battleislandui.h"

#include "battlescreen.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QtQml/QQmlExtensionPlugin>

// The game's QML module is static; its plugin must be pulled in by name.
Q_IMPORT_QML_PLUGIN(Isleworks_BattleIslandPlugin)

namespace isle::app::battleisland {

namespace {
class BattleUi final : public GameUi
{
public:
    QString gameId() const override { return QStringLiteral("battle-island-of-fog"); }
    QUrl boardPage() const override
    {
        return QUrl(QStringLiteral("qrc:/qt/qml/Isleworks/BattleIsland/BattleBoardPage.qml"));
    }
    QUrl sidePanel() const override
    {
        return QUrl(QStringLiteral("qrc:/qt/qml/Isleworks/BattleIsland/BattleSidePanel.qml"));
    }
    QString artFolder() const override { return QStringLiteral("qrc:/isleworks/art/battle-island-of-fog/"); }
    GameScreen *createScreen(GameSession &session) const override { return new BattleScreen(session); }
    // A general's income each turn and the units on the board, beside the shared coins.
    QList<SeatCount> seatCounts() const override
    {
        return {{QStringLiteral("income"), QCoreApplication::translate("isle::app::battleisland::BattleUi", "Income %1")},
                {QStringLiteral("units"), QCoreApplication::translate("isle::app::battleisland::BattleUi", "Units %1")}};
    }
    // A general is known by its colour, which a seat keeps for the game (the board's palette,
    // BattleArt.qml): the seat panel's strip and the game-over numbers use it.
    QList<QColor> sideColours(const QJsonObject &observation) const override
    {
        static const QHash<QString, QColor> palette = {{QStringLiteral("red"), QColor(0xc8, 0x37, 0x2d)},
                                                       {QStringLiteral("yellow"), QColor(0xe2, 0xb3, 0x22)},
                                                       {QStringLiteral("blue"), QColor(0x2f, 0x66, 0xc4)},
                                                       {QStringLiteral("green"), QColor(0x3a, 0x8f, 0x3a)}};
        QList<QColor> colours;
        for (const QJsonValue &seat : observation.value(QStringLiteral("seats")).toArray())
            colours.append(palette.value(seat.toObject().value(QStringLiteral("colour")).toString(), QColor(0x8a, 0x8a, 0x8a)));
        return colours;
    }
    // The game has no fixed number of rounds: the countdown is on the board's top bar.
    QString roundText(int round, int rounds) const override
    {
        Q_UNUSED(rounds);
        return QCoreApplication::translate("isle::app::battleisland::BattleUi", "Round %1").arg(round);
    }
};
} // namespace

const GameUi &gameUi()
{
    static const BattleUi ui;
    return ui;
}

} // namespace isle::app::battleisland
