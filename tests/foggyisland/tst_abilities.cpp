// Mercenary abilities on hand-built positions, one function per rule case.
#include "foggytestutil.h"

#include <QRect>
#include <QTest>

using namespace FoggyTest;
using isle::ActionList;
using isle::Rng;

class tst_Abilities : public QObject
{
    Q_OBJECT

private:
    // A mercenary game at a placement of seat 1 (index 0) on an empty, sunny board,
    // with the given hands; everything else as dealt.
    static std::unique_ptr<FoggyGame> positionWith(const KindCounts &firstHand, const KindCounts &secondHand,
                                                   Weather weather = Weather::Sunny, const Ruleset &ruleset = defaults())
    {
        auto game = std::make_unique<FoggyGame>(FoggyModule::instance(), std::make_shared<const Ruleset>(ruleset),
                                                compileRules(ruleset), Variant::Mercenary, 42);
        Rng rng(1, 1);
        while (game->state().phase != Phase::Place)
            game->apply(game->randomAction(rng));
        FoggyState &s = game->editState();
        s.cells.fill(Token{});
        s.weather = weather;
        s.coveredFog = 0;
        s.hand[0] = firstHand;
        s.hand[1] = secondHand;
        for (int seat = 0; seat < 2; ++seat)
            for (int kind = 0; kind < CharacterCount; ++kind)
                s.owned[seat][kind] = static_cast<std::uint8_t>(std::max<int>(s.owned[seat][kind],
                                                                               s.hand[seat][kind] + s.pile[seat][kind]));
        s.phase = Phase::Place;
        s.seat = 0;
        s.placementsLeft = 1;
        s.nextTurnBonus = {};
        game->recomputeFreeTiles();
        return game;
    }

    static KindCounts hand(std::initializer_list<std::pair<Character, int>> counts)
    {
        KindCounts result{};
        for (const auto &[character, count] : counts)
            result[kindOf(character)] = static_cast<std::uint8_t>(count);
        return result;
    }

    static void play(FoggyGame &game, const Action &action)
    {
        const isle::Verdict verdict = game.check(action);
        QVERIFY2(verdict.legal, qPrintable(game.describeAction(action) + QStringLiteral(": ") + verdict.reason));
        game.apply(action);
    }

    static const Token &at(const FoggyGame &game, const char *name) { return game.state().cells[cellOf(name)]; }

    static void put(FoggyGame &game, const char *name, Character character, int owner)
    {
        Token token;
        token.kind = static_cast<std::uint8_t>(kindOf(character));
        token.owner = static_cast<std::uint8_t>(owner);
        token.side = game.rules().placedSide[owner][token.kind];
        game.editState().cells[cellOf(name)] = token;
        game.recomputeFreeTiles();
    }

    static Action ability(ActionType type, const char *cell, const char *cell2 = nullptr, Character kind = Character::Wolf)
    {
        return FoggyGame::abilityAction(type, cell ? cellOf(cell) : -1, cell2 ? cellOf(cell2) : -1, kindOf(kind));
    }

private Q_SLOTS:
    void turtleGivesExtraPlacements()
    {
        auto game = positionWith(hand({{Character::Turtle, 1}, {Character::Wolf, 4}}), hand({{Character::Wolf, 5}}));
        play(*game, place(Character::Turtle, "C3"));
        // The owner places again at once, before drawing back up.
        QCOMPARE(game->decision().seat, 0);
        QCOMPARE(int(game->state().handCount[0]), 4);
        play(*game, place(Character::Wolf, "D3"));
        QCOMPARE(int(game->state().handCount[0]), 5); // drew back up after both placements
        // The opponent's next turn has one extra placement too.
        QCOMPARE(game->decision().seat, 1);
        play(*game, place(Character::Wolf, "A1"));
        QCOMPARE(game->decision().seat, 1);
        play(*game, place(Character::Wolf, "A2"));
        QCOMPARE(game->decision().seat, 0);
    }

