// Line scoring on hand-built boards (rules: "Lines and scoring"): directions, lengths,
// what ends a line, shared tokens, multipliers, halving, spies and the scoring table.
#include "foggytestutil.h"

#include "foggyisland/scoring.h"

#include "core/position.h"

#include <QJsonArray>
#include <QTest>

using namespace FoggyTest;

namespace {
QStringList rowsOf(std::initializer_list<const char *> rows)
{
    QStringList result;
    for (const char *row : rows)
        result.append(QString::fromLatin1(row));
    return result;
}

// "3:1 4:3" → a scoring table; empty keeps the ruleset's.
QList<std::pair<int, int>> parseTable(const QString &spec)
{
    QList<std::pair<int, int>> table;
    const QStringList entries = spec.split(u' ', Qt::SkipEmptyParts);
    for (const QString &entry : entries) {
        const QStringList parts = entry.split(u':');
        table.append({parts.at(0).toInt(), parts.at(1).toInt()});
    }
    return table;
}

// A row of `count` tokens followed by free tiles on a board `width` wide.
QString rowOfTokens(const char *token, int count, int width)
{
    QStringList tiles;
    for (int x = 0; x < width; ++x)
        tiles.append(x < count ? QString::fromLatin1(token) : QStringLiteral("."));
    return tiles.join(u' ');
}
} // namespace

class tst_Scoring : public QObject
{
    Q_OBJECT

private:
    // Scores `rows` under `ruleset`; checks the breakdown agrees with scoreSides.
    void score(const Ruleset &ruleset, const QStringList &rows, std::array<int, 2> &sides, QJsonObject &breakdown);

private Q_SLOTS:
    void lines_data();
    void lines();
    void runOfFiveIsOneLine();
    void tokenInFourLines();
    void crowHalvesAfterMultiplying();
    void scoringTable_data();
    void scoringTable();
    void compiledTableExtends();
    void characterParams_data();
    void characterParams();
    void enginePlacedSpiesScoreForOpponent();
    void faceDownTokensScoreInPosition();
};

void tst_Scoring::score(const Ruleset &ruleset, const QStringList &rows, std::array<int, 2> &sides, QJsonObject &breakdown)
{
    QString errors;
    const auto rules = compileRules(ruleset, &errors);
    QVERIFY2(rules, qPrintable(errors));
    std::array<Token, MaxCells> cells;
    QString error;
    QVERIFY2(boardFromRows(*rules, rows, cells, &error), qPrintable(error));
    sides = scoreSides(*rules, cells);
    breakdown = scoreBreakdownJson(*rules, cells);
    const QJsonArray totals = breakdown.value(QStringLiteral("totals")).toArray();
    QCOMPARE(totals.size(), 2);
    QCOMPARE(totals.at(0).toInt(), sides[0]);
    QCOMPARE(totals.at(1).toInt(), sides[1]);
    // Every line's points follow from its own fields, and they sum to the totals.
    std::array<int, 2> sum{};
    for (const QJsonValue &value : breakdown.value(QStringLiteral("lines")).toArray()) {
        const QJsonObject line = value.toObject();
        const int side = line.value(QStringLiteral("side")).toInt();
        QVERIFY(side == 1 || side == 2);
        QCOMPARE(line.value(QStringLiteral("cells")).toArray().size(), line.value(QStringLiteral("length")).toInt());
        QCOMPARE(line.value(QStringLiteral("characters")).toArray().size(), line.value(QStringLiteral("length")).toInt());
        QCOMPARE(line.value(QStringLiteral("basePoints")).toInt(),
                 rules->linePoints[line.value(QStringLiteral("length")).toInt()]);
        sum[side - 1] += line.value(QStringLiteral("points")).toInt();
    }
    QCOMPARE(sum[0], sides[0]);
    QCOMPARE(sum[1], sides[1]);
}

