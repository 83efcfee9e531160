// Position files: hand-written positions load as written, impossible ones are refused
// with the file, the JSON path and the reason, and a loaded position written back out
// loads to the same position again.
#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/jsonfile.h"
#include "core/position.h"
#include "foggyisland/foggygame.h"

#include <QJsonArray>
#include <QTest>

using namespace isle;
using foggy::Phase;

namespace {
QString positionFile(const QString &name)
{
    return QStringLiteral(ISLE_TEST_DATA_DIR "/core/positions/") + name;
}

QString describe(const Problems &problems)
{
    return problems.items().isEmpty() ? QStringLiteral("(no problems)") : problems.summary();
}

std::unique_ptr<Game> loadClean(const QString &name)
{
    Problems problems;
    auto game = loadPositionFile(positionFile(name), nullptr, problems);
    if (!game || problems.hasErrors())
        qWarning("%s", qPrintable(describe(problems)));
    return problems.hasErrors() ? nullptr : std::move(game);
}

QList<Action> legal(const Game &game)
{
    ActionList list;
    game.legalActions(list);
    return QList<Action>(list.begin(), list.end());
}

int cellAt(int x, int y)
{
    return foggy::FoggyRules::cellAt(x, y);
}

int phase(Phase value)
{
    return static_cast<int>(value);
}
} // namespace

class tst_Position : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loadsHandWrittenPositions_data();
    void loadsHandWrittenPositions();
    void basicMidgame();
    void foggyWeather();
    void fogLiftIsAsked();
    void fullBoardIsOverButScores();
    void embeddedRuleset();
    void impossiblePositions_data();
    void impossiblePositions();
    void reloadIsStable_data();
    void reloadIsStable();
    void reloadKeepsEmbeddedRules();
    void finishedGameReloadsWithItsScores();
    void weatherDeckLeavesOutTheActiveCard();
};

void tst_Position::loadsHandWrittenPositions_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("seat");
    QTest::addColumn<int>("kind");

    QTest::newRow("basic midgame") << QStringLiteral("basic-midgame.json") << QStringLiteral("basic") << 1 << phase(Phase::Place);
    QTest::newRow("foggy weather") << QStringLiteral("weather-foggy.json") << QStringLiteral("weather") << 0 << phase(Phase::Place);
    QTest::newRow("fog to lift") << QStringLiteral("fog-lift.json") << QStringLiteral("weather") << 1 << phase(Phase::LiftFog);
    QTest::newRow("full board") << QStringLiteral("full-board.json") << QStringLiteral("basic") << -1 << 0;
    QTest::newRow("embedded ruleset") << QStringLiteral("custom-rules.json") << QStringLiteral("basic") << 0 << phase(Phase::Place);
}

void tst_Position::loadsHandWrittenPositions()
{
    QFETCH(QString, file);
    QFETCH(QString, variant);
    QFETCH(int, seat);
    QFETCH(int, kind);

    Problems problems;
    const auto game = loadPositionFile(positionFile(file), nullptr, problems);
    QVERIFY2(game, qPrintable(describe(problems)));
    QVERIFY2(!problems.hasErrors(), qPrintable(describe(problems)));
    QCOMPARE(game->variant(), variant);
    QCOMPARE(game->module().id(), QStringLiteral("foggy-island"));
    QCOMPARE(game->decision().seat, seat);
    QCOMPARE(game->decision().kind, kind);
    QCOMPARE(game->isOver(), seat < 0);
    // A loaded position is where undo starts.
    QVERIFY(!game->canUndo());
}

