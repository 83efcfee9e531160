// The rules reference people read in the window (Help ▸ Rules of the Game) and the
// ability texts of tool tips, generated from the ruleset being played: every number
// here is the ruleset's, every rule the engine's (shared/rules/foggy-island.md,
// docs/games/foggyisland.md). Markup is fixed; every text is escaped on the way out.
#include "foggyreference.h"

#include "characters.h"
#include "foggymodule.h"
#include "foggystate.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <array>

namespace isle::foggy {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::foggy::Reference)
};

// The page, written only through these calls: each escapes the text it is given.
class Page
{
public:
    void heading(int level, const QString &text)
    {
        m_html += QStringLiteral("<h%1>%2</h%1>\n").arg(level).arg(text.toHtmlEscaped());
    }
    void paragraph(const QString &text)
    {
        if (!text.isEmpty())
            m_html += QStringLiteral("<p>%1</p>\n").arg(text.toHtmlEscaped());
    }
    void list(const QStringList &items)
    {
        if (items.isEmpty())
            return;
        m_html += QStringLiteral("<ul>\n");
        for (const QString &item : items)
            m_html += QStringLiteral("<li>%1</li>\n").arg(item.toHtmlEscaped());
        m_html += QStringLiteral("</ul>\n");
    }
    void table(const QStringList &headers, const QList<QStringList> &rows)
    {
        if (rows.isEmpty())
            return;
        m_html += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">\n<tr>");
        for (const QString &header : headers)
            m_html += QStringLiteral("<th>%1</th>").arg(header.toHtmlEscaped());
        m_html += QStringLiteral("</tr>\n");
        for (const QStringList &row : rows) {
            m_html += QStringLiteral("<tr>");
            for (const QString &cell : row)
                m_html += QStringLiteral("<td>%1</td>").arg(cell.toHtmlEscaped());
            m_html += QStringLiteral("</tr>\n");
        }
        m_html += QStringLiteral("</table>\n");
    }
    QString html() const { return m_html; }

private:
    QString m_html;
};

// Which rules the page covers: one variant, or all of them.
struct Scope
{
    bool all = true;
    Variant variant = Variant::Basic;

    bool has(Variant v) const { return all || variant == v; }
    bool weather() const { return all || variant != Variant::Basic; }
    bool coins() const { return all || variant >= Variant::Mercenary; }
    bool weatherDeck() const { return has(Variant::Weather) || has(Variant::Mercenary); }
};

QString variantTitle(Variant variant)
{
    switch (variant) {
    case Variant::Basic: return Tr::tr("Basic game");
    case Variant::Weather: return Tr::tr("Game with weather cards");
    case Variant::Mercenary: return Tr::tr("Game with mercenary characters");
    case Variant::Quick: return Tr::tr("Quick game");
    case Variant::Team: return Tr::tr("Team game (four players)");
    }
    return {};
}

// Characters in the starting set, then those for hire; in the engine's order.
QList<int> basicKinds(const FoggyRules &rules)
{
    QList<int> kinds;
    for (int kind = 0; kind < CharacterCount; ++kind)
        if (rules.characters[kind].basicCount > 0)
            kinds.append(kind);
    return kinds;
}

QList<int> hiredKinds(const FoggyRules &rules)
{
    QList<int> kinds;
    for (int kind = 0; kind < CharacterCount; ++kind)
        if (rules.characters[kind].hireCount > 0)
            kinds.append(kind);
    return kinds;
}

// The characters a game of this scope can put on the board.
QList<int> kindsInPlay(const FoggyRules &rules, const Scope &scope)
{
    QList<int> kinds = basicKinds(rules);
    if (scope.coins())
        kinds += hiredKinds(rules);
    std::sort(kinds.begin(), kinds.end());
    return kinds;
}

QString nameList(const QList<int> &kinds)
{
    QStringList names;
    for (int kind : kinds)
        names.append(characterName(kind));
    return names.join(Tr::tr(", "));
}

