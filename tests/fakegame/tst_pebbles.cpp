// Pebbles, a second game registered only here: its rules on hand-built positions, its
// invariants over many random games, and the shared layers (registry, rulesets, positions,
// records, simulation, players) running it without knowing anything about it.
#include "fakegame.h"
#include "pebblesgame.h"
#include "pebblesmodule.h"

#include "../allocationcounter.h"

#include "core/gamemodule.h"
#include "core/gamerecord.h"
#include "core/gameregistry.h"
#include "core/position.h"
#include "simulation/simulation.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

using namespace isle;
using namespace isle::fakegame;
using isle::test::allocations;

namespace {
QString describe(const Problems &problems)
{
    return problems.items().isEmpty() ? QStringLiteral("(no problems)") : problems.summary();
}

Ruleset rules(int pile, int maxTake)
{
    Ruleset ruleset = PebblesModule::instance().defaultRuleset();
    ruleset.setValue(QStringLiteral("pile"), pile);
    ruleset.setValue(QStringLiteral("maxTake"), maxTake);
    return ruleset;
}

std::unique_ptr<PebblesGame> newGame(const QString &variant, std::uint64_t seed, const Ruleset &ruleset)
{
    Problems problems;
    auto game = PebblesModule::instance().newGame(ruleset, variant, seed, problems);
    if (!game)
        qWarning("%s", qPrintable(problems.summary()));
    return std::unique_ptr<PebblesGame>(static_cast<PebblesGame *>(game.release()));
}

std::unique_ptr<PebblesGame> newGame(const QString &variant = QStringLiteral("duel"), std::uint64_t seed = 1)
{
    return newGame(variant, seed, PebblesModule::instance().defaultRuleset());
}

// A position of the default ruleset (15 pebbles, at most 3 a turn), built by hand.
QJsonObject position(int pile, int toMove, const QJsonArray &taken, const QJsonArray &bonuses)
{
    return QJsonObject { { QStringLiteral("format"), PositionFormatName }, { QStringLiteral("formatVersion"), 1 },
        { QStringLiteral("game"), QStringLiteral("pebbles") },
        { QStringLiteral("variant"), taken.size() == 3 ? QStringLiteral("trio") : QStringLiteral("duel") },
        { QStringLiteral("pile"), pile }, { QStringLiteral("toMove"), toMove }, { QStringLiteral("taken"), taken },
        { QStringLiteral("bonuses"), bonuses } };
}

std::unique_ptr<Game> load(const QJsonObject &object, Problems &problems)
{
    return loadPosition(object, nullptr, problems);
}

class EventLog final : public EventSink
{
public:
    void onEvent(const GameEvent &event) override { events.push_back(event); }
    std::vector<GameEvent> events;
};

bool hasProblemAt(const Problems &problems, const QString &path)
{
    for (const Problem &problem : problems.items())
        if (problem.path == path)
            return true;
    return false;
}
} // namespace

