// What each seat may know (rules: "Foggy: face-down tokens are hidden from the
// opponent"; "What the engine must expose"): observations and determinized copies.
#include "foggytestutil.h"

#include "core/position.h"
#include "core/rng.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <bit>
#include <vector>

using namespace FoggyTest;

namespace {
Ruleset hiddenRules(int sunny, int cloudy, int foggy, bool ownerSees = false, const char *opening = "random")
{
    Ruleset ruleset = defaults();
    setWeatherDeck(ruleset, sunny, cloudy, foggy);
    ruleset.setValue(QStringLiteral("ownerSeesFaceDown"), ownerSees);
    ruleset.setValue(QStringLiteral("openingHand"), QString::fromLatin1(opening));
    return ruleset;
}

bool playRandom(FoggyGame &game, isle::Rng &rng, int steps)
{
    for (int i = 0; i < steps && !game.isOver(); ++i) {
        const Action action = game.randomAction(rng);
        if (!game.check(action).legal)
            return false;
        game.apply(action);
    }
    return true;
}

int faceDownCount(const FoggyGame &game, int owner)
{
    int count = 0;
    game.rules().boardCells.forEach([&](int c) {
        const Token &token = game.state().cells[c];
        count += !token.isEmpty() && token.isFaceDown() && token.owner == owner ? 1 : 0;
    });
    return count;
}

// Everything structurally wrong with what `seat` is shown; empty when nothing.
QString observationLeak(const FoggyGame &game, int seat)
{
    const QJsonObject view = game.observation(seat);
    const FoggyState &s = game.state();
    const bool ownerSees = game.rules().ownerSeesFaceDown;
    for (const QJsonValue &value : view.value(QStringLiteral("seats")).toArray()) {
        const QJsonObject entry = value.toObject();
        const int other = entry.value(QStringLiteral("seat")).toInt() - 1;
        const bool own = other == seat;
        if (entry.contains(QStringLiteral("hand")) != own || entry.contains(QStringLiteral("pile")) != own)
            return QStringLiteral("seat %1 is shown seat %2's hand or pile").arg(seat + 1).arg(other + 1);
        if (entry.value(QStringLiteral("handCount")).toInt() != s.handCount[other]
            || entry.value(QStringLiteral("pileCount")).toInt() != s.pileCount[other])
            return QStringLiteral("hand and pile sizes are public and must be shown");
    }
    for (const QJsonValue &value : view.value(QStringLiteral("tokens")).toArray()) {
        const QJsonObject token = value.toObject();
        const int owner = token.value(QStringLiteral("owner")).toInt() - 1;
        const bool faceDown = token.value(QStringLiteral("faceDown")).toBool();
        const bool visible = !faceDown || (owner == seat && ownerSees);
        if (token.contains(QStringLiteral("character")) != visible || token.contains(QStringLiteral("side")) != visible)
            return QStringLiteral("token on %1 (owner %2, face %3) shown to seat %4 %5")
                .arg(token.value(QStringLiteral("cell")).toString())
                .arg(owner + 1)
                .arg(faceDown ? QStringLiteral("down") : QStringLiteral("up"))
                .arg(seat + 1)
                .arg(visible ? QStringLiteral("without its character") : QStringLiteral("with its character"));
    }
    const bool chooser = s.phase == Phase::ChooseWeather && s.seat == seat;
    if (view.contains(QStringLiteral("drawnWeather")) != chooser)
        return QStringLiteral("drawn weather cards shown to seat %1 (chooser %2)").arg(seat + 1).arg(s.seat + 1);
    // No field may carry the deck's cards: only its size.
    const QByteArray text = QJsonDocument(view).toJson(QJsonDocument::Compact);
    if (text.contains("\"deck\"") || text.contains("\"weatherDeck\""))
        return QStringLiteral("the weather deck's cards are shown");
    if (view.value(QStringLiteral("weatherDeckSize")).toInt() != s.deckSize)
        return QStringLiteral("the deck size is public and must be shown");
    return {};
}

// Replaces, by the test's own sampling, every fact hidden from `seat`: the other seat's
// hand, pile and face-down tokens, the order of the deck, the drawn cards when another
// seat chooses, the game's generator; and, when owners do not see them, the arrangement
// of the seat's own face-down tokens.
void scrambleHidden(FoggyGame &game, int seat, isle::Rng &rng)
{
    FoggyState &s = game.editState();
    const FoggyRules &rules = game.rules();
    for (int other = 0; other < 2; ++other) {
        if (other == seat)
            continue;
        std::vector<int> tokens;
        std::vector<int> faceDownCells;
        rules.boardCells.forEach([&](int c) {
            if (!s.cells[c].isEmpty() && s.cells[c].isFaceDown() && s.cells[c].owner == other) {
                faceDownCells.push_back(c);
                tokens.push_back(s.cells[c].kind);
            }
        });
        for (int kind = 0; kind < CharacterCount; ++kind)
            for (int i = 0; i < s.hand[other][kind] + s.pile[other][kind]; ++i)
                tokens.push_back(kind);
        rng.shuffle(std::span<int>(tokens));
        std::size_t next = 0;
        for (int c : faceDownCells) {
            s.cells[c].kind = static_cast<std::uint8_t>(tokens[next++]);
            s.cells[c].side = expectedSide(rules, s.cells[c].kind, other);
        }
        s.hand[other] = {};
        for (int i = 0; i < s.handCount[other]; ++i)
            ++s.hand[other][tokens[next++]];
        s.pile[other] = {};
        while (next < tokens.size())
            ++s.pile[other][tokens[next++]];
    }
    if (!rules.ownerSeesFaceDown && seat >= 0) {
        std::vector<int> cells;
        std::vector<int> kinds;
        rules.boardCells.forEach([&](int c) {
            if (!s.cells[c].isEmpty() && s.cells[c].isFaceDown() && s.cells[c].owner == seat) {
                cells.push_back(c);
                kinds.push_back(s.cells[c].kind);
            }
        });
        rng.shuffle(std::span<int>(kinds));
        for (std::size_t i = 0; i < cells.size(); ++i) {
            s.cells[cells[i]].kind = static_cast<std::uint8_t>(kinds[i]);
            s.cells[cells[i]].side = expectedSide(rules, kinds[i], seat);
        }
    }
    std::vector<std::uint8_t> cards;
    const bool hideDrawn = s.phase == Phase::ChooseWeather && s.seat != seat;
    if (hideDrawn)
        for (int i = 0; i < s.drawnCount; ++i)
            cards.push_back(s.drawnWeather[i]);
    for (int i = 0; i < s.deckSize; ++i)
        cards.push_back(s.deck[(s.deckHead + i) % MaxWeatherCards]);
    rng.shuffle(std::span<std::uint8_t>(cards));
    std::size_t next = 0;
    if (hideDrawn)
        for (int i = 0; i < s.drawnCount; ++i)
            s.drawnWeather[i] = cards[next++];
    for (int i = 0; i < s.deckSize; ++i)
        s.deck[(s.deckHead + i) % MaxWeatherCards] = cards[next++];
    s.rng = isle::Rng(rng.next(), rng.next());
    game.recomputeFreeTiles(); // derived counts follow the edited hands
}

QList<int> deckList(const FoggyState &s)
{
    QList<int> cards;
    for (int i = 0; i < s.deckSize; ++i)
        cards.append(s.deck[(s.deckHead + i) % MaxWeatherCards]);
    return cards;
}
} // namespace

