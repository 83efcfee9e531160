import QtQuick
import QtQuick.Controls
import Isleworks.Board

// The decisions so far, newest at the bottom, in words the viewer may read; what each
// set off (draws, scores, round ends) in smaller type under it.
Rectangle {
    id: panel
    color: Theme.panel
    // Mirrored right to left, as the board is (GameView.qml).
    LayoutMirroring.enabled: Qt.application.layoutDirection === Qt.RightToLeft
    LayoutMirroring.childrenInherit: true
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Game log")
    focus: true

    // After a line was clicked, the review's keys work here as on the board.
    Keys.onPressed: (event) => {
        if (!GameSession.reviewing)
            return
        if (event.key === Qt.Key_Left || event.key === Qt.Key_Up || event.key === Qt.Key_PageUp)
            GameSession.reviewStep(-1)
        else if (event.key === Qt.Key_Right || event.key === Qt.Key_Down || event.key === Qt.Key_PageDown)
            GameSession.reviewStep(1)
        else if (event.key === Qt.Key_Escape || event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
            GameSession.leaveReview()
        else
            return
        event.accepted = true
    }

    ListView {
        id: list
        objectName: "logList"
        anchors { fill: parent; margins: 6 }
        clip: true
        spacing: 4
        model: GameSession.log
        ScrollBar.vertical: ScrollBar {}
        // New entries come into sight once laid out (a call now would run before them).
        onCountChanged: if (!GameSession.reviewing) Qt.callLater(positionViewAtEnd)
        delegate: Rectangle {
            id: line
            required property int number
            required property string text
            required property string details
            required property int seat
            readonly property bool reviewed: GameSession.reviewing && GameSession.reviewIndex === number - 1
            width: ListView.view.width - 12
            height: entry.implicitHeight + 4
            radius: 4
            color: reviewed ? "#fff3b0" : lineMouse.containsMouse ? "#efe7d6" : "transparent"
            border.color: reviewed ? Theme.accent : "transparent"
            Accessible.role: Accessible.ListItem
            Accessible.name: text
            Accessible.description: qsTr("Click to review the board after this decision")
            MouseArea {
                id: lineMouse
                anchors.fill: parent
                hoverEnabled: true
                cursorShape: Qt.PointingHandCursor
                onClicked: {
                    panel.forceActiveFocus()
                    GameSession.reviewAt(line.number - 1)
                }
                ToolTip.visible: containsMouse && !GameSession.reviewing
                ToolTip.delay: 800
                ToolTip.text: qsTr("Review the board after this decision")
            }
            Column {
                id: entry
                x: 2; y: 2
                width: line.width - 4
                Row {
                    width: parent.width
                    spacing: 4
                    Text {
                        id: numberText
                        text: line.number + "."
                        font.bold: true
                        font.pixelSize: 13
                        color: Theme.sideColour(line.seat % 2 + 1)
                    }
                    Text { // names come from people and files: plain text, never markup
                        width: parent.width - numberText.width - parent.spacing
                        text: line.text
                        textFormat: Text.PlainText
                        wrapMode: Text.WordWrap
                        color: Theme.sideColour(line.seat % 2 + 1)
                        font.pixelSize: 13
                    }
                }
                Text {
                    width: parent.width
                    visible: line.details !== ""
                    text: line.details
                    textFormat: Text.PlainText
                    wrapMode: Text.WordWrap
                    color: Theme.mutedText
                    font.pixelSize: 11
                    leftPadding: 14
                }
            }
        }
        // Keep the reviewed line in sight while stepping.
        Connections {
            target: GameSession
            function onReviewChanged() { if (GameSession.reviewing) list.positionViewAtIndex(GameSession.reviewIndex, ListView.Contain) }
        }
    }
    Label {
        anchors.centerIn: parent
        visible: list.count === 0
        text: qsTr("No decisions yet")
        color: Theme.mutedText
    }
}
