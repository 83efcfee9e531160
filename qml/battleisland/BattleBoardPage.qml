import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// Battle on the Island of Fog's board screen in the shared GameView: the turn on top, the
// island in the middle, the buttons below. Click one of your lit units to see where it
// can go (green) and what it can attack (red); click a green space to move there (step by
// step), a red unit to see the odds, again to attack; a lit base or factory to recruit.
// Keyboard (handleKey, called by GameView): the arrows move a cursor over the spaces and
// Enter clicks; Escape takes back the last choice; E ends the activation or the turn;
// B builds, S swaps, K stacks, A attacks; 1–9 pick in the recruit menu, the tile's
// turns, the re-rolls and the building's side (C, F), else the shared list of choices.
Item {
    id: page
    // Set by GameView. Unused here: the board takes the room it has.
    property bool narrow: false
    property Item wideArea: null
    readonly property var screen: GameSession.screen
    // Grows at each change of the screen, for bindings calling its functions.
    property int revision: 0

    Connections {
        target: page.screen
        function onChanged() {
            page.revision += 1
            if (page.screen.decisionKind !== "orient")
                board.previewOption = 0
            if (page.screen.over)
                dice.visible = false // the game-over card takes its place
        }
        function onCombatRolled() {
            if (!page.screen.over)
                dice.show(page.screen.combat)
        }
    }
    Connections {
        target: GameSession
        function onGameStarted() {
            board.showCursor = false
            dice.visible = false
        }
    }

    function moveCursor(dx, dy) {
        const w = screen.spacesPerSide
        if (w <= 0)
            return
        if (!board.showCursor) {
            const focus = screen.focusSpace()
            board.cursor = focus >= 0 ? focus : Math.floor(w / 2) * w + Math.floor(w / 2)
            board.showCursor = true
            return
        }
        const x = Math.max(0, Math.min(w - 1, board.cursor % w + dx))
        const y = Math.max(0, Math.min(w - 1, Math.floor(board.cursor / w) + dy))
        board.cursor = y * w + x
    }

    function handleKey(event) {
        if (!screen)
            return false
        const key = event.key
        const enter = key === Qt.Key_Return || key === Qt.Key_Enter || key === Qt.Key_Space
        const digit = key - Qt.Key_1
        const kind = screen.decisionKind
        if (key === Qt.Key_Left) { moveCursor(-1, 0); return true }
        if (key === Qt.Key_Right) { moveCursor(1, 0); return true }
        if (key === Qt.Key_Up) { moveCursor(0, -1); return true }
        if (key === Qt.Key_Down) { moveCursor(0, 1); return true }
        if (key === Qt.Key_Escape) {
            if (dice.visible) {
                dice.visible = false
                return true
            }
            if (screen.cancel())
                return true
            if (board.showCursor) {
                board.showCursor = false
                return true
            }
            return false
        }
        if (!screen.myDecision)
            return false
        if (enter) {
            if (!board.showCursor)
                moveCursor(0, 0)
            else if (screen.pendingAttack >= 0 && board.cursor === screen.pendingAttack)
                screen.confirmAttack()
            else
                screen.clickSpace(board.cursor)
            return true
        }
        if (digit >= 0 && digit < 9) {
            if (screen.recruitSite >= 0) {
                const menu = screen.recruitMenu
                if (digit < menu.length)
                    screen.recruit(menu[digit].index)
                return true
            }
            if (kind === "orient" && digit < screen.orientOptions.length) {
                screen.orient(screen.orientOptions[digit].direction)
                return true
            }
            if (kind === "reroll" && digit < screen.rerollOptions.length) {
                screen.reroll(screen.rerollOptions[digit].dice)
                return true
            }
            if (kind === "token-side" && digit < 2) {
                screen.chooseSide(digit === 0 ? "city" : "factory")
                return true
            }
            return false // the shared list of choices
        }
        if (key === Qt.Key_E) {
            if (screen.canEndActivation)
                screen.endActivation()
            else if (screen.canEndTurn)
                screen.endTurn()
            else
                return false
            return true
        }
        if (key === Qt.Key_A && screen.pendingAttack >= 0) { screen.confirmAttack(); return true }
        if (key === Qt.Key_B && screen.builds.length > 0) { screen.build(screen.builds[0].kind); return true }
        if (key === Qt.Key_S && screen.canSwap) { screen.swap(); return true }
        if (key === Qt.Key_K && screen.canStack) { screen.stack(); return true }
        if (key === Qt.Key_C && kind === "token-side") { screen.chooseSide("city"); return true }
        if (key === Qt.Key_F && kind === "token-side") { screen.chooseSide("factory"); return true }
        return false
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        TopBar {
            objectName: "battleTopBar"
            Layout.fillWidth: true
            screen: page.screen
        }

        Item {
            id: boardArea
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 120
            // Square at most, so the buttons stay right under the island in a tall window.
            Layout.preferredHeight: width
            Layout.maximumHeight: width

            BattleBoard {
                id: board
                objectName: "island"
                anchors { fill: parent; margins: 4 }
                screen: page.screen
            }

            OddsCard { // the odds of the attack chosen, or of the one pointed at
                id: odds
                readonly property int target: page.screen && page.screen.pendingAttack >= 0 ? page.screen.pendingAttack
                                              : board.hovered >= 0 ? board.hovered
                                              : board.showCursor ? board.cursor : -1
                readonly property rect at: { page.revision; return target >= 0 ? board.spaceRect(target) : Qt.rect(0, 0, 0, 0) }
                odds: { page.revision; return page.screen && target >= 0 ? page.screen.oddsAt(target) : ({}) }
                confirmable: page.screen !== null && page.screen.pendingAttack >= 0 && target === page.screen.pendingAttack
                x: Math.max(0, Math.min(boardArea.width - width, board.x + at.x + at.width + 6))
                y: Math.max(0, Math.min(boardArea.height - height, board.y + at.y - height / 2))
                z: 10
                onConfirmed: page.screen.confirmAttack()
            }

            RecruitMenu {
                readonly property rect at: { page.revision; return page.screen && page.screen.recruitSite >= 0 ? board.spaceRect(page.screen.recruitSite) : Qt.rect(0, 0, 0, 0) }
                options: page.screen ? page.screen.recruitMenu : []
                siteText: { page.revision; return page.screen && page.screen.recruitSite >= 0 ? page.screen.spaceName(page.screen.recruitSite) : "" }
                x: Math.max(0, Math.min(boardArea.width - width, board.x + at.x + at.width + 6))
                y: Math.max(0, Math.min(boardArea.height - height, board.y + at.y))
                z: 11
                onChosen: (index) => page.screen.recruit(index)
                onCancelled: page.screen.closeRecruitMenu()
            }

            DiceOverlay {
                id: dice
                anchors.centerIn: parent
                z: 12
            }
        }

        ActionBar {
            objectName: "actionBar"
            Layout.fillWidth: true
            screen: page.screen
            onPreviewed: (option) => board.previewOption = option
        }
        Item { // what a tall window has to spare, below
            Layout.fillHeight: true
            Layout.preferredHeight: 0
        }
    }
}
