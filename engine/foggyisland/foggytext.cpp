// Decisions and events in words and JSON, for logs, records and the command line.
#include "foggytext.h"

#include "foggyevents.h"
#include "foggygame.h"
#include "scoring.h"

#include "core/jsonfile.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace isle::foggy {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::foggy::FoggyGame)
};

// One scoring line of scoreReport(): its cells, characters and how its points come about.
QString scoreLineText(const QJsonObject &line)
{
    QStringList cells;
    for (const QJsonValue &cell : line.value(QStringLiteral("cells")).toArray())
        cells.append(cell.toString());
    QStringList characters;
    for (const QJsonValue &name : line.value(QStringLiteral("names")).toArray())
        characters.append(name.toString());
    QString value = QString::number(line.value(QStringLiteral("basePoints")).toInt());
    const int multiplier = line.value(QStringLiteral("multiplier")).toInt();
    if (multiplier != 1)
        value += QStringLiteral(" × %1").arg(multiplier);
    for (int i = 0; i < line.value(QStringLiteral("halvings")).toInt(); ++i)
        value += QStringLiteral(" ÷ 2");
    return Tr::tr("  %1 %2–%3 (%4): length %5, %6 = %7 points")
        .arg(line.value(QStringLiteral("direction")).toString(), cells.value(0), cells.value(cells.size() - 1),
             characters.join(u' '))
        .arg(line.value(QStringLiteral("length")).toInt())
        .arg(value)
        .arg(line.value(QStringLiteral("points")).toInt());
}
} // namespace

QJsonObject actionToJson(const Action &action)
{
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::PickHand:
        return {{QStringLiteral("type"), QStringLiteral("pick")}, {QStringLiteral("character"), characterId(action.kind)}};
    case ActionType::ChooseWeather:
        return {{QStringLiteral("type"), QStringLiteral("weather")}, {QStringLiteral("keep"), int(action.extra)}};
    case ActionType::ChooseGameWeather:
        return {{QStringLiteral("type"), QStringLiteral("game-weather")},
                {QStringLiteral("weather"), action.extra < WeatherKindCount
                                                ? QString::fromLatin1(weatherId(static_cast<Weather>(action.extra)))
                                                : QString::number(action.extra)}};
    case ActionType::LiftFog:
        return {{QStringLiteral("type"), QStringLiteral("lift")}, {QStringLiteral("region"), int(action.extra)}};
    case ActionType::Hire:
        return {{QStringLiteral("type"), QStringLiteral("hire")}, {QStringLiteral("character"), characterId(action.kind)}};
    case ActionType::EndHiring:
        return {{QStringLiteral("type"), QStringLiteral("end-hiring")}};
    case ActionType::SwapWith:
        return {{QStringLiteral("type"), QStringLiteral("swap")}, {QStringLiteral("cell"), cellName(action.cell)}};
    case ActionType::Place: {
        QJsonObject place{{QStringLiteral("type"), QStringLiteral("place")},
                          {QStringLiteral("character"), characterId(action.kind)},
                          {QStringLiteral("cell"), cellName(action.cell)},
                          {QStringLiteral("faceDown"), action.flags != 0}};
        if (action.cell2 >= 0)
            place.insert(QStringLiteral("cell2"), cellName(action.cell2));
        return place;
    }
    case ActionType::Exchange:
        return {{QStringLiteral("type"), QStringLiteral("exchange")},
                {QStringLiteral("cell"), cellName(action.cell)},
                {QStringLiteral("character"), characterId(action.kind)}};
    case ActionType::Target:
        return {{QStringLiteral("type"), QStringLiteral("target")}, {QStringLiteral("cell"), cellName(action.cell)}};
    case ActionType::SwapPair:
        return {{QStringLiteral("type"), QStringLiteral("swap-pair")},
                {QStringLiteral("cell"), cellName(action.cell)},
                {QStringLiteral("cell2"), cellName(action.cell2)}};
    case ActionType::Settle:
        return {{QStringLiteral("type"), QStringLiteral("settle")}, {QStringLiteral("cell"), cellName(action.cell)}};
    case ActionType::MoveFrog:
        return {{QStringLiteral("type"), QStringLiteral("move-frog")},
                {QStringLiteral("cell"), cellName(action.cell)},
                {QStringLiteral("cell2"), cellName(action.cell2)}};
    case ActionType::Skip:
        return {{QStringLiteral("type"), QStringLiteral("skip")}};
    }
    return {};
}

