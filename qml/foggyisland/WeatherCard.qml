import QtQuick
import Isleworks.Board
import QtQuick.Controls

// The round's weather card with its name written under it (the cards carry no words).
Column {
    id: card
    property string weather: GameSession.screen.weather
    readonly property bool choosing: GameSession.phase === "weather" || GameSession.phase === "game-weather"
    visible: weather !== "" || choosing
    spacing: 4
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Weather: %1").arg(GameSession.screen.weatherName)

    Image {
        anchors.horizontalCenter: parent.horizontalCenter
        source: card.weather !== "" ? FoggyArt.weatherCard(card.weather) : FoggyArt.weatherCard("card-back")
        sourceSize: Qt.size(70, 100)
        width: 70; height: 100
    }
    Label {
        anchors.horizontalCenter: parent.horizontalCenter
        text: card.choosing ? qsTr("Weather being chosen") : GameSession.screen.weatherName
        textFormat: Text.PlainText
        font.bold: true
        color: Theme.text
    }
}
