import QtQuick
import QtQuick.Controls
import Isleworks.Board

// A card where the board shows one: in an island slot, in the hand, in a tableau, among
// the cards looked at. It lights up when clicking it takes a decision now (`target`), shows
// the keyboard cursor, turns sideways when exhausted, and tells screen readers and the tool
// tip what it is. An empty island slot is a dashed outline.
Item {
    id: slot
    property string cardId: ""
    property var info: ({})
    property real cardWidth: 70
    readonly property real cardHeight: Math.round(cardWidth * SquirrelArt.cardRatio)
    property bool exhausted: false
    property bool target: false
    property bool cursor: false
    property bool glow: false      // the morning collects this squirrel's loops now
    property bool guarded: false   // protected by a guard
    property string badge: ""      // e.g. the island slot's number
    property string place: ""      // where it is, for screen readers ("in your hand")
    property string emptyText: ""
    signal activated()

    width: exhausted ? cardHeight : cardWidth
    height: cardHeight
    Behavior on width { NumberAnimation { duration: 220; easing.type: Easing.OutCubic } }

    Accessible.role: target ? Accessible.Button : Accessible.StaticText
    Accessible.name: {
        if (slot.cardId === "")
            return slot.emptyText
        let name = slot.info && slot.info.name ? slot.info.name : ""
        if (slot.place !== "")
            //: a card slot's accessible name: %1 the card, %2 where it lies (e.g. "on island slot 3")
            name = qsTr("%1, %2").arg(name).arg(slot.place)
        if (slot.exhausted)
            name = qsTr("%1, exhausted").arg(name)
        if (slot.guarded)
            name = qsTr("%1, protected").arg(name)
        return slot.target ? qsTr("%1, can be chosen now").arg(name) : name
    }
    Accessible.description: slot.info && slot.info.description ? slot.info.description : ""
    Accessible.onPressAction: if (slot.target) slot.activated()

    Rectangle { // an empty island slot
        visible: slot.cardId === ""
        anchors.fill: parent
        radius: 6
        color: "#1f000000"
        border.color: Theme.panelBorder
        border.width: 1.5
        Text {
            anchors.centerIn: parent
            width: parent.width - 4
            text: slot.emptyText
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: Math.max(9, slot.cardWidth * 0.13)
            color: Theme.mutedText
        }
    }

    Rectangle { // lit when it can be chosen; the keyboard cursor is a dark ring round it
        anchors.fill: face
        anchors.margins: -4
        rotation: face.rotation
        visible: slot.target || slot.cursor || slot.glow
        radius: 8
        color: "transparent"
        border.width: slot.cursor ? 4 : 3
        border.color: slot.cursor ? Theme.cursor : slot.glow ? SquirrelArt.stamina : Theme.target
        SequentialAnimation on opacity {
            running: slot.target && !slot.cursor
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.45; duration: 700 }
            NumberAnimation { from: 0.45; to: 1; duration: 700 }
        }
    }

    Card {
        id: face
        visible: slot.cardId !== ""
        width: slot.cardWidth
        height: slot.cardHeight
        anchors.centerIn: parent
        info: slot.info
        rotation: slot.exhausted ? 90 : 0
        scale: slot.glow ? 1.08 : 1
        Behavior on rotation { NumberAnimation { duration: 220; easing.type: Easing.OutCubic } }
        Behavior on scale { NumberAnimation { duration: 150 } }
    }

    Rectangle { // an exhausted card is dimmed as well as turned (never see-through: cards overlap)
        visible: slot.exhausted && slot.cardId !== ""
        anchors.fill: face
        rotation: face.rotation
        radius: 5 * face.s
        color: "#552b2b2b"
    }

    Image { // protected by a guard
        visible: slot.guarded && slot.cardId !== ""
        anchors { left: parent.left; bottom: parent.bottom; margins: 2 }
        width: Math.max(14, slot.cardWidth * 0.28); height: width
        source: SquirrelArt.icon("shield")
        sourceSize: Qt.size(Math.ceil(width * 2), Math.ceil(height * 2))
    }

    Rectangle { // the slot's number
        visible: slot.badge !== ""
        anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; topMargin: -8 }
        width: Math.max(16, badgeText.implicitWidth + 8); height: 16
        radius: 8
        color: slot.target ? Theme.accent : Theme.panel
        border.color: Theme.panelBorder
        Text {
            id: badgeText
            anchors.centerIn: parent
            text: slot.badge
            font.pixelSize: 11
            font.bold: true
            color: Theme.text
        }
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: slot.target ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: slot.activated()
    }
    PlainToolTip {
        visible: mouse.containsMouse && slot.cardId !== "" && slot.info !== undefined && slot.info.name !== undefined
        text: slot.info && slot.info.name ? slot.info.name + "\n" + slot.info.description : ""
    }
}
