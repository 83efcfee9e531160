// Properties that hold after every decision of thousands of random games of every
// variant: tokens are conserved (hired ones included), hands and sets keep their sizes,
// coins are never negative and grow by each round's points, random and legal actions
// agree with check(), every round's recorded points equal the test's own naive recount
// of the board, and replaying a game's decisions reproduces it bit for bit.
#include "foggytestutil.h"

#include "core/rng.h"

#include <QElapsedTimer>
#include <QTest>

#include <bit>
#include <map>

Q_DECLARE_METATYPE(isle::Ruleset)

using namespace FoggyTest;

namespace {

// The scoring rules read straight from the ruleset's JSON, as rules/foggy-island.md
// states them; nothing here comes from the engine's compiled rules or its scorer.
struct NaiveRules
{
    int width = 6;
    int height = 6;
    std::map<int, int> table;
    int minLength = 3;
    bool halvingsStack = false;
    int fogRegions = 0;
    std::array<QString, CharacterCount> colour;
    std::array<int, CharacterCount> multiplier{};
    std::array<bool, CharacterCount> halves{};

    explicit NaiveRules(const Ruleset &ruleset)
    {
        width = ruleset.integer(QStringLiteral("boardWidth"));
        height = ruleset.integer(QStringLiteral("boardHeight"));
        halvingsStack = ruleset.boolean(QStringLiteral("crowHalvingStacks"));
        fogRegions = int(ruleset.table(QStringLiteral("fogRegions")).size());
        for (const QJsonValue &row : ruleset.table(QStringLiteral("scoringTable")))
            table[row.toObject().value(QStringLiteral("length")).toInt()] = row.toObject().value(QStringLiteral("points")).toInt();
        minLength = table.begin()->first;
        for (const QJsonValue &value : ruleset.table(QStringLiteral("characters"))) {
            const QJsonObject row = value.toObject();
            const int kind = kindFromId(row.value(QStringLiteral("id")).toString());
            colour[kind] = row.value(QStringLiteral("faceColour")).toString();
            multiplier[kind] = row.value(QStringLiteral("multiplier")).toInt();
            halves[kind] = row.value(QStringLiteral("halvesLine")).toBool();
        }
    }

    // "A missing entry repeats the last step's growth."
    int linePoints(int length) const
    {
        if (length < minLength)
            return 0;
        if (const auto it = table.find(length); it != table.end())
            return it->second;
        const auto last = std::prev(table.end());
        const int step = table.size() > 1 ? last->second - std::prev(last)->second : 0;
        return last->second + step * (length - last->first);
    }

