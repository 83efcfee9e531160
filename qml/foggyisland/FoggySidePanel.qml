import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// Foggy Island's part of the side column: the round's weather, and dedicated controls
// for the decisions people take most (tokens to pick for the opening hand, the two
// weather cards, the fog boards to lift). Every decision is also in the shared list of
// choices, so none can get stuck here.
ColumnLayout {
    id: panel
    spacing: Theme.spacing
    readonly property string phase: GameSession.phase
    readonly property bool active: GameSession.myTurn && !GameSession.curtain
    // Read by the shared DecisionBar: whether this panel answers the decision, and how.
    readonly property bool handlesDecision: phase === "pick" || phase === "weather" || phase === "lift" || phase === "place" || phase === "hire"
    //: %1 is how many tokens are still to pick, %2 the highest number key
    readonly property string hint: phase === "pick" ? qsTr("Tokens still to pick for your opening hand: %1. Pick them one at a time from your set (keys 1–%2).").arg(GameSession.screen.picksLeft).arg(Math.min(9, choiceRepeater.count))
        : phase === "weather" ? qsTr("Keep one of the two weather cards you drew (keys 1, 2).")
        : phase === "lift" ? qsTr("Click a fog board on the island to lift it, or choose it here.")
        : phase === "place" ? (GameSession.screen.pendingCell !== "" ? qsTr("Now choose the second tile.") : "")
        : phase === "hire" ? qsTr("Choose the mercenaries to hire on the board, then Done hiring.")
        : ""

    WeatherCard { Layout.alignment: Qt.AlignHCenter }

    Flow {
        id: choiceRow
        objectName: "foggyChoices"
        Layout.fillWidth: true
        spacing: 8
        visible: panel.active && (panel.phase === "pick" || panel.phase === "weather" || panel.phase === "lift")
        Repeater {
            id: choiceRepeater
            model: GameSession.choices
            delegate: AbstractButton {
                id: button
                focusPolicy: Qt.TabFocus
                required property int index
                required property string type
                required property string description
                required property var model // the row's roles; "action" is a button's own property
                readonly property var choice: model.action
                readonly property string character: choice.character || ""
                // The kept card of a weather choice, or the fog board of a lift.
                readonly property int value: choice.keep !== undefined ? choice.keep : choice.region !== undefined ? choice.region : -1
                visible: type === "pick" || type === "weather" || type === "lift"
                width: type === "weather" ? 92 : type === "pick" ? 84 : 120
                height: type === "weather" ? 168 : type === "pick" ? 112 : 40
                Accessible.role: Accessible.Button
                Accessible.name: description
                ToolTip.visible: hovered
                ToolTip.text: description
                onClicked: type === "pick" ? GameSession.screen.pick(character)
                         : type === "weather" ? GameSession.screen.keepWeather(value)
                         : GameSession.screen.liftFog(value)

                Rectangle {
                    anchors.fill: parent
                    radius: Theme.radius
                    color: button.down ? "#f3e3b5" : button.hovered ? "#fbf1d4" : "#ffffff"
                    border.color: button.hovered ? Theme.accent : Theme.panelBorder
                    border.width: button.hovered ? 2 : 1
                }
                Column {
                    anchors.centerIn: parent
                    spacing: 2
                    visible: button.type === "pick"
                    Token {
                        width: 56; height: 56
                        anchors.horizontalCenter: parent.horizontalCenter
                        disc: GameSession.viewer >= 0 ? "side-" + ((GameSession.viewer % 2) + 1) : "white"
                        character: button.character
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        width: button.width - 6
                        horizontalAlignment: Text.AlignHCenter
                        elide: Text.ElideRight
                        text: (button.index < 9 ? (button.index + 1) + "  " : "") + GameSession.screen.characterName(button.character)
                        textFormat: Text.PlainText
                        font.pixelSize: 12
                        font.bold: true
                        color: Theme.text
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        // picksLeft changes with every pick: it makes the count read again.
                        //: how many tokens of this character are left in the pile: "3 left"
                        text: qsTr("%1 left").arg(GameSession.screen.picksLeft >= 0 ? GameSession.screen.pileCount(button.character) : 0)
                        font.pixelSize: 11
                        color: Theme.mutedText
                    }
                }
                Column {
                    anchors.centerIn: parent
                    spacing: 4
                    visible: button.type === "weather"
                    Image {
                        anchors.horizontalCenter: parent.horizontalCenter
                        source: button.type === "weather" ? FoggyArt.weatherCard(GameSession.screen.drawnWeather[button.value] || "card-back") : ""
                        sourceSize: Qt.size(70, 100)
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: button.type === "weather" ? GameSession.screen.weatherNameOf(GameSession.screen.drawnWeather[button.value] || "") : ""
                        textFormat: Text.PlainText
                        color: Theme.text
                    }
                    Text {
                        anchors.horizontalCenter: parent.horizontalCenter
                        //: a button under a weather card: keep this card (a verb)
                        text: (button.index + 1) + "  " + qsTr("Keep")
                        font.bold: true
                        color: Theme.text
                    }
                }
                Text {
                    anchors.centerIn: parent
                    visible: button.type === "lift"
                    text: qsTr("Fog board %1").arg(button.value + 1)
                    color: Theme.text
                }
            }
        }
    }
}
