#pragma once

#include "gamescreen.h"

#include "cardcatalogue.h"
#include "squirrelmorning.h"

#include "core/action.h"

#include <QList>
#include <QSet>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

class QAbstractItemModel;

namespace isle::app::squirrelisland {

class HandModel;
class IslandModel;
class PlayersModel;

// Squirrel Island's screen: the island's slots, every player's resources and tableau, the
// viewer's hand, the day, the morning's collection, and the input that turns a clicked
// card, squirrel or player into the viewer's decision. QML sees it as GameSession.screen;
// like the session, it reads only the viewer's observation (and the public ruleset).
class SquirrelScreen : public GameScreen
{
    Q_OBJECT
    Q_PROPERTY(QVariantMap cards READ cards NOTIFY cardsChanged)
    Q_PROPERTY(int day READ day NOTIFY changed)
    Q_PROPERTY(int dayCount READ dayCount NOTIFY changed)
    Q_PROPERTY(QVariantList dayIncome READ dayIncome NOTIFY cardsChanged)
    Q_PROPERTY(int firstPlayer READ firstPlayer NOTIFY changed)
    Q_PROPERTY(QString firstPlayerName READ firstPlayerName NOTIFY changed)
    Q_PROPERTY(int deckCount READ deckCount NOTIFY changed)
    Q_PROPERTY(int discardCount READ discardCount NOTIFY changed)
    Q_PROPERTY(QString discardTop READ discardTop NOTIFY changed)
    Q_PROPERTY(QString resolving READ resolving NOTIFY changed)
    Q_PROPERTY(bool solo READ solo NOTIFY changed)
    Q_PROPERTY(bool over READ over NOTIFY changed)
    Q_PROPERTY(int viewerSeat READ viewerSeat NOTIFY changed)
    // The decision being taken, as everybody may see it: its kind ("play", "gather",
    // "stash-from-hand"...), whose it is, the card whose effect asks, how many are left,
    // whose squirrels it is about.
    Q_PROPERTY(QString decisionKind READ decisionKind NOTIFY changed)
    Q_PROPERTY(int decisionSeat READ decisionSeat NOTIFY changed)
    Q_PROPERTY(QString decisionCard READ decisionCard NOTIFY changed)
    Q_PROPERTY(int decisionRemaining READ decisionRemaining NOTIFY changed)
    Q_PROPERTY(int decisionTarget READ decisionTarget NOTIFY changed)
    Q_PROPERTY(bool afterSleep READ afterSleep NOTIFY changed)
    // The viewer's to take now, and what the board offers for it.
    Q_PROPERTY(bool myDecision READ myDecision NOTIFY changed)
    Q_PROPERTY(bool canSleep READ canSleep NOTIFY changed)
    Q_PROPERTY(bool canPass READ canPass NOTIFY changed)
    Q_PROPERTY(bool canDone READ canDone NOTIFY changed)
    Q_PROPERTY(QVariantList look READ look NOTIFY changed)
    Q_PROPERTY(int lookCount READ lookCount NOTIFY changed)
    // Several legal payments for the card clicked: the chooser's title and options.
    Q_PROPERTY(bool chooserOpen READ chooserOpen NOTIFY chooserChanged)
    Q_PROPERTY(QString chooserTitle READ chooserTitle NOTIFY chooserChanged)
    Q_PROPERTY(QStringList chooserOptions READ chooserOptions NOTIFY chooserChanged)
    // What the board can be clicked on now, in reading order, for the keyboard cursor:
    // [{kind: "island"|"hand"|"squirrel"|"player"|"look"|"sleep"|"pass"|"done", slot, row,
    // seat, position, index, label}].
    Q_PROPERTY(QVariantList targets READ targets NOTIFY changed)
    // The latest morning's collection, step by step (squirrelmorning.h), and what the
    // latest decision set off that the board shows as it happens.
    Q_PROPERTY(QVariantList morningSteps READ morningSteps NOTIFY morningChanged)
    Q_PROPERTY(QString morningKey READ morningKey NOTIFY morningChanged)
    Q_PROPERTY(int morningDay READ morningDay NOTIFY morningChanged)
    Q_PROPERTY(QVariantList flashes READ flashes NOTIFY flashesChanged)
    Q_PROPERTY(int flashSerial READ flashSerial NOTIFY flashesChanged)
    Q_PROPERTY(QAbstractItemModel *hand READ handModel CONSTANT)
    Q_PROPERTY(QAbstractItemModel *island READ islandModel CONSTANT)
    Q_PROPERTY(QAbstractItemModel *players READ playersModel CONSTANT)

public:
    explicit SquirrelScreen(GameSession &session);
    ~SquirrelScreen() override;