class tst_HiddenInfo : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void observationHidesSecrets_data();
    void observationHidesSecrets();
    void ownerSeesFaceDown_data();
    void ownerSeesFaceDown();
    void ownersAreBlindByDefault();
    void blindOwnersLegalityFromTheTruth();
    void blindOwnersViewIgnoresTheArrangement();
    void drawnWeatherOnlyForChooser();
    void eventsKeepSecrets();
    void eventsSayWhatTheyAre();
    void faceDownPlacementInWords();
    void determinizeKeepsWhatSeatSees_data();
    void determinizeKeepsWhatSeatSees();
    void determinizeVariesPlantedFact();
    void determinizeVariesFaceDownAndDeck();
    void determinizeKeepsChoosersCards();
};

void tst_HiddenInfo::observationHidesSecrets_data()
{
    QTest::addColumn<int>("cloudy");
    QTest::addColumn<int>("foggy");
    QTest::addColumn<bool>("ownerSees");
    QTest::newRow("foggy deck") << 0 << 6 << true;
    QTest::newRow("foggy deck, owners blind") << 0 << 6 << false;
    QTest::newRow("mixed deck") << 3 << 2 << true;
}

void tst_HiddenInfo::observationHidesSecrets()
{
    // Structural checks, then the real test: change every hidden fact and the
    // observation must not change by a single byte.
    QFETCH(int, cloudy);
    QFETCH(int, foggy);
    QFETCH(bool, ownerSees);
    const Ruleset ruleset = hiddenRules(3, cloudy, foggy, ownerSees, "choose");
    int checked = 0;
    int faceDownSeen = 0;
    int scrambled = 0; // the scrambled copy really differs in a secret
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        auto game = newGame(ruleset, QStringLiteral("weather"), seed);
        QVERIFY(game);
        isle::Rng rng(seed);
        isle::Rng scramble(seed + 100);
        while (!game->isOver()) {
            faceDownSeen += faceDownCount(*game, 0) + faceDownCount(*game, 1);
            for (int seat = -1; seat < 2; ++seat) {
                const QString leak = observationLeak(*game, seat);
                QVERIFY2(leak.isEmpty(), qPrintable(leak));
                const QJsonObject view = game->observation(seat);
                auto copy = asFoggy(game->clone());
                scrambleHidden(*copy, seat, scramble);
                for (int other = 0; other < 2; ++other) {
                    if (other == seat)
                        continue;
                    bool changed = copy->state().hand[other] != game->state().hand[other];
                    game->rules().boardCells.forEach(
                        [&](int c) { changed = changed || copy->state().cells[c].kind != game->state().cells[c].kind; });
                    scrambled += changed ? 1 : 0;
                }
                QVERIFY2(conservationError(*copy).isEmpty(), qPrintable(conservationError(*copy)));
                if (copy->observation(seat) != view)
                    QFAIL(qPrintable(QStringLiteral("seat %1's observation depends on hidden facts:\n%2\n%3")
                                         .arg(seat + 1)
                                         .arg(QString::fromUtf8(QJsonDocument(view).toJson(QJsonDocument::Compact)),
                                              QString::fromUtf8(QJsonDocument(copy->observation(seat)).toJson(QJsonDocument::Compact)))));
                ++checked;
            }
            QVERIFY(playRandom(*game, rng, 1));
        }
    }
    QVERIFY(checked > 1000);
    QVERIFY2(scrambled > checked / 2, qPrintable(QStringLiteral("%1 of %2").arg(scrambled).arg(checked)));
    if (foggy > 0)
        QVERIFY(faceDownSeen > 0);
}