void tst_Position::basicMidgame()
{
    const auto game = loadClean(QStringLiteral("basic-midgame.json"));
    QVERIFY(game);
    const QJsonObject json = game->positionJson();
    QCOMPARE(json.value(QStringLiteral("seed")).toString(), QStringLiteral("42"));
    QCOMPARE(json.value(QStringLiteral("board")).toArray().at(3).toString(), QStringLiteral(". . . P2 . ."));

    // Hands as written; piles are what each player owns minus the board and the hand.
    const QJsonArray hands = json.value(QStringLiteral("hands")).toArray();
    QCOMPARE(hands.at(0).toObject(), (QJsonObject{{QStringLiteral("wolf"), 3}, {QStringLiteral("rat"), 1}, {QStringLiteral("pig"), 1}}));
    QCOMPARE(hands.at(1).toObject(), (QJsonObject{{QStringLiteral("wolf"), 4}, {QStringLiteral("rabbit"), 1}}));
    const QJsonArray piles = json.value(QStringLiteral("piles")).toArray();
    QCOMPARE(piles.at(0).toObject(), (QJsonObject{{QStringLiteral("wolf"), 5}, {QStringLiteral("rat"), 2},
                                                  {QStringLiteral("rabbit"), 2}, {QStringLiteral("pig"), 1}}));
    QCOMPARE(piles.at(1).toObject(), (QJsonObject{{QStringLiteral("wolf"), 4}, {QStringLiteral("rat"), 4},
                                                  {QStringLiteral("rabbit"), 2}, {QStringLiteral("pig"), 1}}));

    // Player 2 places a wolf or a rabbit, face up, on any of the 31 free tiles.
    const QList<Action> actions = legal(*game);
    QCOMPARE(actions.size(), 2 * 31);
    for (const Action &action : actions) {
        QCOMPARE(action.flags, 0);
        QVERIFY(action.kind == static_cast<int>(foggy::Character::Wolf)
                || action.kind == static_cast<int>(foggy::Character::Rabbit));
        QVERIFY(action.cell != cellAt(0, 0) && action.cell != cellAt(3, 3));
    }
    const Verdict taken = game->check(foggy::FoggyGame::placeAction(0, cellAt(1, 1), false));
    QVERIFY(!taken.legal);
    QCOMPARE(taken.reason, QStringLiteral("B2 is already taken"));
    const Verdict notInHand = game->check(foggy::FoggyGame::placeAction(3, cellAt(5, 5), false));
    QVERIFY(!notInHand.legal);
    QVERIFY(notInHand.reason.contains(QStringLiteral("Pig")));
}

void tst_Position::foggyWeather()
{
    const auto game = loadClean(QStringLiteral("weather-foggy.json"));
    QVERIFY(game);
    QCOMPARE(game->seed(), 18446744073709551557ULL);
    const QJsonObject json = game->positionJson();
    QCOMPARE(json.value(QStringLiteral("weather")).toString(), QStringLiteral("foggy"));
    QCOMPARE(json.value(QStringLiteral("fog")).toArray(), (QJsonArray{0, 3}));
    QCOMPARE(json.value(QStringLiteral("round")).toInt(), 2);
    QCOMPARE(json.value(QStringLiteral("roundStarter")).toInt(), 2);
    QCOMPARE(json.value(QStringLiteral("board")).toArray().at(0).toString(), QStringLiteral(". . . w1 r2 ."));
    QCOMPARE(json.value(QStringLiteral("points")).toArray(), (QJsonArray{QJsonArray{4}, QJsonArray{6}}));

    // The earlier round's points are the standing.
    const Outcome outcome = game->outcome();
    QCOMPARE(outcome.score[0], 4);
    QCOMPARE(outcome.score[1], 6);
    QVERIFY(outcome.isWinner(1));

    // Without hands in the file, player 1 drew a full hand from what is left.
    int inHand = 0;
    const QJsonObject hand = json.value(QStringLiteral("hands")).toArray().at(0).toObject();
    for (auto it = hand.begin(); it != hand.end(); ++it)
        inHand += it.value().toInt();
    QCOMPARE(inHand, 5);

    // In Foggy weather basic tokens go face down, and only on the 12 open free tiles
    // (5 in fog region 1, top right, and 7 in region 2, bottom left).
    const QList<Action> actions = legal(*game);
    QVERIFY(!actions.isEmpty());
    for (const Action &action : actions) {
        QCOMPARE(action.flags, 1);
        const int x = foggy::FoggyRules::cellX(action.cell);
        const int y = foggy::FoggyRules::cellY(action.cell);
        QVERIFY2((x >= 3 && y < 3) || (x < 3 && y >= 3), qPrintable(foggy::cellName(action.cell)));
    }
    QCOMPARE(actions.size(), hand.size() * 12); // one face-down placement per kind held and tile
    const Verdict fogged = game->check(foggy::FoggyGame::placeAction(actions.first().kind, cellAt(0, 0), true));
    QVERIFY(!fogged.legal);
    QCOMPARE(fogged.reason, QStringLiteral("A1 is under fog"));
}

