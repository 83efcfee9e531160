import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// The result, once the game is over; it can be closed to look at the final board.
Rectangle {
    id: overlay
    property bool closed: false
    signal newGameRequested()
    objectName: "gameOverOverlay"
    // After the last round's lines (RoundSummary), never over them.
    visible: GameSession.isOver && !closed && GameSession.roundSummary.round === undefined
    color: "#99000000"
    Accessible.role: Accessible.Dialog
    Accessible.name: qsTr("Game over")
    Connections {
        target: GameSession
        function onGameStarted() { overlay.closed = false }
    }
    MouseArea { anchors.fill: parent; onClicked: overlay.closed = true }

    Rectangle {
        anchors.centerIn: parent
        width: Math.min(parent.width - 60, 480)
        height: box.implicitHeight + 48
        radius: 16
        color: Theme.panel
        border.color: Theme.accent
        border.width: 3
        MouseArea { anchors.fill: parent } // clicks on the card do not close it
        ColumnLayout {
            id: box
            anchors { fill: parent; margins: 24 }
            spacing: 12
            Label {
                text: qsTr("Game over")
                font.pixelSize: 30; font.bold: true; color: Theme.text
                Layout.alignment: Qt.AlignHCenter
            }
            Label {
                objectName: "resultSentence"
                text: GameSession.resultText
                textFormat: Text.PlainText
                font.pixelSize: 18
                color: Theme.text
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                Layout.fillWidth: true
            }
            // The sides in a Row, not a RowLayout: the Repeater makes its delegates anew
            // whenever the scores change, and a Qt 6.4 Layout keeps a removed child in its
            // list until its next polish, so a resize before that (a dock shown beside the
            // board) measured a deleted item. A positioner forgets a removed child at once.
            // The model is the number of sides, so a change of score keeps the delegates.
            Row {
                Layout.alignment: Qt.AlignHCenter
                spacing: 36
                Repeater { // each side: what decides in large type (coins when there are coins), then points
                    model: GameSession.scores.length
                    delegate: Column {
                        id: side
                        objectName: "sideResult"
                        required property int index
                        readonly property var points: GameSession.scores[index]
                        readonly property bool coins: GameSession.usesCoins
                        spacing: 5
                        Image {
                            source: Theme.sideDisc(GameSession.artFolder, (side.index + 1))
                            sourceSize: Qt.size(48, 48)
                            x: (side.width - width) / 2
                        }
                        Label {
                            objectName: "bigNumber"
                            text: side.coins ? (GameSession.coins[side.index] || 0) : side.points
                            font.pixelSize: 30; font.bold: true; color: Theme.sideColour(side.index + 1)
                            x: (side.width - width) / 2
                        }
                        Label {
                            objectName: "bigUnit"
                            text: side.coins
                                  //: under the large number of a side's score at game over (a unit)
                                  ? qsTr("coins")
                                  //: under the large number of a side's score at game over (a unit)
                                  : qsTr("points")
                            font.bold: true
                            color: Theme.text
                            x: (side.width - width) / 2
                        }
                        Label {
                            objectName: "smallPrint"
                            visible: side.coins
                            text: qsTr("%1 points scored").arg(side.points)
                            color: Theme.mutedText
                            x: (side.width - width) / 2
                        }
                    }
                }
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: 12
                Button {
                    focusPolicy: Qt.TabFocus
                    text: qsTr("New game…")
                    highlighted: true
                    onClicked: overlay.newGameRequested()
                    Accessible.name: qsTr("Start a new game")
                }
                Button {
                    focusPolicy: Qt.TabFocus
                    text: qsTr("Look at the board")
                    onClicked: overlay.closed = true
                    Accessible.name: qsTr("Close and look at the final board")
                }
            }
        }
    }
}
