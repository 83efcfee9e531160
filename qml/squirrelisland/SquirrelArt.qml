pragma Singleton
import QtQuick

// Where Squirrel Island's art lives (resources/squirrelisland/art, docs/art.md), and the
// colours of the seats (their markers differ in shape too: colour is never the only cue).
QtObject {
    readonly property string art: "qrc:/isleworks/art/squirrel-island/"
    readonly property var seatColours: ["#d9542b", "#2b6fd9", "#3d8b3d", "#7b4fb0", "#e08a1e"]
    readonly property color rivalColour: "#55555f"
    readonly property color sabotage: "#c62828"
    readonly property color goAgain: "#2b8a3e"
    readonly property color stamina: "#f29a3a"
    // Card proportions: the art's viewBox is 70 × 100.
    readonly property real cardRatio: 100 / 70

    function frame(info) { return art + "frames/" + (info && info.frame ? info.frame : "plain") + ".svg" }
    function picture(info) {
        if (!info || !info.type)
            return ""
        return info.type === "item" ? art + "items/item.svg" : art + "squirrels/" + (info.frame || "plain") + ".svg"
    }
    function icon(name) { return art + "icons/" + name + ".svg" }
    function loop(resource) { return art + "loops/" + resource + ".svg" }
    function back() { return art + "backs/card-back.svg" }
    function marker(seat, rival) { return art + "players/side-" + (rival ? 6 : Math.max(1, Math.min(5, seat))) + ".svg" }
    function seatColour(seat, rival) { return rival ? rivalColour : seatColours[Math.max(0, seat - 1) % seatColours.length] }
}