void tst_Scoring::lines_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<bool>("stacks");
    QTest::addColumn<int>("side1");
    QTest::addColumn<int>("side2");
    QTest::addColumn<int>("lineCount");

    // Default table: 3→1, 4→3, 5→6, 6→10. Seat 1 builds side 1 with its own tokens.
    QTest::newRow("horizontal 3") << rowsOf({"W1 W1 W1 . . ."}) << false << 1 << 0 << 1;
    QTest::newRow("vertical 3") << rowsOf({"W2 . . . . .", "W2 . . . . .", "W2 . . . . ."}) << false << 0 << 1 << 1;
    QTest::newRow("diagonal down-right 3")
        << rowsOf({"W1 . . . . .", ". W1 . . . .", ". . W1 . . ."}) << false << 1 << 0 << 1;
    QTest::newRow("diagonal down-left 3")
        << rowsOf({". . . . . W1", ". . . . W1 .", ". . . W1 . ."}) << false << 1 << 0 << 1;
    QTest::newRow("two is not a line") << rowsOf({"W1 W1 . . . .", "W1 W1 . . . ."}) << false << 0 << 0 << 0;
    QTest::newRow("horizontal 4") << rowsOf({"W1 W1 W1 W1 . ."}) << false << 3 << 0 << 1;
    QTest::newRow("horizontal 5 is one line") << rowsOf({"W1 W1 W1 W1 W1 ."}) << false << 6 << 0 << 1;
    QTest::newRow("horizontal 6") << rowsOf({"W1 W1 W1 W1 W1 W1"}) << false << 10 << 0 << 1;
    QTest::newRow("vertical 5")
        << rowsOf({". . . . . .", ". . . W2 . .", ". . . W2 . .", ". . . W2 . .", ". . . W2 . .", ". . . W2 . ."})
        << false << 0 << 6 << 1;
    QTest::newRow("vertical 6") << rowsOf({"W1 . . . . .", "W1 . . . . .", "W1 . . . . .", "W1 . . . . .",
                                           "W1 . . . . .", "W1 . . . . ."})
                                << false << 10 << 0 << 1;
    QTest::newRow("diagonal down-right 6")
        << rowsOf({"W2 . . . . .", ". W2 . . . .", ". . W2 . . .", ". . . W2 . .", ". . . . W2 .", ". . . . . W2"})
        << false << 0 << 10 << 1;
    QTest::newRow("diagonal down-right 4 off the main")
        << rowsOf({". W1 . . . .", ". . W1 . . .", ". . . W1 . .", ". . . . W1 ."}) << false << 3 << 0 << 1;
    QTest::newRow("diagonal down-left 5")
        << rowsOf({". . . . . .", ". . . . . W1", ". . . . W1 .", ". . . W1 . .", ". . W1 . . .", ". W1 . . . ."})
        << false << 6 << 0 << 1;

    QTest::newRow("own rabbit breaks the line") << rowsOf({"W1 W1 B1 W1 W1 W1"}) << false << 1 << 0 << 1;
    QTest::newRow("opponent's rabbit breaks the line") << rowsOf({"W1 W1 W1 B2 W1 W1"}) << false << 1 << 0 << 1;
    QTest::newRow("enemy token breaks the line") << rowsOf({"W1 W1 W2 W1 W1 W1"}) << false << 1 << 0 << 1;
    QTest::newRow("empty tile breaks the line") << rowsOf({"W1 W1 W1 . W1 W1"}) << false << 1 << 0 << 1;
    QTest::newRow("empty tile breaks a column")
        << rowsOf({"W2 . . . . .", "W2 . . . . .", ". . . . . .", "W2 . . . . .", "W2 . . . . .", "W2 . . . . ."})
        << false << 0 << 1 << 1;
    QTest::newRow("enemy token breaks a diagonal")
        << rowsOf({"W1 . . . . .", ". W1 . . . .", ". . W1 . . .", ". . . W2 . .", ". . . . W1 .", ". . . . . W1"})
        << false << 1 << 0 << 1;
    QTest::newRow("map edge ends a row (no wrap)") << rowsOf({". . . . W1 W1", "W1 . . . . ."}) << false << 0 << 0 << 0;
    QTest::newRow("map edge ends a diagonal (no wrap)")
        << rowsOf({". . . . . W1", ". . . . . .", "W1 . . . . .", ". W1 . . . ."}) << false << 0 << 0 << 0;

    QTest::newRow("token in two lines")
        << rowsOf({"W1 W1 W1 . . .", "W1 . . . . .", "W1 . . . . ."}) << false << 2 << 0 << 2;
    QTest::newRow("token in three lines")
        << rowsOf({"W1 W1 . . . .", "W1 W1 W1 . . .", ". W1 W1 . . ."}) << false << 3 << 0 << 3;
    QTest::newRow("token in four lines")
        << rowsOf({". . W1 . W1 .", ". . W1 W1 . .", "W1 W1 W1 . . .", ". . . W1 . .", ". . . . W1 ."}) << false
        << 4 << 0 << 4;
    QTest::newRow("3x3 block: eight lines")
        << rowsOf({"W2 W2 W2 . . .", "W2 W2 W2 . . .", "W2 W2 W2 . . ."}) << false << 0 << 8 << 8;

    QTest::newRow("pig doubles") << rowsOf({"W1 P1 W1 . . ."}) << false << 2 << 0 << 1;
    QTest::newRow("two pigs double once") << rowsOf({"P1 W1 P1 W1 . ."}) << false << 6 << 0 << 1;
    QTest::newRow("pig doubles both its lines")
        << rowsOf({"P1 W1 W1 . . .", "W1 . . . . .", "W1 . . . . ."}) << false << 4 << 0 << 2;
    QTest::newRow("pig doubles only its own line")
        << rowsOf({"P1 W1 W1 . . .", ". . . . . .", "W1 W1 W1 . . ."}) << false << 3 << 0 << 2;
    QTest::newRow("cat triples") << rowsOf({"W1 C1 W1 . . ."}) << false << 3 << 0 << 1;
    QTest::newRow("pig and cat: tripled only") << rowsOf({"P1 W1 C1 W1 . ."}) << false << 9 << 0 << 1;
    QTest::newRow("crow: line of 3 halves to 0") << rowsOf({"W1 W1 K2 . . ."}) << false << 0 << 0 << 1;
    QTest::newRow("crow: line of 4 halves to 1") << rowsOf({"W1 K2 W1 W1 . ."}) << false << 1 << 0 << 1;
    QTest::newRow("crow: line of 5 halves to 3") << rowsOf({"W1 K2 W1 W1 W1 ."}) << false << 3 << 0 << 1;
    QTest::newRow("crow: line of 6 halves to 5") << rowsOf({"W2 W2 K1 W2 W2 W2"}) << false << 0 << 5 << 1;
    QTest::newRow("crow with pig, line of 3") << rowsOf({"P1 K2 W1 . . ."}) << false << 1 << 0 << 1;
    QTest::newRow("crow with pig, line of 4") << rowsOf({"P1 K2 W1 W1 . ."}) << false << 3 << 0 << 1;
    QTest::newRow("crow with cat, line of 4") << rowsOf({"C1 K2 W1 W1 . ."}) << false << 4 << 0 << 1;
    QTest::newRow("crow with pig and cat, line of 5") << rowsOf({"C1 K2 P1 W1 W1 ."}) << false << 9 << 0 << 1;
    QTest::newRow("two crows halve once") << rowsOf({"K2 W1 K2 W1 W1 ."}) << false << 3 << 0 << 1;
    QTest::newRow("two crows, halvings stack") << rowsOf({"K2 W1 K2 W1 W1 ."}) << true << 1 << 0 << 1;
    QTest::newRow("one crow, halvings stack") << rowsOf({"W1 K2 W1 W1 W1 ."}) << true << 3 << 0 << 1;
    QTest::newRow("two crows with pig, halvings stack") << rowsOf({"K2 P1 K2 W1 W1 W1"}) << true << 5 << 0 << 1;
    QTest::newRow("two crows with pig, halving once") << rowsOf({"K2 P1 K2 W1 W1 W1"}) << false << 10 << 0 << 1;
    QTest::newRow("crow halves only its own lines")
        << rowsOf({"K2 W1 W1 . . .", "W1 . . . . .", "W1 . . . . .", "W1 . . . . .", ". . . . . .", "W1 W1 W1 . . ."})
        << false << 2 << 0 << 3;

    QTest::newRow("rats score for the opponent") << rowsOf({"R2 R2 R2 . . ."}) << false << 1 << 0 << 1;
    QTest::newRow("a rat joins the opponent's wolves") << rowsOf({"W1 R2 W1 W1 . ."}) << false << 3 << 0 << 1;
    QTest::newRow("own rat breaks own line") << rowsOf({"W1 W1 R1 W1 W1 W1"}) << false << 1 << 0 << 1;
    QTest::newRow("rabbits build no line") << rowsOf({"B1 B1 B1 . . .", "B2 B2 B2 B2 . ."}) << false << 0 << 0 << 0;
    QTest::newRow("both sides score")
        << rowsOf({"W1 W1 W1 . . .", ". . . . . .", "W2 W2 W2 W2 . .", ". . . . . .", "R1 R1 R1 R1 R1 ."}) << false
        << 1 << 9 << 3;
    QTest::newRow("face-down pig still doubles") << rowsOf({"p1 w1 w1 . . ."}) << false << 2 << 0 << 1;
    QTest::newRow("face-down crow still halves") << rowsOf({"w1 k2 w1 w1 . ."}) << false << 1 << 0 << 1;
    QTest::newRow("face-down rat still spies") << rowsOf({"r2 w1 W1 . . ."}) << false << 1 << 0 << 1;
}

