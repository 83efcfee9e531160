import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// Where the game stands: the day track (one sun per day, today's lit), who holds the
// first-player token, the deck as a face-down pile with its count and the discard pile's
// top card.
RowLayout {
    id: bar
    property var screen: GameSession.screen
    property real pileWidth: 26
    spacing: 10

    Row { // the day track
        objectName: "dayTrack"
        spacing: 2
        Layout.alignment: Qt.AlignVCenter
        Accessible.role: Accessible.StaticText
        Accessible.name: qsTr("Day %1 of %2").arg(bar.screen ? bar.screen.day : 0).arg(bar.screen ? bar.screen.dayCount : 0)
        Repeater {
            model: bar.screen ? bar.screen.dayCount : 0
            Item {
                required property int index
                readonly property bool today: bar.screen && index + 1 === bar.screen.day
                readonly property bool past: bar.screen && index + 1 < bar.screen.day
                width: today ? 30 : 22; height: 30
                Image {
                    anchors.centerIn: parent
                    width: parent.width - 4; height: width
                    source: SquirrelArt.icon("day")
                    sourceSize: Qt.size(60, 60)
                    opacity: parent.past ? 0.35 : parent.today ? 1 : 0.7
                }
                Text {
                    anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: -2 }
                    text: index + 1
                    font.pixelSize: 10
                    font.bold: parent.today
                    color: Theme.text
                }
            }
        }
    }
    Label {
        objectName: "dayLabel"
        text: bar.screen ? (bar.screen.over ? qsTr("The game is over") : qsTr("Day %1 of %2").arg(bar.screen.day).arg(bar.screen.dayCount)) : ""
        Layout.maximumWidth: 150
        elide: Text.ElideRight
        font.bold: true
        font.pixelSize: 14
        color: Theme.text
    }
    RowLayout { // who holds the first-player token
        spacing: 4
        Layout.fillWidth: true
        Layout.minimumWidth: 20
        visible: bar.screen && bar.screen.firstPlayer > 0
        Accessible.role: Accessible.StaticText
        Accessible.name: bar.screen ? qsTr("First player: %1").arg(bar.screen.firstPlayerName) : ""
        Image {
            Layout.preferredWidth: 20; Layout.preferredHeight: 20
            source: SquirrelArt.icon("first-player")
            sourceSize: Qt.size(40, 40)
        }
        Label {
            Layout.fillWidth: true
            text: bar.screen ? bar.screen.firstPlayerName : ""
            textFormat: Text.PlainText
            font.pixelSize: 12
            color: Theme.mutedText
            elide: Text.ElideRight
        }
        HoverHandler { id: firstHover }
        PlainToolTip {
            visible: firstHover.hovered
            text: qsTr("First player: starts each new day")
        }
    }
    Row {
        spacing: 4
        Accessible.role: Accessible.StaticText
        Accessible.name: qsTr("Deck: %n card(s)", "", bar.screen ? bar.screen.deckCount : 0)
        CardBack {
            objectName: "deckPile"
            width: bar.pileWidth; height: bar.pileWidth * SquirrelArt.cardRatio
            count: bar.screen ? bar.screen.deckCount : 0
        }
        Label {
            anchors.verticalCenter: parent.verticalCenter
            //: the draw pile and how many cards are left in it: "Deck 24"
            text: qsTr("Deck %1").arg(bar.screen ? bar.screen.deckCount : 0)
            font.pixelSize: 12
            color: Theme.text
        }
    }
    Row {
        spacing: 4
        Accessible.role: Accessible.StaticText
        Accessible.name: bar.screen && bar.screen.discardTop !== ""
                         ? qsTr("Discard pile: %n card(s), %1 on top", "", bar.screen.discardCount).arg(bar.screen.cardName(bar.screen.discardTop))
                         : qsTr("Discard pile: empty")
        CardSlot {
            cardId: bar.screen ? bar.screen.discardTop : ""
            info: bar.screen && bar.screen.discardTop !== "" ? bar.screen.cards[bar.screen.discardTop] : ({})
            cardWidth: bar.pileWidth
            emptyText: ""
        }
        Label {
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Discard %1").arg(bar.screen ? bar.screen.discardCount : 0)
            font.pixelSize: 12
            color: Theme.text
        }
    }
}
