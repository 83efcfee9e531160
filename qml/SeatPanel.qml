import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// One seat: who plays it, its side's marker, what it holds and its side's score; also a
// side the rules play themselves (a solo game's rival). Other seats' hands show as backs,
// and what each seat holds as the counts the game names (SeatsModel.countsText), as the
// observation gives them. The person whose view it is may change their seat preferences here.
Rectangle {
    id: panel
    required property int seat
    required property string name
    required property string controllerText
    required property int side
    required property int handCount
    required property string countsText
    required property int points
    required property int coins
    required property bool toMove
    required property bool isViewer
    required property bool isPerson
    required property bool isRival
    required property var preferences

    implicitHeight: layout.implicitHeight + 2 * Theme.spacing
    radius: Theme.radius
    color: toMove ? "#fff8e1" : Theme.panel
    border.color: toMove ? Theme.accent : Theme.panelBorder
    border.width: toMove ? 3 : 1

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("%1, side %2, %3 points%4").arg(name).arg(side).arg(points)
                     .arg(toMove ? qsTr(", to move") : "")

    Rectangle { // the side's colour as a strip, beside the disc's shape
        width: 6; radius: 3
        anchors { left: parent.left; top: parent.top; bottom: parent.bottom; margins: 6 }
        color: Theme.sideColour(panel.side)
    }

    RowLayout {
        id: layout
        anchors { fill: parent; margins: Theme.spacing; leftMargin: Theme.spacing + 8 }
        spacing: Theme.spacing
        Image {
            source: Theme.sideDisc(GameSession.artFolder, panel.side)
            sourceSize: Qt.size(44, 44)
            Layout.preferredWidth: 44
            Layout.preferredHeight: 44
            Layout.alignment: Qt.AlignTop
        }
        ColumnLayout {
            spacing: 2
            Layout.fillWidth: true
            Label {
                //: after a player's name on their seat panel: this seat is the person looking; note the leading space
                text: panel.name + (panel.isViewer ? qsTr(" (you)") : "")
                textFormat: Text.PlainText
                font.bold: true
                font.pixelSize: 15
                color: Theme.text
                elide: Text.ElideRight
                Layout.fillWidth: true
            }
            Label { text: panel.controllerText; textFormat: Text.PlainText; color: Theme.mutedText; font.pixelSize: 12 }
            Label {
                visible: text !== ""
                text: panel.countsText
                textFormat: Text.PlainText
                color: Theme.text
                font.pixelSize: 12
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
            }
            Column { // the viewer's own seat preferences, changed during play
                // (a Column round the Repeater: see GameView.qml's seats)
                Layout.fillWidth: true
                visible: children.length > 1
                Repeater {
                    model: panel.isViewer && panel.isPerson ? panel.preferences : []
                    delegate: ColumnLayout {
                        id: preference
                        required property var modelData
                        spacing: 0
                        width: parent ? parent.width : 0
                        Label {
                            text: preference.modelData.name
                            textFormat: Text.PlainText
                            color: Theme.mutedText
                            font.pixelSize: 11
                            Layout.fillWidth: true
                            elide: Text.ElideRight
                        }
                        ComboBox {
                            objectName: "seatPreference"
                            // Taken by Tab only: a click leaves the board's keys with the board.
                            focusPolicy: Qt.TabFocus
                            model: preference.modelData.choiceNames
                            currentIndex: preference.modelData.index
                            font.pixelSize: 12
                            Layout.fillWidth: true
                            //: a seat preference's accessible name: %1 the preference (e.g. "Hand order"), %2 the player
                            Accessible.name: qsTr("%1, %2").arg(preference.modelData.name).arg(panel.name)
                            onActivated: (index) => {
                                GameSession.setSeatPreference(panel.seat, preference.modelData.id,
                                                              preference.modelData.choices[index])
                                // Shows the session's value again, whether it took the choice or not.
                                currentIndex = Qt.binding(() => preference.modelData.index)
                            }
                        }
                    }
                }
            }
            Row { // another seat's hand as the backs of its tokens: how many, never which
                visible: !panel.isViewer && panel.handCount > 0
                spacing: -6
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("%n token(s) in hand", "", panel.handCount)
                Repeater {
                    model: panel.isViewer ? 0 : panel.handCount
                    Item {
                        width: 22; height: 22
                        Image {
                            anchors.fill: parent
                            source: Theme.sideDisc(GameSession.artFolder, panel.side)
                            sourceSize: Qt.size(44, 44)
                        }
                        Image {
                            anchors { fill: parent; margins: 3 }
                            source: GameSession.artFolder !== "" ? GameSession.artFolder + "backs/token-back.svg" : ""
                            sourceSize: Qt.size(44, 44)
                        }
                    }
                }
            }
            RowLayout {
                visible: panel.toMove
                spacing: 4
                BusyIndicator {
                    running: panel.toMove && GameSession.thinking
                    visible: running
                    Layout.preferredWidth: 18; Layout.preferredHeight: 18
                }
                Label {
                    text: GameSession.thinking
                          //: on the seat panel of the computer player whose move it is
                          ? qsTr("thinking…")
                          //: on the seat panel of the player whose move it is (short)
                          : qsTr("to move")
                    color: "#a66b00"
                    font.pixelSize: 12
                    font.bold: true
                }
            }
        }
        ColumnLayout {
            spacing: 0
            Layout.alignment: Qt.AlignTop
            Label {
                text: panel.points
                font.pixelSize: 28
                font.bold: true
                color: Theme.text
                Layout.alignment: Qt.AlignRight
            }
            //: a unit, under a seat's score on its panel (plural: the score is usually more than one)
            Label { text: qsTr("points"); color: Theme.mutedText; font.pixelSize: 11; Layout.alignment: Qt.AlignRight }
            RowLayout {
                visible: panel.coins >= 0
                Layout.alignment: Qt.AlignRight
                Image { source: GameSession.artFolder !== "" ? GameSession.artFolder + "icons/coin.svg" : ""; sourceSize: Qt.size(16, 16) }
                Label { text: panel.coins; font.bold: true; color: Theme.text }
            }
        }
    }
}
