import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// The battle under way, or the last one: both sides' squads (fallen ones struck through),
// each exchange's totals, every die of both sides and who won it, and the result.
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
                Column {
                    id: exchange
                    required property var modelData
                    required property int index
                    width: parent ? parent.width : 0
                    spacing: 1
                    Label {
                        objectName: "exchangeLine"
                        width: parent.width
                        wrapMode: Text.WordWrap
                        text: exchange.modelData.won ? qsTr("Exchange %1: %2 against %3, a defending squad falls").arg(exchange.index + 1).arg(exchange.modelData.attack).arg(exchange.modelData.defence)
                                                     : qsTr("Exchange %1: %2 against %3, an attacking squad falls").arg(exchange.index + 1).arg(exchange.modelData.attack).arg(exchange.modelData.defence)
                        textFormat: Text.PlainText
                        font.pixelSize: 12
                        color: exchange.modelData.won ? Theme.text : FuzzyArt.siege
                    }
                    // Each die of both sides, then the dice not listed and the fixed bonus.
                    Repeater {
                        model: [{ label: qsTr("Attack"), roll: exchange.modelData.attackDice, seat: card.battle.attackerSeat },
                                { label: qsTr("Defence"), roll: exchange.modelData.defenceDice, seat: card.battle.defenderSeat }]
                        Flow {
                            id: diceRow
                            required property var modelData
                            objectName: "diceRow"
                            visible: diceRow.modelData.roll !== undefined && diceRow.modelData.roll.dice !== undefined
                            width: exchange.width
                            spacing: 3
                            Label {
                                text: diceRow.modelData.label
                                textFormat: Text.PlainText
                                font.pixelSize: 11
                                color: Theme.mutedText
                                width: 52
                                height: 18
                                verticalAlignment: Text.AlignVCenter
                            }
                            Repeater {
                                model: diceRow.visible ? diceRow.modelData.roll.dice : []
                                Rectangle {
                                    required property var modelData
                                    objectName: "die"
                                    width: 18
                                    height: 18
                                    radius: 3
                                    color: "white"
                                    border.color: diceRow.modelData.seat >= 0 ? FuzzyArt.seatColour(diceRow.modelData.seat) : Theme.mutedText
                                    border.width: 2
                                    Accessible.role: Accessible.StaticText
                                    Accessible.name: qsTr("die showing %1").arg(modelData)
                                    Text {
                                        anchors.centerIn: parent
                                        text: parent.modelData
                                        font.pixelSize: 11
                                        font.bold: true
                                        color: "black"
                                    }
                                }
                            }
                            Label {
                                visible: text !== ""
                                height: 18
                                verticalAlignment: Text.AlignVCenter
                                text: {
                                    if (!diceRow.visible)
                                        return ""
                                    const roll = diceRow.modelData.roll
                                    let words = roll.more > 0 ? qsTr("+ %n more die(s)", "", roll.more) : ""
                                    if (roll.bonus !== 0)
                                        words += (words === "" ? "" : " ") + (roll.bonus > 0 ? "+ " + roll.bonus : "\u2212 " + (-roll.bonus))
                                    return words
                                }
                                textFormat: Text.PlainText
                                font.pixelSize: 11
                                color: Theme.mutedText
                            }
                        }
                    }
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
