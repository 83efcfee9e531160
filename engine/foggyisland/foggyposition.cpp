// Reading a position file: a board with tokens, fog, weather and whose turn it is
// (docs/formats.md, "Position"). Impossible positions are refused with the reason.
#include "foggygame.h"
#include "foggymodule.h"
#include "foggytext.h"
#include "scoring.h"

#include "core/gamerecord.h"
#include "core/jsonfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>
#include <optional>

namespace isle::foggy {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::foggy::Position)
};

QString codeList()
{
    QString codes;
    for (int kind = 0; kind < CharacterCount; ++kind)
        codes += QLatin1Char(characterInfo(kind).code);
    return codes;
}
} // namespace

// Builds a FoggyGame's state from a position object; friend of FoggyGame.
class FoggyPositionReader
{
public:
    FoggyPositionReader(const QJsonObject &position, Problems &problems)
        : m_position(position)
        , m_problems(problems)
    {
    }

    std::unique_ptr<Game> read(const FoggyModule &module, const Ruleset &ruleset);

private:
    bool readBoard(FoggyGame &game);
    bool readMercenaryState(FoggyGame &game);
    bool readHippos(FoggyGame &game);
    bool readPending(FoggyGame &game);
    bool readGameWeatherChoice(FoggyGame &game, const QJsonObject &pending);
    // Whether the position is the quick game's start, its weather being chosen.
    bool choosesGameWeather() const
    {
        return m_position.value(QStringLiteral("pending")).toObject().value(QStringLiteral("decision"))
            == QLatin1StringView("game-weather");
    }
    std::optional<std::array<int, SideCount>> readSidePair(const QString &key);
    bool readCounts(const QString &key, std::array<KindCounts, MaxFoggySeats> &counts, bool &present);

    const QJsonObject &m_position;
    Problems &m_problems;
    int m_seats = 2; // the variant's players
    // Face-up basic characters in Foggy weather: wrong in a round still being played, but
    // what a finished round shows once its tokens are turned up (row path, tile).
    QList<std::pair<QString, int>> m_faceUpBasics;
};

bool FoggyPositionReader::readCounts(const QString &key, std::array<KindCounts, MaxFoggySeats> &counts, bool &present)
{
    present = m_position.contains(key);
    if (!present)
        return true;
    const QString path = childPath(QStringLiteral("$"), key);
    const QJsonValue value = m_position.value(key);
    if (!value.isArray() || value.toArray().size() != m_seats) {
        m_problems.error(path, Tr::tr("expected an array of %1 objects, one per player, such as {\"wolf\": 3}")
                                   .arg(m_seats));
        return false;
    }
    const QJsonArray seats = value.toArray();
    for (int seat = 0; seat < m_seats; ++seat) {
        const QString seatPath = indexPath(path, seat);
        if (!seats.at(seat).isObject()) {
            m_problems.error(seatPath, Tr::tr("expected an object of character counts, found %1").arg(jsonTypeName(seats.at(seat))));
            continue;
        }
        const QJsonObject object = seats.at(seat).toObject();
        for (auto it = object.begin(); it != object.end(); ++it) {
            const auto character = characterFromId(it.key());
            if (!character) {
                m_problems.error(childPath(seatPath, it.key()), Tr::tr("unknown character; expected a character id such as wolf or pig"));
                continue;
            }
            if (const auto count = integerValue(it.value(), childPath(seatPath, it.key()), m_problems, 0, MaxSeatTokens))
                counts[seat][static_cast<int>(*character)] = static_cast<std::uint8_t>(*count);
        }
    }
    return !m_problems.hasErrors();
}

