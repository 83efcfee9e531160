// isleworks-cli: plays, scores, replays and checks games without a window.
#include "clioutput.h"
#include "commands.h"

#include "languages.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <csignal>
#include <cstring>
#include <memory>

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::cli)
};

QStringList shippedCodes()
{
    QStringList codes;
    for (const isle::i18n::Language &language : isle::i18n::shippedLanguages())
        codes.append(language.code);
    return codes;
}

QString usage()
{
    return Tr::tr("Usage: isleworks-cli <command> [options]\n"
              "\n"
              "Plays, scores, replays and checks Isleworks games without a window.\n"
              "\n"
              "Commands:\n"
              "  score POSITION      how each player of a position scores, in the game's own terms\n"
              "  simulate            play many games between computer players and summarise them\n"
              "  compare A B         the same games under rulesets A and B: differences with 95 % intervals\n"
              "  merge PARTS...      the report of a batch from its shards' partial results (--shard I/N)\n"
              "  play --record OUT   play one game between computer players and save its record\n"
              "  replay RECORD       replay a game record, optionally under other rules\n"
              "  validate FILE       check a ruleset, record or position and list every problem\n"
              "  sheets --out FILE   print-and-play component sheets of a ruleset (PDF, SVG or PNG)\n"
              "\n"
              "Options:\n"
              "  --lang CODE         the language of the output: en, uk, pl, de, fr, es (default: from LANG)\n"
              "  -h, --help          this help; \"isleworks-cli <command> --help\" for a command's options\n"
              "  -v, --version       the version\n"
              "\n"
              "Exit codes: 0 success, 1 failure, 2 bad input.");
}
} // namespace

int main(int argc, char *argv[])
{
#ifdef SIGXFSZ
    // Past the file size limit (ulimit -f) a write fails with EFBIG instead of killing
    // the process silently, so the failed write is reported and the exit code is 1.
    std::signal(SIGXFSZ, SIG_IGN);
#endif
    // Sheets measure and draw text, which needs fonts and so a QGuiApplication; with no
    // platform asked for, the offscreen one, so that no display is ever needed. The
    // other commands stay on QtCore.
    // The command is the first argument that is not --lang and its value.
    int commandAt = 1;
    while (commandAt < argc && std::strncmp(argv[commandAt], "--lang", 6) == 0)
        commandAt += std::strcmp(argv[commandAt], "--lang") == 0 ? 2 : 1;
    const bool drawing = commandAt < argc && std::strcmp(argv[commandAt], "sheets") == 0;
    if (drawing && !qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    const std::unique_ptr<QCoreApplication> app(drawing ? new QGuiApplication(argc, argv)
                                                        : new QCoreApplication(argc, argv));
    QCoreApplication::setApplicationName(QStringLiteral("isleworks-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Isleworks"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ISLE_VERSION));

    // --lang CODE (anywhere, for every command) or the environment's LANG/LC_MESSAGES
    // choose the language of the human output; --json output is the same in every language.
    QStringList arguments = QCoreApplication::arguments();
    QString language;
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1StringView("--lang") && i + 1 < arguments.size()) {
            language = arguments.at(i + 1);
            arguments.remove(i, 2);
            break;
        }
        if (arguments.at(i).startsWith(QLatin1StringView("--lang="))) {
            language = arguments.at(i).section(u'=', 1);
            arguments.remove(i);
            break;
        }
    }
    const QString code = isle::i18n::languageFor(language);
    if (code.isEmpty()) {
        isle::cli::printError(Tr::tr("Unknown language \"%1\"; expected one of: %2.")
                                  .arg(language, shippedCodes().join(QStringLiteral(", "))));
        return isle::cli::ExitBadInput;
    }
    // JSON is for programs: the same words whatever the language (problems' messages
    // included). Sheets are printed in the language asked for all the same.
    const bool neutral = arguments.contains(QStringLiteral("--json")) && arguments.value(1) != QLatin1StringView("sheets");
    isle::i18n::setLanguage(neutral ? QStringLiteral("en") : code);

    const QString command = arguments.value(1);
    if (command.isEmpty()) {
        isle::cli::printError(usage());
        return isle::cli::ExitBadInput;
    }
    if (command == QLatin1StringView("-h") || command == QLatin1StringView("--help") || command == QLatin1StringView("help")) {
        isle::cli::printOut(usage());
        return isle::cli::ExitOk;
    }
    if (command == QLatin1StringView("-v") || command == QLatin1StringView("--version")) {
        isle::cli::printOut(QStringLiteral("isleworks-cli ") + QCoreApplication::applicationVersion());
        return isle::cli::ExitOk;
    }
    // Subcommands see "isleworks-cli <command> ..." so their help names them.
    QStringList rest = arguments;
    rest[0] = arguments.at(0) + u' ' + command;
    rest.removeAt(1);
    if (command == QLatin1StringView("score"))
        return isle::cli::runScore(rest);
    if (command == QLatin1StringView("simulate"))
        return isle::cli::runSimulate(rest);
    if (command == QLatin1StringView("replay"))
        return isle::cli::runReplay(rest);
    if (command == QLatin1StringView("validate"))
        return isle::cli::runValidate(rest);
    if (command == QLatin1StringView("play"))
        return isle::cli::runPlay(rest);
    if (command == QLatin1StringView("compare"))
        return isle::cli::runCompare(rest);
    if (command == QLatin1StringView("sheets"))
        return isle::cli::runSheets(rest);
    if (command == QLatin1StringView("merge"))
        return isle::cli::runMerge(rest);
    isle::cli::printError(Tr::tr("Unknown command \"%1\".").arg(command));
    isle::cli::printError(usage());
    return isle::cli::ExitBadInput;
}
