// How clicks on cards, squirrels and players become decisions. Nothing here knows a rule:
// input is matched against the viewer's legal decisions as the engine lists them
// (GameScreen::legalActions), and the matching Action is played as it is. When a click
// names several (the ways to pay for a card), the chooser lists them in the engine's words.
#include "squirrelscreen.h"

#include "squirrelhandmodel.h"

#include "gamesession.h"

#include "squirrelisland/squirrelgame.h"
#include "squirrelisland/squirrelstate.h"

#include <QJsonArray>

namespace isle::app::squirrelisland {

namespace rules = ::isle::squirrelisland;
using rules::ActionType;
using rules::SquirrelGame;

namespace {
int typeNumber(ActionType type)
{
    return static_cast<int>(type);
}

// The decision kinds answered by clicking one of the viewer's own squirrels, and the
// action type each takes.
ActionType ownSquirrelAction(const QString &kind)
{
    if (kind == QLatin1StringView("gather"))
        return ActionType::Gather;
    if (kind == QLatin1StringView("collect-loops"))
        return ActionType::Collect;
    if (kind == QLatin1StringView("protect"))
        return ActionType::Protect;
    if (kind == QLatin1StringView("refresh-squirrel"))
        return ActionType::Refresh;
    return ActionType::None;
}
} // namespace

template<typename Accept>
QList<Action> SquirrelScreen::legalOf(int type, Accept &&accept) const
{
    QList<Action> result;
    for (const Action &action : legalActions())
        if (action.type == type && accept(action))
            result.append(action);
    return result;
}

void SquirrelScreen::computeTargets()
{
    m_handTargets.clear();
    m_slotTargets.clear();
    m_squirrelTargets.clear();
    m_seatTargets.clear();
    m_canSleep = m_canPass = m_canDone = false;
    QSet<QString> keepable;
    const int own = viewerSeat();
    const int victim = decisionTarget();
    for (const Action &action : legalActions()) {
        const QString card = m_catalogue.idOfKey(SquirrelGame::actionCardKey(action));
        switch (static_cast<ActionType>(action.type)) {
        case ActionType::Play:
            if (action.cell < 0)
                m_handTargets.insert(card);
            else
                m_slotTargets.insert(action.cell + 1);
            break;
        case ActionType::Stash: m_handTargets.insert(card); break;
        case ActionType::Sleep: m_canSleep = true; break;
        case ActionType::Pass: m_canPass = true; break;
        case ActionType::Done: m_canDone = true; break;
        case ActionType::Gather:
        case ActionType::Collect:
        case ActionType::Protect:
        case ActionType::Refresh: m_squirrelTargets.insert({own, action.cell + 1}); break;
        case ActionType::Exhaust: m_squirrelTargets.insert({victim, action.cell + 1}); break;
        case ActionType::Target: m_seatTargets.insert(action.cell + 1); break;
        case ActionType::Keep: keepable.insert(card); break;
        case ActionType::None: break;
        }
    }

    // The keyboard's order: what was looked at, the island, each player (and their
    // squirrels), the hand, then the buttons.
    m_targets.clear();
    const auto add = [this](const char *kind, QVariantMap target) {
        target.insert(QStringLiteral("kind"), QString::fromLatin1(kind));
        m_targets.append(target);
    };
    const QVariantList looked = look();
    for (qsizetype i = 0; i < looked.size(); ++i)
        if (keepable.contains(looked.at(i).toString()))
            add("look", {{QStringLiteral("index"), int(i)},
                         {QStringLiteral("label"), tr("Keep %1").arg(cardName(looked.at(i).toString()))}});
    const QJsonArray island = session().observation().value(QStringLiteral("island")).toArray();
    for (qsizetype i = 0; i < island.size(); ++i)
        if (m_slotTargets.contains(int(i) + 1))
            add("island", {{QStringLiteral("slot"), int(i) + 1},
                           {QStringLiteral("label"), tr("Island slot %1: %2").arg(i + 1).arg(cardName(island.at(i).toString()))}});
    const int seats = int(session().observation().value(QStringLiteral("seats")).toArray().size()) + (solo() ? 1 : 0);
    for (int seat = 1; seat <= seats; ++seat) {
        if (m_seatTargets.contains(seat))
            add("player", {{QStringLiteral("seat"), seat}, {QStringLiteral("label"), playerName(seat)}});
        for (const QJsonValue &value : seatView(seat).value(QStringLiteral("tableau")).toArray()) {
            const int position = value.toObject().value(QStringLiteral("position")).toInt();
            if (m_squirrelTargets.contains({seat, position}))
                add("squirrel", {{QStringLiteral("seat"), seat},
                                 {QStringLiteral("position"), position},
                                 {QStringLiteral("label"), tr("%1's %2").arg(playerName(seat), cardName(value.toObject().value(QStringLiteral("card")).toString()))}});
        }
    }
    const QJsonArray hand = seatView(own).value(QStringLiteral("hand")).toArray();
    for (qsizetype row = 0; row < hand.size(); ++row)
        if (m_handTargets.contains(hand.at(row).toString()))
            add("hand", {{QStringLiteral("row"), int(row)}, {QStringLiteral("label"), cardName(hand.at(row).toString())}});
    if (m_canSleep)
        add("sleep", {{QStringLiteral("label"), tr("Go to sleep")}});
    if (m_canPass)
        add("pass", {{QStringLiteral("label"), tr("Pass")}});
    if (m_canDone)
        add("done", {{QStringLiteral("label"), tr("Done")}});
}

void SquirrelScreen::playOrChoose(const QList<Action> &actions, const QString &title, const Action &refused)
{
    if (actions.isEmpty()) {
        // Let the engine say why, when the person clearly meant a play; else a plain no.
        if (refused.type != typeNumber(ActionType::None))
            session().playAction(refused);
        else
            refuse();
        return;
    }
    if (actions.size() == 1) {
        closeChooser();
        session().playAction(actions.constFirst());
        return;
    }
    m_chooser = actions;
    m_chooserTitle = title;
    Q_EMIT chooserChanged();
}

void SquirrelScreen::refuse()
{
    Q_EMIT session().illegalMove(tr("That is not one of the choices now."));
}

void SquirrelScreen::closeChooser()
{
    if (m_chooser.isEmpty())
        return;
    m_chooser.clear();
    m_chooserTitle.clear();
    Q_EMIT chooserChanged();
}

bool SquirrelScreen::choosePayment(int index)
{
    if (index < 0 || index >= m_chooser.size())
        return false;
    const Action action = m_chooser.at(index);
    closeChooser();
    return session().playAction(action);
}

void SquirrelScreen::clickHandCard(int row)
{
    if (!myDecision())
        return;
    const QString card = m_hand->cardAt(row);
    const std::uint32_t key = m_catalogue.key(card);
    if (card.isEmpty() || key == 0)
        return refuse();
    const QString kind = decisionKind();
    if (kind == QLatin1StringView("play")) {
        const QList<Action> plays = legalOf(typeNumber(ActionType::Play), [&](const Action &action) {
            return action.cell < 0 && SquirrelGame::actionCardKey(action) == key;
        });
        return playOrChoose(plays, tr("Play %1 from your hand").arg(cardName(card)),
                            SquirrelGame::playAction(key, -1, 0, false));
    }
    if (kind == QLatin1StringView("stash-from-hand")) {
        const QList<Action> stashes = legalOf(typeNumber(ActionType::Stash), [&](const Action &action) {
            return SquirrelGame::actionCardKey(action) == key;
        });
        return playOrChoose(stashes, QString(), SquirrelGame::cardAction(ActionType::Stash, key));
    }
    refuse();
}

void SquirrelScreen::clickIslandSlot(int slot)
{
    if (!myDecision())
        return;
    const QString card = session().observation().value(QStringLiteral("island")).toArray().at(slot - 1).toString();
    if (decisionKind() != QLatin1StringView("play") || card.isEmpty())
        return refuse();
    const QList<Action> plays = legalOf(typeNumber(ActionType::Play), [&](const Action &action) {
        return action.cell == slot - 1;
    });
    playOrChoose(plays, tr("Play %1 from island slot %2").arg(cardName(card)).arg(slot),
                 SquirrelGame::playAction(m_catalogue.key(card), slot - 1, 0, false));
}

void SquirrelScreen::clickSquirrel(int seat, int position)
{
    if (!myDecision())
        return;
    const QString kind = decisionKind();
    const QJsonArray tableau = seatView(seat).value(QStringLiteral("tableau")).toArray();
    const QString card = tableau.at(position - 1).toObject().value(QStringLiteral("card")).toString();
    const std::uint32_t key = m_catalogue.key(card);
    ActionType type = ActionType::None;
    if (kind == QLatin1StringView("exhaust-squirrel") && seat == decisionTarget())
        type = ActionType::Exhaust;
    else if (seat == viewerSeat())
        type = ownSquirrelAction(kind);
    if (type == ActionType::None || card.isEmpty())
        return refuse();
    const QList<Action> matches = legalOf(typeNumber(type), [&](const Action &action) {
        return action.cell == position - 1;
    });
    playOrChoose(matches, QString(), SquirrelGame::positionAction(type, position - 1, key));
}

void SquirrelScreen::clickPlayer(int seat)
{
    if (!myDecision())
        return;
    if (decisionKind() != QLatin1StringView("choose-opponent"))
        return refuse();
    const QList<Action> matches = legalOf(typeNumber(ActionType::Target), [&](const Action &action) {
        return action.cell == seat - 1;
    });
    playOrChoose(matches, QString(), SquirrelGame::targetAction(seat - 1));
}

void SquirrelScreen::keepLooked(int index)
{
    if (!myDecision())
        return;
    const QString card = look().value(index).toString();
    const std::uint32_t key = m_catalogue.key(card);
    if (card.isEmpty() || key == 0)
        return refuse();
    const QList<Action> matches = legalOf(typeNumber(ActionType::Keep), [&](const Action &action) {
        return SquirrelGame::actionCardKey(action) == key;
    });
    playOrChoose(matches, QString(), SquirrelGame::cardAction(ActionType::Keep, key));
}

bool SquirrelScreen::playFirst(int type)
{
    if (!myDecision())
        return false;
    const QList<Action> matches = legalOf(type, [](const Action &) { return true; });
    if (matches.isEmpty()) {
        refuse();
        return false;
    }
    closeChooser();
    return session().playAction(matches.constFirst());
}

bool SquirrelScreen::sleep()
{
    return playFirst(typeNumber(ActionType::Sleep));
}

bool SquirrelScreen::pass()
{
    return playFirst(typeNumber(ActionType::Pass));
}

bool SquirrelScreen::done()
{
    return playFirst(typeNumber(ActionType::Done));
}

void SquirrelScreen::activateTarget(int index)
{
    const QVariantMap target = m_targets.value(index).toMap();
    const QString kind = target.value(QStringLiteral("kind")).toString();
    if (kind == QLatin1StringView("look"))
        keepLooked(target.value(QStringLiteral("index")).toInt());
    else if (kind == QLatin1StringView("island"))
        clickIslandSlot(target.value(QStringLiteral("slot")).toInt());
    else if (kind == QLatin1StringView("player"))
        clickPlayer(target.value(QStringLiteral("seat")).toInt());
    else if (kind == QLatin1StringView("squirrel"))
        clickSquirrel(target.value(QStringLiteral("seat")).toInt(), target.value(QStringLiteral("position")).toInt());
    else if (kind == QLatin1StringView("hand"))
        clickHandCard(target.value(QStringLiteral("row")).toInt());
    else if (kind == QLatin1StringView("sleep"))
        sleep();
    else if (kind == QLatin1StringView("pass"))
        pass();
    else if (kind == QLatin1StringView("done"))
        done();
}

} // namespace isle::app::squirrelisland
