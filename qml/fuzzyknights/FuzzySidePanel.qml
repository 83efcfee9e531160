import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// Fuzzy Knights' part of the side column: what to do for the decision asked (the
// DecisionBar's hint), each player's treasury with the last Daybreak's income and upkeep,
// and the battle under way or the last one. Every decision can also be taken from the
// shared list of choices.
ColumnLayout {
    id: panel
    spacing: Theme.spacing
    readonly property var screen: GameSession.screen
    readonly property bool active: GameSession.myTurn && !GameSession.curtain
    readonly property string kind: screen ? screen.decisionKind : ""
    // Read by the shared DecisionBar: the board answers every decision of this game.
    readonly property bool handlesDecision: active && kind !== ""
    readonly property string keys: qsTr("Arrow keys and Enter work on the map; 1–9 take the buttons below it.")
    readonly property string hint: {
        if (!screen || !active)
            return ""
        switch (kind) {
        case "place-settlement":
            return qsTr("Click a yellow tile to place your settlement.") + " " + keys
        case "place-token":
            return qsTr("Click a yellow tile to place the new token.") + " " + keys
        case "turn":
            return (screen.selectedHero >= 0 && screen.movesLeft > 0
                    ? qsTr("Click a green tile to step there (%n point(s) left), another of your heroes to select it, or a button below the map.", "", Math.max(0, screen.movesLeft))
                    : qsTr("Choose below the map; End turn (E) when done.")) + " " + keys
        case "squads":
            return qsTr("Choose the size of the next squad below the map.")
        case "exchange":
            return qsTr("Choose which squads join the exchange and which squad they strike, below the map.")
        case "lose-squad":
            return qsTr("Choose which of your squads falls.")
        case "alliance":
            return qsTr("%1 offers you an alliance: accept or refuse below the map.").arg(screen.seatName(screen.activeSeat))
        }
        return qsTr("Choose below the map.") + " " + keys
    }

    Rectangle { // each player's treasury
        objectName: "playersTable"
        Layout.fillWidth: true
        implicitHeight: playersBox.implicitHeight + 2 * Theme.spacing
        visible: panel.screen !== null
        color: Theme.panel
        border.color: Theme.panelBorder
        radius: Theme.radius
        Accessible.role: Accessible.Table
        Accessible.name: qsTr("The players' treasuries")
        ColumnLayout {
            id: playersBox
            anchors { fill: parent; margins: Theme.spacing }
            spacing: 4
            Label { text: qsTr("Treasuries"); font.bold: true; color: Theme.text }
            // The rows in a Column, not straight in the ColumnLayout (qml/README.md).
            Column {
                Layout.fillWidth: true
                spacing: 4
                Repeater {
                    model: panel.screen ? panel.screen.players : []
                    Column {
                    id: player
                    required property var modelData
                    width: parent ? parent.width : 0
                    spacing: 1
                    RowLayout {
                        width: parent.width
                        spacing: 6
                        opacity: player.modelData.eliminated ? 0.45 : 1
                        Accessible.role: Accessible.Row
                        Accessible.name: player.modelData.eliminated
                                         ? qsTr("%1: eliminated").arg(player.modelData.name)
                                         : qsTr("%1: %n coin(s), income %2, upkeep %3 at the last Daybreak", "", player.modelData.treasury)
                                               .arg(player.modelData.name).arg(player.modelData.income).arg(player.modelData.upkeep)
                        Rectangle {
                            Layout.preferredWidth: 14
                            Layout.preferredHeight: 14
                            radius: 7
                            color: FuzzyArt.seatColour(player.modelData.seat)
                            border.color: player.modelData.active ? Theme.cursor : "transparent"
                            border.width: 2
                        }
                        Label {
                            text: player.modelData.name
                            textFormat: Text.PlainText
                            font.bold: player.modelData.active
                            color: Theme.text
                            Layout.preferredWidth: 96
                            elide: Text.ElideRight
                        }
                        Image {
                            source: FuzzyArt.icon("coin")
                            sourceSize: Qt.size(32, 32)
                            Layout.preferredWidth: 14
                            Layout.preferredHeight: 14
                        }
                        Label {
                            text: player.modelData.eliminated ? qsTr("eliminated")
                                                       : qsTr("%1 · +%2 −%3").arg(player.modelData.treasury).arg(player.modelData.income).arg(player.modelData.upkeep)
                            textFormat: Text.PlainText
                            color: Theme.mutedText
                            font.pixelSize: 12
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                        }
                    }
                    Label { // whom the player is allied with (public, §11.1)
                        objectName: "alliesLine"
                        visible: text !== ""
                        text: player.modelData.allies
                        textFormat: Text.PlainText
                        leftPadding: 20
                        width: parent.width
                        wrapMode: Text.WordWrap
                        font.pixelSize: 12
                        font.italic: true
                        color: Theme.text
                    }
                    }
                }
            }
            Label {
                text: qsTr("Coins · income + and upkeep − at the last Daybreak")
                color: Theme.mutedText
                font.pixelSize: 11
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
            }
        }
    }

    BattleCard { // the last battle (the one under way is beside the map)
        objectName: "battleCard"
        Layout.fillWidth: true
        visible: shown && battle.active !== true
        battle: panel.screen ? panel.screen.battle : ({})
    }
}