void tst_Position::fogLiftIsAsked()
{
    // The open area is full and two fog boards are down: player 2 (next to play) chooses.
    const auto game = loadClean(QStringLiteral("fog-lift.json"));
    QVERIFY(game);
    QCOMPARE(game->decision().seat, 1);
    QCOMPARE(game->decision().kind, phase(Phase::LiftFog));
    const QList<Action> actions = legal(*game);
    QCOMPARE(actions.size(), 2);
    QVERIFY(actions.contains(foggy::FoggyGame::liftAction(0)));
    QVERIFY(actions.contains(foggy::FoggyGame::liftAction(3)));
    QVERIFY(!game->check(foggy::FoggyGame::liftAction(1)).legal);

    game->apply(foggy::FoggyGame::liftAction(3));
    QCOMPARE(game->decision().seat, 1);
    QCOMPARE(game->decision().kind, phase(Phase::Place));
    for (const Action &action : legal(*game)) {
        QVERIFY(foggy::FoggyRules::cellX(action.cell) >= 3);
        QVERIFY(foggy::FoggyRules::cellY(action.cell) >= 3);
    }
    QCOMPARE(game->positionJson().value(QStringLiteral("fog")).toArray(), QJsonArray{0});
    QVERIFY(game->canUndo());
}

void tst_Position::fullBoardIsOverButScores()
{
    const auto game = loadClean(QStringLiteral("full-board.json"));
    QVERIFY(game);
    QVERIFY(game->isOver());
    QCOMPARE(game->decision().seat, -1);
    QVERIFY(legal(*game).isEmpty());
    const Verdict verdict = game->check(foggy::FoggyGame::placeAction(0, cellAt(0, 0), false));
    QVERIFY(!verdict.legal);
    QCOMPARE(verdict.reason, QStringLiteral("the game is over"));

    // Every token of both players is on the board: nothing in hand or in the pile.
    const QJsonObject json = game->positionJson();
    QCOMPARE(json.value(QStringLiteral("hands")).toArray(), (QJsonArray{QJsonObject{}, QJsonObject{}}));
    QCOMPARE(json.value(QStringLiteral("piles")).toArray(), (QJsonArray{QJsonObject{}, QJsonObject{}}));

    // Scored by hand (and by an independent script): side 1 has rows of 3 (1), 4 (3) and
    // 6 with a pig (10 × 2), and the diagonal D3-E4-F5 with a pig (1 × 2): 26. Side 2 has
    // rows of 3 with a pig (1 × 2), 4 (3) and 6 with a pig (10 × 2): 25.
    const QJsonObject report = game->scoreReport();
    QCOMPARE(report.value(QStringLiteral("totals")).toArray(), (QJsonArray{26, 25}));
    const QJsonArray lines = report.value(QStringLiteral("lines")).toArray();
    QCOMPARE(lines.size(), 7);
    bool foundDiagonal = false;
    for (const QJsonValue &value : lines) {
        const QJsonObject line = value.toObject();
        if (line.value(QStringLiteral("direction")).toString() != QStringLiteral("diagonal-down-right"))
            continue;
        foundDiagonal = true;
        QCOMPARE(line.value(QStringLiteral("side")).toInt(), 1);
        QCOMPARE(line.value(QStringLiteral("cells")).toArray(),
                 (QJsonArray{QStringLiteral("D3"), QStringLiteral("E4"), QStringLiteral("F5")}));
        QCOMPARE(line.value(QStringLiteral("multiplier")).toInt(), 2);
        QCOMPARE(line.value(QStringLiteral("points")).toInt(), 2);
    }
    QVERIFY(foundDiagonal);
}

