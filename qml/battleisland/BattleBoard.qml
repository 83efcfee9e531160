import QtQuick
import Isleworks.Board

// The island: n×n areas of K×K spaces, drawn from the observation. Fog under the spaces of
// unexplored areas, the spaces (SpaceCell) with what is on them, the areas' edges and
// arrows above, then the keyboard cursor and the odds of the attack pointed at.
Item {
    id: board
    property var screen: null
    // The keyboard cursor (a space index) and whether it is shown.
    property int cursor: 0
    property bool showCursor: false
    // The space under the mouse, -1 for none.
    property int hovered: -1
    // Which of the viewer's ways to turn the drawn tile is shown in its area (the first,
    // or the one pointed at below the board).
    property int previewOption: 0
    readonly property int spaces: screen ? screen.spacesPerSide : 0
    readonly property int tile: screen ? Math.max(1, screen.tileSize) : 1
    readonly property real cell: spaces > 0 ? Math.floor(Math.min(width, height) / spaces) : 0
    readonly property alias grid: grid

    // Where a space is, in the board's coordinates.
    function spaceRect(index) {
        return Qt.rect(grid.x + (index % spaces) * cell, grid.y + Math.floor(index / spaces) * cell, cell, cell)
    }

    Accessible.role: Accessible.Table
    Accessible.name: qsTr("The island, %1 by %2 spaces").arg(spaces).arg(spaces)

    Rectangle { // the sea around the island
        anchors.fill: grid
        anchors.margins: -4
        color: "#3f7fb8"
        radius: 6
    }
    Item {
        id: grid
        objectName: "boardGrid"
        width: board.cell * board.spaces
        height: width
        anchors.centerIn: parent

        Repeater { // fog, beneath
            model: board.screen ? board.screen.areas : null
            delegate: Image {
                required property int row
                required property int column
                required property bool fog
                x: column * board.tile * board.cell
                y: row * board.tile * board.cell
                width: board.tile * board.cell
                height: width
                visible: fog
                source: BattleArt.terrain("fog")
                sourceSize: Qt.size(Math.ceil(width), Math.ceil(height))
            }
        }
        Repeater {
            model: board.screen ? board.screen.spaces : null
            delegate: SpaceCell {
                size: board.cell
                onClicked: (index) => {
                    board.cursor = index
                    board.screen.clickSpace(index)
                }
                onHovered: (index, inside) => {
                    if (inside)
                        board.hovered = index
                    else if (board.hovered === index)
                        board.hovered = -1
                }
            }
        }
        Repeater {
            model: board.screen ? board.screen.areas : null
            delegate: AreaFrame {
                size: board.tile * board.cell
                cellSize: board.cell
            }
        }
        Item { // the drawn tile in its area, turned as the option pointed at would turn it
            id: drawnTile
            objectName: "drawnTilePreview"
            readonly property var options: board.screen && board.screen.decisionKind === "orient" ? board.screen.orientOptions : []
            readonly property var area: board.screen && board.screen.drawnTile.area ? board.screen.drawnTile.area : null
            readonly property var option: options.length > 0 ? options[Math.max(0, Math.min(board.previewOption, options.length - 1))] : null
            visible: option !== null && area !== null
            x: area ? area[1] * board.tile * board.cell : 0
            y: area ? area[0] * board.tile * board.cell : 0
            width: board.tile * board.cell
            height: width
            TilePreview {
                rows: drawnTile.option ? drawnTile.option.rows : []
                arrow: drawnTile.option ? drawnTile.option.direction : 0
                cellSize: board.cell
                opacity: 0.9
            }
            Rectangle {
                anchors.fill: parent
                color: "transparent"
                border.color: BattleArt.place
                border.width: 3
            }
        }
        Rectangle { // the keyboard cursor
            objectName: "boardCursor"
            visible: board.showCursor && board.spaces > 0
            x: (board.cursor % Math.max(1, board.spaces)) * board.cell - 2
            y: Math.floor(board.cursor / Math.max(1, board.spaces)) * board.cell - 2
            width: board.cell + 4
            height: width
            color: "transparent"
            border.color: Theme.cursor
            border.width: 3
            radius: 3
            Rectangle {
                anchors { fill: parent; margins: 3 }
                color: "transparent"
                border.color: "white"
                border.width: 1
                radius: 2
            }
        }
    }
}
