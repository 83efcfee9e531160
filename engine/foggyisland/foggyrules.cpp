#include "foggyrules.h"

#include "core/jsonfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <algorithm>
#include <map>

namespace isle::foggy {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::foggy::FoggyRules)
};

constexpr std::array<const char *, WeatherKindCount> WeatherIds{"sunny", "cloudy", "foggy"};

void compileScoring(const QJsonArray &rows, FoggyRules &rules, Problems &problems)
{
    const QString path = QStringLiteral("$.params.scoringTable");
    std::map<int, int> points;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonObject row = rows.at(i).toObject();
        const int length = row.value(QStringLiteral("length")).toInt();
        if (points.count(length))
            problems.error(childPath(indexPath(path, i), QStringLiteral("length")),
                           Tr::tr("length %1 appears twice; each line length has one value").arg(length));
        points[length] = row.value(QStringLiteral("points")).toInt();
    }
    if (points.empty()) {
        problems.error(path, Tr::tr("the scoring table is empty; expected at least one line length"));
        return;
    }
    int previousLength = points.begin()->first;
    int previousPoints = -1;
    for (const auto &[length, value] : points) {
        if (length != previousLength && length != previousLength + 1)
            problems.error(path, Tr::tr("a gap: no value for lines of length %1 (between %2 and %3)")
                                     .arg(previousLength + 1)
                                     .arg(previousLength)
                                     .arg(length));
        if (value < previousPoints)
            problems.warning(path, Tr::tr("a line of %1 scores less than a line of %2").arg(length).arg(previousLength));
        previousLength = length;
        previousPoints = value;
    }
    rules.minLineLength = points.begin()->first;
    rules.linePoints.fill(0);
    // Past the table's end each further tile adds the last step's growth again.
    int lastLength = points.rbegin()->first;
    int lastValue = points.rbegin()->second;
    int step = points.size() > 1 ? lastValue - std::prev(points.end(), 2)->second : 0;
    for (int length = rules.minLineLength; length <= MaxBoardSide; ++length) {
        if (length <= lastLength) {
            const auto it = points.find(length);
            rules.linePoints[length] = it != points.end() ? it->second : 0;
        } else {
            rules.linePoints[length] = std::max(0, lastValue + step * (length - lastLength));
        }
    }
}

void compileFog(const QJsonArray &rows, FoggyRules &rules, Problems &problems)
{
    const QString path = QStringLiteral("$.params.fogRegions");
    rules.fogRegionCount = 0;
    CellSet covered;
    for (qsizetype i = 0; i < rows.size() && i < MaxFogRegions; ++i) {
        const QJsonObject row = rows.at(i).toObject();
        FogRegion region;
        region.x = row.value(QStringLiteral("x")).toInt();
        region.y = row.value(QStringLiteral("y")).toInt();
        region.width = row.value(QStringLiteral("width")).toInt();
        region.height = row.value(QStringLiteral("height")).toInt();
        const QString rowPath = indexPath(path, i);
        if (region.x + region.width > rules.width || region.y + region.height > rules.height) {
            problems.error(rowPath, Tr::tr("the region (%1, %2, %3×%4) reaches off the %5×%6 board")
                                        .arg(region.x)
                                        .arg(region.y)
                                        .arg(region.width)
                                        .arg(region.height)
                                        .arg(rules.width)
                                        .arg(rules.height));
            continue;
        }
        for (int y = region.y; y < region.y + region.height; ++y)
            for (int x = region.x; x < region.x + region.width; ++x)
                region.cells.set(FoggyRules::cellAt(x, y));
        if (region.cells.intersects(covered))
            problems.error(rowPath, Tr::tr("the region overlaps an earlier fog region; each tile is under one fog board at most"));
        covered |= region.cells;
        rules.fogRegions[rules.fogRegionCount++] = region;
    }
}

// Every row, column and diagonal long enough to hold a line.
void compileLines(FoggyRules &rules)
{
    rules.lineCount = 0;
    const auto add = [&rules](int x, int y, int direction, int length) {
        if (length < rules.minLineLength || rules.lineCount >= MaxBoardLines)
            return;
        static constexpr std::array<int, 4> Steps{1, MaxBoardSide, MaxBoardSide + 1, MaxBoardSide - 1};
        BoardLine &line = rules.lines[rules.lineCount++];
        line.start = static_cast<std::int16_t>(FoggyRules::cellAt(x, y));
        line.step = static_cast<std::int8_t>(Steps[direction]);
        line.length = static_cast<std::int8_t>(length);
        line.direction = static_cast<std::int8_t>(direction);
    };
    const int w = rules.width;
    const int h = rules.height;
    for (int y = 0; y < h; ++y)
        add(0, y, 0, w);
    for (int x = 0; x < w; ++x)
        add(x, 0, 1, h);
    for (int x = 0; x < w; ++x)
        add(x, 0, 2, std::min(w - x, h));
    for (int y = 1; y < h; ++y)
        add(0, y, 2, std::min(w, h - y));
    for (int x = 0; x < w; ++x)
        add(x, 0, 3, std::min(x + 1, h));
    for (int y = 1; y < h; ++y)
        add(w - 1, y, 3, std::min(w, h - y));
}