    void turtleFaceDownDoesNothing()
    {
        auto game = positionWith(hand({{Character::Turtle, 1}, {Character::Wolf, 4}}), hand({{Character::Wolf, 5}}),
                                 Weather::Foggy);
        play(*game, place(Character::Turtle, "C3", true));
        QCOMPARE(game->decision().seat, 1);
        play(*game, place(Character::Wolf, "A1", true));
        QCOMPARE(game->decision().seat, 0);
    }

    void chameleonTakesTheColourOfItsNeighbours()
    {
        auto game = positionWith(hand({{Character::Chameleon, 1}, {Character::Wolf, 2}, {Character::Rabbit, 1}}),
                                 hand({{Character::Wolf, 3}, {Character::Rabbit, 1}}));
        play(*game, place(Character::Chameleon, "B2"));
        QCOMPARE(int(at(*game, "B2").side), 0); // starts in its owner's colour
        play(*game, place(Character::Wolf, "B3"));
        QCOMPARE(int(at(*game, "B2").side), 1); // an opponent's wolf placed next to it
        play(*game, place(Character::Rabbit, "C2"));
        QCOMPARE(int(at(*game, "B2").side), 1); // white leaves it unchanged
        play(*game, place(Character::Wolf, "F6"));
        QCOMPARE(int(at(*game, "B2").side), 1); // a token not next to it changes nothing
        play(*game, place(Character::Wolf, "A2"));
        QCOMPARE(int(at(*game, "B2").side), 0); // its owner's wolf: back, the second change
    }

    void chameleonFaceDownStays()
    {
        auto game = positionWith(hand({{Character::Chameleon, 1}, {Character::Wolf, 2}}), hand({{Character::Wolf, 3}}),
                                 Weather::Foggy);
        play(*game, place(Character::Chameleon, "B2", true));
        play(*game, place(Character::Wolf, "B3", true));
        QCOMPARE(int(at(*game, "B2").side), 0);
    }

    void mousesSwapsWithTheOnlyOpponentToken()
    {
        auto game = positionWith(hand({{Character::Mouses, 1}, {Character::Wolf, 4}}), hand({{Character::Wolf, 5}}));
        FoggyState &s = game->editState();
        s.cells[cellOf("C2")] = Token{static_cast<std::uint8_t>(kindOf(Character::Wolf)), 1, 1, 0};
        game->recomputeFreeTiles();
        play(*game, place(Character::Mouses, "C3"));
        QCOMPARE(int(at(*game, "C2").kind), kindOf(Character::Mouses));
        QCOMPARE(int(at(*game, "C3").kind), kindOf(Character::Wolf));
        QCOMPARE(int(at(*game, "C3").owner), 1);
        QCOMPARE(game->decision().seat, 1); // no decision was needed
    }

    void mousesOwnerPicksAmongSeveral()
    {
        auto game = positionWith(hand({{Character::Mouses, 1}, {Character::Wolf, 4}}), hand({{Character::Wolf, 5}}));
        FoggyState &s = game->editState();
        const Token wolf2{static_cast<std::uint8_t>(kindOf(Character::Wolf)), 1, 1, 0};
        const Token rabbit2{static_cast<std::uint8_t>(kindOf(Character::Rabbit)), 1, SideWhite, 0};
        const Token ownWolf{static_cast<std::uint8_t>(kindOf(Character::Wolf)), 0, 0, 0};
        s.cells[cellOf("C2")] = wolf2;
        s.cells[cellOf("B3")] = wolf2;
        s.cells[cellOf("D3")] = rabbit2; // white: never moved
        s.cells[cellOf("C4")] = ownWolf; // own token: not a target
        game->recomputeFreeTiles();
        play(*game, place(Character::Mouses, "C3"));
        QCOMPARE(game->decision().kind, int(Phase::SwapTarget));
        QCOMPARE(game->decision().seat, 0);
        ActionList legal;
        game->legalActions(legal);
        QCOMPARE(int(legal.size()), 2);
        QVERIFY(legal.contains(FoggyGame::swapAction(cellOf("C2"))));
        QVERIFY(legal.contains(FoggyGame::swapAction(cellOf("B3"))));
        const isle::Verdict white = game->check(FoggyGame::swapAction(cellOf("D3")));
        QVERIFY(!white.legal);
        QVERIFY2(white.reason.contains(QStringLiteral("white tokens never move")), qPrintable(white.reason));
        play(*game, FoggyGame::swapAction(cellOf("B3")));
        QCOMPARE(int(at(*game, "B3").kind), kindOf(Character::Mouses));
        QCOMPARE(int(at(*game, "C3").owner), 1);
        QCOMPARE(game->decision().seat, 1);
    }

