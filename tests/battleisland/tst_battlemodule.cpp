// The module: variants, the default ruleset and its validation with reasons, decisions
// read from files, positions, the reference, components and designer figures.
#include "battletestutil.h"

#include "core/gameregistry.h"
#include "core/position.h"

#include <QJsonDocument>
#include <QTest>

using namespace BattleTest;

namespace {
QString firstProblem(const Ruleset &ruleset)
{
    Problems problems;
    ruleset.validate(problems);
    for (const isle::Problem &problem : problems.items())
        if (problem.severity == isle::Problem::Severity::Error)
            return problem.path + u' ' + problem.message;
    return {};
}

void setTile(Ruleset &ruleset, int index, const QString &key, const QJsonValue &value)
{
    QJsonArray rows = ruleset.table(QStringLiteral("tiles"));
    QJsonObject row = rows.at(index).toObject();
    row.insert(key, value);
    rows.replace(index, row);
    ruleset.setValue(QStringLiteral("tiles"), rows);
}
} // namespace

class tst_BattleModule : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void registered()
    {
        QCOMPARE(isle::GameRegistry::find(QStringLiteral("battle-island-of-fog")), &module());
        QCOMPARE(module().variants(), (QStringList{QStringLiteral("two-players"), QStringLiteral("three-players"),
                                                   QStringLiteral("four-players")}));
        for (const QString &variant : module().variants()) {
            auto game = newGame(variant);
            QVERIFY(game);
            QCOMPARE(game->seatCount(), module().seatCount(variant));
            QVERIFY(module().variantName(variant) != variant);
        }
    }

    void defaultRulesetIsCleanAndComplete()
    {
        const Ruleset ruleset = defaults();
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
        const auto rules = BattleRules::compile(ruleset, problems);
        QVERIFY(rules);
        QCOMPARE(rules->tileCount, 32);
        QCOMPARE(rules->pileSize, 32);
        // The set's guaranteed mix (§1.6): 40 lots, 40 mountains, 32 water; every tile's land connected.
        int lots = 0;
        int mountains = 0;
        int water = 0;
        for (int t = 0; t < rules->tileCount; ++t)
            for (const Terrain terrain : rules->tiles[static_cast<std::size_t>(t)].spaces) {
                lots += terrain == Terrain::Lot;
                mountains += terrain == Terrain::Mountain;
                water += terrain == Terrain::Water;
            }
        QCOMPARE(lots, 40);
        QCOMPARE(mountains, 40);
        QCOMPARE(water, 32);
    }

    void validationReasons_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("words");
        QTest::newRow("too few tiles") << QStringLiteral("few") << QStringLiteral("$.params.tiles") << QStringLiteral("too small for the board");
        QTest::newRow("land cut") << QStringLiteral("cut") << QStringLiteral("$.params.tiles[0].rows") << QStringLiteral("not connected");
        QTest::newRow("unreachable base") << QStringLiteral("base") << QStringLiteral("$.params.startTile") << QStringLiteral("cannot be reached");
        QTest::newRow("no lots") << QStringLiteral("nolots") << QStringLiteral("$.params.tiles") << QStringLiteral("no lots");
        QTest::newRow("bad rows") << QStringLiteral("rows") << QStringLiteral("$.params.tiles[1].rows") << QStringLiteral("expected 3 rows");
        QTest::newRow("bad code") << QStringLiteral("code") << QStringLiteral("$.params.tiles[1].rows") << QStringLiteral("expected one of");
        QTest::newRow("even tile size") << QStringLiteral("even") << QStringLiteral("$.params.tileSize") << QStringLiteral("odd");
        QTest::newRow("two bases") << QStringLiteral("twobases") << QStringLiteral("$.params.startTile") << QStringLiteral("exactly one");
        QTest::newRow("re-rolls") << QStringLiteral("rerolls") << QStringLiteral("$.params.stackRerolls3") << QStringLiteral("fewer re-rolls");
    }

    void validationReasons()
    {
        QFETCH(QString, change);
        QFETCH(QString, path);
        QFETCH(QString, words);
        Ruleset ruleset = defaults();
        if (change == u"few") {
            QJsonArray rows = ruleset.table(QStringLiteral("tiles"));
            while (rows.size() > 10)
                rows.removeLast();
            ruleset.setValue(QStringLiteral("tiles"), rows);
        } else if (change == u"cut") {
            setTile(ruleset, 0, QStringLiteral("rows"), QStringLiteral("PWP/WWW/PPP"));
        } else if (change == u"base") {
            ruleset.setValue(QStringLiteral("startTile"), QStringLiteral("HWP/WPP/PPP"));
        } else if (change == u"nolots") {
            ruleset.setValue(QStringLiteral("startTile"), QStringLiteral("HPP/PFP/PPP"));
            QJsonArray rows = ruleset.table(QStringLiteral("tiles"));
            for (qsizetype i = 0; i < rows.size(); ++i) {
                QJsonObject row = rows.at(i).toObject();
                row.insert(QStringLiteral("rows"), row.value(QStringLiteral("rows")).toString().replace(u'L', u'P'));
                rows.replace(i, row);
            }
            ruleset.setValue(QStringLiteral("tiles"), rows);
        } else if (change == u"rows") {
            setTile(ruleset, 1, QStringLiteral("rows"), QStringLiteral("PPPPP/PPPPP/PPPPP/PPPPP/PPPPP"));
        } else if (change == u"code") {
            setTile(ruleset, 1, QStringLiteral("rows"), QStringLiteral("PPP/PXP/PPP"));
        } else if (change == u"even") {
            ruleset.setValue(QStringLiteral("tileSize"), 4);
        } else if (change == u"twobases") {
            ruleset.setValue(QStringLiteral("startTile"), QStringLiteral("HLP/LFP/PPH"));
        } else if (change == u"rerolls") {
            ruleset.setValue(QStringLiteral("stackRerolls3"), 3);
        }
        const QString problem = firstProblem(ruleset);
        QVERIFY2(problem.startsWith(path + u' '), qPrintable(problem));
        QVERIFY2(problem.contains(words), qPrintable(problem));
    }

    void actionFromJsonProblems_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path");
        QTest::newRow("type") << QByteArray(R"({"type":"dance"})") << QStringLiteral("$.d.type");
        QTest::newRow("unit") << QByteArray(R"({"type":"activate","unit":[1]})") << QStringLiteral("$.d.unit");
        QTest::newRow("range") << QByteArray(R"({"type":"activate","unit":[1,99]})") << QStringLiteral("$.d.unit[1]");
        QTest::newRow("step") << QByteArray(R"({"type":"step","from":[1,1],"to":[3,3]})") << QStringLiteral("$.d.to");
        QTest::newRow("as") << QByteArray(R"({"type":"build","as":"castle"})") << QStringLiteral("$.d.as");
        QTest::newRow("arrow") << QByteArray(R"({"type":"orient","arrow":"up"})") << QStringLiteral("$.d.arrow");
        QTest::newRow("dice") << QByteArray(R"({"type":"reroll","dice":7})") << QStringLiteral("$.d.dice");
        QTest::newRow("area") << QByteArray(R"({"type":"place","area":[9,0]})") << QStringLiteral("$.d.area[0]");
        QTest::newRow("unknown key") << QByteArray(R"({"type":"end-turn","when":"now"})") << QStringLiteral("$.d.when");
    }

    void actionFromJsonProblems()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        Problems problems;
        const auto action = module().actionFromJson(QJsonDocument::fromJson(json).object(), QStringLiteral("$.d"), problems);
        QVERIFY(!action);
        QVERIFY(problems.hasErrors());
        QCOMPARE(problems.items().first().path, path);
    }

    void positionRoundTrip_data()
    {
        QTest::addColumn<QString>("variant");
        for (const QString &variant : module().variants())
            QTest::newRow(qPrintable(variant)) << variant;
    }

    void positionRoundTrip()
    {
        QFETCH(QString, variant);
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            auto game = newGame(variant, seed);
            Rng rng(seed);
            for (int i = 0; i < int(seed * 13) && !game->isOver(); ++i)
                game->apply(game->randomAction(rng));
            const int kind = game->decision().kind;
            if (game->isOver() || (kind != int(DecisionKind::Main) && kind != int(DecisionKind::Act)))
                continue;
            const QJsonObject position = game->positionJson();
            Problems problems;
            auto loaded = isle::loadPosition(position, nullptr, problems);
            QVERIFY2(loaded, qPrintable(problems.summary()));
            auto *battle = static_cast<BattleGame *>(loaded.get());
            QCOMPARE(battle->positionJson(), position);
            QCOMPARE(battle->observation(-1), game->observation(-1));
            ++checked;
        }
        QVERIFY(checked > 3);
    }

    // A position saved at every kind of decision (the drawn tile waiting for its area or
    // its arrow, a start token's or a taken structure's side, a re-roll with the dice on
    // the table) loads with the same legal actions and the same state, saves the same
    // again, and two loads continue alike under the same generator.
    void positionEveryDecisionKind_data()
    {
        QTest::addColumn<int>("kind");
        for (int kind = 0; kind < DecisionKindCount; ++kind)
            QTest::newRow(qPrintable(decisionId(static_cast<DecisionKind>(kind)))) << kind;
    }

    void positionEveryDecisionKind()
    {
        QFETCH(int, kind);
        // Start-token sides chosen by the players, simultaneous re-rolls and a lighthouse
        // that places a tile every turn bring out every kind and both re-roll orders.
        Ruleset choosing = defaults();
        choosing.setValue(QStringLiteral("startTokenSides"), QStringLiteral("playerChoice"));
        choosing.setValue(QStringLiteral("rerollOrder"), QStringLiteral("simultaneous"));
        choosing.setValue(QStringLiteral("lighthouseTrigger"), QStringLiteral("everyTurn"));
        const Ruleset rulesets[] = {defaults(), choosing};
        const QStringList variants{QStringLiteral("two-players"), QStringLiteral("three-players")};
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 40 && checked < 4; ++seed) {
            for (const Ruleset &rules : rulesets) {
                auto game = newGame(variants.at(int(seed % 2)), seed, rules);
                Rng rng(seed * 7);
                int found = 0;
                for (int i = 0; i < 3000 && !game->isOver() && found < 2; ++i) {
                    if (game->decision().kind == kind && rng.below(3) == 0) {
                        ++found;
                        ++checked;
                        const QJsonObject position = game->positionJson();
                        Problems problems;
                        auto loaded = isle::loadPosition(position, nullptr, problems);
                        QVERIFY2(loaded, qPrintable(problems.summary() + QString::fromUtf8(QJsonDocument(position).toJson())));
                        auto *battle = static_cast<BattleGame *>(loaded.get());
                        QCOMPARE(battle->decision().kind, kind);
                        QCOMPARE(battle->decision().seat, game->decision().seat);
                        QCOMPARE(legal(*battle), legal(*game));
                        QCOMPARE(battle->positionJson(), position);
                        QCOMPARE(battle->observation(-1), game->observation(-1));
                        // The same continuation from two loads with the same generator, and
                        // the decision itself taken alike from the saved game and a load.
                        auto again = isle::loadPosition(position, nullptr, problems);
                        QVERIFY(again);
                        Rng first(seed);
                        Rng second(seed);
                        for (int j = 0; j < 200 && !loaded->isOver(); ++j) {
                            QCOMPARE(again->stateHash(), loaded->stateHash());
                            loaded->apply(loaded->randomAction(first));
                            again->apply(again->randomAction(second));
                        }
                        QCOMPARE(again->stateHash(), loaded->stateHash());
                    }
                    game->apply(game->randomAction(rng));
                }
            }
        }
        QVERIFY2(checked >= 4, qPrintable(QStringLiteral("only %1 positions of this kind").arg(checked)));
    }

    void positionProblems()
    {
        auto game = newGame(QStringLiteral("two-players"), 3);
        const QJsonObject good = game->positionJson();
        const auto refuse = [&](QJsonObject position, const QString &path) {
            Problems problems;
            QVERIFY(!isle::loadPosition(position, nullptr, problems));
            QVERIFY2(problems.items().first().path.startsWith(path), qPrintable(problems.summary()));
        };
        QJsonObject p = good;
        p.insert(QStringLiteral("round"), -1);
        refuse(p, QStringLiteral("$.round"));
        p = good;
        p.insert(QStringLiteral("units"), QJsonArray{QJsonObject{{QStringLiteral("space"), QJsonArray{0, 99}},
                                                                 {QStringLiteral("owner"), 0},
                                                                 {QStringLiteral("type"), QStringLiteral("basic")},
                                                                 {QStringLiteral("size"), 1}}});
        refuse(p, QStringLiteral("$.units[0].space"));
        p = good;
        p.insert(QStringLiteral("pile"), QJsonArray{QStringLiteral("nowhere")});
        refuse(p, QStringLiteral("$.pile[0]"));
        p = good;
        p.insert(QStringLiteral("pending"), QJsonObject{{QStringLiteral("decision"), QStringLiteral("reroll")},
                                                        {QStringLiteral("seat"), 0}});
        refuse(p, QStringLiteral("$.pending"));
        // An explored tile has its area already: never a place-tile decision.
        p.insert(QStringLiteral("pending"), QJsonObject{{QStringLiteral("decision"), QStringLiteral("place-tile")},
                                                        {QStringLiteral("seat"), 0},
                                                        {QStringLiteral("context"), QStringLiteral("explore")}});
        refuse(p, QStringLiteral("$.pending.context"));
        // Set-up positions are read only at a start token's side.
        p = good;
        p.insert(QStringLiteral("round"), 0);
        p.insert(QStringLiteral("turns"), 0);
        refuse(p, QStringLiteral("$.round"));
    }

    void referenceComponentsFigures()
    {
        QVERIFY(module().rulesReference(defaults(), QString()).contains(QStringLiteral("<h3>")));
        const auto components = module().components(defaults());
        int tiles = 0;
        for (const isle::ComponentSpec &spec : components)
            if (spec.kind == u"tile" && spec.id.startsWith(QStringLiteral("tile-")))
                tiles += spec.count;
        QCOMPARE(tiles, 32);
        auto game = newGame();
        const isle::DesignerFigures figures = game->designerFigures();
        for (const char *id : {"winRate", "rounds", "conquests", "countdowns", "incomePerTurn", "battles",
                               "attackerWinRate"})
            QVERIFY2(figures.indexOf(QString::fromLatin1(id)) >= 0, id);
        isle::FigureTally tally(figures);
        game->setFigureTally(&tally);
        Rng rng(4);
        game->reset(4);
        while (!game->isOver())
            game->apply(game->randomAction(rng));
        QCOMPARE(tally.count(figures.indexOf(QStringLiteral("rounds"))), qint64(game->state().round));
        QCOMPARE(tally.count(figures.indexOf(QStringLiteral("seatGames")), 0), 1);
    }
};

QTEST_GUILESS_MAIN(tst_BattleModule)
#include "tst_battlemodule.moc"