QString weatherRuleText(Weather weather, const FoggyRules &rules, const Scope &scope)
{
    switch (weather) {
    case Weather::Sunny: return Tr::tr("The whole island is open; tokens are placed face up.");
    case Weather::Cloudy:
        return rules.fogRegionCount > 0
            ? Tr::tr("Fog boards cover every fog region but one, chosen at random; tokens are placed face up.")
            : Tr::tr("As Sunny: these rules have no fog regions.");
    case Weather::Foggy: {
        QString text = rules.fogRegionCount > 0
            ? Tr::tr("Fog boards cover every fog region but one, chosen at random, and tokens are placed face down.")
            : Tr::tr("Tokens are placed face down (these rules have no fog regions).");
        if (scope.coins())
            text += QLatin1Char(' ')
                + Tr::tr("A mercenary may be placed face up instead; only then does its ability act.");
        return text;
    }
    }
    return {};
}

QString gameWeatherText(int weather)
{
    if (weather == GameWeatherChosen)
        return Tr::tr("Before anyone hires, the second player chooses Sunny, Cloudy or Foggy weather for the whole "
                      "game.");
    if (weather < 0)
        return Tr::tr("The weather is drawn once, as a round's weather is (the second player draws two cards and "
                      "keeps one), and stays for the whole game.");
    return Tr::tr("The whole game is played in %1 weather.").arg(weatherName(static_cast<Weather>(weather)));
}

QString fogRegionText(const FogRegion &region)
{
    const int first = FoggyRules::cellAt(region.x, region.y);
    const int last = FoggyRules::cellAt(region.x + region.width - 1, region.y + region.height - 1);
    return first == last ? cellName(first) : Tr::tr("%1 to %2").arg(cellName(first), cellName(last));
}

// The ruleset's longest listed line length (longer lines extend the table).
int lastListedLength(const Ruleset &ruleset)
{
    int last = 0;
    for (const QJsonValue &row : ruleset.table(QStringLiteral("scoringTable")))
        last = std::max(last, row.toObject().value(QStringLiteral("length")).toInt());
    return last;
}

void writeHeader(Page &page, const Ruleset &ruleset, const Scope &scope)
{
    page.heading(1, Tr::tr("%1: rules of the game").arg(FoggyModule::instance().displayName()));
    page.paragraph(scope.all ? Tr::tr("Every variant of the game.") : variantTitle(scope.variant));
    const QString name = ruleset.name();
    const QString version = ruleset.meta().value(QStringLiteral("version")).toString();
    const QString author = ruleset.meta().value(QStringLiteral("author")).toString();
    if (!name.isEmpty()) {
        QString line = Tr::tr("Rules: %1").arg(name);
        if (!version.isEmpty())
            line += QLatin1Char(' ') + Tr::tr("(version %1)").arg(version);
        if (!author.isEmpty())
            line += QLatin1Char(' ') + Tr::tr("by %1").arg(author);
        page.paragraph(line);
    }
    page.paragraph(ruleset.meta().value(QStringLiteral("notes")).toString());
    page.paragraph(Tr::tr("Every number on this page is the ruleset's: when the rules are edited, the page follows."));
}