    void moleIsASpyThatSwaps()
    {
        auto game = positionWith(hand({{Character::Mole, 1}, {Character::Wolf, 4}}), hand({{Character::Wolf, 5}}));
        FoggyState &s = game->editState();
        s.cells[cellOf("A2")] = Token{static_cast<std::uint8_t>(kindOf(Character::Wolf)), 1, 1, 0};
        game->recomputeFreeTiles();
        play(*game, place(Character::Mole, "A1")); // a corner: two neighbours
        QCOMPARE(int(at(*game, "A2").kind), kindOf(Character::Mole));
        QCOMPARE(int(at(*game, "A2").side), 1); // builds the opponent's line
        QCOMPARE(int(at(*game, "A1").owner), 1);
    }

    void noTargetNoSwap()
    {
        auto game = positionWith(hand({{Character::Mouses, 1}, {Character::Wolf, 4}}), hand({{Character::Wolf, 5}}));
        play(*game, place(Character::Mouses, "F6"));
        QCOMPARE(int(at(*game, "F6").kind), kindOf(Character::Mouses));
        QCOMPARE(game->decision().seat, 1);
    }

    void swapsSurviveRecordsAndReplay()
    {
        auto game = positionWith(hand({{Character::Mouses, 1}, {Character::Wolf, 4}}), hand({{Character::Wolf, 5}}));
        FoggyState &s = game->editState();
        const Token wolf2{static_cast<std::uint8_t>(kindOf(Character::Wolf)), 1, 1, 0};
        s.cells[cellOf("C2")] = wolf2;
        s.cells[cellOf("B3")] = wolf2;
        game->recomputeFreeTiles();
        play(*game, place(Character::Mouses, "C3"));
        const Action swap = FoggyGame::swapAction(cellOf("C2"));
        isle::Problems problems;
        const auto reread = FoggyModule::instance().actionFromJson(game->actionToJson(swap), QStringLiteral("$"), problems);
        QVERIFY(reread);
        QCOMPARE(*reread, swap);
        QVERIFY(game->describeAction(swap).contains(QStringLiteral("C2")));
        game->setHistoryEnabled(true);
        const std::uint64_t before = game->stateHash();
        play(*game, swap);
        game->undo();
        QCOMPARE(game->stateHash(), before);
    }

    void foxMakesTheOpponentExchange()
    {
        auto game = positionWith(hand({{Character::Fox, 1}, {Character::Wolf, 4}}),
                                 hand({{Character::Pig, 1}, {Character::Wolf, 4}}));
        put(*game, "B1", Character::Wolf, 1);
        put(*game, "C2", Character::Rabbit, 1); // white: never exchanged
        play(*game, place(Character::Fox, "B2"));
        QCOMPARE(game->decision().kind, int(Phase::FoxExchange));
        QCOMPARE(game->decision().seat, 1); // the opponent chooses both tokens
        ActionList legal;
        game->legalActions(legal);
        QCOMPARE(int(legal.size()), 2); // B1 for a Pig or a Wolf
        QVERIFY(!game->check(ability(ActionType::Exchange, "C2", nullptr, Character::Pig)).legal);
        play(*game, ability(ActionType::Exchange, "B1", nullptr, Character::Pig));
        QCOMPARE(int(at(*game, "B1").kind), kindOf(Character::Pig));
        QCOMPARE(int(game->state().hand[1][kindOf(Character::Wolf)]), 5); // the wolf went back
        QCOMPARE(int(game->state().hand[1][kindOf(Character::Pig)]), 0);
        QCOMPARE(int(game->state().handCount[1]), 5);
        QCOMPARE(game->decision().seat, 1); // then the opponent's own turn
        QCOMPARE(game->decision().kind, int(Phase::Place));
    }

