pragma Singleton
import QtQuick

// Colours and sizes shared by every game's screens. The sides' colours are those of the
// token art (docs/art.md); colour is never the only cue, the discs differ in shape. A
// game's images come from its own folder (GameSession.artFolder).
QtObject {
    readonly property color background: "#e8e2d3"
    readonly property color panel: "#f8f5ee"
    readonly property color panelBorder: "#cfc4ad"
    readonly property color text: "#2b2b2b"
    readonly property color mutedText: "#6b6356"
    readonly property color accent: "#f2b632"
    readonly property color target: "#ffd45c"
    readonly property color cursor: "#1f1f1f"
    readonly property color side1: "#d9542b"
    readonly property color side2: "#2b6fd9"
    readonly property color side3: "#3d8b3d"
    readonly property color side4: "#7b4fb0"
    readonly property color side5: "#e08a1e"
    readonly property color side6: "#55555f"
    readonly property color scored: "#fff3b0"
    readonly property int radius: 8
    readonly property int spacing: 10

    // Sides 1–6, as many as a game may seat (MaxSeats); nobody's or beyond: a neutral grey.
    // A game whose sides have colours of their own (GameSession.sideColours) uses those;
    // a view without the session (the log dock's own engine) has the shared palette only.
    function sideColour(side) {
        const own = typeof GameSession !== "undefined" ? GameSession.sideColours : undefined
        if (own && side >= 1 && side <= own.length)
            return own[side - 1]
        const colours = [side1, side2, side3, side4, side5, side6]
        return side >= 1 && side <= colours.length ? colours[side - 1] : "#9a9385"
    }
    // A side's disc from the game's art folder (<art>players/side-N.svg); none without art.
    function sideDisc(artFolder, side) { return artFolder !== "" ? artFolder + "players/side-" + side + ".svg" : "" }
}
