import QtQuick
import Isleworks.Board

// One token as the art guide draws it: the disc of its colour, then the character, or
// for a face-down token the owner's disc and the token back. A face-down token the
// viewer may see (their own) shows the character faded, with a small back in the corner.
Item {
    id: token
    property string disc: ""
    property string character: ""
    property bool faceDown: false
    readonly property int pixels: Math.max(8, Math.round(Math.min(width, height)))

    Image {
        anchors.fill: parent
        source: token.disc !== "" ? FoggyArt.disc(token.disc) : ""
        sourceSize: Qt.size(token.pixels, token.pixels)
        smooth: true
        asynchronous: false
    }
    Image {
        anchors.fill: parent
        visible: token.character === "" && token.faceDown
        source: visible ? FoggyArt.art + "backs/token-back.svg" : ""
        sourceSize: Qt.size(token.pixels, token.pixels)
    }
    Image {
        anchors.fill: parent
        visible: token.character !== ""
        opacity: token.faceDown ? 0.55 : 1
        source: visible ? FoggyArt.character(token.character) : ""
        sourceSize: Qt.size(token.pixels, token.pixels)
    }
    Image {
        visible: token.character !== "" && token.faceDown
        width: parent.width * 0.38; height: width
        anchors { right: parent.right; bottom: parent.bottom }
        source: visible ? FoggyArt.art + "backs/token-back.svg" : ""
        sourceSize: Qt.size(width, height)
    }
}
