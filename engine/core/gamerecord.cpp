#include "gamerecord.h"

#include "game.h"
#include "gamemodule.h"
#include "gameregistry.h"
#include "jsonfile.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <limits>

namespace isle {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::GameRecord)
};
} // namespace

QString seedToString(std::uint64_t seed)
{
    return QString::number(seed);
}

std::optional<std::uint64_t> seedFromString(QStringView text)
{
    // Only as Isleworks writes it: ASCII digits, no sign, white space or leading zero.
    if (text.isEmpty() || text.size() > 20 || (text.size() > 1 && text.front() == u'0'))
        return std::nullopt;
    std::uint64_t seed = 0;
    for (const QChar c : text) {
        if (c < u'0' || c > u'9')
            return std::nullopt;
        const auto digit = std::uint64_t(c.unicode() - u'0');
        if (seed > (std::numeric_limits<std::uint64_t>::max() - digit) / 10)
            return std::nullopt; // above 18446744073709551615
        seed = seed * 10 + digit;
    }
    return seed;
}

std::optional<std::uint64_t> seedFromJson(const QJsonValue &value, const QString &path, Problems &problems)
{
    // Seeds are 64-bit; JSON numbers are doubles, so files carry them as decimal strings.
    if (value.isString()) {
        if (const auto seed = seedFromString(value.toString()))
            return seed;
    } else if (value.isDouble()) {
        const double number = value.toDouble();
        // Only below 2^53 is every integer exact as a double; past it a number in the
        // file may already have been rounded to a neighbouring seed.
        if (number >= 0 && number < 9007199254740992.0 && number == double(std::uint64_t(number)))
            return std::uint64_t(number);
    }
    problems.error(path, Tr::tr("expected a seed: a decimal string of an unsigned 64-bit integer "
                                "(digits only, without sign, spaces or leading zeros)"));
    return std::nullopt;
}

QJsonObject GameRecord::toJson() const
{
    QJsonArray actions;
    const GameModule *module = GameRegistry::find(gameId);
    Problems ignored;
    std::unique_ptr<Game> formatter = module ? module->newGame(ruleset, variant, seed, ignored) : nullptr;
    for (const Action &action : decisions)
        actions.append(formatter ? formatter->actionToJson(action) : QJsonObject{});
    return QJsonObject{{QStringLiteral("format"), FormatName},
                       {QStringLiteral("formatVersion"), FormatVersion},
                       {QStringLiteral("game"), gameId},
                       {QStringLiteral("variant"), variant},
                       {QStringLiteral("seed"), seedToString(seed)},
                       {QStringLiteral("players"), QJsonArray::fromStringList(players)},
                       {QStringLiteral("ruleset"), ruleset.toJson()},
                       {QStringLiteral("decisions"), actions},
                       {QStringLiteral("meta"), meta}};
}

