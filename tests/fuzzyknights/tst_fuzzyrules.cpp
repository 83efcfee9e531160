// The rules paragraph by paragraph on hand-built positions: movement costs and token
// priority (§6), each token (§7), mines, Daybreak building and upkeep (§5.1), sieges and
// ramparts (§14), hero deaths (§9), elimination and the Day limit (§12). Chance is fixed
// through the ruleset (constant dice such as "100"), never through the generator's numbers.
#include "fuzzytestutil.h"

#include "core/position.h"

#include <QTest>

using namespace FuzzyTest;

namespace {
// The revised profile with every chance roll reading `chance`.
Ruleset withChance(int chance, Ruleset base = revised())
{
    return withParam(std::move(base), "chanceDie", QString::number(chance));
}

Ruleset monstersDo(const char *result, const char *count, Ruleset base = revised())
{
    return withParam(std::move(base), "monsters",
                     QJsonArray{QJsonObject{{QStringLiteral("upTo"), 100},
                                            {QStringLiteral("result"), QString::fromLatin1(result)},
                                            {QStringLiteral("count"), QString::fromLatin1(count)}}});
}

// Daybreak's `step` for the Anchor (seat 0) from the start.
void startDaybreak(FuzzyGame &game, DaybreakStep step)
{
    FuzzyState &s = game.editState();
    s.anchor = 0;
    s.stage = Stage::Daybreak;
    s.step = step;
    s.cursor = 0;
    s.settlementCursor = 0;
    game.continuePlay();
}
} // namespace