void writeSetup(Page &page, const FoggyRules &rules, const Scope &scope)
{
    page.heading(2, Tr::tr("Setup"));
    page.paragraph(Tr::tr("The island is a board of %1 × %2 tiles. Tiles side by side in a row or a column are "
                          "neighbours; diagonal tiles are not.")
                       .arg(rules.width)
                       .arg(rules.height));
    QStringList set;
    for (int kind : basicKinds(rules))
        set.append(Tr::tr("%1 × %2").arg(rules.characters[kind].basicCount).arg(characterName(kind)));
    page.paragraph(Tr::tr("Each player's set of %n tokens: %1.", nullptr, rules.startingTokens())
                       .arg(set.join(Tr::tr(", "))));

    QList<QStringList> rows;
    const auto extra = [&rules](int rounds) {
        return rules.maxExtraRounds > 0
            ? Tr::tr("%1, and up to %n more to break a tie", nullptr, rules.maxExtraRounds).arg(rounds)
            : QString::number(rounds);
    };
    const auto fixedWeather = [](int weather) {
        if (weather == GameWeatherChosen)
            return Tr::tr("chosen once for the whole game");
        return weather < 0 ? Tr::tr("drawn once for the whole game")
                           : Tr::tr("%1 for the whole game").arg(weatherName(static_cast<Weather>(weather)));
    };
    if (scope.has(Variant::Basic))
        rows.append({variantTitle(Variant::Basic), QStringLiteral("2"), QString::number(rules.basicRounds),
                     Tr::tr("none: always open and face up"), Tr::tr("none")});
    if (scope.has(Variant::Weather))
        rows.append({variantTitle(Variant::Weather), QStringLiteral("2"), QString::number(rules.weatherRounds),
                     Tr::tr("drawn every round"), Tr::tr("none")});
    if (scope.has(Variant::Mercenary))
        rows.append({variantTitle(Variant::Mercenary), QStringLiteral("2"), extra(rules.mercenaryRounds),
                     Tr::tr("drawn every round"), Tr::tr("hired between rounds with the coins won")});
    if (scope.has(Variant::Quick))
        rows.append({variantTitle(Variant::Quick), QStringLiteral("2"), extra(rules.quickRounds),
                     fixedWeather(rules.quickWeather),
                     Tr::tr("hired with %1 coins before round 1, then between rounds").arg(rules.quickCoins)});
    if (scope.has(Variant::Team))
        rows.append({variantTitle(Variant::Team), QStringLiteral("4"), extra(rules.teamRounds),
                     fixedWeather(rules.teamWeather), Tr::tr("hired between rounds with the team's coins")});
    page.table({Tr::tr("Game"), Tr::tr("Players"), Tr::tr("Rounds"), Tr::tr("Weather"), Tr::tr("Mercenaries")},
               rows);
    if (scope.has(Variant::Team))
        page.paragraph(Tr::tr("Team game: players 1 and 3 play against players 2 and 4, seated alternately. Each "
                              "team owns one set of tokens, split anew between the teammates every round; a player "
                              "draws only from their own half. A team shares its coins."));
}

void writeRound(Page &page, const FoggyRules &rules, const Scope &scope)
{
    page.heading(2, Tr::tr("A round"));
    QStringList steps;
    steps.append(rules.openingHand == OpeningHand::Choose
                     ? Tr::tr("Every player takes all their tokens back and picks %n of them, one at a time, as their "
                              "opening hand; the rest form their face-down pile.",
                              nullptr, rules.handSize)
                     : Tr::tr("Every player takes all their tokens back and is dealt %n of them at random as their "
                              "opening hand; the rest form their face-down pile.",
                              nullptr, rules.handSize));
    if (scope.weatherDeck())
        steps.append(Tr::tr("With weather cards, the round's weather is chosen next (see Weather)."));
    steps.append(scope.weather()
                     ? Tr::tr("Players take turns, player 1 first in the first round. On your turn, place one token "
                              "from your hand on a free tile that no fog board covers.")
                     : Tr::tr("Players take turns, player 1 first in the first round. On your turn, place one token "
                              "from your hand on a free tile."));
    steps.append(Tr::tr("Then draw from your pile until you hold %n tokens again, as long as the pile lasts.", nullptr,
                        rules.handSize));
    steps.append(Tr::tr("A player with no token in hand, or none that fits on the board, is skipped."));
    if (scope.coins())
        steps.append(Tr::tr("With mercenaries, a turn may begin by settling a Hippo or hopping a Frog (see "
                            "Characters)."));
    steps.append(Tr::tr("The round ends when no free tile is left or nobody can place. Every line is scored (see "
                        "Scoring) and the board is cleared. The round's second player starts the next round."));
    page.list(steps);
}

