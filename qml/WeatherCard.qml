import QtQuick
import QtQuick.Controls

// The round's weather card with its name written under it (the cards carry no words).
Column {
    id: card
    property string weather: gameSession.weather
    visible: weather !== ""
    spacing: 4
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Weather: %1").arg(gameSession.weatherName)

    Image {
        anchors.horizontalCenter: parent.horizontalCenter
        source: card.weather !== "" ? Theme.weatherCard(card.weather) : ""
        sourceSize: Qt.size(70, 100)
        width: 70; height: 100
    }
    Label {
        anchors.horizontalCenter: parent.horizontalCenter
        text: gameSession.weatherName
        font.bold: true
        color: Theme.text
    }
}
