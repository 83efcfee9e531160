#include "newgamedialog.h"

#include "gamesession.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "players/difficulty.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <utility>

namespace isle::app {

namespace {
QString playerLabel(const QString &name)
{
    if (const auto level = difficultyFromId(name))
        return NewGameDialog::tr("Computer: %1").arg(difficultyLabel(*level));
    if (name == QLatin1StringView("greedy"))
        return NewGameDialog::tr("Computer: greedy (one move ahead)");
    if (name == QLatin1StringView("random"))
        return NewGameDialog::tr("Computer: random moves");
    return NewGameDialog::tr("Computer: %1").arg(name);
}
} // namespace

NewGameDialog::NewGameDialog(const QStringList &computerPlayers, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("New Game"));
    QSettings settings;
    settings.beginGroup(QStringLiteral("newGame"));

    auto *form = new QFormLayout;
    // Every game this build plays, in the words of its module; the variants follow it.
    m_game = new QComboBox;
    m_game->setObjectName(QStringLiteral("gameChoice"));
    for (const GameModule *module : GameRegistry::all())
        m_game->addItem(module->displayName(), module->id());
    m_game->setCurrentIndex(std::max(0, m_game->findData(settings.value(QStringLiteral("game")))));
    m_game->setAccessibleName(tr("Game"));
    form->addRow(tr("&Game:"), m_game);
    m_variant = new QComboBox;
    m_variant->setObjectName(QStringLiteral("variantChoice"));
    fillVariants();
    m_variant->setCurrentIndex(std::max(0, m_variant->findData(settings.value(QStringLiteral("variant")))));
    m_variant->setAccessibleName(tr("Variant"));
    form->addRow(tr("&Variant:"), m_variant);
    m_rules = new QComboBox;
    m_rules->addItem(tr("Standard rules"), false);
    m_rules->setAccessibleName(tr("Rules"));
    m_rules->setToolTip(tr("The rules the game is played under: the standard ones or those in the rule editor"));
    m_rules->setEnabled(false);
    form->addRow(tr("&Rules:"), m_rules);

    auto *seats = new QGroupBox(tr("Players"));
    auto *grid = new QGridLayout(seats);
    m_grid = grid;
    //: a column heading in the new-game dialog: who plays each seat (a person, or a computer player)
    grid->addWidget(new QLabel(tr("Plays")), 0, 1);
    grid->addWidget(new QLabel(tr("Name (optional)")), 0, 2);
    const QString defaultComputer = computerPlayers.contains(QStringLiteral("easy")) ? QStringLiteral("easy")
                                                                                      : QStringLiteral("greedy");
    for (int seat = 0; seat < MaxSeats; ++seat) {
        auto *label = new QLabel(tr("Player %1").arg(seat + 1));
        auto *controller = new QComboBox;
        //: who plays a seat: a person at this computer (not a computer player)
        controller->addItem(tr("Person"), GameSession::Person);
        for (const QString &name : computerPlayers)
            controller->addItem(playerLabel(name), name);
        const QString saved = settings.value(QStringLiteral("seat%1").arg(seat + 1),
                                             seat == 0 ? GameSession::Person : defaultComputer).toString();
        controller->setCurrentIndex(std::max(0, controller->findData(saved)));
        controller->setAccessibleName(tr("Who plays seat %1").arg(seat + 1));
        auto *name = new QLineEdit(settings.value(QStringLiteral("name%1").arg(seat + 1)).toString());
        name->setPlaceholderText(tr("Player %1").arg(seat + 1));
        name->setAccessibleName(tr("Name of seat %1").arg(seat + 1));
        label->setBuddy(controller);
        grid->addWidget(label, seat + 1, 0);
        grid->addWidget(controller, seat + 1, 1);
        grid->addWidget(name, seat + 1, 2);
        m_labels.append(label);
        m_controllers.append(controller);
        m_names.append(name);
        m_preferences.append(QList<QComboBox *>());
        // A computer player decides everything itself: preferences are people's.
        connect(controller, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateSeats);
    }

    m_seed = new QLineEdit;
    //: shown in the empty seed box: a random seed will be chosen
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{0,20}")), m_seed));
    //: the random seed that deals the game (a number)
    m_seed->setAccessibleName(tr("Seed"));
    m_seed->setToolTip(tr("The same seed, variant and decisions give the same game."));
    auto *seedForm = new QFormLayout;
    seedForm->addRow(tr("&Seed:"), m_seed);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this]() {
        QSettings store;
        store.beginGroup(QStringLiteral("newGame"));
        store.setValue(QStringLiteral("game"), gameId());
        store.setValue(QStringLiteral("variant"), variant());
        for (int seat = 0; seat < MaxSeats; ++seat) {
            store.setValue(QStringLiteral("seat%1").arg(seat + 1), m_controllers.at(seat)->currentData());
            store.setValue(QStringLiteral("name%1").arg(seat + 1), m_names.at(seat)->text());
        }
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_variant, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateSeats);
    connect(m_game, &QComboBox::currentIndexChanged, this, [this]() {
        fillVariants();
        updateRules();
        fillPreferences();
        updateSeats();
    });

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(seats);
    layout->addLayout(seedForm);
    layout->addWidget(buttons);
    fillPreferences();
    updateSeats();
}