    // Whose line a token builds: 0 or 1, or -1 for white. Seats alternate sides.
    int side(int kind, int owner) const
    {
        if (colour[kind] == QLatin1StringView("white"))
            return -1;
        if (colour[kind] == QLatin1StringView("opponent"))
            return 1 - owner % 2;
        return owner % 2; // owner, and a chameleon before anything turns it
    }
};

struct ShadowTile
{
    int kind = -1;
    int owner = -1;
    bool faceDown = false;
    int chameleonSide = -1; // a Chameleon's colour depends on its history: taken from the game
};
using ShadowBoard = std::array<ShadowTile, MaxCells>;

// Every maximal run of 3+ (the table's shortest) found by trying every segment in every
// direction and keeping those that cannot be extended at either end.
std::array<int, 2> naiveScore(const NaiveRules &rules, const ShadowBoard &board)
{
    std::array<int, 2> points{};
    const auto sideAt = [&](int x, int y) {
        if (x < 0 || y < 0 || x >= rules.width || y >= rules.height)
            return -2;
        const ShadowTile &tile = board[y * MaxBoardSide + x];
        if (tile.kind < 0)
            return -3;
        return tile.chameleonSide >= 0 ? tile.chameleonSide : rules.side(tile.kind, tile.owner);
    };
    const int dxs[4] = {1, 0, 1, -1};
    const int dys[4] = {0, 1, 1, 1};
    for (int d = 0; d < 4; ++d) {
        for (int y = 0; y < rules.height; ++y) {
            for (int x = 0; x < rules.width; ++x) {
                const int side = sideAt(x, y);
                if (side < 0 || sideAt(x - dxs[d], y - dys[d]) == side)
                    continue;
                for (int length = rules.minLength;; ++length) {
                    const int ex = x + dxs[d] * (length - 1);
                    const int ey = y + dys[d] * (length - 1);
                    if (sideAt(ex, ey) == -2)
                        break;
                    bool same = true;
                    int factor = 1;
                    int halvings = 0;
                    for (int i = 0; i < length && same; ++i) {
                        const int cx = x + dxs[d] * i;
                        const int cy = y + dys[d] * i;
                        same = sideAt(cx, cy) == side;
                        if (same) {
                            const int kind = board[cy * MaxBoardSide + cx].kind;
                            factor = std::max(factor, rules.multiplier[kind]);
                            halvings += rules.halves[kind] ? 1 : 0;
                        }
                    }
                    if (!same)
                        break;
                    if (sideAt(ex + dxs[d], ey + dys[d]) == side)
                        continue; // not maximal yet
                    int value = rules.linePoints(length) * factor;
                    const int times = rules.halvingsStack ? halvings : std::min(halvings, 1);
                    for (int i = 0; i < times; ++i)
                        value /= 2;
                    points[side] += value;
                    break;
                }
            }
        }
    }
    return points;
}

// A candidate decision of any shape, legal or not, in the canonical encoding.
Action randomCandidate(isle::Rng &rng)
{
    const int kind = int(rng.below(CharacterCount + 2));
    const auto anyCell = [&rng] { return rng.below(4) == 0 ? -1 : FoggyRules::cellAt(int(rng.below(7)), int(rng.below(7))); };
    switch (rng.below(9)) {
    case 0: return FoggyGame::pickAction(kind);
    case 1: {
        if (rng.below(2) == 0)
            return FoggyGame::weatherAction(int(rng.below(4)));
        Action action = FoggyGame::gameWeatherAction(static_cast<Weather>(rng.below(WeatherKindCount)));
        action.extra = std::uint8_t(rng.below(5)); // sometimes no such weather
        return action;
    }
    case 2: return FoggyGame::liftAction(int(rng.below(6)));
    case 3: {
        Action action = FoggyGame::placeAction(kind, int(rng.below(MaxCells + 8)) - 4, rng.below(2) == 1);
        if (rng.below(8) == 0)
            action.flags = 2;
        return action;
    }
    case 4: {
        // Mostly on the board, so that tile checks are exercised, not just the range check.
        const int cell = FoggyRules::cellAt(int(rng.below(8)), int(rng.below(8)));
        return FoggyGame::placeAction(int(rng.below(4)), cell, rng.below(2) == 1);
    }
    case 5: {
        // Hiring, sometimes with a field it does not use.
        Action action = rng.below(2) == 0 ? FoggyGame::hireAction(kind) : FoggyGame::endHiringAction();
        if (rng.below(4) == 0)
            action.cell = std::int16_t(rng.below(40));
        if (rng.below(4) == 0)
            action.kind = std::uint8_t(kind);
        return action;
    }
    case 6:
    case 7: {
        // Any ability decision, with tiles near the board and any hand token.
        static constexpr std::array<ActionType, 7> Abilities{ActionType::SwapWith, ActionType::Exchange, ActionType::Target,
                                                             ActionType::SwapPair, ActionType::Settle, ActionType::MoveFrog,
                                                             ActionType::Skip};
        const ActionType type = Abilities[rng.below(Abilities.size())];
        Action action = FoggyGame::abilityAction(type, anyCell(), anyCell(), rng.below(2) == 0 ? 0 : kind);
        if (type == ActionType::SwapWith || type == ActionType::Target || type == ActionType::Settle)
            action.cell2 = std::int16_t(rng.below(3) == 0 ? anyCell() : -1);
        if (type == ActionType::Skip && rng.below(2) == 0)
            action = FoggyGame::abilityAction(type, -1);
        return action;
    }
    default: {
        // No such decision type.
        static constexpr std::array<std::uint8_t, 5> Unknown{0, 15, 16, 200, 255};
        Action action;
        action.type = Unknown[rng.below(Unknown.size())];
        action.kind = std::uint8_t(kind);
        return action;
    }
    }
}

// The board as it is scored: the game emits RoundEnded before it clears the board for
// the next round, so abilities that moved tokens are seen without re-deriving them.
class ScoredBoard final : public isle::EventSink
{
public:
    explicit ScoredBoard(EventLog *log)
        : m_log(log)
    {
    }
    void watch(const FoggyGame *game) { m_game = game; }
    void onEvent(const isle::GameEvent &event) override
    {
        if (m_log)
            m_log->onEvent(event);
        if (event.type != std::uint16_t(FoggyEvent::RoundEnded))
            return;
        board = ShadowBoard{};
        for (int c = 0; c < MaxCells; ++c) {
            const Token &token = m_game->state().cells[c];
            if (token.isEmpty() || (token.flags & Token::HippoSecond))
                continue;
            ShadowTile &tile = board[c];
            tile = ShadowTile{token.kind, token.owner, token.isFaceDown()};
            if (token.kind == kindOf(Character::Chameleon))
                tile.chameleonSide = token.side < SideWhite ? token.side : -1;
        }
        // The Hippo's second tile belongs to the same token and builds lines too.
        for (int c = 0; c < MaxCells; ++c) {
            const Token &token = m_game->state().cells[c];
            if (!token.isEmpty() && (token.flags & Token::HippoSecond))
                board[c] = ShadowTile{token.kind, token.owner, token.isFaceDown()};
        }
        ++rounds;
    }

