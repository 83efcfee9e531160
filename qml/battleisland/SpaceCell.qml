import QtQuick
import Isleworks.Board

// One space of the board: its terrain, the structure on it, the unit standing there (a
// stack with its count), and what the viewer may do with it now, lit: a unit to select
// (gold ring), a space within reach (green), a unit to attack (red), a site to recruit at
// (a plus). Clicked or pressed (Enter on the cursor): the screen decides what it means.
Item {
    id: cell
    required property int index
    required property int row
    required property int column
    required property string terrain
    required property string structure
    required property string structureColour
    required property string unitColour
    required property string unitType
    required property int unitSize
    required property bool unitSpent
    required property bool unitActive
    required property bool selectable
    required property bool reachable
    required property bool attackable
    required property bool selected
    required property bool pendingAttack
    required property bool routeTarget
    required property bool recruitSite
    required property bool sideChoice
    required property int combatRole
    required property string label
    property real size: 30
    signal clicked(int index)
    signal hovered(int index, bool inside)

    objectName: "space"
    x: column * size
    y: row * size
    width: size
    height: size
    readonly property bool hasUnit: unitColour !== ""
    readonly property bool fog: terrain === "fog"

    Accessible.role: Accessible.Button
    Accessible.name: label
    Accessible.onPressAction: cell.clicked(cell.index)

    Image { // the terrain; fog is drawn by the area beneath
        id: ground
        anchors.fill: parent
        visible: !cell.fog
        source: cell.fog ? "" : BattleArt.terrain(cell.terrain)
        sourceSize: Qt.size(Math.ceil(cell.size), Math.ceil(cell.size))
        smooth: true
    }
    onFogChanged: if (!fog) reveal.restart()
    SequentialAnimation { // a tile turned face up: its spaces land one after the other
        id: reveal
        PropertyAction { target: ground; property: "scale"; value: 0.2 }
        PropertyAction { target: ground; property: "opacity"; value: 0 }
        PauseAnimation { duration: 40 * ((cell.row + cell.column) % 5) }
        ParallelAnimation {
            NumberAnimation { target: ground; property: "scale"; to: 1; duration: 380; easing.type: Easing.OutBack }
            NumberAnimation { target: ground; property: "opacity"; to: 1; duration: 300 }
        }
    }

    Rectangle { // within reach of the selected unit: brightened, edged and dotted in green
        objectName: "reachMark"
        anchors.fill: parent
        visible: cell.reachable
        color: cell.fog ? Qt.rgba(0.55, 0.85, 0.4, 0.55) : Qt.rgba(1, 1, 0.86, 0.42)
        border.color: BattleArt.reach
        border.width: cell.routeTarget ? 3 : 2
    }
    Rectangle { // the site of a recruit
        anchors.fill: parent
        visible: cell.recruitSite
        color: "transparent"
        border.color: "#2e7d32"
        border.width: 2
        radius: 3
    }

    Image { // the city, factory, base or lighthouse; smaller in a corner under a unit
        visible: cell.structure !== ""
        source: BattleArt.token(cell.structure, cell.structureColour)
        width: cell.hasUnit ? cell.size * 0.48 : cell.size * 0.82
        height: width
        sourceSize: Qt.size(Math.ceil(width) * 2, Math.ceil(height) * 2)
        x: cell.hasUnit ? 1 : (cell.size - width) / 2
        y: cell.hasUnit ? 1 : (cell.size - height) / 2
        z: cell.hasUnit ? 2 : 0
    }

    Rectangle { // one of the viewer's units that can be activated
        anchors.centerIn: parent
        width: cell.size * 0.92
        height: width
        radius: width / 2
        visible: cell.selectable || cell.selected
        color: cell.selected ? Qt.rgba(1, 0.83, 0.36, 0.55) : "transparent"
        border.color: Theme.target
        border.width: cell.selected ? 3 : 2
    }
    Image { // the unit
        id: unitImage
        visible: cell.hasUnit
        source: BattleArt.unit(cell.unitType, cell.unitColour)
        width: cell.size * 0.86
        height: width
        anchors.centerIn: parent
        sourceSize: Qt.size(Math.ceil(width) * 2, Math.ceil(height) * 2)
        opacity: cell.unitSpent && !cell.unitActive ? 0.55 : 1
        z: 1
    }
    SequentialAnimation { // the acting unit breathes
        running: cell.unitActive && cell.hasUnit
        loops: Animation.Infinite
        onStopped: unitImage.scale = 1
        NumberAnimation { target: unitImage; property: "scale"; to: 1.12; duration: 450 }
        NumberAnimation { target: unitImage; property: "scale"; to: 1.0; duration: 450 }
    }
    Item { // a stack's count
        visible: cell.hasUnit && cell.unitSize > 1
        width: Math.max(12, cell.size * 0.42)
        height: width
        anchors { right: parent.right; bottom: parent.bottom }
        z: 3
        Image {
            anchors.fill: parent
            source: cell.unitColour !== "" ? BattleArt.stackBadge(cell.unitColour) : ""
            sourceSize: Qt.size(Math.ceil(width) * 2, Math.ceil(height) * 2)
        }
        Text {
            anchors.centerIn: parent
            text: cell.unitSize
            color: "white"
            font.bold: true
            font.pixelSize: Math.max(8, parent.height * 0.62)
        }
    }
    Rectangle { // the dot of a space within reach, above the terrain's drawing (in a corner of a building)
        visible: cell.reachable && !cell.hasUnit
        x: cell.structure === "" ? (cell.size - width) / 2 : cell.size - width - 1
        y: cell.structure === "" ? (cell.size - height) / 2 : cell.size - height - 1
        width: Math.max(6, cell.size * (cell.structure === "" ? 0.3 : 0.26))
        height: width
        radius: width / 2
        color: BattleArt.reach
        border.color: "white"
        border.width: Math.max(1, cell.size * 0.05)
        z: 3
    }
    Rectangle { // a unit that can be attacked
        anchors.fill: parent
        visible: cell.attackable || cell.pendingAttack
        color: cell.pendingAttack ? Qt.rgba(0.78, 0.16, 0.16, 0.35) : "transparent"
        border.color: BattleArt.attack
        border.width: cell.pendingAttack ? 3 : 2
        z: 4
        Image {
            anchors { right: parent.right; top: parent.top; margins: 1 }
            width: Math.max(9, cell.size * 0.34)
            height: width
            source: BattleArt.icon("attack")
            sourceSize: Qt.size(Math.ceil(width) * 2, Math.ceil(height) * 2)
        }
    }
    Image { // recruiting here
        visible: cell.recruitSite
        anchors { left: parent.left; bottom: parent.bottom; margins: 1 }
        width: Math.max(9, cell.size * 0.36)
        height: width
        source: BattleArt.icon("recruit")
        sourceSize: Qt.size(Math.ceil(width) * 2, Math.ceil(height) * 2)
        z: 4
    }
    Image { // the last battle's two sides
        visible: cell.combatRole > 0
        anchors { left: parent.left; top: parent.top; margins: 1 }
        width: Math.max(9, cell.size * 0.32)
        height: width
        source: BattleArt.icon(cell.combatRole === 1 ? "attack" : "shield")
        sourceSize: Qt.size(Math.ceil(width) * 2, Math.ceil(height) * 2)
        z: 4
    }
    Rectangle { // a captured structure whose side is being chosen
        anchors.fill: parent
        visible: cell.sideChoice
        color: "transparent"
        border.color: "#e08a1e"
        border.width: 3
        z: 4
        SequentialAnimation on opacity {
            running: cell.sideChoice
            loops: Animation.Infinite
            NumberAnimation { to: 0.3; duration: 500 }
            NumberAnimation { to: 1; duration: 500 }
        }
    }

    MouseArea {
        anchors.fill: parent
        hoverEnabled: true
        onClicked: cell.clicked(cell.index)
        onContainsMouseChanged: cell.hovered(cell.index, containsMouse)
    }
}
