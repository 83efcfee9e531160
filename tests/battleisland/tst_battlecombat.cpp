// Combat (rules file §2.11): the exact odds against exhaustive enumeration of the dice,
// every modifier on a hand-built board, stack re-rolls decided by the attacker and then
// the defender (a decision of the seat whose turn it is not), the attacker dying, a tie
// and the advance onto a structure.
#include "battletestutil.h"

#include <QTest>

#include <algorithm>

using namespace BattleTest;

namespace {
// The same policy worked out by brute force over every ordered roll and every re-rolled die.
int chooseAgainst(std::array<int, MaxDice> own, int dice, int rerolls, int target)
{
    std::sort(own.begin(), own.begin() + dice);
    int best = 0;
    double bestValue = -2;
    for (int j = 0; j <= rerolls; ++j) {
        double value = 0;
        int outcomes = 1;
        for (int i = 0; i < j; ++i)
            outcomes *= 6;
        for (int code = 0; code < outcomes; ++code) {
            int sum = 0;
            int rest = code;
            for (int i = 0; i < dice; ++i) {
                if (i < j) {
                    sum += rest % 6 + 1;
                    rest /= 6;
                } else {
                    sum += own[static_cast<std::size_t>(i)];
                }
            }
            value += (sum > target ? 1.0 : sum < target ? -1.0 : 0.0) / outcomes;
        }
        if (value > bestValue + 1e-12) {
            bestValue = value;
            best = j;
        }
    }
    return best;
}

// Sums of the dice after re-rolling the j lowest: every outcome with its probability.
QList<QPair<int, double>> afterReroll(std::array<int, MaxDice> own, int dice, int j)
{
    std::sort(own.begin(), own.begin() + dice);
    QList<QPair<int, double>> sums;
    int outcomes = 1;
    for (int i = 0; i < j; ++i)
        outcomes *= 6;
    for (int code = 0; code < outcomes; ++code) {
        int sum = 0;
        int rest = code;
        for (int i = 0; i < dice; ++i) {
            if (i < j) {
                sum += rest % 6 + 1;
                rest /= 6;
            } else {
                sum += own[static_cast<std::size_t>(i)];
            }
        }
        sums.append({sum, 1.0 / outcomes});
    }
    return sums;
}

CombatOdds bruteForce(int dice, int attackerRerolls, int defenderRerolls, int delta)
{
    CombatOdds odds;
    int rolls = 1;
    for (int i = 0; i < dice; ++i)
        rolls *= 6;
    const auto unpack = [dice](int code) {
        std::array<int, MaxDice> d{};
        for (int i = 0; i < dice; ++i) {
            d[static_cast<std::size_t>(i)] = code % 6 + 1;
            code /= 6;
        }
        return d;
    };
    const double each = 1.0 / (double(rolls) * rolls);
    for (int a = 0; a < rolls; ++a) {
        const auto attacker = unpack(a);
        for (int d = 0; d < rolls; ++d) {
            const auto defender = unpack(d);
            // The attacker tries each j, expecting the defender's best answer to each result.
            CombatOdds best;
            double bestValue = -2;
            for (int j = 0; j <= attackerRerolls; ++j) {
                CombatOdds option;
                for (const auto &[sum, p] : afterReroll(attacker, dice, j)) {
                    const int jd = chooseAgainst(defender, dice, defenderRerolls, sum + delta);
                    for (const auto &[dsum, q] : afterReroll(defender, dice, jd)) {
                        const int margin = sum + delta - dsum;
                        (margin > 0 ? option.win : margin == 0 ? option.tie : option.lose) += p * q;
                    }
                }
                if (option.win - option.lose > bestValue + 1e-12) {
                    bestValue = option.win - option.lose;
                    best = option;
                }
            }
            odds.win += each * best.win;
            odds.tie += each * best.tie;
            odds.lose += each * best.lose;
        }
    }
    return odds;
}

std::unique_ptr<BattleGame> board()
{
    auto game = newGame(QStringLiteral("two-players"), 3);
    clearBoard(*game);
    return game;
}
} // namespace

