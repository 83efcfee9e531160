// Comparing rulesets on common seeds: the paired interval, identical rulesets giving no
// difference at all, a real rule change showing, and per-character tallies adding up.
#include "core/gameregistry.h"
#include "core/gamemodule.h"
#include "simulation/comparison.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>

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
        // Differences 1, 2, 3, 4: mean 2.5, sd sqrt(5/3), half width 1.96 * sd / 2.
        const ComparedFigure figure = pairedDifference(QStringLiteral("x"), QStringLiteral("x"), {0, 0, 0, 0}, {1, 2, 3, 4});
        QCOMPARE(figure.meanA, 0.0);
        QCOMPARE(figure.meanB, 2.5);
        QCOMPARE(figure.difference, 2.5);
        const double half = 1.959963984540054 * std::sqrt(5.0 / 3.0) / 2.0;
        QVERIFY(std::abs(figure.low - (2.5 - half)) < 1e-12);
        QVERIFY(std::abs(figure.high - (2.5 + half)) < 1e-12);
        // A constant shift has no spread: the interval is the shift itself.
        const ComparedFigure shift = pairedDifference(QStringLiteral("y"), QStringLiteral("y"), {1, 5, 9}, {2, 6, 10});
        QCOMPARE(shift.low, 1.0);
        QCOMPARE(shift.high, 1.0);
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
        QCOMPARE(result.figures.size(), 4);
        for (const ComparedFigure &figure : result.figures) {
            QCOMPARE(figure.meanA, figure.meanB);
            QCOMPARE(figure.difference, 0.0);
            QCOMPARE(figure.low, 0.0);
            QCOMPARE(figure.high, 0.0);
        }
        // The games were real: they lasted and (with coins) hired.
        QVERIFY(result.figures.at(2).meanA > 50);
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

    void characterTalliesAddUp()
    {
        SimulationConfig batch = config(QStringLiteral("mercenary"), 60);
        batch.ruleset = defaults();
        batch.tallyCharacters = true;
        std::vector<GameSample> samples;
        batch.samples = &samples;
        Problems problems;
        const SimulationResult result = simulate(batch, problems);
        QVERIFY2(!problems.hasErrors(), qPrintable(problems.summary()));
        QCOMPARE(int(samples.size()), 60);
        qint64 hires = 0;
        for (const GameSample &sample : samples)
            hires += sample.hires;
        QCOMPARE(hires, result.characters.hiredTotal());
        QCOMPARE(result.characterIds.size(), 15);
        for (int kind = 0; kind < result.characterIds.size(); ++kind) {
            // Only mercenaries are hired; a line is counted once per character it holds.
            if (!result.hireable.at(kind))
                QCOMPARE(result.characters.hired[kind], 0);
            QVERIFY(result.characters.lines[kind] <= result.characters.allLines);
        }
        QVERIFY(result.characters.allLines > 0);
        // Every scored line holds at least one character whose lines it is.
        qint64 withAny = 0;
        for (int kind = 0; kind < result.characterIds.size(); ++kind)
            withAny += result.characters.lines[kind];
        QVERIFY(withAny >= result.characters.allLines);
    }
};

QTEST_GUILESS_MAIN(tst_Comparison)
#include "tst_comparison.moc"