std::optional<Action> actionFromJson(const QJsonObject &object, const QString &path, Problems &problems)
{
    const auto type = readString(object, QStringLiteral("type"), path, problems);
    if (!type)
        return std::nullopt;
    const auto readCharacter = [&]() -> std::optional<int> {
        const auto id = readString(object, QStringLiteral("character"), path, problems);
        if (!id)
            return std::nullopt;
        const auto character = characterFromId(*id);
        if (!character) {
            problems.error(childPath(path, QStringLiteral("character")), Tr::tr("unknown character \"%1\"").arg(*id));
            return std::nullopt;
        }
        return static_cast<int>(*character);
    };
    if (*type == QLatin1StringView("pick")) {
        rejectUnknownKeys(object, {QStringLiteral("type"), QStringLiteral("character")}, path, problems);
        const auto kind = readCharacter();
        return kind ? std::optional(FoggyGame::pickAction(*kind)) : std::nullopt;
    }
    if (*type == QLatin1StringView("hire")) {
        rejectUnknownKeys(object, {QStringLiteral("type"), QStringLiteral("character")}, path, problems);
        const auto kind = readCharacter();
        return kind ? std::optional(FoggyGame::hireAction(*kind)) : std::nullopt;
    }
    const auto readTile = [&](const QString &key) -> std::optional<int> {
        const auto text = readString(object, key, path, problems);
        if (!text)
            return std::nullopt;
        const int cell = cellFromName(*text);
        if (cell < 0) {
            problems.error(childPath(path, key), Tr::tr("expected a tile name from A1 to P16, found \"%1\"").arg(*text));
            return std::nullopt;
        }
        return cell;
    };
    const QString cellKey = QStringLiteral("cell");
    const QString cell2Key = QStringLiteral("cell2");
    if (*type == QLatin1StringView("swap") || *type == QLatin1StringView("target")
        || *type == QLatin1StringView("settle")) {
        rejectUnknownKeys(object, {QStringLiteral("type"), cellKey}, path, problems);
        const auto cell = readTile(cellKey);
        if (!cell)
            return std::nullopt;
        if (*type == QLatin1StringView("swap"))
            return FoggyGame::swapAction(*cell);
        return FoggyGame::abilityAction(*type == QLatin1StringView("target") ? ActionType::Target : ActionType::Settle,
                                        *cell);
    }
    if (*type == QLatin1StringView("swap-pair") || *type == QLatin1StringView("move-frog")) {
        rejectUnknownKeys(object, {QStringLiteral("type"), cellKey, cell2Key}, path, problems);
        const auto cell = readTile(cellKey);
        const auto cell2 = readTile(cell2Key);
        if (!cell || !cell2)
            return std::nullopt;
        return FoggyGame::abilityAction(*type == QLatin1StringView("swap-pair") ? ActionType::SwapPair
                                                                                : ActionType::MoveFrog,
                                        *cell, *cell2);
    }
    if (*type == QLatin1StringView("exchange")) {
        rejectUnknownKeys(object, {QStringLiteral("type"), cellKey, QStringLiteral("character")}, path, problems);
        const auto cell = readTile(cellKey);
        const auto kind = readCharacter();
        if (!cell || !kind)
            return std::nullopt;
        return FoggyGame::abilityAction(ActionType::Exchange, *cell, -1, *kind);
    }
    if (*type == QLatin1StringView("skip")) {
        rejectUnknownKeys(object, {QStringLiteral("type")}, path, problems);
        return FoggyGame::abilityAction(ActionType::Skip, -1);
    }
    if (*type == QLatin1StringView("end-hiring")) {
        rejectUnknownKeys(object, {QStringLiteral("type")}, path, problems);
        return FoggyGame::endHiringAction();
    }
    if (*type == QLatin1StringView("weather")) {
        rejectUnknownKeys(object, {QStringLiteral("type"), QStringLiteral("keep")}, path, problems);
        const auto keep = readInteger(object, QStringLiteral("keep"), path, problems, 0, 1);
        return keep ? std::optional(FoggyGame::weatherAction(int(*keep))) : std::nullopt;
    }
    if (*type == QLatin1StringView("game-weather")) {
        rejectUnknownKeys(object, {QStringLiteral("type"), QStringLiteral("weather")}, path, problems);
        const auto id = readString(object, QStringLiteral("weather"), path, problems);
        if (!id)
            return std::nullopt;
        for (int weather = 0; weather < WeatherKindCount; ++weather)
            if (*id == QLatin1StringView(weatherId(static_cast<Weather>(weather))))
                return FoggyGame::gameWeatherAction(static_cast<Weather>(weather));
        problems.error(childPath(path, QStringLiteral("weather")),
                       Tr::tr("unknown weather \"%1\"; expected sunny, cloudy or foggy").arg(*id));
        return std::nullopt;
    }
    if (*type == QLatin1StringView("lift")) {
        rejectUnknownKeys(object, {QStringLiteral("type"), QStringLiteral("region")}, path, problems);
        const auto region = readInteger(object, QStringLiteral("region"), path, problems, 0, MaxFogRegions - 1);
        return region ? std::optional(FoggyGame::liftAction(int(*region))) : std::nullopt;
    }
    if (*type == QLatin1StringView("place")) {
        rejectUnknownKeys(object, {QStringLiteral("type"), QStringLiteral("character"), cellKey, cell2Key,
                                   QStringLiteral("faceDown")},
                          path, problems);
        const auto kind = readCharacter();
        const auto cell = readTile(cellKey);
        std::optional<bool> faceDown = false;
        if (object.contains(QStringLiteral("faceDown")))
            faceDown = readBool(object, QStringLiteral("faceDown"), path, problems);
        std::optional<int> cell2 = -1;
        if (object.contains(cell2Key))
            cell2 = readTile(cell2Key);
        if (!kind || !cell || !faceDown || !cell2)
            return std::nullopt;
        return FoggyGame::placeAction(*kind, *cell, *faceDown, *cell2);
    }
    problems.error(childPath(path, QStringLiteral("type")),
                   Tr::tr("unknown decision \"%1\"; expected pick, weather, game-weather, lift, place, hire, end-hiring, "
                          "swap, exchange, target, swap-pair, settle, move-frog or skip").arg(*type));
    return std::nullopt;
}

