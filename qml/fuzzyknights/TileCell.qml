import QtQuick
import Isleworks.Board

// One tile of the map: grass, a settlement (owner's colour, tier, ramparts, camp), a hero
// (owner's colour, the army here, equipped items), a mine (owner's colour) and tokens
// (monsters, items, resources with their counts), and what the viewer may do with it now,
// lit: a hero to select (gold ring), a step (green, with its cost), a siege (red), a
// place for a settlement or the new token (yellow). Clicked or Enter: the screen decides.
Item {
    id: cell
    required property int index
    required property int tileX
    required property int tileY
    required property int settlementOwner
    required property int tier
    required property int ramparts
    required property bool camp
    required property bool besieged
    required property int heroOwner
    required property int heroCount
    required property int army
    required property int equipped
    required property int monsters
    required property int items
    required property int resources
    required property int mine
    required property bool selectable
    required property bool selected
    required property bool reachable
    required property int stepCost
    required property bool siegeable
    required property bool placeable
    required property bool battle
    required property string label
    property real size: 40
    signal clicked(int index)

    objectName: "tile"
    x: tileX * size
    y: tileY * size
    width: size
    height: size
    readonly property real small: Math.max(9, size * 0.3)

    Accessible.role: Accessible.Button
    Accessible.name: label
    Accessible.onPressAction: cell.clicked(cell.index)

    Image {
        anchors.fill: parent
        source: FuzzyArt.terrain("grass")
        sourceSize: Qt.size(64, 64)
    }
    Rectangle { anchors.fill: parent; color: "transparent"; border.color: "#8fae66"; border.width: 1 }

    Rectangle { // a step within reach, or a place for a settlement or the token
        objectName: "reachMark"
        anchors.fill: parent
        visible: cell.reachable || cell.placeable || cell.siegeable
        color: cell.siegeable ? Qt.rgba(0.9, 0.3, 0.3, 0.35) : cell.reachable ? Qt.rgba(0.55, 0.95, 0.45, 0.5) : Qt.rgba(1, 0.85, 0.3, 0.5)
        border.color: cell.siegeable ? FuzzyArt.siege : cell.reachable ? FuzzyArt.reach : Qt.darker(FuzzyArt.place, 1.4)
        border.width: 2
    }

    Item { // the mine, bottom left
        visible: cell.mine > -2
        anchors { left: parent.left; bottom: parent.bottom; margins: 1 }
        width: cell.size * 0.45
        height: width
        Rectangle {
            anchors.fill: parent
            radius: width / 2
            color: cell.mine >= 0 ? FuzzyArt.seatColour(cell.mine) : "#d8d2c4"
            border.color: "#333"
        }
        Image {
            anchors { fill: parent; margins: 2 }
            source: FuzzyArt.token("mine")
            sourceSize: Qt.size(48, 48)
        }
    }

    Item { // the settlement, in the middle
        visible: cell.settlementOwner >= 0
        anchors.centerIn: parent
        width: cell.size * 0.78
        height: width
        Rectangle {
            anchors.fill: parent
            radius: 4
            color: FuzzyArt.seatColour(cell.settlementOwner)
            border.color: cell.besieged ? FuzzyArt.siege : "#222"
            border.width: cell.besieged ? 3 : 1
        }
        Image {
            anchors { fill: parent; margins: 3 }
            source: FuzzyArt.token("settlement")
            sourceSize: Qt.size(64, 64)
        }
        Rectangle { // the tier
            anchors { left: parent.left; top: parent.top; margins: -2 }
            width: tierLabel.implicitWidth + 4
            height: tierLabel.implicitHeight
            color: "#fff8e0"
            border.color: "#222"
            radius: 2
            Text {
                id: tierLabel
                anchors.centerIn: parent
                text: FuzzyArt.tierText(cell.tier)
                textFormat: Text.PlainText
                font.pixelSize: cell.small * 0.8
                font.bold: true
                color: "#222"
            }
        }
        Row { // the ramparts
            anchors { right: parent.right; top: parent.top; margins: -2 }
            Repeater {
                model: cell.ramparts
                Image {
                    required property int index
                    source: FuzzyArt.icon("rampart")
                    sourceSize: Qt.size(32, 32)
                    width: cell.small * 0.8
                    height: width
                }
            }
        }
        Image { // the Mercenary Camp
            visible: cell.camp
            anchors { right: parent.right; bottom: parent.bottom; margins: -2 }
            source: FuzzyArt.icon("camp")
            sourceSize: Qt.size(32, 32)
            width: cell.small * 0.8
            height: width
        }
    }

    Item { // the hero (the first of several), top right over a settlement, else the middle
        visible: cell.heroOwner >= 0
        width: cell.size * (cell.settlementOwner >= 0 ? 0.5 : 0.62)
        height: width
        x: cell.settlementOwner >= 0 ? cell.size - width - 1 : (cell.size - width) / 2
        y: cell.settlementOwner >= 0 ? cell.size - height - 1 : 2
        Rectangle {
            anchors.fill: parent
            radius: width / 2
            color: FuzzyArt.seatColour(cell.heroOwner)
            border.color: cell.selected ? Theme.accent : "#222"
            border.width: cell.selected ? 3 : 1
        }
        Image {
            anchors { fill: parent; margins: 2 }
            source: FuzzyArt.token("hero")
            sourceSize: Qt.size(48, 48)
        }
    }
    Rectangle { // the army here (and the number of heroes when several)
        visible: cell.heroOwner >= 0
        // Top left, or bottom left under a settlement (whose tier is top left).
        x: 1
        y: cell.settlementOwner >= 0 ? cell.size - height - 1 : 1
        width: armyLabel.implicitWidth + 4
        height: armyLabel.implicitHeight
        radius: 3
        color: "#fffdf5"
        border.color: FuzzyArt.seatColour(cell.heroOwner)
        Text {
            id: armyLabel
            anchors.centerIn: parent
            text: (cell.heroCount > 1 ? cell.heroCount + "×" : "") + cell.army + (cell.equipped > 0 ? " ✦" + cell.equipped : "")
            textFormat: Text.PlainText
            font.pixelSize: cell.small * 0.75
            color: "#222"
        }
    }

    Row { // tokens, bottom right
        anchors { right: parent.right; bottom: parent.bottom; margins: 1 }
        visible: cell.heroOwner < 0 || cell.settlementOwner < 0
        spacing: 0
        Repeater {
            model: [{ name: "monster", n: cell.monsters }, { name: "item", n: cell.items }, { name: "resource", n: cell.resources }]
            Item {
                id: token
                required property var modelData
                visible: token.modelData.n > 0
                width: visible ? cell.small : 0
                height: cell.small
                Image {
                    anchors.fill: parent
                    source: FuzzyArt.token(token.modelData.name)
                    sourceSize: Qt.size(32, 32)
                }
                Text {
                    visible: token.modelData.n > 1
                    anchors { right: parent.right; bottom: parent.bottom }
                    text: token.modelData.n
                    textFormat: Text.PlainText
                    font.pixelSize: cell.small * 0.55
                    font.bold: true
                    style: Text.Outline
                    styleColor: "white"
                }
            }
        }
    }

    Rectangle { // the step's cost
        visible: cell.reachable
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: 1 }
        width: costLabel.implicitWidth + 6
        height: costLabel.implicitHeight
        radius: height / 2
        color: FuzzyArt.reach
        Text {
            id: costLabel
            anchors.centerIn: parent
            text: "−" + cell.stepCost
            textFormat: Text.PlainText
            font.pixelSize: cell.small * 0.7
            font.bold: true
            color: "white"
        }
    }

    Rectangle { // a hero that may act, the selected one, the battle
        anchors.fill: parent
        color: "transparent"
        visible: cell.selectable || cell.selected || cell.battle
        border.color: cell.battle ? FuzzyArt.siege : Theme.accent
        border.width: cell.selected || cell.battle ? 3 : 2
    }

    MouseArea {
        anchors.fill: parent
        cursorShape: cell.selectable || cell.reachable || cell.placeable || cell.siegeable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: cell.clicked(cell.index)
    }
}
