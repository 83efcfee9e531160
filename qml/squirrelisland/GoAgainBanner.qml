import QtQuick
import Isleworks.Board

// "Go again!": the moment a card gives its player another turn, large and green across
// the board for a moment, with who goes again. show() starts it.
Rectangle {
    id: banner
    objectName: "goAgainBanner"
    property string who: ""
    width: Math.min(parent ? parent.width - 40 : 360, 420)
    height: 86
    radius: 16
    color: SquirrelArt.goAgain
    border.color: "#ffffff"
    border.width: 3
    opacity: 0
    visible: opacity > 0
    scale: 0.8

    Accessible.role: Accessible.AlertMessage
    Accessible.name: label.text + " " + sub.text

    function show(name) {
        who = name
        pop.restart()
    }

    Row {
        anchors.centerIn: parent
        spacing: 12
        Rectangle { // the symbol printed on cards, on white as there
            width: 60; height: 60; radius: 30
            anchors.verticalCenter: parent.verticalCenter
            color: "#ffffff"
            Image {
                anchors.centerIn: parent
                width: 50; height: 50
                source: SquirrelArt.icon("go-again")
                sourceSize: Qt.size(100, 100)
            }
        }
        Column {
            anchors.verticalCenter: parent.verticalCenter
            Text {
                id: label
                //: The keyword printed on cards: the player takes another turn
                text: qsTr("Go again!")
                font.pixelSize: 32
                font.bold: true
                color: "#ffffff"
            }
            Text {
                id: sub
                text: qsTr("%1 takes another turn").arg(banner.who)
                textFormat: Text.PlainText
                font.pixelSize: 14
                color: "#ffffff"
            }
        }
    }

    SequentialAnimation {
        id: pop
        ParallelAnimation {
            NumberAnimation { target: banner; property: "opacity"; from: 0; to: 1; duration: 160 }
            NumberAnimation { target: banner; property: "scale"; from: 0.8; to: 1; duration: 220; easing.type: Easing.OutBack }
        }
        PauseAnimation { duration: 1300 }
        NumberAnimation { target: banner; property: "opacity"; to: 0; duration: 350 }
    }
}