QJsonObject FoggyGame::actionToJson(const Action &action) const
{
    return foggy::actionToJson(action);
}

QString FoggyGame::describeAction(const Action &action) const
{
    const auto tile = [](int cell) { return cell >= 0 && cell < MaxCells ? cellName(cell) : QString::number(cell); };
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::PickHand:
        return Tr::tr("pick %1 for the opening hand").arg(characterName(action.kind));
    case ActionType::ChooseWeather:
        if (action.extra < m_state.drawnCount)
            return Tr::tr("keep the %1 weather card").arg(weatherName(static_cast<Weather>(m_state.drawnWeather[action.extra])));
        return Tr::tr("keep weather card %1").arg(action.extra + 1);
    case ActionType::ChooseGameWeather:
        if (action.extra < WeatherKindCount)
            return Tr::tr("choose %1 weather for the whole game").arg(weatherName(static_cast<Weather>(action.extra)));
        return Tr::tr("choose weather %1 for the whole game").arg(action.extra + 1);
    case ActionType::LiftFog:
        return Tr::tr("lift fog board %1").arg(action.extra + 1);
    case ActionType::Hire:
        return Tr::tr("hire the %1").arg(characterName(action.kind));
    case ActionType::EndHiring:
        return Tr::tr("hire no more");
    case ActionType::SwapWith:
        return Tr::tr("swap places with the token on %1").arg(tile(action.cell));
    case ActionType::Exchange:
        return Tr::tr("exchange the token on %1 for %2 from the hand").arg(tile(action.cell), characterName(action.kind));
    case ActionType::Target:
        return Tr::tr("send the token on %1 back to its owner's hand").arg(tile(action.cell));
    case ActionType::SwapPair:
        return Tr::tr("swap the tokens on %1 and %2").arg(tile(action.cell), tile(action.cell2));
    case ActionType::Settle:
        return Tr::tr("move the Hippo onto %1").arg(tile(action.cell));
    case ActionType::MoveFrog:
        return Tr::tr("move the Frog from %1 to %2").arg(tile(action.cell), tile(action.cell2));
    case ActionType::Skip:
        return Tr::tr("do not use the ability");
    case ActionType::Place: {
        const QString where = action.cell >= 0 && action.cell < MaxCells ? cellName(action.cell) : QString::number(action.cell);
        if (action.cell2 >= 0)
            return Tr::tr("place %1 across %2 and %3").arg(characterName(action.kind), where, tile(action.cell2));
        return action.flags ? Tr::tr("place %1 face down on %2").arg(characterName(action.kind), where)
                            : Tr::tr("place %1 on %2").arg(characterName(action.kind), where);
    }
    }
    return Tr::tr("unknown decision");
}

