import QtQuick
import Isleworks.Board

// One area of the board above its spaces: the tile's edge and its arrow, the empty areas
// the drawn tile may go to (lit), and the fog lifting when a tile is revealed. It takes no
// clicks: the spaces beneath do.
Item {
    id: area
    required property int row
    required property int column
    required property bool fog
    required property int arrow
    required property bool placeable
    required property bool drawn
    required property int value
    property real size: 90
    property real cellSize: 30

    x: column * size
    y: row * size
    width: size
    height: size

    Rectangle { // the tile's edge
        anchors.fill: parent
        color: "transparent"
        border.color: area.fog ? "#8d98a4" : "#4d4636"
        border.width: 1
        opacity: 0.7
    }
    Image { // the arrow printed on the tile's centre, pointing to the lighthouse
        visible: !area.fog && area.arrow >= 0
        anchors.centerIn: parent
        width: area.cellSize * 0.55
        height: width
        rotation: area.arrow * 90
        opacity: 0.35
        source: BattleArt.icon("arrow")
        sourceSize: Qt.size(Math.ceil(width) * 2, Math.ceil(height) * 2)
    }
    Rectangle { // the drawn tile may go here
        objectName: "placeableArea"
        anchors { fill: parent; margins: 2 }
        visible: area.placeable || area.drawn
        color: Qt.rgba(1, 0.83, 0.36, 0.28)
        border.color: BattleArt.place
        border.width: 3
        radius: 4
        SequentialAnimation on border.width {
            running: area.placeable
            loops: Animation.Infinite
            NumberAnimation { to: 5; duration: 500 }
            NumberAnimation { to: 2; duration: 500 }
        }
    }
    Item { // the fog lifting, kept inside its area as it swells
        anchors.fill: parent
        clip: true
        visible: cloud.opacity > 0
        Image {
            id: cloud
            anchors.fill: parent
            source: BattleArt.terrain("fog")
            sourceSize: Qt.size(Math.ceil(width), Math.ceil(height))
            opacity: 0
        }
    }
    onFogChanged: if (!fog) lift.restart()
    ParallelAnimation {
        id: lift
        NumberAnimation { target: cloud; property: "opacity"; from: 1; to: 0; duration: 900; easing.type: Easing.InQuad }
        NumberAnimation { target: cloud; property: "scale"; from: 1; to: 1.35; duration: 900 }
    }
}
