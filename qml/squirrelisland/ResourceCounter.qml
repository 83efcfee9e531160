import QtQuick
import Isleworks.Board

// A resource as an icon and a number; every change floats up beside it as "+2" or "−1"
// (green or red), so gains, losses to sabotage and the morning's loops show as they happen.
Item {
    id: counter
    property int value: 0
    property string icon: "nut"
    property string label: ""     // for screen readers: "nuts", "coins"...
    property real size: 18
    property int previous: 0
    Component.onCompleted: previous = value
    implicitWidth: row.implicitWidth
    implicitHeight: Math.max(size, valueText.implicitHeight)

    Accessible.role: Accessible.StaticText
    //: a resource counter's accessible name: %1 the resource, %2 how many ("Nuts: 4")
    Accessible.name: qsTr("%1: %2").arg(label).arg(value)

    onValueChanged: {
        const delta = value - previous
        previous = value
        if (delta !== 0) {
            floater.text = (delta > 0 ? "+" : "−") + Math.abs(delta)
            floater.color = delta > 0 ? SquirrelArt.goAgain : SquirrelArt.sabotage
            floatUp.restart()
        }
    }

    Row {
        id: row
        spacing: 3
        Image {
            width: counter.size; height: width
            anchors.verticalCenter: parent.verticalCenter
            source: SquirrelArt.icon(counter.icon)
            sourceSize: Qt.size(Math.ceil(width * 2), Math.ceil(height * 2))
        }
        Text {
            id: valueText
            anchors.verticalCenter: parent.verticalCenter
            text: counter.value
            font.pixelSize: Math.max(11, counter.size * 0.85)
            font.bold: true
            color: Theme.text
        }
    }
    Text {
        id: floater
        x: row.width + 2
        y: 0
        opacity: 0
        font.pixelSize: Math.max(11, counter.size * 0.8)
        font.bold: true
        style: Text.Outline
        styleColor: "#ffffff"
    }
    ParallelAnimation {
        id: floatUp
        NumberAnimation { target: floater; property: "y"; from: 0; to: -counter.size * 0.6; duration: 900; easing.type: Easing.OutCubic }
        SequentialAnimation {
            NumberAnimation { target: floater; property: "opacity"; from: 0; to: 1; duration: 120 }
            PauseAnimation { duration: 520 }
            NumberAnimation { target: floater; property: "opacity"; to: 0; duration: 260 }
        }
    }
}