QString FoggyGame::describeActionFor(const Action &action, int viewer) const
{
    // Only the deciding seat knows its hand and what it places face down, teammates
    // included (as observations have it).
    if (viewer >= 0 && viewer == decision().seat)
        return describeAction(action);
    const auto tile = [](int cell) { return cell >= 0 && cell < MaxCells ? cellName(cell) : QString::number(cell); };
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::PickHand: return Tr::tr("pick a token for the opening hand");
    case ActionType::Exchange: return Tr::tr("exchange the token on %1 for one from the hand").arg(tile(action.cell));
    case ActionType::Place:
        if (action.flags)
            return Tr::tr("place a token face down on %1").arg(tile(action.cell));
        break;
    default: break;
    }
    return describeAction(action);
}

QString FoggyGame::seatText(int seat) const
{
    const QString name = seat >= 0 ? seatNames().value(seat) : QString();
    return name.isEmpty() ? Tr::tr("Player %1").arg(seat + 1) : name;
}

QString FoggyGame::describeEvent(const GameEvent &event) const
{
    const QString seat = seatText(event.seat);
    switch (static_cast<FoggyEvent>(event.type)) {
    case FoggyEvent::RoundStarted: return Tr::tr("Round %1 begins; %2 starts").arg(event.a).arg(seat);
    case FoggyEvent::HandPicked: return Tr::tr("%1 picks %2").arg(seat, characterName(event.a));
    case FoggyEvent::HandDealt: return Tr::tr("%1 is dealt %n token(s)", nullptr, event.a).arg(seat);
    case FoggyEvent::WeatherDrawn:
        return Tr::tr("%1 draws %2 and %3")
            .arg(seat, weatherName(static_cast<Weather>(event.a)), weatherName(static_cast<Weather>(event.b)));
    case FoggyEvent::WeatherSet: return Tr::tr("The weather is %1").arg(weatherName(static_cast<Weather>(event.a)));
    case FoggyEvent::FogLifted: return Tr::tr("%1 lifts fog board %2").arg(seat).arg(event.a + 1);
    case FoggyEvent::TokenPlaced:
        return event.b < 0 ? Tr::tr("%1 places a token face down on %2").arg(seat, cellName(event.a))
                           : Tr::tr("%1 places %2 on %3").arg(seat, characterName(event.b), cellName(event.a));
    case FoggyEvent::TokenIdentity:
        return Tr::tr("%1's face-down token on %2 is %3").arg(seat, cellName(event.a), characterName(event.b));
    case FoggyEvent::TokenDrawn: return Tr::tr("%1 draws %2").arg(seat, characterName(event.a));
    case FoggyEvent::Passed: return Tr::tr("%1 has no token and passes").arg(seat);
    case FoggyEvent::TokensRevealed: return Tr::tr("%n face-down token(s) turned up", nullptr, event.a);
    case FoggyEvent::LineScored:
        return Tr::tr("Side %1 scores %2 for the %3 line from %4")
            .arg(event.a + 1)
            .arg(event.d)
            .arg(QString::fromLatin1(directionId(event.c)), cellName(event.b));
    case FoggyEvent::RoundEnded: return Tr::tr("Round %1 ends %2 to %3").arg(event.a).arg(event.b).arg(event.c);
    case FoggyEvent::Hired:
        return Tr::tr("%1 hires the %2 for %3 coins and gives back a %4")
            .arg(seat, characterName(event.a))
            .arg(event.c)
            .arg(characterName(event.b));
    case FoggyEvent::Recoloured:
        return Tr::tr("The Chameleon on %1 now builds side %2's lines").arg(cellName(event.a)).arg(event.b + 1);
    case FoggyEvent::Swapped:
        return Tr::tr("The tokens on %1 and %2 change places").arg(cellName(event.a), cellName(event.b));
    case FoggyEvent::Exchanged:
        return event.b < 0 ? Tr::tr("%1 exchanges the token on %2 for one face down").arg(seat, cellName(event.a))
                           : Tr::tr("%1 exchanges the token on %2 for %3").arg(seat, cellName(event.a), characterName(event.b));
    case FoggyEvent::AbilityUnused: {
        QString reason;
        switch (static_cast<Character>(event.a)) {
        case Character::Mouses:
        case Character::Mole: reason = Tr::tr("no opponent's token that is not white lies next to it to swap places with"); break;
        case Character::Fox: reason = Tr::tr("no opponent has a token that is not white next to it to exchange"); break;
        case Character::Snake: reason = Tr::tr("no opponent's token next to it can be taken (not white, and its owner must hold a token)"); break;
        case Character::PrairieDog: reason = Tr::tr("there are not two tokens next to it to swap (white ones never move)"); break;
        default: reason = Tr::tr("there is nothing for it to act on"); break;
        }
        return Tr::tr("%1's %2 on %3 does nothing: %4").arg(seat, characterName(event.a), cellName(event.b), reason);
    }
    case FoggyEvent::CoinsEarned:
        return Tr::tr("Side %1 earns %2 coins and has %3").arg(event.a + 1).arg(event.b).arg(event.c);
    case FoggyEvent::GameEnded:
        return event.a < 0 ? Tr::tr("The game ends in a draw") : Tr::tr("Side %1 wins").arg(event.a + 1);
    }
    return {};
}