class tst_Pebbles : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        registerPebbles();
        registerPebbles(); // idempotent
        QVERIFY(allocationHooksInstalledOrReplaced());
    }

    void registry()
    {
        QCOMPARE(GameRegistry::find(QStringLiteral("pebbles")), &PebblesModule::instance());
        QVERIFY(GameRegistry::find(QStringLiteral("foggy-island")));
        QVERIFY(GameRegistry::ids().contains(QStringLiteral("pebbles")));
        QVERIFY(GameRegistry::ids().contains(QStringLiteral("foggy-island")));
        QVERIFY(GameRegistry::all().contains(&PebblesModule::instance()));
        QCOMPARE(GameRegistry::ids().count(QStringLiteral("pebbles")), 1);
        // Another module of a known id is refused, built in or added.
        static const PebblesModule twin;
        QVERIFY(!GameRegistry::add(&twin));
        QVERIFY(!GameRegistry::add(&PebblesModule::instance()));
        QVERIFY(!GameRegistry::add(nullptr));
        QCOMPARE(GameRegistry::find(QStringLiteral("pebbles")), &PebblesModule::instance());
        QCOMPARE(PebblesModule::instance().displayName(), QStringLiteral("Pebbles"));
        QCOMPARE(PebblesModule::instance().variants(), QStringList({ QStringLiteral("duel"), QStringLiteral("trio") }));
        QCOMPARE(PebblesModule::instance().seatCount(QStringLiteral("trio")), 3);
    }

    void rulesets_data()
    {
        QTest::addColumn<int>("pile");
        QTest::addColumn<int>("maxTake");
        QTest::addColumn<QString>("errorPath"); // empty: valid

        QTest::newRow("default") << 15 << 3 << QString();
        QTest::newRow("smallest") << 3 << 2 << QString();
        QTest::newRow("largest") << 60 << 6 << QString();
        QTest::newRow("pile too small") << 2 << 1 << QStringLiteral("$.params.pile");
        QTest::newRow("pile too large") << 61 << 3 << QStringLiteral("$.params.pile");
        QTest::newRow("take none") << 15 << 0 << QStringLiteral("$.params.maxTake");
        QTest::newRow("take too many") << 15 << 7 << QStringLiteral("$.params.maxTake");
        QTest::newRow("take the whole pile") << 4 << 4 << QStringLiteral("$.params.maxTake");
    }

    void rulesets()
    {
        QFETCH(int, pile);
        QFETCH(int, maxTake);
        QFETCH(QString, errorPath);
        // Through the shared ruleset loader, which finds the schema in the registry.
        Problems problems;
        const auto parsed = Ruleset::fromJson(rules(pile, maxTake).toJson(), problems);
        QCOMPARE(bool(parsed), errorPath.isEmpty());
        if (!errorPath.isEmpty())
            QVERIFY2(hasProblemAt(problems, errorPath), qPrintable(describe(problems)));
        Problems gameProblems;
        const auto game
            = PebblesModule::instance().newGame(rules(pile, maxTake), QStringLiteral("duel"), 1, gameProblems);
        QCOMPARE(bool(game), errorPath.isEmpty());
        if (!errorPath.isEmpty())
            QVERIFY2(hasProblemAt(gameProblems, errorPath), qPrintable(describe(gameProblems)));
    }

    void schemaAndReference()
    {
        const RulesetSchema &schema = PebblesModule::instance().schema();
        QCOMPARE(schema.gameId(), QStringLiteral("pebbles"));
        QCOMPARE(schema.params().size(), 4);
        QCOMPARE(schema.param(QStringLiteral("bonusRoll"))->type, ParamType::Dice);
        QCOMPARE(schema.param(QStringLiteral("putBack"))->column(QStringLiteral("roll"))->type, ParamType::Dice);
        QCOMPARE(schema.param(QStringLiteral("pile"))->min, 3);
        QCOMPARE(schema.param(QStringLiteral("pile"))->max, 60);
        QCOMPARE(schema.param(QStringLiteral("maxTake"))->max, 6);
        QVERIFY(QByteArray(schema.param(QStringLiteral("maxTake"))->description).size() > 0);
        Ruleset ruleset = rules(21, 4);
        ruleset.setMeta(QJsonObject { { QStringLiteral("name"), QStringLiteral("<script>x</script>") } });
        const QString html = PebblesModule::instance().rulesReference(ruleset, QStringLiteral("trio"));
        QVERIFY(html.contains(QStringLiteral("21")));
        QVERIFY(html.contains(QStringLiteral("&lt;script&gt;")));
        QVERIFY(!html.contains(QStringLiteral("<script>")));
        QVERIFY(html.contains(QStringLiteral("1d3-1")));
    }

    void diceParameters()
    {
        // A dice value must read as one: the shared loader names the path and the character.
        Ruleset ruleset = PebblesModule::instance().defaultRuleset();
        ruleset.setValue(QStringLiteral("bonusRoll"), QStringLiteral("2d6+"));
        Problems problems;
        QVERIFY(!Ruleset::fromJson(ruleset.toJson(), problems));
        QVERIFY2(hasProblemAt(problems, QStringLiteral("$.params.bonusRoll")), qPrintable(describe(problems)));
        QVERIFY2(describe(problems).contains(QStringLiteral(
                     "'2d6+' is not a dice expression: a number or a die is expected after '+' (character 5)")),
            qPrintable(describe(problems)));
        ruleset.setValue(QStringLiteral("bonusRoll"), QStringLiteral("2d6+1dP-3"));
        Problems fine;
        QVERIFY2(Ruleset::fromJson(ruleset.toJson(), fine), qPrintable(describe(fine)));

        // In a table's dice column too.
        QJsonArray rows = ruleset.table(QStringLiteral("putBack"));
        QJsonObject row = rows.at(1).toObject();
        row.insert(QStringLiteral("roll"), 7);
        rows.replace(1, row);
        ruleset.setValue(QStringLiteral("putBack"), rows);
        Problems cell;
        QVERIFY(!Ruleset::fromJson(ruleset.toJson(), cell));
        QVERIFY2(hasProblemAt(cell, QStringLiteral("$.params.putBack[1].roll")), qPrintable(describe(cell)));
    }

    void profiles()
    {
        // The first profile is the default ruleset's values; every profile is valid and
        // gives every parameter.
        const PebblesModule &module = PebblesModule::instance();
        const QList<RulesetProfile> profiles = module.profiles();
        QCOMPARE(profiles.size(), 2);
        QCOMPARE(profiles.first().params, module.defaultRuleset().params());
        for (const RulesetProfile &profile : profiles) {
            Problems problems;
            QVERIFY2(Ruleset::fromJson(Ruleset(module.id(), profile.params).toJson(), problems),
                qPrintable(describe(problems)));
            for (const ParamSpec &spec : module.schema().params())
                QVERIFY2(profile.params.contains(spec.key), qPrintable(profile.id + u' ' + spec.key));
            QVERIFY(!profile.name.isEmpty());
        }
        QVERIFY(profiles.at(0).params != profiles.at(1).params);
    }

    void unknownVariant()
    {
        Problems problems;
        QVERIFY(!PebblesModule::instance().newGame(
            PebblesModule::instance().defaultRuleset(), QStringLiteral("solo"), 1, problems));
        QVERIFY(hasProblemAt(problems, QStringLiteral("$.variant")));
    }

    void take_data()
    {
        QTest::addColumn<int>("pile");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("reason"); // empty: legal

        QTest::newRow("one") << 15 << 1 << QString();
        QTest::newRow("the most") << 15 << 3 << QString();
        QTest::newRow("none") << 15 << 0 << QStringLiteral("at least one");
        QTest::newRow("over maxTake") << 15 << 4 << QStringLiteral("at most 3");
        QTest::newRow("the last two") << 2 << 2 << QString();
        QTest::newRow("more than left") << 2 << 3 << QStringLiteral("only 2");
    }

    void take()
    {
        QFETCH(int, pile);
        QFETCH(int, count);
        QFETCH(QString, reason);
        Problems problems;
        const auto game = load(position(pile, 1, { 15 - pile, 0 }, { 0, 0 }), problems);
        QVERIFY2(game, qPrintable(describe(problems)));
        const Verdict verdict = game->check(PebblesGame::takeAction(count));
        QCOMPARE(verdict.legal, reason.isEmpty());
        QVERIFY2(verdict.reason.contains(reason), qPrintable(verdict.reason));
        auto actions = std::make_unique<ActionList>();
        game->legalActions(*actions);
        QCOMPARE(int(actions->size()), std::min(pile, 3));
        QCOMPARE(actions->contains(PebblesGame::takeAction(count)), verdict.legal);
        if (!verdict.legal)
            return;
        game->apply(PebblesGame::takeAction(count));
        const auto &state = static_cast<const PebblesGame &>(*game).state();
        QCOMPARE(int(state.pile), pile - count);
        QCOMPARE(int(state.taken[0]), 15 - pile + count);
        QCOMPARE(game->decisionsApplied(), 1);
        QVERIFY(game->canUndo());
    }

    void otherActionsAreIllegal()
    {
        const auto game = newGame();
        Action marked = PebblesGame::takeAction(1);
        marked.cell = 4;
        QVERIFY(!game->check(marked).legal);
        Action other = PebblesGame::takeAction(1);
        other.type = 2;
        QVERIFY(!game->check(other).legal);
    }

    void lastPebbleWins()
    {
        Problems problems;
        const auto game = load(position(2, 2, { 7, 6 }, { 2, 1 }), problems);
        QVERIFY2(game, qPrintable(describe(problems)));
        QCOMPARE(game->decision().seat, 1);
        game->apply(PebblesGame::takeAction(2));
        QVERIFY(game->isOver());
        QCOMPARE(game->decision().seat, -1);
        auto actions = std::make_unique<ActionList>();
        game->legalActions(*actions);
        QVERIFY(actions->isEmpty());
        QVERIFY(!game->check(PebblesGame::takeAction(1)).legal);
        const Outcome outcome = game->outcome();
        QCOMPARE(outcome.seatCount, 2);
        QVERIFY(outcome.isWinner(1));
        QVERIFY(!outcome.isWinner(0));
        // The winner took the last pebble, though seat 1 scores more.
        QCOMPARE(outcome.score[0], 7 + 2);
        QCOMPARE(outcome.score[1], 8 + 1);
        QCOMPARE(game->scoreReport().value(QStringLiteral("totals")).toArray(), QJsonArray({ 9, 9 }));
        // A game that words no score report of its own gets the generic words (what
        // isleworks-cli score prints), and hides nothing more in the full report.
        QCOMPARE(game->fullScoreReport(), game->scoreReport());
        QCOMPARE(game->scoreReportText(game->scoreReport()),
                 QStringList({ QStringLiteral("lines: none"), QStringLiteral("totals: 9, 9") }));
        QCOMPARE(isle::genericScoreText(QJsonObject { { QStringLiteral("players"),
                                                        QJsonArray { QJsonObject { { QStringLiteral("nuts"), 3 },
                                                                                   { QStringLiteral("side"), 1 } } } },
                                                      { QStringLiteral("over"), false } }),
                 QStringList({ QStringLiteral("over: no"), QStringLiteral("players:"),
                               QStringLiteral("  1. nuts 3, side 1") }));
        QCOMPARE(game->observation(-1).value(QStringLiteral("phase")).toString(), QStringLiteral("over"));
        QCOMPARE(game->observation(-1).value(QStringLiteral("winner")).toInt(), 2);
    }

    void trioTurnOrder()
    {
        const auto game = newGame(QStringLiteral("trio"));
        QCOMPARE(game->seatCount(), 3);
        const int expected[] = { 0, 1, 2, 0, 1, 2, 0 };
        for (const int seat : expected) {
            QCOMPARE(game->decision().seat, seat);
            game->apply(PebblesGame::takeAction(1));
        }
        QCOMPARE(int(game->state().pile), 8);
        QCOMPARE(int(game->state().taken[0]), 3);
        QCOMPARE(int(game->state().taken[2]), 2);
        // Seat 2 (index 1) takes the last pebble of a trio game and wins alone.
        Problems problems;
        const auto last = load(position(3, 2, { 6, 3, 3 }, { 0, 0, 0 }), problems);
        QVERIFY2(last, qPrintable(describe(problems)));
        last->apply(PebblesGame::takeAction(3));
        QCOMPARE(int(last->outcome().winnerMask), 0b010);
    }

    void secretBonuses()
    {
        const auto game = newGame(QStringLiteral("trio"), 42);
        EventLog log;
        game->setEventSink(&log);
        game->reset(42);
        QCOMPARE(int(log.events.size()), 3);
        for (int seat = 0; seat < 3; ++seat) {
            const GameEvent &dealt = log.events[std::size_t(seat)];
            QCOMPARE(dealt.type, std::uint16_t(PebblesEvent::BonusDealt));
            QCOMPARE(int(dealt.privateTo), seat);
            QCOMPARE(dealt.a, int(game->state().bonus[seat]));
            QVERIFY(!game->describeEvent(dealt).isEmpty());
        }
        // Each seat sees its own bonus only; a spectator sees none.
        for (int viewer = -1; viewer < 3; ++viewer) {
            const QJsonArray seats = game->observation(viewer).value(QStringLiteral("seats")).toArray();
            for (int seat = 0; seat < 3; ++seat)
                QCOMPARE(seats.at(seat).toObject().value(QStringLiteral("bonus")).isNull(), seat != viewer);
        }
        QVERIFY(game->observation(0).contains(QStringLiteral("legalActions")));
        QVERIFY(!game->observation(1).contains(QStringLiteral("legalActions")));
        QCOMPARE(game->observation(0).value(QStringLiteral("legalActions")).toArray().first().toObject(),
            QJsonObject({ { QStringLiteral("type"), QStringLiteral("take") }, { QStringLiteral("count"), 1 } }));
        // Dealing depends on the seed only.
        QCOMPARE(newGame(QStringLiteral("trio"), 42)->stateHash(), game->stateHash());

        log.events.clear();
        game->apply(PebblesGame::takeAction(2));
        QCOMPARE(int(log.events.size()), 1);
        QCOMPARE(log.events[0].type, std::uint16_t(PebblesEvent::Took));
        QCOMPARE(log.events[0].a, 2);
        QCOMPARE(log.events[0].b, 13);
        QCOMPARE(int(log.events[0].privateTo), -1);
        QVERIFY(game->describeEvent(log.events[0]).contains(QStringLiteral("13")));
        QCOMPARE(game->describeAction(PebblesGame::takeAction(2)), QStringLiteral("Take 2 pebbles"));
        QCOMPARE(game->describeAction(PebblesGame::takeAction(1), 2), QStringLiteral("Take 1 pebble"));
        game->setSeatNames({ QStringLiteral("Ann") });
        QVERIFY(game->describeEvent(log.events[0]).startsWith(QStringLiteral("Ann takes 2")));
        game->setEventSink(nullptr);
    }

    void positions_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value"); // undefined: the key is removed
        QTest::addColumn<QString>("errorPath");

        QTest::newRow("pile not a number")
            << QStringLiteral("pile") << QJsonValue(QStringLiteral("x")) << QStringLiteral("$.pile");
        QTest::newRow("pile above the ruleset's")
            << QStringLiteral("pile") << QJsonValue(16) << QStringLiteral("$.pile");
        QTest::newRow("pile not adding up") << QStringLiteral("pile") << QJsonValue(9) << QStringLiteral("$.taken");
        QTest::newRow("taken of one seat")
            << QStringLiteral("taken") << QJsonValue(QJsonArray { 5 }) << QStringLiteral("$.taken");
        QTest::newRow("taken negative") << QStringLiteral("taken") << QJsonValue(QJsonArray { -1, 6 })
                                        << QStringLiteral("$.taken[0]");
        QTest::newRow("bonus too high") << QStringLiteral("bonuses") << QJsonValue(QJsonArray { 0, 3 })
                                        << QStringLiteral("$.bonuses[1]");
        QTest::newRow("bonuses missing") << QStringLiteral("bonuses") << QJsonValue(QJsonValue::Undefined)
                                         << QStringLiteral("$.bonuses");
        QTest::newRow("seat 3 of 2") << QStringLiteral("toMove") << QJsonValue(3) << QStringLiteral("$.toMove");
        QTest::newRow("toMove missing") << QStringLiteral("toMove") << QJsonValue(QJsonValue::Undefined)
                                        << QStringLiteral("$.toMove");
        QTest::newRow("winner while playing")
            << QStringLiteral("winner") << QJsonValue(1) << QStringLiteral("$.winner");
        QTest::newRow("unknown variant") << QStringLiteral("variant") << QJsonValue(QStringLiteral("solo"))
                                         << QStringLiteral("$.variant");
        QTest::newRow("unknown key") << QStringLiteral("board") << QJsonValue(1) << QStringLiteral("$.board");
        QTest::newRow("bad seed") << QStringLiteral("seed") << QJsonValue(QStringLiteral("-1"))
                                  << QStringLiteral("$.seed");
        QTest::newRow("too many decisions")
            << QStringLiteral("decisions") << QJsonValue(12) << QStringLiteral("$.decisions");
    }

    void positions()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, errorPath);
        QJsonObject object = position(10, 1, { 3, 2 }, { 1, 0 });
        {
            Problems problems;
            QVERIFY2(load(object, problems), qPrintable(describe(problems)));
        }
        if (value.isUndefined())
            object.remove(key);
        else
            object.insert(key, value);
        Problems problems;
        QVERIFY(!load(object, problems));
        QVERIFY2(hasProblemAt(problems, errorPath), qPrintable(describe(problems)));
    }

    void finishedPosition()
    {
        QJsonObject object = position(0, 1, { 8, 7 }, { 0, 2 });
        object.remove(QStringLiteral("toMove"));
        object.insert(QStringLiteral("winner"), 2);
        Problems problems;
        const auto game = load(object, problems);
        QVERIFY2(game, qPrintable(describe(problems)));
        QVERIFY(game->isOver());
        QVERIFY(game->outcome().isWinner(1));
        object.insert(QStringLiteral("toMove"), 1);
        Problems both;
        QVERIFY(!load(object, both));
        QVERIFY(hasProblemAt(both, QStringLiteral("$.toMove")));
        object.remove(QStringLiteral("toMove"));
        object.insert(QStringLiteral("taken"), QJsonArray { 15, 0 });
        Problems idle;
        QVERIFY(!load(object, idle));
        QVERIFY2(hasProblemAt(idle, QStringLiteral("$.winner")), qPrintable(describe(idle)));
    }

    void actionsFromJson()
    {
        const PebblesModule &module = PebblesModule::instance();
        Problems problems;
        const auto take = module.actionFromJson(
            QJsonObject { { QStringLiteral("type"), QStringLiteral("take") }, { QStringLiteral("count"), 3 } },
            QStringLiteral("$.a"), problems);
        QVERIFY(take);
        QCOMPARE(*take, PebblesGame::takeAction(3));
        QCOMPARE(PebblesModule::actionJson(*take).value(QStringLiteral("count")).toInt(), 3);
        Problems wrong;
        QVERIFY(!module.actionFromJson(
            QJsonObject { { QStringLiteral("type"), QStringLiteral("pass") } }, QStringLiteral("$.a"), wrong));
        QVERIFY(hasProblemAt(wrong, QStringLiteral("$.a.type")));
        Problems zero;
        QVERIFY(!module.actionFromJson(
            QJsonObject { { QStringLiteral("type"), QStringLiteral("take") }, { QStringLiteral("count"), 0 } },
            QStringLiteral("$.a"), zero));
        QVERIFY(hasProblemAt(zero, QStringLiteral("$.a.count")));
    }

    void hotPathDoesNotAllocate()
    {
        const auto game = newGame(QStringLiteral("trio"), 7, rules(60, 6));
        auto actions = std::make_unique<ActionList>();
        Rng rng(3);
        game->setHistoryEnabled(true); // reserved for a whole game
        const long before = allocations.load();
        while (!game->isOver()) {
            game->legalActions(*actions);
            game->apply(game->randomAction(rng));
        }
        while (game->canUndo())
            game->undo();
        QCOMPARE(allocations.load() - before, 0L);
    }

    // Invariants over many random games of random rulesets, both variants.
    void randomGames()
    {
        Rng rng(2024);
        auto actions = std::make_unique<ActionList>();
        std::unique_ptr<Game> copy;
        for (int index = 0; index < 2000; ++index) {
            const int pile = rng.between(3, 60);
            const int maxTake = rng.between(1, std::min(6, pile - 1));
            const QString variant = index % 2 ? QStringLiteral("trio") : QStringLiteral("duel");
            const auto game = newGame(variant, splitMix64(std::uint64_t(index)), rules(pile, maxTake));
            QVERIFY(game);
            if (!copy)
                copy = game->clone();
            const std::uint64_t start = game->stateHash();
            // The JSON round trips cost far more than a move: one step a game, and its end.
            const int sampled = rng.between(0, pile / maxTake);
            int lastMover = -1;
            while (!game->isOver()) {
                checkStep(*game, *copy, *actions, rng);
                if (game->decisionsApplied() == sampled)
                    checkFiles(*game, *copy, rng);
                if (QTest::currentTestFailed())
                    return;
                lastMover = game->decision().seat;
                const std::uint64_t before = game->stateHash();
                const Action action = game->randomAction(rng);
                QVERIFY(game->check(action).legal);
                game->apply(action);
                game->undo();
                QCOMPARE(game->stateHash(), before);
                game->apply(action);
            }
            checkStep(*game, *copy, *actions, rng);
            checkFiles(*game, *copy, rng);
            if (QTest::currentTestFailed())
                return;
            const Outcome outcome = game->outcome();
            QCOMPARE(int(outcome.winnerMask), 1 << lastMover);
            int taken = 0;
            for (int seat = 0; seat < game->seatCount(); ++seat) {
                taken += game->state().taken[seat];
                QCOMPARE(outcome.score[seat], game->state().taken[seat] + game->state().bonus[seat]);
            }
            QCOMPARE(taken, pile);
            while (game->canUndo())
                game->undo();
            QCOMPARE(game->stateHash(), start);
            QCOMPARE(game->decisionsApplied(), 0);
        }
    }

    void recordsSaveAndReplay()
    {
        SimulationConfig config;
        config.gameId = QStringLiteral("pebbles");
        config.variant = QStringLiteral("trio");
        config.ruleset = rules(20, 4);
        config.players = { QStringLiteral("random"), QStringLiteral("greedy"), QStringLiteral("ismcts:50") };
        config.seed = 99;
        Problems problems;
        const auto record = playRecordedGame(config, problems);
        QVERIFY2(record, qPrintable(describe(problems)));
        QVERIFY(!record->decisions.isEmpty());

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fileName = dir.filePath(QStringLiteral("pebbles.isleworks-record.json"));
        QString error;
        QVERIFY2(record->save(fileName, &error), qPrintable(error));
        Problems loadProblems;
        const auto loaded = GameRecord::load(fileName, loadProblems);
        QVERIFY2(loaded, qPrintable(describe(loadProblems)));
        QCOMPARE(loaded->decisions, record->decisions);
        QCOMPARE(loaded->ruleset, record->ruleset);
        QCOMPARE(loaded->players, record->players);

        Problems replayProblems;
        const ReplayResult result = replay(*loaded, nullptr, replayProblems);
        QVERIFY2(result.complete(), qPrintable(result.failure));
        QVERIFY(result.game->isOver());
        QCOMPARE(result.applied, int(record->decisions.size()));
        // The same game again, decision by decision: the same end.
        const auto direct = newGame(config.variant, config.seed, config.ruleset);
        for (const Action &action : record->decisions)
            direct->apply(action);
        QCOMPARE(result.game->stateHash(), direct->stateHash());
    }

    void simulationRunsPebbles_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QStringList>("players");
        QTest::addColumn<int>("games");

        const QString random = QStringLiteral("random");
        const QString greedy = QStringLiteral("greedy");
        QTest::newRow("random vs greedy") << QStringLiteral("duel") << QStringList { random, greedy } << 300;
        QTest::newRow("greedy vs ismcts")
            << QStringLiteral("duel") << QStringList { greedy, QStringLiteral("ismcts:100") } << 20;
        QTest::newRow("trio") << QStringLiteral("trio") << QStringList { random, greedy, QStringLiteral("ismcts:60") }
                              << 20;
    }

    void simulationRunsPebbles()
    {
        QFETCH(QString, variant);
        QFETCH(QStringList, players);
        QFETCH(int, games);
        SimulationConfig config;
        config.gameId = QStringLiteral("pebbles");
        config.variant = variant;
        config.ruleset = PebblesModule::instance().defaultRuleset();
        config.players = players;
        config.games = games;
        config.seed = 5;
        config.threads = 2;
        Problems problems;
        const SimulationResult result = simulate(config, problems);
        QVERIFY2(!problems.hasErrors(), qPrintable(describe(problems)));
        QCOMPARE(result.games, games);
        QCOMPARE(result.seats, int(players.size()));
        qint64 wins = 0;
        for (const SeatStatistics &seat : result.seatStats) {
            QCOMPARE(seat.wins + seat.losses, qint64(games));
            QCOMPARE(seat.draws, 0);
            wins += seat.wins;
        }
        QCOMPARE(wins, qint64(games)); // exactly one winner a game
        QVERIFY(result.decisionMin >= 15 / 3);
        QVERIFY(result.decisionMax <= 15);
        // The same batch on one thread gives the same figures.
        config.threads = 1;
        Problems again;
        const SimulationResult single = simulate(config, again);
        QCOMPARE(single.decisionSum, result.decisionSum);
        QCOMPARE(single.seatStats[0].wins, result.seatStats[0].wins);
    }