void tst_Scoring::lines()
{
    QFETCH(QStringList, rows);
    QFETCH(bool, stacks);
    QFETCH(int, side1);
    QFETCH(int, side2);
    QFETCH(int, lineCount);

    Ruleset ruleset = defaults();
    ruleset.setValue(QStringLiteral("crowHalvingStacks"), stacks);
    std::array<int, 2> sides{};
    QJsonObject breakdown;
    score(ruleset, rows, sides, breakdown);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(sides[0], side1);
    QCOMPARE(sides[1], side2);
    QCOMPARE(breakdown.value(QStringLiteral("lines")).toArray().size(), lineCount);
}

void tst_Scoring::runOfFiveIsOneLine()
{
    std::array<int, 2> sides{};
    QJsonObject breakdown;
    score(defaults(), rowsOf({". . . . . .", ". W2 W2 P2 W2 W2"}), sides, breakdown);
    if (QTest::currentTestFailed())
        return;
    const QJsonArray lines = breakdown.value(QStringLiteral("lines")).toArray();
    QCOMPARE(lines.size(), 1);
    const QJsonObject line = lines.at(0).toObject();
    QCOMPARE(line.value(QStringLiteral("side")).toInt(), 2);
    QCOMPARE(line.value(QStringLiteral("direction")).toString(), QStringLiteral("horizontal"));
    QCOMPARE(line.value(QStringLiteral("length")).toInt(), 5);
    QCOMPARE(line.value(QStringLiteral("basePoints")).toInt(), 6);
    QCOMPARE(line.value(QStringLiteral("multiplier")).toInt(), 2);
    QCOMPARE(line.value(QStringLiteral("halvings")).toInt(), 0);
    QCOMPARE(line.value(QStringLiteral("points")).toInt(), 12);
    const QJsonArray cells = line.value(QStringLiteral("cells")).toArray();
    QStringList names;
    for (const QJsonValue &value : cells)
        names.append(value.toString());
    QCOMPARE(names, QStringList({QStringLiteral("B2"), QStringLiteral("C2"), QStringLiteral("D2"), QStringLiteral("E2"),
                                 QStringLiteral("F2")}));
    QCOMPARE(line.value(QStringLiteral("characters")).toArray().at(2).toString(), QStringLiteral("pig"));
    QCOMPARE(sides[1], 12);
    QCOMPARE(sides[0], 0);
}

