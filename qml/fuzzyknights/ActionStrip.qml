import QtQuick
import QtQuick.Controls
import Isleworks.Board

// The viewer's choices besides stepping, as buttons in the engine's words: the selected
// hero's (pick up, engage, capture, equip, garrison moves, stop, siege), then the decision's
// other choices (build, recruit, squads, exchanges, bribes…), then End turn. Keys 1–9.
Flow {
    id: strip
    property var screen: null
    spacing: 6
    Accessible.role: Accessible.ToolBar
    Accessible.name: qsTr("Your choices")

    Repeater {
        model: strip.screen && strip.screen.myDecision ? strip.screen.actions : []
        Button {
            required property var modelData
            required property int index
            objectName: "actionButton"
            text: (index < 9 ? (index + 1) + " · " : "") + modelData.label
            font.pixelSize: 12
            Accessible.name: modelData.label
            onClicked: strip.screen.act(modelData.index)
        }
    }
}