void writeWeather(Page &page, const FoggyRules &rules, const Scope &scope)
{
    if (!scope.weather())
        return;
    page.heading(2, Tr::tr("Weather"));
    if (scope.weatherDeck()) {
        QString text = Tr::tr("At the start of each round, after the opening hands, the round's second player draws two "
                              "weather cards, keeps one as the round's weather and puts the other at the bottom of "
                              "the deck. The deck holds %1 Sunny, %2 Cloudy and %3 Foggy cards, shuffled once a game.")
                           .arg(rules.weatherDeck[0])
                           .arg(rules.weatherDeck[1])
                           .arg(rules.weatherDeck[2]);
        text += QLatin1Char(' ')
            + (rules.keptWeatherReturns
                   ? Tr::tr("The kept card goes to the bottom of the deck at the round's end.")
                   : Tr::tr("The kept card leaves the game; once the deck is empty, every round is Sunny."));
        if (scope.all)
            text = Tr::tr("Games with weather cards and with mercenaries: %1").arg(text);
        page.paragraph(text);
    }
    if (scope.has(Variant::Quick))
        page.paragraph(scope.all ? Tr::tr("Quick game: %1").arg(gameWeatherText(rules.quickWeather))
                                 : gameWeatherText(rules.quickWeather));
    if (scope.has(Variant::Team))
        page.paragraph(scope.all ? Tr::tr("Team game: %1").arg(gameWeatherText(rules.teamWeather))
                                 : gameWeatherText(rules.teamWeather));

    // The kinds of weather this scope can bring.
    std::array<bool, WeatherKindCount> possible{};
    if (scope.weatherDeck()) {
        for (int kind = 0; kind < WeatherKindCount; ++kind)
            possible[kind] = rules.weatherDeck[kind] > 0;
        if (!rules.keptWeatherReturns)
            possible[0] = true; // an empty deck means Sunny
    }
    const auto addGameWeather = [&](int weather) {
        for (int kind = 0; kind < WeatherKindCount; ++kind)
            possible[kind] = possible[kind] || weather == GameWeatherChosen
                || (weather < 0 ? rules.weatherDeck[kind] > 0 : weather == kind);
    };
    if (scope.has(Variant::Quick))
        addGameWeather(rules.quickWeather);
    if (scope.has(Variant::Team))
        addGameWeather(rules.teamWeather);
    QList<QStringList> rows;
    for (int kind = 0; kind < WeatherKindCount; ++kind)
        if (possible[kind])
            rows.append({weatherName(static_cast<Weather>(kind)),
                         weatherRuleText(static_cast<Weather>(kind), rules, scope)});
    page.table({Tr::tr("Weather"), Tr::tr("What it does")}, rows);

    if (possible[2]) {
        page.paragraph(rules.ownerSeesFaceDown
                           ? Tr::tr("Face-down tokens are hidden from the other players; their owner may look at them.")
                           : Tr::tr("Face-down tokens are hidden from everybody, their owner included."));
        page.paragraph(Tr::tr("Every face-down token is turned face up at the round's end, before scoring. A "
                              "character that changes a line's value counts even while face down."));
    }
    if ((possible[1] || possible[2]) && rules.fogRegionCount > 0) {
        page.heading(3, Tr::tr("Fog boards"));
        QStringList regions;
        for (int i = 0; i < rules.fogRegionCount; ++i)
            regions.append(Tr::tr("Fog board %1: tiles %2").arg(i + 1).arg(fogRegionText(rules.fogRegions[i])));
        page.paragraph(Tr::tr("The island has %n fog regions, each covered by its own fog board:", nullptr,
                              rules.fogRegionCount));
        page.list(regions);
        page.paragraph(Tr::tr("Tokens go only on open tiles. When no open tile is free, a fog board is lifted: %1 "
                              "chooses which (the last one is lifted at once). Then play goes on as usual.")
                           .arg(rules.fogLifter == FogLifter::NextPlayer
                                    ? Tr::tr("the next player")
                                    : Tr::tr("the player who filled the last tile")));
    }
}

