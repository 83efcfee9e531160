import QtQuick
import Isleworks.Board

// The viewer's hand, face up, in the order the observation gives it. Cards the viewer may
// click now are lit (to play them, or to stash one); the cards overlap when there are many.
Item {
    id: hand
    property var model: null
    property real cardWidth: 70
    property var cursorTarget: null
    readonly property real cardHeight: Math.round(cardWidth * SquirrelArt.cardRatio)
    readonly property int count: repeater.count
    readonly property real gap: count < 2 ? 6 : Math.max(-cardWidth * 0.55, Math.min(6, (width - count * cardWidth) / (count - 1)))
    signal cardClicked(int row)

    implicitHeight: cardHeight + 12
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Your hand: %n card(s)", "", count)

    Text {
        visible: hand.count === 0
        anchors.verticalCenter: parent.verticalCenter
        text: qsTr("Your hand is empty")
        font.pixelSize: 12
        font.italic: true
        color: Theme.mutedText
    }

    Row {
        y: 8
        spacing: hand.gap
        Repeater {
            id: repeater
            model: hand.model
            CardSlot {
                id: slot
                required property int index
                required property var model // the row's roles: card, name, target
                objectName: "handCard"
                cardId: slot.model.card
                info: GameSession.screen ? GameSession.screen.cards[slot.model.card] : ({})
                cardWidth: hand.cardWidth
                target: slot.model.target
                cursor: hand.cursorTarget !== null && hand.cursorTarget.kind === "hand" && hand.cursorTarget.row === index
                place: qsTr("in your hand")
                // A lit card rises a little, like a card picked out of a fan.
                y: target ? -6 : 0
                Behavior on y { NumberAnimation { duration: 120 } }
                onActivated: hand.cardClicked(index)
            }
        }
    }
}