    void refresh() override;
    void clearInput() override;

    // The board's input, each matched against the viewer's legal decisions as the engine
    // lists them: the one it names is played; several (ways to pay) open the chooser; none
    // is refused, in the engine's words when a play was meant. Seats and slots 1-based.
    Q_INVOKABLE void clickHandCard(int row);
    Q_INVOKABLE void clickIslandSlot(int slot);
    Q_INVOKABLE void clickSquirrel(int seat, int position);
    Q_INVOKABLE void clickPlayer(int seat);
    Q_INVOKABLE void keepLooked(int index);
    Q_INVOKABLE bool sleep();
    Q_INVOKABLE bool pass();
    Q_INVOKABLE bool done();
    Q_INVOKABLE bool choosePayment(int index);
    Q_INVOKABLE void closeChooser();
    // The target at `index` of `targets`, as if clicked.
    Q_INVOKABLE void activateTarget(int index);
    // A card's map (cardcatalogue.h) and name, for the pages.
    Q_INVOKABLE QVariantMap card(const QString &id) const { return m_catalogue.info(id); }
    Q_INVOKABLE QString cardName(const QString &id) const { return m_catalogue.name(id); }
    // A seat's name (1-based; the solo rival is "Rival").
    Q_INVOKABLE QString playerName(int seat) const;

    QVariantMap cards() const { return m_catalogue.cards(); }
    int day() const;
    int dayCount() const;
    QVariantList dayIncome() const;
    int firstPlayer() const;
    QString firstPlayerName() const { return playerName(firstPlayer()); }
    int deckCount() const;
    int discardCount() const;
    QString discardTop() const;
    QString resolving() const;
    bool solo() const;
    bool over() const;
    int viewerSeat() const;
    QString decisionKind() const;
    int decisionSeat() const;
    QString decisionCard() const;
    int decisionRemaining() const;
    int decisionTarget() const;
    bool afterSleep() const;
    bool myDecision() const;
    bool canSleep() const { return m_canSleep; }
    bool canPass() const { return m_canPass; }
    bool canDone() const { return m_canDone; }
    QVariantList look() const;
    int lookCount() const;
    bool chooserOpen() const { return !m_chooser.isEmpty(); }
    QString chooserTitle() const { return m_chooserTitle; }
    QStringList chooserOptions() const;
    QVariantList targets() const { return m_targets; }
    QVariantList morningSteps() const { return m_morning.steps(); }
    QString morningKey() const { return m_morning.key(); }
    int morningDay() const { return m_morning.day(); }
    QVariantList flashes() const { return m_morning.flashes(); }
    int flashSerial() const { return m_morning.flashSerial(); }

    QAbstractItemModel *handModel() const;
    QAbstractItemModel *islandModel() const;
    QAbstractItemModel *playersModel() const;

    // For the models: the catalogue, and what the viewer may click now.
    const CardCatalogue &catalogue() const { return m_catalogue; }
    bool handCardIsTarget(const QString &id) const { return m_handTargets.contains(id); }
    bool islandSlotIsTarget(int slot) const { return m_slotTargets.contains(slot); }
    bool squirrelIsTarget(int seat, int position) const { return m_squirrelTargets.contains({seat, position}); }
    bool playerIsTarget(int seat) const { return m_seatTargets.contains(seat); }
    // The viewer's seat in the observation, or an empty object.
    QJsonObject seatView(int seat) const;

Q_SIGNALS:
    void cardsChanged();
    void chooserChanged();
    void morningChanged();
    void flashesChanged();

private:
    // The viewer's legal decisions of `type` that `accept` takes.
    template<typename Accept>
    QList<Action> legalOf(int type, Accept &&accept) const;
    // Plays the only one of `actions`, opens the chooser for several, or says why none.
    void playOrChoose(const QList<Action> &actions, const QString &title, const Action &refused);
    bool playFirst(int type);
    void refuse();
    void computeTargets();

    CardCatalogue m_catalogue;
    MorningFeed m_morning;
    HandModel *m_hand;
    IslandModel *m_island;
    PlayersModel *m_players;
    QList<Action> m_chooser;
    QString m_chooserTitle;
    QSet<QString> m_handTargets;
    QSet<int> m_slotTargets;
    QSet<QPair<int, int>> m_squirrelTargets;
    QSet<int> m_seatTargets;
    bool m_canSleep = false;
    bool m_canPass = false;
    bool m_canDone = false;
    QVariantList m_targets;
};

} // namespace isle::app::squirrelisland
