import QtQuick
import Isleworks.Board

// One card's face, drawn from its data (SquirrelScreen.cards[id]): the frame of its type
// or habitat, a picture, the name, the cost in stamina or coins, one loop per resource it
// gives each morning, its effects (sabotage in white on red, Go again! in green) and the
// stash value. An edited card looks edited: nothing here is a picture of a given card.
// Small cards leave the effects' words to the tool tip and show their symbols instead.
Item {
    id: card
    // The card's map: id, name, type, frame, habitats, cost, costResource, loops, stash,
    // effects [{text, sabotage, goAgain}], ability, sabotage, goAgain, description.
    property var info: ({})
    readonly property bool known: info !== undefined && info !== null && info.id !== undefined
    readonly property real s: width / 70 // the art's units
    // Words on the card only when they can be read.
    readonly property bool wordy: width >= 104
    implicitWidth: 70
    implicitHeight: 100

    Image {
        id: frameImage
        objectName: "cardFrame"
        anchors.fill: parent
        source: card.known ? SquirrelArt.frame(card.info) : SquirrelArt.back()
        sourceSize: Qt.size(Math.ceil(card.width * 1.5), Math.ceil(card.height * 1.5))
        smooth: true
    }

    Text { // the name, in the band at the top
        objectName: "cardName"
        visible: card.known
        x: 5 * card.s; y: 4 * card.s; width: 60 * card.s; height: 11 * card.s
        text: card.known ? card.info.name : ""
        textFormat: Text.PlainText
        font.pixelSize: Math.max(7, 6.2 * card.s)
        font.bold: true
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 6
        elide: Text.ElideRight
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        color: Theme.text
    }

    Image { // the picture, in the window
        objectName: "cardPicture"
        visible: card.known
        x: 16.5 * card.s; y: 17 * card.s; width: 37 * card.s; height: 37 * card.s
        source: card.known ? SquirrelArt.picture(card.info) : ""
        sourceSize: Qt.size(Math.ceil(width * 1.5), Math.ceil(height * 1.5))
    }

    Rectangle { // the cost: stamina for a squirrel, coins for an item
        objectName: "cardCost"
        visible: card.known
        x: 2 * card.s; y: 15 * card.s
        width: 17 * card.s; height: 12 * card.s
        radius: height / 2
        color: "#fbf6ea"
        border.color: Theme.text
        border.width: Math.max(1, 0.6 * card.s)
        Row {
            anchors.centerIn: parent
            spacing: 0.5 * card.s
            Image {
                width: 8.5 * card.s; height: width
                anchors.verticalCenter: parent.verticalCenter
                source: card.known ? SquirrelArt.icon(card.info.costResource === "coins" ? "coin" : "stamina") : ""
                sourceSize: Qt.size(Math.ceil(width * 2), Math.ceil(height * 2))
            }
            Text {
                objectName: "cardCostValue"
                anchors.verticalCenter: parent.verticalCenter
                text: card.known ? card.info.cost : ""
                font.pixelSize: Math.max(7, 8 * card.s)
                font.bold: true
                color: Theme.text
            }
        }
    }

    Row { // the loops, on the bottom edge of the picture
        objectName: "cardLoops"
        visible: card.known
        anchors.horizontalCenter: parent.horizontalCenter
        y: 47 * card.s
        spacing: 0.5 * card.s
        Repeater {
            model: card.known ? card.info.loops : []
            Image {
                required property string modelData
                width: 11 * card.s; height: width
                source: SquirrelArt.loop(modelData)
                sourceSize: Qt.size(Math.ceil(width * 2), Math.ceil(height * 2))
            }
        }
    }

    Column { // the effects in words, on a large card; long ones shrink to fit the panel
        id: words
        visible: card.known && card.wordy
        x: 6.5 * card.s; y: 57.5 * card.s; width: 57 * card.s
        spacing: 0.8 * card.s
        transformOrigin: Item.Top
        scale: Math.min(1, 27 * card.s / Math.max(1, implicitHeight))
        Repeater {
            model: card.known ? card.info.effects : []
            Rectangle {
                required property var modelData
                width: parent.width
                height: effectText.implicitHeight + 1.2 * card.s
                radius: 1.5 * card.s
                color: modelData.sabotage ? SquirrelArt.sabotage : modelData.goAgain ? "#dff1e2" : "transparent"
                Text {
                    id: effectText
                    anchors.centerIn: parent
                    width: parent.width - 1.5 * card.s
                    text: modelData.text
                    textFormat: Text.PlainText
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                    font.pixelSize: Math.max(7, 4.6 * card.s)
                    font.bold: modelData.goAgain
                    color: modelData.sabotage ? "#ffffff" : modelData.goAgain ? SquirrelArt.goAgain : Theme.text
                }
            }
        }
        Text {
            width: parent.width
            visible: card.known && card.info.ability !== ""
            text: card.known ? card.info.ability : ""
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            font.pixelSize: Math.max(7, 4.3 * card.s)
            font.italic: true
            color: Theme.mutedText
        }
    }

    Row { // the same as symbols, on a small card
        objectName: "cardSymbols"
        visible: card.known && !card.wordy
        anchors.horizontalCenter: parent.horizontalCenter
        y: 62 * card.s
        spacing: 2 * card.s
        Image {
            visible: card.known && card.info.sabotage === true
            width: 17 * card.s; height: width
            source: SquirrelArt.icon("sabotage")
            sourceSize: Qt.size(Math.ceil(width * 2), Math.ceil(height * 2))
        }
        Image {
            visible: card.known && card.info.goAgain === true
            width: 17 * card.s; height: width
            source: SquirrelArt.icon("go-again")
            sourceSize: Qt.size(Math.ceil(width * 2), Math.ceil(height * 2))
        }
        Text { // how many other effects and abilities the card has, read in the tool tip
            readonly property int others: card.known
                ? card.info.effects.filter(e => !e.sabotage && !e.goAgain).length + (card.info.ability !== "" ? 1 : 0) : 0
            visible: others > 0
            anchors.verticalCenter: parent.verticalCenter
            text: "✦".repeat(others)
            font.pixelSize: Math.max(7, 9 * card.s)
            color: Theme.mutedText
        }
    }

    Rectangle { // the stash value, bottom right
        objectName: "cardStash"
        visible: card.known
        x: 50 * card.s; y: 86 * card.s
        width: 18 * card.s; height: 12 * card.s
        radius: height / 2
        color: "#fbf6ea"
        border.color: Theme.text
        border.width: Math.max(1, 0.6 * card.s)
        Row {
            anchors.centerIn: parent
            spacing: 0.5 * card.s
            Image {
                width: 8.5 * card.s; height: width
                anchors.verticalCenter: parent.verticalCenter
                source: SquirrelArt.icon("stash")
                sourceSize: Qt.size(Math.ceil(width * 2), Math.ceil(height * 2))
            }
            Text {
                objectName: "cardStashValue"
                anchors.verticalCenter: parent.verticalCenter
                text: card.known ? card.info.stash : ""
                font.pixelSize: Math.max(7, 8 * card.s)
                font.bold: true
                color: Theme.text
            }
        }
    }
}
