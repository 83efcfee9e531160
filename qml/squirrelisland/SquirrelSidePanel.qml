import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// Squirrel Island's part of the side column: what to click for the decision asked (the
// DecisionBar's hint), the card whose effect is resolving, shown large, and the island's
// income by day. Every decision can also be taken from the shared list of choices
// ("All choices…"), so none can get stuck on the board.
ColumnLayout {
    id: panel
    spacing: Theme.spacing
    readonly property var screen: GameSession.screen
    readonly property bool active: GameSession.myTurn && !GameSession.curtain
    readonly property string kind: screen ? screen.decisionKind : ""
    // Read by the shared DecisionBar: the board answers every decision of this game.
    readonly property bool handlesDecision: active && kind !== ""
    readonly property string keys: qsTr("Arrow keys and Enter choose on the board.")
    readonly property string cardName: screen && screen.decisionCard !== "" ? screen.cardName(screen.decisionCard) : ""
    readonly property string hint: {
        if (!screen || !active)
            return ""
        const remaining = screen.decisionRemaining
        switch (kind) {
        case "play":
            return qsTr("Click a lit card in your hand to play it, or one on the island (it costs 1 stamina or 1 coin more); or Sleep (S).") + " " + keys
        case "gather":
            return (screen.afterSleep ? qsTr("You may gather at once: click one of your refreshed squirrels to exhaust it, or Pass (P).")
                                      : qsTr("You are asleep: click one of your refreshed squirrels to exhaust it and gather, or Pass (P).")) + " " + keys
        case "choose-opponent":
            return qsTr("%1: click the opponent to sabotage.").arg(cardName) + " " + keys
        case "stash-from-hand":
            return qsTr("%1: click a card in your hand to stash it (up to %n more), or Done (D).", "", remaining).arg(cardName) + " " + keys
        case "exhaust-squirrel":
            return (screen.decisionTarget === screen.viewerSeat
                    ? qsTr("%1: click one of your own refreshed squirrels to exhaust it (%n more).", "", remaining).arg(cardName)
                    : qsTr("%1: click a lit squirrel of %2 to exhaust it (%n more).", "", remaining).arg(cardName).arg(screen.playerName(screen.decisionTarget))) + " " + keys
        case "keep-card":
            return qsTr("%1: keep one of the cards you looked at (keys 1–%2).").arg(cardName).arg(Math.min(9, screen.look.length))
        case "collect-loops":
            return qsTr("%1: click one of your refreshed squirrels to exhaust it and collect its loops (up to %n more), or Done (D).", "", remaining).arg(cardName) + " " + keys
        case "protect":
            return qsTr("%1: click the squirrel of yours it protects.").arg(cardName) + " " + keys
        case "refresh-squirrel":
            return qsTr("%1: click an exhausted squirrel of yours to refresh it (%n more).", "", remaining).arg(cardName) + " " + keys
        }
        return ""
    }

    Label { // the card resolving, for everybody: what is happening and why
        visible: panel.screen && panel.screen.resolving !== ""
        //: a heading above the card whose effect is being carried out now
        text: qsTr("Resolving")
        font.bold: true
        color: Theme.mutedText
    }
    Card {
        objectName: "resolvingCard"
        visible: panel.screen && panel.screen.resolving !== ""
        Layout.alignment: Qt.AlignHCenter
        Layout.preferredWidth: 170
        Layout.preferredHeight: 170 * SquirrelArt.cardRatio
        info: panel.screen && panel.screen.resolving !== "" ? panel.screen.cards[panel.screen.resolving] : ({})
        Accessible.role: Accessible.StaticText
        Accessible.name: visible && info && info.name ? qsTr("Resolving %1: %2").arg(info.name).arg(info.description) : ""
    }

    Rectangle { // the island board's income, by day
        objectName: "incomeTable"
        Layout.fillWidth: true
        implicitHeight: incomeBox.implicitHeight + 2 * Theme.spacing
        visible: panel.screen !== null && panel.screen.dayIncome.length > 0
        color: Theme.panel
        border.color: Theme.panelBorder
        radius: Theme.radius
        Accessible.role: Accessible.Table
        Accessible.name: qsTr("The island's gifts each morning")
        // A Column, not a ColumnLayout, round the Repeater: a Qt 6.4 Layout keeps a child
        // a Repeater removed until its next polish (GameOverOverlay.qml says more).
        Column {
            id: incomeBox
            anchors { fill: parent; margins: Theme.spacing }
            spacing: 2
            Label {
                text: qsTr("Each morning the island gives")
                font.bold: true
                color: Theme.text
            }
            Repeater {
                model: panel.screen ? panel.screen.dayIncome : []
                RowLayout {
                    required property int index
                    required property var modelData
                    readonly property bool today: panel.screen && index + 1 === panel.screen.day
                    spacing: 10
                    Accessible.role: Accessible.Row
                    Accessible.name: qsTr("Day %1: %2 stamina, %n coin(s), %3 cards", "", modelData.coins).arg(index + 1).arg(modelData.stamina).arg(modelData.cards)
                    Label {
                        //: a row of the island's income table: "Day 2" (the game lasts a few days)
                        text: qsTr("Day %1").arg(index + 1)
                        font.bold: parent.today
                        color: parent.today ? Theme.text : Theme.mutedText
                        Layout.preferredWidth: 52
                    }
                    //: a resource: the stamina that pays for playing squirrels
                    ResourceCounter { value: modelData.stamina; icon: "stamina"; label: qsTr("Stamina"); size: 14 }
                    //: a resource: the coins that pay for items
                    ResourceCounter { value: modelData.coins; icon: "coin"; label: qsTr("Coins"); size: 14 }
                    //: a resource: the cards drawn
                    ResourceCounter { value: modelData.cards; icon: "card"; label: qsTr("Cards"); size: 14 }
                }
            }
        }
    }
}