void tst_Position::embeddedRuleset()
{
    // The file carries a 4×3 ruleset that leaves most parameters out: they take the
    // defaults with a warning each, under the position's $.ruleset path.
    const QString file = positionFile(QStringLiteral("custom-rules.json"));
    Problems problems;
    const auto game = loadPositionFile(file, nullptr, problems);
    QVERIFY2(game, qPrintable(describe(problems)));
    QVERIFY(!problems.hasErrors());
    QVERIFY(!problems.items().isEmpty());
    for (const Problem &problem : problems.items()) {
        QCOMPARE(problem.severity, Problem::Severity::Warning);
        QCOMPARE(problem.file, file);
        QVERIFY2(problem.path.startsWith(QStringLiteral("$.ruleset.params.")), qPrintable(problem.path));
    }
    QCOMPARE(game->positionJson().value(QStringLiteral("board")).toArray().size(), 3);
    // Player 1 holds a wolf and a rabbit; eight tiles are free.
    QCOMPARE(legal(*game).size(), 2 * 8);
    QVERIFY(!game->check(foggy::FoggyGame::placeAction(0, cellAt(4, 0), false)).legal);

    // Rules given by the caller win over the embedded ones: the default 6×6 island.
    const Ruleset defaults = GameRegistry::find(QStringLiteral("foggy-island"))->defaultRuleset();
    Problems withDefaults(file);
    QVERIFY(!loadPositionFile(file, &defaults, withDefaults));
    QCOMPARE(withDefaults.items().size(), 1);
    QCOMPARE(withDefaults.items().constFirst().path, QStringLiteral("$.board"));
    QVERIFY(withDefaults.items().constFirst().message.contains(QStringLiteral("expected an array of 6 rows")));
}

void tst_Position::impossiblePositions_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");

    QTest::newRow("more wolves than owned") << QStringLiteral("too-many-wolves.json") << QStringLiteral("$.board")
                                            << QStringLiteral("player 1 has 10 Wolf tokens on the board, in hand and in the "
                                                              "pile; the ruleset gives 9");
    QTest::newRow("more than owned, counting the hand") << QStringLiteral("too-many-with-hand.json") << QStringLiteral("$.board")
                                                        << QStringLiteral("player 1 has 10 Wolf tokens");
    QTest::newRow("more than owned, counting the pile") << QStringLiteral("too-many-with-pile.json") << QStringLiteral("$.board")
                                                        << QStringLiteral("player 2 has 5 Rat tokens on the board, in hand "
                                                                          "and in the pile; the ruleset gives 4");
    QTest::newRow("token on a fogged tile") << QStringLiteral("token-under-fog.json") << QStringLiteral("$.board[1]")
                                            << QStringLiteral("tile B2 is under fog region 0, where no token can be");
    QTest::newRow("face down in Sunny weather") << QStringLiteral("face-down-sunny.json") << QStringLiteral("$.board[2]")
                                                << QStringLiteral("tile C3: tokens lie face down only in Foggy weather");
    QTest::newRow("face down in Cloudy weather") << QStringLiteral("face-down-cloudy.json") << QStringLiteral("$.board[4]")
                                                 << QStringLiteral("tile E5: tokens lie face down only in Foggy weather");
    QTest::newRow("row too short") << QStringLiteral("row-too-short.json") << QStringLiteral("$.board[2]")
                                   << QStringLiteral("expected 6 tiles, found 5");
    QTest::newRow("row too long") << QStringLiteral("row-too-long.json") << QStringLiteral("$.board[3]")
                                  << QStringLiteral("expected 6 tiles, found 7");
    QTest::newRow("too few rows") << QStringLiteral("too-few-rows.json") << QStringLiteral("$.board")
                                  << QStringLiteral("expected an array of 6 rows");
    QTest::newRow("bad token code") << QStringLiteral("bad-token-code.json") << QStringLiteral("$.board[1]")
                                    << QStringLiteral("tile C2: \"X1\" is not a token; expected \".\" or a character code");
    QTest::newRow("bad owner") << QStringLiteral("bad-owner.json") << QStringLiteral("$.board[5]")
                               << QStringLiteral("tile F6: \"W3\" is not a token; expected");
    QTest::newRow("owner missing") << QStringLiteral("owner-missing.json") << QStringLiteral("$.board[0]")
                                   << QStringLiteral("tile A1: \"W\" is not a token; expected");
    QTest::newRow("hand larger than the hand size") << QStringLiteral("hand-too-large.json") << QStringLiteral("$.hands[0]")
                                                    << QStringLiteral("a hand holds at most 5 tokens, found 6");
    QTest::newRow("fog in Sunny weather") << QStringLiteral("fog-in-sunny-weather.json") << QStringLiteral("$.fog")
                                          << QStringLiteral("Sunny weather leaves the whole map open; expected no fog");
    QTest::newRow("unknown character in a hand") << QStringLiteral("unknown-character-in-hand.json")
                                                 << QStringLiteral("$.hands[1].dragon")
                                                 << QStringLiteral("unknown character; expected a character id");
}

