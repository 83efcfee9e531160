import QtQuick
import Isleworks.Board

// One side's dice and total in a combat: its colour, the faces, the total with modifiers.
// A Row, not a RowLayout: its Repeater's faces are new at each roll (BattleSidePanel.qml).
Row {
    id: dice
    property var faces: []
    property int total: 0
    property string colourName: ""
    property string sideText: ""
    property real dieSize: 26
    property bool rolling: false
    property int frame: 0
    // Whether the side's words follow the total (they always make its accessible name).
    property bool showSide: true
    spacing: 4

    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("%1: dice %2, total %3").arg(sideText).arg(faces.join(", ")).arg(total)

    Rectangle {
        width: 8
        height: dice.dieSize
        radius: 3
        color: BattleArt.colour(dice.colourName)
    }
    Repeater {
        model: dice.faces
        Image {
            required property int index
            required property var modelData
            width: dice.dieSize
            height: dice.dieSize
            // While rolling the faces tumble (a show only: the roll is the engine's).
            source: BattleArt.die(dice.rolling ? ((dice.frame + index * 2) % 6) + 1 : modelData)
            sourceSize: Qt.size(Math.ceil(dice.dieSize) * 2, Math.ceil(dice.dieSize) * 2)
            rotation: dice.rolling ? ((dice.frame * 37 + index * 53) % 40) - 20 : 0
        }
    }
    Text { // the sum, then whose dice these are ("Red attacker")
        text: dice.rolling ? "" : "= " + dice.total
        font.pixelSize: Math.max(12, dice.dieSize * 0.6)
        font.bold: true
        color: Theme.text
        leftPadding: 4
        height: dice.dieSize
        verticalAlignment: Text.AlignVCenter
    }
    Text {
        visible: dice.showSide && dice.sideText !== ""
        text: dice.sideText
        textFormat: Text.PlainText
        font.pixelSize: Math.max(11, dice.dieSize * 0.42)
        color: Theme.mutedText
        leftPadding: 6
        height: dice.dieSize
        verticalAlignment: Text.AlignVCenter
    }
}
