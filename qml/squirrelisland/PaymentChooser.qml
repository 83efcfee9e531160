import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// The ways to pay for the card just clicked, when there are several (the island's extra
// stamina or coin, coins instead of stamina): each in the engine's words, keys 1–9.
Rectangle {
    id: chooser
    objectName: "paymentChooser"
    property var screen: GameSession.screen
    visible: screen !== null && screen.chooserOpen
    implicitWidth: 380
    implicitHeight: box.implicitHeight + 24
    radius: 12
    color: Theme.panel
    border.color: Theme.accent
    border.width: 2
    Accessible.role: Accessible.Dialog
    Accessible.name: screen ? screen.chooserTitle : ""

    MouseArea { anchors.fill: parent } // clicks on the panel stay here

    ColumnLayout {
        id: box
        anchors { fill: parent; margins: 12 }
        spacing: 6
        Label {
            text: chooser.screen ? chooser.screen.chooserTitle : ""
            textFormat: Text.PlainText
            font.bold: true
            font.pixelSize: 15
            color: Theme.text
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            text: qsTr("How do you pay? (keys 1–%1, Escape to cancel)").arg(Math.min(9, chooser.screen ? chooser.screen.chooserOptions.length : 0))
            color: Theme.mutedText
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        // A Column round the Repeater, not straight in the ColumnLayout: a Qt 6.4 Layout
        // keeps a child a Repeater removed until its next polish, and a resize before it
        // measured the deleted item.
        Column {
            Layout.fillWidth: true
            spacing: box.spacing
            Repeater {
                model: chooser.screen ? chooser.screen.chooserOptions : []
                Button {
                    required property int index
                    required property string modelData
                    objectName: "paymentOption"
                    focusPolicy: Qt.TabFocus
                    width: parent ? parent.width : 0
                    text: (index < 9 ? (index + 1) + ".  " : "") + modelData
                    contentItem: Label {
                        text: parent.text
                        textFormat: Text.PlainText
                        wrapMode: Text.WordWrap
                        color: Theme.text
                    }
                    Accessible.name: modelData
                    onClicked: chooser.screen.choosePayment(index)
                }
            }
        }
        Button {
            focusPolicy: Qt.TabFocus
            text: qsTr("Cancel")
            Layout.alignment: Qt.AlignRight
            Accessible.name: text
            onClicked: chooser.screen.closeChooser()
        }
    }
}