void tst_HiddenInfo::ownerSeesFaceDown_data()
{
    QTest::addColumn<bool>("ownerSees");
    QTest::newRow("owner sees own face-down tokens") << true;
    QTest::newRow("owner does not") << false;
}

void tst_HiddenInfo::ownerSeesFaceDown()
{
    QFETCH(bool, ownerSees);
    auto game = newGame(hiddenRules(0, 0, 4, ownerSees), QStringLiteral("weather"), 3);
    QVERIFY(game);
    isle::Rng rng(3);
    QVERIFY(playRandom(*game, rng, 9)); // the weather choice and eight placements
    QCOMPARE(faceDownCount(*game, 0), 4);
    QCOMPARE(faceDownCount(*game, 1), 4);
    const FoggyState &s = game->state();
    for (int viewer = -1; viewer < 2; ++viewer) {
        int shown = 0;
        for (const QJsonValue &value : game->observation(viewer).value(QStringLiteral("tokens")).toArray()) {
            const QJsonObject token = value.toObject();
            QVERIFY(token.value(QStringLiteral("faceDown")).toBool());
            const int owner = token.value(QStringLiteral("owner")).toInt() - 1;
            const int c = cellFromName(token.value(QStringLiteral("cell")).toString());
            QCOMPARE(int(s.cells[c].owner), owner); // the shield is public
            if (token.contains(QStringLiteral("character"))) {
                ++shown;
                QCOMPARE(owner, viewer);
                QCOMPARE(token.value(QStringLiteral("character")).toString(), characterId(s.cells[c].kind));
                const QJsonValue side = token.value(QStringLiteral("side"));
                QCOMPARE(side.isNull() ? int(SideWhite) : side.toInt() - 1, int(s.cells[c].side));
            }
        }
        QCOMPARE(shown, viewer >= 0 && ownerSees ? 4 : 0);
    }
}

void tst_HiddenInfo::ownersAreBlindByDefault()
{
    // The printed rulebook: "Players not allowed to check face down characters on the
    // Island Map". By default a face-down token reaches its owner exactly as it reaches
    // the opponent: owner and face, no character, no side.
    const Ruleset ruleset = defaults();
    QCOMPARE(ruleset.boolean(QStringLiteral("ownerSeesFaceDown")), false);
    Ruleset foggy = ruleset;
    setWeatherDeck(foggy, 0, 0, 4);
    auto game = newGame(foggy, QStringLiteral("weather"), 3);
    QVERIFY(game);
    QVERIFY(!game->rules().ownerSeesFaceDown);
    isle::Rng rng(3);
    while (game->state().phase != Phase::Place)
        QVERIFY(playRandom(*game, rng, 1));
    const FoggyState &s = game->state();
    QCOMPARE(s.weather, Weather::Foggy);
    const int seat = game->decision().seat;
    const int kind = std::countr_zero(unsigned(s.handMask[seat]));
    const int cell = s.openList[0];
    game->apply(FoggyGame::placeAction(kind, cell, true));
    QCOMPARE(int(s.cells[cell].kind), kind);
    QCOMPARE(int(s.cells[cell].owner), seat);

    const auto entryAt = [&](int viewer) {
        for (const QJsonValue &value : game->observation(viewer).value(QStringLiteral("tokens")).toArray())
            if (value.toObject().value(QStringLiteral("cell")).toString() == cellName(cell))
                return value.toObject();
        return QJsonObject();
    };
    const QJsonObject own = entryAt(seat);
    QVERIFY(!own.contains(QStringLiteral("character")));
    QVERIFY(!own.contains(QStringLiteral("side")));
    QCOMPARE(own.value(QStringLiteral("owner")).toInt(), seat + 1);
    QCOMPARE(own.value(QStringLiteral("faceDown")).toBool(), true);
    QCOMPARE(own, entryAt(1 - seat));
    QCOMPARE(own, entryAt(-1));
    // No token on the board names its character to its owner.
    const QJsonObject view = game->observation(seat);
    QVERIFY(!QJsonDocument(view.value(QStringLiteral("tokens")).toArray()).toJson().contains(characterId(kind).toUtf8()));
}

