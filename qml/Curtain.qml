import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// Between two people at one screen: covers the board so the next person does not see
// the previous one's hand, until they say they have taken over.
Rectangle {
    objectName: "curtain"
    visible: GameSession.curtain
    color: Theme.background
    Accessible.role: Accessible.Dialog
    Accessible.name: qsTr("Pass the screen to %1").arg(GameSession.viewerName)
    MouseArea { anchors.fill: parent }
    ColumnLayout {
        anchors.centerIn: parent
        spacing: 16
        Label {
            text: qsTr("Pass the screen to %1").arg(GameSession.viewerName)
            textFormat: Text.PlainText // a name from a record or a person, never markup
            font.pixelSize: 26; font.bold: true; color: Theme.text
            Layout.alignment: Qt.AlignHCenter
        }
        Button { // no name here: a button's label reads '&' as a mnemonic and markup as rich text
            text: qsTr("It is me: show my tokens (Enter)")
            focusPolicy: Qt.TabFocus
            highlighted: true
            Layout.alignment: Qt.AlignHCenter
            onClicked: GameSession.dismissCurtain()
            Accessible.name: text
        }
    }
}