QStringList FoggyGame::scoreReportText(const QJsonObject &report) const
{
    // Per side: its lines, then its total. Sides, not seats: the team game's two players
    // of a side build the same lines.
    const QJsonArray lines = report.value(QStringLiteral("lines")).toArray();
    const QJsonArray totals = report.value(QStringLiteral("totals")).toArray();
    QStringList text;
    for (int side = 0; side < totals.size(); ++side) {
        text.append(QString());
        text.append(Tr::tr("Player %1").arg(side + 1));
        int count = 0;
        for (const QJsonValue &line : lines) {
            if (line.toObject().value(QStringLiteral("side")).toInt() != side + 1)
                continue;
            text.append(scoreLineText(line.toObject()));
            ++count;
        }
        if (count == 0)
            text.append(Tr::tr("  no lines"));
        text.append(Tr::tr("  total: %1 points").arg(totals.at(side).toInt()));
    }
    return text;
}

const char *phaseId(Phase phase)
{
    switch (phase) {
    case Phase::PickHand: return "pick";
    case Phase::ChooseWeather: return "weather";
    case Phase::ChooseGameWeather: return "game-weather";
    case Phase::LiftFog: return "lift";
    case Phase::Place: return "place";
    case Phase::Hire: return "hire";
    case Phase::SwapTarget: return "swap";
    case Phase::FoxExchange: return "fox-exchange";
    case Phase::SnakeTarget: return "snake-target";
    case Phase::SnakeExchange: return "snake-exchange";
    case Phase::PrairieSwap: return "prairie-swap";
    case Phase::HippoSettle: return "hippo-settle";
    case Phase::FrogMove: return "frog-move";
    case Phase::GameOver: return "over";
    }
    return "";
}


} // namespace isle::foggy
