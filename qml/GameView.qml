import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// The whole board screen the desktop window shows, for every game. Reads the
// `GameSession` singleton (the window's session, sessiontypes.h) and sends decisions back
// to it; it holds no rules. The game's own board page and side panel (its GameUi's URLs) load in
// their places; a game without them is played from the list of choices. Keyboard: the
// curtain, review, summaries and 1–9 for choices here; the page reads its own keys.
FocusScope {
    id: view
    focus: true
    signal newGameRequested()
    readonly property bool narrow: width < 760

    // Right to left (the pseudo-locale "pseudo-rtl", a right-to-left language) the board
    // mirrors as the widgets around it do: anchors, rows, layouts and text alignment swap
    // sides in every item below, the game's own page included. Places drawn at computed
    // positions (a map's cells) keep theirs: a board is the same board in every language.
    LayoutMirroring.enabled: Qt.application.layoutDirection === Qt.RightToLeft
    LayoutMirroring.childrenInherit: true

    Accessible.role: Accessible.Pane
    //: the accessible name of the board; %1 is the name of the game being played
    Accessible.name: GameSession.hasGame ? qsTr("%1 board").arg(GameSession.gameName) : qsTr("Game board")

    Rectangle { anchors.fill: parent; color: Theme.background }

    // Every key of the board is handled here (buttons take focus only by Tab), so a key
    // that closes one screen is never also read by a button of the next one.
    Keys.onPressed: (event) => {
        const enter = event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space
        // A held key repeats: it closed a screen once and must not go on to decide.
        if (event.isAutoRepeat && (enter || event.key === Qt.Key_Escape)) {
            event.accepted = true
            return
        }
        if (GameSession.curtain) {
            if (enter) GameSession.dismissCurtain()
            event.accepted = true
            return
        }
        if (GameSession.reviewing) {
            if (event.key === Qt.Key_Left || event.key === Qt.Key_PageUp) GameSession.reviewStep(-1)
            else if (event.key === Qt.Key_Right || event.key === Qt.Key_PageDown) GameSession.reviewStep(1)
            else if (event.key === Qt.Key_Escape || enter) GameSession.leaveReview()
            else return
            event.accepted = true
            return
        }
        if (summary.visible) {
            if (summary.stepping && (enter || event.key === Qt.Key_Escape)) GameSession.skipScoring()
            else if (enter || event.key === Qt.Key_Escape) GameSession.dismissRoundSummary()
            event.accepted = true
            return
        }
        if (gameOver.visible && event.key === Qt.Key_Escape) {
            gameOver.closed = true
            event.accepted = true
            return
        }
        // The game's page reads the keys it knows; any game's choices take 1–9.
        const digit = event.key - Qt.Key_1
        if (page.item && page.item.handleKey && page.item.handleKey(event)) {
            // handled by the game's page
        } else if (digit >= 0 && digit < 9) {
            GameSession.playChoice(digit)
        } else {
            return
        }
        event.accepted = true
    }

    RowLayout {
        anchors { fill: parent; margins: Theme.spacing }
        spacing: Theme.spacing

        // Who plays, the weather and the decision: a column that scrolls when the window is
        // short, and narrows (leaving the island its room) when it is narrow.
        Flickable {
            id: side
            Layout.preferredWidth: view.narrow ? Math.max(220, view.width * 0.45) : 320
            Layout.maximumWidth: Layout.preferredWidth
            Layout.fillHeight: true
            contentWidth: width
            contentHeight: sideColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
                id: sideBar
                // Shown exactly when something is out of sight, never as a flash while panels change.
                policy: side.contentHeight > side.height + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }
            ColumnLayout {
                id: sideColumn
                width: side.width - (sideBar.policy === ScrollBar.AlwaysOn ? sideBar.width + 2 : 0)
                spacing: Theme.spacing
                Label {
                    textFormat: Text.PlainText
                    text: GameSession.hasGame ? GameSession.variantName + " · " + GameSession.roundText
                                              : qsTr("Isleworks")
                    font.pixelSize: 18
                    font.bold: true
                    color: Theme.text
                    Layout.fillWidth: true
                    wrapMode: Text.WordWrap
                }
                Label { // edited rules are never mistaken for the standard game
                    visible: GameSession.hasGame
                    text: GameSession.rulesText
                    textFormat: Text.PlainText
                    elide: Text.ElideRight
                    Layout.fillWidth: true
                    font.bold: !GameSession.standardRules
                    color: GameSession.standardRules ? Theme.mutedText : "#b3261e"
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                }
                // The seats in a Column, not straight in the ColumnLayout: a Qt 6.4 Layout
                // keeps a child a Repeater removed until its next polish, and a resize before
                // it measured the deleted item (GameOverOverlay.qml says more).
                Column {
                    Layout.fillWidth: true
                    visible: children.length > 1 // a seat besides the Repeater itself
                    spacing: sideColumn.spacing
                    Repeater {
                        model: GameSession.seats
                        delegate: SeatPanel { width: parent ? parent.width : 0 }
                    }
                }
                DecisionBar {
                    objectName: "decisionBar"
                    Layout.fillWidth: true
                    dedicated: sidePanelLoader.item ? sidePanelLoader.item.handlesDecision === true : false
                    hint: sidePanelLoader.item && sidePanelLoader.item.hint ? sidePanelLoader.item.hint : ""
                }
                Loader {
                    id: sidePanelLoader
                    objectName: "sidePanel"
                    Layout.fillWidth: true
                    active: GameSession.hasGame && GameSession.screen !== null
                    source: GameSession.sidePanel
                }
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing
            ReviewBanner { Layout.fillWidth: true }
            Item {
                id: boardArea
                Layout.fillWidth: true
                Layout.fillHeight: true
                Loader {
                    id: page
                    objectName: "boardPage"
                    anchors.fill: parent
                    active: GameSession.hasGame && GameSession.screen !== null
                    source: GameSession.boardPage
                    onLoaded: {
                        item.narrow = Qt.binding(() => view.narrow)
                        item.wideArea = hiringArea
                    }
                }
                Label {
                    anchors.centerIn: parent
                    visible: !GameSession.hasGame
                    text: qsTr("Start a game with Game ▸ New Game… (Ctrl+N)")
                    font.pixelSize: 18
                    color: Theme.mutedText
                }
            }
        }
    }

    Item { // where hiring goes in a narrow window: all but the hand
        id: hiringArea
        anchors { left: parent.left; right: parent.right; top: parent.top; bottom: parent.bottom
                  margins: Theme.spacing; bottomMargin: 118 + 2 * Theme.spacing }
    }

    Toast {
        id: toast
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: 140 }
    }
    Connections {
        target: GameSession
        function onIllegalMove(reason) { toast.show(reason) }
        function onErrorOccurred(message) { toast.show(message) }
        function onNotice(message) { toast.show(message) }
    }

    RoundSummary { id: summary; anchors.fill: parent }
    GameOverOverlay { id: gameOver; anchors.fill: parent; onNewGameRequested: view.newGameRequested() }
    Curtain { anchors.fill: parent }
}
