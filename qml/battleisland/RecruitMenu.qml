import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// The small menu on a base or factory: the units that may be recruited there, in the
// engine's words (with their cost), by click or by number.
Rectangle {
    id: menu
    objectName: "recruitMenu"
    property var options: []
    property string siteText: ""
    signal chosen(int index)
    signal cancelled()
    width: 280
    height: content.implicitHeight + 16
    radius: Theme.radius
    color: Theme.panel
    border.color: "#2e7d32"
    border.width: 2
    visible: options.length > 0

    Accessible.role: Accessible.PopupMenu
    Accessible.name: qsTr("Recruit at %1").arg(siteText)

    ColumnLayout {
        id: content
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 8 }
        spacing: 4
        Label {
            text: qsTr("Recruit at %1").arg(menu.siteText)
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            font.bold: true
            color: Theme.text
        }
        Column { // not straight in the ColumnLayout (BattleSidePanel.qml says why)
            Layout.fillWidth: true
            spacing: 4
            Repeater {
            model: menu.options
            Button {
                required property int index
                required property var modelData
                objectName: "recruitOption"
                focusPolicy: Qt.TabFocus
                width: parent ? parent.width : 0
                text: (index + 1) + ". " + modelData.label
                Accessible.name: modelData.label
                onClicked: menu.chosen(modelData.index)
                contentItem: Label { text: parent.text; textFormat: Text.PlainText; color: Theme.text; elide: Text.ElideRight }
            }
            }
        }
        Button {
            focusPolicy: Qt.TabFocus
            Layout.fillWidth: true
            text: qsTr("Cancel (Esc)")
            flat: true
            Accessible.name: qsTr("Cancel")
            onClicked: menu.cancelled()
        }
    }
}