void NewGameDialog::fillPreferences()
{
    for (QLabel *header : std::as_const(m_preferenceHeaders))
        delete header;
    m_preferenceHeaders.clear();
    for (QList<QComboBox *> &boxes : m_preferences) {
        for (QComboBox *box : std::as_const(boxes))
            delete box;
        boxes.clear();
    }
    const GameModule *module = GameRegistry::find(gameId());
    const QList<SeatPreference> declared = module ? module->seatPreferences() : QList<SeatPreference>();
    for (qsizetype column = 0; column < declared.size(); ++column) {
        const SeatPreference &preference = declared.at(column);
        auto *header = new QLabel(preference.name);
        header->setTextFormat(Qt::PlainText);
        m_grid->addWidget(header, 0, int(3 + column));
        m_preferenceHeaders.append(header);
        for (int seat = 0; seat < MaxSeats; ++seat) {
            auto *box = new QComboBox;
            box->setObjectName(QStringLiteral("seatPreference"));
            for (qsizetype choice = 0; choice < preference.choices.size(); ++choice)
                box->addItem(preference.choiceNames.value(choice, preference.choices.at(choice)),
                             preference.choices.at(choice));
            box->setCurrentIndex(std::max(0, preference.defaultChoice));
            box->setAccessibleName(tr("%1 for seat %2").arg(preference.name).arg(seat + 1));
            m_grid->addWidget(box, seat + 1, int(3 + column));
            m_preferences[seat].append(box);
        }
    }
}

void NewGameDialog::fillVariants()
{
    const QSignalBlocker blocker(m_variant);
    m_variant->clear();
    if (const GameModule *module = GameRegistry::find(gameId()))
        for (const QString &id : module->variants())
            m_variant->addItem(module->variantName(id), id);
}

void NewGameDialog::updateRules()
{
    // Edited rules belong to the game the editor holds; another game starts with its own.
    const bool offered = !m_editedGame.isEmpty() && m_editedGame == gameId();
    while (m_rules->count() > 1)
        m_rules->removeItem(1);
    if (offered) {
        m_rules->addItem(m_editedTitle.isEmpty() ? tr("Edited rules") : tr("Edited rules: %1").arg(m_editedTitle), true);
        m_rules->setCurrentIndex(1);
    }
    m_rules->setEnabled(offered);
}

QString NewGameDialog::gameId() const
{
    return m_game->currentData().toString();
}

void NewGameDialog::updateSeats()
{
    const GameModule *module = GameRegistry::find(gameId());
    const int seats = module ? module->seatCount(variant()) : 2;
    for (int seat = 0; seat < MaxSeats; ++seat) {
        m_labels.at(seat)->setVisible(seat < seats);
        m_controllers.at(seat)->setVisible(seat < seats);
        m_names.at(seat)->setVisible(seat < seats);
        const bool person = m_controllers.at(seat)->currentData() == GameSession::Person;
        for (QComboBox *box : std::as_const(m_preferences.at(seat))) {
            box->setVisible(seat < seats);
            box->setEnabled(person);
        }
    }
    adjustSize();
}

void NewGameDialog::offerEditedRules(const QString &gameId, const QString &title)
{
    m_editedGame = gameId;
    m_editedTitle = title;
    updateRules();
}

bool NewGameDialog::useEditedRules() const
{
    return m_rules->currentData().toBool();
}

QString NewGameDialog::variant() const
{
    return m_variant->currentData().toString();
}

QStringList NewGameDialog::controllers() const
{
    const GameModule *module = GameRegistry::find(gameId());
    const int seats = module ? module->seatCount(variant()) : 2;
    QStringList result;
    for (int seat = 0; seat < seats && seat < m_controllers.size(); ++seat)
        result.append(m_controllers.at(seat)->currentData().toString());
    return result;
}

QStringList NewGameDialog::names() const
{
    QStringList result;
    for (const QLineEdit *edit : m_names)
        result.append(edit->text().trimmed());
    return result;
}

QList<QStringList> NewGameDialog::preferences() const
{
    const GameModule *module = GameRegistry::find(gameId());
    const int seats = module ? module->seatCount(variant()) : 2;
    const QList<SeatPreference> declared = module ? module->seatPreferences() : QList<SeatPreference>();
    QList<QStringList> result;
    for (int seat = 0; seat < seats && seat < m_preferences.size(); ++seat) {
        const bool person = m_controllers.at(seat)->currentData() == GameSession::Person;
        QStringList values;
        for (qsizetype i = 0; i < m_preferences.at(seat).size() && i < declared.size(); ++i)
            values.append(person ? m_preferences.at(seat).at(i)->currentData().toString()
                                 : declared.at(i).choices.value(declared.at(i).defaultChoice));
        result.append(values);
    }
    return result;
}

QString NewGameDialog::seed() const
{
    return m_seed->text();
}

} // namespace isle::app
