#include "languages.h"

#include "pseudotranslator.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace isle::i18n {

namespace {
struct Installed
{
    QString code = QStringLiteral("en");
    std::unique_ptr<QTranslator> qt;
    std::unique_ptr<QTranslator> qtBase;
    std::unique_ptr<QTranslator> own;
};

Installed &installed()
{
    static Installed state;
    return state;
}

void removeInstalled(Installed &state)
{
    for (auto *slot : {&state.qt, &state.qtBase, &state.own}) {
        if (*slot)
            QCoreApplication::removeTranslator(slot->get());
        slot->reset();
    }
}

std::unique_ptr<QTranslator> loaded(const QString &name, const QString &code, const QString &folder)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(name + u'_' + code, folder))
        return nullptr;
    QCoreApplication::installTranslator(translator.get());
    return translator;
}

const QString SettingsKey = QStringLiteral("language");

// The window's settings, which the rule editor shares for this one choice.
QString settingsApplication()
{
    return QStringLiteral("Isleworks");
}
} // namespace

QList<Language> shippedLanguages(bool withPseudo)
{
    // Each name in its own language (and so never translated).
    QList<Language> languages{{QStringLiteral("en"), QStringLiteral("English")},
                              {QStringLiteral("uk"), QStringLiteral("Українська")},
                              {QStringLiteral("pl"), QStringLiteral("Polski")},
                              {QStringLiteral("de"), QStringLiteral("Deutsch")},
                              {QStringLiteral("fr"), QStringLiteral("Français")},
                              {QStringLiteral("es"), QStringLiteral("Español")}};
    if (withPseudo) {
        languages.append({QString::fromLatin1(PseudoLanguage), QStringLiteral("[Pseudo-locale]")});
        languages.append({QString::fromLatin1(PseudoRightToLeft), QStringLiteral("[Pseudo-locale, right to left]")});
    }
    return languages;
}

bool isShipped(const QString &code)
{
    for (const Language &language : shippedLanguages(true))
        if (language.code == code)
            return true;
    return false;
}

QString languageFor(const QString &name)
{
    if (name.isEmpty())
        return systemLanguage();
    if (isShipped(name))
        return name;
    // "uk_UA.UTF-8", "pl-PL", "de": the language part of a locale name.
    QString language = name.section(u'.', 0, 0).section(u'@', 0, 0);
    language = language.section(u'_', 0, 0).section(u'-', 0, 0).toLower();
    if (language == QLatin1StringView("c") || language == QLatin1StringView("posix"))
        return QStringLiteral("en");
    return isShipped(language) ? language : QString();
}

QString systemLanguage()
{
    for (const QString &ui : QLocale::system().uiLanguages()) {
        const QString language = languageFor(ui);
        if (!language.isEmpty() && language != QLatin1StringView(PseudoLanguage)
            && language != QLatin1StringView(PseudoRightToLeft))
            return language;
    }
    return QStringLiteral("en");
}

bool setLanguage(const QString &code)
{
    if (!isShipped(code))
        return false;
    Installed &state = installed();
    removeInstalled(state);
    const bool pseudo = code == QLatin1StringView(PseudoLanguage) || code == QLatin1StringView(PseudoRightToLeft);
    const bool rightToLeft = code == QLatin1StringView(PseudoRightToLeft);
    if (pseudo) {
        state.own = std::make_unique<PseudoTranslator>(rightToLeft);
        QCoreApplication::installTranslator(state.own.get());
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    } else if (code != QLatin1StringView("en")) {
        const QString qtFolder = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
        state.qt = loaded(QStringLiteral("qt"), code, qtFolder);
        if (!state.qt)
            state.qtBase = loaded(QStringLiteral("qtbase"), code, qtFolder);
        state.own = loaded(QStringLiteral("isleworks"), code, QStringLiteral(":/i18n"));
        QLocale::setDefault(QLocale(code));
    } else {
        // English words (only the plurals are translated: "%n card(s)" as "1 card", "2 cards"),
        // but the system's numbers and dates when it is English too.
        state.own = loaded(QStringLiteral("isleworks"), code, QStringLiteral(":/i18n"));
        const QLocale system = QLocale::system();
        QLocale::setDefault(system.language() == QLocale::English ? system : QLocale(QLocale::English, QLocale::UnitedKingdom));
    }
    state.code = code;
    if (auto *gui = qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        gui->setLayoutDirection(rightToLeft ? Qt::RightToLeft : Qt::LeftToRight);
    return true;
}

QString currentLanguage()
{
    return installed().code;
}

QString rememberedLanguage()
{
    const QString saved = QSettings(QCoreApplication::organizationName(), settingsApplication()).value(SettingsKey).toString();
    return isShipped(saved) ? saved : systemLanguage();
}

void rememberLanguage(const QString &code)
{
    QSettings(QCoreApplication::organizationName(), settingsApplication()).setValue(SettingsKey, code);
}

} // namespace isle::i18n
