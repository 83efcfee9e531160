// Random games of every variant: the invariants hold after every decision (figures and
// bases conserved with supply, coins never negative), every game ends, and the countdown
// gives each player who stays in exactly the countdown's number of turns.
#include "battletestutil.h"

#include <QTest>

using namespace BattleTest;

namespace {
// Counts the countdown turns of each seat from the events.
class CountdownLog : public isle::EventSink
{
public:
    explicit CountdownLog(int seats) : turns(seats, 0) {}
    void onEvent(const GameEvent &event) override
    {
        if (event.type == std::uint16_t(BattleEvent::CountdownStarted))
            counting = true;
        if (event.type == std::uint16_t(BattleEvent::Eliminated))
            eliminatedInCountdown = eliminatedInCountdown || counting;
        if (counting && event.type == std::uint16_t(BattleEvent::TurnStarted))
            ++turns[event.seat];
        if (event.type == std::uint16_t(BattleEvent::GameEnded))
            reason = event.b;
    }
    QList<int> turns;
    bool counting = false;
    bool eliminatedInCountdown = false;
    int reason = -1;
};
} // namespace

// Actions aimed at what stands on the board, legal or not: each unit activated, attacked
// and stepped onto from the active unit's space (every direction), each structure's space
// recruited at, and the actions that name no space.
QList<Action> probes(const BattleGame &game)
{
    const BattleState &s = game.state();
    QList<Action> out;
    const int from = s.activeUnit == NoUnit ? -1 : s.unit(s.activeUnit).space;
    std::array<int, 4> around{};
    for (int d = 0; d < 4; ++d)
        around[std::size_t(d)] = from < 0 ? -1 : from + std::array{-SpaceStride, 1, SpaceStride, -1}[std::size_t(d)];
    const auto aimAt = [&](int space) {
        out.push_back(act(ActionType::Activate, space));
        out.push_back(act(ActionType::Attack, -1, space));
        for (int d = 0; d < 4; ++d)
            out.push_back(act(ActionType::Step, from, space, d));
    };
    for (int index = 0; index < MaxUnits; ++index)
        if (s.unit(index).alive())
            aimAt(s.unit(index).space);
    for (int space : around)
        if (space >= 0 && space < MaxSpaces)
            aimAt(space);
    for (int space = 0; space < MaxSpaces; ++space)
        if (s.structureAt(space) != StructureKind::None)
            for (int kind = 0; kind < 3; ++kind)
                out.push_back(act(ActionType::Recruit, space, -1, kind));
    for (int kind = 0; kind < 4; ++kind)
        out.push_back(act(ActionType::Build, -1, -1, kind));
    for (ActionType type : {ActionType::Swap, ActionType::Take, ActionType::Stack, ActionType::EndTurn,
                            ActionType::EndActivation})
        out.push_back(act(type));
    return out;
}

