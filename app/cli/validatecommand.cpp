// isleworks-cli validate FILE: every problem of a ruleset, record or position file.
#include "clioutput.h"
#include "commands.h"

#include "core/game.h"
#include "core/gamerecord.h"
#include "core/jsonfile.h"
#include "core/position.h"

#include <QCoreApplication>

namespace isle::cli {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::cli::validate)
};
} // namespace

int runValidate(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(Tr::tr("Checks a ruleset, game record or position file and lists every problem "
                                        "with the file, the JSON path and what was expected. A record's decisions "
                                        "are also replayed to check that each is legal. Exits with 2 when there "
                                        "is any error; warnings alone exit with 0."));
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, exitCode, Tr::tr("The file to check (JSON).")))
        return exitCode;
    const bool json = parser.isSet(QStringLiteral("json"));
    const QString file = parser.positionalArguments().constFirst();
    Problems problems(file);
    QString kind = Tr::tr("file");
    QString kindId = QStringLiteral("file"); // --json's, the same in every language
    if (const auto object = readJsonObjectFile(file, problems)) {
        const QString format = object->value(QStringLiteral("format")).toString();
        if (format == Ruleset::FormatName) {
            kind = Tr::tr("ruleset");
            kindId = QStringLiteral("ruleset");
            Ruleset::fromJson(*object, problems);
        } else if (format == GameRecord::FormatName) {
            kind = Tr::tr("game record");
            kindId = QStringLiteral("record");
            if (const auto record = GameRecord::fromJson(*object, problems)) {
                const ReplayResult result = replay(*record, nullptr, problems);
                if (!result.complete())
                    problems.error(QStringLiteral("$.decisions[%1]").arg(result.failedIndex), result.failure);
            }
        } else if (format == PositionFormatName) {
            kind = Tr::tr("position");
            kindId = QStringLiteral("position");
            loadPosition(*object, nullptr, problems);
        } else {
            problems.error(QStringLiteral("$.format"), Tr::tr("expected \"%1\", \"%2\" or \"%3\"")
                                                           .arg(Ruleset::FormatName, GameRecord::FormatName, PositionFormatName));
        }
    }
    const bool valid = !problems.hasErrors();
    if (json) {
        QJsonObject output = problemsJson(problems);
        output.insert(QStringLiteral("file"), file);
        output.insert(QStringLiteral("kind"), kindId);
        printJson(output);
    } else {
        if (problems.count() > 0)
            printOut(problems.summary()); // each kept problem once, then how many more
        printOut(valid ? Tr::tr("%1: a valid %2 (%n warning(s)).", nullptr, int(problems.count())).arg(file, kind)
                       : Tr::tr("%1: not a valid %2.").arg(file, kind));
    }
    return valid ? ExitOk : ExitBadInput;
}

} // namespace isle::cli
