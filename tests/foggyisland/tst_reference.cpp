// The rules reference (GameModule::rulesReference) and the ability texts
// (Game::componentDescription): generated from the ruleset, so edited values read as
// edited; one page per variant; nothing from a ruleset file becomes markup.
#include "foggytestutil.h"

#include "foggyisland/foggyreference.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace FoggyTest;

class tst_Reference : public QObject
{
    Q_OBJECT

private:
    static QString reference(const Ruleset &ruleset, const QString &variant)
    {
        return FoggyModule::instance().rulesReference(ruleset, variant);
    }

    static QString row(const QStringList &cells)
    {
        QString html;
        for (const QString &cell : cells)
            html += QStringLiteral("<td>%1</td>").arg(cell.toHtmlEscaped());
        return html;
    }

    // Every tag of the page is one of the fixed few, with no attribute but a table's.
    static QString unexpectedMarkup(const QString &html)
    {
        static const QSet<QString> allowed{QStringLiteral("h1"), QStringLiteral("h2"), QStringLiteral("h3"),
                                           QStringLiteral("p"),  QStringLiteral("ul"), QStringLiteral("li"),
                                           QStringLiteral("table"), QStringLiteral("tr"), QStringLiteral("th"),
                                           QStringLiteral("td")};
        static const QRegularExpression tag(QStringLiteral("<\\s*/?\\s*([^\\s>/]+)([^>]*)>"));
        for (auto it = tag.globalMatch(html); it.hasNext();) {
            const auto match = it.next();
            const QString name = match.captured(1).toLower();
            if (!allowed.contains(name))
                return match.captured(0);
            const QString attributes = match.captured(2).trimmed();
            if (!attributes.isEmpty()
                && !(name == QLatin1StringView("table")
                     && attributes == QLatin1StringView("border=\"1\" cellspacing=\"0\" cellpadding=\"4\"")))
                return match.captured(0);
        }
        return {};
    }

private Q_SLOTS:
    void showsAnEditedCost()
    {
        Ruleset ruleset = defaults();
        const QString fox = characterName(kindOf(Character::Fox));
        QVERIFY(reference(ruleset, QStringLiteral("mercenary")).contains(row({fox, QStringLiteral("9")})));
        setCharacter(ruleset, QStringLiteral("fox"), QStringLiteral("cost"), 23);
        setCharacter(ruleset, QStringLiteral("fox"), QStringLiteral("hireCount"), 3);
        const QString html = reference(ruleset, QStringLiteral("mercenary"));
        QVERIFY2(html.contains(row({fox, QStringLiteral("23"), characterName(kindOf(Character::Wolf)),
                                    QStringLiteral("3")})),
                 qPrintable(html));
        QVERIFY(!html.contains(row({fox, QStringLiteral("9")})));
        // The quick game's coins, another value of the ruleset.
        ruleset.setValue(QStringLiteral("quickCoins"), 77);
        QVERIFY(reference(ruleset, QStringLiteral("quick")).contains(QStringLiteral("77 coins")));
    }

    void showsAnEditedScoringTable()
    {
        Ruleset ruleset = defaults();
        QVERIFY(reference(ruleset, QStringLiteral("basic")).contains(row({QStringLiteral("4"), QStringLiteral("3")})));
        setScoringTable(ruleset, {{3, 2}, {4, 7}, {5, 12}});
        setCharacter(ruleset, QStringLiteral("pig"), QStringLiteral("multiplier"), 4);
        ruleset.setValue(QStringLiteral("basicRounds"), 5);
        const QString html = reference(ruleset, QStringLiteral("basic"));
        QVERIFY2(html.contains(row({QStringLiteral("3"), QStringLiteral("2")})), qPrintable(html));
        QVERIFY(html.contains(row({QStringLiteral("4"), QStringLiteral("7")})));
        QVERIFY(html.contains(row({QStringLiteral("5"), QStringLiteral("12")})));
        // Past the table, lines repeat the last step's growth: 12 + 5 on the 6 × 6 board.
        QVERIFY(html.contains(QStringLiteral("<td>6</td><td>17 (")));
        QVERIFY(!html.contains(row({QStringLiteral("4"), QStringLiteral("3")})));
        QVERIFY(html.contains(QStringLiteral("scores × 4")));
        QVERIFY(html.contains(QStringLiteral("<td>Basic game</td><td>2</td><td>5</td>")));
    }

