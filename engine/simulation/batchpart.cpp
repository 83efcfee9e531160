// Partial results of a batch split over machines, and their merge: the file a shard
// writes is checked like any other file a person hands us (names the file and field).
#include "batchpart.h"

#include "core/game.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/jsonfile.h"
#include "players/player.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <limits>
#include <set>

namespace isle {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::Simulation)
};

constexpr qint64 MaxGames = 100000000;
constexpr qsizetype MaxPlayers = 64;

// Sums can pass 2^53, where a JSON number loses digits: written as decimal strings.
QJsonValue sumJson(qint64 value)
{
    return QString::number(value);
}

std::optional<qint64> readSum(const QJsonObject &object, const QString &key, const QString &path, Problems &problems,
                              qint64 min = std::numeric_limits<qint64>::min())
{
    const QJsonValue value = object.value(key);
    bool ok = false;
    const qint64 number = value.isString() ? value.toString().toLongLong(&ok) : 0;
    if (!ok || number < min) {
        problems.error(childPath(path, key), min == 0 ? Tr::tr("expected a whole number of at least 0, as a string")
                                                      : Tr::tr("expected a whole number, as a string"));
        return std::nullopt;
    }
    return number;
}

QJsonObject resultJson(const SimulationResult &result)
{
    QJsonArray seats;
    for (const SeatStatistics &stats : result.seatStats)
        seats.append(QJsonObject{{QStringLiteral("wins"), sumJson(stats.wins)},
                                 {QStringLiteral("draws"), sumJson(stats.draws)},
                                 {QStringLiteral("losses"), sumJson(stats.losses)},
                                 {QStringLiteral("scoreSum"), sumJson(stats.scoreSum)},
                                 {QStringLiteral("scoreSquares"), sumJson(stats.scoreSquares)},
                                 {QStringLiteral("scoreMin"), sumJson(stats.scoreMin)},
                                 {QStringLiteral("scoreMax"), sumJson(stats.scoreMax)}});
    QJsonArray tally;
    for (const qint64 count : result.tally.rawCounts())
        tally.append(sumJson(count));
    return QJsonObject{{QStringLiteral("games"), result.games},
                       {QStringLiteral("seats"), seats},
                       {QStringLiteral("decisionSum"), sumJson(result.decisionSum)},
                       {QStringLiteral("decisionSquares"), sumJson(result.decisionSquares)},
                       {QStringLiteral("decisionMin"), sumJson(result.decisionMin)},
                       {QStringLiteral("decisionMax"), sumJson(result.decisionMax)},
                       {QStringLiteral("drawGames"), sumJson(result.drawGames)},
                       {QStringLiteral("tally"), tally}};
}

