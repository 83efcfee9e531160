import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// The cards the viewer looked at (a look effect): only the looker sees them, while choosing
// the one to keep; the rest are discarded. Keys 1–9 keep the card of that number.
Rectangle {
    id: chooser
    objectName: "lookChooser"
    property var screen: GameSession.screen
    property real cardWidth: 90
    property var cursorTarget: null
    readonly property var cards: screen ? screen.look : []
    visible: cards.length > 0 && screen.myDecision
    implicitWidth: Math.max(title.implicitWidth, cardRow.implicitWidth) + 32
    implicitHeight: box.implicitHeight + 24
    radius: 12
    color: Theme.panel
    border.color: Theme.accent
    border.width: 2
    Accessible.role: Accessible.Dialog
    Accessible.name: title.text

    MouseArea { anchors.fill: parent }

    ColumnLayout {
        id: box
        anchors { fill: parent; margins: 12 }
        spacing: 10
        Label {
            id: title
            text: chooser.screen && chooser.screen.decisionCard !== ""
                  ? qsTr("%1: keep one of these cards (keys 1–%2); the others are discarded.")
                    .arg(chooser.screen.cardName(chooser.screen.decisionCard)).arg(Math.min(9, chooser.cards.length))
                  : ""
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            font.bold: true
            color: Theme.text
            Layout.fillWidth: true
            Layout.maximumWidth: cardRow.implicitWidth
        }
        Row {
            id: cardRow
            spacing: 10
            Layout.alignment: Qt.AlignHCenter
            Repeater {
                model: chooser.cards
                Column {
                    required property int index
                    required property string modelData
                    spacing: 4
                    CardSlot {
                        objectName: "lookCard"
                        cardId: modelData
                        info: chooser.screen.cards[modelData]
                        cardWidth: chooser.cardWidth
                        target: true
                        cursor: chooser.cursorTarget !== null && chooser.cursorTarget.kind === "look" && chooser.cursorTarget.index === index
                        place: qsTr("looked at")
                        onActivated: chooser.screen.keepLooked(index)
                    }
                    Label {
                        anchors.horizontalCenter: parent.horizontalCenter
                        //: a button under one of the cards looked at: keep this card (a verb)
                        text: (index < 9 ? (index + 1) + "  " : "") + qsTr("Keep")
                        font.bold: true
                        color: Theme.text
                    }
                }
            }
        }
    }
}
