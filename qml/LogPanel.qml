import QtQuick
import QtQuick.Controls

// The decisions so far, newest at the bottom, in words the viewer may read; what each
// set off (draws, scores, round ends) in smaller type under it.
Rectangle {
    id: panel
    color: Theme.panel
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Game log")

    ListView {
        id: list
        anchors { fill: parent; margins: 6 }
        clip: true
        spacing: 4
        model: gameSession ? gameSession.log : null
        ScrollBar.vertical: ScrollBar {}
        onCountChanged: positionViewAtEnd()
        delegate: Column {
            required property int number
            required property string text
            required property string details
            required property int seat
            width: ListView.view.width - 12
            Accessible.role: Accessible.ListItem
            Accessible.name: text
            Text {
                width: parent.width
                text: "<b>" + number + ".</b> " + parent.text
                textFormat: Text.StyledText
                wrapMode: Text.WordWrap
                color: Theme.sideColour(seat % 2 + 1)
                font.pixelSize: 13
            }
            Text {
                width: parent.width
                visible: parent.details !== ""
                text: parent.details
                wrapMode: Text.WordWrap
                color: Theme.mutedText
                font.pixelSize: 11
                leftPadding: 14
            }
        }
    }
    Label {
        anchors.centerIn: parent
        visible: list.count === 0
        text: qsTr("No decisions yet")
        color: Theme.mutedText
    }
}