bool FoggyPositionReader::readBoard(FoggyGame &game)
{
    const FoggyRules &rules = game.rules();
    FoggyState &s = game.editState();
    const QJsonValue boardValue = m_position.value(QStringLiteral("board"));
    if (!boardValue.isArray() || boardValue.toArray().size() != rules.height) {
        m_problems.error(QStringLiteral("$.board"), Tr::tr("expected an array of %1 rows (the ruleset's board height)")
                                                        .arg(rules.height));
        return false;
    }
    const QJsonArray rows = boardValue.toArray();
    static const QRegularExpression separator(QStringLiteral("\\s+"));
    for (int y = 0; y < rules.height; ++y) {
        const QString rowPath = indexPath(QStringLiteral("$.board"), y);
        if (!rows.at(y).isString()) {
            m_problems.error(rowPath, Tr::tr("expected a string of %1 tiles separated by spaces").arg(rules.width));
            continue;
        }
        const QStringList tiles = rows.at(y).toString().split(separator, Qt::SkipEmptyParts);
        if (tiles.size() != rules.width) {
            m_problems.error(rowPath, Tr::tr("expected %1 tiles, found %2").arg(rules.width).arg(tiles.size()));
            continue;
        }
        for (int x = 0; x < rules.width; ++x) {
            const QString &code = tiles.at(x);
            const int cell = FoggyRules::cellAt(x, y);
            if (code == QLatin1StringView(".")) {
                s.cells[cell] = Token{};
                continue;
            }
            // "N1>2": a Chameleon of player 1 that now builds player 2's lines.
            const bool recoloured = code.size() == 4 && code.at(2) == u'>';
            const bool shaped = code.size() == 2 || recoloured;
            const auto character = shaped ? characterFromCode(code.at(0).toUpper().toLatin1()) : std::optional<Character>();
            const int owner = shaped ? code.at(1).digitValue() - 1 : -1;
            const int builds = recoloured ? code.at(3).digitValue() - 1 : -1;
            if (!character || owner < 0 || owner >= m_seats || (recoloured && (builds < 0 || builds > 1))
                || (recoloured && (*character != Character::Chameleon || code.at(0).isLower()))) {
                m_problems.error(rowPath, Tr::tr("tile %1: \"%2\" is not a token; expected \".\" or a character code (%3, "
                                             "lower case when face down) followed by the owner, 1 to %4; a face-up "
                                             "Chameleon may add >1 or >2 for the side whose lines it builds")
                                              .arg(cellName(cell), code, codeList())
                                              .arg(m_seats));
                continue;
            }
            Token token;
            token.kind = static_cast<std::uint8_t>(*character);
            token.owner = static_cast<std::uint8_t>(owner);
            token.side = rules.placedSide[owner][token.kind];
            if (recoloured)
                token.side = static_cast<std::uint8_t>(builds);
            token.flags = code.at(0).isLower() ? Token::FaceDown : 0;
            if (token.isFaceDown() && s.weather != Weather::Foggy)
                m_problems.error(rowPath, Tr::tr("tile %1: tokens lie face down only in Foggy weather").arg(cellName(cell)));
            if (!token.isFaceDown() && s.weather == Weather::Foggy && !characterInfo(token.kind).mercenary)
                m_faceUpBasics.append({rowPath, cell});
            for (int region = 0; region < rules.fogRegionCount; ++region)
                if ((s.coveredFog & (1U << region)) && rules.fogRegions[region].cells.test(cell))
                    m_problems.error(rowPath, Tr::tr("tile %1 is under fog region %2, where no token can be")
                                                  .arg(cellName(cell))
                                                  .arg(region));
            s.cells[cell] = token;
        }
    }
    return !m_problems.hasErrors();
}

std::optional<std::array<int, SideCount>> FoggyPositionReader::readSidePair(const QString &key)
{
    const QString path = childPath(QStringLiteral("$"), key);
    const QJsonValue value = m_position.value(key);
    if (!value.isArray() || value.toArray().size() != SideCount) {
        m_problems.error(path, Tr::tr("expected an array of two whole numbers, one per side"));
        return std::nullopt;
    }
    std::array<int, SideCount> result{};
    for (int side = 0; side < SideCount; ++side) {
        const auto number = integerValue(value.toArray().at(side), indexPath(path, side), m_problems, 0, 1000000);
        if (!number)
            return std::nullopt;
        result[side] = int(*number);
    }
    return result;
}