// A shard's totals, laid out as the game under these rules lays them out (`seats`
// seats, `declared` figures, counted or not).
std::optional<SimulationResult> resultFromJson(const QJsonValue &value, const QString &path, int seats,
                                               const DesignerFigures &declared, bool counted, int maxGames,
                                               Problems &problems)
{
    if (!value.isObject()) {
        problems.error(path, Tr::tr("expected an object, found %1").arg(jsonTypeName(value)));
        return std::nullopt;
    }
    const QJsonObject object = value.toObject();
    rejectUnknownKeys(object,
                      {QStringLiteral("games"), QStringLiteral("seats"), QStringLiteral("decisionSum"),
                       QStringLiteral("decisionSquares"), QStringLiteral("decisionMin"), QStringLiteral("decisionMax"),
                       QStringLiteral("drawGames"), QStringLiteral("tally")},
                      path, problems);
    SimulationResult result;
    result.seats = seats;
    result.figures = declared;
    const auto games = readInteger(object, QStringLiteral("games"), path, problems, 0, maxGames);
    if (games)
        result.games = int(*games);
    const QJsonArray seatArray = object.value(QStringLiteral("seats")).toArray();
    const QString seatsPath = childPath(path, QStringLiteral("seats"));
    if (seatArray.size() != seats) {
        problems.error(seatsPath, Tr::tr("expected %n seat(s), as the game has", nullptr, seats));
        return std::nullopt;
    }
    for (qsizetype seat = 0; seat < seatArray.size(); ++seat) {
        const QString seatPath = indexPath(seatsPath, seat);
        const QJsonObject row = seatArray.at(seat).toObject();
        rejectUnknownKeys(row,
                          {QStringLiteral("wins"), QStringLiteral("draws"), QStringLiteral("losses"),
                           QStringLiteral("scoreSum"), QStringLiteral("scoreSquares"), QStringLiteral("scoreMin"),
                           QStringLiteral("scoreMax")},
                          seatPath, problems);
        SeatStatistics stats;
        const auto wins = readSum(row, QStringLiteral("wins"), seatPath, problems, 0);
        const auto draws = readSum(row, QStringLiteral("draws"), seatPath, problems, 0);
        const auto losses = readSum(row, QStringLiteral("losses"), seatPath, problems, 0);
        const auto scoreSum = readSum(row, QStringLiteral("scoreSum"), seatPath, problems);
        const auto scoreSquares = readSum(row, QStringLiteral("scoreSquares"), seatPath, problems, 0);
        const auto scoreMin = readSum(row, QStringLiteral("scoreMin"), seatPath, problems);
        const auto scoreMax = readSum(row, QStringLiteral("scoreMax"), seatPath, problems);
        if (!wins || !draws || !losses || !scoreSum || !scoreSquares || !scoreMin || !scoreMax)
            continue;
        if (games && *wins + *draws + *losses != *games)
            problems.error(seatPath, Tr::tr("wins, draws and losses add up to %1, not to the %2 games played")
                                         .arg(*wins + *draws + *losses)
                                         .arg(*games));
        stats = {*wins, *draws, *losses, *scoreSum, *scoreSquares, *scoreMin, *scoreMax};
        result.seatStats.push_back(stats);
    }
    const auto decisionSum = readSum(object, QStringLiteral("decisionSum"), path, problems, 0);
    const auto decisionSquares = readSum(object, QStringLiteral("decisionSquares"), path, problems, 0);
    const auto decisionMin = readSum(object, QStringLiteral("decisionMin"), path, problems, 0);
    const auto decisionMax = readSum(object, QStringLiteral("decisionMax"), path, problems, 0);
    const auto drawGames = readSum(object, QStringLiteral("drawGames"), path, problems, 0);
    if (decisionSum && decisionSquares && decisionMin && decisionMax && drawGames) {
        result.decisionSum = *decisionSum;
        result.decisionSquares = *decisionSquares;
        result.decisionMin = *decisionMin;
        result.decisionMax = *decisionMax;
        result.drawGames = *drawGames;
        if (games && *drawGames > *games)
            problems.error(childPath(path, QStringLiteral("drawGames")),
                           Tr::tr("expected at most the %1 games played").arg(*games));
    }

    const QString tallyPath = childPath(path, QStringLiteral("tally"));
    const QJsonArray tallyArray = object.value(QStringLiteral("tally")).toArray();
    FigureTally tally;
    if (counted)
        tally = FigureTally(declared);
    if (tallyArray.size() != qsizetype(tally.rawCounts().size())) {
        problems.error(tallyPath, Tr::tr("expected %n count(s), as the game's figures are laid out", nullptr,
                                         int(tally.rawCounts().size())));
        return std::nullopt;
    }
    std::vector<qint64> counts;
    counts.reserve(std::size_t(tallyArray.size()));
    for (qsizetype i = 0; i < tallyArray.size(); ++i) {
        bool ok = false;
        const qint64 count = tallyArray.at(i).toString().toLongLong(&ok);
        if (!ok) {
            problems.error(indexPath(tallyPath, i), Tr::tr("expected a whole number, as a string"));
            return std::nullopt;
        }
        counts.push_back(count);
    }
    tally.setRawCounts(counts);
    result.tally = tally;
    if (problems.hasErrors())
        return std::nullopt;
    return result;
}

QJsonObject pairedJson(const PairedSums &sums)
{
    return QJsonObject{{QStringLiteral("id"), sums.id},
                       {QStringLiteral("count"), sumJson(sums.count)},
                       {QStringLiteral("sumA"), sumJson(sums.sumA)},
                       {QStringLiteral("sumB"), sumJson(sums.sumB)},
                       {QStringLiteral("sumDifference"), sumJson(sums.sumDifference)},
                       {QStringLiteral("sumDifferenceSquares"), sumJson(sums.sumDifferenceSquares)}};
}

const QString SimulateCommand = QStringLiteral("simulate");
const QString CompareCommand = QStringLiteral("compare");
} // namespace