void tst_HiddenInfo::blindOwnersLegalityFromTheTruth()
{
    // Owners who cannot see their face-down tokens still play by what they are: a Fox's
    // exchange offers player 2's face-down Wolf next to it, never the face-down Rabbit
    // (white tokens never move), though player 2 is shown neither character.
    const Ruleset ruleset = defaults();
    QVERIFY(!ruleset.boolean(QStringLiteral("ownerSeesFaceDown")));
    const QJsonObject position{
        {QStringLiteral("format"), QStringLiteral("isleworks-position")},
        {QStringLiteral("formatVersion"), 1},
        {QStringLiteral("game"), QStringLiteral("foggy-island")},
        {QStringLiteral("variant"), QStringLiteral("mercenary")},
        {QStringLiteral("weather"), QStringLiteral("foggy")},
        {QStringLiteral("board"), QJsonArray{QStringLiteral(". . . . . ."), QStringLiteral(". . b2 . . ."),
                                             QStringLiteral(". w2 . . . ."), QStringLiteral(". . . . . ."),
                                             QStringLiteral(". . . . . ."), QStringLiteral(". . . . . .")}},
        {QStringLiteral("owned"), QJsonArray{QJsonObject{{QStringLiteral("wolf"), 8}, {QStringLiteral("rat"), 4},
                                                         {QStringLiteral("rabbit"), 3}, {QStringLiteral("pig"), 2},
                                                         {QStringLiteral("fox"), 1}},
                                             QJsonObject{{QStringLiteral("wolf"), 9}, {QStringLiteral("rat"), 4},
                                                         {QStringLiteral("rabbit"), 3}, {QStringLiteral("pig"), 2}}}},
        {QStringLiteral("hands"), QJsonArray{QJsonObject{{QStringLiteral("fox"), 1}, {QStringLiteral("wolf"), 4}},
                                             QJsonObject{{QStringLiteral("pig"), 1}, {QStringLiteral("rat"), 2}}}},
        {QStringLiteral("toMove"), 1}};
    isle::Problems problems;
    auto game = asFoggy(isle::loadPosition(position, &ruleset, problems));
    QVERIFY2(game && !problems.hasErrors(), qPrintable(problems.summary()));
    game->apply(place(Character::Fox, "C3")); // face up, so its ability acts
    QCOMPARE(game->decision().kind, int(Phase::FoxExchange));
    QCOMPARE(game->decision().seat, 1);
    isle::ActionList legal;
    game->legalActions(legal);
    QCOMPARE(int(legal.size()), 2);
    for (const Action &action : legal)
        QCOMPARE(action.cell, std::int16_t(cellOf("B3")));
    QVERIFY(!game->check(FoggyGame::abilityAction(ActionType::Exchange, cellOf("C2"), -1, kindOf(Character::Pig))).legal);
    for (const QJsonValue &value : game->observation(1).value(QStringLiteral("tokens")).toArray())
        if (value.toObject().value(QStringLiteral("faceDown")).toBool())
            QVERIFY(!value.toObject().contains(QStringLiteral("character")));
    // The exchange takes the true token back into the hand.
    game->apply(FoggyGame::abilityAction(ActionType::Exchange, cellOf("B3"), -1, kindOf(Character::Rat)));
    QCOMPARE(int(game->state().hand[1][kindOf(Character::Wolf)]), 1);
    QCOMPARE(int(game->state().cells[cellOf("B3")].kind), kindOf(Character::Rat));
    QVERIFY(game->state().cells[cellOf("B3")].isFaceDown());
}

