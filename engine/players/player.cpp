#include "player.h"

#include "greedyplayer.h"
#include "randomplayer.h"

#include <QCoreApplication>

namespace isle {

QStringList playerNames()
{
    return {QStringLiteral("random"), QStringLiteral("greedy")};
}

std::unique_ptr<Player> createPlayer(const QString &name, QString *error)
{
    if (name == QLatin1StringView("random"))
        return std::make_unique<RandomPlayer>();
    if (name == QLatin1StringView("greedy"))
        return std::make_unique<GreedyPlayer>();
    if (error)
        *error = QCoreApplication::translate("isle::Player", "unknown player \"%1\"; expected one of: %2")
                     .arg(name, playerNames().join(QStringLiteral(", ")));
    return nullptr;
}

} // namespace isle
