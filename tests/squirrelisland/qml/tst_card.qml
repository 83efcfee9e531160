import QtQuick
import QtTest
import Isleworks.Board
import Isleworks.SquirrelIsland

// Card.qml draws a card from its data alone (the map SquirrelScreen.cards gives): the frame
// of its type or habitat, its name, cost, one loop per resource it gives, its stash value
// and its effects; change the data and the card changes with it.
TestCase {
    id: testCase
    name: "Card"
    width: 400
    height: 400
    visible: true
    when: windowShown

    Component {
        id: cardComponent
        Card { width: 140; height: 200 }
    }

    function info(overrides) {
        const base = {
            id: "oak-sprinter", name: "Oak sprinter", type: "squirrel", frame: "tree", habitats: ["tree"],
            cost: 2, costResource: "stamina", loops: ["nuts", "cards"], stash: 1,
            effects: [{ text: "Draw 1 card.", sabotage: false, goAgain: false },
                      { text: "Go again!", sabotage: false, goAgain: true }],
            ability: "", sabotage: false, goAgain: true, description: "Squirrel, costs 2 stamina."
        }
        for (const key in overrides)
            base[key] = overrides[key]
        return base
    }

    function find(item, name) {
        if (item.objectName === name)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = find(item.children[i], name)
            if (found)
                return found
        }
        return null
    }

    function texts(item, out) {
        if (item.visible === false)
            return out
        if (item.text !== undefined && typeof item.text === "string" && item.text !== "")
            out.push(item.text)
        for (let i = 0; i < item.children.length; ++i)
            texts(item.children[i], out)
        return out
    }

    function test_drawnFromData() {
        const card = createTemporaryObject(cardComponent, testCase, { info: info({}) })
        verify(card)
        compare(find(card, "cardName").text, "Oak sprinter")
        compare(find(card, "cardCostValue").text, "2")
        compare(find(card, "cardStashValue").text, "1")
        compare(find(card, "cardLoops").children.length - 1, 2) // the loops, and the Repeater
        verify(String(find(card, "cardFrame").source).endsWith("frames/tree.svg"))
        verify(String(find(card, "cardPicture").source).endsWith("squirrels/tree.svg"))
        const shown = texts(card, [])
        verify(shown.indexOf("Draw 1 card.") >= 0, shown)
        verify(shown.indexOf("Go again!") >= 0, shown)
        tryVerify(() => find(card, "cardFrame").status === Image.Ready)
    }

    function test_editedCardLooksEdited() {
        const card = createTemporaryObject(cardComponent, testCase, { info: info({}) })
        card.info = info({ stash: 4, cost: 3, frame: "ground", habitats: ["ground"], loops: ["stamina", "stamina", "coins"],
                           name: "Burrow boss" })
        compare(find(card, "cardStashValue").text, "4")
        compare(find(card, "cardCostValue").text, "3")
        compare(find(card, "cardName").text, "Burrow boss")
        compare(find(card, "cardLoops").children.length - 1, 3)
        verify(String(find(card, "cardFrame").source).endsWith("frames/ground.svg"))
    }

    function test_itemCostsCoins() {
        const card = createTemporaryObject(cardComponent, testCase, {
            info: info({ type: "item", frame: "item", habitats: [], costResource: "coins", loops: [],
                         effects: [{ text: "Sabotage: take up to 1 nut from one opponent.", sabotage: true, goAgain: false }],
                         sabotage: true, goAgain: false })
        })
        verify(String(find(card, "cardFrame").source).endsWith("frames/item.svg"))
        verify(String(find(card, "cardPicture").source).endsWith("items/item.svg"))
        compare(find(card, "cardLoops").children.length - 1, 0)
        const cost = find(card, "cardCost")
        let coin = false
        for (let i = 0; i < cost.children[0].children.length; ++i)
            coin = coin || String(cost.children[0].children[i].source || "").endsWith("icons/coin.svg")
        verify(coin)
    }

    function test_smallCardShowsSymbols() {
        // Too small to read words: the effects become symbols, the words go to the tool tip.
        const card = createTemporaryObject(cardComponent, testCase, { info: info({}), width: 60, height: 86 })
        verify(find(card, "cardSymbols").visible)
        const shown = texts(card, [])
        verify(shown.indexOf("Draw 1 card.") < 0, shown)
    }

    function test_unknownCardIsABack() {
        const card = createTemporaryObject(cardComponent, testCase, { info: ({}) })
        verify(String(find(card, "cardFrame").source).endsWith("backs/card-back.svg"))
        verify(!find(card, "cardName").visible)
    }
}
