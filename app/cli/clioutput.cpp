#include "clioutput.h"

#include "commands.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cstdio>
#include <unistd.h>

namespace isle::cli {

void printOut(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
    std::fputc('\n', stdout);
}

void printError(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);
    std::fputc('\n', stderr);
}

void printJson(const QJsonObject &object)
{
    const QByteArray bytes = QJsonDocument(object).toJson(QJsonDocument::Indented);
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
}

bool stderrIsTerminal()
{
    return isatty(fileno(stderr)) != 0;
}

QJsonObject problemsJson(const Problems &problems)
{
    QJsonArray list;
    for (const Problem &problem : problems.items())
        list.append(QJsonObject{{QStringLiteral("severity"), problem.severity == Problem::Severity::Error
                                                                 ? QStringLiteral("error")
                                                                 : QStringLiteral("warning")},
                                {QStringLiteral("file"), problem.file},
                                {QStringLiteral("path"), problem.path},
                                {QStringLiteral("message"), problem.message}});
    return QJsonObject{{QStringLiteral("ok"), !problems.hasErrors()},
                       {QStringLiteral("problems"), list},
                       {QStringLiteral("omittedProblems"), double(problems.omittedCount())}};
}

void printProblems(const Problems &problems)
{
    if (problems.count() > 0)
        printError(problems.summary());
}

int reportProblems(const Problems &problems, bool json, int exitCode)
{
    // Each problem once: the JSON on standard output is the whole report for a program.
    if (json)
        printJson(problemsJson(problems));
    else
        printProblems(problems);
    return exitCode;
}

bool parseArguments(QCommandLineParser &parser, const QStringList &arguments, int &exitCode,
                    const QString &fileDescription)
{
    if (!fileDescription.isEmpty())
        parser.addPositionalArgument(QStringLiteral("file"), fileDescription);
    parser.addOption({QStringLiteral("json"), QCoreApplication::translate("isle::cli", "Machine-readable output.")});
    const QCommandLineOption help = parser.addHelpOption();
    if (!parser.parse(arguments)) {
        printError(parser.errorText());
        printError(QCoreApplication::translate("isle::cli", "Try \"%1 --help\".").arg(arguments.mid(0, 2).join(u' ')));
        exitCode = ExitBadInput;
        return false;
    }
    if (parser.isSet(help)) {
        printOut(parser.helpText());
        exitCode = ExitOk;
        return false;
    }
    if (!fileDescription.isEmpty() && parser.positionalArguments().size() != 1) {
        printError(QCoreApplication::translate("isle::cli", "Expected one file: %1 Try --help.").arg(fileDescription));
        exitCode = ExitBadInput;
        return false;
    }
    return true;
}

std::optional<Ruleset> rulesetFromOption(const QCommandLineParser &parser, const QString &gameId, Problems &problems)
{
    const QString file = parser.value(QStringLiteral("ruleset"));
    if (file.isEmpty()) {
        const GameModule *module = GameRegistry::find(gameId);
        if (!module) {
            problems.error(QStringLiteral("--game"), QCoreApplication::translate("isle::cli", "unknown game \"%1\"; expected one of: %2")
                                                         .arg(gameId, GameRegistry::ids().join(QStringLiteral(", "))));
            return std::nullopt;
        }
        return module->defaultRuleset();
    }
    problems.setFile(file);
    auto ruleset = Ruleset::load(file, problems);
    if (ruleset && ruleset->gameId() != gameId) {
        problems.error(QStringLiteral("$.game"), QCoreApplication::translate("isle::cli", "the ruleset is for \"%1\", expected \"%2\"")
                                                     .arg(ruleset->gameId(), gameId));
        return std::nullopt;
    }
    return ruleset;
}

ProgressBar::ProgressBar(int total)
    : m_total(total)
    , m_enabled(stderrIsTerminal() && total > 0)
{
}

void ProgressBar::update(int done)
{
    if (!m_enabled)
        return;
    const int permille = static_cast<int>(qint64(done) * 1000 / m_total);
    if (permille == m_lastPermille)
        return;
    m_lastPermille = permille;
    constexpr int Width = 40;
    const int filled = permille * Width / 1000;
    const QString bar = QString(filled, u'#') + QString(Width - filled, u'.');
    const QByteArray line = QStringLiteral("\r[%1] %2 %  %3/%4")
                                .arg(bar)
                                .arg(permille / 10.0, 5, 'f', 1)
                                .arg(done)
                                .arg(m_total)
                                .toUtf8();
    std::fwrite(line.constData(), 1, static_cast<std::size_t>(line.size()), stderr);
    std::fflush(stderr);
}

void ProgressBar::finish()
{
    if (m_enabled && m_lastPermille >= 0)
        std::fputs("\r\033[K", stderr);
}

} // namespace isle::cli