    ShadowBoard board{};
    int rounds = 0;

private:
    EventLog *m_log = nullptr;
    const FoggyGame *m_game = nullptr;
};

struct Totals
{
    qint64 decisions = 0;
    qint64 rounds = 0;
    qint64 illegalSamples = 0;
    qint64 legalSamples = 0;
    qint64 lifts = 0;
    qint64 faceDown = 0;
    qint64 roundPoints = 0;
    qint64 hires = 0;
    qint64 abilityDecisions = 0;
    qint64 gameWeatherChoices = 0;
    qint64 replays = 0;
};

// Plays one game from `seed`, checking every property after every decision. Returns
// the first violation, or an empty string.
QString playChecked(const Ruleset &ruleset, const NaiveRules &naive, const QString &variant, std::uint64_t seed,
                    bool withEvents, Totals &totals)
{
    QString errors;
    auto game = newGame(ruleset, variant, seed, &errors);
    if (!game)
        return errors;
    // Abilities move tokens, so with coins the board to recount is taken as it is scored.
    const bool mercenaries = game->usesCoins();
    EventLog log;
    ScoredBoard scored(withEvents ? &log : nullptr);
    scored.watch(game.get());
    if (withEvents || mercenaries) {
        game->setEventSink(&scored);
        game->reset(seed);
    }
    QList<Action> decisions;
    game->setHistoryEnabled(false);
    const FoggyState &s = game->state();
    const FoggyRules &rules = game->rules();
    isle::Rng rng(isle::splitMix64(seed));
    isle::ActionList legal;
    ShadowBoard shadow{};
    const auto where = [&](const QString &what) {
        return QStringLiteral("%1 game, seed %2, decision %3: %4").arg(variant).arg(seed).arg(s.decisions).arg(what);
    };

    while (!game->isOver()) {
        const int round = s.round;
        const int seat = game->decision().seat;
        if (seat != s.seat || seat < 0 || seat >= game->seatCount())
            return where(QStringLiteral("seat %1 decides").arg(seat));
        game->legalActions(legal);
        if (legal.isEmpty())
            return where(QStringLiteral("no legal action"));

        // randomAction is one of the legal actions, and check() accepts it.
        const Action action = game->randomAction(rng);
        if (!legal.contains(action))
            return where(QStringLiteral("randomAction gave an action not in legalActions: ") + game->describeAction(action));
        const isle::Verdict verdict = game->check(action);
        if (!verdict.legal)
            return where(QStringLiteral("check() refuses the random action: ") + verdict.reason);
        // A sample of legal actions is accepted; a sample of any shape is judged exactly as the list says.
        for (int i = 0; i < 2; ++i) {
            const Action sample = legal[rng.below(std::uint32_t(legal.size()))];
            if (!game->check(sample).legal)
                return where(QStringLiteral("check() refuses a legal action: ") + game->describeAction(sample));
            ++totals.legalSamples;
        }
        for (int i = 0; i < 4; ++i) {
            const Action candidate = randomCandidate(rng);
            const bool listed = legal.contains(candidate);
            const isle::Verdict judged = game->check(candidate);
            if (judged.legal != listed)
                return where(QStringLiteral("check() says %1 for %2 (type %3), legalActions says %4")
                                 .arg(judged.legal ? QStringLiteral("legal") : QStringLiteral("illegal"),
                                      game->describeAction(candidate))
                                 .arg(candidate.type)
                                 .arg(listed ? QStringLiteral("legal") : QStringLiteral("illegal")));
            if (!judged.legal && judged.reason.isEmpty())
                return where(QStringLiteral("an illegal action without a reason"));
            totals.illegalSamples += listed ? 0 : 1;
        }

        const Weather weather = s.weather;
        if (action.type == std::uint8_t(ActionType::Place)) {
            for (int region = 0; region < rules.fogRegionCount; ++region)
                if ((s.coveredFog & (1U << region)) && rules.fogRegions[region].cells.test(action.cell))
                    return where(QStringLiteral("a token placed under fog"));
            const bool mayShowFace = mercenaries && (rules.mercenaryMask & (1U << action.kind));
            if (action.flags != 0 && weather != Weather::Foggy)
                return where(QStringLiteral("face down only in Foggy weather"));
            if (action.flags == 0 && weather == Weather::Foggy && !mayShowFace)
                return where(QStringLiteral("in Foggy weather only a mercenary may lie face up"));
            shadow[action.cell] = ShadowTile{action.kind, seat, action.flags != 0};
            totals.faceDown += action.flags != 0 ? 1 : 0;
        }
        const int coveredBefore = std::popcount(unsigned(s.coveredFog));
        const std::size_t eventsBefore = log.events.size();
        const std::array<std::int32_t, SideCount> coinsBefore = s.coins;
        const Phase phaseBefore = s.phase;
        game->apply(action);
        decisions.append(action);
        ++totals.decisions;
        totals.hires += action.type == std::uint8_t(ActionType::Hire) ? 1 : 0;
        totals.abilityDecisions += phaseBefore != Phase::Place && phaseBefore != Phase::PickHand && phaseBefore != Phase::Hire
                                    && phaseBefore != Phase::ChooseWeather && phaseBefore != Phase::ChooseGameWeather
                                    && phaseBefore != Phase::LiftFog;
        totals.gameWeatherChoices += phaseBefore == Phase::ChooseGameWeather ? 1 : 0;
        if (action.type == std::uint8_t(ActionType::Hire)) {
            const int side = sideOfSeat(seat);
            if (s.coins[side] != coinsBefore[side] - rules.characters[action.kind].cost)
                return where(QStringLiteral("hiring did not cost what the ruleset says"));
        }

        if (s.round == round && std::popcount(unsigned(s.coveredFog)) < coveredBefore)
            ++totals.lifts; // chosen or, with one board left, lifted by itself
        const QString conservation = conservationError(*game);
        if (!conservation.isEmpty())
            return where(conservation);

        if (s.round != round || game->isOver()) {
            // The round just ended: its record must match the naive recount of the final board.
            const std::array<int, 2> expected = naiveScore(naive, mercenaries ? scored.board : shadow);
            if (mercenaries) {
                for (int side = 0; side < SideCount; ++side)
                    if (s.coins[side] != coinsBefore[side] + expected[side])
                        return where(QStringLiteral("side %1 had %2 coins, scored %3 and has %4")
                                         .arg(side + 1)
                                         .arg(coinsBefore[side])
                                         .arg(expected[side])
                                         .arg(s.coins[side]));
            }
            for (int side = 0; side < 2; ++side)
                if (s.roundPoints[side][round] != expected[side])
                    return where(QStringLiteral("round %1, side %2: recorded %3, recounted %4")
                                     .arg(round + 1)
                                     .arg(side + 1)
                                     .arg(s.roundPoints[side][round])
                                     .arg(expected[side]));
            totals.roundPoints += expected[0] + expected[1];
            ++totals.rounds;
            if (withEvents) {
                std::array<int, 2> lineSum{};
                bool ended = false;
                for (std::size_t i = eventsBefore; i < log.events.size(); ++i) {
                    const isle::GameEvent &event = log.events[i];
                    if (event.type == std::uint16_t(FoggyEvent::LineScored))
                        lineSum[event.a] += event.d;
                    if (event.type == std::uint16_t(FoggyEvent::RoundEnded)) {
                        ended = true;
                        if (event.a != round + 1 || event.b != expected[0] || event.c != expected[1])
                            return where(QStringLiteral("the RoundEnded event disagrees with the recount"));
                    }
                }
                if (!ended || lineSum != expected)
                    return where(QStringLiteral("LineScored events sum to %1 / %2, recount %3 / %4")
                                     .arg(lineSum[0])
                                     .arg(lineSum[1])
                                     .arg(expected[0])
                                     .arg(expected[1]));
            }
            if (game->isOver()) {
                for (int side = 0; side < 2; ++side) {
                    int sum = 0;
                    for (int r = 0; r <= round; ++r)
                        sum += s.roundPoints[side][r];
                    if (sum != s.totalPoints[side] || (!mercenaries && game->outcome().score[side] != sum))
                        return where(QStringLiteral("totals are not the sum of the rounds"));
                }
                // The higher total wins; with coins the richer side, then the one whose hires cost more.
                const isle::Outcome outcome = game->outcome();
                int difference = mercenaries ? s.coins[0] - s.coins[1] : s.totalPoints[0] - s.totalPoints[1];
                if (difference == 0 && mercenaries)
                    difference = s.hiredCost[0] - s.hiredCost[1];
                for (int other = 0; other < game->seatCount(); ++other) {
                    const bool first = other % 2 == 0;
                    if (outcome.draw != (difference == 0) || outcome.isWinner(other) != (first ? difference > 0 : difference < 0))
                        return where(QStringLiteral("the winner is not the higher total"));
                }
                if (mercenaries && difference == 0 && s.extraRounds < rules.maxExtraRounds)
                    return where(QStringLiteral("a tie with extra rounds left"));
                break;
            }
            shadow = ShadowBoard{};
        }
        // The engine's board is the shadow: same tokens, faces and sides. Abilities move
        // tokens, so with mercenaries only each token's side is checked.
        for (int c = 0; c < MaxCells && mercenaries; ++c) {
            const Token &token = s.cells[c];
            if (token.isEmpty() || token.kind == kindOf(Character::Chameleon))
                continue;
            const int side = naive.side(token.kind, token.owner);
            if (token.side != (side < 0 ? SideWhite : side))
                return where(QStringLiteral("%1 builds the wrong side's lines").arg(cellName(c)));
        }
        for (int c = 0; c < MaxCells && !mercenaries; ++c) {
            const Token &token = s.cells[c];
            const ShadowTile &tile = shadow[c];
            if (token.isEmpty() != (tile.kind < 0))
                return where(QStringLiteral("%1 should be %2").arg(cellName(c), tile.kind < 0 ? QStringLiteral("free") : QStringLiteral("taken")));
            if (tile.kind < 0)
                continue;
            const int side = naive.side(tile.kind, tile.owner);
            if (token.kind != tile.kind || token.owner != tile.owner || token.isFaceDown() != tile.faceDown
                || token.side != (side < 0 ? SideWhite : side))
                return where(QStringLiteral("%1 holds the wrong token").arg(cellName(c)));
        }
        // The weather is set as a round starts: once hands are picked, the weather chosen or hiring done.
        const bool starting = phaseBefore == Phase::PickHand || phaseBefore == Phase::ChooseWeather || phaseBefore == Phase::Hire;
        if (s.round == round && !game->isOver() && !starting && s.weather != weather)
            return where(QStringLiteral("the weather changed within a round"));
        // The quick and team games: once the game's weather is known, every round has it.
        if (game->hasGameWeather() && s.phase == Phase::Place && s.gameWeather >= 0
            && s.weather != static_cast<Weather>(s.gameWeather))
            return where(QStringLiteral("a round is not in the game's one weather"));
        if (s.phase == Phase::ChooseGameWeather)
            return where(QStringLiteral("the game's weather is asked for after the start"));
        if (s.phase == Phase::ChooseWeather && game->hasGameWeather() && s.gameWeather >= 0)
            return where(QStringLiteral("a weather card drawn though the game's weather is known"));
    }
    if (s.round != game->roundCount())
        return where(QStringLiteral("the game ended after %1 of %2 rounds").arg(s.round).arg(game->roundCount()));
    if (mercenaries && scored.rounds != s.round)
        return where(QStringLiteral("%1 rounds scored, %2 played").arg(scored.rounds).arg(s.round));
    // Ruleset + seed + decisions reproduce the game.
    if (withEvents || seed % 4 == 0) {
        auto replayed = newGame(ruleset, variant, seed, &errors);
        replayed->setHistoryEnabled(false);
        for (const Action &decision : std::as_const(decisions)) {
            if (!replayed->check(decision).legal)
                return where(QStringLiteral("the replay refuses ") + replayed->describeAction(decision));
            replayed->apply(decision);
        }
        game->setEventSink(nullptr);
        if (replayed->stateHash() != game->stateHash())
            return where(QStringLiteral("the replay ends in another state"));
        ++totals.replays;
    }
    return {};
}
} // namespace

