import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// Fuzzy Knights' board screen in the shared GameView: the Day and its step on top, the map
// in the middle, the viewer's choices below. Your hero that may act is ringed in gold; its
// steps are lit green with their cost; click one to step there, another of your heroes to
// select it. Settlements and tokens are placed by clicking a yellow tile. Keyboard
// (handleKey, called by GameView): the arrows move a cursor over the tiles and Enter
// clicks; 1–9 take the choices below the map; E ends the turn; Escape drops the selection.
Item {
    id: page
    // Set by GameView. Unused here: the map takes the room it has.
    property bool narrow: false
    property Item wideArea: null
    readonly property var screen: GameSession.screen

    Connections {
        target: GameSession
        function onGameStarted() { map.showCursor = false }
    }

    function moveCursor(dx, dy) {
        const w = screen.mapWidth
        const h = screen.mapHeight
        if (w <= 0 || h <= 0)
            return
        if (!map.showCursor) {
            const focus = screen.focusTile()
            map.cursor = focus >= 0 ? focus : Math.floor(h / 2) * w + Math.floor(w / 2)
            map.showCursor = true
            return
        }
        const x = Math.max(0, Math.min(w - 1, map.cursor % w + dx))
        const y = Math.max(0, Math.min(h - 1, Math.floor(map.cursor / w) + dy))
        map.cursor = y * w + x
    }

    function handleKey(event) {
        if (!screen)
            return false
        const key = event.key
        const enter = key === Qt.Key_Return || key === Qt.Key_Enter || key === Qt.Key_Space
        const digit = key - Qt.Key_1
        if (key === Qt.Key_Left) { moveCursor(-1, 0); return true }
        if (key === Qt.Key_Right) { moveCursor(1, 0); return true }
        if (key === Qt.Key_Up) { moveCursor(0, -1); return true }
        if (key === Qt.Key_Down) { moveCursor(0, 1); return true }
        if (key === Qt.Key_Escape) {
            if (screen.cancel())
                return true
            if (map.showCursor) {
                map.showCursor = false
                return true
            }
            return false
        }
        if (!screen.myDecision)
            return false
        if (enter) {
            if (!map.showCursor)
                moveCursor(0, 0)
            else
                screen.clickTile(map.cursor)
            return true
        }
        if (digit >= 0 && digit < 9) {
            if (digit < screen.actions.length)
                screen.act(digit)
            return true
        }
        if (key === Qt.Key_E && screen.canEndTurn) {
            screen.endTurn()
            return true
        }
        return false
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        Rectangle { // the Day, its step, and the selected hero
            objectName: "fuzzyTopBar"
            Layout.fillWidth: true
            implicitHeight: topBox.implicitHeight + 8
            color: Theme.panel
            border.color: Theme.panelBorder
            radius: Theme.radius
            RowLayout {
                id: topBox
                anchors { fill: parent; margins: 4; leftMargin: Theme.spacing; rightMargin: Theme.spacing }
                spacing: 12
                Label {
                    objectName: "dayLabel"
                    text: page.screen && page.screen.day > 0
                          ? (page.screen.maxDays > 0 ? qsTr("Day %1 of %2").arg(page.screen.day).arg(page.screen.maxDays) : qsTr("Day %1").arg(page.screen.day))
                          : qsTr("Set-up")
                    textFormat: Text.PlainText
                    font.bold: true
                    color: Theme.text
                }
                Label {
                    objectName: "stageLabel"
                    text: page.screen ? page.screen.stageText : ""
                    textFormat: Text.PlainText
                    color: Theme.text
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                }
                Label {
                    objectName: "movesLabel"
                    visible: page.screen !== null && page.screen.movesLeft >= 0 && page.screen.decisionKind === "turn"
                    text: page.screen ? qsTr("%n movement point(s) left", "", Math.max(0, page.screen.movesLeft)) : ""
                    textFormat: Text.PlainText
                    font.bold: true
                    color: FuzzyArt.reach
                }
                Label { // equipping and the garrison's moves: free, a few a turn (freeMovesPerTurn)
                    objectName: "freeMovesLabel"
                    visible: page.screen !== null && page.screen.decisionKind === "turn"
                    text: page.screen ? qsTr("%n free move(s) left (equip, garrison, armory)", "", page.screen.freeMovesLeft) : ""
                    textFormat: Text.PlainText
                    color: Theme.text
                }
            }
        }

        RowLayout { // the map, and beside it the battle under way
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6
            FuzzyMap {
                id: map
                objectName: "fuzzyMap"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 120
                screen: page.screen
            }
            BattleCard {
                objectName: "battleNow"
                visible: shown && battle.active === true
                battle: page.screen ? page.screen.battle : ({})
                Layout.preferredWidth: Math.min(260, page.width / 3)
                Layout.alignment: Qt.AlignTop
            }
        }

        Label {
            objectName: "selectedHero"
            visible: text !== ""
            text: page.screen && page.screen.myDecision ? page.screen.selectedText : ""
            textFormat: Text.PlainText
            color: Theme.text
            font.pixelSize: 12
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }

        ActionStrip {
            objectName: "actionStrip"
            Layout.fillWidth: true
            screen: page.screen
        }
    }
}
