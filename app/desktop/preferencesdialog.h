#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QDialogButtonBox;

namespace isle::app {

// Game ▸ Preferences…: the language of the suite, applied the moment it is chosen (no
// restart) and remembered for the window and the rule editor.
class PreferencesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    QComboBox *languageChoice() const { return m_language; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void chooseLanguage(int index);

    QComboBox *m_language;
    QLabel *m_languageLabel;
    QLabel *m_note;
    QDialogButtonBox *m_buttons;
};

} // namespace isle::app
