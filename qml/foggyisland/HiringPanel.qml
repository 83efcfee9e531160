import QtQuick
import Isleworks.Board
import QtQuick.Controls
import QtQuick.Layouts

// Hiring between rounds of a mercenary game: every character for hire with its cost,
// the basic character it replaces, how many are hired and the limit, and the purse.
// What may be hired now is the engine's list (HiringModel.hirable); a click on another
// still asks the engine, which says why not.
Rectangle {
    id: panel
    color: Theme.panel
    radius: 14
    border.color: Theme.accent
    border.width: 2
    Accessible.role: Accessible.Dialog
    Accessible.name: qsTr("Hire mercenaries")

    ColumnLayout {
        anchors { fill: parent; margins: 16 }
        spacing: 10
        RowLayout {
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                text: qsTr("Hire mercenaries")
                font.pixelSize: 22; font.bold: true; color: Theme.text
            }
            Image { source: FoggyArt.art + "icons/coin.svg"; sourceSize: Qt.size(30, 30); Accessible.ignored: true }
            Label {
                text: qsTr("Purse: %1 coins").arg(GameSession.screen.purse)
                font.pixelSize: 16; font.bold: true; color: Theme.text
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
        }
        Label {
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.mutedText
            text: qsTr("Each mercenary replaces a basic token of your set. Hire as many as you like and can pay for, then choose Done hiring.")
        }
        GridView {
            id: grid
            objectName: "hiringCards"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            cellWidth: Math.floor(width / Math.max(1, Math.floor(width / 170)))
            cellHeight: 190
            model: GameSession.screen.hiring
            // Always drawn when the cards do not fit: a short window must show there are more.
            ScrollBar.vertical: ScrollBar {
                objectName: "hiringScrollBar"
                policy: grid.contentHeight > grid.height ? ScrollBar.AlwaysOn : ScrollBar.AsNeeded
            }
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Mercenaries for hire")
            delegate: AbstractButton {
                focusPolicy: Qt.TabFocus
                id: card
                required property string character
                required property string name
                required property int cost
                required property string replacesName
                required property int owned
                required property int limit
                required property bool hirable
                required property string summary
                required property string ability
                width: grid.cellWidth - 8
                height: grid.cellHeight - 8
                hoverEnabled: true
                Accessible.role: Accessible.Button
                Accessible.name: summary
                Accessible.description: (hirable ? qsTr("Can be hired now") : qsTr("Cannot be hired now")) + ". " + ability
                PlainToolTip {
                    text: card.summary + "\n" + card.ability
                    visible: card.hovered
                }
                onClicked: GameSession.screen.hire(character)

                background: Rectangle {
                    radius: Theme.radius
                    color: !card.hirable ? "#ece7dc" : card.down ? "#f3e3b5" : card.hovered ? "#fbf1d4" : "#ffffff"
                    border.color: card.hirable && card.hovered ? Theme.accent : Theme.panelBorder
                    border.width: card.hirable && card.hovered ? 2 : 1
                }
                contentItem: ColumnLayout {
                    spacing: 2
                    opacity: card.hirable ? 1 : 0.5
                    Token {
                        Layout.preferredWidth: 56; Layout.preferredHeight: 56
                        Layout.alignment: Qt.AlignHCenter
                        disc: GameSession.viewer >= 0 ? "side-" + ((GameSession.viewer % 2) + 1) : "white"
                        character: card.character
                    }
                    Label { text: card.name; font.bold: true; color: Theme.text; Layout.alignment: Qt.AlignHCenter }
                    Label {
                        text: qsTr("%1 coins · replaces %2").arg(card.cost).arg(card.replacesName)
                        font.pixelSize: 11; color: Theme.text; Layout.alignment: Qt.AlignHCenter
                    }
                    Label {
                        text: qsTr("hired %1 of %2").arg(card.owned).arg(card.limit)
                        font.pixelSize: 11; color: Theme.mutedText; Layout.alignment: Qt.AlignHCenter
                    }
                    Label { // what it does, in the engine's words; the whole text is in the tool tip
                        objectName: "ability"
                        text: card.ability
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.leftMargin: 6
                        Layout.rightMargin: 6
                        wrapMode: Text.WordWrap
                        elide: Text.ElideRight
                        maximumLineCount: 5
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignTop
                        font.pixelSize: 10
                        color: Theme.mutedText
                    }
                }
            }
        }
        Button {
            objectName: "doneHiring"
            focusPolicy: Qt.TabFocus
            Layout.alignment: Qt.AlignRight
            text: qsTr("Done hiring")
            highlighted: true
            onClicked: GameSession.screen.endHiring()
            Accessible.name: qsTr("Done hiring")
        }
    }
}
