import QtQuick
import QtTest
import Isleworks.Board
import Isleworks.SquirrelIsland

// Every drawing of resources/squirrelisland/art loads, and a contact sheet of them with a
// few cards drawn from data is written as squirrel-island-art.png beside the test executable.
TestCase {
    id: testCase
    name: "Art"
    width: 900
    height: 720
    visible: true
    when: windowShown

    readonly property var files: [
        "backs/card-back.svg", "backs/token-back.svg",
        "frames/tree.svg", "frames/ground.svg", "frames/flying.svg", "frames/unique.svg", "frames/item.svg", "frames/plain.svg",
        "squirrels/tree.svg", "squirrels/ground.svg", "squirrels/flying.svg", "squirrels/unique.svg", "squirrels/plain.svg",
        "items/item.svg",
        "loops/nuts.svg", "loops/stamina.svg", "loops/coins.svg", "loops/cards.svg",
        "icons/nut.svg", "icons/stamina.svg", "icons/coin.svg", "icons/card.svg", "icons/loop.svg", "icons/stash.svg",
        "icons/go-again.svg", "icons/sabotage.svg", "icons/sleep.svg", "icons/awake.svg", "icons/first-player.svg",
        "icons/day.svg", "icons/shield.svg", "icons/rival.svg",
        "players/side-1.svg", "players/side-2.svg", "players/side-3.svg", "players/side-4.svg", "players/side-5.svg",
        "players/side-6.svg"
    ]

    Rectangle {
        id: sheet
        width: 900; height: 720
        color: Theme.background
        Flow {
            id: flow
            x: 8; y: 8; width: 884
            spacing: 6
            Repeater {
                id: images
                model: testCase.files
                Image {
                    required property string modelData
                    width: modelData.startsWith("frames") || modelData === "backs/card-back.svg" ? 56 : 64
                    height: modelData.startsWith("frames") || modelData === "backs/card-back.svg" ? 80 : 64
                    source: SquirrelArt.art + modelData
                    sourceSize: Qt.size(width * 2, height * 2)
                }
            }
        }
        Row {
            y: 400; x: 8
            spacing: 10
            Repeater {
                model: [
                    { id: "a", name: "Tree gatherer", type: "squirrel", frame: "tree", cost: 1, costResource: "stamina", loops: ["coins"], stash: 0, effects: [], ability: "", sabotage: false, goAgain: false },
                    { id: "b", name: "Ground digger", type: "squirrel", frame: "ground", cost: 2, costResource: "stamina", loops: ["stamina"], stash: 2, effects: [{ text: "Stash up to 1 card from your hand.", sabotage: false, goAgain: false }], ability: "", sabotage: false, goAgain: false },
                    { id: "c", name: "Flying scout", type: "squirrel", frame: "flying", cost: 2, costResource: "stamina", loops: ["nuts"], stash: 0, effects: [{ text: "Draw 1 card.", sabotage: false, goAgain: false }, { text: "Go again!", sabotage: false, goAgain: true }], ability: "", sabotage: false, goAgain: true },
                    { id: "d", name: "Twinwatch", type: "squirrel", frame: "unique", cost: 3, costResource: "stamina", loops: [], stash: 1, effects: [], ability: "While refreshed: exhausting one of your flying squirrels gains 1 coin.", sabotage: false, goAgain: false },
                    { id: "e", name: "Slingshot", type: "item", frame: "item", cost: 2, costResource: "coins", loops: [], stash: 0, effects: [{ text: "Sabotage: take up to 1 nut from one opponent.", sabotage: true, goAgain: false }, { text: "Go again!", sabotage: false, goAgain: true }], ability: "", sabotage: true, goAgain: true }
                ]
                Card {
                    required property var modelData
                    width: 140; height: 200
                    info: modelData
                }
            }
            Card { width: 60; height: 86; info: ({ id: "f", name: "Fox lure", type: "item", frame: "item", cost: 3, costResource: "coins", loops: [], stash: 0, effects: [{ text: "x", sabotage: true, goAgain: false }], ability: "", sabotage: true, goAgain: false }) }
        }
    }

    function test_everyFileLoads() {
        compare(images.count, files.length)
        for (let i = 0; i < images.count; ++i)
            tryVerify(() => images.itemAt(i).status === Image.Ready, 5000, files[i])
    }

    function test_contactSheet() {
        waitForRendering(sheet)
        const image = grabImage(sheet)
        verify(image.width > 0, "nothing grabbed")
        const path = contactSheetDir + "/squirrel-island-art.png"
        image.save(path) // for people to look at; nothing to compare it with
    }
}
