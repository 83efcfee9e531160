import QtQuick
import QtQuick.Controls

// A tool tip whose text is shown as written (player names are typed by people and never
// become markup), at most `maximumWidth` wide, wrapped, centred above its parent.
ToolTip {
    id: tip
    property real maximumWidth: 320
    delay: 500
    width: Math.min(implicitWidth, maximumWidth)
    x: parent ? (parent.width - width) / 2 : 0
    y: -height - 4
    contentItem: Text {
        text: tip.text
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        font: tip.font
        color: tip.palette.toolTipText
    }
}
