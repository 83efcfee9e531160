pragma Singleton
import QtQuick
import Isleworks.Board

// Where Fuzzy Knights' art lives (resources/fuzzyknights/art, docs/art.md), and the
// players' colours (the shared palette by seat). Figures differ in shape by kind and are
// ringed in their owner's colour; the tiles' labels name both, so colour is never the only cue.
QtObject {
    readonly property string art: "qrc:/isleworks/art/fuzzy-knights/"
    readonly property color reach: "#2e7d32"
    readonly property color siege: "#c62828"
    readonly property color place: "#ffd45c"
    readonly property color neutral: "#8a8a8a"

    function seatColour(seat) {
        switch (seat) {
        case 0: return Theme.side1
        case 1: return Theme.side2
        case 2: return Theme.side3
        case 3: return Theme.side4
        }
        return neutral
    }
    function token(name) { return art + "tokens/" + name + ".svg" }
    function icon(name) { return art + "icons/" + name + ".svg" }
    function terrain(name) { return art + "terrain/" + name + ".svg" }
    function tierText(tier) { return ["", "I", "II", "III", "IV"][Math.max(0, Math.min(4, tier))] }
}