void writeScoring(Page &page, const Ruleset &ruleset, const FoggyRules &rules, const Scope &scope)
{
    page.heading(2, Tr::tr("Scoring"));
    page.paragraph(Tr::tr("A line is a run of %n or more tokens next to each other across, down or diagonally that "
                          "all build the same player's lines. Any other token, an empty tile or the edge of the "
                          "island ends it. A run of five is one line of five, not three lines of three; a token "
                          "may belong to up to four lines, one in each direction, and scores in each.",
                          nullptr, rules.minLineLength));
    const int longest = std::max(rules.width, rules.height);
    const int listed = lastListedLength(ruleset);
    QList<QStringList> rows;
    for (int length = rules.minLineLength; length <= longest; ++length) {
        QString points = QString::number(rules.linePoints[length]);
        if (length > listed)
            points = Tr::tr("%1 (the table's last step again)").arg(points);
        rows.append({QString::number(length), points});
    }
    page.table({Tr::tr("Line length"), Tr::tr("Victory points")}, rows);

    const QList<int> kinds = kindsInPlay(rules, scope);
    QStringList effects;
    bool anyMultiplier = false;
    for (int kind : kinds)
        if (rules.characters[kind].multiplier > 1) {
            effects.append(Tr::tr("A line holding a %1 scores × %2.")
                               .arg(characterName(kind))
                               .arg(rules.characters[kind].multiplier));
            anyMultiplier = true;
        }
    if (anyMultiplier)
        effects.append(Tr::tr("Multipliers do not combine: a line with several scores only the largest."));
    QList<int> halving;
    for (int kind : kinds)
        if (rules.characters[kind].halvesLine) {
            halving.append(kind);
            effects.append(Tr::tr("A line holding a %1 scores half, rounded down, after any multiplier.")
                               .arg(characterName(kind)));
        }
    if (!halving.isEmpty()) {
        effects.append(rules.crowHalvingStacks
                           ? Tr::tr("Each halving character in a line halves it again.")
                           : Tr::tr("A line is halved once, however many halving characters it holds."));
        const int base = rules.linePoints[rules.minLineLength];
        effects.append(Tr::tr("So a line of %1 holding a %2 scores %3 instead of %4.")
                           .arg(rules.minLineLength)
                           .arg(characterName(halving.first()))
                           .arg(base / 2)
                           .arg(base));
    }
    page.list(effects);
    if (scope.coins())
        page.paragraph(Tr::tr("With mercenaries, each side also gains as many coins as the victory points it scored in "
                              "the round."));
}

QString replacedName(const CharacterRules &character)
{
    return character.replaces >= 0 ? characterName(character.replaces) : Tr::tr("nothing");
}

void writeCharacters(Page &page, const FoggyRules &rules, const Scope &scope)
{
    page.heading(2, Tr::tr("Characters"));
    page.paragraph(Tr::tr("Every token has an owner, and a face colour that decides whose lines it builds: its owner's, "
                          "the opponent's (a spy) or nobody's (white). An opponent's token, for an ability, is one the "
                          "opponent owns that is not white; abilities never move a white token."));
    QList<QStringList> rows;
    for (int kind : basicKinds(rules))
        rows.append({characterName(kind), QString::number(rules.characters[kind].basicCount),
                     characterAbility(kind, rules)});
    page.table({Tr::tr("Character"), Tr::tr("In each set"), Tr::tr("What it does")}, rows);
    if (!scope.coins())
        return;

    page.heading(3, Tr::tr("Mercenaries"));
    page.paragraph(Tr::tr("A mercenary's ability acts when it is placed face up, right after the placement. A change "
                          "to a line's value needs no ability: it counts face up or face down."));
    rows.clear();
    for (int kind : hiredKinds(rules)) {
        const CharacterRules &character = rules.characters[kind];
        rows.append({characterName(kind), QString::number(character.cost), replacedName(character),
                     QString::number(character.hireCount), characterAbility(kind, rules)});
    }
    page.table({Tr::tr("Mercenary"), Tr::tr("Cost (coins)"), Tr::tr("Replaces"), Tr::tr("For hire"),
                Tr::tr("What it does")},
               rows);
}

