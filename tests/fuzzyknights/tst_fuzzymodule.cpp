// The module: its schema, the two profiles, the embedded rulesets, validation with JSON
// paths, positions saved and loaded, actions read from records, the rules reference.
#include "fuzzytestutil.h"

#include "fuzzyknights/fuzzyknightsschema.h"

#include "core/gamerecord.h"
#include "core/gameregistry.h"
#include "core/jsonfile.h"
#include "core/position.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

using namespace FuzzyTest;
using isle::ParamType;

class tst_FuzzyModule : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void registered()
    {
        QCOMPARE(isle::GameRegistry::find(QStringLiteral("fuzzy-knights")), &module());
        QCOMPARE(module().seatCount(QStringLiteral("four-players")), 4);
        QVERIFY(!module().displayName().isEmpty());
    }

    void schemaIsComplete()
    {
        const isle::RulesetSchema &schema = module().schema();
        for (const isle::ParamSpec &spec : schema.params()) {
            QVERIFY2(spec.label && *spec.label, qPrintable(spec.key));
            QVERIFY2(spec.description && *spec.description, qPrintable(spec.key));
            for (const isle::ColumnSpec &column : spec.columns)
                QVERIFY2(column.label && *column.label, qPrintable(spec.key + u'.' + column.key));
            if (spec.type == ParamType::Table && !spec.fixedRows.isEmpty())
                for (const QString &row : spec.fixedRows)
                    QVERIFY2(!schema.rowLabel(spec, row).isEmpty(), qPrintable(row));
        }
        // Every dice setting and column is a dice expression, never a number.
        for (const char *key : {"heroRoll", "movement", "mercDie", "fixedSettlementRoll", "chanceDie",
                                "tokenTypeDie", "smallCache", "largeCache"})
            QCOMPARE(schema.param(QString::fromLatin1(key))->type, ParamType::Dice);
        QCOMPARE(schema.param(QStringLiteral("monsters"))->column(QStringLiteral("count"))->type, ParamType::Dice);
        QCOMPARE(schema.param(QStringLiteral("tiers"))->column(QStringLiteral("roll"))->type, ParamType::Dice);
        QCOMPARE(schema.param(QStringLiteral("items"))->column(QStringLiteral("amulet"))->type, ParamType::Dice);
    }

    void profilesAreCompleteAndValid()
    {
        const QList<isle::RulesetProfile> profiles = module().profiles();
        QCOMPARE(profiles.size(), 2);
        QCOMPARE(profiles.first().params, defaults().params());
        QCOMPARE(profiles.at(1).id, QStringLiteral("revised"));
        for (const isle::RulesetProfile &p : profiles) {
            QVERIFY(!p.name.isEmpty() && !p.description.isEmpty());
            for (const isle::ParamSpec &spec : module().schema().params())
                QVERIFY2(p.params.contains(spec.key), qPrintable(p.id + u' ' + spec.key));
            Problems problems;
            module().validateRuleset(Ruleset(QStringLiteral("fuzzy-knights"), p.params), problems);
            QVERIFY2(!problems.hasErrors(), qPrintable(problems.summary()));
        }
        // The profiles differ where §14 and §17.1 say they do.
        const Ruleset m = defaults();
        const Ruleset n = revised();
        QCOMPARE(m.choice(QStringLiteral("movement")), QStringLiteral("1d10+10"));
        QCOMPARE(n.choice(QStringLiteral("movement")), QStringLiteral("15"));
        QCOMPARE(m.choice(QStringLiteral("fixedSettlementRoll")), QStringLiteral("3d3+9"));
        QCOMPARE(m.choice(QStringLiteral("settlementRoll")), QStringLiteral("fixed"));
        QCOMPARE(n.choice(QStringLiteral("settlementRoll")), QStringLiteral("byTier"));
        QVERIFY(m.boolean(QStringLiteral("sieges")) && !n.boolean(QStringLiteral("sieges")));
        QVERIFY(m.boolean(QStringLiteral("kingsPurse")) && !n.boolean(QStringLiteral("kingsPurse")));
        QVERIFY(m.boolean(QStringLiteral("faintPenalty")) && !n.boolean(QStringLiteral("faintPenalty")));
        QCOMPARE(n.integer(QStringLiteral("heroLimit")), 2);
    }

    void embeddedFilesLoad()
    {
        for (const char *name : {":/isleworks/rulesets/fuzzy-knights.json", ":/isleworks/rulesets/fuzzy-knights-revised.json"}) {
            Problems problems(QString::fromLatin1(name));
            const auto ruleset = Ruleset::load(QString::fromLatin1(name), problems);
            QVERIFY2(ruleset, qPrintable(problems.summary()));
            QCOMPARE(ruleset->gameId(), module().id());
            Problems checked;
            ruleset->validate(checked);
            module().validateRuleset(*ruleset, checked);
            QVERIFY2(!checked.hasErrors(), qPrintable(checked.summary()));
        }
    }

    void invalidRulesetsNamePaths_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("path");
        QTest::newRow("dice text") << QStringLiteral("movement") << QJsonValue(QStringLiteral("2d")) << QStringLiteral("$.params.movement");
        QTest::newRow("band short") << QStringLiteral("tokenTypes")
                                    << QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("upTo"), 3}, {QStringLiteral("token"), QStringLiteral("item")}}})
                                    << QStringLiteral("$.params.tokenTypes[0]");
        QTest::newRow("bands falling")
            << QStringLiteral("itemTypes")
            << QJsonValue(QJsonArray{QJsonObject{{QStringLiteral("upTo"), 50}, {QStringLiteral("type"), QStringLiteral("amulet")}},
                                     QJsonObject{{QStringLiteral("upTo"), 40}, {QStringLiteral("type"), QStringLiteral("amulet")}}})
            << QStringLiteral("$.params.itemTypes[1].upTo");
        QTest::newRow("map too small") << QStringLiteral("mapWidth") << QJsonValue(5) << QStringLiteral("$.params.mapWidth");
    }

    void invalidRulesetsNamePaths()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, path);
        Ruleset ruleset = revised();
        ruleset.setValue(key, value);
        if (key == u"mapWidth")
            ruleset.setValue(QStringLiteral("mapHeight"), 5);
        Problems problems;
        module().validateRuleset(ruleset, problems);
        QVERIFY(problems.hasErrors());
        QVERIFY2(problems.summary().contains(path), qPrintable(problems.summary()));
        Problems refused;
        QVERIFY(!module().newGame(ruleset, QStringLiteral("two-players"), 1, refused));
    }

    void positionsRoundTrip_data()
    {
        QTest::addColumn<bool>("revisedProfile");
        QTest::newRow("default") << false;
        QTest::newRow("revised") << true;
    }

    void positionsRoundTrip()
    {
        QFETCH(bool, revisedProfile);
        int loaded = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            auto game = newGame(QStringLiteral("three-players"), seed, profile(revisedProfile));
            Rng rng(seed);
            const int steps = int(seed * 37 % 300);
            for (int i = 0; i < steps && !game->isOver(); ++i)
                game->apply(game->randomAction(rng));
            const QJsonObject saved = game->positionJson();
            Problems problems;
            auto back = isle::loadPosition(saved, nullptr, problems);
            QVERIFY2(back, qPrintable(problems.summary()));
            QCOMPARE(back->positionJson(), saved);
            QCOMPARE(back->decision().seat, game->decision().seat);
            auto *fuzzy = static_cast<FuzzyGame *>(back.get());
            QCOMPARE(legal(*fuzzy), legal(*game));
            ++loaded;
        }
        QCOMPARE(loaded, 12);
    }

    void badPositionsNamePaths_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QString>("path");
        QTest::newRow("hero off the map") << QStringLiteral("heroTile") << QStringLiteral("$.heroes[0].tile");
        QTest::newRow("unknown key") << QStringLiteral("unknown") << QStringLiteral("$.colour");
        QTest::newRow("bad stage") << QStringLiteral("stage") << QStringLiteral("$.stage");
        QTest::newRow("settlement owner") << QStringLiteral("owner") << QStringLiteral("$.settlements[0].owner");
    }

    void badPositionsNamePaths()
    {
        QFETCH(QString, edit);
        QFETCH(QString, path);
        auto game = newGame(QStringLiteral("two-players"), 3);
        Rng rng(3);
        while (!game->isOver() && game->state().day < 3)
            game->apply(game->randomAction(rng));
        // Make sure a hero exists.
        clearMap(*game, 10);
        placeHero(*game, 0, at(3, 3));
        QJsonObject position = game->positionJson();
        if (edit == u"heroTile") {
            QJsonArray heroes = position.value(QStringLiteral("heroes")).toArray();
            QJsonObject hero = heroes.at(0).toObject();
            hero.insert(QStringLiteral("tile"), QJsonArray{40, 2});
            heroes.replace(0, hero);
            position.insert(QStringLiteral("heroes"), heroes);
        } else if (edit == u"unknown") {
            position.insert(QStringLiteral("colour"), 1);
        } else if (edit == u"stage") {
            position.insert(QStringLiteral("stage"), QStringLiteral("lunch"));
        } else {
            QJsonArray settlements = position.value(QStringLiteral("settlements")).toArray();
            QJsonObject settlement = settlements.at(0).toObject();
            settlement.insert(QStringLiteral("owner"), 7);
            settlements.replace(0, settlement);
            position.insert(QStringLiteral("settlements"), settlements);
        }
        Problems problems;
        QVERIFY(!isle::loadPosition(position, nullptr, problems));
        QVERIFY2(problems.summary().contains(path), qPrintable(problems.summary()));
    }

    // The fuzzers' seed files of this game are what their names say.
    void seedFiles_data()
    {
        QTest::addColumn<QString>("file");
        int files = 0;
        for (const QString &format : {QStringLiteral("ruleset"), QStringLiteral("position"), QStringLiteral("record")}) {
            const QDir dir(QStringLiteral(ISLE_TEST_DATA_DIR "/fuzz/") + format);
            for (const QString &name : dir.entryList({QStringLiteral("fuzzy-*.json")}, QDir::Files)) {
                QTest::newRow(qPrintable(format + u'/' + name)) << dir.filePath(name);
                ++files;
            }
        }
        QVERIFY(files >= 9);
    }

    void seedFiles()
    {
        QFETCH(QString, file);
        const bool valid = QFileInfo(file).fileName().startsWith(QStringLiteral("fuzzy-valid"));
        Problems problems;
        bool loaded = false;
        if (file.contains(QStringLiteral("/ruleset/"))) {
            const auto ruleset = Ruleset::load(file, problems);
            if (ruleset)
                module().validateRuleset(*ruleset, problems);
            loaded = ruleset.has_value() && !problems.hasErrors();
        } else if (file.contains(QStringLiteral("/position/"))) {
            auto game = isle::loadPositionFile(file, nullptr, problems);
            loaded = game != nullptr;
            if (game) {
                const QString problem = invariantProblem(static_cast<const FuzzyGame &>(*game));
                QVERIFY2(problem.isEmpty(), qPrintable(problem));
            }
        } else {
            const auto record = isle::GameRecord::load(file, problems);
            loaded = record && isle::replay(*record, nullptr, problems).complete();
        }
        QVERIFY2(loaded == valid, qPrintable(problems.summary()));
    }

    void actionsFromJson()
    {
        auto game = newGame();
        const Action step = act(ActionType::Step, 4, 2, at(3, 7));
        const QJsonObject json = game->actionToJson(step);
        QCOMPARE(json.value(QStringLiteral("direction")).toString(), QStringLiteral("south"));
        Problems problems;
        QCOMPARE(module().actionFromJson(json, QStringLiteral("$.decisions[0]"), problems), std::optional<Action>(step));
        QJsonObject bad = json;
        bad.insert(QStringLiteral("direction"), QStringLiteral("up"));
        Problems refused;
        QVERIFY(!module().actionFromJson(bad, QStringLiteral("$.decisions[3]"), refused));
        QVERIFY2(refused.summary().contains(QStringLiteral("$.decisions[3].direction")), qPrintable(refused.summary()));
        Problems unknown;
        QVERIFY(!module().actionFromJson(QJsonObject{{QStringLiteral("action"), QStringLiteral("fly")}},
                                         QStringLiteral("$.d"), unknown));
        QVERIFY(unknown.summary().contains(QStringLiteral("$.d.action")));
    }

    void describesEveryLegalAction()
    {
        auto game = newGame(QStringLiteral("two-players"), 9);
        Rng rng(9);
        for (int i = 0; i < 300 && !game->isOver(); ++i) {
            for (const Action &action : legal(*game))
                QVERIFY2(!game->describeAction(action).isEmpty(), qPrintable(actionTypeId(ActionType(action.type))));
            QVERIFY(!game->decisionName(game->decision().kind).isEmpty());
            game->apply(game->randomAction(rng));
        }
    }

    // The printed components follow the ruleset: the map's size, heroes by the hero limit,
    // set-up tokens for four players, the camp only where it is built, the aid's numbers.
    void componentsFollowTheRuleset()
    {
        const auto find = [](const QList<isle::ComponentSpec> &specs, const QString &id) -> isle::ComponentSpec {
            for (const isle::ComponentSpec &spec : specs)
                if (spec.id == id)
                    return spec;
            return {};
        };
        const auto countOf = [&](const QList<isle::ComponentSpec> &specs, const QString &id) {
            return find(specs, id).id.isEmpty() ? 0 : find(specs, id).count;
        };
        const auto aidText = [&](const QList<isle::ComponentSpec> &specs) {
            QStringList texts;
            for (const isle::ComponentMark &mark : find(specs, QStringLiteral("player-aid")).front.marks)
                for (const isle::TextBlock &block : mark.blocks)
                    texts += block.cells.join(u'|');
            return texts.join(u'\n');
        };
        const auto heroes = [](const QList<isle::ComponentSpec> &specs, const QString &colour) {
            int count = 0;
            for (const isle::ComponentSpec &spec : specs)
                if (spec.id.startsWith(QStringLiteral("hero-") + colour + u'-'))
                    count += spec.count;
            return count;
        };

        const QList<isle::ComponentSpec> m = module().components(defaults());
        QVERIFY(!m.isEmpty());
        QSet<QString> ids;
        for (const isle::ComponentSpec &spec : m) {
            QVERIFY2(!ids.contains(spec.id), qPrintable(spec.id));
            ids.insert(spec.id);
            QVERIFY2(!spec.name.isEmpty() && !spec.group.isEmpty() && !spec.kind.isEmpty(), qPrintable(spec.id));
            QVERIFY2(spec.count > 0, qPrintable(spec.id));
            QVERIFY2(spec.kind != u"card", qPrintable(spec.id)); // items are rolled, never drawn
        }
        const Ruleset defaultRules = defaults();
        const int mines = defaultRules.value(QStringLiteral("mines")).toInt();
        const int resources = defaultRules.value(QStringLiteral("resourceTokens")).toInt();
        const int monsters = defaultRules.value(QStringLiteral("monsterTokens")).toInt();
        QCOMPARE(countOf(m, QStringLiteral("token-mine")), 4 * mines);
        QVERIFY(countOf(m, QStringLiteral("token-resource")) >= 4 * resources);
        QVERIFY(countOf(m, QStringLiteral("token-monster")) > 4 * monsters); // deaths add monster tokens
        for (const char *colour : {"red", "yellow", "blue", "green"})
            QCOMPARE(heroes(m, QString::fromLatin1(colour)), defaultRules.value(QStringLiteral("heroLimit")).toInt());
        QCOMPARE(heroes(module().components(revised()), QStringLiteral("blue")), 2);
        QCOMPARE(find(m, QStringLiteral("settlement-1-2")).hasBack(), true);
        QCOMPARE(find(m, QStringLiteral("rampart")).hasBack(), true);
        QCOMPARE(countOf(m, QStringLiteral("owner-red")), 4 + 4 * mines);

        // More tokens at set-up, more printed; a camp only where it is a building.
        const auto more = module().components(withParam(withParam(defaults(), "mines", mines + 2), "resourceTokens",
                                                        resources + 1));
        QCOMPARE(countOf(more, QStringLiteral("token-mine")), 4 * (mines + 2));
        QCOMPARE(countOf(more, QStringLiteral("token-resource")), countOf(m, QStringLiteral("token-resource")) + 4);
        QCOMPARE(countOf(more, QStringLiteral("owner-green")), 4 + 4 * (mines + 2));
        QVERIFY(countOf(m, QStringLiteral("mercenary-camp")) > 0);
        QCOMPARE(countOf(module().components(withParam(defaults(), "requireMercCamp", false)),
                         QStringLiteral("mercenary-camp")),
                 0);

        // The map grows by whole tiles.
        const isle::ComponentSpec map10 = find(m, QStringLiteral("map"));
        QCOMPARE(map10.kind, QStringLiteral("board"));
        QVERIFY(map10.splittable);
        const isle::ComponentSpec map = find(module().components(withParam(withParam(defaults(), "mapWidth", 14),
                                                                           "mapHeight", 6)),
                                             QStringLiteral("map"));
        const double tile = (map.size.width() - map10.size.width()) / 4;
        QVERIFY(tile > 15);
        QCOMPARE(map10.size.height() - map.size.height(), 4 * tile);
        QCOMPARE(map10.size.width(), map10.size.height());

        // The player aid prints the ruleset's numbers and dice.
        const QString aidM = aidText(m);
        const QString aidN = aidText(module().components(revised()));
        QVERIFY(aidM.contains(QStringLiteral("1d10+10")));
        QVERIFY(aidM.contains(QStringLiteral("3d3+9")));
        QVERIFY(!aidN.contains(QStringLiteral("1d10+10")));
        QVERIFY(aidN.contains(QStringLiteral("15")));
        QVERIFY(!aidM.contains(QStringLiteral("|77")));
        QVERIFY(aidText(module().components(withParam(defaults(), "heroCost", 77))).contains(QStringLiteral("|77")));
        QVERIFY(aidText(module().components(withParam(defaults(), "freeMovesPerTurn", 7)))
                    .contains(QStringLiteral("Free moves a turn|7")));
        QVERIFY(aidText(module().components(withParam(defaults(), "movement", QStringLiteral("2d8+3"))))
                    .contains(QStringLiteral("2d8+3")));
        // Without sieges a rampart adds its roll; with them it bars entry.
        QVERIFY(find(m, QStringLiteral("rampart")).faceFingerprint()
                != find(module().components(withParam(defaults(), "sieges", false)), QStringLiteral("rampart"))
                       .faceFingerprint());

        // The tier tokens carry the settlements' roll.
        QVERIFY(find(m, QStringLiteral("settlement-1-2")).faceFingerprint()
                != find(module().components(withParam(defaults(), "fixedSettlementRoll", QStringLiteral("4d3+9"))),
                        QStringLiteral("settlement-1-2"))
                       .faceFingerprint());

        QVERIFY(module().components(withParam(defaults(), "movement", QStringLiteral("x"))).isEmpty());
    }

    void rulesReferenceFollowsTheRuleset()
    {
        const QString m = module().rulesReference(defaults(), QString());
        const QString n = module().rulesReference(revised(), QString());
        QVERIFY(m.contains(QStringLiteral("1d10+10")));
        QVERIFY(n.contains(QStringLiteral("15")));
        QVERIFY(m.contains(QStringLiteral("3d3+9")));
        QVERIFY(!m.contains(QStringLiteral("<script")));
        QVERIFY(m.contains(QStringLiteral("at most 12 a turn")));
        QVERIFY(module().rulesReference(withParam(defaults(), "freeMovesPerTurn", 5), QString()).contains(QStringLiteral("at most 5 a turn")));
        QVERIFY(module().rulesReference(withParam(defaults(), "movement", QStringLiteral("x")), QString()).isEmpty());
    }

    // The params schema in docs/schemas is what the schema generates (ISLE_WRITE_SCHEMAS=1 rewrites it).
    void paramsSchemaDocIsCurrent()
    {
        const QString path = QStringLiteral(ISLE_SOURCE_DIR "/docs/schemas/fuzzyknights.params.schema.json");
        const QJsonObject generated = module().schema().toJsonSchema();
        if (qEnvironmentVariableIsSet("ISLE_WRITE_SCHEMAS")) {
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(QJsonDocument(generated).toJson(QJsonDocument::Indented));
        }
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        QCOMPARE(QJsonDocument::fromJson(file.readAll()).object(), generated);
    }

    void designerFiguresAreCounted()
    {
        auto game = newGame();
        const isle::DesignerFigures figures = game->designerFigures();
        QVERIFY(figures.indexOf(QStringLiteral("winRate")) >= 0);
        QVERIFY(figures.indexOf(QStringLiteral("incomeBySource")) >= 0);
        isle::FigureTally tally(figures);
        Rng rng(4);
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            game->reset(seed);
            game->setFigureTally(&tally);
            while (!game->isOver())
                game->apply(game->randomAction(rng));
            game->setFigureTally(nullptr);
        }
        const int days = figures.indexOf(QStringLiteral("days"));
        QVERIFY(tally.count(days) > 0);
        QVERIFY(tally.count(days) <= 20 * game->rules().maxDays);
        qint64 games = 0;
        for (int seat = 0; seat < 2; ++seat)
            games += tally.count(figures.indexOf(QStringLiteral("seatGames")), seat);
        QCOMPARE(games, qint64(40));
        const int income = figures.indexOf(QStringLiteral("incomeBySource"));
        QVERIFY(tally.count(income, figures.componentIndex(QStringLiteral("settlements"))) > 0);
    }
};

QTEST_GUILESS_MAIN(tst_FuzzyModule)
#include "tst_fuzzymodule.moc"