void tst_Position::impossiblePositions()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QString, message);

    const QString fileName = positionFile(QStringLiteral("bad/") + file);
    Problems problems;
    const auto game = loadPositionFile(fileName, nullptr, problems);
    QVERIFY2(!game, "an impossible position was accepted");
    QVERIFY2(problems.items().size() == 1,
             qPrintable(QStringLiteral("expected one problem, found:\n") + describe(problems)));
    const Problem &problem = problems.items().constFirst();
    QCOMPARE(problem.severity, Problem::Severity::Error);
    QCOMPARE(problem.file, fileName);
    QCOMPARE(problem.path, path);
    QVERIFY2(problem.message.contains(message),
             qPrintable(QStringLiteral("\"%1\" does not contain \"%2\"").arg(problem.message, message)));
    QVERIFY(problem.toString().startsWith(fileName + u':' + path + QStringLiteral(": error: ")));
}

void tst_Position::reloadIsStable_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("basic midgame") << QStringLiteral("basic-midgame.json");
    QTest::newRow("foggy weather") << QStringLiteral("weather-foggy.json");
    QTest::newRow("fog to lift") << QStringLiteral("fog-lift.json");
    QTest::newRow("full board") << QStringLiteral("full-board.json");
}

void tst_Position::reloadIsStable()
{
    QFETCH(QString, file);

    const auto first = loadClean(file);
    QVERIFY(first);
    const QJsonObject written = first->positionJson();

    Problems problems;
    const auto second = loadPosition(written, nullptr, problems);
    QVERIFY2(second, qPrintable(describe(problems)));
    QVERIFY2(problems.items().isEmpty(), qPrintable(describe(problems)));
    const QJsonObject rewritten = second->positionJson();
    QCOMPARE(rewritten, written);
    QCOMPARE(second->decision().seat, first->decision().seat);
    QCOMPARE(second->decision().kind, first->decision().kind);
    QCOMPARE(second->seed(), first->seed());
    QCOMPARE(second->outcome().score, first->outcome().score);
    QCOMPARE(second->scoreReport(), first->scoreReport());

    // Once written out, loading is a fixed point, hidden state included.
    Problems again;
    const auto third = loadPosition(rewritten, nullptr, again);
    QVERIFY2(third, qPrintable(describe(again)));
    QCOMPARE(third->stateHash(), second->stateHash());
    QCOMPARE(third->positionJson(), rewritten);

    // And play goes on the same way from either copy.
    if (!second->isOver()) {
        const QList<Action> actions = legal(*second);
        QCOMPARE(legal(*third), actions);
        second->apply(actions.last());
        third->apply(actions.last());
        QCOMPARE(third->stateHash(), second->stateHash());
    }
}

