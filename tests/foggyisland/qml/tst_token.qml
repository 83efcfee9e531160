import QtQuick
import QtTest
import Isleworks.Board
import Isleworks.FoggyIsland

// Token.qml draws what the art guide asks (docs/art.md): the disc, then the character
// face up; the owner's disc and the token back for a face-down token the viewer cannot
// see (another seat's, and by default the viewer's own: the observation brings no
// character); the character faded with a small back in the corner for the viewer's own
// when the ruleset lets owners look at them (ownerSeesFaceDown).
TestCase {
    id: testCase
    name: "Token"
    width: 200
    height: 200
    visible: true
    when: windowShown

    Component {
        id: tokenComponent
        Token { width: 80; height: 80 }
    }

    function images(token) {
        const result = []
        for (let i = 0; i < token.children.length; ++i) {
            const child = token.children[i]
            if (child.source !== undefined)
                result.push(child)
        }
        return result
    }

    function shown(token) {
        return images(token).filter(image => image.visible && String(image.source) !== "")
                            .map(image => String(image.source))
    }

    function test_faceUp() {
        const token = createTemporaryObject(tokenComponent, testCase, { disc: "side-1", character: "wolf" })
        verify(token)
        const sources = shown(token)
        compare(sources.length, 2)
        verify(sources[0].endsWith("players/side-1.svg"), sources[0])
        verify(sources[1].endsWith("characters/wolf.svg"), sources[1])
        tryVerify(() => images(token).every(image => !image.visible || image.status === Image.Ready))
    }

    function test_faceDownHidden() {
        // Another seat's face-down token: no character reaches the board.
        const token = createTemporaryObject(tokenComponent, testCase, { disc: "side-2", character: "", faceDown: true })
        const sources = shown(token)
        compare(sources.length, 2)
        verify(sources[0].endsWith("players/side-2.svg"))
        verify(sources[1].endsWith("backs/token-back.svg"))
        verify(!sources.some(source => source.indexOf("characters/") >= 0))
    }

    function test_faceDownOwnHidden() {
        // The viewer's own face-down token under the default rules: the board gets no
        // character for it, so it looks like any other face-down token.
        const token = createTemporaryObject(tokenComponent, testCase, { disc: "side-1", character: "", faceDown: true })
        const sources = shown(token)
        compare(sources.length, 2)
        verify(sources[0].endsWith("players/side-1.svg"))
        verify(sources[1].endsWith("backs/token-back.svg"))
        verify(!sources.some(source => source.indexOf("characters/") >= 0))
    }

    function test_faceDownOwn() {
        // The viewer's own face-down token when owners may look (ownerSeesFaceDown on): the
        // character faded, a small back in the corner.
        const token = createTemporaryObject(tokenComponent, testCase, { disc: "side-1", character: "pig", faceDown: true })
        const visible = images(token).filter(image => image.visible && String(image.source) !== "")
        compare(visible.length, 3)
        const character = visible.find(image => String(image.source).endsWith("characters/pig.svg"))
        verify(character)
        verify(character.opacity < 1)
        const back = visible.find(image => String(image.source).endsWith("backs/token-back.svg"))
        verify(back)
        verify(back.width < token.width)
    }

    function test_empty() {
        const token = createTemporaryObject(tokenComponent, testCase, { disc: "", character: "" })
        compare(shown(token).length, 0)
    }
}
