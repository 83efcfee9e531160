import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// Shown while the board looks back at an earlier decision (a line of the log was
// clicked): which decision, a step back and forward, and the way back to the game.
// Keys: Left/Right or Page Up/Page Down step, Escape returns to the game.
Rectangle {
    id: banner
    objectName: "reviewBanner"
    visible: GameSession.reviewing
    implicitHeight: row.implicitHeight + 12
    radius: Theme.radius
    color: "#2b2b2b"
    border.color: Theme.accent
    border.width: 2
    Accessible.role: Accessible.Pane
    Accessible.name: label.text

    RowLayout {
        id: row
        anchors { fill: parent; margins: 6; leftMargin: 12 }
        spacing: 8
        Label {
            id: label
            objectName: "reviewText"
            Layout.fillWidth: true
            text: qsTr("Reviewing decision %1 of %2").arg(GameSession.reviewIndex + 1).arg(GameSession.decisionCount)
            color: "#ffffff"
            font.pixelSize: 15
            font.bold: true
            wrapMode: Text.WordWrap // a narrow window wraps it rather than cutting the numbers off
            Layout.minimumWidth: 90
        }
        Button {
            focusPolicy: Qt.TabFocus
            objectName: "reviewBack"
            //: a button: leave the review of an earlier position and go back to the game as it is
            text: qsTr("◀ Back")
            enabled: GameSession.reviewIndex > 0
            onClicked: GameSession.reviewStep(-1)
            Accessible.name: qsTr("Previous decision")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Previous decision (Left)")
        }
        Button {
            focusPolicy: Qt.TabFocus
            objectName: "reviewForward"
            text: qsTr("Forward ▶")
            onClicked: GameSession.reviewStep(1)
            Accessible.name: qsTr("Next decision")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Next decision (Right)")
        }
        Button {
            focusPolicy: Qt.TabFocus
            objectName: "leaveReview"
            text: qsTr("Back to the game")
            highlighted: true
            onClicked: GameSession.leaveReview()
            Accessible.name: qsTr("Back to the game")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Return to the live game (Escape)")
        }
    }
}
