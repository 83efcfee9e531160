import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// The battle under way, or the last one: both sides' squads (fallen ones struck through),
// each exchange's totals and who won it, and the result.
Rectangle {
    id: card
    property var battle: ({})
    readonly property bool shown: battle !== undefined && battle.title !== undefined
    implicitHeight: box.implicitHeight + 2 * Theme.spacing
    color: Theme.panel
    border.color: battle.active ? FuzzyArt.siege : Theme.panelBorder
    border.width: battle.active ? 2 : 1
    radius: Theme.radius
    Accessible.role: Accessible.Grouping
    Accessible.name: shown ? battle.title : ""

    ColumnLayout {
        id: box
        anchors { fill: parent; margins: Theme.spacing }
        spacing: 4
        Label {
            text: card.shown ? (card.battle.active ? qsTr("Battle: %1").arg(card.battle.title) : qsTr("Last battle: %1").arg(card.battle.title)) : ""
            textFormat: Text.PlainText
            font.bold: true
            color: Theme.text
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Row { // two columns, attackers and defenders: a positioner, not a Layout (qml/README.md)
            id: sides
            Layout.fillWidth: true
            spacing: 8
            Repeater {
                model: card.shown ? [{ side: qsTr("Attackers"), seat: card.battle.attackerSeat, squads: card.battle.attackers },
                                     { side: qsTr("Defenders"), seat: card.battle.defenderSeat, squads: card.battle.defenders }] : []
                Column {
                    id: side
                    required property var modelData
                    width: (sides.width - sides.spacing) / 2
                    spacing: 2
                    Label {
                        text: side.modelData.side
                        textFormat: Text.PlainText
                        font.pixelSize: 12
                        font.bold: true
                        color: side.modelData.seat >= 0 ? FuzzyArt.seatColour(side.modelData.seat) : Theme.mutedText
                    }
                    Repeater {
                        model: side.modelData.squads
                        Label {
                            required property var modelData
                            width: parent ? parent.width : 0
                            wrapMode: Text.WordWrap
                            text: modelData.text
                            textFormat: Text.PlainText
                            font.pixelSize: 12
                            font.strikeout: !modelData.alive
                            color: modelData.alive ? Theme.text : Theme.mutedText
                            Accessible.name: modelData.alive ? modelData.text : qsTr("%1 (fallen)").arg(modelData.text)
                        }
                    }
                }
            }
        }
        Column {
            Layout.fillWidth: true
            spacing: 1
            Repeater {
                model: card.shown ? card.battle.exchanges : []
                Label {
                    required property var modelData
                    required property int index
                    objectName: "exchangeLine"
                    width: parent ? parent.width : 0
                    wrapMode: Text.WordWrap
                    text: modelData.won ? qsTr("Exchange %1: %2 against %3, a defending squad falls").arg(index + 1).arg(modelData.attack).arg(modelData.defence)
                                        : qsTr("Exchange %1: %2 against %3, an attacking squad falls").arg(index + 1).arg(modelData.attack).arg(modelData.defence)
                    textFormat: Text.PlainText
                    font.pixelSize: 12
                    color: modelData.won ? Theme.text : FuzzyArt.siege
                }
            }
        }
        Label {
            visible: text !== ""
            text: card.shown ? card.battle.result : ""
            textFormat: Text.PlainText
            font.bold: true
            color: Theme.text
        }
    }
}
