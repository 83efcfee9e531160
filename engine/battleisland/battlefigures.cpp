// Battle on the Island of Fog's figures for designers (docs/simulation.md): win rate by
// seat and by corner, game length, conquest versus countdown, income per turn, battles
// per game and the attacker's win rate by odds bucket. Counted only when a simulation asks.
#include "battlegame.h"

#include <QCoreApplication>

namespace isle::battleisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::battleisland::BattleGame)
};

// The order of the declaration below; the counts are laid out by it.
enum Figure { SeatGames, WinRate, Rounds, Conquests, Countdowns, Turns, IncomePerTurn, Battles, AttacksByOdds,
              AttackerWinRate };
constexpr int SeatComponents = 0;   // seat-1 … seat-4
constexpr int CornerComponents = 4; // red, yellow, blue, green
constexpr int OddsComponents = 8;   // five buckets of the attacker's chance to win
constexpr int OddsBuckets = 5;
} // namespace

DesignerFigures BattleGame::designerFigures() const
{
    DesignerFigures declared;
    QList<int> sides;
    for (int seat = 0; seat < MaxColours; ++seat) {
        sides.append(int(declared.components.size()));
        declared.components.append({QStringLiteral("seat-%1").arg(seat + 1), Tr::tr("Seat %1").arg(seat + 1)});
    }
    const QString corners[MaxColours] = {Tr::tr("Red corner"), Tr::tr("Yellow corner"), Tr::tr("Blue corner"),
                                         Tr::tr("Green corner")};
    for (int colour = 0; colour < MaxColours; ++colour) {
        sides.append(int(declared.components.size()));
        declared.components.append({colourId(colour), corners[colour]});
    }
    QList<int> buckets;
    for (int bucket = 0; bucket < OddsBuckets; ++bucket) {
        buckets.append(int(declared.components.size()));
        declared.components.append({QStringLiteral("odds-%1").arg(bucket * 20),
                                    Tr::tr("Odds %1–%2 %").arg(bucket * 20).arg(bucket * 20 + 20)});
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
    figure("seatGames", Tr::tr("Games played"), Tr::tr("Games in which the seat or corner was in play."),
           F::PerComponent, F::Sum)
        .components = sides;
    DesignerFigure &wins = figure("winRate", Tr::tr("Win rate"),
                                  Tr::tr("The share of its games the seat or corner won (shared wins count for each)."),
                                  F::PerComponent, F::Rate);
    wins.components = sides;
    wins.per = SeatGames;
    figure("rounds", Tr::tr("Game length"), Tr::tr("Rounds a game lasts."), F::PerGame, F::MeanPerGame);
    figure("conquests", Tr::tr("Ended by conquest"),
           Tr::tr("The share of games won by eliminating every other general."), F::PerGame, F::MeanPerGame);
    figure("countdowns", Tr::tr("Ended by the countdown"),
           Tr::tr("The share of games decided on points after the countdown (or the turn limit)."), F::PerGame,
           F::MeanPerGame);
    figure("turns", Tr::tr("Turns per game"), Tr::tr("Turns played in a game, by all players."), F::PerGame,
           F::MeanPerGame);
    figure("incomePerTurn", Tr::tr("Income per turn"),
           Tr::tr("Coins a player collects at the start of a turn, on average over all turns."), F::PerGame, F::Rate)
        .per = Turns;
    figure("battles", Tr::tr("Battles per game"), Tr::tr("Combats fought in a game."), F::PerGame, F::MeanPerGame);
    figure("attacksByOdds", Tr::tr("Attacks"), Tr::tr("Attacks made at these odds of winning, over all games."),
           F::PerComponent, F::Sum)
        .components = buckets;
    DesignerFigure &rate = figure("attackerWinRate", Tr::tr("Attacker's win rate"),
                                  Tr::tr("How often an attack at these odds destroyed the defender: the odds are "
                                         "right when it falls inside the bucket."),
                                  F::PerComponent, F::Rate);
    rate.components = buckets;
    rate.per = AttacksByOdds;
    return declared;
}

void BattleGame::setFigureTally(FigureTally *tally)
{
    m_tally = {};
    if (!tally || tally->isEmpty())
        return;
    m_tally.seatGames = tally->counts(SeatGames);
    m_tally.seatWins = tally->counts(WinRate);
    m_tally.rounds = tally->counts(Rounds);
    m_tally.conquests = tally->counts(Conquests);
    m_tally.countdowns = tally->counts(Countdowns);
    m_tally.turns = tally->counts(Turns);
    m_tally.income = tally->counts(IncomePerTurn);
    m_tally.battles = tally->counts(Battles);
    m_tally.oddsAttacks = tally->counts(AttacksByOdds);
    m_tally.oddsWins = tally->counts(AttackerWinRate);
    // A tally laid out for other figures is not written to.
    if (!m_tally.seatGames || !m_tally.seatWins || !m_tally.rounds || !m_tally.conquests || !m_tally.countdowns
        || !m_tally.turns || !m_tally.income || !m_tally.battles || !m_tally.oddsAttacks || !m_tally.oddsWins)
        m_tally = {};
}

void BattleGame::tallyCombatStart()
{
    if (!m_tally.battles)
        return;
    const BattleState &s = m_state;
    const CombatOdds odds = attackOdds(s.unitOn(s.combat.attacker), s.combat.defender);
    m_counts.bucket = std::clamp(int(odds.win * OddsBuckets), 0, OddsBuckets - 1);
}

void BattleGame::tallyCombatEnd(int result)
{
    ++m_counts.battles;
    if (!m_tally.battles)
        return;
    ++m_counts.oddsAttacks[static_cast<std::size_t>(m_counts.bucket)];
    if (result == 0)
        ++m_counts.oddsWins[static_cast<std::size_t>(m_counts.bucket)];
}

void BattleGame::tallyGameEnd()
{
    if (!m_tally.seatGames)
        return;
    const BattleState &s = m_state;
    for (int seat = 0; seat < s.seats; ++seat) {
        const int corner = CornerComponents + s.player(seat).colour;
        ++m_tally.seatGames[SeatComponents + seat];
        ++m_tally.seatGames[corner];
        if (s.winnerMask & (1U << seat)) {
            ++m_tally.seatWins[SeatComponents + seat];
            ++m_tally.seatWins[corner];
        }
    }
    *m_tally.rounds += s.round;
    *m_tally.conquests += s.endReason == EndReason::Elimination ? 1 : 0;
    *m_tally.countdowns += s.endReason == EndReason::Points ? 1 : 0;
    *m_tally.turns += s.turns;
    *m_tally.income += m_counts.income;
    *m_tally.battles += m_counts.battles;
    for (int bucket = 0; bucket < OddsBuckets; ++bucket) {
        m_tally.oddsAttacks[OddsComponents + bucket] += m_counts.oddsAttacks[static_cast<std::size_t>(bucket)];
        m_tally.oddsWins[OddsComponents + bucket] += m_counts.oddsWins[static_cast<std::size_t>(bucket)];
    }
}

} // namespace isle::battleisland
