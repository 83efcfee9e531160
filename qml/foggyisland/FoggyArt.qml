pragma Singleton
import QtQuick

// Where Foggy Island's art lives (resources/foggyisland/art, docs/art.md).
QtObject {
    readonly property string art: "qrc:/isleworks/art/foggy-island/"

    function disc(name) { return art + "players/" + name + ".svg" }
    function character(id) { return art + "characters/" + id + ".svg" }
    function weatherCard(id) { return art + "weather/" + id + ".svg" }
}
