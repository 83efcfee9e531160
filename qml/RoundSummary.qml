import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The end of a round: each side's points this round, the lines that scored and the
// totals. The computer waits while people read it.
Rectangle {
    id: overlay
    readonly property var summary: gameSession.roundSummary
    visible: summary.round !== undefined && !summary.final
    color: "#99000000"
    Accessible.role: Accessible.Dialog
    Accessible.name: qsTr("End of round %1").arg(summary.round || 0)
    MouseArea { anchors.fill: parent; onClicked: {} } // the board waits underneath

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 60, 520)
        height: box.implicitHeight + 40
        radius: 14
        color: Theme.panel
        border.color: Theme.accent
        border.width: 2
        ColumnLayout {
            id: box
            anchors { fill: parent; margins: 20 }
            spacing: 10
            Label {
                text: qsTr("Round %1 is over").arg(overlay.summary.round || 0)
                font.pixelSize: 24; font.bold: true; color: Theme.text
                Layout.alignment: Qt.AlignHCenter
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: 40
                Repeater {
                    model: overlay.summary.points || []
                    delegate: ColumnLayout {
                        required property int index
                        required property var modelData
                        Image { source: Theme.disc("side-" + (index + 1)); sourceSize: Qt.size(40, 40); Layout.alignment: Qt.AlignHCenter }
                        Label { text: qsTr("+%1 this round").arg(modelData); font.pixelSize: 16; font.bold: true; color: Theme.sideColour(index + 1); Layout.alignment: Qt.AlignHCenter }
                        Label { text: qsTr("%1 in all").arg((overlay.summary.totals || [])[index]); color: Theme.text; Layout.alignment: Qt.AlignHCenter }
                    }
                }
            }
            Label {
                Layout.fillWidth: true
                visible: text !== ""
                text: (overlay.summary.lines || []).join("\n")
                wrapMode: Text.WordWrap
                color: Theme.mutedText
                font.pixelSize: 12
            }
            Button {
                text: qsTr("Next round (Enter)")
                Layout.alignment: Qt.AlignHCenter
                highlighted: true
                onClicked: gameSession.dismissRoundSummary()
                Accessible.name: qsTr("Continue to the next round")
            }
        }
    }
}