QJsonObject BatchPart::toJson() const
{
    const bool compare = kind == Kind::Compare;
    QJsonObject object{{QStringLiteral("format"), FormatName},
                       {QStringLiteral("formatVersion"), FormatVersion},
                       {QStringLiteral("command"), compare ? CompareCommand : SimulateCommand},
                       {QStringLiteral("game"), config.gameId},
                       {QStringLiteral("variant"), config.variant},
                       {QStringLiteral("players"), QJsonArray::fromStringList(config.players)},
                       {QStringLiteral("seed"), QString::number(config.seed)},
                       {QStringLiteral("games"), config.games},
                       {QStringLiteral("shard"), config.shard.toString()},
                       {QStringLiteral("figures"), config.tallyFigures}};
    if (compare) {
        object.insert(QStringLiteral("rulesets"), QJsonArray{rulesetA.toJson(), rulesetB.toJson()});
        object.insert(QStringLiteral("rulesetNames"), QJsonArray::fromStringList(rulesetNames));
        object.insert(QStringLiteral("results"), QJsonArray{resultJson(comparison.a), resultJson(comparison.b)});
        object.insert(QStringLiteral("pairedGames"), comparison.games);
        QJsonArray paired;
        for (const PairedSums &sums : comparison.sums)
            paired.append(pairedJson(sums));
        object.insert(QStringLiteral("paired"), paired);
    } else {
        object.insert(QStringLiteral("rulesets"), QJsonArray{config.ruleset.toJson()});
        object.insert(QStringLiteral("results"), QJsonArray{resultJson(result)});
    }
    return object;
}

