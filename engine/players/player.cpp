#include "player.h"

#include "difficulty.h"
#include "greedyplayer.h"
#include "ismctsplayer.h"
#include "randomplayer.h"

#include <QCoreApplication>

namespace isle {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::Player)
};

// Beyond this an iteration budget is surely a typo: 10^9 iterations take hours.
constexpr qint64 MaxIterations = 1000000000;
} // namespace

QStringList playerNames()
{
    QStringList names{QStringLiteral("random"), QStringLiteral("greedy")};
    for (const DifficultyPreset &preset : difficultyPresets())
        names.append(QLatin1StringView(preset.id));
    names.append(QStringLiteral("ismcts:N"));
    return names;
}

std::unique_ptr<Player> createPlayer(const QString &name, QString *error)
{
    if (name == QLatin1StringView("random"))
        return std::make_unique<RandomPlayer>();
    if (name == QLatin1StringView("greedy"))
        return std::make_unique<GreedyPlayer>();
    if (const auto level = difficultyFromId(name))
        return createDifficultyPlayer(*level);
    const QLatin1StringView ismcts("ismcts:");
    if (name.startsWith(ismcts)) {
        bool ok = false;
        const qint64 iterations = name.mid(ismcts.size()).toLongLong(&ok);
        if (ok && iterations >= 1 && iterations <= MaxIterations) {
            IsmctsSettings settings;
            settings.iterations = iterations;
            return std::make_unique<IsmctsPlayer>(settings, name);
        }
        if (error)
            *error = Tr::tr("\"%1\": the iterations after \"ismcts:\" must be a whole number from 1 to %2")
                         .arg(name)
                         .arg(MaxIterations);
        return nullptr;
    }
    if (error)
        *error = Tr::tr("unknown player \"%1\"; expected one of: %2").arg(name, playerNames().join(QStringLiteral(", ")));
    return nullptr;
}

} // namespace isle
