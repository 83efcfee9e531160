import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// Where the game stands, above the board: the round and the phase (the countdown's round
// once the island is explored), the tiles left, the activations used this turn and the
// acting unit's movement points; then each general's coins and income. One line at any
// width: the round and phase text gives way (elided, its full text in the tool tip) so the
// bar never wraps and the board below it never jumps while a unit moves.
Rectangle {
    id: bar
    property var screen: null
    implicitHeight: layout.implicitHeight + 8
    radius: Theme.radius
    color: Theme.panel
    border.color: Theme.panelBorder

    readonly property string phaseText: {
        if (!screen)
            return ""
        if (screen.phase === "countdown")
            return qsTr("Countdown %1 of %2").arg(screen.countdownRound).arg(screen.countdownRounds)
        if (screen.phase === "over")
            return qsTr("Game over")
        return qsTr("Exploring")
    }

    RowLayout {
        id: layout
        anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: 6 }
        spacing: 8
        Label {
            id: turnLabel
            objectName: "turnText"
            text: bar.screen ? qsTr("Round %1 · %2").arg(bar.screen.round).arg(bar.phaseText) : ""
            textFormat: Text.PlainText
            font.bold: true
            elide: Text.ElideRight
            Layout.fillWidth: true
            Layout.minimumWidth: 40
            color: bar.screen && bar.screen.phase === "countdown" ? "#b3261e" : Theme.text
            Accessible.role: Accessible.StaticText
            Accessible.name: text
            HoverHandler { id: hoverTurn }
            PlainToolTip { visible: hoverTurn.hovered && turnLabel.truncated; text: turnLabel.text }
        }
        Row {
            spacing: 3
            visible: bar.screen !== null && bar.screen.phase === "exploration"
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("%n tile(s) left in the pile", "", bar.screen ? bar.screen.pileCount : 0)
            HoverHandler { id: hover0 }
            PlainToolTip { visible: hover0.hovered; text: parent.Accessible.name }
            Image { source: BattleArt.icon("pile"); sourceSize: Qt.size(18, 18); width: 18; height: 18 }
            Label { text: bar.screen ? bar.screen.pileCount : ""; color: Theme.text }
        }
        Row {
            spacing: 3
            visible: bar.screen !== null && (bar.screen.decisionKind === "main" || bar.screen.decisionKind === "act")
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("Activations used: %1 of %2").arg(bar.screen ? bar.screen.activationsUsed : 0)
                                 .arg(bar.screen ? bar.screen.activationsPerTurn : 0)
            HoverHandler { id: hover1 }
            PlainToolTip { visible: hover1.hovered; text: parent.Accessible.name }
            Image { source: BattleArt.icon("activation"); sourceSize: Qt.size(18, 18); width: 18; height: 18 }
            Label {
                //: Activations used this turn, of those allowed: "3/5"
                text: bar.screen ? qsTr("%1/%2").arg(bar.screen.activationsUsed).arg(bar.screen.activationsPerTurn) : ""
                color: Theme.text
            }
        }
        Row {
            spacing: 3
            visible: bar.screen !== null && bar.screen.movePointsLeft >= 0
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("%n movement point(s) left", "", bar.screen ? bar.screen.movePointsLeft : 0)
            HoverHandler { id: hover2 }
            PlainToolTip { visible: hover2.hovered; text: parent.Accessible.name }
            Image { source: BattleArt.icon("move"); sourceSize: Qt.size(18, 18); width: 18; height: 18 }
            Label { text: bar.screen ? bar.screen.movePointsLeft : ""; color: Theme.text; font.bold: true }
        }
        Row { // each general's coins and income (a Repeater's delegates never go straight into a Layout)
            spacing: 8
            Repeater {
            model: bar.screen ? bar.screen.generals : []
            Row {
                required property var modelData
                spacing: 3
                opacity: modelData.eliminated ? 0.4 : 1
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("%1 (%2): %n coin(s), income %3", "", modelData.coins).arg(modelData.name)
                                     .arg(modelData.colourName).arg(modelData.income)
                HoverHandler { id: hover3 }
                PlainToolTip { visible: hover3.hovered; text: parent.Accessible.name }
                Rectangle {
                    width: 14; height: 14; radius: 7
                    anchors.verticalCenter: parent.verticalCenter
                    color: BattleArt.colour(modelData.colour)
                    border.color: modelData.toMove ? Theme.cursor : "white"
                    border.width: modelData.toMove ? 2 : 1
                }
                Image { source: BattleArt.icon("coin"); sourceSize: Qt.size(16, 16); width: 16; height: 16 }
                Label { text: modelData.coins; color: Theme.text; font.bold: true }
                Image { source: BattleArt.icon("income"); sourceSize: Qt.size(16, 16); width: 16; height: 16 }
                Label { text: "+" + modelData.income; color: "#2e7d32" }
            }
            }
        }
    }
}