void tst_Scoring::tokenInFourLines()
{
    std::array<int, 2> sides{};
    QJsonObject breakdown;
    // C3 is in a row, a column and both diagonals; a Pig there doubles all four.
    score(defaults(), rowsOf({". . W1 . W1 .", ". . W1 W1 . .", "W1 W1 P1 . . .", ". . . W1 . .", ". . . . W1 ."}),
          sides, breakdown);
    if (QTest::currentTestFailed())
        return;
    const QJsonArray lines = breakdown.value(QStringLiteral("lines")).toArray();
    QCOMPARE(lines.size(), 4);
    QSet<QString> directions;
    for (const QJsonValue &value : lines) {
        const QJsonObject line = value.toObject();
        QVERIFY(line.value(QStringLiteral("cells")).toArray().contains(QStringLiteral("C3")));
        QCOMPARE(line.value(QStringLiteral("length")).toInt(), 3);
        QCOMPARE(line.value(QStringLiteral("points")).toInt(), 2);
        directions.insert(line.value(QStringLiteral("direction")).toString());
    }
    QCOMPARE(directions, QSet<QString>({QStringLiteral("horizontal"), QStringLiteral("vertical"),
                                        QStringLiteral("diagonal-down-right"), QStringLiteral("diagonal-down-left")}));
    QCOMPARE(sides[0], 8);
}

