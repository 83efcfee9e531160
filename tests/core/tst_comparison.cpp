// Comparing rulesets on common seeds: the paired interval, identical rulesets giving no
// difference at all, a real rule change showing, the game's designer figures adding up,
// and a game that declares none.
#include "fakegame.h"

#include "core/gameregistry.h"
#include "core/gamemodule.h"
#include "simulation/comparison.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <cstring>

using namespace isle;

namespace {
SimulationConfig config(const QString &variant, int games, int threads = 2)
{
    SimulationConfig result;
    result.gameId = QStringLiteral("foggy-island");
    result.variant = variant;
    result.players = {QStringLiteral("greedy"), QStringLiteral("random")};
    result.games = games;
    result.seed = 99;
    result.threads = threads;
    return result;
}

Ruleset defaults()
{
    return GameRegistry::find(QStringLiteral("foggy-island"))->defaultRuleset();
}

Ruleset withCharacter(const QString &id, const QString &key, int value)
{
    Ruleset ruleset = defaults();
    QJsonArray rows = ruleset.table(QStringLiteral("characters"));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        QJsonObject row = rows.at(i).toObject();
        if (row.value(QStringLiteral("id")).toString() == id) {
            row.insert(key, value);
            rows.replace(i, row);
        }
    }
    ruleset.setValue(QStringLiteral("characters"), rows);
    return ruleset;
}
} // namespace