bool FoggyPositionReader::readMercenaryState(FoggyGame &game)
{
    FoggyState &s = game.editState();
    const FoggyRules &rules = game.rules();
    const QStringList keys{QStringLiteral("coins"), QStringLiteral("hiredCost"), QStringLiteral("owned"),
                           QStringLiteral("extraRounds"), QStringLiteral("hippo"), QStringLiteral("pending"),
                           QStringLiteral("turtleBonus")};
    if (!game.usesCoins()) {
        for (const QString &key : keys)
            if (m_position.contains(key))
                m_problems.error(childPath(QStringLiteral("$"), key), Tr::tr("only the mercenary game has this"));
        return !m_problems.hasErrors();
    }
    if (m_position.contains(QStringLiteral("coins")))
        if (const auto coins = readSidePair(QStringLiteral("coins")))
            s.coins = *coins;
    if (m_position.contains(QStringLiteral("hiredCost")))
        if (const auto cost = readSidePair(QStringLiteral("hiredCost")))
            s.hiredCost = *cost;
    if (m_position.contains(QStringLiteral("extraRounds")))
        s.extraRounds = static_cast<std::int8_t>(readInteger(m_position, QStringLiteral("extraRounds"), QStringLiteral("$"),
                                                             m_problems, 0, rules.maxExtraRounds)
                                                     .value_or(0));
    if (m_position.contains(QStringLiteral("turtleBonus"))) {
        // Placements a Turtle added to each player's next turn.
        const QJsonValue bonus = m_position.value(QStringLiteral("turtleBonus"));
        if (!bonus.isArray() || bonus.toArray().size() != m_seats) {
            m_problems.error(QStringLiteral("$.turtleBonus"),
                             Tr::tr("expected an array of %1 whole numbers, one per player").arg(m_seats));
        } else {
            for (int seat = 0; seat < m_seats; ++seat)
                if (const auto extra = integerValue(bonus.toArray().at(seat), indexPath(QStringLiteral("$.turtleBonus"), seat),
                                                    m_problems, 0, 8))
                    s.nextTurnBonus[seat] = static_cast<std::int8_t>(*extra);
        }
    }
    std::array<KindCounts, MaxFoggySeats> owned{};
    bool hasOwned = false;
    if (!readCounts(QStringLiteral("owned"), owned, hasOwned))
        return false;
    if (hasOwned) {
        // Hiring swaps tokens, so a set keeps the starting size; each mercenary as often as
        // it is for hire. In the team game the two teammates' sets make one such set.
        for (int seat = 0; seat < m_seats; ++seat) {
            const QString path = indexPath(QStringLiteral("$.owned"), seat);
            const int mate = game.teammate(seat);
            int total = 0;
            for (int kind = 0; kind < CharacterCount; ++kind) {
                const int teamCount = owned[seat][kind] + (mate != seat ? owned[mate][kind] : 0);
                total += teamCount;
                const CharacterRules &character = rules.characters[kind];
                const int most = characterInfo(kind).mercenary ? character.hireCount : character.basicCount;
                if (teamCount > most)
                    m_problems.error(childPath(path, characterId(kind)),
                                     Tr::tr("at most %1 %2 tokens a player can own, found %3")
                                         .arg(most)
                                         .arg(characterName(kind))
                                         .arg(teamCount));
            }
            if (total != rules.startingTokens())
                m_problems.error(path, mate != seat ? Tr::tr("a team's set keeps its %1 tokens when hiring; the two "
                                                             "teammates own %2")
                                                          .arg(rules.startingTokens())
                                                          .arg(total)
                                                    : Tr::tr("a player's set keeps its %1 tokens when hiring, found %2")
                                                          .arg(rules.startingTokens())
                                                          .arg(total));
            s.owned[seat] = owned[seat];
        }
    }
    return !m_problems.hasErrors();
}

bool FoggyPositionReader::readHippos(FoggyGame &game)
{
    // An unsettled Hippo: its owner's face-up Hippo on two tiles side by side.
    FoggyState &s = game.editState();
    if (!m_position.contains(QStringLiteral("hippo")))
        return true;
    const QJsonArray seats = m_position.value(QStringLiteral("hippo")).toArray();
    if (!m_position.value(QStringLiteral("hippo")).isArray() || seats.size() != m_seats) {
        m_problems.error(QStringLiteral("$.hippo"), Tr::tr("expected %1 entries, one per player: null or two tiles")
                                                        .arg(m_seats));
        return false;
    }
    for (int seat = 0; seat < m_seats; ++seat) {
        const QString path = indexPath(QStringLiteral("$.hippo"), seat);
        if (seats.at(seat).isNull())
            continue;
        const QJsonArray tiles = seats.at(seat).toArray();
        const int a = tiles.size() == 2 ? cellFromName(tiles.at(0).toString(), game.rules().width, game.rules().height) : -1;
        const int b = tiles.size() == 2 ? cellFromName(tiles.at(1).toString(), game.rules().width, game.rules().height) : -1;
        const int dx = FoggyRules::cellX(a) - FoggyRules::cellX(b);
        const int dy = FoggyRules::cellY(a) - FoggyRules::cellY(b);
        const auto isHippo = [&](int cell) {
            const Token &token = s.cells[cell];
            return token.kind == static_cast<int>(Character::Hippo) && token.owner == seat && !token.isFaceDown();
        };
        if (a < 0 || b < 0 || dx * dx + dy * dy != 1 || !isHippo(a) || !isHippo(b)) {
            m_problems.error(path, Tr::tr("expected null or two tiles side by side, each holding this player's "
                                          "face-up Hippo (written H and the player)"));
            continue;
        }
        s.cells[b].flags = static_cast<std::uint8_t>(s.cells[b].flags | Token::HippoSecond);
        s.hippo[seat] = {static_cast<std::int16_t>(a), static_cast<std::int16_t>(b)};
    }
    return !m_problems.hasErrors();
}