class tst_Property : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void randomGames_data();
    void randomGames();
    void naiveScorerAgreesWithHandCounts();
};

void tst_Property::randomGames_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<Ruleset>("ruleset");
    QTest::addColumn<int>("games");

    // 3000 basic, 3000 weather and 2500 mercenary, quick and team games under the default
    // rules and some variations.
    const Ruleset standard = defaults();
    Ruleset random = standard;
    random.setValue(QStringLiteral("openingHand"), QStringLiteral("random"));
    Ruleset lastPlacer = random;
    lastPlacer.setValue(QStringLiteral("fogLifter"), QStringLiteral("last-placer"));
    setWeatherDeck(lastPlacer, 1, 3, 4);
    lastPlacer.setValue(QStringLiteral("weatherRounds"), 4);
    lastPlacer.setValue(QStringLiteral("keptWeatherReturns"), false);
    // An odd board with uneven fog, a small hand, a longer table and stronger pigs.
    Ruleset odd = random;
    odd.setValue(QStringLiteral("boardWidth"), 7);
    odd.setValue(QStringLiteral("boardHeight"), 5);
    setFogRegions(odd, {QRect(0, 0, 2, 5), QRect(2, 0, 3, 2), QRect(2, 2, 3, 3), QRect(5, 0, 2, 4)});
    odd.setValue(QStringLiteral("handSize"), 3);
    setScoringTable(odd, {{3, 2}, {4, 3}, {5, 5}});
    setCharacter(odd, QStringLiteral("pig"), QStringLiteral("multiplier"), 3);
    setCharacter(odd, QStringLiteral("rabbit"), QStringLiteral("halvesLine"), true);
    setCharacter(odd, QStringLiteral("rabbit"), QStringLiteral("faceColour"), QStringLiteral("owner"));
    odd.setValue(QStringLiteral("crowHalvingStacks"), true);
    odd.setValue(QStringLiteral("basicRounds"), 3);
    // More tokens than tiles with few, or fewer: rounds end on a full board or an empty hand.
    Ruleset sparse = random;
    setBoard(sparse, 5, 5);
    setBasicCounts(sparse, 4, 2, 2, 1);
    Ruleset crowded = random;
    setBoard(crowded, 4, 4);
    setFogRegions(crowded, {QRect(0, 0, 2, 2), QRect(2, 2, 2, 2)});

    QTest::newRow("basic, standard") << QStringLiteral("basic") << standard << 1200;
    QTest::newRow("basic, random hands") << QStringLiteral("basic") << random << 600;
    QTest::newRow("basic, odd board") << QStringLiteral("basic") << odd << 500;
    QTest::newRow("basic, sparse") << QStringLiteral("basic") << sparse << 400;
    QTest::newRow("basic, crowded") << QStringLiteral("basic") << crowded << 300;
    QTest::newRow("weather, standard") << QStringLiteral("weather") << standard << 1200;
    QTest::newRow("weather, last placer lifts") << QStringLiteral("weather") << lastPlacer << 700;
    QTest::newRow("weather, odd board") << QStringLiteral("weather") << odd << 500;
    QTest::newRow("weather, sparse") << QStringLiteral("weather") << sparse << 300;
    QTest::newRow("weather, crowded") << QStringLiteral("weather") << crowded << 300;

    // Mercenaries: every ability, hiring and coins; rich purses so that much is hired.
    Ruleset rich = standard;
    rich.setValue(QStringLiteral("quickCoins"), 200);
    Ruleset cheap = random;
    for (const char *id : {"cat", "fox", "turtle", "frog", "mouses", "snake", "mole", "prairie-dog", "hippo", "chameleon", "crow"})
        setCharacter(cheap, QString::fromLatin1(id), QStringLiteral("cost"), 1);
    setWeatherDeck(cheap, 1, 2, 5);
    Ruleset foggyTeam = standard;
    foggyTeam.setValue(QStringLiteral("teamWeather"), QStringLiteral("draw"));
    QTest::newRow("mercenary, standard") << QStringLiteral("mercenary") << standard << 500;
    QTest::newRow("mercenary, cheap hires, foggy deck") << QStringLiteral("mercenary") << cheap << 400;
    Ruleset quickDrawn = standard;
    quickDrawn.setValue(QStringLiteral("quickWeather"), QStringLiteral("draw"));
    Ruleset quickFoggy = cheap;
    quickFoggy.setValue(QStringLiteral("quickWeather"), QStringLiteral("foggy"));
    QTest::newRow("quick, standard (weather chosen)") << QStringLiteral("quick") << standard << 400;
    QTest::newRow("quick, rich purse") << QStringLiteral("quick") << rich << 300;
    QTest::newRow("quick, weather drawn") << QStringLiteral("quick") << quickDrawn << 200;
    QTest::newRow("quick, foggy all game") << QStringLiteral("quick") << quickFoggy << 150;
    QTest::newRow("team, standard") << QStringLiteral("team") << standard << 400;
    QTest::newRow("team, cheap hires") << QStringLiteral("team") << cheap << 300;
    QTest::newRow("team, weather drawn") << QStringLiteral("team") << foggyTeam << 200;
}

