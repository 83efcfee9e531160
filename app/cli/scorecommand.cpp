// isleworks-cli score POSITION: every line with its cells, length, multipliers and points.
#include "clioutput.h"
#include "commands.h"

#include "core/gamemodule.h"
#include "core/jsonfile.h"
#include "core/position.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace isle::cli {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::cli::score)
};

QString lineText(const QJsonObject &line)
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
        .arg(line.value(QStringLiteral("direction")).toString(), cells.first(), cells.last(), characters.join(u' '))
        .arg(line.value(QStringLiteral("length")).toInt())
        .arg(value)
        .arg(line.value(QStringLiteral("points")).toInt());
}
} // namespace

int runScore(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Scores a position file: every line with its cells, length, multipliers and "
                                        "points, and the total of each side."));
    parser.addOption({QStringLiteral("ruleset"), Tr::tr("Score under the rules in <file> instead of the position's own."),
                      QStringLiteral("file")});
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, exitCode, Tr::tr("The position file (JSON).")))
        return exitCode;
    const bool json = parser.isSet(QStringLiteral("json"));
    const QString file = parser.positionalArguments().constFirst();

    std::optional<Ruleset> override;
    if (parser.isSet(QStringLiteral("ruleset"))) {
        Problems problems;
        override = Ruleset::load(parser.value(QStringLiteral("ruleset")), problems);
        if (!override)
            return reportProblems(problems, json, ExitBadInput);
    }
    Problems problems(file);
    const auto game = loadPositionFile(file, override ? &*override : nullptr, problems);
    if (!game)
        return reportProblems(problems, json, ExitBadInput);
    printProblems(problems);

    QJsonObject breakdown = game->scoreReport();
    if (json) {
        breakdown.insert(QStringLiteral("file"), file);
        breakdown.insert(QStringLiteral("game"), game->module().id());
        printJson(breakdown);
        return ExitOk;
    }
    const QJsonArray lines = breakdown.value(QStringLiteral("lines")).toArray();
    const QJsonArray totals = breakdown.value(QStringLiteral("totals")).toArray();
    printOut(Tr::tr("%1: %2, %3 game").arg(file, game->module().displayName(), game->variant()));
    for (int side = 0; side < totals.size(); ++side) {
        printOut(QString());
        printOut(Tr::tr("Player %1").arg(side + 1));
        int count = 0;
        for (const QJsonValue &line : lines) {
            if (line.toObject().value(QStringLiteral("side")).toInt() != side + 1)
                continue;
            printOut(lineText(line.toObject()));
            ++count;
        }
        if (count == 0)
            printOut(Tr::tr("  no lines"));
        printOut(Tr::tr("  total: %1 points").arg(totals.at(side).toInt()));
    }
    return ExitOk;
}

} // namespace isle::cli