void tst_Scoring::crowHalvesAfterMultiplying()
{
    // Odd base × multiplier shows the order: (3 × 3) / 2 = 4, whereas 3 / 2 × 3 would be 3.
    std::array<int, 2> sides{};
    QJsonObject breakdown;
    score(defaults(), rowsOf({"C1 K2 W1 W1 . ."}), sides, breakdown);
    if (QTest::currentTestFailed())
        return;
    const QJsonObject line = breakdown.value(QStringLiteral("lines")).toArray().at(0).toObject();
    QCOMPARE(line.value(QStringLiteral("basePoints")).toInt(), 3);
    QCOMPARE(line.value(QStringLiteral("multiplier")).toInt(), 3);
    QCOMPARE(line.value(QStringLiteral("halvings")).toInt(), 1);
    QCOMPARE(line.value(QStringLiteral("points")).toInt(), 4);
}

void tst_Scoring::scoringTable_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<int>("side1");
    QTest::addColumn<int>("lineLength");

    const auto diagonal = [](int size, int length) {
        QStringList rows;
        for (int y = 0; y < length; ++y) {
            QStringList tiles;
            for (int x = 0; x < size; ++x)
                tiles.append(x == y ? QStringLiteral("W1") : QStringLiteral("."));
            rows.append(tiles.join(u' '));
        }
        return rows;
    };
    QTest::newRow("8x8, default table, line of 7 = 14") << 8 << QString() << QStringList{rowOfTokens("W1", 7, 8)} << 14 << 7;
    QTest::newRow("8x8, default table, line of 8 = 18") << 8 << QString() << QStringList{rowOfTokens("W1", 8, 8)} << 18 << 8;
    QTest::newRow("8x8, default table, diagonal of 8 = 18") << 8 << QString() << diagonal(8, 8) << 18 << 8;
    QTest::newRow("8x8, default table, pig in line of 7 = 28")
        << 8 << QString() << QStringList{QStringLiteral("W1 W1 W1 P1 W1 W1 W1 .")} << 28 << 7;
    QTest::newRow("16x16, default table, line of 16 = 50")
        << 16 << QString() << QStringList{rowOfTokens("W1", 16, 16)} << 50 << 16;
    QTest::newRow("custom table, line of 4") << 6 << QStringLiteral("3:2 4:5") << QStringList{rowOfTokens("W1", 4, 6)} << 5 << 4;
    QTest::newRow("custom table, line of 6 extends by 3 a tile")
        << 6 << QStringLiteral("3:2 4:5") << QStringList{rowOfTokens("W1", 6, 6)} << 11 << 6;
    QTest::newRow("table from 2: a pair is a line") << 6 << QStringLiteral("2:1 3:2") << QStringList{rowOfTokens("W1", 2, 6)} << 1 << 2;
    QTest::newRow("table from 2: line of 4 extends") << 6 << QStringLiteral("2:1 3:2") << QStringList{rowOfTokens("W1", 4, 6)} << 3 << 4;
    QTest::newRow("table from 4: three is not a line") << 6 << QStringLiteral("4:3 5:6") << QStringList{rowOfTokens("W1", 3, 6)} << 0 << 0;
    QTest::newRow("table from 4: line of 6 extends") << 6 << QStringLiteral("4:3 5:6") << QStringList{rowOfTokens("W1", 6, 6)} << 9 << 6;
    QTest::newRow("changed value for 3") << 6 << QStringLiteral("3:4 4:7 5:9 6:12") << QStringList{rowOfTokens("W1", 3, 6)} << 4 << 3;
}

