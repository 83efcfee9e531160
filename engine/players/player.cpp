#include "player.h"

#include "core/game.h"
#include "core/gamerecord.h"
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

// "hard:4000": a level with its own budget. The level when `name` names one before a
// colon (whatever follows), nothing otherwise.
std::optional<Difficulty> levelWithBudget(const QString &name, QStringView *budget)
{
    const qsizetype colon = name.indexOf(u':');
    if (colon < 0)
        return std::nullopt;
    const auto level = difficultyFromId(name.left(colon));
    if (level)
        *budget = QStringView(name).mid(colon + 1);
    return level;
}
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
    QStringView budget;
    if (const auto level = levelWithBudget(name, &budget)) {
        // Strictly digits, as in records, so that "hard:4000" names one player only.
        const auto iterations = seedFromString(budget);
        if (iterations && *iterations >= 1 && *iterations <= std::uint64_t(MaxIterations))
            return createDifficultyPlayer(*level, qint64(*iterations));
        if (error)
            *error = Tr::tr("\"%1\": the iterations after \"%2:\" must be a whole number from 1 to %3")
                         .arg(name, name.left(name.indexOf(u':')))
                         .arg(MaxIterations);
        return nullptr;
    }
    const QLatin1StringView ismcts("ismcts:");
    if (name.startsWith(ismcts)) {
        // "ismcts:N", "ismcts:N:C" or "ismcts:N:C:G": N iterations, playouts cut off after
        // C decisions (0 = played to the end, as without C), G % of playout moves greedy.
        const QStringList fields = name.mid(ismcts.size()).split(u':');
        bool ok = false;
        const qint64 iterations = fields.constFirst().toLongLong(&ok);
        bool capOk = true;
        const int cap = fields.size() >= 2 ? fields.at(1).toInt(&capOk) : 0;
        bool greedyOk = true;
        const int greedy = fields.size() == 3 ? fields.at(2).toInt(&greedyOk) : 0;
        if (ok && capOk && greedyOk && fields.size() <= 3 && cap >= 0 && greedy >= 0 && greedy <= 100
            && iterations >= 1 && iterations <= MaxIterations) {
            IsmctsSettings settings;
            settings.iterations = iterations;
            settings.playoutCap = cap;
            settings.playoutGreedy = greedy / 100.0;
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

bool mayReadTheGame(const Player &player, const Game &game, int seat)
{
    switch (player.reads()) {
    case Player::Reads::LegalActions: return true;
    case Player::Reads::OneMoveValues: return !game.actionValuesNeedView(seat);
    case Player::Reads::View: return false;
    }
    return false;
}

qint64 maxFileIterations()
{
    qint64 strongest = 0;
    for (const DifficultyPreset &preset : difficultyPresets())
        strongest = qMax(strongest, preset.iterations);
    return strongest;
}

// Declared by the game-agnostic core (core/gamerecord.h), which cannot know the players.
QString filePlayerProblem(const QString &name)
{
    const QLatin1StringView ismcts("ismcts:");
    QStringView budget;
    if (name.startsWith(ismcts))
        budget = QStringView(name).mid(ismcts.size());
    else if (!levelWithBudget(name, &budget))
        return {};
    // Strictly ASCII digits without sign, space or leading zero, like seeds.
    const auto iterations = seedFromString(budget);
    if (iterations && *iterations >= 1 && *iterations <= std::uint64_t(maxFileIterations()))
        return {};
    QStringList named{QStringLiteral("random"), QStringLiteral("greedy")};
    for (const DifficultyPreset &preset : difficultyPresets())
        named.append(QLatin1StringView(preset.id));
    const QString shown = name.size() > 40 ? name.left(40) + u'…' : name;
    return Tr::tr("\"%1\" is not allowed in a file, where a computer player searches at most %2 iterations a move "
                  "(as Expert does); expected \"ismcts:N\" or a level with its budget (\"hard:N\") with N from 1 to %2, "
                  "or one of: %3")
        .arg(shown, QString::number(maxFileIterations()), named.join(QStringLiteral(", ")));
}

} // namespace isle
