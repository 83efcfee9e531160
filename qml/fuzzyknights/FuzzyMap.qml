import QtQuick
import Isleworks.Board

// The map: tiles as large as the room allows, centred, and the keyboard cursor.
Item {
    id: map
    property var screen: null
    property int cursor: 0
    property bool showCursor: false
    readonly property int columns: screen ? screen.mapWidth : 0
    readonly property int rows: screen ? screen.mapHeight : 0
    readonly property real tileSize: columns > 0 && rows > 0 ? Math.floor(Math.min(width / columns, height / rows)) : 0

    Accessible.role: Accessible.Table
    Accessible.name: qsTr("The map")

    Item {
        id: grid
        width: map.tileSize * map.columns
        height: map.tileSize * map.rows
        anchors.centerIn: parent

        Repeater {
            model: map.screen ? map.screen.tiles : null
            TileCell {
                size: map.tileSize
                onClicked: (index) => {
                    map.cursor = index
                    map.screen.clickTile(index)
                }
            }
        }
        Rectangle {
            objectName: "tileCursor"
            visible: map.showCursor && map.columns > 0
            x: (map.cursor % Math.max(1, map.columns)) * map.tileSize
            y: Math.floor(map.cursor / Math.max(1, map.columns)) * map.tileSize
            width: map.tileSize
            height: map.tileSize
            color: "transparent"
            border.color: Theme.cursor
            border.width: 3
            z: 5
        }
    }
}