void writeHiring(Page &page, const FoggyRules &rules, const Scope &scope)
{
    if (!scope.coins())
        return;
    page.heading(2, Tr::tr("Hiring"));
    QStringList items;
    items.append(Tr::tr("After each round's scoring, every token goes back to its owner's set. The next round's "
                        "starter hires first, then the others in turn order; each hires as many as they like, one "
                        "at a time, and then says they are done."));
    items.append(Tr::tr("A hire pays the mercenary's cost and gives back the basic character it replaces, so the set "
                        "keeps its size (see the table above)."));
    items.append(Tr::tr("A hire is refused when the coins are short, every one of that mercenary is hired already, "
                        "or no basic character of the kind it replaces is left."));
    items.append(Tr::tr("Hires are public."));
    if (scope.has(Variant::Quick))
        items.append(Tr::tr("Quick game: each player starts with %1 coins and hires before the first round; the coins "
                            "not spent are given back, so only the coins the rounds bring count.")
                         .arg(rules.quickCoins));
    if (scope.has(Variant::Team))
        items.append(Tr::tr("Team game: a team's coins are shared. After each round one player of each team hires "
                            "first, teammates taking turns round by round; then the teammates may hire with what is "
                            "left. Limits and replaced characters count the team's whole set."));
    page.list(items);
}

void writeWinning(Page &page, const FoggyRules &rules, const Scope &scope)
{
    page.heading(2, Tr::tr("Winning"));
    if (scope.has(Variant::Basic) || scope.has(Variant::Weather))
        page.paragraph(scope.all ? Tr::tr("Basic game and game with weather cards: after the last round, the player "
                                          "with more victory points wins. A tie stays a tie.")
                                 : Tr::tr("After the last round, the player with more victory points wins. A tie stays "
                                          "a tie."));
    if (!scope.coins())
        return;
    QString coins = Tr::tr("After the last round, the side with more coins wins. Tied on coins, the side whose hired "
                           "mercenaries cost more in all wins. Still tied, one more round is played, hiring first, at "
                           "most %n times; then the game is a draw.",
                           nullptr, rules.maxExtraRounds);
    if (scope.all)
        coins = Tr::tr("Games with mercenaries: %1").arg(coins);
    page.paragraph(coins);
    if (scope.has(Variant::Team))
        page.paragraph(Tr::tr("In the team game both players of a team win together."));
}

void writeLegend(Page &page, const FoggyRules &rules, const Scope &scope)
{
    page.heading(2, Tr::tr("What the tokens show"));
    const QList<int> kinds = kindsInPlay(rules, scope);
    QList<int> spies;
    QList<int> white;
    for (int kind : kinds) {
        if (rules.characters[kind].colour == FaceColour::Opponent)
            spies.append(kind);
        else if (rules.characters[kind].colour == FaceColour::White)
            white.append(kind);
    }
    QStringList items;
    items.append(Tr::tr("A face-up token is a character on a disc. The disc's colour is the colour of the player "
                        "whose lines the token builds, which is not always its owner's."));
    if (!spies.isEmpty())
        items.append(Tr::tr("A spy (%1) is drawn on a disc in the opponent's colour: its owner placed it, but it "
                            "counts in the opponent's lines, and it ends its owner's.")
                         .arg(nameList(spies)));
    if (!white.isEmpty())
        items.append(Tr::tr("A white disc (%1) builds nobody's line and ends every line it stands in.")
                         .arg(nameList(white)));
    for (int kind : kinds)
        if (rules.characters[kind].halvesLine) {
            const int base = rules.linePoints[rules.minLineLength];
            items.append(Tr::tr("A line with a %1 in it scores half its points, rounded down: a line of %2 worth %3 "
                                "scores %4 with a %1. That is why such a line can score 0.")
                             .arg(characterName(kind))
                             .arg(rules.minLineLength)
                             .arg(base)
                             .arg(base / 2));
            break; // one example is enough
        }
    if (scope.weather())
        items.append(Tr::tr("A face-down token shows its owner's disc under the token's back, so everybody sees "
                            "whose it is but not what it is."));
    if (scope.coins() && kinds.contains(kindOf(Character::Chameleon)))
        items.append(Tr::tr("A Chameleon's disc changes colour when it takes the colour of a token placed next to "
                            "it."));
    if (scope.coins() && kinds.contains(kindOf(Character::Hippo)))
        items.append(Tr::tr("A Hippo placed face up lies across two tiles until its owner's next turn."));
    page.list(items);
}
} // namespace

