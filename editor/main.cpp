// isleworks-editor: the rule editor and the balance lab on their own, for the default
// ruleset of a game (the first this build plays unless --game says otherwise) or a
// ruleset file.
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "editorwindow.h"
#include "models/rulesetdocument.h"
#include "ruleseteditor.h"

#include "languages.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include "plainmessage.h"


int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Isleworks"));
    QApplication::setApplicationName(QStringLiteral("Isleworks rule editor"));
    QApplication::setApplicationVersion(QStringLiteral(ISLE_VERSION));

    // The language chosen in Preferences (shared by the window and the editor), else the system's.
    isle::i18n::setLanguage(isle::i18n::rememberedLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Design the rules of an island game."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption game(QStringLiteral("game"), QApplication::translate("main", "The game whose default rules to edit."),
                            QStringLiteral("id"),
                            isle::GameRegistry::all().isEmpty() ? QString() : isle::GameRegistry::all().constFirst()->id());
    parser.addOption(game);
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "A ruleset file to open."));
    parser.process(app);

    const isle::GameModule *module = isle::GameRegistry::find(parser.value(game));
    if (!module) {
        isle::askPlain(nullptr, QMessageBox::Critical, QApplication::applicationName(),
                       QApplication::translate("main", "Unknown game \"%1\"; expected one of: %2")
                           .arg(parser.value(game), isle::GameRegistry::ids().join(QStringLiteral(", "))),
                       QMessageBox::Ok);
        return 2;
    }
    isle::RulesetDocument document(*module);
    isle::EditorWindow window(&document);
    if (!parser.positionalArguments().isEmpty()) {
        isle::Problems problems(parser.positionalArguments().first());
        if (!window.editor()->openFile(parser.positionalArguments().first(), problems))
            isle::warnPlain(&window, QApplication::applicationName(),
                            QApplication::translate("main", "The rules could not be opened:\n\n%1").arg(problems.summary()));
    }
    window.show();
    return app.exec();
}
