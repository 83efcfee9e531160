import QtQuick
import Isleworks.Board

// A tile's spaces as they would lie (rows of space codes) with its arrow: the drawn tile,
// and each way it may be turned.
Item {
    id: preview
    property var rows: []
    property int arrow: 0
    property real cellSize: 16
    readonly property int count: rows ? rows.length : 0
    implicitWidth: count * cellSize
    implicitHeight: implicitWidth

    Grid {
        columns: Math.max(1, preview.count)
        Repeater {
            model: preview.count * preview.count
            Image {
                required property int index
                readonly property string code: preview.rows[Math.floor(index / preview.count)].charAt(index % preview.count)
                width: preview.cellSize
                height: width
                source: BattleArt.terrain(BattleArt.terrainOf(code))
                sourceSize: Qt.size(Math.ceil(width) * 2, Math.ceil(height) * 2)
            }
        }
    }
    Rectangle {
        anchors.fill: parent
        color: "transparent"
        border.color: "#4d4636"
        border.width: 1
    }
    Image {
        anchors.centerIn: parent
        width: preview.cellSize * 0.8
        height: width
        rotation: preview.arrow * 90
        source: BattleArt.icon("arrow")
        sourceSize: Qt.size(Math.ceil(width) * 2, Math.ceil(height) * 2)
    }
}