void tst_HiddenInfo::blindOwnersViewIgnoresTheArrangement()
{
    // With ownerSeesFaceDown off a seat's view keeps which characters it has face down
    // (they follow from its set, hand and pile) but not where each lies: two games that
    // differ only in that arrangement give the same view; with it on, the view keeps it.
    for (const bool ownerSees : {false, true}) {
        int compared = 0;
        int varied = 0;
        for (std::uint64_t seed = 1; seed <= 30 && compared < 5; ++seed) {
            auto game = newGame(hiddenRules(0, 0, 4, ownerSees), QStringLiteral("weather"), seed);
            QVERIFY(game);
            isle::Rng rng(seed);
            // Seat 1 to place with a few face-down tokens out.
            while (!game->isOver() && (faceDownCount(*game, 0) < 4 || game->decision().seat != 0))
                QVERIFY(playRandom(*game, rng, 1));
            if (game->isOver())
                continue;
            // Swap two of seat 1's face-down tokens of different characters, both white or both not.
            auto other = asFoggy(game->clone());
            FoggyState &s = other->editState();
            std::vector<int> cells;
            game->rules().boardCells.forEach([&](int c) {
                if (!s.cells[c].isEmpty() && s.cells[c].isFaceDown() && s.cells[c].owner == 0)
                    cells.push_back(c);
            });
            bool swapped = false;
            for (std::size_t i = 0; i < cells.size() && !swapped; ++i)
                for (std::size_t j = i + 1; j < cells.size() && !swapped; ++j) {
                    Token &a = s.cells[cells[i]];
                    Token &b = s.cells[cells[j]];
                    const bool whiteA = a.side == SideWhite;
                    const bool whiteB = b.side == SideWhite;
                    if (a.kind != b.kind && whiteA == whiteB) {
                        std::swap(a.kind, b.kind);
                        std::swap(a.side, b.side);
                        swapped = true;
                    }
                }
            if (!swapped)
                continue;
            QCOMPARE(other->observation(0) == game->observation(0), !ownerSees);
            isle::Rng rngA(seed, 7);
            isle::Rng rngB(seed, 7);
            auto viewA = asFoggy(game->clone());
            auto viewB = asFoggy(other->clone());
            viewA->determinize(0, rngA);
            viewB->determinize(0, rngB);
            QCOMPARE(viewA->stateHash() == viewB->stateHash(), !ownerSees);
            QCOMPARE(viewA->observation(0), game->observation(0));
            QVERIFY(conservationError(*viewA).isEmpty());
            // Which characters lie face down is kept, each within its class.
            std::vector<int> real;
            std::vector<int> sampled;
            game->rules().boardCells.forEach([&](int c) {
                const Token &token = game->state().cells[c];
                if (token.isEmpty() || !token.isFaceDown() || token.owner != 0)
                    return;
                const Token &sample = viewA->state().cells[c];
                real.push_back(token.kind);
                sampled.push_back(sample.kind);
                QCOMPARE(sample.side == SideWhite, token.side == SideWhite);
                QCOMPARE(sample.side, expectedSide(game->rules(), sample.kind, 0));
                varied += sample.kind != token.kind ? 1 : 0;
            });
            std::sort(real.begin(), real.end());
            std::sort(sampled.begin(), sampled.end());
            QCOMPARE(sampled, real);
            ++compared;
        }
        QCOMPARE(compared, 5);
        QCOMPARE(varied > 0, !ownerSees);
    }
}

void tst_HiddenInfo::drawnWeatherOnlyForChooser()
{
    auto game = newGame(hiddenRules(3, 3, 2), QStringLiteral("weather"), 5);
    QVERIFY(game);
    const FoggyState &s = game->state();
    QCOMPARE(game->decision().kind, int(Phase::ChooseWeather));
    QCOMPARE(game->decision().seat, 1);
    const QJsonObject chooser = game->observation(1);
    const QJsonArray drawn = chooser.value(QStringLiteral("drawnWeather")).toArray();
    QCOMPARE(drawn.size(), 2);
    QCOMPARE(drawn.at(0).toString(), QString::fromLatin1(weatherId(static_cast<Weather>(s.drawnWeather[0]))));
    QCOMPARE(drawn.at(1).toString(), QString::fromLatin1(weatherId(static_cast<Weather>(s.drawnWeather[1]))));
    QCOMPARE(chooser.value(QStringLiteral("legalActions")).toArray().size(), 2);
    for (int seat : {0, -1}) {
        const QJsonObject view = game->observation(seat);
        QVERIFY(!view.contains(QStringLiteral("drawnWeather")));
        QVERIFY(!view.contains(QStringLiteral("legalActions")));
        QCOMPARE(view.value(QStringLiteral("weatherDeckSize")).toInt(), 6);
    }
    // Once chosen, the kept card is public; the other is not (it is somewhere in the deck).
    game->apply(FoggyGame::weatherAction(1));
    const QJsonObject after = game->observation(0);
    QVERIFY(!after.contains(QStringLiteral("drawnWeather")));
    QCOMPARE(after.value(QStringLiteral("weather")).toString(), QString::fromLatin1(weatherId(s.weather)));
    QCOMPARE(after.value(QStringLiteral("weatherDeckSize")).toInt(), 7);
}

