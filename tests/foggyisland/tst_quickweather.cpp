// The quick game's one weather (rules: "Quick game": "players should choose one weather
// for the entire game"): chosen by the first round's second player before anyone hires
// (quickWeather "choose", the default), drawn once ("draw") or fixed by the ruleset.
#include "foggytestutil.h"

#include "foggyisland/foggytext.h"

#include "core/gamerecord.h"
#include "core/position.h"
#include "core/rng.h"

#include <QJsonDocument>
#include <QTest>

#include <vector>

using namespace FoggyTest;
using isle::ActionList;
using isle::Rng;

namespace {
Ruleset quickRules(const char *weather)
{
    Ruleset ruleset = defaults();
    ruleset.setValue(QStringLiteral("quickWeather"), QString::fromLatin1(weather));
    return ruleset;
}

// The quick game's start as a position file: nothing hired, played or held yet; player 2
// chooses the weather.
QJsonObject startPosition()
{
    return QJsonObject{{QStringLiteral("format"), QStringLiteral("isleworks-position")},
                       {QStringLiteral("formatVersion"), 1},
                       {QStringLiteral("game"), QStringLiteral("foggy-island")},
                       {QStringLiteral("variant"), QStringLiteral("quick")},
                       {QStringLiteral("board"), QJsonArray{QStringLiteral(". . . . . ."), QStringLiteral(". . . . . ."),
                                                            QStringLiteral(". . . . . ."), QStringLiteral(". . . . . ."),
                                                            QStringLiteral(". . . . . ."), QStringLiteral(". . . . . .")}},
                       {QStringLiteral("toMove"), 2},
                       {QStringLiteral("seed"), QStringLiteral("5")},
                       {QStringLiteral("pending"), QJsonObject{{QStringLiteral("decision"), QStringLiteral("game-weather")}}}};
}

// Whether `problems` names `path` and a message containing `fragment`.
bool names(const isle::Problems &problems, const QString &path, const QString &fragment)
{
    for (const isle::Problem &problem : problems.items())
        if (problem.path == path && problem.message.contains(fragment))
            return true;
    return false;
}

// The weather of every round, as the rounds' first placements see it.
QList<Weather> playToEnd(FoggyGame &game, Rng &rng)
{
    QList<Weather> weathers;
    int round = -1;
    while (!game.isOver()) {
        const FoggyState &s = game.state();
        if (s.phase == Phase::Place && s.round != round) {
            round = s.round;
            weathers.append(s.weather);
        }
        if (s.phase == Phase::ChooseWeather || s.phase == Phase::ChooseGameWeather)
            return {}; // asked again: wrong
        game.apply(game.randomAction(rng));
    }
    return weathers;
}
} // namespace

