#pragma once

#include "core/problem.h"
#include "core/ruleset.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace isle::cli {

// Console output shared by the subcommands: text for people, JSON for scripts.
void printOut(const QString &text);
void printError(const QString &text);
void printJson(const QJsonObject &object);
bool stderrIsTerminal();

// Reports problems: every one on stderr, and with --json an {"ok": false} object on stdout.
// Past Problems::MaxKept only their number is given ("omittedProblems").
int reportProblems(const Problems &problems, bool json, int exitCode);
QJsonObject problemsJson(const Problems &problems);
// Every kept problem on stderr, one a line, then how many more were found; nothing when none.
void printProblems(const Problems &problems);

// Adds --help and --json and parses a subcommand's arguments; on --help prints help and
// returns ExitOk through `exitCode`, on a bad option prints the reason and returns
// ExitBadInput. With `fileDescription`, exactly one file argument is required.
bool parseArguments(QCommandLineParser &parser, const QStringList &arguments, int &exitCode,
                    const QString &fileDescription = {});

// --ruleset FILE when given, else the game's embedded default.
std::optional<Ruleset> rulesetFromOption(const QCommandLineParser &parser, const QString &gameId, Problems &problems);

// A text progress bar on stderr, redrawn in place; silent when stderr is not a terminal.
class ProgressBar
{
public:
    explicit ProgressBar(int total);
    void update(int done);
    void finish();

private:
    int m_total;
    int m_lastPermille = -1;
    bool m_enabled;
};

} // namespace isle::cli
