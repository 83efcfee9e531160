#include "fuzzyknightsui.h"

#include "fuzzyscreen.h"

#include <QCoreApplication>
#include <QtQml/QQmlExtensionPlugin>

// The game's QML module is static; its plugin must be pulled in by name.
Q_IMPORT_QML_PLUGIN(Isleworks_FuzzyKnightsPlugin)

namespace isle::app::fuzzyknights {

namespace {
class FuzzyUi final : public GameUi
{
public:
    QString gameId() const override { return QStringLiteral("fuzzy-knights"); }
    QUrl boardPage() const override
    {
        return QUrl(QStringLiteral("qrc:/qt/qml/Isleworks/FuzzyKnights/FuzzyBoardPage.qml"));
    }
    QUrl sidePanel() const override
    {
        return QUrl(QStringLiteral("qrc:/qt/qml/Isleworks/FuzzyKnights/FuzzySidePanel.qml"));
    }
    QString artFolder() const override { return QStringLiteral("qrc:/isleworks/art/fuzzy-knights/"); }
    GameScreen *createScreen(GameSession &session) const override { return new FuzzyScreen(session); }
    // A player's coins (purses included), heroes, settlements and mines, beside the shared numbers.
    QList<SeatCount> seatCounts() const override
    {
        return {{QStringLiteral("treasury"), QCoreApplication::translate("isle::app::fuzzyknights::FuzzyUi", "Coins %1")},
                {QStringLiteral("heroCount"), QCoreApplication::translate("isle::app::fuzzyknights::FuzzyUi", "Heroes %1")},
                {QStringLiteral("settlementCount"),
                 QCoreApplication::translate("isle::app::fuzzyknights::FuzzyUi", "Settlements %1")},
                {QStringLiteral("mineCount"), QCoreApplication::translate("isle::app::fuzzyknights::FuzzyUi", "Mines %1")}};
    }
    // The game is played in Days (the board's top bar shows the Day and its step).
    QString roundText(int round, int rounds) const override
    {
        if (round <= 0)
            return {};
        return rounds > 0 ? QCoreApplication::translate("isle::app::fuzzyknights::FuzzyUi", "Day %1 of %2").arg(round).arg(rounds)
                          : QCoreApplication::translate("isle::app::fuzzyknights::FuzzyUi", "Day %1").arg(round);
    }
};
} // namespace

const GameUi &gameUi()
{
    static const FuzzyUi ui;
    return ui;
}

} // namespace isle::app::fuzzyknights