std::optional<GameRecord> GameRecord::fromJson(const QJsonObject &object, Problems &problems)
{
    const QString root = QStringLiteral("$");
    if (checkFormatHeader(object, FormatName, FormatVersion, problems) == 0)
        return std::nullopt;
    rejectUnknownKeys(object,
                      {QStringLiteral("format"), QStringLiteral("formatVersion"), QStringLiteral("game"),
                       QStringLiteral("variant"), QStringLiteral("seed"), QStringLiteral("players"),
                       QStringLiteral("ruleset"), QStringLiteral("decisions"), QStringLiteral("meta")},
                      root, problems);
    GameRecord record;
    const auto gameId = readString(object, QStringLiteral("game"), root, problems);
    const auto variant = readString(object, QStringLiteral("variant"), root, problems);
    if (!gameId || !variant)
        return std::nullopt;
    const GameModule *module = GameRegistry::find(*gameId);
    if (!module) {
        problems.error(QStringLiteral("$.game"), Tr::tr("unknown game \"%1\"; expected one of: %2")
                                                     .arg(*gameId, GameRegistry::ids().join(QStringLiteral(", "))));
        return std::nullopt;
    }
    if (!module->variants().contains(*variant)) {
        problems.error(QStringLiteral("$.variant"),
                       Tr::tr("expected one of: %1").arg(module->variants().join(QStringLiteral(", "))));
        return std::nullopt;
    }
    record.gameId = *gameId;
    record.variant = *variant;

    const auto seed = seedFromJson(object.value(QStringLiteral("seed")), QStringLiteral("$.seed"), problems);
    if (!seed)
        return std::nullopt;
    record.seed = *seed;

    const QJsonValue players = object.value(QStringLiteral("players"));
    if (players.isArray()) {
        const QJsonArray list = players.toArray();
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString path = indexPath(QStringLiteral("$.players"), i);
            if (!list.at(i).isString())
                problems.error(path, Tr::tr("expected a string"));
            else if (const QString problem = filePlayerProblem(list.at(i).toString()); !problem.isEmpty())
                problems.error(path, problem);
            record.players.append(list.at(i).toString());
        }
    } else if (object.contains(QStringLiteral("players"))) {
        problems.error(QStringLiteral("$.players"), Tr::tr("expected an array of strings"));
    }

    const QJsonValue rulesetValue = object.value(QStringLiteral("ruleset"));
    if (!rulesetValue.isObject()) {
        problems.error(QStringLiteral("$.ruleset"), Tr::tr("expected the embedded ruleset object"));
        return std::nullopt;
    }
    Problems rulesetProblems(problems.file());
    const auto ruleset = Ruleset::fromJson(rulesetValue.toObject(), rulesetProblems);
    problems.addNested(rulesetProblems, QStringLiteral("$.ruleset"));
    if (!ruleset)
        return std::nullopt;
    if (ruleset->gameId() != record.gameId) {
        problems.error(QStringLiteral("$.ruleset.game"), Tr::tr("expected \"%1\" like the record").arg(record.gameId));
        return std::nullopt;
    }
    record.ruleset = *ruleset;

    const QJsonValue decisions = object.value(QStringLiteral("decisions"));
    if (!decisions.isArray()) {
        problems.error(QStringLiteral("$.decisions"), Tr::tr("expected an array of decisions"));
        return std::nullopt;
    }
    const QJsonArray list = decisions.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = indexPath(QStringLiteral("$.decisions"), i);
        if (!list.at(i).isObject()) {
            problems.error(path, Tr::tr("expected an object, found %1").arg(jsonTypeName(list.at(i))));
            continue;
        }
        if (const auto action = module->actionFromJson(list.at(i).toObject(), path, problems))
            record.decisions.append(*action);
    }
    const QJsonValue meta = object.value(QStringLiteral("meta"));
    if (meta.isObject())
        record.meta = meta.toObject();
    else if (object.contains(QStringLiteral("meta")))
        problems.error(QStringLiteral("$.meta"), Tr::tr("expected an object"));

    if (problems.hasErrors())
        return std::nullopt;
    return record;
}

std::optional<GameRecord> GameRecord::load(const QString &fileName, Problems &problems)
{
    return loadJsonFile(fileName, problems, &GameRecord::fromJson);
}

bool GameRecord::save(const QString &fileName, QString *error) const
{
    return writeJsonFileAtomically(fileName, toJson(), error);
}

ReplayResult replay(const GameRecord &record, const Ruleset *rules, Problems &problems, int stopAfter)
{
    ReplayResult result;
    const GameModule *module = GameRegistry::find(record.gameId);
    if (!module) {
        problems.error(QStringLiteral("$.game"), Tr::tr("unknown game \"%1\"").arg(record.gameId));
        return result;
    }
    result.game = module->newGame(rules ? *rules : record.ruleset, record.variant, record.seed, problems);
    if (!result.game)
        return result;
    for (qsizetype i = 0; i < record.decisions.size(); ++i) {
        if (stopAfter >= 0 && i >= stopAfter)
            break;
        const Action &action = record.decisions.at(i);
        if (result.game->isOver()) {
            result.failedIndex = int(i);
            result.failure = Tr::tr("decision %1 (%2) comes after the game has ended")
                                 .arg(i + 1)
                                 .arg(result.game->describeAction(action));
            return result;
        }
        const Verdict verdict = result.game->check(action);
        if (!verdict.legal) {
            result.failedIndex = int(i);
            result.failure = Tr::tr("decision %1 (seat %2: %3) is not legal: %4")
                                 .arg(i + 1)
                                 .arg(result.game->decision().seat + 1)
                                 .arg(result.game->describeAction(action), verdict.reason);
            return result;
        }
        result.game->apply(action);
        ++result.applied;
    }
    return result;
}

} // namespace isle