bool FoggyPositionReader::readPending(FoggyGame &game)
{
    // A turn under way (docs/formats.md, "pending"): its start-of-turn decisions are done,
    // and what a placement set off may still wait for a decision.
    FoggyState &s = game.editState();
    const FoggyRules &rules = game.rules();
    const QString path = QStringLiteral("$.pending");
    const QJsonValue value = m_position.value(QStringLiteral("pending"));
    if (!value.isObject()) {
        m_problems.error(path, Tr::tr("expected an object such as {\"decision\": \"place\", \"placementsLeft\": 2}"));
        return false;
    }
    const QJsonObject pending = value.toObject();
    rejectUnknownKeys(pending,
                      {QStringLiteral("decision"), QStringLiteral("placementsLeft"), QStringLiteral("placer"),
                       QStringLiteral("tile"), QStringLiteral("target")},
                      path, m_problems);
    static constexpr std::array<Phase, 7> Decisions{Phase::Place,         Phase::SwapTarget,  Phase::FoxExchange,
                                                    Phase::SnakeTarget,   Phase::SnakeExchange, Phase::PrairieSwap,
                                                    Phase::ChooseGameWeather};
    std::optional<Phase> phase;
    const auto decision = readString(pending, QStringLiteral("decision"), path, m_problems);
    for (const Phase candidate : Decisions)
        if (decision && *decision == QLatin1StringView(phaseId(candidate)))
            phase = candidate;
    if (decision && !phase)
        m_problems.error(childPath(path, QStringLiteral("decision")),
                         Tr::tr("expected place, swap, fox-exchange, snake-target, snake-exchange, prairie-swap or "
                                "game-weather"));
    if (phase == Phase::ChooseGameWeather)
        return readGameWeatherChoice(game, pending);
    const auto placements = pending.contains(QStringLiteral("placementsLeft"))
                                ? readInteger(pending, QStringLiteral("placementsLeft"), path, m_problems, 1, 9)
                                : std::optional<qint64>(1);
    if (m_problems.hasErrors())
        return false;
    s.placementsLeft = static_cast<std::int8_t>(*placements);
    s.turnStarting = false;
    s.phase = *phase;
    if (*phase == Phase::Place) {
        if (s.freeCount == 0) {
            m_problems.error(childPath(path, QStringLiteral("decision")), Tr::tr("the board is full; nothing can be placed"));
            return false;
        }
        if (s.freeOpen.isEmpty()) {
            game.requestFogLift(s.seat, s.seat);
        } else if (!game.canPlace(s.seat)) {
            m_problems.error(QStringLiteral("$.toMove"), Tr::tr("player %1 has no token that can be placed").arg(s.seat + 1));
            return false;
        }
        return true;
    }

    // An ability being resolved: the token that set it off, who placed it, who decides.
    const auto placer = readInteger(pending, QStringLiteral("placer"), path, m_problems, 1, m_seats);
    const auto tileName = readString(pending, QStringLiteral("tile"), path, m_problems);
    if (!placer || !tileName)
        return false;
    const int tile = cellFromName(*tileName, rules.width, rules.height);
    const int placerSeat = int(*placer) - 1;
    const Token &token = tile >= 0 ? s.cells[tile] : Token{};
    const auto is = [&token](Character character) { return token.kind == static_cast<int>(character); };
    const bool firing = *phase == Phase::SwapTarget    ? is(Character::Mouses) || is(Character::Mole)
                      : *phase == Phase::FoxExchange   ? is(Character::Fox)
                      : *phase == Phase::PrairieSwap   ? is(Character::PrairieDog)
                                                       : is(Character::Snake);
    if (tile < 0 || token.isEmpty() || token.isFaceDown() || token.owner != placerSeat || !firing) {
        m_problems.error(childPath(path, QStringLiteral("tile")),
                         Tr::tr("expected the tile of player %1's face-up %2 whose ability is being resolved")
                             .arg(placerSeat + 1)
                             .arg(decision.value_or(QString())));
        return false;
    }
    const bool byOpponent = *phase == Phase::FoxExchange || *phase == Phase::SnakeExchange;
    if (byOpponent != (sideOfSeat(s.seat) != sideOfSeat(placerSeat))) {
        m_problems.error(QStringLiteral("$.toMove"), byOpponent ? Tr::tr("this decision is made by an opponent of the placer")
                                                                : Tr::tr("this decision is made by the placer"));
        return false;
    }
    s.placer = static_cast<std::int8_t>(placerSeat);
    s.abilityCell = static_cast<std::int16_t>(tile);
    s.targetCell = -1;
    if (*phase == Phase::SnakeExchange) {
        const auto targetName = readString(pending, QStringLiteral("target"), path, m_problems);
        const int target = targetName ? cellFromName(*targetName, rules.width, rules.height) : -1;
        const Token &taken = target >= 0 ? s.cells[target] : Token{};
        if (target < 0 || taken.isEmpty() || taken.owner != s.seat || taken.side == SideWhite) {
            m_problems.error(childPath(path, QStringLiteral("target")),
                             Tr::tr("expected the tile of a token of player %1 that is not white, which the Snake sends back")
                                 .arg(s.seat + 1));
            return false;
        }
        s.targetCell = static_cast<std::int16_t>(target);
    }
    ActionList legal;
    game.legalActions(legal);
    if (legal.isEmpty()) {
        m_problems.error(path, Tr::tr("nothing can be chosen for this decision in this position"));
        return false;
    }
    return true;
}

