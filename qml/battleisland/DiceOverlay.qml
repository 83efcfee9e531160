import QtQuick
import QtQuick.Layouts
import Isleworks.Board

// The dice of a combat as they are rolled, over the board: both sides' faces tumble, land
// on the engine's roll, then the totals and the result; it goes by itself (or on a click).
Rectangle {
    id: overlay
    objectName: "diceOverlay"
    property var combat: ({})
    property bool rolling: false
    property int frame: 0
    readonly property string result: combat && combat.result ? combat.result : ""
    readonly property string resultText: {
        switch (result) {
        case "attacker": return qsTr("The attacker wins")
        case "defender": return qsTr("The defender wins")
        case "tie": return qsTr("A tie: nobody is destroyed")
        case "pending": return qsTr("Re-rolls may follow")
        }
        return ""
    }
    width: content.implicitWidth + 32
    height: content.implicitHeight + 24
    radius: Theme.radius
    color: "#f2fbf5ee"
    border.color: Theme.panelBorder
    border.width: 2
    visible: false

    Accessible.role: Accessible.AlertMessage
    Accessible.name: qsTr("Combat: %1").arg(resultText)

    function show(value) {
        combat = value
        frame = 0
        rolling = true
        visible = true
        tumble.restart()
        hide.restart()
    }

    Timer {
        id: tumble
        interval: 70
        repeat: true
        onTriggered: {
            overlay.frame += 1
            if (overlay.frame >= 9) {
                overlay.rolling = false
                stop()
            }
        }
    }
    Timer { id: hide; interval: 3200; onTriggered: overlay.visible = false }

    ColumnLayout {
        id: content
        anchors.centerIn: parent
        spacing: 6
        Text {
            text: qsTr("Battle: %1 attacks %2").arg(overlay.combat.attackerText || "").arg(overlay.combat.defenderText || "")
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            Layout.maximumWidth: 340
            font.bold: true
            font.pixelSize: 15
            color: Theme.text
        }
        DiceRow {
            faces: overlay.combat.attackerDice || []
            total: overlay.combat.attackerTotal || 0
            colourName: overlay.combat.attackerColour || ""
            sideText: overlay.combat.attackerSide || qsTr("Attacker")
            dieSize: 34
            rolling: overlay.rolling
            frame: overlay.frame
        }
        DiceRow {
            faces: overlay.combat.defenderDice || []
            total: overlay.combat.defenderTotal || 0
            colourName: overlay.combat.defenderColour || ""
            sideText: overlay.combat.defenderSide || qsTr("Defender")
            dieSize: 34
            rolling: overlay.rolling
            frame: overlay.frame + 3
        }
        Text {
            visible: !overlay.rolling
            text: overlay.resultText
            font.bold: true
            font.pixelSize: 15
            color: overlay.result === "tie" || overlay.result === "pending" ? Theme.mutedText : BattleArt.attack
        }
    }
    MouseArea { anchors.fill: parent; onClicked: overlay.visible = false }
}