void compileCharacters(const QJsonArray &rows, FoggyRules &rules, Problems &problems)
{
    const QString path = QStringLiteral("$.params.characters");
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QJsonObject row = rows.at(i).toObject();
        const auto character = characterFromId(row.value(QStringLiteral("id")).toString());
        if (!character)
            continue; // the schema has reported it
        CharacterRules &target = rules.characters[static_cast<int>(*character)];
        target.basicCount = row.value(QStringLiteral("basicCount")).toInt();
        target.hireCount = row.value(QStringLiteral("hireCount")).toInt();
        target.colour = faceColourFromId(row.value(QStringLiteral("faceColour")).toString()).value_or(FaceColour::Owner);
        target.multiplier = row.value(QStringLiteral("multiplier")).toInt(1);
        target.halvesLine = row.value(QStringLiteral("halvesLine")).toBool();
        target.cost = row.value(QStringLiteral("cost")).toInt();
        const QString replaces = row.value(QStringLiteral("replaces")).toString();
        const auto replaced = characterFromId(replaces);
        target.replaces = replaced ? static_cast<int>(*replaced) : -1;
        if (replaced && characterInfo(*replaced).mercenary)
            problems.error(childPath(indexPath(path, i), QStringLiteral("replaces")),
                           Tr::tr("a hired character replaces a basic character (wolf, rat, rabbit or pig)"));
        if (target.hireCount > 0 && target.replaces < 0)
            problems.error(childPath(indexPath(path, i), QStringLiteral("replaces")),
                           Tr::tr("a character for hire gives back a basic character, so the pile stays the same "
                                  "size; expected wolf, rat, rabbit or pig"));
        if (characterInfo(*character).mercenary && target.basicCount > 0)
            problems.error(childPath(indexPath(path, i), QStringLiteral("basicCount")),
                           Tr::tr("a mercenary is hired, never part of the starting set; expected 0"));
    }
    rules.mercenaryMask = 0;
    for (int kind = 0; kind < CharacterCount; ++kind) {
        rules.kindMultiplier[kind] = static_cast<std::uint8_t>(rules.characters[kind].multiplier);
        rules.kindHalves[kind] = rules.characters[kind].halvesLine ? 1 : 0;
        if (characterInfo(kind).mercenary)
            rules.mercenaryMask = static_cast<std::uint16_t>(rules.mercenaryMask | (1U << kind));
        for (int seat = 0; seat < 4; ++seat) {
            const int own = seat % SideCount;
            switch (rules.characters[kind].colour) {
            case FaceColour::Owner:
            case FaceColour::Chameleon: rules.placedSide[seat][kind] = static_cast<std::uint8_t>(own); break;
            case FaceColour::Opponent: rules.placedSide[seat][kind] = static_cast<std::uint8_t>(1 - own); break;
            case FaceColour::White: rules.placedSide[seat][kind] = 2; break; // SideWhite
            }
        }
    }
    if (rules.startingTokens() == 0)
        problems.error(path, Tr::tr("no player has any token: every basicCount is 0"));
    if (rules.startingTokens() > MaxSeatTokens)
        problems.error(path, Tr::tr("the starting set holds %1 tokens (the sum of every basicCount); at most %2 are "
                                    "allowed")
                                 .arg(rules.startingTokens())
                                 .arg(MaxSeatTokens));
}
} // namespace

const char *weatherId(Weather weather)
{
    return WeatherIds[static_cast<std::size_t>(weather)];
}

QString weatherName(Weather weather)
{
    switch (weather) {
    case Weather::Sunny: return QCoreApplication::translate("isle::foggy::Weather", "Sunny");
    case Weather::Cloudy: return QCoreApplication::translate("isle::foggy::Weather", "Cloudy");
    case Weather::Foggy: return QCoreApplication::translate("isle::foggy::Weather", "Foggy");
    }
    return {};
}

int FoggyRules::startingTokens() const
{
    int total = 0;
    for (const CharacterRules &character : characters)
        total += character.basicCount;
    return total;
}

