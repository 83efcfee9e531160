import QtQuick
import QtTest
import Isleworks.SquirrelIsland

// MorningPlayer plays a morning's steps one by one: while it plays, pending() is what each
// seat has still to receive (so the board counts up to the observation's numbers) and the
// squirrel collecting now glows; it plays each morning once, only when nothing covers the
// board, and ends by itself or at skip().
TestCase {
    id: testCase
    name: "Morning"
    when: windowShown

    Component { id: playerComponent; MorningPlayer { interval: 20 } }

    readonly property var steps: [
        { seat: 1, position: 0, nuts: 0, stamina: 2, coins: 2, cards: 2, overflow: 0 },
        { seat: 1, position: 1, nuts: 1, stamina: 0, coins: 0, cards: 0, overflow: 0 },
        { seat: 2, position: 0, nuts: 0, stamina: 1, coins: 2, cards: 2, overflow: 1 }
    ]

    function test_countsUpAndEnds() {
        const player = createTemporaryObject(playerComponent, testCase, { steps: steps })
        player.key = "4:2"
        verify(player.running)
        compare(player.pending(1).nuts, 1)
        compare(player.pending(1).stamina, 2)
        compare(player.pending(2).nuts, 1) // the overflow becomes nuts
        tryVerify(() => player.glowFor(1) === 1)
        tryVerify(() => !player.running, 2000)
        compare(player.pending(1).nuts, 0)
        compare(player.glowFor(1), 0)
    }

    function test_onceAndOnlyWhenReady() {
        const player = createTemporaryObject(playerComponent, testCase, { steps: steps, ready: false })
        player.key = "9:3"
        verify(!player.running)
        player.ready = true
        verify(player.running)
        player.skip()
        verify(!player.running)
        player.ready = false
        player.ready = true
        verify(!player.running) // the same morning is not played again
    }
}
