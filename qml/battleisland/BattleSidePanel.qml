import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// Battle on the Island of Fog's part of the side column: what to do for the decision
// asked (the DecisionBar's hint), each general's army and supply, and the last battle's
// dice. Every decision can also be taken from the shared list of choices ("All choices…").
ColumnLayout {
    id: panel
    spacing: Theme.spacing
    readonly property var screen: GameSession.screen
    readonly property bool active: GameSession.myTurn && !GameSession.curtain
    readonly property string kind: screen ? screen.decisionKind : ""
    // Read by the shared DecisionBar: the board answers every decision of this game.
    readonly property bool handlesDecision: active && kind !== ""
    readonly property string keys: qsTr("Arrow keys and Enter work on the board.")
    readonly property string hint: {
        if (!screen || !active)
            return ""
        switch (kind) {
        case "main":
            return (screen.selected >= 0
                    ? qsTr("Green: where it can go; red: what it can attack. Click a space to move there, or the unit again to act where it stands.")
                    : qsTr("Click one of your lit units to see where it can go, or a lit base or factory to recruit; End turn (E) when done.")) + " " + keys
        case "act":
            return qsTr("Click a green space to move (%n point(s) left), a red unit to see the odds and again to attack, or use a button below the board.", "", Math.max(0, screen.movePointsLeft)) + " " + keys
        case "orient":
            return qsTr("A tile was revealed: choose which way its arrow points (keys 1–%1).").arg(screen.orientOptions.length)
        case "place-tile":
            return qsTr("Your lighthouse lets you place the drawn tile: click one of the lit empty areas.") + " " + keys
        case "token-side":
            return qsTr("You captured a building: make it a city (C) or a factory (F).")
        case "reroll":
            return qsTr("Your stack may throw its lowest dice again (keys 1–%1).").arg(screen.rerollOptions.length)
        }
        return ""
    }

    Rectangle { // each general's army
        objectName: "generalsTable"
        Layout.fillWidth: true
        implicitHeight: generalsBox.implicitHeight + 2 * Theme.spacing
        visible: panel.screen !== null
        color: Theme.panel
        border.color: Theme.panelBorder
        radius: Theme.radius
        Accessible.role: Accessible.Table
        Accessible.name: qsTr("The generals' armies")
        ColumnLayout {
            id: generalsBox
            anchors { fill: parent; margins: Theme.spacing }
            spacing: 4
            Label { text: qsTr("Armies"); font.bold: true; color: Theme.text }
            // The rows in a Column, not straight in the ColumnLayout: a Qt 6.4 Layout keeps
            // a child a Repeater removed until its next polish, and a resize before it
            // measures the deleted item (the generals' list is new at every change).
            Column {
                Layout.fillWidth: true
                spacing: 4
                Repeater {
                model: panel.screen ? panel.screen.generals : []
                RowLayout {
                    required property var modelData
                    width: parent ? parent.width : 0
                    spacing: 6
                    opacity: modelData.eliminated ? 0.45 : 1
                    Accessible.role: Accessible.Row
                    Accessible.name: modelData.eliminated
                                     ? qsTr("%1 (%2): eliminated").arg(modelData.name).arg(modelData.colourName)
                                     : qsTr("%1 (%2): %n coin(s), income %3, %4 units; in supply %5 basic, %6 elite, %7 tokens",
                                            "", modelData.coins)
                                           .arg(modelData.name).arg(modelData.colourName)
                                           .arg(modelData.income).arg(modelData.units).arg(modelData.supplyBasic)
                                           .arg(modelData.supplyElite).arg(modelData.supplyTokens)
                    Image {
                        source: BattleArt.unit("basic", modelData.colour)
                        sourceSize: Qt.size(40, 40)
                        Layout.preferredWidth: 22
                        Layout.preferredHeight: 22
                    }
                    Label {
                        text: modelData.colourName
                        textFormat: Text.PlainText
                        font.bold: modelData.toMove
                        color: Theme.text
                        Layout.preferredWidth: 52
                        elide: Text.ElideRight
                    }
                    Label {
                        text: modelData.eliminated ? qsTr("eliminated")
                                                   : qsTr("%n unit(s) · supply %1/%2/%3", "", modelData.units).arg(modelData.supplyBasic)
                                                         .arg(modelData.supplyElite).arg(modelData.supplyTokens)
                        textFormat: Text.PlainText
                        color: Theme.mutedText
                        font.pixelSize: 12
                        Layout.fillWidth: true
                        elide: Text.ElideRight
                    }
                }
                }
            }
            Label {
                text: qsTr("Supply: basic / elite / building tokens")
                color: Theme.mutedText
                font.pixelSize: 11
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
            }
        }
    }

    Rectangle { // the last battle
        objectName: "lastBattle"
        Layout.fillWidth: true
        implicitHeight: battleBox.implicitHeight + 2 * Theme.spacing
        visible: panel.screen !== null && panel.screen.combat.attackerDice !== undefined
        color: Theme.panel
        border.color: Theme.panelBorder
        radius: Theme.radius
        ColumnLayout {
            id: battleBox
            anchors { fill: parent; margins: Theme.spacing }
            spacing: 4
            Label {
                text: panel.screen && panel.screen.combat.attackerText
                      ? qsTr("Last battle: %1 attacked %2").arg(panel.screen.combat.attackerText).arg(panel.screen.combat.defenderText)
                      : ""
                textFormat: Text.PlainText
                font.bold: true
                color: Theme.text
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
            }
            DiceRow {
                faces: panel.screen && panel.screen.combat.attackerDice ? panel.screen.combat.attackerDice : []
                total: panel.screen && panel.screen.combat.attackerTotal ? panel.screen.combat.attackerTotal : 0
                colourName: panel.screen && panel.screen.combat.attackerColour ? panel.screen.combat.attackerColour : ""
                sideText: (panel.screen ? panel.screen.combat.attackerSide : "") || qsTr("Attacker")
                dieSize: 20
            }
            DiceRow {
                faces: panel.screen && panel.screen.combat.defenderDice ? panel.screen.combat.defenderDice : []
                total: panel.screen && panel.screen.combat.defenderTotal ? panel.screen.combat.defenderTotal : 0
                colourName: panel.screen && panel.screen.combat.defenderColour ? panel.screen.combat.defenderColour : ""
                sideText: (panel.screen ? panel.screen.combat.defenderSide : "") || qsTr("Defender")
                dieSize: 20
            }
        }
    }
}