    void foxWithNothingAroundDoesNothing()
    {
        auto game = positionWith(hand({{Character::Fox, 1}, {Character::Wolf, 4}}), hand({{Character::Wolf, 5}}));
        put(*game, "A2", Character::Wolf, 0); // its owner's own token: not the opponent's
        play(*game, place(Character::Fox, "A1"));
        QCOMPARE(game->decision().kind, int(Phase::Place));
        QCOMPARE(game->decision().seat, 1);
    }

    void snakeTargetsAnyOpponentToken()
    {
        auto game = positionWith(hand({{Character::Snake, 1}, {Character::Wolf, 4}}),
                                 hand({{Character::Rat, 1}, {Character::Wolf, 4}}));
        put(*game, "F6", Character::Pig, 1);
        put(*game, "F5", Character::Rabbit, 1);
        play(*game, place(Character::Snake, "A1"));
        QCOMPARE(game->decision().kind, int(Phase::SnakeTarget));
        QCOMPARE(game->decision().seat, 0); // the owner picks the token
        QVERIFY(!game->check(ability(ActionType::Target, "F5")).legal); // white
        play(*game, ability(ActionType::Target, "F6"));
        QCOMPARE(game->decision().kind, int(Phase::SnakeExchange));
        QCOMPARE(game->decision().seat, 1); // its owner picks the replacement
        play(*game, ability(ActionType::Exchange, "F6", nullptr, Character::Rat));
        QCOMPARE(int(at(*game, "F6").kind), kindOf(Character::Rat));
        QCOMPARE(int(at(*game, "F6").side), 0); // a Rat builds the Snake owner's line
        QCOMPARE(int(game->state().hand[1][kindOf(Character::Pig)]), 1);
    }

    void prairieDogSwapsTwoNeighboursOrNot()
    {
        auto game = positionWith(hand({{Character::PrairieDog, 2}, {Character::Wolf, 3}}), hand({{Character::Wolf, 5}}));
        put(*game, "B1", Character::Wolf, 1);
        put(*game, "A2", Character::Pig, 0);
        put(*game, "C2", Character::Rabbit, 1);
        play(*game, place(Character::PrairieDog, "B2"));
        QCOMPARE(game->decision().kind, int(Phase::PrairieSwap));
        ActionList legal;
        game->legalActions(legal);
        QCOMPARE(int(legal.size()), 2); // A2 with B1, or skip: the Rabbit stays
        play(*game, ability(ActionType::SwapPair, "B1", "A2"));
        QCOMPARE(int(at(*game, "B1").kind), kindOf(Character::Pig));
        QCOMPARE(int(at(*game, "A2").owner), 1);
        play(*game, place(Character::Wolf, "F6"));
        play(*game, place(Character::PrairieDog, "B3"));
        QCOMPARE(game->decision().kind, int(Phase::Place)); // one non-white neighbour: nothing to swap
    }

    void hippoSpansTwoTilesThenSettles()
    {
        auto game = positionWith(hand({{Character::Hippo, 1}, {Character::Wolf, 4}}), hand({{Character::Wolf, 5}}));
        QVERIFY(!game->check(place(Character::Hippo, "A1")).legal); // face up it needs two tiles
        play(*game, FoggyGame::placeAction(kindOf(Character::Hippo), cellOf("A1"), false, cellOf("B1")));
        QCOMPARE(int(at(*game, "B1").kind), kindOf(Character::Hippo));
        QCOMPARE(int(game->state().freeCount), 34);
        play(*game, place(Character::Wolf, "F6"));
        // At the start of its owner's next turn the Hippo must settle on one tile.
        QCOMPARE(game->decision().kind, int(Phase::HippoSettle));
        QCOMPARE(game->decision().seat, 0);
        QVERIFY(!game->check(place(Character::Wolf, "C3")).legal);
        play(*game, ability(ActionType::Settle, "B1"));
        QVERIFY(at(*game, "A1").isEmpty());
        QCOMPARE(int(game->state().freeCount), 34);
        QCOMPARE(game->decision().kind, int(Phase::Place));
        QCOMPARE(game->decision().seat, 0);
    }

