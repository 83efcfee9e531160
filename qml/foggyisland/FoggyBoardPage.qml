import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// Foggy Island's board screen in the shared GameView: the island, hiring, and the
// viewer's hand. Keyboard (handleKey, called by GameView): arrows move the tile cursor,
// Home goes to A1, 1–9 select a hand token (or a choice when the decision is not a
// placement), Enter places, F turns the token over, Escape drops the selection.
Item {
    id: page
    // Set by GameView: a narrow window gives hiring the whole screen but the hand.
    property bool narrow: false
    property Item wideArea: null
    readonly property var screen: GameSession.screen

    function cellAtCursor() { return screen.cellName(board.cursorX, board.cursorY) }

    function handleKey(event) {
        const enter = event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space
        const digit = event.key - Qt.Key_1
        if (event.key === Qt.Key_Left || event.key === Qt.Key_Right || event.key === Qt.Key_Up || event.key === Qt.Key_Down) {
            if (board.showCursor) {
                board.cursorX = Math.max(0, Math.min(board.columns - 1, board.cursorX + (event.key === Qt.Key_Right) - (event.key === Qt.Key_Left)))
                board.cursorY = Math.max(0, Math.min(board.rows - 1, board.cursorY + (event.key === Qt.Key_Down) - (event.key === Qt.Key_Up)))
            }
            board.showCursor = true
        } else if (event.key === Qt.Key_Home) {
            board.cursorX = 0
            board.cursorY = 0
            board.showCursor = true
        } else if (enter) {
            board.showCursor = true
            screen.clickTile(cellAtCursor())
        } else if (digit >= 0 && digit < 9) {
            if (GameSession.phase === "place" || screen.selectedCharacter !== "")
                screen.selectHandToken(digit)
            else
                GameSession.playChoice(digit)
        } else if (event.key === Qt.Key_F && screen.faceChoice) {
            screen.faceDown = !screen.faceDown
        } else if (event.key === Qt.Key_Escape) {
            screen.selectedCharacter = ""
        } else {
            return false
        }
        return true
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing
        Item {
            id: boardArea
            Layout.fillWidth: true
            Layout.fillHeight: true
            Board {
                id: board
                objectName: "island"
                width: Math.min(boardArea.width, boardArea.height)
                height: width
                anchors.centerIn: parent
            }
            HiringPanel {
                objectName: "hiringPanel"
                // A narrow window gives hiring the whole board screen, the island's place
                // alone would be too small for the cards.
                parent: page.narrow && page.wideArea ? page.wideArea : boardArea
                anchors.fill: parent
                // After the round's summary: the board it scored stays in sight until then.
                visible: GameSession.phase === "hire" && GameSession.myTurn && !GameSession.curtain
                         && GameSession.roundSummary.round === undefined
            }
        }
        HandBar {
            objectName: "handBar"
            Layout.fillWidth: true
        }
    }
}
