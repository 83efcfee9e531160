import QtQuick
import Isleworks.Board

// Stamina as a bar of `cap` cells (5 by the standard rules): the filled ones are what the
// player holds. Stamina gained while the bar is full turns into nuts: `overflow()` shows it
// as it happens, the bar's last cell flashing and the nuts leaving it.
Item {
    id: bar
    property int value: 0
    property int cap: 5
    property real cell: 12
    implicitWidth: icon.width + 3 + cap * (cell + 2)
    implicitHeight: Math.max(cell + 4, icon.height)

    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Stamina: %1 of %2").arg(value).arg(cap)

    // `nuts` of stamina did not fit: they became nuts.
    function overflow(nuts) {
        overflowText.text = qsTr("full: +%n nut(s)", "", nuts)
        overflowFlash.restart()
    }

    Image {
        id: icon
        width: bar.cell + 4; height: width
        anchors.verticalCenter: parent.verticalCenter
        source: SquirrelArt.icon("stamina")
        sourceSize: Qt.size(Math.ceil(width * 2), Math.ceil(height * 2))
    }
    Row {
        id: cells
        anchors { left: icon.right; leftMargin: 3; verticalCenter: parent.verticalCenter }
        spacing: 2
        Repeater {
            model: bar.cap
            Rectangle {
                required property int index
                width: bar.cell; height: bar.cell
                radius: 3
                color: index < bar.value ? SquirrelArt.stamina : "#fbf6ea"
                border.color: Theme.text
                border.width: 1
                Behavior on color { ColorAnimation { duration: 200 } }
            }
        }
    }
    Rectangle { // the overflow: the full bar glows
        id: glow
        anchors { fill: cells; margins: -3 }
        radius: 4
        color: "transparent"
        border.color: SquirrelArt.sabotage
        border.width: 2
        opacity: 0
    }
    Text {
        id: overflowText
        anchors { left: cells.right; leftMargin: 4; verticalCenter: parent.verticalCenter }
        opacity: 0
        font.pixelSize: 12
        font.bold: true
        color: SquirrelArt.goAgain
        style: Text.Outline
        styleColor: "#ffffff"
    }
    SequentialAnimation {
        id: overflowFlash
        ParallelAnimation {
            NumberAnimation { target: glow; property: "opacity"; from: 0; to: 1; duration: 150 }
            NumberAnimation { target: overflowText; property: "opacity"; from: 0; to: 1; duration: 150 }
        }
        PauseAnimation { duration: 1200 }
        ParallelAnimation {
            NumberAnimation { target: glow; property: "opacity"; to: 0; duration: 400 }
            NumberAnimation { target: overflowText; property: "opacity"; to: 0; duration: 400 }
        }
    }
}