    void hippoNeedsTwoFreeTilesSideBySide()
    {
        auto game = positionWith(hand({{Character::Hippo, 1}}), hand({{Character::Wolf, 5}}));
        FoggyState &s = game->editState();
        const FoggyRules &rules = game->rules();
        // A checkerboard of tokens: no two free tiles touch.
        rules.boardCells.forEach([&](int cell) {
            if ((FoggyRules::cellX(cell) + FoggyRules::cellY(cell)) % 2 == 0)
                s.cells[cell] = Token{static_cast<std::uint8_t>(kindOf(Character::Wolf)), 1, 1, 0};
        });
        game->recomputeFreeTiles();
        QVERIFY(!game->canPlace(0));
        ActionList legal;
        game->legalActions(legal);
        QVERIFY(legal.isEmpty());
    }

    void frogMayHopAtTheStartOfItsOwnersTurn()
    {
        auto game = positionWith(hand({{Character::Frog, 1}, {Character::Wolf, 4}}), hand({{Character::Wolf, 5}}));
        play(*game, place(Character::Frog, "A1"));
        play(*game, place(Character::Wolf, "A2"));
        QCOMPARE(game->decision().kind, int(Phase::FrogMove));
        ActionList legal;
        game->legalActions(legal);
        QCOMPARE(int(legal.size()), 2); // to B1, or stay
        play(*game, ability(ActionType::MoveFrog, "A1", "B1"));
        QVERIFY(at(*game, "A1").isEmpty());
        QCOMPARE(int(at(*game, "B1").kind), kindOf(Character::Frog));
        QCOMPARE(game->decision().kind, int(Phase::Place));
        play(*game, place(Character::Wolf, "D4"));
        play(*game, place(Character::Wolf, "E4"));
        QCOMPARE(game->decision().kind, int(Phase::FrogMove));
        play(*game, ability(ActionType::Skip, nullptr));
        QCOMPARE(int(at(*game, "B1").kind), kindOf(Character::Frog));
    }

    void turtleThenAnotherMercenary()
    {
        auto game = positionWith(hand({{Character::Turtle, 1}, {Character::Mouses, 1}, {Character::Wolf, 3}}),
                                 hand({{Character::Wolf, 5}}));
        put(*game, "D2", Character::Wolf, 1);
        play(*game, place(Character::Turtle, "A1"));
        play(*game, place(Character::Mouses, "D3")); // the extra placement fires its own ability
        QCOMPARE(int(at(*game, "D2").kind), kindOf(Character::Mouses));
        QCOMPARE(game->decision().seat, 1);
    }

    void abilitiesActOnlyOnOpenTiles()
    {
        // Under Cloudy weather, tokens under fog do not exist yet; the Snake finds none.
        auto game = positionWith(hand({{Character::Snake, 1}, {Character::Wolf, 4}}), hand({{Character::Wolf, 5}}),
                                 Weather::Cloudy);
        play(*game, place(Character::Snake, "A1"));
        QCOMPARE(game->decision().kind, int(Phase::Place));
        QCOMPARE(game->decision().seat, 1);
    }

    void hippoAtRoundEndStillCoversBoth()
    {
        Ruleset ruleset = defaults();
        auto game = positionWith(hand({{Character::Hippo, 1}, {Character::Wolf, 4}}), hand({{Character::Wolf, 5}}));
        FoggyState &s = game->editState();
        const FoggyRules &rules = game->rules();
        rules.boardCells.forEach([&](int cell) {
            if (cell != cellOf("E6") && cell != cellOf("F6"))
                s.cells[cell] = Token{static_cast<std::uint8_t>(kindOf(Character::Rabbit)), 1, SideWhite, 0};
        });
        game->recomputeFreeTiles();
        play(*game, FoggyGame::placeAction(kindOf(Character::Hippo), cellOf("E6"), false, cellOf("F6")));
        // The board is full: the round ends with the Hippo on both tiles, scoring nothing.
        QCOMPARE(int(game->state().round), 1);
        QCOMPARE(int(game->state().roundPoints[0][0]), 0);
        QCOMPARE(int(game->state().roundPoints[1][0]), 0);
    }