std::optional<BatchPart> BatchPart::fromJson(const QJsonObject &object, Problems &problems)
{
    const QString root = QStringLiteral("$");
    if (checkFormatHeader(object, FormatName, FormatVersion, problems) == 0)
        return std::nullopt;
    rejectUnknownKeys(object,
                      {QStringLiteral("format"), QStringLiteral("formatVersion"), QStringLiteral("command"),
                       QStringLiteral("game"), QStringLiteral("variant"), QStringLiteral("players"),
                       QStringLiteral("seed"), QStringLiteral("games"), QStringLiteral("shard"),
                       QStringLiteral("figures"), QStringLiteral("rulesets"), QStringLiteral("rulesetNames"),
                       QStringLiteral("results"), QStringLiteral("pairedGames"), QStringLiteral("paired")},
                      root, problems);
    BatchPart part;
    const auto command = readString(object, QStringLiteral("command"), root, problems);
    if (command && *command != SimulateCommand && *command != CompareCommand)
        problems.error(QStringLiteral("$.command"), Tr::tr("expected \"simulate\" or \"compare\""));
    part.kind = command && *command == CompareCommand ? Kind::Compare : Kind::Simulate;
    const bool compare = part.kind == Kind::Compare;

    const auto game = readString(object, QStringLiteral("game"), root, problems);
    const auto variant = readString(object, QStringLiteral("variant"), root, problems);
    const auto seed = readString(object, QStringLiteral("seed"), root, problems);
    const auto games = readInteger(object, QStringLiteral("games"), root, problems, 1, MaxGames);
    const auto shard = readString(object, QStringLiteral("shard"), root, problems);
    const auto figures = readBool(object, QStringLiteral("figures"), root, problems);
    if (problems.hasErrors())
        return std::nullopt;
    SimulationConfig &config = part.config;
    config.gameId = *game;
    config.variant = *variant;
    config.games = int(*games);
    config.tallyFigures = *figures || compare;
    bool seedOk = false;
    config.seed = seed->toULongLong(&seedOk);
    if (!seedOk)
        problems.error(QStringLiteral("$.seed"), Tr::tr("expected an unsigned 64-bit integer, as a string"));
    QString shardError;
    const auto parsedShard = Shard::parse(*shard, &shardError);
    if (parsedShard)
        config.shard = *parsedShard;
    else
        problems.error(QStringLiteral("$.shard"), shardError);

    const QJsonArray players = object.value(QStringLiteral("players")).toArray();
    if (players.isEmpty() || players.size() > MaxPlayers)
        problems.error(QStringLiteral("$.players"), Tr::tr("expected 1 to %1 player names").arg(MaxPlayers));
    for (qsizetype i = 0; i < players.size() && i < MaxPlayers; ++i) {
        QString error;
        const QString name = players.at(i).toString();
        if (!players.at(i).isString() || !createPlayer(name, &error))
            problems.error(indexPath(QStringLiteral("$.players"), i),
                           error.isEmpty() ? Tr::tr("expected a player name") : error);
        config.players.append(name);
    }

    const GameModule *module = GameRegistry::find(config.gameId);
    if (!module) {
        problems.error(QStringLiteral("$.game"), Tr::tr("unknown game \"%1\"").arg(config.gameId));
        return std::nullopt;
    }
    if (!module->variants().contains(config.variant))
        problems.error(QStringLiteral("$.variant"), Tr::tr("expected one of: %1")
                                                        .arg(module->variants().join(QStringLiteral(", "))));
    if (problems.hasErrors())
        return std::nullopt;

    const qsizetype sides = compare ? 2 : 1;
    const QJsonArray rulesets = object.value(QStringLiteral("rulesets")).toArray();
    const QJsonArray results = object.value(QStringLiteral("results")).toArray();
    if (rulesets.size() != sides)
        problems.error(QStringLiteral("$.rulesets"), Tr::tr("expected %n ruleset(s)", nullptr, int(sides)));
    if (results.size() != sides)
        problems.error(QStringLiteral("$.results"), Tr::tr("expected %n result(s)", nullptr, int(sides)));
    if (problems.hasErrors())
        return std::nullopt;
    std::array<SimulationResult, 2> sideResults;
    const int shardGames = config.shard.endGame(config.games) - config.shard.firstGame(config.games);
    for (qsizetype side = 0; side < sides; ++side) {
        const QString rulesetPath = indexPath(QStringLiteral("$.rulesets"), side);
        Problems rulesetProblems;
        const auto ruleset = Ruleset::fromJson(rulesets.at(side).toObject(), rulesetProblems);
        problems.addNested(rulesetProblems, rulesetPath);
        if (!ruleset)
            return std::nullopt;
        if (ruleset->gameId() != config.gameId) {
            problems.error(childPath(rulesetPath, QStringLiteral("game")),
                           Tr::tr("expected a ruleset for \"%1\"").arg(config.gameId));
            return std::nullopt;
        }
        (side == 0 ? (compare ? part.rulesetA : config.ruleset) : part.rulesetB) = *ruleset;
        Problems gameProblems;
        const auto prototype = module->newGame(*ruleset, config.variant, config.seed, gameProblems);
        problems.addNested(gameProblems, rulesetPath);
        if (!prototype)
            return std::nullopt;
        const auto result = resultFromJson(results.at(side), indexPath(QStringLiteral("$.results"), side),
                                           prototype->seatCount(), prototype->designerFigures(),
                                           config.tallyFigures, shardGames, problems);
        if (!result)
            return std::nullopt;
        sideResults[std::size_t(side)] = *result;
    }

    if (!compare) {
        part.result = sideResults[0];
        return part;
    }
    const QJsonArray names = object.value(QStringLiteral("rulesetNames")).toArray();
    if (names.size() != 2 || !names.at(0).isString() || !names.at(1).isString()) {
        problems.error(QStringLiteral("$.rulesetNames"), Tr::tr("expected the names of the two ruleset files"));
        return std::nullopt;
    }
    part.rulesetNames = {names.at(0).toString(), names.at(1).toString()};
    ComparisonResult &comparison = part.comparison;
    comparison.a = sideResults[0];
    comparison.b = sideResults[1];
    const auto pairedGames = readInteger(object, QStringLiteral("pairedGames"), root, problems, 0, shardGames);
    if (!pairedGames)
        return std::nullopt;
    comparison.games = int(*pairedGames);
    comparison.sums = pairedFigures(comparison.a.figures);
    const QJsonArray paired = object.value(QStringLiteral("paired")).toArray();
    if (paired.size() != comparison.sums.size()) {
        problems.error(QStringLiteral("$.paired"),
                       Tr::tr("expected %n compared figure(s), as the game declares", nullptr, int(comparison.sums.size())));
        return std::nullopt;
    }
    for (qsizetype i = 0; i < paired.size(); ++i) {
        const QString path = indexPath(QStringLiteral("$.paired"), i);
        const QJsonObject row = paired.at(i).toObject();
        PairedSums &sums = comparison.sums[i];
        rejectUnknownKeys(row,
                          {QStringLiteral("id"), QStringLiteral("count"), QStringLiteral("sumA"), QStringLiteral("sumB"),
                           QStringLiteral("sumDifference"), QStringLiteral("sumDifferenceSquares")},
                          path, problems);
        if (row.value(QStringLiteral("id")).toString() != sums.id) {
            problems.error(childPath(path, QStringLiteral("id")), Tr::tr("expected \"%1\"").arg(sums.id));
            continue;
        }
        const auto count = readSum(row, QStringLiteral("count"), path, problems, 0);
        const auto sumA = readSum(row, QStringLiteral("sumA"), path, problems);
        const auto sumB = readSum(row, QStringLiteral("sumB"), path, problems);
        const auto difference = readSum(row, QStringLiteral("sumDifference"), path, problems);
        const auto squares = readSum(row, QStringLiteral("sumDifferenceSquares"), path, problems, 0);
        if (!count || !sumA || !sumB || !difference || !squares)
            continue;
        if (*count != comparison.games)
            problems.error(childPath(path, QStringLiteral("count")),
                           Tr::tr("expected the %1 paired games").arg(comparison.games));
        sums.count = *count;
        sums.sumA = *sumA;
        sums.sumB = *sumB;
        sums.sumDifference = *difference;
        sums.sumDifferenceSquares = *squares;
        comparison.figures.append(sums.figure());
    }
    if (problems.hasErrors())
        return std::nullopt;
    return part;
}

