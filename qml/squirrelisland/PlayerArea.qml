import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// One player as everybody sees them (PlayersModel's row): marker and name, awake or
// asleep, the first-player token, nuts, coins, stamina against its cap, the hand and the
// stash as face-down counts, and the squirrels in play. Once the game is over, the stash
// is revealed and the score explained. Clickable when the viewer chooses an opponent.
Rectangle {
    id: area
    required property int seat
    required property string name
    required property bool isViewer
    required property bool isRival
    required property int nuts
    required property int coins
    required property int stamina
    required property int staminaCap
    required property bool awake
    required property int goAgain
    required property int handCount
    required property int stashCount
    required property var stash
    required property var tableau
    required property bool firstPlayer
    required property bool toMove
    required property bool target
    required property int total
    required property var score
    required property bool winner

    property real cardWidth: 44
    // What the morning has still to hand out to this player (shown values count up to it).
    property var pending: ({ nuts: 0, stamina: 0, coins: 0, cards: 0 })
    property int glowPosition: 0
    property var cursorTarget: null
    readonly property bool over: GameSession.screen ? GameSession.screen.over : false
    readonly property bool cursorHere: cursorTarget !== null && cursorTarget.kind === "player" && cursorTarget.seat === seat
    signal squirrelClicked(int position)
    signal playerClicked()

    function overflow(nuts) { staminaBar.overflow(nuts) }

    implicitHeight: Math.max(info.implicitHeight, squirrelRow.implicitHeight + (stashRow.visible ? stashRow.implicitHeight : 0)) + 12
    radius: Theme.radius
    color: toMove ? "#fff8e1" : Theme.panel
    border.color: cursorHere ? Theme.cursor : target ? Theme.target : toMove ? Theme.accent : Theme.panelBorder
    border.width: cursorHere || target ? 4 : toMove ? 3 : 1

    Accessible.role: target ? Accessible.Button : Accessible.Pane
    Accessible.name: {
        const state = area.awake
                      //: a squirrel player's state, in the accessible summary of their area (an adjective)
                      ? qsTr("awake")
                      //: a squirrel player's state, in the accessible summary of their area (an adjective)
                      : qsTr("asleep")
        let text = area.isRival ? qsTr("%1 (the rival), %2, %n nut(s)", "", area.nuts).arg(area.name).arg(state)
                                : qsTr("%1, %2, %n nut(s)", "", area.nuts).arg(area.name).arg(state)
        if (!area.isRival)
            text += qsTr(", %n coin(s)", "", area.coins) + qsTr(", %1 of %2 stamina").arg(area.stamina).arg(area.staminaCap)
                    + qsTr(", %n card(s) in hand", "", area.handCount)
        text += qsTr(", %n card(s) stashed", "", area.stashCount)
        if (area.firstPlayer)
            text += qsTr(", first player")
        if (area.target)
            text += qsTr(", can be chosen now")
        return text
    }
    Accessible.onPressAction: if (area.target) area.playerClicked()

    Rectangle { // the seat's colour as a strip, beside the marker's shape
        width: 5; radius: 2
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom; margins: 5 }
        color: SquirrelArt.seatColour(area.seat, area.isRival)
    }

    MouseArea { // the whole player is the target of a sabotage choice
        anchors.fill: parent
        enabled: area.target
        cursorShape: area.target ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: area.playerClicked()
    }

    RowLayout {
        anchors { fill: parent; margins: 6; leftMargin: 14 }
        spacing: 8

        ColumnLayout {
            id: info
            Layout.preferredWidth: 172
            Layout.maximumWidth: 172
            Layout.alignment: Qt.AlignTop
            spacing: 3
            RowLayout {
                spacing: 4
                Layout.fillWidth: true
                Image {
                    source: SquirrelArt.marker(area.seat, area.isRival)
                    sourceSize: Qt.size(40, 40)
                    Layout.preferredWidth: 20; Layout.preferredHeight: 20
                }
                Label {
                    //: after a player's name: this is the person looking; note the leading space
                    text: area.name + (area.isViewer ? qsTr(" (you)") : "")
                    textFormat: Text.PlainText
                    font.bold: true
                    font.pixelSize: 13
                    elide: Text.ElideRight
                    color: Theme.text
                    Layout.fillWidth: true
                }
                Image { // awake or asleep: the player tile's two sides
                    objectName: area.awake ? "awakeIcon" : "asleepIcon"
                    source: SquirrelArt.icon(area.awake ? "awake" : "sleep")
                    sourceSize: Qt.size(36, 36)
                    Layout.preferredWidth: 18; Layout.preferredHeight: 18
                    Accessible.role: Accessible.StaticText
                    Accessible.name: area.awake ? qsTr("awake") : qsTr("asleep")
                    PlainToolTip {
                        visible: awakeMouse.containsMouse
                        text: area.awake
                              //: the tool tip of a player tile's side: the player is awake (an adjective)
                              ? qsTr("Awake")
                              //: the tool tip of a player tile's side: the player has gone to sleep (an adjective)
                              : qsTr("Asleep")
                    }
                    MouseArea { id: awakeMouse; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                }
                Image { // the first-player token
                    visible: area.firstPlayer
                    source: SquirrelArt.icon("first-player")
                    sourceSize: Qt.size(36, 36)
                    Layout.preferredWidth: 18; Layout.preferredHeight: 18
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("First player")
                    PlainToolTip { visible: firstMouse.containsMouse; text: qsTr("First player: starts each new day") }
                    MouseArea { id: firstMouse; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                }
            }
            Flow {
                Layout.fillWidth: true
                spacing: 8
                ResourceCounter {
                    objectName: "nuts"
                    value: Math.max(0, area.nuts - (area.pending.nuts || 0))
                    icon: "nut"
                    //: a resource: the nuts a player has collected (the points of Squirrel Island)
                    label: qsTr("Nuts")
                    size: 16
                }
                ResourceCounter {
                    objectName: "coins"
                    visible: !area.isRival
                    value: Math.max(0, area.coins - (area.pending.coins || 0))
                    icon: "coin"
                    //: a resource: the coins a player has to pay for items
                    label: qsTr("Coins")
                    size: 16
                }
                Row { // another player's hand: face-down cards, how many but never which
                    objectName: "handBacks"
                    visible: !area.isRival && !area.isViewer
                    spacing: 3
                    Accessible.role: Accessible.StaticText
                    Accessible.name: qsTr("%n card(s) in hand", "", area.handCount)
                    CardBack {
                        width: 12; height: 17
                        count: area.handCount
                    }
                    Text {
                        anchors.verticalCenter: parent.verticalCenter
                        text: area.handCount
                        font.pixelSize: 13
                        font.bold: true
                        color: Theme.text
                    }
                }
                ResourceCounter { // the stash: face down, even to its owner, until the end
                    objectName: "stashCount"
                    value: area.stashCount
                    icon: "stash"
                    label: qsTr("Cards stashed")
                    size: 16
                }
            }
            StaminaBar {
                id: staminaBar
                objectName: "staminaBar"
                visible: !area.isRival
                value: Math.max(0, area.stamina - (area.pending.stamina || 0))
                cap: area.staminaCap
                cell: 11
            }
            ResourceCounter { // the rival's stamina: how many squirrels it still plays today
                visible: area.isRival
                value: area.stamina
                icon: "stamina"
                label: qsTr("Rival's stamina")
                size: 16
            }
            Label {
                objectName: "playerStatus"
                Layout.fillWidth: true
                visible: text !== ""
                wrapMode: Text.WordWrap
                font.pixelSize: 12
                font.bold: area.goAgain > 0 || area.winner
                color: area.goAgain > 0 ? SquirrelArt.goAgain : area.toMove ? "#a66b00" : Theme.mutedText
                text: {
                    if (area.over && area.score && area.score.total !== undefined)
                        //: The final score and its parts; %1 total, %2 nuts, %3 stash values, %4 bonus
                        return (area.winner ? qsTr("Winner! ") : "")
                               + qsTr("%1 points: %2 nuts + %3 stash + %4 bonus").arg(area.score.total).arg(area.score.nuts)
                                 .arg(area.score.stash).arg(area.score.bonus)
                    if (area.goAgain > 0)
                        return qsTr("Go again! (%n more turn(s) today)", "", area.goAgain)
                    if (area.toMove)
                        return GameSession.thinking
                               //: under the name of the computer player whose move it is
                               ? qsTr("thinking…")
                               //: under the name of the player whose move it is (short)
                               : qsTr("to move")
                    return ""
                }
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 2
            Tableau {
                id: squirrelRow
                Layout.fillWidth: true
                Layout.preferredHeight: implicitHeight
                seat: area.seat
                squirrels: area.tableau
                cardWidth: area.cardWidth
                owner: area.name
                glowPosition: area.glowPosition
                cursorTarget: area.cursorTarget
                onSquirrelClicked: (position) => area.squirrelClicked(position)
            }
            RowLayout { // the stash, revealed once the game is over
                id: stashRow
                objectName: "revealedStash"
                visible: area.over && area.stash.length > 0
                spacing: 6
                Label {
                    //: before a player's stashed cards, shown face up once the game is over (the stash: cards put aside face down)
                    text: qsTr("Stash:")
                    font.pixelSize: 12
                    color: Theme.mutedText
                }
                Row {
                    spacing: -area.cardWidth * 0.3
                    Repeater {
                        model: stashRow.visible ? area.stash : []
                        CardSlot {
                            required property string modelData
                            cardId: modelData
                            info: GameSession.screen ? GameSession.screen.cards[modelData] : ({})
                            cardWidth: area.cardWidth * 0.8
                            place: qsTr("in %1's stash").arg(area.name)
                        }
                    }
                }
            }
        }
    }
}