void tst_HiddenInfo::eventsKeepSecrets()
{
    // Events go to logs and animations for everyone unless privateTo names a seat.
    auto game = newGame(hiddenRules(2, 2, 4, true, "choose"), QStringLiteral("weather"), 13);
    QVERIFY(game);
    EventLog log;
    game->setEventSink(&log);
    game->reset(13);
    isle::Rng rng(13);
    QVERIFY(playRandom(*game, rng, 1000));
    QVERIFY(game->isOver());
    int faceDownPlacements = 0;
    for (const isle::GameEvent &event : log.events) {
        switch (static_cast<FoggyEvent>(event.type)) {
        case FoggyEvent::HandPicked:
        case FoggyEvent::WeatherDrawn:
        case FoggyEvent::TokenIdentity:
        case FoggyEvent::TokenDrawn:
            QVERIFY2(event.privateTo == event.seat && event.seat >= 0, qPrintable(game->describeEvent(event)));
            break;
        case FoggyEvent::TokenPlaced:
            QCOMPARE(int(event.privateTo), -1);
            if (event.c != 0) {
                QCOMPARE(event.b, -1); // a face-down token's character is not announced
                ++faceDownPlacements;
            }
            break;
        default:
            QCOMPARE(int(event.privateTo), -1);
            break;
        }
    }
    QCOMPARE(log.count(FoggyEvent::TokenIdentity), faceDownPlacements);
    QCOMPARE(log.count(FoggyEvent::WeatherDrawn), 2);
    QCOMPARE(log.count(FoggyEvent::HandPicked), 20);
}

void tst_HiddenInfo::eventsSayWhatTheyAre()
{
    // Shared layers read EventFlag, never FoggyEvent: draws and deals are Chance, turning
    // hidden facts up is Reveal, and a round's end, its lines and the game's end say so.
    auto game = newGame(hiddenRules(2, 2, 4, true, "choose"), QStringLiteral("weather"), 13);
    QVERIFY(game);
    EventLog log;
    game->setEventSink(&log);
    game->setSeatNames({QStringLiteral("Ann"), QStringLiteral("Bob")});
    game->reset(13);
    isle::Rng rng(13);
    QVERIFY(playRandom(*game, rng, 1000));
    QVERIFY(game->isOver());
    int roundEnds = 0;
    for (const isle::GameEvent &event : log.events) {
        const auto type = static_cast<FoggyEvent>(event.type);
        QCOMPARE(event.flags, eventFlags(type));
        const bool chance = type == FoggyEvent::RoundStarted || type == FoggyEvent::HandDealt
                            || type == FoggyEvent::WeatherDrawn || type == FoggyEvent::TokenDrawn;
        QCOMPARE(event.is(isle::EventFlag::Chance), chance);
        QCOMPARE(event.is(isle::EventFlag::Reveal), type == FoggyEvent::TokensRevealed || type == FoggyEvent::Exchanged);
        QCOMPARE(event.is(isle::EventFlag::ScoreDetail), type == FoggyEvent::LineScored);
        QCOMPARE(event.is(isle::EventFlag::GameEnd), type == FoggyEvent::GameEnded);
        roundEnds += event.is(isle::EventFlag::RoundEnd) ? 1 : 0;
        // Seats are named as people named them, not "Player 1".
        if (type == FoggyEvent::HandPicked)
            QVERIFY(game->describeEvent(event).startsWith(event.seat == 0 ? QStringLiteral("Ann") : QStringLiteral("Bob")));
    }
    QCOMPARE(roundEnds, log.count(FoggyEvent::RoundEnded));
    QVERIFY(roundEnds > 0);
    QVERIFY(log.count(FoggyEvent::TokenDrawn) > 0);
}

void tst_HiddenInfo::faceDownPlacementInWords()
{
    // A face-down placement in words: the placer reads the character, the opponent and a
    // spectator read only the tile.
    auto game = newGame(hiddenRules(0, 0, 4, true), QStringLiteral("weather"), 21);
    QVERIFY(game);
    isle::Rng rng(21);
    auto actions = std::make_unique<isle::ActionList>();
    for (int step = 0; step < 1000 && !game->isOver(); ++step) {
        actions->clear();
        game->legalActions(*actions);
        const auto faceDown = std::find_if(actions->begin(), actions->end(), [](const Action &action) {
            return action.type == std::uint8_t(ActionType::Place) && action.flags != 0 && action.cell2 < 0;
        });
        if (faceDown == actions->end()) {
            QVERIFY(playRandom(*game, rng, 1));
            continue;
        }
        const int placer = game->decision().seat;
        const QString character = characterName(faceDown->kind);
        const QString tile = cellName(faceDown->cell);
        const QString own = game->describeAction(*faceDown, placer);
        QVERIFY2(own.contains(character) && own.contains(tile), qPrintable(own));
        QCOMPARE(own, game->describeAction(*faceDown));
        for (const int viewer : {1 - placer, -1}) {
            const QString text = game->describeAction(*faceDown, viewer);
            QVERIFY2(text.contains(tile) && !text.contains(character), qPrintable(text));
        }
        // What is public anyway reads the same for everyone.
        const Action open = FoggyGame::placeAction(faceDown->kind, faceDown->cell, false);
        QCOMPARE(game->describeAction(open, 1 - placer), game->describeAction(open));
        return;
    }
    QFAIL("no face-down placement came up");
}