void tst_Scoring::scoringTable()
{
    QFETCH(int, size);
    QFETCH(QString, table);
    QFETCH(QStringList, rows);
    QFETCH(int, side1);
    QFETCH(int, lineLength);

    Ruleset ruleset = defaults();
    if (size != 6)
        setBoard(ruleset, size, size);
    if (!table.isEmpty())
        setScoringTable(ruleset, parseTable(table));
    std::array<int, 2> sides{};
    QJsonObject breakdown;
    score(ruleset, rows, sides, breakdown);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(sides[0], side1);
    QCOMPARE(sides[1], 0);
    const QJsonArray lines = breakdown.value(QStringLiteral("lines")).toArray();
    if (lineLength == 0) {
        QCOMPARE(lines.size(), 0);
    } else {
        QCOMPARE(lines.size(), 1);
        QCOMPARE(lines.at(0).toObject().value(QStringLiteral("length")).toInt(), lineLength);
    }
}

void tst_Scoring::compiledTableExtends()
{
    QString errors;
    const auto rules = compileRules(defaults(), &errors);
    QVERIFY2(rules, qPrintable(errors));
    QCOMPARE(rules->minLineLength, 3);
    const std::array<int, 9> expected{0, 0, 0, 1, 3, 6, 10, 14, 18};
    for (int length = 0; length < int(expected.size()); ++length)
        QCOMPARE(rules->linePoints[length], expected[length]);
    QCOMPARE(rules->linePoints[MaxBoardSide], 10 + 4 * (MaxBoardSide - 6));
}

void tst_Scoring::characterParams_data()
{
    QTest::addColumn<QString>("character");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<int>("side1");
    QTest::addColumn<int>("side2");

    QTest::newRow("pig multiplier 3") << QStringLiteral("pig") << QStringLiteral("multiplier") << QVariant(3)
                                      << rowsOf({"W1 P1 W1 . . ."}) << 3 << 0;
    QTest::newRow("cat multiplier 4") << QStringLiteral("cat") << QStringLiteral("multiplier") << QVariant(4)
                                      << rowsOf({"W1 C1 W1 . . ."}) << 4 << 0;
    QTest::newRow("pig 5 beats cat 3") << QStringLiteral("pig") << QStringLiteral("multiplier") << QVariant(5)
                                       << rowsOf({"P1 C1 W1 . . ."}) << 5 << 0;
    QTest::newRow("wolves halve") << QStringLiteral("wolf") << QStringLiteral("halvesLine") << QVariant(true)
                                  << rowsOf({"W1 W1 W1 W1 . ."}) << 1 << 0;
    QTest::newRow("crows do not halve") << QStringLiteral("crow") << QStringLiteral("halvesLine") << QVariant(false)
                                        << rowsOf({"W1 K2 W1 W1 . ."}) << 3 << 0;
    QTest::newRow("rabbits in owner's colour") << QStringLiteral("rabbit") << QStringLiteral("faceColour")
                                               << QVariant(QStringLiteral("owner")) << rowsOf({"B1 B1 B1 . . ."}) << 1 << 0;
    QTest::newRow("rats in owner's colour") << QStringLiteral("rat") << QStringLiteral("faceColour")
                                            << QVariant(QStringLiteral("owner")) << rowsOf({"R1 R1 R1 . . ."}) << 1 << 0;
    QTest::newRow("wolves are spies") << QStringLiteral("wolf") << QStringLiteral("faceColour")
                                      << QVariant(QStringLiteral("opponent")) << rowsOf({"W1 W1 W1 . . ."}) << 0 << 1;
    QTest::newRow("pigs are white") << QStringLiteral("pig") << QStringLiteral("faceColour")
                                    << QVariant(QStringLiteral("white")) << rowsOf({"W1 W1 P1 W1 . ."}) << 0 << 0;
}

