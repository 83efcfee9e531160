import QtQuick
import QtQuick.Controls

// A short message that fades by itself: why a move was refused, in the engine's words.
Rectangle {
    id: toast
    property alias text: label.text
    function show(message) { label.text = message; opacity = 1; timer.restart() }
    width: Math.min(label.implicitWidth + 40, parent ? parent.width - 40 : 600)
    height: label.implicitHeight + 20
    radius: height / 2
    color: "#e6333333"
    opacity: 0
    visible: opacity > 0
    Behavior on opacity { NumberAnimation { duration: 250 } }
    Accessible.role: Accessible.AlertMessage
    Accessible.name: label.text
    Label {
        id: label
        anchors.centerIn: parent
        width: parent.width - 40
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        textFormat: Text.PlainText // messages quote files and names: never markup
        color: "white"
    }
    Timer { id: timer; interval: 3500; onTriggered: toast.opacity = 0 }
}