bool FoggyPositionReader::readGameWeatherChoice(FoggyGame &game, const QJsonObject &pending)
{
    // The quick game's first decision (quickWeather "choose"): the second player chooses
    // the weather of the whole game before anyone hires.
    FoggyState &s = game.editState();
    const FoggyRules &rules = game.rules();
    const QString path = QStringLiteral("$.pending");
    if (game.variantKind() != Variant::Quick || rules.quickWeather != GameWeatherChosen) {
        m_problems.error(childPath(path, QStringLiteral("decision")),
                         Tr::tr("only the quick game whose quickWeather is \"choose\" has this decision"));
        return false;
    }
    for (const QString &key : {QStringLiteral("placementsLeft"), QStringLiteral("placer"), QStringLiteral("tile"),
                              QStringLiteral("target")})
        if (pending.contains(key))
            m_problems.error(childPath(path, key), Tr::tr("the choice of the game's weather takes no other key"));
    bool start = s.round == 0 && s.freeCount == rules.cellCount && s.weather == Weather::Sunny && s.coveredFog == 0
        && s.hiredCost[0] == 0 && s.hiredCost[1] == 0 && s.extraRounds == 0;
    for (int seat = 0; seat < m_seats; ++seat) {
        start = start && s.handCount[seat] == 0;
        for (int kind = 0; kind < CharacterCount; ++kind)
            start = start && s.owned[seat][kind] == rules.characters[kind].basicCount;
    }
    if (!start)
        m_problems.error(path, Tr::tr("the weather of the quick game is chosen at its start: round 1, Sunny without "
                                      "fog, an empty board, empty hands and nothing hired"));
    const int chooser = (s.roundStarter + 1) % m_seats;
    if (s.roundStarter != 0)
        m_problems.error(QStringLiteral("$.roundStarter"), Tr::tr("the quick game's first round is started by player 1"));
    else if (s.seat != chooser)
        m_problems.error(QStringLiteral("$.toMove"), Tr::tr("player %1, the first round's second player, chooses the "
                                                           "weather")
                                                         .arg(chooser + 1));
    if (m_problems.hasErrors())
        return false;
    if (!m_position.contains(QStringLiteral("coins")))
        s.coins = {rules.quickCoins, rules.quickCoins}; // the purse everyone hires with
    game.clearBoardAndFormPiles();
    game.chooseGameWeather();
    return true;
}

