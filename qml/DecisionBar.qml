import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Isleworks.Board

// What the engine asks of the viewer, in words. A game's own panels answer the decisions
// they know (the side panel says which); every decision of every game can also be
// answered from the full list of legal choices, always one click away, so no decision
// can get stuck.
Rectangle {
    id: bar
    color: Theme.panel
    border.color: Theme.panelBorder
    radius: Theme.radius
    implicitHeight: content.implicitHeight + 2 * Theme.spacing
    readonly property string phase: GameSession.phase
    readonly property bool active: GameSession.myTurn && !GameSession.curtain
    // Set by the game's side panel: whether its own controls answer this decision, and
    // what to tell the person about them.
    property bool dedicated: false
    property string hint: ""
    property bool showAll: false

    Accessible.role: Accessible.Pane
    //: the accessible name of the panel where the player makes the current decision (a noun)
    Accessible.name: qsTr("Decision")

    ColumnLayout {
        id: content
        anchors { fill: parent; margins: Theme.spacing }
        spacing: 8

        Label {
            Layout.fillWidth: true
            text: GameSession.statusText
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            font.pixelSize: 16
            font.bold: true
            color: Theme.text
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        Label {
            Layout.fillWidth: true
            visible: bar.active && text !== ""
            wrapMode: Text.WordWrap
            color: Theme.mutedText
            text: bar.dedicated ? bar.hint : qsTr("Choose one (keys 1–9 for the first nine).")
        }

        RowLayout {
            Layout.fillWidth: true
            visible: bar.active
            Button {
                focusPolicy: Qt.TabFocus
                text: bar.showAll || !bar.dedicated ? qsTr("Hide the list of choices") : qsTr("All choices…")
                visible: bar.dedicated
                flat: true
                onClicked: bar.showAll = !bar.showAll
                Accessible.name: text
            }
            Item { Layout.fillWidth: true }
        }

        // The generic answer to any decision: every legal choice, in the engine's words.
        ListView {
            id: allChoices
            Layout.fillWidth: true
            Layout.preferredHeight: Math.min(contentHeight, 220)
            visible: bar.active && (!bar.dedicated || bar.showAll)
            clip: true
            model: visible ? GameSession.choices : null
            ScrollBar.vertical: ScrollBar {}
            delegate: ItemDelegate {
                focusPolicy: Qt.TabFocus
                required property int index
                required property string description
                width: ListView.view.width
                height: 30
                text: (index < 9 ? (index + 1) + ".  " : "") + description.charAt(0).toUpperCase() + description.slice(1)
                contentItem: Label {
                    text: parent.text
                    textFormat: Text.PlainText
                    elide: Text.ElideRight
                    verticalAlignment: Text.AlignVCenter
                    color: Theme.text
                }
                onClicked: GameSession.playChoice(index)
                Accessible.name: description
            }
        }
    }
}
