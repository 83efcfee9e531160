// The module: variants, the default ruleset and its validation with reasons, decisions
// read from files, positions, the rules reference, designer figures and simulations.
#include "squirreltestutil.h"

#include "core/gamerecord.h"
#include "core/gameregistry.h"
#include "core/position.h"
#include "simulation/simulation.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTest>

using namespace SquirrelTest;

namespace {
QString firstProblem(const Ruleset &ruleset)
{
    Problems problems;
    ruleset.validate(problems);
    return problems.items().isEmpty() ? QString()
                                      : problems.items().first().path + u' ' + problems.items().first().message;
}

void advance(SquirrelGame &game, Rng &rng, int steps)
{
    auto actions = std::make_unique<ActionList>();
    for (int i = 0; i < steps && !game.isOver(); ++i) {
        game.legalActions(*actions);
        Action action = game.randomAction(rng);
        if (action.type == static_cast<std::uint8_t>(ActionType::Sleep) && actions->size() > 1 && rng.below(10) != 0)
            action = (*actions)[rng.below(std::uint32_t(actions->size() - 1))];
        game.apply(action);
    }
}
} // namespace

class tst_SquirrelModule : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void registered()
    {
        QCOMPARE(isle::GameRegistry::find(QStringLiteral("squirrel-island")), &module());
        QCOMPARE(module().displayName(), QStringLiteral("Squirrel Island"));
        QCOMPARE(module().variants(),
                 (QStringList{QStringLiteral("two-players"), QStringLiteral("three-players"),
                              QStringLiteral("four-players"), QStringLiteral("five-players"), QStringLiteral("solo")}));
        QList<int> seats;
        for (const QString &variant : module().variants()) {
            seats.append(module().seatCount(variant));
            QVERIFY(module().variantName(variant) != variant);
            auto game = newGame(variant);
            QVERIFY(game);
            QCOMPARE(game->seatCount(), module().seatCount(variant));
            QCOMPARE(game->variant(), variant);
        }
        QCOMPARE(seats, (QList<int>{2, 3, 4, 5, 1}));
    }

    void defaultRulesetIsCleanAndComplete()
    {
        const Ruleset ruleset = defaults();
        QCOMPARE(ruleset.gameId(), QStringLiteral("squirrel-island"));
        QStringList keys;
        for (const isle::ParamSpec &spec : module().schema().params())
            keys.append(spec.key);
        QStringList present = ruleset.params().keys();
        keys.sort();
        present.sort();
        QCOMPARE(present, keys);
        Problems problems;
        ruleset.validate(problems);
        QVERIFY2(problems.items().isEmpty(), qPrintable(problems.summary()));
        const auto rules = SquirrelRules::compile(ruleset, problems);
        QVERIFY(rules);
        QCOMPARE(rules->deckSize, 93);
        QCOMPARE(rules->cardCount, 29);
        // The seed's facts (rules file, "Read first").
        const CardRules &elite = rules->card(rules->cardWithId(QStringLiteral("elite-gatherer")));
        QCOMPARE(int(elite.habitat & Habitat::Tree), int(Habitat::Tree));
        QCOMPARE(int(elite.loops[Nuts]), 2);
        QCOMPARE(elite.ability, Ability::ExhaustNuts);
        const CardRules &twinwatch = rules->card(rules->cardWithId(QStringLiteral("twinwatch")));
        QCOMPARE(int(twinwatch.habitat & (Habitat::Ground | Habitat::Flying)), int(Habitat::Ground | Habitat::Flying));
        QCOMPARE(int(twinwatch.loopTotal), 0);
        QCOMPARE(int(rules->card(rules->cardWithId(QStringLiteral("ground-thief"))).loops[Nuts]), 1);
        QCOMPARE(int(rules->card(rules->cardWithId(QStringLiteral("ground-digger"))).loops[Stamina]), 1);
        QCOMPARE(int(rules->card(rules->cardWithId(QStringLiteral("tree-scout"))).loops[Nuts]), 1);
        const CardRules &adventurer = rules->card(rules->cardWithId(QStringLiteral("tree-adventurer")));
        QCOMPARE(int(adventurer.loops[Cards] + adventurer.loops[Stamina]), 2);
    }

    // Designers read why a ruleset is refused, at the JSON path of the cause.
    void validationReasons_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("words");
        QTest::newRow("no cost, no effect") << QStringLiteral("free") << QStringLiteral("$.params.cards[29]")
                                            << QStringLiteral("no cost and no effect");
        QTest::newRow("deck smaller than the island") << QStringLiteral("tiny") << QStringLiteral("$.params.cards")
                                                      << QStringLiteral("fewer than the island");
        QTest::newRow("a day without income") << QStringLiteral("idle") << QStringLiteral("$.params.days[2]")
                                              << QStringLiteral("no income");
        QTest::newRow("unknown effect kind") << QStringLiteral("unknown") << QStringLiteral("$.params.cards[0].effect1")
                                             << QStringLiteral("expected one of");
        QTest::newRow("days and dayCount") << QStringLiteral("days") << QStringLiteral("$.params.days")
                                           << QStringLiteral("one per day");
        QTest::newRow("protect without guard") << QStringLiteral("protect") << QStringLiteral("$.params.cards[0]")
                                               << QStringLiteral("guard");
        QTest::newRow("effect without amount") << QStringLiteral("zero") << QStringLiteral("$.params.cards[19].amount1")
                                               << QStringLiteral("at least 1");
        QTest::newRow("duplicate id") << QStringLiteral("twice") << QStringLiteral("$.params.cards[1].id")
                                      << QStringLiteral("twice");
        QTest::newRow("bad id") << QStringLiteral("badid") << QStringLiteral("$.params.cards[0].id")
                                << QStringLiteral("lower-case");
        QTest::newRow("squirrel without habitat") << QStringLiteral("nohabitat") << QStringLiteral("$.params.cards[0]")
                                                  << QStringLiteral("habitat");
    }

    void validationReasons()
    {
        QFETCH(QString, change);
        QFETCH(QString, path);
        QFETCH(QString, words);
        Ruleset ruleset = defaults();
        QJsonArray cards = ruleset.table(QStringLiteral("cards"));
        QJsonObject first = cards.at(0).toObject();
        if (change == u"free") {
            addCard(ruleset, cardRow(QStringLiteral("freebie"), QStringLiteral("item"), QString(), 0));
        } else if (change == u"tiny") {
            for (qsizetype i = 0; i < cards.size(); ++i) {
                QJsonObject row = cards.at(i).toObject();
                row.insert(QStringLiteral("copies"), i == 0 ? 3 : 0);
                cards.replace(i, row);
            }
            ruleset.setValue(QStringLiteral("cards"), cards);
        } else if (change == u"idle") {
            QJsonArray days = ruleset.table(QStringLiteral("days"));
            days.replace(2, QJsonObject{{QStringLiteral("stamina"), 0}, {QStringLiteral("coins"), 0},
                                        {QStringLiteral("cards"), 0}, {QStringLiteral("rivalStamina"), 3}});
            ruleset.setValue(QStringLiteral("days"), days);
        } else if (change == u"unknown") {
            setCard(ruleset, first.value(QStringLiteral("id")).toString(), QStringLiteral("effect1"),
                    QStringLiteral("teleport"));
        } else if (change == u"days") {
            ruleset.setValue(QStringLiteral("dayCount"), 5);
        } else if (change == u"protect") {
            setCard(ruleset, first.value(QStringLiteral("id")).toString(), QStringLiteral("effect1"),
                    QStringLiteral("protect"));
        } else if (change == u"zero") {
            setCard(ruleset, QStringLiteral("nut-basket"), QStringLiteral("amount1"), 0);
        } else if (change == u"twice") {
            QJsonObject second = cards.at(1).toObject();
            second.insert(QStringLiteral("id"), first.value(QStringLiteral("id")));
            cards.replace(1, second);
            ruleset.setValue(QStringLiteral("cards"), cards);
        } else if (change == u"badid") {
            first.insert(QStringLiteral("id"), QStringLiteral("Tree <b>"));
            cards.replace(0, first);
            ruleset.setValue(QStringLiteral("cards"), cards);
        } else if (change == u"nohabitat") {
            setCard(ruleset, first.value(QStringLiteral("id")).toString(), QStringLiteral("tree"), false);
        }
        const QString problem = firstProblem(ruleset);
        QVERIFY2(problem.startsWith(path + u' '), qPrintable(problem));
        QVERIFY2(problem.contains(words), qPrintable(problem));
    }

    void newGameRefusals()
    {
        Problems problems;
        QVERIFY(!module().newGame(defaults(), QStringLiteral("six-players"), 1, problems));
        QVERIFY(problems.firstError().contains(QStringLiteral("unknown variant")));
    }

    // Decisions from files: every problem names its JSON path.
    void actionFromJsonProblems_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        QTest::newRow("type") << QByteArray(R"({"type":"dance"})") << QStringLiteral("$.d.type");
        QTest::newRow("card id") << QByteArray(R"({"type":"stash","card":"Nut Basket"})") << QStringLiteral("$.d.card");
        QTest::newRow("from") << QByteArray(R"({"type":"play","card":"nut-basket","from":"pocket"})")
                              << QStringLiteral("$.d.from");
        QTest::newRow("slot") << QByteArray(R"({"type":"play","card":"nut-basket","from":11,"surcharge":"coins"})")
                              << QStringLiteral("$.d.from");
        QTest::newRow("surcharge") << QByteArray(R"({"type":"play","card":"nut-basket","from":2,"surcharge":"nuts"})")
                                   << QStringLiteral("$.d.surcharge");
        QTest::newRow("hand surcharge")
            << QByteArray(R"({"type":"play","card":"nut-basket","from":"hand","surcharge":"coins"})")
            << QStringLiteral("$.d.surcharge");
        QTest::newRow("position") << QByteArray(R"({"type":"gather","position":0,"card":"sniper"})")
                                  << QStringLiteral("$.d.position");
        QTest::newRow("seat") << QByteArray(R"({"type":"target","seat":9})") << QStringLiteral("$.d.seat");
        QTest::newRow("unknown key") << QByteArray(R"({"type":"sleep","when":"now"})") << QStringLiteral("$.d");
    }

    void actionFromJsonProblems()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        Problems problems;
        module().actionFromJson(QJsonDocument::fromJson(json).object(), QStringLiteral("$.d"), problems);
        QVERIFY(problems.hasErrors());
        QVERIFY2(problems.items().first().path.startsWith(path), qPrintable(problems.summary()));
    }

    // A position written and read back is the same position, whatever decision is due.
    void positionRoundTrip_data()
    {
        QTest::addColumn<QString>("variant");
        for (const QString &variant : module().variants())
            QTest::newRow(qPrintable(variant)) << variant;
    }

    void positionRoundTrip()
    {
        QFETCH(QString, variant);
        QSet<int> kinds;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            auto game = newGame(variant, seed);
            Rng rng(seed);
            advance(*game, rng, int(seed * 7 % 90));
            const QJsonObject written = game->positionJson();
            Problems problems;
            auto loaded = isle::loadPosition(written, nullptr, problems);
            QVERIFY2(loaded, qPrintable(problems.summary() + QString::fromUtf8(QJsonDocument(written).toJson())));
            QCOMPARE(loaded->positionJson(), written);
            QCOMPARE(loaded->isOver(), game->isOver());
            for (int seat = -1; seat < game->seatCount(); ++seat)
                QCOMPARE(loaded->observation(seat), game->observation(seat));
            if (!game->isOver())
                kinds.insert(game->decision().kind);
            const QString problem = conservationProblem(static_cast<const SquirrelGame &>(*loaded));
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            // It plays on.
            while (!loaded->isOver())
                loaded->apply(loaded->randomAction(rng));
        }
        QVERIFY(kinds.size() >= 2);
    }

    // A short position: the rest of the deck shuffled in, continuing at the turn's start.
    void positionWithoutDeck()
    {
        auto game = newGame(QStringLiteral("two-players"), 3);
        QJsonObject position = game->positionJson();
        position.remove(QStringLiteral("deck"));
        position.remove(QStringLiteral("pending"));
        Problems problems;
        auto loaded = module().loadPosition(position, defaults(), problems);
        QVERIFY2(loaded, qPrintable(problems.summary()));
        QCOMPARE(loaded->observation(-1).value(QStringLiteral("deckCount")),
                 game->observation(-1).value(QStringLiteral("deckCount")));
        QCOMPARE(loaded->decision().seat, game->decision().seat);
    }

    void positionProblems_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("path");
        QTest::newRow("unknown card") << QStringLiteral("card") << QStringLiteral("$.island[0]");
        QTest::newRow("too many copies") << QStringLiteral("copies") << QStringLiteral("$");
        QTest::newRow("island size") << QStringLiteral("island") << QStringLiteral("$.island");
        QTest::newRow("item in play") << QStringLiteral("item") << QStringLiteral("$.seats[0].tableau[0].card");
        QTest::newRow("all asleep") << QStringLiteral("asleep") << QStringLiteral("$.seats");
        QTest::newRow("pending") << QStringLiteral("pending") << QStringLiteral("$.pending.decision");
        QTest::newRow("stamina") << QStringLiteral("stamina") << QStringLiteral("$.seats[1].stamina");
        QTest::newRow("unknown key") << QStringLiteral("key") << QStringLiteral("$.weather");
    }

    void positionProblems()
    {
        QFETCH(QString, change);
        QFETCH(QString, path);
        auto game = newGame(QStringLiteral("two-players"), 3);
        QJsonObject position = game->positionJson();
        QJsonArray island = position.value(QStringLiteral("island")).toArray();
        QJsonArray seats = position.value(QStringLiteral("seats")).toArray();
        QJsonObject seat0 = seats.at(0).toObject();
        QJsonObject seat1 = seats.at(1).toObject();
        if (change == u"card") {
            island.replace(0, QStringLiteral("dragon"));
        } else if (change == u"copies") {
            island.replace(0, QStringLiteral("elite-gatherer"));
            island.replace(1, QStringLiteral("elite-gatherer"));
            position.remove(QStringLiteral("deck"));
        } else if (change == u"island") {
            island.removeLast();
        } else if (change == u"item") {
            seat0.insert(QStringLiteral("tableau"), QJsonArray{QJsonObject{{QStringLiteral("card"), QStringLiteral("nut-basket")},
                                                                           {QStringLiteral("refreshed"), true}}});
            position.remove(QStringLiteral("deck"));
        } else if (change == u"asleep") {
            seat0.insert(QStringLiteral("awake"), false);
            seat1.insert(QStringLiteral("awake"), false);
            position.remove(QStringLiteral("pending"));
        } else if (change == u"pending") {
            position.insert(QStringLiteral("pending"), QJsonObject{{QStringLiteral("decision"), QStringLiteral("nap")},
                                                                   {QStringLiteral("seat"), 1}});
        } else if (change == u"stamina") {
            seat1.insert(QStringLiteral("stamina"), 6);
        } else if (change == u"key") {
            position.insert(QStringLiteral("weather"), QStringLiteral("sunny"));
        }
        seats.replace(0, seat0);
        seats.replace(1, seat1);
        position.insert(QStringLiteral("island"), island);
        position.insert(QStringLiteral("seats"), seats);
        Problems problems;
        QVERIFY(!module().loadPosition(position, defaults(), problems));
        QVERIFY(problems.hasErrors());
        bool found = false;
        for (const isle::Problem &problem : problems.items())
            found = found || problem.path == path;
        QVERIFY2(found, qPrintable(problems.summary()));
    }

    // The fuzzers' seed files of this game are what their names say.
    void seedFiles_data()
    {
        QTest::addColumn<QString>("file");
        for (const QString &format : {QStringLiteral("ruleset"), QStringLiteral("position"), QStringLiteral("record")}) {
            const QDir dir(QStringLiteral(ISLE_TEST_DATA_DIR "/fuzz/") + format);
            for (const QString &name : dir.entryList({QStringLiteral("squirrel-*.json")}, QDir::Files))
                QTest::newRow(qPrintable(format + u'/' + name)) << dir.filePath(name);
        }
    }

    void seedFiles()
    {
        QFETCH(QString, file);
        const bool valid = QFileInfo(file).fileName().startsWith(QStringLiteral("squirrel-valid"));
        Problems problems;
        bool loaded = false;
        if (file.contains(QStringLiteral("/ruleset/"))) {
            loaded = Ruleset::load(file, problems).has_value();
        } else if (file.contains(QStringLiteral("/position/"))) {
            auto game = isle::loadPositionFile(file, nullptr, problems);
            loaded = game != nullptr;
            if (game) {
                const QString problem = conservationProblem(static_cast<const SquirrelGame &>(*game));
                QVERIFY2(problem.isEmpty(), qPrintable(problem));
            }
        } else {
            const auto record = isle::GameRecord::load(file, problems);
            loaded = record && isle::replay(*record, nullptr, problems).complete();
        }
        QVERIFY2(loaded == valid, qPrintable(problems.summary()));
    }

    void finishedPosition()
    {
        auto game = newGame(QStringLiteral("three-players"), 5);
        Rng rng(5);
        while (!game->isOver())
            game->apply(game->randomAction(rng));
        Problems problems;
        auto loaded = module().loadPosition(game->positionJson(), defaults(), problems);
        QVERIFY2(loaded, qPrintable(problems.summary()));
        QVERIFY(loaded->isOver());
        QCOMPARE(loaded->outcome().winnerMask, game->outcome().winnerMask);
        QCOMPARE(loaded->outcome().score, game->outcome().score);
    }

    void rulesReference()
    {
        Ruleset ruleset = defaults();
        ruleset.setMeta(QJsonObject{{QStringLiteral("name"), QStringLiteral("Nuts <script>")}});
        const QString all = module().rulesReference(ruleset, QString());
        QVERIFY(all.contains(QStringLiteral("Nuts &lt;script&gt;")));
        QVERIFY(!all.contains(QStringLiteral("<script>")));
        QVERIFY(all.contains(QStringLiteral("Twinwatch")));
        QVERIFY(all.contains(QStringLiteral("rival")));
        QVERIFY(!module().rulesReference(ruleset, QStringLiteral("two-players")).contains(QStringLiteral("Solo game")));
    }

    void componentDescriptions()
    {
        auto game = newGame();
        QVERIFY(game->componentDescription(QStringLiteral("twinwatch")).contains(QStringLiteral("flying")));
        QVERIFY(game->componentDescription(QStringLiteral("nut-basket")).contains(QStringLiteral("Gain 2 nut")));
        QVERIFY(game->componentDescription(QStringLiteral("dragon")).isEmpty());
    }

    // Every event and decision has words.
    void words()
    {
        for (const QString &variant : module().variants()) {
            auto game = newGame(variant, 9);
            EventLog log;
            game->setEventSink(&log);
            Rng rng(9);
            auto actions = std::make_unique<ActionList>();
            while (!game->isOver()) {
                game->legalActions(*actions);
                for (const Action &action : *actions)
                    QVERIFY(!game->describeAction(action).isEmpty());
                QVERIFY(!game->decisionName(game->decision().kind).isEmpty());
                advance(*game, rng, 1);
                for (const GameEvent &event : log.events)
                    QVERIFY2(!game->describeEvent(event).isEmpty(), qPrintable(QString::number(event.type)));
                log.events.clear();
            }
        }
    }

    // The lab's figures, through the shared simulation with the computer players.
    void simulationAndFigures_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("players");
        QTest::newRow("three") << QStringLiteral("three-players") << QStringLiteral("greedy,random");
        QTest::newRow("solo") << QStringLiteral("solo") << QStringLiteral("greedy");
    }

    void simulationAndFigures()
    {
        QFETCH(QString, variant);
        QFETCH(QString, players);
        isle::SimulationConfig config;
        config.gameId = module().id();
        config.variant = variant;
        config.ruleset = defaults();
        config.players = players.split(u',');
        config.games = 60;
        config.tallyFigures = true;
        Problems problems;
        const isle::SimulationResult result = isle::simulate(config, problems);
        QVERIFY2(!problems.hasErrors(), qPrintable(problems.summary()));
        QCOMPARE(result.games, 60);
        const isle::DesignerFigures &figures = result.figures;
        QCOMPARE(figures.components.size(), 29 + 4);
        const int perGame = figures.indexOf(QStringLiteral("playersPerGame"));
        QCOMPARE(result.figure(perGame), double(module().seatCount(variant)));
        const int played = figures.indexOf(QStringLiteral("playedPerGame"));
        double total = 0;
        for (int card = 0; card < 29; ++card)
            total += result.figure(played, card);
        QVERIFY(total > 1);
        const int day1 = figures.componentIndex(QStringLiteral("day-1"));
        QVERIFY(result.figure(figures.indexOf(QStringLiteral("resourcesPerDay")), day1) >= 11 * module().seatCount(variant));
        QVERIFY(result.figure(figures.indexOf(QStringLiteral("meanScore"))) > 0);
    }
};

QTEST_GUILESS_MAIN(tst_SquirrelModule)
#include "tst_squirrelmodule.moc"
