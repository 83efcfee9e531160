#include "preferencesdialog.h"

#include "languages.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace isle::app {

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox(this))
    , m_languageLabel(new QLabel(this))
    , m_note(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("preferencesDialog"));
    m_language->setObjectName(QStringLiteral("languageChoice"));
    // The pseudo-locales are for translators and layout checks: offered when asked for.
    const bool pseudo = qEnvironmentVariableIsSet("ISLE_PSEUDO_LOCALES")
                        || i18n::currentLanguage().startsWith(QLatin1StringView(i18n::PseudoLanguage));
    for (const i18n::Language &language : i18n::shippedLanguages(pseudo))
        m_language->addItem(language.nativeName, language.code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(i18n::currentLanguage())));
    connect(m_language, &QComboBox::activated, this, &PreferencesDialog::chooseLanguage);
    m_languageLabel->setBuddy(m_language);
    m_note->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(m_languageLabel, m_language);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addStretch();
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslate();
}

void PreferencesDialog::chooseLanguage(int index)
{
    const QString code = m_language->itemData(index).toString();
    if (code == i18n::currentLanguage() || !i18n::setLanguage(code))
        return;
    i18n::rememberLanguage(code);
}

void PreferencesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void PreferencesDialog::retranslate()
{
    setWindowTitle(tr("Preferences"));
    m_languageLabel->setText(tr("&Language:"));
    m_language->setAccessibleName(tr("Language"));
    m_note->setText(tr("The menus, the board, the rule editor and the printed sheets change at once; the game "
                       "log keeps the words it was written in. The choice is remembered for the next start, "
                       "and numbers and dates follow it too."));
    //: a button: close the Preferences dialog (a verb)
    m_buttons->button(QDialogButtonBox::Close)->setText(tr("Close"));
}

} // namespace isle::app