void tst_Scoring::characterParams()
{
    QFETCH(QString, character);
    QFETCH(QString, key);
    QFETCH(QVariant, value);
    QFETCH(QStringList, rows);
    QFETCH(int, side1);
    QFETCH(int, side2);

    Ruleset ruleset = defaults();
    setCharacter(ruleset, character, key, QJsonValue::fromVariant(value));
    std::array<int, 2> sides{};
    QJsonObject breakdown;
    score(ruleset, rows, sides, breakdown);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(sides[0], side1);
    QCOMPARE(sides[1], side2);
}

void tst_Scoring::enginePlacedSpiesScoreForOpponent()
{
    // Here the engine, not the test, decides each token's side: when a position is read
    // and when a token is placed.
    const QJsonObject position{
        {QStringLiteral("format"), QStringLiteral("isleworks-position")},
        {QStringLiteral("formatVersion"), 1},
        {QStringLiteral("game"), QStringLiteral("foggy-island")},
        {QStringLiteral("variant"), QStringLiteral("basic")},
        {QStringLiteral("board"), QJsonArray{QStringLiteral("R2 R2 R2 . . ."), QStringLiteral("W1 R2 W1 W1 . ."),
                                             QStringLiteral(". . . . . ."), QStringLiteral("R1 W2 W2 . . ."),
                                             QStringLiteral(". . . . . ."), QStringLiteral(". . . . . .")}},
        {QStringLiteral("hands"), QJsonArray{QJsonObject{{QStringLiteral("rat"), 1}}, QJsonObject{{QStringLiteral("wolf"), 1}}}},
        {QStringLiteral("toMove"), 1}};
    isle::Problems problems;
    auto loaded = asFoggy(isle::loadPosition(position, nullptr, problems));
    QVERIFY2(loaded, qPrintable(problems.summary()));
    FoggyGame &game = *loaded;
    // Row 1: player 2's rats build player 1's line (1); row 2: a line of 4 for player 1 (3);
    // row 4: player 1's rat joins player 2's wolves (1).
    std::array<int, 2> sides = scoreSides(game.rules(), game.state().cells);
    QCOMPARE(sides[0], 1 + 3);
    QCOMPARE(sides[1], 1);

    // Player 1 places its last rat after player 2's wolves: a line of 4 for player 2.
    const Action rat = place(Character::Rat, "D4");
    QVERIFY2(game.check(rat).legal, qPrintable(game.check(rat).reason));
    game.apply(rat);
    QCOMPARE(game.state().cells[cellOf("D4")].side, std::uint8_t(1));
    sides = scoreSides(game.rules(), game.state().cells);
    QCOMPARE(sides[1], 3);
    QCOMPARE(sides[0], 4);
}

void tst_Scoring::faceDownTokensScoreInPosition()
{
    const QJsonObject position{
        {QStringLiteral("format"), QStringLiteral("isleworks-position")},
        {QStringLiteral("formatVersion"), 1},
        {QStringLiteral("game"), QStringLiteral("foggy-island")},
        {QStringLiteral("variant"), QStringLiteral("weather")},
        {QStringLiteral("weather"), QStringLiteral("foggy")},
        {QStringLiteral("fog"), QJsonArray{}},
        {QStringLiteral("board"), QJsonArray{QStringLiteral("p1 w1 w1 . . ."), QStringLiteral("r2 r2 r2 . . ."),
                                             QStringLiteral(". . . . . ."), QStringLiteral(". . . . . ."),
                                             QStringLiteral(". . . . . ."), QStringLiteral(". . . . . .")}},
        {QStringLiteral("toMove"), 1}};
    isle::Problems problems;
    auto loaded = asFoggy(isle::loadPosition(position, nullptr, problems));
    QVERIFY2(loaded, qPrintable(problems.summary()));
    QVERIFY(loaded->state().cells[cellOf("A1")].isFaceDown());
    const std::array<int, 2> sides = scoreSides(loaded->rules(), loaded->state().cells);
    QCOMPARE(sides[0], 2 + 1);
    QCOMPARE(sides[1], 0);
}

QTEST_GUILESS_MAIN(tst_Scoring)
#include "tst_scoring.moc"