QString characterAbility(int kind, const FoggyRules &rules)
{
    if (kind < 0 || kind >= CharacterCount)
        return {};
    const CharacterRules &character = rules.characters[kind];
    QStringList sentences;
    switch (character.colour) {
    case FaceColour::Owner: sentences.append(Tr::tr("Builds its owner's lines.")); break;
    case FaceColour::Opponent:
        sentences.append(Tr::tr("A spy: builds the opponent's lines, and shows the opponent's colour."));
        break;
    case FaceColour::White: sentences.append(Tr::tr("Neutral (white): builds nobody's line.")); break;
    case FaceColour::Chameleon: sentences.append(Tr::tr("Builds its owner's lines at first.")); break;
    }
    if (character.multiplier > 1)
        sentences.append(Tr::tr("A line holding it scores × %1.").arg(character.multiplier));
    if (character.halvesLine)
        sentences.append(Tr::tr("A line holding it scores half, rounded down."));
    switch (static_cast<Character>(kind)) {
    case Character::Wolf:
    case Character::Rat:
    case Character::Rabbit:
    case Character::Pig:
    case Character::Crow:
    case Character::Cat: break;
    case Character::Mole:
    case Character::Mouses:
        sentences.append(Tr::tr("Placed face up, it swaps places with an opponent's token next to it, if there is one."));
        break;
    case Character::PrairieDog:
        sentences.append(Tr::tr("Placed face up, its owner may swap two tokens on the tiles next to it."));
        break;
    case Character::Hippo:
        sentences.append(Tr::tr("Placed face up, it lies across two free tiles side by side and settles on one of them "
                                "at the start of its owner's next turn."));
        break;
    case Character::Chameleon:
        sentences.append(Tr::tr("Face up, it takes the colour of each token placed next to it (white leaves it as "
                                "it is)."));
        break;
    case Character::Fox:
        sentences.append(Tr::tr("Placed face up, the opponent must exchange one of their tokens next to it for a token "
                                "from their hand."));
        break;
    case Character::Turtle:
        sentences.append(Tr::tr("Placed face up, its owner places one more token at once, and the opponent's next turn "
                                "has one more placement too."));
        break;
    case Character::Frog:
        sentences.append(Tr::tr("Face up, it may hop to a free tile next to it at the start of each of its owner's "
                                "turns."));
        break;
    case Character::Snake:
        sentences.append(Tr::tr("Placed face up, its owner picks any opponent's token, which the opponent must "
                                "exchange for a token from their hand."));
        break;
    }
    return sentences.join(QLatin1Char(' '));
}

QString rulesReferenceHtml(const Ruleset &ruleset, const QString &variant)
{
    Scope scope;
    const QStringList variants = FoggyModule::instance().variants();
    const qsizetype index = variants.indexOf(variant);
    if (index >= 0) {
        scope.all = false;
        scope.variant = static_cast<Variant>(index);
    }
    Page page;
    writeHeader(page, ruleset, scope);
    Problems problems;
    const auto rules = FoggyRules::compile(ruleset, problems);
    if (!rules) {
        page.paragraph(Tr::tr("These rules cannot be played until their problems are fixed:"));
        QStringList messages;
        for (const Problem &problem : problems.items())
            if (problem.severity == Problem::Severity::Error)
                messages.append(problem.message);
        page.list(messages);
        return page.html();
    }
    writeSetup(page, *rules, scope);
    writeRound(page, *rules, scope);
    writeWeather(page, *rules, scope);
    writeScoring(page, ruleset, *rules, scope);
    writeCharacters(page, *rules, scope);
    writeHiring(page, *rules, scope);
    writeWinning(page, *rules, scope);
    writeLegend(page, *rules, scope);
    return page.html();
}

} // namespace isle::foggy
