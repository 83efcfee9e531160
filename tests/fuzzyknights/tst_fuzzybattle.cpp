// Battle (§8) exchange by exchange on hand-built positions: squads sorted one decision at a
// time, tied and failed exchanges, the attacker's choice of its lost squad, fainting and its
// penalty, retreat, hero against hero, assaults with ramparts and garrisons, conquest.
// Rolls are fixed through the ruleset (constant dice).
#include "fuzzytestutil.h"

#include <QTest>

using namespace FuzzyTest;

namespace {
constexpr int HeroSquad = 3;
constexpr int SettlementSquad = MaxSquads - 1;

// The revised profile with constant rolls: a hero `hero`, each unit 1, monsters `count`.
Ruleset fixedRolls(int hero, int count, Ruleset base = revised())
{
    Ruleset rules = withParam(withParam(std::move(base), "heroRoll", QString::number(hero)), "mercDie",
                              QStringLiteral("1"));
    rules = withParam(std::move(rules), "chanceDie", QStringLiteral("50"));
    return withParam(std::move(rules), "monsters",
                     QJsonArray{QJsonObject{{QStringLiteral("upTo"), 100},
                                            {QStringLiteral("result"), QStringLiteral("fight")},
                                            {QStringLiteral("count"), QString::number(count)}}});
}

Ruleset settlementRolls(Ruleset rules, int tierRoll, int rampartRoll)
{
    QJsonArray tiers = rules.table(QStringLiteral("tiers"));
    for (int i = 0; i < tiers.size(); ++i) {
        QJsonObject row = tiers.at(i).toObject();
        row.insert(QStringLiteral("roll"), QString::number(tierRoll));
        tiers.replace(i, row);
    }
    QJsonArray ramparts = rules.table(QStringLiteral("ramparts"));
    for (int i = 0; i < ramparts.size(); ++i) {
        QJsonObject row = ramparts.at(i).toObject();
        row.insert(QStringLiteral("roll"), QString::number(rampartRoll * (i + 1)));
        ramparts.replace(i, row);
    }
    rules.setValue(QStringLiteral("tiers"), tiers);
    rules.setValue(QStringLiteral("ramparts"), ramparts);
    return rules;
}
} // namespace