std::optional<BatchPart> mergeBatchParts(const QList<BatchPart> &parts, QList<Problems> &partProblems,
                                         Problems &problems)
{
    if (parts.isEmpty()) {
        problems.error(QString(), Tr::tr("no parts to merge"));
        return std::nullopt;
    }
    const BatchPart &first = parts.first();
    Q_ASSERT(partProblems.size() == parts.size());
    bool failed = false;
    const auto fail = [&](qsizetype i, const QString &field, const QString &message) {
        partProblems[i].error(field, message);
        failed = true;
    };
    const int count = first.config.shard.count;
    std::set<int> seen;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const BatchPart &part = parts.at(i);
        const SimulationConfig &a = first.config;
        const SimulationConfig &b = part.config;
        const QString other = Tr::tr("differs from %1's: the parts are not of one batch").arg(partProblems.first().file());
        if (part.kind != first.kind)
            fail(i, QStringLiteral("$.command"), other);
        if (b.gameId != a.gameId)
            fail(i, QStringLiteral("$.game"), other);
        if (b.variant != a.variant)
            fail(i, QStringLiteral("$.variant"), other);
        if (b.players != a.players)
            fail(i, QStringLiteral("$.players"), other);
        if (b.seed != a.seed)
            fail(i, QStringLiteral("$.seed"), other);
        if (b.games != a.games)
            fail(i, QStringLiteral("$.games"), other);
        if (b.tallyFigures != a.tallyFigures)
            fail(i, QStringLiteral("$.figures"), other);
        if (!(b.ruleset == a.ruleset) || !(part.rulesetA == first.rulesetA) || !(part.rulesetB == first.rulesetB))
            fail(i, QStringLiteral("$.rulesets"), other);
        if (b.shard.count != count)
            fail(i, QStringLiteral("$.shard"), other);
        else if (!seen.insert(b.shard.index).second)
            fail(i, QStringLiteral("$.shard"), Tr::tr("shard %1 is given twice").arg(b.shard.toString()));
    }
    if (!failed && int(seen.size()) != count) {
        QStringList missing;
        for (int index = 0; index < count && missing.size() < 20; ++index)
            if (!seen.count(index))
                missing.append(Shard{index, count}.toString());
        problems.error(QString(), Tr::tr("shards missing: %1").arg(missing.join(QStringLiteral(", "))));
    }
    if (failed || problems.hasErrors())
        return std::nullopt;

    BatchPart merged = first;
    merged.config.shard = Shard{};
    merged.result = SimulationResult{};
    merged.comparison = ComparisonResult{};
    for (const BatchPart &part : parts) {
        if (part.kind == BatchPart::Kind::Compare)
            mergeComparison(merged.comparison, part.comparison);
        else
            merged.result.merge(part.result);
    }
    // What simulate() lays out even when no game was played: the first part's shape.
    const auto layOut = [](SimulationResult &result, const SimulationResult &model) {
        result.seats = model.seats;
        result.figures = model.figures;
        if (result.seatStats.empty())
            result.seatStats.assign(std::size_t(model.seats), SeatStatistics{});
        if (result.tally.isEmpty() && !model.tally.isEmpty())
            result.tally = FigureTally(model.figures);
    };
    if (first.kind == BatchPart::Kind::Compare) {
        layOut(merged.comparison.a, first.comparison.a);
        layOut(merged.comparison.b, first.comparison.b);
    } else {
        layOut(merged.result, first.result);
    }
    return merged;
}

} // namespace isle
