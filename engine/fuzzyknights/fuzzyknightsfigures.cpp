// Fuzzy Knights' figures for designers (docs/simulation.md): win rate by seat, days per game,
// heroes lost and recruited, mercenaries recruited, the attacker's win rate by army-size ratio and income by source. Counted only
// when a simulation asks.
#include "fuzzyknightsgame.h"

#include <QCoreApplication>

namespace isle::fuzzyknights {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::fuzzyknights::FuzzyGame)
};

// The order of the declaration below; the counts are laid out by it.
enum Figure { SeatGames, WinRate, Days, HeroesLost, BattlesByRatio, AttackerWinRate, IncomeBySource, HeroesRecruited,
              MercsRecruited };
constexpr int SeatComponents = 0;
constexpr int RatioComponents = MaxSeats;
constexpr int IncomeComponents = RatioComponents + FuzzyGame::RatioBuckets;

// Units each side brings (heroes and a settlement count as one each).
int sideSize(const std::array<Squad, MaxSquads> &squads, int unsorted)
{
    int size = unsorted;
    for (const Squad &squad : squads)
        size += squad.kind == SquadKind::Units ? squad.units : squad.kind == SquadKind::None ? 0 : 1;
    return size;
}
} // namespace

DesignerFigures FuzzyGame::designerFigures() const
{
    DesignerFigures declared;
    QList<int> seats;
    for (int seat = 0; seat < MaxSeats; ++seat) {
        seats.append(int(declared.components.size()));
        declared.components.append({QStringLiteral("seat-%1").arg(seat + 1), Tr::tr("Seat %1").arg(seat + 1)});
    }
    QList<int> ratios;
    const QString ratioNames[RatioBuckets] = {Tr::tr("Attacker under half the defender"),
                                              Tr::tr("Attacker half to equal"), Tr::tr("Attacker equal to double"),
                                              Tr::tr("Attacker double to four times"),
                                              Tr::tr("Attacker over four times")};
    for (int bucket = 0; bucket < RatioBuckets; ++bucket) {
        ratios.append(int(declared.components.size()));
        declared.components.append({QStringLiteral("ratio-%1").arg(bucket), ratioNames[bucket]});
    }
    QList<int> sources;
    const char *const sourceIds[IncomeSources] = {"settlements", "mines", "caches", "rewards", "captures", "conquests"};
    const QString sourceNames[IncomeSources] = {Tr::tr("Settlements"), Tr::tr("Mines"), Tr::tr("Caches"),
                                                Tr::tr("Monster rewards"), Tr::tr("Mine captures"),
                                                Tr::tr("Conquered purses")};
    for (int source = 0; source < IncomeSources; ++source) {
        sources.append(int(declared.components.size()));
        declared.components.append({QString::fromLatin1(sourceIds[source]), sourceNames[source]});
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
    figure("seatGames", Tr::tr("Games played"), Tr::tr("Games in which the seat was in play."), F::PerComponent, F::Sum)
        .components = seats;
    DesignerFigure &wins = figure("winRate", Tr::tr("Win rate"),
                                  Tr::tr("The share of its games the seat won (shared first places count for each)."),
                                  F::PerComponent, F::Rate);
    wins.components = seats;
    wins.per = SeatGames;
    figure("days", Tr::tr("Days per game"), Tr::tr("Days a game lasts."), F::PerGame, F::MeanPerGame);
    figure("heroesLost", Tr::tr("Heroes lost"), Tr::tr("Heroes that die in a game, all players together."),
           F::PerGame, F::MeanPerGame);
    figure("battlesByRatio", Tr::tr("Battles"),
           Tr::tr("Battles fought at this ratio of the attacker's units to the defender's, over all games."),
           F::PerComponent, F::Sum)
        .components = ratios;
    DesignerFigure &rate = figure("attackerWinRate", Tr::tr("Attacker's win rate"),
                                  Tr::tr("How often the attacker won a battle at this army-size ratio."),
                                  F::PerComponent, F::Rate);
    rate.components = ratios;
    rate.per = BattlesByRatio;
    figure("incomeBySource", Tr::tr("Income by source"), Tr::tr("Coins gained per game from each source."),
           F::PerComponent, F::MeanPerGame)
        .components = sources;
    figure("heroesRecruited", Tr::tr("Heroes recruited"), Tr::tr("Heroes recruited in a game, all players together."),
           F::PerGame, F::MeanPerGame);
    figure("mercenariesRecruited", Tr::tr("Mercenaries recruited"),
           Tr::tr("Mercenaries recruited in a game, all players together."), F::PerGame, F::MeanPerGame);
    return declared;
}

void FuzzyGame::setFigureTally(FigureTally *tally)
{
    m_tally = {};
    if (!tally || tally->isEmpty())
        return;
    m_tally.seatGames = tally->counts(SeatGames);
    m_tally.seatWins = tally->counts(WinRate);
    m_tally.days = tally->counts(Days);
    m_tally.heroesLost = tally->counts(HeroesLost);
    m_tally.battlesByRatio = tally->counts(BattlesByRatio);
    m_tally.attackerWinsByRatio = tally->counts(AttackerWinRate);
    m_tally.incomeBySource = tally->counts(IncomeBySource);
    m_tally.heroesRecruited = tally->counts(HeroesRecruited);
    m_tally.mercsRecruited = tally->counts(MercsRecruited);
    // A tally laid out for other figures is not written to.
    if (!m_tally.seatGames || !m_tally.seatWins || !m_tally.days || !m_tally.heroesLost || !m_tally.battlesByRatio
        || !m_tally.attackerWinsByRatio || !m_tally.incomeBySource || !m_tally.heroesRecruited
        || !m_tally.mercsRecruited)
        m_tally = {};
}

void FuzzyGame::tallyBattleStart()
{
    const Battle &b = m_state.battle;
    const int attacker = sideSize(b.attackers, b.toSort);
    const int defender = std::max(1, sideSize(b.defenders, 0));
    // Buckets by attacker ÷ defender: < 1/2, < 1, < 2, < 4, more.
    const int bucket = 2 * attacker < defender ? 0 : attacker < defender ? 1 : attacker < 2 * defender ? 2
                       : attacker < 4 * defender                                                        ? 3
                                                                                                        : 4;
    m_counts.bucket = bucket;
}

void FuzzyGame::tallyBattleEnd(bool attackerWon)
{
    ++m_counts.battles[static_cast<std::size_t>(m_counts.bucket)];
    if (attackerWon)
        ++m_counts.attackerWins[static_cast<std::size_t>(m_counts.bucket)];
}

void FuzzyGame::tallyGameEnd()
{
    if (!m_tally.seatGames)
        return;
    const FuzzyState &s = m_state;
    for (int seat = 0; seat < s.seats; ++seat) {
        ++m_tally.seatGames[SeatComponents + seat];
        if (s.winnerMask & (1U << seat))
            ++m_tally.seatWins[SeatComponents + seat];
    }
    *m_tally.days += s.day;
    *m_tally.heroesLost += m_counts.heroesLost;
    *m_tally.heroesRecruited += m_counts.heroesRecruited;
    *m_tally.mercsRecruited += m_counts.mercsRecruited;
    for (int bucket = 0; bucket < RatioBuckets; ++bucket) {
        m_tally.battlesByRatio[RatioComponents + bucket] += m_counts.battles[static_cast<std::size_t>(bucket)];
        m_tally.attackerWinsByRatio[RatioComponents + bucket] += m_counts.attackerWins[static_cast<std::size_t>(bucket)];
    }
    for (int source = 0; source < IncomeSources; ++source)
        m_tally.incomeBySource[IncomeComponents + source] += m_counts.income[static_cast<std::size_t>(source)];
}

} // namespace isle::fuzzyknights
