import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// The end of a round: each side's points this round, the lines that scored and the
// totals. The board beside it shows the round's last board, and the lines light up one
// at a time (GameSession's scoring step); a click or a key shows them all at once.
// The computer waits while people read it.
Item {
    id: overlay
    readonly property var summary: GameSession.roundSummary
    readonly property var lines: summary.scoring || []
    readonly property int step: GameSession.scoringStep
    readonly property bool stepping: step >= 0 && step < lines.length
    objectName: "roundSummary"
    readonly property bool last: summary.final === true
    // The last round's lines too: the result follows once they have been read.
    visible: summary.round !== undefined
    Accessible.role: Accessible.Dialog
    Accessible.name: qsTr("End of round %1").arg(summary.round || 0)

    Rectangle { anchors.fill: parent; color: "#33000000" }
    MouseArea { // the board waits underneath; a click shows every line at once
        anchors.fill: parent
        onClicked: GameSession.skipScoring()
    }

    Rectangle {
        id: card
        objectName: "roundSummaryCard"
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom; margins: Theme.spacing }
        width: 340
        radius: 14
        color: Theme.panel
        border.color: Theme.accent
        border.width: 2
        ColumnLayout {
            id: box
            anchors { fill: parent; margins: 16 }
            spacing: 10
            Label {
                text: overlay.last ? qsTr("The last round is over") : qsTr("Round %1 is over").arg(overlay.summary.round || 0)
                font.pixelSize: 22; font.bold: true; color: Theme.text
                Layout.alignment: Qt.AlignHCenter
            }
            // A Row, not a RowLayout, round the Repeater: a Qt 6.4 Layout keeps a removed
            // child until its next polish (GameOverOverlay.qml says more).
            Row {
                Layout.alignment: Qt.AlignHCenter
                spacing: 40
                Repeater {
                    model: (overlay.summary.points || []).length
                    delegate: Column {
                        id: side
                        required property int index
                        spacing: 5
                        Image { source: Theme.sideDisc(GameSession.artFolder, side.index + 1); sourceSize: Qt.size(40, 40); x: (side.width - width) / 2 }
                        Label { text: qsTr("+%1 this round").arg((overlay.summary.points || [])[side.index]); font.pixelSize: 16; font.bold: true; color: Theme.sideColour(side.index + 1); x: (side.width - width) / 2 }
                        Label { text: qsTr("%1 in all").arg((overlay.summary.totals || [])[side.index]); color: Theme.text; x: (side.width - width) / 2 }
                    }
                }
            }
            Label {
                text: overlay.lines.length === 0 ? qsTr("No line scored this round.")
                      : qsTr("Lines that scored (%1)").arg(overlay.lines.length)
                font.bold: true
                color: Theme.text
            }
            ListView {
                id: lineList
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 3
                model: overlay.lines
                currentIndex: overlay.stepping ? overlay.step : -1
                onCurrentIndexChanged: if (currentIndex >= 0) positionViewAtIndex(currentIndex, ListView.Contain)
                ScrollBar.vertical: ScrollBar {}
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Lines that scored")
                delegate: Rectangle {
                    id: lineRow
                    required property int index
                    required property var modelData
                    readonly property bool current: overlay.step === index
                    readonly property bool shown: overlay.step >= index
                    width: ListView.view.width - 10
                    height: lineText.implicitHeight + 8
                    radius: 5
                    color: current ? Theme.scored : "transparent"
                    border.color: current ? Theme.accent : "transparent"
                    opacity: shown ? 1 : 0.35
                    Behavior on opacity { NumberAnimation { duration: 200 } }
                    Accessible.role: Accessible.ListItem
                    Accessible.name: modelData.text
                    Rectangle {
                        id: sideMark
                        width: 8; height: 8; radius: 4
                        anchors { left: parent.left; leftMargin: 4; verticalCenter: parent.verticalCenter }
                        color: Theme.sideColour(lineRow.modelData.side)
                    }
                    Text {
                        id: lineText
                        anchors { left: sideMark.right; leftMargin: 6; right: pointsText.left; rightMargin: 6; verticalCenter: parent.verticalCenter }
                        text: (lineRow.modelData.names || []).join(", ")
                        textFormat: Text.PlainText
                        wrapMode: Text.WordWrap
                        font.pixelSize: 12
                        color: Theme.text
                    }
                    Text {
                        id: pointsText
                        anchors { right: parent.right; rightMargin: 4; verticalCenter: parent.verticalCenter }
                        text: lineRow.modelData.multiplier > 1
                              ? qsTr("%1 × %2 = %3").arg(lineRow.modelData.basePoints).arg(lineRow.modelData.multiplier).arg(lineRow.modelData.points)
                              : qsTr("%1 pt", "", lineRow.modelData.points).arg(lineRow.modelData.points)
                        font.pixelSize: 12
                        font.bold: true
                        color: Theme.sideColour(lineRow.modelData.side)
                    }
                }
            }
            Button {
                focusPolicy: Qt.TabFocus
                text: overlay.stepping ? qsTr("Show all lines (Space)") : overlay.last ? qsTr("See the result (Enter)") : qsTr("Next round (Enter)")
                Layout.alignment: Qt.AlignHCenter
                highlighted: true
                onClicked: overlay.stepping ? GameSession.skipScoring() : GameSession.dismissRoundSummary()
                Accessible.name: overlay.stepping ? qsTr("Show every scored line at once")
                               : overlay.last ? qsTr("See who won") : qsTr("Continue to the next round")
            }
        }
    }
}