    void namesEveryCharacterWithItsAbility()
    {
        const Ruleset ruleset = defaults();
        const auto rules = compileRules(ruleset);
        QVERIFY(rules);
        for (const QString &variant : {QStringLiteral("mercenary"), QString()}) {
            const QString html = reference(ruleset, variant);
            for (int kind = 0; kind < CharacterCount; ++kind) {
                const QString ability = characterAbility(kind, *rules);
                QVERIFY(!ability.isEmpty());
                QVERIFY2(html.contains(QStringLiteral("<td>%1</td>").arg(characterName(kind).toHtmlEscaped())),
                         qPrintable(characterId(kind)));
                QVERIFY2(html.contains(QStringLiteral("<td>%1</td>").arg(ability.toHtmlEscaped())),
                         qPrintable(characterId(kind)));
            }
        }
        // Abilities follow the ruleset: a Wolf made a spy says so, a Pig's multiplier is its value.
        Ruleset edited = ruleset;
        setCharacter(edited, QStringLiteral("wolf"), QStringLiteral("faceColour"), QStringLiteral("opponent"));
        const auto editedRules = compileRules(edited);
        QVERIFY(characterAbility(kindOf(Character::Wolf), *editedRules).contains(QStringLiteral("spy")));
        QVERIFY(!characterAbility(kindOf(Character::Wolf), *rules).contains(QStringLiteral("spy")));
        QVERIFY(characterAbility(kindOf(Character::Pig), *rules).contains(QStringLiteral("× 2")));
        QVERIFY(characterAbility(kindOf(Character::Crow), *rules).contains(QStringLiteral("half")));
        QVERIFY(characterAbility(-1, *rules).isEmpty());
        QVERIFY(characterAbility(CharacterCount, *rules).isEmpty());
    }

    void gameDescribesItsComponents()
    {
        Ruleset ruleset = defaults();
        setCharacter(ruleset, QStringLiteral("cat"), QStringLiteral("multiplier"), 5);
        QString errors;
        const auto game = newGame(ruleset, QStringLiteral("mercenary"), 7, &errors);
        QVERIFY2(game, qPrintable(errors));
        QCOMPARE(game->componentDescription(QStringLiteral("cat")),
                 characterAbility(kindOf(Character::Cat), game->rules()));
        QVERIFY(game->componentDescription(QStringLiteral("cat")).contains(QStringLiteral("× 5")));
        QVERIFY(game->componentDescription(QStringLiteral("fox")).contains(QStringLiteral("exchange")));
        QVERIFY(game->componentDescription(QStringLiteral("dragon")).isEmpty());
        QVERIFY(game->componentDescription(QString()).isEmpty());
    }

    void differsByVariant()
    {
        const Ruleset ruleset = defaults();
        const QString weatherHeading = QStringLiteral("<h2>%1</h2>").arg(QStringLiteral("Weather"));
        const QString hiringHeading = QStringLiteral("<h2>%1</h2>").arg(QStringLiteral("Hiring"));
        const QString crow = characterName(kindOf(Character::Crow));
        QSet<QString> pages;
        for (const QString &variant : FoggyModule::instance().variants()) {
            const QString html = reference(ruleset, variant);
            QVERIFY2(unexpectedMarkup(html).isEmpty(), qPrintable(unexpectedMarkup(html)));
            pages.insert(html);
            const bool basic = variant == QLatin1StringView("basic");
            const bool coins = variant != QLatin1StringView("basic") && variant != QLatin1StringView("weather");
            QCOMPARE(html.contains(weatherHeading), !basic);
            QCOMPARE(html.contains(hiringHeading), coins);
            QCOMPARE(html.contains(crow), coins); // mercenaries appear only where they are hired
            QCOMPARE(html.contains(QStringLiteral("Fog board")), !basic && variant != QLatin1StringView("team"));
        }
        QCOMPARE(pages.size(), FoggyModule::instance().variants().size());
        // The team game is Sunny all game by default: no Cloudy or Foggy rows.
        const QString team = reference(ruleset, QStringLiteral("team"));
        QVERIFY(team.contains(QStringLiteral("<td>Sunny</td>")));
        QVERIFY(!team.contains(QStringLiteral("<td>Foggy</td>")));
        QVERIFY(team.contains(QStringLiteral("players 1 and 3")));
        // Every variant at once, for when no game is being played.
        const QString all = reference(ruleset, QString());
        QVERIFY(!pages.contains(all));
        for (const QString &title : {QStringLiteral("Basic game"), QStringLiteral("Quick game"),
                                     QStringLiteral("Team game (four players)")})
            QVERIFY2(all.contains(QStringLiteral("<td>%1</td>").arg(title)), qPrintable(title));
        QVERIFY(all.contains(weatherHeading));
        QVERIFY(all.contains(hiringHeading));
        QCOMPARE(reference(ruleset, QStringLiteral("no-such-variant")), all);
    }

