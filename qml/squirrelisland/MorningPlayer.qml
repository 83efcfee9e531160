import QtQuick

// The morning's collection played back step by step (SquirrelScreen.morningSteps): each
// seat's island income, then each squirrel's loops, in the engine's order. While it plays,
// pending(seat) is what is still to come, so the board's numbers count up to the truth,
// and the squirrel collecting now glows. It starts when a new morning arrives and the day's
// summary is out of the way; skip() shows the end at once.
Item {
    id: player
    property var steps: []
    property string key: ""
    property bool ready: true        // nothing covers the board
    property int interval: 380
    property int done: -1            // steps collected so far; -1 when not playing
    readonly property bool running: done >= 0
    readonly property var current: running && done > 0 && done <= steps.length ? steps[done - 1] : null
    property string played: ""
    // A step was collected (its seat's numbers just grew).
    signal stepped(var step)

    function pending(seat) {
        const result = { nuts: 0, stamina: 0, coins: 0, cards: 0 }
        if (!running)
            return result
        for (let i = done; i < steps.length; ++i) {
            const step = steps[i]
            if (step.seat !== seat)
                continue
            result.nuts += step.nuts + step.overflow
            result.stamina += step.stamina
            result.coins += step.coins
            result.cards += step.cards
        }
        return result
    }
    function glowFor(seat) {
        return current && current.seat === seat ? current.position : 0
    }
    function skip() { done = -1 }
    function startIfNew() {
        if (key === "" || key === played || !ready)
            return
        played = key
        if (steps.length === 0)
            return
        done = 0
        timer.restart()
    }

    onKeyChanged: startIfNew()
    onReadyChanged: startIfNew()

    Timer {
        id: timer
        interval: player.interval
        repeat: true
        running: player.running
        onTriggered: {
            if (player.done >= player.steps.length)
                player.done = -1
            else {
                player.done += 1
                player.stepped(player.steps[player.done - 1])
            }
        }
    }
}
