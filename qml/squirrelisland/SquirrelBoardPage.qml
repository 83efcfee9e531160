import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// Squirrel Island's board screen in the shared GameView: the day and the piles on top, the
// island's slots, the other players (and the solo rival), then the viewer's own squirrels,
// resources and hand with the Sleep, Pass and Done buttons. Cards are drawn from the
// ruleset's data. Keyboard (handleKey, called by GameView): the arrows move a cursor over
// what can be clicked now and Enter clicks it; S sleeps, P passes, D is done; 1–9 pick a
// way to pay or a card to keep when those are asked, else the shared list's choices;
// Escape closes the payment chooser or skips the morning.
Item {
    id: page
    // Set by GameView (a narrow window; the area for full-screen panels). Unused here:
    // this page adapts its card sizes to the room it has.
    property bool narrow: false
    property Item wideArea: null
    readonly property var screen: GameSession.screen
    readonly property bool active: screen !== null && screen.myDecision

    // The keyboard cursor: an index into screen.targets, -1 when hidden.
    property int cursor: -1
    readonly property var cursorTarget: cursor >= 0 && screen && cursor < screen.targets.length ? screen.targets[cursor] : null
    Connections {
        target: page.screen
        function onChanged() {
            if (page.screen && page.screen.over && morning.running)
                morning.skip() // the final numbers, not a count still under way
            if (page.screen && page.cursor >= page.screen.targets.length)
                page.cursor = page.screen.targets.length > 0 ? 0 : -1
        }
        function onFlashesChanged() { page.showFlashes() }
    }
    Connections {
        target: GameSession
        function onGameStarted() {
            morning.played = ""
            morning.skip()
            page.cursor = -1
        }
    }

    function handleKey(event) {
        if (!screen)
            return false
        const digit = event.key - Qt.Key_1
        const targets = screen.targets
        if (event.key === Qt.Key_Escape) {
            if (screen.chooserOpen)
                screen.closeChooser()
            else if (morning.running)
                morning.skip()
            else if (cursor >= 0)
                cursor = -1
            else
                return false
            return true
        }
        if (digit >= 0 && digit < 9) {
            if (screen.chooserOpen) {
                screen.choosePayment(digit)
                return true
            }
            if (screen.look.length > 0 && screen.myDecision) {
                screen.keepLooked(digit)
                return true
            }
            return false // the shared list of choices
        }
        if (event.key === Qt.Key_Left || event.key === Qt.Key_Up || event.key === Qt.Key_Right || event.key === Qt.Key_Down
            || event.key === Qt.Key_Tab || event.key === Qt.Key_Backtab) {
            if (targets.length === 0)
                return event.key !== Qt.Key_Tab && event.key !== Qt.Key_Backtab
            const back = event.key === Qt.Key_Left || event.key === Qt.Key_Up || event.key === Qt.Key_Backtab
            cursor = cursor < 0 ? (back ? targets.length - 1 : 0) : (cursor + (back ? targets.length - 1 : 1)) % targets.length
            return true
        }
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            if (cursor >= 0 && cursor < targets.length) {
                screen.activateTarget(cursor)
            } else if (targets.length > 0) {
                cursor = 0
            }
            return true
        }
        if (event.key === Qt.Key_S && screen.canSleep) { screen.sleep(); return true }
        if (event.key === Qt.Key_P && screen.canPass) { screen.pass(); return true }
        if (event.key === Qt.Key_D && screen.canDone) { screen.done(); return true }
        return false
    }

    // What the latest decision set off, shown as it happens.
    function showFlashes() {
        if (!screen)
            return
        for (const flash of screen.flashes) {
            if (flash.kind === "goAgain")
                goAgain.show(screen.playerName(flash.seat))
            else if (flash.kind === "overflow")
                overflowAt(flash.seat, flash.amount)
        }
    }
    function overflowAt(seat, nuts) {
        for (const area of [ownRepeater, othersRepeater]) {
            for (let i = 0; i < area.count; ++i) {
                const item = area.itemAt(i)
                if (item && item.seat === seat && item.visible)
                    item.overflow(nuts)
            }
        }
    }

    MorningPlayer {
        id: morning
        steps: page.screen ? page.screen.morningSteps : []
        key: page.screen ? page.screen.morningKey : ""
        ready: GameSession.roundSummary.round === undefined && !GameSession.curtain
        // A whole morning in about five seconds, however many squirrels loop.
        interval: Math.max(120, Math.min(380, 5000 / Math.max(1, steps.length)))
        onStepped: (step) => {
            if (step.overflow > 0)
                page.overflowAt(step.seat, step.overflow)
        }
    }


    // Card sizes from the room there is: the island's eight cards across (two rows of
    // four when that makes them too small), the other players smaller, the hand largest.
    readonly property int otherCount: Math.max(0, othersRepeater.count - (hasOwn ? 1 : 0))
    readonly property bool hasOwn: screen !== null && screen.viewerSeat > 0
    readonly property int slotCount: islandRepeater.count
    readonly property bool showHand: hasOwn && !(screen && screen.over)
    // The largest card width (the island's and the hand's; the players' are smaller) at
    // which everything fits, with the island in one row, or in two when one row's cards
    // would be too small to read.
    readonly property var cardLayout: {
        const r = SquirrelArt.cardRatio
        const n = Math.max(1, slotCount)
        const fits = (u, columns) => {
            const rows = Math.ceil(n / columns)
            if (30 + columns * u + (columns - 1) * 8 > width)
                return false
            // Once the game is over, each player's revealed stash takes a row of its own.
            const stash = screen && screen.over ? 0.8 : 0
            let h = 34 + rows * (u * r + 8) + 8
            h += otherCount * (Math.max(72, 0.6 * u * r + 12) + stash * 0.6 * u * r + 6)
            if (hasOwn)
                h += Math.max(80, 0.75 * u * r + 14) + stash * 0.75 * u * r
            if (showHand)
                h += u * r + 14
            return h + 4 * Theme.spacing + 16 <= height // 16: the island's slot numbers and the lit cards' rise
        }
        const largest = (columns) => {
            for (let u = 110; u >= 34; u -= 2)
                if (fits(u, columns))
                    return u
            return 0
        }
        // One row while its cards stay readable (60 px); two rows only for clearly bigger ones.
        const one = largest(n)
        const two = one >= 60 ? 0 : largest(Math.ceil(n / 2))
        if (two > one + 6)
            return { unit: two, columns: Math.ceil(n / 2) }
        if (one > 0)
            return { unit: one, columns: n }
        // Nothing fits: the smallest cards, in two rows when one is too wide.
        return { unit: 34, columns: 30 + n * 42 > width ? Math.ceil(n / 2) : n }
    }
    readonly property real unit: cardLayout.unit
    readonly property int islandColumns: cardLayout.columns

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing

        TopBar {
            Layout.fillWidth: true
            pileWidth: 22
        }

        Item { // the island
            id: islandArea
            objectName: "island"
            Layout.fillWidth: true
            Layout.preferredHeight: islandGrid.implicitHeight + 8
            Accessible.role: Accessible.List
            Accessible.name: qsTr("The island")
            Label {
                id: islandLabel
                anchors { left: parent.left; verticalCenter: parent.verticalCenter }
                width: 26
                //: a short label written sideways beside the island's row of face-up cards (a place, the island board)
                text: qsTr("Island")
                rotation: -90
                font.pixelSize: 12
                font.bold: true
                color: Theme.mutedText
                horizontalAlignment: Text.AlignHCenter
            }
            Grid {
                id: islandGrid
                anchors { left: parent.left; leftMargin: 30; top: parent.top; topMargin: 8 }
                columns: page.islandColumns
                spacing: 8
                Repeater {
                    id: islandRepeater
                    model: page.screen ? page.screen.island : null
                    CardSlot {
                        id: islandSlot
                        required property int index
                        required property var model // the row's roles: slot, card, name, target
                        objectName: "islandSlot"
                        cardId: islandSlot.model.card
                        info: page.screen && islandSlot.model.card !== "" ? page.screen.cards[islandSlot.model.card] : ({})
                        cardWidth: page.unit
                        target: islandSlot.model.target
                        badge: String(islandSlot.model.slot)
                        cursor: page.cursorTarget !== null && page.cursorTarget.kind === "island" && page.cursorTarget.slot === islandSlot.model.slot
                        place: qsTr("on island slot %1").arg(islandSlot.model.slot)
                        emptyText: qsTr("Slot %1 empty").arg(islandSlot.model.slot)
                        onActivated: page.screen.clickIslandSlot(islandSlot.model.slot)
                    }
                }
            }
        }

        Flickable { // the other players, and the solo rival
            id: others
            objectName: "otherPlayers"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 60
            contentWidth: width
            contentHeight: othersColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: others.contentHeight > others.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
            Column {
                id: othersColumn
                width: others.width - (others.contentHeight > others.height + 1 ? 12 : 0)
                spacing: 6
                Repeater {
                    id: othersRepeater
                    model: page.screen ? page.screen.players : null
                    PlayerArea {
                        width: othersColumn.width
                        visible: !isViewer
                        height: visible ? implicitHeight : 0
                        cardWidth: Math.max(30, page.unit * 0.6)
                        pending: morning.running ? morning.pending(seat) : ({ nuts: 0, stamina: 0, coins: 0, cards: 0 })
                        glowPosition: morning.running ? morning.glowFor(seat) : 0
                        cursorTarget: page.cursorTarget
                        onSquirrelClicked: (position) => page.screen.clickSquirrel(seat, position)
                        onPlayerClicked: page.screen.clickPlayer(seat)
                    }
                }
            }
        }

        // The viewer's own squirrels and resources. In a Column, not straight in the
        // ColumnLayout: a Qt 6.4 Layout keeps a child a Repeater removed until its next
        // polish, and a resize before it measured the deleted item.
        Column {
            Layout.fillWidth: true
            visible: page.hasOwn
            Repeater {
                id: ownRepeater
                model: page.screen ? page.screen.players : null
                PlayerArea {
                    objectName: "ownArea"
                    width: parent ? parent.width : 0
                    visible: isViewer
                    height: visible ? implicitHeight : 0
                    cardWidth: Math.max(34, page.unit * 0.75)
                    pending: morning.running ? morning.pending(seat) : ({ nuts: 0, stamina: 0, coins: 0, cards: 0 })
                    glowPosition: morning.running ? morning.glowFor(seat) : 0
                    cursorTarget: page.cursorTarget
                    onSquirrelClicked: (position) => page.screen.clickSquirrel(seat, position)
                    onPlayerClicked: page.screen.clickPlayer(seat)
                }
            }
        }

        RowLayout { // the hand, and what the viewer can do besides clicking a card
            Layout.fillWidth: true
            visible: page.showHand
            spacing: Theme.spacing
            HandRow {
                objectName: "handRow"
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                model: page.screen ? page.screen.hand : null
                cardWidth: page.unit
                cursorTarget: page.cursorTarget
                onCardClicked: (row) => page.screen.clickHandCard(row)
            }
            ColumnLayout {
                Layout.alignment: Qt.AlignBottom
                spacing: 4
                Button {
                    objectName: "sleepButton"
                    visible: page.screen && page.screen.canSleep
                    focusPolicy: Qt.TabFocus
                    text: qsTr("Sleep (S)")
                    icon.source: SquirrelArt.icon("sleep")
                    highlighted: page.cursorTarget !== null && page.cursorTarget.kind === "sleep"
                    Accessible.name: qsTr("Go to sleep")
                    onClicked: page.screen.sleep()
                }
                Button {
                    objectName: "passButton"
                    visible: page.screen && page.screen.canPass
                    focusPolicy: Qt.TabFocus
                    //: a button: let the turn go by without gathering (a verb); P is its key
                    text: qsTr("Pass (P)")
                    highlighted: page.cursorTarget !== null && page.cursorTarget.kind === "pass"
                    //: the Pass button's accessible name: let the turn go by (a verb)
                    Accessible.name: qsTr("Pass")
                    onClicked: page.screen.pass()
                }
                Button {
                    objectName: "doneButton"
                    visible: page.screen && page.screen.canDone
                    focusPolicy: Qt.TabFocus
                    //: a button: finish the card being resolved (I am done); D is its key
                    text: qsTr("Done (D)")
                    highlighted: page.cursorTarget !== null && page.cursorTarget.kind === "done"
                    //: the Done button's accessible name: finish the card being resolved
                    Accessible.name: qsTr("Done")
                    onClicked: page.screen.done()
                }
            }
        }
    }

    Rectangle { // the morning, while its loops are collected
        objectName: "morningBanner"
        visible: morning.running
        // Between the island and the players, whose numbers it counts up.
        anchors.horizontalCenter: parent.horizontalCenter
        y: islandArea.y + islandArea.height - height / 2
        width: Math.min(page.width - 20, morningText.implicitWidth + 28)
        height: morningText.implicitHeight + 10
        radius: height / 2
        color: "#fff3c4"
        border.color: Theme.accent
        border.width: 2
        Accessible.role: Accessible.StaticText
        Accessible.name: morningText.text
        Text {
            id: morningText
            anchors.centerIn: parent
            width: Math.min(implicitWidth, page.width - 48)
            elide: Text.ElideRight
            text: qsTr("Morning of day %1: the island's gifts and the loops (Esc skips)").arg(page.screen ? page.screen.morningDay : 0)
            font.pixelSize: 13
            font.bold: true
            color: Theme.text
        }
        MouseArea { anchors.fill: parent; onClicked: morning.skip() }
    }

    GoAgainBanner {
        id: goAgain
        anchors.centerIn: parent
    }

    Rectangle { // the choosers cover the board while they are open
        anchors.fill: parent
        color: "#55000000"
        visible: chooser.visible || look.visible
        MouseArea { anchors.fill: parent; onClicked: if (page.screen) page.screen.closeChooser() }
    }
    PaymentChooser {
        id: chooser
        anchors.centerIn: parent
        width: Math.min(parent.width - 20, implicitWidth)
    }
    LookChooser {
        id: look
        anchors.centerIn: parent
        cardWidth: Math.min(110, (page.width - 80) / Math.max(1, cards.length) - 10)
        cursorTarget: page.cursorTarget
    }
}
