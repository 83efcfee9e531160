import QtQuick
import Isleworks.Board

// A player's squirrels in play, in the order they were played: refreshed ones upright,
// exhausted ones sideways. They overlap when there are many, and scroll when even that
// is not enough.
Flickable {
    id: tableau
    property int seat: 0
    property var squirrels: []
    property real cardWidth: 50
    property string owner: ""            // for screen readers: "Ann's"
    property int glowPosition: 0         // the morning collects this one's loops now
    property var cursorTarget: null      // the keyboard cursor's target, if it is here
    // Many squirrels: smaller cards first (to a readable minimum), then overlapping ones.
    readonly property real shownWidth: {
        let upright = 0
        let sideways = 0
        for (const squirrel of squirrels)
            squirrel.refreshed ? ++upright : ++sideways
        const room = width - Math.max(0, squirrels.length - 1) * 6
        const fit = room / Math.max(1, upright + sideways * SquirrelArt.cardRatio)
        return Math.max(Math.min(cardWidth, 34), Math.min(cardWidth, fit))
    }
    readonly property real cardHeight: Math.round(cardWidth * SquirrelArt.cardRatio)
    readonly property real shownHeight: Math.round(shownWidth * SquirrelArt.cardRatio)
    // Room each squirrel takes: its width (sideways when exhausted), less an overlap when crowded.
    readonly property real naturalWidth: {
        let sum = 0
        for (const squirrel of squirrels)
            sum += squirrel.refreshed ? shownWidth : shownHeight
        return sum + Math.max(0, squirrels.length - 1) * 6
    }
    readonly property real gap: squirrels.length < 2 || naturalWidth <= width ? 6
                                : Math.max(-shownWidth * 0.45, 6 - (naturalWidth - width) / (squirrels.length - 1))
    signal squirrelClicked(int position)

    implicitHeight: cardHeight + 8
    contentWidth: row.width
    contentHeight: height
    clip: true
    flickableDirection: Flickable.HorizontalFlick
    boundsBehavior: Flickable.StopAtBounds
    interactive: contentWidth > width

    Accessible.role: Accessible.List
    Accessible.name: qsTr("%1 squirrels").arg(owner)

    Text {
        visible: tableau.squirrels.length === 0
        anchors.verticalCenter: parent.verticalCenter
        text: qsTr("No squirrels yet")
        font.pixelSize: 12
        font.italic: true
        color: Theme.mutedText
    }

    Row {
        id: row
        y: 4
        spacing: tableau.gap
        Repeater {
            model: tableau.squirrels
            CardSlot {
                required property var modelData
                anchors.verticalCenter: parent.verticalCenter
                cardId: modelData.card
                info: GameSession.screen ? GameSession.screen.cards[modelData.card] : ({})
                cardWidth: tableau.shownWidth
                exhausted: !modelData.refreshed
                target: modelData.target
                guarded: modelData.protectedBy > 0
                glow: tableau.glowPosition === modelData.position
                cursor: tableau.cursorTarget !== null && tableau.cursorTarget.kind === "squirrel"
                        && tableau.cursorTarget.seat === tableau.seat && tableau.cursorTarget.position === modelData.position
                place: qsTr("%1 squirrel %2").arg(tableau.owner).arg(modelData.position)
                onActivated: tableau.squirrelClicked(modelData.position)
            }
        }
    }
}
