// Squirrel Island's figures for designers (docs/simulation.md): per card, how often it
// is played, the final score of players who played it and its edge; per day, resources
// gained; the spread of final scores. Counted only when a simulation asks.
#include "squirrelgame.h"

#include <QCoreApplication>

namespace isle::squirrelisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::squirrelisland::SquirrelGame)
};

// The order of the declaration below; the counts are laid out by it.
enum Figure { PlayersPerGame, MeanScore, ScoreSpread, PlayedPerGame, PlayersWhoPlayed, ScoreOfPlayers, CardEdge,
              ResourcesPerDay };
} // namespace

DesignerFigures SquirrelGame::designerFigures() const
{
    DesignerFigures declared;
    QList<int> cards;
    QList<int> days;
    for (int card = 0; card < m_rules->cardCount; ++card) {
        declared.components.append({m_rules->ids.at(card), cardName(m_rules->ids.at(card))});
        cards.append(card);
    }
    for (int day = 1; day <= m_rules->dayCount; ++day) {
        days.append(int(declared.components.size()));
        declared.components.append({QStringLiteral("day-%1").arg(day), Tr::tr("Day %1").arg(day)});
    }
    using F = DesignerFigure;
    const auto figure = [&declared](const char *id, QString label, QString description, F::Kind kind,
                                    F::Aggregate aggregate) -> DesignerFigure & {
        DesignerFigure &added = declared.figures.emplace_back();
        added.id = QString::fromLatin1(id);
        added.label = std::move(label);
        added.description = std::move(description);
        added.kind = kind;
        added.aggregate = aggregate;
        return added;
    };
    figure("playersPerGame", Tr::tr("Players per game"), Tr::tr("Players in a game (the solo rival not counted)."),
           F::PerGame, F::MeanPerGame);
    figure("meanScore", Tr::tr("Final score of a player"),
           Tr::tr("The mean final score (nuts, stash and bonus) of all players."), F::PerGame, F::Rate)
        .per = PlayersPerGame;
    figure("scoreSpread", Tr::tr("Score spread"),
           Tr::tr("The best final score of a game minus the worst (the solo rival included)."), F::PerGame,
           F::MeanPerGame);
    figure("playedPerGame", Tr::tr("Played per game"), Tr::tr("How often the card is played in a game."),
           F::PerComponent, F::MeanPerGame)
        .components = cards;
    figure("playersWhoPlayed", Tr::tr("Players who played it"),
           Tr::tr("Players who played the card at least once, over all games."), F::PerComponent, F::Sum)
        .components = cards;
    DesignerFigure &mean = figure("scoreOfPlayers", Tr::tr("Final score of its players"),
                                  Tr::tr("The mean final score of the players who played the card."),
                                  F::PerComponent, F::Rate);
    mean.components = cards;
    mean.per = PlayersWhoPlayed;
    DesignerFigure &edge = figure("cardEdge", Tr::tr("Edge of the card"),
                                  Tr::tr("The mean final score of its players minus that of all players: positive "
                                         "when players who play it do better than players in general."),
                                  F::PerComponent, F::Rate);
    edge.components = cards;
    edge.per = PlayersWhoPlayed;
    edge.minus = MeanScore;
    edge.countsOf = ScoreOfPlayers;
    figure("resourcesPerDay", Tr::tr("Resources gained"),
           Tr::tr("Nuts, stamina, coins and cards all players gained that day, per game."), F::PerComponent,
           F::MeanPerGame)
        .components = days;
    return declared;
}

void SquirrelGame::setFigureTally(FigureTally *tally)
{
    m_tally = {};
    if (!tally || tally->isEmpty())
        return;
    m_tally.games = tally->counts(PlayersPerGame);
    m_tally.allNuts = tally->counts(MeanScore);
    m_tally.scoreSpread = tally->counts(ScoreSpread);
    m_tally.played = tally->counts(PlayedPerGame);
    m_tally.playerGames = tally->counts(PlayersWhoPlayed);
    m_tally.playedNuts = tally->counts(ScoreOfPlayers);
    m_tally.dayResources = tally->counts(ResourcesPerDay);
    // A tally laid out for other figures is not written to.
    if (!m_tally.games || !m_tally.allNuts || !m_tally.scoreSpread || !m_tally.played || !m_tally.playerGames
        || !m_tally.playedNuts || !m_tally.dayResources)
        m_tally = {};
}

void SquirrelGame::tallyGain(int amount)
{
    if (m_tally.dayResources && m_state.day >= 1)
        m_dayGains[static_cast<std::size_t>(m_state.day - 1)] += amount;
}

void SquirrelGame::tallyGameEnd()
{
    if (!m_tally.games)
        return;
    int best = 0;
    int worst = 0;
    for (int actor = 0; actor < m_state.actors; ++actor) {
        const int score = finalScore(actor);
        best = actor == 0 ? score : std::max(best, score);
        worst = actor == 0 ? score : std::min(worst, score);
        if (actor == m_state.rival())
            continue;
        ++*m_tally.games;
        *m_tally.allNuts += score;
        const std::uint64_t played = m_playedMask[static_cast<std::size_t>(actor)];
        for (int card = 0; card < m_rules->cardCount; ++card) {
            if (played & (1ULL << card)) {
                ++m_tally.playerGames[card];
                m_tally.playedNuts[card] += score;
            }
        }
    }
    *m_tally.scoreSpread += best - worst;
    // Per-component counts are laid out by component index: the days follow the cards.
    for (int day = 0; day < m_rules->dayCount; ++day)
        m_tally.dayResources[m_rules->cardCount + day] += m_dayGains[static_cast<std::size_t>(day)];
}

} // namespace isle::squirrelisland