class tst_FuzzyRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void movementCostsOnePerTileAndOnePerPickup()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, withChance(10));
        clearMap(*game);
        const int hero = placeHero(*game, 0, at(3, 3), 5);
        FuzzyState &s = game->editState();
        s.items[std::size_t(at(5, 3))] = 2;
        s.resources[std::size_t(at(5, 3))] = 1;
        FK_APPLY(*game, step(*game, hero, 1));
        QCOMPARE(int(game->state().hero(hero).moves), 4);
        FK_APPLY(*game, step(*game, hero, 1));
        QCOMPARE(int(game->state().hero(hero).moves), 3); // entering costs 1 whatever lies there
        FK_APPLY(*game, act(ActionType::PickUp, hero, 0));
        FK_APPLY(*game, act(ActionType::PickUp, hero, 1));
        FK_APPLY(*game, act(ActionType::PickUp, hero, 0));
        QCOMPARE(int(game->state().hero(hero).moves), 0); // 1 + 3 pickups: the manual's 4
        QCOMPARE(int(game->state().itemsAt(at(5, 3))), 0);
        // Out of points: no step, no pickup.
        for (const Action &action : legal(*game))
            QVERIFY(action.type != quint8(ActionType::Step) && action.type != quint8(ActionType::PickUp));
        // The map's edge: no step off it.
        const int corner = placeHero(*game, 0, at(0, 0), 3);
        QVERIFY(!legal(*game).contains(act(ActionType::Step, corner, 0, -1)));
        QVERIFY(legal(*game).contains(step(*game, corner, 1)));
    }

    void movementIsRolledEachTurn()
    {
        for (const bool isRevised : {false, true}) {
            auto game = newGame(QStringLiteral("two-players"), 4, profile(isRevised));
            std::array<int, 32> seen{};
            for (int turn = 0; turn < 200; ++turn) {
                clearMap(*game);
                const int hero = placeHero(*game, 0, at(4, 4), 0);
                FuzzyState &s = game->editState();
                s.stage = Stage::TurnStart;
                game->continuePlay();
                ++seen[std::size_t(game->state().hero(hero).moves)];
            }
            for (int moves = 0; moves < 32; ++moves) {
                const bool possible = isRevised ? moves == 15 : moves >= 11 && moves <= 20;
                if (!possible)
                    QCOMPARE(seen[std::size_t(moves)], 0);
            }
            if (!isRevised) {
                QVERIFY(seen[11] > 0);
                QVERIFY(seen[20] > 0);
            }
        }
    }

    void equippedAmuletAddsMovement()
    {
        auto game = newGame(QStringLiteral("two-players"), 4, revised());
        clearMap(*game);
        const int hero = placeHero(*game, 0, at(4, 4), 0);
        FuzzyState &s = game->editState();
        s.hero(hero).items[0] = itemCode(ItemType::Amulet, 5);
        s.stage = Stage::Decide;
        QCOMPARE(game->movementBonus(hero), 0); // carried, not equipped
        FK_APPLY(*game, act(ActionType::Equip, hero, 0));
        QCOMPARE(game->movementBonus(hero), 5);
        game->editState().stage = Stage::TurnStart;
        game->continuePlay();
        QCOMPARE(int(game->state().hero(hero).moves), 20);
    }

    void monstersComeBeforeTheMine()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, monstersDo("defect", "2", withChance(10)));
        clearMap(*game);
        const int hero = placeHero(*game, 0, at(3, 3), 5);
        FuzzyState &s = game->editState();
        s.monsters[std::size_t(at(4, 3))] = 1;
        s.mine[std::size_t(at(4, 3))] = NeutralMine;
        FK_APPLY(*game, step(*game, hero, 1));
        // Monsters first: the defect decision, no capture yet.
        QCOMPARE(game->decision().kind, int(DecisionKind::Defect));
        QCOMPARE(legal(*game).size(), 3); // take 0, 1 or 2
        FK_APPLY(*game, act(ActionType::TakeCount, 0, 0, 2));
        QCOMPARE(int(game->state().hero(hero).mercs), 2);
        QCOMPARE(int(game->state().monstersAt(at(4, 3))), 0);
        // Now the mine may be tried (optional in the revised profile).
        QVERIFY(legal(*game).contains(act(ActionType::Capture, hero)));
        QCOMPARE(int(game->state().mineAt(at(4, 3))), int(NeutralMine));
    }

    void itemsAndResourcesBeforeTheMine()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, withChance(10));
        clearMap(*game);
        const int hero = placeHero(*game, 0, at(3, 3), 5);
        game->editState().mine[std::size_t(at(3, 3))] = NeutralMine;
        game->editState().resources[std::size_t(at(3, 3))] = 1;
        QVERIFY(!legal(*game).contains(act(ActionType::Capture, hero)));
        FK_APPLY(*game, act(ActionType::PickUp, hero, 1));
        QVERIFY(legal(*game).contains(act(ActionType::Capture, hero)));
    }

    void resourceCaches_data()
    {
        QTest::addColumn<int>("chance");
        QTest::addColumn<int>("coins");
        QTest::newRow("small") << 70 << 3;
        QTest::newRow("large") << 80 << 7;
    }

    void resourceCaches()
    {
        QFETCH(int, chance);
        QFETCH(int, coins);
        Ruleset rules = withParam(withParam(withChance(chance), "smallCache", QStringLiteral("3")), "largeCache",
                                  QStringLiteral("7"));
        auto game = newGame(QStringLiteral("two-players"), 1, rules);
        clearMap(*game, 2);
        const int hero = placeHero(*game, 0, at(3, 3), 5);
        game->editState().resources[std::size_t(at(3, 3))] = 1;
        FK_APPLY(*game, act(ActionType::PickUp, hero, 1));
        QCOMPARE(game->coins(0), 2 + coins);
        QCOMPARE(int(game->state().resourcesAt(at(3, 3))), 0);
    }

    void itemsAreRolledOnPickup_data()
    {
        QTest::addColumn<int>("chance");
        QTest::addColumn<int>("type");
        QTest::addColumn<int>("rarity");
        QTest::newRow("common main hand") << 10 << int(ItemType::MainHand) << 1;
        QTest::newRow("common off hand") << 70 << int(ItemType::OffHand) << 1;
        QTest::newRow("legendary amulet") << 100 << int(ItemType::Amulet) << 5;
    }

    void itemsAreRolledOnPickup()
    {
        QFETCH(int, chance);
        QFETCH(int, type);
        QFETCH(int, rarity);
        auto game = newGame(QStringLiteral("two-players"), 1, withChance(chance));
        clearMap(*game);
        const int hero = placeHero(*game, 0, at(3, 3), 5);
        game->editState().items[std::size_t(at(3, 3))] = 1;
        FK_APPLY(*game, act(ActionType::PickUp, hero, 0));
        const std::uint8_t item = game->state().hero(hero).items[0];
        QCOMPARE(int(itemType(item)), type);
        QCOMPARE(itemRarity(item), rarity);
        // A hero with every place taken picks up no more.
        FuzzyState &s = game->editState();
        s.hero(hero).items.fill(itemCode(ItemType::OffHand, 1));
        s.items[std::size_t(at(3, 3))] = 1;
        QVERIFY(!legal(*game).contains(act(ActionType::PickUp, hero, 0)));
    }

    void bribesAreCappedByCoins()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, monstersDo("bribe", "5", withChance(10)));
        clearMap(*game, 7);
        const int hero = placeHero(*game, 0, at(3, 3), 5);
        game->editState().monsters[std::size_t(at(4, 3))] = 1;
        FK_APPLY(*game, step(*game, hero, 1));
        QCOMPARE(game->decision().kind, int(DecisionKind::Bribe));
        QCOMPARE(legal(*game).size(), 3); // 0, 1 or 2 at 3 coins each
        FK_APPLY(*game, act(ActionType::TakeCount, 0, 0, 2));
        QCOMPARE(game->coins(0), 1);
        QCOMPARE(int(game->state().hero(hero).mercs), 2);
        QCOMPARE(int(game->state().monstersAt(at(4, 3))), 0); // the rest are lost
    }

    void minesCaptureOrCallGuardians()
    {
        // A low roll captures at once.
        auto game = newGame(QStringLiteral("two-players"), 1, withChance(10));
        clearMap(*game);
        int hero = placeHero(*game, 0, at(3, 3), 5);
        game->editState().mine[std::size_t(at(3, 3))] = NeutralMine;
        FK_APPLY(*game, act(ActionType::Capture, hero));
        QCOMPARE(int(game->state().mineAt(at(3, 3))), MineOwned + 0);
        QCOMPARE(game->coins(0), 1);
        QVERIFY(!legal(*game).contains(act(ActionType::Capture, hero)));
        // A high roll calls the guardians of the highest tier on the map; beaten, they pay.
        Ruleset rules = withParam(withParam(withChance(100), "heroRoll", QStringLiteral("50")), "mercDie",
                                  QStringLiteral("1"));
        QJsonArray tiers = rules.table(QStringLiteral("tiers"));
        QJsonObject villa = tiers.at(1).toObject();
        villa.insert(QStringLiteral("guardians"), QStringLiteral("4"));
        tiers.replace(1, villa);
        rules.setValue(QStringLiteral("tiers"), tiers);
        game = newGame(QStringLiteral("two-players"), 1, rules);
        clearMap(*game);
        game->editState().settlement(1).tier = 2;
        hero = placeHero(*game, 0, at(3, 3), 5);
        game->editState().mine[std::size_t(at(3, 3))] = NeutralMine;
        FK_APPLY(*game, act(ActionType::Capture, hero));
        QCOMPARE(game->decision().kind, int(DecisionKind::Exchange));
        QCOMPARE(int(game->state().battle.foes), 4);
        QCOMPARE(int(game->state().battle.defenders[0].units), 2);
        QCOMPARE(int(game->state().battle.defenders[1].units), 2);
        for (int squad = 0; squad < 2; ++squad) {
            FK_APPLY(*game, act(ActionType::Join, 0, 3));
            FK_APPLY(*game, act(ActionType::Strike, 0, squad));
        }
        QCOMPARE(int(game->state().mineAt(at(3, 3))), MineOwned + 0);
        QCOMPARE(game->coins(0), 1 + 4 / 2);
    }

    void mandatoryCaptureOnEntering()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, withChance(10, defaults()));
        clearMap(*game);
        const int hero = placeHero(*game, 0, at(3, 3), 5);
        game->editState().mine[std::size_t(at(4, 3))] = MineOwned + 1;
        FK_APPLY(*game, step(*game, hero, 1));
        QCOMPARE(int(game->state().mineAt(at(4, 3))), MineOwned + 0);
    }

    void buildingPrerequisites()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, revised());
        clearMap(*game, 100);
        startDaybreak(*game, DaybreakStep::Build);
        QCOMPARE(game->decision().kind, int(DecisionKind::Build));
        QCOMPARE(game->decision().seat, 0);
        QList<Action> options = legal(*game);
        QVERIFY(options.contains(act(ActionType::Build, int(BuildKind::Tier))));
        QVERIFY(options.contains(act(ActionType::Build, int(BuildKind::Rampart)))); // a Palisade needs any tier
        QVERIFY(options.contains(act(ActionType::Build, int(BuildKind::Camp))));
        FK_APPLY(*game, act(ActionType::Build, int(BuildKind::Rampart)));
        QCOMPARE(game->coins(0), 95);
        QCOMPARE(int(game->state().settlement(0).ramparts), 1);
        // One building per settlement per Day: the next decision is the other seat's.
        QCOMPARE(game->decision().seat, 1);
        // Fortifications need a Castle.
        clearMap(*game, 100);
        game->editState().settlement(0).ramparts = 1;
        game->editState().settlement(0).tier = 3;
        startDaybreak(*game, DaybreakStep::Build);
        QVERIFY(!legal(*game).contains(act(ActionType::Build, int(BuildKind::Rampart))));
        game->editState().settlement(0).tier = 4;
        QVERIFY(legal(*game).contains(act(ActionType::Build, int(BuildKind::Rampart))));
        QVERIFY(!legal(*game).contains(act(ActionType::Build, int(BuildKind::Tier))));
        // Too poor: nothing to ask.
        clearMap(*game, 1);
        game->editState().settlement(0).camp = 1;
        startDaybreak(*game, DaybreakStep::Build);
        QVERIFY(game->decision().kind != int(DecisionKind::Build) || game->decision().seat != 0);
    }

    void recruitsNeedCampAndRespectTheHeroLimit()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, revised());
        clearMap(*game, 20);
        const int garrisoned = placeHero(*game, 0, at(1, 1));
        placeHero(*game, 0, at(5, 5));
        game->editState().settlement(0).camp = 1;
        startDaybreak(*game, DaybreakStep::Recruit);
        QCOMPARE(game->decision().kind, int(DecisionKind::Recruit));
        QCOMPARE(game->decision().seat, 0);
        QList<Action> options = legal(*game);
        QVERIFY(!options.contains(act(ActionType::RecruitHero))); // two heroes already
        QVERIFY(options.contains(act(ActionType::RecruitMerc, 0)));
        const Action toHero = act(ActionType::RecruitMerc, garrisoned % MaxHeroesPerSeat + 1);
        QVERIFY(options.contains(toHero)); // the recruits' split: to the garrisoned hero
        QVERIFY(!options.contains(act(ActionType::RecruitMerc, 2))); // the other hero is away
        game->editState().settlement(0).camp = 0;
        QVERIFY(!legal(*game).contains(act(ActionType::RecruitMerc, 0))); // no camp, no mercenaries
        game->editState().settlement(0).camp = 1;
        FK_APPLY(*game, toHero);
        FK_APPLY(*game, act(ActionType::RecruitMerc, 0));
        QCOMPARE(int(game->state().hero(garrisoned).mercs), 1);
        QCOMPARE(int(game->state().settlement(0).pool), 1);
        QCOMPARE(game->coins(0), 16);
        // Seat 1 has no hero: it may recruit one.
        FK_APPLY(*game, act(ActionType::EndRecruit));
        QCOMPARE(game->decision().seat, 1);
        QVERIFY(legal(*game).contains(act(ActionType::RecruitHero)));
        FK_APPLY(*game, act(ActionType::RecruitHero));
        QCOMPARE(game->heroCount(1), 1);
        QCOMPARE(game->coins(1), 15);
    }

    void unpaidHeroesDie()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, revised());
        clearMap(*game, 1);
        const int first = placeHero(*game, 0, at(3, 3), 0, 4);
        const int second = placeHero(*game, 0, at(6, 3));
        game->editState().hero(first).items[0] = itemCode(ItemType::MainHand, 2);
        startDaybreak(*game, DaybreakStep::Upkeep);
        QCOMPARE(game->decision().kind, int(DecisionKind::Upkeep));
        QCOMPARE(legal(*game).size(), 2);
        FK_APPLY(*game, act(ActionType::Dismiss, first));
        QVERIFY(!game->state().hero(first).alive());
        QVERIFY(game->state().hero(second).alive());
        QCOMPARE(game->coins(0), 0);
        // Its item became a token and its living mercenaries one monster token.
        QCOMPARE(int(game->state().itemsAt(at(3, 3))), 1);
        QCOMPARE(int(game->state().monstersAt(at(3, 3))), 1);
    }

    void deathAtASettlementFillsItsArmory()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, revised());
        clearMap(*game);
        const int hero = placeHero(*game, 0, at(6, 1));
        game->editState().hero(hero).items[2] = itemCode(ItemType::Amulet, 3);
        startDaybreak(*game, DaybreakStep::Upkeep);
        FK_APPLY(*game, act(ActionType::Dismiss, hero));
        QCOMPARE(int(game->state().settlement(1).armory[0]), int(itemCode(ItemType::Amulet, 3)));
        QCOMPARE(int(game->state().itemsAt(at(6, 1))), 0);
        QCOMPARE(int(game->state().monstersAt(at(6, 1))), 0);
    }

    // Free moves (equip, garrison, armory) cost no points, so a turn allows
    // `freeMovesPerTurn` of them: without a bound a player could swap back and forth and
    // never end the turn (a computer player did, docs/games/fuzzyknights.md).
    void freeMovesAreBoundedEachTurn()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, withParam(revised(), "freeMovesPerTurn", 3));
        clearMap(*game);
        const int hero = placeHero(*game, 0, at(1, 1), 5, 4); // on its own settlement
        FuzzyState &s = game->editState();
        s.hero(hero).items[0] = itemCode(ItemType::Amulet, 2);
        s.hero(hero).items[1] = itemCode(ItemType::Amulet, 3);
        s.settlement(0).pool = 2;
        QVERIFY(game->garrisoned(hero));
        const auto isFree = [](const Action &action) { return isFreeMove(static_cast<ActionType>(action.type)); };
        const auto freeChoices = [&] {
            int count = 0;
            for (const Action &action : legal(*game))
                count += isFree(action) ? 1 : 0;
            return count;
        };
        QVERIFY(freeChoices() > 0);
        // The swaps that could go on for ever: the spare amulet in and out, the army out and in.
        FK_APPLY(*game, act(ActionType::Equip, hero, 0));
        FK_APPLY(*game, act(ActionType::Equip, hero, 1));
        FK_APPLY(*game, act(ActionType::TakeMercs, hero));
        QCOMPARE(int(game->state().freeMoves), 3);
        QCOMPARE(int(game->state().hero(hero).mercs), 6);
        QCOMPARE(freeChoices(), 0);
        QVERIFY(!game->check(act(ActionType::LeaveMercs, hero)).legal);
        QVERIFY(!game->check(act(ActionType::Equip, hero, 0)).legal);
        // Moving is not free and stays open, as does ending the turn.
        QVERIFY(game->check(step(*game, hero, 1)).legal);
        QVERIFY(game->check(act(ActionType::EndTurn)).legal);
        // The count is kept through a position file.
        Problems problems;
        auto back = isle::loadPosition(game->positionJson(), nullptr, problems);
        QVERIFY2(back, qPrintable(problems.summary()));
        QCOMPARE(back->positionJson(), game->positionJson());
        // The next turn starts the count again.
        FK_APPLY(*game, act(ActionType::EndTurn));
        game->editState().active = 0;
        game->editState().stage = Stage::TurnStart;
        game->continuePlay();
        QCOMPARE(int(game->state().freeMoves), 0);
        QVERIFY(freeChoices() > 0);
        QVERIFY(game->check(act(ActionType::LeaveMercs, hero)).legal);
        // With none allowed, none is offered.
        auto none = newGame(QStringLiteral("two-players"), 1, withParam(revised(), "freeMovesPerTurn", 0));
        clearMap(*none);
        placeHero(*none, 0, at(1, 1), 5, 4);
        none->editState().settlement(0).pool = 2;
        for (const Action &action : legal(*none))
            QVERIFY(!isFree(action));
    }

    void siegesOpenRamparts()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, defaults());
        clearMap(*game);
        game->editState().settlement(1).ramparts = 1;
        const int hero = placeHero(*game, 0, at(5, 1), 15);
        // Ramparts bar the way.
        QVERIFY(!legal(*game).contains(step(*game, hero, 1)));
        const Action siege = act(ActionType::Siege, hero, 1, at(6, 1));
        QVERIFY(legal(*game).contains(siege));
        game->editState().hero(hero).moves = 14;
        QVERIFY(!legal(*game).contains(siege)); // a siege needs its 15 points
        game->editState().hero(hero).moves = 15;
        FK_APPLY(*game, siege);
        QCOMPARE(int(game->state().settlement(1).ramparts), 0);
        QCOMPARE(int(game->state().hero(hero).moves), 0);
        QVERIFY(game->state().settlement(1).besieged);
        // The besieged settlement pays nothing at the next Daybreak; the other pays.
        startDaybreak(*game, DaybreakStep::Income);
        QCOMPARE(game->coins(1), 0);
        QCOMPARE(game->coins(0), game->rules().flatIncome - game->rules().heroUpkeep); // and its hero is paid
    }

    void kingsPurseHoldsIncome()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, defaults());
        clearMap(*game, 0);
        startDaybreak(*game, DaybreakStep::Income);
        // Without heroes the Days run on to the next decision: only the purse gains.
        QVERIFY(game->state().settlement(0).purse >= game->rules().flatIncome);
        QCOMPARE(game->state().settlement(0).purse % game->rules().flatIncome, 0);
        QCOMPARE(game->state().player(0).coins, 0);
        QCOMPARE(game->coins(0), game->state().settlement(0).purse);
    }

    void tokensArePlacedByTheRoller()
    {
        auto game = newGame(QStringLiteral("two-players"), 1,
                            withParam(withChance(100), "tokenTypeDie", QStringLiteral("100")));
        clearMap(*game);
        startDaybreak(*game, DaybreakStep::Tokens);
        QCOMPARE(game->decision().kind, int(DecisionKind::PlaceToken));
        const QList<Action> options = legal(*game);
        // Every tile but the two settlements'.
        QCOMPARE(options.size(), game->rules().width * game->rules().height - 2);
        const Action place = act(ActionType::PlaceToken, game->state().tokenKind, 0, at(7, 7));
        FK_APPLY(*game, place);
        QCOMPARE(int(game->state().itemsAt(at(7, 7))), 1); // 100 reads the item band
    }

    void lastSettlementLostMeansElimination()
    {
        auto game = newGame(QStringLiteral("three-players"), 1, withParam(revised(), "heroRoll", QStringLiteral("50")));
        clearMap(*game);
        const int hero = placeHero(*game, 0, at(5, 1), 5);
        placeHero(*game, 2, at(8, 8)); // seat 2 stays in with a hero
        FK_APPLY(*game, step(*game, hero, 1));
        QCOMPARE(game->decision().kind, int(DecisionKind::Exchange));
        FK_APPLY(*game, act(ActionType::Join, 0, 3));
        FK_APPLY(*game, act(ActionType::Strike, 0, MaxSquads - 1));
        QCOMPARE(int(game->state().settlement(1).owner), 0);
        QVERIFY(game->state().player(1).eliminated); // no settlement and no hero
        QVERIFY(!game->isOver());
        // Seat 2 has a hero but no settlement once its own falls: it has until its next turn's end.
        game->editState().settlement(2).owner = 0;
        game->editState().player(2).homeless = 1; // as a conquest leaves it
        FK_APPLY(*game, act(ActionType::EndTurn));
        QCOMPARE(game->decision().seat, 2);
        QVERIFY(!game->state().player(2).eliminated);
        FK_APPLY(*game, act(ActionType::EndTurn));
        QVERIFY(game->state().player(2).eliminated);
        QVERIFY(game->isOver());
        QCOMPARE(int(game->state().winnerMask), 1);
        QCOMPARE(game->state().endReason, EndReason::Conquest);
    }

    // §11.1: a proposal is the active seat's turn action, the answer the asked seat's own
    // decision; each seat is asked at most once a turn; leaving is a turn action.
    void allianceByMutualConsent()
    {
        auto game = newGame(QStringLiteral("three-players"), 1, revised());
        clearMap(*game);
        placeHero(*game, 0, at(3, 3));
        EventLog log;
        game->setEventSink(&log);
        QVERIFY(legal(*game).contains(act(ActionType::ProposeAlliance, 1)));
        QVERIFY(legal(*game).contains(act(ActionType::ProposeAlliance, 2)));
        QVERIFY(!legal(*game).contains(act(ActionType::ProposeAlliance, 0)));
        QVERIFY(!legal(*game).contains(act(ActionType::LeaveAlliance)));
        FK_APPLY(*game, act(ActionType::ProposeAlliance, 1));
        QCOMPARE(game->decision().seat, 1);
        QCOMPARE(game->decision().kind, int(DecisionKind::Alliance));
        QCOMPARE(legal(*game), (QList<Action>{act(ActionType::AcceptAlliance), act(ActionType::RefuseAlliance)}));
        FK_APPLY(*game, act(ActionType::RefuseAlliance));
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(game->decision().kind, int(DecisionKind::Turn));
        QVERIFY(!game->allied(0, 1));
        QCOMPARE(log.count(FuzzyEvent::AllianceRefused), 1);
        QVERIFY(!legal(*game).contains(act(ActionType::ProposeAlliance, 1))); // once a turn
        FK_APPLY(*game, act(ActionType::ProposeAlliance, 2));
        FK_APPLY(*game, act(ActionType::AcceptAlliance));
        QVERIFY(game->allied(0, 2) && game->allied(2, 0) && !game->allied(0, 1) && !game->allied(1, 2));
        QCOMPARE(log.count(FuzzyEvent::AllianceFormed), 1);
        QVERIFY(!legal(*game).contains(act(ActionType::ProposeAlliance, 2))); // already allies
        const QJsonObject view = game->observation(1); // public to every seat
        QCOMPARE(view.value(QStringLiteral("seats")).toArray().at(0).toObject().value(QStringLiteral("allies")).toArray(),
                 QJsonArray{2});
        FK_APPLY(*game, act(ActionType::LeaveAlliance));
        QVERIFY(!game->allied(0, 2));
        QCOMPARE(int(game->state().player(2).alliance), 0); // an alliance of one ends
        QCOMPARE(log.count(FuzzyEvent::AllianceLeft), 1);
        // Seat 0's next turn may ask again.
        FK_APPLY(*game, act(ActionType::EndTurn));
        for (int guard = 0; guard < 50 && !game->isOver()
                            && !(game->decision().seat == 0 && game->decision().kind == int(DecisionKind::Turn));
             ++guard)
            game->apply(legal(*game).first());
        QCOMPARE(game->decision().kind, int(DecisionKind::Turn));
        QVERIFY(legal(*game).contains(act(ActionType::ProposeAlliance, 1)));
    }

    void joiningLeavesTheFormerAlliance()
    {
        auto game = newGame(QStringLiteral("three-players"), 1, revised());
        clearMap(*game);
        placeHero(*game, 0, at(3, 3));
        game->editState().player(1).alliance = 1;
        game->editState().player(2).alliance = 1;
        FK_APPLY(*game, act(ActionType::ProposeAlliance, 1));
        FK_APPLY(*game, act(ActionType::AcceptAlliance));
        QVERIFY(game->allied(0, 1));
        QVERIFY(!game->allied(1, 2));
        QCOMPARE(int(game->state().player(2).alliance), 0);
        QVERIFY(game->state().player(0).alliance != 0);
    }

    void noAlliancesWithoutTheFlag()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, withParam(revised(), "alliances", false));
        clearMap(*game);
        placeHero(*game, 0, at(3, 3));
        for (const Action &action : legal(*game))
            QVERIFY(action.type < std::uint8_t(ActionType::ProposeAlliance));
    }

    // Allies treat each other's settlements and mines as unoccupied tiles (§11.1, §6.2).
    void alliesPassThroughSettlementsAndMines()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, defaults()); // mandatory capture, sieges
        clearMap(*game);
        FuzzyState &s = game->editState();
        s.player(0).alliance = 1;
        s.player(1).alliance = 1;
        s.settlement(1).ramparts = 1; // ramparts bar only enemies
        s.mine[std::size_t(at(7, 1))] = MineOwned + 1;
        const int hero = placeHero(*game, 0, at(5, 1), 40);
        QVERIFY(!legal(*game).contains(act(ActionType::Siege, hero, 1, at(6, 1))));
        FK_APPLY(*game, step(*game, hero, 1)); // onto the ally's settlement
        QCOMPARE(game->decision().kind, int(DecisionKind::Turn));
        QCOMPARE(int(game->state().hero(hero).tile), at(6, 1));
        QCOMPARE(int(game->state().settlement(1).owner), 1);
        QCOMPARE(game->state().battle.kind, BattleKind::None);
        QVERIFY(!game->garrisoned(hero)); // an ally's settlement is no garrison
        FK_APPLY(*game, step(*game, hero, 1)); // onto the ally's mine: no capture
        QCOMPARE(int(game->state().mineAt(at(7, 1))), MineOwned + 1);
        QVERIFY(!legal(*game).contains(act(ActionType::Capture, hero)));
        QCOMPARE(game->decision().kind, int(DecisionKind::Turn));
        // Once the alliance is left, the same settlement is an enemy's again.
        FK_APPLY(*game, act(ActionType::LeaveAlliance));
        QVERIFY(legal(*game).contains(act(ActionType::Capture, hero)));
        QVERIFY(legal(*game).contains(act(ActionType::Siege, hero, 3, at(6, 1))));
    }

    void alliesNeverFight()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, revised());
        clearMap(*game);
        FuzzyState &s = game->editState();
        s.player(0).alliance = 2;
        s.player(1).alliance = 2;
        const int hero = placeHero(*game, 0, at(3, 3), 5, 3);
        const int other = placeHero(*game, 1, at(4, 3), 5, 3);
        FK_APPLY(*game, step(*game, hero, 1));
        QCOMPARE(game->state().battle.kind, BattleKind::None);
        QCOMPARE(int(game->state().hero(hero).tile), int(game->state().hero(other).tile));
        QCOMPARE(game->decision().kind, int(DecisionKind::Turn));
        // Not allies: stepping onto the same kind of tile starts a battle.
        FK_APPLY(*game, act(ActionType::LeaveAlliance));
        game->editState().hero(other).tile = static_cast<std::int16_t>(at(5, 3));
        FK_APPLY(*game, step(*game, hero, 1));
        QCOMPARE(game->state().battle.kind, BattleKind::Heroes);
    }

    void sharedVictory_data()
    {
        QTest::addColumn<bool>("shared");
        QTest::newRow("off") << false;
        QTest::newRow("on") << true;
    }

    void sharedVictory()
    {
        QFETCH(bool, shared);
        auto game = newGame(QStringLiteral("three-players"), 1, withParam(revised(), "sharedVictory", shared));
        clearMap(*game);
        placeHero(*game, 0, at(3, 3));
        FK_APPLY(*game, act(ActionType::ProposeAlliance, 1));
        FK_APPLY(*game, act(ActionType::AcceptAlliance));
        QVERIFY(!game->isOver()); // seat 2 is still outside
        FK_APPLY(*game, act(ActionType::ProposeAlliance, 2));
        FK_APPLY(*game, act(ActionType::AcceptAlliance));
        QCOMPARE(game->isOver(), shared);
        if (shared) {
            QCOMPARE(game->state().endReason, EndReason::Alliance);
            QCOMPARE(int(game->state().winnerMask), 7);
            const auto outcome = game->outcome();
            QVERIFY(!outcome.draw);
            QVERIFY(outcome.isWinner(0) && outcome.isWinner(1) && outcome.isWinner(2));
        } else {
            QCOMPARE(game->decision().kind, int(DecisionKind::Turn));
        }
    }

    // An eliminated player leaves the game; with sharedVictory the allies left then win.
    void eliminationCanCompleteASharedVictory()
    {
        auto game = newGame(QStringLiteral("three-players"), 1,
                            withParam(withParam(revised(), "sharedVictory", true), "heroRoll", QStringLiteral("50")));
        clearMap(*game);
        FuzzyState &s = game->editState();
        s.player(0).alliance = 1;
        s.player(1).alliance = 1;
        s.settlementAt[std::size_t(s.settlement(2).tile)] = NoSettlement;
        s.settlement(2) = Settlement{}; // seat 2 holds only a hero
        const int hero = placeHero(*game, 0, at(3, 3), 5);
        s.hero(hero).items[0] = itemCode(ItemType::MainHand, 5); // 3d6+5 on top of 50: it wins
        s.hero(hero).equipped = 1;
        placeHero(*game, 2, at(4, 3), 5);
        FK_APPLY(*game, step(*game, hero, 1));
        FK_APPLY(*game, act(ActionType::Join, 0, 3));
        FK_APPLY(*game, act(ActionType::Strike, 0, 3));
        QVERIFY(game->state().player(2).eliminated);
        QVERIFY(game->isOver());
        QCOMPARE(game->state().endReason, EndReason::Alliance);
        QCOMPARE(int(game->state().winnerMask), 3);
    }

    void allianceInPositions()
    {
        auto game = newGame(QStringLiteral("three-players"), 1, revised());
        clearMap(*game);
        placeHero(*game, 0, at(3, 3));
        game->editState().player(1).alliance = 3;
        game->editState().player(2).alliance = 3;
        FK_APPLY(*game, act(ActionType::ProposeAlliance, 1));
        const QJsonObject saved = game->positionJson();
        Problems problems;
        auto back = isle::loadPosition(saved, nullptr, problems);
        QVERIFY2(back, qPrintable(problems.summary()));
        QCOMPARE(back->positionJson(), saved);
        QCOMPARE(back->decision().seat, 1);
        QCOMPARE(back->decision().kind, int(DecisionKind::Alliance));
        // An alliance of one, or an answer nobody asked for, is refused.
        QJsonObject broken = saved;
        QJsonArray seats = broken.value(QStringLiteral("seats")).toArray();
        QJsonObject seat2 = seats.at(2).toObject();
        seat2.insert(QStringLiteral("alliance"), 0);
        seats.replace(2, seat2);
        broken.insert(QStringLiteral("seats"), seats);
        Problems single;
        QVERIFY(!isle::loadPosition(broken, nullptr, single));
        broken = saved;
        broken.insert(QStringLiteral("proposed"), 4);
        Problems unasked;
        QVERIFY(!isle::loadPosition(broken, nullptr, unasked));
        // Records name the seat asked.
        const Action propose = act(ActionType::ProposeAlliance, 2);
        const QJsonObject record = game->actionToJson(propose);
        QCOMPARE(record.value(QStringLiteral("action")).toString(), QStringLiteral("propose-alliance"));
        Problems read;
        QCOMPARE(module().actionFromJson(record, QStringLiteral("$"), read), std::optional<Action>(propose));
        QVERIFY(!game->describeAction(propose).isEmpty());
    }

    void dayLimitTieBreak()
    {
        auto game = newGame(QStringLiteral("two-players"), 1, revised());
        clearMap(*game, 3);
        FuzzyState &s = game->editState();
        s.anchor = 0;
        s.cursor = 1;
        s.active = 1;
        s.decider = 1;
        s.day = static_cast<std::uint16_t>(game->rules().maxDays);
        placeHero(*game, 1, at(9, 9));
        s.mine[std::size_t(at(0, 9))] = MineOwned + 1;
        s.player(0).coins = 50; // coins come after mines
        FK_APPLY(*game, act(ActionType::EndTurn));
        QVERIFY(game->isOver());
        QCOMPARE(game->state().endReason, EndReason::DayLimit);
        QCOMPARE(int(game->state().winnerMask), 2);
        QVERIFY(game->outcome().isWinner(1));
    }
};

QTEST_GUILESS_MAIN(tst_FuzzyRules)
#include "tst_fuzzyrules.moc"