private:
    static bool allocationHooksInstalledOrReplaced()
    {
#ifdef ISLE_UNDER_ASAN
        return isle::test::allocationHooksInstalled != 0;
#else
        return true;
#endif
    }

    // Everything that must hold at any point of a game.
    static void checkStep(PebblesGame &game, Game &copy, ActionList &actions, Rng &rng)
    {
        game.legalActions(actions);
        QCOMPARE(actions.isEmpty(), game.isOver());
        for (int count = 0; count <= PebblesModule::MaxTakeLimit + 1; ++count) {
            const Action action = PebblesGame::takeAction(count);
            const Verdict verdict = game.check(action);
            QCOMPARE(verdict.legal, actions.contains(action));
            QCOMPARE(verdict.reason.isEmpty(), verdict.legal);
        }
        if (!game.isOver())
            QVERIFY(actions.contains(game.randomAction(rng)));

        const std::uint64_t hash = game.stateHash();
        const auto clone = game.clone();
        QCOMPARE(clone->stateHash(), hash);
        copy.assign(game);
        QCOMPARE(copy.stateHash(), hash);

        // Determinizing for a seat never changes what that seat sees: the pile, whose
        // turn, the pebbles taken, its own bonus (and every bonus once the game is over).
        const PebblesState &state = game.state();
        for (int seat = -1; seat < game.seatCount(); ++seat) {
            copy.assign(game);
            copy.determinize(seat, rng);
            const PebblesState &sample = static_cast<const PebblesGame &>(copy).state();
            QCOMPARE(sample.pile, state.pile);
            QCOMPARE(sample.toMove, state.toMove);
            QCOMPARE(sample.winner, state.winner);
            QCOMPARE(sample.decisions, state.decisions);
            for (int other = 0; other < game.seatCount(); ++other) {
                QCOMPARE(sample.taken[other], state.taken[other]);
                if (other == seat || game.isOver())
                    QCOMPARE(sample.bonus[other], state.bonus[other]);
                QVERIFY(sample.bonus[other] >= 0 && sample.bonus[other] <= PebblesGame::MaxBonus);
            }
        }
        QCOMPARE(game.stateHash(), hash);
    }

    // The same through JSON: observations of determinized copies, position files.
    static void checkFiles(PebblesGame &game, Game &copy, Rng &rng)
    {
        const QJsonObject written = game.positionJson();
        QCOMPARE(game.clone()->positionJson(), written);
        copy.assign(game);
        QCOMPARE(copy.positionJson(), written);
        for (int seat = -1; seat < game.seatCount(); ++seat) {
            copy.assign(game);
            copy.determinize(seat, rng);
            QCOMPARE(copy.observation(seat), game.observation(seat));
        }

        Problems problems;
        const auto loaded = loadPosition(written, nullptr, problems);
        QVERIFY2(loaded, qPrintable(describe(problems)));
        QCOMPARE(loaded->positionJson(), written);
        QCOMPARE(loaded->stateHash(), game.stateHash());
        for (int seat = -1; seat < game.seatCount(); ++seat)
            QCOMPARE(loaded->observation(seat), game.observation(seat));
    }
};

QTEST_GUILESS_MAIN(tst_Pebbles)
#include "tst_pebbles.moc"
