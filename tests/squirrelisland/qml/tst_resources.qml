import QtQuick
import QtTest
import Isleworks.Board
import Isleworks.SquirrelIsland

// The resource displays: the stamina bar has one cell per point of the cap and fills as many
// as the player holds; an overflow is shown as it happens; a counter shows each change.
TestCase {
    id: testCase
    name: "Resources"
    width: 300
    height: 120
    visible: true
    when: windowShown

    Component { id: barComponent; StaminaBar {} }
    Component { id: counterComponent; ResourceCounter {} }

    function cells(bar) {
        const row = bar.children[1]
        const result = []
        for (let i = 0; i < row.children.length; ++i)
            if (row.children[i].radius !== undefined)
                result.push(row.children[i])
        return result
    }

    function test_capAndFill() {
        const bar = createTemporaryObject(barComponent, testCase, { value: 3, cap: 5 })
        compare(cells(bar).length, 5)
        bar.cap = 7
        compare(cells(bar).length, 7)
        compare(bar.Accessible.name, "Stamina: 3 of 7")
        tryVerify(() => cells(bar).filter(c => Qt.colorEqual(c.color, SquirrelArt.stamina)).length === 3)
    }

    function test_overflowShows() {
        const bar = createTemporaryObject(barComponent, testCase, { value: 5, cap: 5 })
        bar.overflow(2)
        let text = null
        for (let i = 0; i < bar.children.length; ++i)
            if (bar.children[i].text !== undefined && bar.children[i].text !== "")
                text = bar.children[i]
        verify(text)
        verify(text.text.indexOf("2") >= 0, text.text)
        tryVerify(() => text.opacity > 0.5)
    }

    function test_counterFloatsChanges() {
        const counter = createTemporaryObject(counterComponent, testCase, { value: 4, label: "Nuts" })
        counter.value = 6
        let floater = null
        for (let i = 0; i < counter.children.length; ++i)
            if (counter.children[i].style !== undefined && counter.children[i].text === "+2")
                floater = counter.children[i]
        verify(floater)
        tryVerify(() => floater.opacity > 0.5)
        counter.value = 3
        compare(floater.text, "−3")
        compare(counter.Accessible.name, "Nuts: 3")
    }
}
