#pragma once

#include <QList>
#include <QString>

namespace isle::i18n {

// The languages Isleworks speaks, switched while a program runs: the translators of the
// language chosen replace the last ones, so every tr() from then on reads it; windows
// retranslate on QEvent::LanguageChange and the QML engine on retranslate().
struct Language
{
    QString code;       // "en", "uk", "pl", "de", "fr", "es", or a pseudo-locale below
    QString nativeName; // in its own language: "Українська", "Polski"
};

// "pseudo" lengthens every string by 40 % and wraps it in brackets, so text that escaped
// tr() and layouts too tight for long translations stand out; "pseudo-rtl" also mirrors
// the layout right to left. For testing, never a person's default.
inline constexpr char PseudoLanguage[] = "pseudo";
inline constexpr char PseudoRightToLeft[] = "pseudo-rtl";

// English first, then the translations shipped; `withPseudo` adds the two pseudo-locales.
QList<Language> shippedLanguages(bool withPseudo = false);
bool isShipped(const QString &code); // a pseudo-locale counts
// The first shipped language among the system's UI languages, else English.
QString systemLanguage();
// The language `name` names: a code ("uk"), a locale name ("uk_UA.UTF-8", as LANG holds),
// or empty for the system's. Empty when no shipped language matches.
QString languageFor(const QString &name);

// Installs the translators of `code` (Qt's own texts too) on the application in place of
// the last ones, sets the default QLocale (numbers, dates, paper) and the layout
// direction. False, changing nothing, for a language that is not shipped.
bool setLanguage(const QString &code);
QString currentLanguage(); // "en" until setLanguage() is called

// The language a program starts in: the one remembered in QSettings ("language"), else
// the system's; what setLanguage() is then called with.
QString rememberedLanguage();
void rememberLanguage(const QString &code);

} // namespace isle::i18n