class tst_FuzzyBattle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every die of an exchange is told (ExchangeDice, before its Exchange): they and the
    // bonus add up to the totals.
    void exchangeDiceAreTold()
    {
        Ruleset rules = withParam(fixedRolls(0, 2), "heroRoll", QStringLiteral("2d6+6"));
        rules = withParam(std::move(rules), "mercDie", QStringLiteral("1d6"));
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto game = newGame(QStringLiteral("two-players"), seed, rules);
            clearMap(*game);
            const int hero = placeHero(*game, 0, at(3, 3), 5, 0);
            game->editState().monsters[std::size_t(at(4, 3))] = 1;
            EventLog log;
            game->setEventSink(&log);
            FK_APPLY(*game, step(*game, hero, 1));
            FK_APPLY(*game, act(ActionType::Join, 0, HeroSquad));
            FK_APPLY(*game, act(ActionType::Strike, 0, 0));
            QList<GameEvent> dice;
            GameEvent exchange;
            for (const GameEvent &event : log.events) {
                if (event.type == std::uint16_t(FuzzyEvent::ExchangeDice))
                    dice.append(event);
                if (event.type == std::uint16_t(FuzzyEvent::Exchange))
                    exchange = event;
            }
            QCOMPARE(dice.size(), 2);
            const ExchangeDiceView attack = exchangeDice(dice.at(0));
            const ExchangeDiceView defence = exchangeDice(dice.at(1));
            QCOMPARE(attack.side, 0);
            QCOMPARE(defence.side, 1);
            QCOMPARE(attack.shown, 2);
            QCOMPARE(attack.hidden, 0);
            QCOMPARE(attack.bonus, 6);
            QCOMPARE(defence.shown, 1);
            QCOMPARE(defence.bonus, 0);
            int attackSum = attack.bonus;
            for (int i = 0; i < attack.shown; ++i) {
                QVERIFY(attack.dice[std::size_t(i)] >= 1 && attack.dice[std::size_t(i)] <= 6);
                attackSum += attack.dice[std::size_t(i)];
            }
            QCOMPARE(attackSum, exchange.a);
            QCOMPARE(defence.dice[0], exchange.b);
            const QString words = game->describeEvent(dice.at(0));
            QVERIFY2(words.contains(QString::number(attack.dice[0])) && words.contains(QStringLiteral("+ 6")),
                     qPrintable(words));
        }
    }

    // §8.8's shape: the hero and its squads against two squads of monsters.
    void exchangeByExchange()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, fixedRolls(3, 6));
        clearMap(*game);
        const int hero = placeHero(*game, 0, at(3, 3), 5, 4);
        game->editState().monsters[std::size_t(at(4, 3))] = 1;
        EventLog log;
        game->setEventSink(&log);
        FK_APPLY(*game, step(*game, hero, 1));
        // Sorting: 1 to 4 in the first squad.
        QCOMPARE(game->decision().kind, int(DecisionKind::Squads));
        QCOMPARE(legal(*game).size(), 4);
        FK_APPLY(*game, act(ActionType::SquadSize, 0, 0, 1));
        QCOMPARE(legal(*game).size(), 3);
        FK_APPLY(*game, act(ActionType::SquadSize, 0, 0, 3));
        QCOMPARE(game->decision().kind, int(DecisionKind::Exchange));
        const Battle &b = game->state().battle;
        QCOMPARE(int(b.defenders[0].units), 3);
        QCOMPARE(int(b.defenders[1].units), 3);
        // Retreat is offered before a squad is chosen, not after.
        QVERIFY(legal(*game).contains(act(ActionType::Retreat)));
        // 1 against 3: the lone attacking squad dies.
        FK_APPLY(*game, act(ActionType::Join, 0, 0));
        QVERIFY(!legal(*game).contains(act(ActionType::Retreat)));
        FK_APPLY(*game, act(ActionType::Strike, 0, 0));
        QVERIFY(!game->state().battle.attackers[0].alive);
        // The hero (3) alone ties 3: a tie goes to the defender, the hero faints.
        // Instead: hero (3) and 3 mercenaries (3) make 6 against 3.
        FK_APPLY(*game, act(ActionType::Join, 0, 1));
        FK_APPLY(*game, act(ActionType::Join, 0, HeroSquad));
        FK_APPLY(*game, act(ActionType::Strike, 0, 0));
        QVERIFY(!game->state().battle.defenders[0].alive);
        FK_APPLY(*game, act(ActionType::Join, 0, 1));
        FK_APPLY(*game, act(ActionType::Join, 0, HeroSquad));
        FK_APPLY(*game, act(ActionType::Strike, 0, 1));
        // Won: trunc(6 ÷ 2) coins, the token gone, 3 mercenaries left.
        QCOMPARE(game->state().battle.kind, BattleKind::None);
        QCOMPARE(game->coins(0), 3);
        QCOMPARE(int(game->state().monstersAt(at(4, 3))), 0);
        QCOMPARE(int(game->state().hero(hero).mercs), 3);
        QCOMPARE(log.count(FuzzyEvent::Exchange), 3);
        QCOMPARE(game->decision().kind, int(DecisionKind::Turn));
        game->setEventSink(nullptr);
    }

    void tiesGoToTheDefenderAndTheAttackerChoosesItsLoss()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, fixedRolls(2, 8));
        clearMap(*game);
        const int hero = placeHero(*game, 0, at(3, 3), 5, 2);
        game->editState().monsters[std::size_t(at(4, 3))] = 1;
        FK_APPLY(*game, step(*game, hero, 1));
        FK_APPLY(*game, act(ActionType::SquadSize, 0, 0, 2));
        // Hero 2 + squad 2 = 4 against 4: tied, one attacking squad dies, the player's pick.
        FK_APPLY(*game, act(ActionType::Join, 0, 0));
        FK_APPLY(*game, act(ActionType::Join, 0, HeroSquad));
        FK_APPLY(*game, act(ActionType::Strike, 0, 0));
        QCOMPARE(game->decision().kind, int(DecisionKind::LoseSquad));
        QCOMPARE(legal(*game), (QList<Action>{act(ActionType::Lose, 0, 0), act(ActionType::Lose, 0, HeroSquad)}));
        FK_APPLY(*game, act(ActionType::Lose, 0, HeroSquad));
        QVERIFY(game->state().hero(hero).has(HeroFlag::Fainted));
        // The squad of 2 alone loses to 4, and the battle with it: the hero dies.
        FK_APPLY(*game, act(ActionType::Join, 0, 0));
        FK_APPLY(*game, act(ActionType::Strike, 0, 1));
        QVERIFY(!game->state().hero(hero).alive());
        // Killed by monsters: the token stays and gains one.
        QCOMPARE(int(game->state().monstersAt(at(4, 3))), 2);
    }

    void faintedWinnersRecover_data()
    {
        QTest::addColumn<bool>("penalty");
        QTest::newRow("revised") << false;
        QTest::newRow("fainting penalty") << true;
    }

    void faintedWinnersRecover()
    {
        QFETCH(bool, penalty);
        auto game = newGame(QStringLiteral("two-players"), 1,
                            withParam(fixedRolls(1, 2), "faintPenalty", penalty));
        clearMap(*game);
        const int hero = placeHero(*game, 0, at(3, 3), 5, 5);
        game->editState().hero(hero).items[0] = itemCode(ItemType::OffHand, 1);
        game->editState().monsters[std::size_t(at(4, 3))] = 1;
        FK_APPLY(*game, step(*game, hero, 1));
        FK_APPLY(*game, act(ActionType::SquadSize, 0, 0, 5));
        // The hero (1) against a monster (1): tied, the hero faints.
        FK_APPLY(*game, act(ActionType::Join, 0, HeroSquad));
        FK_APPLY(*game, act(ActionType::Strike, 0, 0));
        QVERIFY(game->state().hero(hero).has(HeroFlag::Fainted));
        // A fainted hero's squad no longer takes part.
        QVERIFY(!legal(*game).contains(act(ActionType::Join, 0, HeroSquad)));
        FK_APPLY(*game, act(ActionType::Join, 0, 0));
        FK_APPLY(*game, act(ActionType::Strike, 0, 0));
        FK_APPLY(*game, act(ActionType::Join, 0, 0));
        FK_APPLY(*game, act(ActionType::Strike, 0, 1));
        QVERIFY(game->state().hero(hero).alive());
        QVERIFY(!game->state().hero(hero).has(HeroFlag::Fainted));
        QCOMPARE(int(game->state().hero(hero).mercs), penalty ? 2 : 5);
        QCOMPARE(int(game->state().hero(hero).items[0]) != 0, !penalty);
        QCOMPARE(int(game->state().itemsAt(at(4, 3))), penalty ? 1 : 0);
    }

    void retreatKillsTheHero()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, fixedRolls(1, 20));
        clearMap(*game);
        placeHero(*game, 0, at(8, 8)); // another hero keeps the turn going
        const int hero = placeHero(*game, 0, at(3, 3), 5, 3);
        game->editState().hero(hero).items[1] = itemCode(ItemType::MainHand, 4);
        game->editState().monsters[std::size_t(at(4, 3))] = 1;
        FK_APPLY(*game, step(*game, hero, 1));
        FK_APPLY(*game, act(ActionType::SquadSize, 0, 0, 3));
        FK_APPLY(*game, act(ActionType::Retreat));
        QVERIFY(!game->state().hero(hero).alive());
        QCOMPARE(int(game->state().itemsAt(at(4, 3))), 1);
        QCOMPARE(int(game->state().monstersAt(at(4, 3))), 2);
        QCOMPARE(game->decision().kind, int(DecisionKind::Turn));
    }

    void heroAgainstHero()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, fixedRolls(5, 1));
        clearMap(*game);
        const int attacker = placeHero(*game, 0, at(3, 3), 5);
        const int defender = placeHero(*game, 1, at(4, 3), 0, 2);
        game->editState().hero(attacker).items[0] = itemCode(ItemType::MainHand, 1);
        FK_APPLY(*game, act(ActionType::Equip, attacker, 0));
        FK_APPLY(*game, step(*game, attacker, 1));
        // The defender sorts its mercenaries: its own decision.
        QCOMPARE(game->decision().kind, int(DecisionKind::Squads));
        QCOMPARE(game->decision().seat, 1);
        FK_APPLY(*game, act(ActionType::SquadSize, 0, 0, 2));
        // Equipped main hand (1d6) plus 5 beats the defending hero's 5.
        FK_APPLY(*game, act(ActionType::Join, 0, HeroSquad));
        FK_APPLY(*game, act(ActionType::Strike, 0, HeroSquad));
        QVERIFY(!game->state().battle.defenders[HeroSquad].alive);
        FK_APPLY(*game, act(ActionType::Join, 0, HeroSquad));
        FK_APPLY(*game, act(ActionType::Strike, 0, 0));
        QVERIFY(!game->state().hero(defender).alive());
        QVERIFY(game->state().hero(attacker).alive());
        QCOMPARE(int(game->state().hero(attacker).tile), at(4, 3));
        QCOMPARE(int(game->state().monstersAt(at(4, 3))), 0); // no mercenaries of its survived
    }

    void rampartsAddToTheSettlementRoll_data()
    {
        QTest::addColumn<int>("ramparts");
        QTest::addColumn<bool>("conquered");
        QTest::newRow("bare") << 0 << true;
        QTest::newRow("palisade") << 1 << false;
    }

    void rampartsAddToTheSettlementRoll()
    {
        QFETCH(int, ramparts);
        QFETCH(bool, conquered);
        // Hero 10 against a settlement rolling 8, plus 4 with a Palisade.
        auto game = newGame(QStringLiteral("two-players"), 1, settlementRolls(fixedRolls(10, 1), 8, 4));
        clearMap(*game);
        game->editState().settlement(1).ramparts = static_cast<std::uint8_t>(ramparts);
        game->editState().settlement(1).purse = 0;
        const int hero = placeHero(*game, 0, at(5, 1), 5, 0);
        game->editState().hero(hero).items[0] = itemCode(ItemType::Amulet, 2);
        placeHero(*game, 1, at(8, 8)); // keeps seat 1 in the game
        FK_APPLY(*game, step(*game, hero, 1));
        QCOMPARE(game->decision().kind, int(DecisionKind::Exchange));
        FK_APPLY(*game, act(ActionType::Join, 0, HeroSquad));
        FK_APPLY(*game, act(ActionType::Strike, 0, SettlementSquad));
        QCOMPARE(int(game->state().settlement(1).owner), conquered ? 0 : 1);
        QCOMPARE(game->state().hero(hero).alive(), conquered);
        if (conquered) {
            QVERIFY(game->garrisoned(hero));
            QCOMPARE(int(game->state().player(1).homeless), 1);
        } else {
            // Died at the settlement: its item went into the defender's armory.
            QCOMPARE(int(game->state().settlement(1).armory[0]), int(itemCode(ItemType::Amulet, 2)));
        }
    }

    void garrisonDefendsWithTheSettlement()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, settlementRolls(fixedRolls(30, 1), 1, 1));
        clearMap(*game);
        FuzzyState &s = game->editState();
        s.settlement(1).pool = 3;
        const int attacker = placeHero(*game, 0, at(5, 1), 5, 0);
        const int garrison = placeHero(*game, 1, at(6, 1), 0, 1);
        s.hero(garrison).items[0] = itemCode(ItemType::OffHand, 5); // carried, not equipped: it adds nothing
        s.hero(attacker).items[0] = itemCode(ItemType::MainHand, 1);
        s.hero(attacker).equipped = 1; // 30 + 1d6 beats every defender's 30 or less
        FK_APPLY(*game, step(*game, attacker, 1));
        // The pool and the garrisoned hero's army defend together, sorted by the defender.
        QCOMPARE(game->decision().seat, 1);
        QCOMPARE(int(game->state().battle.toSort), 4);
        FK_APPLY(*game, act(ActionType::SquadSize, 0, 0, 1));
        FK_APPLY(*game, act(ActionType::SquadSize, 0, 0, 1));
        QCOMPARE(legal(*game), QList<Action>{act(ActionType::SquadSize, 0, 0, 2)}); // the third takes the rest
        FK_APPLY(*game, act(ActionType::SquadSize, 0, 0, 2));
        QCOMPARE(game->decision().seat, 0);
        const int defenders[] = {0, 1, 2, HeroSquad, SettlementSquad};
        for (const int squad : defenders) {
            FK_APPLY(*game, act(ActionType::Join, 0, HeroSquad));
            FK_APPLY(*game, act(ActionType::Strike, 0, squad));
        }
        QCOMPARE(int(game->state().settlement(1).owner), 0);
        QVERIFY(!game->state().hero(garrison).alive());
        // The garrison's hero died at the settlement: its item is in the armory, now the conqueror's.
        QCOMPARE(int(game->state().settlement(1).armory[0]), int(itemCode(ItemType::OffHand, 5)));
        // Seat 1 has neither settlement nor hero: out, and the game is won.
        QVERIFY(game->isOver());
        QCOMPARE(int(game->state().winnerMask), 1);
    }

    void kingsPursePassesOnConquest()
    {
        auto game = newGame(QStringLiteral("two-players"), 1,
                            withParam(settlementRolls(fixedRolls(30, 1, defaults()), 1, 1), "fixedSettlementRoll",
                                      QStringLiteral("3")));
        clearMap(*game);
        FuzzyState &s = game->editState();
        s.settlement(1).purse = 9;
        placeHero(*game, 1, at(8, 8));
        const int attacker = placeHero(*game, 0, at(5, 1), 5, 0);
        FK_APPLY(*game, step(*game, attacker, 1));
        FK_APPLY(*game, act(ActionType::Join, 0, HeroSquad));
        FK_APPLY(*game, act(ActionType::Strike, 0, SettlementSquad));
        QCOMPARE(game->coins(0), 9);
        QCOMPARE(game->coins(1), 0);
    }
};

QTEST_GUILESS_MAIN(tst_FuzzyBattle)
#include "tst_fuzzybattle.moc"