void tst_HiddenInfo::determinizeKeepsWhatSeatSees_data()
{
    QTest::addColumn<int>("cloudy");
    QTest::addColumn<int>("foggy");
    QTest::addColumn<bool>("ownerSees");
    QTest::newRow("foggy deck") << 0 << 6 << true;
    QTest::newRow("foggy deck, owners blind") << 0 << 6 << false;
    QTest::newRow("mixed deck") << 3 << 2 << true;
}

void tst_HiddenInfo::determinizeKeepsWhatSeatSees()
{
    QFETCH(int, cloudy);
    QFETCH(int, foggy);
    QFETCH(bool, ownerSees);
    const Ruleset ruleset = hiddenRules(3, cloudy, foggy, ownerSees, "choose");
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        auto game = newGame(ruleset, QStringLiteral("weather"), seed);
        QVERIFY(game);
        isle::Rng rng(seed * 3);
        isle::Rng sampler(seed * 5);
        while (!game->isOver()) {
            const FoggyState &s = game->state();
            for (int seat = 0; seat < 2; ++seat) {
                auto copy = asFoggy(game->clone());
                copy->determinize(seat, sampler);
                const FoggyState &d = copy->state();
                QCOMPARE(copy->observation(seat), game->observation(seat));
                const QString error = conservationError(*copy);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                QCOMPARE(d.hand[seat], s.hand[seat]);
                QCOMPARE(d.pile[seat], s.pile[seat]);
                for (int other = 0; other < 2; ++other) {
                    QCOMPARE(d.handCount[other], s.handCount[other]);
                    QCOMPARE(d.pileCount[other], s.pileCount[other]);
                }
                QCOMPARE(d.deckSize, s.deckSize);
                QCOMPARE(d.drawnCount, s.drawnCount);
                QCOMPARE(d.weather, s.weather);
                QCOMPARE(d.coveredFog, s.coveredFog);
                QCOMPARE(d.phase, s.phase);
                QCOMPARE(d.seat, s.seat);
                QCOMPARE(d.totalPoints, s.totalPoints);
                game->rules().boardCells.forEach([&](int c) {
                    const Token &real = s.cells[c];
                    const Token &sample = d.cells[c];
                    QCOMPARE(sample.isEmpty(), real.isEmpty());
                    QCOMPARE(sample.owner, real.owner);
                    QCOMPARE(sample.flags, real.flags);
                    if (!real.isFaceDown() || (real.owner == seat && ownerSees)) {
                        QCOMPARE(sample.kind, real.kind);
                        QCOMPARE(sample.side, real.side);
                    } else {
                        // Re-dealt within its class (white or not), which legal choices can show.
                        QCOMPARE(sample.side, expectedSide(game->rules(), sample.kind, sample.owner));
                        QCOMPARE(sample.side == SideWhite, real.side == SideWhite);
                    }
                });
                // The deck and the hidden drawn cards hold the same cards, in some order.
                QList<int> realCards = deckList(s);
                QList<int> sampleCards = deckList(d);
                for (int i = 0; i < s.drawnCount; ++i) {
                    realCards.append(s.drawnWeather[i]);
                    sampleCards.append(d.drawnWeather[i]);
                }
                std::sort(realCards.begin(), realCards.end());
                std::sort(sampleCards.begin(), sampleCards.end());
                QCOMPARE(sampleCards, realCards);
                // The sample is a game in its own right: its random and listed actions are legal.
                if (!copy->isOver()) {
                    const Action action = copy->randomAction(sampler);
                    isle::ActionList legal;
                    copy->legalActions(legal);
                    QVERIFY2(legal.contains(action), qPrintable(copy->describeAction(action)));
                    QVERIFY2(copy->check(action).legal, qPrintable(copy->check(action).reason));
                    for (const Action &listed : legal)
                        QVERIFY(copy->check(listed).legal);
                }
                ++checked;
            }
            // A determinized copy plays on legally to the end.
            if (game->decisionsApplied() == 30) {
                auto copy = asFoggy(game->clone());
                copy->determinize(game->decision().seat, sampler);
                isle::Rng playout(seed);
                QVERIFY(playRandom(*copy, playout, 1000));
                QVERIFY(copy->isOver());
            }
            QVERIFY(playRandom(*game, rng, 1));
        }
    }
    QVERIFY(checked > 500);
}

