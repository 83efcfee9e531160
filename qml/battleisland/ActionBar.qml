import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// What the viewer can do besides clicking the board, below it: end the turn or the
// unit's activation, build, swap, stack; turn the drawn tile; choose a captured
// structure's side; re-roll. Each button names its key. Someone else's decision: who is
// deciding what.
Rectangle {
    id: bar
    property var screen: null
    // The way to turn the drawn tile pointed at (hovered or focused), shown on the board.
    signal previewed(int option)
    readonly property bool mine: screen !== null && screen.myDecision
    readonly property string kind: screen ? screen.decisionKind : ""
    implicitHeight: Math.max(44, flow.implicitHeight + 12)
    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelBorder

    readonly property string waitingText: {
        if (!screen || screen.over || kind === "")
            return ""
        const who = screen.decisionSeatName
        switch (kind) {
        case "orient": return qsTr("%1 is turning the drawn tile.").arg(who)
        case "place-tile": return qsTr("%1 is placing a tile from the lighthouse.").arg(who)
        case "token-side": return qsTr("%1 is choosing a captured building's side.").arg(who)
        case "reroll": return qsTr("%1 may re-roll dice.").arg(who)
        }
        return qsTr("%1 is moving.").arg(who)
    }

    Flow {
        id: flow
        anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: 6 }
        spacing: 6

        Label { // the game's result once it is over
            objectName: "resultText"
            visible: bar.screen !== null && bar.screen.over
            text: GameSession.resultText
            textFormat: Text.PlainText
            font.bold: true
            color: Theme.text
            height: 32
            verticalAlignment: Text.AlignVCenter
        }
        Label { // whose decision it is when it is not the viewer's
            visible: !bar.mine && text !== ""
            text: bar.waitingText
            textFormat: Text.PlainText
            color: Theme.mutedText
            height: 32
            verticalAlignment: Text.AlignVCenter
        }
        Label { // the unit acting, or the one chosen
            visible: bar.mine && text !== ""
            text: bar.screen && (bar.kind === "act" || bar.kind === "main") ? bar.screen.selectedText : ""
            textFormat: Text.PlainText
            font.bold: true
            color: Theme.text
            height: 32
            verticalAlignment: Text.AlignVCenter
        }
        Repeater { // building here
            model: bar.mine && bar.kind === "act" ? bar.screen.builds : []
            Button {
                required property int index
                required property var modelData
                objectName: "buildButton"
                focusPolicy: Qt.TabFocus
                text: modelData.label + (index === 0 ? qsTr(" (B)") : "")
                icon.source: BattleArt.icon("build")
                Accessible.name: modelData.label
                onClicked: bar.screen.build(modelData.kind)
            }
        }
        Button {
            objectName: "swapButton"
            visible: bar.mine && bar.screen.canSwap
            focusPolicy: Qt.TabFocus
            text: qsTr("Swap the token (S)")
            icon.source: BattleArt.icon("swap")
            Accessible.name: qsTr("Swap the token")
            onClicked: bar.screen.swap()
        }
        Button {
            objectName: "stackButton"
            visible: bar.mine && bar.screen.canStack
            focusPolicy: Qt.TabFocus
            text: qsTr("Stack (K)")
            icon.source: BattleArt.icon("stack")
            Accessible.name: qsTr("Stack the units")
            onClicked: bar.screen.stack()
        }
        Button {
            objectName: "endActivationButton"
            visible: bar.mine && bar.screen.canEndActivation
            focusPolicy: Qt.TabFocus
            text: qsTr("End activation (E)")
            icon.source: BattleArt.icon("end-activation")
            Accessible.name: qsTr("End this unit's activation")
            onClicked: bar.screen.endActivation()
        }
        Button {
            objectName: "endTurnButton"
            visible: bar.mine && bar.screen.canEndTurn
            focusPolicy: Qt.TabFocus
            text: qsTr("End turn (E)")
            icon.source: BattleArt.icon("end-turn")
            Accessible.name: qsTr("End the turn")
            onClicked: bar.screen.endTurn()
        }

        // The drawn tile: where it goes, and which way it may be turned.
        Label {
            visible: bar.mine && (bar.kind === "orient" || bar.kind === "place-tile")
            text: bar.kind === "orient" ? qsTr("Turn the drawn tile:") : qsTr("Place the drawn tile on a lit area:")
            textFormat: Text.PlainText
            font.bold: true
            color: Theme.text
            height: 32
            verticalAlignment: Text.AlignVCenter
        }
        TilePreview {
            visible: bar.mine && bar.kind === "place-tile"
            rows: bar.screen && bar.screen.drawnTile.rows ? bar.screen.drawnTile.rows : []
            cellSize: 14
            Accessible.role: Accessible.Graphic
            Accessible.name: qsTr("The drawn tile")
        }
        Repeater {
            model: bar.mine && bar.kind === "orient" ? bar.screen.orientOptions : []
            Button {
                required property int index
                required property var modelData
                objectName: "orientButton"
                focusPolicy: Qt.TabFocus
                implicitHeight: preview.implicitHeight + 12
                implicitWidth: preview.implicitWidth + orientLabel.implicitWidth + 24
                Accessible.name: qsTr("Arrow pointing %1").arg(modelData.name)
                onClicked: bar.screen.orient(modelData.direction)
                onHoveredChanged: if (hovered) bar.previewed(index)
                onActiveFocusChanged: if (activeFocus) bar.previewed(index)
                contentItem: Row {
                    spacing: 6
                    TilePreview { id: preview; rows: modelData.rows; arrow: modelData.direction; cellSize: 12 }
                    Label {
                        id: orientLabel
                        anchors.verticalCenter: parent.verticalCenter
                        text: qsTr("%1. Arrow %2").arg(index + 1).arg(modelData.name)
                        textFormat: Text.PlainText
                        color: Theme.text
                    }
                }
            }
        }

        // A captured building: city or factory.
        Label {
            visible: bar.mine && bar.kind === "token-side"
            text: bar.screen && bar.screen.sideChoice.spaceText ? qsTr("Your building on %1 is:").arg(bar.screen.sideChoice.spaceText) : ""
            textFormat: Text.PlainText
            font.bold: true
            color: Theme.text
            height: 32
            verticalAlignment: Text.AlignVCenter
        }
        Button {
            objectName: "cityButton"
            visible: bar.mine && bar.kind === "token-side" && bar.screen.sideChoice.city === true
            focusPolicy: Qt.TabFocus
            text: qsTr("1. City (C)")
            Accessible.name: qsTr("City")
            onClicked: bar.screen.chooseSide("city")
        }
        Button {
            objectName: "factoryButton"
            visible: bar.mine && bar.kind === "token-side" && bar.screen.sideChoice.factory === true
            focusPolicy: Qt.TabFocus
            text: qsTr("2. Factory (F)")
            Accessible.name: qsTr("Factory")
            onClicked: bar.screen.chooseSide("factory")
        }

        // Re-rolls: the dice as they stand, and how many of the lowest to throw again.
        DiceRow {
            visible: bar.mine && bar.kind === "reroll"
            faces: bar.screen && bar.screen.combat.attackerDice ? bar.screen.combat.attackerDice : []
            total: bar.screen && bar.screen.combat.attackerTotal ? bar.screen.combat.attackerTotal : 0
            colourName: bar.screen && bar.screen.combat.attackerColour ? bar.screen.combat.attackerColour : ""
            sideText: (bar.screen ? bar.screen.combat.attackerSide : "") || qsTr("Attacker")
            dieSize: 24
        }
        DiceRow {
            visible: bar.mine && bar.kind === "reroll"
            faces: bar.screen && bar.screen.combat.defenderDice ? bar.screen.combat.defenderDice : []
            total: bar.screen && bar.screen.combat.defenderTotal ? bar.screen.combat.defenderTotal : 0
            colourName: bar.screen && bar.screen.combat.defenderColour ? bar.screen.combat.defenderColour : ""
            sideText: (bar.screen ? bar.screen.combat.defenderSide : "") || qsTr("Defender")
            dieSize: 24
        }
        Repeater {
            model: bar.mine && bar.kind === "reroll" ? bar.screen.rerollOptions : []
            Button {
                required property int index
                required property var modelData
                objectName: "rerollButton"
                focusPolicy: Qt.TabFocus
                text: (index + 1) + ". " + modelData.label
                Accessible.name: modelData.label
                onClicked: bar.screen.reroll(modelData.dice)
            }
        }
    }
}
