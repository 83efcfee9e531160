import QtQuick
import Isleworks.Board
import QtQuick.Controls
import QtQuick.Layouts

// The viewer's tokens. Clicking one (or pressing its number) selects it for placing;
// the tiles where it may go light up on the board.
Rectangle {
    id: bar
    color: Theme.panel
    border.color: Theme.panelBorder
    radius: Theme.radius
    implicitHeight: 118

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Your hand")

    Label {
        id: title
        anchors { left: parent.left; top: parent.top; margins: Theme.spacing }
        text: GameSession.viewer >= 0
              //: the title above the tokens in hand: %1 is the player
              ? qsTr("%1's hand").arg(GameSession.viewerName)
              //: the title above the hand when nobody's hand is shown: the person only watches the game
              : qsTr("Spectating")
        textFormat: Text.PlainText
        font.bold: true
        color: Theme.text
    }
    Label {
        anchors { left: title.right; leftMargin: Theme.spacing; baseline: title.baseline }
        visible: handView.count > 0 && GameSession.phase === "place" && GameSession.myTurn
        text: qsTr("Select a token (1–%1), then a lit tile (arrow keys, Enter)").arg(handView.count)
        color: Theme.mutedText
        font.pixelSize: 12
    }
    Label {
        anchors.centerIn: parent
        visible: handView.count === 0
        text: GameSession.phase === "pick" ? qsTr("Pick your opening hand in the panel on the left") : qsTr("No tokens in hand")
        color: Theme.mutedText
    }

    ListView {
        id: handView
        anchors { left: parent.left; right: faceBox.left; top: title.bottom; bottom: parent.bottom
                  leftMargin: Theme.spacing; topMargin: 4; bottomMargin: 6 }
        orientation: ListView.Horizontal
        spacing: 8
        clip: true
        interactive: false
        model: GameSession.screen.hand
        delegate: AbstractButton {
            focusPolicy: Qt.TabFocus
            id: handToken
            required property int index
            required property string character
            required property string name
            required property int count
            required property bool selected
            required property string disc
            required property string ability
            width: 76
            height: handView.height
            enabled: GameSession.myTurn
            Accessible.role: Accessible.Button
            Accessible.name: qsTr("%1, %2 in hand, key %3").arg(name).arg(count).arg(index + 1)
            onClicked: GameSession.screen.selectedCharacter = selected ? "" : character
            hoverEnabled: true
            Accessible.description: ability

            PlainToolTip {
                text: handToken.name + "\n" + handToken.ability
                visible: handToken.hovered && handToken.ability !== ""
            }

            Rectangle {
                anchors.fill: parent
                radius: Theme.radius
                color: handToken.selected ? "#fff0c2" : handToken.hovered ? "#f1ece0" : "transparent"
                border.color: handToken.selected ? Theme.accent : "transparent"
                border.width: 2
            }
            Token {
                id: handImage
                width: 54; height: 54
                anchors.horizontalCenter: parent.horizontalCenter
                y: handToken.selected ? 2 : 6
                disc: handToken.disc
                character: handToken.character
                Behavior on y { NumberAnimation { duration: 120 } }
            }
            Rectangle { // how many
                visible: handToken.count > 1
                width: 22; height: 22; radius: 11
                color: Theme.text
                anchors { right: handImage.right; top: handImage.top; rightMargin: -6 }
                Text { anchors.centerIn: parent; text: handToken.count; color: "white"; font.bold: true; font.pixelSize: 12 }
            }
            Text {
                anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: 2 }
                text: (handToken.index < 9 ? (handToken.index + 1) + "  " : "") + handToken.name
                textFormat: Text.PlainText
                font.pixelSize: 12
                color: Theme.text
                elide: Text.ElideRight
                width: parent.width
                horizontalAlignment: Text.AlignHCenter
            }
        }
    }

    ColumnLayout {
        id: faceBox
        anchors { right: parent.right; verticalCenter: parent.verticalCenter; rightMargin: Theme.spacing }
        width: visible ? implicitWidth : 0
        visible: GameSession.screen.faceChoice
        Label { text: qsTr("In Foggy weather this\nmercenary may go face up"); font.pixelSize: 11; color: Theme.mutedText }
        Switch {
            focusPolicy: Qt.TabFocus
            text: qsTr("Face down (F)")
            checked: GameSession.screen.faceDown
            onToggled: GameSession.screen.faceDown = checked
            Accessible.name: qsTr("Place face down")
        }
    }
}