std::shared_ptr<const FoggyRules> FoggyRules::compile(const Ruleset &ruleset, Problems &problems)
{
    auto rules = std::make_shared<FoggyRules>();
    rules->width = ruleset.integer(QStringLiteral("boardWidth"));
    rules->height = ruleset.integer(QStringLiteral("boardHeight"));
    if (rules->width < 3 || rules->width > MaxBoardSide || rules->height < 3 || rules->height > MaxBoardSide) {
        problems.error(QStringLiteral("$.params.boardWidth"), Tr::tr("expected a board from 3×3 to 16×16"));
        return nullptr;
    }
    rules->cellCount = rules->width * rules->height;
    for (int y = 0; y < rules->height; ++y) {
        for (int x = 0; x < rules->width; ++x) {
            const int cell = FoggyRules::cellAt(x, y);
            const int index = y * rules->width + x;
            rules->boardCells.set(cell);
            rules->emptyBoardList[static_cast<std::size_t>(index)] = static_cast<std::uint8_t>(cell);
            rules->emptyBoardIndex[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(index);
        }
    }
    compileFog(ruleset.table(QStringLiteral("fogRegions")), *rules, problems);
    compileScoring(ruleset.table(QStringLiteral("scoringTable")), *rules, problems);
    compileCharacters(ruleset.table(QStringLiteral("characters")), *rules, problems);
    rules->crowHalvingStacks = ruleset.boolean(QStringLiteral("crowHalvingStacks"));
    compileLines(*rules);
    rules->handSize = ruleset.integer(QStringLiteral("handSize"));
    rules->openingHand = ruleset.choice(QStringLiteral("openingHand")) == QLatin1StringView("random")
        ? OpeningHand::Random
        : OpeningHand::Choose;
    rules->basicRounds = ruleset.integer(QStringLiteral("basicRounds"));
    rules->weatherRounds = ruleset.integer(QStringLiteral("weatherRounds"));
    rules->mercenaryRounds = ruleset.integer(QStringLiteral("mercenaryRounds"));
    rules->maxExtraRounds = ruleset.integer(QStringLiteral("maxExtraRounds"));
    rules->quickRounds = ruleset.integer(QStringLiteral("quickRounds"));
    rules->quickCoins = ruleset.integer(QStringLiteral("quickCoins"));
    rules->teamRounds = ruleset.integer(QStringLiteral("teamRounds"));
    const auto gameWeather = [&ruleset](const QString &key) {
        const QString value = ruleset.choice(key);
        for (int kind = 0; kind < WeatherKindCount; ++kind)
            if (value == QLatin1StringView(WeatherIds[kind]))
                return kind;
        return value == QLatin1StringView("choose") ? GameWeatherChosen : GameWeatherDrawn;
    };
    rules->quickWeather = gameWeather(QStringLiteral("quickWeather"));
    rules->teamWeather = gameWeather(QStringLiteral("teamWeather"));
    rules->fogLifter = ruleset.choice(QStringLiteral("fogLifter")) == QLatin1StringView("last-placer")
        ? FogLifter::LastPlacer
        : FogLifter::NextPlayer;
    rules->ownerSeesFaceDown = ruleset.boolean(QStringLiteral("ownerSeesFaceDown"));
    rules->keptWeatherReturns = ruleset.boolean(QStringLiteral("keptWeatherReturns"));

    const QJsonArray deck = ruleset.table(QStringLiteral("weatherDeck"));
    int deckSize = 0;
    for (const QJsonValue &row : deck) {
        const QString id = row.toObject().value(QStringLiteral("weather")).toString();
        for (int kind = 0; kind < WeatherKindCount; ++kind)
            if (id == QLatin1StringView(WeatherIds[kind]))
                rules->weatherDeck[kind] = row.toObject().value(QStringLiteral("count")).toInt();
    }
    for (int count : rules->weatherDeck)
        deckSize += count;
    if (deckSize == 0)
        problems.error(QStringLiteral("$.params.weatherDeck"),
                       Tr::tr("the weather deck is empty; expected at least one card"));
    if (deckSize > MaxWeatherCards)
        problems.error(QStringLiteral("$.params.weatherDeck"),
                       Tr::tr("expected at most %1 weather cards, found %2").arg(MaxWeatherCards).arg(deckSize));
    if (problems.hasErrors())
        return nullptr;
    return rules;
}

QString cellName(int cell)
{
    return QChar(u'A' + FoggyRules::cellX(cell)) + QString::number(FoggyRules::cellY(cell) + 1);
}

int cellFromName(QStringView name, int width, int height)
{
    // Strictly as written (docs/formats.md, "Tile names"): an upper-case column letter,
    // then the row number in ASCII digits without sign, space or leading zero.
    if (name.size() < 2 || name.size() > 3)
        return -1;
    const char16_t letter = name.at(0).unicode();
    if (letter < u'A' || letter > u'Z' || name.at(1) == u'0')
        return -1;
    int row = 0;
    for (const QChar digit : name.mid(1)) {
        if (digit < u'0' || digit > u'9')
            return -1;
        row = row * 10 + (digit.unicode() - u'0');
    }
    const int column = letter - u'A';
    --row;
    if (column >= width || row < 0 || row >= height)
        return -1;
    return FoggyRules::cellAt(column, row);
}

} // namespace isle::foggy
