import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// What the engine asks of the viewer, in words, with a control for it: tokens to pick
// for the opening hand, the two weather cards, the fog boards to lift. Every other kind
// of decision (hiring, abilities) is answered from the full list of legal choices,
// which is always one click away, so no decision can get stuck.
Rectangle {
    id: bar
    color: Theme.panel
    border.color: Theme.panelBorder
    radius: Theme.radius
    implicitHeight: content.implicitHeight + 2 * Theme.spacing
    readonly property string phase: gameSession.phase
    readonly property bool active: gameSession.myTurn && !gameSession.curtain
    readonly property bool dedicated: phase === "pick" || phase === "weather" || phase === "lift" || phase === "place" || phase === "hire"
    property bool showAll: false

    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Decision")

    ColumnLayout {
        id: content
        anchors { fill: parent; margins: Theme.spacing }
        spacing: 8

        Label {
            Layout.fillWidth: true
            text: gameSession.statusText
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            font.pixelSize: 16
            font.bold: true
            color: Theme.text
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Label {
            Layout.fillWidth: true
            visible: bar.active && text !== ""
            wrapMode: Text.WordWrap
            color: Theme.mutedText
            //: %1 is how many tokens are still to pick, %2 the highest number key
            text: bar.phase === "pick" ? qsTr("Tokens still to pick for your opening hand: %1. Pick them one at a time from your set (keys 1–%2).").arg(gameSession.picksLeft).arg(Math.min(9, choiceRepeater.count))
                : bar.phase === "weather" ? qsTr("Keep one of the two weather cards you drew (keys 1, 2).")
                : bar.phase === "lift" ? qsTr("Click a fog board on the island to lift it, or choose it here.")
                : bar.phase === "place" ? (gameSession.pendingCell !== "" ? qsTr("Now choose the second tile.") : "")
                : bar.phase === "hire" ? qsTr("Choose the mercenaries to hire on the board, then Done hiring.")
                : qsTr("Choose one (keys 1–9 for the first nine).")
        }

        // Dedicated controls: token buttons for picks, cards for weather, fog boards by number.
        Flow {
            id: choiceRow
            Layout.fillWidth: true
            spacing: 8
            visible: bar.active && (bar.phase === "pick" || bar.phase === "weather" || bar.phase === "lift")
            Repeater {
                id: choiceRepeater
                model: gameSession.choices
                delegate: AbstractButton {
                    focusPolicy: Qt.TabFocus
                    id: choice
                    required property int index
                    required property string type
                    required property string description
                    required property string character
                    required property int value
                    required property int count
                    required property string name
                    visible: type === "pick" || type === "weather" || type === "lift"
                    width: type === "weather" ? 92 : type === "pick" ? 84 : 120
                    height: type === "weather" ? 168 : type === "pick" ? 112 : 40
                    Accessible.role: Accessible.Button
                    Accessible.name: description
                    ToolTip.visible: hovered
                    ToolTip.text: description
                    onClicked: gameSession.playChoice(index)

                    Rectangle {
                        anchors.fill: parent
                        radius: Theme.radius
                        color: choice.down ? "#f3e3b5" : choice.hovered ? "#fbf1d4" : "#ffffff"
                        border.color: choice.hovered ? Theme.accent : Theme.panelBorder
                        border.width: choice.hovered ? 2 : 1
                    }
                    Column {
                        anchors.centerIn: parent
                        spacing: 2
                        visible: choice.type === "pick"
                        Token {
                            width: 56; height: 56
                            anchors.horizontalCenter: parent.horizontalCenter
                            disc: gameSession.viewer >= 0 ? "side-" + ((gameSession.viewer % 2) + 1) : "white"
                            character: choice.character
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            width: choice.width - 6
                            horizontalAlignment: Text.AlignHCenter
                            elide: Text.ElideRight
                            text: (choice.index < 9 ? (choice.index + 1) + "  " : "") + choice.name
                            textFormat: Text.PlainText
                            font.pixelSize: 12
                            font.bold: true
                            color: Theme.text
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: qsTr("%1 left").arg(choice.count)
                            font.pixelSize: 11
                            color: Theme.mutedText
                        }
                    }
                    Column {
                        anchors.centerIn: parent
                        spacing: 4
                        visible: choice.type === "weather"
                        Image {
                            anchors.horizontalCenter: parent.horizontalCenter
                            source: choice.type === "weather" ? Theme.weatherCard(gameSession.drawnWeather[choice.value] || "card-back") : ""
                            sourceSize: Qt.size(70, 100)
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: choice.type === "weather" ? gameSession.weatherNameOf(gameSession.drawnWeather[choice.value] || "") : ""
                            textFormat: Text.PlainText
                            color: Theme.text
                        }
                        Text {
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: (choice.index + 1) + "  " + qsTr("Keep")
                            font.bold: true
                            color: Theme.text
                        }
                    }
                    Text {
                        anchors.centerIn: parent
                        visible: choice.type === "lift"
                        text: qsTr("Fog board %1").arg(choice.value + 1)
                        color: Theme.text
                    }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            visible: bar.active
            Button {
                focusPolicy: Qt.TabFocus
                text: bar.showAll || !bar.dedicated ? qsTr("Hide the list of choices") : qsTr("All choices…")
                visible: bar.dedicated
                flat: true
                onClicked: bar.showAll = !bar.showAll
                Accessible.name: text
            }
            Item { Layout.fillWidth: true }
        }

        // The generic answer to any decision: every legal choice, in the engine's words.
        ListView {
            id: allChoices
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(contentHeight, 220)
            visible: bar.active && (!bar.dedicated || bar.showAll)
            clip: true
            model: visible ? gameSession.choices : null
            ScrollBar.vertical: ScrollBar {}
            delegate: ItemDelegate {
                focusPolicy: Qt.TabFocus
                required property int index
                required property string description
                width: ListView.view.width
                height: 30
                text: (index < 9 ? (index + 1) + ".  " : "") + description.charAt(0).toUpperCase() + description.slice(1)
                contentItem: Label {
                    text: parent.text
                    textFormat: Text.PlainText
                    elide: Text.ElideRight
                    verticalAlignment: Text.AlignVCenter
                    color: Theme.text
                }
                onClicked: gameSession.playChoice(index)
                Accessible.name: description
            }
        }
    }
}
