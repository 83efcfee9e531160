// What each seat may see (rules: "Foggy: face-down tokens are hidden from the opponent";
// their owner sees them only with ownerSeesFaceDown), the full position for files, and
// determinization for players that must not cheat.
#include "foggygame.h"
#include "foggytext.h"

#include "core/gamemodule.h"
#include "core/gamerecord.h"

#include <QJsonArray>

namespace isle::foggy {

namespace {
QJsonObject countsJson(const KindCounts &counts)
{
    QJsonObject result;
    for (int kind = 0; kind < CharacterCount; ++kind)
        if (counts[kind] > 0)
            result.insert(characterId(kind), counts[kind]);
    return result;
}

QJsonArray coveredRegionsJson(std::uint16_t covered, int regionCount)
{
    QJsonArray result;
    for (int region = 0; region < regionCount; ++region)
        if (covered & (1U << region))
            result.append(region);
    return result;
}

// Takes a random token of the pool among the characters `allowed` accepts.
template<typename Allowed>
int takeFromPoolWhere(KindCounts &pool, int &poolSize, Rng &rng, Allowed &&allowed)
{
    int matching = 0;
    for (int kind = 0; kind < CharacterCount; ++kind)
        matching += allowed(kind) ? pool[kind] : 0;
    auto r = static_cast<int>(rng.below(static_cast<std::uint32_t>(matching)));
    int kind = 0;
    while (!allowed(kind) || r >= pool[kind]) {
        r -= allowed(kind) ? pool[kind] : 0;
        ++kind;
    }
    --pool[kind];
    --poolSize;
    return kind;
}

int takeFromPool(KindCounts &pool, int &poolSize, Rng &rng)
{
    auto r = static_cast<int>(rng.below(static_cast<std::uint32_t>(poolSize)));
    int kind = 0;
    while (r >= pool[kind]) {
        r -= pool[kind];
        ++kind;
    }
    --pool[kind];
    --poolSize;
    return kind;
}
} // namespace

QJsonObject FoggyGame::observation(int seat) const
{
    const FoggyState &s = m_state;
    const bool over = s.phase == Phase::GameOver;
    QJsonArray tokens;
    m_rules->boardCells.forEach([&](int cell) {
        const Token &token = s.cells[cell];
        if (token.isEmpty())
            return;
        QJsonObject entry{{QStringLiteral("cell"), cellName(cell)},
                          {QStringLiteral("owner"), token.owner + 1},
                          {QStringLiteral("faceDown"), token.isFaceDown()}};
        // The printed rulebook: "Players not allowed to check face down characters on the
        // Island Map". A face-down token shows its character to nobody, its owner included,
        // unless the ruleset lets owners look (ownerSeesFaceDown).
        const bool visible = !token.isFaceDown() || (seat >= 0 && token.owner == seat && m_rules->ownerSeesFaceDown);
        if (visible) {
            entry.insert(QStringLiteral("character"), characterId(token.kind));
            entry.insert(QStringLiteral("side"), token.side < SideWhite ? QJsonValue(token.side + 1) : QJsonValue());
        }
        tokens.append(entry);
    });

    QJsonArray seats;
    for (int other = 0; other < seatCount(); ++other) {
        QJsonObject entry{{QStringLiteral("seat"), other + 1},
                          {QStringLiteral("side"), sideOfSeat(other) + 1},
                          {QStringLiteral("handCount"), s.handCount[other]},
                          {QStringLiteral("pileCount"), s.pileCount[other]}};
        if (other == seat) {
            entry.insert(QStringLiteral("hand"), countsJson(s.hand[other]));
            // The pile's make-up is what the seat owns minus what it can see; its order does not exist.
            entry.insert(QStringLiteral("pile"), countsJson(s.pile[other]));
        }
        seats.append(entry);
    }

    QJsonArray roundPoints;
    QJsonArray totals;
    for (int side = 0; side < SideCount; ++side) {
        QJsonArray rounds;
        for (int round = 0; round < s.round && round < MaxRounds; ++round)
            rounds.append(s.roundPoints[side][round]);
        roundPoints.append(rounds);
        totals.append(s.totalPoints[side]);
    }
    // The weather in play; in the quick and team games the game's one weather as soon as it
    // is known (while hiring too). None until the round's card is chosen: while opening
    // hands are picked, between rounds and while the card is chosen, the last round's card
    // is out of play and the state's placeholder (Sunny) is nobody's weather yet.
    QJsonValue weather;
    const int gameWeather = knownGameWeather();
    const bool roundCardUndecided = s.phase == Phase::ChooseGameWeather || s.phase == Phase::ChooseWeather
        || s.phase == Phase::PickHand || s.phase == Phase::Hire;
    if (usesWeather() && (gameWeather >= 0 || !roundCardUndecided))
        weather = QString::fromLatin1(weatherId(gameWeather >= 0 ? static_cast<Weather>(gameWeather) : s.weather));

    QJsonObject result{{QStringLiteral("game"), module().id()},
                       {QStringLiteral("variant"), variant()},
                       {QStringLiteral("viewer"), seat >= 0 ? QJsonValue(seat + 1) : QJsonValue()},
                       {QStringLiteral("round"), std::min<int>(s.round + 1, roundCount())},
                       {QStringLiteral("rounds"), roundCount()},
                       {QStringLiteral("roundStarter"), s.roundStarter + 1},
                       {QStringLiteral("phase"), QString::fromLatin1(phaseId(s.phase))},
                       {QStringLiteral("toMove"), over ? QJsonValue() : QJsonValue(s.seat + 1)},
                       {QStringLiteral("width"), m_rules->width},
                       {QStringLiteral("height"), m_rules->height},
                       {QStringLiteral("tokens"), tokens},
                       {QStringLiteral("fogCovered"), coveredRegionsJson(s.coveredFog, m_rules->fogRegionCount)},
                       {QStringLiteral("weather"), weather},
                       {QStringLiteral("weatherDeckSize"), s.deckSize},
                       {QStringLiteral("seats"), seats},
                       {QStringLiteral("roundPoints"), roundPoints},
                       {QStringLiteral("totalPoints"), totals}};
    if (s.phase == Phase::SwapTarget || s.phase == Phase::FoxExchange || s.phase == Phase::SnakeTarget
        || s.phase == Phase::SnakeExchange || s.phase == Phase::PrairieSwap)
        result.insert(QStringLiteral("abilityTile"), cellName(s.abilityCell));
    // How many more tokens the seat picking its opening hand takes: public, as the picks are.
    if (s.phase == Phase::PickHand && !over)
        result.insert(QStringLiteral("picksLeft"), s.picksLeft);
    if (usesCoins()) {
        QJsonArray coins;
        QJsonArray hiredCost;
        for (int side = 0; side < SideCount; ++side) {
            coins.append(s.coins[side]);
            hiredCost.append(s.hiredCost[side]);
        }
        result.insert(QStringLiteral("coins"), coins);
        result.insert(QStringLiteral("hiredCost"), hiredCost);
        // Hiring is public: everyone sees what each side hired. In the team game how a team's
        // set is split between teammates is known to that team only.
        QJsonArray owned;
        for (int other = 0; other < seatCount(); ++other) {
            const bool known = !isTeamGame() || (seat >= 0 && sideOfSeat(other) == sideOfSeat(seat));
            owned.append(known ? QJsonValue(countsJson(s.owned[other])) : QJsonValue());
        }
        result.insert(QStringLiteral("owned"), owned);
        if (isTeamGame()) {
            QJsonArray teamOwned;
            for (int side = 0; side < SideCount; ++side) {
                KindCounts total{};
                for (int kind = 0; kind < CharacterCount; ++kind)
                    total[kind] = static_cast<std::uint8_t>(this->teamOwned(side, kind));
                teamOwned.append(countsJson(total));
            }
            result.insert(QStringLiteral("teamOwned"), teamOwned);
        }
    }
    if (s.phase == Phase::ChooseWeather && seat == s.seat) {
        QJsonArray drawn;
        for (int i = 0; i < s.drawnCount; ++i)
            drawn.append(QString::fromLatin1(weatherId(static_cast<Weather>(s.drawnWeather[i]))));
        result.insert(QStringLiteral("drawnWeather"), drawn);
    }
    if (!over && seat == s.seat) {
        ActionList legal;
        legalActions(legal);
        QJsonArray actions;
        for (const Action &action : legal)
            actions.append(actionToJson(action));
        result.insert(QStringLiteral("legalActions"), actions);
    }
    return result;
}

QJsonObject FoggyGame::positionJson() const
{
    const FoggyState &s = m_state;
    QJsonArray rows;
    for (int y = 0; y < m_rules->height; ++y) {
        QStringList row;
        for (int x = 0; x < m_rules->width; ++x) {
            const Token &token = s.cells[FoggyRules::cellAt(x, y)];
            if (token.isEmpty()) {
                row.append(QStringLiteral("."));
                continue;
            }
            const char code = characterInfo(token.kind).code;
            const QChar letter = token.isFaceDown() ? QChar(QLatin1Char(code)).toLower() : QChar(QLatin1Char(code));
            QString text = letter + QString::number(token.owner + 1);
            if (token.side != m_rules->placedSide[token.owner][token.kind]) // a recoloured Chameleon
                text += u'>' + QString::number(token.side + 1);
            row.append(text);
        }
        rows.append(row.join(u' '));
    }
    QJsonArray hands;
    QJsonArray piles;
    QJsonArray points;
    for (int seat = 0; seat < seatCount(); ++seat) {
        hands.append(countsJson(s.hand[seat]));
        piles.append(countsJson(s.pile[seat]));
    }
    for (int side = 0; side < SideCount; ++side) {
        QJsonArray rounds;
        for (int round = 0; round < s.round && round < MaxRounds; ++round)
            rounds.append(s.roundPoints[side][round]);
        points.append(rounds);
    }
    QJsonObject position{{QStringLiteral("format"), QStringLiteral("isleworks-position")},
                       {QStringLiteral("formatVersion"), 1},
                       {QStringLiteral("game"), module().id()},
                       {QStringLiteral("variant"), variant()},
                       {QStringLiteral("board"), rows},
                       {QStringLiteral("fog"), coveredRegionsJson(s.coveredFog, m_rules->fogRegionCount)},
                       {QStringLiteral("weather"), QString::fromLatin1(weatherId(s.weather))},
                       // The round the board belongs to: once over, the one just scored.
                       {QStringLiteral("round"), s.phase == Phase::GameOver ? std::max<int>(s.round, 1) : s.round + 1},
                       {QStringLiteral("roundStarter"), s.roundStarter + 1},
                       {QStringLiteral("toMove"), s.phase == Phase::GameOver ? 1 : s.seat + 1},
                       {QStringLiteral("hands"), hands},
                       {QStringLiteral("piles"), piles},
                       {QStringLiteral("points"), points},
                       {QStringLiteral("seed"), seedToString(m_seed)},
                       {QStringLiteral("ruleset"), m_ruleset->toJson()}};
    if (usesCoins()) {
        QJsonArray coins;
        QJsonArray hiredCost;
        QJsonArray owned;
        QJsonArray hippos;
        for (int side = 0; side < SideCount; ++side) {
            coins.append(s.coins[side]);
            hiredCost.append(s.hiredCost[side]);
        }
        for (int seat = 0; seat < seatCount(); ++seat) {
            owned.append(countsJson(s.owned[seat]));
            hippos.append(s.hippo[seat][0] >= 0
                              ? QJsonValue(QJsonArray{cellName(s.hippo[seat][0]), cellName(s.hippo[seat][1])})
                              : QJsonValue());
        }
        position.insert(QStringLiteral("coins"), coins);
        position.insert(QStringLiteral("hiredCost"), hiredCost);
        position.insert(QStringLiteral("owned"), owned);
        position.insert(QStringLiteral("extraRounds"), s.extraRounds);
        position.insert(QStringLiteral("hippo"), hippos);
        // A turn under way: what its placement set off, and the Turtles' extra placements.
        const bool abilityPending = s.phase >= Phase::SwapTarget && s.phase <= Phase::PrairieSwap;
        if (s.phase == Phase::ChooseGameWeather) {
            // The quick game's start: the weather is being chosen, nobody has hired yet.
            position.insert(QStringLiteral("pending"),
                            QJsonObject{{QStringLiteral("decision"), QString::fromLatin1(phaseId(s.phase))}});
        } else if (abilityPending || (s.phase == Phase::Place && !s.turnStarting)) {
            QJsonObject pending{{QStringLiteral("decision"), QString::fromLatin1(phaseId(s.phase))},
                                {QStringLiteral("placementsLeft"), s.placementsLeft}};
            if (abilityPending) {
                pending.insert(QStringLiteral("placer"), s.placer + 1);
                pending.insert(QStringLiteral("tile"), cellName(s.abilityCell));
            }
            if (s.phase == Phase::SnakeExchange)
                pending.insert(QStringLiteral("target"), cellName(s.targetCell));
            position.insert(QStringLiteral("pending"), pending);
        }
        QJsonArray bonus;
        bool anyBonus = false;
        for (int seat = 0; seat < seatCount(); ++seat) {
            bonus.append(s.nextTurnBonus[seat]);
            anyBonus = anyBonus || s.nextTurnBonus[seat] > 0;
        }
        if (anyBonus)
            position.insert(QStringLiteral("turtleBonus"), bonus);
    }
    return position;
}

void FoggyGame::determinize(int seat, Rng &rng)
{
    FoggyState &s = m_state;
    // Without face-down tokens the board holds no secret: only hands and piles are dealt again.
    const bool faceDownTokens = mayHaveFaceDownTokens();
    for (int other = 0; other < seatCount(); ++other) {
        if (other == seat)
            continue;
        // Seats whose hidden tokens `seat` cannot tell apart are dealt again together: one
        // seat, or in the team game both players of the other team, since how a team's
        // set is split between teammates is that team's secret.
        const bool pair = isTeamGame() && sideOfSeat(other) != sideOfSeat(seat);
        if (pair && other >= SideCount)
            continue; // dealt with its teammate
        const std::array<int, 2> members{other, pair ? teammate(other) : other};
        const int memberCount = pair ? 2 : 1;
        const auto isMember = [&](int owner) { return owner == members[0] || owner == members[memberCount - 1]; };

        KindCounts pool{};
        int poolSize = 0;
        for (int m = 0; m < memberCount; ++m) {
            for (int kind = 0; kind < CharacterCount; ++kind) {
                pool[kind] = static_cast<std::uint8_t>(pool[kind] + s.hand[members[m]][kind] + s.pile[members[m]][kind]);
                poolSize += s.hand[members[m]][kind] + s.pile[members[m]][kind];
            }
        }
        if (faceDownTokens) {
            m_rules->boardCells.forEach([&](int cell) {
                const Token &token = s.cells[cell];
                if (!token.isEmpty() && token.isFaceDown() && isMember(token.owner)) {
                    ++pool[token.kind];
                    ++poolSize;
                }
            });
        }
        m_rules->boardCells.forEach([&](int cell) {
            Token &token = s.cells[cell];
            if (!faceDownTokens || token.isEmpty() || !token.isFaceDown() || !isMember(token.owner))
                return;
            // Within its class, white or not: whether an ability may move a face-down token
            // shows in the legal choices (rules: "Token colours"), so a view must agree.
            const bool white = m_rules->characters[token.kind].colour == FaceColour::White;
            token.kind = static_cast<std::uint8_t>(takeFromPoolWhere(pool, poolSize, rng, [&](int kind) {
                return (m_rules->characters[kind].colour == FaceColour::White) == white;
            }));
            token.side = m_rules->placedSide[token.owner][token.kind];
        });
        for (int m = 0; m < memberCount; ++m) {
            const int member = members[m];
            s.hand[member] = {};
            for (int i = 0; i < s.handCount[member]; ++i)
                ++s.hand[member][takeFromPool(pool, poolSize, rng)];
        }
        if (pair) {
            s.pile[members[0]] = {};
            for (int i = 0; i < s.pileCount[members[0]]; ++i)
                ++s.pile[members[0]][takeFromPool(pool, poolSize, rng)];
        }
        s.pile[members[memberCount - 1]] = pool; // what is left
        if (pair) {
            // Each teammate's set follows from what was dealt.
            for (int m = 0; m < memberCount; ++m) {
                const int member = members[m];
                for (int kind = 0; kind < CharacterCount; ++kind)
                    s.owned[member][kind] = static_cast<std::uint8_t>(s.hand[member][kind] + s.pile[member][kind]);
            }
            m_rules->boardCells.forEach([&](int cell) {
                const Token &token = s.cells[cell];
                if (!token.isEmpty() && isMember(token.owner) && !(token.flags & Token::HippoSecond))
                    ++s.owned[token.owner][token.kind];
            });
        }
    }
    if (seat >= 0 && !m_rules->ownerSeesFaceDown && faceDownTokens) {
        // The seat may not look at its own face-down tokens (rules: "Players not allowed to
        // check face down characters on the Island Map"), so its view does not keep which
        // lies where: which characters they are follows from its set, hand and pile; they are
        // dealt again among their tiles, each within its class (white or not) as above
        // (docs/games/foggyisland.md, "What a determinized view keeps").
        KindCounts pool{};
        int poolSize = 0;
        m_rules->boardCells.forEach([&](int cell) {
            const Token &token = s.cells[cell];
            if (!token.isEmpty() && token.isFaceDown() && token.owner == seat) {
                ++pool[token.kind];
                ++poolSize;
            }
        });
        m_rules->boardCells.forEach([&](int cell) {
            Token &token = s.cells[cell];
            if (poolSize == 0 || token.isEmpty() || !token.isFaceDown() || token.owner != seat)
                return;
            const bool white = m_rules->characters[token.kind].colour == FaceColour::White;
            token.kind = static_cast<std::uint8_t>(takeFromPoolWhere(pool, poolSize, rng, [&](int kind) {
                return (m_rules->characters[kind].colour == FaceColour::White) == white;
            }));
            token.side = m_rules->placedSide[token.owner][token.kind];
        });
    }
    // Face-up Frogs are where they were; hands and piles have new make-ups.
    recountHandsAndPileLists();

    // The deck's order is unknown to everyone; cards drawn for the weather choice are
    // known only to the chooser.
    std::array<std::uint8_t, MaxWeatherCards + 2> cards{};
    int count = 0;
    const bool hideDrawn = s.phase == Phase::ChooseWeather && s.seat != seat;
    if (hideDrawn)
        for (int i = 0; i < s.drawnCount; ++i)
            cards[count++] = s.drawnWeather[i];
    for (int i = 0; i < s.deckSize; ++i)
        cards[count++] = s.deck[(s.deckHead + i) % MaxWeatherCards];
    rng.shuffle(std::span<std::uint8_t>(cards.data(), count));
    int next = 0;
    if (hideDrawn)
        for (int i = 0; i < s.drawnCount; ++i)
            s.drawnWeather[i] = cards[next++];
    for (int i = 0; i < s.deckSize; ++i)
        s.deck[(s.deckHead + i) % MaxWeatherCards] = cards[next++];

    // The real generator's state would predict every future draw.
    const std::uint64_t high = rng.next();
    s.rng = Rng((high << 32U) | rng.next(), rng.next());
    m_history.clear();
}

} // namespace isle::foggy
