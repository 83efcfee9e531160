pragma Singleton
import QtQuick

// Where Battle on the Island of Fog's art lives (resources/battleisland/art, docs/art.md),
// and the generals' colours. Units and tokens differ in shape by kind and carry their
// owner's colour; the board's labels name both, so colour is never the only cue.
QtObject {
    readonly property string art: "qrc:/isleworks/art/battle-island-of-fog/"
    readonly property var colours: ({ red: "#c8372d", yellow: "#e2b322", blue: "#2f66c4", green: "#3a8f3a" })
    readonly property color reach: "#4f9d2d"
    readonly property color attack: "#c62828"
    readonly property color place: "#ffd45c"

    function colour(name) { return colours[name] !== undefined ? colours[name] : "#8a8a8a" }
    function terrain(name) { return art + "terrain/" + (name !== "" ? name : "fog") + ".svg" }
    function unit(type, colourName) { return colourName !== "" ? art + "units/" + (type === "elite" ? "elite" : "basic") + "-" + colourName + ".svg" : "" }
    function stackBadge(colourName) { return art + "units/stack-" + colourName + ".svg" }
    function token(kind, colourName) {
        if (kind === "")
            return ""
        if (kind === "lighthouse")
            return art + "tokens/lighthouse-" + (colourName !== "" ? colourName : "unclaimed") + ".svg"
        return art + "tokens/" + kind + "-" + (colourName !== "" ? colourName : "neutral") + ".svg"
    }
    function die(face) { return art + "dice/die-" + Math.max(1, Math.min(6, face)) + ".svg" }
    function icon(name) { return art + "icons/" + name + ".svg" }
    // A tile's space code ("PFMWLHX") as the terrain it draws.
    function terrainOf(code) {
        switch (code) {
        case "P": return "plains"
        case "F": return "forest"
        case "M": return "mountain"
        case "W": return "water"
        case "L": return "lot"
        case "H": return "base"
        case "X": return "lighthouse"
        }
        return "fog"
    }
}