class tst_QuickWeather : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void choiceIsTheDefault()
    {
        QCOMPARE(compileRules(defaults())->quickWeather, GameWeatherChosen);
        QCOMPARE(defaults().choice(QStringLiteral("quickWeather")), QStringLiteral("choose"));
        QCOMPARE(compileRules(quickRules("draw"))->quickWeather, GameWeatherDrawn);
        QCOMPARE(compileRules(quickRules("cloudy"))->quickWeather, int(Weather::Cloudy));
    }

    void secondPlayerChoosesBeforeHiring()
    {
        auto game = newGame(defaults(), QStringLiteral("quick"), 7);
        QVERIFY(game);
        const FoggyState &s = game->state();
        QCOMPARE(s.phase, Phase::ChooseGameWeather);
        QCOMPARE(game->decision().seat, 1); // the first round's second player
        QCOMPARE(game->decision().kind, int(Phase::ChooseGameWeather));
        QCOMPARE(game->decisionName(game->decision().kind), QStringLiteral("choose the weather of the whole game"));
        QCOMPARE(s.coins[0], 80); // the purse is there, nothing is hired yet
        QCOMPARE(s.hiredCost[0], 0);

        // Sunny, Cloudy and Foggy, whatever the deck holds.
        ActionList legal;
        game->legalActions(legal);
        QCOMPARE(int(legal.size()), WeatherKindCount);
        for (int weather = 0; weather < WeatherKindCount; ++weather) {
            const Action action = FoggyGame::gameWeatherAction(static_cast<Weather>(weather));
            QVERIFY(legal.contains(action));
            QVERIFY(game->check(action).legal);
        }
        const Action foggy = FoggyGame::gameWeatherAction(Weather::Foggy);
        QCOMPARE(game->describeAction(foggy), QStringLiteral("choose Foggy weather for the whole game"));
        QCOMPARE(game->actionToJson(foggy), (QJsonObject{{QStringLiteral("type"), QStringLiteral("game-weather")},
                                                         {QStringLiteral("weather"), QStringLiteral("foggy")}}));

        // What each seat sees: the phase, the chooser's choices, no weather yet.
        const QJsonObject chooser = game->observation(1);
        QCOMPARE(chooser.value(QStringLiteral("phase")).toString(), QStringLiteral("game-weather"));
        QCOMPARE(chooser.value(QStringLiteral("toMove")).toInt(), 2);
        QCOMPARE(chooser.value(QStringLiteral("legalActions")).toArray().size(), 3);
        QVERIFY(chooser.value(QStringLiteral("weather")).isNull());
        QVERIFY(!game->observation(0).contains(QStringLiteral("legalActions")));

        const std::uint64_t before = game->stateHash();
        game->apply(foggy);
        QCOMPARE(s.phase, Phase::Hire);
        QCOMPARE(game->decision().seat, 0); // the first round's starter hires first
        QCOMPARE(int(s.gameWeather), int(Weather::Foggy));
        // The chosen weather is public at once, while hiring too.
        QCOMPARE(game->observation(0).value(QStringLiteral("weather")).toString(), QStringLiteral("foggy"));
        QCOMPARE(game->observation(-1).value(QStringLiteral("weather")).toString(), QStringLiteral("foggy"));

        // Undo goes back to the choice exactly.
        QVERIFY(game->canUndo());
        game->undo();
        QCOMPARE(game->stateHash(), before);
        QCOMPARE(s.phase, Phase::ChooseGameWeather);
    }

    void chosenWeatherHoldsAllGame_data()
    {
        QTest::addColumn<int>("weather");
        QTest::newRow("sunny") << int(Weather::Sunny);
        QTest::newRow("cloudy") << int(Weather::Cloudy);
        QTest::newRow("foggy") << int(Weather::Foggy);
    }

    void chosenWeatherHoldsAllGame()
    {
        QFETCH(int, weather);
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            auto game = newGame(defaults(), QStringLiteral("quick"), seed);
            QVERIFY(game);
            const int deckSize = game->state().deckSize;
            game->apply(FoggyGame::gameWeatherAction(static_cast<Weather>(weather)));
            Rng rng(seed, 3);
            const QList<Weather> weathers = playToEnd(*game, rng);
            QVERIFY(weathers.size() >= 2);
            for (const Weather each : weathers)
                QCOMPARE(int(each), weather);
            QCOMPARE(int(game->state().deckSize), deckSize); // no card was drawn
        }
    }

    void refusals()
    {
        auto game = newGame(defaults(), QStringLiteral("quick"), 3);
        QVERIFY(game);
        Action unknown = FoggyGame::gameWeatherAction(Weather::Sunny);
        unknown.extra = 3;
        QVERIFY(game->check(unknown).reason.contains(QStringLiteral("no such weather")));
        Action stray = FoggyGame::gameWeatherAction(Weather::Cloudy);
        stray.cell = 4;
        QVERIFY(!game->check(stray).legal);
        QVERIFY(game->check(FoggyGame::weatherAction(0)).reason.contains(QStringLiteral("choose the weather of the whole game")));
        QVERIFY(!game->check(FoggyGame::hireAction(kindOf(Character::Fox))).legal);
        QVERIFY(!game->check(FoggyGame::endHiringAction()).legal);

        // Once chosen, not again; never in the other variants or with another quickWeather.
        game->apply(FoggyGame::gameWeatherAction(Weather::Cloudy));
        QVERIFY(!game->check(FoggyGame::gameWeatherAction(Weather::Sunny)).legal);
        for (const auto &[variant, ruleset] : {std::pair{QStringLiteral("weather"), defaults()},
                                               std::pair{QStringLiteral("quick"), quickRules("draw")},
                                               std::pair{QStringLiteral("quick"), quickRules("sunny")}}) {
            auto other = newGame(ruleset, variant, 3);
            QVERIFY(other);
            QVERIFY(other->state().phase != Phase::ChooseGameWeather);
            QVERIFY(!other->check(FoggyGame::gameWeatherAction(Weather::Sunny)).legal);
        }
    }

    void recordForm()
    {
        isle::Problems problems;
        const auto read = readAction(QJsonObject{{QStringLiteral("type"), QStringLiteral("game-weather")},
                                                 {QStringLiteral("weather"), QStringLiteral("cloudy")}},
                                     problems);
        QVERIFY2(read && !problems.hasErrors(), qPrintable(problems.summary()));
        QVERIFY(*read == FoggyGame::gameWeatherAction(Weather::Cloudy));

        isle::Problems misty;
        QVERIFY(!readAction(QJsonObject{{QStringLiteral("type"), QStringLiteral("game-weather")},
                                        {QStringLiteral("weather"), QStringLiteral("misty")}},
                            misty));
        QVERIFY2(names(misty, QStringLiteral("$.weather"), QStringLiteral("expected sunny, cloudy or foggy")),
                 qPrintable(misty.summary()));
        isle::Problems extra;
        readAction(QJsonObject{{QStringLiteral("type"), QStringLiteral("game-weather")},
                               {QStringLiteral("weather"), QStringLiteral("sunny")},
                               {QStringLiteral("keep"), 0}},
                   extra);
        QVERIFY2(names(extra, QStringLiteral("$.keep"), QStringLiteral("unknown key")), qPrintable(extra.summary()));
        isle::Problems missing;
        QVERIFY(!readAction(QJsonObject{{QStringLiteral("type"), QStringLiteral("game-weather")}}, missing));
        QVERIFY(names(missing, QStringLiteral("$.weather"), QStringLiteral("missing")));
    }

    void recordReplaysTheChoice()
    {
        // A whole quick game as a record: written, read back and replayed to the same state.
        auto game = newGame(defaults(), QStringLiteral("quick"), 12);
        QVERIFY(game);
        isle::GameRecord record;
        record.gameId = QStringLiteral("foggy-island");
        record.variant = QStringLiteral("quick");
        record.ruleset = defaults();
        record.seed = 12;
        record.players = {QStringLiteral("random"), QStringLiteral("random")};
        Rng rng(12, 1);
        while (!game->isOver()) {
            const Action action = game->randomAction(rng);
            record.decisions.append(action);
            game->apply(action);
        }
        QCOMPARE(record.decisions.first().type, std::uint8_t(ActionType::ChooseGameWeather));
        const QJsonObject json = record.toJson();
        QCOMPARE(json.value(QStringLiteral("decisions")).toArray().at(0).toObject().value(QStringLiteral("type")).toString(),
                 QStringLiteral("game-weather"));
        isle::Problems problems;
        const auto loaded = isle::GameRecord::fromJson(json, problems);
        QVERIFY2(loaded, qPrintable(problems.summary()));
        const isle::ReplayResult result = isle::replay(*loaded, nullptr, problems);
        QVERIFY2(result.complete(), qPrintable(result.failure));
        QCOMPARE(result.game->stateHash(), game->stateHash());
    }

    void sameSeedSameGame()
    {
        // Determinism: the same seed and decisions give the same states, whatever is chosen.
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto a = newGame(defaults(), QStringLiteral("quick"), seed);
            auto b = newGame(defaults(), QStringLiteral("quick"), seed);
            QCOMPARE(a->stateHash(), b->stateHash());
            Rng rng(seed, 2);
            while (!a->isOver()) {
                const Action action = a->randomAction(rng);
                a->apply(action);
                QVERIFY(b->check(action).legal);
                b->apply(action);
                QCOMPARE(b->stateHash(), a->stateHash());
            }
        }
    }

    void positionKeepsThePendingChoice()
    {
        // At the start, a position says the weather is being chosen and loads back to it.
        auto game = newGame(defaults(), QStringLiteral("quick"), 9);
        QVERIFY(game);
        const QJsonObject written = game->positionJson();
        QCOMPARE(written.value(QStringLiteral("pending")).toObject(),
                 (QJsonObject{{QStringLiteral("decision"), QStringLiteral("game-weather")}}));
        isle::Problems problems;
        auto reloaded = asFoggy(isle::loadPosition(written, nullptr, problems));
        QVERIFY2(reloaded && !problems.hasErrors(), qPrintable(problems.summary()));
        QCOMPARE(reloaded->state().phase, Phase::ChooseGameWeather);
        QCOMPARE(reloaded->decision().seat, 1);
        QCOMPARE(reloaded->state().coins, game->state().coins);
        QCOMPARE(reloaded->state().owned, game->state().owned);
        QCOMPARE(reloaded->state().pile, game->state().pile);
        QCOMPARE(reloaded->positionJson(), written);
        ActionList before;
        ActionList after;
        game->legalActions(before);
        reloaded->legalActions(after);
        QCOMPARE(after.size(), before.size());
        reloaded->apply(FoggyGame::gameWeatherAction(Weather::Cloudy));
        QCOMPARE(reloaded->state().phase, Phase::Hire);
        Rng rng(9, 9);
        const QList<Weather> weathers = playToEnd(*reloaded, rng);
        QVERIFY(!weathers.isEmpty());
        for (const Weather weather : weathers)
            QCOMPARE(weather, Weather::Cloudy);
    }

    void handBuiltStartPosition()
    {
        // Written by hand, with only what matters: the purse defaults to quickCoins.
        isle::Problems problems;
        auto game = asFoggy(isle::loadPosition(startPosition(), nullptr, problems));
        QVERIFY2(game && !problems.hasErrors(), qPrintable(problems.summary()));
        const FoggyState &s = game->state();
        QCOMPARE(s.phase, Phase::ChooseGameWeather);
        QCOMPARE(game->decision().seat, 1);
        QCOMPARE(s.coins[0], 80);
        QCOMPARE(s.coins[1], 80);
        QCOMPARE(int(s.handCount[0]), 0);
        QCOMPARE(int(s.pileCount[1]), 18);
        game->apply(FoggyGame::gameWeatherAction(Weather::Sunny));
        QCOMPARE(s.phase, Phase::Hire);
        QCOMPARE(game->decision().seat, 0);
    }

    void badStartPositionsAreRefused_data()
    {
        QTest::addColumn<QJsonObject>("position");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("fragment");
        const QJsonObject start = startPosition();
        QJsonObject mercenary = start;
        mercenary.insert(QStringLiteral("variant"), QStringLiteral("mercenary"));
        QTest::newRow("not the quick game") << mercenary << QStringLiteral("$.pending.decision")
                                            << QStringLiteral("quickWeather is \"choose\"");
        QJsonObject drawn = start;
        QJsonObject rules = quickRules("draw").toJson();
        drawn.insert(QStringLiteral("ruleset"), rules);
        QTest::newRow("weather drawn") << drawn << QStringLiteral("$.pending.decision")
                                       << QStringLiteral("quickWeather is \"choose\"");
        QJsonObject first = start;
        first.insert(QStringLiteral("toMove"), 1);
        QTest::newRow("first player") << first << QStringLiteral("$.toMove")
                                      << QStringLiteral("player 2, the first round's second player");
        QJsonObject played = start;
        played.insert(QStringLiteral("board"), QJsonArray{QStringLiteral("W1 . . . . ."), QStringLiteral(". . . . . ."),
                                                          QStringLiteral(". . . . . ."), QStringLiteral(". . . . . ."),
                                                          QStringLiteral(". . . . . ."), QStringLiteral(". . . . . .")});
        QTest::newRow("a token placed") << played << QStringLiteral("$.pending") << QStringLiteral("an empty board");
        QJsonObject holding = start;
        holding.insert(QStringLiteral("hands"), QJsonArray{QJsonObject{{QStringLiteral("wolf"), 1}}, QJsonObject{}});
        QTest::newRow("a hand held") << holding << QStringLiteral("$.pending") << QStringLiteral("empty hands");
        QJsonObject hired = start;
        hired.insert(QStringLiteral("hiredCost"), QJsonArray{9, 0});
        QTest::newRow("a hire made") << hired << QStringLiteral("$.pending") << QStringLiteral("nothing hired");
        QJsonObject later = start;
        later.insert(QStringLiteral("round"), 2);
        later.insert(QStringLiteral("points"), QJsonArray{QJsonArray{1}, QJsonArray{2}});
        QTest::newRow("second round") << later << QStringLiteral("$.pending") << QStringLiteral("round 1");
        QJsonObject keyed = start;
        keyed.insert(QStringLiteral("pending"), QJsonObject{{QStringLiteral("decision"), QStringLiteral("game-weather")},
                                                            {QStringLiteral("placementsLeft"), 1}});
        QTest::newRow("another key") << keyed << QStringLiteral("$.pending.placementsLeft")
                                     << QStringLiteral("takes no other key");
    }

    void badStartPositionsAreRefused()
    {
        QFETCH(QJsonObject, position);
        QFETCH(QString, path);
        QFETCH(QString, fragment);
        isle::Problems problems;
        QVERIFY(!isle::loadPosition(position, nullptr, problems));
        QVERIFY2(names(problems, path, fragment), qPrintable(problems.summary()));
    }

    void positionsKeepTheGameWeather_data()
    {
        QTest::addColumn<QString>("quickWeather");
        QTest::newRow("chosen") << QStringLiteral("choose");
        QTest::newRow("drawn") << QStringLiteral("draw");
    }

    void positionsKeepTheGameWeather()
    {
        // A position written during the first round carries the game's weather: the rounds
        // after it keep it, without asking or drawing again.
        QFETCH(QString, quickWeather);
        const Ruleset ruleset = quickRules(quickWeather.toLatin1().constData());
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            auto game = newGame(ruleset, QStringLiteral("quick"), seed);
            Rng rng(seed, 4);
            while (!game->isOver() && !(game->state().phase == Phase::Place && game->state().round == 0))
                game->apply(game->randomAction(rng));
            const Weather weather = game->state().weather;
            isle::Problems problems;
            auto reloaded = asFoggy(isle::loadPosition(game->positionJson(), nullptr, problems));
            QVERIFY2(reloaded && !problems.hasErrors(), qPrintable(problems.summary()));
            QCOMPARE(int(reloaded->state().gameWeather), int(weather));
            // The deck as in the game: whole when the weather was chosen, less the kept card when
            // drawn (a position takes a Sunny round for one without a card: docs/formats.md).
            if (quickWeather == QLatin1StringView("choose") || weather != Weather::Sunny) {
                QCOMPARE(reloaded->state().deckSize, game->state().deckSize);
                QCOMPARE(reloaded->state().weatherCardActive, game->state().weatherCardActive);
            }
            const QList<Weather> weathers = playToEnd(*reloaded, rng);
            QVERIFY(weathers.size() >= 2);
            for (const Weather each : weathers)
                QCOMPARE(each, weather);
            ++checked;
        }
        QCOMPARE(checked, 12);
    }

    void drawnAndFixedWeatherStillWork()
    {
        // "draw": the second player draws two cards once and keeps one, after hiring.
        auto drawn = newGame(quickRules("draw"), QStringLiteral("quick"), 4);
        QCOMPARE(drawn->state().phase, Phase::Hire);
        Rng rng(4, 4);
        while (drawn->state().phase != Phase::ChooseWeather)
            drawn->apply(drawn->randomAction(rng));
        QCOMPARE(drawn->decision().seat, 1);
        drawn->apply(drawn->randomAction(rng));
        const Weather kept = drawn->state().weather;
        const QList<Weather> weathers = playToEnd(*drawn, rng);
        QVERIFY(weathers.size() >= 2);
        for (const Weather each : weathers)
            QCOMPARE(each, kept);

        // A fixed weather: no decision, hiring first.
        auto fixed = newGame(quickRules("cloudy"), QStringLiteral("quick"), 4);
        QCOMPARE(fixed->state().phase, Phase::Hire);
        QCOMPARE(fixed->observation(0).value(QStringLiteral("weather")).toString(), QStringLiteral("cloudy"));
        for (const Weather each : playToEnd(*fixed, rng))
            QCOMPARE(each, Weather::Cloudy);
    }

    void computerPlayersMayChoose()
    {
        // The choice is public: a determinized view keeps it and plays on legally.
        auto game = newGame(defaults(), QStringLiteral("quick"), 21);
        Rng sampler(21, 5);
        for (int seat = 0; seat < 2; ++seat) {
            auto view = asFoggy(game->clone());
            view->determinize(seat, sampler);
            QCOMPARE(view->state().phase, Phase::ChooseGameWeather);
            QCOMPARE(view->observation(seat), game->observation(seat));
            ActionList legal;
            view->legalActions(legal);
            QCOMPARE(int(legal.size()), WeatherKindCount);
        }
        ActionList legal;
        game->legalActions(legal);
        std::vector<int> values(legal.size());
        game->actionValues(legal, 1, values.data());
        for (const int value : values)
            QCOMPARE(value, 0);
    }

private:
    static std::optional<Action> readAction(const QJsonObject &json, isle::Problems &problems)
    {
        return actionFromJson(json, QStringLiteral("$"), problems);
    }
};

QTEST_GUILESS_MAIN(tst_QuickWeather)
#include "tst_quickweather.moc"