    void frogHopThatBlocksALoneHippoPasses()
    {
        auto game = positionWith(hand({{Character::Hippo, 1}}), hand({{Character::Wolf, 5}}));
        FoggyState &s = game->editState();
        const FoggyRules &rules = game->rules();
        rules.boardCells.forEach([&](int cell) {
            if (cell != cellOf("A1") && cell != cellOf("B1") && cell != cellOf("D1"))
                s.cells[cell] = Token{static_cast<std::uint8_t>(kindOf(Character::Rabbit)), 1, SideWhite, 0};
        });
        game->recomputeFreeTiles();
        put(*game, "A2", Character::Frog, 0);
        s.owned[0][kindOf(Character::Frog)] = 1;
        s.seat = 1;
        play(*game, place(Character::Wolf, "D1"));
        QCOMPARE(game->decision().kind, int(Phase::FrogMove));
        QCOMPARE(game->decision().seat, 0);
        play(*game, ability(ActionType::MoveFrog, "A2", "A1"));
        // No two free tiles touch any more: the Hippo cannot be placed, so seat 1 passes.
        QCOMPARE(game->decision().seat, 1);
        QCOMPARE(game->decision().kind, int(Phase::Place));
    }

    void extraPlacementThatFindsOnlySingleTilesUnderTheFogEnds()
    {
        // A Turtle's extra placement counts on the last fog lifting, but the lone Hippo
        // left in hand finds no two free tiles side by side under it (a one-tile fog
        // region): the turn ends and play passes on, rather than waiting for a placement
        // nobody can make.
        Ruleset ruleset = defaults();
        setFogRegions(ruleset, {QRect(0, 0, 6, 5), QRect(5, 5, 1, 1)});
        auto game = positionWith(hand({{Character::Turtle, 1}, {Character::Hippo, 1}}), hand({{Character::Wolf, 5}}),
                                 Weather::Cloudy, ruleset);
        FoggyState &s = game->editState();
        const FoggyRules &rules = game->rules();
        rules.boardCells.forEach([&](int cell) {
            if (cell != cellOf("A1") && cell != cellOf("F6"))
                s.cells[cell] = Token{static_cast<std::uint8_t>(kindOf(Character::Rabbit)), 1, SideWhite, 0};
        });
        s.coveredFog = 1U << 1;
        game->recomputeFreeTiles();
        QVERIFY(game->canPlace(0)); // the fog may still hide a pair of tiles
        play(*game, place(Character::Turtle, "A1"));
        QCOMPARE(int(game->state().coveredFog), 0);
        QCOMPARE(int(game->state().handCount[0]), 5); // drew back up: the turn is over
        QCOMPARE(game->decision().kind, int(Phase::Place));
        QCOMPARE(game->decision().seat, 1);
        ActionList legal;
        game->legalActions(legal);
        QCOMPARE(int(legal.size()), 1); // a Wolf on F6
    }

    void newDecisionsRoundTripAsJson()
    {
        const QList<Action> actions{ability(ActionType::Exchange, "B1", nullptr, Character::Pig),
                                    ability(ActionType::Target, "F6"),
                                    ability(ActionType::SwapPair, "A2", "B1"),
                                    ability(ActionType::Settle, "B1"),
                                    ability(ActionType::MoveFrog, "A1", "B1"),
                                    FoggyGame::abilityAction(ActionType::Skip, -1),
                                    FoggyGame::placeAction(kindOf(Character::Hippo), cellOf("A1"), false, cellOf("B1"))};
        auto game = positionWith(hand({{Character::Wolf, 5}}), hand({{Character::Wolf, 5}}));
        for (const Action &action : actions) {
            isle::Problems problems;
            const auto reread = FoggyModule::instance().actionFromJson(game->actionToJson(action), QStringLiteral("$"), problems);
            QVERIFY2(reread, qPrintable(problems.summary()));
            QCOMPARE(*reread, action);
            QVERIFY(!game->describeAction(action).isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(tst_Abilities)
#include "tst_abilities.moc"