std::unique_ptr<Game> FoggyPositionReader::read(const FoggyModule &module, const Ruleset &ruleset)
{
    const QString root = QStringLiteral("$");
    if (checkFormatHeader(m_position, QStringLiteral("isleworks-position"), 1, m_problems) == 0)
        return nullptr;
    rejectUnknownKeys(m_position,
                      {QStringLiteral("format"), QStringLiteral("formatVersion"), QStringLiteral("game"),
                       QStringLiteral("variant"), QStringLiteral("ruleset"), QStringLiteral("board"),
                       QStringLiteral("fog"), QStringLiteral("weather"), QStringLiteral("round"),
                       QStringLiteral("roundStarter"), QStringLiteral("toMove"), QStringLiteral("hands"),
                       QStringLiteral("piles"), QStringLiteral("points"), QStringLiteral("seed"),
                       QStringLiteral("coins"), QStringLiteral("hiredCost"), QStringLiteral("owned"),
                       QStringLiteral("extraRounds"), QStringLiteral("hippo"), QStringLiteral("pending"),
                       QStringLiteral("turtleBonus")},
                      root, m_problems);
    const auto game = readString(m_position, QStringLiteral("game"), root, m_problems);
    if (game && *game != module.id())
        m_problems.error(QStringLiteral("$.game"), Tr::tr("expected \"%1\"").arg(module.id()));
    QString variant = QStringLiteral("basic");
    if (m_position.contains(QStringLiteral("variant"))) {
        variant = m_position.value(QStringLiteral("variant")).toString();
        if (!module.variants().contains(variant))
            m_problems.error(QStringLiteral("$.variant"), Tr::tr("expected one of: %1").arg(module.variants().join(QStringLiteral(", "))));
    }
    std::uint64_t seed = 0;
    if (m_position.contains(QStringLiteral("seed")))
        seed = seedFromJson(m_position.value(QStringLiteral("seed")), QStringLiteral("$.seed"), m_problems).value_or(0);
    if (m_problems.hasErrors())
        return nullptr;

    // The ruleset was checked when it was read; only its errors matter here.
    Problems rulesProblems(m_problems.file());
    auto created = module.newGame(ruleset, variant, seed, rulesProblems);
    if (!created) {
        m_problems.addNested(rulesProblems, QStringLiteral("$.ruleset"));
        return nullptr;
    }
    auto &foggyGame = static_cast<FoggyGame &>(*created);
    const FoggyRules &rules = foggyGame.rules();
    m_seats = foggyGame.seatCount();
    FoggyState &s = foggyGame.editState();
    foggyGame.setHistoryEnabled(false);

    s.weather = Weather::Sunny;
    if (m_position.contains(QStringLiteral("weather"))) {
        const QString weather = m_position.value(QStringLiteral("weather")).toString();
        bool found = false;
        for (int kind = 0; kind < WeatherKindCount; ++kind) {
            if (weather == QLatin1StringView(weatherId(static_cast<Weather>(kind)))) {
                s.weather = static_cast<Weather>(kind);
                found = true;
            }
        }
        if (!found)
            m_problems.error(QStringLiteral("$.weather"), Tr::tr("expected sunny, cloudy or foggy"));
        else if (s.weather != Weather::Sunny && !foggyGame.usesWeather())
            m_problems.error(QStringLiteral("$.weather"), Tr::tr("the basic game has no weather; expected sunny"));
    }
    s.coveredFog = 0;
    if (m_position.contains(QStringLiteral("fog"))) {
        const QJsonValue fog = m_position.value(QStringLiteral("fog"));
        const QJsonArray regions = fog.toArray();
        if (!fog.isArray())
            m_problems.error(QStringLiteral("$.fog"), Tr::tr("expected an array of covered fog region numbers"));
        for (qsizetype i = 0; i < regions.size(); ++i)
            if (const auto region = integerValue(regions.at(i), indexPath(QStringLiteral("$.fog"), i), m_problems, 0,
                                                 std::max(0, rules.fogRegionCount - 1)))
                s.coveredFog = static_cast<std::uint16_t>(s.coveredFog | (1U << *region));
        if (s.coveredFog && s.weather == Weather::Sunny)
            m_problems.error(QStringLiteral("$.fog"), Tr::tr("Sunny weather leaves the whole map open; expected no fog"));
        if (rules.fogRegionCount == 0 && !regions.isEmpty())
            m_problems.error(QStringLiteral("$.fog"), Tr::tr("the ruleset has no fog regions"));
    }
    if (!readMercenaryState(foggyGame))
        return nullptr;
    const int rounds = foggyGame.roundCount();
    const int round = int(m_position.contains(QStringLiteral("round"))
                              ? readInteger(m_position, QStringLiteral("round"), root, m_problems, 1, rounds).value_or(1)
                              : 1);
    const int starter = int(m_position.contains(QStringLiteral("roundStarter"))
                                ? readInteger(m_position, QStringLiteral("roundStarter"), root, m_problems, 1, m_seats).value_or(1)
                                : 1);
    const int toMove = int(m_position.contains(QStringLiteral("toMove"))
                               ? readInteger(m_position, QStringLiteral("toMove"), root, m_problems, 1, m_seats).value_or(1)
                               : 1);
    if (m_problems.hasErrors() || !readBoard(foggyGame) || !readHippos(foggyGame))
        return nullptr;

    std::array<KindCounts, MaxFoggySeats> hands{};
    std::array<KindCounts, MaxFoggySeats> piles{};
    bool hasHands = false;
    bool hasPiles = false;
    if (!readCounts(QStringLiteral("hands"), hands, hasHands) || !readCounts(QStringLiteral("piles"), piles, hasPiles))
        return nullptr;

    // Every token a player owns is on the board, in hand or in the pile, never more.
    std::array<KindCounts, MaxFoggySeats> onBoard{};
    rules.boardCells.forEach([&](int cell) {
        if (!s.cells[cell].isEmpty() && !(s.cells[cell].flags & Token::HippoSecond))
            ++onBoard[s.cells[cell].owner][s.cells[cell].kind];
    });
    for (int seat = 0; seat < m_seats; ++seat) {
        int handCount = 0;
        for (int kind = 0; kind < CharacterCount; ++kind) {
            const int owned = s.owned[seat][kind];
            const int used = onBoard[seat][kind] + hands[seat][kind] + (hasPiles ? piles[seat][kind] : 0);
            if (used > owned)
                m_problems.error(QStringLiteral("$.board"),
                                 (foggyGame.isTeamGame()
                                      ? Tr::tr("player %1 has %2 %3 tokens on the board, in hand and in the pile; their "
                                               "half of the team's set (\"owned\") holds %4")
                                      : Tr::tr("player %1 has %2 %3 tokens on the board, in hand and in the pile; the "
                                               "ruleset gives %4"))
                                     .arg(seat + 1)
                                     .arg(used)
                                     .arg(characterName(kind))
                                     .arg(owned));
            handCount += hands[seat][kind];
            if (!hasPiles)
                piles[seat][kind] = static_cast<std::uint8_t>(std::max(0, owned - used));
        }
        if (handCount > rules.handSize)
            m_problems.error(indexPath(QStringLiteral("$.hands"), seat),
                             Tr::tr("a hand holds at most %1 tokens, found %2").arg(rules.handSize).arg(handCount));
    }
    if (m_problems.hasErrors())
        return nullptr;

    // Points of the rounds before this one; for a finished round, possibly this one's too.
    std::array<std::array<std::optional<int>, MaxRounds>, SideCount> givenPoints{};
    if (m_position.contains(QStringLiteral("points"))) {
        const QJsonArray sides = m_position.value(QStringLiteral("points")).toArray();
        for (int side = 0; side < SideCount && side < sides.size(); ++side) {
            const QJsonArray earlier = sides.at(side).toArray();
            for (int r = 0; r < round && r < earlier.size(); ++r) {
                const auto value = integerValue(earlier.at(r), indexPath(indexPath(QStringLiteral("$.points"), side), r),
                                                m_problems, 0, 32767);
                givenPoints[side][r] = value;
                if (value && r < round - 1) {
                    s.roundPoints[side][r] = static_cast<std::int16_t>(*value);
                    s.totalPoints[side] += *value;
                }
            }
        }
        if (m_problems.hasErrors())
            return nullptr;
    }

    s.round = static_cast<std::int8_t>(round - 1);
    s.roundStarter = static_cast<std::int8_t>(starter - 1);
    s.weatherCardActive = foggyGame.usesWeather() && s.weather != Weather::Sunny;
    // In the quick and team games a card is out only in the first round of a drawn game
    // weather; a chosen or fixed one is no card.
    if (foggyGame.hasGameWeather() && (foggyGame.fixedGameWeather() != GameWeatherDrawn || round > 1))
        s.weatherCardActive = false;
    s.drawnCount = 0;
    if (foggyGame.usesWeather()) {
        // A fresh deck without the round's card (when one is out), in the position seed's order.
        s.deckHead = 0;
        s.deckSize = 0;
        bool activeTaken = !s.weatherCardActive;
        for (int kind = 0; kind < WeatherKindCount; ++kind) {
            for (int i = 0; i < rules.weatherDeck[kind]; ++i) {
                if (!activeTaken && kind == static_cast<int>(s.weather)) {
                    activeTaken = true;
                    continue;
                }
                s.deck[s.deckSize++] = static_cast<std::uint8_t>(kind);
            }
        }
        s.rng.shuffle(std::span<std::uint8_t>(s.deck.data(), s.deckSize));
    }
    s.lastPlacer = -1;
    // The quick or team game's one weather, when it was drawn or chosen: the weather in play.
    if (foggyGame.hasGameWeather() && foggyGame.fixedGameWeather() < 0 && !choosesGameWeather())
        s.gameWeather = static_cast<std::int8_t>(s.weather);
    for (int seat = 0; seat < m_seats; ++seat) {
        s.hand[seat] = hands[seat];
        s.pile[seat] = piles[seat];
        s.handCount[seat] = 0;
        s.pileCount[seat] = 0;
        for (int kind = 0; kind < CharacterCount; ++kind) {
            s.handCount[seat] = static_cast<std::uint8_t>(s.handCount[seat] + hands[seat][kind]);
            s.pileCount[seat] = static_cast<std::uint8_t>(s.pileCount[seat] + piles[seat][kind]);
        }
    }
    foggyGame.recomputeFreeTiles();
    // Without hands in the file, each player draws a hand from what is left, with the
    // position's seed; at the quick game's start hands are still empty.
    if (!hasHands && !choosesGameWeather())
        for (int seat = 0; seat < m_seats; ++seat)
            while (s.handCount[seat] < rules.handSize && s.pileCount[seat] > 0)
                foggyGame.drawFromPile(seat);
    s.phase = Phase::Place;
    s.seat = static_cast<std::int8_t>(toMove - 1);
    s.placementsLeft = 1;
    const bool pending = m_position.contains(QStringLiteral("pending"));
    if (!pending && !foggyGame.canPlace(s.seat))
        s.seat = static_cast<std::int8_t>(foggyGame.nextSeatWithTokens(s.seat));
    // An ability set off by the last placement is resolved before the round is scored.
    const bool roundOver = !pending && (s.freeCount == 0 || s.seat < 0);
    if (!roundOver && !m_faceUpBasics.isEmpty()) {
        for (const auto &[rowPath, cell] : std::as_const(m_faceUpBasics))
            m_problems.error(rowPath, Tr::tr("tile %1: in Foggy weather a %2 lies face down (write it in lower case); "
                                             "only mercenaries may lie face up")
                                          .arg(cellName(cell), characterName(s.cells[cell].kind)));
        return nullptr;
    }
    if (roundOver) {
        // A full board is a finished round: it counts (as given in the file, or scored
        // from the board) and the position can be scored, not continued.
        const auto scored = scoreSides(rules, s.cells);
        for (int side = 0; side < SideCount; ++side) {
            const int points = givenPoints[side][round - 1].value_or(scored[side]);
            s.roundPoints[side][round - 1] = static_cast<std::int16_t>(points);
            s.totalPoints[side] += points;
        }
        s.round = static_cast<std::int8_t>(round);
        s.phase = Phase::GameOver;
        s.seat = -1;
    } else if (pending) {
        if (!readPending(foggyGame))
            return nullptr;
    } else if (s.freeOpen.isEmpty()) {
        foggyGame.beginTurn(s.seat);
        foggyGame.requestFogLift(s.seat, s.seat);
    } else {
        // An unsettled Hippo or a Frog acts first at the start of the turn.
        foggyGame.beginTurn(s.seat);
        foggyGame.startTurnDecisions(s.seat);
    }
    foggyGame.setHistoryEnabled(true);
    return created;
}

std::unique_ptr<Game> FoggyModule::loadPosition(const QJsonObject &position, const Ruleset &ruleset,
                                                Problems &problems) const
{
    return FoggyPositionReader(position, problems).read(*this, ruleset);
}

} // namespace isle::foggy