void tst_HiddenInfo::determinizeVariesPlantedFact()
{
    // Player 2 picks both pigs; player 1 cannot know that, so its samples must vary it.
    auto game = newGame(hiddenRules(3, 3, 2, true, "choose"), QStringLiteral("basic"), 9);
    QVERIFY(game);
    for (int i = 0; i < 5; ++i)
        game->apply(FoggyGame::pickAction(kindOf(Character::Wolf)));
    game->apply(FoggyGame::pickAction(kindOf(Character::Pig)));
    game->apply(FoggyGame::pickAction(kindOf(Character::Pig)));
    for (int i = 0; i < 3; ++i)
        game->apply(FoggyGame::pickAction(kindOf(Character::Rabbit)));
    QCOMPARE(game->decision().seat, 0);
    const int pig = kindOf(Character::Pig);
    QCOMPARE(int(game->state().hand[1][pig]), 2);

    isle::Rng sampler(77);
    std::array<int, 3> pigsInHand{};
    for (int i = 0; i < 200; ++i) {
        auto copy = asFoggy(game->clone());
        copy->determinize(0, sampler);
        const int pigs = copy->state().hand[1][pig];
        QVERIFY(pigs <= 2);
        ++pigsInHand[pigs];
        QCOMPARE(int(copy->state().handCount[1]), 5);
        QCOMPARE(copy->state().hand[0], game->state().hand[0]);
    }
    // 5 of 18 tokens in hand: two pigs with probability 10/153, none with 78/153.
    QVERIFY2(pigsInHand[0] > 50 && pigsInHand[2] < 40,
             qPrintable(QStringLiteral("%1 / %2 / %3").arg(pigsInHand[0]).arg(pigsInHand[1]).arg(pigsInHand[2])));
    QCOMPARE(int(game->state().hand[1][pig]), 2); // the real game is untouched

    // Player 2 knows its own hand: its samples never change it.
    for (int i = 0; i < 20; ++i) {
        auto copy = asFoggy(game->clone());
        copy->determinize(1, sampler);
        QCOMPARE(copy->state().hand[1], game->state().hand[1]);
        QCOMPARE(copy->state().pile[1], game->state().pile[1]);
    }
}

void tst_HiddenInfo::determinizeVariesFaceDownAndDeck()
{
    // The first seed whose chooser draws a Foggy card, kept so that tokens go face down.
    std::unique_ptr<FoggyGame> game;
    for (std::uint64_t seed = 1; !game; ++seed) {
        game = newGame(hiddenRules(2, 1, 5, true), QStringLiteral("weather"), seed);
        QVERIFY(game);
        const FoggyState &drawn = game->state();
        if (drawn.drawnWeather[0] != int(Weather::Foggy) && drawn.drawnWeather[1] != int(Weather::Foggy))
            game.reset();
    }
    const FoggyState &s = game->state();
    game->apply(FoggyGame::weatherAction(s.drawnWeather[0] == int(Weather::Foggy) ? 0 : 1));
    QCOMPARE(s.weather, Weather::Foggy);
    isle::Rng rng(8);
    QVERIFY(playRandom(*game, rng, 8));
    QCOMPARE(faceDownCount(*game, 1), 4);

    isle::Rng sampler(12);
    QSet<QByteArray> faceDownSamples;
    QSet<QList<int>> deckOrders;
    for (int i = 0; i < 50; ++i) {
        auto copy = asFoggy(game->clone());
        copy->determinize(0, sampler);
        QByteArray kinds;
        game->rules().boardCells.forEach([&](int c) {
            const Token &token = copy->state().cells[c];
            if (!token.isEmpty() && token.owner == 1)
                kinds.append(char(token.kind));
        });
        faceDownSamples.insert(kinds);
        deckOrders.insert(deckList(copy->state()));
        QVERIFY(copy->state().rng != s.rng); // the real generator would predict every draw
    }
    QVERIFY(faceDownSamples.size() > 1);
    QVERIFY(deckOrders.size() > 1);
}

void tst_HiddenInfo::determinizeKeepsChoosersCards()
{
    auto game = newGame(hiddenRules(3, 3, 2), QStringLiteral("weather"), 2);
    QVERIFY(game);
    const FoggyState &s = game->state();
    QCOMPARE(game->decision().seat, 1);
    isle::Rng sampler(4);
    QSet<QList<int>> opponentGuesses;
    for (int i = 0; i < 40; ++i) {
        auto chooser = asFoggy(game->clone());
        chooser->determinize(1, sampler);
        QCOMPARE(chooser->state().drawnWeather, s.drawnWeather);
        auto other = asFoggy(game->clone());
        other->determinize(0, sampler);
        opponentGuesses.insert(QList<int>{other->state().drawnWeather[0], other->state().drawnWeather[1]});
    }
    QVERIFY(opponentGuesses.size() > 1);
}

QTEST_GUILESS_MAIN(tst_HiddenInfo)
#include "tst_hiddeninfo.moc"
