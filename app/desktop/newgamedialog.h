#pragma once

#include <QDialog>
#include <QList>

class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;

namespace isle::app {

// Asks for a new game: the game and its variant, who plays each seat (a person or a computer player
// of some strength, with an optional name), each person's seat preferences when the game
// declares any (GameModule::seatPreferences) and an optional seed.
class NewGameDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewGameDialog(const QStringList &computerPlayers, QWidget *parent = nullptr);

    QString gameId() const; // a GameModule id
    QString variant() const;
    QStringList controllers() const; // "person" or a player name, one per seat
    QStringList names() const;
    // Per seat, the value of each preference the game declares, in its order (the
    // default for a computer's seat); empty lists for a game without preferences.
    QList<QStringList> preferences() const;
    QString seed() const;
    // Offers the rules in the editor (of game `gameId`) beside the standard ones when they
    // differ from them (`title` names them, if they have a name of their own), chosen at
    // first while that game is; without a call only the standard rules exist.
    void offerEditedRules(const QString &gameId, const QString &title);
    bool useEditedRules() const;

private:
    void updateSeats();
    void fillVariants();
    void updateRules();
    // One combo per seat and preference of the chosen game, each on its default.
    void fillPreferences();

    QComboBox *m_game = nullptr;
    QComboBox *m_variant = nullptr;
    QString m_editedGame;
    QString m_editedTitle;
    QList<QLabel *> m_labels;
    QList<QComboBox *> m_controllers;
    QList<QLineEdit *> m_names;
    QGridLayout *m_grid = nullptr;
    QList<QLabel *> m_preferenceHeaders;
    QList<QList<QComboBox *>> m_preferences; // per seat, one per preference
    QLineEdit *m_seed = nullptr;
    QComboBox *m_rules = nullptr;
};

} // namespace isle::app