    void explainsTheBoard()
    {
        const QString html = reference(defaults(), QStringLiteral("mercenary"));
        // The spy's colour, and why a line with a Crow can score 0 (1 point halved, rounded down).
        QVERIFY(html.contains(QStringLiteral("A spy (Rat, Crow, Mole) is drawn on a disc in the opponent's colour")));
        QVERIFY(html.contains(QStringLiteral("a line of 3 worth 1 scores 0 with a Crow")));
        QVERIFY(html.contains(QStringLiteral("A white disc (Rabbit, Prairie Dog, Hippo)")));
        // A doubled first line value still reads from the ruleset.
        Ruleset ruleset = defaults();
        setScoringTable(ruleset, {{3, 5}, {4, 8}});
        QVERIFY(reference(ruleset, QStringLiteral("mercenary"))
                    .contains(QStringLiteral("a line of 3 worth 5 scores 2 with a Crow")));
        // Without halving characters in play there is nothing to explain.
        QVERIFY(!reference(defaults(), QStringLiteral("basic")).contains(QStringLiteral("can score 0")));
    }

    void escapesTheRulesetsTexts()
    {
        Ruleset ruleset = defaults();
        ruleset.setMeta(QJsonObject{
            {QStringLiteral("name"), QStringLiteral("<b>Bold</b> & <script>alert(1)</script> %2")},
            {QStringLiteral("version"), QStringLiteral("<i>9</i>")},
            {QStringLiteral("author"), QStringLiteral("<a href=\"http://example.com\">me</a>")},
            {QStringLiteral("notes"), QStringLiteral("<img src=\"file:///etc/passwd\"><table><tr><td>x")}});
        for (const QString &variant : {QStringLiteral("basic"), QString()}) {
            const QString html = reference(ruleset, variant);
            QVERIFY2(unexpectedMarkup(html).isEmpty(), qPrintable(unexpectedMarkup(html)));
            QVERIFY(html.contains(QStringLiteral("&lt;b&gt;Bold&lt;/b&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt; %2")));
            QVERIFY(html.contains(QStringLiteral("&lt;i&gt;9&lt;/i&gt;")));
            QVERIFY(html.contains(QStringLiteral("&lt;img src=&quot;file:///etc/passwd&quot;&gt;")));
            QVERIFY(!html.contains(QStringLiteral("<script")));
            QVERIFY(!html.contains(QStringLiteral("<img")));
            QVERIFY(!html.contains(QStringLiteral("<a ")));
        }
    }

    void rulesThatCannotBePlayedSayWhy()
    {
        Ruleset ruleset = defaults();
        ruleset.setValue(QStringLiteral("scoringTable"), QJsonArray());
        ruleset.setMeta(QJsonObject{{QStringLiteral("name"), QStringLiteral("<u>broken</u>")}});
        const QString html = reference(ruleset, QStringLiteral("basic"));
        QVERIFY(html.contains(QStringLiteral("cannot be played")));
        QVERIFY(html.contains(QStringLiteral("scoring table is empty")));
        QVERIFY(html.contains(QStringLiteral("&lt;u&gt;broken&lt;/u&gt;")));
        QVERIFY(unexpectedMarkup(html).isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_Reference)
#include "tst_reference.moc"