class tst_BattleCombat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oddsMatchEnumeration_data()
    {
        QTest::addColumn<int>("dice");
        QTest::addColumn<int>("attackerRerolls");
        QTest::addColumn<int>("defenderRerolls");
        QTest::addColumn<int>("delta");
        QTest::newRow("basic against plains") << 3 << 0 << 0 << 1;
        QTest::newRow("elite against forest elite") << 3 << 0 << 0 << 0;
        QTest::newRow("stack of 2 attacking") << 3 << 1 << 0 << 1;
        QTest::newRow("stack of 3 on a structure") << 3 << 2 << 0 << -1;
        QTest::newRow("stacks on both sides") << 3 << 2 << 1 << 1;
        QTest::newRow("defending stack of 3") << 3 << 0 << 2 << -3;
        QTest::newRow("two dice") << 2 << 1 << 1 << 2;
    }

    void oddsMatchEnumeration()
    {
        QFETCH(int, dice);
        QFETCH(int, attackerRerolls);
        QFETCH(int, defenderRerolls);
        QFETCH(int, delta);
        const CombatOdds exact = combatOdds(dice, {attackerRerolls, delta}, {defenderRerolls, 0},
                                            RerollOrder::AttackerThenDefender);
        const CombatOdds brute = bruteForce(dice, attackerRerolls, defenderRerolls, delta);
        QVERIFY(qAbs(exact.win - brute.win) < 1e-9);
        QVERIFY(qAbs(exact.tie - brute.tie) < 1e-9);
        QVERIFY(qAbs(exact.lose - brute.lose) < 1e-9);
        QVERIFY(qAbs(exact.win + exact.tie + exact.lose - 1) < 1e-9);
    }

    // Re-rolls help the side that has them; bonuses move the odds.
    void oddsMove()
    {
        const auto win = [](int ar, int dr, int delta) {
            return combatOdds(3, {ar, delta}, {dr, 0}, RerollOrder::AttackerThenDefender).win;
        };
        QVERIFY(win(1, 0, 1) > win(0, 0, 1));
        QVERIFY(win(2, 0, 1) > win(1, 0, 1));
        QVERIFY(win(0, 2, 1) < win(0, 0, 1));
        QVERIFY(win(0, 0, 2) > win(0, 0, 1));
        // No re-rolls: the plain 3d6 difference; P(3d6 + 1 > 3d6) = (1 − P(tie)) / 2 + P(tie at −1)…
        const CombatOdds even = combatOdds(3, {0, 0}, {0, 0}, RerollOrder::AttackerThenDefender);
        QVERIFY(qAbs(even.win - even.lose) < 1e-12);
        const CombatOdds simultaneous = combatOdds(3, {1, 1}, {0, 0}, RerollOrder::Simultaneous);
        QVERIFY(simultaneous.win > combatOdds(3, {0, 1}, {0, 0}, RerollOrder::Simultaneous).win);
    }

    // Every modifier of §2.11 step 4 reaches the totals.
    void modifiers_data()
    {
        QTest::addColumn<int>("attackerType");
        QTest::addColumn<int>("defenderType");
        QTest::addColumn<int>("terrain");
        QTest::addColumn<int>("structure");
        QTest::addColumn<int>("attackBonus");
        QTest::addColumn<int>("defenceBonus");
        QTest::newRow("basic on plains") << 0 << 0 << int(Terrain::Plains) << 0 << 1 << 0;
        QTest::newRow("elite attacker") << 1 << 0 << int(Terrain::Plains) << 0 << 2 << 0;
        QTest::newRow("forest") << 0 << 0 << int(Terrain::Forest) << 0 << 1 << 1;
        QTest::newRow("mountain") << 0 << 0 << int(Terrain::Mountain) << 0 << 1 << 2;
        QTest::newRow("elite defender in forest") << 0 << 1 << int(Terrain::Forest) << 0 << 1 << 2;
        QTest::newRow("empty lot") << 0 << 0 << int(Terrain::Lot) << 0 << 1 << 0;
        QTest::newRow("city replaces terrain") << 0 << 0 << int(Terrain::Lot) << int(StructureKind::City) << 1 << 2;
        QTest::newRow("elite in a factory") << 1 << 1 << int(Terrain::Lot) << int(StructureKind::Factory) << 2 << 3;
        QTest::newRow("unclaimed lighthouse") << 0 << 0 << int(Terrain::Lighthouse) << int(StructureKind::Lighthouse)
                                              << 1 << 2;
    }

    void modifiers()
    {
        QFETCH(int, attackerType);
        QFETCH(int, defenderType);
        QFETCH(int, terrain);
        QFETCH(int, structure);
        QFETCH(int, attackBonus);
        QFETCH(int, defenceBonus);
        auto game = board();
        const int target = sp(4, 5);
        setTerrain(*game, target, static_cast<Terrain>(terrain));
        if (structure)
            setStructure(*game, target, static_cast<StructureKind>(structure),
                         structure == int(StructureKind::Lighthouse) ? -1 : 1);
        placeUnit(*game, 0, sp(4, 4), static_cast<UnitType>(attackerType));
        placeUnit(*game, 1, target, static_cast<UnitType>(defenderType));
        activate(*game, sp(4, 4));
        BT_APPLY(*game, act(ActionType::Attack, -1, target));
        const Combat &c = game->state().combat;
        int attackerDice = 0;
        int defenderDice = 0;
        for (int i = 0; i < 3; ++i) {
            attackerDice += c.attackerDice[static_cast<std::size_t>(i)];
            defenderDice += c.defenderDice[static_cast<std::size_t>(i)];
        }
        QCOMPARE(int(c.attackerTotal), attackerDice + attackBonus);
        QCOMPARE(int(c.defenderTotal), defenderDice + defenceBonus);
        QCOMPARE(int(c.result), c.attackerTotal > c.defenderTotal ? 0 : c.attackerTotal < c.defenderTotal ? 1 : 2);
    }

    // The loser is destroyed, attacker or defender, figures back to supply; a tie leaves
    // both; a winner advances only onto a structure. Seeds are searched for each outcome.
    void outcomes()
    {
        bool seen[3][2] = {};
        for (std::uint64_t seed = 1; seed < 400; ++seed) {
            for (int structure = 0; structure < 2; ++structure) {
                auto game = newGame(QStringLiteral("two-players"), seed);
                clearBoard(*game);
                const int target = sp(4, 5);
                if (structure) {
                    setTerrain(*game, target, Terrain::Lot);
                    setStructure(*game, target, StructureKind::City, 1);
                }
                placeUnit(*game, 0, sp(4, 4));
                placeUnit(*game, 1, target, UnitType::Basic, 2);
                activate(*game, sp(4, 4));
                BT_APPLY(*game, act(ActionType::Attack, -1, target));
                if (game->decision().kind == int(DecisionKind::Reroll)) {
                    QCOMPARE(game->decision().seat, 1); // the defender, not the seat to move
                    QCOMPARE(int(game->state().active), 0);
                    QCOMPARE(legal(*game).size(), 2); // keep, or re-roll the lowest die
                    BT_APPLY(*game, act(ActionType::Reroll, -1, -1, 1));
                }
                const BattleState &s = game->state();
                const int result = s.combat.result;
                seen[result][structure] = true;
                QCOMPARE(game->decision().kind, int(DecisionKind::Main));
                QCOMPARE(int(s.activationsUsed), 1);
                if (result == 0) {
                    QCOMPARE(int(s.player(1).supplyBasic), game->rules().supplyBasic);
                    QCOMPARE(s.unitOn(target) != NoUnit, structure == 1); // advanced
                    QCOMPARE(s.unitOn(sp(4, 4)) != NoUnit, structure == 0);
                } else if (result == 1) {
                    QCOMPARE(s.unitOn(sp(4, 4)), NoUnit);
                    QCOMPARE(int(s.player(0).supplyBasic), game->rules().supplyBasic);
                    QVERIFY(s.unitOn(target) != NoUnit);
                } else {
                    QVERIFY(s.unitOn(sp(4, 4)) != NoUnit);
                    QVERIFY(s.unitOn(target) != NoUnit);
                }
                QVERIFY(invariantProblem(*game).isEmpty());
            }
        }
        for (int result = 0; result < 3; ++result)
            for (int structure = 0; structure < 2; ++structure)
                QVERIFY2(seen[result][structure], qPrintable(QStringLiteral("%1/%2").arg(result).arg(structure)));
    }

    // The attacker's stack decides first; its re-roll changes only its lowest dice.
    void attackerRerollsFirst()
    {
        auto game = board();
        placeUnit(*game, 0, sp(4, 4), UnitType::Basic, 3);
        placeUnit(*game, 1, sp(4, 5), UnitType::Basic, 2);
        activate(*game, sp(4, 4));
        BT_APPLY(*game, act(ActionType::Attack, -1, sp(4, 5)));
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(game->decision().kind, int(DecisionKind::Reroll));
        QCOMPARE(legal(*game).size(), 3); // 0, 1 or 2 dice
        const std::uint8_t highest = game->state().combat.attackerDice[2];
        BT_APPLY(*game, act(ActionType::Reroll, -1, -1, 0));
        QCOMPARE(game->state().combat.attackerDice[2], highest);
        QCOMPARE(game->decision().seat, 1);
        QVERIFY(!game->check(act(ActionType::Reroll, -1, -1, 2)).legal); // a stack of 2 re-rolls at most 1
    }

    // What a search keeps apart (Game::chanceOutcome): a fight's result names its key, the
    // same for the same result and another for another; a fight waiting for a re-roll
    // names how its dice stand; a step that draws nothing names nothing.
    void chanceOutcomeNamesTheResult()
    {
        std::array<std::uint32_t, 3> keyOf{};
        QSet<std::uint32_t> rerollKeys;
        QHash<int, std::uint32_t> keyOfMargin;
        for (std::uint64_t seed = 1; seed < 300; ++seed) {
            auto game = newGame(QStringLiteral("two-players"), seed);
            clearBoard(*game);
            placeUnit(*game, 0, sp(4, 4));
            placeUnit(*game, 1, sp(4, 5));
            placeUnit(*game, 0, sp(2, 2));
            activate(*game, sp(4, 4));
            QCOMPARE(game->chanceOutcome(), 0U);
            BT_APPLY(*game, act(ActionType::Attack, -1, sp(4, 5)));
            const std::uint32_t key = game->chanceOutcome();
            QVERIFY(key != 0);
            const auto result = static_cast<std::size_t>(game->state().combat.result);
            if (keyOf[result] == 0)
                keyOf[result] = key;
            QCOMPARE(key, keyOf[result]);
            if (game->state().unitOn(sp(4, 4)) == NoUnit)
                continue;
            activate(*game, sp(2, 2));
            BT_APPLY(*game, step(sp(2, 2), sp(2, 3)));
            QCOMPARE(game->chanceOutcome(), 0U);

            // A defending stack of two decides a re-roll, seeing the dice.
            auto stacked = newGame(QStringLiteral("two-players"), seed);
            clearBoard(*stacked);
            placeUnit(*stacked, 0, sp(4, 4));
            placeUnit(*stacked, 1, sp(4, 5), UnitType::Basic, 2);
            activate(*stacked, sp(4, 4));
            BT_APPLY(*stacked, act(ActionType::Attack, -1, sp(4, 5)));
            QCOMPARE(stacked->decision().kind, int(DecisionKind::Reroll));
            const Combat &c = stacked->state().combat;
            int margin = 1; // a basic attacker's +1, a basic defender's plains +0
            for (int i = 0; i < 3; ++i)
                margin += c.attackerDice[static_cast<std::size_t>(i)] - c.defenderDice[static_cast<std::size_t>(i)];
            margin = std::clamp(margin, -8, 8);
            const std::uint32_t rerollKey = stacked->chanceOutcome();
            QVERIFY(rerollKey != 0);
            QVERIFY(!std::count(keyOf.begin(), keyOf.end(), rerollKey));
            if (!keyOfMargin.contains(margin))
                keyOfMargin.insert(margin, rerollKey);
            QCOMPARE(rerollKey, keyOfMargin.value(margin));
            rerollKeys.insert(rerollKey);
        }
        QVERIFY(keyOf[0] != 0 && keyOf[1] != 0 && keyOf[2] != 0);
        QVERIFY(keyOf[0] != keyOf[1] && keyOf[1] != keyOf[2] && keyOf[0] != keyOf[2]);
        QCOMPARE(rerollKeys.size(), keyOfMargin.size());
        QVERIFY(rerollKeys.size() > 5);
    }

    // A step into fog draws a tile: the key names the tile drawn.
    void chanceOutcomeNamesTheTile()
    {
        QHash<int, std::uint32_t> keyOfTile;
        QSet<std::uint32_t> keys;
        for (std::uint64_t seed = 1; seed < 60; ++seed) {
            auto game = newGame(QStringLiteral("two-players"), seed);
            clearBoard(*game);
            BattleState &s = game->editState();
            // The area to the east is empty again, its spaces fog.
            const int area = BattleGame::areaAt(1, 2);
            s.areaTile[static_cast<std::size_t>(area)] = NoTile;
            for (int row = 0; row < game->width(); ++row)
                for (int column = 0; column < game->width(); ++column)
                    if (game->areaOf(sp(row, column)) == area)
                        s.terrain[static_cast<std::size_t>(sp(row, column))] = Terrain::Fog;
            int from = -1;
            int into = -1;
            for (int row = 0; row < game->width() && from < 0; ++row)
                for (int column = 0; column + 1 < game->width() && from < 0; ++column)
                    if (game->areaOf(sp(row, column + 1)) == area && game->areaOf(sp(row, column)) >= 0
                        && game->areaOf(sp(row, column)) != area
                        && s.terrain[static_cast<std::size_t>(sp(row, column))] == Terrain::Plains) {
                        from = sp(row, column);
                        into = sp(row, column + 1);
                    }
            QVERIFY(from >= 0);
            placeUnit(*game, 0, from);
            activate(*game, from);
            BT_APPLY(*game, step(from, into));
            const int tile = game->state().areaTile[static_cast<std::size_t>(area)] != NoTile
                ? game->state().areaTile[static_cast<std::size_t>(area)]
                : game->state().drawnTile;
            const std::uint32_t key = game->chanceOutcome();
            QVERIFY(key != 0);
            if (!keyOfTile.contains(tile))
                keyOfTile.insert(tile, key);
            QCOMPARE(key, keyOfTile.value(tile));
            keys.insert(key);
        }
        QCOMPARE(keys.size(), keyOfTile.size());
        QVERIFY(keys.size() > 5);
    }
};

QTEST_GUILESS_MAIN(tst_BattleCombat)
#include "tst_battlecombat.moc"