void tst_Position::reloadKeepsEmbeddedRules()
{
    // A position under its own ruleset, written out and read back, should still be
    // under that ruleset.
    const QString file = positionFile(QStringLiteral("custom-rules.json"));
    Problems loadProblems;
    const auto first = loadPositionFile(file, nullptr, loadProblems);
    QVERIFY2(first, qPrintable(describe(loadProblems)));
    const QJsonObject written = first->positionJson();

    Problems problems;
    const auto second = loadPosition(written, nullptr, problems);
    QVERIFY2(second, qPrintable(describe(problems)));

    // With the file's rules given again, it reloads as it was.
    Problems readProblems;
    const auto object = readJsonObjectFile(file, readProblems);
    QVERIFY(object);
    Problems ruleProblems;
    const auto rules = Ruleset::fromJson(object->value(QStringLiteral("ruleset")).toObject(), ruleProblems);
    QVERIFY2(rules, qPrintable(describe(ruleProblems)));
    Problems withRules;
    const auto reloaded = loadPosition(written, &*rules, withRules);
    QVERIFY2(reloaded, qPrintable(describe(withRules)));
    QVERIFY2(withRules.items().isEmpty(), qPrintable(describe(withRules)));
    QCOMPARE(reloaded->positionJson(), written);
    QCOMPARE(legal(*reloaded), legal(*first));
}

void tst_Position::finishedGameReloadsWithItsScores()
{
    // Every round's points survive a finished game's position, so the winner does too.
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        Problems problems;
        const auto &module = *GameRegistry::find(QStringLiteral("foggy-island"));
        auto game = module.newGame(module.defaultRuleset(), QStringLiteral("weather"), seed, problems);
        QVERIFY(game);
        Rng rng(seed, 3);
        while (!game->isOver())
            game->apply(game->randomAction(rng));
        Problems reloadProblems;
        const auto reloaded = loadPosition(game->positionJson(), nullptr, reloadProblems);
        QVERIFY2(reloaded, qPrintable(describe(reloadProblems)));
        QVERIFY(reloaded->isOver());
        QCOMPARE(reloaded->outcome().score, game->outcome().score);
        QCOMPARE(reloaded->outcome().draw, game->outcome().draw);
    }
}

void tst_Position::weatherDeckLeavesOutTheActiveCard()
{
    // The default deck has 8 cards; a Cloudy position has the Cloudy card out.
    QJsonObject position{{QStringLiteral("format"), QStringLiteral("isleworks-position")},
                         {QStringLiteral("formatVersion"), 1},
                         {QStringLiteral("game"), QStringLiteral("foggy-island")},
                         {QStringLiteral("variant"), QStringLiteral("weather")},
                         {QStringLiteral("weather"), QStringLiteral("cloudy")},
                         {QStringLiteral("fog"), QJsonArray{1, 2, 3}},
                         {QStringLiteral("board"), QJsonArray{QStringLiteral("W1 . . . . ."), QStringLiteral(". . . . . ."),
                                                               QStringLiteral(". . . . . ."), QStringLiteral(". . . . . ."),
                                                               QStringLiteral(". . . . . ."), QStringLiteral(". . . . . .")}}};
    Problems problems;
    const auto game = loadPosition(position, nullptr, problems);
    QVERIFY2(game, qPrintable(describe(problems)));
    const auto &state = static_cast<const foggy::FoggyGame &>(*game).state();
    QCOMPARE(int(state.deckSize), 7);
    int cloudy = 0;
    for (int i = 0; i < state.deckSize; ++i)
        cloudy += state.deck[(state.deckHead + i) % foggy::MaxWeatherCards] == int(foggy::Weather::Cloudy) ? 1 : 0;
    QCOMPARE(cloudy, 2);
    QCOMPARE(game->observation(0).value(QStringLiteral("weatherDeckSize")).toInt(), 7);
}

QTEST_GUILESS_MAIN(tst_Position)
#include "tst_position.moc"
