import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// The engine's odds of an attack, shown before it is made: the chance the attacker wins,
// ties and loses, as numbers and as a bar; for the attack chosen, the button that makes it.
Rectangle {
    id: card
    objectName: "oddsCard"
    property var odds: ({})
    property bool confirmable: false
    signal confirmed()
    readonly property bool hasOdds: odds !== undefined && odds !== null && odds.win !== undefined
    function percent(value) { return Math.round(100 * value) + "%" }
    width: Math.max(220, content.implicitWidth + 20)
    height: content.implicitHeight + 16
    radius: Theme.radius
    color: Theme.panel
    border.color: BattleArt.attack
    border.width: 2
    visible: hasOdds

    Accessible.role: Accessible.StaticText
    Accessible.name: hasOdds ? qsTr("Attack %1: win %2, tie %3, lose %4").arg(odds.targetText).arg(percent(odds.win))
                                   .arg(percent(odds.tie)).arg(percent(odds.lose))
                             : ""

    ColumnLayout {
        id: content
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 8 }
        spacing: 4
        Label {
            text: card.hasOdds ? qsTr("Attack %1").arg(card.odds.targetText) : ""
            textFormat: Text.PlainText
            font.bold: true
            color: Theme.text
        }
        Label {
            objectName: "oddsText"
            text: card.hasOdds ? qsTr("Win %1 · Tie %2 · Lose %3").arg(card.percent(card.odds.win))
                                     .arg(card.percent(card.odds.tie)).arg(card.percent(card.odds.lose))
                               : ""
            textFormat: Text.PlainText
            color: Theme.text
        }
        Item { // the three chances as one bar (placed by hand: a Row here loops the layout)
            Layout.fillWidth: true
            Layout.preferredHeight: 8
            Rectangle { id: winBar; width: parent.width * (card.hasOdds ? card.odds.win : 0); height: 8; color: "#2e7d32" }
            Rectangle { id: tieBar; x: winBar.width; width: parent.width * (card.hasOdds ? card.odds.tie : 0); height: 8; color: "#9e9e9e" }
            Rectangle { x: winBar.width + tieBar.width; width: parent.width * (card.hasOdds ? card.odds.lose : 0); height: 8; color: BattleArt.attack }
        }
        Button {
            objectName: "attackButton"
            visible: card.confirmable
            focusPolicy: Qt.TabFocus
            text: qsTr("Attack (A)")
            icon.source: BattleArt.icon("attack")
            Accessible.name: qsTr("Attack %1").arg(card.hasOdds ? card.odds.targetText : "")
            onClicked: card.confirmed()
        }
    }
}