class tst_BattleProperty : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void randomGames_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("games");
        QTest::newRow("two") << QStringLiteral("two-players") << 2000;
        QTest::newRow("three") << QStringLiteral("three-players") << 1500;
        QTest::newRow("four") << QStringLiteral("four-players") << 1500;
    }

    void randomGames()
    {
        QFETCH(QString, variant);
        QFETCH(int, games);
        auto game = newGame(variant, 1);
        game->setHistoryEnabled(false);
        Rng rng(77, 3);
        int countdownGames = 0;
        int conquests = 0;
        for (int i = 0; i < games; ++i) {
            CountdownLog log(game->seatCount());
            game->setEventSink(&log);
            game->reset(std::uint64_t(i) * 7919U + 11U);
            int decisions = 0;
            while (!game->isOver()) {
                QVERIFY2(++decisions < 200000, "a game that does not end");
                game->apply(game->randomAction(rng));
                if (decisions % 7 == 0) {
                    const QString problem = invariantProblem(*game);
                    QVERIFY2(problem.isEmpty(), qPrintable(problem));
                }
            }
            const QString problem = invariantProblem(*game);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QVERIFY(game->state().winnerMask != 0);
            game->setEventSink(nullptr);
            if (log.reason == 0) {
                ++conquests;
                continue;
            }
            if (!log.counting || game->state().turns >= std::uint32_t(game->rules().maxTurns))
                continue;
            ++countdownGames;
            if (log.eliminatedInCountdown)
                continue;
            for (int seat = 0; seat < game->seatCount(); ++seat)
                if (!game->state().player(seat).eliminated)
                    QCOMPARE(log.turns[seat], game->rules().countdownRounds);
        }
        QVERIFY2(countdownGames > games / 2, qPrintable(QString::number(countdownGames)));
        qInfo("%d games: %d by the countdown, %d by conquest", games, countdownGames, conquests);
    }

    // isLegal answers exactly as the list does, for every listed action, for actions listed
    // at the decisions before (as a turn plan replayed on another sample brings them), and
    // for each of them with one field changed, for actions aimed at every unit and
    // structure (probes); and the decisions of a turn that plans
    // replay most (activations, steps, attacks, recruits, ends) are answered from the
    // action alone, leaving the scratch list as it was.
    void isLegalAgreesWithTheList_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("two") << QStringLiteral("two-players");
        QTest::newRow("three") << QStringLiteral("three-players");
        QTest::newRow("four") << QStringLiteral("four-players");
    }

    void isLegalAgreesWithTheList()
    {
        QFETCH(QString, variant);
        auto game = newGame(variant, 1);
        game->setHistoryEnabled(false);
        Rng rng(91, 5);
        auto listed = std::make_unique<ActionList>();
        auto scratch = std::make_unique<ActionList>();
        Action sentinel;
        sentinel.type = 0xEE;
        QList<Action> earlier; // the lists of the last few decisions
        qint64 asked = 0;
        qint64 answeredAlone = 0;
        qint64 legalAsked = 0;
        std::array<int, int(ActionType::Count)> fastTypes{};
        std::array<int, int(ActionType::Count)> legalTypes{};
        for (int i = 0; i < 3; ++i) {
            game->reset(std::uint64_t(i) * 104729U + 3U);
            earlier.clear();
            while (!game->isOver()) {
                if (game->decisionsApplied() % 3 == 1) { // every third decision is passed over, for time
                    game->apply(game->randomAction(rng));
                    continue;
                }
                game->legalActions(*listed);
                QList<Action> candidates(listed->begin(), listed->end());
                candidates += earlier;
                const qsizetype changeable = candidates.size();
                candidates += probes(*game);
                for (qsizetype k = 0; k < changeable; ++k) {
                    for (int change = 0; change < 8; ++change) {
                        Action changed = candidates[k];
                        switch (change) {
                        case 0: changed.kind = std::uint8_t(changed.kind + 1); break;
                        case 1: changed.kind = std::uint8_t(changed.kind - 1); break;
                        case 2: changed.cell = std::int16_t(changed.cell + 1); break;
                        case 3: changed.cell = std::int16_t(changed.cell - 1); break;
                        case 4: changed.cell2 = std::int16_t(changed.cell2 + 1); break;
                        case 5: changed.cell2 = std::int16_t(changed.cell2 + 32); break;
                        case 6: changed.type = std::uint8_t(1 + (changed.type + 1) % (int(ActionType::Count) - 1)); break;
                        default: changed.flags = 1; break;
                        }
                        candidates.push_back(changed);
                    }
                }
                for (const Action &action : candidates) {
                    scratch->clear();
                    scratch->push(sentinel);
                    const bool expected = listed->contains(action);
                    const bool answered = game->isLegal(action, *scratch);
                    QVERIFY2(answered == expected,
                             qPrintable(QStringLiteral("game %1, decision %2: type %3 kind %4 cell %5 cell2 %6 flags %7: "
                                                       "isLegal %8, listed %9")
                                            .arg(i).arg(game->decisionsApplied()).arg(action.type).arg(action.kind)
                                            .arg(action.cell).arg(action.cell2).arg(action.flags).arg(answered)
                                            .arg(expected)));
                    ++asked;
                    if (!expected)
                        continue;
                    ++legalAsked;
                    ++legalTypes[action.type];
                    if (scratch->size() == 1 && (*scratch)[0] == sentinel) {
                        ++answeredAlone;
                        ++fastTypes[action.type];
                    }
                }
                earlier = QList<Action>(listed->begin(), listed->end()) + earlier.mid(0, 8);
                game->apply(game->randomAction(rng));
            }
        }
        for (ActionType type : {ActionType::Activate, ActionType::Recruit, ActionType::EndTurn, ActionType::Step,
                                ActionType::Attack, ActionType::EndActivation, ActionType::Build})
            QVERIFY2(fastTypes[int(type)] > 0 || legalTypes[int(type)] == 0,
                     qPrintable(QStringLiteral("type %1 never answered alone").arg(int(type))));
        for (ActionType type : {ActionType::Activate, ActionType::EndTurn, ActionType::Step, ActionType::EndActivation})
            QVERIFY(legalTypes[int(type)] > 0);
        QVERIFY2(answeredAlone * 10 > legalAsked * 8, qPrintable(QStringLiteral("%1 of %2").arg(answeredAlone).arg(legalAsked)));
        qInfo("%lld actions asked, %lld legal, %lld of them answered from the action alone", asked, legalAsked,
              answeredAlone);
    }
};

QTEST_GUILESS_MAIN(tst_BattleProperty)
#include "tst_battleproperty.moc"