void tst_Property::randomGames()
{
    QFETCH(QString, variant);
    QFETCH(Ruleset, ruleset);
    QFETCH(int, games);
    const NaiveRules naive(ruleset);
    Totals totals;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < games; ++i) {
        const std::uint64_t seed = isle::splitMix64(std::uint64_t(i) * 8 + std::uint64_t(variant.size()));
        const QString failure = playChecked(ruleset, naive, variant, seed, i % 10 == 0, totals);
        if (!failure.isEmpty())
            QFAIL(qPrintable(failure));
    }
    // The games really exercised the rules.
    QVERIFY(totals.rounds >= games);
    QVERIFY(totals.roundPoints > 0);
    QVERIFY(totals.illegalSamples > totals.decisions);
    QVERIFY(totals.replays >= games / 8);
    const bool sunnyOnly = variant == QLatin1StringView("basic")
                        || (variant == QLatin1StringView("team") && ruleset.choice(QStringLiteral("teamWeather")) == QLatin1StringView("sunny"));
    if (!sunnyOnly) {
        QVERIFY(totals.faceDown > 0);
        QCOMPARE(totals.lifts > 0, naive.fogRegions > 1);
    } else {
        QCOMPARE(totals.faceDown, 0);
        QCOMPARE(totals.lifts, 0);
    }
    if (variant != QLatin1StringView("basic") && variant != QLatin1StringView("weather")) {
        QVERIFY(totals.hires > games);
        QVERIFY(totals.abilityDecisions > 0);
    }
    // With quickWeather "choose" every quick game starts with its one weather choice.
    const bool chosen = variant == QLatin1StringView("quick")
                     && ruleset.choice(QStringLiteral("quickWeather")) == QLatin1StringView("choose");
    QCOMPARE(totals.gameWeatherChoices, chosen ? qint64(games) : qint64(0));
    qInfo("%d games, %lld decisions, %lld rounds, %lld fog lifts, %lld hires, %lld ability decisions, %lld replays, %lld ms",
          games, totals.decisions, totals.rounds, totals.lifts, totals.hires, totals.abilityDecisions, totals.replays,
          qint64(timer.elapsed()));
}

