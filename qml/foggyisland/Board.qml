import QtQuick
import Isleworks.Board

// The island: map, tiles, tokens and fog from the session's BoardModel. A click or
// Enter on a tile is handed to FoggyScreen::clickTile, which matches it against the
// viewer's legal decisions; the board itself knows no rule, nor how tiles are named.
Item {
    id: board
    property int cursorX: 0
    property int cursorY: 0
    property bool showCursor: false
    readonly property int columns: Math.max(1, GameSession.screen.boardWidth)
    readonly property int rows: Math.max(1, GameSession.screen.boardHeight)
    // The map's grid area is 60..540 of its 600-unit square (docs/art.md).
    readonly property real gridOrigin: width * 60 / 600
    readonly property real gridSize: width * 480 / 600
    readonly property real cell: gridSize / Math.max(columns, rows)
    // The tile under the mouse whose token's character the viewer sees (its tooltip role
    // is empty otherwise): one tool tip for the whole board names it and its ability.
    property Item tipTile: null

    Accessible.role: Accessible.Table
    Accessible.name: qsTr("Island board")

    Image {
        anchors.fill: parent
        source: FoggyArt.art + "map/island.svg"
        sourceSize: Qt.size(width, height)
    }

    Repeater {
        model: GameSession.screen.board
        delegate: Item {
            id: tile
            required property string cell
            required property int column
            required property int row
            required property string character
            required property string characterName
            required property string disc
            required property bool faceDown
            required property bool hidden
            required property int owner
            required property bool underFog
            required property bool legalTarget
            required property bool highlight
            required property bool pending
            required property bool lastMove
            required property string display
            required property string tooltip
            readonly property bool isCursor: board.showCursor && column === board.cursorX && row === board.cursorY

            x: board.gridOrigin + column * board.cell
            y: board.gridOrigin + row * board.cell
            width: board.cell
            height: board.cell

            Accessible.role: Accessible.Cell
            Accessible.name: display + (lastMove ? qsTr(", latest move") : "") + (legalTarget ? qsTr(", can be chosen") : "")
            Accessible.description: tooltip

            Image {
                anchors.fill: parent
                source: FoggyArt.art + "map/tile.svg"
                sourceSize: Qt.size(width, height)
            }
            Rectangle { // part of a line that scores now
                anchors.fill: parent
                anchors.margins: 2
                radius: 6
                visible: tile.highlight && !tile.underFog
                color: Theme.scored
                opacity: 0.75
            }
            Token {
                anchors.fill: parent
                anchors.margins: board.cell * 0.07
                visible: tile.owner >= 0
                disc: tile.disc
                character: tile.character
                faceDown: tile.faceDown
            }
            Rectangle { // the line being scored: an outline over the tokens
                anchors.fill: parent
                anchors.margins: 1
                radius: 8
                visible: tile.highlight && !tile.underFog && GameSession.scoringStep >= 0
                color: "transparent"
                border.color: Theme.accent
                border.width: Math.max(3, board.cell * 0.06)
            }
            Image { // fog: fades out when its board is lifted
                anchors.fill: parent
                opacity: tile.underFog ? 1 : 0
                visible: opacity > 0
                source: FoggyArt.art + "fog/fog-board.svg"
                sourceSize: Qt.size(width, height)
                Behavior on opacity { NumberAnimation { duration: 450; easing.type: Easing.OutCubic } }
            }
            Rectangle { // may be chosen now
                anchors.fill: parent
                anchors.margins: 3
                radius: 8
                visible: tile.legalTarget || tile.pending
                color: tile.pending ? "#55f28c28" : "#33ffd45c"
                border.color: tile.pending ? "#f28c28" : Theme.target
                border.width: Math.max(2, board.cell * 0.05)
                SequentialAnimation on opacity {
                    running: tile.legalTarget && !tile.pending
                    loops: Animation.Infinite
                    NumberAnimation { from: 1; to: 0.55; duration: 700; easing.type: Easing.InOutQuad }
                    NumberAnimation { from: 0.55; to: 1; duration: 700; easing.type: Easing.InOutQuad }
                }
            }
            Rectangle { // the latest decision (or the reviewed one): a ring in the accent colour
                anchors.fill: parent
                anchors.margins: board.cell * 0.03
                radius: width / 2
                visible: tile.lastMove
                color: "transparent"
                border.color: "#e8590c"
                border.width: Math.max(2, board.cell * 0.04)
                Accessible.ignored: true
            }
            Rectangle { // keyboard cursor
                anchors.fill: parent
                anchors.margins: 1
                radius: 8
                visible: tile.isCursor
                color: "transparent"
                border.color: Theme.cursor
                border.width: Math.max(2, board.cell * 0.045)
            }
            MouseArea {
                anchors.fill: parent
                hoverEnabled: true
                cursorShape: tile.legalTarget ? Qt.PointingHandCursor : Qt.ArrowCursor
                onContainsMouseChanged: {
                    if (containsMouse)
                        board.tipTile = tile
                    else if (board.tipTile === tile)
                        board.tipTile = null
                }
                onClicked: {
                    board.cursorX = tile.column
                    board.cursorY = tile.row
                    GameSession.screen.clickTile(tile.cell)
                }
            }
        }
    }

    // Each fog board still on the island: its own outline and its number, as the lift
    // choices name it, so boards side by side do not read as one fog bank.
    Repeater {
        model: GameSession.screen.fogRegions
        delegate: Item {
            id: fogBoard
            required property var modelData
            visible: modelData.covered === true
            x: board.gridOrigin + modelData.x * board.cell
            y: board.gridOrigin + modelData.y * board.cell
            width: modelData.width * board.cell
            height: modelData.height * board.cell
            z: 5
            Accessible.role: Accessible.StaticText
            Accessible.name: qsTr("Fog board %1").arg(modelData.index + 1)
            Rectangle {
                anchors.fill: parent
                anchors.margins: 3
                radius: 8
                color: "transparent"
                border.color: "#ffffff"
                border.width: Math.max(2, board.cell * 0.04)
                opacity: 0.85
            }
            Rectangle {
                anchors.centerIn: parent
                width: Math.max(26, board.cell * 0.5); height: width; radius: width / 2
                color: "#d9334155"
                border.color: "#ffffff"
                border.width: 2
                Text {
                    anchors.centerIn: parent
                    text: fogBoard.modelData.index + 1
                    color: "#ffffff"
                    font.pixelSize: parent.width * 0.55
                    font.bold: true
                }
            }
        }
    }

    PlainToolTip {
        objectName: "tokenToolTip"
        parent: board.tipTile ? board.tipTile : board
        text: board.tipTile ? board.tipTile.tooltip : ""
        visible: board.tipTile !== null && text !== ""
    }

    // The line being scored at a round's end: its points (and multiplier) beside its last tile.
    Rectangle {
        id: lineBubble
        readonly property var line: GameSession.scoringLine
        readonly property var cells: line.cells || []
        readonly property string last: cells.length > 0 ? cells[cells.length - 1] : ""
        readonly property int lastColumn: Math.max(0, GameSession.screen.cellColumn(last))
        readonly property int lastRow: Math.max(0, GameSession.screen.cellRow(last))
        visible: last !== ""
        z: 10
        // On the lower edge of the line's last tile, inside the island.
        x: Math.max(board.gridOrigin, Math.min(board.gridOrigin + board.gridSize - width,
                                                board.gridOrigin + (lastColumn + 0.5) * board.cell - width / 2))
        y: board.gridOrigin + (lastRow + 1) * board.cell - height * 0.8
        width: bubbleText.implicitWidth + 18
        height: bubbleText.implicitHeight + 10
        radius: height / 2
        color: Theme.sideColour(line.side || 0)
        border.color: "#ffffff"
        border.width: 2
        Accessible.role: Accessible.StaticText
        Accessible.name: line.text || ""
        Text {
            id: bubbleText
            anchors.centerIn: parent
            text: (lineBubble.line.multiplier || 1) > 1
                  ? qsTr("+%1 (%2 × %3)").arg(lineBubble.line.points).arg(lineBubble.line.basePoints).arg(lineBubble.line.multiplier)
                  //: the points a line scores, in a small bubble on the board: "+3"
                  : qsTr("+%1").arg(lineBubble.line.points || 0)
            color: "#ffffff"
            font.pixelSize: Math.max(13, board.cell * 0.24)
            font.bold: true
        }
        scale: visible ? 1 : 0.6
        Behavior on x { NumberAnimation { duration: 180 } }
        Behavior on y { NumberAnimation { duration: 180 } }
    }

    // Column letters and row numbers along the grid, as tile names are written.
    Repeater {
        model: board.columns
        delegate: Text {
            required property int index
            text: GameSession.screen.columnName(index)
            x: board.gridOrigin + (index + 0.5) * board.cell - width / 2
            y: board.gridOrigin - height - 2
            font.pixelSize: Math.max(10, board.cell * 0.18)
            font.bold: true
            color: "#ffffff"
            style: Text.Outline; styleColor: "#40000000"
        }
    }
    Repeater {
        model: board.rows
        delegate: Text {
            required property int index
            text: GameSession.screen.rowName(index)
            x: board.gridOrigin - width - 6
            y: board.gridOrigin + (index + 0.5) * board.cell - height / 2
            font.pixelSize: Math.max(10, board.cell * 0.18)
            font.bold: true
            color: "#ffffff"
            style: Text.Outline; styleColor: "#40000000"
        }
    }
}
