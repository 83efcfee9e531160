import QtQuick
import Isleworks.Board

// The back of a card, or a face-down pile of `count` cards (the deck, a stash, another
// player's hand): a few backs stacked and the count on top. Which cards they are is never
// known here.
Item {
    id: pile
    property int count: 1
    property bool showCount: false
    property string caption: ""
    implicitWidth: 70
    implicitHeight: 100

    Repeater {
        model: Math.min(3, Math.max(1, pile.count))
        Image {
            required property int index
            x: index * pile.width * 0.05
            y: pile.height * 0.1 - index * pile.width * 0.05
            width: pile.width * 0.9
            height: pile.height * 0.9
            source: SquirrelArt.back()
            sourceSize: Qt.size(Math.ceil(width * 1.5), Math.ceil(height * 1.5))
            opacity: pile.count > 0 ? 1 : 0.25
        }
    }
    Rectangle {
        visible: pile.showCount
        anchors { right: parent.right; bottom: parent.bottom; margins: -2 }
        width: Math.max(countText.implicitWidth + 8, height)
        height: Math.max(16, pile.width * 0.42)
        radius: height / 2
        color: Theme.panel
        border.color: Theme.text
        Text {
            id: countText
            anchors.centerIn: parent
            text: pile.count
            font.pixelSize: Math.max(10, parent.height * 0.62)
            font.bold: true
            color: Theme.text
        }
    }
}