class tst_Comparison : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pairedIntervalByHand()
    {
        const auto paired = [](const QList<qint64> &a, const QList<qint64> &b, qint64 scale = 1) {
            PairedSums sums;
            sums.scale = scale;
            for (qsizetype i = 0; i < a.size(); ++i)
                sums.add(a.at(i), b.at(i));
            return sums.figure();
        };
        // Differences 1, 2, 3, 4: mean 2.5, sd sqrt(5/3), half width 1.96 * sd / 2.
        const ComparedFigure figure = paired({0, 0, 0, 0}, {1, 2, 3, 4});
        QCOMPARE(figure.meanA, 0.0);
        QCOMPARE(figure.meanB, 2.5);
        QCOMPARE(figure.difference, 2.5);
        const double half = 1.959963984540054 * std::sqrt(5.0 / 3.0) / 2.0;
        QVERIFY(std::abs(figure.low - (2.5 - half)) < 1e-12);
        QVERIFY(std::abs(figure.high - (2.5 + half)) < 1e-12);
        // A constant shift has no spread: the interval is the shift itself.
        const ComparedFigure shift = paired({1, 5, 9}, {2, 6, 10});
        QCOMPARE(shift.low, 1.0);
        QCOMPARE(shift.high, 1.0);
        // Half points (a draw) are counted doubled: a win, a draw, a loss under A, all
        // wins under B: means 0.5 and 1, differences 0.5, 0.5, 1 → mean 2/3.
        const ComparedFigure halves = paired({2, 1, 0}, {2, 2, 2}, 2);
        QCOMPARE(halves.meanA, 0.5);
        QCOMPARE(halves.meanB, 1.0);
        QVERIFY(std::abs(halves.difference - 0.5) < 1e-12);
        // A huge constant offset does not drown a small spread (the sums are exact).
        const ComparedFigure offset = paired({0, 0, 0, 0}, {1000000001, 1000000002, 1000000003, 1000000004});
        QVERIFY(std::abs((offset.high - offset.low) / 2 - half) < 1e-6);
    }

    void shardsMergeIntoTheWholeBatch()
    {
        // Four slices of 130 games (33, 32, 33, 32), merged: exactly the batch played at once.
        SimulationConfig whole = config(QStringLiteral("mercenary"), 130, 1);
        const Ruleset b = withCharacter(QStringLiteral("pig"), QStringLiteral("multiplier"), 1);
        Problems problems;
        const ComparisonResult once = compareRulesets(whole, defaults(), b, problems);
        ComparisonResult merged;
        for (int index = 0; index < 4; ++index) {
            SimulationConfig part = whole;
            part.shard = Shard{index, 4};
            const ComparisonResult slice = compareRulesets(part, defaults(), b, problems);
            QCOMPARE(slice.games, part.shard.endGame(130) - part.shard.firstGame(130));
            mergeComparison(merged, slice);
        }
        QVERIFY2(!problems.hasErrors(), qPrintable(problems.summary()));
        QCOMPARE(merged.games, 130);
        QCOMPARE(merged.figures.size(), once.figures.size());
        for (qsizetype i = 0; i < once.figures.size(); ++i) {
            const ComparedFigure &x = once.figures.at(i);
            const ComparedFigure &y = merged.figures.at(i);
            QCOMPARE(y.id, x.id);
            // Bit for bit, not nearly.
            QVERIFY(std::memcmp(&x.meanA, &y.meanA, sizeof(double)) == 0);
            QVERIFY(std::memcmp(&x.low, &y.low, sizeof(double)) == 0);
            QVERIFY(std::memcmp(&x.high, &y.high, sizeof(double)) == 0);
        }
        QCOMPARE(merged.a.decisionSum, once.a.decisionSum);
        QCOMPARE(merged.b.seatStats.at(1).wins, once.b.seatStats.at(1).wins);
        QCOMPARE(merged.a.tally.rawCounts(), once.a.tally.rawCounts());
    }

    void identicalRulesetsDifferByNothing_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("basic") << QStringLiteral("basic");
        QTest::newRow("mercenary") << QStringLiteral("mercenary");
        QTest::newRow("team") << QStringLiteral("team");
    }

    void identicalRulesetsDifferByNothing()
    {
        QFETCH(QString, variant);
        Problems problems;
        const ComparisonResult result = compareRulesets(config(variant, 120), defaults(), defaults(), problems);
        QVERIFY2(!problems.hasErrors(), qPrintable(problems.summary()));
        QCOMPARE(result.games, 120);
        // The figures every game has, then Foggy Island's per-game counts.
        QCOMPARE(result.figures.size(), 5);
        QCOMPARE(result.figures.at(3).id, QStringLiteral("hiresPerGame"));
        for (const ComparedFigure &figure : result.figures) {
            QCOMPARE(figure.meanA, figure.meanB);
            QCOMPARE(figure.difference, 0.0);
            QCOMPARE(figure.low, 0.0);
            QCOMPARE(figure.high, 0.0);
        }
        // The games were real: they lasted, scored lines and (with coins) hired.
        QVERIFY(result.figures.at(2).meanA > 50);
        QVERIFY(result.figures.at(4).meanA > 0);
        if (variant != QLatin1StringView("basic"))
            QVERIFY(result.figures.at(3).meanA > 0);
    }

    void aRuleChangeShows()
    {
        // Pigs worth nothing more than a wolf: lines hold fewer points, so the first seat's
        // greedy player wins by less, and the interval says so.
        Problems problems;
        const ComparisonResult result
            = compareRulesets(config(QStringLiteral("basic"), 300), defaults(),
                              withCharacter(QStringLiteral("pig"), QStringLiteral("multiplier"), 1), problems);
        QVERIFY2(!problems.hasErrors(), qPrintable(problems.summary()));
        const ComparedFigure &margin = result.figures.at(1);
        QCOMPARE(margin.id, QStringLiteral("meanMargin"));
        QVERIFY2(margin.high < 0, qPrintable(QStringLiteral("%1 [%2, %3]").arg(margin.difference).arg(margin.low).arg(margin.high)));
    }

    void resultsDoNotDependOnThreads()
    {
        Problems problems;
        const ComparisonResult one = compareRulesets(config(QStringLiteral("mercenary"), 70, 1), defaults(),
                                                     withCharacter(QStringLiteral("cat"), QStringLiteral("cost"), 5), problems);
        const ComparisonResult two = compareRulesets(config(QStringLiteral("mercenary"), 70, 2), defaults(),
                                                     withCharacter(QStringLiteral("cat"), QStringLiteral("cost"), 5), problems);
        QVERIFY2(!problems.hasErrors(), qPrintable(problems.summary()));
        for (int i = 0; i < one.figures.size(); ++i) {
            QCOMPARE(one.figures.at(i).difference, two.figures.at(i).difference);
            QCOMPARE(one.figures.at(i).low, two.figures.at(i).low);
        }
    }

    void designerFiguresAddUp()
    {
        SimulationConfig batch = config(QStringLiteral("mercenary"), 60);
        batch.ruleset = defaults();
        batch.tallyFigures = true;
        std::vector<GameSample> samples;
        batch.samples = &samples;
        Problems problems;
        const SimulationResult result = simulate(batch, problems);
        QVERIFY2(!problems.hasErrors(), qPrintable(problems.summary()));
        QCOMPARE(int(samples.size()), 60);
        const DesignerFigures &declared = result.figures;
        QCOMPARE(declared.components.size(), 15);
        const int hires = declared.indexOf(QStringLiteral("hiresPerGame"));
        const int hired = declared.indexOf(QStringLiteral("hiredPerGame"));
        const int lines = declared.indexOf(QStringLiteral("linesPerGame"));
        const int kindLines = declared.indexOf(QStringLiteral("scoredLines"));
        const int edge = declared.indexOf(QStringLiteral("lineEdge"));
        QVERIFY(hires >= 0 && hired >= 0 && lines >= 0 && kindLines >= 0 && edge >= 0);
        // The per-game counts kept game by game add up to the totals.
        const qsizetype slot = declared.sampledFigures().indexOf(hires);
        QVERIFY(slot >= 0);
        qint64 perGame = 0;
        for (const GameSample &sample : samples)
            perGame += sample.figures[std::size_t(slot)];
        QCOMPARE(perGame, result.tally.count(hires));
        QVERIFY(perGame > 0);
        // Hires per character add up to the hires; only the hireable are covered.
        qint64 byKind = 0;
        for (int kind = 0; kind < declared.components.size(); ++kind)
            byKind += result.tally.count(hired, kind);
        QCOMPARE(byKind, perGame);
        QVERIFY(!declared.figures.at(hired).components.isEmpty());
        QVERIFY(declared.figures.at(hired).components.size() < 15);
        QCOMPARE(result.figure(hires), double(perGame) / 60);
        // A line is counted once per character it holds, and every line holds one.
        const qint64 allLines = result.tally.count(lines);
        QVERIFY(allLines > 0);
        qint64 withAny = 0;
        for (int kind = 0; kind < declared.components.size(); ++kind) {
            QVERIFY(result.tally.count(kindLines, kind) <= allLines);
            withAny += result.tally.count(kindLines, kind);
        }
        QVERIFY(withAny >= allLines);
        // An edge is the character's mean line points minus the mean of all lines.
        const int mean = declared.indexOf(QStringLiteral("meanLinePoints"));
        const int all = declared.indexOf(QStringLiteral("pointsPerLine"));
        for (int kind = 0; kind < declared.components.size(); ++kind)
            if (result.tally.count(kindLines, kind) > 0)
                QCOMPARE(result.figure(edge, kind), result.figure(mean, kind) - result.figure(all));
        // The comparison pairs the game's per-game counts under their own ids.
        Problems compareProblems;
        const ComparisonResult compared = compareRulesets(config(QStringLiteral("mercenary"), 20), defaults(),
                                                          defaults(), compareProblems);
        QVERIFY(!compareProblems.hasErrors());
        QStringList ids;
        for (const ComparedFigure &figure : compared.figures)
            ids.append(figure.id);
        QCOMPARE(ids, (QStringList{QStringLiteral("firstSeatWinRate"), QStringLiteral("meanMargin"),
                                   QStringLiteral("gameLength"), QStringLiteral("hiresPerGame"),
                                   QStringLiteral("linesPerGame")}));
    }

    void figuresOffCostNothing()
    {
        // Without tallyFigures nothing is counted, but the declaration is still known.
        SimulationConfig batch = config(QStringLiteral("mercenary"), 10);
        batch.ruleset = defaults();
        Problems problems;
        const SimulationResult result = simulate(batch, problems);
        QVERIFY(!problems.hasErrors());
        QVERIFY(result.tally.isEmpty());
        QVERIFY(!result.figures.isEmpty());
        QCOMPARE(result.figure(result.figures.indexOf(QStringLiteral("hiresPerGame"))), 0.0);
    }

    void gameWithoutFigures()
    {
        // Pebbles (tests/fakegame) declares no figures: only those every game has remain.
        fakegame::registerPebbles();
        const GameModule *pebbles = GameRegistry::find(QStringLiteral("pebbles"));
        QVERIFY(pebbles);
        SimulationConfig batch = config(QStringLiteral("duel"), 50);
        batch.gameId = pebbles->id();
        batch.ruleset = pebbles->defaultRuleset();
        batch.tallyFigures = true;
        std::vector<GameSample> samples;
        batch.samples = &samples;
        Problems problems;
        const SimulationResult result = simulate(batch, problems);
        QVERIFY2(!problems.hasErrors(), qPrintable(problems.summary()));
        QCOMPARE(result.games, 50);
        QVERIFY(result.figures.isEmpty());
        QVERIFY(result.tally.isEmpty());
        QCOMPARE(result.figure(0), 0.0);
        QVERIFY(result.meanDecisions() > 0.0);
        const ComparisonResult compared
            = compareRulesets(batch, pebbles->defaultRuleset(), pebbles->defaultRuleset(), problems);
        QVERIFY2(!problems.hasErrors(), qPrintable(problems.summary()));
        QCOMPARE(compared.games, 50);
        QCOMPARE(compared.figures.size(), 3); // only the figures every game has
    }
};

QTEST_GUILESS_MAIN(tst_Comparison)
#include "tst_comparison.moc"