void tst_Property::naiveScorerAgreesWithHandCounts()
{
    // The recount itself is tested against lines counted by hand, so that it can be trusted.
    const NaiveRules naive(defaults());
    const auto board = [](std::initializer_list<std::tuple<const char *, Character, int>> tokens) {
        ShadowBoard result{};
        for (const auto &[name, character, owner] : tokens)
            result[cellOf(name)] = ShadowTile{kindOf(character), owner, false};
        return result;
    };
    using C = Character;
    QCOMPARE(naiveScore(naive, board({{"A1", C::Wolf, 0}, {"B1", C::Wolf, 0}, {"C1", C::Wolf, 0}})), (std::array<int, 2>{1, 0}));
    QCOMPARE(naiveScore(naive, board({{"A1", C::Wolf, 0}, {"B1", C::Pig, 0}, {"C1", C::Wolf, 0}, {"D1", C::Wolf, 0},
                                      {"E1", C::Wolf, 0}})),
             (std::array<int, 2>{12, 0}));
    QCOMPARE(naiveScore(naive, board({{"A1", C::Rat, 1}, {"B2", C::Wolf, 0}, {"C3", C::Crow, 1}, {"D4", C::Cat, 0}})),
             (std::array<int, 2>{4, 0}));
    QCOMPARE(naiveScore(naive, board({{"F1", C::Wolf, 1}, {"E2", C::Wolf, 1}, {"D3", C::Rabbit, 1}, {"C4", C::Wolf, 1}})),
             (std::array<int, 2>{0, 0}));
    QCOMPARE(naiveScore(naive, board({{"A1", C::Wolf, 1}, {"A2", C::Wolf, 1}, {"A3", C::Wolf, 1}, {"A4", C::Wolf, 1},
                                      {"A5", C::Wolf, 1}, {"A6", C::Wolf, 1}})),
             (std::array<int, 2>{0, 10}));
    // Past the table: 8 × 8 board, line of 8 = 10 + 2 × 4.
    Ruleset big = defaults();
    setBoard(big, 8, 8);
    const NaiveRules wide(big);
    QCOMPARE(wide.linePoints(7), 14);
    QCOMPARE(wide.linePoints(8), 18);
}

QTEST_GUILESS_MAIN(tst_Property)
#include "tst_property.moc"
